// Supertrump lessons (rules/supertrump.md): following suit, trumps, super-trumps, points.
// Two seats: the learner deals (seat 1), so the opponent names trump and leads trick 1.
import type { Card, LoggedAction, Rank, Suit } from '../engine/core/types';
import { pack, dealOf, playStep, suit, rank } from './build';
import type { Lesson } from './types';

const ALL = pack();
const LEARNER = 1;

function opening(trump: Suit, superRank: Rank): LoggedAction[] {
  return [
    { seat: 0, action: { type: 'CHOOSE_TRUMP', suit: trump } },
    { seat: 1, action: { type: 'CHOOSE_SUPERTRUMP', rank: superRank } },
  ];
}

function lesson(id: string, trump: Suit, superRank: Rank, hands: [Card[], Card[]], top: Card[], script: Card[], steps: Lesson['steps']): Lesson {
  return {
    id,
    game: 'supertrump',
    setup: { players: 2, seed: `lesson-supertrump-${id}`, dealer: 1, deals: [dealOf(ALL, hands, top)] },
    learner: LEARNER,
    opening: opening(trump, superRank),
    script: { 0: script.map((card) => ({ type: 'PLAY', card })) },
    steps,
  };
}

const isHeart = (c: Card) => suit(c) === 'H';

export const supertrumpLessons: Lesson[] = [
  // Spades are trump, twos super-trumps: neither matters yet.
  lesson('follow', 'S', '2',
    [
      ['9H', '5H', '6C', '3D', '5D', '7C', '8C', '9C', '10C', 'JC', '6D', '7D', '8D'],
      ['KH', '4H', 'AD', 'QD', 'JD', '10D', '9D', '3S', '4S', '5S', '6S', '7S', '8S'],
    ],
    // trick 1: the learner takes the face-up 10S, the opponent 3C; trick 2: the opponent takes QS, the learner 9S
    ['10S', '3C', 'QS', '9S'],
    ['9H', '5H', '6C'],
    [
      playStep('follow.s1', 'KH', [[isHeart, 'follow.low'], [() => true, 'follow.must']], {
        wrong: [{ card: '4H', reason: 'follow.low' }, { card: 'AD', reason: 'follow.must' }],
      }),
      playStep('follow.s2', '4H', [[() => true, 'follow.leadHeart']], { wrong: [{ card: 'AD', reason: 'follow.leadHeart' }] }),
      // void in clubs: any card will do
      playStep('follow.s3', 'JD', [], { accept: () => true }),
    ]),
  lesson('trumps', 'S', '2',
    [
      ['AH', '3S', '8C', 'KH', 'QH', '5H', '6H', '7C', '9C', '10C', '3D', '4D', '5D'],
      ['5S', 'QS', 'KD', '9D', '8D', '7D', 'JC', 'QC', 'KC', 'AC', '6C', '4S', '6S'],
    ],
    ['AS', '2C', '3C', '4C'],
    ['AH', '3S', '8C'],
    [
      playStep('trumps.s1', '5S', [[() => true, 'trumps.discard']], {
        accept: (c) => suit(c) === 'S',
        wrong: [{ card: 'KD', reason: 'trumps.discard' }],
      }),
      playStep('trumps.s2', 'QS', [[() => true, 'trumps.leadTrump']], {
        accept: (c) => suit(c) === 'S',
        wrong: [{ card: 'KD', reason: 'trumps.leadTrump' }],
      }),
    ]),
  // Spades trump, fours super-trumps.
  lesson('super', 'S', '4',
    [
      ['AS', '4H', '3S', '5C', '6C', '7C', '8C', '9C', '2H', '3H', '5H', '6H', '7H'],
      ['4D', '4C', 'KS', '9H', '10H', 'JH', 'QH', 'KH', '2D', '3D', '5D', '6D', '7D'],
    ],
    ['2C', '3C', 'QS', 'JS'],
    ['AS', '4H'],
    [
      playStep('super.s1', '4D', [[(c) => suit(c) === 'S', 'super.kingLoses'], [(c) => rank(c) === '4', 'super.otherSuper'], [() => true, 'super.mustTrump']], {
        accept: (c) => c === '4C',
        wrong: [{ card: 'KS', reason: 'super.kingLoses' }, { card: '9H', reason: 'super.mustTrump' }],
      }),
      playStep('super.s2', '4C', [[() => true, 'super.leadSuper']], {
        accept: (c) => c === '4D',
        wrong: [{ card: 'KS', reason: 'super.leadSuper' }],
      }),
    ]),
  // Spades trump, twos super-trumps; the face-up card is the A♠.
  lesson('points', 'S', '2',
    [
      ['10H', '3S', '4C', '5C', '6C', '7C', '8C', '9C', '3H', '4H', '5H', '6H', '7H'],
      ['AH', 'KD', 'QD', 'JD', '10D', '9D', '8D', '7D', '6D', '5D', '4D', '3D', '10C'],
    ],
    ['AS', 'JC', 'QC', 'KC'],
    ['10H', '3S', '4C'],
    [
      playStep('points.s1', 'AH', [[() => true, 'points.win']], { wrong: [{ card: 'KD', reason: 'points.win' }] }),
      playStep('points.s2', 'AS', [[() => true, 'points.upcard']], { wrong: [{ card: 'KD', reason: 'points.upcard' }] }),
    ]),
];
