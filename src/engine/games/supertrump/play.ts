// Supertrump's phases and actions (§4, §11): the one legality oracle and the transitions.
import { isCard, isRank, isSuit, RANKS, SUITS } from '../../core/cards';
import { fieldsRefusal, refuse } from '../../core/errors';
import type { Action, Card, Fact, NormalizedSetup, PlayedCard, Refusal, Seat, Status, Step } from '../../core/types';
import { dealGame } from './deal';
import { effSuit, gamePoints, tablesFor } from './rules';
import { completeTrick } from '../../kit/completedTrick';
import { ledCard, legalFollows, mayFollow, playActions } from '../../kit/follow';
import { statusOf } from '../../kit/observation';
import type { TrickRules as Tables } from '../../kit/trickRules';
import { trickWinner } from '../../kit/winner';
import type { SupertrumpOptions, SupertrumpState } from './types';

const ACTION_FIELDS: Record<string, readonly string[]> = {
  CHOOSE_TRUMP: ['suit'],
  CHOOSE_SUPERTRUMP: ['rank'],
  PLAY: ['card'],
  DRAW: [],
  NEXT_HAND: [],
};

const PHASE_OF_ACTION: Record<string, SupertrumpState['phase']> = {
  CHOOSE_TRUMP: 'chooseTrump',
  CHOOSE_SUPERTRUMP: 'chooseSuperTrump',
  PLAY: 'trickPlay',
  DRAW: 'draw',
  NEXT_HAND: 'handResult',
};

/** ACTION_FIELDS and PHASE_OF_ACTION by action type: one Map lookup on the hot path. */
const ACTIONS = new Map(Object.keys(ACTION_FIELDS).map((type) => [type, { fields: ACTION_FIELDS[type], phase: PHASE_OF_ACTION[type] }]));

/** The same for a type that is not a string (it is looked up as a property key, as before). */
function actionOf(type: unknown): { fields: readonly string[]; phase: SupertrumpState['phase'] } | undefined {
  const key = type as string;
  return Object.hasOwn(ACTION_FIELDS, key) ? { fields: ACTION_FIELDS[key], phase: PHASE_OF_ACTION[key] } : undefined;
}

export function initialState(setup: NormalizedSetup): Step<SupertrumpState> {
  const base: SupertrumpState = {
    seed: setup.seed,
    options: setup.options as unknown as SupertrumpOptions,
    deals: setup.deals,
    handNumber: 0,
    dealer: 1 - setup.dealer, // startGame swaps it back
    phase: 'chooseTrump',
    hands: [[], []],
    stock: [],
    upcard: null,
    trump: null,
    superRank: null,
    stage: 1,
    trickNo: 1,
    leader: 0,
    trick: [],
    tricks1: [0, 0],
    tricks2: [0, 0],
    knownCards: [[], []],
    lastTrick: null,
    played: [],
    drawQueue: [],
    totals: [0, 0],
    history: [],
    winners: [],
  };
  const facts: Fact[] = [];
  return { ok: true, state: startGame(base, facts), facts };
}

/** Deal the next game: the dealer alternates (§4 row 10); the non-dealer chooses trump. */
function startGame(s: SupertrumpState, facts: Fact[]): SupertrumpState {
  const handNumber = s.handNumber + 1;
  const dealer = 1 - s.dealer;
  const { hands, stock } = dealGame(s.seed, handNumber, dealer, s.deals[handNumber - 1]);
  facts.push({ type: 'HAND_DEALT', handNumber, dealer });
  const next = copyState(s);
  next.handNumber = handNumber;
  next.dealer = dealer;
  next.phase = 'chooseTrump';
  next.hands = hands;
  next.stock = stock;
  next.upcard = null;
  next.trump = null;
  next.superRank = null;
  next.stage = 1;
  next.trickNo = 1;
  next.leader = 1 - dealer;
  next.trick = [];
  next.tricks1 = [0, 0];
  next.tricks2 = [0, 0];
  next.knownCards = [[], []];
  next.lastTrick = null;
  next.played = [];
  next.drawQueue = [];
  return next;
}

export function toAct(s: SupertrumpState): Seat[] {
  switch (s.phase) {
    case 'chooseTrump': return [1 - s.dealer];
    case 'chooseSuperTrump': return [s.dealer];
    case 'trickPlay': return [s.trick.length === 0 ? s.leader : 1 - s.leader];
    case 'draw': return [s.drawQueue[0]];
    case 'handResult': return [0, 1];
    case 'gameOver': return [];
  }
}

