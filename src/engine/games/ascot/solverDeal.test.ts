// Ascot's solver problem against its rules (testing/solverDiff.ts): phase 1 with its draws,
// phase 2, the move cap, trumps, handicaps and a carry-over marathon.
import { describe, expect, it } from 'vitest';
import { DoubleDummy } from '../../ai/doubleDummy';
import { legalActions, newMatch, status } from '../../core/match';
import { createRng } from '../../core/rng';
import type { Match, Seat } from '../../core/types';
import { checkSolverAgainstRules } from '../../testing/solverDiff';
import { ok } from '../../testing/builders';
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

describe('Ascot solver search', () => {
  /** The race's worth to `seat` with best play from `m` (plain minimax over the rules). */
  function minimax(m: Match, seat: Seat): number {
    const st = status(m);
    if (st.phase !== 'trickPlay') return ascotOutcome(m.state as AscotState, seat).units;
    const actor = st.toAct[0];
    const values = legalActions(m, actor).map((a) => minimax(ok(m, actor, a).match, seat));
    return actor === seat ? Math.max(...values) : Math.min(...values);
  }

  it('finds the race result with best play, as plain minimax over the rules does (endgames of phase 2)', () => {
    let compared = 0;
    const solver = new DoubleDummy();
    for (let k = 0; k < 40; k++) {
      const options = [{}, { trumpFromFirstUpcard: true }, { maxMovesPerDeal: 2, tieBreak: 'deadHeat' }][k % 3];
      const rng = createRng(`dd-minimax/${k}`);
      let m = newMatch('ascot', { players: 2, seed: `dd-minimax/${k}`, options });
      const stopAt = 20 + (k % 3);
      while ((m.state as AscotState).trickNo < stopAt || (k % 2 === 1 && (m.state as AscotState).trick.length === 0)) {
        const seat = status(m).toAct[0];
        const legal = legalActions(m, seat);
        m = ok(m, seat, legal[rng.int(legal.length)]).match;
      }
      for (const seat of [0, 1]) {
        const p = ascotProblem(m.state as AscotState, seat, 12)!;
        solver.load(p.deal);
        expect(p.units[solver.band(p.thresholds, 1)], `deal ${k} seat ${seat}`).toBe(minimax(m, seat));
        compared++;
      }
    }
    expect(compared).toBe(80);
  }, 120_000);
});
