// Tuppi: every worked example of rules/tuppi.md §8 (TU-1 … TU-26), run as its "How to
// run them" paragraph says, plus refusals, settings and the decisions T-n of
// docs/rules-decisions.md.
import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/cards';
import { legalActions, newMatch, observe, status } from '../../core/match';
import type { Action, Card, Deal, Fact, Match, Seat } from '../../core/types';
import { applyAll, buildDeal, mentionsCard, ok, playout } from '../../testing/builders';
import { refused } from '../../testing/steps';
import { dealFromDeck } from './deal';
import { applyWipe, handOutcome } from './scoring';
import { NS_TOP_DEAL, playPlans, type HandPlan } from './testDriver';
import type { TuppiObservation, TuppiState } from './types';

// ---------------------------------------------------------------------------------------
// Helpers

const obs = (m: Match, s: Seat) => observe(m, s) as TuppiObservation;
const st = (m: Match) => m.state as TuppiState;
const factsOf = (facts: Fact[], type: string) => facts.filter((f) => f.type === type);
const PLAY = (card: Card): Action => ({ type: 'PLAY', card });
const CARD = (card: Card): Action => ({ type: 'PLACE_AUCTION_CARD', card });
const PASS: Action = { type: 'PASS' };
const SOLO: Action = { type: 'DECLARE_SOLO' };
const SEATS = [0, 1, 2, 3];

function start(deal: Deal | undefined, dealer: Seat, options: Record<string, unknown> = {}): Match {
  return newMatch('tuppi', { players: 4, seed: 'tuppi-examples', dealer, options, ...(deal ? { deals: [deal] } : {}) });
}

/**
 * A deal with the named cards; fillers are taken in deck order, never of a suit listed
 * in `void` for that seat (and, for a legality example, never of the suits it mentions).
 */
function exampleDeal(named: Partial<Record<Seat, Card[]>>, voids: Partial<Record<Seat, string[]>> = {}): Deal {
  return buildDeal({
    deck: standardDeck(),
    handSize: 13,
    hands: SEATS.map((s) => named[s] ?? []),
    filler: (card, seat) => (voids[seat]?.includes(card.slice(-1)) ? null : 0),
    fillOrder: [...SEATS].sort((a, b) => (voids[b]?.length ?? 0) - (voids[a]?.length ?? 0)),
  });
}

/** "Bids: seat s card": each seat places its card (or the first legal bid when not named). */
function bids(m: Match, named: Partial<Record<Seat, Card>>, order: Seat[] = SEATS): { match: Match; facts: Fact[] } {
  return applyAll(m, order.map((s) => [s, named[s] ? CARD(named[s]!) : legalActions(m, s)[0]] as const));
}

const legalCards = (m: Match, s: Seat): Card[] => legalActions(m, s).map((a) => a.card as Card).sort();
const sorted = (cards: readonly Card[]) => cards.slice().sort();

// ---------------------------------------------------------------------------------------
// Auction

