// Kloepper's solver problem against its rules (testing/solverDiff.ts): partnership, called and
// solo deals, knocked and knocked off, a custom score table and the literal knock-off rule, from
// random positions of trick play; every seat's problem played out card by card.
import { describe, expect, it } from 'vitest';
import { status } from '../../core/match';
import { checkSolverAgainstRules } from '../../testing/solverDiff';
import { kloepperOutcome, kloepperProblem } from './solverDeal';
import type { KloepperState } from './types';

describe('Kloepper solver problem', () => {
  it('plays exactly the rules: seat to move, legal cards, trick winners and the score of the end', () => {
    const seen = { solo: 0, called: 0, knocked: 0, fromStart: 0 };
    const compared = checkSolverAgainstRules<KloepperState>({
      game: 'kloepper',
      setups: [
        { players: 4, seed: 'dd-1', options: { targetScore: 100 } },
        { players: 4, seed: 'dd-2', options: { targetScore: 100, knockOffRule: 'literal', scoreTable: { partnership: { winMin: 55, oppSchneiderMax: 20 }, solo: { win: 5 } } } },
        { players: 4, seed: 'dd-3', options: { targetScore: 100, requireCalledSuitInHand: true } },
      ],
      matches: 8,
      problem: (s, seat) => {
        const p = kloepperProblem(s, seat, 6);
        if (p) {
          if (s.partnership === 'SOLO') seen.solo++;
          if (s.partnership === 'CALLED') seen.called++;
          if (s.knock !== 'NONE') seen.knocked++;
          if (s.trickNo === 1) seen.fromStart++;
        }
        return p;
      },
      outcome: kloepperOutcome,
      // knock window 2 between tricks 1 and 2: the solver plays on, the table passes
      between: (m) => (status(m).phase === 'knockWindow' ? { seat: status(m).toAct[0], action: { type: 'PASS' } } : null),
    });
    expect(compared).toBeGreaterThan(5_000);
    expect(seen.solo).toBeGreaterThan(20);
    expect(seen.called).toBeGreaterThan(50);
    expect(seen.knocked).toBeGreaterThan(200);
    expect(seen.fromStart).toBeGreaterThan(100);
  }, 120_000);

  it('leaves the position to the rollouts while the called ace must still follow its suit', () => {
    const s = { phase: 'trickPlay', trickNo: 2, options: { calledAceMustFollow: true }, call: { seat: 0, card: 'AH' }, hands: [[], ['AH'], [], []] } as unknown as KloepperState;
    expect(kloepperProblem(s, 0, 6)).toBeNull();
  });
});
