// The shared conformance suite over Queen's Dungeon with its own hooks (conformanceHooks.ts),
// over setups chosen to reach every path of a deal (three and four seats, every removed two,
// the dealer leading, no obligation to trump, 'voidHand', the dungeon trick outside the
// contract, 'shared' wins, no review of the last trick, the cut for the first dealer); the
// registry-wide run in testing/ draws its setups at random.
import { describe, expect, it } from 'vitest';
import { legalActions, newMatch, status } from '../../core/match';
import { createRng } from '../../core/rng';
import type { Fact, MatchSetup } from '../../core/types';
import { deepFreeze, playout, randomChoice } from '../../testing/builders';
import {
  checkAccepted, checkConsistency, checkHistory, checkHooks, checkOracle, checkReplay, checkSwapLeak, exploreMatch,
} from '../../testing/conformance';
import { queensDungeonHooks } from './conformanceHooks';

const SETUPS: MatchSetup[] = [
  { players: 4, seed: 'c1' },
  { players: 3, seed: 'c2', dealer: 2, options: { removedTwo: '2S', firstLead: 'dealer', targetScore: 400 } },
  { players: 4, seed: 'c3', options: { mustTrump: false, dungeonTrickScoring: 'voidHand', reviewLastTrick: false, targetScore: 300 } },
  { players: 3, seed: 'c4', options: { removedTwo: '2H', dungeonTrickCountsForContract: false, tieBreak: 'shared', targetScore: 300 } },
  { players: 4, seed: 'c5', dealer: 1, options: { removedTwo: '2D', tieBreak: 'shared', targetScore: 60 } },
  { players: 3, seed: 'c6', options: { removedTwo: '2D', reviewLastTrick: false, dungeonTrickScoring: 'voidHand', targetScore: 300 } },
];

describe("conformance with Queen's Dungeon hooks", () => {
  const seen = { trumpChanges: 0, dungeons: 0, keys: 0, cuts: 0 };
  SETUPS.forEach((setup, i) => {
    it(`explores setup ${i + 1} (${setup.players} seats, ${JSON.stringify(setup.options)})`, () => {
      for (const ps of ['a', 'b']) {
        const run = exploreMatch('queens-dungeon', setup, `${ps}${i}`, { illegalTries: 4 });
        for (const step of run.steps) count(step.facts);
        if (setup.dealer === undefined) seen.cuts++;
      }
    }, 120_000);
  });

  // Random play rarely puts three queens in one trick: these matches play a queen whenever one
  // is legal (nine times in ten), with every check of exploreMatch at every step.
  const QUEEN_HUNGRY: MatchSetup[] = [
    { players: 4, seed: 'q1' },
    { players: 3, seed: 'q2', options: { removedTwo: '2H', dungeonTrickScoring: 'voidHand', targetScore: 400 } },
    { players: 4, seed: 'q3', options: { dungeonTrickCountsForContract: false, reviewLastTrick: false, mustTrump: false, targetScore: 400 } },
  ];
  QUEEN_HUNGRY.forEach((setup, i) => {
    it(`explores queen-heavy play ${i + 1} (${setup.players} seats, ${JSON.stringify(setup.options)})`, () => {
      for (const ps of ['a', 'b']) hungry(setup, `${ps}${i}`);
    }, 120_000);
  });

  function hungry(setup: MatchSetup, playSeed: string): void {
    const m = newMatch('queens-dungeon', deepFreeze(structuredClone(setup)));
    const rng = createRng(`hungry/${playSeed}/illegal`);
    const seenActions: Parameters<typeof checkOracle>[2] = [];
    const visit = (cur: typeof m): void => {
      deepFreeze(cur);
      checkConsistency(cur);
      checkHooks(cur);
      checkOracle(cur, rng, seenActions, 3);
    };
    visit(m);
    const run = playout(m, `hungry/${playSeed}`, {
      maxActions: 20_000,
      freeze: true,
      choose: (cur, r) => {
        const seat = status(cur).toAct[0];
        const queens = legalActions(cur, seat).filter((a) => a.type === 'PLAY' && String(a.card).startsWith('Q'));
        return queens.length > 0 && r.int(10) > 0 ? { seat, action: queens[r.int(queens.length)] } : randomChoice(cur, r);
      },
      onStep: (step) => {
        checkAccepted(step.before, step.after, step.facts, step.seat, step.action);
        checkHistory(step.before, step.after, step.facts);
        visit(step.after);
        count(step.facts);
      },
    });
    expect(run.over).toBe(true);
    checkReplay(run.match);
  }

  function count(facts: readonly Fact[]): void {
    for (const f of facts) {
      if (f.type === 'TRUMP_CHANGED') seen.trumpChanges++;
      if (f.type === 'DUNGEON_CHOSEN') seen[f.kind === 'key' ? 'keys' : 'dungeons']++;
    }
  }

  it('the explored matches changed trump, went to the dungeon and lost the key', () => {
    expect(seen.trumpChanges).toBeGreaterThan(40);
    expect(seen.dungeons).toBeGreaterThan(20);
    expect(seen.keys).toBeGreaterThan(5);
    expect(seen.cuts).toBeGreaterThan(0);
  });

  it('observations do not leak: exchanging cards a seat cannot see changes nothing it observes', () => {
    let compared = 0;
    for (let k = 0; k < 24; k++) {
      const players = 3 + (k % 2);
      const setup: MatchSetup = {
        players, seed: `leak-${k}`, dealer: k % players,
        options: { reviewLastTrick: k % 3 !== 0, mustTrump: k % 4 !== 1, targetScore: 100 },
        deals: [queensDungeonHooks.randomDeal!(players, `leak-deal-${k}`)],
      };
      const run = playout(newMatch('queens-dungeon', setup), `p${k}`, { maxActions: 200 });
      checkReplay(run.match);
      for (let seat = 0; seat < players; seat++) {
        const pairs = queensDungeonHooks.swapPairs!(setup.deals![0], seat);
        if (pairs.length > 0) compared += checkSwapLeak(run.match, seat, pairs[(k * 7919 + seat * 31) % pairs.length]);
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);
});
