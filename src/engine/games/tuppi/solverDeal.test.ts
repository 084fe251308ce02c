// Tuppi's solver problem against its rules (testing/solverDiff.ts): rami, nolo and solo, under
// the seed's and the traditional rules.
import { describe, expect, it } from 'vitest';
import { checkSolverAgainstRules } from '../../testing/solverDiff';
import { tuppiOutcome, tuppiProblem } from './solverDeal';
import type { TuppiState } from './types';

describe('Tuppi solver problem', () => {
  it('plays exactly the rules: seat to move, legal cards, and the score of the end', () => {
    const modes = new Set<string>();
    const compared = checkSolverAgainstRules<TuppiState>({
      game: 'tuppi',
      setups: [
        { players: 4, seed: 'dd-seed', options: { targetScore: 30 } },
        { players: 4, seed: 'dd-traditional', options: { preset: 'traditional', targetScore: 30 } },
        { players: 4, seed: 'dd-short-solo', options: { soloLength: 3, soloExchange: 'mandatory', wipeRule: 'none' } },
      ],
      matches: 12,
      problem: (s, seat) => {
        const p = tuppiProblem(s, seat, 13);
        if (p) modes.add(s.mode!);
        return p;
      },
      outcome: tuppiOutcome,
      // Solo comes only after a rami bid and a defender's offer: say yes half the time.
      steer: (legal, rng) => legal.find((a) => a.type === 'DECLARE_SOLO' && rng.int(2) === 0) ?? legal[rng.int(legal.length)],
    });
    expect(compared).toBeGreaterThan(500);
    expect([...modes].sort()).toEqual(['nolo', 'rami', 'solo']);
  });
});
