// Easy's choice by feel (index.ts): among the moves the search rates close to the best, a
// softmax over their means, as a person confuses near-equal moves but never an absurd one.
import type { Rng } from '../core/rng';
import type { CandidateValue } from './pimc';

/**
 * A move worse than the best by more than this share of the game's scale is never the noisy
 * choice (unless the game sets its own `slip`): easy confuses close moves, as a person does,
 * but never makes an absurd one.
 */
export const NEAR_SHARE = 0.1;

/** Softmax over mean values in game units among the moves within `near` of the best: near-equal moves are often confused. */
export function noisyValue(values: readonly CandidateValue[], temperature: number, near: number, rng: Rng): CandidateValue {
  const top = Math.max(...values.map((v) => v.mean));
  const weights = values.map((v) => (v.mean >= top - near ? Math.exp((v.mean - top) / temperature) : 0));
  let x = rng.next() * weights.reduce((a, b) => a + b, 0);
  let last = 0;
  for (let i = 0; i < values.length; i++) {
    if (weights[i] === 0) continue;
    last = i;
    x -= weights[i];
    if (x <= 0) return values[i];
  }
  return values[last]; // rounding left a sliver: the last near move, never a far one
}
