// The blunder suites (games/<id>/blunders.test.ts): positions where one choice is clearly
// right or one clearly loses, reached through the engine contract from a fixed deal. Every
// AI level, and the tutor's hint, must avoid the blunders: easy may choose a weaker move,
// never an absurd one. The cases' shape is blunderCase.ts (no test runner in it: the built
// app's end-to-end test plays the same positions, e2e/blunder-hints.spec.ts).
import { expect } from 'vitest';
import { observe, status } from '../core/match';
import type { Observation } from '../core/types';
import { chooseAction, chooseOptionalAction, hint } from '../ai';
import type { AiLevel } from '../ai';
import { sameAction } from '../ai/heuristic';
import { positionOf } from './blunderCase';
import type { BlunderCase } from './blunderCase';

export const LEVELS_TESTED: readonly AiLevel[] = ['easy', 'normal', 'hard'];
/** Seeds per level: the levels' choices are seeded, a blunder must be avoided with every one. */
export const SEEDS = ['b1', 'b2', 'b3'];

/** Checks one case: the position is real, the blunder is possible and another move is not one, and nobody plays it. */
export function checkBlunderCase(c: BlunderCase, levels: readonly AiLevel[] = c.levels ?? LEVELS_TESTED, seeds: readonly string[] = SEEDS): void {
  let obs: Observation;
  if (c.observation) obs = c.observation();
  else {
    const m = positionOf(c);
    obs = observe(m, c.seat);
    if (!c.optional) expect(status(m).toAct, `${c.name}: it is seat ${c.seat}'s turn`).toContain(c.seat);
  }
  expect(obs.seat).toBe(c.seat);
  expect(obs.legal.length, `${c.name}: seat ${c.seat} has something to decide`).toBeGreaterThan(0);
  const options = c.optional ? [...obs.legal, { type: 'NONE' }] : obs.legal;
  expect(options.some((a) => c.blunder(a)), `${c.name}: the blunder is one of the choices`).toBe(true);
  expect(options.some((a) => !c.blunder(a)), `${c.name}: there is a choice that is not a blunder`).toBe(true);
  for (const level of levels) {
    for (const seed of seeds) {
      const a = c.optional
        ? (chooseOptionalAction(obs, { level, seed }) ?? { type: 'NONE' })
        : chooseAction(obs, { level, seed });
      expect(c.blunder(a), `${c.name}: ${level} (seed ${seed}) chose ${JSON.stringify(a)}`).toBe(false);
    }
  }
  if (!c.optional) {
    const h = hint(obs, { level: 'hard', seed: 'blunder-hint' });
    expect(c.blunder(h.action), `${c.name}: the hint says ${JSON.stringify(h.action)}`).toBe(false);
    expect(obs.legal.some((a) => sameAction(a, h.action))).toBe(true);
  }
}
