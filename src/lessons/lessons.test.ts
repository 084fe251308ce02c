// Every lesson plays through the engine contract to completion with its right moves, and
// every wrong move it lists is caught before the engine with the reason it names.
import { describe, expect, it } from 'vitest';
import { applyAction, observe } from '../engine';
import { LESSON_IDS } from './catalog';
import { LESSONS } from './index';
import { checkMove, isComplete, lessonMatch, stepIndex, walkLesson } from './run';

const all = Object.values(LESSONS).flat();

describe('lessons', () => {
  it('exist for every game, with unique ids per game', () => {
    const least = { supertrump: 4, toepen: 4, skat: 4, tuppi: 3, 'queens-dungeon': 3, kloepper: 4, ascot: 4, 'king-of-the-hill': 3 } as const;
    for (const [game, n] of Object.entries(least)) expect(LESSONS[game as keyof typeof least]?.length, game).toBeGreaterThanOrEqual(n);
    for (const list of Object.values(LESSONS)) expect(new Set(list.map((l) => l.id)).size).toBe(list.length);
  });

  it('are listed in the static catalogue the lobby and rules pages read, in order', () => {
    const ids = Object.fromEntries(Object.entries(LESSONS).map(([g, list]) => [g, list.map((l) => l.id)]));
    expect(LESSON_IDS).toEqual(ids);
  });

  for (const lesson of all) {
    describe(`${lesson.game}/${lesson.id}`, () => {
      it('starts at step 1 with the learner to act or about to', () => {
        const m = lessonMatch(lesson);
        expect(stepIndex(lesson, m)).toBe(0);
        expect(isComplete(lesson, m)).toBe(false);
      });

      it('completes when its right moves are played, every other seat playing its script', () => {
        const { match, trace } = walkLesson(lesson);
        expect(trace.filter((t) => t.includes('(not scripted)'))).toEqual([]);
        expect(isComplete(lesson, match)).toBe(true);
        expect(stepIndex(lesson, match)).toBe(lesson.steps.length);
      });

      it('each right move is legal when its step comes', () => {
        walkLesson(lesson, (i, obs) => {
          const answer = lesson.steps[i].answer;
          expect(obs.legal, `step ${i + 1}`).toContainEqual(answer);
          return answer;
        });
      });

      it('catches each listed wrong move with its reason, before the engine', () => {
        let checked = 0;
        walkLesson(lesson, (i, _obs, match) => {
          for (const w of lesson.steps[i].wrong ?? []) {
            expect(checkMove(lesson, match, w.action)?.key, `step ${i + 1}: ${JSON.stringify(w.action)}`).toBe(w.reason);
            checked++;
          }
          // a move of another kind (a card where a call is due, or the reverse) is never the step's
          expect(checkMove(lesson, match, { type: 'NO_SUCH_MOVE' })).not.toBeNull();
          return lesson.steps[i].answer;
        });
        expect(checked).toBeGreaterThan(0);
      });

      it('each step right after the last one accepted is its own (steps count only the learner\'s moves)', () => {
        const m = lessonMatch(lesson);
        const learnerObs = observe(m, lesson.learner);
        // a move the engine refuses never advances the lesson
        const r = applyAction(m, lesson.learner, { type: 'NO_SUCH_MOVE' });
        expect(r.ok).toBe(false);
        expect(learnerObs.seat).toBe(lesson.learner);
      });
    });
  }
});
