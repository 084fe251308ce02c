// Toepen's sparring partner (sparring.ts): whole matches through the engine contract with it
// in every seat, offered its knocks out of turn the way the table (and scripts/aiMatch.mjs)
// offers them, always answer from obs.legal and end; and a handful of fixed positions where
// a careful player's move is clear.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, observe, status } from '../../index';
import type { Action, Card, Deal, Match, Seat } from '../../index';
import { sameAction } from '../../ai/heuristic';
import { createRng } from '../../core/rng';
import { buildDeal, ok } from '../../testing/builders';
import { TOEPEN_DECK } from './rules';
import { sparringWinChance, toepenSparring } from './sparring';
import type { ToepenObservation } from './types';

const obsOf = (m: Match, s: Seat) => observe(m, s) as ToepenObservation;
const isLegal = (legal: readonly Action[], a: Action) => legal.some((l) => sameAction(l, a));
const KNOCK: Action = { type: 'KNOCK' };

/**
 * Plays a match to its end with the sparring partner in every seat. As at the table, before
 * the seat to act moves the other seats that may act (a knock) are asked clockwise from it;
 * the first that takes its optional action acts. Returns the action types seen.
 */
function playMatch(players: number, seed: string, options: Record<string, unknown>, maxSteps = 20_000): { m: Match; types: Set<string> } {
  let m = newMatch('toepen', { players, seed, options });
  const types = new Set<string>();
  let offeredAt = -1;
  for (let step = 0; step < maxSteps; step++) {
    const st = status(m);
    if (st.over) return { m, types };
    if (offeredAt !== m.log.length) {
      offeredAt = m.log.length;
      let taken: { seat: Seat; action: Action } | null = null;
      for (let k = 1; k < players && !taken; k++) {
        const seat = (st.toAct[0] + k) % players;
        if (st.toAct.includes(seat) || legalActions(m, seat).length === 0) continue;
        const obs = obsOf(m, seat);
        const a = toepenSparring.optional!(obs, createRng(`${seed}/${step}/optional/${seat}`));
        if (a === null) continue;
        expect(isLegal(obs.legal, a), `optional ${JSON.stringify(a)}`).toBe(true);
        taken = { seat, action: a };
      }
      if (taken) {
        m = ok(m, taken.seat, taken.action).match;
        types.add(`${taken.action.type} out of turn`);
        continue;
      }
    }
    const seat = st.toAct[0];
    const obs = obsOf(m, seat);
    const a = toepenSparring.act(obs, createRng(`${seed}/${step}`));
    expect(isLegal(obs.legal, a), `${JSON.stringify(a)} in ${obs.phase}`).toBe(true);
    const r = applyAction(m, seat, a);
    expect(r.ok).toBe(true);
    if (!r.ok) throw new Error(r.error.message);
    m = r.match;
    types.add(a.type);
  }
  throw new Error(`${seed}: not over after ${maxSteps} steps`);
}

const OPTION_SETS: Record<string, unknown>[] = [
  { startingChips: 10 },
  { startingChips: 10, preset: 'dutch' },
  { startingChips: 10, signals: 'auto', winCondition: 'lastPlayerStanding' },
  { startingChips: 10, signals: 'off', knockRequiresCover: false, winnerCollectsStake: false, nextDealer: 'lastTrickWinner' },
];

describe('Toepen sparring partner: whole matches', () => {
  it('answers from obs.legal in every phase, at 2, 4 and 6 seats under every option set, and the matches end', () => {
    const types = new Set<string>();
    let matches = 0;
    for (const players of [2, 4, 6]) {
      OPTION_SETS.forEach((options, i) => {
        for (let g = 0; g < 3; g++) {
          const { m, types: seen } = playMatch(players, `spar-${players}-${i}-${g}`, options);
          expect(status(m).over).toBe(true);
          expect(status(m).winners.length).toBeGreaterThan(0);
          for (const t of seen) types.add(t);
          matches++;
        }
      });
    }
    expect(matches).toBe(36);
    for (const t of ['EXCHANGE', 'PASS', 'CHALLENGE', 'SIGNAL', 'PLAY', 'KNOCK', 'KNOCK out of turn', 'STAY', 'FOLD', 'NEXT_HAND']) expect(types).toContain(t);
  }, 120_000);

  it('is a pure function of the observation and the rng', () => {
    let m = newMatch('toepen', { players: 4, seed: 'pure', options: { startingChips: 10 } });
    let checked = 0;
    for (let step = 0; step < 200 && !status(m).over; step++) {
      const seat = status(m).toAct[0];
      const obs = obsOf(m, seat);
      const a = toepenSparring.act(obs, createRng(`p${step}`));
      expect(toepenSparring.act(structuredClone(obs), createRng(`p${step}`))).toEqual(a);
      checked++;
      m = ok(m, seat, a).match;
    }
    expect(checked).toBeGreaterThan(50);
  });
});

