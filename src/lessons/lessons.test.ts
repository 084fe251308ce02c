// Every lesson plays through the engine contract to completion with its right moves, and
// every wrong move it lists is caught before the engine with the reason it names.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, observe, type Action } from '../engine';
import { LESSON_IDS } from './catalog';
import { LESSONS } from './index';
import { checkMove, checkMoves, isComplete, lessonMatch, stepIndex, stepMoves, walkLesson } from './run';

const all = Object.values(LESSONS).flat();

describe('lessons', () => {
  it('exist for every game, with unique ids per game', () => {
    const least = { supertrump: 4, toepen: 4, skat: 4, tuppi: 4, 'queens-dungeon': 4, kloepper: 4, ascot: 4, 'king-of-the-hill': 5 } as const;
    for (const [game, n] of Object.entries(least)) expect(LESSONS[game as keyof typeof least]?.length, game).toBeGreaterThanOrEqual(n);
    for (const list of Object.values(LESSONS)) expect(new Set(list.map((l) => l.id)).size).toBe(list.length);
  });

  it('are listed in the static catalogue the lobby and rules pages read, in order', () => {
    const ids = Object.fromEntries(Object.entries(LESSONS).map(([g, list]) => [g, list.map((l) => l.id)]));
    expect(LESSON_IDS).toEqual(ids);
  });

  it('check a step of several moves as one batch before any is sent, and count it as one step', () => {
    const lesson = LESSONS['king-of-the-hill']!.find((l) => l.id === 'bury')!;
    const step = lesson.steps[0];
    const right = stepMoves(step);
    expect(right).toHaveLength(8);
    const m = lessonMatch(lesson);
    // the right eight pass together; a wrong fifth card keeps the whole batch back, whatever
    // the four before it (each of them fine on its own)
    expect(checkMoves(lesson, m, right)).toBeNull();
    const fifthWrong = right.map((a, k) => (k === 4 ? { type: 'DISCARD', card: 'KS' } : a));
    for (const a of fifthWrong.slice(0, 4)) expect(checkMove(lesson, m, a)).toBeNull();
    expect(checkMoves(lesson, m, fifthWrong)).toEqual({ key: 'bury.points', params: { card: 'KS' } });
    // a judgement of the eight together (a short suit kept) comes at the last of them
    const spade = right.map((a, k) => (k === 7 ? { type: 'DISCARD', card: 'QS' } : a));
    expect(checkMoves(lesson, m, spade.slice(0, 7))).toBeNull();
    expect(checkMoves(lesson, m, spade)?.key).toBe('bury.void');
    // moves sent one at a time count toward the same step, and the moves already made are
    // part of the batch the next one completes
    let cur = m;
    for (const a of right.slice(0, 7)) {
      const r = applyAction(cur, lesson.learner, a);
      if (!r.ok) throw new Error(r.error.message);
      cur = r.match;
      expect(stepIndex(lesson, cur)).toBe(0);
    }
    expect(checkMove(lesson, cur, { type: 'DISCARD', card: 'QS' })?.key).toBe('bury.void');
    expect(checkMove(lesson, cur, right[7])).toBeNull();
    const r = applyAction(cur, lesson.learner, right[7]);
    if (!r.ok) throw new Error(r.error.message);
    expect(stepIndex(lesson, r.match)).toBe(1);
    expect(isComplete(lesson, r.match)).toBe(true);
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

      it('each right move is legal when its step comes (each of a step\'s several moves in turn)', () => {
        walkLesson(lesson, (i, obs, match) => {
          const [first, ...more] = stepMoves(lesson.steps[i]);
          expect(obs.legal, `step ${i + 1}`).toContainEqual(first);
          let m = match;
          for (const [k, a] of [first, ...more].entries()) {
            expect(legalActions(m, lesson.learner), `step ${i + 1}, move ${k + 1}`).toContainEqual(a);
            const r = applyAction(m, lesson.learner, a);
            if (r.ok) m = r.match;
          }
          return lesson.steps[i].answer;
        });
      });

      it('catches each listed wrong move with its reason, before the engine', () => {
        let checked = 0;
        walkLesson(lesson, (i, _obs, match) => {
          for (const w of lesson.steps[i].wrong ?? []) {
            const batch: readonly Action[] = Array.isArray(w.action) ? w.action : [w.action as Action];
            expect(checkMoves(lesson, match, batch)?.key, `step ${i + 1}: ${JSON.stringify(w.action)}`).toBe(w.reason);
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
