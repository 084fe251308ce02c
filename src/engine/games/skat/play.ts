// Skat's phases and actions (§4, §11): the one legality oracle and the transitions.
import { refuse } from '../../core/errors';
import type { Action, Card, Fact, NormalizedSetup, Refusal, Seat, Status, Step } from '../../core/types';
import { applyCall, BID_VALUES, caller, startAuction } from './auction';
import { declarations, readContract, suitWord, trickRules } from './contract';
import { dealHand } from './deal';
import { deckIndex, effSuit, isSkatCard, legalFollows, sumPoints, trickWinnerIndex } from './rules';
import { finishGame, finishRamsch, recordDeal, surrender, thrownIn } from './settle';
import type { AuctionCall, SkatOptions, SkatPhase, SkatState, TrickRules } from './types';

const ACTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  BID: ['value'], HOLD: [], PASS: [], TAKE_SKAT: [], PLAY_HAND: [], DISCARD: ['cards'],
  DECLARE: ['contract'], SURRENDER: [], PLAY: ['card'], NEXT_HAND: [],
};

const PHASES_OF_ACTION: Readonly<Record<string, readonly SkatPhase[]>> = {
  BID: ['bidding'], HOLD: ['bidding'], PASS: ['bidding'],
  TAKE_SKAT: ['skatDecision'], PLAY_HAND: ['skatDecision'], DISCARD: ['discard'],
  DECLARE: ['declaration'], SURRENDER: ['skatDecision', 'discard', 'declaration'],
  PLAY: ['trickPlay'], NEXT_HAND: ['handResult'],
};

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
  };
  const facts: Fact[] = [];
  return { ok: true, state: startDeal(blank, setup.dealer, facts), facts };
}

/** §3, §4 row 1: shuffle and deal, open the auction. */
function startDeal(s: SkatState, dealer: Seat, facts: Fact[]): SkatState {
  const handNumber = s.handNumber + 1;
  const { hands, skat } = dealHand(s.seed, handNumber, dealer, s.deals[handNumber - 1]);
  facts.push({ type: 'HAND_DEALT', handNumber, dealer });
  return {
    ...s, handNumber, dealer, phase: 'bidding', hands, dealt: hands.map((h) => h.slice()), skat, discard: [],
    auction: startAuction(dealer, s.options.auctionRoles), declarer: -1, tookSkat: false, contract: null,
    ramsch: false, leader: (dealer + 1) % 3, trick: [], trickNo: 1, tricksWon: [0, 0, 0], trickPoints: [0, 0, 0],
    lastTrick: null,
  };
}

/** The rules tricks are played by: the contract's, or Grand's in Ramsch (§4.6). */
export function rulesOf(s: SkatState): TrickRules {
  return s.contract ? trickRules(s.contract) : { kind: 'grand' };
}

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
  return {
    phase: s.phase, toAct: toAct(s), handNumber: s.handNumber, over: s.phase === 'gameOver',
    totals: s.totals.slice(), winners: s.winners.slice(),
  };
}

/** The cards `seat` may play now (empty when it is not that seat's card to play). */
export function playableCards(s: SkatState, seat: Seat): Card[] {
  if (s.phase !== 'trickPlay' || actor(s) !== seat) return [];
  if (s.trick.length === 0) return s.hands[seat].slice();
  return legalFollows(s.hands[seat], s.trick[0].card, rulesOf(s));
}

/** Every two-card discard of the declarer's 12, each pair in pack order (listed one way only). */
function discards(hand: readonly Card[]): Action[] {
  const cards = hand.slice().sort((a, b) => deckIndex(a) - deckIndex(b));
  const out: Action[] = [];
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) out.push({ type: 'DISCARD', cards: [cards[i], cards[j]] });
  }
  return out;
}

export function legal(s: SkatState, seat: Seat): Action[] {
  if (!mayAct(s, seat)) return [];
  const surrender: Action[] = s.options.allowSurrender ? [{ type: 'SURRENDER' }] : [];
  switch (s.phase) {
    case 'bidding': {
      const a = s.auction;
      if (a.awaiting === 'answer') return [{ type: 'HOLD' }, { type: 'PASS' }];
      const bids = a.stage === 3 ? [18] : BID_VALUES.filter((v) => v > a.bid);
      return [...bids.map((value) => ({ type: 'BID', value })), { type: 'PASS' }];
    }
    case 'skatDecision': return [{ type: 'TAKE_SKAT' }, { type: 'PLAY_HAND' }, ...surrender];
    case 'discard': return [...discards(s.hands[seat]), ...surrender];
    case 'declaration': return [...declarations(s.tookSkat, s.auction.bid), ...surrender];
    case 'trickPlay': return playableCards(s, seat).map((card) => ({ type: 'PLAY', card }));
    case 'handResult': return [{ type: 'NEXT_HAND' }];
    default: return [];
  }
}