describe('auction (§8 TU-1 … TU-6)', () => {
  const tu1Deal = exampleDeal({ 1: ['5S'], 2: ['8H'], 3: ['7D'], 0: ['4C'] });
  const tu1 = (options: Record<string, unknown> = {}) => bids(start(tu1Deal, 0, options), { 1: '5S', 2: '8H', 3: '7D', 0: '4C' }, [0, 3, 2, 1]);

  it('TU-1: the reveal stops at the first red card; solo offers 3 then 1; the declarer leads', () => {
    const { match: m, facts } = tu1();
    expect(factsOf(facts, 'BID_REVEALED')).toEqual([
      { type: 'BID_REVEALED', seat: 1, kind: 'card', bid: 'nolo', card: '5S' },
      { type: 'BID_REVEALED', seat: 2, kind: 'card', bid: 'rami', card: '8H' },
    ]);
    expect(factsOf(facts, 'AUCTION_REVEALED')).toEqual([{ type: 'AUCTION_REVEALED', mode: 'rami', declarer: 2 }]);
    for (const s of SEATS) {
      const o = obs(m, s);
      expect(o.mode).toBe('rami');
      expect(o.declarer).toBe(2);
      expect(o.knownCards).toEqual([[], ['5S'], ['8H'], []]);
      expect(o.revealed.map((r) => r.seat)).toEqual([1, 2]);
      if (s !== 3) expect(mentionsCard(o, '7D')).toBe(false);
      if (s !== 0) expect(mentionsCard(o, '4C')).toBe(false);
    }
    // No fact of the auction names an unrevealed bid.
    expect(mentionsCard(facts, '7D') || mentionsCard(facts, '4C')).toBe(false);
    expect(status(m)).toMatchObject({ phase: 'soloOffer', toAct: [3] });
    const m2 = ok(m, 3, PASS).match;
    expect(status(m2)).toMatchObject({ phase: 'soloOffer', toAct: [1] });
    const m3 = ok(m2, 1, PASS).match;
    expect(status(m3)).toMatchObject({ phase: 'trickPlay', toAct: [2] });
    const r = applyAll(tu1({ ramiOpeningLeader: 'rightOfDeclarer' }).match, [[3, PASS], [1, PASS]]).match;
    expect(status(r).toAct).toEqual([1]);
  });

  it('TU-1: the bids of seats 3 and 0 are never shown, not even after the hand', () => {
    const end = playout(ok(ok(tu1().match, 3, PASS).match, 1, PASS).match, 'tu1', { until: (x) => status(x).phase !== 'trickPlay' }).match;
    expect(status(end).phase).toBe('handResult');
    for (const s of SEATS) expect(obs(end, s).revealed.map((r) => r.seat)).toEqual([1, 2]);
  });

  it('TU-2: four black bids: nolo, all revealed, no declarer, no solo offer, seat 1 leads', () => {
    const { match: m, facts } = bids(start(exampleDeal({ 1: ['9S'], 2: ['3C'], 3: ['AS'], 0: ['10C'] }), 0), { 1: '9S', 2: '3C', 3: 'AS', 0: '10C' });
    expect(factsOf(facts, 'BID_REVEALED').map((f) => [f.seat, f.card])).toEqual([[1, '9S'], [2, '3C'], [3, 'AS'], [0, '10C']]);
    expect(factsOf(facts, 'AUCTION_REVEALED')).toEqual([{ type: 'AUCTION_REVEALED', mode: 'nolo' }]);
    expect(obs(m, 0).declarer).toBeNull();
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
  });

  it('TU-3: dealer 2, seat 3 bids AH: rami at the first reveal; offers 0 then 2; seat 3 leads (right: 2)', () => {
    const deal = exampleDeal({ 3: ['AH'], 0: ['5D'], 1: ['6D'], 2: ['7D'] });
    for (const [options, leader] of [[{}, 3], [{ ramiOpeningLeader: 'rightOfDeclarer' }, 2]] as const) {
      const { match: m, facts } = bids(start(deal, 2, options), { 3: 'AH', 0: '5D', 1: '6D', 2: '7D' });
      expect(factsOf(facts, 'BID_REVEALED').map((f) => f.seat)).toEqual([3]);
      expect(obs(m, 1).declarer).toBe(3);
      expect(status(m).toAct).toEqual([0]);
      const m2 = ok(m, 0, PASS).match;
      expect(status(m2).toAct).toEqual([2]);
      expect(status(ok(m2, 2, PASS).match)).toMatchObject({ phase: 'trickPlay', toAct: [leader] });
    }
  });

  it('TU-4: dealer 3, reveal 0, 1, 2, 3: the dealer is declarer; seat 3 leads (right: 2)', () => {
    const deal = exampleDeal({ 0: ['6S'], 1: ['3C'], 2: ['9C'], 3: ['10D'] });
    for (const [options, leader] of [[{}, 3], [{ ramiOpeningLeader: 'rightOfDeclarer' }, 2]] as const) {
      const { match: m, facts } = bids(start(deal, 3, options), { 0: '6S', 1: '3C', 2: '9C', 3: '10D' });
      expect(factsOf(facts, 'BID_REVEALED').map((f) => f.seat)).toEqual([0, 1, 2, 3]);
      expect(factsOf(facts, 'AUCTION_REVEALED')).toEqual([{ type: 'AUCTION_REVEALED', mode: 'rami', declarer: 3 }]);
      expect(status(m).toAct).toEqual([0]);
      const end = applyAll(m, [[0, PASS], [2, PASS]]).match;
      expect(status(end)).toMatchObject({ phase: 'trickPlay', toAct: [leader] });
    }
  });

  it('TU-5: court cards, cards not held and (traditional) twos are refused; one bid per seat', () => {
    const deal = exampleDeal({ 1: ['AD', '3S', '10H', '2D', 'JH', 'QS', 'KC'], 0: ['AS'] });
    const m = start(deal, 0);
    for (const c of ['JH', 'QS', 'KC'] as Card[]) refused(m, 1, CARD(c), 'ERR_COURT_CARD_BID');
    refused(m, 1, CARD('AS'), 'ERR_CARD_NOT_IN_HAND');
    for (const c of ['AD', '3S', '10H', '2D'] as Card[]) {
      const after = ok(m, 1, CARD(c)).match;
      expect(obs(after, 0).hasBid).toEqual([false, true, false, false]);
      // A second bid of any kind is refused.
      refused(after, 1, CARD('3S'), 'ERR_ALREADY_BID');
      refused(after, 1, { type: 'PLACE_VERBAL_BID', bid: 'rami' }, 'ERR_ALREADY_BID');
      expect(legalActions(after, 1)).toEqual([]);
    }
    refused(start(deal, 0, { allowTwoAsBidCard: false }), 1, CARD('2D'), 'ERR_TWO_NOT_ALLOWED');
    refused(start(deal, 0, { preset: 'traditional' }), 1, CARD('2D'), 'ERR_TWO_NOT_ALLOWED');
  });

  it('TU-6: a verbal bid only without an eligible card of that colour', () => {
    const verbal: Action = { type: 'PLACE_VERBAL_BID', bid: 'rami' };
    const noRed = exampleDeal({ 1: ['JH', 'QD', 'KH'] }, { 1: ['H', 'D'] });
    expect(legalActions(start(noRed, 0), 1)).toContainEqual(verbal);
    ok(start(noRed, 0), 1, verbal);
    const withTwo = exampleDeal({ 1: ['JH', 'QD', 'KH', '2D'] }, { 1: ['H', 'D'] });
    refused(start(withTwo, 0), 1, verbal, 'ERR_MUST_BID_WITH_CARD');
    expect(legalActions(start(withTwo, 0), 1)).not.toContainEqual(verbal);
    const twoH = exampleDeal({ 1: ['JH', 'QD', '2H'] }, { 1: ['H', 'D'] });
    ok(start(twoH, 0, { allowTwoAsBidCard: false }), 1, verbal);
    refused(start(twoH, 0), 1, verbal, 'ERR_MUST_BID_WITH_CARD'); // 2H is a bid card by default
    const fiveD = exampleDeal({ 1: ['JH', 'QD', '2H', '5D'] }, { 1: ['H', 'D'] });
    refused(start(fiveD, 0, { allowTwoAsBidCard: false }), 1, verbal, 'ERR_MUST_BID_WITH_CARD');
  });
});

