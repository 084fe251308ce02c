// Tuppi's phases and actions (§4, §11): the one legality oracle and the transitions.
import { shapeLookup } from '../../core/actions';
import type { ActionShape } from '../../core/actions';
import { fieldsRefusal, refuse } from '../../core/errors';
import { isCard, suitOf } from '../../core/cards';
import type { Action, Card, Fact, NormalizedSetup, PlayedCard, Refusal, Seat, Status, Step } from '../../core/types';
import { bidActions, readBid, reveal } from './auction';
import { dealHand } from './deal';
import { collectTrick } from '../../kit/completedTrick';
import { ledCard, legalFollows, mayFollow, mustFollowSuit, playActions } from '../../kit/follow';
import { statusOf } from '../../kit/observation';
import { trickWinner } from '../../kit/winner';
import { left, partner, right, trickRulesFor } from './rules';
import { decidedEarly, handOutcome } from './scoring';
import { settleHand, teamTricks, totalsOf } from './settle';
import { copyState } from './state';
import type { TuppiOptions, TuppiPhase, TuppiState } from './types';

/** Each action's fields besides `type`, and the phases it belongs to. */
const ACTIONS: Readonly<Record<string, ActionShape<TuppiPhase>>> = {
  PLACE_AUCTION_CARD: { fields: ['card'], phases: ['auction'] },
  PLACE_VERBAL_BID: { fields: ['bid'], phases: ['auction'] },
  PLACE_BID_TOKEN: { fields: ['bid'], phases: ['auction'] },
  DECLARE_SOLO: { fields: [], phases: ['soloOffer'] },
  PASS: { fields: [], phases: ['soloOffer', 'soloDiscard'] },
  DISCARD: { fields: ['cards'], phases: ['soloDiscard'] },
  GIVE: { fields: ['card'], phases: ['soloGive'] },
  PLAY: { fields: ['card'], phases: ['trickPlay'] },
  NEXT_HAND: { fields: [], phases: ['handResult'] },
};
const shapeOf = shapeLookup(ACTIONS);

export function initialState(setup: NormalizedSetup): Step<TuppiState> {
  const blank: TuppiState = {
    seed: setup.seed,
    options: setup.options as unknown as TuppiOptions,
    deals: setup.deals,
    handNumber: 0,
    dealer: setup.dealer,
    phase: 'auction',
    hands: [[], [], [], []],
    bids: [null, null, null, null],
    revealed: [],
    knownCards: [[], [], [], []],
    mode: null,
    declarer: -1,
    soloist: -1,
    sittingOut: -1,
    offeredTo: -1,
    outOfPlay: [],
    leader: -1,
    trick: [],
    trickNo: 1,
    tricksWon: [0, 0, 0, 0],
    lastTrick: null,
    tricks: [],
    score: [0, 0],
    history: [],
    winners: [],
  };
  const facts: Fact[] = [];
  return { ok: true, state: startHand(blank, setup.dealer, facts), facts };
}

/** §3 and §4 row 1: deal and open the auction. */
function startHand(s: TuppiState, dealer: Seat, facts: Fact[]): TuppiState {
  const handNumber = s.handNumber + 1;
  facts.push({ type: 'HAND_DEALT', handNumber, dealer });
  const next = copyState(s);
  next.handNumber = handNumber;
  next.dealer = dealer;
  next.phase = 'auction';
  next.hands = dealHand(s.seed, handNumber, dealer, s.deals[handNumber - 1]);
  next.bids = [null, null, null, null];
  next.revealed = [];
  next.knownCards = [[], [], [], []];
  next.mode = null;
  next.declarer = -1;
  next.soloist = -1;
  next.sittingOut = -1;
  next.offeredTo = -1;
  next.outOfPlay = [];
  next.leader = -1;
  next.trick = [];
  next.trickNo = 1;
  next.tricksWon = [0, 0, 0, 0];
  next.lastTrick = null;
  next.tricks = [];
  return next;
}

