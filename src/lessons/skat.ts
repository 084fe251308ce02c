// Skat lessons (rules/skat.md): the jacks are trumps. Three seats; the learner deals and sits
// in rearhand as a defender; Ben (forehand) plays clubs.
import type { Card } from '../engine/core/types';
import { dealOf, pack, play, playStep, suit } from './build';
import type { Lesson } from './types';

const ALL = pack(['7', '8', '9', '10', 'J', 'Q', 'K', 'A']);

export const skatLessons: Lesson[] = [
  {
    id: 'jacks',
    game: 'skat',
    setup: {
      players: 3, seed: 'lesson-skat-jacks', dealer: 0,
      deals: [dealOf(ALL, [
        ['JD', 'AD', '10D', 'KD', 'AS', '10S', 'AH', '10H', 'KH', 'QH'],
        ['JC', 'JS', 'JH', 'AC', '10C', 'KC', '7C', '7D', '9C', 'QC'],
        ['8C', '8D', '9D', 'QD', 'KS', 'QS', '9S', '8S', '7S', '9H'],
      ])],
    },
    learner: 0,
    // Clara (middlehand) and you pass; Ben (forehand) bids 18 and plays clubs from his hand.
    opening: [
      { seat: 2, action: { type: 'PASS' } },
      { seat: 0, action: { type: 'PASS' } },
      { seat: 1, action: { type: 'BID', value: 18 } },
      { seat: 1, action: { type: 'PLAY_HAND' } },
      { seat: 1, action: { type: 'DECLARE', contract: { type: 'suit', trump: 'C' } } },
    ],
    script: { 1: ['7C', '7D'].map((c) => play(c as Card)), 2: ['8C', '8D'].map((c) => play(c as Card)) },
    steps: [
      playStep('jacks.s1', 'JD', [[(c) => suit(c) === 'D', 'jacks.notDiamond'], [() => true, 'jacks.mustTrump']], {
        wrong: [{ card: 'AD', reason: 'jacks.notDiamond' }, { card: 'AS', reason: 'jacks.mustTrump' }],
      }),
      playStep('jacks.s2', 'AD', [[() => true, 'jacks.leadDiamond']], {
        wrong: [{ card: 'KD', reason: 'jacks.leadDiamond' }],
      }),
    ],
  },
];
