// Shared action objects for the games' legal lists. An action without fields, or a PLAY of one
// of the 52 standard cards, is always the same frozen object: legalActions allocates only the
// list, on every step of the AI's playouts. Frozen, as a list hands the same object out again
// (nothing changes actions: applyAction logs a copy).
import { deckIndex, standardDeck } from './cards';
import type { Action, Card } from './types';

/** The shared action `{ type }` (a game keeps it in a constant). */
export function fixedAction(type: string): Action {
  return Object.freeze({ type });
}

const PLAYS: readonly Action[] = standardDeck().map((card) => Object.freeze({ type: 'PLAY', card }));

/** The action `{ type: 'PLAY', card }`: shared for a standard card, else a fresh object. */
export function playAction(card: Card): Action {
  const i = deckIndex(card);
  return i >= 0 ? PLAYS[i] : { type: 'PLAY', card };
}
