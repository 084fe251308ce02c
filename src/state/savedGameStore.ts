// The match in progress, kept across reloads. Stored as setup + action log (the engine's
// serialize()) inside a small versioned wrapper; loading replays it with deserialize().
// A save that cannot be read is set aside under its own key, never silently destroyed.
// This module imports the engine: load it with a dynamic import from the shell.
import { deserialize, serialize } from '../engine';
import type { GameId, Match } from '../engine';
import type { SeatConfig, SeatKind } from '../flow/types';

export const CURRENT_KEY = 'trick-table/current';
export const CORRUPT_PREFIX = 'trick-table/corrupt/';
export const SAVE_WRAPPER_VERSION = 1;

interface SaveWrapper {
  version: 1;
  game: GameId;
  seats: SeatConfig[];
  match: string;
  savedAt: string;
}

export type LoadResult =
  | { ok: true; game: GameId; seats: SeatConfig[]; match: Match; savedAt: string }
  | { ok: false; reason: string; code: string; game?: GameId; quarantineKey?: string };

const SEAT_KINDS: readonly SeatKind[] = ['human', 'ai-easy', 'ai-normal', 'ai-hard'];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access itself can throw (privacy settings)
  }
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function validSeats(x: unknown): x is SeatConfig[] {
  return Array.isArray(x) && x.length > 0 &&
    x.every((s) => isObject(s) && SEAT_KINDS.includes(s.kind as SeatKind) && typeof s.name === 'string');
}

/** Keep the match in progress. Storage failures (quota, privacy mode) are not fatal. */
export function saveCurrent(game: GameId, seats: SeatConfig[], match: Match): boolean {
  const store = storage();
  if (!store) return false;
  const wrapper: SaveWrapper = {
    version: SAVE_WRAPPER_VERSION,
    game,
    seats: seats.map((s) => ({ kind: s.kind, name: s.name })),
    match: serialize(match),
    savedAt: new Date().toISOString(),
  };
  try {
    store.setItem(CURRENT_KEY, JSON.stringify(wrapper));
    return true;
  } catch {
    return false;
  }
}

export function clearCurrent(): void {
  try {
    storage()?.removeItem(CURRENT_KEY);
  } catch {
    /* nothing to clear */
  }
}

/** Move an unreadable save out of the way, keeping its text. Returns the new key. */
function quarantine(raw: string): string | undefined {
  const store = storage();
  if (!store) return undefined;
  const key = `${CORRUPT_PREFIX}${new Date().toISOString()}`;
  try {
    store.setItem(key, raw);
    store.removeItem(CURRENT_KEY);
    return key;
  } catch {
    return undefined; // could not copy it: leave the original where it is
  }
}

function fail(raw: string, code: string, reason: string, game?: GameId): LoadResult {
  const quarantineKey = quarantine(raw);
  return { ok: false, code, reason, ...(game ? { game } : {}), ...(quarantineKey ? { quarantineKey } : {}) };
}

/**
 * The saved match, rebuilt by replaying its log. null = nothing saved.
 * A save that cannot be read gives { ok: false, reason } and is set aside.
 */
export function loadCurrent(): LoadResult | null {
  const store = storage();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(CURRENT_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;

  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return fail(raw, 'ERR_BAD_JSON', 'the saved data is not valid JSON');
  }
  if (!isObject(data)) return fail(raw, 'ERR_BAD_SAVE', 'the saved data has an unknown shape');
  const game = typeof data.game === 'string' ? (data.game as GameId) : undefined;
  if (data.version !== SAVE_WRAPPER_VERSION) {
    return fail(raw, 'ERR_SAVE_VERSION', `saves of version ${String(data.version)} are not supported`, game);
  }
  if (!game) return fail(raw, 'ERR_BAD_SAVE', 'the saved data names no game');
  if (!validSeats(data.seats)) return fail(raw, 'ERR_BAD_SAVE', 'the seats of the saved game are missing or invalid', game);
  if (typeof data.match !== 'string') return fail(raw, 'ERR_BAD_SAVE', 'the saved data holds no match', game);

  let result;
  try {
    result = deserialize(data.match);
  } catch {
    return fail(raw, 'ERR_INTERNAL', 'the engine could not replay the saved match', game);
  }
  if (!result.ok) return fail(raw, result.error.code, result.error.message, game);
  if (result.match.game !== game) return fail(raw, 'ERR_BAD_SAVE', 'the saved match belongs to another game', game);
  if (data.seats.length !== result.match.setup.players) {
    return fail(raw, 'ERR_BAD_SAVE', 'the number of seats does not match the saved match', game);
  }
  const savedAt = typeof data.savedAt === 'string' ? data.savedAt : '';
  return { ok: true, game, seats: data.seats.map((s) => ({ kind: s.kind, name: s.name })), match: result.match, savedAt };
}
