// Perfect-information Monte Carlo (PIMC), the method of GIB in bridge and Kermit in Skat:
// draw deals consistent with everything the AI's seat has seen (the game's sampler, which
// may weigh them by what the other seats' bids and plays say), play each candidate action in
// each deal, and judge it by what it scores in the game's own units. The AI takes the action
// with the best mean.
//
// How an action is judged in one deal: a card played in trick play that the double-dummy
// solver can finish in time is solved exactly (doubleDummy.ts; every solve of one decision shares
// the solver's table). Anything else (a bid, a discard, an early trick in a long hand) is applied
// and the game's rollout policy plays on until the solver can take over, or the hand ends.
// Every candidate sees the same deals and, within a deal, the same chance: the comparison
// measures the actions, not the luck of the deal.
import { createRng } from '../core/rng';
import type { Rng } from '../core/rng';
import type { Action, Card, GameDefinition, Observation, Seat, Step } from '../core/types';
import { DoubleDummy } from './doubleDummy';
import type { TrickDeal } from './doubleDummy';
import type { AiLevel } from './heuristic';

/** The card play from a known position, as the solver sees it, and what it is worth to the seat. */
export interface DdProblem {
  deal: TrickDeal;
  /** ascending values of the deal's count (its `base` included) where the score changes */
  thresholds: readonly number[];
  /** game units for the deciding seat by band: units[k] when the count reaches k thresholds */
  units: readonly number[];
  /** per band, whether the seat wins the hand (for the tutor), where the game has such a notion */
  wins?: readonly boolean[];
  /** the band to test first (the likeliest) */
  guess?: number;
  /** the solver's id of a card of this deal */
  cardId(card: Card): number;
}

/** What PIMC needs of a game besides its rules (GameAi's PIMC hooks, see types.ts). */
export interface PimcHooks<S> {
  sampler(obs: Observation, opts: { inference: boolean }): (rng: Rng) => S;
  playoutPolicy(state: S, seat: Seat, legal: readonly Action[], rng: Rng): Action;
  /** the rollouts' policy where it is not the playout policy (see GameAi.rolloutPolicy) */
  rolloutPolicy?(state: S, seat: Seat, legal: readonly Action[], rng: Rng, root: Seat, level: AiLevel): Action;
  /** what one rollout action costs, in solver nodes (default ROLLOUT_STEP_WORK) */
  rolloutStepWork?: number;
  isTerminal(state: S): boolean;
  actor(state: S): Seat;
  ddProblem(state: S, seat: Seat, horizon: number, rootPhase?: string): DdProblem | null;
  outcome(state: S, seat: Seat): { units: number; win?: boolean };
  horizons: Readonly<Record<AiLevel, Horizon>>;
}

/**
 * Tricks left from which the solver takes over, per level: at the root (every card of a deal
 * solved together, sharing the solver's table) and at the end of a rollout (one position).
 */
export interface Horizon {
  root: number;
  rollout: number;
}

/** One candidate after the search: its mean score in game units over the deals, and its spread. */
export interface CandidateValue {
  action: Action;
  /** deals it was judged on */
  n: number;
  /** mean game units for the seat */
  mean: number;
  /** standard error of the mean */
  se: number;
  /** share of deals in which the seat wins the hand with it, where the game says */
  winRate?: number;
  /** its units in each deal judged, in the order drawn (the same deals for every candidate) */
  perDeal: number[];
  /**
   * Whether every deal was solved exactly at the root (no rollout): the candidates' values
   * then differ only by the deals drawn, so a dominated card is never rated above its better.
   */
  solved: boolean;
}

/** Standard error of the mean difference a − b over the deals both were judged on (paired). */
export function pairedSe(a: CandidateValue, b: CandidateValue): number {
  const n = Math.min(a.perDeal.length, b.perDeal.length);
  if (n < 2) return Infinity;
  let sum = 0;
  let sumSq = 0;
  for (let i = 0; i < n; i++) {
    const d = a.perDeal[i] - b.perDeal[i];
    sum += d;
    sumSq += d * d;
  }
  const mean = sum / n;
  return Math.sqrt(Math.max(0, (sumSq - n * mean * mean) / (n - 1)) / n);
}

export interface PimcConfig {
  /** the most deals to judge on without a clock */
  samples: number;
  /** the fewest deals, whatever the work */
  minSamples: number;
  /**
   * Work allowed, in solver nodes (a rollout's action counts ROLLOUT_STEP_WORK): no deal is
   * drawn once it is spent. A count, not a clock, so the choice stays a pure function of its
   * inputs while a hard position is judged on fewer deals than an easy one.
   */
  work: number;
  level: AiLevel;
  inference: boolean;
  /** with a clock: judge more deals until `at` (never fewer than `samples`, never more than `maxSamples`) */
  deadline?: { now: () => number; at: number; maxSamples: number };
}

/** What one rollout action costs, in solver nodes (both about a microsecond's work and a half). */
export const ROLLOUT_STEP_WORK = 20;
let rolloutSteps = 0;

type Rules<S> = Pick<GameDefinition<S, Observation>, 'legal' | 'apply'>;

function step<S>(rules: Rules<S>, s: S, seat: Seat, a: Action): S {
  const r = rules.apply(s, seat, a) as Step<S> | { ok: false; error: { code: string } };
  if (!r.ok) throw new Error(`pimc: the game refused its own legal action ${a.type} (${r.error.code})`);
  return r.state;
}

