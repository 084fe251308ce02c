// Kloepper's phases and actions (§4, §11): the one legality oracle and the dispatcher. The
// polls (declaration, knock windows, response rounds) are polls.ts; the cards are here.
import { appended, filled, removedAt, setAt } from '../../core/arrays';
import { fixedAction, shapeLookup } from '../../core/actions';
import type { ActionShape } from '../../core/actions';
import { isCard } from '../../core/cards';
import { fieldsRefusal, listed, refuse } from '../../core/errors';
import type { Action, Card, Fact, NormalizedSetup, PlayedCard, Refusal, Seat, Status, Step } from '../../core/types';
import { collectTrick } from '../../kit/completedTrick';
import { playActions } from '../../kit/follow';
import { statusOf } from '../../kit/observation';
import { dealHands } from './deal';
import {
  applyDeclaration, applyKnock, applyKnockOff, applyWindowPass, callsOf, canKnock, canKnockOff, openWindow, polled,
} from './polls';
import { effSuit, forcedAce, KLOEPPER_PACK, leftOf, ledOf, mayPlay, pointsOf, pollFrom, RULES, trickWinner } from './rules';
import { scoreHand } from './settle';
import { copyState } from './state';
import type { KloepperOptions, KloepperPhase, KloepperState } from './types';

/** Per action type: its fields besides `type`, and the phases it belongs to. */
const SHAPES = {
  CALL_PARTNER: { fields: ['card'], phases: ['partnerDeclaration'] },
  GO_ALONE: { fields: [], phases: ['partnerDeclaration'] },
  PASS: { fields: [], phases: ['partnerDeclaration', 'knockWindow'] },
  KNOCK: { fields: [], phases: ['knockWindow', 'trickPlay'] },
  KNOCK_OFF: { fields: [], phases: ['knockWindow', 'trickPlay'] },
  PLAY: { fields: ['card'], phases: ['trickPlay'] },
  NEXT_HAND: { fields: [], phases: ['handResult'] },
} as const satisfies Record<string, ActionShape<KloepperPhase>>;

const shapeOf = shapeLookup<ActionShape<KloepperPhase>>(SHAPES);

export function initialState(setup: NormalizedSetup): Step<KloepperState> {
  const blank: KloepperState = {
    seed: setup.seed,
    options: setup.options as unknown as KloepperOptions,
    deals: setup.deals,
    handNumber: 0,
    dealer: setup.dealer,
    phase: 'partnerDeclaration',
    totals: filled<number>(4, 0),
    hands: [],
    poll: [],
    pollIdx: 0,
    pollKind: null,
    partnership: 'NORMAL',
    queensTeam: [],
    call: null,
    knock: 'NONE',
    knocker: null,
    knockOffer: null,
    leader: -1,
    trick: [],
    trickNo: 1,
    tricksWon: [],
    pointsWon: [],
    lastTrick: null,
    tricks: [],
    history: [],
    winners: [],
  };
  const facts: Fact[] = [];
  return { ok: true, state: startDeal(blank, setup.dealer, facts), facts };
}

/** §4 rows 2–3: a fresh deal; the partner declaration polls every seat from the dealer's left. */
function startDeal(s: KloepperState, dealer: Seat, facts: Fact[]): KloepperState {
  const handNumber = s.handNumber + 1;
  facts.push({ type: 'HAND_DEALT', handNumber, dealer });
  const next = copyState(s);
  next.handNumber = handNumber;
  next.dealer = dealer;
  next.phase = 'partnerDeclaration';
  next.hands = dealHands(s.seed, handNumber, dealer, s.deals[handNumber - 1]);
  next.poll = pollFrom(leftOf(dealer), 4);
  next.pollIdx = 0;
  next.pollKind = 'declaration';
  next.partnership = 'NORMAL';
  next.queensTeam = [];
  next.call = null;
  next.knock = 'NONE';
  next.knocker = null;
  next.knockOffer = null;
  // D-12: the dealer's left leads trick 1
  next.leader = leftOf(dealer);
  next.trick = [];
  next.trickNo = 1;
  next.tricksWon = filled<number>(4, 0);
  next.pointsWon = filled<number>(4, 0);
  next.lastTrick = null;
  next.tricks = [];
  return next;
}

/** The seat to play a card now. */
export const toMove = (s: KloepperState): Seat => (s.leader + s.trick.length) % 4;

/** The seat the game waits on in a phase that waits on one (-1: none, or every seat). */
function actor(s: KloepperState): Seat {
  switch (s.phase) {
    case 'partnerDeclaration': case 'knockWindow': return polled(s);
    case 'trickPlay': return toMove(s);
    default: return -1;
  }
}

const EVERY_SEAT: readonly Seat[] = [0, 1, 2, 3];

export function toAct(s: KloepperState): Seat[] {
  if (s.phase === 'handResult') return EVERY_SEAT.slice();
  const a = actor(s);
  return a >= 0 ? [a] : [];
}

/** toAct(s)[0] without building the list (the AI's `actor`, on every step of its playouts). */
export function firstToAct(s: KloepperState): Seat {
  return s.phase === 'handResult' ? 0 : actor(s);
}

export function status(s: KloepperState): Status {
  return statusOf(s, toAct(s), s.totals.slice());
}

