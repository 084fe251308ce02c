// Skat's blunder suite (testing/blunders.ts): positions where a choice clearly loses.
import { describe, it } from 'vitest';
import type { Action, Card } from '../../core/types';
import { checkBlunderCase } from '../../testing/blunders';
import type { BlunderCase } from '../../testing/blunders';
import { SKAT_DECK } from './rules';

const hand = (s: string): Card[] => s.split(' ') as Card[];
const PASS: Action = { type: 'PASS' };
const BID = (value: number): Action => ({ type: 'BID', value });
const contractOf = (a: Action): { type: string; trump?: string } | null =>
  a.type === 'DECLARE' ? (a.contract as { type: string; trump?: string }) : null;

/**
 * A deal with `mine` for `seat` (dealer 0: seat 1 is forehand, 2 middlehand, 0 rearhand) and
 * `skat`; the other cards go round the other two seats.
 */
function dealFor(mine: Card[], skat: Card[], seat = 1): { hands: Card[][]; rest: Card[] } {
  const rest = SKAT_DECK.filter((c) => !mine.includes(c) && !skat.includes(c));
  const hands: Card[][] = [[], [], []];
  hands[seat] = mine;
  const others = [0, 1, 2].filter((x) => x !== seat);
  rest.forEach((c, i) => hands[others[i % 2]].push(c));
  return { hands, rest: skat };
}

/** Middlehand and rearhand pass; forehand (seat 1) bids 18 alone and takes the skat. */
const TO_DISCARD: (readonly [number, Action])[] = [[2, PASS], [0, PASS], [1, BID(18)], [1, { type: 'TAKE_SKAT' }]];

const CLUBS_HAND = hand('JC JS JH AC 10C KC QC 9C AS 7H');
const NO_JACKS = hand('8D 10D AD 7D AS 8S QD AH 10C AC');
const WEAK = hand('JC 7S 8S 9S 7H 8H 9H 7D 8D 9C');

const CASES: BlunderCase[] = [
  {
    // The case: a clubs hand with three jacks and seven clubs puts J♥ (a trump) in the
    // skat. 7♥ and 7♦ make two voids and keep every trump.
    name: 'discard: a clubs hand keeps its jacks and clubs',
    game: 'skat',
    setup: { players: 3, seed: 'blunder-discard', dealer: 0, options: { handsPerGame: 1 }, deals: [dealFor(CLUBS_HAND, hand('8C 7D'))] },
    moves: TO_DISCARD,
    seat: 1,
    blunder: (a) => a.type === 'DISCARD' && (a.cards as string[]).some((c) => c.startsWith('J') || c.endsWith('C')),
  },
  {
    // The case: a hand without a jack (after the skat too) declares Grand, where only
    // jacks are trumps: the defenders' four jacks take the lead at will (−240 in the match seen).
    name: 'declaration: no Grand without a jack',
    game: 'skat',
    setup: { players: 3, seed: 'blunder-grand', dealer: 0, options: { handsPerGame: 1 }, deals: [dealFor(NO_JACKS, hand('9D 7H'))] },
    moves: [...TO_DISCARD, [1, { type: 'DISCARD', cards: ['7H', '8S'] }]],
    seat: 1,
    blunder: (a) => contractOf(a)?.type === 'grand',
  },
  {
    // Rearhand holds the club jack and nothing else of worth: clubs with 1 is worth 24, and no
    // game it could win reaches twice that. After the others went to 36 it must not bid 48 or
    // more (the issue saw "Bid 70" on a hand of usual value 33).
    name: 'bidding: no bid far above any game the hand can reach',
    game: 'skat',
    setup: { players: 3, seed: 'blunder-bid', dealer: 0, options: { handsPerGame: 1 }, deals: [dealFor(WEAK, hand('KS QH'), 0)] },
    moves: [[2, BID(18)], [1, { type: 'HOLD' }], [2, BID(20)], [1, { type: 'HOLD' }], [2, BID(22)], [1, { type: 'HOLD' }], [2, BID(23)], [1, { type: 'HOLD' }], [2, BID(24)], [1, { type: 'HOLD' }], [2, BID(27)], [1, { type: 'HOLD' }], [2, BID(30)], [1, { type: 'HOLD' }], [2, BID(33)], [1, { type: 'HOLD' }], [2, BID(35)], [1, { type: 'HOLD' }], [2, BID(36)], [1, { type: 'HOLD' }], [2, PASS]],
    seat: 0,
    blunder: (a) => a.type === 'BID' && (a.value as number) >= 48,
  },
];

describe('Skat blunders', () => {
  for (const c of CASES) it(c.name, () => checkBlunderCase(c));
});
