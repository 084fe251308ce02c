// Ascot's card logic (rules spec §2, §5): the 48-card pack without aces, K high to 2 low in
// every suit, no trumps (or, with trumpFromFirstUpcard, the first upcard's suit), as the kit's
// tables; following (§5.1) and the trick winner (§5.2). The one legality oracle: play.ts asks
// these, and so do the AI, the sparring partner and the UI.
import { standardDeck } from '../../core/cards';
import type { Card, PlayedCard, Seat, Suit } from '../../core/types';
import { ledCard, legalFollows, mayFollow } from '../../kit/follow';
import { slotOf, trickRules, TRUMPS } from '../../kit/trickRules';
import type { TrickRules } from '../../kit/trickRules';
import { beats } from '../../kit/winner';

/** §2: the playing deck, the four aces removed (they are the horses). */
export const ASCOT_PACK: readonly Card[] = standardDeck().filter((c) => c[0] !== 'A');

/** The suits as the kit's class codes 0–3. */
export const SUITS_ORDER: readonly Suit[] = ['C', 'D', 'H', 'S'];
const SUIT_CODE: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
export const suitCode = (c: Card): number => SUIT_CODE[c[c.length - 1]];
export const suitOfCard = (c: Card): Suit => c[c.length - 1] as Suit;

/** §2: K Q J 10 9 … 2 (K = 12, 2 = 1); the first character decides ('1' is the 10). */
const RANK_VALUE: number[] = [];
for (const [ch, v] of Object.entries({ K: 12, Q: 11, J: 10, 1: 9, 9: 8, 8: 7, 7: 6, 6: 5, 5: 4, 4: 3, 3: 2, 2: 1 })) RANK_VALUE[ch.charCodeAt(0)] = v;
export const rankValue = (c: Card): number => RANK_VALUE[c.charCodeAt(0)];

/** The tables of no trumps (index 4) and of each trump suit (by class code). */
const TABLES: readonly TrickRules[] = [0, 1, 2, 3, 4].map((t) => trickRules(ASCOT_PACK, suitCode, rankValue, (c) => (suitCode(c) === t ? TRUMPS : suitCode(c))));

/** §5 as the kit's tables for this trump suit (null: no trumps). */
export const rulesFor = (trump: Suit | null): TrickRules => TABLES[trump === null ? 4 : SUIT_CODE[trump]];

/** §5.1: may `card` of `hand` go to `trick`? Follow suit if you can, else any card (trumping is never forced). */
export function mayPlay(hand: readonly Card[], trick: readonly PlayedCard[], card: Card, trump: Suit | null): boolean {
  return mayFollow(hand, ledCard(trick), card, rulesFor(trump));
}

/** §5.1: the cards of `hand` that may go to `trick`, in hand order. */
export function playableCards(hand: readonly Card[], trick: readonly PlayedCard[], trump: Suit | null): Card[] {
  return legalFollows(hand, ledCard(trick), rulesFor(trump));
}

/** §5.2: does `follow` beat `led`? (No trump: only a higher card of the led suit; a trump over a plain card.) */
export function followerWins(led: Card, follow: Card, trump: Suit | null): boolean {
  const t = rulesFor(trump);
  return beats(slotOf(follow), slotOf(led), t.win[slotOf(led)], t);
}

/** §5.2: the seat that wins a complete two-card trick. */
export function trickWinner(trick: readonly PlayedCard[], trump: Suit | null): Seat {
  return followerWins(trick[0].card, trick[1].card, trump) ? trick[1].seat : trick[0].seat;
}