/** The one seat the game waits on, or -1 (either seat at handResult, nobody at gameOver). Allocation-free. */
export function actor(s: SupertrumpState): Seat {
  switch (s.phase) {
    case 'chooseTrump': return 1 - s.dealer;
    case 'chooseSuperTrump': return s.dealer;
    case 'trickPlay': return s.trick.length === 0 ? s.leader : 1 - s.leader;
    case 'draw': return s.drawQueue[0];
    default: return -1;
  }
}

function mayAct(s: SupertrumpState, seat: Seat): boolean {
  const a = actor(s);
  return a === seat || (a === -1 && s.phase === 'handResult' && (seat === 0 || seat === 1));
}

export function status(s: SupertrumpState): Status {
  return statusOf(s, toAct(s), s.totals.slice());
}

/** The kit's tables of the hand in play (trump and super-trump chosen). */
const tablesOf = (s: SupertrumpState): Tables => tablesFor(s.trump!, s.superRank!, s.options.supertrumpMembership);

/** The cards `seat` may play now (empty when it is not that seat's card to play). */
export function playableCards(s: SupertrumpState, seat: Seat): Card[] {
  if (s.phase !== 'trickPlay' || actor(s) !== seat) return [];
  return legalFollows(s.hands[seat], ledCard(s.trick), tablesOf(s));
}

export function legal(s: SupertrumpState, seat: Seat): Action[] {
  if (!mayAct(s, seat)) return [];
  switch (s.phase) {
    case 'chooseTrump': return SUITS.map((suit) => ({ type: 'CHOOSE_TRUMP', suit }));
    case 'chooseSuperTrump': return RANKS.map((rank) => ({ type: 'CHOOSE_SUPERTRUMP', rank }));
    case 'trickPlay': return playActions(s.hands[seat], ledCard(s.trick), tablesOf(s));
    case 'draw': return [{ type: 'DRAW' }];
    case 'handResult': return [{ type: 'NEXT_HAND' }];
    case 'gameOver': return [];
  }
}

/** Shape checks every action passes before the rules look at it (allocation-free on the happy path). */
function checkShape(s: SupertrumpState, seat: Seat, a: Action): Refusal | null {
  const known = typeof a.type === 'string' ? ACTIONS.get(a.type) : actionOf(a.type);
  if (!known) return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
  const fields = known.fields;
  if (known.phase !== s.phase) {
    return refuse('ERR_WRONG_PHASE', { type: a.type, phase: s.phase });
  }
  if (!mayAct(s, seat)) return refuse('ERR_NOT_YOUR_TURN', { seat });
  return fieldsRefusal(a, fields);
}

export function apply(s: SupertrumpState, seat: Seat, a: Action): Step<SupertrumpState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  if (a.type === 'PLAY') return play(s, seat, a.card);
  const facts: Fact[] = [];
  switch (a.type) {
    case 'CHOOSE_TRUMP': {
      if (!isSuit(a.suit)) return refuse('ERR_BAD_SUIT', { suit: typeof a.suit === 'string' ? a.suit : typeof a.suit });
      facts.push({ type: 'TRUMP_CHOSEN', seat, suit: a.suit });
      const next = copyState(s);
      next.trump = a.suit;
      next.phase = 'chooseSuperTrump';
      return { ok: true, state: next, facts };
    }
    case 'CHOOSE_SUPERTRUMP': {
      if (!isRank(a.rank)) return refuse('ERR_BAD_RANK', { rank: typeof a.rank === 'string' ? a.rank : typeof a.rank });
      facts.push({ type: 'SUPERTRUMP_CHOSEN', seat, rank: a.rank });
      const upcard = s.stock[0];
      facts.push({ type: 'UPCARD', card: upcard });
      const next = copyState(s);
      next.superRank = a.rank;
      next.phase = 'trickPlay';
      next.upcard = upcard;
      next.stock = s.stock.slice(1);
      return { ok: true, state: next, facts };
    }
    case 'DRAW': {
      const [drawer, ...rest] = s.drawQueue;
      const next = drawFor(s, drawer, drawer === s.leader, facts);
      next.drawQueue = rest;
      return { ok: true, state: rest.length ? next : afterDraws(next, facts), facts };
    }
    case 'NEXT_HAND':
      return { ok: true, state: startGame(s, facts), facts };
  }
  return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
}

