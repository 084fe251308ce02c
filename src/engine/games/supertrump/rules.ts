// Supertrump's card logic (rules spec §2.2, §5): pure functions over card text.
import { deckIndex, RANK_INDEX, rankOf, standardDeck, suitOf } from '../../core/cards';
import type { Card, Rank, Suit } from '../../core/types';

export type Membership = 'trump' | 'printed';
export type EffSuit = Suit | 'TRUMP';

/** A card's rank, rank index (0 for '2' … 12 for 'A') and suit. */
interface CardParts {
  rank: Rank;
  rankIx: number;
  suit: Suit;
}

/** The parts of the 52 cards by deck index, built once: AI playouts ask millions of times. */
const PARTS: readonly CardParts[] = standardDeck().map((card) => ({ rank: rankOf(card), rankIx: RANK_INDEX[rankOf(card)], suit: suitOf(card) }));

function partsOf(card: Card): CardParts {
  const i = deckIndex(card);
  if (i >= 0) return PARTS[i];
  const rank = rankOf(card); // not one of the 52 (a joker): parsed as before
  return { rank, rankIx: RANK_INDEX[rank], suit: suitOf(card) };
}

/** The four cards of the super-trump rank, whatever their suit. */
export function isSuper(card: Card, superRank: Rank): boolean {
  return partsOf(card).rank === superRank;
}

/** A card of the trump suit that is not a super-trump. */
export function isTrump(card: Card, trump: Suit, superRank: Rank): boolean {
  const p = partsOf(card);
  return p.suit === trump && p.rank !== superRank;
}

/** The suit a card counts as for following (§5.1, D-2). */
export function effSuit(card: Card, trump: Suit, superRank: Rank, membership: Membership = 'trump'): EffSuit {
  const p = partsOf(card);
  // 'printed': a super-trump follows its printed suit; 'trump': it belongs to the trumps.
  return p.suit === trump || (membership !== 'printed' && p.rank === superRank) ? 'TRUMP' : p.suit;
}

/**
 * What a follower must play to the led card (§5.1). Under 'printed' a super-trump follows
 * its printed suit and the trump suit is followed by every card of suit T (R of T included).
 */
export function legalFollows(hand: readonly Card[], led: Card, trump: Suit, superRank: Rank, membership: Membership = 'trump'): Card[] {
  const need = effSuit(led, trump, superRank, membership);
  const matching: Card[] = [];
  for (let i = 0; i < hand.length; i++) if (effSuit(hand[i], trump, superRank, membership) === need) matching.push(hand[i]);
  return matching.length > 0 ? matching : hand.slice();
}

/** True when `hand` holds a card of effective suit `need`. */
export function holdsEffSuit(hand: readonly Card[], need: EffSuit, trump: Suit, superRank: Rank, membership: Membership = 'trump'): boolean {
  for (let i = 0; i < hand.length; i++) if (effSuit(hand[i], trump, superRank, membership) === need) return true;
  return false;
}

/** 0 if the leader wins, 1 if the follower does (§5.2, the same in both memberships). */
export function trickWinner(led: Card, follow: Card, trump: Suit, superRank: Rank): 0 | 1 {
  const l = partsOf(led);
  const f = partsOf(follow);
  if (l.rank === superRank) return 0;
  if (f.rank === superRank) return 1;
  // Neither is a super-trump now: the same suit (trump or led) goes by rank, else a trump wins.
  if (f.suit === l.suit) return f.rankIx > l.rankIx ? 1 : 0;
  return f.suit === trump ? 1 : 0;
}

/** Points of one game (§6): 1 per stage-1 trick, 2 per stage-2 trick. */
export function gamePoints(tricks1: number, tricks2: number): number {
  return tricks1 + 2 * tricks2;
}
