// Toepen's phases and actions (§4, §11): the one legality oracle and the dispatcher.
import { refuse } from '../../core/errors';
import { isCard } from '../../core/cards';
import type { Action, Card, Fact, NormalizedSetup, Refusal, Seat, Status, Step } from '../../core/types';
import { dealHand, dealOrder } from './deal';
import { applyChallenge, applyExchange, applyKeep, applyNoChallenge, exchangeSeat } from './exchange';
import { applyAnswer, applyKnock, canKnock, responder } from './knocking';
import { nextInGame } from './rules';
import { applySignal, signalKinds, signalPending } from './signals';
import { applyPlay, playableCards, toMove } from './tricks';
import type { ToepenOptions, ToepenPhase, ToepenState } from './types';

const ACTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  EXCHANGE: [], PASS: [], CHALLENGE: [], SIGNAL: ['kind'], PLAY: ['card'], KNOCK: [], STAY: [], FOLD: [], NEXT_HAND: [],
};

const PHASES_OF_ACTION: Readonly<Record<string, readonly ToepenPhase[]>> = {
  EXCHANGE: ['exchange'], PASS: ['exchange', 'challenge'], CHALLENGE: ['challenge'], SIGNAL: ['signal'],
  PLAY: ['trickPlay'], KNOCK: ['trickPlay'], STAY: ['knockResponse'], FOLD: ['knockResponse'], NEXT_HAND: ['handResult'],
};

export function initialState(setup: NormalizedSetup): Step<ToepenState> {
  const n = setup.players;
  const options = setup.options as unknown as ToepenOptions;
  const chips = new Array<number>(n).fill(options.startingChips);
  const blank: ToepenState = {
    seed: setup.seed,
    options,
    deals: setup.deals,
    players: n,
    handNumber: 0,
    dealer: setup.dealer,
    phase: 'exchange',
    chips,
    eliminated: new Array<boolean>(n).fill(false),
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
  return {
    ...s, handNumber, dealer, phase: 'exchange', chipsAtDeal: s.chips.slice(), hands, stock, discardPile: [],
    exchangedHand: new Array<null>(n).fill(null), exchangeOrder: dealOrder(n, s.eliminated, dealer), exchangeIdx: 0,
    challengeQueue: [], challenges: [], signals: new Array<null>(n).fill(null), signalsRevealed: false,
    forgotSignal: new Array<boolean>(n).fill(false), stake: 1, lastKnocker: -1, knockCount: 0, playsSinceLastKnock: 0,
    pendingKnock: null, folded: new Array<boolean>(n).fill(false), trickNo: 1, leader: -1, trick: [],
    played: Array.from({ length: n }, () => []), lastTrick: null, tricks: [], tricksWon: new Array<number>(n).fill(0),
  };
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

export function status(s: ToepenState): Status {
  return {
    phase: s.phase, toAct: toAct(s), handNumber: s.handNumber, over: s.phase === 'gameOver',
    totals: s.chips.slice(), winners: s.winners.slice(),
  };
}

export function legal(s: ToepenState, seat: Seat): Action[] {
  if (s.phase === 'trickPlay') {
    // Cards for the seat to move; a knock for every eligible seat, its turn or not (§4.3).
    const out: Action[] = [];
    for (const card of playableCards(s, seat)) out.push({ type: 'PLAY', card });
    if (canKnock(s, seat)) out.push({ type: 'KNOCK' });
    return out;
  }
  if (!waitsOn(s, seat)) return [];
  switch (s.phase) {
    case 'exchange': return s.stock.length >= 4 ? [{ type: 'EXCHANGE' }, { type: 'PASS' }] : [{ type: 'PASS' }];
    case 'challenge': return [{ type: 'CHALLENGE' }, { type: 'PASS' }];
    // TP-1: a forgotten obligation ("none" with three or four aces) is accepted, never listed.
    case 'signal': return signalKinds(s, seat).map((kind) => ({ type: 'SIGNAL', kind }));
    case 'knockResponse': return [{ type: 'STAY' }, { type: 'FOLD' }];
    case 'handResult': return [{ type: 'NEXT_HAND' }];
    default: return [];
  }
}

/** Shape and seat checks every action passes before the rules look at it (order E-1). */
function checkShape(s: ToepenState, seat: Seat, a: Action): Refusal | null {
  const fields = Object.hasOwn(ACTION_FIELDS, a.type) ? ACTION_FIELDS[a.type] : undefined;
  if (!fields) return refuse('ERR_UNKNOWN_ACTION', `Toepen has no action "${a.type}".`, { type: a.type });
  if (!PHASES_OF_ACTION[a.type].includes(s.phase)) {
    return refuse('ERR_WRONG_PHASE', `${a.type} is not possible now (phase ${s.phase}).`, { type: a.type, phase: s.phase });
  }
  if (s.eliminated[seat] || ((s.phase === 'trickPlay' || s.phase === 'knockResponse') && s.folded[seat])) {
    return refuse('ERR_NOT_ACTIVE', s.eliminated[seat] ? 'You are out of the game.' : 'You folded: you are out of this deal.', { seat });
  }
  if (a.type !== 'KNOCK') {
    if (s.phase === 'signal' && s.signals[seat] !== null) return refuse('ERR_ALREADY_SIGNALLED', 'You have already signalled.', { seat });
    if (!waitsOn(s, seat)) return refuse('ERR_NOT_YOUR_TURN', `It is not seat ${seat}'s turn.`, { seat });
  }
  const keys = Object.keys(a).filter((k) => k !== 'type');
  if (keys.length !== fields.length || keys.some((k) => !fields.includes(k))) {
    return refuse('ERR_BAD_ACTION', `${a.type} takes ${fields.length ? fields.join(', ') : 'no fields'}.`, { type: a.type });
  }
  return null;
}

const isPackCard = (x: unknown): x is Card => isCard(x) && x !== 'BJ' && x !== 'RJ';

export function apply(s: ToepenState, seat: Seat, a: Action): Step<ToepenState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  const facts: Fact[] = [];
  const done = (state: ToepenState): Step<ToepenState> => ({ ok: true, state, facts });
  switch (a.type) {
    case 'EXCHANGE': return applyExchange(s, seat, facts);
    case 'PASS': return done(s.phase === 'exchange' ? applyKeep(s, seat, facts) : applyNoChallenge(s, seat, facts));
    case 'CHALLENGE': return done(applyChallenge(s, seat, facts));
    case 'SIGNAL': return applySignal(s, seat, a.kind, facts);
    case 'PLAY': {
      const card = a.card;
      if (!isPackCard(card)) return refuse('ERR_BAD_ACTION', `"${typeof card === 'string' ? card : typeof card}" is not a card.`, { type: 'PLAY' });
      return applyPlay(s, seat, card, facts);
    }
    case 'KNOCK': return applyKnock(s, seat, facts);
    case 'STAY': return done(applyAnswer(s, seat, true, facts));
    case 'FOLD': return done(applyAnswer(s, seat, false, facts));
    case 'NEXT_HAND': return done(startDeal(s, nextDealer(s), facts));
  }
  return refuse('ERR_UNKNOWN_ACTION', `Toepen has no action "${a.type}".`, { type: a.type });
}
