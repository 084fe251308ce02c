// Supertrump's blunder positions reached from a fixed deal through the contract
// (testing/blunderCase.ts): the two choices before play for a hand of only low cards. The unit
// suite (blunders.test.ts) holds every level and the hint to them, and the built app's learn
// mode is held to them too (e2e/blunder-hints.spec.ts).
import { standardDeck } from '../../core/cards';
import type { Card } from '../../core/types';
import type { BlunderCase } from '../../testing/blunderCase';

const cards = (s: string): Card[] => s.split(' ') as Card[];

/** A fixed deal: seat 0 (the non-dealer, dealer 1) holds `hand0`, seat 1 `hand1`; the stock is the rest. */
function dealOf(hand0: Card[], hand1: Card[]): { hands: Card[][]; rest: Card[] } {
  const rest = standardDeck().filter((c) => !hand0.includes(c) && !hand1.includes(c));
  return { hands: [hand0, hand1], rest };
}
/** The 26 cards not in `hand`, in deck order: 13 for the other seat and 13 at the top of the stock. */
const othersOf = (hand: Card[]): Card[] => standardDeck().filter((c) => !hand.includes(c));

const LOW_TRUMPS = cards('7S 5S 4S 3S 2S 6H 4H 2H 5D 3D 2D 4C 3C');
const LOW_RANKS = cards('2S 2H 2D 3S 3C 4H 5D 6S 6H 7C 7D 5C 4S');

export const SUPERTRUMP_BLUNDER_CASES: BlunderCase[] = [
  {
    // The hand (a hint called 7♠ 5♠ 4♠ 3♠ "length and high cards"): only low cards,
    // spades the longest. Over the same 300 random deals of the other cards, played out by the
    // sparring partner on both sides, naming spades scored −14.1 ± 0.5 points against the
    // dealer, hearts −20.5, diamonds −20.3, clubs −21.8: every other suit gives away six points.
    name: 'trump: a hand of only low cards names its longest suit',
    game: 'supertrump',
    setup: { players: 2, seed: 'blunder-trump', dealer: 1, deals: [dealOf(LOW_TRUMPS, othersOf(LOW_TRUMPS).slice(0, 13))] },
    seat: 0,
    blunder: (a) => a.type === 'CHOOSE_TRUMP' && a.suit !== 'S',
  },
  {
    // The dealer holds only cards from 2 to 7, three of them 2s. A rank it does not hold (8 to
    // ace) gives the non-dealer and the stock every super-trump: over the same 200 random deals
    // (hearts trump, both sides the sparring partner) 2 scored +2.2 ± 0.6 points, 8 to ace
    // −14.6 to −16.0.
    name: 'super-trump: a hand of only low cards makes a rank it holds super, never one it lacks',
    game: 'supertrump',
    setup: { players: 2, seed: 'blunder-rank', dealer: 1, deals: [dealOf(othersOf(LOW_RANKS).slice(0, 13), LOW_RANKS)] },
    moves: [[0, { type: 'CHOOSE_TRUMP', suit: 'H' }]],
    seat: 1,
    blunder: (a) => a.type === 'CHOOSE_SUPERTRUMP' && ['8', '9', '10', 'J', 'Q', 'K', 'A'].includes(a.rank as string),
  },
];

