// A level's search settings for one decision (levels.ts, shaped by the game's SearchShape):
// how many deals, how much solver work, and the clock where the caller gave a budget.
import type { AiOptions } from './heuristic';
import { gameLevel } from './levels';
import type { LevelConfig } from './levels';
import type { PimcConfig } from './pimc';
import type { SearchShape } from './types';

export function pimcConfig(level: LevelConfig, opts: AiOptions, shape: SearchShape = {}, workShare = 1): PimcConfig {
  const samples = shape.exact ? 1 : Math.max(1, Math.round(level.samples * (shape.scale ?? 1)));
  const cfg: PimcConfig = { samples, minSamples: Math.min(samples, level.minSamples), work: level.work * workShare, level: gameLevel(opts.level), inference: level.inference };
  if (!shape.exact && opts.budgetMs !== undefined && opts.now && Number.isFinite(opts.budgetMs)) {
    cfg.deadline = { now: opts.now, at: opts.now() + Math.max(0, opts.budgetMs), maxSamples: samples * level.budgetFactor };
  }
  return cfg;
}
