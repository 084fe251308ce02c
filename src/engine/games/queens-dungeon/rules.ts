// Queen's Dungeon's card logic (rules spec §2, §5): the pack for three or four seats, the card
// order (the queen tops its suit), following (§5.1: follow, else trump, else anything; a queen
// at any time) and the trick winner (§5.2) as the kit's tables, one per trump suit, and the
// queens of a trick (§5.3). The one legality oracle: play.ts asks these, and so do the AI, the
// sparring partner and the UI.
import { SUITS, standardDeck } from '../../core/cards';
import type { Card, PlayedCard, Seat, Suit } from '../../core/types';
import { mayFollow, requiredClass } from '../../kit/follow';
import { slotOf, trickRules, TRUMPS } from '../../kit/trickRules';
import type { TrickRules } from '../../kit/trickRules';
import { trickWinner as winnerIndex } from '../../kit/winner';
import type { QueensDungeonOptions, QueensDungeonState } from './types';

/** §2.1: the 52-card pack, or with three seats the pack without the removed two. */
const FULL_PACK: readonly Card[] = standardDeck();
const PACKS: Readonly<Record<string, readonly Card[]>> = Object.fromEntries(
  (['2S', '2H', '2D', '2C'] as const).map((two) => [two, FULL_PACK.filter((c) => c !== two)]),
);

export function packFor(players: number, removedTwo: QueensDungeonOptions['removedTwo']): readonly Card[] {
  return players === 3 ? PACKS[removedTwo] : FULL_PACK;
}

/** §2.1: cards per hand and the dealer's contract. */
export const handSizeFor = (players: number): number => (players === 3 ? 17 : 13);
export const contractFor = (players: number): number => (players === 3 ? 7 : 5);

// Card text to suit index (C D H S) and strength (§2.2: 2 = 0 … 10 = 8, J 9, K 10, A 11, Q 12)
// by character code: the AI's playouts ask millions of times.
const SUIT_BY_CODE: number[] = [];
SUITS.forEach((s, i) => { SUIT_BY_CODE[s.charCodeAt(0)] = i; });
const STRENGTH_BY_CODE: number[] = [];
['2', '3', '4', '5', '6', '7', '8', '9', '1', 'J', 'K', 'A', 'Q'].forEach((r, i) => { STRENGTH_BY_CODE[r.charCodeAt(0)] = i; });
const QUEEN_CODE = 'Q'.charCodeAt(0);

export const suitIx = (c: Card): number => SUIT_BY_CODE[c.charCodeAt(c.length - 1)];
export const suitOfCard = (c: Card): Suit => c[c.length - 1] as Suit;
/** A suit's index (C D H S). */
export const suitIndex = (s: Suit): number => SUIT_BY_CODE[s.charCodeAt(0)];
/** §2.2: Q > A > K > J > 10 > … > 2, as 12 … 0. */
export const strength = (c: Card): number => STRENGTH_BY_CODE[c.charCodeAt(0)];
export const isQueen = (c: Card): boolean => c.charCodeAt(0) === QUEEN_CODE;

/** §5.3: the queens of a trick (any suits). */
export function queensIn(trick: readonly PlayedCard[]): number {
  let q = 0;
  for (let i = 0; i < trick.length; i++) if (trick[i].card.charCodeAt(0) === QUEEN_CODE) q++;
  return q;
}

/**
 * §5.1, §5.2 as the kit's tables, per trump suit (C D H S) and `mustTrump`: each suit is its own
 * class, the trump suit the class TRUMPS (it wins over the led suit; a card of a third suit
 * never wins), a void follower must play a trump if held (`ruff`, setting mustTrump, D-3), and
 * the queens are free: playable whatever was led (D-4).
 */
const RULES: readonly (readonly TrickRules[])[] = [false, true].map((mustTrump) => SUITS.map((trump) => {
  const cls = (c: Card): number => (suitOfCard(c) === trump ? TRUMPS : suitIx(c));
  return trickRules(FULL_PACK, cls, strength, cls, mustTrump ? { ruff: TRUMPS, free: isQueen } : { free: isQueen });
}));

/** The tables of the trump in force (`trump` a suit index). */
export const rulesFor = (trump: number, mustTrump: boolean): TrickRules => RULES[mustTrump ? 1 : 0][trump];

/** The tables of state `s` (trick play: a trump is in force). */
export const stateRules = (s: QueensDungeonState): TrickRules => RULES[s.options.mustTrump ? 1 : 0][SUIT_BY_CODE[s.trump!.charCodeAt(0)]];

/** The card that led the trick, if any. */
export const ledOf = (trick: readonly PlayedCard[]): Card | undefined => (trick.length > 0 ? trick[0].card : undefined);

/** §5.1: may `card` of `hand` go to `trick` under `rules`? */
export function mayPlay(hand: readonly Card[], trick: readonly PlayedCard[], card: Card, rules: TrickRules): boolean {
  return mayFollow(hand, ledOf(trick), card, rules);
}

/** Why a card may not go (§5.1): the hand holds the led suit (follow), or else a trump (must trump). */
export function mustTrumpNow(hand: readonly Card[], led: Card, rules: TrickRules): boolean {
  return requiredClass(hand, led, rules) === TRUMPS && rules.follow[slotOf(led)] !== TRUMPS;
}

/** §5.2: the seat that wins a full trick under `rules`. */
export function trickWinner(trick: readonly PlayedCard[], rules: TrickRules): Seat {
  return trick[winnerIndex(trick, rules)].seat;
}

/** The seat after `seat`, clockwise. */
export const leftOf = (seat: Seat, players: number): Seat => (seat + 1) % players;

/** §4 row 5: the seat to play to the trick (the leader on an empty trick). */
export function toMove(s: QueensDungeonState): Seat {
  return (s.leader + s.trick.length) % s.players;
}

/**
 * The suits a follower shows it lacks by `card` (bit set, C D H S): a card that is not a queen
 * and not of the led suit says the hand holds no card of the led suit (its queen included,
 * §5.1 rule 1); under mustTrump, one that is not a trump either says the hand holds no trump.
 * A queen says nothing (it may always be played).
 */
export function shownVoid(card: Card, led: Card, trump: number, mustTrump: boolean): number {
  if (isQueen(card)) return 0;
  const s = suitIx(card);
  const l = suitIx(led);
  if (s === l) return 0;
  return (1 << l) | (mustTrump && s !== trump ? 1 << trump : 0);
}
