// King of the Hill's blunder suite (testing/blunders.ts): the positions of blunderCases.ts, where
// one choice clearly loses, which every level and the hint must avoid.
import { describe, it } from 'vitest';
import { checkBlunderCase } from '../../testing/blunders';
import { KOTH_BLUNDER_CASES } from './blunderCases';

describe('King of the Hill blunders', () => {
  for (const c of KOTH_BLUNDER_CASES) it(c.name, () => checkBlunderCase(c), 120_000);
});
