import type { GameDefinition, GameId } from './core/types';
import { skat } from './games/skat';
import { supertrump } from './games/supertrump';
import { toepen } from './games/toepen';
import { tuppi } from './games/tuppi';

/** Every game the table can play. Games not yet built are simply absent. */
export const games: Partial<Record<GameId, GameDefinition>> = {
  supertrump: supertrump as unknown as GameDefinition,
  skat: skat as unknown as GameDefinition,
  tuppi: tuppi as unknown as GameDefinition,
  toepen: toepen as unknown as GameDefinition,
};

export function registeredGames(): GameId[] {
  return Object.keys(games) as GameId[];
}
