// Tuppi's phases and actions (§4, §11): the one legality oracle and the transitions.
import { refuse } from '../../core/errors';
import { isCard } from '../../core/cards';
import type { Action, Card, Fact, NormalizedSetup, Refusal, Seat, Status, Step } from '../../core/types';
import { bidActions, readBid, reveal } from './auction';
import { dealHand } from './deal';
import { left, legalFollows, partner, right, trickWinnerIndex } from './rules';
import { decidedEarly, handOutcome } from './scoring';
import { settleHand, teamTricks, totalsOf } from './settle';
import type { TuppiOptions, TuppiPhase, TuppiState } from './types';

const ACTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  PLACE_AUCTION_CARD: ['card'], PLACE_VERBAL_BID: ['bid'], PLACE_BID_TOKEN: ['bid'], DECLARE_SOLO: [], PASS: [],
  DISCARD: ['cards'], GIVE: ['card'], PLAY: ['card'], NEXT_HAND: [],
};

const PHASES_OF_ACTION: Readonly<Record<string, readonly TuppiPhase[]>> = {
  PLACE_AUCTION_CARD: ['auction'], PLACE_VERBAL_BID: ['auction'], PLACE_BID_TOKEN: ['auction'],
  DECLARE_SOLO: ['soloOffer'], PASS: ['soloOffer', 'soloDiscard'], DISCARD: ['soloDiscard'], GIVE: ['soloGive'],
  PLAY: ['trickPlay'], NEXT_HAND: ['handResult'],
};

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
  return {
    ...s, handNumber, dealer, phase: 'auction', hands: dealHand(s.seed, handNumber, dealer, s.deals[handNumber - 1]),
    bids: [null, null, null, null], revealed: [], knownCards: [[], [], [], []], mode: null, declarer: -1, soloist: -1,
    sittingOut: -1, offeredTo: -1, outOfPlay: [], leader: -1, trick: [], trickNo: 1, tricksWon: [0, 0, 0, 0], lastTrick: null,
  };
}

