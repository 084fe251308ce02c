// Optional actions (an action a seat may take although the game does not wait for it, e.g.
// Toepen's knock outside the knocker's turn): a game's `optionalAction` hook decides, and
// may judge its choices with `simulateChoices` — flat Monte Carlo over the game's own rules,
// with its sampler (fair: the observation only) and its playout policy.
import { createRng } from '../core/rng';
import type { Rng } from '../core/rng';
import type { Action, GameDefinition, Observation, Seat, Step } from '../core/types';
import type { GameAi, SamplerOptions } from './types';

/** One choice (an action, or null = do nothing) and its mean value over the samples. */
export interface ChoiceValue<T = number> {
  choice: Action | null;
  mean: number;
  /** per sample, whatever `measure` returned (for the game's own statistics) */
  outcomes: T[];
}

type Rules<S> = Pick<GameDefinition<S, Observation>, 'legal' | 'apply'>;

function step<S>(rules: Rules<S>, s: S, seat: Seat, a: Action): S {
  const r = rules.apply(s, seat, a) as Step<S> | { ok: false; error: { code: string } };
  if (!r.ok) throw new Error(`optional: the game refused its own legal action ${a.type} (${r.error.code})`);
  return r.state;
}

/** Plays `s` to a terminal state with the game's playout policy. */
export function playOut<S, O extends Observation>(rules: Rules<S>, ai: GameAi<S, O>, s: S, rng: Rng): S {
  let cur = s;
  while (!ai.isTerminal(cur)) {
    const seat = ai.actor(cur);
    const legal = rules.legal(cur, seat);
    cur = step(rules, cur, seat, legal.length === 1 ? legal[0] : ai.playoutPolicy(cur, seat, legal, rng));
  }
  return cur;
}

/**
 * Each of `samples` states drawn from the observation is played out once per choice: the
 * choice applied for `obs.seat` first (null: nothing), then the playout policy to the end
 * of the hand. Every choice sees the same sampled state and the same chance stream (common
 * random numbers), so the comparison measures the choice, not the luck of the deal.
 * `measure(final)` gives a number (the mean) or `{ value, … }` kept in `outcomes`; `sampling`
 * goes to the game's sampler.
 */
export function simulateChoices<S, O extends Observation, T extends number | { value: number } = number>(
  rules: Rules<S>, ai: GameAi<S, O>, obs: O, choices: readonly (Action | null)[], samples: number, rng: Rng,
  measure: (final: S) => T, sampling: SamplerOptions = {},
): ChoiceValue<T>[] {
  const sample = ai.sampler(obs, sampling);
  const out: ChoiceValue<T>[] = choices.map((choice) => ({ choice, mean: 0, outcomes: [] }));
  for (let i = 0; i < samples; i++) {
    const s = sample(rng);
    const stream = `optional/${rng.int(0x7fffffff)}`;
    out.forEach((c) => {
      const start = c.choice ? step(rules, s, obs.seat, c.choice) : s;
      const m = measure(playOut(rules, ai, start, createRng(stream)));
      c.outcomes.push(m);
      c.mean += (typeof m === 'number' ? m : m.value) / samples;
    });
  }
  return out;
}
