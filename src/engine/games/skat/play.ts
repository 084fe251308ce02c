// Skat's phases and actions (§4, §11): the one legality oracle and the transitions.
import { appended, removedAt, setAt } from '../../core/arrays';
import { fixedAction, shapeLookup } from '../../core/actions';
import type { ActionShape } from '../../core/actions';
import { fieldsRefusal, listed, refuse } from '../../core/errors';
import type { Action, Card, Fact, NormalizedSetup, Refusal, Seat, Status, Step } from '../../core/types';
import { applyCall, bidAction, bidsAbove, caller, isBidValue, startAuction } from './auction';
import { declarations, readContract, trickRules } from './contract';
import { dealHand } from './deal';
import { contractRulesIndex, effSuit, inPackOrder, isSkatCard, pointsIn, RULE_TABLES } from './rules';
import { collectTrick } from '../../kit/completedTrick';
import { ledCard, legalFollows, mayFollow, playActions } from '../../kit/follow';
import { statusOf } from '../../kit/observation';
import { trickWinner } from '../../kit/winner';
import { finishGame, finishRamsch, recordDeal, surrender, thrownIn } from './settle';
import { copyState } from './state';
import type { TrickRules as Tables } from '../../kit/trickRules';
import type { AuctionCall, SkatOptions, SkatPhase, SkatState, TrickRules } from './types';

/** Per action type: its fields besides `type`, and the phases it belongs to. */
const SHAPES = {
  BID: { fields: ['value'], phases: ['bidding'] },
  HOLD: { fields: [], phases: ['bidding'] },
  PASS: { fields: [], phases: ['bidding'] },
  TAKE_SKAT: { fields: [], phases: ['skatDecision'] },
  PLAY_HAND: { fields: [], phases: ['skatDecision'] },
  DISCARD: { fields: ['cards'], phases: ['discard'] },
  DECLARE: { fields: ['contract'], phases: ['declaration'] },
  SURRENDER: { fields: [], phases: ['skatDecision', 'discard', 'declaration'] },
  PLAY: { fields: ['card'], phases: ['trickPlay'] },
  NEXT_HAND: { fields: [], phases: ['handResult'] },
} as const satisfies Record<string, ActionShape<SkatPhase>>;

const shapeOf = shapeLookup<ActionShape<SkatPhase>>(SHAPES);

// The legal lists hold shared frozen actions (core/actions.ts): only the list is new.
const HOLD = fixedAction('HOLD');
const PASS = fixedAction('PASS');
const TAKE_SKAT = fixedAction('TAKE_SKAT');
const PLAY_HAND = fixedAction('PLAY_HAND');
const SURRENDER = fixedAction('SURRENDER');
const NEXT_HAND = fixedAction('NEXT_HAND');

export function initialState(setup: NormalizedSetup): Step<SkatState> {
  const blank: SkatState = {
    seed: setup.seed,
    options: setup.options as unknown as SkatOptions,
    deals: setup.deals,
    handNumber: 0,
    dealer: setup.dealer,
    phase: 'bidding',
    hands: [[], [], []],
    dealt: [[], [], []],
    skat: [],
    discard: [],
    auction: startAuction(setup.dealer, 'isko'),
    declarer: -1,
    tookSkat: false,
    contract: null,
    ramsch: false,
    leader: 0,
    trick: [],
    trickNo: 1,
    tricksWon: [0, 0, 0],
    trickPoints: [0, 0, 0],
    lastTrick: null,
    totals: [0, 0, 0],
    history: [],
    winners: [],
    tricks: [],
  };
  const facts: Fact[] = [];
  return { ok: true, state: startDeal(blank, setup.dealer, facts), facts };
}

