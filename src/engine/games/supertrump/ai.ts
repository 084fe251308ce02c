// Supertrump's heuristic AI. It reads the observation only (own hand, trump, super rank,
// upcard, the opponent's face-up draws, the current and last trick) and asks rules.ts for
// every rule question, so it can never disagree with the engine. The observation has no
// record of older tricks, so the opponent's hand is sampled from every card this seat has
// not seen (a later, better AI would want the public list of played cards).
//
// Model: every card has a "holding value" v in swing units (my points minus the
// opponent's): a super-trump is about one sure stage-2 trick (2 points = 4 swing; tuned in
// self-play to 3.6). A trick is worth D swing to its winner (relative to losing it): 4 in
// stage 2; in stage 1 the point (2 swing) plus getting the upcard instead of a hidden card
// (2·(v(upcard) − mean hidden value)). Playing card c costs v(c). Following: maximise
// win·D − v(c). Leading: the same, averaged over opponent hands sampled (seeded) from the
// cards this seat cannot see, with the opponent answering by the same rule.
import { RANK_INDEX, RANKS, SUITS, makeCard, rankOf, standardDeck, suitOf } from '../../core/cards';
import type { Rng } from '../../core/rng';
import type { Action, Card, Rank, Suit } from '../../core/types';
import type { Decision, PolicyContext } from '../../ai/heuristic';
import { argmax, pick, sample } from '../../ai/heuristic';
import { effSuit, isSuper, legalFollows, trickWinner } from './rules';
import type { EffSuit, Membership } from './rules';
import type { SupertrumpObservation } from './types';

const SUPER_VALUE = 3.6;
const TOP_TRUMP_VALUE = 3.7;
const TRUMP_STEP = 0.22;
const MIN_TRUMP_VALUE = 1;
/** plain card by the number of higher plain cards of its suit still out */
const PLAIN_VALUE = [1.6, 0.9, 0.5, 0.3, 0.12];
const STAGE2_TRICK = 4;
const STAGE1_POINT = 2;

/** How many opponent hands a lead is tried against, per level. */
const SAMPLES = { easy: 8, normal: 24, hard: 48 } as const;
/** Easy: chance of an outright random card, and the noise added to card values. */
const EASY_BLUNDER = 0.25;
const EASY_NOISE = 0.8;

interface Table {
  trump: Suit;
  superRank: Rank;
  membership: Membership;
  /** value noise (easy level) */
  noise: (c: Card) => number;
}

/** v(c) for a holder who also holds `held` (their own higher cards do not threaten c). */
function cardValue(c: Card, t: Table, held: ReadonlySet<Card>): number {
  if (isSuper(c, t.superRank)) return SUPER_VALUE + t.noise(c);
  const s = suitOf(c);
  const ri = RANK_INDEX[rankOf(c)];
  let higher = 0;
  for (const r of RANKS) {
    if (RANK_INDEX[r] > ri && r !== t.superRank && !held.has(makeCard(r, s))) higher++;
  }
  // A tiny rank term makes lower cards of equal class the cheaper ones.
  const base = s === t.trump ? Math.max(MIN_TRUMP_VALUE, TOP_TRUMP_VALUE - TRUMP_STEP * higher) : PLAIN_VALUE[Math.min(higher, PLAIN_VALUE.length - 1)];
  return base + ri * 0.001 + t.noise(c);
}

function play(card: Card): Action {
  return { type: 'PLAY', card };
}

function legalCards(obs: SupertrumpObservation): Card[] {
  return obs.legal.filter((a) => a.type === 'PLAY' && typeof a.card === 'string').map((a) => a.card as Card);
}

// ---------------------------------------------------------------- choosing trump / rank

const HONOURS: Partial<Record<Rank, number>> = { A: 3, K: 2, Q: 1.2, J: 0.6, '10': 0.3 };

function chooseTrump(obs: SupertrumpObservation, ctx: PolicyContext): Decision {
  const legal = obs.legal.filter((a) => a.type === 'CHOOSE_TRUMP').map((a) => a.suit as Suit);
  const len = (s: Suit) => obs.hand.filter((c) => suitOf(c) === s).length;
  const jitter = ctx.level === 'easy' ? () => (ctx.rng.next() - 0.5) * 4 : () => 0;
  const scores = new Map<Suit, number>();
  for (const s of legal) {
    let score = 2 * len(s);
    for (const c of obs.hand) if (suitOf(c) === s) score += HONOURS[rankOf(c)] ?? 0;
    scores.set(s, score + jitter());
  }
  const suit = argmax(legal, (s) => scores.get(s)!);
  const longest = Math.max(...SUITS.map(len));
  return {
    action: { type: 'CHOOSE_TRUMP', suit },
    reasonKey: len(suit) === longest ? 'hint.chooseTrumpLongest' : 'hint.chooseTrumpStrongest',
    params: { suit, count: len(suit) },
  };
}

