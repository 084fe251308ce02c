// Ascot lessons (rules/ascot.md): a trick won by its leader moves the ace of the led suit;
// a trick won by the follower moves nothing. Two seats; you own the black horses (A♠, A♣),
// Ben the red ones (A♥, A♦). The aces are out of the pack: the king is the top card.
import type { Card, Seat } from '../engine/core/types';
import { dealOf, fillHands, pack, play, playStep, suit } from './build';
import type { Lesson } from './types';

const ALL = pack(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);
const LEARNER = 0;

function lesson(id: string, dealer: Seat, given: Card[][], refuse: (seat: number, c: Card) => boolean, script: Card[], steps: Lesson['steps']): Lesson {
  return {
    id,
    game: 'ascot',
    setup: {
      players: 2, seed: `lesson-ascot-${id}`, dealer, options: { seat0Side: 'black' },
      deals: [dealOf(ALL, fillHands(ALL, 12, given, refuse))],
    },
    learner: LEARNER,
    script: { 1: script.map(play) },
    steps,
  };
}

export const ascotLessons: Lesson[] = [
  // Ben deals: you lead. Lead kings of your own suits and win: your horses move.
  lesson('lead', 1,
    [['KS', '3S', 'KC', '5H', 'KH'], ['4S', '5C']],
    () => false,
    ['4S', '5C'],
    [
      playStep('lead.s1', 'KS', [[(c) => suit(c) === 'S', 'lead.low'], [(c) => suit(c) === 'H' || suit(c) === 'D', 'lead.red']], {
        fallback: 'lead.spade',
        wrong: [{ card: '3S', reason: 'lead.low' }, { card: '5H', reason: 'lead.red' }],
      }),
      playStep('lead.s2', 'KC', [[(c) => suit(c) === 'H' || suit(c) === 'D', 'lead.red']], {
        fallback: 'lead.club',
        wrong: [{ card: 'KH', reason: 'lead.red' }, { card: '3S', reason: 'lead.club' }],
      }),
    ]),
  // You deal: Ben leads a heart to move his A♥. Take the trick as the follower: nothing moves.
  lesson('follow', 0,
    [['QH', '2H', 'KC', '3D'], ['9H', '4C']],
    (seat, c) => seat === LEARNER && suit(c) === 'H',
    ['9H', '4C'],
    [
      playStep('follow.s1', 'QH', [[(c) => suit(c) === 'H', 'follow.stop'], [() => true, 'follow.must']], {
        wrong: [{ card: '2H', reason: 'follow.stop' }, { card: 'KC', reason: 'follow.must' }],
      }),
      playStep('follow.s2', 'KC', [[() => true, 'follow.leadClub']], { wrong: [{ card: '3D', reason: 'follow.leadClub' }] }),
    ]),
];
