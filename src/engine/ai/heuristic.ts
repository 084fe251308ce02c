// The AI's option and decision shapes, and small helpers (action comparison, seeded
// picks). Pure: every bit of chance comes from the Rng the caller passes in.
import type { Rng } from '../core/rng';
import type { Action, Observation } from '../core/types';

export type AiLevel = 'easy' | 'normal' | 'hard';
export interface AiOptions {
  level: AiLevel;
  seed: string;
  /**
   * A time cap for the search, honoured only together with `now` (the engine has no clock
   * of its own). 'hard' then searches until the budget is spent; 'easy' and 'normal' stop
   * at their fixed amount of search or at the budget, whichever comes first. Without both,
   * every level does a fixed amount of search: the same inputs give the same action.
   */
  budgetMs?: number;
  /** a monotonic clock in milliseconds (e.g. performance.now), supplied by the worker */
  now?: () => number;
}

/** A move with the tutor's reason: `reasonKey` is an i18n key, `params` fill it in. */
export interface Decision {
  action: Action;
  reasonKey: string;
  params?: Record<string, string | number>;
  /** the best other choice, where the reason compares with it (the tutor words it) */
  alternative?: Action;
}

export interface PolicyContext {
  level: AiLevel;
  rng: Rng;
}

/** A policy without search: reads the observation only. */
export type Policy<O extends Observation = Observation> = (obs: O, ctx: PolicyContext) => Decision;

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Structural equality of two actions (plain JSON). */
export function sameAction(a: Action, b: Action): boolean {
  return sameValue(a, b);
}

/** The entry of `legal` equal to `a`, or undefined. */
export function findLegal(legal: readonly Action[], a: Action | undefined): Action | undefined {
  if (!a) return undefined;
  return legal.find((l) => sameAction(l, a));
}

export function pick<T>(items: readonly T[], rng: Rng): T {
  return items[rng.int(items.length)];
}

/** `k` distinct items drawn uniformly from `pool` (partial Fisher–Yates on a copy). */
export function sample<T>(pool: readonly T[], k: number, rng: Rng): T[] {
  const a = pool.slice();
  const n = Math.min(k, a.length);
  for (let i = 0; i < n; i++) {
    const j = i + rng.int(a.length - i);
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
  return a.slice(0, n);
}

/** The first item with the highest score (stable: earlier items win ties). */
export function argmax<T>(items: readonly T[], score: (x: T) => number): T {
  let best = items[0];
  let bestScore = -Infinity;
  for (const x of items) {
    const s = score(x);
    if (s > bestScore) {
      best = x;
      bestScore = s;
    }
  }
  return best;
}
