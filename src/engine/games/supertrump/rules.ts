// Supertrump's card logic (rules spec §2.2, §5): pure functions over card text.
import { RANK_INDEX, rankOf, suitOf } from '../../core/cards';
import type { Card, Rank, Suit } from '../../core/types';

export type Membership = 'trump' | 'printed';
export type EffSuit = Suit | 'TRUMP';

/** The four cards of the super-trump rank, whatever their suit. */
export function isSuper(card: Card, superRank: Rank): boolean {
  return rankOf(card) === superRank;
}

/** A card of the trump suit that is not a super-trump. */
export function isTrump(card: Card, trump: Suit, superRank: Rank): boolean {
  return suitOf(card) === trump && !isSuper(card, superRank);
}

/** The suit a card counts as for following (§5.1, D-2). */
export function effSuit(card: Card, trump: Suit, superRank: Rank, membership: Membership = 'trump'): EffSuit {
  if (membership === 'printed') return suitOf(card) === trump ? 'TRUMP' : suitOf(card);
  return isSuper(card, superRank) || suitOf(card) === trump ? 'TRUMP' : suitOf(card);
}

/**
 * What a follower must play to the led card (§5.1). Under 'printed' a super-trump follows
 * its printed suit and the trump suit is followed by every card of suit T (R of T included).
 */
export function legalFollows(hand: readonly Card[], led: Card, trump: Suit, superRank: Rank, membership: Membership = 'trump'): Card[] {
  const need = effSuit(led, trump, superRank, membership);
  const matching = hand.filter((c) => effSuit(c, trump, superRank, membership) === need);
  return matching.length > 0 ? matching : hand.slice();
}

/** 0 if the leader wins, 1 if the follower does (§5.2, the same in both memberships). */
export function trickWinner(led: Card, follow: Card, trump: Suit, superRank: Rank): 0 | 1 {
  if (isSuper(led, superRank)) return 0;
  if (isSuper(follow, superRank)) return 1;
  const ledTrump = isTrump(led, trump, superRank);
  const followTrump = isTrump(follow, trump, superRank);
  if (ledTrump && followTrump) return RANK_INDEX[rankOf(follow)] > RANK_INDEX[rankOf(led)] ? 1 : 0;
  if (followTrump) return 1;
  if (ledTrump) return 0;
  if (suitOf(follow) === suitOf(led)) return RANK_INDEX[rankOf(follow)] > RANK_INDEX[rankOf(led)] ? 1 : 0;
  return 0;
}

/** Points of one game (§6): 1 per stage-1 trick, 2 per stage-2 trick. */
export function gamePoints(tricks1: number, tricks2: number): number {
  return tricks1 + 2 * tricks2;
}
