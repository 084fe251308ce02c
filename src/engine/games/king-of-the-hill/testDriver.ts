// Test support (not used by the rules): the deals and steps of §8's "How to run them", shared by
// the rules, sparring, AI and blunder tests. Positions P0 … P4 are play order from the King at
// seat 0 (dealer seat 1): P0 = seat 0, P1 = seat 4, P2 = seat 3, P3 = seat 2, P4 = seat 1. A
// deal names some cards per position, received first in that order; every other card is a
// filler that never breaks a void the example names, never gives a hand a second copy, and
// goes to a hand as a trump-rank card or a joker only when the plain cards have run out.
import { newMatch, status } from '../../core/match';
import type { Action, Card, Deal, Fact, Match, Seat } from '../../core/types';
import { ok } from '../../testing/builders';
import { countOf, effSuit, isJoker, PACK, packIndex, rankOfCard, rulesFor } from './rules';
import type { KothState, TrumpSuit } from './types';

export const GAME = 'king-of-the-hill';
export const st = (m: Match): KothState => m.state as KothState;
/** The seat of position Pn in the initial seating with the King at seat 0. */
export const SEAT_OF: readonly Seat[] = [0, 4, 3, 2, 1];

export const PLAY = (card: string): Action => ({ type: 'PLAY', card });
export const PAIR = (a: string, b: string = a): Action => ({ type: 'PLAY_PAIR', cards: [a, b] });

export interface ExampleSpec {
  /** named cards per position P0 … P4, in the order received */
  named: Partial<Record<number, Card[]>>;
  /** effective suits a position must be void in: letters C D H S, or T for the trumps */
  voids?: Partial<Record<number, string>>;
  /** the trump rank and suit the voids are judged by (default 2, S) */
  rank?: string;
  suit?: TrumpSuit;
  /** named kitty cards (the rest is filled) */
  kitty?: Card[];
}

/** The letter of a card's effective suit in `voids`. */
const letter = (c: Card, rank: string, suit: TrumpSuit): string => {
  const e = effSuit(c, rulesFor(rank as never, suit));
  return e === 'TRUMP' ? 'T' : e;
};

/** §8's deal: named cards first, then fillers (plain cards first, in an order that spreads the suits). */
export function exampleDeal(spec: ExampleSpec): Deal {
  const rank = spec.rank ?? '2';
  const suit = spec.suit ?? 'S';
  const hands: Card[][] = [[], [], [], [], []];
  const pool: Card[] = [...PACK, ...PACK];
  const take = (c: Card, what: string): void => {
    const i = pool.indexOf(c);
    if (i < 0) throw new Error(`exampleDeal: ${what} names ${c} a third time`);
    pool.splice(i, 1);
  };
  for (let p = 0; p < 5; p++) for (const c of spec.named[p] ?? []) take(c, `P${p}`);
  for (const c of spec.kitty ?? []) take(c, 'the kitty');
  for (let p = 0; p < 5; p++) hands[SEAT_OF[p]] = (spec.named[p] ?? []).slice();
  // plain cards before trump-rank cards and jokers, first copies before second ones, ranks
  // interleaved: dealt round-robin, no hand runs long in one suit or holds a copy twice
  const special = (c: Card): boolean => isJoker(c) || rankOfCard(c) === rank;
  const seen = new Set<Card>();
  const keyed = pool.map((c) => {
    const copy = seen.has(c) ? 1 : 0;
    seen.add(c);
    return { c, key: (special(c) ? 2000 : 0) + copy * 500 + (packIndex(c) % 13) * 8 + Math.floor(packIndex(c) / 13) };
  });
  const order = keyed.sort((a, b) => a.key - b.key).map((x) => x.c);
  const voids = spec.voids ?? {};
  const fits = (p: number, c: Card): boolean => !(voids[p] ?? '').includes(letter(c, rank, suit));
  const positions = [0, 1, 2, 3, 4].sort((a, b) => (voids[b]?.length ?? 0) - (voids[a]?.length ?? 0));
  for (let round = 0; round < 20; round++) {
    for (const p of positions) {
      const hand = hands[SEAT_OF[p]];
      if (hand.length >= 20) continue;
      let i = order.findIndex((c) => fits(p, c) && countOf(hand, c) === 0);
      if (i < 0) i = order.findIndex((c) => fits(p, c) && !special(c));
      if (i < 0) throw new Error(`exampleDeal: not enough fillers for P${p}`);
      hand.push(order[i]);
      order.splice(i, 1);
    }
  }
  const kitty = [...(spec.kitty ?? []), ...order];
  if (kitty.length !== 8) throw new Error(`exampleDeal: ${kitty.length} cards left for the kitty`);
  return { hands, rest: kitty };
}

