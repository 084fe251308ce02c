// The shared conformance suite over Ascot with its own hooks (conformanceHooks.ts), over setups
// chosen to reach every path of a match (every option, the handicap object, fixed and drawn
// dealers and sides); random legal play checked step by step against an independent reading of
// the spec (reference.ts); and the swap test: exchanging cards a seat cannot see changes nothing
// it observes. The registry-wide run in testing/ draws its setups at random.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, observe, status } from '../../core/match';
import { createRng } from '../../core/rng';
import type { Fact, MatchSetup } from '../../core/types';
import { playout } from '../../testing/builders';
import { checkReplay, checkSwapLeak, exploreMatch } from '../../testing/conformance';
import { ascotHooks } from './conformanceHooks';
import { asStrings, RefDeal } from './reference';
import type { AscotObservation, AscotState } from './types';

const SETUPS: MatchSetup[] = [
  { players: 2, seed: 'c1' },
  { players: 2, seed: 'c2', dealer: 0, options: { seat0Side: 'red', trumpFromFirstUpcard: true, confirmDraws: true } },
  { players: 2, seed: 'c3', options: { matchMode: 'marathon', races: 3, tieBreak: 'deadHeat', reviewLastTrick: true } },
  { players: 2, seed: 'c4', dealer: 1, options: { matchMode: 'marathonCarryOver', races: 3, maxMovesPerDeal: 3, handicapAC: 2 } },
  { players: 2, seed: 'c5', options: { seat0Side: 'black', handicap: { AS: 1, AC: 0, AH: 6, AD: 2 }, maxMovesPerDeal: 1, matchMode: 'marathon', races: 2 } },
  { players: 2, seed: 'c6', options: { matchMode: 'marathonCarryOver', races: 2, confirmDraws: true, trumpFromFirstUpcard: true, handicapAH: 3 } },
];

function count(facts: readonly Fact[], seen: Record<string, number>): void {
  for (const f of facts) seen[f.type] = (seen[f.type] ?? 0) + 1;
}

