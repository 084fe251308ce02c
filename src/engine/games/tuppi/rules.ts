// Tuppi's card logic (rules spec §2, §5): no trumps ever; in solo the ace is the lowest card.
import { RANK_INDEX, rankOf, suitOf } from '../../core/cards';
import type { Card, Rank, Seat } from '../../core/types';
import type { BidWord } from './types';

export const team = (seat: Seat): 0 | 1 => (seat % 2) as 0 | 1;
export const partner = (seat: Seat): Seat => (seat + 2) % 4;
export const left = (seat: Seat): Seat => (seat + 1) % 4;
export const right = (seat: Seat): Seat => (seat + 3) % 4;
/** Both seats of a side, 0 = NS, 1 = EW. */
export const sideSeats = (side: 0 | 1): [Seat, Seat] => [side, side + 2];

/** Strength within a suit: 2 = 0 … A = 12; in solo the ace drops below the 2 (§2). */
export function strength(card: Card, solo: boolean): number {
  const r = rankOf(card);
  return solo && r === 'A' ? -1 : RANK_INDEX[r];
}

/** Index (in play order) of the highest card of the led suit (§5.3). */
export function trickWinnerIndex(cards: readonly Card[], solo: boolean): number {
  const led = suitOf(cards[0]);
  let best = 0;
  for (let i = 1; i < cards.length; i++) {
    if (suitOf(cards[i]) === led && strength(cards[i], solo) > strength(cards[best], solo)) best = i;
  }
  return best;
}

/** §5.2: the led suit if held, else any card. */
export function legalFollows(hand: readonly Card[], led: Card | undefined): Card[] {
  if (!led) return hand.slice();
  const suit = suitOf(led);
  const same = hand.filter((c) => suitOf(c) === suit);
  return same.length > 0 ? same : hand.slice();
}

const COURT: ReadonlySet<Rank> = new Set<Rank>(['J', 'Q', 'K']);

/** What a bid card says: red = rami, black = nolo (§4 row 2). */
export function bidOfCard(card: Card): BidWord {
  const s = suitOf(card);
  return s === 'H' || s === 'D' ? 'rami' : 'nolo';
}

/** Why `card` cannot be a bid card, or null (§4 row 2, D-1). */
export function bidCardProblem(card: Card, allowTwo: boolean): 'court' | 'two' | null {
  const r = rankOf(card);
  if (COURT.has(r)) return 'court';
  if (r === '2' && !allowTwo) return 'two';
  return null;
}

export function eligibleBidCards(hand: readonly Card[], allowTwo: boolean): Card[] {
  return hand.filter((c) => bidCardProblem(c, allowTwo) === null);
}