/** The seat to play next (§5.1): clockwise, or in solo leader → partner → soloist. */
export function seatToPlay(s: TuppiState): Seat {
  if (s.mode === 'solo') return [s.leader, partner(s.leader), s.soloist][s.trick.length];
  return (s.leader + s.trick.length) % 4;
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

export function status(s: TuppiState): Status {
  return {
    phase: s.phase, toAct: toAct(s), handNumber: s.handNumber, over: s.phase === 'gameOver',
    totals: totalsOf(s.score), winners: s.winners.slice(),
  };
}

/** The cards `seat` may play now (empty when it is not that seat's card to play). */
export function playableCards(s: TuppiState, seat: Seat): Card[] {
  if (s.phase !== 'trickPlay' || seatToPlay(s) !== seat) return [];
  return legalFollows(s.hands[seat], s.trick[0]?.card);
}

export function legal(s: TuppiState, seat: Seat): Action[] {
  if (!toAct(s).includes(seat)) return [];
  const hand = s.hands[seat];
  switch (s.phase) {
    case 'auction': return bidActions(hand, s.options);
    case 'soloOffer': return [{ type: 'DECLARE_SOLO' }, { type: 'PASS' }];
    case 'soloDiscard': {
      const discards: Action[] = hand.map((c) => ({ type: 'DISCARD', cards: [c] }));
      return s.options.soloExchange === 'optional' ? [...discards, { type: 'PASS' }] : discards;
    }
    case 'soloGive': return hand.map((card) => ({ type: 'GIVE', card }));
    case 'trickPlay': return playableCards(s, seat).map((card) => ({ type: 'PLAY', card }));
    case 'handResult': return [{ type: 'NEXT_HAND' }];
    default: return [];
  }
}

/** Shape checks every action passes before the rules look at it (order E-1). */
function checkShape(s: TuppiState, seat: Seat, a: Action): Refusal | null {
  const fields = Object.hasOwn(ACTION_FIELDS, a.type) ? ACTION_FIELDS[a.type] : undefined;
  if (!fields) return refuse('ERR_UNKNOWN_ACTION', `Tuppi has no action "${a.type}".`, { type: a.type });
  if (!PHASES_OF_ACTION[a.type].includes(s.phase)) {
    return refuse('ERR_WRONG_PHASE', `${a.type} is not possible now (phase ${s.phase}).`, { type: a.type, phase: s.phase });
  }
  if (s.phase === 'auction' && s.bids[seat] !== null) return refuse('ERR_ALREADY_BID', 'You have already placed your bid.', { seat });
  if (!toAct(s).includes(seat)) return refuse('ERR_NOT_YOUR_TURN', `It is not seat ${seat}'s turn.`, { seat });
  const keys = Object.keys(a).filter((k) => k !== 'type');
  if (keys.length !== fields.length || keys.some((k) => !fields.includes(k))) {
    return refuse('ERR_BAD_ACTION', `${a.type} takes ${fields.length ? fields.join(', ') : 'no fields'}.`, { type: a.type });
  }
  return null;
}

const notACard = (type: string, x: unknown): Refusal =>
  refuse('ERR_BAD_ACTION', `"${typeof x === 'string' ? x : typeof x}" is not a card.`, { type });

const isDeckCard = (x: unknown): x is Card => isCard(x) && x !== 'BJ' && x !== 'RJ';

export function apply(s: TuppiState, seat: Seat, a: Action): Step<TuppiState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  const facts: Fact[] = [];
  const done = (state: TuppiState): Step<TuppiState> => ({ ok: true, state, facts });
  switch (a.type) {
    case 'PLACE_AUCTION_CARD': case 'PLACE_VERBAL_BID': case 'PLACE_BID_TOKEN': {
      const bid = readBid(a, s.hands[seat], s.options);
      if ('ok' in bid) return bid;
      facts.push({ type: 'BID_PLACED', seat });
      const bids = s.bids.map((b, i) => (i === seat ? bid : b));
      const next = { ...s, bids };
      return done(bids.every((b) => b !== null) ? afterAuction(next, facts) : next);
    }
    case 'DECLARE_SOLO': {
      facts.push({ type: 'SOLO_DECLARED', seat });
      const solo: TuppiState = { ...s, mode: 'solo', soloist: seat, sittingOut: partner(seat), offeredTo: -1 };
      if (s.options.soloExchange === 'off') return done(retirePartner(solo, facts));
      return done({ ...solo, phase: 'soloDiscard' });
    }
    case 'PASS':
      if (s.phase === 'soloOffer') {
        facts.push({ type: 'SOLO_PASSED', seat });
        if (seat === left(s.declarer)) return done({ ...s, offeredTo: right(s.declarer) });
        return done(startPlay({ ...s, offeredTo: -1 }));
      }
      if (s.options.soloExchange !== 'optional') return refuse('ERR_EXCHANGE_REQUIRED', 'At this table the soloist must exchange: put one card aside.');
      facts.push({ type: 'NO_EXCHANGE', seat });
      return done(retirePartner(s, facts));
    case 'DISCARD': {
      const cards = a.cards;
      if (!Array.isArray(cards) || cards.length !== 1 || !isDeckCard(cards[0])) return refuse('ERR_BAD_DISCARD', 'Put exactly one card aside: { cards: [card] }.');
      const card = cards[0];
      if (!s.hands[seat].includes(card)) return refuse('ERR_CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
      facts.push({ type: 'DISCARDED', seat });
      return done({ ...s, phase: 'soloGive', hands: withHand(s.hands, seat, s.hands[seat].filter((c) => c !== card)), outOfPlay: [...s.outOfPlay, card] });
    }
    case 'GIVE': {
      const card = a.card;
      if (!isDeckCard(card)) return notACard(a.type, card);
      if (!s.hands[seat].includes(card)) return refuse('ERR_CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
      facts.push({ type: 'CARD_GIVEN', seat, to: s.soloist });
      const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : i === s.soloist ? [...h, card] : h));
      return done(retirePartner({ ...s, hands }, facts));
    }
    case 'PLAY': return play(s, seat, a.card, facts);
    case 'NEXT_HAND': return done(startHand(s, left(s.dealer), facts));
  }
  return refuse('ERR_UNKNOWN_ACTION', `Tuppi has no action "${a.type}".`, { type: a.type });
}

function withHand(hands: Card[][], seat: Seat, hand: Card[]): Card[][] {
  return hands.map((h, i) => (i === seat ? hand : h));
}

