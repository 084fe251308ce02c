// The tutor's reasons in tests: a reason must have a text, and every placeholder of that text
// a value (the choice it compares with, `alternative`, is an action the UI names itself).
import { expect } from 'vitest';
import type { Decision } from '../ai/heuristic';

export function expectWorded(h: Decision, texts: Readonly<Record<string, string>>): void {
  const text = texts[h.reasonKey];
  expect(text, h.reasonKey).toBeTypeOf('string');
  const values: Record<string, unknown> = { ...h.params, ...(h.alternative ? { alternative: h.alternative } : {}) };
  for (const p of text.match(/\{\{(\w+)\}\}/g) ?? []) expect(values[p.slice(2, -2)], `${h.reasonKey} ${p}`).toBeDefined();
}
