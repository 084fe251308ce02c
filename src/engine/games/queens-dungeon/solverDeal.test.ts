// Queen's Dungeon's solver problem against its rules (testing/solverDiff.ts): three and four
// seats, with and without the obligation to trump, 'voidHand', the dungeon trick outside the
// contract; from random positions where no queen event can come.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../core/types';
import { checkSolverAgainstRules } from '../../testing/solverDiff';
import { queensDungeonOutcome, queensDungeonProblem } from './solverDeal';
import type { QueensDungeonState } from './types';

describe("Queen's Dungeon solver problem", () => {
  it('plays exactly the rules: seat to move, legal cards (follow, else trump, a queen at any time), and the score of the end', () => {
    const seen = { dealer: 0, queenOut: 0, freeQueens: 0 };
    const compared = checkSolverAgainstRules<QueensDungeonState>({
      game: 'queens-dungeon',
      setups: [
        { players: 4, seed: 'dd-4', options: { targetScore: 150 } },
        { players: 3, seed: 'dd-3', options: { removedTwo: '2C', targetScore: 150 } },
        { players: 4, seed: 'dd-free', options: { mustTrump: false, dungeonTrickScoring: 'voidHand', targetScore: 150 } },
        { players: 3, seed: 'dd-contract', options: { dungeonTrickCountsForContract: false, targetScore: 150 } },
      ],
      matches: 6,
      problem: (s, seat) => {
        const p = queensDungeonProblem(s, seat, 17);
        if (p) {
          if (seat === s.dealer) seen.dealer++;
          if (p.units.length > s.hands[0].length + 2) seen.queenOut++;
        }
        return p;
      },
      outcome: queensDungeonOutcome,
      // Queens played early (as often as not) leave more positions to the solver.
      steer: (legal, rng) => {
        const queens = legal.filter((a: Action) => a.type === 'PLAY' && String(a.card).startsWith('Q'));
        if (queens.length > 0 && rng.int(2) === 0) {
          seen.freeQueens++;
          return queens[rng.int(queens.length)];
        }
        return legal[rng.int(legal.length)];
      },
    });
    expect(compared).toBeGreaterThan(10_000);
    expect(seen.dealer).toBeGreaterThan(500);
    expect(seen.queenOut).toBeGreaterThan(200);
  });
});
