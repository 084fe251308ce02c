// Toepen's solver problem against its rules (testing/solverDiff.ts): 2, 4 and 6 seats, the seed
// and the Dutch rules, short stacks (capped payments, the end of the game, eliminated seats) and
// knocks without cover. Random play knocks and folds a lot, so the positions include folded
// seats, folded cards in the trick and a folded leader's card in the last trick.
import { describe, expect, it } from 'vitest';
import { checkSolverAgainstRules } from '../../testing/solverDiff';
import { isActive } from './rules';
import { toepenOutcome, toepenProblem } from './solverDeal';
import type { ToepenState } from './types';

describe('Toepen solver problem', () => {
  it('plays exactly the rules: seat to move, legal cards, and the chips of the end', () => {
    const seen = { problems: 0, foldedSeat: 0, foldedCard: 0, foldedLead: 0, unsolved: 0 };
    const compared = checkSolverAgainstRules<ToepenState>({
      game: 'toepen',
      setups: [
        { players: 2, seed: 'dd-2', options: { startingChips: 10 } },
        { players: 4, seed: 'dd-4', options: { startingChips: 10, knockRequiresCover: false } },
        { players: 4, seed: 'dd-dutch', options: { preset: 'dutch', startingChips: 10 } },
        { players: 6, seed: 'dd-6', options: { startingChips: 10, winCondition: 'lastPlayerStanding', knockRequiresCover: false } },
      ],
      matches: 10,
      problem: (s, seat) => {
        const p = toepenProblem(s, seat, 4);
        if (s.phase === 'trickPlay' && !s.eliminated[seat]) {
          if (!p) seen.unsolved++;
          else {
            seen.problems++;
            if (!isActive(s, seat)) seen.foldedSeat++;
            if (s.trick.some((c, i) => i > 0 && !isActive(s, c.seat))) seen.foldedCard++;
            if (s.trick.length > 0 && !isActive(s, s.trick[0].seat)) seen.foldedLead++;
          }
        }
        return p;
      },
      outcome: toepenOutcome,
    });
    expect(compared).toBeGreaterThan(1000);
    expect(seen.foldedSeat).toBeGreaterThan(0);
    expect(seen.foldedCard).toBeGreaterThan(0);
    expect(seen.foldedLead).toBeGreaterThan(0);
    // Positions left to the rollouts stay rare.
    expect(seen.unsolved).toBeLessThan(seen.problems / 10);
  }, 120_000);
});