function chooseSuperRank(obs: SupertrumpObservation, ctx: PolicyContext): Decision {
  const legal = obs.legal.filter((a) => a.type === 'CHOOSE_SUPERTRUMP').map((a) => a.rank as Rank);
  const trump = obs.trump ?? 'C';
  const held = new Set(obs.hand);
  const count = (r: Rank) => obs.hand.filter((c) => rankOf(c) === r).length;
  const jitter = ctx.level === 'easy' ? () => (ctx.rng.next() - 0.5) * 3 : () => 0;
  // The whole hand's value with rank r as super-trump: promotes low cards held several
  // times, and shortens the trump ladder above the remaining trumps.
  const scores = new Map<Rank, number>();
  for (const r of legal) {
    const t: Table = { trump, superRank: r, membership: obs.options.supertrumpMembership, noise: () => 0 };
    let v = 0;
    for (const c of obs.hand) v += cardValue(c, t, held);
    scores.set(r, v + jitter());
  }
  const rank = argmax(legal, (r) => scores.get(r)!);
  const most = Math.max(...RANKS.map(count));
  const n = count(rank);
  return {
    action: { type: 'CHOOSE_SUPERTRUMP', rank },
    reasonKey: n >= 2 && n === most ? 'hint.chooseSuperMostHeld' : 'hint.chooseSuperStrengthen',
    params: { rank, count: n },
  };
}

// ---------------------------------------------------------------- trick play

interface Play {
  obs: SupertrumpObservation;
  t: Table;
  me: ReadonlySet<Card>;
  /** the worth of winning this trick rather than losing it (swing units) */
  D: number;
  /** opponent hands sampled from what this seat cannot see */
  samples: Card[][];
}

/** Cards the opponent may hold beyond its known face-up draws. */
function unseenPool(obs: SupertrumpObservation, t: Table): { pool: Card[]; oppKnown: Card[]; voidIn: EffSuit | null } {
  const opp = 1 - obs.seat;
  const oppKnown = (obs.knownCards[opp] ?? []).slice();
  const seen = new Set<Card>([...obs.hand, ...oppKnown, ...obs.trick.map((p) => p.card)]);
  if (obs.upcard) seen.add(obs.upcard);
  if (obs.lastTrick) for (const p of obs.lastTrick.cards) seen.add(p.card);
  const pool = standardDeck().filter((c) => !seen.has(c));
  // In stage 2 (no draws since the last trick) a failure to follow there is a lasting void.
  let voidIn: EffSuit | null = null;
  const lt = obs.lastTrick;
  if (obs.stage === 2 && obs.trickNo >= 15 && lt && lt.cards.length === 2 && lt.cards[1].seat === opp) {
    const led = effSuit(lt.cards[0].card, t.trump, t.superRank, t.membership);
    if (effSuit(lt.cards[1].card, t.trump, t.superRank, t.membership) !== led) voidIn = led;
  }
  return { pool, oppKnown, voidIn };
}

function sampleOpponentHands(obs: SupertrumpObservation, t: Table, n: number, rng: Rng): Card[][] {
  const opp = 1 - obs.seat;
  const { pool, oppKnown, voidIn } = unseenPool(obs, t);
  const need = Math.max(0, (obs.handSizes[opp] ?? 0) - oppKnown.length);
  let usable = pool;
  if (voidIn) {
    const filtered = pool.filter((c) => effSuit(c, t.trump, t.superRank, t.membership) !== voidIn);
    if (filtered.length >= need) usable = filtered;
  }
  const out: Card[][] = [];
  for (let i = 0; i < n; i++) out.push([...oppKnown, ...sample(usable, need, rng)]);
  return out;
}

/** Mean value of a face-down stock card, as seen from this seat. */
function meanHiddenValue(obs: SupertrumpObservation, t: Table, me: ReadonlySet<Card>): number {
  const { pool } = unseenPool(obs, t);
  if (pool.length === 0) return 0;
  let sum = 0;
  for (const c of pool) sum += cardValue(c, t, me);
  return sum / pool.length;
}

function trickWorth(obs: SupertrumpObservation, t: Table, me: ReadonlySet<Card>): number {
  if (obs.stage === 2 || !obs.upcard) return STAGE2_TRICK;
  const withUp = new Set(me);
  withUp.add(obs.upcard);
  const up = cardValue(obs.upcard, t, withUp);
  return STAGE1_POINT + 2 * (up - meanHiddenValue(obs, t, me));
}

/** The follower's best answer to `led` by the same rule: max win·D − v(card). */
function bestFollow(led: Card, options: readonly Card[], t: Table, held: ReadonlySet<Card>, D: number): { card: Card; wins: boolean } {
  let best = options[0];
  let bestScore = -Infinity;
  let bestWins = false;
  for (const c of options) {
    const wins = trickWinner(led, c, t.trump, t.superRank) === 1;
    const s = (wins ? D : 0) - cardValue(c, t, held);
    if (s > bestScore) {
      best = c;
      bestScore = s;
      bestWins = wins;
    }
  }
  return { card: best, wins: bestWins };
}