/** §3, §4 row 1: shuffle and deal, open the auction. */
function startDeal(s: SkatState, dealer: Seat, facts: Fact[]): SkatState {
  const handNumber = s.handNumber + 1;
  const { hands, skat } = dealHand(s.seed, handNumber, dealer, s.deals[handNumber - 1]);
  facts.push({ type: 'HAND_DEALT', handNumber, dealer });
  const next = copyState(s);
  next.handNumber = handNumber;
  next.dealer = dealer;
  next.phase = 'bidding';
  next.hands = hands;
  next.dealt = [hands[0].slice(), hands[1].slice(), hands[2].slice()];
  next.skat = skat;
  next.discard = [];
  next.auction = startAuction(dealer, s.options.auctionRoles);
  next.declarer = -1;
  next.tookSkat = false;
  next.contract = null;
  next.ramsch = false;
  next.leader = (dealer + 1) % 3;
  next.trick = [];
  next.trickNo = 1;
  next.tricksWon = [0, 0, 0];
  next.trickPoints = [0, 0, 0];
  next.lastTrick = null;
  next.tricks = [];
  return next;
}

/** The rules tricks are played by: the contract's, or Grand's in Ramsch (§4.6). */
export function rulesOf(s: SkatState): TrickRules {
  return s.contract ? trickRules(s.contract) : { kind: 'grand' };
}

/** The same as a rule set index of rules.ts (0–3 suit games C S H D, Grand, Null). */
const rulesIndexOf = (s: SkatState): number => contractRulesIndex(s.contract);

/** The one seat the game waits on, or -1 (anyone at handResult, nobody at gameOver). */
export function actor(s: SkatState): Seat {
  switch (s.phase) {
    case 'bidding': return caller(s.auction);
    case 'skatDecision': case 'discard': case 'declaration': return s.declarer;
    case 'trickPlay': return (s.leader + s.trick.length) % 3;
    default: return -1;
  }
}

export function toAct(s: SkatState): Seat[] {
  if (s.phase === 'handResult') return [0, 1, 2];
  const a = actor(s);
  return a < 0 ? [] : [a];
}

function mayAct(s: SkatState, seat: Seat): boolean {
  return actor(s) === seat || (s.phase === 'handResult' && seat >= 0 && seat < 3);
}

export function status(s: SkatState): Status {
  return statusOf(s, toAct(s), s.totals.slice());
}

/** The cards `seat` may play now (empty when it is not that seat's card to play). */
export function playableCards(s: SkatState, seat: Seat): Card[] {
  if (s.phase !== 'trickPlay' || actor(s) !== seat) return [];
  return legalFollows(s.hands[seat], ledCard(s.trick), RULE_TABLES[rulesIndexOf(s)]);
}

/** Every two-card discard of the declarer's 12, each pair in pack order (listed one way only). */
function discards(hand: readonly Card[]): Action[] {
  const cards = inPackOrder(hand);
  const out: Action[] = [];
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) out.push({ type: 'DISCARD', cards: [cards[i], cards[j]] });
  }
  return out;
}

export function legal(s: SkatState, seat: Seat): Action[] {
  if (!mayAct(s, seat)) return [];
  switch (s.phase) {
    case 'trickPlay': return playActions(s.hands[seat], ledCard(s.trick), RULE_TABLES[rulesIndexOf(s)]);
    case 'bidding': {
      const a = s.auction;
      if (a.awaiting === 'answer') return [HOLD, PASS];
      return a.stage === 3 ? [bidAction(18), PASS] : bidsAbove(a.bid, PASS);
    }
    case 'skatDecision': return s.options.allowSurrender ? [TAKE_SKAT, PLAY_HAND, SURRENDER] : [TAKE_SKAT, PLAY_HAND];
    case 'discard': return withSurrender(s, discards(s.hands[seat]));
    case 'declaration': return withSurrender(s, declarations(s.tookSkat, s.auction.bid));
    case 'handResult': return [NEXT_HAND];
    default: return [];
  }
}

function withSurrender(s: SkatState, actions: Action[]): Action[] {
  if (s.options.allowSurrender) actions.push(SURRENDER);
  return actions;
}

