// Following (must follow, else free): a card must be of the led card's follow class when the
// hand holds one; the game's tables say what a class is (a suit, or all the trumps). A rule set
// may widen it (trickRules.ts, FollowExtras): a hand without the led class must play its
// `ruff` class if it holds one (must trump), and `free` cards may be played at any time
// (Queen's Dungeon's queens). Games without them take the first, unchanged path.
import { refuse } from '../core/errors';
import type { Action, Card, PlayedCard, Refusal, Suit } from '../core/types';
import { slotOf } from './trickRules';
import type { TrickRules } from './trickRules';

/** The card that led `trick`, if any. */
export function ledCard(trick: readonly PlayedCard[]): Card | undefined {
  return trick.length > 0 ? trick[0].card : undefined;
}

/** Whether `hand` holds a card of follow class `need`. */
export function holdsClass(hand: readonly Card[], need: number, rules: TrickRules): boolean {
  const follow = rules.follow;
  for (let i = 0; i < hand.length; i++) if (follow[slotOf(hand[i])] === need) return true;
  return false;
}

/** Whether `card` of `hand` may go to a trick led with `led` (undefined: leading): it follows, or the hand cannot. */
export function mayFollow(hand: readonly Card[], led: Card | undefined, card: Card, rules: TrickRules): boolean {
  if (led === undefined) return true;
  const need = rules.follow[slotOf(led)];
  const own = rules.follow[slotOf(card)];
  if (own === need) return true;
  if (rules.free !== null && rules.free[slotOf(card)] !== 0) return true;
  if (holdsClass(hand, need, rules)) return false;
  const ruff = rules.ruff;
  return ruff < 0 || own === ruff || !holdsClass(hand, ruff, rules);
}

/**
 * The class `hand` must play to a trick led with `led`: the led class if held, else the ruff
 * class if the rules have one and it is held; -1 when any card may go.
 */
export function requiredClass(hand: readonly Card[], led: Card, rules: TrickRules): number {
  const need = rules.follow[slotOf(led)];
  if (holdsClass(hand, need, rules)) return need;
  const ruff = rules.ruff;
  return ruff >= 0 && holdsClass(hand, ruff, rules) ? ruff : -1;
}

/** The cards of `hand` that may go to a trick led with `led` (undefined: leading), in hand order. */
export function legalFollows(hand: readonly Card[], led: Card | undefined, rules: TrickRules): Card[] {
  if (led === undefined) return hand.slice();
  const follow = rules.follow;
  if (rules.ruff < 0 && rules.free === null) {
    const need = follow[slotOf(led)];
    const same: Card[] = [];
    for (let i = 0; i < hand.length; i++) if (follow[slotOf(hand[i])] === need) same.push(hand[i]);
    return same.length > 0 ? same : hand.slice();
  }
  const cls = requiredClass(hand, led, rules);
  if (cls < 0) return hand.slice();
  const free = rules.free;
  const out: Card[] = [];
  for (let i = 0; i < hand.length; i++) {
    const slot = slotOf(hand[i]);
    if (follow[slot] === cls || (free !== null && free[slot] !== 0)) out.push(hand[i]);
  }
  return out;
}

/**
 * legalFollows as PLAY actions, then `extra` if given (a Toepen knock), in one pass over the
 * hand: legalActions runs on every step of the AI's playouts. Fresh actions, not shared frozen
 * ones: the playouts' apply reads fresh ones faster (measured: 3–10 % more card plays a second).
 */
export function playActions(hand: readonly Card[], led: Card | undefined, rules: TrickRules, extra: Action | null = null): Action[] {
  const out: Action[] = [];
  if (led !== undefined && (rules.ruff >= 0 || rules.free !== null)) {
    const cls = requiredClass(hand, led, rules);
    const follow = rules.follow;
    const free = rules.free;
    for (let i = 0; i < hand.length; i++) {
      const slot = slotOf(hand[i]);
      if (cls < 0 || follow[slot] === cls || (free !== null && free[slot] !== 0)) out.push({ type: 'PLAY', card: hand[i] });
    }
    if (extra) out.push(extra);
    return out;
  }
  if (led !== undefined) {
    const follow = rules.follow;
    const need = follow[slotOf(led)];
    for (let i = 0; i < hand.length; i++) if (follow[slotOf(hand[i])] === need) out.push({ type: 'PLAY', card: hand[i] });
  }
  if (out.length === 0) for (let i = 0; i < hand.length; i++) out.push({ type: 'PLAY', card: hand[i] });
  if (extra) out.push(extra);
  return out;
}

/** The refusal of a card that does not follow `suit` in a game without trumps. */
export function mustFollowSuit(suit: Suit): Refusal {
  return refuse('ERR_MUST_FOLLOW', { suit });
}
