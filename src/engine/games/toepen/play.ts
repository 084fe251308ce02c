// Toepen's phases and actions (§4, §11): the one legality oracle and the dispatcher.
import { filled } from '../../core/arrays';
import { fixedAction, shapeLookup } from '../../core/actions';
import type { ActionShape } from '../../core/actions';
import { fieldsRefusal, listed, refuse } from '../../core/errors';
import { isCard } from '../../core/cards';
import type { Action, Card, Fact, NormalizedSetup, Refusal, Seat, Status, Step } from '../../core/types';
import { ledCard, playActions } from '../../kit/follow';
import { statusOf } from '../../kit/observation';
import { dealHand, dealOrder } from './deal';
import { applyChallenge, applyExchange, applyKeep, applyNoChallenge, exchangeSeat } from './exchange';
import { applyAnswer, applyKnock, canKnock, responder } from './knocking';
import { nextInGame, trickRulesFor } from './rules';
import { applySignal, signalActions, signalPending } from './signals';
import { copyState } from './state';
import { applyPlay, toMove } from './tricks';
import type { ToepenOptions, ToepenPhase, ToepenState } from './types';

/** Per action type: its fields besides `type`, and the phases it belongs to. */
const SHAPES = {
  EXCHANGE: { fields: [], phases: ['exchange'] },
  PASS: { fields: [], phases: ['exchange', 'challenge'] },
  CHALLENGE: { fields: [], phases: ['challenge'] },
  SIGNAL: { fields: ['kind'], phases: ['signal'] },
  PLAY: { fields: ['card'], phases: ['trickPlay'] },
  KNOCK: { fields: [], phases: ['trickPlay'] },
  STAY: { fields: [], phases: ['knockResponse'] },
  FOLD: { fields: [], phases: ['knockResponse'] },
  NEXT_HAND: { fields: [], phases: ['handResult'] },
} as const satisfies Record<string, ActionShape<ToepenPhase>>;

const shapeOf = shapeLookup<ActionShape<ToepenPhase>>(SHAPES);

export function initialState(setup: NormalizedSetup): Step<ToepenState> {
  const n = setup.players;
  const options = setup.options as unknown as ToepenOptions;
  const chips = filled<number>(n, options.startingChips);
  const blank: ToepenState = {
    seed: setup.seed,
    options,
    deals: setup.deals,
    players: n,
    handNumber: 0,
    dealer: setup.dealer,
    phase: 'exchange',
    chips,
    eliminated: filled<boolean>(n, false),
    chipsAtDeal: chips,
    hands: [],
    stock: [],
    discardPile: [],
    exchangedHand: [],
    exchangeOrder: [],
    exchangeIdx: 0,
    challengeQueue: [],
    challenges: [],
    signals: [],
    signalsRevealed: false,
    forgotSignal: [],
    stake: 1,
    lastKnocker: -1,
    knockCount: 0,
    playsSinceLastKnock: 0,
    pendingKnock: null,
    knocks: [],
    folded: [],
    trickNo: 1,
    leader: -1,
    trick: [],
    played: [],
    lastTrick: null,
    tricks: [],
    tricksWon: [],
    poolBalance: 0,
    history: [],
    winners: [],
  };
  const facts: Fact[] = [];
  return { ok: true, state: startDeal(blank, setup.dealer, facts), facts };
}

/** §3 and §4 row 1: a fresh deal; the exchange round opens at the dealer's left. */
function startDeal(s: ToepenState, dealer: Seat, facts: Fact[]): ToepenState {
  const handNumber = s.handNumber + 1;
  const n = s.players;
  const { hands, stock } = dealHand(s.seed, handNumber, n, s.eliminated, dealer, s.deals[handNumber - 1]);
  facts.push({ type: 'HAND_DEALT', handNumber, dealer });
  const next = copyState(s);
  next.handNumber = handNumber;
  next.dealer = dealer;
  next.phase = 'exchange';
  next.chipsAtDeal = s.chips.slice();
  next.hands = hands;
  next.stock = stock;
  next.discardPile = [];
  next.exchangedHand = filled<null>(n, null);
  next.exchangeOrder = dealOrder(n, s.eliminated, dealer);
  next.exchangeIdx = 0;
  next.challengeQueue = [];
  next.challenges = [];
  next.signals = filled<null>(n, null);
  next.signalsRevealed = false;
  next.forgotSignal = filled<boolean>(n, false);
  next.stake = 1;
  next.lastKnocker = -1;
  next.knockCount = 0;
  next.playsSinceLastKnock = 0;
  next.pendingKnock = null;
  next.knocks = [];
  next.folded = filled<boolean>(n, false);
  next.trickNo = 1;
  next.leader = -1;
  next.trick = [];
  next.played = new Array<Card[]>(n);
  for (let seat = 0; seat < n; seat++) next.played[seat] = [];
  next.lastTrick = null;
  next.tricks = [];
  next.tricksWon = filled<number>(n, 0);
  return next;
}

/** §1, T-5, TP-4: the next dealer, skipping eliminated seats. */
function nextDealer(s: ToepenState): Seat {
  if (s.options.nextDealer === 'lastTrickWinner') {
    const w = s.history[s.history.length - 1].winner;
    return s.eliminated[w] ? nextInGame(s, w) : w;
  }
  return nextInGame(s, s.dealer);
}

