// King of the Hill's phases and actions (§4, §11): the one legality oracle and the dispatcher.
// The deal and its declaration chances are declare.ts, the kitty and the call kitty.ts, the
// cards trickPlay.ts, the scoring settle.ts.
import { filled } from '../../core/arrays';
import { fixedAction, shapeLookup } from '../../core/actions';
import type { ActionShape } from '../../core/actions';
import { fieldsRefusal, listed, refuse } from '../../core/errors';
import type { Action, Card, Fact, NormalizedSetup, Refusal, Seat, Status, Step } from '../../core/types';
import { statusOf } from '../../kit/observation';
import { dealRound } from './deal';
import { afterAnswer, asked, chanceActions, dealOn, declarationRefusal, declare, freshDeclaration } from './declare';
import { bury, callActions, callPartner, callRefusal, discardActions, pickUpKitty } from './kitty';
import { isPackCard, RANKS, TRUMP_SUITS } from './rules';
import { INITIAL_PLACES, playOrderFrom, seatAfter } from './seating';
import { copyState } from './state';
import { rankValue } from './track';
import { play, playActions, playRefusal, toMove } from './trickPlay';
import type { KothOptions, KothPhase, KothState, TrumpSuit } from './types';

/** Per action type: its fields besides `type`, and the phases it belongs to. */
const SHAPES = {
  DECLARE_TRUMP: { fields: ['cards'], phases: ['dealing', 'dealEndWindow'] },
  OVERRIDE_TRUMP: { fields: ['cards'], phases: ['dealing', 'dealEndWindow'] },
  REINFORCE: { fields: ['card'], phases: ['dealing', 'dealEndWindow'] },
  PASS: { fields: [], phases: ['dealing', 'dealEndWindow'] },
  CHOOSE_TRUMP: { fields: ['suit'], phases: ['chooseTrump'] },
  DISCARD: { fields: ['card'], phases: ['kitty'] },
  CALL_PARTNER: { fields: ['card'], phases: ['callPartner'] },
  PLAY: { fields: ['card'], phases: ['trickPlay'] },
  PLAY_PAIR: { fields: ['cards'], phases: ['trickPlay'] },
  NEXT_HAND: { fields: [], phases: ['handResult'] },
} as const satisfies Record<string, ActionShape<KothPhase>>;

const shapeOf = shapeLookup<ActionShape<KothPhase>>(SHAPES);

export function initialState(setup: NormalizedSetup): Step<KothState> {
  const options = setup.options as unknown as KothOptions;
  const start = RANKS.indexOf(options.startRank);
  const blank: KothState = {
    seed: setup.seed,
    options,
    deals: setup.deals,
    handNumber: 0,
    dealer: setup.dealer,
    phase: 'dealing',
    ranks: filled(5, start),
    places: INITIAL_PLACES.slice(),
    king: -1,
    trumpRank: options.startRank,
    ...freshDeclaration(),
    dealHands: [],
    kitty: [],
    firstReceiver: -1,
    dealt: 0,
    hands: [],
    buried: [],
    poll: [],
    pollIdx: 0,
    chance: null,
    quiet: 0,
    calledCard: null,
    partner: -1,
    leader: -1,
    trick: [],
    trickSize: 0,
    trickNo: 1,
    tricksWon: [],
    pointsWon: [],
    lastTrick: null,
    tricks: [],
    contenders: [],
    history: [],
    reveal: null,
    winners: [],
  };
  // §3.2, §11.1: the first King is the player after the dealer in play order (firstDeclarer: the
  // first to declare; the deal then starts with that same player)
  const first = seatAfter(blank.places, setup.dealer, 1);
  const king = options.firstKing === 'firstDeclarer' ? -1 : first;
  const facts: Fact[] = [];
  return { ok: true, state: startRound(blank, king, first, setup.dealer, facts), facts };
}

/** §4 rows 2–3: a fresh round with `king` (-1: not known yet), dealt from `firstReceiver`. */
function startRound(s: KothState, king: Seat, firstReceiver: Seat, dealer: Seat, facts: Fact[]): KothState {
  const handNumber = s.handNumber + 1;
  const next = copyState(s);
  next.handNumber = handNumber;
  next.dealer = dealer;
  next.king = king;
  next.trumpRank = RANKS[s.ranks[king >= 0 ? king : firstReceiver]];
  Object.assign(next, freshDeclaration());
  const dealt = dealRound(s.seed, handNumber, playOrderFrom(s.places, firstReceiver), s.deals[handNumber - 1]);
  next.dealHands = dealt.hands;
  next.kitty = dealt.kitty;
  next.firstReceiver = firstReceiver;
  next.dealt = 0;
  next.hands = filled<Card[]>(5, []);
  next.buried = [];
  next.quiet = 0;
  next.calledCard = null;
  next.partner = -1;
  next.leader = king;
  next.trick = [];
  next.trickSize = 0;
  next.trickNo = 1;
  next.tricksWon = filled(5, 0);
  next.pointsWon = filled(5, 0);
  next.lastTrick = null;
  next.tricks = [];
  next.reveal = null;
  facts.push({ type: 'HAND_DEALT', handNumber, dealer, king });
  return dealOn(next, facts);
}

