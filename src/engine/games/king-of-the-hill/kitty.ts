// The kitty and the partner (§4 rows 5–9, §4.1): the King picks up the eight kitty cards and
// buries eight, one DISCARD at a time (§11.2: one action for an 8-of-28 choice would be millions
// of actions); then he calls a card that is not a trump and of which at least one copy lies
// outside his hand and the buried kitty. Its holder is the partner (of two holders, the first
// in play order after the King), announced at once and reseated two places from the King;
// under hiddenPartner nobody moves and the partner shows only by playing a copy (trickplay.ts).
import { appended, concatenated } from '../../core/arrays';
import { refuse } from '../../core/errors';
import type { Action, Card, Fact, Refusal, Seat } from '../../core/types';
import { KITTY_SIZE } from './deal';
import { takeFromHand } from './hands';
import { callableCards, countOf, distinct, isCallable } from './rules';
import { playOrderFrom, reseated } from './seating';
import type { KothState } from './types';

/** §4 row 6: the King takes the kitty into his hand. */
export function pickUpKitty(next: KothState, facts: Fact[]): KothState {
  const king = next.king;
  const hands = next.hands.slice();
  hands[king] = concatenated(hands[king], next.kitty);
  next.hands = hands;
  next.phase = 'kitty';
  facts.push({ type: 'KITTY_TAKEN', seat: king });
  return next;
}

/** The King's DISCARD actions: each card he holds, once. */
export function discardActions(s: KothState): Action[] {
  return distinct(s.hands[s.king]).map((card) => ({ type: 'DISCARD', card }));
}

/** §4 row 6: one card buried (held: checked before); after the eighth, the call. */
export function bury(next: KothState, card: Card, facts: Fact[]): KothState {
  takeFromHand(next, next.king, [card]);
  next.buried = appended(next.buried, card);
  facts.push({ type: 'CARD_BURIED', seat: next.king, count: next.buried.length });
  if (next.buried.length === KITTY_SIZE) next.phase = 'callPartner';
  return next;
}

/** What the King holds for the call's guard: his hand and the buried kitty. */
const ownCards = (s: KothState): Card[] => concatenated(s.hands[s.king], s.buried);

/** The King's CALL_PARTNER actions (§4 row 7). */
export function callActions(s: KothState): Action[] {
  return callableCards(ownCards(s), s.trumpRank, s.trumpSuit).map((card) => ({ type: 'CALL_PARTNER', card }));
}

/** Why the King may not call `card`, or null. */
export function callRefusal(s: KothState, card: Card): Refusal | null {
  if (!isCallable(card, s.trumpRank, s.trumpSuit)) return refuse('ERR_CALL_TRUMP', { card });
  if (countOf(ownCards(s), card) > 1) return refuse('ERR_CALL_BOTH_HELD', { card });
  return null;
}

/** §4 row 8: the first player after the King in play order who holds a copy of `card`, or -1. */
export function holderAfterKing(s: KothState, card: Card): Seat {
  for (const seat of playOrderFrom(s.places, s.king).slice(1)) if (s.hands[seat].includes(card)) return seat;
  return -1;
}

/** §4 rows 7–9: the call, the partner's reveal and the reseating (unless hiddenPartner); then the King leads trick 1. */
export function callPartner(next: KothState, card: Card, facts: Fact[]): KothState {
  next.calledCard = card;
  facts.push({ type: 'CALLED', seat: next.king, card });
  if (!next.options.hiddenPartner) {
    const partner = holderAfterKing(next, card);
    next.partner = partner;
    facts.push({ type: 'PARTNER', seat: partner, card });
    if (next.options.reseat) {
      const places = reseated(next.places, next.king, partner);
      if (places !== next.places) {
        next.places = places.slice();
        facts.push({ type: 'RESEATED', playOrder: playOrderFrom(places, next.king) });
      }
    }
  }
  next.phase = 'trickPlay';
  next.leader = next.king;
  return next;
}
