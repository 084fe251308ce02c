// Tuppi's blunder positions reached from a fixed deal through the contract (testing/blunderCase.ts):
// the unit suite (blunders.test.ts) holds every level and the hint to them, and the built app's
// learn mode is held to them too (e2e/blunder-hints.spec.ts).
import { standardDeck } from '../../core/cards';
import type { Action, Card } from '../../core/types';
import { PLAY, plays } from '../../testing/blunderCase';
import type { BlunderCase } from '../../testing/blunderCase';

const CARD = (card: string): Action => ({ type: 'PLACE_AUCTION_CARD', card });
const hand = (s: string): Card[] => s.split(' ') as Card[];

/**
 * Dealer 0; seat 1 bids red and declares, seat 2 plays solo against it (seat 0 sits out).
 * The soloist holds J♥ 6♥ 3♥ A♥ and low cards of the other suits.
 */
const SOLO_DEAL = {
  hands: [
    hand('KH QH 2H 7S 8S 9S 7C 8C 9C 10D 6D 7D 8D'),
    hand('10H 9D KS QS JS KC QC JC KD QD JD 10S 10C'),
    hand('JH 6H 3H AH AS 2S 3S AC 2C 3C AD 2D 3D'),
    hand('4H 5H 7H 8H 9H 4S 5S 6S 4C 5C 6C 4D 5D'),
  ],
};
const SOLO_BIDS: [number, Action][] = [[1, CARD('9D')], [2, CARD('AS')], [3, CARD('4S')], [0, CARD('7S')]];

/** Seat 3 holds the helper's duel/3 hand (5 high-card points); the rest of the pack goes round seats 0–2. */
export const WEAK = hand('2C 4C 7C 3D 7D 10D 2H 3H 9H 10H 8S QS KS');
function aroundWeakHand(): { hands: Card[][] } {
  const rest = standardDeck().filter((c) => !WEAK.includes(c));
  const hands: Card[][] = [[], [], [], WEAK];
  rest.forEach((c, i) => hands[i % 3].push(c));
  return { hands };
}

/** A deal with the cards of `fixed` in those seats; the rest of the pack goes round. */
function dealAround(fixed: Card[][]): { hands: Card[][] } {
  const used = new Set(fixed.flat());
  const rest = standardDeck().filter((c) => !used.has(c));
  const hands = fixed.map((h) => h.slice());
  let seat = 0;
  for (const c of rest) {
    while (hands[seat].length >= 13) seat = (seat + 1) % 4;
    hands[seat].push(c);
    seat = (seat + 1) % 4;
  }
  return { hands };
}
/**
 * Dealer 0; seat 1 turns a red card first and declares rami (its partner seat 3), the
 * defenders 2 and 0 pass the solo.
 */
const RAMI_BIDS: [number, Action][] = [[1, CARD('9D')], [2, CARD('2C')], [3, CARD('3C')], [0, CARD('4C')]];

/** Dealer 0; every seat turns a black card (the cards fixed below), so the hand is nolo, led by seat 1. */
const NOLO_BIDS: [number, Action][] = [[1, CARD('9S')], [2, CARD('10S')], [3, CARD('4S')], [0, CARD('5S')]];

/** Seat 1 holds a strong hand of 27 high-card points (four aces, three kings, a queen); the rest goes round. */
export const STRONG = hand('AS KS 4S AH KH QH 7H 3H AD KD 5D AC 6C');
function aroundStrongHand(): { hands: Card[][] } {
  const rest = standardDeck().filter((c) => !STRONG.includes(c));
  const hands: Card[][] = [[], STRONG, [], []];
  [0, 2, 3].forEach((seat, k) => { hands[seat] = rest.slice(k * 13, k * 13 + 13); });
  return { hands };
}