/** Whether `seat` is one the game waits on (status().toAct), without building the list. */
function waitsOn(s: ToepenState, seat: Seat): boolean {
  switch (s.phase) {
    case 'exchange': return seat === exchangeSeat(s);
    case 'challenge': return seat === s.challengeQueue[0];
    case 'signal': return signalPending(s, seat);
    case 'trickPlay': return seat === toMove(s);
    case 'knockResponse': return seat === responder(s);
    case 'handResult': return !s.eliminated[seat];
    default: return false;
  }
}

export function toAct(s: ToepenState): Seat[] {
  switch (s.phase) {
    case 'exchange': return [exchangeSeat(s)];
    case 'challenge': return [s.challengeQueue[0]];
    case 'trickPlay': return [toMove(s)];
    case 'knockResponse': return [responder(s)];
    case 'gameOver': return [];
    default: {
      const out: Seat[] = [];
      for (let seat = 0; seat < s.players; seat++) if (waitsOn(s, seat)) out.push(seat);
      return out;
    }
  }
}

/** toAct(s)[0] without building the list (the AI's `actor`, on every step of its playouts). */
export function firstToAct(s: ToepenState): Seat {
  switch (s.phase) {
    case 'exchange': return exchangeSeat(s);
    case 'challenge': return s.challengeQueue[0];
    case 'trickPlay': return toMove(s);
    case 'knockResponse': return responder(s);
    case 'signal': case 'handResult':
      for (let seat = 0; seat < s.players; seat++) if (waitsOn(s, seat)) return seat;
  }
  return toAct(s)[0]; // nobody waits: the empty list's first entry (undefined), as before
}

export function status(s: ToepenState): Status {
  return statusOf(s, toAct(s), s.chips.slice());
}

// The legal lists hold shared frozen actions (core/actions.ts): only the list is new.
const EXCHANGE = fixedAction('EXCHANGE');
const PASS = fixedAction('PASS');
const CHALLENGE = fixedAction('CHALLENGE');
const KNOCK = fixedAction('KNOCK');
const STAY = fixedAction('STAY');
const FOLD = fixedAction('FOLD');
const NEXT_HAND = fixedAction('NEXT_HAND');

export function legal(s: ToepenState, seat: Seat): Action[] {
  if (s.phase === 'trickPlay') {
    // Cards for the seat to move; a knock for every eligible seat, its turn or not (§4.3).
    const knock = canKnock(s, seat);
    if (toMove(s) !== seat) return knock ? [KNOCK] : [];
    return playActions(s.hands[seat], ledCard(s.trick), trickRulesFor(s.options.cardOrder), knock ? KNOCK : null);
  }
  if (!waitsOn(s, seat)) return [];
  switch (s.phase) {
    case 'exchange': return s.stock.length >= 4 ? [EXCHANGE, PASS] : [PASS];
    case 'challenge': return [CHALLENGE, PASS];
    // TP-1: a forgotten obligation ("none" with three or four aces) is accepted, never listed.
    case 'signal': return signalActions(s, seat);
    case 'knockResponse': return [STAY, FOLD];
    case 'handResult': return [NEXT_HAND];
    default: return [];
  }
}

/** The action has exactly the fields of its type (besides `type`). */
/** Shape and seat checks every action passes before the rules look at it (order E-1). */
function checkShape(s: ToepenState, seat: Seat, a: Action): Refusal | null {
  const shape = shapeOf(a.type);
  if (!shape) return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
  if (!listed(shape.phases, s.phase)) {
    return refuse('ERR_WRONG_PHASE', { type: a.type, phase: s.phase });
  }
  if (s.eliminated[seat] || ((s.phase === 'trickPlay' || s.phase === 'knockResponse') && s.folded[seat])) {
    return refuse('ERR_NOT_ACTIVE', { seat });
  }
  if (a.type !== 'KNOCK') {
    if (s.phase === 'signal' && s.signals[seat] !== null) return refuse('ERR_ALREADY_SIGNALLED', { seat });
    if (!waitsOn(s, seat)) return refuse('ERR_NOT_YOUR_TURN', { seat });
  }
  return fieldsRefusal(a, shape.fields);
}

const isPackCard = (x: unknown): x is Card => isCard(x) && x !== 'BJ' && x !== 'RJ';

export function apply(s: ToepenState, seat: Seat, a: Action): Step<ToepenState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  // Each rule starts its facts with a literal of its first one: one allocation, not an empty list grown by push.
  switch (a.type) {
    case 'EXCHANGE': return applyExchange(s, seat);
    case 'PASS': return s.phase === 'exchange' ? applyKeep(s, seat) : applyNoChallenge(s, seat);
    case 'CHALLENGE': return applyChallenge(s, seat);
    case 'SIGNAL': return applySignal(s, seat, a.kind);
    case 'PLAY': {
      const card = a.card;
      if (!isPackCard(card)) return refuse('ERR_BAD_ACTION', { type: 'PLAY' });
      return applyPlay(s, seat, card);
    }
    case 'KNOCK': return applyKnock(s, seat);
    case 'STAY': return applyAnswer(s, seat, true);
    case 'FOLD': return applyAnswer(s, seat, false);
    case 'NEXT_HAND': {
      const facts: Fact[] = [];
      return { ok: true, state: startDeal(s, nextDealer(s), facts), facts };
    }
  }
  return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
}