// ---------------------------------------------------------------------------------------
// Tricks

describe('tricks (§8 TU-7 … TU-13)', () => {
  const noloBids = { 1: '9S', 2: '3C', 3: 'AS', 0: '10C' } as const;
  it('TU-7: highest card of the led suit wins; a void seat discards', () => {
    const deal = exampleDeal({ 1: ['9S', '10H'], 2: ['3C', 'QH'], 3: ['AS', '2S'], 0: ['10C', 'AH'] }, { 3: ['H'] });
    const m = bids(start(deal, 0), noloBids).match;
    const { match, facts } = applyAll(m, [[1, PLAY('10H')], [2, PLAY('QH')], [3, PLAY('2S')], [0, PLAY('AH')]]);
    expect(factsOf(facts, 'TRICK_WON').map((f) => f.seat)).toEqual([0]);
    expect(status(match).toAct).toEqual([0]);
  });

  it('TU-8: follow suit if you can, else anything', () => {
    const follow = exampleDeal({ 1: ['9S', '5H'], 2: ['3C', 'KH', '2S', 'AD'], 3: ['AS'], 0: ['10C'] }, { 2: ['H'] });
    const m = ok(bids(start(follow, 0), noloBids).match, 1, PLAY('5H')).match;
    expect(legalCards(m, 2)).toEqual(['KH']);
    refused(m, 2, PLAY('2S'), 'ERR_MUST_FOLLOW');
    const voidDeal = exampleDeal({ 1: ['9S', '5H'], 2: ['3C', '2S', 'AD'], 3: ['AS'], 0: ['10C'] }, { 2: ['H'] });
    const v = ok(bids(start(voidDeal, 0), noloBids).match, 1, PLAY('5H')).match;
    expect(legalCards(v, 2)).toEqual(sorted(st(v).hands[2]));
  });

  // TU-9 setup: dealer 1 (reveal 2, 3, 0, 1), seat 2 bids 8H, seat 3 plays solo, seat 1 sits out.
  const tu10Deal = exampleDeal({ 2: ['8H', 'AH', 'AD'], 0: ['3H', '2D'], 3: ['2H', '3D'], 1: ['2C'] });
  const tu11Deal = exampleDeal({ 2: ['8H', '5S'], 0: ['KS'], 3: ['AH'] }, { 3: ['S'] });
  const tu13Deal = exampleDeal({ 2: ['8H'], 3: ['KS'], 1: ['2C'] });
  const soloSetup = (deal: Deal, options: Record<string, unknown> = {}) => ok(bids(start(deal, 1, options), { 2: '8H' }).match, 3, SOLO).match;

  it('TU-9: solo order: declarer, partner, soloist; the partner sits out', () => {
    const m0 = soloSetup(tu10Deal);
    expect(status(m0)).toMatchObject({ phase: 'soloDiscard', toAct: [3] });
    const m = ok(m0, 3, PASS).match;
    expect(obs(m, 0)).toMatchObject({ mode: 'solo', soloist: 3, sittingOut: 1, declarer: 2 });
    expect(status(m).toAct).toEqual([2]);
    const a = ok(m, 2, PLAY('AH')).match;
    expect(status(a).toAct).toEqual([0]);
    const b = ok(a, 0, PLAY('3H')).match;
    expect(status(b).toAct).toEqual([3]);
    for (const c of st(m0).hands[1]) refused(b, 1, PLAY(c), 'ERR_NOT_YOUR_TURN');
    const c = ok(b, 3, PLAY('2H'));
    expect(factsOf(c.facts, 'TRICK_WON').map((f) => f.seat)).toEqual([0]);
    expect(status(c.match).toAct).toEqual([0]);
    const d = ok(c.match, 0, PLAY('2D')).match;
    expect(status(d).toAct).toEqual([2]);
    expect(status(ok(d, 2, PLAY('AD')).match).toAct).toEqual([3]);
    // Seat 1 has nothing to do for the rest of the hand.
    const end = playout(m, 'tu9', { until: (x) => status(x).phase !== 'trickPlay', onStep: (step) => { if (status(step.after).phase === 'trickPlay') expect(legalActions(step.after, 1)).toEqual([]); } }).match;
    expect(status(end).phase).toBe('handResult');
  });

  it('TU-10: in solo the ace is the lowest card', () => {
    const m = ok(soloSetup(tu10Deal), 3, PASS).match;
    const { facts } = applyAll(m, [[2, PLAY('AH')], [0, PLAY('3H')], [3, PLAY('2H')]]);
    expect(factsOf(facts, 'TRICK_WON').map((f) => f.seat)).toEqual([0]);
    expect(factsOf(facts, 'HAND_SCORED')).toEqual([]);
  });

  it('TU-11: a void soloist discards and is safe', () => {
    const m = ok(soloSetup(tu11Deal), 3, PASS).match;
    const { facts } = applyAll(m, [[2, PLAY('5S')], [0, PLAY('KS')], [3, PLAY('AH')]]);
    expect(factsOf(facts, 'TRICK_WON').map((f) => f.seat)).toEqual([0]);
  });

  it('TU-12: the soloist takes a trick: play stops at once, the rami side scores 24', () => {
    const m = ok(soloSetup(tu10Deal), 3, PASS).match;
    const { match, facts } = applyAll(m, [[2, PLAY('AH')], [0, PLAY('3H')], [3, PLAY('2H')], [0, PLAY('2D')], [2, PLAY('AD')], [3, PLAY('3D')]]);
    expect(factsOf(facts, 'TRICK_WON').map((f) => f.seat)).toEqual([0, 3]);
    expect(factsOf(facts, 'HAND_SCORED')).toMatchObject([{ side: [0, 2], points: 24, totals: [24, 0, 24, 0] }]);
    expect(status(match)).toMatchObject({ phase: 'handResult', totals: [24, 0, 24, 0] });
  });

  it('TU-13: the exchange: discard face down, the partner gives one card blind, then retires', () => {
    const m0 = soloSetup(tu13Deal);
    const retired = st(m0).hands[1].filter((c) => c !== '2C');
    const a = ok(m0, 3, { type: 'DISCARD', cards: ['KS'] });
    expect(status(a.match)).toMatchObject({ phase: 'soloGive', toAct: [1] });
    // The partner does not see the discarded card.
    expect(mentionsCard(obs(a.match, 1), 'KS')).toBe(false);
    const b = ok(a.match, 1, { type: 'GIVE', card: '2C' });
    const hand3 = obs(b.match, 3).hand;
    expect(hand3).toHaveLength(13);
    expect(hand3).toContain('2C');
    expect(hand3).not.toContain('KS');
    expect(obs(b.match, 1).hand).toEqual([]);
    expect(obs(b.match, 0)).toMatchObject({ handSizes: [13, 0, 13, 13], outOfPlayCount: 13 });
    for (const s of SEATS) for (const c of [...retired, 'KS' as Card]) expect(mentionsCard(obs(b.match, s), c), `${c} seen by ${s}`).toBe(false);
    for (const s of [0, 1, 2]) expect(mentionsCard(obs(b.match, s), '2C')).toBe(false);
    expect(mentionsCard([...a.facts, ...b.facts], '2C') || mentionsCard([...a.facts, ...b.facts], 'KS')).toBe(false);
    expect(status(b.match)).toMatchObject({ phase: 'trickPlay', toAct: [2] });
    const mandatory = soloSetup(tu13Deal, { soloExchange: 'mandatory' });
    refused(mandatory, 3, PASS, 'ERR_EXCHANGE_REQUIRED');
    expect(legalActions(mandatory, 3)).not.toContainEqual(PASS);
  });
});

