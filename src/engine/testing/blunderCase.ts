// A blunder case's shape (testing/blunders.ts checks them): a position and the moves that must
// never be chosen there. Free of any test runner, so that both the unit suites and the built
// app's end-to-end test (e2e/blunder-hints.spec.ts) can play the same positions.
import { applyAction, newMatch } from '../core/match';
import type { Action, Match, MatchSetup, Observation, Seat } from '../core/types';
import type { AiLevel } from '../ai/heuristic';

export interface BlunderCase {
  /** what the position is and why the blunder loses */
  name: string;
  game: Observation['game'];
  /** the position: a fixed deal and the moves that lead to it, in order (seat, action) */
  setup?: MatchSetup;
  moves?: readonly (readonly [Seat, Action])[];
  /**
   * Or the seat's observation of a position set up directly (a late endgame, which no short
   * list of moves reaches): the game's own `observe` of a state, so it is exactly what the
   * engine would show.
   */
  observation?: () => Observation;
  /** the seat that must decide */
  seat: Seat;
  /** a blunder: true for a move that must never be chosen here */
  blunder(a: Action): boolean;
  /**
   * Where the decision is an optional one (a Toepen knock out of turn): the engine's
   * chooseOptionalAction is asked, and null (doing nothing) is judged as `{ type: 'NONE' }`.
   */
  optional?: boolean;
  /**
   * The levels that must avoid it (default: all). A subtle loss that the careful player makes
   * too (a lead that gives away one trick in a long endgame) is a weaker move for easy, not an
   * absurd one.
   */
  levels?: readonly AiLevel[];
}

/** The position of `c` (throws if a move on the way is refused). */
export function positionOf(c: BlunderCase): Match {
  if (!c.setup) throw new Error(`${c.name}: no setup`);
  let m = newMatch(c.game, c.setup);
  for (const [seat, a] of c.moves ?? []) {
    const r = applyAction(m, seat, a);
    if (!r.ok) throw new Error(`${c.name}: ${JSON.stringify(a)} by seat ${seat} was refused: ${r.error.code}`);
    m = r.match;
  }
  return m;
}

/** A PLAY of `card`. */
export const PLAY = (card: string): Action => ({ type: 'PLAY', card });
/** Whether `a` plays one of `cards`. */
export const plays = (a: Action, ...cards: string[]): boolean => a.type === 'PLAY' && cards.includes(a.card as string);