/** A copy of `cards` without the entry at `i` (no splice: it is slow for short arrays). */
function removeAt(cards: readonly Card[], i: number): Card[] {
  const out = cards.slice();
  for (let j = i; j < out.length - 1; j++) out[j] = out[j + 1];
  out.pop();
  return out;
}

/** cards.indexOf(card), as a plain loop: card texts are interned, and 13 compares beat a builtin call. */
function indexOfCard(cards: readonly Card[], card: Card): number {
  for (let i = 0; i < cards.length; i++) if (cards[i] === card) return i;
  return -1;
}

/**
 * A shallow copy with one fixed shape (field order of SupertrumpState): far faster than an
 * object spread on the hot path, and the copy is fresh, so the caller may set its fields.
 * Every state of a hand is made here (no spreads), so the JS engine sees one object shape.
 */
function copyState(s: SupertrumpState): SupertrumpState {
  return {
    seed: s.seed, options: s.options, deals: s.deals, handNumber: s.handNumber, dealer: s.dealer, phase: s.phase,
    hands: s.hands, stock: s.stock, upcard: s.upcard, trump: s.trump, superRank: s.superRank, stage: s.stage,
    trickNo: s.trickNo, leader: s.leader, trick: s.trick, tricks1: s.tricks1, tricks2: s.tricks2,
    knownCards: s.knownCards, lastTrick: s.lastTrick, played: s.played, drawQueue: s.drawQueue, totals: s.totals,
    history: s.history, winners: s.winners,
  };
}

// The trick-play path runs millions of times in AI playouts: it builds each new state in
// one object literal and copies only the arrays that change.
function play(s: SupertrumpState, seat: Seat, card: unknown): Step<SupertrumpState> | Refusal {
  if (!isCard(card)) return refuse('ERR_BAD_ACTION', { type: 'PLAY' });
  const hand = s.hands[seat];
  const at = indexOfCard(hand, card);
  if (at < 0) return refuse('ERR_CARD_NOT_IN_HAND', { card });
  const tables = tablesOf(s);
  if (!mayFollow(hand, ledCard(s.trick), card, tables)) {
    const need = effSuit(s.trick[0].card, s.trump!, s.superRank!, s.options.supertrumpMembership);
    return refuse('ERR_MUST_FOLLOW', { suit: need, cards: legalFollows(hand, s.trick[0].card, tables) });
  }
  const facts: Fact[] = [{ type: 'CARD_PLAYED', seat, card }];
  const hands: SupertrumpState['hands'] = seat === 0 ? [removeAt(hand, at), s.hands[1]] : [s.hands[0], removeAt(hand, at)];
  let knownCards = s.knownCards;
  const k = indexOfCard(knownCards[seat], card);
  if (k >= 0) knownCards = seat === 0 ? [removeAt(knownCards[0], k), knownCards[1]] : [knownCards[0], removeAt(knownCards[1], k)];
  if (s.trick.length === 0) {
    const next = copyState(s);
    next.hands = hands;
    next.knownCards = knownCards;
    next.trick = [{ seat, card }];
    return { ok: true, state: next, facts };
  }
  return { ok: true, state: resolveTrick(s, hands, knownCards, [s.trick[0], { seat, card }], tables, facts), facts };
}

