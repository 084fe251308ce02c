// Statistics of finished matches, per game and per seat name: matches played, won and the
// sum of final scores (for the average). Persisted, versioned, migrated, and sanitized
// like the settings, so a hand-edited store cannot break the lobby. Each match is
// recorded once: its save id is remembered, so a reload of a finished match adds nothing.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GameId } from '../engine/core/types';

export interface PlayerStats {
  name: string;
  played: number;
  won: number;
  scoreSum: number;
}

export interface GameStats {
  played: number;
  /** by seat name, in order of first appearance */
  players: PlayerStats[];
}

export interface StatsState {
  games: Partial<Record<GameId, GameStats>>;
  /** ids of the matches already counted (most recent last, capped) */
  recorded: string[];
}

export interface FinishedMatch {
  id: string;
  game: GameId;
  names: string[];
  totals: number[];
  winners: number[];
}

export interface StatsActions {
  /** Count a finished match; false if it was counted before. */
  record(m: FinishedMatch): boolean;
  reset(): void;
}

export const STATS_KEY = 'trick-table/stats';
export const STATS_VERSION = 1;
const RECORDED_MAX = 500;
const NAME_MAX = 40;

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

const count = (x: unknown) => (Number.isInteger(x) && (x as number) >= 0 ? (x as number) : 0);

function cleanPlayers(x: unknown): PlayerStats[] {
  if (!Array.isArray(x)) return [];
  const out: PlayerStats[] = [];
  for (const p of x) {
    if (!isObject(p) || typeof p.name !== 'string') continue;
    const name = p.name.slice(0, NAME_MAX);
    if (out.some((q) => q.name === name)) continue;
    const played = count(p.played);
    const scoreSum = typeof p.scoreSum === 'number' && Number.isFinite(p.scoreSum) ? p.scoreSum : 0;
    out.push({ name, played, won: Math.min(count(p.won), played), scoreSum });
  }
  return out;
}

/** Whatever was stored (any version, possibly hand-edited), made into valid statistics. */
export function sanitizeStats(stored: unknown): StatsState {
  const out: StatsState = { games: {}, recorded: [] };
  if (!isObject(stored)) return out;
  if (isObject(stored.games)) {
    for (const [game, g] of Object.entries(stored.games)) {
      if (!isObject(g) || !/^[a-z-]{1,40}$/.test(game)) continue;
      out.games[game as GameId] = { played: count(g.played), players: cleanPlayers(g.players) };
    }
  }
  if (Array.isArray(stored.recorded)) out.recorded = stored.recorded.filter((id): id is string => typeof id === 'string').slice(-RECORDED_MAX);
  return out;
}

/** The statistics with one more match in them (pure, for the store and its tests). */
export function addMatch(s: StatsState, m: FinishedMatch): StatsState {
  const before = s.games[m.game] ?? { played: 0, players: [] };
  const players = before.players.map((p) => ({ ...p }));
  m.names.forEach((raw, seat) => {
    const name = raw.slice(0, NAME_MAX);
    let p = players.find((q) => q.name === name);
    if (!p) {
      p = { name, played: 0, won: 0, scoreSum: 0 };
      players.push(p);
    }
    p.played += 1;
    if (m.winners.includes(seat)) p.won += 1;
    p.scoreSum += Number.isFinite(m.totals[seat]) ? m.totals[seat] : 0;
  });
  return {
    games: { ...s.games, [m.game]: { played: before.played + 1, players } },
    recorded: [...s.recorded, m.id].slice(-RECORDED_MAX),
  };
}

export const useStats = create<StatsState & StatsActions>()(
  persist(
    (set, get) => ({
      games: {},
      recorded: [],
      record: (m) => {
        if (get().recorded.includes(m.id)) return false;
        set(addMatch(get(), m));
        return true;
      },
      // Ids stay remembered: a reset must not let an old finished match count again.
      reset: () => set((s) => ({ games: {}, recorded: s.recorded })),
    }),
    {
      name: STATS_KEY,
      version: STATS_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): StatsState => ({ games: s.games, recorded: s.recorded }),
      migrate: (persisted) => sanitizeStats(persisted),
      merge: (persisted, current) => ({ ...current, ...sanitizeStats(persisted) }),
    },
  ),
);
