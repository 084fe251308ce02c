// Queen's Dungeon's card play as the double-dummy solver's problem (ai/doubleDummy.ts,
// ai/pimc.ts): the position of a full state in bit-packed form, and what each count scores for
// one seat. solverDeal.test.ts proves on random positions that the solver's legal cards (follow,
// else trump, a queen at any time), trick winners and results are the rules' own.
//
// The solver plays tricks to their end, so it takes over only where no queen event can come:
// at most one queen is left among the hands and the trick (no later trick can hold two). The
// count is the seat's own trick and queen points from here (10 a trick, 25 a queen), the other
// seats playing against it; the value is the seat's total's change over the deal (outcome, as
// ai.ts scores a rollout). For the dealer whose contract is still open that value follows the
// count only where no queen is left (10 a trick, with the contract's jump), so with a queen
// out the problem is left to the rollouts.
import type { Card, Seat } from '../../core/types';
import type { TrickDeal } from '../../ai/doubleDummy';
import type { DdProblem } from '../../ai/pimc';
import { contractFor, handSizeFor, isQueen, queensIn, strength, suitIndex, suitIx } from './rules';
import { contractTricks } from './settle';
import type { QueensDungeonState } from './types';

const TRICK_POINTS = 10;
const QUEEN_POINTS = 25;
/** The queen's bit in its suit: strength 12 (above the ace), +1 as the other games' ids. */
const QUEEN_BIT = 13;
const FREE_QUEENS = [1 << QUEEN_BIT, 1 << QUEEN_BIT, 1 << QUEEN_BIT, 1 << QUEEN_BIT];
const TRICK_VALUES = new Array<number>(17).fill(TRICK_POINTS);
const ORDERS: readonly (readonly number[])[] = [3, 4].map((n) => {
  const order: number[] = [];
  for (let leader = 0; leader < n; leader++) for (let i = 0; i < n; i++) order.push((leader + i) % n);
  return order;
});

/** Solver id: suit × 16 + strength as a bit (2 … A, Q on top). */
export const cardId = (c: Card): number => suitIx(c) * 16 + strength(c) + 1;

function pointsTable(queenPoints: number): number[] {
  const points = new Array<number>(64).fill(0);
  for (let suit = 0; suit < 4; suit++) points[suit * 16 + QUEEN_BIT] = queenPoints;
  return points;
}
const QUEENS_COUNT = pointsTable(QUEEN_POINTS);
const NO_POINTS = pointsTable(0);

/** The queens still out: in the hands and the trick on the table. */
function queensOut(s: QueensDungeonState): number {
  let q = queensIn(s.trick);
  for (const h of s.hands) for (let i = 0; i < h.length; i++) if (isQueen(h[i])) q++;
  return q;
}

/** `seat`'s hand score with `tricks` more tricks holding `queens` more queens (§6.1, as settle.ts). */
function scoreWith(s: QueensDungeonState, seat: Seat, tricks: number, queens: number): number {
  const voided = s.voided[seat];
  const points = voided ? 0 : TRICK_POINTS * (s.scoringTricks[seat] + tricks) + QUEEN_POINTS * (s.scoringQueens[seat] + queens);
  if (seat !== s.dealer) return points;
  const made = contractTricks(s, seat) + tricks >= contractFor(s.players);
  return made ? points + (voided ? 0 : 50) : -50;
}

/**
 * The problem of `s` for `seat`, or null: not trick play, more tricks left than `horizon`, a
 * queen event still possible, or the dealer's open contract with a queen out (see above).
 */
export function queensDungeonProblem(s: QueensDungeonState, seat: Seat, horizon: number): DdProblem | null {
  if (s.phase !== 'trickPlay') return null;
  const n = s.players;
  const size = handSizeFor(n);
  const left = size - s.trickNo + 1;
  if (left > horizon) return null;
  const out = queensOut(s);
  if (out > 1) return null;
  const queenPoints = s.voided[seat] ? 0 : QUEEN_POINTS;
  const contractOpen = seat === s.dealer && contractTricks(s, seat) < contractFor(n) && contractTricks(s, seat) + left >= contractFor(n);
  if (contractOpen && out > 0 && queenPoints > 0) return null;
  const queens = queenPoints > 0 ? out : 0;
  // Every count the rest of the deal can give: t tricks, q of the queens out (not without a trick).
  const values: { count: number; tricks: number; queens: number }[] = [];
  for (let t = 0; t <= left; t++) for (let q = 0; q <= Math.min(queens, t); q++) values.push({ count: TRICK_POINTS * t + queenPoints * q, tricks: t, queens: q });
  values.sort((a, b) => a.count - b.count);
  const sofar = s.totals[seat] - s.totalsAtDealStart[seat];
  const hands = new Array<number>(n * 4).fill(0);
  for (let o = 0; o < n; o++) {
    for (const c of s.hands[o]) {
      const id = cardId(c);
      hands[o * 4 + (id >> 4)] |= 1 << (id & 15);
    }
  }
  const counts = new Array<number>(n).fill(0);
  counts[seat] = 1;
  const deal: TrickDeal = {
    seats: n, suits: 4, trump: suitIndex(s.trump!), trumpTies: 16, points: queenPoints > 0 ? QUEENS_COUNT : NO_POINTS,
    trickSize: n, order: ORDERS[n - 3], trickValue: TRICK_VALUES, counts, maximizer: counts, endOnGain: false, hands,
    leader: s.leader, trickIndex: s.trickNo - 1, lastTrick: size,
    trick: s.trick.map((p) => ({ seat: p.seat, card: cardId(p.card) })), base: 0, relativeKey: true,
    mustRuff: s.options.mustTrump, free: FREE_QUEENS,
  };
  return {
    deal,
    thresholds: values.slice(1).map((v) => v.count),
    units: values.map((v) => sofar + scoreWith(s, seat, v.tricks, v.queens)),
    guess: Math.min(values.length - 1, Math.round(left / n)),
    cardId,
  };
}

/** A finished deal's worth for `seat`: its total's change over the deal (its hand score and any dungeon or key change). */
export function queensDungeonOutcome(s: QueensDungeonState, seat: Seat): { units: number } {
  const r = s.history[s.history.length - 1];
  if (!r || r.handNumber !== s.handNumber) return { units: 0 };
  return { units: r.totals[seat] - r.totalsBefore[seat] };
}