/** §4 row 7: score the trick, then draw (stage 1) or go on / score the game (stage 2). */
function resolveTrick(
  s: SupertrumpState, hands: SupertrumpState['hands'], knownCards: SupertrumpState['knownCards'], trick: PlayedCard[], tables: Tables, facts: Fact[],
): SupertrumpState {
  const led = trick[0];
  const follow = trick[1];
  const winner = trick[trickWinner(trick, tables)].seat;
  const done = completeTrick(trick, winner, s.trickNo, facts);
  let tricks1 = s.tricks1;
  let tricks2 = s.tricks2;
  if (s.stage === 1) tricks1 = winner === 0 ? [tricks1[0] + 1, tricks1[1]] : [tricks1[0], tricks1[1] + 1];
  else tricks2 = winner === 0 ? [tricks2[0] + 1, tricks2[1]] : [tricks2[0], tricks2[1] + 1];
  const played = [...s.played, led.card, follow.card];
  const base = copyState(s);
  base.hands = hands;
  base.knownCards = knownCards;
  base.tricks1 = tricks1;
  base.tricks2 = tricks2;
  base.leader = winner;
  base.trick = [];
  base.trickNo = s.trickNo + 1;
  base.lastTrick = done;
  base.played = played;
  if (s.stage === 2) return hands[0].length === 0 ? scoreGame(base, facts) : base;
  if (s.options.confirmDraws) {
    base.phase = 'draw';
    base.drawQueue = [winner, 1 - winner];
    return base;
  }
  // Automatic draws: the winner takes the upcard (public), the loser the next hidden card.
  const up = s.upcard!;
  const hidden = s.stock[0];
  const loser = 1 - winner;
  facts.push({ type: 'DREW', seat: winner, card: up }, { type: 'DREW', seat: loser });
  base.hands = winner === 0 ? [[...hands[0], up], [...hands[1], hidden]] : [[...hands[0], hidden], [...hands[1], up]];
  base.knownCards = winner === 0 ? [[...knownCards[0], up], knownCards[1]] : [knownCards[0], [...knownCards[1], up]];
  if (s.stock.length > 1) {
    base.upcard = s.stock[1];
    base.stock = s.stock.slice(2);
    facts.push({ type: 'UPCARD', card: base.upcard });
  } else {
    base.upcard = null;
    base.stock = [];
    base.stage = 2;
    facts.push({ type: 'STAGE_TWO' });
  }
  return base;
}

/** The trick winner takes the face-up card (public), the loser the next hidden one (confirmDraws). */
function drawFor(s: SupertrumpState, seat: Seat, faceUp: boolean, facts: Fact[]): SupertrumpState {
  const hands = s.hands.slice() as SupertrumpState['hands'];
  if (faceUp) {
    const card = s.upcard!;
    hands[seat] = [...hands[seat], card];
    const knownCards = s.knownCards.slice() as SupertrumpState['knownCards'];
    knownCards[seat] = [...knownCards[seat], card];
    facts.push({ type: 'DREW', seat, card });
    const next = copyState(s);
    next.hands = hands;
    next.knownCards = knownCards;
    next.upcard = null;
    return next;
  }
  const [card, ...stock] = s.stock;
  hands[seat] = [...hands[seat], card];
  facts.push({ type: 'DREW', seat });
  const next = copyState(s);
  next.hands = hands;
  next.stock = stock;
  return next;
}

function afterDraws(s: SupertrumpState, facts: Fact[]): SupertrumpState {
  const next = copyState(s);
  next.phase = 'trickPlay';
  if (s.stock.length > 0) return revealUpcard(next, facts);
  facts.push({ type: 'STAGE_TWO' });
  next.stage = 2;
  return next;
}

function revealUpcard(s: SupertrumpState, facts: Fact[]): SupertrumpState {
  const [upcard, ...stock] = s.stock;
  facts.push({ type: 'UPCARD', card: upcard });
  const next = copyState(s);
  next.upcard = upcard;
  next.stock = stock;
  return next;
}

/** §6: points per seat, added to the match; the match ends after gamesPerMatch games. */
function scoreGame(s: SupertrumpState, facts: Fact[]): SupertrumpState {
  const points: [number, number] = [gamePoints(s.tricks1[0], s.tricks2[0]), gamePoints(s.tricks1[1], s.tricks2[1])];
  const totals: [number, number] = [s.totals[0] + points[0], s.totals[1] + points[1]];
  const history = [...s.history, {
    handNumber: s.handNumber, dealer: s.dealer, trump: s.trump!, superRank: s.superRank!,
    tricks1: s.tricks1, tricks2: s.tricks2, points, totals,
  }];
  facts.push({ type: 'HAND_SCORED', points, totals });
  const next = copyState(s);
  next.totals = totals;
  next.history = history;
  if (s.handNumber < s.options.gamesPerMatch) {
    next.phase = 'handResult';
    return next;
  }
  const best = Math.max(...totals);
  const winners = [0, 1].filter((seat) => totals[seat] === best);
  facts.push({ type: 'GAME_OVER', winners });
  next.winners = winners;
  next.phase = 'gameOver';
  return next;
}