// ---------------------------------------------------------------------------------------
// Scoring

const rami = (declarer: Seat, nsTricks: number): HandPlan => ({ mode: 'rami', declarer, nsTricks });
const nolo = (nsTricks: number): HandPlan => ({ mode: 'nolo', nsTricks });
const solo = (declarer: Seat, soloist: Seat, soloistWinsTrick: number): HandPlan => ({ mode: 'solo', declarer, soloist, soloistWinsTrick });
const NS_12 = rami(0, 9);

interface ScoringExample {
  id: string;
  before: HandPlan[];
  hand: HandPlan;
  side: [Seat, Seat];
  points: number;
  after: [number, number];
  afterTraditional: [number, number];
  winners?: Seat[];
}

// §8 table: the "before" score is built by playing earlier hands through the engine.
const SCORING: ScoringExample[] = [
  { id: 'TU-14', before: [], hand: rami(0, 9), side: [0, 2], points: 12, after: [12, 0], afterTraditional: [12, 0] },
  { id: 'TU-15', before: [], hand: rami(0, 4), side: [1, 3], points: 24, after: [0, 24], afterTraditional: [0, 24] },
  { id: 'TU-16', before: [NS_12], hand: nolo(5), side: [0, 2], points: 8, after: [20, 0], afterTraditional: [20, 0] },
  { id: 'TU-17', before: [NS_12], hand: nolo(8), side: [1, 3], points: 8, after: [0, 8], afterTraditional: [0, 0] },
  { id: 'TU-18', before: [NS_12], hand: rami(1, 6), side: [1, 3], points: 4, after: [0, 4], afterTraditional: [0, 0] },
  { id: 'TU-19', before: [NS_12, NS_12, NS_12, NS_12], hand: rami(2, 7), side: [0, 2], points: 4, after: [52, 0], afterTraditional: [52, 0], winners: [0, 2] },
  { id: 'TU-20', before: [], hand: rami(3, 13), side: [0, 2], points: 56, after: [56, 0], afterTraditional: [56, 0], winners: [0, 2] },
  { id: 'TU-21', before: [rami(0, 2)], hand: solo(1, 2, 0), side: [0, 2], points: 24, after: [24, 0], afterTraditional: [0, 0] },
  { id: 'TU-22', before: [], hand: solo(1, 2, 3), side: [1, 3], points: 24, after: [0, 24], afterTraditional: [0, 24] },
  { id: 'TU-23', before: [nolo(13)], hand: solo(3, 0, 1), side: [1, 3], points: 24, after: [0, 52], afterTraditional: [0, 52], winners: [1, 3] },
];