/** Shape checks every action passes before the rules look at it (order E-1). */
function checkShape(s: SkatState, seat: Seat, a: Action): Refusal | null {
  const spec = shapeOf(a.type);
  if (!spec) return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
  if (!listed(spec.phases, s.phase)) {
    return refuse('ERR_WRONG_PHASE', { type: a.type, phase: s.phase });
  }
  if (!mayAct(s, seat)) return refuse('ERR_NOT_YOUR_TURN', { seat });
  return fieldsRefusal(a, spec.fields);
}

export function apply(s: SkatState, seat: Seat, a: Action): Step<SkatState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  // A rule that always reports starts its facts with a literal of the first one: one
  // allocation, not an empty list grown by push.
  switch (a.type) {
    case 'BID': case 'HOLD': case 'PASS': return bidding(s, seat, a);
    case 'TAKE_SKAT': {
      const facts: Fact[] = [{ type: 'SKAT_TAKEN', seat }];
      const next = copyState(s);
      next.phase = 'discard';
      next.tookSkat = true;
      next.hands = withHand(s.hands, seat, [...s.hands[seat], ...s.skat]);
      return done(next, facts);
    }
    case 'PLAY_HAND': {
      const facts: Fact[] = [{ type: 'HAND_GAME', seat }];
      const next = copyState(s);
      next.phase = 'declaration';
      next.tookSkat = false;
      next.discard = s.skat.slice();
      return done(next, facts);
    }
    case 'SURRENDER': {
      if (!s.options.allowSurrender) return refuse('ERR_SURRENDER_OFF');
      const facts: Fact[] = [];
      return done(recordDeal(s, surrender(s), facts), facts);
    }
    case 'DISCARD': return discard(s, seat, a.cards);
    case 'DECLARE': {
      const c = readContract(a.contract, s.tookSkat, s.auction.bid);
      if ('ok' in c) return c;
      const facts: Fact[] = [{ type: 'DECLARED', seat, contract: c }];
      const next = copyState(s);
      next.phase = 'trickPlay';
      next.contract = c;
      next.leader = (s.dealer + 1) % 3;
      next.trick = [];
      next.trickNo = 1;
      return done(next, facts);
    }
    case 'PLAY': return play(s, seat, a.card);
    case 'NEXT_HAND': {
      const facts: Fact[] = [];
      return done(startDeal(s, (s.dealer + 1) % 3, facts), facts);
    }
  }
  return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
}

function done(state: SkatState, facts: Fact[]): Step<SkatState> {
  return { ok: true, state, facts };
}

function withHand(hands: Card[][], seat: Seat, hand: Card[]): Card[][] {
  const out = [hands[0], hands[1], hands[2]];
  out[seat] = hand;
  return out;
}

function bidding(s: SkatState, seat: Seat, a: Action): Step<SkatState> | Refusal {
  const auc = s.auction;
  let call: AuctionCall;
  if (a.type === 'BID') {
    if (auc.awaiting === 'answer') return refuse('ERR_MUST_ANSWER', { bid: auc.bid });
    const value = a.value;
    if (!isBidValue(value)) {
      return refuse('ERR_BAD_BID', { value: typeof value === 'number' ? value : String(typeof value) });
    }
    if (auc.stage === 3 && value !== 18) return refuse('ERR_BID_NOT_18', { value });
    if (value <= auc.bid) return refuse('ERR_BID_TOO_LOW', { value, bid: auc.bid });
    call = { seat, type: 'BID', value };
  } else if (a.type === 'HOLD') {
    if (auc.awaiting !== 'answer') return refuse('ERR_MUST_SAY', { bid: auc.bid });
    call = { seat, type: 'HOLD' };
  } else call = { seat, type: 'PASS' };
  const facts: Fact[] = [call.type === 'BID' ? { type: 'BID', seat, value: call.value } : { type: call.type, seat }];
  const end = applyCall(auc, call, s.dealer, s.options.auctionRoles);
  const next = copyState(s);
  next.auction = end.auction;
  if (end.kind === 'continue') return done(next, facts);
  if (end.kind === 'declarer') {
    facts.push({ type: 'DECLARER', seat: end.declarer, bid: end.bid });
    next.phase = 'skatDecision';
    next.declarer = end.declarer;
    return done(next, facts);
  }
  if (s.options.allPass === 'ramsch') {
    facts.push({ type: 'RAMSCH' });
    next.phase = 'trickPlay';
    next.ramsch = true;
    next.leader = (s.dealer + 1) % 3;
    return done(next, facts);
  }
  return done(recordDeal(next, thrownIn(next), facts), facts);
}

