// Supertrump's card play as the double-dummy solver's problem (ai/doubleDummy.ts,
// ai/pimc.ts): both hands and the stock's order (known in a sampled deal), the draws of stage
// 1, and what each count of points is worth to one seat. solverDeal.test.ts proves on random
// positions that the solver's legal cards, trick winners, draws and results are the rules' own.
import { RANK_INDEX, SUITS } from '../../core/cards';
import type { Card, Rank, Seat, Suit } from '../../core/types';
import type { TrickDeal } from '../../ai/doubleDummy';
import type { DdProblem } from '../../ai/pimc';
import type { SupertrumpState } from './types';

/** Winning the game that decides the match is worth this much beyond the points. */
const WIN_BONUS = 6;
const ORDER = [0, 1, 1, 0];
/** A stage-1 trick (index 0–12) scores 1, a stage-2 trick 2. */
const TRICK_VALUE = Array.from({ length: 26 }, (_, k) => (k < 13 ? 1 : 2));
const NO_POINTS = new Array<number>(4 * 16).fill(0);
const TRUMP_GROUP = 3;
const SUPER_BIT = 12;
/** 39 points in a game: every count from 1 to 39 is a threshold. */
const THRESHOLDS = Array.from({ length: 39 }, (_, k) => k + 1);

const suitOfCard = (c: Card): Suit => c[c.length - 1] as Suit;
const rankOfCard = (c: Card): Rank => c.slice(0, -1) as Rank;

/**
 * Solver ids for a trump suit and super-trump rank: the three plain suits are 0–2, the trump
 * group 3 (its twelve trumps, then the four super-trumps, which tie: the first played wins).
 * Within a suit the ranks climb with the super-trump rank left out.
 */
function idMap(trump: Suit, superRank: Rank): (c: Card) => number {
  const sr = RANK_INDEX[superRank];
  const plain = SUITS.filter((s) => s !== trump);
  return (c) => {
    const r = RANK_INDEX[rankOfCard(c)];
    const suit = suitOfCard(c);
    if (r === sr) return TRUMP_GROUP * 16 + SUPER_BIT + SUITS.indexOf(suit);
    const bit = r < sr ? r : r - 1;
    return (suit === trump ? TRUMP_GROUP : plain.indexOf(suit)) * 16 + bit;
  };
}

/** What a game ending at `mine` of 39 points is worth to the seat: its margin, and the match if this game decides it. */
function unitsFor(s: SupertrumpState, seat: Seat, mine: number): number {
  const margin = 2 * mine - 39;
  if (s.handNumber < s.options.gamesPerMatch) return margin;
  const lead = s.totals[seat] - s.totals[1 - seat] + margin;
  return margin + (lead > 0 ? WIN_BONUS : lead < 0 ? -WIN_BONUS : 0);
}

/**
 * The problem of `s` for `seat`: its points from here on. Null before trick play, with the
 * printed-suit house rule (a super-trump follows its printed suit but wins as a super-trump,
 * which the solver's suits cannot say), or with more tricks left than `horizon`.
 */
export function supertrumpProblem(s: SupertrumpState, seat: Seat, horizon: number): DdProblem | null {
  if (s.phase !== 'trickPlay' || s.options.supertrumpMembership !== 'trump') return null;
  if (27 - s.trickNo > horizon) return null;
  const id = idMap(s.trump!, s.superRank!);
  const hands = new Array<number>(8).fill(0);
  for (let x = 0; x < 2; x++) {
    for (const c of s.hands[x]) {
      const k = id(c);
      hands[x * 4 + (k >> 4)] |= 1 << (k & 15);
    }
  }
  const stock = s.upcard ? [s.upcard, ...s.stock].map(id) : [];
  const counts = [0, 1].map((x) => (x === seat ? 1 : 0));
  const mine = s.tricks1[seat] + 2 * s.tricks2[seat];
  const deal: TrickDeal = {
    seats: 2, suits: 4, trump: TRUMP_GROUP, trumpTies: SUPER_BIT, points: NO_POINTS, trickSize: 2, order: ORDER,
    trickValue: TRICK_VALUE, counts, maximizer: counts, endOnGain: false, hands, leader: s.leader,
    trickIndex: s.trickNo - 1, lastTrick: 26, trick: s.trick.map((p) => ({ seat: p.seat, card: id(p.card) })),
    stock, drawUntil: 13, base: mine,
  };
  const units = [unitsFor(s, seat, 0), ...THRESHOLDS.map((t) => unitsFor(s, seat, t))];
  const last = s.handNumber >= s.options.gamesPerMatch;
  const wins = [0, ...THRESHOLDS].map((t) => (last ? s.totals[seat] - s.totals[1 - seat] : 0) + 2 * t - 39 > 0);
  // The likeliest count: the seat's points so far and about half of what is left.
  const left = 39 - mine - (s.tricks1[1 - seat] + 2 * s.tricks2[1 - seat]);
  return { deal, thresholds: THRESHOLDS, units, wins, guess: mine + Math.round(left / 2), cardId: id };
}

/** A finished game's worth for `seat` (as the problem counts it) and whether the seat won it. */
export function supertrumpOutcome(s: SupertrumpState, seat: Seat): { units: number; win?: boolean } {
  const r = s.history[s.history.length - 1];
  if (!r || r.handNumber !== s.handNumber) return { units: 0 };
  const margin = r.points[seat] - r.points[1 - seat];
  if (s.handNumber < s.options.gamesPerMatch) return { units: margin, win: margin > 0 };
  const lead = s.totals[seat] - s.totals[1 - seat];
  return { units: margin + (lead > 0 ? WIN_BONUS : lead < 0 ? -WIN_BONUS : 0), win: lead > 0 };
}
