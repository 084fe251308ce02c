// The AI's hand evaluation (ai.ts and its parts): what a hand is worth in each game, the bid it
// supports, whether to take the skat, what to put back and which game to declare. The
// playouts bid and declare with it, the search narrows its root with it, the inference reads
// the other seats' bids with it, and the tutor quotes it.
import { sigmoid } from '../../ai/odds';
import type { Card } from '../../core/types';
import { BASE, EFF, GRAND, ix, NULL, NULL_RANK, POINTS, R_10, R_A, R_J, R_K, R_Q, STR, TRUMP } from './aiCards';

// Used by the playouts for bids, the skat, the discard and the contract, and by the tutor.

export interface HandEval {
  /** suit-game strength per trump suit (≈ 8.5: an even game with the skat) */
  suit: number[];
  /** matadors (with or without) per trump suit */
  suitMat: number[];
  grand: number;
  grandMat: number;
  /** cards of a Null hand that low cards do not protect */
  nullRisk: number;
}

export function evalHand(cards: readonly number[]): HandEval {
  const has = new Array<boolean>(32).fill(false);
  for (const c of cards) has[c] = true;
  const jacks = [has[R_J], has[8 + R_J], has[16 + R_J], has[24 + R_J]];
  const nJacks = Number(jacks[0]) + Number(jacks[1]) + Number(jacks[2]) + Number(jacks[3]);
  const len = [0, 0, 0, 0];
  for (const c of cards) if (c % 8 !== R_J) len[c >> 3]++;
  // Side-suit worth: aces, tens guarded by their ace, tens with length.
  const side = [0, 0, 0, 0];
  for (let s = 0; s < 4; s++) {
    const a = has[s * 8 + R_A];
    const t = has[s * 8 + R_10];
    side[s] = (a ? 1 : 0) + (t ? (a ? 0.7 : len[s] >= 3 ? 0.35 : 0.1) : 0) + (a && len[s] > 3 ? 0.3 * (len[s] - 3) : 0);
  }
  const jackWorth = 0.5 * nJacks + (jacks[0] ? 0.5 : 0) + (jacks[1] ? 0.25 : 0);
  const suit = [0, 0, 0, 0];
  const suitMat = [0, 0, 0, 0];
  for (let t = 0; t < 4; t++) {
    const trumps = nJacks + len[t];
    let v = trumps + jackWorth + (has[t * 8 + R_A] ? 0.4 : 0) + (has[t * 8 + R_10] ? 0.25 : 0);
    for (let s = 0; s < 4; s++) if (s !== t) v += side[s] * 0.9 + (len[s] === 0 && trumps >= 5 ? 0.45 : 0);
    suit[t] = trumps >= 4 ? v : v - 2;
    suitMat[t] = matadors(has, t);
  }
  let grand = 1.6 * nJacks + (jacks[0] ? 0.4 : 0) + (jacks[1] ? 0.2 : 0);
  for (let s = 0; s < 4; s++) grand += side[s] * 1.15;
  if (nJacks < 2) grand -= 1.5;
  let nullRisk = 0;
  for (let s = 0; s < 4; s++) {
    let pos = 0;
    for (let r = 0; r < 8; r++) {
      const c = cardOfNullRank(s, r);
      if (!has[c]) continue;
      if (r > 2 * pos + 1) nullRisk++;
      pos++;
    }
  }
  return { suit, suitMat, grand, grandMat: matadors(has, GRAND), nullRisk };
}

/** The card of suit `s` at Null rank `r` (0 = the 7). */
const NULL_CARD: number[][] = [0, 1, 2, 3].map((s) => {
  const out = new Array<number>(8);
  for (let k = 0; k < 8; k++) out[NULL_RANK[s * 8 + k]] = s * 8 + k;
  return out;
});
function cardOfNullRank(s: number, r: number): number {
  return NULL_CARD[s][r];
}

/** The matador sequence per rule set (jacks, then the trump suit top down), as card indices. */
const MATADOR_SEQ: number[][] = [0, 1, 2, 3, 4].map((ri) => {
  const seq = [R_J, 8 + R_J, 16 + R_J, 24 + R_J];
  if (ri < 4) for (const r of [R_A, R_10, R_K, R_Q, 5, 6, 7]) seq.push(ri * 8 + r);
  return seq;
});
function matadors(has: readonly boolean[], ri: number): number {
  const seq = MATADOR_SEQ[ri];
  const first = has[seq[0]];
  let n = 0;
  while (n < seq.length && has[seq[n]] === first) n++;
  return n;
}

const NULL_WIN = [0.9, 0.55, 0.25, 0.1, 0.04];
export const SUIT_EVEN = 8.5;
export const GRAND_EVEN = 7.5;

