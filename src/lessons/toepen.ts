// Toepen lessons (rules/toepen.md): following suit and the trick's winner, the last trick
// (the only one that counts) and the settlement, the knock, folding. Four seats, no signals
// phase (signals: 'off'); every seat keeps its hand (the opening's passes).
import type { Action, Card, LoggedAction, Seat } from '../engine/core/types';
import { act, actionStep, dealOf, pack, play, playStep, suit } from './build';
import type { Lesson, LessonStep } from './types';

const ALL = pack(['A', 'K', 'Q', 'J', '10', '9', '8', '7']);
const LEARNER = 0;
const PASS = act('PASS');

/** Everyone keeps their hand, in exchange order (clockwise from the dealer's left). */
function passes(dealer: Seat): LoggedAction[] {
  return [1, 2, 3, 4].map((k) => ({ seat: (dealer + k) % 4, action: PASS }));
}

function lesson(id: string, dealer: Seat, hands: Card[][], script: Record<number, Action[]>, steps: LessonStep[]): Lesson {
  return {
    id,
    game: 'toepen',
    setup: { players: 4, seed: `lesson-toepen-${id}`, dealer, options: { signals: 'off' }, deals: [dealOf(ALL, hands)] },
    learner: LEARNER,
    opening: passes(dealer),
    script,
    steps,
  };
}

const cards = (...cs: Card[]) => cs.map(play);
const anyCard = (key: string, answer: Card) => playStep(key, answer, [], { accept: () => true });

export const toepenLessons: Lesson[] = [
  // The learner deals and plays last to each trick.
  lesson('follow', 0,
    [['AH', '7H', 'AS', '10D'], ['9H', '8S', 'AC', 'KC'], ['8H', '9S', 'AD', 'KD'], ['KH', '10S', 'QC', 'QD']],
    { 1: cards('9H', '8S', 'AC'), 2: cards('8H', '9S', 'AD'), 3: cards('KH', '10S', 'QC') },
    [
      playStep('follow.s1', 'AH', [[(c) => suit(c) === 'H', 'follow.low'], [() => true, 'follow.must']], {
        wrong: [{ card: 'AS', reason: 'follow.must' }, { card: '7H', reason: 'follow.low' }],
      }),
      playStep('follow.s2', 'AS', [[() => true, 'follow.leadAce']], { wrong: [{ card: '10D', reason: 'follow.leadAce' }] }),
      playStep('follow.s3', '7H', [[() => true, 'follow.leadSeven']], { wrong: [{ card: '10D', reason: 'follow.leadSeven' }] }),
    ]),
  // Only the last trick counts: keep the A♠ for it. The learner deals again.
  lesson('last', 0,
    [['AS', '7S', '8D', '9C'], ['8S', 'JH', 'QH', '10S'], ['9S', '7H', '8H', 'JS'], ['KS', '10H', '9H', 'QS']],
    { 1: cards('8S', 'JH', 'QH', '10S'), 2: cards('9S', '7H', '8H', 'JS'), 3: cards('KS', '10H', '9H', 'QS') },
    [
      playStep('last.s1', '7S', [[(c) => c === 'AS', 'last.save'], [() => true, 'last.mustFollow']], {
        wrong: [{ card: 'AS', reason: 'last.save' }, { card: '8D', reason: 'last.mustFollow' }],
      }),
      playStep('last.s2', '8D', [[(c) => c === 'AS', 'last.save']], { accept: (c) => c !== 'AS', wrong: [{ card: 'AS', reason: 'last.save' }] }),
      playStep('last.s3', '9C', [[(c) => c === 'AS', 'last.save']], { accept: (c) => c !== 'AS', wrong: [{ card: 'AS', reason: 'last.save' }] }),
      playStep('last.s4', 'AS', []),
    ]),
  // The learner leads (the dealer is seat 3) and holds the trumps of a no-trump game: two aces.
  lesson('knock', 3,
    [['AH', 'AS', 'KS', '7D'], ['8H', '9S', 'QS', '10H'], ['7C', '8C', '9C', '10C'], ['JC', 'QC', 'KC', 'AC']],
    { 1: [act('STAY'), ...cards('8H', '9S', 'QS', '10H')], 2: [act('FOLD')], 3: [act('FOLD')] },
    [
      actionStep('knock.s1', act('KNOCK'), 'knock.first', [{ action: play('7D'), reason: 'knock.first' }]),
      anyCard('knock.s2', '7D'),
      anyCard('knock.s3', 'KS'),
      anyCard('knock.s4', 'AS'),
      anyCard('knock.s5', 'AH'),
    ]),
  // Four low cards: swap them (honestly), get four more low ones, and fold when Ben knocks.
  {
    ...lesson('fold', 0,
      [['7C', '8C', '9D', '10D'], ['AC', 'KC', 'AD', 'KD'], ['QC', 'JC', 'QD', 'JD'], ['AH', 'KH', 'AS', 'KS']],
      { 1: [PASS, act('KNOCK'), ...cards('AC', 'AD', 'KC', 'KD')], 2: [PASS, act('STAY'), ...cards('QC', 'QD', 'JC', 'JD')], 3: [PASS, act('FOLD')] },
      [
        actionStep('fold.s1', act('EXCHANGE'), 'fold.keep', [{ action: PASS, reason: 'fold.keep' }]),
        actionStep('fold.s2', act('FOLD'), 'fold.stay', [{ action: act('STAY'), reason: 'fold.stay' }]),
      ]),
    setup: {
      players: 4, seed: 'lesson-toepen-fold', dealer: 0, options: { signals: 'off' },
      deals: [dealOf(ALL, [['7C', '8C', '9D', '10D'], ['AC', 'KC', 'AD', 'KD'], ['QC', 'JC', 'QD', 'JD'], ['AH', 'KH', 'AS', 'KS']], ['7H', '8H', '9S', '10S'])],
    },
    // the others keep their hands; the learner's exchange is the first step
    opening: passes(0).filter((e) => e.seat !== LEARNER),
  },
];
