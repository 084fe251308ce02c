// Every game's AI hooks (types.ts), by game id. A registered game without hooks is played
// by the random policy until it gets its own.
import type { GameId } from '../core/types';
import { skatAi } from '../games/skat/ai';
import { supertrumpAi } from '../games/supertrump/ai';
import { toepenAi } from '../games/toepen/ai';
import { tuppiAi } from '../games/tuppi/ai';
import type { GameAi } from './types';

export const gameAis: Partial<Record<GameId, GameAi>> = {
  supertrump: supertrumpAi as unknown as GameAi,
  skat: skatAi as unknown as GameAi,
  tuppi: tuppiAi as unknown as GameAi,
  toepen: toepenAi as unknown as GameAi,
};
