import { describe, expect, it } from 'vitest';
import { applyAction, newMatch, observe, status } from '../index';
import type { Match } from '../index';
import { createRng } from '../core/rng';
import type { Action, Observation } from '../core/types';
import { gameAis } from './games';
import { LEVELS } from './levels';
import { pimc, type PimcConfig, type PimcHooks } from './pimc';
import { sparringAction } from './sparring';
import { pimcConfig } from './searchConfig';

// A toy game whose rollouts cost a known amount: each sampled deal is a countdown of `left`
// steps (its own cost per candidate, in work units of one step), so the deals a work cap
// allows can be worked out by hand.
interface Toy { left: number }
const STEP: Action = { type: 'STEP' };
const rules = {
  legal: () => [STEP],
  apply: (s: Toy) => ({ ok: true as const, state: { left: s.left - 1 }, facts: [] }),
};
function hooks(costs: readonly number[]): PimcHooks<Toy> {
  let drawn = 0;
  return {
    sampler: () => () => ({ left: costs[drawn++ % costs.length] }),
    playoutPolicy: () => STEP,
    rolloutStepWork: 1,
    isTerminal: (s) => s.left <= 0,
    actor: () => 0,
    ddProblem: () => null,
    outcome: () => ({ units: 0 }),
    horizons: { easy: { root: 0, rollout: 0 }, normal: { root: 0, rollout: 0 }, hard: { root: 0, rollout: 0 } },
  };
}
const obs = { seat: 0, phase: 'bidding', legal: [STEP] } as unknown as Observation;
const deals = (costs: readonly number[], cfg: Partial<PimcConfig>): number =>
  pimc(rules, hooks(costs), obs, [STEP], { samples: 100, minSamples: 2, work: 1e9, level: 'hard', inference: false, ...cfg }, createRng('toy'))[0].n;

describe('PIMC: the work cap', () => {
  it('draws no deal once the work is spent', () => {
    // Deals of 10 steps (one candidate: 10 work each; the deal's first state counts no step).
    expect(deals([11], { work: 100 })).toBe(10);
    expect(deals([11], { work: 101 })).toBe(11);
    // Deals of 20 and 100 work in turn: 120 after two, 140 after three.
    expect(deals([21, 101], { work: 120 })).toBe(2);
    expect(deals([21, 101], { work: 121 })).toBe(3);
  });

  it('judges at least minSamples deals however heavy, and at most samples however light', () => {
    expect(deals([1001], { work: 100, minSamples: 3 })).toBe(3);
    expect(deals([2], { work: 1e6, samples: 7 })).toBe(7);
  });

  it("a game's scale multiplies a level's deals, not its work: the time a decision may take is the level's", () => {
    const cfg = pimcConfig(LEVELS.hard, { level: 'hard', seed: 's' }, { scale: 2 });
    expect(cfg.samples).toBe(LEVELS.hard.samples * 2);
    expect(cfg.work).toBe(LEVELS.hard.work);
    expect(cfg.minSamples).toBe(LEVELS.hard.minSamples);
  });

  it("a game's work share shrinks the cap (its solver nodes take longer), not the deals drawn at most", () => {
    const cfg = pimcConfig(LEVELS.hard, { level: 'hard', seed: 's' }, {}, 0.5);
    expect(cfg.work).toBe(LEVELS.hard.work * 0.5);
    expect(cfg.samples).toBe(LEVELS.hard.samples);
  });
});

/** A Tuppi match played by the sparring partner until a choice of cards with `left` tricks to go (rami or nolo). */
function tuppiCard(seed: string, left: number): Observation {
  for (let k = 0; ; k++) {
    let m: Match = newMatch('tuppi', { players: 4, seed: `${seed}/${k}` });
    for (let i = 0; i < 400; i++) {
      const seat = status(m).toAct[0];
      const o = observe(m, seat) as Observation & { mode?: string; trickNo: number };
      if (o.phase === 'trickPlay' && o.mode !== 'solo' && 14 - o.trickNo === left && o.legal.length > 1) return o;
      if (o.phase === 'handResult' || o.phase === 'gameOver') break;
      const r = applyAction(m, seat, sparringAction(o, `${seed}/${i}`));
      if (!r.ok) throw new Error(r.error.code);
      m = r.match;
    }
  }
}

describe('PIMC: the solver\'s table', () => {
  it('is emptied first, so a decision judges the same deals whatever was solved before', () => {
    const hooks = gameAis.tuppi as unknown as PimcHooks<unknown>;
    const rules = { legal: () => [], apply: () => ({ ok: false }) } as never;
    // Solved from the root (eight tricks left): the work cap alone decides how many deals fit.
    const a = tuppiCard('table', 8);
    const cfg: PimcConfig = { samples: 200, minSamples: 2, work: 150_000, level: 'hard', inference: false };
    const judge = (o: Observation) => pimc(rules, hooks, o, o.legal, cfg, createRng('table')).map((v) => v.perDeal);
    const first = judge(a);
    expect(first[0].length).toBeLessThan(200);
    // The table now holds these deals' endgames: kept, they would solve faster and more would fit.
    expect(judge(a)).toEqual(first);
  });
});
