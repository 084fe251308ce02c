// Kloepper's card logic (rules spec §2, §5): the 24-card pack, the trump suit of 11 cards and
// the plain suits (§2.2, §2.3) as the kit's tables, card points (§2.4), following (§5.1), the
// trick winner (§5.2), the double holder and the Queens team (§4). The one legality oracle:
// play.ts asks these, and so do the AI, the sparring partner and the UI.
import type { Card, PlayedCard, Seat } from '../../core/types';
import { mayFollow } from '../../kit/follow';
import { slotOf, trickRules, TRUMPS } from '../../kit/trickRules';
import type { TrickRules } from '../../kit/trickRules';
import { trickWinner as winnerIndex } from '../../kit/winner';

/** §2.2: the trump suit, high → low. */
export const TRUMP_ORDER: readonly Card[] = ['QC', 'QS', 'JC', 'JS', 'JH', 'JD', 'AD', '10D', 'KD', 'QD', '9D'];
/** §2.3: the plain suits, each high → low. */
export const PLAIN_ORDER: Readonly<Record<'C' | 'S' | 'H', readonly Card[]>> = {
  C: ['AC', '10C', 'KC', '9C'],
  S: ['AS', '10S', 'KS', '9S'],
  H: ['AH', '10H', 'KH', 'QH', '9H'],
};

/** §2.1: the 24-card pack, in a fixed order for shuffling. */
export const KLOEPPER_PACK: readonly Card[] = [...TRUMP_ORDER, ...PLAIN_ORDER.C, ...PLAIN_ORDER.S, ...PLAIN_ORDER.H];

export const BLACK_QUEENS: readonly Card[] = ['QC', 'QS'];
/** §4 row 3: the aces that may be called (never the trump ace AD). */
export const CALLABLE_ACES: readonly Card[] = ['AC', 'AS', 'AH'];

/** Effective suits (§5.1): the plain suits' follow classes and the trumps. */
export type EffSuit = 'C' | 'S' | 'H' | 'TRUMP';
const PLAIN_CLASS: Readonly<Record<string, number>> = { C: 0, S: 1, H: 2 };
const EFF_NAMES: readonly EffSuit[] = ['C', 'S', 'H', 'TRUMP', 'TRUMP'];

const TRUMP_SET: ReadonlySet<Card> = new Set(TRUMP_ORDER);
export const isTrump = (c: Card): boolean => TRUMP_SET.has(c);

/** §2.4: points by rank (the first character: '1' is the 10). */
const POINTS_BY_CODE: number[] = [];
for (const [ch, v] of Object.entries({ A: 11, 1: 10, K: 4, Q: 3, J: 2, 9: 0 })) POINTS_BY_CODE[ch.charCodeAt(0)] = v;
export const cardPoints = (c: Card): number => POINTS_BY_CODE[c.charCodeAt(0)];

/** Card points of a set of played cards. */
export function pointsOf(cards: readonly PlayedCard[]): number {
  let n = 0;
  for (let i = 0; i < cards.length; i++) n += POINTS_BY_CODE[cards[i].card.charCodeAt(0)];
  return n;
}

/** Follow class: 0–2 the plain suits C S H, TRUMPS the 11 trumps. */
const classOf = (c: Card): number => (isTrump(c) ? TRUMPS : PLAIN_CLASS[c[c.length - 1]]);
/** Strength within the class: the trumps by §2.2, the plain suits by §2.3 (higher wins). */
function strengthOf(c: Card): number {
  if (isTrump(c)) return TRUMP_ORDER.length - TRUMP_ORDER.indexOf(c);
  const suit = PLAIN_ORDER[c[c.length - 1] as 'C' | 'S' | 'H'];
  return suit.length - suit.indexOf(c);
}

/** §5.1, §5.2 as the kit's tables: follow the effective suit, else any card; the highest trump, else the highest of the led suit. */
export const RULES: TrickRules = trickRules(KLOEPPER_PACK, classOf, strengthOf);

export const effSuit = (c: Card): EffSuit => EFF_NAMES[RULES.follow[slotOf(c)]];
/** The class index of a card (0 C, 1 S, 2 H, 3 trump): the AI's and sampler's tables. */
export const suitClass = (c: Card): number => (isTrump(c) ? 3 : PLAIN_CLASS[c[c.length - 1]]);
/** Strength within the class (trumps 1 … 11, plain 1 … 5). */
export const strength = (c: Card): number => RULES.strength[slotOf(c)];

export const ledOf = (trick: readonly PlayedCard[]): Card | undefined => (trick.length > 0 ? trick[0].card : undefined);

/** §5.2: the seat that wins a full trick. */
export function trickWinner(trick: readonly PlayedCard[]): Seat {
  return trick[winnerIndex(trick, RULES)].seat;
}

/** The seat winning the trick on the table so far. */
export const currentWinner = trickWinner;

/**
 * §5.1 (and D-9's calledAceMustFollow): may `card` of `hand` go to `trick`? `mustPlay` is a
 * card the hand must play now if it holds it (the called ace on the called suit's lead), or null.
 */
export function mayPlay(hand: readonly Card[], trick: readonly PlayedCard[], card: Card, mustPlay: Card | null = null): boolean {
  if (mustPlay !== null && card !== mustPlay && hand.includes(mustPlay)) return false;
  return mayFollow(hand, ledOf(trick), card, RULES);
}

/**
 * D-9, setting calledAceMustFollow: when a plain card of the called suit is led, the holder of
 * the called ace must play it. The card `seat` must play to `trick` if held, else null.
 */
export function forcedAce(calledAceMustFollow: boolean, call: { card: Card } | null, trick: readonly PlayedCard[]): Card | null {
  if (!calledAceMustFollow || call === null || trick.length === 0) return null;
  const led = trick[0].card;
  return !isTrump(led) && led[led.length - 1] === call.card[call.card.length - 1] ? call.card : null;
}

/** §4: the seat dealt both black queens, or -1. */
export function doubleHolder(hands: readonly (readonly Card[])[]): Seat {
  for (let seat = 0; seat < hands.length; seat++) if (hands[seat].includes('QC') && hands[seat].includes('QS')) return seat;
  return -1;
}

/** The seat holding `card` among `hands`, or -1. */
export function holderOf(hands: readonly (readonly Card[])[], card: Card): Seat {
  for (let seat = 0; seat < hands.length; seat++) if (hands[seat].includes(card)) return seat;
  return -1;
}

/**
 * §4 row 3: the aces `hand` may call: an ace of clubs, spades or hearts it does not hold; with
 * requireCalledSuitInHand (D-9) only where it holds a plain card of that suit.
 */
export function callableAces(hand: readonly Card[], requireSuit: boolean): Card[] {
  return CALLABLE_ACES.filter((ace) => !hand.includes(ace) && (!requireSuit || hand.some((c) => !isTrump(c) && c[c.length - 1] === ace[ace.length - 1])));
}

export const leftOf = (seat: Seat): Seat => (seat + 1) % 4;

/** The seats of a poll of `count` seats, clockwise from `first`. */
export function pollFrom(first: Seat, count: number): Seat[] {
  const out = new Array<Seat>(count);
  for (let i = 0; i < count; i++) out[i] = (first + i) % 4;
  return out;
}
