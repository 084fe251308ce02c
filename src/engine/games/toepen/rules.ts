// Toepen's card logic (rules spec §2, §5): a 32-card pack, no trumps, two card orders;
// and the seat orders of §1 (clockwise, skipping eliminated and folded players).
import { SUITS } from '../../core/cards';
import type { Card, PlayedCard, Seat, Suit } from '../../core/types';
import { trickRules } from '../../kit/trickRules';
import type { TrickRules } from '../../kit/trickRules';
import { trickWinner as winnerIndex } from '../../kit/winner';
import type { SignalKind, ToepenOptions, ToepenState } from './types';

/** The 32-card pack (A K Q J 10 9 8 7 of each suit), in a fixed order for shuffling. */
export const TOEPEN_DECK: readonly Card[] = [
  '7C', '8C', '9C', '10C', 'JC', 'QC', 'KC', 'AC',
  '7D', '8D', '9D', '10D', 'JD', 'QD', 'KD', 'AD',
  '7H', '8H', '9H', '10H', 'JH', 'QH', 'KH', 'AH',
  '7S', '8S', '9S', '10S', 'JS', 'QS', 'KS', 'AS',
];

export type CardOrder = ToepenOptions['cardOrder'];

// Strength inside a suit, 7 = highest, 0 = lowest, indexed by the card's first character
// code ('1' is the 10): an array lookup without slicing the text, as the AI's playouts ask
// millions of times.
function byFirstChar(strengths: Readonly<Record<string, number>>): readonly number[] {
  const out: number[] = [];
  for (const [ch, v] of Object.entries(strengths)) out[ch.charCodeAt(0)] = v;
  return out;
}
const SEED_STRENGTH = byFirstChar({ A: 7, K: 6, Q: 5, J: 4, 1: 3, 9: 2, 8: 1, 7: 0 });
const DUTCH_STRENGTH = byFirstChar({ 1: 7, 9: 6, 8: 5, 7: 4, A: 3, K: 2, Q: 1, J: 0 });

/** §2.2: strength of `card` inside its suit under `order` (7 = top rank, 0 = bottom rank). */
export function strength(card: Card, order: CardOrder): number {
  return (order === 'dutch' ? DUTCH_STRENGTH : SEED_STRENGTH)[card.charCodeAt(0)];
}

export const suitOf = (card: Card): string => card[card.length - 1];

/** §2.2, §5 as the kit's tables: follow the led suit; its strongest card wins, by the card order. */
const SEED_RULES = trickRules(TOEPEN_DECK, (c) => SUITS.indexOf(suitOf(c) as Suit), (c) => strength(c, 'seed'));
const DUTCH_RULES = trickRules(TOEPEN_DECK, (c) => SUITS.indexOf(suitOf(c) as Suit), (c) => strength(c, 'dutch'));

export const trickRulesFor = (order: CardOrder): TrickRules => (order === 'dutch' ? DUTCH_RULES : SEED_RULES);

/** §2.2, T-2: the exchange class is the four lowest ranks of the order. */
export const isLowCard = (card: Card, order: CardOrder): boolean => strength(card, order) < 4;

/** §4.1: an exchange is honest when all four thrown-away cards are low cards. */
export const isHonestExchange = (cards: readonly Card[], order: CardOrder): boolean => cards.every((c) => isLowCard(c, order));

/**
 * §5.2, T-12: the winning seat. Only cards of players still active can win; the led suit is
 * the first card's even if its player folded; without an eligible card of the led suit, the
 * suit of the earliest eligible card wins (the kit's rule for cards that cannot win).
 */
export function trickWinner(trick: readonly PlayedCard[], folded: readonly boolean[], order: CardOrder): Seat {
  const i = winnerIndex(trick, trickRulesFor(order), folded);
  return i < 0 ? -1 : trick[i].seat;
}

/** The signal choices a hand can have, by signalChoice. */
export const SIGNAL_CHOICES: readonly (readonly SignalKind[])[] = [['none'], ['stand'], ['whistle'], ['stand', 'none'], ['whistle', 'none']];

/**
 * §4.2, T-8, T-20: which of SIGNAL_CHOICES `hand` may send ("top" = A or 10, "bottom" = 7 or
 * J): an index, so the legal list needs no new arrays.
 */
export function signalChoice(hand: readonly Card[], order: CardOrder): number {
  let top = 0;
  let bottom = 0;
  for (let i = 0; i < hand.length; i++) {
    const s = strength(hand[i], order);
    if (s === 7) top++;
    else if (s === 0) bottom++;
  }
  if (top === 4) return 1;
  if (top === 3) return 2;
  if (bottom === 4) return 3;
  if (bottom === 3) return 4;
  return 0;
}

/** §4.2: the signals `hand` may send, as a new array. */
export function allowedSignals(hand: readonly Card[], order: CardOrder): SignalKind[] {
  return SIGNAL_CHOICES[signalChoice(hand, order)].slice();
}

/** A signal is mandatory with three or four top cards. */
export const mandatorySignal = (allowed: readonly SignalKind[]): boolean => !allowed.includes('none');

// ---------------------------------------------------------------------------------------
// Seats

/** Active for this deal: not eliminated and not folded (§4). */
export const isActive = (s: ToepenState, seat: Seat): boolean => !s.eliminated[seat] && !s.folded[seat];

/** The next seat clockwise after `seat` that is not eliminated. */
export function nextInGame(s: Pick<ToepenState, 'eliminated' | 'players'>, seat: Seat): Seat {
  for (let k = 1; k <= s.players; k++) {
    const o = (seat + k) % s.players;
    if (!s.eliminated[o]) return o;
  }
  return seat;
}

/** The next active seat clockwise after `seat` (§1: turn orders skip folded players). */
export function nextActive(s: ToepenState, seat: Seat): Seat {
  for (let k = 1; k <= s.players; k++) {
    const o = (seat + k) % s.players;
    if (isActive(s, o)) return o;
  }
  return seat;
}

/** The active seats other than `seat`, clockwise from its left. */
export function othersFrom(s: ToepenState, seat: Seat): Seat[] {
  const out = new Array<Seat>(activeCount(s) - (isActive(s, seat) ? 1 : 0));
  let i = 0;
  for (let k = 1; k < s.players; k++) {
    const o = (seat + k) % s.players;
    if (isActive(s, o)) out[i++] = o;
  }
  return out;
}

export function activeCount(s: ToepenState): number {
  let n = 0;
  for (let seat = 0; seat < s.players; seat++) if (isActive(s, seat)) n++;
  return n;
}
