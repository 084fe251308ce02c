// Ascot's phases and actions (§4, §11): the one legality oracle and the transitions. A trick is
// resolved (§5.2), the stock drawn from in phase 1 (§4 row 6: automatic, or DRAW by the winner
// then the loser with confirmDraws), then the led suit's horse advances if its leader won
// (§5.3), and after the 24th trick the deal is scored (settle.ts).
import { appended, filled, removedAt, setAt } from '../../core/arrays';
import { fixedAction, shapeLookup } from '../../core/actions';
import type { ActionShape } from '../../core/actions';
import { isCard } from '../../core/cards';
import { fieldsRefusal, refuse } from '../../core/errors';
import { createRng } from '../../core/rng';
import type { Action, Card, Fact, NormalizedSetup, PlayedCard, Refusal, Seat, Status, Step } from '../../core/types';
import { collectTrick } from '../../kit/completedTrick';
import { ledCard, playActions } from '../../kit/follow';
import { statusOf } from '../../kit/observation';
import { dealRace } from './deal';
import { startPositions } from './handicap';
import { ACES, horseOfCard, mayAdvance } from './race';
import { mayPlay, playableCards, rulesFor, suitOfCard, trickWinner } from './rules';
import { scoreDeal } from './settle';
import { copyState } from './state';
import type { AscotOptions, AscotPhase, AscotState, Side } from './types';

/** Per action type: its fields besides `type`, and the phase it belongs to (§11.2). */
const SHAPES = {
  PLAY: { fields: ['card'], phases: ['trickPlay'] },
  DRAW: { fields: [], phases: ['draw'] },
  NEXT_HAND: { fields: [], phases: ['handResult'] },
} as const satisfies Record<string, ActionShape<AscotPhase>>;

const shapeOf = shapeLookup<ActionShape<AscotPhase>>(SHAPES);

/** §3 step 1: seat 0's colour, drawn from the match seed when 'random' (stream "<seed>/sides", A-3). */
function sidesOf(o: AscotOptions, seed: string): Side[] {
  const first: Side = o.seat0Side !== 'random' ? o.seat0Side : createRng(`${seed}/sides`).int(2) === 0 ? 'black' : 'red';
  return first === 'black' ? ['black', 'red'] : ['red', 'black'];
}

export function initialState(setup: NormalizedSetup): Step<AscotState> {
  const options = setup.options as unknown as AscotOptions;
  const blank: AscotState = {
    seed: setup.seed,
    options,
    deals: setup.deals,
    handNumber: 0,
    dealer: setup.dealer,
    phase: 'trickPlay',
    sides: sidesOf(options, setup.seed),
    hands: [[], []],
    stock: [],
    upcard: null,
    trump: null,
    stage: 1,
    leader: 0,
    trick: [],
    trickNo: 1,
    tricksWon: [0, 0],
    lastTrick: null,
    tricks: [],
    knownCards: [[], []],
    pos: startPositions(options),
    moves: filled<number>(4, 0),
    drawQueue: [],
    totals: [0, 0],
    history: [],
    winners: [],
  };
  const facts: Fact[] = [];
  return { ok: true, state: startDeal(blank, setup.dealer, facts), facts };
}

/**
 * §4 row 2: a fresh deal. The aces go to the start (plus handicap), or in a carry-over
 * marathon stay where they are from the second deal on; every `moves` is 0. The first stock
 * card is turned up (with trumpFromFirstUpcard its suit is trump); the non-dealer leads.
 */
