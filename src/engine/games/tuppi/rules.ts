// Tuppi's card logic (rules spec §2, §5): no trumps ever; in solo the ace is the lowest card.
import { RANKS, standardDeck, SUITS } from '../../core/cards';
import type { Card, Seat } from '../../core/types';
import { trickRules } from '../../kit/trickRules';
import type { TrickRules } from '../../kit/trickRules';
import { trickWinner } from '../../kit/winner';
import type { BidWord } from './types';

export const team = (seat: Seat): 0 | 1 => (seat % 2) as 0 | 1;
export const partner = (seat: Seat): Seat => (seat + 2) % 4;
export const left = (seat: Seat): Seat => (seat + 1) % 4;
export const right = (seat: Seat): Seat => (seat + 3) % 4;
/** Both seats of a side, 0 = NS, 1 = EW. */
export const sideSeats = (side: 0 | 1): [Seat, Seat] => [side, side + 2];

// Card text -> rank (2 = 0 … A = 12; '10' by its '1') and suit (C D H S = 0–3) by character
// code: AI playouts ask millions of times, so no slicing and no call into another module.
// Only for the 52 cards, which the rules check on the way in.
const RANK_BY_CODE = new Int8Array(128).fill(-1);
const SUIT_BY_CODE = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => { RANK_BY_CODE[r.charCodeAt(0)] = i; });
SUITS.forEach((s, i) => { SUIT_BY_CODE[s.charCodeAt(0)] = i; });
const rankIx = (card: Card): number => RANK_BY_CODE[card.charCodeAt(0)];
const suitIx = (card: Card): number => SUIT_BY_CODE[card.charCodeAt(card.length - 1)];
const TWO = 0;
const JACK = 9;
const KING = 11;
const ACE = 12;
const DIAMONDS = 1;
const HEARTS = 2;

/** Strength within a suit: 2 = 0 … A = 12; in solo the ace drops below the 2 (§2). */
export function strength(card: Card, solo: boolean): number {
  const r = rankIx(card);
  return solo && r === ACE ? -1 : r;
}

/** §5.2, §5.3 as the kit's tables: follow the led suit; the highest card of it wins; [rami and nolo, solo]. */
const TRICK_RULES: readonly TrickRules[] = [false, true].map((solo) => trickRules(standardDeck(), suitIx, (c) => strength(c, solo)));

export const trickRulesFor = (solo: boolean): TrickRules => TRICK_RULES[solo ? 1 : 0];

/** Index (in play order) of the highest card of the led suit (§5.3). */
export function trickWinnerIndex(cards: readonly Card[], solo: boolean): number {
  return trickWinner(cards.map((card, seat) => ({ seat, card })), trickRulesFor(solo));
}

/** What a bid card says: red = rami, black = nolo (§4 row 2). */
export function bidOfCard(card: Card): BidWord {
  const s = suitIx(card);
  return s === HEARTS || s === DIAMONDS ? 'rami' : 'nolo';
}

/** Why `card` cannot be a bid card, or null (§4 row 2, D-1). */
export function bidCardProblem(card: Card, allowTwo: boolean): 'court' | 'two' | null {
  const r = rankIx(card);
  if (r >= JACK && r <= KING) return 'court';
  if (r === TWO && !allowTwo) return 'two';
  return null;
}

export function eligibleBidCards(hand: readonly Card[], allowTwo: boolean): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < hand.length; i++) if (bidCardProblem(hand[i], allowTwo) === null) out.push(hand[i]);
  return out;
}

/** Does `hand` hold a card it may bid `bid` with? */
export function holdsBidCardOf(hand: readonly Card[], bid: BidWord, allowTwo: boolean): boolean {
  for (let i = 0; i < hand.length; i++) if (bidCardProblem(hand[i], allowTwo) === null && bidOfCard(hand[i]) === bid) return true;
  return false;
}
