// Supertrump's card logic (rules spec §2.2, §5): pure functions over card text.
import { deckIndex, RANK_INDEX, rankOf, standardDeck, suitOf } from '../../core/cards';
import type { Card, Rank, Suit } from '../../core/types';
import { legalFollows as kitLegalFollows } from '../../kit/follow';
import { OVER_TRUMPS, slotOf, trickRules, TRUMPS } from '../../kit/trickRules';
import type { TrickRules as Tables } from '../../kit/trickRules';
import { beats } from '../../kit/winner';

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

/** The effective suits by the kit's class codes: C D H S, then the trumps (TRUMPS). */
export const EFF_SUITS: readonly EffSuit[] = ['C', 'D', 'H', 'S', 'TRUMP'];
const SUIT_CLASS = Object.fromEntries(EFF_SUITS.map((suit, i) => [suit, i])) as Readonly<Record<EffSuit, number>>;
if (SUIT_CLASS.TRUMP !== TRUMPS) throw new Error('supertrump: EFF_SUITS out of step with the kit');

const SUIT_INDEX: Readonly<Record<Suit, number>> = { C: 0, D: 1, H: 2, S: 3 };
/** The tables built so far, by membership, trump suit and super-trump rank (a match uses a few of the 104). */
const TABLES: (Tables | undefined)[] = [];

/**
 * §5 as the kit's tables for this trump, super-trump and membership: cards follow as effSuit
 * says; the super-trumps win over everything (the first played stays ahead), the other trumps
 * over the plain suits, by rank.
 */
export function tablesFor(trump: Suit, superRank: Rank, membership: Membership = 'trump'): Tables {
  const i = (membership === 'printed' ? 52 : 0) + SUIT_INDEX[trump] * 13 + RANK_INDEX[superRank];
  return TABLES[i] ??= trickRules(standardDeck(), (c) => SUIT_CLASS[effSuit(c, trump, superRank, membership)],
    (c) => (isSuper(c, superRank) ? 0 : partsOf(c).rankIx),
    (c) => (isSuper(c, superRank) ? OVER_TRUMPS : SUIT_CLASS[effSuit(c, trump, superRank, 'printed')]));
}

/**
 * What a follower must play to the led card (§5.1). Under 'printed' a super-trump follows
 * its printed suit and the trump suit is followed by every card of suit T (R of T included).
 */
export function legalFollows(hand: readonly Card[], led: Card, trump: Suit, superRank: Rank, membership: Membership = 'trump'): Card[] {
  return kitLegalFollows(hand, led, tablesFor(trump, superRank, membership));
}

/** 0 if the leader wins, 1 if the follower does (§5.2, the same in both memberships). */
export function trickWinner(led: Card, follow: Card, trump: Suit, superRank: Rank): 0 | 1 {
  const t = tablesFor(trump, superRank);
  return beats(slotOf(follow), slotOf(led), t.win[slotOf(led)], t) ? 1 : 0;
}

/** Points of one game (§6): 1 per stage-1 trick, 2 per stage-2 trick. */
export function gamePoints(tricks1: number, tricks2: number): number {
  return tricks1 + 2 * tricks2;
}
