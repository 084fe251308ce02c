// The flow's public shapes: what the UI passes in and what it can send.
import { legalActions, status } from '../engine';
import type { Action, CompletedTrick, EngineError, Fact, Match, Observation, Seat } from '../engine';
import type { AiOptions } from '../engine/ai';
import type { NoChoice } from './forced';

export type SeatKind = 'human' | 'ai-easy' | 'ai-normal' | 'ai-hard';
export interface SeatConfig {
  kind: SeatKind;
  name: string;
}

/** How fast AI moves and trick pauses go; 'instant' is for tests and impatient players. */
export type Pace = 'slow' | 'normal' | 'fast' | 'instant';

/** The AI seat's brain: the worker client in the browser, a direct call in tests. */
export type BotFn = (obs: Observation, opts: AiOptions) => Promise<Action>;
/**
 * An AI seat's decision on an optional action (one of its legal actions while the game does
 * not wait for it, e.g. a knock out of turn): the action, or null to do nothing.
 */
export type OptionalBotFn = (obs: Observation, opts: AiOptions) => Promise<Action | null>;

export interface TableInput {
  match: Match;
  seats: SeatConfig[];
  pace: Pace;
  bot: BotFn;
  /** optional actions of AI seats (the worker client in the browser); default: the engine in place */
  optional?: OptionalBotFn;
  /** hot-seat tables only: may the persons take moves back? (one person vs AI always may) */
  allowUndo?: boolean;
  /** make a person's forced move for them after the pause of a move (default off) */
  autoPlay?: boolean;
}

export interface TableContext {
  match: Match;
  seats: SeatConfig[];
  pace: Pace;
  bot: BotFn;
  optional: OptionalBotFn;
  /**
   * match.log.length at which the AI seats outside toAct were last offered their optional
   * actions (all declined): not asked again at the same moment; null after an undo
   */
  offeredAt: number | null;
  /** the seat whose private cards may be on screen now; null = nobody's (curtain, watch) */
  viewer: Seat | null;
  /** the last refused human action, for the tutor; cleared by the next accepted action */
  error: EngineError | null;
  /** facts of the last accepted action */
  facts: Fact[];
  /** the trick just completed, shown during the trick pause */
  shownTrick: CompletedTrick | null;
  /** how many bot calls failed in a row (worker crash): retried, then reported */
  botFailures: number;
  allowUndo: boolean;
  /** watch mode (no person seated): no bot move starts while paused… */
  paused: boolean;
  /** …except one per STEP: a one-shot credit spent when that move starts */
  stepCredit: boolean;
  /** make a person's forced move for them (forced.ts) */
  autoPlay: boolean;
  /** the game's lone actions that are no choice besides a card (forced.ts) */
  noChoice: NoChoice;
  /**
   * match.log.length where an undo landed: a forced move waiting there is not made for the
   * person (it would undo the undo); null when no undo holds one
   */
  autoHeldAt: number | null;
}

export type TableEvent =
  | { type: 'ACT'; seat: Seat; action: Action }
  | { type: 'HANDOFF_READY' }
  | { type: 'SET_PACE'; pace: Pace }
  | { type: 'SET_AUTOPLAY'; autoPlay: boolean }
  | { type: 'DISMISS_ERROR' }
  | { type: 'UNDO' }
  | { type: 'PAUSE' }
  | { type: 'RESUME' }
  | { type: 'STEP' };

export const PACE_MS: Record<Pace, { think: number; trickPause: number }> = {
  slow: { think: 1400, trickPause: 2000 },
  normal: { think: 700, trickPause: 1200 },
  fast: { think: 250, trickPause: 500 },
  instant: { think: 0, trickPause: 0 },
};

export function isAi(kind: SeatKind): boolean {
  return kind !== 'human';
}

/** The person the table waits on: the first human seat among those to act. */
export function humanActor(ctx: Pick<TableContext, 'match' | 'seats'>): Seat | undefined {
  return status(ctx.match).toAct.find((s) => !isAi(ctx.seats[s].kind));
}

/** The AI seat asked next: the first AI seat among those to act (people go first, see seatTurn). */
export function botActor(ctx: Pick<TableContext, 'match' | 'seats'>): Seat | undefined {
  return status(ctx.match).toAct.find((s) => isAi(ctx.seats[s].kind));
}

/**
 * AI seats that may take an optional action now: not among the seats the game waits on, but
 * with legal actions (Toepen: a knock out of turn). Clockwise, starting after toAct[0].
 */
export function optionalAiSeats(ctx: Pick<TableContext, 'match' | 'seats'>): Seat[] {
  const st = status(ctx.match);
  if (st.over || st.toAct.length === 0) return [];
  const n = ctx.seats.length;
  const out: Seat[] = [];
  for (let k = 1; k < n; k++) {
    const seat = (st.toAct[0] + k) % n;
    if (isAi(ctx.seats[seat].kind) && !st.toAct.includes(seat) && legalActions(ctx.match, seat).length > 0) out.push(seat);
  }
  return out;
}
