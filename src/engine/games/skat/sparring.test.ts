// Skat's sparring partner (sparring.ts): it always answers with a legal action and finishes
// whole matches under every option set, alone or against random players; and in fixed
// positions it follows the rules of thumb it claims (smearing, not ruffing the partner's
// trick, bidding no higher than its hand, keeping jacks, ducking in Null and Ramsch).
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, observe, status } from '../../index';
import type { Action, Card, Deal, Match, Seat } from '../../index';
import { sparringAction } from '../../ai/sparring';
import { sameAction } from '../../ai/heuristic';
import { createRng } from '../../core/rng';
import { SKAT_DECK } from './rules';
import { skatSparring } from './sparring';
import type { SkatObservation } from './types';

const OPTION_SETS: Record<string, unknown>[] = [
  {},
  { allPass: 'ramsch' },
  { scoring: 'tournament' },
  { preset: 'seed' },
  { allPass: 'ramsch', ramschSkatTo: 'loser', allowSurrender: false, reviewLastTrick: false },
  { auctionRoles: 'seed', scoring: 'tournament', allPass: 'ramsch' },
];

type Who = 'rules' | 'random';

/** Plays a whole match; every action of the sparring partner must be legal. */
function playMatch(seed: string, options: Record<string, unknown>, players: Who[]): { m: Match; kinds: string[] } {
  let m = newMatch('skat', { players: 3, seed, options: { handsPerGame: 6, ...options } });
  const rng = createRng(`${seed}/random`);
  for (let step = 0; step < 3000; step++) {
    const st = status(m);
    if (st.over) break;
    const seat = st.toAct[0];
    const obs = observe(m, seat) as SkatObservation;
    const a = players[seat] === 'rules' ? sparringAction(obs, `${seed}/${step}`) : obs.legal[rng.int(obs.legal.length)];
    expect(legalActions(m, seat).some((l) => sameAction(l, a))).toBe(true);
    const r = applyAction(m, seat, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.message}`);
    m = r.match;
  }
  expect(status(m).over).toBe(true);
  const kinds = (observe(m, 0) as SkatObservation).history.map((h) => (h.contract ? `${h.kind}:${h.contract.type}` : h.kind));
  return { m, kinds };
}

describe('Skat sparring partner: whole matches', () => {
  it('plays legal actions in every seat under every option set, and matches finish', () => {
    const kinds = new Set<string>();
    OPTION_SETS.forEach((options, i) => {
      for (let k = 0; k < 4; k++) playMatch(`sparring/${i}/${k}`, options, ['rules', 'rules', 'rules']).kinds.forEach((x) => kinds.add(x));
    });
    // The partner declares suit games and Grands itself, and plays Ramsch when all pass.
    expect(kinds).toContain('game:suit');
    expect(kinds).toContain('game:grand');
    expect(kinds).toContain('ramsch');
  });

  it('stays legal against random players (odd bids, hopeless contracts, open hands)', () => {
    const seats: Who[][] = [['rules', 'random', 'random'], ['random', 'rules', 'rules'], ['rules', 'rules', 'random']];
    OPTION_SETS.forEach((options, i) => {
      seats.forEach((players, j) => playMatch(`sparring-random/${i}/${j}`, options, players));
    });
  });

  it('is deterministic: the same observation gives the same action', () => {
    const m = newMatch('skat', { players: 3, seed: 'sparring-det', options: { handsPerGame: 1 } });
    const obs = observe(m, status(m).toAct[0]) as SkatObservation;
    expect(skatSparring.act(obs, createRng('a'))).toEqual(skatSparring.act(obs, createRng('b')));
  });
});

// ---------------------------------------------------------------------------------------
// Fixed positions. Dealer 0: Forehand = seat 1, Middlehand = seat 2, Rearhand = seat 0.

const PASS: Action = { type: 'PASS' };
const HOLD: Action = { type: 'HOLD' };
const BID = (value: number): Action => ({ type: 'BID', value });
const PLAY = (card: Card): Action => ({ type: 'PLAY', card });
const DECLARE = (contract: Record<string, unknown>): Action => ({ type: 'DECLARE', contract });

/**
 * A deal with the named cards: `named[s]` for seat s, `skat` for the skat; every other card
 * fills seats 0, 1, 2 in pack order (`avoid[s]` lists suits seat s must not be filled with).
 */
function deal(named: Partial<Record<Seat, string>>, skat = '', avoid: Partial<Record<Seat, string>> = {}): Deal {
  const split = (x?: string): Card[] => (x ? (x.split(' ') as Card[]) : []);
  const hands = [0, 1, 2].map((s) => split(named[s as Seat]));
  const rest = split(skat);
  const used = new Set([...hands.flat(), ...rest]);
  let pool = SKAT_DECK.filter((c) => !used.has(c));
  for (const s of [0, 1, 2] as Seat[]) {
    const bad = avoid[s] ?? '';
    const fill = pool.filter((c) => !bad.includes(c[c.length - 1]) || c[0] === 'J').slice(0, 10 - hands[s].length);
    hands[s].push(...fill);
    pool = pool.filter((c) => !fill.includes(c));
  }
  rest.push(...pool);
  if (rest.length !== 2 || hands.some((h) => h.length !== 10)) throw new Error('deal: the named cards do not make a deal');
  return { hands, rest };
}

function start(d: Deal, options: Record<string, unknown> = {}): Match {
  return newMatch('skat', { players: 3, seed: 'sparring-fixed', dealer: 0, options: { handsPerGame: 1, ...options }, deals: [d] });
}

function run(m: Match, steps: readonly [Seat, Action][]): Match {
  let cur = m;
  for (const [seat, a] of steps) {
    const r = applyAction(cur, seat, a);
    if (!r.ok) throw new Error(`${seat} ${JSON.stringify(a)}: ${r.error.message}`);
    cur = r.match;
  }
  return cur;
}

const choice = (m: Match, seat: Seat): Action => skatSparring.act(observe(m, seat) as SkatObservation, createRng('t'));

/** Forehand (seat 1) declares `contract` as a hand game at 18 and leads. */
const forehandHand = (contract: Record<string, unknown>): [Seat, Action][] => [[2, PASS], [0, PASS], [1, BID(18)], [1, { type: 'PLAY_HAND' }], [1, DECLARE(contract)]];
/** Middlehand (seat 2) declares `contract` as a hand game at 18; Forehand (seat 1) leads. */
const middlehandHand = (contract: Record<string, unknown>): [Seat, Action][] => [[2, BID(18)], [1, PASS], [0, PASS], [2, { type: 'PLAY_HAND' }], [2, DECLARE(contract)]];
const HEARTS = { type: 'suit', trump: 'H' };

describe('Skat sparring partner: rules of thumb', () => {
  it("smears an ace onto the partner's winning trick", () => {
    // Hearts by seat 1: it leads 7C, the partner (2) takes it with AC; seat 0 has no club.
    const d = deal({ 0: 'AS 9S 8S 7S AD 9D 8D 7D QH 9H', 1: 'JC JS JH AH 10H KH 7C 8C 10D KD', 2: 'JD 8H 7H AC 10C KC QC 9C 10S KS' });
    const m = run(start(d), [...forehandHand(HEARTS), [1, PLAY('7C')], [2, PLAY('AC')]]);
    expect(['AS', 'AD']).toContain(choice(m, 0).card);
  });

  it("does not trump the partner's winning trick", () => {
    const d = deal({ 0: '7S 8S 9S QS 7D 8D 9D QD QH 9H', 1: 'JC JS JH AH 10H KH 7C 8C 10D KD', 2: 'JD 8H 7H AC 10C KC QC 9C 10S KS' });
    const m = run(start(d), [...forehandHand(HEARTS), [1, PLAY('7C')], [2, PLAY('AC')]]);
    const card = choice(m, 0).card as string;
    expect(card.endsWith('H') || card.startsWith('J')).toBe(false);
  });

  it('takes a declarer\'s ten with its ace rather than throwing points', () => {
    // Hearts by seat 1: it leads 10S; seat 2 holds AS and takes it.
    const d = deal({ 1: 'JC JS JH AH 10H KH 10S 7C 8C 10D', 2: 'AS 7S JD 9C QC KC 8D 9D 7H 8H' });
    const m = run(start(d), [...forehandHand(HEARTS), [1, PLAY('10S')]]);
    expect(choice(m, 2).card).toBe('AS');
  });

  it('leads a side ace as a defender', () => {
    const d = deal({ 1: 'AS 7S 8D 9D 9C QC KC 7C 8C QS', 2: 'JC JS JH JD AH 10H KH QH 9H 10D' }, '', { 0: 'H' });
    const m = run(start(d), middlehandHand(HEARTS));
    expect(choice(m, 1).card).toBe('AS');
  });

  it('does not bid above what its hand is worth', () => {
    // Clubs without 1 (JS JD) is worth 24; Middlehand says, Forehand holds every bid.
    const d = deal({ 2: 'JS JD AC 10C 9C 8C AH 8S 9D 7S' });
    let m = start(d);
    let highest = 0;
    for (;;) {
      const a = choice(m, 2);
      if (a.type !== 'BID') break;
      highest = a.value as number;
      m = run(m, [[2, a], [1, HOLD]]);
    }
    expect(highest).toBeGreaterThanOrEqual(18);
    expect(highest).toBeLessThanOrEqual(24);
  });

  it('tournament scoring changes the risk: a borderline hand bids only there', () => {
    // Clubs without 1, no side ace: about a 2-in-3 game. Classic scoring needs more than 2/3
    // (a loss costs double); tournament scoring's +50 for a win lowers the bar.
    const d = deal({ 2: 'JS JD AC 10C 9C 8C 7S 8S 9D 7H' });
    expect(choice(start(d), 2)).toEqual(PASS);
    expect(choice(start(d, { scoring: 'tournament' }), 2)).toEqual(BID(18));
  });

  it('passes a weak hand at once', () => {
    const d = deal({ 2: 'AC QC 9S 10S AH QH 8D KD 9D 10H' });
    expect(choice(start(d), 2)).toEqual(PASS);
  });

  it('takes the skat with an ordinary hand and keeps its jacks and trumps in the discard', () => {
    const d = deal({ 1: 'JC JS JH AC 10C 9C 8C 7C 10S 7H' }, 'KH 8D');
    let m = run(start(d), [[2, PASS], [0, PASS], [1, BID(18)]]);
    m = run(m, [[1, { type: 'TAKE_SKAT' }]]);
    const a = choice(m, 1);
    expect(a.type).toBe('DISCARD');
    const put = a.cards as string[];
    expect(put.some((c) => c.startsWith('J') || c.endsWith('C'))).toBe(false);
    expect(put).toContain('10S');
  });

  it('plays a moderate hand with the skat, not as a hand game', () => {
    const d = deal({ 1: 'JS JD AC 10C 9C 8C 7S 8S 9D 7H' });
    const m = run(start(d), [[2, PASS], [0, PASS], [1, BID(18)]]);
    expect(choice(m, 1).type).toBe('TAKE_SKAT');
  });

  it('announces only when every trick is certain: a claimable hand plays open', () => {
    const d = deal({ 1: 'JC JS JH JD AC 10C KC QC AS 10S' });
    let m = run(start(d), [[2, PASS], [0, PASS], [1, BID(18)]]);
    const decision = choice(m, 1);
    expect(decision.type).toBe('PLAY_HAND');
    m = run(m, [[1, decision]]);
    const declared = choice(m, 1);
    // Clubs and Grand are both certain here; Grand ouvert is worth more (24 × 11).
    expect(declared.contract).toMatchObject({ schneiderAnnounced: true, schwarzAnnounced: true, ouvert: true });
  });

  it('surrenders a hopeless game it was pushed into', () => {
    const d = deal({ 2: '7C 8C 9C 7S 8S 9S 7H 8H 9H 7D' }, 'QC QS');
    let m = run(start(d), [[2, BID(60)], [1, PASS], [0, PASS]]);
    while (['skatDecision', 'discard', 'declaration'].includes(status(m).phase)) m = run(m, [[2, choice(m, 2)]]);
    expect((observe(m, 0) as SkatObservation).result?.kind).toBe('surrender');
  });

  it('Null: the declarer ducks under the led card', () => {
    const d = deal({ 1: '9H AC KC QC AS KS QS AD KD QD', 2: '8H KH 7S 7C 7D 8C 8D 9C 9D 8S' });
    const m = run(start(d), [...middlehandHand({ type: 'null' }), [1, PLAY('9H')]]);
    expect(choice(m, 2).card).toBe('8H');
  });

  it('Ramsch: sheds a high card where someone else takes the trick, keeps its jack', () => {
    const d = deal({ 1: '8S 7C 8C 9C 7D 8D 9D 7H 8H 9H', 2: '9S 10S KS QS 10C KC QC 10D KD QD', 0: 'JC AH' }, '', { 0: 'S' });
    const m = run(start(d, { allPass: 'ramsch' }), [[2, PASS], [0, PASS], [1, PASS], [1, PLAY('8S')], [2, PLAY('9S')]]);
    const card = choice(m, 0).card as string;
    expect(card.startsWith('A') || card.startsWith('10')).toBe(true);
    expect(card).not.toBe('JC');
  });
});