describe('scoring (§8 TU-14 … TU-23): HAND_SCORED and status().totals through whole hands', () => {
  for (const ex of SCORING) {
    for (const [label, options, after] of [['wipeAndCredit', {}, ex.after], ['traditional', { preset: 'traditional' }, ex.afterTraditional]] as const) {
      it(`${ex.id} (${label})`, () => {
        const { match, facts } = playPlans([...ex.before, ex.hand], 0, options);
        const last = facts[facts.length - 1];
        const scored = factsOf(last, 'HAND_SCORED');
        expect(scored).toHaveLength(1);
        expect(scored[0]).toMatchObject({ side: ex.side, points: ex.points, totals: [after[0], after[1], after[0], after[1]] });
        const stt = status(match);
        expect(stt.totals).toEqual([after[0], after[1], after[0], after[1]]);
        if (ex.winners) {
          expect(stt).toMatchObject({ over: true, phase: 'gameOver', winners: ex.winners });
          expect(factsOf(last, 'GAME_OVER')).toEqual([{ type: 'GAME_OVER', winners: ex.winners }]);
        } else expect(stt).toMatchObject({ over: false, phase: 'handResult', winners: [] });
      });
    }
  }

  it('the before-hands score what the table says (12 for NS 9 in rami, 40 for EW 11 as defenders, 28 for EW 0 in nolo)', () => {
    expect(playPlans([NS_12], 0, {}).match.state).toMatchObject({ score: [12, 0] });
    expect(playPlans([rami(0, 2)], 0, {}).match.state).toMatchObject({ score: [0, 40] });
    expect(playPlans([nolo(13)], 0, {}).match.state).toMatchObject({ score: [0, 28] });
  });

  it('§6.1 tables as pure functions', () => {
    for (let t = 7; t <= 13; t++) {
      expect(handOutcome('rami', [t, 13 - t], 0, -1, false)).toEqual({ side: 0, points: 4 * (t - 6) });
      expect(handOutcome('rami', [13 - t, t], 0, -1, false)).toEqual({ side: 1, points: 8 * (t - 6) });
    }
    for (let t = 0; t <= 6; t++) expect(handOutcome('nolo', [t, 13 - t], 0, -1, false)).toEqual({ side: 0, points: 4 * (7 - t) });
    expect(handOutcome('solo', [0, 5], 1, 2, false)).toEqual({ side: 0, points: 24 });
    expect(handOutcome('solo', [1, 2], 1, 2, true)).toEqual({ side: 1, points: 24 });
    expect(applyWipe([12, 0], 1, 8, 'wipeAndCredit')).toEqual([0, 8]);
    expect(applyWipe([12, 0], 1, 8, 'resetBoth')).toEqual([0, 0]);
    expect(applyWipe([12, 0], 1, 8, 'none')).toEqual([12, 8]);
    expect(applyWipe([12, 0], 0, 8, 'resetBoth')).toEqual([20, 0]);
  });
});

// ---------------------------------------------------------------------------------------
// The match

