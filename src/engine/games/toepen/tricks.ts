// Trick play (§4 rows 5 and 7, §5): who plays next, the legal cards, the trick winner.
// Played cards stay face up in front of their player for the whole deal (T-18); a folded
// player's card stays in the trick but cannot win it (T-12).
import { appended, removedAt, setAt } from '../../core/arrays';
import { refuse } from '../../core/errors';
import { suitOf } from '../../core/cards';
import type { Card, Fact, PlayedCard, Refusal, Seat, Step } from '../../core/types';
import { collectTrick } from '../../kit/completedTrick';
import { ledCard, legalFollows, mayFollow, mustFollowSuit } from '../../kit/follow';
import { settleLastTrick } from './settle';
import { isActive, nextActive, trickRulesFor, trickWinner } from './rules';
import { copyState } from './state';
import type { ToepenState } from './types';

/**
 * §4 row 5 `toMove`: the leader on an empty trick, else the next active seat yet to play (-1
 * when every active seat has played). A trick's cards come clockwise from its first player,
 * so going on clockwise from the last player, the first seat that has played is that first
 * player: no search of the trick is needed.
 */
export function toMove(s: ToepenState): Seat {
  const t = s.trick;
  if (t.length === 0) return isActive(s, s.leader) ? s.leader : nextActive(s, s.leader);
  const first = t[0].seat;
  const last = t[t.length - 1].seat;
  for (let k = 1; k <= s.players; k++) {
    const seat = (last + k) % s.players;
    if (seat === first) return -1;
    if (isActive(s, seat)) return seat;
  }
  return -1;
}

/** Every active seat has played to the current trick. */
export function trickComplete(s: ToepenState): boolean {
  return s.trick.length > 0 && toMove(s) < 0;
}

/** The cards `seat` may play now (empty when it is not that seat's card to play). */
export function playableCards(s: ToepenState, seat: Seat): Card[] {
  if (s.phase !== 'trickPlay' || toMove(s) !== seat) return [];
  return legalFollows(s.hands[seat], ledCard(s.trick), trickRulesFor(s.options.cardOrder));
}

/** §4 row 4 → 5: trick 1 is led by the first active player left of the dealer. Sets `next`, a fresh state. */
export function startPlay(next: ToepenState): ToepenState {
  next.phase = 'trickPlay';
  next.trickNo = 1;
  next.trick = [];
  next.leader = nextActive(next, next.dealer);
  return next;
}

export function applyPlay(s: ToepenState, seat: Seat, card: Card): Step<ToepenState> | Refusal {
  const hand = s.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) return refuse('ERR_CARD_NOT_IN_HAND', { card });
  if (!mayFollow(hand, ledCard(s.trick), card, trickRulesFor(s.options.cardOrder))) return mustFollowSuit(suitOf(s.trick[0].card));
  const facts: Fact[] = [{ type: 'CARD_PLAYED', seat, card }];
  const next = copyState(s);
  next.hands = setAt(s.hands, seat, removedAt(hand, at));
  next.played = setAt(s.played, seat, appended(s.played[seat], card));
  next.trick = appended<PlayedCard>(s.trick, { seat, card });
  next.playsSinceLastKnock = s.playsSinceLastKnock + 1;
  return { ok: true, state: trickComplete(next) ? resolveTrick(next, facts) : next, facts };
}

/**
 * §4 row 7: collect the trick; the winner leads; after trick 4 the deal is settled.
 * Sets `next`, a state fresh from this action (the trick array itself is kept: the fact and
 * the completed trick share it).
 */
export function resolveTrick(next: ToepenState, facts: Fact[]): ToepenState {
  const winner = trickWinner(next.trick, next.folded, next.options.cardOrder);
  const trickNo = collectTrick(next, winner, facts);
  return trickNo >= 4 ? settleLastTrick(next, winner, facts) : next;
}
