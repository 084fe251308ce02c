// Scoring and the end of the game (§6): the game points of a deal from the Queens team's card
// points, whether it took all six tricks, the knock and the kind of partnership, with the
// values of the score table (§6.4); then the game-end check (§6.5).
import { appended } from '../../core/arrays';
import { suitOf } from '../../core/cards';
import type { Fact, Seat } from '../../core/types';
import { endOrGoOn, gameWinners } from '../../kit/gameEnd';
import type { ScoreTable } from './scoreTable';
import type { HandResult, KloepperOptions, KloepperState, KnockState, Partnership } from './types';

/** What decides a deal's score (§6): everything else about the play is irrelevant to it. */
export interface DealOutcome {
  partnership: Partnership;
  queensTeam: readonly Seat[];
  /** the Queens team's card points (Qp) and whether it took all six tricks (Qall) */
  queensPoints: number;
  allTricks: boolean;
  knock: KnockState;
}

/**
 * §6.1–§6.3: the points each seat scores. The winning side's members each score the value;
 * the other side scores 0. Card-point bands: Qp ≥ winMin wins for the Queens (D-5: 60–60 goes to
 * the opponents), Qp ≥ schneiderMin is schneider, Qp ≤ oppSchneiderMax the opponents' schneider.
 */
export function dealDeltas(o: DealOutcome, options: Pick<KloepperOptions, 'scoreTable' | 'knockOffRule'>): number[] {
  const t: ScoreTable = options.scoreTable;
  const p = t.partnership;
  const solo = o.partnership === 'SOLO';
  let queens = 0;
  let opponents = 0;
  if (o.knock !== 'NONE') {
    const stake = solo ? t.soloKnock : o.knock === 'KNOCKED' ? t.knock : t.knockOff;
    // D-6 'literal': the opponents score only by taking every trick, which they never can (§5.2)
    if (!solo && o.knock === 'KNOCKED_OFF' && options.knockOffRule === 'literal') queens = stake.success;
    else if (o.allTricks) queens = stake.success;
    else opponents = stake.failOpp;
  } else {
    const v = solo ? t.solo : p;
    const qp = o.queensPoints;
    if (o.allTricks) queens = v.all;
    else if (qp >= p.schneiderMin) queens = v.schneider;
    else if (qp >= p.winMin) queens = v.win;
    else if (qp > p.oppSchneiderMax) opponents = v.oppWin;
    else opponents = v.oppSchneider;
  }
  const deltas = [opponents, opponents, opponents, opponents];
  for (const seat of o.queensTeam) deltas[seat] = queens;
  return deltas;
}

/** The outcome of the deal in `s` as it stands (all six tricks played: the final one). */
export function outcomeOf(s: KloepperState): DealOutcome {
  let queensPoints = 0;
  let tricks = 0;
  for (const seat of s.queensTeam) {
    queensPoints += s.pointsWon[seat];
    tricks += s.tricksWon[seat];
  }
  return { partnership: s.partnership, queensTeam: s.queensTeam, queensPoints, allTricks: tricks === 6, knock: s.knock };
}

/**
 * §4 rows 7–8: scores the deal on `next` (a state fresh from this action), then ends the game
 * if some total reached the target with one leader (or, tieBreak 'shared', any leaders, §6.5).
 */
export function scoreHand(next: KloepperState, facts: Fact[]): KloepperState {
  const o = outcomeOf(next);
  const deltas = dealDeltas(o, next.options);
  const totals = next.totals.map((t, seat) => t + deltas[seat]);
  const record: HandResult = {
    handNumber: next.handNumber,
    dealer: next.dealer,
    totals: totals.slice(),
    deltas,
    partnership: next.partnership,
    queensTeam: next.queensTeam.slice(),
    call: next.call ? { seat: next.call.seat, suit: suitOf(next.call.card) } : null,
    knock: next.knocker,
    knockOff: next.knockOffer,
    points: next.pointsWon.slice(),
    queensPoints: o.queensPoints,
    tricks: next.tricksWon.slice(),
    allTricks: o.allTricks,
  };
  facts.push({
    type: 'HAND_SCORED', queensTeam: record.queensTeam.slice(), partnership: record.partnership, queensPoints: o.queensPoints,
    allTricks: o.allTricks, deltas: deltas.slice(), totals: totals.slice(),
  });
  next.totals = totals;
  next.history = appended(next.history, record);
  next.poll = [];
  next.pollIdx = 0;
  next.pollKind = null;
  endOrGoOn(next, totals, next.options, facts);
  return next;
}

export { gameWinners };
