// The shared conformance suite over Tuppi with its own hooks (conformanceHooks.ts), over
// setups chosen to reach every path of a hand (solo with and without the exchange,
// tokens, the traditional preset, early ends); the registry-wide run in testing/ draws
// its setups at random.
import { describe, expect, it } from 'vitest';
import type { MatchSetup } from '../../core/types';
import { newMatch } from '../../core/match';
import { playout } from '../../testing/builders';
import { checkReplay, checkSwapLeak, exploreMatch } from '../../testing/conformance';
import { tuppiHooks } from './conformanceHooks';

const SETUPS: MatchSetup[] = [
  { players: 4, seed: 't1', options: { targetScore: 30 } },
  { players: 4, seed: 't2', dealer: 2, options: { preset: 'traditional', endHandWhenDecided: true, handLimit: 4 } },
  { players: 4, seed: 't3', options: { bidMethod: 'tokens', soloExchange: 'mandatory', soloLength: 3, targetScore: 40 } },
  { players: 4, seed: 't4', dealer: 1, options: { soloExchange: 'off', wipeRule: 'none', handLimit: 3, reviewLastTrick: false } },
];

describe('conformance with Tuppi hooks', () => {
  SETUPS.forEach((setup, i) => {
    it(`explores setup ${i + 1} (${JSON.stringify(setup.options)})`, () => {
      for (const ps of ['a', 'b']) exploreMatch('tuppi', setup, `${ps}${i}`, { illegalTries: 4 });
    }, 60_000);
  });

  it('observations do not leak: exchanging cards a seat cannot see changes nothing it observes', () => {
    let compared = 0;
    for (let k = 0; k < 30; k++) {
      const setup: MatchSetup = {
        players: 4, seed: `leak-${k}`, dealer: k % 4,
        options: { handLimit: 1, soloExchange: k % 3 === 0 ? 'mandatory' : 'optional' },
        deals: [tuppiHooks.randomDeal!(4, `leak-deal-${k}`)],
      };
      const run = playout(newMatch('tuppi', setup), `p${k}`);
      expect(run.over).toBe(true);
      checkReplay(run.match);
      for (let seat = 0; seat < 4; seat++) {
        const pairs = tuppiHooks.swapPairs!(setup.deals![0], seat);
        compared += checkSwapLeak(run.match, seat, pairs[(k * 7919 + seat * 31) % pairs.length]);
      }
    }
    expect(compared).toBeGreaterThan(120);
  }, 60_000);
});