// ---------------------------------------------------------------------------------------
// Fixed positions. Dealer P0, four seats, signals off unless said: P1 exchanges and leads first.

/** A deal with the named cards; fillers in pack order, never of a suit in `voids[seat]`. */
function fixedDeal(named: Partial<Record<Seat, Card[]>>, voids: Partial<Record<Seat, string[]>> = {}, rest: Card[] = []): Deal {
  const seats = [0, 1, 2, 3];
  return buildDeal({
    deck: TOEPEN_DECK,
    handSize: 4,
    hands: seats.map((s) => named[s] ?? []),
    rest,
    filler: (card, seat) => (voids[seat]?.includes(card.slice(-1)) ? null : 0),
    fillOrder: [...seats].sort((a, b) => (voids[b]?.length ?? 0) - (voids[a]?.length ?? 0)),
  });
}

function start(deal: Deal, options: Record<string, unknown> = {}): Match {
  return newMatch('toepen', { players: 4, seed: 'spar-fixed', dealer: 0, options: { signals: 'off', ...options }, deals: [deal] });
}

/** Every seat keeps its hand (the exchange round of §8). */
function passRound(m: Match): Match {
  for (const seat of [1, 2, 3, 0]) m = ok(m, seat, { type: 'PASS' }).match;
  return m;
}

/** "n: card" steps, e.g. `1: 9H, 2: KNOCK`. */
function run(m: Match, script: string): Match {
  for (const step of script.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [seat, what] = step.split(':').map((x) => x.trim());
    const action: Action = /^(10|[7-9JQKA])[CDHS]$/.test(what) ? { type: 'PLAY', card: what } : { type: what };
    m = ok(m, Number(seat), action).match;
  }
  return m;
}

const act = (m: Match, seat: Seat, seed = 'a') => toepenSparring.act(obsOf(m, seat), createRng(seed));

describe('Toepen sparring partner: exchange and challenge', () => {
  it('swaps a hand of four low cards (seed order), and under the Dutch order four picture cards', () => {
    const seed = start(fixedDeal({ 1: ['10H', '9S', '8D', '7C'] }));
    expect(status(seed).toAct).toEqual([1]);
    for (let k = 0; k < 10; k++) expect(act(seed, 1, `s${k}`)).toEqual({ type: 'EXCHANGE' });
    const dutch = start(fixedDeal({ 1: ['AH', 'KS', 'QD', 'JC'] }), { cardOrder: 'dutch' });
    expect(act(dutch, 1)).toEqual({ type: 'EXCHANGE' });
  });

  it('keeps a hand that can win', () => {
    const m = start(fixedDeal({ 1: ['AH', 'AS', 'KD', '7C'] }));
    for (let k = 0; k < 10; k++) expect(act(m, 1, `k${k}`)).toEqual({ type: 'PASS' });
  });

  it('challenges a swap when it holds four low cards itself (an honest swap is unlikely), not when it holds none', () => {
    // P1 swaps; P2 is asked first.
    const many = ok(start(fixedDeal({ 1: ['AH', 'KS', 'QD', 'JC'], 2: ['10H', '9S', '8D', '7C'] })), 1, { type: 'EXCHANGE' }).match;
    expect(status(many)).toMatchObject({ phase: 'challenge', toAct: [2] });
    expect(act(many, 2)).toEqual({ type: 'CHALLENGE' });
    const none = ok(start(fixedDeal({ 1: ['10H', '9S', '8D', '7C'], 2: ['AH', 'KS', 'QD', 'JC'] })), 1, { type: 'EXCHANGE' }).match;
    expect(act(none, 2)).toEqual({ type: 'PASS' });
  });

  it('sends a mandatory signal (three aces: whistle) under signals "manual"', () => {
    let m = start(fixedDeal({ 2: ['AH', 'AS', 'AD', '9C'] }), { signals: 'manual' });
    m = passRound(m);
    expect(status(m).phase).toBe('signal');
    expect(act(m, 2)).toEqual({ type: 'SIGNAL', kind: 'whistle' });
  });
});

