// What a game adds to the shared search (pimc.ts): only what is its own. The search itself,
// the levels, the fairness guarantee and the hint plumbing are the same for all.
import type { Rng } from '../core/rng';
import type { Action, Observation, Seat } from '../core/types';
import type { AiLevel } from './heuristic';
import type { DdProblem, Horizon } from './pimc';

/** The tutor's reason for a move: an i18n key (`hint.*`) and the values that fill it in. */
export interface Reason {
  reasonKey: string;
  params?: Record<string, string | number>;
}

/**
 * A game's AI hooks over its own state type `S` (the one its GameDefinition's legal/apply
 * read). The search calls the definition for every rule: these hooks never decide what is
 * legal, they only sample hidden cards, play on a sampled deal, and score outcomes.
 *
 * The search is perfect-information Monte Carlo (pimc.ts): deals drawn by `sampler`, each
 * candidate applied to each, the card play solved by the double-dummy solver (`ddProblem`)
 * and the decisions before its horizon played on by `rolloutPolicy`.
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
  /**
   * A cheap, randomised move, one of `legal` (the definition's own list): the rollouts' moves
   * where the game has no `rolloutPolicy`, and the tie-break among moves the solver finds
   * exactly as good (the cheaper winner, the lower discard), as a player would choose.
   */
  playoutPolicy(state: S, seat: Seat, legal: readonly Action[], rng: Rng): Action;
  /** True where a rollout stops and is scored (typically: the hand is over). */
  isTerminal(state: S): boolean;
  /** The seat to act in `state` (the search's fast path; it is `status().toAct[0]`). */
  actor(state: S): Seat;
  /**
   * Optional: how to search this decision, from the observation only (so it stays fair and
   * deterministic). `scale` multiplies the level's deals (not its work cap: the time a decision
   * may take is the level's, however many deals it allows); `candidates` narrows the root to
   * these members of `obs.legal` where the full list is too wide to search (Skat's 66
   * discards, its jump bids) or where the game has judged the decision itself (a Toepen
   * knock); a root narrowed to one action carries its `reason` for the tutor.
   */
  searchShape?(obs: O, level: AiLevel): SearchShape;
  /**
   * Optional: whether to take an optional action now — one the game allows although it does
   * not wait for it (Toepen's knock outside the knocker's turn, §4.3 of its spec). Returns
   * one of `obs.legal`, or null to do nothing. Like every hook it reads the observation only
   * and draws all chance from `rng`. Without the hook the AI never takes an optional action.
   */
  optionalAction?(obs: O, level: AiLevel, rng: Rng): Action | null;
  /**
   * The card play from `state` (a sampled deal, everything known) as the solver's problem,
   * judged for `seat`; or null where the rollout policy should play on first (not trick play
   * yet, or more than `horizon` tricks left). `rootPhase` is the phase of the decision being
   * judged (a bid is judged by the card play it leads to).
   */
  ddProblem(state: S, seat: Seat, horizon: number, rootPhase?: string): DdProblem | null;
  /** Tricks left from which the solver takes over, per level (pimc.ts). */
  horizons: Readonly<Record<AiLevel, Horizon>>;
  /**
   * Optional: the rollouts play on with this instead of `playoutPolicy`, e.g. the game's
   * sparring partner on each seat's observation of the sampled deal (a careful player who does
   * not peek: slower, but the rollouts then play as real opponents would). Its cost per move in
   * solver nodes is `rolloutStepWork`. `root` is the seat whose decision is judged and `level`
   * the level judging it: a level may picture the other seats as it expects them to play.
   */
  rolloutPolicy?(state: S, seat: Seat, legal: readonly Action[], rng: Rng, root: Seat, level: AiLevel): Action;
  rolloutStepWork?: number;
  /**
   * The share of a level's work cap (LevelConfig.work) this game's decisions take (1 if not
   * given): where most of a game's decisions reach the cap, its p95 is the cap's time.
   */
  workShare?: number;
  /** A finished hand's value for `seat` in the game's units, and whether the seat won it. */
  outcome(state: S, seat: Seat): { units: number; win?: boolean };
  /**
   * The size of a typical hand's score in game units: easy's slips are drawn from moves that
   * lose little on this scale.
   */
  unitScale?: number;
  /**
   * The most, in game units, that easy's choice by feel may score below the best move where
   * the solver judged every move exactly in each deal (a tenth of unitScale if not given, and
   * always where rollouts judged: their few deals can rate a wasted ace above the low card).
   */
  slip?: number;
  /**
   * The seat's observation as a player who does not count cards keeps it in mind: its hand, the
   * trick on the table and what the table says aloud, not the cards of the earlier tricks (nor,
   * where the game has it, the voids shown). A level that forgets (easy) keeps the careful
   * player's move on this view.
   */
  forget?(obs: O): O;
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
  /**
   * Nothing is hidden from the seat (Supertrump's stage 2): every deal the sampler draws is
   * the position itself, so one deal, solved or rolled out once, is the whole judgement.
   */
  exact?: boolean;
  candidates?: readonly Action[];
  /** the tutor's reason where `candidates` is one action: the judgement that narrowed the root */
  reason?: Reason;
  /**
   * How sure (standard errors) the search must be to overrule the careful player's move in
   * this decision, where the game has measured it differs by kind of decision (GameAi.priorZ
   * otherwise).
   */
  priorZ?: number;
}
