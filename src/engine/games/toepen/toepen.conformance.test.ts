// The shared conformance suite over Toepen with its own hooks (conformanceHooks.ts), over
// setups chosen to reach every path of a deal (exchanges and challenges, each signal mode,
// knocks in and out of turn, folds, everybody folding, bankruptcy, elimination, 2 and 8
// seats); the registry-wide run in testing/ draws its setups at random.
import { describe, expect, it } from 'vitest';
import { newMatch, status } from '../../core/match';
import type { MatchSetup } from '../../core/types';
import { playout } from '../../testing/builders';
import { checkReplay, checkSwapLeak, exploreMatch } from '../../testing/conformance';
import { toepenHooks } from './conformanceHooks';

const SETUPS: MatchSetup[] = [
  { players: 4, seed: 'c1', options: { startingChips: 10 } },
  { players: 3, seed: 'c2', dealer: 2, options: { preset: 'dutch', startingChips: 10, winCondition: 'lastPlayerStanding' } },
  { players: 5, seed: 'c3', options: { signals: 'auto', knockRequiresCover: false, startingChips: 10 } },
  { players: 2, seed: 'c4', dealer: 1, options: { startingChips: 10, nextDealer: 'lastTrickWinner' } },
  { players: 7, seed: 'c5', options: { startingChips: 10, cardOrder: 'dutch', signals: 'manual', winCondition: 'lastPlayerStanding' } },
  { players: 8, seed: 'c6', dealer: 5, options: { startingChips: 10, winnerCollectsStake: false } },
];

describe('conformance with Toepen hooks', () => {
  const seen = { outOfTurnKnocks: 0, allFolded: 0, challenges: 0, folds: 0 };
  SETUPS.forEach((setup, i) => {
    it(`explores setup ${i + 1} (${setup.players} seats, ${JSON.stringify(setup.options)})`, () => {
      for (const ps of ['a', 'b']) {
        const run = exploreMatch('toepen', setup, `${ps}${i}`, { illegalTries: 4 });
        for (const step of run.steps) {
          if (step.action.type === 'KNOCK' && !status(step.before).toAct.includes(step.seat)) seen.outOfTurnKnocks++;
          for (const f of step.facts) {
            if (f.type === 'CHALLENGED') seen.challenges++;
            if (f.type === 'FOLDED') seen.folds++;
            if (f.type === 'KNOCKED' && step.facts.some((g) => g.type === 'HAND_SCORED') && !step.facts.some((g) => g.type === 'TRICK_WON')) seen.allFolded++;
          }
        }
      }
    }, 120_000);
  });

  it('the explored matches knocked out of turn, challenged, folded, and ended deals by everybody folding', () => {
    expect(seen.outOfTurnKnocks).toBeGreaterThan(20);
    expect(seen.challenges).toBeGreaterThan(5);
    expect(seen.folds).toBeGreaterThan(20);
    expect(seen.allFolded).toBeGreaterThan(5);
  });

  it('observations do not leak: exchanging cards a seat cannot see changes nothing it observes', () => {
    let compared = 0;
    for (let k = 0; k < 40; k++) {
      const players = 2 + (k % 7);
      const setup: MatchSetup = {
        players, seed: `leak-${k}`, dealer: k % players,
        options: { startingChips: 10, signals: (['manual', 'auto', 'off'] as const)[k % 3] },
        deals: [toepenHooks.randomDeal!(players, `leak-deal-${k}`)],
      };
      const run = playout(newMatch('toepen', setup), `p${k}`, { maxActions: 400 });
      checkReplay(run.match);
      for (let seat = 0; seat < players; seat++) {
        const pairs = toepenHooks.swapPairs!(setup.deals![0], seat);
        if (pairs.length > 0) compared += checkSwapLeak(run.match, seat, pairs[(k * 7919 + seat * 31) % pairs.length]);
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);
});
