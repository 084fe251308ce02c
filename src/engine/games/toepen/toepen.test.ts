// Toepen: every worked example of rules/toepen.md §8 (X1 … X14), run as its "How to run
// them" paragraph says, plus the deal, settings, refusals and the decisions TP-n of
// docs/rules-decisions.md.
import { describe, expect, it } from 'vitest';
import { legalActions, newMatch, observe, status } from '../../core/match';
import { createRng, shuffled } from '../../core/rng';
import type { Action, Card, Deal, Fact, Match, Seat } from '../../core/types';
import { buildDeal, mentionedCards, ok, playout } from '../../testing/builders';
import { refused } from '../../testing/steps';
import { dealFromDeck } from './deal';
import { TOEPEN_DECK } from './rules';
import type { SignalKind, ToepenObservation, ToepenState } from './types';

// ---------------------------------------------------------------------------------------
// Helpers

const obs = (m: Match, s: Seat) => observe(m, s) as ToepenObservation;
const st = (m: Match) => m.state as ToepenState;
const factsOf = (facts: Fact[], type: string) => facts.filter((f) => f.type === type);
const seatsOf = (m: Match) => Array.from({ length: m.setup.players }, (_, s) => s);
const KNOCK: Action = { type: 'KNOCK' };

/** The common setup of §8: dealer P0, 20 chips, signals off unless the example says otherwise. */
function start(deal: Deal | undefined, options: Record<string, unknown> = {}, players = 4, dealer: Seat = 0, more: Deal[] = []): Match {
  const deals = deal ? [deal, ...more] : undefined;
  return newMatch('toepen', { players, seed: 'toepen-examples', dealer, options: { signals: 'off', ...options }, ...(deals ? { deals } : {}) });
}

/**
 * A deal with the named cards; fillers are taken in pack order, never of a suit in
 * `voids[seat]` nor of a suit in `avoid` (the suits a legality example mentions).
 */
function exampleDeal(named: Partial<Record<Seat, Card[]>>, voids: Partial<Record<Seat, string[]>> = {}, players = 4, avoid: string[] = []): Deal {
  const seats = Array.from({ length: players }, (_, s) => s);
  return buildDeal({
    deck: TOEPEN_DECK,
    handSize: 4,
    hands: seats.map((s) => named[s] ?? []),
    filler: (card, seat) => (voids[seat]?.includes(card.slice(-1)) || avoid.includes(card.slice(-1)) ? null : 0),
    fillOrder: [...seats].sort((a, b) => (voids[b]?.length ?? 0) - (voids[a]?.length ?? 0)),
  });
}

/** Each seat holds one whole suit: nobody can follow, so the first leader takes every trick. */
const SUIT_DEAL: Deal = exampleDeal({ 0: ['AS', 'KS', 'QS', 'JS'], 1: ['AH', 'KH', 'QH', 'JH'], 2: ['AD', 'KD', 'QD', 'JD'], 3: ['AC', 'KC', 'QC', 'JC'] });

const CARD_TEXT = /^(10|[7-9JQKA])[CDHS]$/;

/** "n: A" steps, comma-separated, each accepted: `1: KNOCK`, `2: 9H`, `3: SIGNAL none`. */
function run(m: Match, script: string): { match: Match; facts: Fact[] } {
  const facts: Fact[] = [];
  for (const step of script.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [seatText, what] = step.split(':').map((x) => x.trim());
    const [word, arg] = what.split(' ');
    const action: Action = CARD_TEXT.test(word) ? { type: 'PLAY', card: word } : word === 'SIGNAL' ? { type: 'SIGNAL', kind: arg } : { type: word };
    const r = ok(m, Number(seatText), action);
    m = r.match;
    facts.push(...r.facts);
  }
  return { match: m, facts };
}

/** §8: "the exchange round is 1: PASS, 2: PASS, 3: PASS, 0: PASS" (dealer P0, four seats). */
function passRound(m: Match): Match {
  const order = st(m).exchangeOrder;
  let cur = m;
  for (const seat of order) cur = ok(cur, seat, { type: 'PASS' }).match;
  return cur;
}

/** Plays the deal out with the first legal card of each seat to move (no knocks). */
function playOut(m: Match): { match: Match; facts: Fact[] } {
  const facts: Fact[] = [];
  while (status(m).phase === 'trickPlay') {
    const seat = status(m).toAct[0];
    const r = ok(m, seat, legalActions(m, seat).find((a) => a.type === 'PLAY')!);
    m = r.match;
    facts.push(...r.facts);
  }
  return { match: m, facts };
}

const legalCards = (m: Match, s: Seat): Card[] => legalActions(m, s).filter((a) => a.type === 'PLAY').map((a) => a.card as Card).sort();
const signalKindsOf = (m: Match, s: Seat): SignalKind[] => legalActions(m, s).filter((a) => a.type === 'SIGNAL').map((a) => a.kind as SignalKind).sort();
const canKnock = (m: Match, s: Seat) => legalActions(m, s).some((a) => a.type === 'KNOCK');
/** `seat` plays its first legal card. */
const playFirst = (m: Match, seat: Seat): Match => ok(m, seat, legalActions(m, seat).find((a) => a.type === 'PLAY')!).match;

// ---------------------------------------------------------------------------------------
// Settlement examples