export const TUPPI_BLUNDER_CASES: BlunderCase[] = [
  {
    // The case: last to a trick of 10♥ 4♥ in solo (aces low), J♥ takes it and loses
    // the solo; 6♥, 3♥ and A♥ all stay under.
    name: 'solo: the soloist, last to 10♥ 4♥, does not take the trick with J♥',
    game: 'tuppi',
    setup: { players: 4, seed: 'blunder-solo', dealer: 0, options: { handLimit: 1 }, deals: [SOLO_DEAL] },
    moves: [...SOLO_BIDS, [2, { type: 'DECLARE_SOLO' }], [2, { type: 'PASS' }], [1, PLAY('10H')], [3, PLAY('4H')]],
    seat: 2,
    blunder: (a) => plays(a, 'JH'),
  },
  {
    // A hand of 5 high-card points (two queens and a king) bids red: whoever turns it first
    // makes its side declare a rami it can hardly make, and the defenders score double.
    name: 'auction: a hand of 5 high-card points does not bid rami',
    game: 'tuppi',
    setup: { players: 4, seed: 'blunder-weak-rami', dealer: 2, options: { handLimit: 1 }, deals: [aroundWeakHand()] },
    moves: [],
    seat: 3,
    blunder: (a) => (a.type === 'PLACE_AUCTION_CARD' && /[HD]$/.test(a.card as string)) || (a.type === 'PLACE_VERBAL_BID' && a.bid === 'rami'),
  },
  {
    // Last to a spade trick its partner's K♠ already wins, a defender holding A♠ and low
    // spades: A♠ takes a trick that was its side's anyway and throws away a sure trick of
    // its own (in rami A♠ wins whenever it is played to spades or led).
    name: 'rami: the last defender does not overtake its partner\'s winning K♠ with A♠',
    game: 'tuppi',
    setup: { players: 4, seed: 'blunder-overtake', dealer: 0, options: { handLimit: 1 }, deals: [dealAround([['AS', '5S', '4C'], ['3S', '9D'], ['KS', '2C'], ['4S', '3C']])] },
    moves: [...RAMI_BIDS, [2, { type: 'PASS' }], [0, { type: 'PASS' }], [1, PLAY('3S')], [2, PLAY('KS')], [3, PLAY('4S')]],
    seat: 0,
    blunder: (a) => plays(a, 'AS'),
  },
  {
    // The declarer leads Q♠ and its partner holds A♠ K♠ 4♠: no opponent can hold a higher
    // spade, so the queen wins; the ace or king on it throws away one of the side's three
    // sure spade tricks.
    name: 'rami: third hand does not overtake its partner\'s sure winner Q♠ with A♠ or K♠',
    game: 'tuppi',
    setup: { players: 4, seed: 'blunder-overtake-third', dealer: 0, options: { handLimit: 1 }, deals: [dealAround([['4C'], ['QS', '9D'], ['2S', '2C'], ['AS', 'KS', '4S', '3C']])] },
    moves: [...RAMI_BIDS, [2, { type: 'PASS' }], [0, { type: 'PASS' }], [1, PLAY('QS')], [2, PLAY('2S')]],
    seat: 3,
    blunder: (a) => plays(a, 'AS', 'KS'),
  },
  {
    // Nolo, first trick: 8♣ 2♣ J♣ to seat 0, which holds Q♣ and 3♣ (and whatever else the
    // deal gives it): 3♣ ducks under the opponents' J♣; a club above it takes a trick for a
    // side that wants fewest.
    name: 'nolo: last to 8♣ 2♣ J♣, ducks instead of taking the trick',
    game: 'tuppi',
    setup: { players: 4, seed: 'blunder-nolo-duck', dealer: 0, options: { handLimit: 1 }, deals: [dealAround([['QC', '3C', '5S'], ['8C', '9S'], ['2C', '10S'], ['JC', '4S']])] },
    moves: [...NOLO_BIDS, [1, PLAY('8C')], [2, PLAY('2C')], [3, PLAY('JC')]],
    seat: 0,
    blunder: (a) => plays(a, 'QC', 'KC', 'AC'),
  },
  {
    // First in the reveal order with 27 high-card points: a black card hands the choice to
    // the others and, if nobody bids red, a nolo this hand cannot help losing.
    name: 'auction: a hand of 27 high-card points first in the reveal does not bid nolo',
    game: 'tuppi',
    setup: { players: 4, seed: 'blunder-strong-nolo', dealer: 0, options: { handLimit: 1 }, deals: [aroundStrongHand()] },
    moves: [],
    seat: 1,
    blunder: (a) => (a.type === 'PLACE_AUCTION_CARD' && /[CS]$/.test(a.card as string)) || (a.type === 'PLACE_VERBAL_BID' && a.bid === 'nolo'),
  },
];
