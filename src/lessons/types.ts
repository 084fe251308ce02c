// A lesson is data: a fixed deal, the seat the learner sits in, the other seats' scripted
// moves, and a goal as ordered steps. Pure TypeScript: no React, no DOM, no AI search.
import type { Action, GameId, LoggedAction, MatchSetup, Observation, Seat } from '../engine/core/types';

/** Why a proposed move is not the step's: a key in the game's lesson texts (lessons.<game>.<key>). */
export interface WrongMove {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * One step of a lesson: usually one move of the learner. A step may cover several moves that
 * one confirm at the table sends together (King of the Hill's burial: eight DISCARDs, one card
 * each): its `answer` is then the list of them, in order, and `check` sees each move with the
 * step's moves before it, so the table can ask about the whole batch before it sends any
 * (run.ts checkMoves). The moves of one step are the learner's, one right after the other.
 */
export interface LessonStep {
  /** what to do and why: lessons.<game>.<key> */
  key: string;
  /**
   * the step's right move (tests and the e2e walk play it); for a step of several moves, all
   * of them in order (their number is how many of the learner's moves the step covers)
   */
  answer: Action | readonly Action[];
  /**
   * null when `action` satisfies the step, else why not. `before`: the step's moves made or
   * proposed before this one (always empty for a one-move step); `obs` is the learner's
   * observation before the first move of the batch being checked, so a check that wants the
   * whole of a several-move step judges it at its last move.
   */
  check(action: Action, obs: Observation, before: readonly Action[]): WrongMove | null;
  /**
   * wrong moves a test proves are caught, with the reason key each one gets (for a step of
   * several moves: a whole wrong batch, checked before any of it is sent)
   */
  wrong?: readonly { action: Action | readonly Action[]; reason: string }[];
}

export interface Lesson {
  /** unique within its game; part of its address and of the saved progress */
  id: string;
  game: GameId;
  /** title, intro and done texts: lessons.<game>.<id>.title / .intro / .done */
  setup: MatchSetup;
  /** where the learner sits */
  learner: Seat;
  /**
   * Moves made before the lesson begins (trump chosen, hands kept): applied to the fresh
   * match in order, whoever the seat.
   */
  opening?: readonly LoggedAction[];
  /**
   * Each other seat's prefer-list: at its turn a seat makes the first of these moves that is
   * legal now, else its first legal action; out of turn (a knock) the first one legal now, if any.
   */
  script: Readonly<Record<number, readonly Action[]>>;
  steps: readonly LessonStep[];
}

export interface GameLessons {
  game: GameId;
  lessons: readonly Lesson[];
}