describe('the match (§8 TU-24 … TU-26)', () => {
  it('TU-24: the deal passes to the left after NEXT_HAND; the reveal of hand 2 starts at seat 2', () => {
    let m = playout(start(undefined, 0), 'tu24', { until: (x) => status(x).phase === 'handResult' }).match;
    expect(obs(m, 3).dealer).toBe(0);
    const next = ok(m, 3, { type: 'NEXT_HAND' });
    expect(factsOf(next.facts, 'HAND_DEALT')).toEqual([{ type: 'HAND_DEALT', handNumber: 2, dealer: 1 }]);
    m = next.match;
    for (const s of SEATS) expect(obs(m, s)).toMatchObject({ dealer: 1, handNumber: 2, phase: 'auction', toAct: [0, 1, 2, 3] });
    const revealed = factsOf(bids(m, {}).facts, 'BID_REVEALED');
    expect(revealed[0].seat).toBe(2);
  });

  it('TU-25: wipeRule "none": 12–0, nolo, EW take 5 → 12–8', () => {
    const { match, facts } = playPlans([NS_12, nolo(8)], 0, { wipeRule: 'none' });
    expect(factsOf(facts[1], 'HAND_SCORED')).toMatchObject([{ side: [1, 3], points: 8, totals: [12, 8, 12, 8] }]);
    expect(status(match)).toMatchObject({ phase: 'handResult', totals: [12, 8, 12, 8] });
  });

  it('TU-26: handLimit 2 with wipeRule "none": 12–8 after hand 2 → NS win, no handResult stop', () => {
    const { match, facts } = playPlans([NS_12, nolo(8)], 0, { wipeRule: 'none', handLimit: 2 });
    expect(status(match)).toMatchObject({ over: true, phase: 'gameOver', winners: [0, 2], totals: [12, 8, 12, 8], toAct: [] });
    expect(factsOf(facts[1], 'GAME_OVER')).toEqual([{ type: 'GAME_OVER', winners: [0, 2] }]);
    refused(match, 0, { type: 'NEXT_HAND' }, 'ERR_GAME_OVER');
  });

  it('a handLimit finish with equal scores is a drawn game: all four seats win', () => {
    const { match } = playPlans([NS_12, nolo(9)], 0, { wipeRule: 'none', handLimit: 2 });
    expect(status(match)).toMatchObject({ over: true, winners: [0, 1, 2, 3], totals: [12, 12, 12, 12] });
  });

  it('a default match ends under random play, and the seed alone decides the deals and the first dealer', () => {
    const a = playout(newMatch('tuppi', { players: 4, seed: 'whole' }), 'whole/play');
    const b = playout(newMatch('tuppi', { players: 4, seed: 'whole' }), 'whole/play');
    expect(a.over).toBe(true);
    expect(b.match).toEqual(a.match);
    const st0 = status(a.match);
    const side = st0.winners[0] % 2;
    expect(st0.totals[side]).toBeGreaterThanOrEqual(52);
  });
});

// ---------------------------------------------------------------------------------------
// Dealing, setup, refusals