/** One solver per thread: its table is large, so it is made once and reused. */
let sharedSolver: DoubleDummy | null = null;
export function solver(): DoubleDummy {
  return (sharedSolver ??= new DoubleDummy());
}

/** The band reached from the problem's position with best play, as units (and win). */
function solveHere(p: DdProblem): { units: number; win?: boolean } {
  const dd = solver();
  dd.load(p.deal);
  const band = dd.band(p.thresholds, p.guess ?? 0);
  return { units: p.units[band], win: p.wins?.[band] };
}

/** Plays on with the rollout policy until the solver can finish the hand, or it is over. */
export function rolloutValue<S>(
  rules: Rules<S>, hooks: PimcHooks<S>, s: S, seat: Seat, level: AiLevel, rng: Rng, rootPhase = 'trickPlay',
): { units: number; win?: boolean } {
  let cur = s;
  const horizon = hooks.horizons[level].rollout;
  const policy = hooks.rolloutPolicy ?? hooks.playoutPolicy;
  for (;;) {
    if (hooks.isTerminal(cur)) return hooks.outcome(cur, seat);
    const p = hooks.ddProblem(cur, seat, horizon, rootPhase);
    if (p) return solveHere(p);
    rolloutSteps++;
    const actor = hooks.actor(cur);
    const legal = rules.legal(cur, actor);
    cur = step(rules, cur, actor, legal.length === 1 ? legal[0] : policy(cur, actor, legal, rng, seat, level));
  }
}

/**
 * Every card of `candidates` (all PLAY actions of the seat to move) judged in one deal by the
 * solver, or null if the game does not solve this position yet.
 */
function solveCards<S>(hooks: PimcHooks<S>, s: S, seat: Seat, level: AiLevel, candidates: readonly Action[], rootPhase: string): { units: number; win?: boolean }[] | null {
  const p = hooks.ddProblem(s, seat, hooks.horizons[level].root, rootPhase);
  if (!p) return null;
  const dd = solver();
  dd.load(p.deal);
  if (dd.toMove() !== seat) throw new Error(`pimc: the solver's deal has seat ${dd.toMove()} to move, not ${seat}`);
  const { cards, same } = dd.classes();
  const reps: number[] = [];
  const repIndex = new Map<number, number>();
  cards.forEach((c, i) => {
    if (same[i] === i) {
      repIndex.set(c, reps.length);
      reps.push(c);
    }
  });
  const bands = dd.moveBands(reps, p.thresholds, p.guess ?? 0);
  return candidates.map((a) => {
    const id = p.cardId(a.card as Card);
    const i = cards.indexOf(id);
    if (i < 0) throw new Error(`pimc: ${String(a.card)} is not a legal card in the solver's deal`);
    const band = bands[repIndex.get(cards[same[i]])!];
    return { units: p.units[band], win: p.wins?.[band] };
  });
}

/**
 * Judges `candidates` (members of `obs.legal`) for `obs.seat` over sampled deals; returns
 * them with their values, in the order given. `first` (if given) receives the first deal
 * drawn, for the caller's tie-break.
 */
export function pimc<S>(
  rules: Rules<S>, hooks: PimcHooks<S>, obs: Observation, candidates: readonly Action[], cfg: PimcConfig, rng: Rng,
  first?: (s: S) => void,
): CandidateValue[] {
  const seat = obs.seat;
  const sample = hooks.sampler(obs, { inference: cfg.inference });
  const sum = new Float64Array(candidates.length);
  const sumSq = new Float64Array(candidates.length);
  const wins = new Float64Array(candidates.length);
  const perDeal: number[][] = candidates.map(() => []);
  let winKnown = true;
  let allSolved = true;
  const allCards = candidates.every((a) => a.type === 'PLAY');
  const dl = cfg.deadline;
  const dd = solver();
  dd.clearTable();
  const stepWork = hooks.rolloutStepWork ?? ROLLOUT_STEP_WORK;
  const work = (): number => dd.nodes + rolloutSteps * stepWork;
  const work0 = work();
  let n = 0;
  for (;;) {
    if (dl) {
      if (n >= dl.maxSamples || (n >= cfg.samples && dl.now() >= dl.at)) break;
    } else if (n >= cfg.samples || (n >= cfg.minSamples && work() - work0 >= cfg.work)) break;
    const s = sample(rng);
    if (n === 0) first?.(s);
    const chance = `pimc/${rng.int(0x7fffffff)}`;
    const solved = allCards ? solveCards(hooks, s, seat, cfg.level, candidates, obs.phase) : null;
    if (!solved) allSolved = false;
    for (let k = 0; k < candidates.length; k++) {
      const v = solved ? solved[k] : rolloutValue(rules, hooks, step(rules, s, seat, candidates[k]), seat, cfg.level, createRng(chance), obs.phase);
      sum[k] += v.units;
      sumSq[k] += v.units * v.units;
      perDeal[k].push(v.units);
      if (v.win === undefined) winKnown = false;
      else if (v.win) wins[k]++;
    }
    n++;
  }
  return candidates.map((action, k) => {
    const mean = n > 0 ? sum[k] / n : 0;
    const variance = n > 1 ? Math.max(0, (sumSq[k] - n * mean * mean) / (n - 1)) : 0;
    const value: CandidateValue = { action, n, mean, se: Math.sqrt(variance / Math.max(1, n)), perDeal: perDeal[k], solved: allSolved && n > 0 };
    if (winKnown && n > 0) value.winRate = wins[k] / n;
    return value;
  });
}
