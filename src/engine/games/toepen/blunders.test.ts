// Toepen's blunder suite (testing/blunders.ts): the positions of blunderCases.ts, reached from
// fixed deals, where one choice clearly loses. Every level, and the hint, must avoid them.
import { describe, it } from 'vitest';
import { checkBlunderCase } from '../../testing/blunders';
import { TOEPEN_BLUNDER_CASES } from './blunderCases';

describe('Toepen blunders', () => {
  for (const c of TOEPEN_BLUNDER_CASES) it(c.name, () => checkBlunderCase(c), 60_000);
});