function discard(s: SkatState, seat: Seat, cards: unknown): Step<SkatState> | Refusal {
  if (!Array.isArray(cards) || cards.length !== 2 || !cards.every(isSkatCard) || cards[0] === cards[1]) {
    return refuse('ERR_BAD_DISCARD');
  }
  const hand = s.hands[seat];
  const missing = cards.find((c) => !hand.includes(c));
  if (missing) return refuse('ERR_CARD_NOT_IN_HAND', { card: missing });
  const facts: Fact[] = [{ type: 'DISCARDED', seat }];
  const next = copyState(s);
  next.phase = 'declaration';
  next.discard = cards.slice();
  next.hands = withHand(s.hands, seat, hand.filter((c) => c !== cards[0] && c !== cards[1]));
  return done(next, facts);
}

// The trick-play path runs millions of times in AI playouts: card tables instead of text,
// no closures, each new state one copyState with only the changed arrays copied.
function play(s: SkatState, seat: Seat, x: unknown): Step<SkatState> | Refusal {
  const hand = s.hands[seat];
  const at = hand.indexOf(x as Card);
  // A card found in the hand is a Skat card; only a miss needs the text checked.
  if (at < 0) {
    if (!isSkatCard(x)) return refuse('ERR_BAD_ACTION', { type: 'PLAY' });
    return refuse('ERR_CARD_NOT_IN_HAND', { card: x });
  }
  const card = hand[at];
  const rules = RULE_TABLES[rulesIndexOf(s)];
  const t = s.trick;
  if (!mayFollow(hand, ledCard(t), card, rules)) return mustFollow(s);
  const facts: Fact[] = [{ type: 'CARD_PLAYED', seat, card }];
  const hands = withHand(s.hands, seat, removedAt(hand, at));
  const trick = appended(t, { seat, card });
  const next = copyState(s);
  next.hands = hands;
  if (trick.length < 3) {
    next.trick = trick;
    return done(next, facts);
  }
  return done(afterTrick(s, next, trick, rules, facts), facts);
}

function mustFollow(s: SkatState): Refusal {
  const rules = rulesOf(s);
  const needSuit = effSuit(s.trick[0].card, rules);
  return refuse('ERR_MUST_FOLLOW', { suit: needSuit });
}

/** §5.2 and §4.4: the trick goes to its winner; the deal ends after trick 10 or an early end. */
function afterTrick(s: SkatState, next: SkatState, trick: SkatState['trick'], rules: Tables, facts: Fact[]): SkatState {
  const winner = trick[trickWinner(trick, rules)].seat;
  next.trick = trick;
  collectTrick(next, winner, facts);
  next.trickPoints = setAt(s.trickPoints, winner, s.trickPoints[winner] + pointsIn(trick));
  if (s.ramsch) return s.trickNo === 10 ? recordDeal(next, finishRamsch(next), facts) : next;
  const con = s.contract!;
  const declarerWon = winner === s.declarer;
  const early = con.type === 'null' ? declarerWon : (con.schwarzAnnounced || con.ouvert) && !declarerWon;
  return s.trickNo === 10 || early ? recordDeal(next, finishGame(next), facts) : next;
}