/** Shape checks every action passes before the rules look at it (order E-1). */
function checkShape(s: SkatState, seat: Seat, a: Action): Refusal | null {
  const fields = Object.hasOwn(ACTION_FIELDS, a.type) ? ACTION_FIELDS[a.type] : undefined;
  if (!fields) return refuse('ERR_UNKNOWN_ACTION', `Skat has no action "${a.type}".`, { type: a.type });
  if (!PHASES_OF_ACTION[a.type].includes(s.phase)) {
    return refuse('ERR_WRONG_PHASE', `${a.type} is not possible now (phase ${s.phase}).`, { type: a.type, phase: s.phase });
  }
  if (!mayAct(s, seat)) return refuse('ERR_NOT_YOUR_TURN', `It is not seat ${seat}'s turn.`, { seat });
  const keys = Object.keys(a).filter((k) => k !== 'type');
  if (keys.length !== fields.length || keys.some((k) => !fields.includes(k))) {
    return refuse('ERR_BAD_ACTION', `${a.type} takes ${fields.length ? fields.join(', ') : 'no fields'}.`, { type: a.type });
  }
  return null;
}

export function apply(s: SkatState, seat: Seat, a: Action): Step<SkatState> | Refusal {
  const bad = checkShape(s, seat, a);
  if (bad) return bad;
  const facts: Fact[] = [];
  const done = (state: SkatState): Step<SkatState> => ({ ok: true, state, facts });
  switch (a.type) {
    case 'BID': case 'HOLD': case 'PASS': return bidding(s, seat, a, facts);
    case 'TAKE_SKAT':
      facts.push({ type: 'SKAT_TAKEN', seat });
      return done({ ...s, phase: 'discard', tookSkat: true, hands: withHand(s.hands, seat, [...s.hands[seat], ...s.skat]) });
    case 'PLAY_HAND':
      facts.push({ type: 'HAND_GAME', seat });
      return done({ ...s, phase: 'declaration', tookSkat: false, discard: s.skat.slice() });
    case 'SURRENDER':
      if (!s.options.allowSurrender) return refuse('ERR_SURRENDER_OFF', 'Surrender is not allowed at this table.');
      return done(recordDeal(s, surrender(s), facts));
    case 'DISCARD': return discard(s, seat, a.cards, facts);
    case 'DECLARE': {
      const c = readContract(a.contract, s.tookSkat, s.auction.bid);
      if ('ok' in c) return c;
      facts.push({ type: 'DECLARED', seat, contract: c });
      return done({ ...s, phase: 'trickPlay', contract: c, leader: (s.dealer + 1) % 3, trick: [], trickNo: 1 });
    }
    case 'PLAY': return play(s, seat, a.card, facts);
    case 'NEXT_HAND': return done(startDeal(s, (s.dealer + 1) % 3, facts));
  }
  return refuse('ERR_UNKNOWN_ACTION', `Skat has no action "${a.type}".`, { type: a.type });
}

function withHand(hands: Card[][], seat: Seat, hand: Card[]): Card[][] {
  return hands.map((h, i) => (i === seat ? hand : h));
}

function bidding(s: SkatState, seat: Seat, a: Action, facts: Fact[]): Step<SkatState> | Refusal {
  const auc = s.auction;
  let call: AuctionCall;
  if (a.type === 'BID') {
    if (auc.awaiting === 'answer') return refuse('ERR_MUST_ANSWER', `Answer the bid of ${auc.bid}: hold or pass.`, { bid: auc.bid });
    const value = a.value;
    if (typeof value !== 'number' || !BID_VALUES.includes(value)) {
      return refuse('ERR_BAD_BID', `${typeof value === 'number' ? value : 'That'} is not a bid value: bids are game values such as 18, 20, 22, 23, 24.`, { value: typeof value === 'number' ? value : String(typeof value) });
    }
    if (auc.stage === 3 && value !== 18) return refuse('ERR_BID_NOT_18', 'Nobody else has bid: you may only bid 18 or pass.', { value });
    if (value <= auc.bid) return refuse('ERR_BID_TOO_LOW', `You must bid more than ${auc.bid}.`, { value, bid: auc.bid });
    call = { seat, type: 'BID', value };
  } else if (a.type === 'HOLD') {
    if (auc.awaiting !== 'answer') return refuse('ERR_MUST_SAY', auc.bid > 0 ? `Say a bid above ${auc.bid}, or pass.` : 'Say a bid, or pass.', { bid: auc.bid });
    call = { seat, type: 'HOLD' };
  } else call = { seat, type: 'PASS' };
  facts.push(call.type === 'BID' ? { type: 'BID', seat, value: call.value } : { type: call.type, seat });
  const end = applyCall(auc, call, s.dealer, s.options.auctionRoles);
  const next: SkatState = { ...s, auction: end.auction };
  if (end.kind === 'continue') return { ok: true, state: next, facts };
  if (end.kind === 'declarer') {
    facts.push({ type: 'DECLARER', seat: end.declarer, bid: end.bid });
    return { ok: true, state: { ...next, phase: 'skatDecision', declarer: end.declarer }, facts };
  }
  if (s.options.allPass === 'ramsch') {
    facts.push({ type: 'RAMSCH' });
    return { ok: true, state: { ...next, phase: 'trickPlay', ramsch: true, leader: (s.dealer + 1) % 3 }, facts };
  }
  return { ok: true, state: recordDeal(next, thrownIn(next), facts), facts };
}

