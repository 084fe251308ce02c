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

// The standard 52-card deck, suit by suit, spelled out: string literals are interned by the
// JS engine, so comparing and searching cards (===, indexOf, Set and Map keys) is a pointer check.
const STANDARD_DECK: readonly Card[] = [
  '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC',
  '2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D', '10D', 'JD', 'QD', 'KD', 'AD',
  '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', '10H', 'JH', 'QH', 'KH', 'AH',
  '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', '10S', 'JS', 'QS', 'KS', 'AS',
];
// Card text -> its index in STANDARD_DECK, by first and last character code: AI playouts ask
// millions of times, and this beats hashing or slicing the text. A typed array: dense, 16 KB.
const DECK_INDEX = new Int8Array(1 << 14).fill(-1);
const deckKey = (text: string): number => ((text.charCodeAt(0) << 7) | text.charCodeAt(text.length - 1)) & 0x3fff;
STANDARD_DECK.forEach((card, i) => { DECK_INDEX[deckKey(card)] = i; });

/** The position of `text` in standardDeck() (0 for '2C' … 51 for 'AS'), or -1 if it is not one of the 52 cards. */
export function deckIndex(text: string): number {
  const i = DECK_INDEX[deckKey(text)];
  return i >= 0 && STANDARD_DECK[i] === text ? i : -1; // the text check keeps out '1H' and the like
}

const SUIT_SET: ReadonlySet<string> = new Set(SUITS);
const RANK_SET: ReadonlySet<string> = new Set(RANKS);

export function rankOf(card: Card): Rank {
  const i = deckIndex(card);
  return i >= 0 ? RANKS[i % 13] : (card.slice(0, -1) as Rank);
}

export function makeCard(rank: Rank, suit: Suit): Card {
  return `${rank}${suit}`;
}

export function isSuit(x: unknown): x is Suit {
  return typeof x === 'string' && SUIT_SET.has(x);
}

export function isRank(x: unknown): x is Rank {
  return typeof x === 'string' && RANK_SET.has(x);
}

export function isCard(x: unknown): x is Card {
  return typeof x === 'string' && (deckIndex(x) >= 0 || x === 'BJ' || x === 'RJ');
}

/** The standard 52-card deck, suit by suit (a fresh array of the same interned card strings). */
export function standardDeck(): Card[] {
  return STANDARD_DECK.slice();
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
