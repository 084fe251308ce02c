import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import type { Action, Observation } from '../core/types';
import { LEVELS } from './levels';
import { pimc, type PimcConfig, type PimcHooks } from './pimc';
import { pimcConfig } from './searchConfig';

// A toy game whose rollouts cost a known amount: each sampled deal is a countdown of `left`
// steps (its own cost per candidate, in work units of one step), so the deals a work cap
// allows can be worked out by hand.
interface Toy { left: number }
const STEP: Action = { type: 'STEP' };
const rules = {
  legal: () => [STEP],
  apply: (s: Toy) => ({ ok: true as const, state: { left: s.left - 1 }, facts: [] }),
};
function hooks(costs: readonly number[]): PimcHooks<Toy> {
  let drawn = 0;
  return {
    sampler: () => () => ({ left: costs[drawn++ % costs.length] }),
    playoutPolicy: () => STEP,
    rolloutStepWork: 1,
    isTerminal: (s) => s.left <= 0,
    actor: () => 0,
    ddProblem: () => null,
    outcome: () => ({ units: 0 }),
    horizons: { easy: { root: 0, rollout: 0 }, normal: { root: 0, rollout: 0 }, hard: { root: 0, rollout: 0 } },
  };
}
const obs = { seat: 0, phase: 'bidding', legal: [STEP] } as unknown as Observation;
const deals = (costs: readonly number[], cfg: Partial<PimcConfig>): number =>
  pimc(rules, hooks(costs), obs, [STEP], { samples: 100, minSamples: 2, work: 1e9, level: 'hard', inference: false, ...cfg }, createRng('toy'))[0].n;

describe('PIMC: the work cap', () => {
  it('draws no deal once the work is spent', () => {
    // Deals of 10 steps (one candidate: 10 work each; the deal's first state counts no step).
    expect(deals([11], { work: 100 })).toBe(10);
    expect(deals([11], { work: 101 })).toBe(11);
    // Deals of 20 and 100 work in turn: 120 after two, 140 after three.
    expect(deals([21, 101], { work: 120 })).toBe(2);
    expect(deals([21, 101], { work: 121 })).toBe(3);
  });

  it('judges at least minSamples deals however heavy, and at most samples however light', () => {
    expect(deals([1001], { work: 100, minSamples: 3 })).toBe(3);
    expect(deals([2], { work: 1e6, samples: 7 })).toBe(7);
  });

  it("a game's scale multiplies a level's deals, not its work: the time a decision may take is the level's", () => {
    const cfg = pimcConfig(LEVELS.hard, { level: 'hard', seed: 's' }, { scale: 2 });
    expect(cfg.samples).toBe(LEVELS.hard.samples * 2);
    expect(cfg.work).toBe(LEVELS.hard.work);
    expect(cfg.minSamples).toBe(LEVELS.hard.minSamples);
  });

  it("a game's work share shrinks the cap (its solver nodes take longer), not the deals drawn at most", () => {
    const cfg = pimcConfig(LEVELS.hard, { level: 'hard', seed: 's' }, {}, 0.5);
    expect(cfg.work).toBe(LEVELS.hard.work * 0.5);
    expect(cfg.samples).toBe(LEVELS.hard.samples);
  });
});
