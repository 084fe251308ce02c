// Tuppi lessons (rules/tuppi.md): the hidden auction; following suit with no trumps (the
// highest card of the led suit wins); nolo (try to lose tricks); the solo (alone, to take
// no trick, with the ace the lowest card). Four seats in two
// partnerships (the learner South, partner Clara North); no trumps ever.
import type { Action, Card, LoggedAction, Seat } from '../engine/core/types';
import { act, fillHands, pack, play, playStep, rank, suit } from './build';
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

const firstBlack = (hand: Card[]) => hand.find((c) => !isRed(c) && BID_RANKS.has(rank(c)))!;
const ofSuit = (hand: Card[], s: string) => hand.filter((c) => suit(c) === s);
const high = (c: Card) => ['A', 'K', 'Q'].includes(rank(c));

// Ben deals; Clara (first to be turned up) bids red and is the declarer; Dev and Ben decline the solo.
function followLesson(): Lesson {
  const dealt = fillHands(ALL, 13,
    [['AS', '3S', 'AH', 'KH', '2C'], ['4S', 'AC'], ['QS', '5D'], ['KS']],
    (seat, c) => (seat === 1 && suit(c) === 'H') || (seat === 0 && (high(c) || suit(c) === 'S')),
    [0, 1],
  );
  const opening: LoggedAction[] = [
    { seat: 0, action: bid('2C') },
    { seat: 1, action: bid(firstBlack(dealt[1])) },
    { seat: 2, action: bid('5D') },
    { seat: 3, action: bid(firstBlack(dealt[3])) },
    { seat: 3, action: act('PASS') },
    { seat: 1, action: act('PASS') },
  ];
  return {
    id: 'follow',
    game: 'tuppi',
    setup: { players: 4, seed: 'lesson-tuppi-follow', dealer: 1, deals: [{ hands: dealt }] },
    learner: LEARNER,
    opening,
    script: {
      1: [play('4S'), play('AC')],
      2: [play('QS'), ...ofSuit(dealt[2], 'H').map(play)],
      3: [play('KS'), ...ofSuit(dealt[3], 'H').map(play)],
    },
    steps: [
      playStep('follow.s1', 'AS', [[(c) => suit(c) === 'S', 'follow.low'], [() => true, 'follow.must']], {
        wrong: [{ card: '3S', reason: 'follow.low' }, { card: 'AH', reason: 'follow.must' }],
      }),
      playStep('follow.s2', 'AH', [[() => true, 'follow.leadAce']], {
        accept: (c) => rank(c) === 'A',
        wrong: [{ card: '3S', reason: 'follow.leadAce' }],
      }),
    ],
  };
}

// The learner deals to nobody's advantage: everyone bids black, so the deal is nolo and Ben
// (the dealer's left) leads. You hold hearts K and 4 and no clubs.
function noloLesson(): Lesson {
  const dealt = fillHands(ALL, 13,
    [['KH', '4H', '3S'], ['9H'], ['5H'], ['JH', '8C']],
    (seat, c) => seat === 0 && (high(c) || suit(c) === 'C' || suit(c) === 'H'),
    [0],
  );
  const script: Record<Seat, Action[]> = {
    1: [bid(firstBlack(dealt[1])), play('9H'), ...ofSuit(dealt[1], 'C').map(play)],
    2: [bid(firstBlack(dealt[2])), play('5H'), ...ofSuit(dealt[2], 'C').map(play)],
    3: [bid(firstBlack(dealt[3])), play('JH'), play('8C')],
  };
  return {
    id: 'nolo',
    game: 'tuppi',
    setup: { players: 4, seed: 'lesson-tuppi-nolo', dealer: 0, deals: [{ hands: dealt }] },
    learner: LEARNER,
    script,
    steps: [
      {
        key: 'nolo.s1',
        answer: bid('3S'),
        check(action) {
          if (action.type !== 'PLACE_AUCTION_CARD') return OTHER_MOVE;
          const card = action.card as Card;
          if (!BID_RANKS.has(rank(card))) return { key: 'nolo.court', params: { card } };
          return isRed(card) ? { key: 'nolo.red', params: { card } } : null;
        },
        wrong: [{ action: bid('4H'), reason: 'nolo.red' }, { action: bid('KH'), reason: 'nolo.court' }],
      },
      playStep('nolo.s2', '4H', [[(c) => suit(c) === 'H', 'nolo.duck'], [() => true, 'nolo.follow']], {
        wrong: [{ card: 'KH', reason: 'nolo.duck' }, { card: '3S', reason: 'nolo.follow' }],
      }),
      playStep('nolo.s3', 'KH', [[() => true, 'nolo.dump']], {
        accept: high,
        wrong: [{ card: '3S', reason: 'nolo.dump' }],
      }),
    ],
  };
}

// Clara deals; Dev's red bid is turned up first, so he declares and you, on his left, are
// offered the solo first. Alone against Dev and Ben, you must take no trick; the ace is now
// the lowest card of its suit.
function soloLesson(): Lesson {
  const dealt = fillHands(ALL, 13,
    [['KS', 'AH', 'JH', '2C'], ['9H'], ['2S'], ['5H', '5D']],
    (seat, c) => seat === 0 && (suit(c) === 'H' || rank(c) === 'K' || rank(c) === 'Q'),
    [0],
  );
  const opening: LoggedAction[] = [
    { seat: 0, action: bid('2C') },
    { seat: 1, action: bid(firstBlack(dealt[1])) },
    { seat: 2, action: bid(firstBlack(dealt[2])) },
    { seat: 3, action: bid('5D') },
  ];
  const discard = (card: Card): Action => ({ type: 'DISCARD', cards: [card] });
  return {
    id: 'solo',
    game: 'tuppi',
    setup: { players: 4, seed: 'lesson-tuppi-solo', dealer: 2, deals: [{ hands: dealt }] },
    learner: LEARNER,
    opening,
    script: { 1: [play('9H')], 2: [{ type: 'GIVE', card: '2S' }], 3: [play('5H')] },
    steps: [
      {
        key: 'solo.s1',
        answer: act('DECLARE_SOLO'),
        check: (action) => (action.type === 'DECLARE_SOLO' ? null : action.type === 'PASS' ? { key: 'solo.offer' } : OTHER_MOVE),
        wrong: [{ action: act('PASS'), reason: 'solo.offer' }],
      },
      {
        key: 'solo.s2',
        answer: discard('KS'),
        check(action) {
          if (action.type !== 'DISCARD' || !Array.isArray(action.cards)) return action.type === 'PASS' ? { key: 'solo.king' } : OTHER_MOVE;
          const card = action.cards[0] as Card;
          if (rank(card) === 'K') return null;
          return { key: rank(card) === 'A' ? 'solo.aceSafe' : 'solo.king', params: { card } };
        },
        wrong: [{ action: discard('AH'), reason: 'solo.aceSafe' }, { action: act('PASS'), reason: 'solo.king' }],
      },
      playStep('solo.s3', 'AH', [[(c) => suit(c) === 'H', 'solo.jackWins'], [() => true, 'solo.follow']], {
        wrong: [{ card: 'JH', reason: 'solo.jackWins' }, { card: '2C', reason: 'solo.follow' }],
      }),
    ],
  };
}

export const tuppiLessons: Lesson[] = [auctionLesson(), followLesson(), noloLesson(), soloLesson()];

