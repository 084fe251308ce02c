// Skat's solver problem against its rules (testing/solverDiff.ts), over every contract kind.
import { describe, expect, it } from 'vitest';
import { checkSolverAgainstRules } from '../../testing/solverDiff';
import { skatOutcome, skatProblem } from './solverDeal';
import type { SkatState } from './types';

describe('Skat solver problem', () => {
  it('plays exactly the rules: seat to move, legal cards, and the score of the end', () => {
    const kinds = new Set<string>();
    const compared = checkSolverAgainstRules<SkatState>({
      game: 'skat',
      setups: [
        { players: 3, seed: 'dd-classic', options: { handsPerGame: 3 } },
        { players: 3, seed: 'dd-tournament', options: { handsPerGame: 3, scoring: 'tournament' } },
        { players: 3, seed: 'dd-ramsch', options: { handsPerGame: 3, allPass: 'ramsch' } },
      ],
      matches: 25,
      problem: (s, seat) => {
        const p = skatProblem(s, seat, 10);
        const c = s.contract;
        if (p) kinds.add(s.ramsch ? 'ramsch' : c!.type !== 'null' && (c!.ouvert || c!.schwarzAnnounced) ? `${c!.type} schwarz` : c!.type);
        return p;
      },
      outcome: skatOutcome,
      // Bids are many legal actions and a pass only one: pass half the time, so that every
      // kind of deal comes up (Ramsch needs three passes).
      steer: (legal, rng) => {
        const pass = legal.find((a) => a.type === 'PASS');
        return pass && rng.int(2) === 0 ? pass : legal[rng.int(legal.length)];
      },
      // Schwarz (every trick, unannounced) scores a level the point bands do not tell apart.
      // Ramsch's score is approximated by bands of the seat's own points.
      coarse: (s) => {
        if (s.ramsch) return true;
        const r = s.history[s.history.length - 1];
        if (r?.kind !== 'game' || r.contract === null || r.contract.type === 'null' || r.contract.schwarzAnnounced || r.contract.ouvert) return false;
        const taken = s.tricksWon[r.declarer!];
        return taken === 0 || taken === 10;
      },
    });
    expect(compared).toBeGreaterThan(500);
    expect([...kinds].sort()).toEqual(['grand', 'grand schwarz', 'null', 'ramsch', 'suit', 'suit schwarz']);
  });
});