describe('Toepen sparring partner: card play', () => {
  it('sheds low cards and keeps the ace for the last trick', () => {
    // P2 holds the ace of spades and three low clubs/diamonds; hearts are led and it is void.
    let m = passRound(start(fixedDeal({ 1: ['10H', '9H', '8H', 'KH'], 2: ['AS', '7D', '8C', '9C'] }, { 2: ['H'] })));
    m = run(m, '1: 10H');
    const a = act(m, 2);
    expect(a.type).toBe('PLAY');
    expect(a.card).not.toBe('AS');
    expect(['7D', '8C']).toContain(a.card);
  });

  it('follows low in the suit of its ace and keeps the ace', () => {
    let m = passRound(start(fixedDeal({ 1: ['9S', '10H', '9H', '8H'], 2: ['AS', '8S', '7D', '8C'] })));
    m = run(m, '1: 9S');
    expect(act(m, 2)).toEqual({ type: 'PLAY', card: '8S' });
  });

  it('with the two top spades it knocks, takes trick 3 and leads the last trick with a sure winner', () => {
    // P1 holds AS KS AH KH and leads the hearts first; the others follow with their first legal card.
    let m = passRound(start(fixedDeal({ 1: ['AS', 'KS', 'AH', 'KH'] })));
    for (let k = 0; k < 8; k++) {
      const seat = status(m).toAct[0];
      const card = seat === 1 ? (k === 0 ? 'AH' : 'KH') : (legalActions(m, seat).find((x) => x.type === 'PLAY')!.card as Card);
      m = ok(m, seat, { type: 'PLAY', card }).match;
    }
    expect(obsOf(m, 1)).toMatchObject({ trickNo: 3, toAct: [1], hand: ['AS', 'KS'] });
    expect(sparringWinChance(obsOf(m, 1))).toBe(1);
    expect(act(m, 1)).toEqual(KNOCK);
    m = ok(m, 1, KNOCK).match;
    while (status(m).phase === 'knockResponse') m = ok(m, status(m).toAct[0], { type: 'STAY' }).match;
    const first = act(m, 1);
    expect(['AS', 'KS']).toContain(first.card);
    m = ok(m, 1, first).match;
    while (status(m).toAct[0] !== 1) m = ok(m, status(m).toAct[0], legalActions(m, status(m).toAct[0]).find((x) => x.type === 'PLAY')!).match;
    expect(obsOf(m, 1)).toMatchObject({ trickNo: 4, hand: [first.card === 'AS' ? 'KS' : 'AS'] });
  });
});

describe('Toepen sparring partner: knocking, staying and folding', () => {
  /** P1 holds the four aces and leads them; the others follow with their first legal card until trick 4. */
  function acesToTrick4(): Match {
    const deal = buildDeal({ deck: TOEPEN_DECK, handSize: 4, hands: [[], ['AS', 'AD', 'AC', 'AH'], ['7S', '7D', '8C', '7C'], []], filler: (c) => (c.endsWith('H') ? 0 : 1) });
    let m = passRound(start(deal));
    for (let k = 0; k < 12; k++) {
      const seat = status(m).toAct[0];
      m = ok(m, seat, legalActions(m, seat).find((a) => a.type === 'PLAY')!).match;
    }
    return m;
  }

  it('knocks holding a sure winner of the last trick, before it shows the card', () => {
    const m = acesToTrick4();
    expect(obsOf(m, 1)).toMatchObject({ trickNo: 4, toAct: [1], hand: ['AH'] });
    expect(sparringWinChance(obsOf(m, 1))).toBe(1);
    expect(act(m, 1)).toEqual(KNOCK);
  });

  it('knocks out of turn with the winner on the table, and not with a card that cannot win', () => {
    const m = ok(acesToTrick4(), 1, { type: 'PLAY', card: 'AH' }).match;
    expect(toepenSparring.optional!(obsOf(m, 1), createRng('o'))).toEqual(KNOCK);
    for (const seat of [0, 3]) {
      expect(obsOf(m, seat).legal).toEqual([KNOCK]);
      expect(toepenSparring.optional!(obsOf(m, seat), createRng('o'))).toBeNull();
    }
  });

  it('folds a card that cannot win the last trick against a knock', () => {
    let m = ok(acesToTrick4(), 1, { type: 'PLAY', card: 'AH' }).match;
    m = ok(m, 1, KNOCK).match;
    expect(obsOf(m, 2)).toMatchObject({ phase: 'knockResponse', toAct: [2], hand: ['7C'] });
    expect(act(m, 2)).toEqual({ type: 'FOLD' });
  });

  it('folds a hopeless hand against a knock before the first lead, and stays with a strong one', () => {
    let m = passRound(start(fixedDeal({ 1: ['AS', 'AH', 'KS', 'KH'], 2: ['7C', '8C', '7D', '8D'], 3: ['AC', 'AD', 'KC', 'KD'] })));
    m = ok(m, 1, KNOCK).match;
    expect(status(m)).toMatchObject({ phase: 'knockResponse', toAct: [2] });
    expect(act(m, 2)).toEqual({ type: 'FOLD' });
    m = ok(m, 2, { type: 'FOLD' }).match;
    expect(act(m, 3)).toEqual({ type: 'STAY' });
  });

  it('does not knock out of turn with an ordinary hand before the first lead', () => {
    const m = passRound(start(fixedDeal({ 2: ['QS', '9H', '8D', '7C'] })));
    expect(obsOf(m, 2).legal).toEqual([KNOCK]);
    expect(toepenSparring.optional!(obsOf(m, 2), createRng('q'))).toBeNull();
  });
});
