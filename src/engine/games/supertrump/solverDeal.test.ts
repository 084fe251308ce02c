// Supertrump's solver problem against its rules (testing/solverDiff.ts): stage 1 with its
// draws, stage 2, and a match of several games.
import { describe, expect, it } from 'vitest';
import { checkSolverAgainstRules } from '../../testing/solverDiff';
import { supertrumpOutcome, supertrumpProblem } from './solverDeal';
import type { SupertrumpState } from './types';

describe('Supertrump solver problem', () => {
  it('plays exactly the rules: seat to move, legal cards, draws, and the score of the end', () => {
    let stage1 = 0;
    const compared = checkSolverAgainstRules<SupertrumpState>({
      game: 'supertrump',
      setups: [
        { players: 2, seed: 'dd-one' },
        { players: 2, seed: 'dd-three', options: { gamesPerMatch: 3 } },
      ],
      matches: 20,
      problem: (s, seat) => {
        const p = supertrumpProblem(s, seat, 26);
        if (p && s.stage === 1) stage1++;
        return p;
      },
      outcome: supertrumpOutcome,
    });
    expect(compared).toBeGreaterThan(1000);
    expect(stage1).toBeGreaterThan(50);
  });

  it('leaves the printed-suit house rule to the rollouts', () => {
    checkSolverAgainstRules<SupertrumpState>({
      game: 'supertrump', setups: [{ players: 2, seed: 'dd-printed', options: { supertrumpMembership: 'printed' } }], matches: 2,
      problem: (s, seat) => {
        expect(supertrumpProblem(s, seat, 26)).toBeNull();
        return null;
      },
      outcome: supertrumpOutcome,
    });
  });
});
