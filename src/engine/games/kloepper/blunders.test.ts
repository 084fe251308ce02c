// Kloepper's blunder suite (testing/blunders.ts): the positions of blunderCases.ts, where one
// choice clearly loses, which every level and the hint must avoid.
import { describe, it } from 'vitest';
import { checkBlunderCase } from '../../testing/blunders';
import { KLOEPPER_BLUNDER_CASES } from './blunderCases';

describe('Kloepper blunders', () => {
  for (const c of KLOEPPER_BLUNDER_CASES) it(c.name, () => checkBlunderCase(c), 60_000);
});
