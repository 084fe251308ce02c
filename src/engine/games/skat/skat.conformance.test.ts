// The shared conformance suite over Skat with Skat's own hooks (conformanceHooks.ts):
// card conservation, no hidden card in observations or facts, score invariants, and the
// swap test for leaks, over setups chosen to reach every end of a deal (the registry-wide
// run in testing/ draws its setups at random).
import { describe, expect, it } from 'vitest';
import { newMatch } from '../../core/match';
import type { MatchSetup } from '../../core/types';
import { playout } from '../../testing/builders';
import { checkReplay, checkSwapLeak, exploreMatch } from '../../testing/conformance';
import { skatHooks } from './conformanceHooks';

const SETUPS: MatchSetup[] = [
  { players: 3, seed: 'c1', options: { handsPerGame: 3 } },
  { players: 3, seed: 'c2', dealer: 2, options: { handsPerGame: 2, allPass: 'ramsch', scoring: 'tournament' } },
  { players: 3, seed: 'c3', options: { handsPerGame: 2, preset: 'seed', allowSurrender: false, reviewLastTrick: false } },
  { players: 3, seed: 'c4', options: { handsPerGame: 1, allPass: 'ramsch', ramschSkatTo: 'loser', auctionRoles: 'seed' } },
];

describe('conformance with Skat hooks', () => {
  SETUPS.forEach((setup, i) => {
    it(`explores setup ${i + 1} (${JSON.stringify(setup.options)})`, () => {
      for (const ps of ['a', 'b', 'c']) exploreMatch('skat', setup, `${ps}${i}`, { illegalTries: 4 });
    }, 60_000);
  });

  it('a default match of 12 deals ends under random play, well within its bound', () => {
    for (const ps of ['x', 'y', 'z', 'w']) {
      const run = playout(newMatch('skat', { players: 3, seed: `long-${ps}` }), ps, { maxActions: 1440 });
      expect(run.over).toBe(true);
      checkReplay(run.match);
    }
  });

  it('observations do not leak: exchanging cards a seat cannot see changes nothing it observes', () => {
    let compared = 0;
    for (let k = 0; k < 40; k++) {
      const setup: MatchSetup = {
        players: 3, seed: `leak-${k}`, dealer: k % 3,
        options: { handsPerGame: 1, allPass: k % 2 ? 'ramsch' : 'throwIn' },
        deals: [skatHooks.randomDeal!(3, `leak-deal-${k}`)],
      };
      const run = playout(newMatch('skat', setup), `p${k}`);
      for (let seat = 0; seat < 3; seat++) {
        const pairs = skatHooks.swapPairs!(setup.deals![0], seat);
        compared += checkSwapLeak(run.match, seat, pairs[(k * 7919 + seat * 31) % pairs.length]);
      }
    }
    expect(compared).toBeGreaterThan(120);
  }, 60_000);
});
