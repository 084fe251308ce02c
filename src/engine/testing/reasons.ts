// The tutor's reasons in tests: a reason's key must be declared (ai/index.ts HINT_PARAMS or
// the game's codes.ts), and every param declared for it must have a value (the choice it
// compares with, `alternative`, is an action the UI names itself). That the catalogues word
// every declared key with those params only is src/registration.test.ts's part.
import { expect } from 'vitest';
import { chooseAction, hint } from '../ai/index';
import type { AiOptions, Decision } from '../ai/heuristic';
import type { GameId, Observation } from '../core/types';
import { hintParamsOf } from './codes';

export function expectDeclared(h: Decision, game: GameId): void {
  const declared = hintParamsOf(game)[h.reasonKey];
  expect(declared, `${game}: ${h.reasonKey} is not declared`).toBeDefined();
  const values: Record<string, unknown> = { ...h.params, ...(h.alternative ? { alternative: h.alternative } : {}) };
  for (const p of declared) expect(values[p], `${h.reasonKey} ${p}`).toBeDefined();
}

/**
 * One AI decision as every level's tests want it: the hint's move is legal, is the move the
 * AI plays (asked again from a copy of the observation: the same inputs, the same move) and
 * gives a declared reason. Returns the hint, for tallies of its reasons.
 */
export function expectSoundDecision(obs: Observation, game: GameId, opts: AiOptions): Decision {
  const h = hint(obs, opts);
  expect(obs.legal).toContainEqual(h.action);
  expect(chooseAction(structuredClone(obs), opts), `${opts.level} (${obs.phase})`).toEqual(h.action);
  expectDeclared(h, game);
  return h;
}