function discard(s: SkatState, seat: Seat, cards: unknown, facts: Fact[]): Step<SkatState> | Refusal {
  if (!Array.isArray(cards) || cards.length !== 2 || !cards.every(isSkatCard) || cards[0] === cards[1]) {
    return refuse('ERR_BAD_DISCARD', 'Put back exactly two different cards.');
  }
  const hand = s.hands[seat];
  const missing = cards.find((c) => !hand.includes(c));
  if (missing) return refuse('ERR_CARD_NOT_IN_HAND', `${missing} is not in your hand.`, { card: missing });
  facts.push({ type: 'DISCARDED', seat });
  return {
    ok: true,
    state: { ...s, phase: 'declaration', discard: cards.slice(), hands: withHand(s.hands, seat, hand.filter((c) => c !== cards[0] && c !== cards[1])) },
    facts,
  };
}

function play(s: SkatState, seat: Seat, card: unknown, facts: Fact[]): Step<SkatState> | Refusal {
  if (!isSkatCard(card)) return refuse('ERR_BAD_ACTION', `"${typeof card === 'string' ? card : typeof card}" is not a card.`, { type: 'PLAY' });
  const hand = s.hands[seat];
  if (!hand.includes(card)) return refuse('ERR_CARD_NOT_IN_HAND', `${card} is not in your hand.`, { card });
  const rules = rulesOf(s);
  if (s.trick.length > 0 && !playableCards(s, seat).includes(card)) {
    const need = effSuit(s.trick[0].card, rules);
    const what = need === 'TRUMP' ? 'a trump' : `${suitWord(need)}${rules.kind === 'null' ? '' : ' (not its jack, which is a trump)'}`;
    return refuse('ERR_MUST_FOLLOW', `You must follow: play ${what}.`, { suit: need });
  }
  facts.push({ type: 'CARD_PLAYED', seat, card });
  const hands = withHand(s.hands, seat, hand.filter((c) => c !== card));
  const trick = [...s.trick, { seat, card }];
  if (trick.length < 3) return { ok: true, state: { ...s, hands, trick }, facts };
  return { ok: true, state: afterTrick(s, hands, trick, rules, facts), facts };
}

/** §5.2 and §4.4: the trick goes to its winner; the deal ends after trick 10 or an early end. */
function afterTrick(s: SkatState, hands: Card[][], trick: SkatState['trick'], rules: TrickRules, facts: Fact[]): SkatState {
  const winner = trick[trickWinnerIndex(trick.map((p) => p.card), rules)].seat;
  facts.push({ type: 'TRICK_WON', seat: winner, trick, trickNo: s.trickNo });
  const tricksWon = s.tricksWon.map((n, i) => (i === winner ? n + 1 : n));
  const trickPoints = s.trickPoints.map((n, i) => (i === winner ? n + sumPoints(trick.map((p) => p.card)) : n));
  const next: SkatState = {
    ...s, hands, trick: [], leader: winner, trickNo: s.trickNo + 1, tricksWon, trickPoints,
    lastTrick: { cards: trick, winner },
  };
  if (s.ramsch) return s.trickNo === 10 ? recordDeal(next, finishRamsch(next), facts) : next;
  const c = s.contract!;
  const declarerWon = winner === s.declarer;
  const early = c.type === 'null' ? declarerWon : (c.schwarzAnnounced || c.ouvert) && !declarerWon;
  return s.trickNo === 10 || early ? recordDeal(next, finishGame(next), facts) : next;
}
