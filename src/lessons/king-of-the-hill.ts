// King of the Hill lessons (rules/king-of-the-hill.md): the trumps (jokers, the trump rank in
// every suit, then the trump suit), pairs (lead one, answer one, two different cards are no
// pair), and declaring the trump suit with a trump-rank card as it is dealt.
// Five seats; seat 1 deals, so Ben (seat 0) is the first King and the trump rank is his 2.
// Play and the deal go counterclockwise: 0, 4, 3, 2, 1. The learner sits at seat 2 and plays
// fourth. The lessons with tricks open with Eve's 2♠ declared as her first card (spades trump),
// Ben burying the kitty and calling the Q♣, which Dev holds: Dev is already two places from
// the King, so nobody moves. Every other 2 lies in the kitty, so no other declaration chance
// comes up during the deal.
// The King's lessons (bury, call) seat the learner as King: seat 3 deals, so seat 2 is King and
// plays first; the order is you, Clara, Ben, Eve, Dev. You showed the 2♥ as your first card
// (hearts trump) and picked up the kitty: 28 cards, 14 of them trumps, six spades, five low
// clubs and three low diamonds. The burial is one step of eight DISCARDs (one confirm at the
// table): no trump, no ace, no point card, and both short suits whole, so clubs and diamonds
// are void; the call names an ace held by neither you nor the kitty.
import { RANKS, SUITS } from '../engine/core/cards';
import type { Action, Card, Deal, LoggedAction } from '../engine/core/types';
import { act, play, playStep, rank, suit } from './build';
import { OTHER_MOVE } from './run';
import type { Lesson, WrongMove } from './types';

const PACK: Card[] = [...SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as Card)), 'BJ', 'RJ'];
const TWO_PACKS: Card[] = [...PACK, ...PACK];
const HAND = 20;
const LEARNER = 2;
const KING = 0;
const PASS = act('PASS');
const pair = (a: Card, b: Card = a): Action => ({ type: 'PLAY_PAIR', cards: [a, b] });
const declare = (c: Card): Action => ({ type: 'DECLARE_TRUMP', cards: [c] });
const isJoker = (c: Card) => c === 'RJ' || c === 'BJ';
const isTwo = (c: Card) => !isJoker(c) && rank(c) === '2';

/** The kitty of the trick lessons: the other seven 2s but the learner's or Eve's, and a filler. */
const KITTY: Card[] = ['2S', '2H', '2D', '2D', '2C', '2C', '3S', '4S'];

/**
 * A fixed deal of the two packs (copies counted): each seat's given cards first, in the order
 * dealt, then the seats in `first` fill up with the cards `refuse` lets them have, in pack
 * order, and the rest go round the others. No filler is a 2: every trump-rank card is placed
 * by the lesson, so the declaration chances are the lesson's own; nor a second copy of a card
 * the seat was given (its scripted plays stay what they say).
 */
function kothDeal(given: Card[][], kitty: Card[], refuse: (seat: number, c: Card) => boolean, first: number[] = [LEARNER]): Deal {
  const left = new Map<Card, number>();
  for (const c of TWO_PACKS) left.set(c, (left.get(c) ?? 0) + 1);
  for (const c of [...given.flat(), ...kitty]) {
    const n = left.get(c) ?? 0;
    if (n <= 0) throw new Error(`lesson deal: a third ${c}`);
    left.set(c, n - 1);
  }
  const hands = given.map((h) => h.slice());
  const refused = (seat: number, c: Card) => refuse(seat, c) || given[seat].includes(c);
  const fillers: Card[] = [];
  for (const c of TWO_PACKS) {
    const n = left.get(c) ?? 0;
    if (n > 0) {
      fillers.push(c);
      left.set(c, n - 1);
    }
  }
  if (fillers.some(isTwo)) throw new Error('lesson deal: a 2 left to the fillers');
  const rest: Card[] = [];
  for (const seat of first) {
    for (const c of fillers) {
      if (hands[seat].length < HAND && !refused(seat, c)) hands[seat].push(c);
      else rest.push(c);
    }
    fillers.splice(0, fillers.length, ...rest.splice(0));
  }
  let s = 0;
  for (const c of fillers) {
    let placed = false;
    for (let k = 0; k < 5 && !placed; k++) {
      const seat = (s + k) % 5;
      if (hands[seat].length < HAND && !refused(seat, c)) {
        hands[seat].push(c);
        s = seat + 1;
        placed = true;
      }
    }
    if (!placed) throw new Error(`lesson deal: no seat takes ${c}`);
  }
  if (hands.some((h) => h.length !== HAND)) throw new Error('lesson deal: a hand is short');
  return { hands, rest: kitty.slice() };
}

/** Eve declares the 2♠ (her first card); Ben buries the kitty as it came and calls the Q♣. */
const PRELUDE: LoggedAction[] = [
  { seat: 4, action: declare('2S') },
  ...KITTY.map((card) => ({ seat: KING, action: { type: 'DISCARD', card } })),
  { seat: KING, action: { type: 'CALL_PARTNER', card: 'QC' } },
];

