// Shared action objects for the games' legal lists. An action without fields is always the
// same frozen object: legalActions allocates only the list, on every step of the AI's
// playouts. Frozen, as a list hands the same object out again (nothing changes actions:
// applyAction logs a copy). PLAY actions are fresh (kit/follow.ts: measured faster).
import type { Action } from './types';

/** The shared action `{ type }` (a game keeps it in a constant). */
export function fixedAction(type: string): Action {
  return Object.freeze({ type });
}

/** Per action type: its fields besides `type`, and the phases it belongs to (order E-1's first checks). */
export interface ActionShape<P extends string = string> {
  fields: readonly string[];
  phases: readonly P[];
}

/**
 * A game's shape lookup by action type; undefined for an unknown type. A Map: no keys from
 * the prototype, and one lookup per action of the AI's playouts.
 */
export function shapeLookup<S>(shapes: Readonly<Record<string, S>>): (type: unknown) => S | undefined {
  const byType = new Map<unknown, S>(Object.entries(shapes));
  return (type) => byType.get(type);
}
