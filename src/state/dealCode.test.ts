import { describe, expect, it } from 'vitest';
import { newMatch, normalizeSetup, observe, serialize } from '../engine';
import { catalog } from '../engine/catalog';
import { freshSeed } from '../ui/lobby/setupDefaults';
import { decodeDealCode, isCodeSeed, matchCode } from './dealCode';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('deal codes', () => {
  it('round-trip game, seed and options', () => {
    const options = { supertrumpMembership: 'printed', confirmDraws: true, reviewLastTrick: false, gamesPerMatch: 3 };
    const code = matchCode('supertrump', { players: 2, seed: '7K3QZ9M2XA4B', options })!;
    expect(code).toMatch(/^ST1-7K3QZ9M2XA4B-[0-9A-Z]{5}$/);
    expect(decodeDealCode(code)).toEqual({ ok: true, game: 'supertrump', seed: '7K3QZ9M2XA4B', players: 2, options });
    // Defaults are spelled out, so the code does not depend on this device's defaults.
    const plain = decodeDealCode(matchCode('supertrump', { players: 2, seed: 'ABCDEFGH' })!);
    expect(plain).toEqual({ ok: true, game: 'supertrump', seed: 'ABCDEFGH', players: 2, options: { supertrumpMembership: 'trump', confirmDraws: false, reviewLastTrick: true, gamesPerMatch: 1 } });
  });

  it('accepts lower case, spaces, O/I/L for 0/1/1 and a pasted link', () => {
    const code = matchCode('supertrump', { players: 2, seed: '01010101' })!;
    const [head, ...rest] = code.split('-');
    const messy = ` ${head.toLowerCase()}-${rest.join('-').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l')} `;
    expect(decodeDealCode(messy)).toMatchObject({ ok: true, seed: '01010101' });
    expect(decodeDealCode(`https://example.org/app/#deal/${code}`)).toMatchObject({ ok: true });
  });

  it('catches every single mistyped character and swapped neighbours', () => {
    const code = matchCode('supertrump', { players: 2, seed: 'K3QZ9M2XA4B7' })!;
    for (let i = 4; i < code.length; i++) {
      if (code[i] === '-') continue;
      for (const c of ALPHABET) {
        if (c === code[i]) continue;
        const typo = code.slice(0, i) + c + code.slice(i + 1);
        expect(decodeDealCode(typo).ok, typo).toBe(false);
      }
    }
    const swapped = code.replace('K3', '3K');
    expect(decodeDealCode(swapped)).toEqual({ ok: false, error: 'ERR_CODE_CHECK' });
  });

  it('rejects garbage, unknown games, other versions and bad options', () => {
    expect(decodeDealCode('hello world')).toEqual({ ok: false, error: 'ERR_CODE_FORMAT' });
    expect(decodeDealCode('ST1-SHORT-0')).toEqual({ ok: false, error: 'ERR_CODE_FORMAT' });
    // Find the check character that makes each body valid, to reach the later checks.
    const withCheck = (head: string, seed: string, opts: string) => {
      for (const c of ALPHABET) {
        const code = `${head}-${seed}-${opts}${c}`;
        const d = decodeDealCode(code);
        if (!d.ok && d.error === 'ERR_CODE_CHECK') continue;
        return d;
      }
      throw new Error('no check character fits');
    };
    expect(withCheck('ZZ1', 'ABCDEFGH', '0000')).toEqual({ ok: false, error: 'ERR_CODE_GAME' });
    expect(withCheck('TP1', 'ABCDEFGH', '')).toEqual({ ok: false, error: 'ERR_CODE_OPTIONS' }); // no seat count
    expect(withCheck('ST2', 'ABCDEFGH', '0010')).toEqual({ ok: false, error: 'ERR_CODE_VERSION' });
    expect(withCheck('ST1', 'ABCDEFGH', '2010')).toEqual({ ok: false, error: 'ERR_CODE_OPTIONS' }); // enum index 2
    expect(withCheck('ST1', 'ABCDEFGH', '001Z')).toEqual({ ok: false, error: 'ERR_CODE_OPTIONS' }); // 32 games
    expect(withCheck('ST1', 'ABCDEFGH', '001')).toEqual({ ok: false, error: 'ERR_CODE_OPTIONS' }); // too short
    expect(withCheck('ST1', 'ABCDEFGH', '00100')).toEqual({ ok: false, error: 'ERR_CODE_OPTIONS' }); // too long
  });

  it('decoded options are ones the engine accepts', () => {
    const d = decodeDealCode(matchCode('supertrump', { players: 2, seed: 'ABCDEFGH', options: { gamesPerMatch: 9 } })!);
    if (!d.ok) throw new Error(d.error);
    expect('code' in normalizeSetup(d.game, { players: 2, seed: d.seed, options: d.options })).toBe(false);
  });

  it('has no code for seeds or setups a code cannot carry', () => {
    expect(matchCode('supertrump', { players: 2, seed: '0123456789abcdef0123456789abcdef' })).toBeNull();
    expect(matchCode('supertrump', { players: 2, seed: 'ABCDEFGH', dealer: 1 })).toBeNull();
    expect(matchCode('supertrump', { players: 2, seed: 'ABCDEFGH', options: { gamesPerMatch: 99 } })).toBeNull();
    expect(matchCode('toepen', { players: 9, seed: 'ABCDEFGH' })).toBeNull();
  });

  it('carries the seat count of a game played at several table sizes', () => {
    const three = matchCode('toepen', { players: 3, seed: 'ABCDEFGH' })!;
    const five = matchCode('toepen', { players: 5, seed: 'ABCDEFGH' })!;
    expect(three).toMatch(/^TP1-ABCDEFGH-3/);
    expect(five).not.toBe(three);
    expect(decodeDealCode(three)).toMatchObject({ ok: true, game: 'toepen', seed: 'ABCDEFGH', players: 3 });
    expect(decodeDealCode(five)).toMatchObject({ ok: true, players: 5 });
    const qd = matchCode('queens-dungeon', { players: 3, seed: 'ABCDEFGH' })!;
    expect(decodeDealCode(qd)).toMatchObject({ ok: true, game: 'queens-dungeon', players: 3 });
    // a seat count the game is not played at is refused, even with a right check character
    const bad = three.replace('-3', '-1').slice(0, -1);
    const errors = [...ALPHABET].map((c) => { const d = decodeDealCode(bad + c); return d.ok ? 'ok' : d.error; });
    expect(errors.filter((e) => e === 'ERR_CODE_OPTIONS')).toHaveLength(1);
    expect(errors.filter((e) => e === 'ERR_CODE_CHECK')).toHaveLength(31);
  });

  it('the same code gives the same deal', () => {
    const seed = freshSeed();
    expect(isCodeSeed(seed)).toBe(true);
    const code = matchCode('supertrump', { players: 2, seed, options: { gamesPerMatch: 3 } })!;
    const start = () => {
      const d = decodeDealCode(code);
      if (!d.ok) throw new Error(d.error);
      return newMatch(d.game, { players: 2, seed: d.seed, options: d.options });
    };
    const a = start();
    const b = start();
    expect(serialize(a)).toBe(serialize(b));
    expect(observe(a, 0).hand).toEqual(observe(b, 0).hand);
    expect(observe(a, 1).hand).toEqual(observe(b, 1).hand);
    expect(matchCode(a.game, a.setup)).toBe(code);
  });
});

