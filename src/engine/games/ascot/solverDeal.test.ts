// Ascot's solver problem against its rules (testing/solverDiff.ts): phase 1 with its draws,
// phase 2, the move cap, trumps, handicaps and a carry-over marathon.
import { describe, expect, it } from 'vitest';
import { checkSolverAgainstRules } from '../../testing/solverDiff';
import { ascotOutcome, ascotProblem } from './solverDeal';
import type { AscotState } from './types';

describe('Ascot solver problem', () => {
  it('plays exactly the rules: seat to move, legal cards, draws, horses and the race result', () => {
    let stage1 = 0;
    const compared = checkSolverAgainstRules<AscotState>({
      game: 'ascot',
      setups: [
        { players: 2, seed: 'dd-one' },
        { players: 2, seed: 'dd-trump', options: { trumpFromFirstUpcard: true, tieBreak: 'deadHeat' } },
        { players: 2, seed: 'dd-cap', options: { maxMovesPerDeal: 2, handicap: { AS: 1, AH: 2 } } },
        { players: 2, seed: 'dd-long', options: { matchMode: 'marathonCarryOver', races: 2, maxMovesPerDeal: 3 } },
      ],
      matches: 6,
      problem: (s, seat) => {
        const p = ascotProblem(s, seat, 24);
        if (p && s.stage === 1) stage1++;
        return p;
      },
      outcome: ascotOutcome,
    });
    expect(compared).toBeGreaterThan(500);
    expect(stage1).toBeGreaterThan(30);
  }, 120_000);
});