describe('settlement (§8 X1 … X4, X14)', () => {
  const aces = exampleDeal({ 3: ['AH', 'AS', 'AD', 'AC'] });

  it('X1: P3 wins trick 4 at stake 1: 19 / 19 / 19 / 21, pool +2, next dealer P1', () => {
    const m0 = passRound(start(aces));
    expect(status(m0)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
    const { match, facts } = playOut(m0);
    expect(factsOf(facts, 'TRICK_WON').map((f) => f.seat)).toEqual([3, 3, 3, 3]);
    expect(factsOf(facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', winner: 3, deltas: [-1, -1, -1, 1], stake: 1 }]);
    expect(status(match)).toMatchObject({ phase: 'handResult', toAct: [0, 1, 2, 3], totals: [19, 19, 19, 21], over: false });
    for (const s of seatsOf(match)) expect(obs(match, s).poolBalance).toBe(2);
    const next = ok(match, 2, { type: 'NEXT_HAND' });
    expect(factsOf(next.facts, 'HAND_DEALT')).toEqual([{ type: 'HAND_DEALT', handNumber: 2, dealer: 1 }]);
    expect(status(next.match)).toMatchObject({ phase: 'exchange', toAct: [2], handNumber: 2 });
    expect(obs(next.match, 0)).toMatchObject({ stake: 1, lastKnocker: null, dealer: 1, stockSize: 16 });
  });

  it('X1 with winnerCollectsStake false: 19 / 19 / 19 / 20', () => {
    const { match } = playOut(passRound(start(aces, { winnerCollectsStake: false })));
    expect(status(match).totals).toEqual([19, 19, 19, 20]);
    expect(obs(match, 0).poolBalance).toBe(3);
  });

  const x2Deal: Deal = exampleDeal({
    0: ['7H', '10S', '9C', '8C'], 1: ['9H', 'KS', 'QC', 'JD'], 2: ['KH', 'AS', 'QD', 'KC'], 3: ['AH', '8S', '8D', '7C'],
  });

  it('X2: a full deal with two knocks and two folds', () => {
    let m = passRound(start(x2Deal));
    // 1: trick 1.
    let r = run(m, '1: 9H, 2: KH, 3: AH, 0: 7H');
    expect(factsOf(r.facts, 'TRICK_WON')).toEqual([{ type: 'TRICK_WON', seat: 3, trick: [{ seat: 1, card: '9H' }, { seat: 2, card: 'KH' }, { seat: 3, card: 'AH' }, { seat: 0, card: '7H' }], trickNo: 1 }]);
    // 2: trick 2 until P2 is to move.
    m = run(r.match, '3: 8S, 0: 10S, 1: KS').match;
    expect(status(m).toAct).toEqual([2]);
    // 3: P2 knocks: responders P3, P0, P1.
    m = run(m, '2: KNOCK').match;
    expect(status(m)).toMatchObject({ phase: 'knockResponse', toAct: [3] });
    expect(obs(m, 0).pendingKnock).toEqual({ knocker: 2, responders: [3, 0, 1], idx: 0 });
    // 4: P3 STAY, P0 FOLD (pays 1), P1 STAY: stake 2, marker at P2.
    r = run(m, '3: STAY, 0: FOLD, 1: STAY');
    m = r.match;
    expect(factsOf(r.facts, 'FOLDED')).toEqual([{ type: 'FOLDED', seat: 0, paid: 1 }]);
    expect(factsOf(r.facts, 'KNOCKED')).toEqual([{ type: 'KNOCKED', seat: 2, stake: 2 }]);
    expect(obs(m, 1)).toMatchObject({ stake: 2, lastKnocker: 2, folded: [true, false, false, false] });
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [2], totals: [19, 20, 20, 20] });
    // 5: P2 AS wins trick 2; P0's 10S is ignored.
    r = run(m, '2: AS');
    expect(factsOf(r.facts, 'TRICK_WON').map((f) => f.seat)).toEqual([2]);
    // 6: P2 leads QD; P3 to move.
    m = run(r.match, '2: QD').match;
    expect(status(m).toAct).toEqual([3]);
    // 7: P3 knocks: responders P1, P2 (P0 folded).
    m = run(m, '3: KNOCK').match;
    expect(obs(m, 2).pendingKnock).toEqual({ knocker: 3, responders: [1, 2], idx: 0 });
    // 8: P1 FOLD (pays 2), P2 STAY: stake 3, marker at P3.
    r = run(m, '1: FOLD, 2: STAY');
    m = r.match;
    expect(factsOf(r.facts, 'FOLDED')).toEqual([{ type: 'FOLDED', seat: 1, paid: 2 }]);
    expect(obs(m, 0)).toMatchObject({ stake: 3, lastKnocker: 3 });
    expect(status(m).totals).toEqual([19, 18, 20, 20]);
    // 9: P3 8D completes trick 3 (only P2 and P3 are in); QD wins.
    r = run(m, '3: 8D');
    expect(factsOf(r.facts, 'TRICK_WON').map((f) => f.seat)).toEqual([2]);
    m = r.match;
    // During trick 4 P2 may knock again, P3 may not.
    expect(status(m).toAct).toEqual([2]);
    expect(canKnock(m, 2)).toBe(true);
    expect(canKnock(m, 3)).toBe(false);
    refused(m, 3, KNOCK, 'ERR_LAST_KNOCKER');
    // 10–11: trick 4 and the settlement.
    r = run(m, '2: KC, 3: 7C');
    expect(factsOf(r.facts, 'TRICK_WON').map((f) => f.seat)).toEqual([2]);
    expect(factsOf(r.facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', winner: 2, deltas: [0, 0, 3, -3], stake: 3 }]);
    expect(status(r.match).totals).toEqual([19, 18, 23, 17]);
    // the settlement in its §4.5 steps: P3 lost at stake 3, P2 collected it; the folders paid earlier
    expect(obs(r.match, 0).result?.parts).toEqual([
      { lost: 0, collected: 0, penalty: 0 }, { lost: 0, collected: 0, penalty: 0 }, { lost: 0, collected: 3, penalty: 0 }, { lost: 3, collected: 0, penalty: 0 },
    ]);
    expect(obs(r.match, 3).poolBalance).toBe(3);
    expect(obs(ok(r.match, 0, { type: 'NEXT_HAND' }).match, 0).dealer).toBe(1);
  });

  it('X2: with nextDealer "lastTrickWinner" P2 deals next', () => {
    const m = run(passRound(start(x2Deal, { nextDealer: 'lastTrickWinner' })),
      '1: 9H, 2: KH, 3: AH, 0: 7H, 3: 8S, 0: 10S, 1: KS, 2: KNOCK, 3: STAY, 0: FOLD, 1: STAY, 2: AS, 2: QD, 3: KNOCK, 1: FOLD, 2: STAY, 3: 8D, 2: KC, 3: 7C').match;
    expect(status(m).totals).toEqual([19, 18, 23, 17]);
    expect(obs(ok(m, 3, { type: 'NEXT_HAND' }).match, 0).dealer).toBe(2);
  });

  it('X3: everyone folds to P1\'s knock before the first lead: 19 / 21 / 19 / 19', () => {
    const { match, facts } = run(passRound(start(undefined)), '1: KNOCK, 2: FOLD, 3: FOLD, 0: FOLD');
    expect(factsOf(facts, 'FOLDED').map((f) => [f.seat, f.paid])).toEqual([[2, 1], [3, 1], [0, 1]]);
    expect(factsOf(facts, 'KNOCKED')).toEqual([{ type: 'KNOCKED', seat: 1, stake: 1 }]);
    expect(factsOf(facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', winner: 1, deltas: [0, 1, 0, 0], stake: 1 }]);
    expect(factsOf(facts, 'CARD_PLAYED')).toEqual([]);
    expect(status(match)).toMatchObject({ phase: 'handResult', totals: [19, 21, 19, 19] });
    expect(obs(match, 2)).toMatchObject({ poolBalance: 2, stake: 1, result: { winner: 1, reason: 'allFolded', stake: 1 } });
  });

  it('X4: two players left in; P3 folds to P1\'s knock: 19 / 22 / 19 / 18', () => {
    let m = run(passRound(start(undefined)), '3: KNOCK, 0: FOLD, 1: STAY, 2: FOLD').match;
    expect(obs(m, 0)).toMatchObject({ stake: 2, lastKnocker: 3, folded: [true, false, true, false] });
    expect(status(m).toAct).toEqual([1]);
    m = playFirst(m, 1);
    expect(obs(m, 3).pendingKnock).toBeNull();
    const r = run(m, '1: KNOCK');
    expect(obs(r.match, 0).pendingKnock).toEqual({ knocker: 1, responders: [3], idx: 0 });
    const { match, facts } = run(r.match, '3: FOLD');
    expect(factsOf(facts, 'FOLDED')).toEqual([{ type: 'FOLDED', seat: 3, paid: 2 }]);
    expect(factsOf(facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', winner: 1, deltas: [0, 2, 0, 0], stake: 2 }]);
    expect(status(match)).toMatchObject({ phase: 'handResult', totals: [19, 22, 19, 18] });
  });

  it('X14: a fold costs the pre-knock stake (3); a stayer who loses pays the raised one (4)', () => {
    // P2 holds the four aces and takes every trick.
    const deal = exampleDeal({ 2: ['AH', 'AS', 'AD', 'AC'] });
    let m = run(passRound(start(deal)), '1: KNOCK, 2: STAY, 3: STAY, 0: STAY').match;
    m = playFirst(playFirst(m, 1), 2);
    m = run(m, '3: KNOCK, 0: STAY, 1: STAY, 2: STAY').match;
    expect(obs(m, 0).stake).toBe(3);
    m = playFirst(m, 3);
    const r = run(m, '2: KNOCK, 3: FOLD, 0: STAY, 1: STAY');
    expect(factsOf(r.facts, 'FOLDED')).toEqual([{ type: 'FOLDED', seat: 3, paid: 3 }]);
    expect(factsOf(r.facts, 'KNOCKED')).toEqual([{ type: 'KNOCKED', seat: 2, stake: 4 }]);
    const end = playOut(r.match);
    expect(factsOf(end.facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', winner: 2, deltas: [-4, -4, 4, 0], stake: 4 }]);
    expect(status(end.match).totals).toEqual([16, 16, 24, 17]);
  });
});

// ---------------------------------------------------------------------------------------
// Exchange and challenge

describe('exchange and challenge (§8 X5 … X7)', () => {
  it('X5: a bluff is caught: P1 pays 1, keeps the new cards; P3 and P0 are not asked', () => {
    const deal = exampleDeal({ 1: ['KH', '9S', '8D', '7C'] });
    const m0 = start(deal);
    expect(status(m0)).toMatchObject({ phase: 'exchange', toAct: [1] });
    expect(obs(m0, 2).stockSize).toBe(16);
    const { match: m, facts } = run(m0, '1: EXCHANGE');
    expect(facts).toEqual([{ type: 'EXCHANGED', seat: 1 }]);
    expect(obs(m, 1).hand).toEqual(deal.rest!.slice(0, 4));
    expect(obs(m, 0)).toMatchObject({ stockSize: 12, exchanged: [false, true, false, false], exchanger: 1, challenges: [] });
    expect(status(m)).toMatchObject({ phase: 'challenge', toAct: [2] });
    // Nobody sees the thrown-away hand before a challenge (TP-2: not even P1).
    for (const s of seatsOf(m)) expect(mentionedCards(obs(m, s), ['KH', '9S', '8D', '7C'])).toEqual([]);
    const r = run(m, '2: CHALLENGE');
    expect(factsOf(r.facts, 'CHALLENGED')).toEqual([{ type: 'CHALLENGED', challenger: 2, exchanger: 1, cards: ['KH', '9S', '8D', '7C'], payer: 1 }]);
    expect(status(r.match)).toMatchObject({ phase: 'exchange', toAct: [2], totals: [20, 19, 20, 20] });
    for (const s of seatsOf(m)) expect(obs(r.match, s).challenges).toEqual([{ challenger: 2, exchanger: 1, cards: ['KH', '9S', '8D', '7C'], payer: 1, paid: 1 }]);
    expect(obs(r.match, 1).hand).toEqual(deal.rest!.slice(0, 4));
    expect(obs(r.match, 0).poolBalance).toBe(1);
  });

  it('X6: an honest exchange: the challenger P0 pays 1; with the Dutch order the same hand is a bluff', () => {
    const deal = exampleDeal({ 2: ['10H', '9S', '8D', '7C'] });
    const m = run(start(deal), '1: PASS, 2: EXCHANGE').match;
    expect(status(m)).toMatchObject({ phase: 'challenge', toAct: [3] });
    expect(obs(m, 2).hand).toEqual(deal.rest!.slice(0, 4));
    const r = run(m, '3: PASS, 0: CHALLENGE');
    expect(factsOf(r.facts, 'CHALLENGED')).toEqual([{ type: 'CHALLENGED', challenger: 0, exchanger: 2, cards: ['10H', '9S', '8D', '7C'], payer: 0 }]);
    expect(status(r.match)).toMatchObject({ phase: 'exchange', toAct: [3], totals: [19, 20, 20, 20] });

    const dutch = run(start(deal, { cardOrder: 'dutch' }), '1: PASS, 2: EXCHANGE, 3: PASS, 0: CHALLENGE');
    expect(factsOf(dutch.facts, 'CHALLENGED')[0].payer).toBe(2);
    expect(status(dutch.match).totals).toEqual([20, 20, 19, 20]);
    const pictures = exampleDeal({ 2: ['AH', 'KS', 'QD', 'JC'] });
    const honest = run(start(pictures, { cardOrder: 'dutch' }), '1: PASS, 2: EXCHANGE, 3: PASS, 0: CHALLENGE');
    expect(factsOf(honest.facts, 'CHALLENGED')[0].payer).toBe(0);
    // …and under the seed order it is a bluff.
    expect(factsOf(run(start(pictures), '1: PASS, 2: EXCHANGE, 3: PASS, 0: CHALLENGE').facts, 'CHALLENGED')[0].payer).toBe(2);
  });

  it('X6: the challenge queue runs clockwise from the exchanger\'s left; if nobody challenges the next seat exchanges', () => {
    const m = run(start(undefined), '1: PASS, 2: EXCHANGE').match;
    const m1 = run(m, '3: PASS').match;
    expect(status(m1).toAct).toEqual([0]);
    const m2 = run(m1, '0: PASS').match;
    expect(status(m2)).toMatchObject({ phase: 'challenge', toAct: [1] });
    const m3 = run(m2, '1: PASS').match;
    expect(status(m3)).toMatchObject({ phase: 'exchange', toAct: [3], totals: [20, 20, 20, 20] });
  });

  it('X7: an unchallenged exchange costs nothing and the old hand is never shown, not even after the deal', () => {
    const deal = exampleDeal({ 1: ['AH', 'AS', 'AD', 'AC'] });
    const m = run(start(deal), '1: EXCHANGE, 2: PASS, 3: PASS, 0: PASS, 2: PASS, 3: PASS, 0: PASS').match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', totals: [20, 20, 20, 20] });
    const end = playOut(m);
    expect(status(end.match).phase).toBe('handResult');
    for (const s of seatsOf(m)) {
      expect(mentionedCards(obs(m, s), ['AH', 'AS', 'AD', 'AC'])).toEqual([]);
      expect(mentionedCards(obs(end.match, s), ['AH', 'AS', 'AD', 'AC'])).toEqual([]);
    }
    expect(mentionedCards(end.facts, ['AH', 'AS', 'AD', 'AC'])).toEqual([]);
    expect(obs(end.match, 0).discardCount).toBe(4);
  });

  it('X7: 7 players: the first exchange empties the stock; later seats may only PASS', () => {
    const m = start(undefined, {}, 7);
    expect(obs(m, 0).stockSize).toBe(4);
    expect(legalActions(m, 1)).toEqual([{ type: 'EXCHANGE' }, { type: 'PASS' }]);
    let cur = run(m, '1: EXCHANGE').match;
    expect(obs(cur, 0).stockSize).toBe(0);
    for (const s of [2, 3, 4, 5, 6, 0]) cur = ok(cur, s, { type: 'PASS' }).match;
    expect(status(cur)).toMatchObject({ phase: 'exchange', toAct: [2] });
    expect(legalActions(cur, 2)).toEqual([{ type: 'PASS' }]);
    refused(cur, 2, { type: 'EXCHANGE' }, 'ERR_STOCK_TOO_SMALL');
    // A second exchange by the same seat: it has had its turn.
    refused(cur, 1, { type: 'EXCHANGE' }, 'ERR_NOT_YOUR_TURN');
    for (const s of [2, 3, 4, 5, 6]) {
      refused(cur, s, { type: 'EXCHANGE' }, 'ERR_STOCK_TOO_SMALL');
      cur = ok(cur, s, { type: 'PASS' }).match;
    }
    cur = ok(cur, 0, { type: 'PASS' }).match;
    expect(status(cur)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
  });

  it('X7: 8 players: stock 0, no exchange possible (TP-6: the turns remain, PASS only)', () => {
    const m = start(undefined, {}, 8);
    expect(obs(m, 0).stockSize).toBe(0);
    expect(legalActions(m, 1)).toEqual([{ type: 'PASS' }]);
    refused(m, 1, { type: 'EXCHANGE' }, 'ERR_STOCK_TOO_SMALL');
    expect(status(passRound(m))).toMatchObject({ phase: 'trickPlay', toAct: [1] });
  });

  it('a challenge is refused outside the window and from a seat not asked', () => {
    const m = run(start(undefined), '1: EXCHANGE').match;
    refused(m, 3, { type: 'CHALLENGE' }, 'ERR_NOT_YOUR_TURN');
    refused(m, 1, { type: 'CHALLENGE' }, 'ERR_NOT_YOUR_TURN');
    refused(m, 2, { type: 'EXCHANGE' }, 'ERR_WRONG_PHASE');
    refused(start(undefined), 1, { type: 'CHALLENGE' }, 'ERR_WRONG_PHASE');
  });
});

// ---------------------------------------------------------------------------------------
// Signals

describe('signals (§8 X8)', () => {
  const allowedFor = (hand: Card[], options: Record<string, unknown> = {}) => {
    const m = passRound(start(exampleDeal({ 1: hand }), { signals: 'manual', ...options }));
    expect(status(m)).toMatchObject({ phase: 'signal', toAct: [0, 1, 2, 3] });
    return signalKindsOf(m, 1);
  };

  it('X8: the allowed signals of each hand', () => {
    expect(allowedFor(['AH', 'AS', 'AD', 'AC'])).toEqual(['stand']);
    expect(allowedFor(['AH', 'AS', 'AD', '9C'])).toEqual(['whistle']);
    expect(allowedFor(['7H', '7S', '7D', '7C'])).toEqual(['none', 'stand']);
    expect(allowedFor(['7H', '7S', '7D', 'AC'])).toEqual(['none', 'whistle']);
    expect(allowedFor(['AH', 'AS', '7D', '7C'])).toEqual(['none']);
  });

  it('T-20: with the Dutch order "top" is the 10 and "bottom" the jack', () => {
    expect(allowedFor(['10H', '10S', '10D', '9C'], { cardOrder: 'dutch' })).toEqual(['whistle']);
    expect(allowedFor(['JH', 'JS', 'JD', 'JC'], { cardOrder: 'dutch' })).toEqual(['none', 'stand']);
    expect(allowedFor(['AH', 'AS', 'AD', '9C'], { cardOrder: 'dutch' })).toEqual(['none']);
  });

  // P3 holds three aces; P1 takes every trick with clubs (nobody else holds one).
  const x8Deal = exampleDeal({ 3: ['AH', 'AS', 'AD', '9C'], 1: ['AC', 'KC', 'QC', 'JC'] }, { 0: ['C'], 2: ['C'] });

  it('X8: a forgotten whistle is accepted and costs the final stake at the end (−4 in total at stake 2)', () => {
    let m = passRound(start(x8Deal, { signals: 'manual' }));
    // Before the reveal an observation shows only who has signalled.
    m = run(m, '0: SIGNAL none').match;
    expect(obs(m, 1)).toMatchObject({ signalled: [true, false, false, false], signals: null });
    expect(status(m).toAct).toEqual([1, 2, 3]);
    refused(m, 0, { type: 'SIGNAL', kind: 'none' }, 'ERR_ALREADY_SIGNALLED');
    const r = run(m, '1: SIGNAL none, 2: SIGNAL none, 3: SIGNAL none');
    expect(factsOf(r.facts, 'SIGNALS_REVEALED')).toEqual([{ type: 'SIGNALS_REVEALED', signals: ['none', 'none', 'none', 'none'] }]);
    expect(factsOf(r.facts, 'SIGNALLED').map((f) => Object.keys(f).sort())).toEqual([['seat', 'type'], ['seat', 'type'], ['seat', 'type']]);
    expect(status(r.match)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
    m = run(r.match, '1: KNOCK, 2: STAY, 3: STAY, 0: STAY').match;
    const end = playOut(m);
    expect(factsOf(end.facts, 'TRICK_WON').map((f) => f.seat)).toEqual([1, 1, 1, 1]);
    expect(factsOf(end.facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', winner: 1, deltas: [-2, 2, -2, -4], stake: 2 }]);
    expect(status(end.match).totals).toEqual([18, 22, 18, 16]);
    expect(obs(end.match, 0).result).toMatchObject({ forgotten: [3] });
  });

  it('X8: a signal the hand does not allow is refused (ERR_ILLEGAL_SIGNAL)', () => {
    const m = passRound(start(exampleDeal({ 2: ['AH', 'AS', 'KD', 'KC'], 1: ['7H', '7S', '7D', '7C'], 3: ['AD', '8C'] }), { signals: 'manual' }));
    refused(m, 2, { type: 'SIGNAL', kind: 'whistle' }, 'ERR_ILLEGAL_SIGNAL');
    refused(m, 2, { type: 'SIGNAL', kind: 'stand' }, 'ERR_ILLEGAL_SIGNAL');
    refused(m, 1, { type: 'SIGNAL', kind: 'whistle' }, 'ERR_ILLEGAL_SIGNAL');
    refused(m, 2, { type: 'SIGNAL', kind: 'shout' }, 'ERR_BAD_ACTION');
    refused(m, 2, { type: 'SIGNAL' }, 'ERR_BAD_ACTION');
    ok(m, 1, { type: 'SIGNAL', kind: 'stand' });
    ok(m, 1, { type: 'SIGNAL', kind: 'none' });
  });

  it('X8: signals "auto" whistles for {AH AS AD 9C} by itself; only a seat with a choice is asked', () => {
    const auto = start(x8Deal, { signals: 'auto' });
    const r = run(auto, '1: PASS, 2: PASS, 3: PASS, 0: PASS');
    expect(factsOf(r.facts, 'SIGNALS_REVEALED')).toEqual([{ type: 'SIGNALS_REVEALED', signals: ['none', 'none', 'none', 'whistle'] }]);
    expect(status(r.match)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
    expect(obs(r.match, 0).signals).toEqual(['none', 'none', 'none', 'whistle']);
    // Nothing to forget: the settlement charges no penalty.
    const end = playOut(r.match);
    expect(obs(end.match, 0).result).toMatchObject({ forgotten: [], deltas: [-1, 1, -1, -1] });

    const sevens = passRound(start(exampleDeal({ 2: ['7H', '7S', '7D', 'KC'], 3: ['AH', 'AS', 'AD', 'AC'] }), { signals: 'auto' }));
    expect(status(sevens)).toMatchObject({ phase: 'signal', toAct: [2] });
    expect(signalKindsOf(sevens, 2)).toEqual(['none', 'whistle']);
    expect(obs(sevens, 0)).toMatchObject({ signalled: [true, true, false, true], signals: null });
    refused(sevens, 3, { type: 'SIGNAL', kind: 'stand' }, 'ERR_ALREADY_SIGNALLED');
    const shown = run(sevens, '2: SIGNAL whistle');
    expect(factsOf(shown.facts, 'SIGNALS_REVEALED')).toEqual([{ type: 'SIGNALS_REVEALED', signals: ['none', 'none', 'whistle', 'stand'] }]);
    // The asked seat is held to its hand like any other.
    refused(sevens, 2, { type: 'SIGNAL', kind: 'stand' }, 'ERR_ILLEGAL_SIGNAL');
  });

  it('signals "off" skips the phase; KNOCK and PLAY are refused during the signals', () => {
    expect(status(passRound(start(undefined, { signals: 'off' }))).phase).toBe('trickPlay');
    const m = passRound(start(undefined, { signals: 'manual' }));
    refused(m, 1, KNOCK, 'ERR_WRONG_PHASE');
    refused(m, 1, { type: 'PLAY', card: st(m).hands[1][0] }, 'ERR_WRONG_PHASE');
  });
});

// ---------------------------------------------------------------------------------------
// Tricks

describe('tricks (§8 X9 … X11)', () => {
  const rows: [string, Record<string, unknown>, Card[], string, Seat][] = [
    ['seed', {}, ['9H', 'KH', '10S', 'AH'], 'H', 0],
    ['seed', {}, ['JD', '7D', 'QD', 'AS'], 'D', 3],
    ['dutch', { cardOrder: 'dutch' }, ['9H', 'KH', '10S', 'AH'], 'H', 1],
    ['dutch', { cardOrder: 'dutch' }, ['AD', 'JD', '7D', '10C'], 'D', 3],
  ];
  rows.forEach(([order, options, [c1, c2, c3, c0], led, winner], i) => {
    it(`X9 row ${i + 1} (${order}): ${c1}, ${c2}, ${c3}, ${c0} → P${winner}`, () => {
      // The seat that does not follow is void in the led suit.
      const voids = { 3: c3.endsWith(led) ? [] : [led], 0: c0.endsWith(led) ? [] : [led] };
      const m = passRound(start(exampleDeal({ 1: [c1], 2: [c2], 3: [c3], 0: [c0] }, voids), options));
      const { match, facts } = run(m, `1: ${c1}, 2: ${c2}, 3: ${c3}, 0: ${c0}`);
      expect(factsOf(facts, 'TRICK_WON').map((f) => f.seat)).toEqual([winner]);
      expect(status(match).toAct).toEqual([winner]);
    });
  });

  it('X9: following: QD led; {7D AS KC 9H} must play 7D, {AS KC 9H 8H} may play any card', () => {
    const must = run(passRound(start(exampleDeal({ 1: ['QD'], 2: ['7D', 'AS', 'KC', '9H'] }))), '1: QD').match;
    expect(legalCards(must, 2)).toEqual(['7D']);
    refused(must, 2, { type: 'PLAY', card: 'AS' }, 'ERR_MUST_FOLLOW');
    const any = run(passRound(start(exampleDeal({ 1: ['QD'], 2: ['AS', 'KC', '9H', '8H'] }))), '1: QD').match;
    expect(legalCards(any, 2)).toEqual(['8H', '9H', 'AS', 'KC'].sort());
    ok(any, 2, { type: 'PLAY', card: 'KC' });
  });

  it('X10: P2 folds after playing AH: the card stays but cannot win; P3 wins with 9H', () => {
    const deal = exampleDeal({ 1: ['8H'], 2: ['AH'], 3: ['9H'], 0: ['KC'] }, { 0: ['H'] });
    let m = run(passRound(start(deal)), '1: 8H, 2: AH, 3: KNOCK').match;
    expect(obs(m, 0).pendingKnock).toEqual({ knocker: 3, responders: [0, 1, 2], idx: 0 });
    const r = run(m, '0: STAY, 1: STAY, 2: FOLD');
    expect(factsOf(r.facts, 'FOLDED')).toEqual([{ type: 'FOLDED', seat: 2, paid: 1 }]);
    m = r.match;
    expect(obs(m, 0)).toMatchObject({ stake: 2, trick: [{ seat: 1, card: '8H' }, { seat: 2, card: 'AH' }], played: [[], ['8H'], ['AH'], []] });
    expect(status(m).toAct).toEqual([3]);
    const t = run(m, '3: 9H, 0: KC');
    expect(factsOf(t.facts, 'TRICK_WON')).toEqual([{ type: 'TRICK_WON', seat: 3, trick: [{ seat: 1, card: '8H' }, { seat: 2, card: 'AH' }, { seat: 3, card: '9H' }, { seat: 0, card: 'KC' }], trickNo: 1 }]);
    expect(status(t.match)).toMatchObject({ phase: 'trickPlay', toAct: [3] });
    // The folded seat's AH stays face up in front of it for the rest of the deal.
    expect(obs(t.match, 0).played[2]).toEqual(['AH']);
    expect(obs(t.match, 0).handSizes).toEqual([3, 3, 0, 3]);
  });

  it('X11: the next leader folds: the lead passes to P3, on P2\'s left', () => {
    const deal = exampleDeal({ 1: ['7H'], 2: ['AH'], 3: ['8H'], 0: ['9H'] });
    let m = run(passRound(start(deal)), '1: 7H, 2: AH, 3: 8H, 0: 9H').match;
    expect(status(m).toAct).toEqual([2]);
    // P0 knocks outside its turn.
    expect(canKnock(m, 0)).toBe(true);
    m = run(m, '0: KNOCK, 1: STAY, 2: FOLD, 3: STAY').match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [3] });
    expect(obs(m, 1).leader).toBe(3);
    expect(legalCards(m, 3)).toEqual(st(m).hands[3].slice().sort());
  });

  it('§5.2 else-branch: P1 leads 7H and folds; 8S, AC, KS: the spades (first eligible) win with KS', () => {
    const deal = exampleDeal({ 1: ['7H'], 2: ['8S'], 3: ['AC'], 0: ['KS'] }, { 2: ['H'], 3: ['H'], 0: ['H'] });
    const m = run(passRound(start(deal)), '1: 7H, 2: 8S, 2: KNOCK, 3: STAY, 0: STAY, 1: FOLD').match;
    const { facts } = run(m, '3: AC, 0: KS');
    expect(factsOf(facts, 'TRICK_WON').map((f) => f.seat)).toEqual([0]);
  });
});

// ---------------------------------------------------------------------------------------
// Knocking

describe('knock legality (§8 X12)', () => {
  it('X12 g, a–e: one sequence', () => {
    let m = start(undefined);
    refused(m, 1, KNOCK, 'ERR_WRONG_PHASE'); // g: during the exchange round
    m = passRound(m);
    // a: P1 knocks before the first lead; all stay → stake 2.
    expect(canKnock(m, 1) && canKnock(m, 0) && canKnock(m, 2) && canKnock(m, 3)).toBe(true);
    m = run(m, '1: KNOCK').match;
    refused(m, 0, KNOCK, 'ERR_WRONG_PHASE'); // g: not during a knock response either
    m = run(m, '2: STAY, 3: STAY, 0: STAY').match;
    expect(obs(m, 0)).toMatchObject({ stake: 2, lastKnocker: 1 });
    // b: no card since the last knock.
    refused(m, 3, KNOCK, 'ERR_NO_PLAY_SINCE_LAST_KNOCK');
    expect(seatsOf(m).filter((s) => canKnock(m, s))).toEqual([]);
    // c: P1 leads; P1 may not knock again.
    m = playFirst(m, 1);
    refused(m, 1, KNOCK, 'ERR_LAST_KNOCKER');
    // d: P3 knocks outside its turn (P2 is to move): legalActions lists it.
    expect(status(m).toAct).toEqual([2]);
    expect(legalActions(m, 3)).toEqual([KNOCK]);
    expect(seatsOf(m).filter((s) => canKnock(m, s))).toEqual([0, 2, 3]);
    const d = run(m, '3: KNOCK');
    expect(obs(d.match, 0).pendingKnock).toEqual({ knocker: 3, responders: [0, 1, 2], idx: 0 });
    expect(d.facts).toEqual([{ type: 'KNOCK_CALLED', seat: 3, stake: 2 }]);
    m = run(d.match, '0: STAY, 1: STAY, 2: STAY').match;
    expect(obs(m, 0)).toMatchObject({ stake: 3, lastKnocker: 3 });
    expect(status(m).toAct).toEqual([2]);
    // e: P2 plays a card; P1 may knock again (P3 knocked since).
    m = playFirst(m, 2);
    expect(canKnock(m, 1)).toBe(true);
    expect(status(run(m, '1: KNOCK').match)).toMatchObject({ phase: 'knockResponse', toAct: [2] });
  });

  it('X12 f: P2 with 3 chips at stake 3 cannot knock (ERR_CANNOT_COVER); with knockRequiresCover false it can', () => {
    // Deal 1 (dealer P3, each seat one suit: P0 leads and takes every trick): P2 stays to
    // the end at stake 7 and pays 7 of its 10 chips.
    const deal1 = (options: Record<string, unknown>) => {
      let m = start(SUIT_DEAL, { startingChips: 10, ...options }, 4, 3);
      m = run(passRound(m), '0: KNOCK, 1: FOLD, 2: STAY, 3: FOLD').match;
      for (const [player, knocker] of [[0, 2], [2, 0], [0, 2], [2, 0], [0, 2]] as const) {
        m = playFirst(m, player);
        m = run(m, `${knocker}: KNOCK, ${2 - knocker}: STAY`).match;
      }
      return playOut(m).match;
    };
    for (const cover of [true, false]) {
      const m1 = deal1({ knockRequiresCover: cover });
      expect(obs(m1, 0).result).toMatchObject({ winner: 0, stake: 7 });
      expect(status(m1).totals).toEqual([17, 9, 3, 9]);
      // Deal 2 (dealer P0): stake 3, then P2 is to move.
      let m = passRound(ok(m1, 0, { type: 'NEXT_HAND' }).match);
      m = run(m, '1: KNOCK, 2: STAY, 3: STAY, 0: STAY').match;
      m = playFirst(playFirst(m, 1), 2);
      m = run(m, '3: KNOCK, 0: STAY, 1: STAY, 2: STAY').match;
      m = playFirst(m, 3);
      expect(obs(m, 0)).toMatchObject({ stake: 3, lastKnocker: 3, playsSinceLastKnock: 1 });
      expect(status(m).toAct).toEqual([0]);
      if (cover) {
        refused(m, 2, KNOCK, 'ERR_CANNOT_COVER');
        expect(canKnock(m, 2)).toBe(false);
      } else {
        expect(canKnock(m, 2)).toBe(true);
        ok(m, 2, KNOCK);
      }
    }
  });

  it('X12 h: a folded seat may not knock (ERR_NOT_ACTIVE)', () => {
    const m = run(passRound(start(undefined)), '1: KNOCK, 2: STAY, 3: STAY, 0: FOLD').match;
    refused(m, 0, KNOCK, 'ERR_NOT_ACTIVE');
    expect(legalActions(m, 0)).toEqual([]);
    refused(m, 0, { type: 'PLAY', card: 'AS' }, 'ERR_NOT_ACTIVE');
  });

  it('X12 i: once the fourth card of trick 4 is played the deal is settled; KNOCK is refused', () => {
    const { match } = playOut(passRound(start(undefined)));
    expect(status(match).phase).toBe('handResult');
    for (const s of seatsOf(match)) refused(match, s, KNOCK, 'ERR_WRONG_PHASE');
  });
});

// ---------------------------------------------------------------------------------------
// Game end

describe('bankruptcy and the end of the game (§8 X13, §6.3)', () => {
  // Deal 1 (dealer P3, one suit per seat: P0 takes every trick): P2 and P3 fold at once,
  // P0 and P1 knock in turn up to stake 9; P1 stays to the end and pays 9 of its 10 chips.
  const TO_NINE = '1: KNOCK, 2: FOLD, 3: FOLD, 0: STAY, 0: AS, 0: KNOCK, 1: STAY, 1: AH, 1: KNOCK, 0: STAY, 0: KS, 0: KNOCK, 1: STAY, '
    + '1: KH, 1: KNOCK, 0: STAY, 0: QS, 0: KNOCK, 1: STAY, 1: QH, 1: KNOCK, 0: STAY, 0: JS, 0: KNOCK, 1: STAY, 1: JH';
  // Deal 2 (dealer P0): P2 holds the aces and takes every trick.
  const deal2: Deal = exampleDeal({ 1: ['7H', '7S', '7D', '7C'], 2: ['AH', 'AS', 'AD', 'AC'], 3: ['KH', 'KS', 'KD', 'KC'], 0: ['QH', 'QS', 'QD', 'QC'] });

  function toDeal2(options: Record<string, unknown>, later: Deal[] = []): Match {
    const m = run(passRound(start(SUIT_DEAL, { startingChips: 10, ...options }, 4, 3, [deal2, ...later])), TO_NINE).match;
    expect(obs(m, 0).result).toMatchObject({ winner: 0, stake: 9 });
    expect(status(m).totals).toEqual([19, 1, 9, 9]);
    // P2 knocks before the lead; all stay; P1 leads; P3 knocks; all stay: stake 3.
    const r = run(passRound(ok(m, 0, { type: 'NEXT_HAND' }).match), '2: KNOCK, 3: STAY, 0: STAY, 1: STAY, 1: 7H, 3: KNOCK, 0: STAY, 1: STAY, 2: STAY');
    expect(obs(r.match, 0).stake).toBe(3);
    return r.match;
  }

  it('X13: P1 with 1 chip stays at stake 3 and loses: pays 1 → 0; the game ends, most chips win', () => {
    const { match, facts } = playOut(toDeal2({}));
    expect(factsOf(facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', winner: 2, deltas: [-3, -1, 3, -3], stake: 3 }]);
    expect(factsOf(facts, 'GAME_OVER')).toEqual([{ type: 'GAME_OVER', winners: [0] }]);
    expect(status(match)).toEqual({ phase: 'gameOver', toAct: [], handNumber: 2, over: true, totals: [16, 0, 12, 6], winners: [0] });
    for (const s of seatsOf(match)) expect(legalActions(match, s)).toEqual([]);
    refused(match, 0, { type: 'NEXT_HAND' }, 'ERR_GAME_OVER');
  });

  it('X13: lastPlayerStanding: P1 is eliminated; the deal due to P1 passes to P2', () => {
    const later = exampleDeal({ 1: [] }, {}, 4); // a 4-hand deal: it no longer fits (TP-3)
    const { match, facts } = playOut(toDeal2({ winCondition: 'lastPlayerStanding' }, [later]));
    expect(factsOf(facts, 'ELIMINATED')).toEqual([{ type: 'ELIMINATED', seat: 1 }]);
    expect(factsOf(facts, 'GAME_OVER')).toEqual([]);
    expect(status(match)).toMatchObject({ phase: 'handResult', toAct: [0, 2, 3], totals: [16, 0, 12, 6], over: false });
    expect(obs(match, 3)).toMatchObject({ eliminated: [false, true, false, false], result: { eliminated: [1] } });
    expect(legalActions(match, 1)).toEqual([]);
    refused(match, 1, { type: 'NEXT_HAND' }, 'ERR_NOT_ACTIVE');
    const next = ok(match, 3, { type: 'NEXT_HAND' });
    expect(factsOf(next.facts, 'HAND_DEALT')).toEqual([{ type: 'HAND_DEALT', handNumber: 3, dealer: 2 }]);
    const o = obs(next.match, 1);
    expect(o.hand).toEqual([]);
    expect(o.handSizes).toEqual([4, 0, 4, 4]);
    expect(o.stockSize).toBe(20);
    // TP-3: the fixed third deal gave P1 cards, so the deal is shuffled from the seed.
    expect(st(next.match).hands).not.toEqual(later.hands);
    expect(status(next.match)).toMatchObject({ phase: 'exchange', toAct: [3] });
    // The eliminated seat is skipped in every order: the exchange round is P3, P0, P2.
    const played = run(next.match, '3: PASS, 0: PASS, 2: PASS').match;
    expect(status(played)).toMatchObject({ phase: 'trickPlay', toAct: [3] });
    refused(played, 1, KNOCK, 'ERR_NOT_ACTIVE');
  });

  it('TP-3: a fixed later deal that fits the seats still in is used as given', () => {
    const pack = shuffled(TOEPEN_DECK, createRng('tp3'));
    const fitting: Deal = { hands: [pack.slice(0, 4), [], pack.slice(4, 8), pack.slice(8, 12)], rest: pack.slice(12) };
    const { match } = playOut(toDeal2({ winCondition: 'lastPlayerStanding' }, [fitting]));
    const next = ok(match, 0, { type: 'NEXT_HAND' }).match;
    expect(st(next).hands).toEqual(fitting.hands);
    expect(st(next).stock).toEqual(fitting.rest);
  });

  it('§6.3: lastPlayerStanding ends when one player has chips left; with everybody at 0 the richest before the last deal win', () => {
    // Two seats, no cover rule. Deal 1 (dealer P1, P0 leads and wins): P1 pays 9 → 1.
    const two = (third: Deal) => {
      const d1 = exampleDeal({ 0: ['AS', 'KS', 'QS', 'JS'], 1: ['AH', 'KH', 'QH', 'JH'] }, {}, 2);
      const d2 = exampleDeal({ 1: ['AS', 'KS', 'QS', 'JS'], 0: ['AH', 'KH', 'QH', 'JH'] }, {}, 2);
      let m = start(d1, { startingChips: 10, knockRequiresCover: false, winnerCollectsStake: false, winCondition: 'lastPlayerStanding', signals: 'manual' }, 2, 1, [d2, third]);
      const knockTo = (x: Match, n: number, a: Seat, b: Seat) => {
        for (let i = 0; i < n; i++) x = run(x, `${i % 2 ? b : a}: KNOCK, ${i % 2 ? a : b}: STAY`).match;
        return x;
      };
      m = run(m, '0: PASS, 1: PASS, 0: SIGNAL none, 1: SIGNAL none').match;
      // Eight knocks need a card between each: four tricks of two cards.
      m = knockTo(m, 1, 0, 1);
      for (const [p, k] of [[0, 1], [1, 0], [0, 1], [1, 0], [0, 1], [1, 0], [0, 1]] as const) {
        m = playFirst(m, p);
        m = run(m, `${k}: KNOCK, ${1 - k}: STAY`).match;
      }
      m = playOut(m).match;
      expect(status(m).totals).toEqual([10, 1]);
      // Deal 2 (dealer P0, P1 leads and wins): P0 pays 8 → 2.
      m = run(ok(m, 0, { type: 'NEXT_HAND' }).match, '1: PASS, 0: PASS, 0: SIGNAL none, 1: SIGNAL none').match;
      for (const [p, k] of [[1, 0], [0, 1], [1, 0], [0, 1], [1, 0], [0, 1], [1, 0]] as const) {
        m = run(m, `${k}: KNOCK, ${p}: STAY`).match;
        m = playFirst(m, p);
      }
      m = playOut(m).match;
      expect(status(m).totals).toEqual([2, 1]);
      return run(ok(m, 1, { type: 'NEXT_HAND' }).match, '0: PASS, 1: PASS').match;
    };
    // Deal 3 (dealer P1, P0 leads): P0 holds three aces and forgets to whistle, then wins
    // at stake 2 with no receipt: P1 pays 1 (all it has), P0 pays 2 for the forgotten
    // signal. Both at 0: P0 had more before the deal and wins alone.
    const d3 = exampleDeal({ 0: ['AH', 'AS', 'AD', 'KC'], 1: ['7H', '8S', '9D', '7C'] }, {}, 2);
    let m = two(d3);
    m = run(m, '0: SIGNAL none, 1: SIGNAL none, 0: KNOCK, 1: STAY').match;
    const end = playOut(m);
    expect(factsOf(end.facts, 'TRICK_WON').map((f) => f.seat)).toEqual([0, 0, 0, 0]);
    expect(factsOf(end.facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', winner: 0, deltas: [-2, -1], stake: 2 }]);
    expect(factsOf(end.facts, 'ELIMINATED').map((f) => f.seat)).toEqual([0, 1]);
    expect(status(end.match)).toMatchObject({ over: true, totals: [0, 0], winners: [0] });
  });

  it('TP-4: nextDealer "lastTrickWinner": the knocker everybody folded to deals next; an eliminated winner passes the deal on', () => {
    const folded = run(passRound(start(undefined, { nextDealer: 'lastTrickWinner' })), '3: KNOCK, 0: FOLD, 1: FOLD, 2: FOLD').match;
    expect(obs(ok(folded, 0, { type: 'NEXT_HAND' }).match, 0).dealer).toBe(3);

    // Deal 1 leaves P1 with 1 chip (no receipt for P0); in deal 2 (dealer P0) P1 holds three
    // aces, forgets to whistle and wins at stake 1: it pays its last chip as the penalty.
    const options = { startingChips: 10, signals: 'manual', winnerCollectsStake: false, nextDealer: 'lastTrickWinner', winCondition: 'lastPlayerStanding' };
    const d2 = exampleDeal({ 1: ['AH', 'AS', 'AD', '9C'] }, { 0: ['C'], 2: ['C'], 3: ['C'] });
    let m = start(SUIT_DEAL, options, 4, 3, [d2]);
    m = run(passRound(m), '0: SIGNAL none, 1: SIGNAL none, 2: SIGNAL none, 3: SIGNAL none').match;
    m = run(m, TO_NINE).match;
    expect(status(m).totals).toEqual([10, 1, 9, 9]);
    m = passRound(ok(m, 0, { type: 'NEXT_HAND' }).match);
    expect(obs(m, 0).dealer).toBe(0);
    expect(signalKindsOf(m, 1)).toEqual(['whistle']);
    m = run(m, '0: SIGNAL none, 1: SIGNAL none, 2: SIGNAL none, 3: SIGNAL none').match;
    const end = playOut(m);
    expect(factsOf(end.facts, 'TRICK_WON').map((f) => f.seat)).toEqual([1, 1, 1, 1]);
    expect(factsOf(end.facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', winner: 1, deltas: [-1, -1, -1, -1], stake: 1 }]);
    expect(factsOf(end.facts, 'ELIMINATED')).toEqual([{ type: 'ELIMINATED', seat: 1 }]);
    expect(status(end.match).totals).toEqual([9, 0, 8, 8]);
    expect(obs(ok(end.match, 0, { type: 'NEXT_HAND' }).match, 0).dealer).toBe(2);
  });
});

// ---------------------------------------------------------------------------------------
// Deal, setup, settings

describe('deal and setup (§3, §11.1, §11.5, §11.8)', () => {
  it('§3.3: p[k] receives deck[k], deck[k+n], deck[k+2n], deck[k+3n]; the stock is deck[4n..]', () => {
    const deck = shuffled(TOEPEN_DECK, createRng('x'));
    const { hands, stock } = dealFromDeck(deck, 4, [1, 2, 3, 0]);
    expect(hands[1]).toEqual([deck[0], deck[4], deck[8], deck[12]]);
    expect(hands[0]).toEqual([deck[3], deck[7], deck[11], deck[15]]);
    expect(stock).toEqual(deck.slice(16));
  });

  it('a shuffled deal: deal k comes from the stream "<seed>/hand/<k>"; stock sizes 24 … 0', () => {
    const m = newMatch('toepen', { players: 4, seed: 'abc', dealer: 2 });
    const deck = shuffled(TOEPEN_DECK, createRng('abc/hand/1'));
    expect(st(m).hands[3]).toEqual([deck[0], deck[4], deck[8], deck[12]]);
    expect(st(m).hands[2]).toEqual([deck[3], deck[7], deck[11], deck[15]]);
    expect(st(m).stock).toEqual(deck.slice(16));
    for (const [n, size] of [[2, 24], [3, 20], [4, 16], [5, 12], [6, 8], [7, 4], [8, 0]]) {
      expect(obs(newMatch('toepen', { players: n, seed: 's' }), 0).stockSize).toBe(size);
    }
  });

  it('defaults: 4 seats, 20 chips, stake 1, exchange from the dealer\'s left; the seed draws the first dealer', () => {
    const m = newMatch('toepen', { players: 4, seed: 'defaults', dealer: 1 });
    expect(status(m)).toEqual({ phase: 'exchange', toAct: [2], handNumber: 1, over: false, totals: [20, 20, 20, 20], winners: [] });
    expect(obs(m, 0)).toMatchObject({ stake: 1, lastKnocker: null, poolBalance: 0, dealer: 1, options: {
      preset: 'seed', startingChips: 20, winCondition: 'mostChipsAtFirstBankruptcy', cardOrder: 'seed', signals: 'manual',
      nextDealer: 'left', winnerCollectsStake: true, knockRequiresCover: true,
    } });
    const a = newMatch('toepen', { players: 5, seed: 'first-dealer' });
    expect(obs(a, 0).dealer).toBe(createRng('first-dealer/dealer').int(5));
  });

  it('preset "dutch" sets its four options; an option given explicitly wins', () => {
    expect(obs(newMatch('toepen', { players: 4, seed: 'p', options: { preset: 'dutch' } }), 0).options).toEqual({
      preset: 'dutch', startingChips: 20, winCondition: 'mostChipsAtFirstBankruptcy', cardOrder: 'dutch', signals: 'off',
      nextDealer: 'lastTrickWinner', winnerCollectsStake: false, knockRequiresCover: true,
    });
    expect(obs(newMatch('toepen', { players: 4, seed: 'p', options: { preset: 'dutch', signals: 'auto', cardOrder: 'seed' } }), 0).options)
      .toMatchObject({ cardOrder: 'seed', signals: 'auto', nextDealer: 'lastTrickWinner' });
  });

  it('bad setups are refused by newMatch: seat counts, options, deals', () => {
    const bad = (setup: Record<string, unknown>) => expect(() => newMatch('toepen', { players: 4, seed: 'b', ...setup })).toThrow(/ERR_BAD/);
    bad({ players: 1 });
    bad({ players: 9 });
    bad({ options: { startingChips: 9 } });
    bad({ options: { startingChips: 51 } });
    bad({ options: { signals: 'loud' } });
    const good = exampleDeal({});
    bad({ deals: [{ hands: good.hands }] }); // no stock: not the whole pack
    bad({ deals: [{ hands: good.hands.slice(0, 3), rest: good.rest }] });
    bad({ deals: [{ hands: [[], ...good.hands.slice(1)], rest: [...good.hands[0], ...good.rest!] }] }); // the first deal is dealt to all
    bad({ deals: [{ hands: [good.hands[0], good.hands[0], good.hands[2], good.hands[3]], rest: good.rest }] });
    bad({ deals: [{ hands: good.hands.map((h) => h.slice(0, 3)), rest: [...good.hands.map((h) => h[3]), ...good.rest!] }] });
    expect(() => newMatch('toepen', { players: 4, seed: 'b', deals: [good] })).not.toThrow();
    expect(() => newMatch('toepen', { players: 2, seed: 'b', deals: [exampleDeal({}, {}, 2)] })).not.toThrow();
    expect(() => newMatch('toepen', { players: 8, seed: 'b', deals: [exampleDeal({}, {}, 8)] })).not.toThrow();
  });

  it('a default match ends under random play, and the same seed gives the same match', () => {
    const a = playout(newMatch('toepen', { players: 4, seed: 'whole' }), 'w', { maxActions: 20_000 });
    expect(a.over).toBe(true);
    expect(status(a.match).totals.some((c) => c === 0)).toBe(true);
    const b = playout(newMatch('toepen', { players: 4, seed: 'whole' }), 'w', { maxActions: 20_000 });
    expect(b.match).toEqual(a.match);
  });
});

// ---------------------------------------------------------------------------------------
// Refusals and decisions

describe('refusals and decisions (TP-n)', () => {
  it('TP-7: unknown type, wrong phase, not active, wrong seat, bad fields, bad values (E-1 order)', () => {
    const m = start(exampleDeal({ 1: ['9H', '8H'], 2: ['KS'] }, { 2: ['H'] }));
    refused(m, 1, { type: 'BID', value: 3 }, 'ERR_UNKNOWN_ACTION');
    refused(m, 1, { type: 'PLAY', card: '9H' }, 'ERR_WRONG_PHASE');
    refused(m, 1, { type: 'NEXT_HAND' }, 'ERR_WRONG_PHASE');
    refused(m, 2, { type: 'PASS' }, 'ERR_NOT_YOUR_TURN');
    refused(m, 1, { type: 'PASS', extra: 1 }, 'ERR_BAD_ACTION');
    refused(m, 1, { type: 'EXCHANGE', cards: [] }, 'ERR_BAD_ACTION');
    const p = passRound(m);
    refused(p, 2, { type: 'PLAY', card: 'KS' }, 'ERR_NOT_YOUR_TURN');
    refused(p, 1, { type: 'PLAY', card: 'KS' }, 'ERR_CARD_NOT_IN_HAND');
    refused(p, 1, { type: 'PLAY', card: 'XX' }, 'ERR_BAD_ACTION');
    refused(p, 1, { type: 'PLAY', card: 'BJ' }, 'ERR_BAD_ACTION');
    refused(p, 1, { type: 'PLAY' }, 'ERR_BAD_ACTION');
    refused(p, 1, { type: 'KNOCK', stake: 2 }, 'ERR_BAD_ACTION');
    refused(p, 1, { type: 'STAY' }, 'ERR_WRONG_PHASE');
    const led = run(p, '1: 9H').match;
    const hand3 = st(led).hands[3];
    refused(led, 3, { type: 'PLAY', card: hand3[0] }, 'ERR_NOT_YOUR_TURN');
    const k = run(led, '2: KNOCK').match;
    refused(k, 2, { type: 'STAY' }, 'ERR_NOT_YOUR_TURN');
    refused(k, 0, { type: 'STAY' }, 'ERR_NOT_YOUR_TURN');
    refused(k, 3, { type: 'FOLD', now: true }, 'ERR_BAD_ACTION');
    refused(k, 3, { type: 'PLAY', card: hand3[0] }, 'ERR_WRONG_PHASE');
  });

  it('TP-7: must follow suit (ERR_MUST_FOLLOW)', () => {
    const m = run(passRound(start(exampleDeal({ 1: ['9H'], 2: ['KH', 'AS', 'KC', '9D'] }))), '1: 9H').match;
    refused(m, 2, { type: 'PLAY', card: 'AS' }, 'ERR_MUST_FOLLOW');
    expect(legalCards(m, 2)).toEqual(['KH']);
  });

  it('TP-1: a forgotten signal is accepted but never listed; other seats and "auto" cannot forget', () => {
    const m = passRound(start(exampleDeal({ 2: ['AH', 'AS', 'AD', 'AC'] }), { signals: 'manual' }));
    expect(legalActions(m, 2)).toEqual([{ type: 'SIGNAL', kind: 'stand' }]);
    const forgot = ok(m, 2, { type: 'SIGNAL', kind: 'none' }).match;
    expect(st(forgot).forgotSignal).toEqual([false, false, true, false]);
    // TP-9: nobody is told before the settlement, the forgetter included.
    for (const s of seatsOf(forgot)) expect(JSON.stringify(obs(forgot, s))).not.toMatch(/forgot/i);
    expect(obs(ok(m, 2, { type: 'SIGNAL', kind: 'stand' }).match, 0).signalled).toEqual([false, false, true, false]);
    // A seat without an obligation sends "none" as its legal signal: nothing is flagged.
    const plain = ok(m, 0, { type: 'SIGNAL', kind: 'none' }).match;
    expect(legalActions(m, 0)).toContainEqual({ type: 'SIGNAL', kind: 'none' });
    expect(st(plain).forgotSignal).toEqual([false, false, false, false]);
    // Under 'auto' the obligation is met for the seat, which is never asked.
    const auto = passRound(start(exampleDeal({ 2: ['AH', 'AS', 'AD', 'AC'] }), { signals: 'auto' }));
    expect(status(auto).phase).toBe('trickPlay');
    expect(obs(auto, 0).signals).toEqual(['none', 'none', 'stand', 'none']);
    expect(st(auto).forgotSignal).toEqual([false, false, false, false]);
  });

  it('TP-2: observations never show an exchanged-away or folded hand, the owner\'s included', () => {
    const deal = exampleDeal({ 1: ['AH', 'AS', 'AD', 'AC'], 2: ['KH', 'KS', 'KD', 'KC'] });
    let m = run(start(deal), '1: EXCHANGE, 2: PASS, 3: PASS, 0: PASS, 2: PASS, 3: PASS, 0: PASS').match;
    m = run(m, '1: KNOCK, 2: FOLD, 3: STAY, 0: STAY').match;
    for (const s of seatsOf(m)) {
      expect(mentionedCards(obs(m, s), ['AH', 'AS', 'AD', 'AC', 'KH', 'KS', 'KD', 'KC'])).toEqual([]);
      expect(obs(m, s)).toMatchObject({ discardCount: 8, handSizes: [4, 4, 0, 4], exchanged: [false, true, false, false] });
    }
    expect(obs(m, 2).hand).toEqual([]);
  });

  it('TP-5: winnerCollectsStake false: the knocker everybody folded to receives nothing', () => {
    const { match, facts } = run(passRound(start(undefined, { winnerCollectsStake: false })), '1: KNOCK, 2: FOLD, 3: FOLD, 0: FOLD');
    expect(factsOf(facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', winner: 1, deltas: [0, 0, 0, 0], stake: 1 }]);
    expect(status(match).totals).toEqual([19, 20, 19, 19]);
    expect(obs(match, 0).poolBalance).toBe(3);
  });

  it('TP-8: facts name no hidden card; the knock facts carry the seat and the stake', () => {
    const deal = exampleDeal({ 1: ['KH', '9S', '8D', '7C'] });
    const r = run(start(deal), '1: EXCHANGE, 2: PASS, 3: PASS, 0: PASS, 2: EXCHANGE, 3: PASS, 0: PASS, 1: PASS, 3: PASS, 0: PASS');
    expect(r.facts.map((f) => f.type)).toEqual(['EXCHANGED', 'NOT_CHALLENGED', 'NOT_CHALLENGED', 'NOT_CHALLENGED', 'EXCHANGED',
      'NOT_CHALLENGED', 'NOT_CHALLENGED', 'NOT_CHALLENGED', 'KEPT', 'KEPT']);
    expect(mentionedCards(r.facts, TOEPEN_DECK)).toEqual([]);
    const k = run(r.match, '1: KNOCK, 2: STAY, 3: FOLD, 0: STAY');
    expect(k.facts).toEqual([
      { type: 'KNOCK_CALLED', seat: 1, stake: 1 }, { type: 'STAYED', seat: 2 }, { type: 'FOLDED', seat: 3, paid: 1 },
      { type: 'STAYED', seat: 0 }, { type: 'KNOCKED', seat: 1, stake: 2 },
    ]);
    expect(mentionedCards(k.facts, TOEPEN_DECK)).toEqual([]);
  });

  it('§11.4: handResult waits on every seat still in; any one NEXT_HAND continues', () => {
    const { match } = playOut(passRound(start(undefined)));
    expect(status(match).toAct).toEqual([0, 1, 2, 3]);
    for (const s of [0, 1, 2, 3]) expect(legalActions(match, s)).toEqual([{ type: 'NEXT_HAND' }]);
    const next = ok(match, 3, { type: 'NEXT_HAND' }).match;
    expect(status(next)).toMatchObject({ phase: 'exchange', handNumber: 2, toAct: [2] });
    expect(obs(next, 0)).toMatchObject({ played: [[], [], [], []], trick: [], stake: 1, folded: [false, false, false, false], result: null });
  });
});
