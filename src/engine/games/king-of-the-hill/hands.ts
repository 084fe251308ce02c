// Cards leaving a hand (a buried card, a card played): one copy each, and the exposed
// declaration cards (§3.6: they stay public while in the hand) follow the hand. Copies are
// alike, so an exposed card leaves only when the hand no longer holds that many copies.
import { removedAt, setAt } from '../../core/arrays';
import type { Card, Seat } from '../../core/types';
import { countOf } from './rules';
import type { KothState } from './types';

/** Takes one copy of each of `cards` from `seat`'s hand on `next` (a state fresh from this action; the cards are held). */
export function takeFromHand(next: KothState, seat: Seat, cards: readonly Card[]): void {
  let hand = next.hands[seat];
  for (const c of cards) hand = removedAt(hand, hand.indexOf(c));
  next.hands = setAt(next.hands, seat, hand);
  let shown = next.exposed[seat];
  if (shown.length === 0) return;
  for (const c of cards) {
    const i = shown.indexOf(c);
    if (i >= 0 && countOf(shown, c) > countOf(hand, c)) shown = removedAt(shown, i);
  }
  if (shown !== next.exposed[seat]) next.exposed = setAt(next.exposed, seat, shown);
}

/** Whether `hand` holds `a` and `b` (two copies when they are the same card). */
export function holds(hand: readonly Card[], a: Card, b: Card): boolean {
  return a === b ? countOf(hand, a) >= 2 : hand.includes(a) && hand.includes(b);
}
