// What a game adds to the shared search (search.ts): only what is its own. The search
// itself, the levels, the fairness guarantee and the hint plumbing are the same for all.
import type { Rng } from '../core/rng';
import type { Action, Observation, Seat } from '../core/types';
import type { AiLevel } from './heuristic';
import type { DdProblem, Horizon } from './pimc';

/** One root action after the search: how often it was tried and its mean value for the AI's seat. */
export interface ActionStats {
  action: Action;
  visits: number;
  /** mean of `evaluate(final, seat)` over the iterations through it, in [-1, 1] */
  mean: number;
}

/** What `explain` gets besides the observation: the search's verdict and fresh samples. */
export interface ExplainContext<S> {
  /** every root action, best first (the chosen one need not be first at level easy) */
  stats: readonly ActionStats[];
  /** a full state consistent with the observation (a new sample per call) */
  sample(): S;
}

/** The tutor's reason for a move: an i18n key (`hint.*`) and the values that fill it in. */
export interface Reason {
  reasonKey: string;
  params?: Record<string, string | number>;
}

/**
 * A game's AI hooks over its own state type `S` (the one its GameDefinition's legal/apply
 * read). The search calls the definition for every rule: these hooks never decide what is
 * legal, they only sample hidden cards, pick playout moves, and score outcomes.
 */
export interface GameAi<S = unknown, O extends Observation = Observation> {
  /**
   * Prepare to sample full states consistent with everything `obs.seat` has seen (its own
   * cards, cards played, voids shown, known cards of others, sizes of hands and stock). The
   * returned function draws one state per call, all chance from `rng`; it must read `obs`
   * only, which is what makes the AI fair. The state's legal actions for `obs.seat` must be
   * `obs.legal`.
   */
  sampler(obs: O, opts?: SamplerOptions): (rng: Rng) => S;
  /** A cheap, randomised move for playouts, one of `legal` (the definition's own list). */
  playoutPolicy(state: S, seat: Seat, legal: readonly Action[], rng: Rng): Action;
  /** The value of a finished hand for `seat`, in [-1, 1] (1 = the best outcome). */
  evaluate(state: S, seat: Seat): number;
  /** True where a playout stops and is evaluated (typically: the hand is over). */
  isTerminal(state: S): boolean;
  /** The seat to act in `state` (the search's fast path; it is `status().toAct[0]`). */
  actor(state: S): Seat;
  /** The tutor's one-line reason for `action`, chosen by the search at `obs`. */
  explain(obs: O, action: Action, ctx: ExplainContext<S>): Reason;
  /**
   * Optional: how to search this decision, from the observation only (so it stays fair and
   * deterministic). `scale` multiplies the level's iterations (a game whose playouts cost
   * more, or a decision that needs more evidence); `candidates` narrows the root to these
   * members of `obs.legal` where the full list is too wide to search (Skat's 66 discards,
   * its jump bids); `treeDepth` caps the level's tree (1 = flat Monte Carlo: later choices
   * of a wide phase are left to the playout policy rather than to a tree that would try
   * each of them first). Without the hook: every legal action at the level's own search.
   */
  searchShape?(obs: O, level: AiLevel): SearchShape;
  /**
   * Optional: whether to take an optional action now — one the game allows although it does
   * not wait for it (Toepen's knock outside the knocker's turn, §4.3 of its spec). Returns
   * one of `obs.legal`, or null to do nothing. Like every hook it reads the observation only
   * and draws all chance from `rng`. Without the hook the AI never takes an optional action.
   */
  optionalAction?(obs: O, level: AiLevel, rng: Rng): Action | null;

  // ---- Perfect-information Monte Carlo (pimc.ts). A game with these hooks is searched by
  // PIMC over the double-dummy solver instead of the tree search above.
  /**
   * The card play from `state` (a sampled deal, everything known) as the solver's problem,
   * judged for `seat`; or null where the rollout policy should play on first (not trick play
   * yet, or more than `horizon` tricks left). `rootPhase` is the phase of the decision being
   * judged (a bid is judged by the card play it leads to).
   */
  ddProblem?(state: S, seat: Seat, horizon: number, rootPhase?: string): DdProblem | null;
  /** Tricks left from which the solver takes over, per level (pimc.ts). */
  horizons?: Readonly<Record<AiLevel, Horizon>>;
  /**
   * Optional: PIMC's rollouts play on with this instead of `playoutPolicy`, e.g. the game's
   * sparring partner on each seat's observation of the sampled deal (a careful player who does
   * not peek: slower, but the rollouts then play as real opponents would). Its cost per move in
   * solver nodes is `rolloutStepWork`.
   */
  rolloutPolicy?(state: S, seat: Seat, legal: readonly Action[], rng: Rng): Action;
  rolloutStepWork?: number;
  /** A finished hand's value for `seat` in the game's units, and whether the seat won it. */
  outcome?(state: S, seat: Seat): { units: number; win?: boolean };
  /**
   * The size of a typical hand's score in game units: easy's slips are drawn from moves that
   * lose little on this scale.
   */
  unitScale?: number;
  /**
   * How sure (standard errors) the search must be to overrule the careful player's move, per
   * level, where this game's measurements differ from the levels' own (LevelConfig.priorZ).
   */
  priorZ?: Readonly<Partial<Record<AiLevel, number>>>;
}

/** How a sampler may draw (`GameAi.sampler`), set by the level. */
export interface SamplerOptions {
  /**
   * Weigh the hidden cards by what the other seats' voluntary moves reveal (a Toepen knock
   * or stay suggests a strong hand); without it every consistent deal is equally likely.
   * It reads the observation only, like everything else in the sampler.
   */
  inference?: boolean;
}

/** See `GameAi.searchShape`. */
export interface SearchShape {
  scale?: number;
  candidates?: readonly Action[];
  treeDepth?: number;
}
