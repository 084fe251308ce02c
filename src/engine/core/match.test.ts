// The engine contract itself (ARCHITECTURE.md, "The engine contract"): setups, saved
// matches, refusals that never throw, determinism and the seeded randomness.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameCards, standardDeck } from './cards';
import { SetupError } from './errors';
import {
  applyAction, deserialize, legalActions, newMatch, normalizeSetup, observe, serialize, status,
} from './match';
import { createRng, shuffled } from './rng';
import type { Card, Deal, GameId, Match, MatchSetup } from './types';
import { canonical, deepFreeze, playout, randomDeal } from '../testing/builders';
import * as contract from '../index';

const ST: GameId = 'supertrump';

function setupError(f: () => unknown): SetupError {
  try {
    f();
  } catch (e) {
    if (e instanceof SetupError) return e;
    throw new Error(`expected a SetupError, got ${String(e)}`, { cause: e });
  }
  throw new Error('expected a SetupError, nothing was thrown');
}

function expectSetupError(setup: unknown, code: string, game: string = ST): SetupError {
  const e = setupError(() => newMatch(game as GameId, setup as MatchSetup));
  expect(e.error.code).toBe(code);
  expect(e.error.message.length).toBeGreaterThan(0);
  expect(e.message).toContain(code);
  return e;
}

/** A finished or half-played match and its save text. */
function sample(seed = 'save', maxActions?: number): { match: Match; text: string } {
  const run = playout(newMatch(ST, { players: 2, seed }), `${seed}/play`, { maxActions });
  return { match: run.match, text: serialize(run.match) };
}

function refusedSave(text: string, code: string): string {
  const r = deserialize(text);
  expect(r.ok).toBe(false);
  if (r.ok) return '';
  expect(r.error.code).toBe(code);
  expect(r.error.message.length).toBeGreaterThan(0);
  return r.error.message;
}

const deal = (): Deal => randomDeal(standardDeck(), [13, 13], 'deal');

// ---------------------------------------------------------------------------------------

describe('the public surface', () => {
  it('exports the contract', () => {
    for (const name of ['newMatch', 'legalActions', 'applyAction', 'observe', 'status', 'serialize', 'deserialize', 'registeredGames', 'chooseAction'] as const) {
      expect(typeof contract[name], name).toBe('function');
    }
    expect(contract.registeredGames()).toContain('supertrump');
    expect(Object.keys(contract.games)).toEqual(contract.registeredGames());
  });
});