function follow(p: Play, cards: Card[]): Decision {
  const led = p.obs.trick[0].card;
  const { card, wins } = bestFollow(led, cards, p.t, p.me, p.D);
  const stage1 = p.obs.stage === 1 && p.obs.upcard !== null;
  let reasonKey: string;
  const params: Record<string, string | number> = { card };
  const winners = cards.filter((c) => trickWinner(led, c, p.t.trump, p.t.superRank) === 1).length;
  if (cards.length === 1) reasonKey = 'hint.onlyMove';
  else if (winners === cards.length) reasonKey = 'hint.winCheaply';
  else if (winners === 0) reasonKey = 'hint.cannotWin';
  else if (stage1 && p.D > 0) reasonKey = wins ? 'hint.takeUpcard' : 'hint.dumpLowest';
  else if (stage1) reasonKey = wins ? 'hint.winCheaply' : 'hint.loseCheaply';
  else reasonKey = wins ? 'hint.winCheaply' : 'hint.dumpLowest';
  if (stage1) params.upcard = p.obs.upcard as Card;
  return { action: play(card), reasonKey, params };
}

function lead(p: Play, cards: Card[]): Decision {
  const stage1 = p.obs.stage === 1 && p.obs.upcard !== null;
  let best = cards[0];
  let bestScore = -Infinity;
  let bestWinRate = 0;
  for (const L of cards) {
    let total = 0;
    let won = 0;
    for (const h of p.samples) {
      const held = new Set(h);
      const answer = bestFollow(L, legalFollows(h, L, p.t.trump, p.t.superRank, p.t.membership), p.t, held, p.D);
      if (!answer.wins) {
        won++;
        total += p.D;
      }
      total += cardValue(answer.card, p.t, held);
    }
    const n = Math.max(1, p.samples.length);
    const score = total / n - cardValue(L, p.t, p.me);
    if (score > bestScore) {
      best = L;
      bestScore = score;
      bestWinRate = won / n;
    }
  }
  const params: Record<string, string | number> = { card: best };
  let reasonKey: string;
  if (cards.length === 1) reasonKey = 'hint.onlyMove';
  else if (stage1) {
    params.upcard = p.obs.upcard as Card;
    reasonKey = p.D <= 0 ? 'hint.loseCheaply' : bestWinRate >= 0.5 ? 'hint.takeUpcard' : 'hint.leadLow';
  } else if (isSuper(best, p.t.superRank)) reasonKey = 'hint.leadSuper';
  else reasonKey = bestWinRate >= 0.5 ? 'hint.leadWinner' : 'hint.leadLow';
  return { action: play(best), reasonKey, params };
}

function playCard(obs: SupertrumpObservation, ctx: PolicyContext): Decision {
  const cards = legalCards(obs);
  if (obs.trump === null || obs.superRank === null || cards.length === 0) {
    return { action: pick(obs.legal, ctx.rng), reasonKey: 'hint.anyMove' };
  }
  if (ctx.level === 'easy' && cards.length > 1 && ctx.rng.next() < EASY_BLUNDER) {
    const card = pick(cards, ctx.rng);
    return { action: play(card), reasonKey: 'hint.anyMove', params: { card } };
  }
  const noisy = new Map<Card, number>();
  const noise = ctx.level === 'easy'
    ? (c: Card) => {
        let x = noisy.get(c);
        if (x === undefined) {
          x = (ctx.rng.next() - 0.5) * EASY_NOISE;
          noisy.set(c, x);
        }
        return x;
      }
    : () => 0;
  const t: Table = { trump: obs.trump, superRank: obs.superRank, membership: obs.options.supertrumpMembership, noise };
  const me = new Set(obs.hand);
  const D = trickWorth(obs, t, me);
  const following = obs.trick.length === 1 && obs.trick[0].seat !== obs.seat;
  const samples = following ? [] : sampleOpponentHands(obs, t, SAMPLES[ctx.level], ctx.rng);
  const p: Play = { obs, t, me, D, samples };
  return following ? follow(p, cards) : lead(p, cards);
}

// ---------------------------------------------------------------- the policy

export function supertrumpPolicy(obs: SupertrumpObservation, ctx: PolicyContext): Decision {
  const types = new Set(obs.legal.map((a) => a.type));
  if (types.has('CHOOSE_TRUMP')) return chooseTrump(obs, ctx);
  if (types.has('CHOOSE_SUPERTRUMP')) return chooseSuperRank(obs, ctx);
  if (types.has('PLAY')) return playCard(obs, ctx);
  if (types.has('DRAW')) return { action: obs.legal.find((a) => a.type === 'DRAW')!, reasonKey: 'hint.draw' };
  if (types.has('NEXT_HAND')) return { action: obs.legal.find((a) => a.type === 'NEXT_HAND')!, reasonKey: 'hint.nextHand' };
  return { action: pick(obs.legal, ctx.rng), reasonKey: 'hint.anyMove' };
}
