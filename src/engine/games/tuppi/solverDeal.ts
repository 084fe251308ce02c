// Tuppi's card play as the double-dummy solver's problem (ai/doubleDummy.ts, ai/pimc.ts): the
// position of a full state in bit-packed form, and what each count of tricks scores for one
// seat, wipe rule and match end included. solverDeal.test.ts proves on random positions that
// the solver's legal cards, trick winners and results are the rules' own.
import type { Card, Seat, Suit } from '../../core/types';
import type { TrickDeal } from '../../ai/doubleDummy';
import type { DdProblem } from '../../ai/pimc';
import { partner, strength, team } from './rules';
import { applyWipe, handOutcome, matchWinners } from './scoring';
import type { Outcome } from './scoring';
import { teamTricks } from './settle';
import type { TuppiState } from './types';

/** Reaching the target score is worth this much beyond the points (the match is won). */
const MATCH_BONUS = 40;
const SUIT_INDEX: Readonly<Record<Suit, number>> = { C: 0, D: 1, H: 2, S: 3 };
const CLOCKWISE = [0, 1, 2, 3, 1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2];
const ONE_A_TRICK = new Array<number>(13).fill(1);
const NO_POINTS = new Array<number>(4 * 16).fill(0);

/** Solver id: suit × 16 + strength as a bit (2 … A, or in solo A … K). */
function idOf(card: Card, solo: boolean): number {
  return SUIT_INDEX[card[card.length - 1] as Suit] * 16 + strength(card, solo) + 1;
}

/** What a hand's outcome is worth to `seat`: its side's lead grows by it, wipes included; a won match adds a bonus. */
function unitsFor(s: TuppiState, seat: Seat, out: Outcome): number {
  const after = applyWipe(s.score, out.side, out.points, s.options.wipeRule);
  const me = team(seat);
  const delta = after[me] - after[1 - me] - (s.score[me] - s.score[1 - me]);
  // Only the target decides a match by play; a hand limit ends it whatever the points.
  const atTarget = after[out.side] >= s.options.targetScore && matchWinners(after, out.side, s.handNumber, s.options) !== null;
  return delta + (atTarget ? (out.side === me ? MATCH_BONUS : -MATCH_BONUS) : 0);
}

function dealOf(s: TuppiState, solo: boolean, order: readonly number[], trickSize: number, counts: number[], maximizer: number[], endOnGain: boolean, lastTrick: number, base: number): TrickDeal {
  const hands = new Array<number>(16).fill(0);
  for (let seat = 0; seat < 4; seat++) {
    for (const c of s.hands[seat]) {
      const id = idOf(c, solo);
      hands[seat * 4 + (id >> 4)] |= 1 << (id & 15);
    }
  }
  return {
    seats: 4, suits: 4, trump: -1, trumpTies: 16, points: NO_POINTS, trickSize, order, trickValue: ONE_A_TRICK,
    counts, maximizer, endOnGain, hands, leader: s.leader, trickIndex: s.trickNo - 1, lastTrick,
    trick: s.trick.map((p) => ({ seat: p.seat, card: idOf(p.card, solo) })), base, relativeKey: true,
  };
}

/**
 * Rami and nolo count one side's tricks: rami the declarer's side (it wants more), nolo
 * North–South's (East–West want them to take more). Every count from 1 to 13 is a threshold.
 */
function teamProblem(s: TuppiState, seat: Seat): DdProblem {
  const rami = s.mode === 'rami';
  const side = rami ? team(s.declarer) : 0;
  const counts = [0, 1, 2, 3].map((x) => (team(x) === side ? 1 : 0));
  const maximizer = rami ? counts : counts.map((x) => 1 - x);
  const taken = teamTricks(s)[side];
  const deal = dealOf(s, false, CLOCKWISE, 4, counts, maximizer, false, 13, taken);
  const thresholds = Array.from({ length: 13 }, (_, k) => k + 1);
  const units = Array.from({ length: 14 }, (_, t) => {
    const tricks = side === 0 ? [t, 13 - t] : [13 - t, t];
    return unitsFor(s, seat, handOutcome(s.mode!, tricks, s.declarer, -1, false));
  });
  const wins = Array.from({ length: 14 }, (_, t) => {
    const tricks = side === 0 ? [t, 13 - t] : [13 - t, t];
    return handOutcome(s.mode!, tricks, s.declarer, -1, false).side === team(seat);
  });
  return { deal, thresholds, units, wins, guess: Math.max(0, Math.min(13, taken + Math.round((13 - s.trickNo + 1) / 2))), cardId: (c) => idOf(c, false) };
}

/** Solo: the declarer and its partner lead, the soloist plays last; its first trick ends the hand. */
function soloProblem(s: TuppiState, seat: Seat): DdProblem {
  const d = s.declarer;
  const p = partner(d);
  const so = s.soloist;
  const order = new Array<number>(12).fill(so);
  order.splice(d * 3, 3, d, p, so);
  order.splice(p * 3, 3, p, d, so);
  const counts = [0, 1, 2, 3].map((x) => (x === so ? 1 : 0));
  const maximizer = [0, 1, 2, 3].map((x) => (x === d || x === p ? 1 : 0));
  const lastTrick = Math.min(13, s.options.soloLength);
  const deal = dealOf(s, true, order, 3, counts, maximizer, true, lastTrick, s.tricksWon[so]);
  const made = handOutcome('solo', [0, 0], d, so, false);
  const broken = handOutcome('solo', [0, 0], d, so, true);
  return {
    deal, thresholds: [1], units: [unitsFor(s, seat, made), unitsFor(s, seat, broken)],
    wins: [made.side === team(seat), broken.side === team(seat)], guess: 0, cardId: (c) => idOf(c, true),
  };
}

/**
 * The problem of `s` for `seat`, or null before trick play or with more tricks left than
 * `horizon`. A solo (three hands, over at the soloist's first trick) is solved from its start
 * when a card of it is judged; a decision before it (a bid, the offer, the exchange) sees it
 * played out by the rollouts instead: the solver's pair would see the soloist's hand and find
 * the one lead that breaks it, which no real pair finds, and every solo would look hopeless.
 */
export function tuppiProblem(s: TuppiState, seat: Seat, horizon: number, rootPhase = 'trickPlay'): DdProblem | null {
  if (s.phase !== 'trickPlay') return null;
  if (s.mode === 'solo') return rootPhase === 'trickPlay' ? soloProblem(s, seat) : null;
  if (14 - s.trickNo > horizon) return null;
  return teamProblem(s, seat);
}

/** A finished hand's worth for `seat` (as the problem counts it) and whether its side scored. */
export function tuppiOutcome(s: TuppiState, seat: Seat): { units: number; win?: boolean } {
  const r = s.history[s.history.length - 1];
  if (!r || r.handNumber !== s.handNumber) return { units: 0 };
  const me = team(seat);
  const delta = r.scoreAfter[me] - r.scoreAfter[1 - me] - (r.scoreBefore[me] - r.scoreBefore[1 - me]);
  const atTarget = r.scoreAfter[r.side] >= s.options.targetScore && s.phase === 'gameOver';
  return { units: delta + (atTarget ? (r.side === me ? MATCH_BONUS : -MATCH_BONUS) : 0), win: r.side === me };
}

