// Trick play (§4 rows 5 and 7, §5): who plays next, the legal cards, the trick winner.
// Played cards stay face up in front of their player for the whole deal (T-18); a folded
// player's card stays in the trick but cannot win it (T-12).
import { refuse } from '../../core/errors';
import type { Card, Fact, PlayedCard, Refusal, Seat, Step } from '../../core/types';
import { settleLastTrick } from './settle';
import { isActive, legalFollows, nextActive, setAt, suitOf, trickWinner } from './rules';
import type { ToepenState } from './types';

const SUIT_NAMES: Readonly<Record<string, string>> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

function inTrick(trick: readonly PlayedCard[], seat: Seat): boolean {
  for (const p of trick) if (p.seat === seat) return true;
  return false;
}

/** §4 row 5 `toMove`: the leader on an empty trick, else the next active seat yet to play. */
export function toMove(s: ToepenState): Seat {
  const t = s.trick;
  if (t.length === 0) return isActive(s, s.leader) ? s.leader : nextActive(s, s.leader);
  const last = t[t.length - 1].seat;
  for (let k = 1; k <= s.players; k++) {
    const seat = (last + k) % s.players;
    if (isActive(s, seat) && !inTrick(t, seat)) return seat;
  }
  return -1;
}

/** Every active seat has played to the current trick. */
export function trickComplete(s: ToepenState): boolean {
  if (s.trick.length === 0) return false;
  for (let seat = 0; seat < s.players; seat++) if (isActive(s, seat) && !inTrick(s.trick, seat)) return false;
  return true;
}

/** The cards `seat` may play now (empty when it is not that seat's card to play). */
export function playableCards(s: ToepenState, seat: Seat): Card[] {
  if (s.phase !== 'trickPlay' || toMove(s) !== seat) return [];
  return legalFollows(s.hands[seat], s.trick);
}

/** §4 row 4 → 5: trick 1 is led by the first active player left of the dealer. */
export function startPlay(s: ToepenState): ToepenState {
  return { ...s, phase: 'trickPlay', trickNo: 1, trick: [], leader: nextActive(s, s.dealer) };
}

export function applyPlay(s: ToepenState, seat: Seat, card: Card, facts: Fact[]): Step<ToepenState> | Refusal {
  const hand = s.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) return refuse('ERR_CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
  if (s.trick.length > 0) {
    const led = suitOf(s.trick[0].card);
    if (suitOf(card) !== led && hand.some((c) => suitOf(c) === led)) {
      return refuse('ERR_MUST_FOLLOW', `You must follow ${SUIT_NAMES[led]}.`, { suit: led });
    }
  }
  facts.push({ type: 'CARD_PLAYED', seat, card });
  const next: ToepenState = {
    ...s,
    hands: setAt(s.hands, seat, [...hand.slice(0, at), ...hand.slice(at + 1)]),
    played: setAt(s.played, seat, [...s.played[seat], card]),
    trick: [...s.trick, { seat, card }],
    playsSinceLastKnock: s.playsSinceLastKnock + 1,
  };
  return { ok: true, state: trickComplete(next) ? resolveTrick(next, facts) : next, facts };
}

/** §4 row 7: collect the trick; the winner leads; after trick 4 the deal is settled. */
export function resolveTrick(s: ToepenState, facts: Fact[]): ToepenState {
  const winner = trickWinner(s.trick, s.folded, s.options.cardOrder);
  facts.push({ type: 'TRICK_WON', seat: winner, trick: s.trick, trickNo: s.trickNo });
  const done = { cards: s.trick, winner };
  const next: ToepenState = {
    ...s, tricksWon: setAt(s.tricksWon, winner, s.tricksWon[winner] + 1), lastTrick: done, tricks: [...s.tricks, done],
    trick: [], leader: winner, trickNo: s.trickNo + 1,
  };
  return s.trickNo >= 4 ? settleLastTrick(next, winner, facts) : next;
}