function startDeal(s: AscotState, dealer: Seat, facts: Fact[]): AscotState {
  const handNumber = s.handNumber + 1;
  const { hands, stock } = dealRace(s.seed, handNumber, dealer, s.deals[handNumber - 1]);
  const next = copyState(s);
  next.handNumber = handNumber;
  next.dealer = dealer;
  next.phase = 'trickPlay';
  next.hands = hands;
  next.upcard = stock[0];
  next.stock = stock.slice(1);
  next.trump = s.options.trumpFromFirstUpcard ? suitOfCard(stock[0]) : null;
  next.stage = 1;
  next.leader = 1 - dealer;
  next.trick = [];
  next.trickNo = 1;
  next.tricksWon = [0, 0];
  next.lastTrick = null;
  next.tricks = [];
  next.knownCards = [[], []];
  if (s.options.matchMode !== 'marathonCarryOver' || handNumber === 1) next.pos = startPositions(s.options);
  next.moves = filled<number>(4, 0);
  next.drawQueue = [];
  facts.push({ type: 'HAND_DEALT', handNumber, dealer }, { type: 'UPCARD', card: next.upcard });
  if (next.trump) facts.push({ type: 'TRUMP', suit: next.trump });
  return next;
}

/** The one seat the game waits on, or -1 (either seat at handResult, nobody at gameOver). */
export function actor(s: AscotState): Seat {
  switch (s.phase) {
    case 'trickPlay': return s.trick.length === 0 ? s.leader : 1 - s.leader;
    case 'draw': return s.drawQueue[0];
    default: return -1;
  }
}

/** toAct(s)[0] without building the list (the AI's `actor`). */
export const firstToAct = (s: AscotState): Seat => (s.phase === 'handResult' ? 0 : actor(s));

export function toAct(s: AscotState): Seat[] {
  if (s.phase === 'handResult') return [0, 1];
  const a = actor(s);
  return a >= 0 ? [a] : [];
}

export function status(s: AscotState): Status {
  return statusOf(s, toAct(s), s.totals.slice());
}

const DRAW = fixedAction('DRAW');
const NEXT_HAND = fixedAction('NEXT_HAND');

/** The cards `seat` may play now (empty when it is not that seat's card to play). */
export function playable(s: AscotState, seat: Seat): Card[] {
  return s.phase === 'trickPlay' && actor(s) === seat ? playableCards(s.hands[seat], s.trick, s.trump) : [];
}

export function legal(s: AscotState, seat: Seat): Action[] {
  switch (s.phase) {
    case 'trickPlay': return actor(s) === seat ? playActions(s.hands[seat], ledCard(s.trick), rulesFor(s.trump)) : [];
    case 'draw': return actor(s) === seat ? [DRAW] : [];
    case 'handResult': return [NEXT_HAND];
    default: return [];
  }
}

/** Shape and seat checks every action passes before the rules look at it (order E-1). */
function checkShape(s: AscotState, seat: Seat, a: Action): Refusal | null {
  const shape = shapeOf(a.type);
  if (!shape) return refuse('ERR_UNKNOWN_ACTION', { type: String(a.type) });
  if (shape.phases[0] !== s.phase) return refuse('ERR_WRONG_PHASE', { type: a.type as string, phase: s.phase });
  if (s.phase !== 'handResult' && seat !== actor(s)) return refuse('ERR_NOT_YOUR_TURN', { seat });
  return fieldsRefusal(a, shape.fields);
}

export function apply(s: AscotState, seat: Seat, a: Action): Step<AscotState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  const facts: Fact[] = [];
  switch (a.type) {
    case 'PLAY': return applyPlay(s, seat, a.card);
    case 'DRAW': return { ok: true, state: applyDraw(s, seat, facts), facts };
    case 'NEXT_HAND': return { ok: true, state: startDeal(s, 1 - s.dealer, facts), facts };
  }
  return refuse('ERR_UNKNOWN_ACTION', { type: String(a.type) });
}

/** `cards` without the one at `at`, or unchanged if it is not there. */
const dropped = (cards: Card[], card: Card): Card[] => {
  const at = cards.indexOf(card);
  return at < 0 ? cards : removedAt(cards, at);
};

