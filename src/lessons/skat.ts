// Skat lessons (rules/skat.md): the jacks are trumps; bidding and the game's value; card
// points (61 to win); the grand (only the four jacks are trumps). Three seats; the learner
// sits in seat 0.
import type { Action, Card } from '../engine/core/types';
import { act, dealOf, pack, play, playStep, suit } from './build';
import { OTHER_MOVE } from './run';
import type { Lesson, LessonStep, WrongMove } from './types';

const ALL = pack(['7', '8', '9', '10', 'J', 'Q', 'K', 'A']);
const plays = (...cs: Card[]) => cs.map(play);
const bid = (value: number): Action => ({ type: 'BID', value });
const declare = (trump: 'C' | 'S' | 'H' | 'D'): Action => ({
  type: 'DECLARE', contract: { type: 'suit', trump, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false },
});

/** Ben (forehand) passes over Clara and you, bids 18 alone and plays clubs from his hand (the learner deals). */
const BEN_PLAYS_CLUBS_HAND = [
  { seat: 2, action: { type: 'PASS' } },
  { seat: 0, action: { type: 'PASS' } },
  { seat: 1, action: bid(18) },
  { seat: 1, action: { type: 'PLAY_HAND' } },
  { seat: 1, action: declare('C') },
];

/** A step of one exact action; another action gets the reason `why` names, else `fallback`. */
function choose(key: string, answer: Action, why: (a: Action) => string | null, fallback: string, wrong: { action: Action; reason: string }[]): LessonStep {
  return {
    key,
    answer,
    check(action): WrongMove | null {
      if (JSON.stringify(action) === JSON.stringify(answer)) return null;
      const r = why(action);
      if (r) return { key: r };
      return action.type === answer.type ? { key: fallback } : OTHER_MOVE;
    },
    wrong,
  };
}

const GRAND: Action = { type: 'DECLARE', contract: { type: 'grand', schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false } };
const GRAND_SCHNEIDER: Action = { type: 'DECLARE', contract: { type: 'grand', schneiderAnnounced: true, schwarzAnnounced: false, ouvert: false } };
const isJack = (c: Card) => c.startsWith('J');

