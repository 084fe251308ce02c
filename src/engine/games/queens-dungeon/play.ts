// Queen's Dungeon's phases and actions (§4, §11): the one legality oracle and the dispatcher.
import { appended, filled, removedAt, setAt } from '../../core/arrays';
import { fixedAction, shapeLookup } from '../../core/actions';
import type { ActionShape } from '../../core/actions';
import { isCard, isSuit, SUITS } from '../../core/cards';
import { fieldsRefusal, listed, refuse } from '../../core/errors';
import type { Action, Card, Fact, NormalizedSetup, PlayedCard, Refusal, Seat, Status, Step, Suit } from '../../core/types';
import { collectTrick } from '../../kit/completedTrick';
import { playActions } from '../../kit/follow';
import { statusOf } from '../../kit/observation';
import { cutForDealer, dealHands } from './deal';
import {
  handSizeFor, leftOf, ledOf, mayPlay, mustTrumpNow, packFor, queensIn, shownVoid, stateRules, suitIndex, suitOfCard,
  toMove, trickWinner,
} from './rules';
import { DUNGEON_OPTIONS, dungeonResult, KEY_OPTIONS, lowestAtStart, scoreHand } from './settle';
import { copyState } from './state';
import type { DungeonOption, KeyOption, QueensDungeonOptions, QueensDungeonPhase, QueensDungeonState } from './types';

/** Per action type: its fields besides `type`, and the phases it belongs to. */
const SHAPES = {
  CHOOSE_TRUMP: { fields: ['suit'], phases: ['chooseTrump', 'trumpChange'] },
  PLAY: { fields: ['card'], phases: ['trickPlay'] },
  DUNGEON_CHOICE: { fields: ['option'], phases: ['dungeonChoice', 'keyChoice'] },
  NEXT_HAND: { fields: [], phases: ['handResult'] },
} as const satisfies Record<string, ActionShape<QueensDungeonPhase>>;

const shapeOf = shapeLookup<ActionShape<QueensDungeonPhase>>(SHAPES);

export function initialState(setup: NormalizedSetup): Step<QueensDungeonState> {
  const n = setup.players;
  const options = setup.options as unknown as QueensDungeonOptions;
  const facts: Fact[] = [];
  // §3.1, §11.1: without setup.dealer the seats cut for the first dealer.
  const cut = setup.dealerDrawn ? cutForDealer(setup.seed, packFor(n, options.removedTwo), n) : [];
  for (const r of cut) facts.push({ type: 'CUT', seats: r.seats.slice(), cards: r.cards.slice(), dealer: r.dealer });
  const dealer = cut.length > 0 ? cut[cut.length - 1].dealer! : setup.dealer;
  const totals = filled<number>(n, 0);
  const s: QueensDungeonState = {
    seed: setup.seed,
    options,
    deals: setup.deals,
    players: n,
    handNumber: 1,
    dealer,
    phase: 'chooseTrump',
    totals,
    totalsAtDealStart: filled<number>(n, 0),
    cut,
    trump: null,
    trumps: [],
    hands: emptyHands(n),
    leader: -1,
    trick: [],
    trickNo: 1,
    tricksWon: filled<number>(n, 0),
    scoringTricks: filled<number>(n, 0),
    scoringQueens: filled<number>(n, 0),
    queensWon: filled<number>(n, 0),
    voided: filled<boolean>(n, false),
    voids: filled<number>(n, 0),
    lastTrick: null,
    tricks: [],
    dungeons: [],
    history: [],
    winners: [],
  };
  return { ok: true, state: s, facts };
}

function emptyHands(n: number): Card[][] {
  const hands = new Array<Card[]>(n);
  for (let seat = 0; seat < n; seat++) hands[seat] = [];
  return hands;
}

/** §4 row 12: the deal passes clockwise; the new dealer names the trump before any card is dealt. */
function nextDeal(s: QueensDungeonState): QueensDungeonState {
  const n = s.players;
  const next = copyState(s);
  const zeros = filled<number>(n, 0);
  next.handNumber = s.handNumber + 1;
  next.dealer = leftOf(s.dealer, n);
  next.phase = 'chooseTrump';
  next.totalsAtDealStart = s.totals.slice();
  next.trump = null;
  next.trumps = [];
  next.hands = emptyHands(n);
  next.leader = -1;
  next.trick = [];
  next.trickNo = 1;
  next.tricksWon = zeros;
  next.scoringTricks = zeros;
  next.scoringQueens = zeros;
  next.queensWon = zeros;
  next.voided = filled<boolean>(n, false);
  next.voids = zeros;
  next.lastTrick = null;
  next.tricks = [];
  next.dungeons = [];
  return next;
}

/** The seat a dungeon or key choice waits on: the winner of the trick just collected. */
const chooser = (s: QueensDungeonState): Seat => s.lastTrick!.winner;