function applyPlay(s: AscotState, seat: Seat, card: unknown): Step<AscotState> | Refusal {
  if (!isCard(card)) return refuse('ERR_BAD_ACTION', { type: 'PLAY' });
  const hand = s.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) return refuse('ERR_CARD_NOT_IN_HAND', { card });
  if (!mayPlay(hand, s.trick, card, s.trump)) {
    return refuse('ERR_MUST_FOLLOW', { suit: suitOfCard(s.trick[0].card), cards: playableCards(hand, s.trick, s.trump) });
  }
  const facts: Fact[] = [{ type: 'CARD_PLAYED', seat, card }];
  const next = copyState(s);
  next.hands = setAt(s.hands, seat, removedAt(hand, at));
  next.knownCards = setAt(s.knownCards, seat, dropped(s.knownCards[seat], card));
  next.trick = appended<PlayedCard>(s.trick, { seat, card });
  return { ok: true, state: next.trick.length === 2 ? resolveTrick(next, facts) : next, facts };
}

/**
 * §4 rows 5–6: the full trick goes to its winner (who leads next); in phase 1 the draws
 * follow, automatic or (confirmDraws) one DRAW from each seat. Sets `next`, fresh from this action.
 */
function resolveTrick(next: AscotState, facts: Fact[]): AscotState {
  const winner = trickWinner(next.trick, next.trump);
  collectTrick(next, winner, facts);
  if (next.stage === 2) return advance(next, facts);
  if (next.options.confirmDraws) {
    next.phase = 'draw';
    next.drawQueue = [winner, 1 - winner];
    return next;
  }
  takeUpcard(next, winner, facts);
  takeHidden(next, 1 - winner, facts);
  return advance(next, facts);
}

/** §4 row 6: the trick's winner takes the upcard, public (knownCards). */
function takeUpcard(next: AscotState, seat: Seat, facts: Fact[]): void {
  const card = next.upcard!;
  next.hands = setAt(next.hands, seat, appended(next.hands[seat], card));
  next.knownCards = setAt(next.knownCards, seat, appended(next.knownCards[seat], card));
  next.upcard = null;
  facts.push({ type: 'DREW', seat, card });
}

/** §4 row 6: the loser takes the next stock card, private; then the next card is turned up. */
function takeHidden(next: AscotState, seat: Seat, facts: Fact[]): void {
  next.hands = setAt(next.hands, seat, appended(next.hands[seat], next.stock[0]));
  facts.push({ type: 'DREW', seat });
  if (next.stock.length > 1) {
    next.upcard = next.stock[1];
    facts.push({ type: 'UPCARD', card: next.upcard });
  }
  next.stock = next.stock.slice(next.stock.length > 1 ? 2 : 1);
}

/** DRAW (confirmDraws): the winner's face-up card, then the loser's hidden one and the rest of the trick. */
function applyDraw(s: AscotState, seat: Seat, facts: Fact[]): AscotState {
  const next = copyState(s);
  next.drawQueue = s.drawQueue.slice(1);
  if (s.drawQueue.length === 2) {
    takeUpcard(next, seat, facts);
    return next;
  }
  takeHidden(next, seat, facts);
  next.phase = 'trickPlay';
  return advance(next, facts);
}

/**
 * §4 row 7, §5.3: if the trick's leader won it, the led suit's horse advances (while it has
 * fewer than maxMovesPerDeal advances this deal); then phase 2 begins once the stock is empty,
 * or the deal is over after its 24th trick.
 */
function advance(next: AscotState, facts: Fact[]): AscotState {
  const done = next.lastTrick!;
  const led = done.cards[0];
  if (done.winner === led.seat) {
    const h = horseOfCard(led.card);
    if (mayAdvance(next.moves, h, next.options.maxMovesPerDeal)) {
      next.pos = setAt(next.pos, h, next.pos[h] + 1);
      next.moves = setAt(next.moves, h, next.moves[h] + 1);
      facts.push({ type: 'HORSE_ADVANCED', ace: ACES[h], pos: next.pos[h], moves: next.moves[h] });
    } else facts.push({ type: 'HORSE_AT_LIMIT', ace: ACES[h] });
  }
  if (next.hands[0].length === 0) return scoreDeal(next, facts);
  if (next.stage === 1 && next.upcard === null) {
    next.stage = 2;
    facts.push({ type: 'STAGE_TWO' });
  }
  return next;
}
