// Post-hand analysis ("could I have done better?"): one decision a person made, judged by the
// same search as the AI's move, on that person's own observation at the time. The search
// values the move made and every move the AI would consider over the same sampled deals; the
// cost is what the move made gives up against the best of them, in the game's units.
import { createRng } from '../core/rng';
import type { Action, Observation } from '../core/types';
import { games } from '../registry';
import { gameAis } from './games';
import type { AiOptions } from './heuristic';
import { findLegal, sameAction } from './heuristic';
import { LEVELS } from './levels';
import { pairedSe, pimc } from './pimc';
import type { PimcHooks } from './pimc';
import { pimcConfig } from './searchConfig';

export interface MoveReview {
  /** the move the search rates best (the move made, where nothing beats it) */
  best: Action;
  /** what the move made gives up against `best` on average, in the game's units (0 or more) */
  cost: number;
  /** the cost is real: above the noise of the deals judged and a visible share of the game's scale */
  costly: boolean;
  /** deals judged (0: nothing to judge, a forced move) */
  n: number;
}

/** A cost below this share of the game's scale (AI unitScale) is not worth a mention. */
const MATERIAL_SHARE = 0.05;
/** …nor one within this many standard errors of their difference over the same deals (at least). */
const SURE_Z = 2;

/**
 * Judges `action` (one of `obs.legal`) against the moves the search considers there, at the
 * given level (the analysis asks hard). A pure function of (observation, action, level, seed).
 */
export function reviewMove(obs: Observation, action: Action, opts: AiOptions): MoveReview {
  const made = findLegal(obs.legal, action);
  if (!made) throw new Error(`${JSON.stringify(action)} is not one of the seat's legal moves`);
  const def = games[obs.game];
  const ai = gameAis[obs.game];
  const forced = { best: made, cost: 0, costly: false, n: 0 };
  if (!def || !ai || obs.legal.length === 1) return forced;
  const level = LEVELS[opts.level] ?? LEVELS.hard;
  // The moves the AI would weigh here (a game may narrow them), and always the move made.
  const shape = ai.searchShape?.(obs, opts.level);
  const narrowed = shape?.candidates?.map((a) => findLegal(obs.legal, a)).filter((a): a is Action => a !== undefined) ?? [...obs.legal];
  const candidates = narrowed.some((a) => sameAction(a, made)) ? narrowed : [...narrowed, made];
  if (candidates.length === 1) return forced;
  const rng = createRng(`${opts.seed}/ai/review`);
  const values = pimc(def, ai as unknown as PimcHooks<unknown>, { ...obs, legal: candidates }, candidates, pimcConfig(level, opts, shape, ai.workShare), rng);
  const own = values.find((v) => sameAction(v.action, made))!;
  const top = values.reduce((a, b) => (b.mean > a.mean ? b : a));
  if (top === own || top.mean <= own.mean) return { best: made, cost: 0, costly: false, n: own.n };
  const cost = top.mean - own.mean;
  // One deal solved exactly (Supertrump's open endgame) has no noise to weigh. Elsewhere a move
  // is costly only where the AI itself would depart from it (its careful move stands within
  // priorZ standard errors, index.ts), so a move the AI would make is never flagged.
  const z = Math.max(SURE_Z, shape?.priorZ ?? ai.priorZ?.[opts.level] ?? level.priorZ);
  const noise = shape?.exact ? 0 : z * pairedSe(top, own);
  const costly = cost > noise && cost >= MATERIAL_SHARE * (ai.unitScale ?? 1);
  return { best: structuredClone(top.action), cost, costly, n: own.n };
}
