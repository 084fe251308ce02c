// Lesson progress per game: which lessons are done, and which without a wrong move. One
// versioned localStorage key; unreadable or foreign data counts as no progress, and a full
// or blocked storage keeps the progress for this visit only.
import { useSyncExternalStore } from 'react';

export const LESSONS_KEY = 'trick-table/lessons';
const VERSION = 1;

export interface LessonMark {
  /** completed without one wrong move */
  flawless: boolean;
}
/** game -> lesson id -> its mark (absent: not done) */
export type LessonProgress = Readonly<Record<string, Readonly<Record<string, LessonMark>>>>;

/** The readable part of stored data, or nothing. */
export function sanitizeProgress(raw: unknown): LessonProgress {
  if (!raw || typeof raw !== 'object' || (raw as { v?: unknown }).v !== VERSION) return {};
  const games = (raw as { games?: unknown }).games;
  if (!games || typeof games !== 'object' || Array.isArray(games)) return {};
  const out: Record<string, Record<string, LessonMark>> = {};
  for (const [game, lessons] of Object.entries(games)) {
    if (!lessons || typeof lessons !== 'object' || Array.isArray(lessons)) continue;
    for (const [id, mark] of Object.entries(lessons)) {
      if (!mark || typeof mark !== 'object') continue;
      (out[game] ??= {})[id] = { flawless: (mark as { flawless?: unknown }).flawless === true };
    }
  }
  return out;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): LessonProgress {
  try {
    const text = storage()?.getItem(LESSONS_KEY);
    return text ? sanitizeProgress(JSON.parse(text)) : {};
  } catch {
    return {};
  }
}

let current: LessonProgress | null = null;
const listeners = new Set<() => void>();

export function lessonProgress(): LessonProgress {
  current ??= read();
  return current;
}

/** Marks a lesson done (flawless once is flawless for good); true when the mark changed. */
export function markLessonDone(game: string, id: string, flawless: boolean): boolean {
  const now = lessonProgress();
  const old = now[game]?.[id];
  const mark: LessonMark = { flawless: flawless || !!old?.flawless };
  if (old && old.flawless === mark.flawless) return false;
  current = { ...now, [game]: { ...now[game], [id]: mark } };
  try {
    storage()?.setItem(LESSONS_KEY, JSON.stringify({ v: VERSION, games: current }));
  } catch {
    // storage full or blocked: the mark lasts for this visit
  }
  for (const l of listeners) l();
  return true;
}

/** Forgets the cached copy (tests; another tab's change is read on the next visit). */
export function reloadLessonProgress(): void {
  current = null;
  for (const l of listeners) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useLessonProgress(): LessonProgress {
  return useSyncExternalStore(subscribe, lessonProgress, lessonProgress);
}