/** The seat the game waits on in a phase that waits on one (-1: none, or every seat). */
function actor(s: QueensDungeonState): Seat {
  switch (s.phase) {
    case 'chooseTrump': case 'trumpChange': return s.dealer;
    case 'trickPlay': return toMove(s);
    case 'dungeonChoice': case 'keyChoice': return chooser(s);
    default: return -1;
  }
}

export function toAct(s: QueensDungeonState): Seat[] {
  if (s.phase === 'handResult') {
    const all = new Array<Seat>(s.players);
    for (let seat = 0; seat < s.players; seat++) all[seat] = seat;
    return all;
  }
  const a = actor(s);
  return a >= 0 ? [a] : [];
}

/** toAct(s)[0] without building the list (the AI's `actor`, on every step of its playouts). */
export function firstToAct(s: QueensDungeonState): Seat {
  return s.phase === 'handResult' ? 0 : actor(s);
}

export function status(s: QueensDungeonState): Status {
  return statusOf(s, toAct(s), s.totals.slice());
}

// The legal lists hold shared frozen actions (core/actions.ts): only the list is new.
const TRUMP_ACTIONS: readonly Action[] = SUITS.map((suit) => Object.freeze({ type: 'CHOOSE_TRUMP', suit }));
const DUNGEON_ACTIONS: readonly Action[] = DUNGEON_OPTIONS.map((option) => Object.freeze({ type: 'DUNGEON_CHOICE', option }));
const KEY_ACTIONS: readonly Action[] = KEY_OPTIONS.map((option) => Object.freeze({ type: 'DUNGEON_CHOICE', option }));
const NEXT_HAND = fixedAction('NEXT_HAND');

export function legal(s: QueensDungeonState, seat: Seat): Action[] {
  switch (s.phase) {
    case 'trickPlay':
      return seat === toMove(s) ? playActions(s.hands[seat], ledOf(s.trick), stateRules(s)) : [];
    case 'chooseTrump':
      return seat === s.dealer ? TRUMP_ACTIONS.slice() : [];
    case 'trumpChange':
      return seat === s.dealer ? TRUMP_ACTIONS.filter((a) => a.suit !== s.trump) : [];
    case 'dungeonChoice':
      return seat === chooser(s) ? DUNGEON_ACTIONS.slice() : [];
    case 'keyChoice':
      return seat === chooser(s) ? KEY_ACTIONS.slice() : [];
    case 'handResult':
      return [NEXT_HAND];
    default:
      return [];
  }
}

/** Shape and seat checks every action passes before the rules look at it (order E-1). */
function checkShape(s: QueensDungeonState, seat: Seat, a: Action): Refusal | null {
  const shape = shapeOf(a.type);
  if (!shape) return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
  if (!listed(shape.phases, s.phase)) return refuse('ERR_WRONG_PHASE', { type: a.type, phase: s.phase });
  if (s.phase !== 'handResult' && seat !== actor(s)) return refuse('ERR_NOT_YOUR_TURN', { seat });
  return fieldsRefusal(a, shape.fields);
}

const isPackCard = (s: QueensDungeonState, x: unknown): x is Card =>
  isCard(x) && x !== 'BJ' && x !== 'RJ' && !(s.players === 3 && x === s.options.removedTwo);

export function apply(s: QueensDungeonState, seat: Seat, a: Action): Step<QueensDungeonState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  switch (a.type) {
    case 'CHOOSE_TRUMP': {
      const suit = a.suit;
      if (!isSuit(suit)) return refuse('ERR_BAD_ACTION', { type: a.type });
      return s.phase === 'chooseTrump' ? applyTrump(s, seat, suit) : applyTrumpChange(s, seat, suit);
    }
    case 'PLAY': {
      const card = a.card;
      if (!isPackCard(s, card)) return refuse('ERR_BAD_ACTION', { type: a.type });
      return applyPlay(s, seat, card);
    }
    case 'DUNGEON_CHOICE': {
      const option = a.option;
      if (typeof option !== 'string') return refuse('ERR_BAD_ACTION', { type: a.type });
      const options: readonly string[] = s.phase === 'dungeonChoice' ? DUNGEON_OPTIONS : KEY_OPTIONS;
      if (!listed(options, option)) return refuse('ERR_BAD_CHOICE', { option, options: options.slice() });
      return applyChoice(s, seat, option as DungeonOption | KeyOption);
    }
    case 'NEXT_HAND':
      return { ok: true, state: nextDeal(s), facts: [] };
  }
  return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
}

/**
 * §4 rows 3–4: the dealer names the trump blind; then the cards are dealt and the player on the
 * dealer's left (firstLead 'dealer': the dealer, D-2) leads trick 1. HAND_DEALT opens the deal's
 * facts (the hand history starts a deal at it), then TRUMP_CHOSEN.
 */
