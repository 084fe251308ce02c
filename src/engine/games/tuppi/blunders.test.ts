// Tuppi's blunder suite (testing/blunders.ts): positions where a move clearly loses.
import { describe, it } from 'vitest';
import { standardDeck } from '../../core/cards';
import type { Action, Card } from '../../core/types';
import { checkBlunderCase, PLAY, plays } from '../../testing/blunders';
import type { BlunderCase } from '../../testing/blunders';
import { highPoints } from './ai';
import { newMatch } from '../../core/match';
import type { CompletedTrick, PlayedCard, Seat } from '../../core/types';
import { observe } from './observe';
import type { TuppiState } from './types';

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
const STRONG = hand('AS KS 4S AH KH QH 7H 3H AD KD 5D AC 6C');
function aroundStrongHand(): { hands: Card[][] } {
  const rest = standardDeck().filter((c) => !STRONG.includes(c));
  const hands: Card[][] = [[], STRONG, [], []];
  [0, 2, 3].forEach((seat, k) => { hands[seat] = rest.slice(k * 13, k * 13 + 13); });
  return { hands };
}

/**
 * A nolo hand at trick 12 (dealer 0, every bid black): the eleven tricks so far each of one
 * suit, won by the seat holding its highest card (seats 1, 1, 2, 2, 2, 3, 3, 1, 1, 1, 1: North
 * and South three tricks, East and West eight). Seat 1 leads 10♥, seats 2 and 3 follow 4♥ 5♥;
 * seat 0 holds J♥ 9♥, the last two hearts; the others hold 2♣, K♠, 3♦ between them.
 */
function noloEndgame(): TuppiState {
  const base = newMatch('tuppi', { players: 4, seed: 'blunder-nolo', dealer: 0, options: { handLimit: 1 } }).state as TuppiState;
  const ofSuit = (suit: string, except: string[]): Card[] => standardDeck().filter((c) => c.endsWith(suit) && !except.includes(c));
  // the played cards by suit, low to high, four to a trick
  const pool: Record<string, Card[]> = { H: ofSuit('H', ['10H', '4H', '5H', 'JH', '9H']), C: ofSuit('C', ['2C']), S: ofSuit('S', ['KS']), D: ofSuit('D', ['3D']) };
  const suits = ['C', 'C', 'S', 'S', 'S', 'D', 'D', 'D', 'H', 'H', 'C'];
  const winners: Seat[] = [1, 1, 2, 2, 2, 3, 3, 1, 1, 1, 1];
  const tricks: CompletedTrick[] = [];
  let leader: Seat = 1;
  suits.forEach((suit, t) => {
    const four = pool[suit].splice(0, 4);
    const high = four.pop()!;
    const cards: PlayedCard[] = [0, 1, 2, 3].map((k) => {
      const seat = ((leader + k) % 4) as Seat;
      return { seat, card: seat === winners[t] ? high : four.shift()! };
    });
    tricks.push({ cards, winner: winners[t] });
    leader = winners[t];
  });
  const tricksWon = [0, 0, 0, 0];
  for (const w of winners) tricksWon[w]++;
  const firstBlack = (seat: Seat): Card => tricks.map((t) => t.cards.find((p) => p.seat === seat)!.card).find((c) => /^([2-9]|10)[CS]$/.test(c))!;
  const bids = ([0, 1, 2, 3] as Seat[]).map((seat) => ({ kind: 'card' as const, bid: 'nolo' as const, card: firstBlack(seat) }));
  return {
    ...base, phase: 'trickPlay', hands: [['JH', '9H'], ['2C'], ['KS'], ['3D']], bids,
    revealed: [1, 2, 3, 0].map((seat) => ({ ...bids[seat], seat: seat as Seat })), knownCards: [[], [], [], []],
    mode: 'nolo', declarer: -1, soloist: -1, sittingOut: -1, offeredTo: -1, outOfPlay: [], leader: 1,
    trick: [{ seat: 1, card: '10H' }, { seat: 2, card: '4H' }, { seat: 3, card: '5H' }], trickNo: 12, tricksWon,
    lastTrick: tricks[tricks.length - 1], tricks,
  };
}

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
  {
    // Every heart is out but seat 0's J♥ 9♥: 9♥ stays under 10♥ and J♥ can never win the
    // last trick (no more hearts to lead); J♥ takes this trick and then the last one with 9♥,
    // two tricks (8 points) more for a side that wants fewest.
    name: 'nolo: last to 10♥ 4♥ 5♥ with J♥ 9♥, ducks with 9♥',
    game: 'tuppi',
    observation: () => observe(noloEndgame(), 0),
    seat: 0,
    blunder: (a) => plays(a, 'JH'),
  },
];

describe('Tuppi blunders', () => {
  it('the weak and strong hands of the auction cases have 5 and 27 high-card points', () => {
    if (highPoints(WEAK) !== 5) throw new Error(`the weak hand has ${highPoints(WEAK)} high-card points`);
    if (highPoints(STRONG) !== 27) throw new Error(`the strong hand has ${highPoints(STRONG)} high-card points`);
  });
  it('the nolo endgame is a position the engine plays on: seat 0 to move, every card in one place', () => {
    const s = noloEndgame();
    const cards = [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.tricks.flatMap((t) => t.cards.map((p) => p.card))];
    if (new Set(cards).size !== 52) throw new Error(`the nolo endgame holds ${new Set(cards).size} distinct cards`);
    const o = observe(s, 0);
    if (JSON.stringify(o.legal) !== JSON.stringify([PLAY('JH'), PLAY('9H')]) && JSON.stringify(o.legal) !== JSON.stringify([PLAY('9H'), PLAY('JH')])) throw new Error(`legal: ${JSON.stringify(o.legal)}`);
    if (JSON.stringify(o.teamTricks) !== JSON.stringify([3, 8])) throw new Error(`team tricks: ${JSON.stringify(o.teamTricks)}`);
  });
  for (const c of CASES) it(c.name, () => checkBlunderCase(c));
});
