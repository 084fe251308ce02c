import type { Card, Rank, Suit } from './types';

export const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];
export const RANKS: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** 0 for '2' … 12 for 'A'. */
export const RANK_INDEX: Readonly<Record<Rank, number>> = Object.fromEntries(
  RANKS.map((r, i) => [r, i]),
) as Record<Rank, number>;

export const SUIT_NAMES: Readonly<Record<Suit, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

export function suitOf(card: Card): Suit {
  return card[card.length - 1] as Suit;
}

export function rankOf(card: Card): Rank {
  return card.slice(0, -1) as Rank;
}

export function makeCard(rank: Rank, suit: Suit): Card {
  return `${rank}${suit}`;
}

export function isSuit(x: unknown): x is Suit {
  return typeof x === 'string' && (SUITS as readonly string[]).includes(x);
}

export function isRank(x: unknown): x is Rank {
  return typeof x === 'string' && (RANKS as readonly string[]).includes(x);
}

export function isCard(x: unknown): x is Card {
  if (x === 'BJ' || x === 'RJ') return true;
  return typeof x === 'string' && x.length >= 2 && isSuit(x[x.length - 1]) && isRank(x.slice(0, -1));
}

/** The standard 52-card deck, suit by suit. */
export function standardDeck(): Card[] {
  const deck: Card[] = [];
  for (const s of SUITS) for (const r of RANKS) deck.push(makeCard(r, s));
  return deck;
}

/** True when `cards` is exactly `deck` as a multiset. */
export function sameCards(cards: readonly Card[], deck: readonly Card[]): boolean {
  if (cards.length !== deck.length) return false;
  const count = new Map<Card, number>();
  for (const c of deck) count.set(c, (count.get(c) ?? 0) + 1);
  for (const c of cards) {
    const n = count.get(c);
    if (!n) return false;
    count.set(c, n - 1);
  }
  return true;
}

/** A copy of `hand` without one copy of `card`. */
export function without(hand: readonly Card[], card: Card): Card[] {
  const i = hand.indexOf(card);
  if (i < 0) return hand.slice();
  return [...hand.slice(0, i), ...hand.slice(i + 1)];
}
