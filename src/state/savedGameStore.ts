// Saved matches, many of them, each under its own key. A save is setup + action log (the
// engine's serialize()) inside a small versioned wrapper; loading replays it with
// deserialize(). A save that cannot be read is set aside under a quarantine key and
// reported, never silently destroyed; the others still load.
// This module imports the engine: load it with a dynamic import from the shell.
import { deserialize, serialize, status } from '../engine';
import type { GameId, Match, Status } from '../engine';
import type { SeatConfig, SeatKind } from '../flow/types';

export const SAVE_PREFIX = 'trick-table/save/';
/** Where version 1 kept its single match in progress; migrated on load. */
export const LEGACY_KEY = 'trick-table/current';
export const CORRUPT_PREFIX = 'trick-table/corrupt/';
export const SAVE_WRAPPER_VERSION = 2;
export const EXPORT_FORMAT = 'trick-table-export';
export const EXPORT_VERSION = 1;

interface SaveWrapperV2 {
  version: 2;
  id: string;
  game: GameId;
  seats: SeatConfig[];
  allowUndo: boolean;
  match: string;
  savedAt: string;
}

export interface SavedGame {
  id: string;
  game: GameId;
  seats: SeatConfig[];
  allowUndo: boolean;
  match: Match;
  savedAt: string;
  status: Status;
}

/** A save that could not be read: named by its game and time when those were readable. */
export interface SaveProblem {
  key: string;
  code: string;
  reason: string;
  game?: string;
  savedAt?: string;
  quarantineKey?: string;
}

export type ParseResult =
  | { ok: true; game: GameId; seats: SeatConfig[]; allowUndo: boolean; match: Match }
  | { ok: false; code: string; reason: string; game?: string; savedAt?: string };

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

/** Short, unique enough for one browser, safe in a storage key, a test id and a URL. */
export function newSaveId(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36)).join('').slice(0, 10);
}

const ID_PATTERN = /^[a-z0-9-]{1,40}$/;
export function isSaveId(x: unknown): x is string {
  return typeof x === 'string' && ID_PATTERN.test(x);
}

/**
 * The shared reader of a wrapper's payload (saves and imports): seats, game and a log the
 * engine accepts. `game`/`savedAt` are passed through so a failure can name the save.
 */
function parsePayload(data: Record<string, unknown>): ParseResult {
  const game = typeof data.game === 'string' ? data.game : undefined;
  const savedAt = typeof data.savedAt === 'string' ? data.savedAt : undefined;
  const named = { ...(game ? { game } : {}), ...(savedAt ? { savedAt } : {}) };
  const bad = (code: string, reason: string): ParseResult => ({ ok: false, code, reason, ...named });
  if (!game) return bad('ERR_BAD_SAVE', 'the saved data names no game');
  if (!validSeats(data.seats)) return bad('ERR_BAD_SAVE', 'the seats of the saved game are missing or invalid');
  if (typeof data.match !== 'string') return bad('ERR_BAD_SAVE', 'the saved data holds no match');
  let result;
  try {
    result = deserialize(data.match);
  } catch {
    return bad('ERR_INTERNAL', 'the engine could not replay the saved match');
  }
  if (!result.ok) return bad(result.error.code, result.error.message);
  if (result.match.game !== game) return bad('ERR_BAD_SAVE', 'the saved match belongs to another game');
  if (data.seats.length !== result.match.setup.players) return bad('ERR_BAD_SAVE', 'the number of seats does not match the saved match');
  return {
    ok: true,
    game: game as GameId,
    seats: data.seats.map((s) => ({ kind: s.kind, name: s.name })),
    allowUndo: data.allowUndo === true,
    match: result.match,
  };
}

/**
 * Keep a match under its id, as played now (or at `savedAt`: the list is ordered by it).
 * Storage failures (quota, privacy mode) are not fatal.
 */
export function writeSave(
  save: { id: string; game: GameId; seats: SeatConfig[]; allowUndo: boolean; match: Match },
  savedAt = new Date().toISOString(),
): string | null {
  const store = storage();
  if (!store) return null;
  const wrapper: SaveWrapperV2 = {
    version: SAVE_WRAPPER_VERSION,
    id: save.id,
    game: save.game,
    seats: save.seats.map((s) => ({ kind: s.kind, name: s.name })),
    allowUndo: save.allowUndo,
    match: serialize(save.match),
    savedAt,
  };
  try {
    store.setItem(SAVE_PREFIX + save.id, JSON.stringify(wrapper));
    return savedAt;
  } catch {
    return null;
  }
}

export function deleteSave(id: string): void {
  try {
    storage()?.removeItem(SAVE_PREFIX + id);
  } catch {
    /* nothing to delete */
  }
}

