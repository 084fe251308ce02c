import { describe, expect, it } from 'vitest';
import type { Action, Card, Deal, Match, Observation, Seat } from '../../../engine';
import { applyAction, legalActions, newMatch, observe, status } from '../../../engine';
import { SKAT_DECK } from '../../../engine/games/skat/rules';
import type { Contract, SkatObservation } from '../../../engine/games/skat/types';
import { buildDeal } from '../../../engine/testing/builders';
import { describeAction } from '../../tutor/describeAction';
import type { Tr } from '../../table/text';
import { cardSelection, contractName, declareValue, explainTrick, gamesWorth, sortHand } from './logic';

// Words are not under test here: a translate function that shows its key and params.
const tr: Tr = (key, o) => (o ? `${key}${JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'defaultValue')))}` : key);

function obsWith(contract: Partial<Contract> | null, extra: Partial<SkatObservation> = {}): Observation {
  const c = contract ? { hand: false, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false, ...contract } : null;
  return { game: 'skat', phase: 'trickPlay', contract: c, ramsch: false, legal: [], trick: [], ...extra } as unknown as Observation;
}

describe('skat table logic', () => {
  const hand: Card[] = ['7H', 'JD', 'AS', '10H', 'JC', 'KC', 'AH', '9D', 'QH', 'JH'];

  it('sorts trumps first: jacks by suit, then the trump suit A 10 K Q 9 8 7', () => {
    expect(sortHand(hand, obsWith({ type: 'suit', trump: 'H' }))).toEqual(['JC', 'JH', 'JD', 'AH', '10H', 'QH', '7H', 'KC', 'AS', '9D']);
  });

  it('sorts Null by printed suit with A K Q J 10 order, jacks inside their suits', () => {
    expect(sortHand(hand, obsWith({ type: 'null' }))).toEqual(['KC', 'JC', 'AH', 'QH', 'JH', '10H', '7H', 'AS', 'JD', '9D']);
  });

  it('explains a trick: trumped, highest trump, higher card of the led suit', () => {
    const names = ['Ann', 'Ben', 'Cy'];
    const suit = obsWith({ type: 'suit', trump: 'C' });
    expect(explainTrick({ cards: [{ seat: 0, card: 'AH' }, { seat: 1, card: 'JD' }, { seat: 2, card: '10H' }], winner: 1 }, suit, names)?.key)
      .toBe('skat.explain.trumped');
    expect(explainTrick({ cards: [{ seat: 0, card: 'JD' }, { seat: 1, card: 'JS' }, { seat: 2, card: 'AC' }], winner: 1 }, suit, names)?.key)
      .toBe('skat.explain.highestTrump');
    expect(explainTrick({ cards: [{ seat: 0, card: 'KH' }, { seat: 1, card: '10H' }, { seat: 2, card: 'AS' }], winner: 1 }, suit, names))
      .toMatchObject({ key: 'skat.explain.higherSuit', params: { winner: 'Ben', card: '10♥' } });
    const nul = obsWith({ type: 'null' });
    expect(explainTrick({ cards: [{ seat: 0, card: '10H' }, { seat: 1, card: 'JH' }, { seat: 2, card: 'QH' }], winner: 2 }, nul, names)?.key)
      .toBe('skat.explain.higherNull');
  });

  it('names contracts and the games a bid value stands for', () => {
    expect(contractName(tr, { type: 'grand', hand: true, schneiderAnnounced: true, schwarzAnnounced: true, ouvert: false }))
      .toBe('skat.contract.grand · skat.contract.hand · skat.contract.schwarz');
    expect(gamesWorth(tr, 24)).toBe('♣×2');
    expect(gamesWorth(tr, 48)).toBe('♣×4, skat.contract.grand×2');
  });

  it('turns two selected cards into the DISCARD exactly as the engine lists it', () => {
    // Play an auction until someone takes the skat; the selection follows legalActions.
    let m = newMatch('skat', { players: 3, seed: 'select', dealer: 2 });
    for (let guard = 0; guard < 20 && status(m).phase !== 'discard'; guard++) {
      const seat = status(m).toAct[0];
      const legal = legalActions(m, seat);
      const pick: Action = legal.find((a) => a.type === 'TAKE_SKAT') ?? legal.find((a) => a.type === 'BID') ?? legal.find((a) => a.type === 'HOLD') ?? legal[0];
      const r = applyAction(m, seat, status(m).phase === 'bidding' && guard > 2 ? legal.find((a) => a.type === 'PASS')! : pick);
      if (r.ok) m = r.match;
    }
    expect(status(m).phase).toBe('discard');
    const seat = status(m).toAct[0];
    const obs = observe(m, seat);
    const sel = cardSelection(obs)!;
    expect(sel.count).toBe(2);
    const [a, b] = [obs.hand[5], obs.hand[1]];
    const action = sel.actionFor([a, b])!;
    expect(obs.legal).toContainEqual(action);
    expect(sel.actionFor([a])).toBeNull();
    expect(applyAction(m, seat, action).ok).toBe(true);
    expect(describeAction(tr, 'skat', action)).toContain('skat.action.DISCARD');
  });

  it('describes a declaration with its contract', () => {
    const declare: Action = { type: 'DECLARE', contract: { type: 'suit', trump: 'S', schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false } };
    expect(describeAction(tr, 'skat', declare)).toContain('table.suitPlural.S');
    expect(describeAction(tr, 'skat', { type: 'BID', value: 20 })).toContain('"value":20');
  });
});