/** A contract the playouts and the tutor consider: rule set 0–5, its value and expected score. */
interface Plan {
  ri: number;
  value: number;
  win: number;
  expected: number;
}

/**
 * The best plain contract (no announcements, no ouvert) for `cards`: the expected score
 * win·value − 2·lose·value, a game below the bid counted as lost at the overbid value.
 * `matadorCards` are the cards matadors are counted over; `extra` is card-point credit
 * (the discard's points), `hand` adds the hand level, `bid` 0 for an estimate.
 */
export function bestPlan(cards: readonly number[], matadorCards: readonly number[], hand: boolean, bid: number, extra = 0): Plan {
  const e = evalHand(cards);
  const m = matadorCards === cards ? e : evalHand(matadorCards);
  const level = hand ? 2 : 1;
  let best: Plan = { ri: -1, value: 0, win: 0, expected: -Infinity };
  const consider = (ri: number, value: number, win: number, base: number): void => {
    const expected = value >= bid ? value * (3 * win - 2) : -2 * Math.ceil(bid / base) * base;
    if (expected > best.expected) best = { ri, value, win, expected };
  };
  for (let t = 0; t < 4; t++) consider(t, BASE[t] * (m.suitMat[t] + level), sigmoid(1.3 * (e.suit[t] + extra - SUIT_EVEN)), BASE[t]);
  consider(GRAND, 24 * (m.grandMat + level), sigmoid(1.3 * (e.grand + extra - GRAND_EVEN)), 24);
  const nullValue = hand ? 35 : 23;
  if (nullValue >= bid) consider(NULL, nullValue, NULL_WIN[Math.min(e.nullRisk, 4)], nullValue);
  return best;
}

/** The highest bid a hand supports: the value of its best contract that is likely enough to win. */
export function bidLimit(cards: readonly number[]): number {
  const e = evalHand(cards);
  let limit = 0;
  for (let t = 0; t < 4; t++) if (e.suit[t] >= SUIT_EVEN - 0.6) limit = Math.max(limit, BASE[t] * (e.suitMat[t] + 1));
  if (e.grand >= GRAND_EVEN - 0.5) limit = Math.max(limit, 24 * (e.grandMat + 1));
  if (e.nullRisk <= 1) limit = Math.max(limit, e.nullRisk === 0 ? 35 : 23);
  return limit;
}

const limitCache = new WeakMap<readonly Card[], number>();
export function cachedLimit(hand: readonly Card[]): number {
  let v = limitCache.get(hand);
  if (v === undefined) {
    v = bidLimit(hand.map(ix));
    limitCache.set(hand, v);
  }
  return v;
}

/** Very strong hands skip the skat: a hand game is worth one level more. */
export function wantsHand(cards: readonly number[], bid: number): boolean {
  const e = evalHand(cards);
  if (e.nullRisk === 0 && bid > 23) return true;
  return e.grand >= GRAND_EVEN + 2.5 || Math.max(...e.suit) >= SUIT_EVEN + 3;
}

/** How much a declarer wants to keep card `c` of `cards` for rule set `ri` (low: put it back). */
export function keepValue(c: number, ri: number, len: readonly number[], has: readonly boolean[]): number {
  if (ri === NULL) {
    const s = c >> 3;
    const r = NULL_RANK[c];
    let pos = 0;
    for (let k = 0; k < r; k++) if (has[cardOfNullRank(s, k)]) pos++;
    return r > 2 * pos + 1 ? -(r - 2 * pos) - (len[s] <= 2 ? 1 : 0) : 10 - r;
  }
  if (EFF[ri][c] === TRUMP) return 100 + STR[ri][c];
  const s = c >> 3;
  const r = c & 7;
  const ace = has[s * 8 + R_A];
  if (r === R_A) return 60;
  const short = len[s] <= 2 && !ace ? 8 : 0;
  if (r === R_10) return ace ? 45 : len[s] <= 2 ? 2 : 25;
  return 12 + (r === R_K ? 6 : r === R_Q ? 4 : 0) - short - 0.4 * POINTS[c];
}

export function chooseDiscard(cards: readonly number[], ri: number): [number, number] {
  const has = new Array<boolean>(32).fill(false);
  const len = [0, 0, 0, 0];
  for (const c of cards) {
    has[c] = true;
    if (ri === NULL || EFF[ri][c] !== TRUMP) len[c >> 3]++;
  }
  let a = -1, b = -1, va = Infinity, vb = Infinity;
  for (const c of cards) {
    const v = keepValue(c, ri, len, has);
    if (v < va) {
      b = a; vb = va; a = c; va = v;
    } else if (v < vb) {
      b = c; vb = v;
    }
  }
  return a < b ? [a, b] : [b, a];
}

