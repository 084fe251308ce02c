// Every game the table can play: the rules of each game listed in games/index.ts. Games not
// yet built are simply absent.
import type { GameDefinition, GameId } from './core/types';
import { enginePart } from './games';

export const games: Partial<Record<GameId, GameDefinition>> = enginePart('rules');

export function registeredGames(): GameId[] {
  return Object.keys(games) as GameId[];
}