/** Move an unreadable save out of the way, keeping its text. Returns the new key. */
function quarantine(store: Storage, key: string, raw: string): string | undefined {
  const name = `${CORRUPT_PREFIX}${key.slice(key.lastIndexOf('/') + 1)}-${new Date().toISOString()}`;
  try {
    store.setItem(name, raw);
    store.removeItem(key);
    return name;
  } catch {
    return undefined; // could not copy it: leave the original where it is
  }
}

/** One stored wrapper (version 1 or 2) read and replayed. */
function readWrapper(raw: string, key: string): { ok: true; save: SavedGame } | { ok: false; problem: Omit<SaveProblem, 'quarantineKey'> } {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, problem: { key, code: 'ERR_BAD_JSON', reason: 'the saved data is not valid JSON' } };
  }
  if (!isObject(data)) return { ok: false, problem: { key, code: 'ERR_BAD_SAVE', reason: 'the saved data has an unknown shape' } };
  const version = data.version;
  if (version !== 1 && version !== SAVE_WRAPPER_VERSION) {
    const game = typeof data.game === 'string' ? { game: data.game } : {};
    return { ok: false, problem: { key, code: 'ERR_SAVE_VERSION', reason: `saves of version ${String(version)} are not supported`, ...game } };
  }
  const parsed = parsePayload(data);
  if (!parsed.ok) {
    const { code, reason, game, savedAt } = parsed;
    return { ok: false, problem: { key, code, reason, ...(game ? { game } : {}), ...(savedAt ? { savedAt } : {}) } };
  }
  // Version 1 had no id and no table options: the id comes from the key (or is new).
  const id = version === 2 && isSaveId(data.id) ? data.id : key.startsWith(SAVE_PREFIX) ? key.slice(SAVE_PREFIX.length) : newSaveId();
  const savedAt = typeof data.savedAt === 'string' ? data.savedAt : '';
  const { game, seats, allowUndo, match } = parsed;
  return { ok: true, save: { id, game, seats, allowUndo: version === 2 && allowUndo, match, savedAt, status: status(match) } };
}

/**
 * Every saved match, most recently played first, each rebuilt by replaying its log. A
 * version-1 match in progress is converted into a version-2 save first. Unreadable saves
 * are set aside and listed in `problems`.
 */
export function loadSaves(): { saves: SavedGame[]; problems: SaveProblem[] } {
  const store = storage();
  const saves: SavedGame[] = [];
  const problems: SaveProblem[] = [];
  if (!store) return { saves, problems };
  const keys: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k !== null && (k === LEGACY_KEY || k.startsWith(SAVE_PREFIX))) keys.push(k);
    }
  } catch {
    return { saves, problems };
  }
  for (const key of keys) {
    let raw: string | null;
    try {
      raw = store.getItem(key);
    } catch {
      continue;
    }
    if (raw === null) continue;
    const read = readWrapper(raw, key);
    if (!read.ok) {
      const quarantineKey = quarantine(store, key, raw);
      problems.push({ ...read.problem, ...(quarantineKey ? { quarantineKey } : {}) });
      continue;
    }
    if (key === LEGACY_KEY) {
      // Migration: write the version-2 copy first, remove the old key only once that worked.
      const s = read.save;
      try {
        const wrapper: SaveWrapperV2 = {
          version: 2, id: s.id, game: s.game, seats: s.seats, allowUndo: false, match: serialize(s.match), savedAt: s.savedAt,
        };
        store.setItem(SAVE_PREFIX + s.id, JSON.stringify(wrapper));
        store.removeItem(LEGACY_KEY);
      } catch {
        /* keep reading it from the old key next time */
      }
    }
    saves.push(read.save);
  }
  saves.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
  return { saves, problems };
}

/** The file a saved match is exported as. */
export function exportText(save: { game: GameId; seats: SeatConfig[]; allowUndo: boolean; match: Match }): string {
  return JSON.stringify({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    game: save.game,
    seats: save.seats.map((s) => ({ kind: s.kind, name: s.name })),
    allowUndo: save.allowUndo,
    match: serialize(save.match),
  }, null, 2);
}

/** An exported file, validated: codes ERR_IMPORT_JSON, ERR_IMPORT_FORMAT or the engine's. */
export function parseExport(text: string): ParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, code: 'ERR_IMPORT_JSON', reason: 'the file is not JSON' };
  }
  if (!isObject(data) || data.format !== EXPORT_FORMAT || data.version !== EXPORT_VERSION) {
    return { ok: false, code: 'ERR_IMPORT_FORMAT', reason: 'the file is not a Trick Table export' };
  }
  return parsePayload(data);
}