/** `dealer` 1 makes Ben (seat 0) King; 3 makes the learner King. */
function lesson(id: string, deal: Deal, script: Record<number, Action[]>, steps: Lesson['steps'], opening: LoggedAction[] = PRELUDE, dealer = 1): Lesson {
  return {
    id,
    game: 'king-of-the-hill',
    setup: { players: 5, seed: `lesson-king-of-the-hill-${id}`, dealer, deals: [deal] },
    learner: LEARNER,
    opening,
    script,
    steps,
  };
}

/** The King's deal: your 20 cards, 2♥ first, and the kitty; the other 2s lie single in the other hands. */
const KING_HAND: Card[] = ['2H', 'RJ', '2C', 'KH', 'QH', 'JH', '9H', '8H', '5H', '3H', 'AS', 'KS', '10S', '6S', '3C', '6C', '8C', 'JC', '4D', '7D'];
const KING_KITTY: Card[] = ['BJ', '2S', 'AH', '10H', 'QS', '4C', '9D', '5S'];
const KING_DEAL = kothDeal([['2D'], ['2D'], KING_HAND, ['2S'], ['2H', '2C']], KING_KITTY, () => false, []);
/** The right burial: the five clubs and the three diamonds, none worth a point. */
const BURY: Card[] = ['3C', '4C', '6C', '8C', 'JC', '4D', '7D', '9D'];
const discard = (card: Card): Action => ({ type: 'DISCARD', card });
const burial = (cards: Card[]): Action[] => cards.map(discard);
/** The right burial with the card at `i` changed for `card` (a wrong one, checked before any is sent). */
const buryWith = (i: number, card: Card): Action[] => burial(BURY.map((c, k) => (k === i ? card : c)));
const isPoints = (c: Card) => !isJoker(c) && ['5', '10', 'K'].includes(rank(c));
const isHeartTrump = (c: Card) => isJoker(c) || isTwo(c) || suit(c) === 'H';
/** You showed the 2♥ as your first card: hearts are trump, and the kitty is yours. */
const KING_OPENING: LoggedAction[] = [{ seat: LEARNER, action: declare('2H') }];

function kingLesson(id: string, steps: Lesson['steps'], opening: LoggedAction[]): Lesson {
  return lesson(id, KING_DEAL, {}, steps, opening, 3);
}

/** The same two cards, copies counted (a pair's order is the engine's). */
const sameTwo = (a: unknown, b: readonly Card[]) => Array.isArray(a) && a.length === 2 && [...a].sort().join() === [...b].sort().join();