function applyTrump(s: QueensDungeonState, seat: Seat, suit: Suit): Step<QueensDungeonState> {
  const facts: Fact[] = [
    { type: 'HAND_DEALT', handNumber: s.handNumber, dealer: s.dealer },
    { type: 'TRUMP_CHOSEN', seat, suit },
  ];
  const next = copyState(s);
  next.trump = suit;
  next.trumps = [{ suit, fromTrick: 1 }];
  next.totalsAtDealStart = s.totals.slice();
  next.hands = dealHands(s.seed, s.handNumber, s.players, s.dealer, s.options, s.deals[s.handNumber - 1]);
  next.leader = s.options.firstLead === 'dealer' ? s.dealer : leftOf(s.dealer, s.players);
  next.trickNo = 1;
  next.phase = 'trickPlay';
  return { ok: true, state: next, facts };
}

/** §4 row 7: the dealer names a new trump (not the current one); it applies from the next trick. */
function applyTrumpChange(s: QueensDungeonState, seat: Seat, suit: Suit): Step<QueensDungeonState> | Refusal {
  if (suit === s.trump) return refuse('ERR_SAME_TRUMP', { suit });
  const facts: Fact[] = [{ type: 'TRUMP_CHANGED', seat, suit, trickNo: s.trickNo }];
  const next = copyState(s);
  next.trump = suit;
  next.trumps = appended(s.trumps, { suit, fromTrick: s.trickNo });
  next.phase = 'trickPlay';
  return { ok: true, state: next, facts };
}

function applyPlay(s: QueensDungeonState, seat: Seat, card: Card): Step<QueensDungeonState> | Refusal {
  const hand = s.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) return refuse('ERR_CARD_NOT_IN_HAND', { card });
  const rules = stateRules(s);
  if (!mayPlay(hand, s.trick, card, rules)) {
    const led = s.trick[0].card;
    return mustTrumpNow(hand, led, rules)
      ? refuse('ERR_MUST_TRUMP', { suit: s.trump!, led: suitOfCard(led) })
      : refuse('ERR_MUST_FOLLOW', { suit: suitOfCard(led) });
  }
  const facts: Fact[] = [{ type: 'CARD_PLAYED', seat, card }];
  const next = copyState(s);
  next.hands = setAt(s.hands, seat, removedAt(hand, at));
  if (s.trick.length > 0) {
    const shown = shownVoid(card, s.trick[0].card, suitIndex(s.trump!), s.options.mustTrump);
    if ((s.voids[seat] | shown) !== s.voids[seat]) next.voids = setAt(s.voids, seat, s.voids[seat] | shown);
  }
  next.trick = appended<PlayedCard>(s.trick, { seat, card });
  return { ok: true, state: next.trick.length === s.players ? resolveTrick(next, rules, facts) : next, facts };
}

/**
 * §4 row 6, §5.2, §5.3: collect the full trick for its winner (with the trump in force), count
 * its queens, and go on: exactly two queens → the dealer changes trump (not after the last
 * trick, D-6); three → the winner's dungeon choice; four → its key choice; else the next trick,
 * or the hand's scoring after the last. Sets `next`, a state fresh from this action.
 */
function resolveTrick(next: QueensDungeonState, rules: ReturnType<typeof stateRules>, facts: Fact[]): QueensDungeonState {
  const trick = next.trick;
  const winner = trickWinner(trick, rules);
  const queens = queensIn(trick);
  const trickNo = collectTrick(next, winner, facts);
  facts[facts.length - 1].queens = queens;
  if (queens > 0) next.queensWon = setAt(next.queensWon, winner, next.queensWon[winner] + queens);
  if (queens <= 2) {
    next.scoringTricks = setAt(next.scoringTricks, winner, next.scoringTricks[winner] + 1);
    if (queens > 0) next.scoringQueens = setAt(next.scoringQueens, winner, next.scoringQueens[winner] + queens);
  } else if (next.options.dungeonTrickScoring === 'voidHand' && !next.voided[winner]) {
    next.voided = setAt(next.voided, winner, true);
  }
  const last = trickNo >= handSizeFor(next.players);
  if (queens === 2 && !last) next.phase = 'trumpChange';
  else if (queens === 3) next.phase = 'dungeonChoice';
  else if (queens === 4) next.phase = 'keyChoice';
  else if (last) return scoreHand(next, facts);
  return next;
}

/** §6.2: the winner's choice changes its total at once; then the next trick, or the scoring after the last. */
function applyChoice(s: QueensDungeonState, seat: Seat, option: DungeonOption | KeyOption): Step<QueensDungeonState> {
  const before = s.totals[seat];
  const after = dungeonResult(option, before, lowestAtStart(s));
  const kind = s.phase === 'dungeonChoice' ? 'dungeon' : 'key';
  const trickNo = s.trickNo - 1;
  const facts: Fact[] = [{ type: 'DUNGEON_CHOSEN', seat, kind, option, before, after }];
  const next = copyState(s);
  next.totals = setAt(s.totals, seat, after);
  next.dungeons = appended(s.dungeons, { seat, trickNo, kind, option, before, after });
  next.phase = 'trickPlay';
  if (trickNo >= handSizeFor(s.players)) return { ok: true, state: scoreHand(next, facts), facts };
  return { ok: true, state: next, facts };
}

