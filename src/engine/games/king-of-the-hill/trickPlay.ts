// Trick play (§5): the leader plays a single card (PLAY) or a pair (PLAY_PAIR, two identical
// cards); the others follow in play order with one card to a single lead and two to a pair
// lead, as §5.2 says. After five plays the trick goes to its winner (§5.3), who leads next;
// when the hands are empty the round is scored. Under hiddenPartner the first player other
// than the King to play a copy of the called card shows itself as the partner.
import { appended, setAt } from '../../core/arrays';
import { refuse } from '../../core/errors';
import type { Action, Card, Fact, PlayedCard, Refusal, Seat } from '../../core/types';
import { collectTrick } from '../../kit/completedTrick';
import { holds, takeFromHand } from './hands';
import {
  effSuit, legalPairFollows, legalSingles, mayPlaySingle, ordered, pairFollowFault, pairsIn, pointsOf, rulesFor, winningPlay,
} from './rules';
import { seatAfter } from './seating';
import { scoreRound } from './settle';
import type { KothState } from './types';

/** The player to play now. */
export function toMove(s: KothState): Seat {
  return seatAfter(s.places, s.leader, s.trickSize === 0 ? 0 : s.trick.length / s.trickSize);
}

export const rulesOf = (s: KothState) => rulesFor(s.trumpRank, s.trumpSuit);

/** The legal plays of the player to move (§5.1, §5.2): fresh actions, each once. */
export function playActions(s: KothState, seat: Seat): Action[] {
  const hand = s.hands[seat];
  const rules = rulesOf(s);
  if (s.trick.length === 0) {
    const out: Action[] = legalSingles(hand, undefined, rules).map((card) => ({ type: 'PLAY', card }));
    for (const c of pairsIn(hand)) out.push({ type: 'PLAY_PAIR', cards: [c, c] });
    return out;
  }
  const led = s.trick[0].card;
  if (s.trickSize === 1) return legalSingles(hand, led, rules).map((card) => ({ type: 'PLAY', card }));
  return legalPairFollows(hand, led, rules, s.options.pairFollow).map((cards) => ({ type: 'PLAY_PAIR', cards }));
}

/** Why `seat` (the player to move) may not play `cards` (one card: PLAY, two: PLAY_PAIR, all pack cards), or null. */
export function playRefusal(s: KothState, seat: Seat, cards: readonly Card[]): Refusal | null {
  const hand = s.hands[seat];
  const pair = cards.length === 2;
  if (pair ? !holds(hand, cards[0], cards[1]) : !hand.includes(cards[0])) {
    const missing = cards.find((c) => !hand.includes(c)) ?? cards[0];
    return refuse('ERR_CARD_NOT_IN_HAND', { card: missing });
  }
  if (s.trick.length === 0) return pair && cards[0] !== cards[1] ? refuse('ERR_NOT_A_PAIR') : null;
  if (s.trickSize === 1 && pair) return refuse('ERR_MUST_PLAY_SINGLE');
  if (s.trickSize === 2 && !pair) return refuse('ERR_MUST_PLAY_PAIR');
  const rules = rulesOf(s);
  const led = s.trick[0].card;
  const suit = effSuit(led, rules);
  if (!pair) return mayPlaySingle(hand, led, cards[0], rules) ? null : refuse('ERR_MUST_FOLLOW', { suit });
  const fault = pairFollowFault(hand, led, cards[0], cards[1], rules, s.options.pairFollow);
  return fault ? refuse(fault, { suit }) : null;
}

/** Plays `cards` for `seat` (legal: checked before) on `next`, a state fresh from this action. */
export function play(next: KothState, seat: Seat, cards: readonly Card[], facts: Fact[]): KothState {
  takeFromHand(next, seat, cards);
  const shown = cards.length === 2 ? ordered(cards[0], cards[1]) : cards;
  let trick = next.trick;
  for (const card of shown) trick = appended<PlayedCard>(trick, { seat, card });
  next.trick = trick;
  if (next.trickSize === 0) next.trickSize = cards.length;
  facts.push(cards.length === 2 ? { type: 'PAIR_PLAYED', seat, cards: shown.slice() } : { type: 'CARD_PLAYED', seat, card: cards[0] });
  if (next.partner < 0 && seat !== next.king && next.calledCard !== null && cards.includes(next.calledCard)) {
    next.partner = seat;
    facts.push({ type: 'PARTNER', seat, card: next.calledCard });
  }
  return next.trick.length === 5 * next.trickSize ? resolveTrick(next, facts) : next;
}

/** §5.3: the full trick goes to its winner, who leads the next; after the last trick the round is scored. */
function resolveTrick(next: KothState, facts: Fact[]): KothState {
  const size = next.trickSize;
  const winner = next.trick[winningPlay(next.trick, size, rulesOf(next)) * size].seat;
  const points = pointsOf(next.trick);
  collectTrick(next, winner, facts);
  facts[facts.length - 1].points = points;
  next.pointsWon = setAt(next.pointsWon, winner, next.pointsWon[winner] + points);
  next.trickSize = 0;
  return next.hands[winner].length === 0 ? scoreRound(next, facts) : next;
}
