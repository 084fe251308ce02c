// Player preferences: language, pace, learn mode, auto-play, motion, deck colours and the
// last setup of each game. Persisted (versioned, migrated); never holds a match.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { GameId } from '../engine/core/types';
import type { Pace, SeatConfig, SeatKind } from '../flow/types';

export type Lang = 'en' | 'ja';
export type MotionPref = 'system' | 'reduced' | 'full';

export interface GameSetup {
  seats: SeatConfig[];
  options: Record<string, unknown>;
  /** hot-seat tables: may a move be taken back */
  allowUndo?: boolean;
}

export interface SettingsState {
  lang: Lang;
  pace: Pace;
  learn: boolean;
  /** play a person's forced move for them (the only legal card, a lone "no signal") */
  autoPlay: boolean;
  motion: MotionPref;
  fourColour: boolean;
  lastSetup: Partial<Record<GameId, GameSetup>>;
}

export interface SettingsActions {
  setLang(lang: Lang): void;
  setPace(pace: Pace): void;
  setLearn(learn: boolean): void;
  setAutoPlay(autoPlay: boolean): void;
  setMotion(motion: MotionPref): void;
  setFourColour(fourColour: boolean): void;
  rememberSetup(game: GameId, setup: GameSetup): void;
}

export const SETTINGS_KEY = 'trick-table/settings';
/** 2: autoPlay (on for everyone, also for settings saved before it existed) */
export const SETTINGS_VERSION = 2;

export const LANGS: readonly Lang[] = ['en', 'ja'];
export const PACES: readonly Pace[] = ['slow', 'normal', 'fast', 'instant'];
export const MOTIONS: readonly MotionPref[] = ['system', 'reduced', 'full'];
const SEAT_KINDS: readonly SeatKind[] = ['human', 'ai-easy', 'ai-normal', 'ai-hard'];

/** The browser's preferred language, if it is one we speak; English otherwise. */
export function detectLang(): Lang {
  const prefs = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const p of prefs) {
    const base = String(p ?? '').toLowerCase().split('-')[0];
    if (base === 'ja') return 'ja';
    if (base === 'en') return 'en';
  }
  return 'en';
}

export function defaultSettings(): SettingsState {
  return { lang: detectLang(), pace: 'normal', learn: false, autoPlay: true, motion: 'system', fourColour: false, lastSetup: {} };
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function pick<T>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

function cleanSeats(x: unknown): SeatConfig[] | null {
  if (!Array.isArray(x) || x.length === 0 || x.length > 8) return null;
  const seats: SeatConfig[] = [];
  for (const s of x) {
    if (!isObject(s) || !SEAT_KINDS.includes(s.kind as SeatKind) || typeof s.name !== 'string') return null;
    seats.push({ kind: s.kind as SeatKind, name: s.name.slice(0, 40) });
  }
  return seats;
}

function cleanLastSetup(x: unknown): SettingsState['lastSetup'] {
  const out: SettingsState['lastSetup'] = {};
  if (!isObject(x)) return out;
  for (const [game, setup] of Object.entries(x)) {
    if (!isObject(setup)) continue;
    const seats = cleanSeats(setup.seats);
    if (!seats) continue;
    out[game as GameId] = {
      seats,
      options: isObject(setup.options) ? { ...setup.options } : {},
      ...(typeof setup.allowUndo === 'boolean' ? { allowUndo: setup.allowUndo } : {}),
    };
  }
  return out;
}

/** Whatever was stored (any version, possibly hand-edited), made into valid settings. */
export function sanitizeSettings(stored: unknown): SettingsState {
  const d = defaultSettings();
  if (!isObject(stored)) return d;
  return {
    lang: pick(stored.lang, LANGS, d.lang),
    pace: pick(stored.pace, PACES, d.pace),
    learn: typeof stored.learn === 'boolean' ? stored.learn : d.learn,
    autoPlay: typeof stored.autoPlay === 'boolean' ? stored.autoPlay : d.autoPlay,
    motion: pick(stored.motion, MOTIONS, d.motion),
    fourColour: typeof stored.fourColour === 'boolean' ? stored.fourColour : d.fourColour,
    lastSetup: cleanLastSetup(stored.lastSetup),
  };
}

export const useSettings = create<SettingsState & SettingsActions>()(
  persist(
    (set) => ({
      ...defaultSettings(),
      setLang: (lang) => set({ lang: pick(lang, LANGS, 'en') }),
      setPace: (pace) => set({ pace: pick(pace, PACES, 'normal') }),
      setLearn: (learn) => set({ learn: !!learn }),
      setAutoPlay: (autoPlay) => set({ autoPlay: !!autoPlay }),
      setMotion: (motion) => set({ motion: pick(motion, MOTIONS, 'system') }),
      setFourColour: (fourColour) => set({ fourColour: !!fourColour }),
      rememberSetup: (game, setup) =>
        set((s) => ({
          lastSetup: {
            ...s.lastSetup,
            [game]: {
              seats: setup.seats.map((seat) => ({ ...seat })),
              options: { ...setup.options },
              ...(setup.allowUndo !== undefined ? { allowUndo: !!setup.allowUndo } : {}),
            },
          },
        })),
    }),
    {
      name: SETTINGS_KEY,
      version: SETTINGS_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): SettingsState => ({
        lang: s.lang, pace: s.pace, learn: s.learn, autoPlay: s.autoPlay, motion: s.motion, fourColour: s.fourColour, lastSetup: s.lastSetup,
      }),
      // Version 0 (or anything unversioned) had no fixed shape: keep what is valid. Version 1
      // had no autoPlay: it gets the default (on), like a new player.
      migrate: (persisted) => sanitizeSettings(persisted),
      // A hand-edited or damaged store must not break the app: validate every field.
      merge: (persisted, current) => ({ ...current, ...sanitizeSettings(persisted) }),
    },
  ),
);
