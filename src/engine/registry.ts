// Every game the table can play: each game in the catalog whose folder holds its rules
// (games/<id>/index.ts exporting the definition under the game's name, e.g. `toepen`).
// Games not yet built are simply absent.
import { catalog } from './catalog';
import { collectParts } from './core/discover';
import type { GameDefinition, GameId } from './core/types';

const definitions = collectParts<GameDefinition>(import.meta.glob('./games/*/index.ts', { eager: true }), '');

export const games: Partial<Record<GameId, GameDefinition>> = Object.fromEntries(
  catalog.flatMap((m) => (definitions[m.id] ? [[m.id, definitions[m.id]]] : [])),
);

export function registeredGames(): GameId[] {
  return Object.keys(games) as GameId[];
}
