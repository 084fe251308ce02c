// Every game's AI hooks (types.ts), by game id: its games/<id>/ai.ts, listed in games/index.ts.
// A registered game without hooks is played by the random policy until it gets its own.
import { enginePart } from '../games';

export const gameAis = enginePart('ai');
