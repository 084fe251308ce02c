// The shared conformance suite over Kloepper with its own hooks (conformanceHooks.ts), over
// setups chosen to reach every path of a deal (every option, a custom score table, fixed and
// drawn dealers); random legal play checked step by step against an independent reading of the
// spec (reference.ts); and the swap test: exchanging cards a seat cannot see changes nothing
// it observes. The registry-wide run in testing/ draws its setups at random.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, status } from '../../core/match';
import { createRng } from '../../core/rng';
import type { Action, Fact, MatchSetup, Seat } from '../../core/types';
import { playout } from '../../testing/builders';
import { checkReplay, checkSwapLeak, exploreMatch } from '../../testing/conformance';
import { kloepperHooks } from './conformanceHooks';
import { asStrings, RefDeal } from './reference';
import type { RefTable } from './reference';
import { DEFAULT_SCORE_TABLE, normalizeScoreTable } from './scoreTable';
import type { ScoreTable } from './scoreTable';
import type { KloepperState } from './types';

const CUSTOM_TABLE = { partnership: { win: 3, winMin: 55, oppSchneiderMax: 20 }, solo: { win: 5 }, knock: { failOpp: 8 } };

const SETUPS: MatchSetup[] = [
  { players: 4, seed: 'c1' },
  { players: 4, seed: 'c2', dealer: 2, options: { knockOffRule: 'literal', targetScore: 20 } },
  { players: 4, seed: 'c3', options: { requireCalledSuitInHand: true, calledAceMustFollow: true, tieBreak: 'shared', targetScore: 15 } },
  { players: 4, seed: 'c4', dealer: 0, options: { showCardPointsDuringPlay: true, scoreTable: CUSTOM_TABLE, targetScore: 20 } },
  { players: 4, seed: 'c5', options: { calledAceMustFollow: true, tieBreak: 'shared', targetScore: 8 } },
  { players: 4, seed: 'c6', dealer: 1, options: { targetScore: 60 } },
];

function count(facts: readonly Fact[], seen: Record<string, number>): void {
  for (const f of facts) seen[f.type] = (seen[f.type] ?? 0) + 1;
}

describe('conformance with Kloepper hooks', () => {
  const seen: Record<string, number> = {};
  SETUPS.forEach((setup, i) => {
    it(`explores setup ${i + 1} (${JSON.stringify(setup.options ?? {})})`, () => {
      for (const ps of ['a', 'b', 'c', 'd', 'e']) {
        const run = exploreMatch('kloepper', setup, `${ps}${i}`, { illegalTries: 4 });
        for (const step of run.steps) count(step.facts, seen);
      }
    }, 120_000);
  });

  it('the explored matches called, knocked and knocked off', () => {
    expect(seen.HAND_DEALT).toBeGreaterThan(30);
    expect(seen.CALLED).toBeGreaterThan(3);
    expect(seen.KNOCKED).toBeGreaterThan(20);
    expect(seen.KNOCKED_OFF).toBeGreaterThan(10);
    expect(seen.GAME_OVER).toBe(SETUPS.length * 5);
  });

  it('observations do not leak: exchanging cards a seat cannot see changes nothing it observes', () => {
    let compared = 0;
    for (let k = 0; k < 30; k++) {
      const setup: MatchSetup = {
        players: 4, seed: `leak-${k}`, dealer: k % 4,
        options: { targetScore: 12, calledAceMustFollow: k % 3 === 0, showCardPointsDuringPlay: k % 5 === 0 },
        deals: [kloepperHooks.randomDeal!(4, `leak-deal-${k}`)],
      };
      const run = playout(newMatch('kloepper', setup), `p${k}`, { maxActions: 120 });
      checkReplay(run.match);
      for (let seat = 0; seat < 4; seat++) {
        const pairs = kloepperHooks.swapPairs!(setup.deals![0], seat);
        compared += checkSwapLeak(run.match, seat, pairs[(k * 7919 + seat * 31) % pairs.length]);
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);
});

/** The reference's view of the options. */
function refTable(options: Record<string, unknown> = {}): RefTable {
  const t: ScoreTable = options.scoreTable ? normalizeScoreTable(options.scoreTable)! : DEFAULT_SCORE_TABLE;
  return {
    score: t.partnership, solo: t.solo,
    knock: [t.knock.success, t.knock.failOpp], knockOff: [t.knockOff.success, t.knockOff.failOpp], soloKnock: [t.soloKnock.success, t.soloKnock.failOpp],
    literal: options.knockOffRule === 'literal', requireSuit: options.requireCalledSuitInHand === true, aceMustFollow: options.calledAceMustFollow === true,
  };
}

describe('random legal play against an independent reading of the spec', () => {
  it('the same legal actions for every seat at every step, the same trick winners and points, the same scores', () => {
    const tally: Record<string, number> = { steps: 0, tricks: 0, deals: 0, solo: 0, called: 0, knockOff: 0, trick1Knock: 0 };
    SETUPS.forEach((setup, i) => {
      for (const ps of ['r1', 'r2', 'r3', 'r4', 'r5']) {
        const rng = createRng(`ref/${i}/${ps}`);
        let m = newMatch('kloepper', { ...setup, seed: `${setup.seed}/${ps}` });
        const table = refTable(setup.options);
        let ref: RefDeal | null = null;
        for (let step = 0; step < 20_000 && !status(m).over; step++) {
          const s = m.state as KloepperState;
          if (!ref) ref = new RefDeal({ hands: s.hands }, s.dealer, table);
          if (s.phase !== 'handResult') {
            for (let seat = 0; seat < 4; seat++) expect(asStrings(legalActions(m, seat)), `step ${step} seat ${seat} (${s.phase})`).toEqual(ref.legal(seat).sort());
          }
          // the seat asked, or now and then one with an optional knock
          const st = status(m);
          const optional = [0, 1, 2, 3].filter((x) => !st.toAct.includes(x) && legalActions(m, x).length > 0);
          const seat: Seat = optional.length > 0 && rng.int(4) === 0 ? optional[rng.int(optional.length)] : st.toAct[rng.int(st.toAct.length)];
          const legal = legalActions(m, seat);
          const a: Action = legal[rng.int(legal.length)];
          if (a.type === 'KNOCK' && s.phase === 'trickPlay') tally.trick1Knock++;
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
          if (won) {
            tally.tricks++;
            expect(won.points).toBe(ref.won[ref.won.length - 1].points);
          }
          const scored = r.facts.find((f) => f.type === 'HAND_SCORED');
          expect(Boolean(scored), `scored at step ${step}`).toBe(ref.deltas !== null);
          if (scored) {
            tally.deals++;
            if (ref.kind === 'SOLO') tally.solo++;
            if (ref.kind === 'CALLED') tally.called++;
            if (ref.knockedOff) tally.knockOff++;
            expect(scored.deltas).toEqual(ref.deltas);
            expect(scored.queensTeam).toEqual(ref.team.slice().sort());
          }
        }
        expect(status(m).over).toBe(true);
      }
    });
    expect(tally.deals).toBeGreaterThan(60);
    expect(tally.solo).toBeGreaterThan(3);
    expect(tally.called).toBeGreaterThan(3);
    expect(tally.knockOff).toBeGreaterThan(10);
    expect(tally.trick1Knock).toBeGreaterThan(3);
  }, 120_000);
});