/** §6.4, D-23: the next round, its King from the last result, dealt by the player on his left. */
function nextRound(s: KothState, facts: Fact[]): KothState {
  const king = s.history[s.history.length - 1].nextKing;
  return startRound(s, king, king, seatAfter(s.places, king, 4), facts);
}

/** The seat the game waits on in a phase that waits on one (-1: none, or every seat). */
function actor(s: KothState): Seat {
  switch (s.phase) {
    case 'dealing': case 'dealEndWindow': return asked(s);
    case 'chooseTrump': case 'kitty': case 'callPartner': return s.king;
    case 'trickPlay': return toMove(s);
    default: return -1;
  }
}

const EVERY_SEAT: readonly Seat[] = [0, 1, 2, 3, 4];

export function toAct(s: KothState): Seat[] {
  if (s.phase === 'handResult') return EVERY_SEAT.slice();
  const a = actor(s);
  return a >= 0 ? [a] : [];
}

/** toAct(s)[0] without building the list (the AI's `actor`, on every step of its playouts). */
export function firstToAct(s: KothState): Seat {
  return s.phase === 'handResult' ? 0 : actor(s);
}

export function status(s: KothState): Status {
  return statusOf(s, toAct(s), s.ranks.map(rankValue));
}

const NEXT_HAND = fixedAction('NEXT_HAND');
const CHOOSE: readonly Action[] = TRUMP_SUITS.map((suit) => Object.freeze({ type: 'CHOOSE_TRUMP', suit }));

export function legal(s: KothState, seat: Seat): Action[] {
  if (s.phase === 'handResult') return [NEXT_HAND];
  if (seat !== actor(s)) return [];
  switch (s.phase) {
    case 'dealing': case 'dealEndWindow': return chanceActions(s, seat);
    case 'chooseTrump': return CHOOSE.slice();
    case 'kitty': return discardActions(s);
    case 'callPartner': return callActions(s);
    case 'trickPlay': return playActions(s, seat);
    default: return [];
  }
}

/** Shape and seat checks every action passes before the rules look at it (order E-1). */
function checkShape(s: KothState, seat: Seat, a: Action): Refusal | null {
  const shape = shapeOf(a.type);
  if (!shape) return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
  if (!listed(shape.phases, s.phase)) return refuse('ERR_WRONG_PHASE', { type: a.type, phase: s.phase });
  if (s.phase !== 'handResult' && seat !== actor(s)) return refuse('ERR_NOT_YOUR_TURN', { seat });
  return fieldsRefusal(a, shape.fields);
}

/** The cards of a PLAY or PLAY_PAIR, or null if malformed. */
function playedCards(a: Action): Card[] | null {
  if (a.type === 'PLAY') return isPackCard(a.card) ? [a.card] : null;
  const cards = a.cards;
  return Array.isArray(cards) && cards.length === 2 && cards.every(isPackCard) ? cards : null;
}

const isTrumpSuit = (x: unknown): x is TrumpSuit => typeof x === 'string' && (TRUMP_SUITS as readonly string[]).includes(x);

export function apply(s: KothState, seat: Seat, a: Action): Step<KothState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  const facts: Fact[] = [];
  switch (a.type) {
    case 'DECLARE_TRUMP': case 'OVERRIDE_TRUMP': case 'REINFORCE': {
      const no = declarationRefusal(s, seat, a);
      if (no) return no;
      const next = copyState(s);
      declare(next, seat, a, facts);
      return { ok: true, state: afterAnswer(next, seat, true, facts), facts };
    }
    case 'PASS':
      return { ok: true, state: afterAnswer(copyState(s), seat, false, facts), facts };
    case 'CHOOSE_TRUMP': {
      if (!isTrumpSuit(a.suit)) return refuse('ERR_BAD_ACTION', { type: a.type });
      const next = copyState(s);
      next.trumpSuit = a.suit;
      next.declaration = { level: 2, suit: a.suit, declarer: -1, cards: [] };
      facts.push({ type: 'TRUMP_CHOSEN', seat, suit: a.suit });
      return { ok: true, state: pickUpKitty(next, facts), facts };
    }
    case 'DISCARD': {
      const card = a.card;
      if (!isPackCard(card)) return refuse('ERR_BAD_ACTION', { type: a.type });
      if (!s.hands[seat].includes(card)) return refuse('ERR_CARD_NOT_IN_HAND', { card });
      return { ok: true, state: bury(copyState(s), card, facts), facts };
    }
    case 'CALL_PARTNER': {
      const card = a.card;
      if (!isPackCard(card)) return refuse('ERR_BAD_ACTION', { type: a.type });
      const no = callRefusal(s, card);
      if (no) return no;
      return { ok: true, state: callPartner(copyState(s), card, facts), facts };
    }
    case 'PLAY': case 'PLAY_PAIR': {
      const cards = playedCards(a);
      if (!cards) return refuse('ERR_BAD_ACTION', { type: a.type });
      const no = playRefusal(s, seat, cards);
      if (no) return no;
      return { ok: true, state: play(copyState(s), seat, cards, facts), facts };
    }
    case 'NEXT_HAND':
      return { ok: true, state: nextRound(s, facts), facts };
  }
  return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
}
