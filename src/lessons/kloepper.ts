// Kloepper lessons (rules/kloepper.md): the trump order (black queens, jacks, diamonds) and
// the plain suits' A 10 K 9; the hidden partner (whoever holds the other black queen); both
// black queens (call an ace); the knock. Four seats, 6 cards each; the learner deals (seat 0),
// so Ben leads (in 'knock' Dev deals and you lead); nobody holds both black queens (but in
// 'call'), so everyone passes the partner declaration and the first knock window.
import type { Action, Card, LoggedAction, Seat } from '../engine/core/types';
import { act, actionStep, fillHands, play, playStep } from './build';
import { OTHER_MOVE } from './run';
import type { Lesson } from './types';

const ALL: Card[] = [
  'QC', 'QS', 'JC', 'JS', 'JH', 'JD', 'AD', '10D', 'KD', 'QD', '9D',
  'AC', '10C', 'KC', '9C', 'AS', '10S', 'KS', '9S', 'AH', '10H', 'KH', 'QH', '9H',
];
const LEARNER = 0;
const PASS = act('PASS');
const call = (card: Card): Action => ({ type: 'CALL_PARTNER', card });

/** Partner declaration and the first knock window: every seat passes, clockwise from Ben. */
const PASSES: LoggedAction[] = [1, 2, 3, 0, 1, 2, 3, 0].map((seat) => ({ seat, action: PASS }));

function lesson(id: string, given: Card[][], refuse: (seat: number, c: Card) => boolean, script: Record<number, Action[]>, steps: Lesson['steps'], opening = PASSES, dealer: Seat = LEARNER): Lesson {
  return {
    id,
    game: 'kloepper',
    setup: { players: 4, seed: `lesson-kloepper-${id}`, dealer, deals: [{ hands: fillHands(ALL, 6, given, refuse) }] },
    learner: LEARNER,
    opening,
    script,
    steps,
  };
}

export const kloepperLessons: Lesson[] = [
  // Ben leads the J♥ (a trump); you hold the J♣, above it and the A♦.
  lesson('trumps',
    [['JC', 'AS', '10D', 'AH', '9C', 'KH'], ['JH', 'KS', 'QC'], ['9D', '10S'], ['AD', '9S', 'QS']],
    () => false,
    { 1: [play('JH'), PASS, play('KS')], 2: [play('9D'), PASS, play('10S')], 3: [play('AD'), PASS, play('9S')] },
    [
      playStep('trumps.s1', 'JC', [[(c) => c === 'AH' || c === 'KH', 'trumps.notHeart'], [(c) => c === '10D', 'trumps.low'], [() => true, 'trumps.mustTrump']], {
        wrong: [{ card: 'AH', reason: 'trumps.notHeart' }, { card: '10D', reason: 'trumps.low' }, { card: 'AS', reason: 'trumps.mustTrump' }],
      }),
      actionStep('trumps.s2', PASS, 'trumps.pass'),
      playStep('trumps.s3', 'AS', [[() => true, 'trumps.leadAce']], { wrong: [{ card: '9C', reason: 'trumps.leadAce' }] }),
    ]),
  // You hold the Q♣; Clara, void in hearts, trumps Ben's A♥ with the Q♠: she is your partner.
  lesson('partner',
    [['QC', '10H', 'KH', 'AC', '9C', '10D'], ['AH', 'QH'], ['QS', 'JS'], ['9H']],
    (seat, c) => seat === 2 && ['AH', '10H', 'KH', 'QH', '9H'].includes(c),
    { 1: [play('AH'), PASS], 2: [play('QS'), PASS, play('JS')], 3: [play('9H'), PASS] },
    [
      playStep('partner.s1', '10H', [[(c) => c === 'KH', 'partner.fatten'], [() => true, 'partner.follow']], {
        wrong: [{ card: 'KH', reason: 'partner.fatten' }, { card: 'QC', reason: 'partner.follow' }],
      }),
      actionStep('partner.s2', PASS, 'partner.noKnock', [{ action: act('KNOCK'), reason: 'partner.noKnock' }]),
    ]),
  // You hold both black queens: call the ace of hearts; Dev, who holds it, is your partner.
  lesson('call',
    [['QC', 'QS', 'AC', '10H', '9H', '9D'], ['KH'], ['QH'], ['AH']],
    () => false,
    { 1: [PASS, play('KH')], 2: [PASS, play('QH')], 3: [PASS, play('AH')] },
    [
      {
        key: 'call.s1',
        answer: call('AH'),
        check(action) {
          if (action.type === 'GO_ALONE') return { key: 'call.alone' };
          if (action.type !== 'CALL_PARTNER') return OTHER_MOVE;
          return action.card === 'AH' ? null : { key: 'call.suit' };
        },
        wrong: [{ action: act('GO_ALONE'), reason: 'call.alone' }, { action: call('AS'), reason: 'call.suit' }],
      },
      actionStep('call.s2', PASS, 'call.noKnock', [{ action: act('KNOCK'), reason: 'call.noKnock' }]),
      playStep('call.s3', '10H', [[(c) => c === '9H', 'call.fatten'], [() => true, 'call.follow']], {
        wrong: [{ card: '9H', reason: 'call.fatten' }, { card: 'QC', reason: 'call.follow' }],
      }),
    ],
    // the others pass the partner declaration (you answer last); everyone but you passes the first knock window
    [1, 2, 3].map((seat) => ({ seat, action: PASS }))),
  // Dev deals: you lead. You hold the Q♣ and the four jacks: every trump but the Q♠ (your
  // partner's, Clara's) and the diamonds (Ben's and Dev's, five in all). Five trump leads
  // draw all of them, and then your A♠ is safe: all six tricks are sure, so knock.
  lesson('knock',
    [['QC', 'JC', 'JS', 'JH', 'JD', 'AS'], ['9D', 'QD'], ['QS'], ['AD', '10D', 'KD']],
    () => false,
    { 1: [PASS, play('9D')], 2: [PASS, play('QS')], 3: [PASS, play('10D')] },
    [
      actionStep('knock.s1', act('KNOCK'), 'knock.sure', [{ action: PASS, reason: 'knock.sure' }]),
      playStep('knock.s2', 'QC', [[(c) => c === 'AS', 'knock.aceLast'], [() => true, 'knock.top']], {
        wrong: [{ card: 'AS', reason: 'knock.aceLast' }, { card: 'JC', reason: 'knock.top' }],
      }),
    ],
    // everyone passes the partner declaration, clockwise from you; you answer the knock window first
    [0, 1, 2, 3].map((seat) => ({ seat, action: PASS })),
    3),
];
