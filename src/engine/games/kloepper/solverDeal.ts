// Kloepper's card play as the double-dummy solver's problem (ai/doubleDummy.ts, ai/pimc.ts):
// the position of a full state in bit-packed form, and what each result scores for one seat.
// solverDeal.test.ts proves on random positions that the solver's legal cards, trick winners
// and results are the rules' own.
//
// The score (§6) depends on the Queens team's card points and on whether it took all six
// tricks, so the count is 7 × its card points + its tricks: card points read as count / 7,
// all six tricks as a count of 7 × 120 + 6. The Queens team plays to raise it, the others to
// lower it. With calledAceMustFollow (D-9) the called ace's obligation is not the solver's:
// until that ace is out the rollouts play on.
import type { Card, Seat } from '../../core/types';
import type { TrickDeal } from '../../ai/doubleDummy';
import type { DdProblem } from '../../ai/pimc';
import { isTrump, KLOEPPER_PACK, cardPoints, strength } from './rules';
import { dealDeltas } from './settle';
import type { DealOutcome } from './settle';
import type { KloepperState } from './types';

const SCALE = 7;
const ALL_TRICKS = SCALE * 120 + 6;
const PLAIN_INDEX: Readonly<Record<string, number>> = { C: 0, S: 1, H: 2 };
const TRUMP = 3;

/** Solver id: effective suit × 16 + strength (trumps 1 … 11, plain cards 1 … 5). */
export const cardId = (c: Card): number => (isTrump(c) ? TRUMP : PLAIN_INDEX[c[c.length - 1]]) * 16 + strength(c);

const POINTS: number[] = new Array<number>(64).fill(0);
for (const c of KLOEPPER_PACK) POINTS[cardId(c)] = SCALE * cardPoints(c);
const ONE_A_TRICK = [1, 1, 1, 1, 1, 1];
const ORDER: number[] = [];
for (let leader = 0; leader < 4; leader++) for (let i = 0; i < 4; i++) ORDER.push((leader + i) % 4);

/** A deal's worth to `seat`: its game points less the others' mean (the duel's measure). */
export function unitsFor(deltas: readonly number[], seat: Seat): number {
  let others = 0;
  for (let x = 0; x < 4; x++) if (x !== seat) others += deltas[x];
  return deltas[seat] - others / 3;
}

/** The counts at which the score of `s`'s deal can change, ascending. */
function thresholdsOf(s: KloepperState): number[] {
  if (s.knock !== 'NONE') return [ALL_TRICKS];
  const p = s.options.scoreTable.partnership;
  return [...new Set([SCALE * (p.oppSchneiderMax + 1), SCALE * p.winMin, SCALE * p.schneiderMin, ALL_TRICKS])].sort((a, b) => a - b);
}

/** The deal's outcome for a count of `count`. */
function outcomeAt(s: KloepperState, count: number): DealOutcome {
  return { partnership: s.partnership, queensTeam: s.queensTeam, queensPoints: Math.floor(count / SCALE), allTricks: count >= ALL_TRICKS, knock: s.knock };
}

/** Is the called ace still to be played under calledAceMustFollow (a rule the solver does not play)? */
function aceObligationOpen(s: KloepperState): boolean {
  return s.options.calledAceMustFollow && s.call !== null && s.hands.some((h) => h.includes(s.call!.card));
}

/** The problem of `s` for `seat`, or null: not trick play, more tricks left than `horizon`, or the called ace's obligation open. */
export function kloepperProblem(s: KloepperState, seat: Seat, horizon: number): DdProblem | null {
  if (s.phase !== 'trickPlay' || 7 - s.trickNo > horizon || aceObligationOpen(s)) return null;
  const counts = [0, 0, 0, 0];
  for (const x of s.queensTeam) counts[x] = 1;
  let base = 0;
  for (const x of s.queensTeam) base += SCALE * s.pointsWon[x] + s.tricksWon[x];
  const hands = new Array<number>(16).fill(0);
  for (let o = 0; o < 4; o++) {
    for (const c of s.hands[o]) {
      const id = cardId(c);
      hands[o * 4 + (id >> 4)] |= 1 << (id & 15);
    }
  }
  const deal: TrickDeal = {
    seats: 4, suits: 4, trump: TRUMP, trumpTies: 16, points: POINTS, trickSize: 4, order: ORDER, trickValue: ONE_A_TRICK,
    counts, maximizer: counts, endOnGain: false, hands, leader: s.leader, trickIndex: s.trickNo - 1, lastTrick: 6,
    trick: s.trick.map((p) => ({ seat: p.seat, card: cardId(p.card) })), base,
  };
  const thresholds = thresholdsOf(s);
  const reps = [0, ...thresholds];
  const deltas = reps.map((c) => dealDeltas(outcomeAt(s, c), s.options));
  return {
    deal,
    thresholds,
    units: deltas.map((d) => unitsFor(d, seat)),
    wins: deltas.map((d) => d[seat] > 0),
    guess: s.queensTeam.includes(seat) ? 2 : 1,
    cardId,
  };
}

/** A finished deal's worth for `seat` (as the problem counts it), and whether it scored. */
export function kloepperOutcome(s: KloepperState, seat: Seat): { units: number; win: boolean } {
  const r = s.history[s.history.length - 1];
  if (!r || r.handNumber !== s.handNumber) return { units: 0, win: false };
  return { units: unitsFor(r.deltas, seat), win: r.deltas[seat] > 0 };
}