// The declaration picker's values (§4.3-6, §6): dealer 0, so F = seat 1, M = seat 2, R = seat 0.
describe('skat declaration picker: each contract\'s value for this hand', () => {
  // F holds JC JS (not JH): clubs "with 2"; the skat is 9D 8D.
  const deal: Deal = {
    hands: [
      ['10H', 'KH', 'QH', '9H', '8H', '7H', 'AD', '10D', 'KD', 'QD'],
      ['JC', 'JS', 'AC', '10C', 'KC', '9C', 'AS', '10S', 'AH', '7D'],
      ['JH', 'JD', 'QC', '8C', '7C', 'KS', 'QS', '9S', '8S', '7S'],
    ],
    rest: ['9D', '8D'],
  };
  const suit = (trump: Contract['trump'], extra: Partial<Contract> = {}) => ({ type: 'suit' as const, trump, ...extra });

  function declaring(d: Deal, steps: [Seat, Action][], options: Record<string, unknown> = {}): SkatObservation {
    let m: Match = newMatch('skat', { players: 3, seed: 'picker', dealer: 0, options, deals: [d] });
    for (const [seat, a] of steps) {
      const r = applyAction(m, seat, a);
      if (!r.ok) throw new Error(`${seat} ${JSON.stringify(a)}: ${r.error.code}`);
      m = r.match;
    }
    expect(status(m).phase).toBe('declaration');
    return observe(m, status(m).toAct[0]) as SkatObservation;
  }
  const PASS: Action = { type: 'PASS' };
  const BID = (value: number): Action => ({ type: 'BID', value });
  // F declarer at 48: M bids 48, F holds, M and R pass.
  const at48: [Seat, Action][] = [[2, BID(48)], [1, { type: 'HOLD' }], [2, PASS], [0, PASS]];

  it('skat taken: exact values from the twelve cards (V1: clubs with 2 -> 36) and what each lacks at a bid of 48', () => {
    const obs = declaring(deal, [...at48, [1, { type: 'TAKE_SKAT' }], [1, { type: 'DISCARD', cards: ['9D', '8D'] }]]);
    expect(obs.bid).toBe(48);
    const clubs = declareValue(obs, suit('C'));
    expect(clubs).toMatchObject({ base: 12, matadors: { min: 2, max: 2 }, matadorsWith: true, levels: 1, steps: ['game'], value: 36, exact: true, reach: 'schneider', loss: null });
    // spades with 2: 33, Schneider 44, Schwarz 55
    expect(declareValue(obs, suit('S'))).toMatchObject({ value: 33, reach: 'schwarz' });
    // diamonds with 2: 27 and at best (Schwarz) 45 < 48: lost as overbid at ceil(48/9) x 9 = 54, -108
    expect(declareValue(obs, suit('D'))).toMatchObject({ value: 27, best: 45, reach: 'never', loss: { value: 54, delta: -108 } });
    // grand with 2: 24 x 3 = 72
    expect(declareValue(obs, { type: 'grand' })).toMatchObject({ value: 72, reach: 'yes' });
  });

  it('the put-back cards still count for matadors: a jack picked up and put back keeps "with 3"', () => {
    const d: Deal = { hands: deal.hands, rest: ['JH', '8D'] };
    const hands = d.hands.map((h) => h.slice());
    hands[2] = hands[2].map((c) => (c === 'JH' ? '9D' : c));
    const obs = declaring({ hands, rest: d.rest }, [...at48, [1, { type: 'TAKE_SKAT' }], [1, { type: 'DISCARD', cards: ['JH', '8D'] }]]);
    expect(obs.hand).not.toContain('JH');
    expect(declareValue(obs, suit('C'))).toMatchObject({ matadors: { min: 3, max: 3 }, value: 48, reach: 'yes' });
  });

  it('hand game: at least the fewest matadors any skat leaves — clubs hand with 2 -> 12 x 4 = 48', () => {
    const obs = declaring(deal, [[2, PASS], [0, PASS], [1, BID(18)], [1, { type: 'PLAY_HAND' }]]);
    expect(declareValue(obs, suit('C'))).toMatchObject({ matadors: { min: 2, max: 7 }, levels: 2, value: 48, exact: false, reach: 'yes' });
    // (JH JD in the skat would join AC 10C KC to "with 7")
    // Schneider announced: game, hand, Schneider, announced = 4 levels -> 12 x 6 = 72
    expect(declareValue(obs, suit('C', { schneiderAnnounced: true }))).toMatchObject({ levels: 4, value: 72 });
    expect(declareValue(obs, { type: 'null' })).toMatchObject({ value: 35, exact: true, matadors: null, reach: 'yes' });
  });

  it('the seed reading (hand games count the ten cards only) makes a hand game exact', () => {
    const obs = declaring(deal, [[2, PASS], [0, PASS], [1, BID(18)], [1, { type: 'PLAY_HAND' }]], { handMatadorsIgnoreSkat: true });
    expect(declareValue(obs, suit('C'))).toMatchObject({ matadors: { min: 2, max: 2 }, matadorsWith: true, steps: ['game', 'hand'], value: 48, exact: true });
  });

  it('O4: hearts hand at 59 "hoping without 5" — a jack in the skat can cut it to 30, so the skat decides', () => {
    const o4 = buildDeal({ deck: SKAT_DECK, handSize: 10, hands: [['10H', 'KH', 'QH', '9H', '8H', '7H', 'AC', '10C', 'AS', 'KS'], [], []], rest: ['JS', '7D'] });
    const obs = declaring(o4, [[2, PASS], [0, BID(59)], [1, PASS], [0, { type: 'PLAY_HAND' }]]);
    expect(obs.declarer).toBe(0);
    expect(declareValue(obs, suit('H'))).toMatchObject({ matadors: { min: 1, max: 5 }, matadorsWith: null, value: 30, best: 90, exact: false, reach: 'skat' });
    // Diamonds hand: at best 9 x (5 + 4) = 81 — still reachable; with a plain 12-card count it would be exact
    expect(declareValue(obs, suit('D')).reach).toBe('skat');
    // Read as the seed page does (the ten cards only): "without 5, game 6, hand 7" → 7 × 10 = 70
    const seed = declaring(o4, [[2, PASS], [0, BID(59)], [1, PASS], [0, { type: 'PLAY_HAND' }]], { handMatadorsIgnoreSkat: true });
    expect(declareValue(seed, suit('H'))).toMatchObject({ matadors: { min: 5, max: 5 }, matadorsWith: false, steps: ['game', 'hand'], value: 70, exact: true, reach: 'yes' });
  });

  it('a certain loss is scored by the table\'s scoring: tournament adds 50', () => {
    const obs = declaring(deal, [...at48, [1, { type: 'TAKE_SKAT' }], [1, { type: 'DISCARD', cards: ['9D', '8D'] }]], { scoring: 'tournament' });
    expect(declareValue(obs, suit('D')).loss).toEqual({ value: 54, delta: -158 });
  });
});
