// Which games have lessons, and their ids in order: static facts for the lobby and the rules
// page, which must not load the lessons themselves (they bring the engine). A test keeps this
// list equal to the lessons' own (lessons.test.ts).
import type { GameId } from '../engine/core/types';

export const LESSON_IDS: Partial<Record<GameId, readonly string[]>> = {
  supertrump: ['follow', 'trumps', 'super', 'points'],
  skat: ['jacks', 'bidding', 'points', 'grand'],
  toepen: ['follow', 'last', 'knock', 'fold'],
  tuppi: ['auction', 'follow', 'nolo', 'solo'],
  'queens-dungeon': ['queen', 'trumps', 'change', 'dungeon'],
  kloepper: ['trumps', 'partner', 'call', 'knock'],
  ascot: ['lead', 'follow', 'cap', 'finish'],
  'king-of-the-hill': ['trumps', 'pairs', 'declare', 'bury', 'call'],
};

export function hasLessons(game: GameId): boolean {
  return (LESSON_IDS[game]?.length ?? 0) > 0;
}

export function firstLesson(game: GameId): string | undefined {
  return LESSON_IDS[game]?.[0];
}
