// One-step checks the games' rules tests share, in the words of the specs' examples:
// `s: A ✗` (refused with a code; the match exactly as it was). `s: A ✓` is builders.ts's `ok`
// (no test runner there: the test drivers build the blunder positions the built app opens too).
import { expect } from 'vitest';
import { applyAction } from '../core/match';
import type { Action, Match, Seat } from '../core/types';
import { deepFreeze } from './builders';


/** `s: A ✗`: refused with `code` (or one of `code`), with a message, and the match is exactly as it was. */
export function refused(m: Match, seat: Seat, action: unknown, code: string | string[]): void {
  const before = structuredClone(m);
  deepFreeze(m);
  const r = applyAction(m, seat, action as Action);
  expect(r.ok, `${JSON.stringify(action)} by seat ${seat} should be refused`).toBe(false);
  if (r.ok) return;
  const codes = Array.isArray(code) ? code : [code];
  expect(codes, `code for ${JSON.stringify(action)} by seat ${seat}: ${r.error.message}`).toContain(r.error.code);
  expect(r.error.message.length).toBeGreaterThan(0);
  expect(m).toEqual(before);
}