describe('deal codes of every playable game', () => {
  it('round-trip Skat with non-default options', () => {
    const options = { preset: 'seed', allPass: 'ramsch', handsPerGame: 36, scoring: 'tournament' };
    const code = matchCode('skat', { players: 3, seed: 'ABCDEFGH', options })!;
    expect(code).toMatch(/^SK1-/);
    const d = decodeDealCode(code);
    if (!d.ok) throw new Error(d.error);
    expect(d).toMatchObject({ game: 'skat', seed: 'ABCDEFGH' });
    expect(d.options).toMatchObject(options);
  });
});

describe('every game in the catalog', () => {
  for (const meta of catalog) {
    it(`${meta.id}: a code round-trips, and the same code deals the same cards`, () => {
      const players = meta.players.default;
      const seed = freshSeed();
      const code = matchCode(meta.id, { players, seed });
      expect(code, `${meta.id} has no deal code`).not.toBeNull();
      const d = decodeDealCode(code!);
      if (!d.ok) throw new Error(d.error);
      expect(d).toMatchObject({ game: meta.id, seed, players });
      const a = newMatch(d.game, { players, seed: d.seed, options: d.options });
      const b = newMatch(d.game, { players, seed: d.seed, options: d.options });
      expect(serialize(a)).toBe(serialize(b));
      for (let s = 0; s < players; s++) expect(observe(a, s).hand).toEqual(observe(b, s).hand);
      expect(matchCode(a.game, a.setup)).toBe(code);
    });
  }
});
