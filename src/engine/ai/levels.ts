// The AI levels' search settings (see index.ts): a module of their own, so that a game's
// hooks can read a level's settings without importing the AI's entry (which imports them).
import type { AiLevel } from './heuristic';

export interface LevelConfig {
  /** softmax temperature over the moves close to the best, in units of the game's scale (0 = the best) */
  temperature: number;
  /** with a clock: how far past `samples` the level may go while the budget lasts */
  budgetFactor: number;
  /** sample hidden cards weighed by what the other seats' moves reveal (SamplerOptions) */
  inference: boolean;
  /** the most deals each candidate is judged on without a clock */
  samples: number;
  /** the fewest deals, however much work they take: a heavy decision's time is this many deals */
  minSamples: number;
  /** the work (solver nodes) after which no further deal is drawn (pimc.ts) */
  work: number;
  /** how sure (standard errors) the search must be to overrule the careful player's move (index.ts) */
  priorZ: number;
  /** the chance, per card played, that the careful move does not stand and the softmax picks among the close moves */
  lapse: number;
  /** its careful move is played from what a player who does not count cards keeps in mind (GameAi.forget) */
  forgets: boolean;
  /** experiments only: the level whose game settings a custom level takes (gameLevel) */
  base?: AiLevel;
}

/**
 * Chosen by measurement (`npm run bench`, README: duplicate deals against the sparring
 * partner). Hard judges the most deals, reads the other seats' choices and departs from the
 * careful move at half a standard error; normal judges a third as many deals and departs at
 * one. Easy mostly plays the careful move (priorZ 3) and lapses in half its cards to any move
 * the search rates within a tenth of the scale of the best (temperature 1: about evenly
 * among them; GameAi.slip may widen that where the solver judged), and where a game says what
 * a player who does not count cards remembers (GameAi.forget), its careful move is that
 * player's: so it stays below the careful player and never makes an absurd move (the blunder
 * suites). Hard's work cap (2.4 M solver nodes, 0.25–0.4 s on the 2-core VM) and its
 * floor of 6 deals keep its p95 under 500 ms: a heavy decision (Skat's and Tuppi's early
 * tricks, solved from eight left) is judged on fewer deals, not for longer.
 */
export const LEVELS: Readonly<Record<AiLevel, LevelConfig>> = {
  easy: { temperature: 1, budgetFactor: 1, inference: false, samples: 6, minSamples: 4, work: 150_000, priorZ: 3, lapse: 0.5, forgets: true },
  normal: { temperature: 0, budgetFactor: 1, inference: false, samples: 16, minSamples: 8, work: 1_000_000, priorZ: 1, lapse: 0, forgets: false },
  hard: { temperature: 0, budgetFactor: 8, inference: true, samples: 48, minSamples: 6, work: 2_400_000, priorZ: 0.5, lapse: 0, forgets: false },
};

/**
 * The level whose game settings apply (a game's search shape, its solver horizons and the
 * AI's random streams): a level's own name, a custom level's `base` (so an experiment that
 * changes one setting plays hard's deals and seeds otherwise), 'normal' for an unknown name.
 */
export function gameLevel(name: string): AiLevel {
  if (!Object.hasOwn(LEVELS, name)) return 'normal';
  return LEVELS[name as AiLevel].base ?? (name as AiLevel);
}

/** A level's settings by name ('normal''s for an unknown name, as gameLevel). */
export function levelConfig(name: string): LevelConfig {
  return Object.hasOwn(LEVELS, name) ? LEVELS[name as AiLevel] : LEVELS.normal;
}
