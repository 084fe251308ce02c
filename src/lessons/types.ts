// A lesson is data: a fixed deal, the seat the learner sits in, the other seats' scripted
// moves, and a goal as ordered steps. Pure TypeScript: no React, no DOM, no AI search.
import type { Action, GameId, LoggedAction, MatchSetup, Observation, Seat } from '../engine/core/types';

/** Why a proposed move is not the step's: a key in the game's lesson texts (lessons.<game>.<key>). */
export interface WrongMove {
  key: string;
  params?: Record<string, string | number>;
}

export interface LessonStep {
  /** what to do and why: lessons.<game>.<key> */
  key: string;
  /** the step's right move (tests and the e2e walk play it) */
  answer: Action;
  /** null when `action` satisfies the step, else why not */
  check(action: Action, obs: Observation): WrongMove | null;
  /** wrong moves a test proves are caught, with the reason key each one gets */
  wrong?: readonly { action: Action; reason: string }[];
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