/** The seat to play next (§5.1): clockwise, or in solo leader → partner → soloist. */
export function seatToPlay(s: TuppiState): Seat {
  if (s.mode !== 'solo') return (s.leader + s.trick.length) % 4;
  const k = s.trick.length;
  return k === 0 ? s.leader : k === 1 ? partner(s.leader) : s.soloist;
}

export function toAct(s: TuppiState): Seat[] {
  switch (s.phase) {
    case 'auction': return [0, 1, 2, 3].filter((seat) => s.bids[seat] === null);
    case 'soloOffer': return [s.offeredTo];
    case 'soloDiscard': return [s.soloist];
    case 'soloGive': return [s.sittingOut];
    case 'trickPlay': return [seatToPlay(s)];
    case 'handResult': return [0, 1, 2, 3];
    default: return [];
  }
}

const isSeat = (seat: Seat): boolean => seat === 0 || seat === 1 || seat === 2 || seat === 3;

/** toAct(s).includes(seat), without building the list. */
function mayAct(s: TuppiState, seat: Seat): boolean {
  switch (s.phase) {
    case 'auction': return isSeat(seat) && s.bids[seat] === null;
    case 'soloOffer': return seat === s.offeredTo;
    case 'soloDiscard': return seat === s.soloist;
    case 'soloGive': return seat === s.sittingOut;
    case 'trickPlay': return seat === seatToPlay(s);
    case 'handResult': return isSeat(seat);
    default: return false;
  }
}

export function status(s: TuppiState): Status {
  return statusOf(s, toAct(s), totalsOf(s.score));
}

/** The cards `seat` may play now (empty when it is not that seat's card to play). */
export function playableCards(s: TuppiState, seat: Seat): Card[] {
  if (s.phase !== 'trickPlay' || seatToPlay(s) !== seat) return [];
  return legalFollows(s.hands[seat], ledCard(s.trick), trickRulesFor(s.mode === 'solo'));
}

export function legal(s: TuppiState, seat: Seat): Action[] {
  if (!mayAct(s, seat)) return [];
  const hand = s.hands[seat];
  switch (s.phase) {
    case 'auction': return bidActions(hand, s.options);
    case 'soloOffer': return [{ type: 'DECLARE_SOLO' }, { type: 'PASS' }];
    case 'soloDiscard': {
      const discards: Action[] = hand.map((c) => ({ type: 'DISCARD', cards: [c] }));
      if (s.options.soloExchange === 'optional') discards.push({ type: 'PASS' });
      return discards;
    }
    case 'soloGive': return hand.map((card) => ({ type: 'GIVE', card }));
    case 'trickPlay': return playActions(hand, ledCard(s.trick), trickRulesFor(s.mode === 'solo'));
    case 'handResult': return [{ type: 'NEXT_HAND' }];
    default: return [];
  }
}

/** Shape checks every action passes before the rules look at it (order E-1). */
function checkShape(s: TuppiState, seat: Seat, a: Action): Refusal | null {
  const spec = shapeOf(a.type);
  if (!spec) return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
  if (!spec.phases.includes(s.phase)) {
    return refuse('ERR_WRONG_PHASE', { type: a.type, phase: s.phase });
  }
  if (s.phase === 'auction' && s.bids[seat] !== null) return refuse('ERR_ALREADY_BID', { seat });
  if (!mayAct(s, seat)) return refuse('ERR_NOT_YOUR_TURN', { seat });
  return fieldsRefusal(a, spec.fields);
}

const notACard = (type: string, _x: unknown): Refusal =>
  refuse('ERR_BAD_ACTION', { type });

const isDeckCard = (x: unknown): x is Card => isCard(x) && x !== 'BJ' && x !== 'RJ';

function done(state: TuppiState, facts: Fact[]): Step<TuppiState> {
  return { ok: true, state, facts };
}