describe('deal and setup (§3, §11.1, §11.5)', () => {
  it('deck[i] goes to seat (dealer + 1 + i) mod 4', () => {
    const deck = standardDeck();
    const hands = dealFromDeck(deck, 2);
    expect(hands[3].slice(0, 2)).toEqual([deck[0], deck[4]]);
    expect(hands[0][0]).toBe(deck[1]);
    expect(hands[2][0]).toBe(deck[3]);
    expect(hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
  });

  it('a fixed deal is used as given; a bad one and a player count other than 4 are refused by newMatch', () => {
    expect(st(start(NS_TOP_DEAL, 0)).hands).toEqual(NS_TOP_DEAL.hands);
    expect(() => start({ hands: NS_TOP_DEAL.hands.map((h, i) => (i === 0 ? [...h.slice(1), '2S'] : h)) }, 0)).toThrow(/ERR_BAD_DEAL/);
    expect(() => start({ hands: NS_TOP_DEAL.hands.slice(0, 3) }, 0)).toThrow(/ERR_BAD_DEAL/);
    expect(() => start({ hands: NS_TOP_DEAL.hands, rest: ['AS'] }, 0)).toThrow(/ERR_BAD_DEAL/);
    for (const players of [2, 3, 5]) expect(() => newMatch('tuppi', { players, seed: 'x' })).toThrow(/ERR_BAD_PLAYERS/);
  });

  it('preset "traditional" sets its three options; an option given explicitly wins', () => {
    expect(st(start(undefined, 0, { preset: 'traditional' })).options).toMatchObject({ allowTwoAsBidCard: false, ramiOpeningLeader: 'rightOfDeclarer', wipeRule: 'resetBoth' });
    expect(st(start(undefined, 0, { preset: 'traditional', wipeRule: 'none' })).options).toMatchObject({ allowTwoAsBidCard: false, wipeRule: 'none' });
    expect(st(start(undefined, 0)).options).toMatchObject({ allowTwoAsBidCard: true, ramiOpeningLeader: 'declarer', wipeRule: 'wipeAndCredit', targetScore: 52, handLimit: 0, soloLength: 13 });
  });
});

describe('refusals (E-1 order, clear codes, match unchanged)', () => {
  const deal = exampleDeal({ 1: ['9S', '10H'], 2: ['3C', 'QH'], 3: ['AS', '2S'], 0: ['10C', 'AH'] }, { 3: ['H'] });
  it('unknown type, wrong phase, wrong seat, bad fields, bad values', () => {
    const m = start(deal, 0);
    refused(m, 0, { type: 'BID', value: 3 }, 'ERR_UNKNOWN_ACTION');
    refused(m, 0, PLAY('10C'), 'ERR_WRONG_PHASE');
    refused(m, 0, { type: 'NEXT_HAND' }, 'ERR_WRONG_PHASE');
    refused(m, 0, { type: 'PLACE_AUCTION_CARD' }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'PLACE_AUCTION_CARD', card: '10C', extra: 1 }, 'ERR_BAD_ACTION');
    refused(m, 0, CARD('XX' as Card), 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'PLACE_VERBAL_BID', bid: 'grand' }, 'ERR_BAD_BID');
    refused(m, 0, { type: 'PLACE_BID_TOKEN', bid: 'rami' }, 'ERR_WRONG_BID_METHOD');
    const played = bids(m, { 1: '9S', 2: '3C', 3: 'AS', 0: '10C' }).match;
    refused(played, 0, PLAY('AH'), 'ERR_NOT_YOUR_TURN');
    refused(played, 1, PLAY('AH'), 'ERR_CARD_NOT_IN_HAND');
    refused(played, 1, { type: 'DECLARE_SOLO' }, 'ERR_WRONG_PHASE');
    const led = ok(played, 1, PLAY('10H')).match;
    refused(led, 2, PLAY('3C'), 'ERR_MUST_FOLLOW');
  });

  it('tokens: only PLACE_BID_TOKEN, either word, whatever the hand', () => {
    const m = start(deal, 0, { bidMethod: 'tokens' });
    expect(legalActions(m, 0)).toEqual([{ type: 'PLACE_BID_TOKEN', bid: 'rami' }, { type: 'PLACE_BID_TOKEN', bid: 'nolo' }]);
    refused(m, 0, CARD('10C'), 'ERR_WRONG_BID_METHOD');
    refused(m, 0, { type: 'PLACE_VERBAL_BID', bid: 'nolo' }, 'ERR_WRONG_BID_METHOD');
    const { match, facts } = applyAll(m, [[0, { type: 'PLACE_BID_TOKEN', bid: 'rami' }], [1, { type: 'PLACE_BID_TOKEN', bid: 'nolo' }], [2, { type: 'PLACE_BID_TOKEN', bid: 'nolo' }], [3, { type: 'PLACE_BID_TOKEN', bid: 'rami' }]]);
    expect(factsOf(facts, 'AUCTION_REVEALED')).toEqual([{ type: 'AUCTION_REVEALED', mode: 'rami', declarer: 3 }]);
    expect(obs(match, 0).revealed).toEqual([{ seat: 1, kind: 'token', bid: 'nolo' }, { seat: 2, kind: 'token', bid: 'nolo' }, { seat: 3, kind: 'token', bid: 'rami' }]);
    expect(obs(match, 0).knownCards).toEqual([[], [], [], []]);
  });

  it('solo phases: DISCARD takes exactly one held card, GIVE a held card', () => {
    const m = ok(bids(start(exampleDeal({ 2: ['8H'], 3: ['KS'], 1: ['2C'] }), 1), { 2: '8H' }).match, 3, SOLO).match;
    refused(m, 3, { type: 'DISCARD', cards: ['KS', st(m).hands[3][1]] }, 'ERR_BAD_DISCARD');
    refused(m, 3, { type: 'DISCARD', cards: 'KS' }, 'ERR_BAD_DISCARD');
    refused(m, 3, { type: 'DISCARD', cards: ['2C'] }, 'ERR_CARD_NOT_IN_HAND');
    refused(m, 1, { type: 'DISCARD', cards: ['2C'] }, 'ERR_NOT_YOUR_TURN');
    const g = ok(m, 3, { type: 'DISCARD', cards: ['KS'] }).match;
    refused(g, 1, { type: 'GIVE', card: 'KS' }, 'ERR_CARD_NOT_IN_HAND');
    refused(g, 3, { type: 'GIVE', card: '2C' }, 'ERR_NOT_YOUR_TURN');
    refused(g, 1, PASS, 'ERR_WRONG_PHASE');
  });
});

// ---------------------------------------------------------------------------------------
// Settings and decisions

