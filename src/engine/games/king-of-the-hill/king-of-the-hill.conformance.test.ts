// The shared conformance suite over King of the Hill with its own hooks (conformanceHooks.ts),
// over setups chosen to reach every path of a round (every option, skipped ranks, fixed and
// drawn dealers); random legal play checked step by step against an independent reading of the
// spec (reference.ts), two copies of every card; the swap test (exchanging cards a player
// cannot see changes nothing it observes); and the card-play speed through the contract.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, status } from '../../core/match';
import { createRng } from '../../core/rng';
import type { Fact, MatchSetup } from '../../core/types';
import { playout } from '../../testing/builders';
import { checkReplay, checkSwapLeak, exploreMatch } from '../../testing/conformance';
import { kingOfTheHillHooks } from './conformanceHooks';
import { asStrings, RefMatch, refOptions } from './reference';
import type { KothState } from './types';

const GAME = 'king-of-the-hill';

const SETUPS: MatchSetup[] = [
  { players: 5, seed: 'c1', options: { startRank: 'J' } },
  { players: 5, seed: 'c2', dealer: 2, options: { preset: 'tractor', startRank: 'Q' } },
  { players: 5, seed: 'c3', options: { hiddenPartner: true, firstKing: 'firstDeclarer', allowReinforce: true, startRank: '10' } },
  { players: 5, seed: 'c4', dealer: 0, options: { allowInitialPairDeclaration: false, pairFollow: 'strict', reseat: false, suddenDeath: 'shared', startRank: 'Q' } },
  { players: 5, seed: 'c5', options: { declarationTiming: 'anyTime', allowReinforce: true, kittyMultiplier: 'byLead', startRank: 'K' } },
  { players: 5, seed: 'c6', dealer: 4, options: { skipRanks: ['3', '5', '7', '9', 'J'] } },
];

function count(facts: readonly Fact[], seen: Record<string, number>): void {
  for (const f of facts) {
    const key = f.type === 'TRUMP_DECLARED' ? `TRUMP_DECLARED/${String(f.kind)}` : f.type;
    seen[key] = (seen[key] ?? 0) + 1;
  }
}

describe('conformance with King of the Hill hooks', () => {
  const seen: Record<string, number> = {};
  SETUPS.forEach((setup, i) => {
    it(`explores setup ${i + 1} (${JSON.stringify(setup.options ?? {})})`, () => {
      for (const ps of ['a', 'b']) {
        const run = exploreMatch(GAME, setup, `${ps}${i}`, { illegalTries: 3 });
        for (const step of run.steps) count(step.facts, seen);
      }
    }, 300_000);
  });

  it('the explored matches declared, overrode, reseated, played pairs and ended', () => {
    expect(seen['TRUMP_DECLARED/declare']).toBeGreaterThan(20);
    expect(seen['TRUMP_DECLARED/override']).toBeGreaterThan(3);
    expect(seen.RESEATED).toBeGreaterThan(5);
    expect(seen.PAIR_PLAYED).toBeGreaterThan(50);
    expect(seen.GAME_OVER).toBe(SETUPS.length * 2);
  });

  it('observations do not leak: exchanging cards a player cannot see changes nothing it observes', () => {
    let compared = 0;
    for (let k = 0; k < 12; k++) {
      const setup: MatchSetup = {
        players: 5, seed: `leak-${k}`, dealer: k % 5,
        options: { hiddenPartner: k % 3 === 0, declarationTiming: k % 4 === 1 ? 'anyTime' : 'onDeal' },
        deals: [kingOfTheHillHooks.randomDeal!(5, `leak-deal-${k}`)],
      };
      const run = playout(newMatch(GAME, setup), `p${k}`, { maxActions: 200 });
      checkReplay(run.match);
      for (let seat = 0; seat < 5; seat++) {
        const pairs = kingOfTheHillHooks.swapPairs!(setup.deals![0], seat, setup);
        compared += checkSwapLeak(run.match, seat, pairs[(k * 7919 + seat * 31) % pairs.length]);
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 120_000);
});

describe('random legal play against an independent reading of the spec', () => {
  it('the same legal actions for every player at every step, the same trick winners, points and scores', () => {
    const tally: Record<string, number> = { steps: 0, tricks: 0, pairTricks: 0, rounds: 0, sudden: 0 };
    const setups = [...SETUPS, { players: 5, seed: 'r7', options: { startRank: 'K', suddenDeath: 'rounds' } }];
    setups.forEach((setup, i) => {
      for (const ps of ['r1', 'r2', 'r3', 'r4']) {
        const rng = createRng(`ref/${i}/${ps}`);
        let m = newMatch(GAME, { ...setup, seed: `${setup.seed}/${ps}` });
        const ref = new RefMatch(refOptions(setup.options), (m.state as KothState).dealer);
        ref.startRound((m.state as KothState).dealHands, (m.state as KothState).kitty);
        for (let step = 0; step < 40_000 && !status(m).over; step++) {
          const s = m.state as KothState;
          if (ref.waitingForKing) ref.kingDrawn(s.king);
          for (let seat = 0; seat < 5; seat++) {
            expect(asStrings(legalActions(m, seat)), `step ${step} seat ${seat} (${s.phase})`).toEqual(ref.legal(seat).sort());
          }
          const st = status(m);
          const seat = st.toAct[rng.int(st.toAct.length)];
          const legal = legalActions(m, seat);
          // half the matches declare eagerly (overrides and reinforcements), half pass mostly (the King's choice)
          const passes = legal.filter((x) => x.type === 'PASS');
          const declarations = legal.filter((x) => x.type !== 'PASS');
          const eager = ps === 'r1' || ps === 'r3';
          let pool = legal;
          if (passes.length > 0 && declarations.length > 0) pool = rng.int(10) < (eager ? 8 : 1) ? declarations : passes;
          const a = pool[rng.int(pool.length)];
          const r = applyAction(m, seat, a);
          if (!r.ok) throw new Error(r.error.message);
          m = r.match;
          tally.steps++;
          tally[a.type] = (tally[a.type] ?? 0) + 1;
          const events = ref.apply(seat, a);
          if (a.type === 'NEXT_HAND') {
            ref.startRound((m.state as KothState).dealHands, (m.state as KothState).kitty);
            continue;
          }
          const won = r.facts.find((f) => f.type === 'TRICK_WON');
          expect(won ? { winner: won.seat, points: won.points } : undefined, `trick at step ${step}`).toEqual(events.trick);
          if (won) {
            tally.tricks++;
            if ((won.trick as unknown[]).length === 10) tally.pairTricks++;
          }
          const scored = r.facts.find((f) => f.type === 'HAND_SCORED');
          expect(scored ? { c: scored.challengerPoints, steps: scored.steps, nextKing: scored.nextKing } : undefined, `score at step ${step}`).toEqual(events.scored);
          if (scored) {
            tally.rounds++;
            if (ref.contenders.length > 1) tally.sudden++;
          }
          const over = r.facts.find((f) => f.type === 'GAME_OVER');
          expect(over?.winners, `game over at step ${step}`).toEqual(events.winners);
        }
        expect(status(m).over).toBe(true);
      }
    });
    expect(tally.rounds).toBeGreaterThan(40);
    expect(tally.pairTricks).toBeGreaterThan(100);
    expect(tally.sudden).toBeGreaterThan(0);
    for (const type of ['DECLARE_TRUMP', 'OVERRIDE_TRUMP', 'REINFORCE', 'CHOOSE_TRUMP', 'PLAY_PAIR']) expect(tally[type], type).toBeGreaterThan(0);
  }, 600_000);
});