export function apply(s: TuppiState, seat: Seat, a: Action): Step<TuppiState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  const facts: Fact[] = [];
  switch (a.type) {
    case 'PLACE_AUCTION_CARD': case 'PLACE_VERBAL_BID': case 'PLACE_BID_TOKEN': {
      const bid = readBid(a, s.hands[seat], s.options);
      if ('ok' in bid) return bid;
      facts.push({ type: 'BID_PLACED', seat });
      const next = copyState(s);
      next.bids = s.bids.slice();
      next.bids[seat] = bid;
      return done(next.bids.every((b) => b !== null) ? afterAuction(next, facts) : next, facts);
    }
    case 'DECLARE_SOLO': {
      facts.push({ type: 'SOLO_DECLARED', seat });
      const solo = copyState(s);
      solo.mode = 'solo';
      solo.soloist = seat;
      solo.sittingOut = partner(seat);
      solo.offeredTo = -1;
      if (s.options.soloExchange === 'off') return done(retirePartner(solo, facts), facts);
      solo.phase = 'soloDiscard';
      return done(solo, facts);
    }
    case 'PASS':
      if (s.phase === 'soloOffer') {
        facts.push({ type: 'SOLO_PASSED', seat });
        const next = copyState(s);
        if (seat === left(s.declarer)) {
          next.offeredTo = right(s.declarer);
          return done(next, facts);
        }
        next.offeredTo = -1;
        return done(startPlay(next), facts);
      }
      if (s.options.soloExchange !== 'optional') return refuse('ERR_EXCHANGE_REQUIRED');
      facts.push({ type: 'NO_EXCHANGE', seat });
      return done(retirePartner(s, facts), facts);
    case 'DISCARD': {
      const cards = a.cards;
      if (!Array.isArray(cards) || cards.length !== 1 || !isDeckCard(cards[0])) return refuse('ERR_BAD_DISCARD');
      const card = cards[0];
      if (!s.hands[seat].includes(card)) return refuse('ERR_CARD_NOT_IN_HAND', { card });
      facts.push({ type: 'DISCARDED', seat });
      const next = copyState(s);
      next.phase = 'soloGive';
      next.hands = withHand(s.hands, seat, s.hands[seat].filter((c) => c !== card));
      next.outOfPlay = [...s.outOfPlay, card];
      return done(next, facts);
    }
    case 'GIVE': {
      const card = a.card;
      if (!isDeckCard(card)) return notACard(a.type, card);
      if (!s.hands[seat].includes(card)) return refuse('ERR_CARD_NOT_IN_HAND', { card });
      facts.push({ type: 'CARD_GIVEN', seat, to: s.soloist });
      const next = copyState(s);
      next.hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : i === s.soloist ? [...h, card] : h));
      return done(retirePartner(next, facts), facts);
    }
    case 'PLAY': return play(s, seat, a.card, facts);
    case 'NEXT_HAND': return done(startHand(s, left(s.dealer), facts), facts);
  }
  return refuse('ERR_UNKNOWN_ACTION', { type: a.type });
}

function withHand(hands: Card[][], seat: Seat, hand: Card[]): Card[][] {
  const out = hands.slice();
  out[seat] = hand;
  return out;
}

/** §4 row 3: the reveal, then the solo offer or the play. `s` is a fresh copy, set here. */
function afterAuction(s: TuppiState, facts: Fact[]): TuppiState {
  const { revealed, declarer } = reveal(s.bids, s.dealer, facts);
  const mode = declarer >= 0 ? 'rami' : 'nolo';
  facts.push(declarer >= 0 ? { type: 'AUCTION_REVEALED', mode, declarer } : { type: 'AUCTION_REVEALED', mode });
  s.revealed = revealed;
  s.knownCards = [0, 1, 2, 3].map((seat) => revealed.filter((r) => r.seat === seat && r.card).map((r) => r.card!));
  s.mode = mode;
  s.declarer = declarer;
  if (mode === 'rami' && s.options.soloEnabled) {
    s.phase = 'soloOffer';
    s.offeredTo = left(declarer);
    return s;
  }
  return startPlay(s);
}