describe('conformance with Ascot hooks', () => {
  const seen: Record<string, number> = {};
  SETUPS.forEach((setup, i) => {
    it(`explores setup ${i + 1} (${JSON.stringify(setup.options ?? {})})`, () => {
      for (const ps of ['a', 'b', 'c']) {
        const run = exploreMatch('ascot', setup, `${ps}${i}`, { illegalTries: 4 });
        for (const step of run.steps) count(step.facts, seen);
      }
    }, 120_000);
  });

  it('the explored matches moved horses, hit the limit, drew and ended', () => {
    expect(seen.HORSE_ADVANCED).toBeGreaterThan(100);
    expect(seen.HORSE_AT_LIMIT).toBeGreaterThan(10);
    expect(seen.DREW).toBeGreaterThan(200);
    expect(seen.STAGE_TWO).toBeGreaterThan(20);
    expect(seen.GAME_OVER).toBe(SETUPS.length * 3);
  });

  it('observations do not leak: exchanging cards a seat cannot see changes nothing it observes', () => {
    let compared = 0;
    for (let k = 0; k < 30; k++) {
      const setup: MatchSetup = {
        players: 2, seed: `leak-${k}`, dealer: k % 2,
        options: { confirmDraws: k % 3 === 0, trumpFromFirstUpcard: k % 4 === 0, reviewLastTrick: k % 5 === 0 },
        deals: [ascotHooks.randomDeal!(2, `leak-deal-${k}`)],
      };
      const run = playout(newMatch('ascot', setup), `p${k}`, { maxActions: 20 + k * 2 });
      checkReplay(run.match);
      for (const seat of [0, 1]) {
        const pairs = ascotHooks.swapPairs!(setup.deals![0], seat);
        compared += checkSwapLeak(run.match, seat, pairs[(k * 7919 + seat * 31) % pairs.length]);
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);
});

/** The handicap as the spec words it, from any of the setups' options. */
function starts(options: Record<string, unknown> = {}): Record<string, number> {
  const table = (options.handicap ?? {}) as Record<string, number>;
  return Object.fromEntries(['AS', 'AC', 'AH', 'AD'].map((a) => [a, table[a] ?? (options[`handicap${a}`] as number | undefined) ?? 0]));
}

describe('random legal play against an independent reading of the spec', () => {
  it('the same legal actions for every seat at every step, the same trick winners, horses and race results', () => {
    const tally = { steps: 0, tricks: 0, deals: 0, capped: 0, results: 0 };
    SETUPS.forEach((setup, i) => {
      for (const ps of ['r1', 'r2', 'r3', 'r4']) {
        const rng = createRng(`ref/${i}/${ps}`);
        const o = setup.options ?? {};
        const mode = (o.matchMode as string | undefined) ?? 'single';
        const races = mode === 'single' ? 1 : ((o.races as number | undefined) ?? 3);
        const refOptions = {
          trump: o.trumpFromFirstUpcard === true, deadHeatOnBest: o.tieBreak === 'deadHeat',
          cap: (o.maxMovesPerDeal as number | undefined) ?? 6, confirmDraws: o.confirmDraws === true,
        };
        let m = newMatch('ascot', { ...setup, seed: `${setup.seed}/${ps}` });
        let ref: RefDeal | null = null;
        let carried: Record<string, number> | null = null;
        const totals = [0, 0];
        let deal = 0;
        for (let step = 0; step < 5000 && !status(m).over; step++) {
          const s = m.state as AscotState;
          if (!ref) {
            deal++;
            const start: Record<string, number> = mode === 'marathonCarryOver' && carried ? carried : starts(o);
            ref = new RefDeal(s.hands, [s.upcard!, ...s.stock], s.dealer, start, refOptions);
          }
          if (s.phase !== 'handResult') {
            for (const seat of [0, 1]) expect(asStrings(legalActions(m, seat)), `step ${step} seat ${seat} (${s.phase})`).toEqual(ref.legal(seat).sort());
          }
          const seat = status(m).toAct[rng.int(status(m).toAct.length)];
          const legal = legalActions(m, seat);
          const a = legal[rng.int(legal.length)];
          const r = applyAction(m, seat, a);
          if (!r.ok) throw new Error(r.error.message);
          m = r.match;
          tally.steps++;
          if (s.phase === 'handResult') {
            ref = null;
            continue;
          }
          const winner = ref.apply(seat, a);
          const won = r.facts.find((f) => f.type === 'TRICK_WON');
          expect(won?.seat ?? null, `trick winner at step ${step}`).toBe(winner);
          if (won) tally.tricks++;
          if (r.facts.some((f) => f.type === 'HORSE_AT_LIMIT')) tally.capped++;
          expect((observe(m, seat) as AscotObservation).horses, `horses at step ${step}`).toEqual(ref.horses);
          const scored = r.facts.find((f) => f.type === 'HAND_SCORED');
          expect(Boolean(scored), `scored at step ${step}`).toBe(ref.over);
          if (!scored) continue;
          tally.deals++;
          carried = Object.fromEntries(Object.entries(ref.horses).map(([a, h]) => [a, h.pos]));
          const decided = mode !== 'marathonCarryOver' || deal === races;
          const result = decided ? ref.result() : null;
          expect(scored.result).toBe(result);
          if (result) {
            tally.results++;
            for (const x of [0, 1]) totals[x] += result === 'deadHeat' ? 0.5 : result === s.sides[x] ? 1 : 0;
          }
          expect(status(m).totals).toEqual(totals);
          expect(status(m).over).toBe(deal === races);
        }
        expect(status(m).over).toBe(true);
        expect(status(m).winners).toEqual(totals[0] === totals[1] ? [0, 1] : [totals[0] > totals[1] ? 0 : 1]);
      }
    });
    expect(tally.deals).toBeGreaterThan(40);
    expect(tally.capped).toBeGreaterThan(20);
    expect(tally.results).toBeGreaterThan(30);
  }, 120_000);
});
