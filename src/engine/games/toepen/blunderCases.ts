// Toepen's blunder positions, each reached from a fixed deal through the contract
// (testing/blunderCase.ts): the unit suite (blunders.test.ts) holds every level and the hint to
// them, and the built app's learn mode is held to those decided on a seat's turn
// (e2e/blunder-hints.spec.ts).
import type { Action, Card } from '../../core/types';
import { PLAY, plays } from '../../testing/blunderCase';
import type { BlunderCase } from '../../testing/blunderCase';

const hand = (s: string): Card[] => s.split(' ') as Card[];
const PASS: Action = { type: 'PASS' };
const KNOCK: Action = { type: 'KNOCK' };
const STAY: Action = { type: 'STAY' };
const SETUP = { players: 4, dealer: 0, options: { signals: 'off' } };
const NO_EXCHANGE: [number, Action][] = [[1, PASS], [2, PASS], [3, PASS], [0, PASS]];
/** The rest of the pack, in pack order (the stock). */
const restOf = (hands: Card[][]): Card[] => {
  const held = new Set(hands.flat());
  return (['C', 'D', 'H', 'S'] as const).flatMap((s) => ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => `${r}${s}` as Card)).filter((c) => !held.has(c));
};

/**
 * Seat 1 holds the four aces and leads every trick; the others cannot beat them. In trick 4
 * seat 1 leads A♥, the last heart nobody can beat: whoever else is still in has lost.
 */
const ACES = [hand('7H 8H 9H 10H'), hand('AS AD AC AH'), hand('7S 7D 8C 7C'), hand('JH QH KH 9C')];
const ACES_DEAL = { hands: ACES, rest: restOf(ACES) };
const ACES_TRICKS: [number, Action][] = [
  [1, PLAY('AS')], [2, PLAY('7S')], [3, PLAY('9C')], [0, PLAY('7H')],
  [1, PLAY('AD')], [2, PLAY('7D')], [3, PLAY('JH')], [0, PLAY('8H')],
  [1, PLAY('AC')], [2, PLAY('8C')], [3, PLAY('QH')], [0, PLAY('9H')],
];

/**
 * Seat 1 leads spades twice and then 7♥; seats 2 and 3 have no hearts. Seat 0, last to play
 * in trick 3, holds A♥ and 8♥: either takes the trick, and 8♥ keeps A♥, the top heart, to
 * lead the last trick.
 */
const HEARTS = [hand('AH 8H 7S 8S'), hand('AS KS 7H KH'), hand('QS JS 7C 8C'), hand('10S 9S 9C 10C')];
const HEARTS_DEAL = { hands: HEARTS, rest: restOf(HEARTS) };

/**
 * Seat 1 leads its three aces and then 9♥ in trick 4; seat 2 follows with 7♥, seat 3 (no hearts)
 * throws 10♣; seat 0 is last, with Q♥ (or, in another deal, J♥). Everything else is out.
 */
const LAST = [hand('9S 9D JC QH'), hand('AS AD AC 9H'), hand('7S 7D 7C 7H'), hand('8S 8D 8C 10C')];
const LAST_DEAL = { hands: LAST, rest: restOf(LAST) };
const LAST_TRICKS: [number, Action][] = [
  [1, PLAY('AS')], [2, PLAY('7S')], [3, PLAY('8S')], [0, PLAY('9S')],
  [1, PLAY('AD')], [2, PLAY('7D')], [3, PLAY('8D')], [0, PLAY('9D')],
  [1, PLAY('AC')], [2, PLAY('7C')], [3, PLAY('8C')], [0, PLAY('JC')],
];
/** The same, but seat 3 keeps K♥ for trick 4 and seat 0 holds J♥. */
const BEATEN = [hand('9S 9D 9C JH'), hand('AS AD AC 9H'), hand('7S 7D 7C 7H'), hand('8S 8D 8C KH')];
const BEATEN_DEAL = { hands: BEATEN, rest: restOf(BEATEN) };
const BEATEN_TRICKS: [number, Action][] = [
  [1, PLAY('AS')], [2, PLAY('7S')], [3, PLAY('8S')], [0, PLAY('9S')],
  [1, PLAY('AD')], [2, PLAY('7D')], [3, PLAY('8D')], [0, PLAY('9D')],
  [1, PLAY('AC')], [2, PLAY('7C')], [3, PLAY('8C')], [0, PLAY('9C')],
];

