// The AI's public entry (ARCHITECTURE.md): a pure function of (observation, level, seed).
import type { Action, Observation } from '../core/types';

export type AiLevel = 'easy' | 'normal' | 'hard';
export interface AiOptions {
  level: AiLevel;
  seed: string;
  budgetMs?: number;
}

export function chooseAction(obs: Observation, _opts: AiOptions): Action {
  // Placeholder until the heuristic lands: the first legal action.
  const a = obs.legal[0];
  if (!a) throw new Error(`Seat ${obs.seat} has nothing to do.`);
  return a;
}
