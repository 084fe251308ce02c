// Tuppi lessons (rules/tuppi.md): the hidden auction. Four seats in two partnerships
// (the learner South, partner Clara North); no trumps ever.
import type { Action, Card, Seat } from '../engine/core/types';
import { act, pack, play, playStep, rank, suit } from './build';
import { OTHER_MOVE } from './run';
import type { Lesson, LessonStep } from './types';

const ALL = pack();
const LEARNER = 0;
const DEALER = 3; // bids are turned up from the dealer's left: the learner's first

const BID_RANKS = new Set(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
const isRed = (c: Card) => suit(c) === 'H' || suit(c) === 'D';
const bid = (card: Card): Action => ({ type: 'PLACE_AUCTION_CARD', card });

/** The learner's hand; the other 39 cards go round the table in pack order. */
function hands(mine: Card[]): Card[][] {
  const out: Card[][] = [mine, [], [], []];
  ALL.filter((c) => !mine.includes(c)).forEach((c, i) => out[1 + (i % 3)].push(c));
  return out;
}

/** A scripted seat: bids nolo with its first black number card, passes a solo, plays its lowest spade. */
function seatScript(hand: Card[]): Action[] {
  const black = hand.find((c) => !isRed(c) && BID_RANKS.has(rank(c)))!;
  const spades = hand.filter((c) => suit(c) === 'S');
  return [bid(black), act('PASS'), ...spades.map(play)];
}

const auctionStep: LessonStep = {
  key: 'auction.s1',
  answer: bid('3H'),
  check(action) {
    if (action.type !== 'PLACE_AUCTION_CARD') return OTHER_MOVE;
    const card = action.card as Card;
    if (!BID_RANKS.has(rank(card))) return { key: 'auction.court', params: { card } };
    return isRed(card) ? null : { key: 'auction.nolo', params: { card } };
  },
  wrong: [{ action: bid('2C'), reason: 'auction.nolo' }, { action: bid('KH'), reason: 'auction.court' }],
};

function auctionLesson(): Lesson {
  const dealt = hands(['AS', 'KS', 'QS', 'AH', 'KH', 'QH', '3H', 'AD', 'KD', '2D', 'AC', 'KC', '2C']);
  const script: Record<Seat, Action[]> = {};
  for (const s of [1, 2, 3]) script[s] = seatScript(dealt[s]);
  return {
    id: 'auction',
    game: 'tuppi',
    setup: { players: 4, seed: 'lesson-tuppi-auction', dealer: DEALER, deals: [{ hands: dealt }] },
    learner: LEARNER,
    script,
    steps: [
      auctionStep,
      playStep('auction.s2', 'AS', [[() => true, 'auction.leadAce']], {
        accept: (c) => rank(c) === 'A',
        wrong: [{ card: '2D', reason: 'auction.leadAce' }],
      }),
    ],
  };
}

export const tuppiLessons: Lesson[] = [auctionLesson()];

