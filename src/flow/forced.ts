// A person's move that is no choice: the only legal card, or a lone action the game calls no
// choice (Toepen's "no signal", rules §4.2). With the auto-play setting the table makes it for
// them after the pause of a move; undo steps back over it to their last real decision.
import type { Action, Match, Seat } from '../engine';
import { legalActions, rewind } from '../engine';

/** Per game: whether a lone legal action other than a card is no choice (default: none is). */
export type NoChoice = (a: Action) => boolean;

export const noOtherForcedMoves: NoChoice = () => false;

/** The seat's only legal action when it is a card or one the game calls no choice; else null. */
export function forcedMove(match: Match, seat: Seat, noChoice: NoChoice): Action | null {
  const legal = legalActions(match, seat);
  return legal.length === 1 && (legal[0].type === 'PLAY' || noChoice(legal[0])) ? legal[0] : null;
}

/** Was the log's entry `i` a forced move (judged in the match as it stood before it)? */
export function wasForced(match: Match, i: number, noChoice: NoChoice): boolean {
  const entry = match.log[i];
  return entry !== undefined && forcedMove(rewind(match, i), entry.seat, noChoice) !== null;
}