describe('newMatch: setups', () => {
  it('refuses a wrong number of players', () => {
    for (const players of [3, 1, 0, -2, 2.5, '2', null, undefined, NaN]) {
      const e = expectSetupError({ players, seed: 's' }, 'ERR_BAD_PLAYERS');
      expect(e.error.params).toMatchObject({ min: 2, max: 2 });
    }
  });

  it('refuses a bad seed, dealer or setup', () => {
    expectSetupError({ players: 2, seed: '' }, 'ERR_BAD_SETUP');
    expectSetupError({ players: 2 }, 'ERR_BAD_SETUP');
    expectSetupError({ players: 2, seed: 42 }, 'ERR_BAD_SETUP');
    for (const dealer of [2, -1, 0.5, '1', null]) expectSetupError({ players: 2, seed: 's', dealer }, 'ERR_BAD_SETUP');
    expectSetupError(null, 'ERR_BAD_SETUP');
    expectSetupError('setup', 'ERR_BAD_SETUP');
    expectSetupError([], 'ERR_BAD_SETUP');
  });

  it('refuses an unknown game', () => {
    expectSetupError({ players: 2, seed: 's' }, 'ERR_UNKNOWN_GAME', 'chess');
    expectSetupError({ players: 2, seed: 's' }, 'ERR_UNKNOWN_GAME', '__proto__');
    expectSetupError({ players: 2, seed: 's' }, 'ERR_UNKNOWN_GAME', 'toString');
  });

  it('refuses unknown options and options of the wrong type', () => {
    const bad: Record<string, unknown>[] = [
      { trumpless: true },
      { ConfirmDraws: true },
      { confirmDraws: 'yes' },
      { confirmDraws: 1 },
      { reviewLastTrick: null },
      { supertrumpMembership: 'suit' },
      { supertrumpMembership: true },
      { gamesPerMatch: 0 },
      { gamesPerMatch: 1.5 },
      { gamesPerMatch: '3' },
      { gamesPerMatch: -1 },
    ];
    for (const options of bad) {
      const e = expectSetupError({ players: 2, seed: 's', options }, 'ERR_BAD_OPTION');
      expect(e.error.params?.key).toBe(Object.keys(options)[0]);
    }
    expectSetupError({ players: 2, seed: 's', options: ['confirmDraws'] }, 'ERR_BAD_OPTION');
    expectSetupError({ players: 2, seed: 's', options: 'confirmDraws' }, 'ERR_BAD_OPTION');
  });

  it('accepts every legal value of every option', () => {
    for (const options of [
      { supertrumpMembership: 'printed' }, { supertrumpMembership: 'trump' }, { confirmDraws: true }, { confirmDraws: false },
      { reviewLastTrick: false }, { gamesPerMatch: 1 }, { gamesPerMatch: 9 },
    ]) {
      const m = newMatch(ST, { players: 2, seed: 's', options });
      expect(observe(m, 0)).toMatchObject({ options });
    }
  });

  it('refuses a fixed deal that is not exactly the deck', () => {
    const good = deal();
    expect(() => newMatch(ST, { players: 2, seed: 's', deals: [good] })).not.toThrow();
    const dup: Deal = structuredClone(good);
    dup.hands[0][0] = dup.hands[1][0]; // one card twice, one missing
    const missing: Deal = structuredClone(good);
    missing.hands[0] = missing.hands[0].slice(1);
    const moved: Deal = structuredClone(good);
    moved.hands[0].push(moved.rest!.shift()!); // 14 + 13 + 25
    const joker: Deal = structuredClone(good);
    joker.rest![0] = 'BJ';
    const junk: Deal = structuredClone(good);
    (junk.rest as unknown[])[3] = 'XX';
    const shortRest: Deal = { hands: good.hands, rest: good.rest!.slice(1) };
    const noRest: Deal = { hands: good.hands };
    const threeHands: Deal = { hands: [...good.hands, []], rest: good.rest };
    for (const d of [dup, missing, moved, joker, junk, shortRest, noRest, threeHands]) {
      expectSetupError({ players: 2, seed: 's', deals: [d] }, 'ERR_BAD_DEAL');
    }
    for (const deals of [{}, 'deal', [null], [{}], [{ hands: 'AS' }], [{ hands: [null, null], rest: [] }], [good, dup]]) {
      expectSetupError({ players: 2, seed: 's', deals }, 'ERR_BAD_DEAL');
    }
    // The message names the deal.
    expect(expectSetupError({ players: 2, seed: 's', deals: [good, dup] }, 'ERR_BAD_DEAL').error.message).toMatch(/Deal 2/);
  });

  it('uses a fixed deal as given: hands by seat, rest = the stock top first', () => {
    const d = deal();
    let m = newMatch(ST, { players: 2, seed: 's', dealer: 1, deals: [d] });
    expect(observe(m, 0).hand).toEqual(d.hands[0]);
    expect(observe(m, 1).hand).toEqual(d.hands[1]);
    for (const [seat, action] of [[0, { type: 'CHOOSE_TRUMP', suit: 'S' }], [1, { type: 'CHOOSE_SUPERTRUMP', rank: '2' }]] as const) {
      const r = applyAction(m, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      m = r.match;
    }
    expect((observe(m, 0) as unknown as { upcard: Card }).upcard).toBe(d.rest![0]);
  });

  it('keeps its own copy of the setup', () => {
    const setup: MatchSetup = { players: 2, seed: 'copy', dealer: 0, options: { confirmDraws: true }, deals: [deal()] };
    const m = newMatch(ST, setup);
    const before = serialize(m);
    setup.dealer = 1;
    setup.options!.confirmDraws = false;
    setup.deals![0].hands[0][0] = 'XX' as Card;
    expect(serialize(m)).toBe(before);
    expect(observe(m, 0).dealer).toBe(0);
  });

  it('works on a deep-frozen setup', () => {
    const setup = deepFreeze({ players: 2, seed: 'frozen', options: { gamesPerMatch: 2 }, deals: [deal()] });
    const run = playout(newMatch(ST, setup), 'frozen', { freeze: true });
    expect(run.over).toBe(true);
  });
});

describe('the dealer', () => {
  it('is drawn from the seed when absent, the same for the same seed', () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const seed = `dealer-${i}`;
      const a = newMatch(ST, { players: 2, seed });
      const b = newMatch(ST, { players: 2, seed });
      const d = observe(a, 0).dealer;
      expect(observe(b, 1).dealer).toBe(d);
      expect([0, 1]).toContain(d);
      const norm = normalizeSetup(ST, { players: 2, seed });
      expect('dealer' in norm && norm.dealer).toBe(d);
      expect(status(a).toAct).toEqual([1 - d]); // the non-dealer chooses trump
      dealers.add(d);
    }
    expect([...dealers].sort()).toEqual([0, 1]);
  });

  it('is the given seat when present', () => {
    for (const dealer of [0, 1]) {
      const m = newMatch(ST, { players: 2, seed: 'given', dealer });
      expect(observe(m, 0).dealer).toBe(dealer);
      expect(status(m)).toMatchObject({ phase: 'chooseTrump', toAct: [1 - dealer], handNumber: 1, over: false, totals: [0, 0], winners: [] });
    }
  });
});

