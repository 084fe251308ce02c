// Every game's lessons, in teaching order. A game without lessons is simply absent.
import type { GameId } from '../engine/core/types';
import { ascotLessons } from './ascot';
import { kingOfTheHillLessons } from './king-of-the-hill';
import { kloepperLessons } from './kloepper';
import { queensDungeonLessons } from './queens-dungeon';
import { skatLessons } from './skat';
import { supertrumpLessons } from './supertrump';
import { toepenLessons } from './toepen';
import { tuppiLessons } from './tuppi';
import type { Lesson } from './types';

export const LESSONS: Partial<Record<GameId, readonly Lesson[]>> = {
  supertrump: supertrumpLessons,
  skat: skatLessons,
  toepen: toepenLessons,
  tuppi: tuppiLessons,
  'queens-dungeon': queensDungeonLessons,
  kloepper: kloepperLessons,
  ascot: ascotLessons,
  'king-of-the-hill': kingOfTheHillLessons,
};

export function lessonsOf(game: GameId): readonly Lesson[] {
  return LESSONS[game] ?? [];
}

export function findLesson(game: GameId, id: string): Lesson | undefined {
  return lessonsOf(game).find((l) => l.id === id);
}

/** The lesson after `id` in its game, if any. */
export function nextLesson(game: GameId, id: string): Lesson | undefined {
  const list = lessonsOf(game);
  const i = list.findIndex((l) => l.id === id);
  return i >= 0 ? list[i + 1] : undefined;
}

export type { Lesson, LessonStep, WrongMove } from './types';
export { checkMove, checkMoves, isComplete, lessonMatch, scriptedMove, scriptedOptional, stepIndex, stepMoves, walkLesson } from './run';
