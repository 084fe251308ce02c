// Queen's Dungeon lessons (rules/queens-dungeon.md): the queen is the highest card of its
// suit; trumps, and the off-suit queen that never wins; two queens in one trick change trump;
// three send the winner to the dungeon.
// Four seats, each for themselves; the learner deals (seat 0), so Ben leads the first trick.
import type { Action, Card, Suit } from '../engine/core/types';
import { fillHands, pack, play, playStep, rank, suit } from './build';
import { OTHER_MOVE } from './run';
import type { Lesson } from './types';

const ALL = pack();
const LEARNER = 0;
const trump = (s: Suit): Action => ({ type: 'CHOOSE_TRUMP', suit: s });
const plays = (...cs: Card[]) => cs.map(play);
const dungeon = (option: string): Action => ({ type: 'DUNGEON_CHOICE', option });
const isQueen = (c: Card) => rank(c) === 'Q';

/** A lesson where the learner deals and names `first` trump before the deal. */
function lesson(id: string, first: Suit, given: Card[][], learnerRefuses: (c: Card) => boolean, script: Record<number, Action[]>, steps: Lesson['steps']): Lesson {
  // the learner gets only the given cards and those `learnerRefuses` lets through, and no other queen
  const hands = fillHands(ALL, 13, given, (seat, c) => seat === LEARNER && (learnerRefuses(c) || isQueen(c)), [LEARNER]);
  return {
    id,
    game: 'queens-dungeon',
    setup: { players: 4, seed: `lesson-queens-dungeon-${id}`, dealer: LEARNER, deals: [{ hands }] },
    learner: LEARNER,
    opening: [{ seat: LEARNER, action: trump(first) }],
    script,
    steps,
  };
}

export const queensDungeonLessons: Lesson[] = [
  // Spades are trump. Ben leads the A♥; your Q♥ is above it.
  lesson('queen', 'S',
    [['QH', 'KH', '2C'], ['AH', '2H'], ['9H', '3H'], ['8H', '4H']],
    (c) => suit(c) === 'H' || suit(c) === 'S',
    { 1: plays('AH', '2H'), 2: plays('9H', '3H'), 3: plays('8H', '4H') },
    [
      playStep('queen.s1', 'QH', [[(c) => suit(c) === 'H', 'queen.low'], [() => true, 'queen.must']], {
        wrong: [{ card: 'KH', reason: 'queen.low' }, { card: '2C', reason: 'queen.must' }],
      }),
      playStep('queen.s2', 'KH', [[() => true, 'queen.leadKing']], { wrong: [{ card: '2C', reason: 'queen.leadKing' }] }),
    ]),
  // Spades are trump. Ben leads clubs; you have none: you must trump (or play a queen).
  lesson('trumps', 'S',
    [['3S', 'QS', 'QD', '7D'], ['10C', '2S'], ['AC', '4S'], ['KC', '5S']],
    (c) => suit(c) === 'C' || suit(c) === 'S',
    { 1: plays('10C', '2S'), 2: plays('AC', '4S'), 3: plays('KC', '5S') },
    [
      playStep('trumps.s1', '3S', [[(c) => c === 'QD', 'trumps.offQueen'], [(c) => c === 'QS', 'trumps.saveQueen'], [() => true, 'trumps.mustTrump']], {
        wrong: [{ card: 'QD', reason: 'trumps.offQueen' }, { card: 'QS', reason: 'trumps.saveQueen' }, { card: '7D', reason: 'trumps.mustTrump' }],
      }),
      playStep('trumps.s2', 'QS', [[() => true, 'trumps.leadQueen']], { wrong: [{ card: 'QD', reason: 'trumps.leadQueen' }] }),
    ]),
  // Spades are trump. Clara drops her Q♣ on Ben's A♥ and you take it with the Q♥: two queens in
  // one trick, so you, the dealer, must change trump. Your hand is full of hearts.
  lesson('change', 'S',
    [['QH', 'KH', 'JH', '10H', '9H', '2D'], ['AH'], ['QC'], ['5H']],
    (c) => suit(c) === 'S' || suit(c) === 'H',
    { 1: plays('AH'), 2: plays('QC'), 3: plays('5H') },
    [
      playStep('change.s1', 'QH', [[(c) => suit(c) === 'H', 'change.low'], [() => true, 'change.must']], {
        wrong: [{ card: '9H', reason: 'change.low' }, { card: '2D', reason: 'change.must' }],
      }),
      {
        key: 'change.s2',
        answer: trump('H'),
        check(action) {
          if (action.type !== 'CHOOSE_TRUMP') return OTHER_MOVE;
          if (action.suit === 'H') return null;
          return { key: action.suit === 'S' ? 'change.same' : 'change.hearts' };
        },
        wrong: [{ action: trump('S'), reason: 'change.same' }, { action: trump('D'), reason: 'change.hearts' }],
      },
    ]),
  // Spades are trump. Ben leads the A♥, Clara and Dev drop their Q♣ and Q♦; your only heart is
  // the Q♥ and you hold no other queen, so you must play it: three queens, and you win them.
  lesson('dungeon', 'S',
    [['QH', '2D', '3D'], ['AH'], ['QC'], ['QD']],
    (c) => suit(c) === 'H',
    { 1: plays('AH'), 2: plays('QC'), 3: plays('QD') },
    [
      playStep('dungeon.s1', 'QH', [[() => true, 'dungeon.forced']], { wrong: [{ card: '2D', reason: 'dungeon.forced' }] }),
      {
        key: 'dungeon.s2',
        answer: dungeon('MATCH_LOWEST'),
        check(action) {
          if (action.type !== 'DUNGEON_CHOICE') return OTHER_MOVE;
          return action.option === 'MATCH_LOWEST' ? null : { key: 'dungeon.minus' };
        },
        wrong: [{ action: dungeon('MINUS_100'), reason: 'dungeon.minus' }],
      },
    ]),
];