/** §4 row 3: the reveal, then the solo offer or the play. */
function afterAuction(s: TuppiState, facts: Fact[]): TuppiState {
  const { revealed, declarer } = reveal(s.bids, s.dealer, facts);
  const knownCards = [0, 1, 2, 3].map((seat) => revealed.filter((r) => r.seat === seat && r.card).map((r) => r.card!));
  const mode = declarer >= 0 ? 'rami' : 'nolo';
  facts.push(declarer >= 0 ? { type: 'AUCTION_REVEALED', mode, declarer } : { type: 'AUCTION_REVEALED', mode });
  const next: TuppiState = { ...s, revealed, knownCards, mode, declarer };
  if (mode === 'rami' && s.options.soloEnabled) return { ...next, phase: 'soloOffer', offeredTo: left(declarer) };
  return startPlay(next);
}

/**
 * §4 row 5c: the sitting-out partner's cards go face down out of play. Its revealed bid
 * card (if any) is no longer "known in hand": it was given or put aside, nobody can tell.
 */
function retirePartner(s: TuppiState, facts: Fact[]): TuppiState {
  const p = s.sittingOut;
  facts.push({ type: 'PARTNER_RETIRED', seat: p });
  return startPlay({
    ...s, hands: withHand(s.hands, p, []), outOfPlay: [...s.outOfPlay, ...s.hands[p]],
    knownCards: s.knownCards.map((k, i) => (i === p ? [] : k)),
  });
}

/** §5.1: the first leader of the mode. */
function startPlay(s: TuppiState): TuppiState {
  let leader: Seat;
  if (s.mode === 'nolo') leader = left(s.dealer);
  else if (s.mode === 'rami' && s.options.ramiOpeningLeader === 'rightOfDeclarer') leader = right(s.declarer);
  else leader = s.declarer;
  return { ...s, phase: 'trickPlay', leader, trick: [], trickNo: 1 };
}

function play(s: TuppiState, seat: Seat, card: unknown, facts: Fact[]): Step<TuppiState> | Refusal {
  if (!isDeckCard(card)) return notACard('PLAY', card);
  const hand = s.hands[seat];
  if (!hand.includes(card)) return refuse('ERR_CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
  if (!playableCards(s, seat).includes(card)) {
    const suit = s.trick[0].card.slice(-1);
    const names: Record<string, string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
    return refuse('ERR_MUST_FOLLOW', `You must follow ${names[suit]}.`, { suit });
  }
  facts.push({ type: 'CARD_PLAYED', seat, card });
  const hands = withHand(s.hands, seat, hand.filter((c) => c !== card));
  const knownCards = s.knownCards.map((k, i) => (i === seat ? k.filter((c) => c !== card) : k));
  const trick = [...s.trick, { seat, card }];
  const next: TuppiState = { ...s, hands, knownCards, trick };
  if (trick.length < (s.mode === 'solo' ? 3 : 4)) return { ok: true, state: next, facts };
  return { ok: true, state: afterTrick(next, facts), facts };
}

/** §4 row 7: collect the trick; the hand ends after the last trick or an early end. */
function afterTrick(s: TuppiState, facts: Fact[]): TuppiState {
  const solo = s.mode === 'solo';
  const winner = s.trick[trickWinnerIndex(s.trick.map((p) => p.card), solo)].seat;
  facts.push({ type: 'TRICK_WON', seat: winner, trick: s.trick, trickNo: s.trickNo });
  const tricksWon = s.tricksWon.map((n, i) => (i === winner ? n + 1 : n));
  const next: TuppiState = { ...s, trick: [], leader: winner, trickNo: s.trickNo + 1, tricksWon, lastTrick: { cards: s.trick, winner } };
  const tricks = teamTricks(next);
  if (solo) {
    const took = winner === s.soloist;
    if (took || s.trickNo >= Math.min(13, s.options.soloLength)) {
      return settleHand(next, handOutcome('solo', tricks, s.declarer, s.soloist, took), false, facts);
    }
    return next;
  }
  if (s.trickNo === 13) return settleHand(next, handOutcome(s.mode!, tricks, s.declarer, -1, false), false, facts);
  const early = decidedEarly(s.mode!, tricks, s.declarer, s.score, s.options);
  return early ? settleHand(next, early, true, facts) : next;
}