/** Seat 1, first to exchange, holds A♠ K♦ J♣ 10♥: no low hand, two high cards (hard swapped such hands). */
const BLUFF = [hand('7H 8H 9H 8S'), hand('AS KD JC 10H'), hand('7S 7D 8C 7C'), hand('JH QH KH 9C')];
const BLUFF_DEAL = { hands: BLUFF, rest: restOf(BLUFF) };

export const TOEPEN_BLUNDER_CASES: BlunderCase[] = [
  {
    name: 'trick 4: staying against the knock of the sure winner with a card that cannot win',
    game: 'toepen',
    setup: { ...SETUP, seed: 'blunder-stay', deals: [ACES_DEAL] },
    moves: [...NO_EXCHANGE, ...ACES_TRICKS, [1, PLAY('AH')], [1, KNOCK]],
    seat: 2,
    blunder: (a) => a.type === 'STAY',
  },
  {
    name: 'trick 4: folding the sure winner (the top heart, to lead) against a bluff knock',
    game: 'toepen',
    setup: { ...SETUP, seed: 'blunder-fold', deals: [ACES_DEAL] },
    moves: [...NO_EXCHANGE, ...ACES_TRICKS, [3, KNOCK], [0, STAY]],
    seat: 1,
    blunder: (a) => a.type === 'FOLD',
  },
  {
    name: 'trick 4: knocking out of turn with a card that cannot win, after A♥ is led',
    game: 'toepen',
    setup: { ...SETUP, seed: 'blunder-knock', deals: [ACES_DEAL] },
    moves: [...NO_EXCHANGE, ...ACES_TRICKS, [1, PLAY('AH')]],
    seat: 3,
    optional: true,
    blunder: (a) => a.type === 'KNOCK',
  },
  {
    name: 'trick 3: taking the trick with A♥ when 8♥ takes it too (A♥ would win the last trick)',
    game: 'toepen',
    setup: { ...SETUP, seed: 'blunder-keep', deals: [HEARTS_DEAL] },
    moves: [
      ...NO_EXCHANGE,
      [1, PLAY('AS')], [2, PLAY('QS')], [3, PLAY('10S')], [0, PLAY('7S')],
      [1, PLAY('KS')], [2, PLAY('JS')], [3, PLAY('9S')], [0, PLAY('8S')],
      [1, PLAY('7H')], [2, PLAY('7C')], [3, PLAY('9C')],
    ],
    seat: 0,
    blunder: (a) => plays(a, 'AH'),
  },
  {
    name: 'trick 4: knocking on its own turn with 7♣, which cannot follow the led A♥',
    game: 'toepen',
    setup: { ...SETUP, seed: 'blunder-own-knock', deals: [ACES_DEAL] },
    moves: [...NO_EXCHANGE, ...ACES_TRICKS, [1, PLAY('AH')]],
    seat: 2,
    blunder: (a) => a.type === 'KNOCK',
  },
  {
    name: 'trick 4: staying with 9♥ already beaten on the table by the knocker\'s K♥',
    game: 'toepen',
    setup: { ...SETUP, seed: 'blunder-beaten', deals: [BEATEN_DEAL] },
    moves: [...NO_EXCHANGE, ...BEATEN_TRICKS, [1, PLAY('9H')], [2, PLAY('7H')], [3, PLAY('KH')], [3, KNOCK], [0, { type: 'FOLD' }]],
    seat: 1,
    blunder: (a) => a.type === 'STAY',
  },
  {
    name: 'trick 4: folding Q♥, last to play and above every card on the table, against a knock',
    game: 'toepen',
    setup: { ...SETUP, seed: 'blunder-last', deals: [LAST_DEAL] },
    moves: [...NO_EXCHANGE, ...LAST_TRICKS, [1, PLAY('9H')], [2, PLAY('7H')], [3, PLAY('10C')], [3, KNOCK]],
    seat: 0,
    blunder: (a) => a.type === 'FOLD',
  },
  {
    name: 'exchange: swapping away the four aces',
    game: 'toepen',
    setup: { ...SETUP, seed: 'blunder-swap', deals: [ACES_DEAL] },
    moves: [],
    seat: 1,
    blunder: (a) => a.type === 'EXCHANGE',
  },
  {
    name: 'exchange: swapping away an ace and a king as a bluff (a fresh hand is worse on average)',
    game: 'toepen',
    setup: { ...SETUP, seed: 'blunder-bluff-swap', deals: [BLUFF_DEAL] },
    moves: [],
    seat: 1,
    blunder: (a) => a.type === 'EXCHANGE',
  },
];

