// The end of a deal (§4 rows 8–10, §6.1, §6.3): the race result and the match points of each
// seat, the record of the deal, and the end of the match after its last race (or deal).
import { appended } from '../../core/arrays';
import type { Fact, Seat } from '../../core/types';
import { horsesOf, racePoints, raceResult } from './race';
import type { AscotOptions, AscotState, RaceRecord } from './types';

/** Whether deal `handNumber` is the match's last (§6.3): one race, or `races` races or deals. */
export const isLastDeal = (o: AscotOptions, handNumber: number): boolean => o.matchMode === 'single' || handNumber >= o.races;

/** Whether deal `handNumber` ends with a race result: every deal but a carry-over marathon's earlier ones. */
export const decidesRace = (o: AscotOptions, handNumber: number): boolean => o.matchMode !== 'marathonCarryOver' || isLastDeal(o, handNumber);

/** The seats with the most match points: both when level (§6.3, §11.7). */
export function matchWinners(totals: readonly number[]): Seat[] {
  return totals[0] === totals[1] ? [0, 1] : [totals[0] > totals[1] ? 0 : 1];
}

/**
 * §4 rows 8–9: scores the deal on `next` (a state fresh from this action, every trick played):
 * the race result by §6.1 (none yet in a carry-over deal before the last), the match points,
 * then the hand result or the end of the match.
 */
export function scoreDeal(next: AscotState, facts: Fact[]): AscotState {
  const o = next.options;
  const result = decidesRace(o, next.handNumber) ? raceResult(next.pos, o.tieBreak) : null;
  const deltas = result ? racePoints(result, next.sides) : [0, 0];
  const totals = [next.totals[0] + deltas[0], next.totals[1] + deltas[1]];
  const horses = horsesOf(next.pos, next.moves);
  const record: RaceRecord = { handNumber: next.handNumber, dealer: next.dealer, totals: totals.slice(), horses, result, deltas };
  facts.push({ type: 'HAND_SCORED', result, deltas: deltas.slice(), totals: totals.slice(), horses: horsesOf(next.pos, next.moves) });
  next.totals = totals;
  next.history = appended(next.history, record);
  if (!isLastDeal(o, next.handNumber)) {
    next.phase = 'handResult';
    return next;
  }
  next.phase = 'gameOver';
  next.winners = matchWinners(totals);
  facts.push({ type: 'GAME_OVER', winners: next.winners.slice() });
  return next;
}
