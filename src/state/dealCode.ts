// Deal codes: a short text that lets a friend play the same deal — game, rule options and
// seed — e.g. "ST1-7K3QZ9M2XA4B-0010R".
//   ST        the game (two letters, GAME_PREFIX)
//   1         the code format version for that game
//   7K3Q…     the seed, Crockford base32 (no I, L, O, U: nothing to misread)
//   0010      one base32 digit group per named option, in the game's spec order; a game
//             played at several table sizes (Toepen, Queen's Dungeon) writes the seat count first
//   R         a Luhn mod 32 check character: every single mistyped character and nearly
//             every swap of neighbours is caught
// Case-insensitive, URL-safe, and O/I/L typed for 0/1/1 are accepted as Crockford says.
// Pure: uses only the engine's static catalog, so the lobby can decode without the rules.
import { metaOf } from '../engine/catalog';
import type { GameId, MatchSetup, OptionSpec } from '../engine/core/types';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const VERSION = '1';
const SEED_MIN = 8;
const SEED_MAX = 26;

const GAME_PREFIX: Record<GameId, string> = {
  supertrump: 'ST',
  skat: 'SK',
  toepen: 'TP',
  tuppi: 'TV',
  'queens-dungeon': 'QD',
  kloepper: 'KP',
  ascot: 'AS',
  'king-of-the-hill': 'KH',
};

export type DealCodeError = 'ERR_CODE_FORMAT' | 'ERR_CODE_CHECK' | 'ERR_CODE_GAME' | 'ERR_CODE_VERSION' | 'ERR_CODE_OPTIONS';
export type DecodedDeal =
  | { ok: true; game: GameId; seed: string; players: number; options: Record<string, unknown> }
  | { ok: false; error: DealCodeError };

function luhn(body: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    const v = ALPHABET.indexOf(body[i]);
    const addend = factor * v;
    sum += Math.floor(addend / 32) + (addend % 32);
    factor = factor === 2 ? 1 : 2;
  }
  return ALPHABET[(32 - (sum % 32)) % 32];
}

/** How many base32 digits an option's values need. */
function width(spec: OptionSpec): number {
  const count = spec.type === 'boolean' ? 2 : spec.type === 'enum' ? spec.values.length : spec.max - spec.min + 1;
  let w = 1;
  while (32 ** w < count) w++;
  return w;
}

function encodeOption(spec: OptionSpec, v: unknown): string | null {
  let n: number;
  if (spec.type === 'boolean') {
    if (typeof v !== 'boolean') return null;
    n = v ? 1 : 0;
  } else if (spec.type === 'enum') {
    n = typeof v === 'string' ? spec.values.indexOf(v) : -1;
  } else {
    n = Number.isInteger(v) && (v as number) >= spec.min && (v as number) <= spec.max ? (v as number) - spec.min : -1;
  }
  if (n < 0) return null;
  let s = '';
  for (let k = 0; k < width(spec); k++, n = Math.floor(n / 32)) s = ALPHABET[n % 32] + s;
  return s;
}

function decodeOption(spec: OptionSpec, digits: string): { ok: boolean; value?: unknown } {
  let n = 0;
  for (const c of digits) n = n * 32 + ALPHABET.indexOf(c);
  if (spec.type === 'boolean') return n <= 1 ? { ok: true, value: n === 1 } : { ok: false };
  if (spec.type === 'enum') return n < spec.values.length ? { ok: true, value: spec.values[n] } : { ok: false };
  return n <= spec.max - spec.min ? { ok: true, value: spec.min + n } : { ok: false };
}

/** True for a seed that a code can carry exactly (what freshSeed makes). */
export function isCodeSeed(seed: string): boolean {
  return seed.length >= SEED_MIN && seed.length <= SEED_MAX && [...seed].every((c) => ALPHABET.includes(c));
}

/**
 * The deal code of a match's setup, or null when it has none: a game without a code
 * prefix, a seed a code cannot carry (older saves), a fixed dealer, fixed deals or a table option.
 */
export function matchCode(game: GameId, setup: MatchSetup): string | null {
  const meta = metaOf(game);
  const prefix = GAME_PREFIX[game];
  if (!meta || !prefix || !isCodeSeed(setup.seed) || setup.dealer !== undefined || setup.deals !== undefined) return null;
  // A setting the code cannot carry (a table option: Kloepper's scoreTable) makes another game.
  if (Object.keys(setup.options ?? {}).some((key) => !meta.options.some((spec) => spec.key === key))) return null;
  // The same seed at another table size is another deal: where the game has several, the
  // seat count is the first digit.
  let opts = '';
  if (meta.players.min !== meta.players.max) {
    if (setup.players < meta.players.min || setup.players > meta.players.max) return null;
    opts += ALPHABET[setup.players];
  }
  for (const spec of meta.options) {
    const digits = encodeOption(spec, setup.options?.[spec.key] ?? spec.default);
    if (digits === null) return null;
    opts += digits;
  }
  const body = `${prefix}${VERSION}${setup.seed}${opts}`;
  return `${prefix}${VERSION}-${setup.seed}-${opts}${luhn(body)}`;
}

/** Read a code as typed (any case, extra spaces, a pasted "…#deal/<code>" link). */
export function decodeDealCode(input: string): DecodedDeal {
  const text = input.trim().replace(/^.*[#/]deal\//i, '').replace(/\s+/g, '').toUpperCase();
  const m = /^([A-Z]{2})([0-9A-Z])-([0-9A-Z]+)-([0-9A-Z]+)$/.exec(text);
  if (!m) return { ok: false, error: 'ERR_CODE_FORMAT' };
  const [, prefix, version, seedIn, tailIn] = m;
  const fix = (s: string) => s.replace(/O/g, '0').replace(/[IL]/g, '1');
  const seed = fix(seedIn);
  const tail = fix(tailIn);
  if (![...seed + tail].every((c) => ALPHABET.includes(c)) || seed.length < SEED_MIN || seed.length > SEED_MAX) {
    return { ok: false, error: 'ERR_CODE_FORMAT' };
  }
  const opts = tail.slice(0, -1);
  if (luhn(`${prefix}${version}${seed}${opts}`) !== tail.slice(-1)) return { ok: false, error: 'ERR_CODE_CHECK' };
  const game = (Object.keys(GAME_PREFIX) as GameId[]).find((g) => GAME_PREFIX[g] === prefix);
  const meta = game && metaOf(game);
  // a game without codes yet (not built)
  if (!game || !meta) return { ok: false, error: 'ERR_CODE_GAME' };
  if (version !== VERSION) return { ok: false, error: 'ERR_CODE_VERSION' };
  const options: Record<string, unknown> = {};
  let at = 0;
  let players = meta.players.min;
  if (meta.players.min !== meta.players.max) {
    players = ALPHABET.indexOf(opts[0] ?? '');
    if (players < meta.players.min || players > meta.players.max) return { ok: false, error: 'ERR_CODE_OPTIONS' };
    at = 1;
  }
  for (const spec of meta.options) {
    const w = width(spec);
    const r = decodeOption(spec, opts.slice(at, at + w));
    if (at + w > opts.length || !r.ok) return { ok: false, error: 'ERR_CODE_OPTIONS' };
    options[spec.key] = r.value;
    at += w;
  }
  if (at !== opts.length) return { ok: false, error: 'ERR_CODE_OPTIONS' };
  return { ok: true, game, seed, players, options };
}
