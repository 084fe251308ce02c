// Ascot lessons (rules/ascot.md): a trick won by its leader moves the ace of the led suit;
// a trick won by the follower moves nothing; an ace moves at most 6 times; at the end the
// best horses decide, and when they are level the second horses. Two seats; you own the black
// horses (A♠, A♣), Ben the red ones (A♥, A♦). The aces are out of the pack: the king is the top card.
import type { Card, Deal, LoggedAction, Seat } from '../engine/core/types';
import { dealOf, fillHands, pack, play, playStep, rank, suit } from './build';
import type { Lesson } from './types';

const ALL = pack(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);
const ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const LEARNER = 0;

function lesson(id: string, dealer: Seat, given: Card[][] | Deal, refuse: (seat: number, c: Card) => boolean, script: Card[], steps: Lesson['steps'], opening?: LoggedAction[]): Lesson {
  return {
    id,
    game: 'ascot',
    setup: {
      players: 2, seed: `lesson-ascot-${id}`, dealer, options: { seat0Side: 'black' },
      deals: [Array.isArray(given) ? dealOf(ALL, fillHands(ALL, 12, given, refuse)) : given],
    },
    learner: LEARNER,
    opening,
    script: { 1: script.map(play) },
    steps,
  };
}

/**
 * Tricks already played, as the opening: each "led followed" pair of cards, `first` leading the
 * first one; the follower takes a trick with a higher card of the led suit, else the leader
 * does, and the winner leads the next (no trumps).
 */
function played(first: Seat, tricks: string[]): LoggedAction[] {
  let leader = first;
  return tricks.flatMap((t) => {
    const [led, followed] = t.split(' ') as [Card, Card];
    const follower = (1 - leader) as Seat;
    const moves = [{ seat: leader, action: play(led) }, { seat: follower, action: play(followed) }];
    if (suit(followed) === suit(led) && ORDER.indexOf(rank(followed)) > ORDER.indexOf(rank(led))) leader = follower;
    return moves;
  });
}

/**
 * A stock, top first, for the first 12 tricks: trick t's winner takes card 2t−2 (the face-up
 * one) and its loser card 2t−1; `winners[t]` names trick t+1's winner, and each seat's cards
 * are taken in the order listed.
 */
function stockFor(winners: Seat[], cards: Card[][]): Card[] {
  const next = cards.map((c) => c.slice());
  return winners.flatMap((w) => [next[w].shift()!, next[1 - w].shift()!]);
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
  // Ben deals: you lead. You have already led and won six spades: your A♠ has moved 6 times,
  // the most an ace may this race. Your K♠ would win again, but move nothing: lead clubs.
  // Ben holds five spades (6♠ to 2♠) and discards the 2♦ on the sixth; no spade is in the stock.
  lesson('cap', 1,
    [['QS', 'JS', '10S', '9S', '8S', '7S', 'KS', 'KC', 'QC'], ['6S', '5S', '4S', '3S', '2S', '2D', '2C', '3C']],
    (seat, c) => seat === 1 && suit(c) === 'C' && c !== '2C' && c !== '3C',
    ['2C', '3C'],
    [
      playStep('cap.s1', 'KC', [[(c) => suit(c) === 'S', 'cap.capped'], [(c) => suit(c) === 'H' || suit(c) === 'D', 'cap.red']], {
        fallback: 'cap.club',
        wrong: [{ card: 'KS', reason: 'cap.capped' }, { card: 'QD', reason: 'cap.red' }, { card: '9C', reason: 'cap.club' }],
      }),
      playStep('cap.s2', 'QC', [[(c) => suit(c) === 'S', 'cap.capped'], [(c) => suit(c) === 'H' || suit(c) === 'D', 'cap.red']], {
        fallback: 'cap.queen',
        wrong: [{ card: 'KS', reason: 'cap.capped' }, { card: 'JC', reason: 'cap.queen' }],
      }),
    ],
    played(0, ['QS 6S', 'JS 5S', '10S 4S', '9S 3S', '8S 2S', '7S 2D'])),
  // Ben deals: you lead. 22 of the 24 tricks are played: your A♠ and Ben's A♥ have both moved
  // 6 times (the cap), your A♣ and his A♦ 3 times each. You hold the K♣ and the 3♦, Ben the 5♣
  // and the 9♦. Lead the K♣ and win: the A♣ moves to 4 and the second horses decide for you.
  // Lead the 3♦ first and Ben takes it, then your K♣ only follows: a dead heat.
  lesson('finish', 1,
    {
      hands: [
        ['KS', 'QS', 'JS', '10S', '9S', '8S', 'QC', 'JC', '10C', '6C', '7H', '6H'],
        ['2S', '3S', '4S', '5S', '6S', '7S', '2C', '3C', '4C', '9C', 'KH', 'QH'],
      ],
      // you win tricks 1–9, Ben 10–12; each of you draws the cards played from trick 13 on
      rest: stockFor([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1], [
        ['5H', '4H', '3H', '2H', '4D', '5D', '6D', '10D', '7C', '8D', 'KC', '3D'],
        ['JH', '10H', '9H', '8H', 'KD', 'QD', 'JD', '2D', '8C', '7D', '5C', '9D'],
      ]),
    },
    () => false,
    ['5C', '9D'],
    [
      playStep('finish.s1', 'KC', [[() => true, 'finish.deadHeat']], { wrong: [{ card: '3D', reason: 'finish.deadHeat' }] }),
      playStep('finish.s2', '3D', []),
    ],
    played(0, [
      // your spades: the A♠ moves 6 times; your clubs: the A♣ 3 times; Ben's 9♣ takes the lead
      'KS 2S', 'QS 3S', 'JS 4S', '10S 5S', '9S 6S', '8S 7S', 'QC 2C', 'JC 3C', '10C 4C', '6C 9C',
      // Ben's hearts: the A♥ moves 6 times; his diamonds: the A♦ 3 times
      'KH 7H', 'QH 6H', 'JH 5H', '10H 4H', '9H 3H', '8H 2H', 'KD 4D', 'QD 5D', 'JD 6D',
      // three tricks won by the follower: nothing moves, and you lead trick 23
      '2D 10D', '7C 8C', '7D 8D',
    ])),
];
