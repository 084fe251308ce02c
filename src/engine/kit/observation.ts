// The part of status() and observe() every trick-taking game fills alike (core/types.ts).
import type { Action, Card, CompletedTrick, GameId, Observation, PlayedCard, Seat, Status } from '../core/types';

/** The fields of a game's state the common part reads. */
export interface TableState {
  phase: string;
  handNumber: number;
  dealer: Seat;
  hands: readonly (readonly Card[])[];
  trick: readonly PlayedCard[];
  winners: readonly Seat[];
}

/** status(): the game is over in its phase 'gameOver'. */
export function statusOf(s: TableState, toAct: Seat[], totals: number[]): Status {
  return { phase: s.phase, toAct, handNumber: s.handNumber, over: s.phase === 'gameOver', totals, winners: s.winners.slice() };
}

/**
 * The last trick as a seat sees it: with `review` (the option to look back) until the next
 * trick is complete, else only until the next lead.
 */
export function shownLastTrick(review: boolean, s: { trick: readonly PlayedCard[]; lastTrick: CompletedTrick | null }): CompletedTrick | null {
  return review || s.trick.length === 0 ? s.lastTrick : null;
}

/**
 * `seat`'s observation: the common fields in the contract's order, then the game's `own` (its
 * history among them: each game keeps its own kind of record). Spread last, into the literal:
 * spreading the common part first and adding two dozen fields after it makes V8 build a slow
 * dictionary object (measured: 20× slower, and the AI's playouts observe).
 */
export function observation<G extends GameId, P extends string, O extends object>(
  game: G, s: TableState & { phase: P }, seat: Seat, legal: Action[], toAct: Seat[], totals: number[],
  tricksWon: number[], lastTrick: CompletedTrick | null, own: O,
): Omit<Observation, 'game' | 'phase' | 'history'> & { game: G; phase: P } & O {
  return {
    game,
    seat,
    players: s.hands.length,
    phase: s.phase,
    hand: s.hands[seat].slice(),
    legal,
    toAct,
    totals,
    handNumber: s.handNumber,
    over: s.phase === 'gameOver',
    winners: s.winners.slice(),
    dealer: s.dealer,
    handSizes: s.hands.map((h) => h.length),
    trick: s.trick.slice(),
    lastTrick,
    tricksWon,
    ...own,
  };
}