describe('applyAction never throws on bad input', () => {
  const m = newMatch(ST, { players: 2, seed: 'bad-input', dealer: 1 });

  it('bad seats and non-actions', () => {
    for (const seat of [2, -1, 1.5, NaN, Infinity, '0', null, undefined, {}]) {
      const r = applyAction(m, seat as number, { type: 'CHOOSE_TRUMP', suit: 'C' });
      expect(r).toMatchObject({ ok: false, error: { code: 'ERR_BAD_SEAT' } });
      expect(legalActions(m, seat as number)).toEqual([]);
    }
    for (const a of [null, undefined, 0, 'PLAY', [], {}, { type: null }, { type: 1 }, [{ type: 'CHOOSE_TRUMP', suit: 'C' }]]) {
      expect(applyAction(m, 0, a as never)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_ACTION' } });
    }
  });

  it('values whose String() throws (own toString key, null prototype) are refused, not thrown', () => {
    const weird: unknown[] = [{ toString: '' }, Object.create(null), { valueOf: 1, toString: 2 }];
    for (const w of weird) {
      expect(() => applyAction(m, w as number, { type: 'CHOOSE_TRUMP', suit: 'C' })).not.toThrow();
      expect(applyAction(m, w as number, { type: 'CHOOSE_TRUMP', suit: 'C' })).toMatchObject({ ok: false, error: { code: 'ERR_BAD_SEAT' } });
    }
  });

  it('a match of an unknown game', () => {
    const alien = { ...m, game: 'chess' as GameId };
    expect(applyAction(alien, 0, { type: 'PLAY', card: 'AS' })).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_GAME' } });
    expect(applyAction(null as unknown as Match, 0, { type: 'PLAY', card: 'AS' })).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_GAME' } });
  });

  it('random garbage (fast-check): a refusal or an accepted legal action, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (seat, action) => {
        const r = applyAction(m, seat as number, action as never);
        if (r.ok) expect(legalActions(m, seat as number).map(canonical)).toContain(canonical(action));
        else expect(r.error.code).toMatch(/^ERR_[A-Z_]+$/);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.constantFrom('CHOOSE_TRUMP', 'PLAY', 'DRAW', 'NEXT_HAND', 'CHOOSE_SUPERTRUMP'), fc.dictionary(fc.string(), fc.jsonValue()), fc.constantFrom(0, 1), (type, fields, seat) => {
        const action = { ...fields, type };
        const r = applyAction(m, seat, action);
        expect(r.ok).toBe(legalActions(m, seat).map(canonical).includes(canonical(action)));
        if (!r.ok) expect(r.error.code).not.toBe('ERR_INTERNAL');
      }),
      { numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------

describe('serialize / deserialize', () => {
  it('round-trips a finished and a half-played match', () => {
    for (const max of [undefined, 17]) {
      const { match, text } = sample('rt', max);
      expect(() => JSON.parse(text)).not.toThrow();
      const r = deserialize(text);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(serialize(r.match)).toBe(text);
      expect(status(r.match)).toEqual(status(match));
      for (const s of [0, 1]) expect(observe(r.match, s)).toEqual(observe(match, s));
      expect(r.match.state).toEqual(match.state);
    }
  });

  it('a save is setup plus log, nothing hidden beyond what the setup implies', () => {
    const { match, text } = sample('shape', 20);
    const data = JSON.parse(text);
    expect(Object.keys(data).sort()).toEqual(['format', 'game', 'log', 'setup', 'version']);
    expect(data.log).toEqual(match.log);
    expect(data.setup).toEqual(match.setup);
  });

  it('refuses text that is not JSON', () => {
    for (const t of ['', 'not json', '{', '{"format":', "{'a':1}", 'undefined', '\u0000']) refusedSave(t, 'ERR_BAD_JSON');
  });

  it('refuses JSON that is not a saved match', () => {
    for (const t of ['null', '42', '"match"', '[]', '{}', '{"format":"other","version":1}', JSON.stringify([JSON.parse(sample('arr', 5).text)])]) {
      refusedSave(t, 'ERR_BAD_SAVE');
    }
  });

  it('refuses another version', () => {
    const data = JSON.parse(sample('ver', 5).text);
    for (const version of [0, 2, '1', null, undefined]) refusedSave(JSON.stringify({ ...data, version }), 'ERR_SAVE_VERSION');
  });

  it('refuses an unknown game', () => {
    const data = JSON.parse(sample('game', 5).text);
    for (const game of ['chess', '', 42, null, '__proto__', 'constructor']) refusedSave(JSON.stringify({ ...data, game }), 'ERR_UNKNOWN_GAME');
  });

  it('refuses a missing log or a bad setup with the setup’s own code', () => {
    const data = JSON.parse(sample('setup', 5).text);
    refusedSave(JSON.stringify({ ...data, log: undefined }), 'ERR_BAD_SAVE');
    refusedSave(JSON.stringify({ ...data, log: {} }), 'ERR_BAD_SAVE');
    refusedSave(JSON.stringify({ ...data, setup: { ...data.setup, players: 3 } }), 'ERR_BAD_PLAYERS');
    refusedSave(JSON.stringify({ ...data, setup: { ...data.setup, options: { nope: 1 } } }), 'ERR_BAD_OPTION');
    refusedSave(JSON.stringify({ ...data, setup: null }), 'ERR_BAD_SETUP');
    refusedSave(JSON.stringify({ ...data, setup: undefined }), 'ERR_BAD_SETUP');
  });

  it('refuses a tampered log entry, naming it', () => {
    const { match, text } = sample('tamper', 30);
    const data = JSON.parse(text);
    // Entry 5 is a card play: replace the card by one the seat does not hold.
    const i = data.log.findIndex((e: { action: { type: string } }, k: number) => k >= 4 && e.action.type === 'PLAY');
    expect(i).toBeGreaterThanOrEqual(4);
    const seat = data.log[i].seat;
    const hand = new Set(observe(newMatchUpTo(match, i), seat).hand);
    const foreign = standardDeck().find((c) => !hand.has(c))!;
    const bad = structuredClone(data);
    bad.log[i].action.card = foreign;
    expect(refusedSave(JSON.stringify(bad), 'ERR_BAD_SAVE')).toMatch(new RegExp(`Entry ${i + 1}\\b`));
    // The wrong seat.
    const wrongSeat = structuredClone(data);
    wrongSeat.log[i].seat = 1 - seat;
    expect(refusedSave(JSON.stringify(wrongSeat), 'ERR_BAD_SAVE')).toMatch(new RegExp(`Entry ${i + 1}\\b`));
    // Malformed entries.
    for (const entry of [null, 7, 'PLAY', [], { seat: 0 }, { action: { type: 'PLAY', card: 'AS' } }, { seat: 5, action: data.log[0].action }]) {
      const t = structuredClone(data);
      t.log[2] = entry;
      expect(refusedSave(JSON.stringify(t), 'ERR_BAD_SAVE')).toMatch(/Entry 3\b/);
    }
    // An extra action after the end of a finished match.
    const done = JSON.parse(sample('done').text);
    done.log.push({ seat: 0, action: { type: 'NEXT_HAND' } });
    expect(refusedSave(JSON.stringify(done), 'ERR_BAD_SAVE')).toMatch(new RegExp(`Entry ${done.log.length}\\b`));
  });

  it('never throws on JSON whose values have an own "toString" key', () => {
    const data = JSON.parse(sample('tostring', 6).text);
    const evil = JSON.parse('{"toString":""}');
    for (const key of ['version', 'game', 'setup', 'log']) {
      const text = JSON.stringify({ ...data, [key]: evil });
      expect(() => deserialize(text), key).not.toThrow();
      expect(deserialize(text).ok).toBe(false);
    }
    const log = data.log.slice();
    log[1] = { seat: evil, action: data.log[1].action };
    expect(() => deserialize(JSON.stringify({ ...data, log }))).not.toThrow();
    expect(deserialize(JSON.stringify({ ...data, log })).ok).toBe(false);
  });

  it('accepts any prefix of a valid log', () => {
    const data = JSON.parse(sample('prefix').text);
    for (const n of [0, 1, 2, 3, 10, 27, data.log.length]) {
      const r = deserialize(JSON.stringify({ ...data, log: data.log.slice(0, n) }));
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.match.log).toHaveLength(n);
    }
  });

  it('never throws (fast-check over JSON values and mangled saves)', () => {
    const base = JSON.parse(sample('fuzz', 12).text);
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = deserialize(JSON.stringify(v) ?? '');
        expect(r.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.constantFrom('setup', 'log', 'game', 'version'), fc.jsonValue(), (key, v) => {
        const r = deserialize(JSON.stringify({ ...base, [key]: v }));
        if (!r.ok) expect(r.error.code).toMatch(/^ERR_[A-Z_]+$/);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.nat({ max: 11 }), fc.jsonValue(), (i, entry) => {
        const log = base.log.slice();
        log[i] = entry;
        const r = deserialize(JSON.stringify({ ...base, log }));
        if (!r.ok) expect(r.error.code).toMatch(/^ERR_[A-Z_]+$/);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = deserialize(s);
        expect(r.ok).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

/** The match after the first `n` entries of `m`'s log. */
function newMatchUpTo(m: Match, n: number): Match {
  let cur = newMatch(m.game, m.setup);
  for (const e of m.log.slice(0, n)) {
    const r = applyAction(cur, e.seat, e.action);
    if (!r.ok) throw new Error(r.error.message);
    cur = r.match;
  }
  return cur;
}

// ---------------------------------------------------------------------------------------

describe('determinism', () => {
  it('the same seed and the same actions give the same match, observations and save', () => {
    for (const seed of ['a', 'b', 'longer seed 🂡']) {
      const a = playout(newMatch(ST, { players: 2, seed, options: { gamesPerMatch: 2 } }), `${seed}/p`);
      let b = newMatch(ST, { players: 2, seed, options: { gamesPerMatch: 2 } });
      for (const step of a.steps) {
        for (const s of [0, 1]) expect(observe(b, s)).toEqual(observe(step.before, s));
        const r = applyAction(b, step.seat, step.action);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.facts).toEqual(step.facts);
        b = r.match;
      }
      expect(serialize(b)).toBe(serialize(a.match));
      expect(status(b)).toEqual(status(a.match));
    }
  });

  it('different seeds deal differently; every random deal is the deck', () => {
    const hands = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const m = newMatch(ST, { players: 2, seed: `deal-${i}`, dealer: 0 });
      const h0 = observe(m, 0).hand;
      const h1 = observe(m, 1).hand;
      expect(h0).toHaveLength(13);
      expect(h1).toHaveLength(13);
      expect(new Set([...h0, ...h1]).size).toBe(26);
      hands.add(canonical(h0));
    }
    expect(hands.size).toBe(10);
  });

  it('later games of a match are dealt from the seed too', () => {
    const run = (seed: string) => playout(newMatch(ST, { players: 2, seed, options: { gamesPerMatch: 2 } }), 'same-play', {
      until: (m) => status(m).handNumber === 2,
    }).match;
    expect(observe(run('g'), 0).hand).toEqual(observe(run('g'), 0).hand);
  });
});

describe('rng', () => {
  it('the same seed gives the same stream; different seeds differ', () => {
    const take = (seed: string) => {
      const r = createRng(seed);
      return Array.from({ length: 50 }, () => r.next());
    };
    expect(take('x')).toEqual(take('x'));
    expect(take('x')).not.toEqual(take('y'));
    expect(take('x/1')).not.toEqual(take('x/2'));
    expect(take('')).toEqual(take(''));
  });

  it('next() is in [0, 1), int(n) in [0, n), roughly uniform', () => {
    const r = createRng('uniform');
    const buckets = [0, 0, 0, 0, 0];
    for (let i = 0; i < 5000; i++) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      const k = r.int(5);
      expect(Number.isInteger(k) && k >= 0 && k < 5).toBe(true);
      buckets[k]++;
    }
    for (const b of buckets) expect(Math.abs(b - 1000)).toBeLessThan(150);
  });

  it('shuffled is a seeded permutation that leaves its input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.string(), (xs, seed) => {
        const input = Object.freeze(xs.slice());
        const a = shuffled(input, createRng(seed));
        expect(a.slice().sort()).toEqual(xs.slice().sort());
        expect(shuffled(input, createRng(seed))).toEqual(a);
        expect(input).toEqual(xs);
      }),
      { numRuns: 100 },
    );
    const deck = standardDeck();
    const s = shuffled(deck, createRng('deck'));
    expect(sameCards(s, deck)).toBe(true);
    expect(s).not.toEqual(deck);
  });
});
