// Tuppi's blunder suite (testing/blunders.ts): positions where a move clearly loses.
import { describe, it } from 'vitest';
import { standardDeck } from '../../core/cards';
import type { Action, Card } from '../../core/types';
import { checkBlunderCase, PLAY, plays } from '../../testing/blunders';
import type { BlunderCase } from '../../testing/blunders';
import { highPoints } from './ai';

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
const WEAK = hand('2C 4C 7C 3D 7D 10D 2H 3H 9H 10H 8S QS KS');
function aroundWeakHand(): { hands: Card[][] } {
  const rest = standardDeck().filter((c) => !WEAK.includes(c));
  const hands: Card[][] = [[], [], [], WEAK];
  rest.forEach((c, i) => hands[i % 3].push(c));
  return { hands };
}

/**
 * Dealer 0; seat 1 turns a red card first and declares rami (its partner seat 3), the
 * defenders 2 and 0 pass the solo. The bid cards are fixed; the rest of the pack goes round.
 */
function ramiDeal(fixed: Card[][]): { hands: Card[][] } {
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
const RAMI_BIDS: [number, Action][] = [[1, CARD('9D')], [2, CARD('2C')], [3, CARD('3C')], [0, CARD('4C')]];

const CASES: BlunderCase[] = [
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
    setup: { players: 4, seed: 'blunder-overtake', dealer: 0, options: { handLimit: 1 }, deals: [ramiDeal([['AS', '5S', '4C'], ['3S', '9D'], ['KS', '2C'], ['4S', '3C']])] },
    moves: [...RAMI_BIDS, [2, { type: 'PASS' }], [0, { type: 'PASS' }], [1, PLAY('3S')], [2, PLAY('KS')], [3, PLAY('4S')]],
    seat: 0,
    blunder: (a) => plays(a, 'AS'),
  },
];

describe('Tuppi blunders', () => {
  it('the weak hand of the auction case has 5 high-card points', () => {
    if (highPoints(WEAK) !== 5) throw new Error(`the weak hand has ${highPoints(WEAK)} high-card points`);
  });
  for (const c of CASES) it(c.name, () => checkBlunderCase(c));
});