// The legal lists hold shared frozen actions (core/actions.ts): only the list is new.
const PASS = fixedAction('PASS');
const GO_ALONE = fixedAction('GO_ALONE');
const KNOCK = fixedAction('KNOCK');
const KNOCK_OFF = fixedAction('KNOCK_OFF');
const NEXT_HAND = fixedAction('NEXT_HAND');
const CALLS: Readonly<Record<string, Action>> = Object.fromEntries(['AC', 'AS', 'AH'].map((card) => [card, Object.freeze({ type: 'CALL_PARTNER', card })]));

/** The knock or knock-off `seat` may make now, or null. */
const knockAction = (s: KloepperState, seat: Seat): Action | null => (canKnock(s, seat) ? KNOCK : canKnockOff(s, seat) ? KNOCK_OFF : null);

export function legal(s: KloepperState, seat: Seat): Action[] {
  switch (s.phase) {
    case 'trickPlay': {
      // during trick 1 an eligible seat may knock or knock off at any moment (§4 row 5)
      const extra = s.trickNo === 1 ? knockAction(s, seat) : null;
      if (seat !== toMove(s)) return extra ? [extra] : [];
      const forced = forcedAce(s.options.calledAceMustFollow, s.call, s.trick);
      if (forced !== null && s.hands[seat].includes(forced)) return extra ? [{ type: 'PLAY', card: forced }, extra] : [{ type: 'PLAY', card: forced }];
      return playActions(s.hands[seat], ledOf(s.trick), RULES, extra);
    }
    case 'partnerDeclaration': {
      if (seat !== polled(s)) return [];
      if (!s.hands[seat].includes('QC') || !s.hands[seat].includes('QS')) return [PASS];
      const out = callsOf(s, seat).map((card) => CALLS[card]);
      out.push(GO_ALONE);
      return out;
    }
    case 'knockWindow': {
      if (seat !== polled(s)) return [];
      const extra = knockAction(s, seat);
      return extra ? [extra, PASS] : [PASS];
    }
    case 'handResult':
      return [NEXT_HAND];
    default:
      return [];
  }
}

/** Shape and seat checks every action passes before the rules look at it (order E-1). */
function checkShape(s: KloepperState, seat: Seat, a: Action): Refusal | null {
  const shape = shapeOf(a.type);
  if (!shape) return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
  if (!listed(shape.phases, s.phase)) return refuse('ERR_WRONG_PHASE', { type: a.type, phase: s.phase });
  // trick 1's knocks come from any seat; everything else from the seat the game waits on
  const anySeat = s.phase === 'trickPlay' && (a.type === 'KNOCK' || a.type === 'KNOCK_OFF');
  if (!anySeat && s.phase !== 'handResult' && seat !== actor(s)) return refuse('ERR_NOT_YOUR_TURN', { seat });
  return fieldsRefusal(a, shape.fields);
}

const isPackCard = (x: unknown): x is Card => isCard(x) && KLOEPPER_PACK.includes(x);

export function apply(s: KloepperState, seat: Seat, a: Action): Step<KloepperState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  switch (a.type) {
    case 'CALL_PARTNER': {
      const card = a.card;
      if (!isCard(card)) return refuse('ERR_BAD_ACTION', { type: a.type });
      return applyDeclaration(s, seat, 'CALL_PARTNER', card);
    }
    case 'GO_ALONE': return applyDeclaration(s, seat, 'GO_ALONE');
    case 'PASS': return s.phase === 'partnerDeclaration' ? applyDeclaration(s, seat, 'PASS') : applyWindowPass(s);
    case 'KNOCK': return applyKnock(s, seat);
    case 'KNOCK_OFF': return applyKnockOff(s, seat);
    case 'PLAY': {
      const card = a.card;
      if (!isPackCard(card)) return refuse('ERR_BAD_ACTION', { type: a.type });
      return applyPlay(s, seat, card);
    }
    case 'NEXT_HAND': {
      const facts: Fact[] = [];
      return { ok: true, state: startDeal(s, leftOf(s.dealer), facts), facts };
    }
  }
  return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
}

function applyPlay(s: KloepperState, seat: Seat, card: Card): Step<KloepperState> | Refusal {
  const hand = s.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) return refuse('ERR_CARD_NOT_IN_HAND', { card });
  const forced = forcedAce(s.options.calledAceMustFollow, s.call, s.trick);
  if (forced !== null && card !== forced && hand.includes(forced)) return refuse('ERR_MUST_PLAY_CALLED_ACE', { card: forced });
  if (!mayPlay(hand, s.trick, card)) return refuse('ERR_MUST_FOLLOW', { suit: effSuit(s.trick[0].card) });
  const facts: Fact[] = [{ type: 'CARD_PLAYED', seat, card }];
  const next = copyState(s);
  next.hands = setAt(s.hands, seat, removedAt(hand, at));
  next.trick = appended<PlayedCard>(s.trick, { seat, card });
  return { ok: true, state: next.trick.length === 4 ? resolveTrick(next, facts) : next, facts };
}

/**
 * §4 row 5, §5.2: the full trick goes to its winner, who leads the next; after trick 1 the
 * second knock window opens, after trick 6 the deal is scored. Sets `next`, a state fresh
 * from this action.
 */
function resolveTrick(next: KloepperState, facts: Fact[]): KloepperState {
  const winner = trickWinner(next.trick);
  const points = pointsOf(next.trick);
  const trickNo = collectTrick(next, winner, facts);
  facts[facts.length - 1].points = points;
  next.pointsWon = setAt(next.pointsWon, winner, next.pointsWon[winner] + points);
  if (trickNo === 1) return openWindow(next, winner, 'window2');
  if (trickNo === 6) return scoreHand(next, facts);
  return next;
}
