// Every game's AI hooks (types.ts), by game id: the `<game>Ai` export of games/<id>/ai.ts.
// A registered game without hooks is played by the random policy until it gets its own.
import { collectParts } from '../core/discover';
import type { GameAi } from './types';

export const gameAis = collectParts<GameAi>(import.meta.glob('../games/*/ai.ts', { eager: true }), 'Ai');
