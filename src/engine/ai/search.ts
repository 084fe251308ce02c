// The one search every game's AI uses: single-observer information-set Monte Carlo tree
// search (SO-ISMCTS, Cowling, Powley & Whitehouse 2012). Each iteration draws a full
// state consistent with the AI's observation (the game's sampler), walks a tree of the
// AI's own information sets with UCB1 over the actions available in that sample, adds one
// node, plays the hand out with the game's cheap playout policy, and backs the game's
// evaluation up the path. `treeDepth: 1` makes it flat perfect-information Monte Carlo
// over the root actions (the cheap levels use that).
//
// Every rule question goes to the game's definition (legal/apply) directly, bypassing the
// Match wrapper: no second copy of the rules, no action log, no validation of setups.
import type { Rng } from '../core/rng';
import type { Action, GameDefinition, Observation, Seat, Step } from '../core/types';
import type { ActionStats, GameAi } from './types';

export interface SearchConfig {
  /** iterations (sampled states, each played out once) without a clock */
  iterations: number;
  /** depth of the tree below the root, in actions; 1 = flat Monte Carlo */
  treeDepth: number;
  /** UCB1 exploration constant for values in [-1, 1] */
  exploration: number;
  /**
   * Sample this many states up front and cycle through them (0 = a fresh sample each
   * iteration). Every root action is then judged on nearly the same deals: common random
   * numbers, far less noise in the comparison than the luck of the deal.
   */
  pool?: number;
  /** passed to the game's sampler (SamplerOptions.inference) */
  inference?: boolean;
  /** with a clock: stop at `at` (but not before `minIterations`), never beyond `maxIterations` */
  deadline?: { now: () => number; at: number; minIterations: number; maxIterations: number };
}

interface Node {
  key: string;
  action: Action;
  /** the seat that chose `action` (values are kept from its side) */
  actor: Seat;
  visits: number;
  /** iterations in which this action was legal at its parent (ISMCTS availability) */
  avail: number;
  total: number;
  children: Node[];
}

/**
 * A stable text key of a plain action: its type and field values, in field order. Nested
 * values (Skat's contract object, a pair of cards) are written out in full with sorted keys,
 * so two different actions never share a key (and so a tree node).
 */
export function actionKey(a: Action): string {
  let k = a.type;
  for (const f in a) if (f !== 'type') k += `|${f}=${valueKey(a[f])}`;
  return k;
}

function valueKey(v: unknown): string {
  if (v === null || typeof v !== 'object') return String(v);
  if (Array.isArray(v)) return `[${v.map(valueKey).join(',')}]`;
  const o = v as Record<string, unknown>;
  return `{${Object.keys(o).sort().map((f) => `${f}:${valueKey(o[f])}`).join(',')}}`;
}

function newNode(action: Action, key: string, actor: Seat): Node {
  return { key, action, actor, visits: 0, avail: 1, total: 0, children: [] };
}

function step<S>(def: GameDefinition<S, Observation>, s: S, seat: Seat, a: Action): S {
  const r = def.apply(s, seat, a) as Step<S> | { ok: false; error: { code: string } };
  if (!r.ok) throw new Error(`search: the game refused its own legal action ${actionKey(a)} (${r.error.code})`);
  return r.state;
}

/** Searches from `obs`; returns every legal root action with its statistics, best first. */
export function search<S, O extends Observation>(
  def: GameDefinition<S, O>, ai: GameAi<S, O>, obs: O, cfg: SearchConfig, rng: Rng,
): ActionStats[] {
  const sample = ai.sampler(obs, { inference: cfg.inference ?? false });
  const root = newNode({ type: 'ROOT' }, '', -1);
  for (const a of obs.legal) root.children.push(newNode(a, actionKey(a), obs.seat));
  const values: (number | undefined)[] = new Array(obs.players);
  const path: Node[] = [];
  const c = cfg.exploration;
  const dl = cfg.deadline;
  const pool: S[] | null = cfg.pool ? Array.from({ length: cfg.pool }, () => sample(rng)) : null;
  for (let it = 0; ; it++) {
    if (dl) {
      if (it >= dl.maxIterations) break;
      if (it >= dl.minIterations && (it & 7) === 0 && dl.now() >= dl.at) break;
    } else if (it >= cfg.iterations) break;

    let s = pool ? pool[it % pool.length] : sample(rng);
    path.length = 0;
    let node = root;
    // Selection and expansion: down the tree while every available action has a node.
    while (path.length < cfg.treeDepth && !ai.isTerminal(s)) {
      const seat = ai.actor(s);
      const legal = def.legal(s, seat);
      let best: Node | null = null;
      let bestScore = -Infinity;
      let untried: Action[] | null = null;
      let untriedKeys: string[] | null = null;
      for (const a of legal) {
        const key = actionKey(a);
        let child: Node | null = null;
        for (const k of node.children) if (k.key === key) { child = k; break; }
        if (child === null) {
          (untried ??= []).push(a);
          (untriedKeys ??= []).push(key);
          continue;
        }
        child.avail++;
        const score = child.visits === 0 ? Infinity : child.total / child.visits + c * Math.sqrt(Math.log(child.avail) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (untried && untriedKeys) {
        const i = rng.int(untried.length);
        const child = newNode(untried[i], untriedKeys[i], seat);
        node.children.push(child);
        s = step(def, s, seat, untried[i]);
        path.push(child);
        break;
      }
      if (!best) throw new Error('search: no legal action in a non-terminal state');
      s = step(def, s, seat, best.action);
      path.push(best);
      node = best;
      if (best.visits === 0) break; // a root action's first visit: play it out
    }
    // Playout: the game's cheap policy to the end of the hand.
    while (!ai.isTerminal(s)) {
      const seat = ai.actor(s);
      const legal = def.legal(s, seat);
      s = step(def, s, seat, legal.length === 1 ? legal[0] : ai.playoutPolicy(s, seat, legal, rng));
    }
    values.fill(undefined);
    for (const n of path) {
      const v = (values[n.actor] ??= ai.evaluate(s, n.actor));
      n.visits++;
      n.total += v;
    }
  }
  return root.children
    .map((n, i) => ({ i, stats: { action: n.action, visits: n.visits, mean: n.visits ? n.total / n.visits : -Infinity } }))
    .sort((a, b) => b.stats.visits - a.stats.visits || b.stats.mean - a.stats.mean || a.i - b.i)
    .map((x) => x.stats);
}
