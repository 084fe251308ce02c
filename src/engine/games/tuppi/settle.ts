// The end of a hand (§4 row 8, §6): the scored record, the wipe rule, and either the
// hand result or the end of the match. Facts name no card.
import type { Fact } from '../../core/types';
import { sideSeats } from './rules';
import { applyWipe, matchWinners, type Outcome } from './scoring';
import { copyState } from './state';
import type { HandResult, TuppiState } from './types';

export function teamTricks(s: TuppiState): [number, number] {
  return [s.tricksWon[0] + s.tricksWon[2], s.tricksWon[1] + s.tricksWon[3]];
}

export function totalsOf(score: readonly [number, number]): number[] {
  return [score[0], score[1], score[0], score[1]];
}

export function settleHand(s: TuppiState, out: Outcome, abandoned: boolean, facts: Fact[]): TuppiState {
  const scoreAfter = applyWipe(s.score, out.side, out.points, s.options.wipeRule);
  const record: HandResult = {
    handNumber: s.handNumber,
    dealer: s.dealer,
    mode: s.mode!,
    declarer: s.declarer >= 0 ? s.declarer : null,
    soloist: s.soloist >= 0 ? s.soloist : null,
    tricks: teamTricks(s),
    side: out.side,
    points: out.points,
    scoreBefore: [s.score[0], s.score[1]],
    scoreAfter,
    totals: totalsOf(scoreAfter),
    abandoned,
  };
  facts.push({
    type: 'HAND_SCORED', side: sideSeats(out.side), points: out.points, totals: totalsOf(scoreAfter),
    mode: record.mode, tricks: record.tricks, abandoned,
  });
  const winners = matchWinners(scoreAfter, out.side, s.handNumber, s.options);
  const next = copyState(s);
  next.score = scoreAfter;
  next.history = [...s.history, record];
  next.phase = winners ? 'gameOver' : 'handResult';
  if (!winners) return next;
  facts.push({ type: 'GAME_OVER', winners });
  next.winners = winners;
  return next;
}
