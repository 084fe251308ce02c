// Easy's choice by feel (feel.ts): only moves within `near` of the best, the closer the likelier.
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import { noisyValue } from './feel';
import type { CandidateValue } from './pimc';

const move = (card: string, mean: number): CandidateValue => ({ action: { type: 'PLAY', card }, n: 6, mean, se: 0, perDeal: [], solved: true });
const VALUES = [move('A', 2), move('B', 1.7), move('C', 1.05), move('D', 0.9), move('E', -3)];

function tally(temperature: number, near: number): Map<string, number> {
  const rng = createRng('feel');
  const seen = new Map<string, number>();
  for (let i = 0; i < 4000; i++) {
    const card = noisyValue(VALUES, temperature, near, rng).action.card as string;
    seen.set(card, (seen.get(card) ?? 0) + 1);
  }
  return seen;
}

describe('a choice by feel', () => {
  it('never strays further than `near` below the best, and takes every move within it', () => {
    expect([...tally(4, 0.4).keys()].sort()).toEqual(['A', 'B']);
    expect([...tally(4, 1).keys()].sort()).toEqual(['A', 'B', 'C']);
    expect([...tally(4, 1.2).keys()].sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('prefers the closer moves, the more so the lower the temperature', () => {
    const warm = tally(4, 1);
    const cool = tally(0.2, 1);
    expect(warm.get('A')!).toBeGreaterThan(warm.get('C')!);
    expect(warm.get('C')!).toBeGreaterThan(4000 / 3 * 0.7); // nearly even at a temperature of a scale of 4
    expect(cool.get('A')!).toBeGreaterThan(3 * cool.get('B')!);
    expect(cool.get('C') ?? 0).toBeLessThan(100);
  });
});