/**
 * §4 row 5c: the sitting-out partner's cards go face down out of play. Its revealed bid
 * card (if any) is no longer "known in hand": it was given or put aside, nobody can tell.
 */
function retirePartner(s: TuppiState, facts: Fact[]): TuppiState {
  const p = s.sittingOut;
  facts.push({ type: 'PARTNER_RETIRED', seat: p });
  const next = copyState(s);
  next.hands = withHand(s.hands, p, []);
  next.outOfPlay = [...s.outOfPlay, ...s.hands[p]];
  next.knownCards = withHand(s.knownCards, p, []);
  return startPlay(next);
}

/** §5.1: the first leader of the mode. `s` is a fresh copy, set here. */
function startPlay(s: TuppiState): TuppiState {
  let leader: Seat;
  if (s.mode === 'nolo') leader = left(s.dealer);
  else if (s.mode === 'rami' && s.options.ramiOpeningLeader === 'rightOfDeclarer') leader = right(s.declarer);
  else leader = s.declarer;
  s.phase = 'trickPlay';
  s.leader = leader;
  s.trick = [];
  s.trickNo = 1;
  return s;
}

// The trick-play path runs millions of times in AI playouts: no closures, no spreads, each
// new state one copyState with only the changed arrays copied.
function play(s: TuppiState, seat: Seat, x: unknown, facts: Fact[]): Step<TuppiState> | Refusal {
  const hand = s.hands[seat];
  const at = hand.indexOf(x as Card);
  // A card found in the hand is a deck card; only a miss needs the text checked.
  if (at < 0) {
    if (!isDeckCard(x)) return notACard('PLAY', x);
    return refuse('ERR_CARD_NOT_IN_HAND', { card: x });
  }
  const card = hand[at];
  if (!mayFollow(hand, ledCard(s.trick), card, trickRulesFor(s.mode === 'solo'))) return mustFollowSuit(suitOf(s.trick[0].card));
  facts.push({ type: 'CARD_PLAYED', seat, card });
  const next = copyState(s);
  const rest: Card[] = [];
  for (let i = 0; i < hand.length; i++) if (i !== at) rest.push(hand[i]);
  next.hands = withHand(s.hands, seat, rest);
  // A revealed bid card leaves the known cards when played; other plays leave them as they are.
  const known = s.knownCards[seat];
  if (known.includes(card)) next.knownCards = withHand(s.knownCards, seat, known.filter((c) => c !== card));
  const trick: PlayedCard[] = s.trick.slice();
  trick.push({ seat, card });
  next.trick = trick;
  if (trick.length < (s.mode === 'solo' ? 3 : 4)) return done(next, facts);
  return done(afterTrick(next, facts), facts);
}

/** §4 row 7: collect the trick; the hand ends after the last trick or an early end. `s` is a fresh copy, set here. */
function afterTrick(s: TuppiState, facts: Fact[]): TuppiState {
  const solo = s.mode === 'solo';
  const winner = s.trick[trickWinner(s.trick, trickRulesFor(solo))].seat;
  const trickNo = collectTrick(s, winner, facts);
  const tricks = teamTricks(s);
  if (solo) {
    const took = winner === s.soloist;
    if (took || trickNo >= Math.min(13, s.options.soloLength)) {
      return settleHand(s, handOutcome('solo', tricks, s.declarer, s.soloist, took), false, facts);
    }
    return s;
  }
  if (trickNo === 13) return settleHand(s, handOutcome(s.mode!, tricks, s.declarer, -1, false), false, facts);
  const early = decidedEarly(s.mode!, tricks, s.declarer, s.score, s.options);
  return early ? settleHand(s, early, true, facts) : s;
}
