// The tutor's reasons in tests: a reason's key must be declared (ai/index.ts HINT_PARAMS or
// the game's codes.ts), and every param declared for it must have a value (the choice it
// compares with, `alternative`, is an action the UI names itself). That the catalogues word
// every declared key with those params only is src/registration.test.ts's part.
import { expect } from 'vitest';
import type { Decision } from '../ai/heuristic';
import type { GameId } from '../core/types';
import { hintParamsOf } from './codes';

export function expectDeclared(h: Decision, game: GameId): void {
  const declared = hintParamsOf(game)[h.reasonKey];
  expect(declared, `${game}: ${h.reasonKey} is not declared`).toBeDefined();
  const values: Record<string, unknown> = { ...h.params, ...(h.alternative ? { alternative: h.alternative } : {}) };
  for (const p of declared) expect(values[p], `${h.reasonKey} ${p}`).toBeDefined();
}