const isTrumpInHearts = (c: Card) => c.startsWith('J') || suit(c) === 'H';

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
    opening: BEN_PLAYS_CLUBS_HAND,
    script: { 1: plays('7C', '7D'), 2: plays('8C', '8D') },
    steps: [
      playStep('jacks.s1', 'JD', [[(c) => suit(c) === 'D', 'jacks.notDiamond'], [() => true, 'jacks.mustTrump']], {
        wrong: [{ card: 'AD', reason: 'jacks.notDiamond' }, { card: 'AS', reason: 'jacks.mustTrump' }],
      }),
      playStep('jacks.s2', 'AD', [[() => true, 'jacks.leadDiamond']], {
        wrong: [{ card: 'KD', reason: 'jacks.leadDiamond' }],
      }),
    ],
  },
  // Ben deals: Clara is forehand, you middlehand. Your hearts with the J♣ (not the J♠) are
  // "with 1, game 2": 2 × 10 = 20. You say 18 (Clara passes), hold Ben's 20 (he passes),
  // take the skat, put away two small cards and declare hearts: worth exactly 20.
  {
    id: 'bidding',
    game: 'skat',
    setup: {
      players: 3, seed: 'lesson-skat-bidding', dealer: 1,
      deals: [dealOf(ALL, [
        ['JC', 'AH', '10H', 'KH', 'QH', '9H', '8H', 'AS', '7C', '7D'],
        ['JS', 'JH', 'JD', 'AC', '10C', 'KC', 'QC', '9C', '8C', 'KS'],
        ['AD', '10D', 'KD', 'QD', '9D', '8D', '10S', 'QS', '9S', '8S'],
      ])],
    },
    learner: 0,
    script: { 2: [act('PASS')], 1: [bid(20), act('PASS')] },
    steps: [
      choose('bidding.s1', bid(18), (a) => (a.type === 'PASS' ? 'bidding.worth' : a.type === 'BID' ? 'bidding.start' : null), 'bidding.start', [
        { action: act('PASS'), reason: 'bidding.worth' },
        { action: bid(22), reason: 'bidding.start' },
      ]),
      choose('bidding.s2', act('HOLD'), (a) => (a.type === 'PASS' ? 'bidding.canHold' : null), 'bidding.canHold', [
        { action: act('PASS'), reason: 'bidding.canHold' },
      ]),
      choose('bidding.s3', act('TAKE_SKAT'), (a) => (a.type === 'PLAY_HAND' ? 'bidding.takeSkat' : null), 'bidding.takeSkat', [
        { action: act('PLAY_HAND'), reason: 'bidding.takeSkat' },
      ]),
      {
        key: 'bidding.s4',
        answer: { type: 'DISCARD', cards: ['7C', '7D'] },
        check(action) {
          if (action.type !== 'DISCARD' || !Array.isArray(action.cards)) return OTHER_MOVE;
          return (action.cards as Card[]).some(isTrumpInHearts) ? { key: 'bidding.keepTrumps' } : null;
        },
        wrong: [{ action: { type: 'DISCARD', cards: ['7H', '7S'] }, reason: 'bidding.keepTrumps' }],
      },
      choose('bidding.s5', declare('H'), (a) => {
        const c = a.contract as { type?: string; trump?: string } | undefined;
        if (a.type !== 'DECLARE' || !c) return null;
        if (c.type === 'suit' && c.trump === 'D') return 'bidding.overbid';
        return 'bidding.hearts';
      }, 'bidding.hearts', [
        { action: declare('D'), reason: 'bidding.overbid' },
        { action: declare('C'), reason: 'bidding.hearts' },
      ]),
    ],
  },
  // Ben plays clubs from his hand again; Clara is your partner. Card points: A 11, 10 10,
  // K 4, Q 3, J 2; the declarer needs 61 of the 120.
  {
    id: 'points',
    game: 'skat',
    setup: {
      players: 3, seed: 'lesson-skat-points', dealer: 0,
      deals: [dealOf(ALL, [
        ['10S', '7S', '10H', '7H', 'AD', '10D', 'KD', '8D', '9C', '8C'],
        ['JC', 'JS', 'JH', 'JD', 'AC', '10C', 'KC', 'KS', 'AH', 'QC'],
        ['AS', 'QS', '9S', '8S', '9H', '8H', 'KH', 'QH', '7C', '9D'],
      ])],
    },
    learner: 0,
    opening: BEN_PLAYS_CLUBS_HAND,
    script: { 1: plays('KS', 'AH'), 2: plays('AS', '9H') },
    steps: [
      playStep('points.s1', '10S', [[(c) => suit(c) === 'S', 'points.fatten'], [() => true, 'points.follow']], {
        wrong: [{ card: '7S', reason: 'points.fatten' }, { card: 'AD', reason: 'points.follow' }],
      }),
      playStep('points.s2', '7H', [[(c) => suit(c) === 'H', 'points.save'], [() => true, 'points.followHeart']], {
        wrong: [{ card: '10H', reason: 'points.save' }, { card: 'AD', reason: 'points.followHeart' }],
      }),
    ],
  },
  // Clara deals: you are forehand. Ben and Clara pass, you say 18 and play from your hand
  // (the opening). Three jacks (not the J♦, Ben's), four aces and three tens: a grand, "with 3,
  // game 4, hand 5" = 5 × 24 = 120 (clubs: 5 × 12 = 60). Lead a jack: Ben's J♦ is his only
  // trump and must fall; then the opponents hold no trump and your aces are safe.
  {
    id: 'grand',
    game: 'skat',
    setup: {
      players: 3, seed: 'lesson-skat-grand', dealer: 2,
      deals: [dealOf(ALL, [
        ['JC', 'JS', 'JH', 'AC', '10C', 'AS', '10S', 'AH', '10H', 'AD'],
        ['JD', 'KC', '9C', 'KS', '9S', 'KH', '9H', 'KD', '9D', '8D'],
        ['QC', '8C', '7C', 'QS', '8S', '7S', 'QH', '8H', '7H', '10D'],
      ])],
    },
    learner: 0,
    opening: [
      { seat: 1, action: { type: 'PASS' } },
      { seat: 2, action: { type: 'PASS' } },
      { seat: 0, action: bid(18) },
      { seat: 0, action: { type: 'PLAY_HAND' } },
    ],
    script: { 1: plays('JD', '9S'), 2: plays('7H', '7S') },
    steps: [
      choose('grand.s1', GRAND, (a) => {
        const c = a.contract as { type?: string; schneiderAnnounced?: boolean } | undefined;
        if (a.type !== 'DECLARE' || !c) return null;
        if (c.type === 'suit') return 'grand.suit';
        if (c.type === 'grand') return 'grand.plain';
        return 'grand.null';
      }, 'grand.suit', [
        { action: declare('C'), reason: 'grand.suit' },
        { action: GRAND_SCHNEIDER, reason: 'grand.plain' },
      ]),
      playStep('grand.s2', 'JC', [[() => true, 'grand.jacksFirst']], {
        accept: isJack,
        wrong: [{ card: 'AC', reason: 'grand.jacksFirst' }, { card: '10S', reason: 'grand.jacksFirst' }],
      }),
      playStep('grand.s3', 'AS', [[isJack, 'grand.keepJacks'], [() => true, 'grand.ace']], {
        wrong: [{ card: 'JS', reason: 'grand.keepJacks' }, { card: '10C', reason: 'grand.ace' }],
      }),
    ],
  },
];


