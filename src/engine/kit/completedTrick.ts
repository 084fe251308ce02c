// The end of a trick: its public record and the TRICK_WON fact (section 11 of every spec).
import { appended, setAt } from '../core/arrays';
import type { CompletedTrick, Fact, PlayedCard, Seat } from '../core/types';

/** The record of `trick`, won by `winner`, with its fact; both share the trick's array, never changed after. */
export function completeTrick(trick: PlayedCard[], winner: Seat, trickNo: number, facts: Fact[]): CompletedTrick {
  facts.push({ type: 'TRICK_WON', seat: winner, trick, trickNo });
  return { cards: trick, winner };
}

/** The trick-play fields most games keep (Supertrump counts its tricks by stage instead). */
export interface TrickTable {
  leader: Seat;
  trick: PlayedCard[];
  trickNo: number;
  tricksWon: number[];
  lastTrick: CompletedTrick | null;
  tricks: CompletedTrick[];
}

/**
 * Collects the trick on the table of `next` (a state fresh from this action) for `winner`, who
 * leads the next one. Returns the completed trick's number.
 */
export function collectTrick(next: TrickTable, winner: Seat, facts: Fact[]): number {
  const trickNo = next.trickNo;
  const done = completeTrick(next.trick, winner, trickNo, facts);
  next.tricksWon = setAt(next.tricksWon, winner, next.tricksWon[winner] + 1);
  next.lastTrick = done;
  next.tricks = appended(next.tricks, done);
  next.trick = [];
  next.leader = winner;
  next.trickNo = trickNo + 1;
  return trickNo;
}