/** §8's setup: dealer seat 1, so seat 0 is the first King. */
export function start(deal: Deal, options: Record<string, unknown> = {}): Match {
  return newMatch(GAME, { players: 5, seed: 'kh-examples', dealer: 1, options, deals: [deal] });
}

const PASS: Action = { type: 'PASS' };

/** Every declaration chance answered PASS, except `declare(seat, m)`'s answer where it gives one. */
export function passChances(m: Match, declare: (seat: Seat, m: Match) => Action | null = () => null): { match: Match; facts: Fact[] } {
  const facts: Fact[] = [];
  while (status(m).phase === 'dealing' || status(m).phase === 'dealEndWindow') {
    const seat = status(m).toAct[0];
    const r = ok(m, seat, declare(seat, m) ?? PASS);
    m = r.match;
    facts.push(...r.facts);
  }
  return { match: m, facts };
}

/** The King buries the kitty he picked up and calls `call`. */
export function buryAndCall(m: Match, call: Card | null): { match: Match; facts: Fact[] } {
  const facts: Fact[] = [];
  const king = st(m).king;
  for (const card of st(m).kitty) {
    const r = ok(m, king, { type: 'DISCARD', card });
    m = r.match;
    facts.push(...r.facts);
  }
  if (call) {
    const r = ok(m, king, { type: 'CALL_PARTNER', card: call });
    m = r.match;
    facts.push(...r.facts);
  }
  return { match: m, facts };
}

/** §8's prelude P(S): P1 declares its first card 2S, every other chance passes, P0 buries the kitty and calls `call`. */
export function preludeS(deal: Deal, options: Record<string, unknown> = {}, call: Card | null = 'QC'): Match {
  const dealt = passChances(start(deal, options), (seat, m) => (seat === SEAT_OF[1] && st(m).declaration.level === 0 ? { type: 'DECLARE_TRUMP', cards: ['2S'] } : null)).match;
  return buryAndCall(dealt, call).match;
}

/** §8's prelude P(NT): trump rank 5, nobody declares, P0 chooses no-trump, buries the kitty and calls QC. */
export function preludeNT(deal: Deal, options: Record<string, unknown> = {}): Match {
  const dealt = passChances(start(deal, { startRank: '5', ...options })).match;
  return buryAndCall(ok(dealt, 0, { type: 'CHOOSE_TRUMP', suit: 'NT' }).match, 'QC').match;
}

/** Plays of one trick in position order from P0, each a card or 'A B' for a pair; the facts. */
export function trick(m: Match, ...plays: string[]): { match: Match; facts: Fact[] } {
  const facts: Fact[] = [];
  for (const [p, text] of plays.entries()) {
    const parts = text.split(' ');
    const seat = SEAT_OF[p];
    const r = ok(m, seat, parts.length === 2 ? PAIR(parts[0], parts[1]) : PLAY(parts[0]));
    m = r.match;
    facts.push(...r.facts);
  }
  return { match: m, facts };
}

/** The match with its state changed (a position set up directly). */
export function patched(m: Match, patch: Partial<KothState>): Match {
  return { ...m, state: { ...st(m), ...patch } };
}