describe('settings and decisions (T-n)', () => {
  const soloDeal = exampleDeal({ 2: ['8H'], 3: ['KS'], 1: ['2C'] });
  const toSolo = (options: Record<string, unknown>) => ok(bids(start(soloDeal, 1, options), { 2: '8H' }).match, 3, SOLO);

  it('soloEnabled false: rami goes straight to play; solo is never offered after nolo', () => {
    const m = bids(start(soloDeal, 1, { soloEnabled: false }), { 2: '8H' }).match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [2] });
  });

  it('soloExchange "off": the partner retires at once and play begins', () => {
    const { match, facts } = toSolo({ soloExchange: 'off' });
    expect(factsOf(facts, 'PARTNER_RETIRED')).toEqual([{ type: 'PARTNER_RETIRED', seat: 1 }]);
    expect(status(match)).toMatchObject({ phase: 'trickPlay', toAct: [2] });
    expect(obs(match, 0).handSizes).toEqual([13, 0, 13, 13]);
  });

  it('T-2: soloLength n: a solo succeeds after n tricks without a soloist trick (3 as the spec names)', () => {
    const { match, facts } = playPlans([solo(1, 2, 0)], 0, { soloLength: 3 });
    expect(factsOf(facts[0], 'TRICK_WON')).toHaveLength(3);
    expect(factsOf(facts[0], 'HAND_SCORED')).toMatchObject([{ side: [0, 2], points: 24 }]);
    expect(obs(match, 0).handSizes).toEqual([0, 10, 10, 10]);
  });

  it('T-4: the retired partner\'s revealed bid card leaves knownCards (given or put aside: nobody can tell)', () => {
    // Dealer 1: seat 2 bids black 5S, seat 3 bids red 8H → declarer 3; seat 0 plays solo, seat 2 sits out.
    const deal = exampleDeal({ 2: ['5S'], 3: ['8H'] });
    let m = bids(start(deal, 1), { 2: '5S', 3: '8H' }).match;
    expect(obs(m, 1).knownCards).toEqual([[], [], ['5S'], ['8H']]);
    m = applyAll(m, [[0, SOLO], [0, { type: 'DISCARD', cards: [st(m).hands[0][0]] }], [2, { type: 'GIVE', card: '5S' }]]).match;
    expect(obs(m, 1).knownCards).toEqual([[], [], [], ['8H']]);
    expect(obs(m, 1).revealed.map((r) => r.card)).toEqual(['5S', '8H']);
  });

  it('T-5 (D-16): endHandWhenDecided under resetBoth stops once the result can only be 0–0', () => {
    // Hand 1: NS +12. Hand 2: rami by seat 1, EW take 7 → stops at EW's 7th trick, 0–0.
    const { match, facts } = playPlans([NS_12, rami(1, 0)], 0, { wipeRule: 'resetBoth', endHandWhenDecided: true });
    const scored = factsOf(facts[1], 'HAND_SCORED')[0];
    expect(scored).toMatchObject({ side: [1, 3], abandoned: true, totals: [0, 0, 0, 0], tricks: [0, 7] });
    expect(factsOf(facts[1], 'TRICK_WON')).toHaveLength(7);
    expect(status(match).phase).toBe('handResult');
    // Without points on the losing side nothing is decided early.
    const full = playPlans([rami(1, 0)], 0, { wipeRule: 'resetBoth', endHandWhenDecided: true });
    expect(factsOf(full.facts[0], 'TRICK_WON')).toHaveLength(13);
  });

  it('T-6: with reviewLastTrick false the trick just taken is visible until the next lead only', () => {
    const deal = exampleDeal({ 1: ['9S', '10H'], 2: ['3C', 'QH'], 3: ['AS', '2S'], 0: ['10C', 'AH'] }, { 3: ['H'] });
    const m = bids(start(deal, 0, { reviewLastTrick: false }), { 1: '9S', 2: '3C', 3: 'AS', 0: '10C' }).match;
    const t = applyAll(m, [[1, PLAY('10H')], [2, PLAY('QH')], [3, PLAY('2S')], [0, PLAY('AH')]]).match;
    expect(obs(t, 2).lastTrick?.winner).toBe(0);
    const led = ok(t, 0, legalActions(t, 0)[0]).match;
    expect(obs(led, 2).lastTrick).toBeNull();
  });

  it('T-11: every seat sees the hand\'s completed tricks in order, whatever reviewLastTrick says; a new hand starts with none', () => {
    const deal = exampleDeal({ 1: ['9S', '10H'], 2: ['3C', 'QH'], 3: ['AS', '2S'], 0: ['10C', 'AH'] }, { 3: ['H'] });
    const m = bids(start(deal, 0, { reviewLastTrick: false }), { 1: '9S', 2: '3C', 3: 'AS', 0: '10C' }).match;
    const t = applyAll(m, [[1, PLAY('10H')], [2, PLAY('QH')], [3, PLAY('2S')], [0, PLAY('AH')]]).match;
    const led = ok(t, 0, legalActions(t, 0)[0]).match;
    for (const seat of [0, 1, 2, 3]) {
      expect(obs(led, seat).tricks).toEqual([{ cards: [{ seat: 1, card: '10H' }, { seat: 2, card: 'QH' }, { seat: 3, card: '2S' }, { seat: 0, card: 'AH' }], winner: 0 }]);
    }
    expect(obs(m, 0).tricks).toEqual([]);
  });

  it('T-7: facts name no hidden card: bids are BID_PLACED {seat}; the exchange names no card', () => {
    const r = toSolo({});
    const all = [...bids(start(soloDeal, 1), { 2: '8H' }).facts, ...r.facts];
    expect(factsOf(all, 'BID_PLACED')).toHaveLength(4);
    for (const f of factsOf(all, 'BID_PLACED')) expect(Object.keys(f).sort()).toEqual(['seat', 'type']);
  });
});