export const kingOfTheHillLessons: Lesson[] = [
  // Spades are trump. Ben leads the A♥: your only heart is the 4♥ (the 2♥ is a trump). Then Ben
  // leads the K♥, Dev trumps with the A♠ and your 2♥ beats it.
  lesson('trumps',
    kothDeal(
      [['AH', 'KH', 'QC'], ['9H', '8H'], ['4H', '2H', '5S', '7C'], ['7H', 'AS', 'QC'], ['2S', '3H', '10H']],
      KITTY,
      (seat, c) => (seat === LEARNER && (isJoker(c) || suit(c) === 'H' || suit(c) === 'S')) || (seat === 3 && !isJoker(c) && suit(c) === 'H')),
    { 0: [play('AH'), play('KH')], 1: [play('9H'), play('8H')], 3: [play('7H'), play('AS')], 4: [play('3H'), play('10H')] },
    [
      playStep('trumps.s1', '4H', [[(c) => c === '2H', 'trumps.notHeart'], [() => true, 'trumps.follow']], {
        wrong: [{ card: '2H', reason: 'trumps.notHeart' }, { card: '5S', reason: 'trumps.follow' }],
      }),
      playStep('trumps.s2', '2H', [[(c) => c === '5S', 'trumps.low'], [() => true, 'trumps.offSuit']], {
        wrong: [{ card: '5S', reason: 'trumps.low' }, { card: '7C', reason: 'trumps.offSuit' }],
      }),
    ]),
  // Spades are trump. Ben leads the pair 8♦ 8♦; you answer with your Q♦ Q♦ and win, then lead
  // your A♣ A♣: everyone must give two clubs.
  lesson('pairs',
    kothDeal(
      [['8D', '8D', 'QC', '4C', '6C'], ['5D', '6D', '5C', 'KC'], ['QD', 'QD', 'JD', 'AC', 'AC', '2H'], ['QC', '4D', '7D', '7C', '8C'], ['2S', '3D', '10D', '9C', '10C']],
      KITTY,
      (seat, c) => seat === LEARNER && (isJoker(c) || suit(c) === 'D' || suit(c) === 'C')),
    {
      0: [pair('8D'), pair('4C', '6C')], 1: [pair('5D', '6D'), pair('5C', 'KC')], 3: [pair('4D', '7D'), pair('7C', '8C')], 4: [pair('3D', '10D'), pair('9C', '10C')],
    },
    [
      {
        key: 'pairs.s1',
        answer: pair('QD'),
        check(action): WrongMove | null {
          if (action.type !== 'PLAY_PAIR') return OTHER_MOVE;
          if (sameTwo(action.cards, ['QD', 'QD'])) return null;
          return { key: sameTwo(action.cards, ['JD', 'QD']) ? 'pairs.notPair' : 'pairs.low' };
        },
        wrong: [{ action: pair('JD', 'QD'), reason: 'pairs.notPair' }],
      },
      {
        key: 'pairs.s2',
        answer: pair('AC'),
        check(action): WrongMove | null {
          if (action.type === 'PLAY_PAIR' && sameTwo(action.cards, ['AC', 'AC'])) return null;
          if (action.type === 'PLAY' && action.card === 'AC') return { key: 'pairs.single' };
          return { key: 'pairs.leadPair' };
        },
        wrong: [{ action: play('AC'), reason: 'pairs.single' }],
      },
    ]),
  // The deal itself. Your seventh card is the 2♣ with no club in your hand: let it go. Your
  // eleventh is the 2♥, with five hearts: show it, and hearts are trump.
  lesson('declare',
    kothDeal(
      [[], [], ['AH', 'KH', 'QS', '9H', '8D', '6H', '2C', 'JS', '10H', '4D', '2H'], [], []],
      ['2C', '2H', '2S', '2S', '2D', '2D', '3S', '4S'],
      (seat, c) => seat === LEARNER && (isJoker(c) || suit(c) === 'H' || suit(c) === 'C')),
    {},
    [
      {
        key: 'declare.s1',
        answer: PASS,
        check(action): WrongMove | null {
          if (action.type === 'PASS') return null;
          return action.type === 'DECLARE_TRUMP' ? { key: 'declare.noClubs' } : OTHER_MOVE;
        },
        wrong: [{ action: declare('2C'), reason: 'declare.noClubs' }],
      },
      {
        key: 'declare.s2',
        answer: declare('2H'),
        check(action): WrongMove | null {
          if (action.type === 'DECLARE_TRUMP') return Array.isArray(action.cards) && action.cards.join() === '2H' ? null : OTHER_MOVE;
          return action.type === 'PASS' ? { key: 'declare.take' } : OTHER_MOVE;
        },
        wrong: [{ action: PASS, reason: 'declare.take' }],
      },
    ],
    []),
  // You are King: bury eight of your 28 cards. Each card is judged as it is picked (no trump,
  // no ace, no point card), and the eight together at the last: both short suits whole.
  kingLesson('bury', [
    {
      key: 'bury.s1',
      answer: burial(BURY),
      check(action, _obs, before): WrongMove | null {
        if (action.type !== 'DISCARD' || typeof action.card !== 'string') return OTHER_MOVE;
        const card = action.card as Card;
        if (isHeartTrump(card)) return { key: 'bury.trump', params: { card } };
        if (isPoints(card)) return { key: 'bury.points', params: { card } };
        if (rank(card) === 'A') return { key: 'bury.ace', params: { card } };
        // the eighth card: the burial as a whole leaves no club and no diamond
        if (before.length === BURY.length - 1) {
          const spade = [...before.map((a) => a.card as Card), card].find((c) => suit(c) === 'S');
          if (spade) return { key: 'bury.void', params: { card: spade } };
        }
        return null;
      },
      wrong: [
        { action: buryWith(4, 'KS'), reason: 'bury.points' },
        { action: buryWith(2, 'AH'), reason: 'bury.trump' },
        { action: buryWith(6, 'AS'), reason: 'bury.ace' },
        { action: buryWith(0, 'QS'), reason: 'bury.void' },
      ],
    },
  ], KING_OPENING),
  // The kitty is buried (clubs and diamonds); name the partner card: an ace you do not hold.
  kingLesson('call', [
    {
      key: 'call.s1',
      answer: { type: 'CALL_PARTNER', card: 'AD' },
      check(action): WrongMove | null {
        if (action.type !== 'CALL_PARTNER' || typeof action.card !== 'string') return OTHER_MOVE;
        const card = action.card as Card;
        if (card === 'AC' || card === 'AD') return null;
        return { key: card === 'AS' ? 'call.held' : 'call.ace', params: { card } };
      },
      wrong: [
        { action: { type: 'CALL_PARTNER', card: 'AS' }, reason: 'call.held' },
        { action: { type: 'CALL_PARTNER', card: 'KC' }, reason: 'call.ace' },
        { action: { type: 'CALL_PARTNER', card: '3C' }, reason: 'call.ace' },
      ],
    },
  ], [...KING_OPENING, ...burial(BURY).map((action) => ({ seat: LEARNER, action }))]),
];
