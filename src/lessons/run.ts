// Running a lesson over the engine contract: the learner's step, the check of a proposed
// move, the scripted seats' moves. Deterministic: the same lesson always plays the same way.
import { applyAction, legalActions, newMatch, observe } from '../engine';
import type { Action, Match, Observation, Seat } from '../engine/core/types';
import type { Lesson, LessonStep, WrongMove } from './types';

/** Two actions are the same when every field is. */
export function sameAction(a: Action, b: Action): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/** The lesson's match as it starts: the fixed deal with the opening moves made. */
export function lessonMatch(lesson: Lesson): Match {
  let m = newMatch(lesson.game, lesson.setup);
  for (const { seat, action } of lesson.opening ?? []) {
    const r = applyAction(m, seat, action);
    if (!r.ok) throw new Error(`lesson ${lesson.game}/${lesson.id}: opening move ${JSON.stringify(action)} refused: ${r.error.message}`);
    m = r.match;
  }
  return m;
}

/** A step's moves: its answer as a list (one move, or the several one confirm sends). */
export function stepMoves(step: LessonStep): readonly Action[] {
  const a = step.answer;
  return Array.isArray(a) ? a : [a as Action];
}

/** How many of the learner's moves a step covers. */
export const movesOf = (step: LessonStep): number => stepMoves(step).length;

/**
 * Where the lesson stands: the step in progress (= the steps done) and the learner's moves of
 * it already made. Each learner move since the opening satisfied its step; a step of n moves
 * is done after n of them.
 */
export function stepProgress(lesson: Lesson, match: Match): { index: number; made: Action[] } {
  const from = lesson.opening?.length ?? 0;
  const mine = match.log.slice(from).filter((e) => e.seat === lesson.learner).map((e) => e.action);
  let index = 0;
  let at = 0;
  while (index < lesson.steps.length && at + movesOf(lesson.steps[index]) <= mine.length) at += movesOf(lesson.steps[index++]);
  return { index, made: index < lesson.steps.length ? mine.slice(at) : [] };
}

/** How many steps are done (the index of the step in progress). */
export function stepIndex(lesson: Lesson, match: Match): number {
  return stepProgress(lesson, match).index;
}

/**
 * Every step done, and what the last one set going has played out: the trick is over, or the
 * learner is to act again, or the hand is.
 */
export function isComplete(lesson: Lesson, match: Match): boolean {
  if (stepIndex(lesson, match) < lesson.steps.length) return false;
  const obs = observe(match, lesson.learner);
  return obs.trick.length === 0 || obs.toAct.includes(lesson.learner) || obs.phase === 'handResult' || obs.over;
}

/** The generic reason for a move of another kind than the step asks for. */
export const OTHER_MOVE: WrongMove = { key: 'otherMove' };

/**
 * The check of the learner's proposed move against the current step, before it goes to the
 * engine: null lets it through (right move, or the lesson is over), else why it is not the step's.
 */
export function checkMove(lesson: Lesson, match: Match, action: Action): WrongMove | null {
  return checkMoves(lesson, match, [action]);
}

/**
 * The check of several moves one confirm sends together (a burial of eight cards), all before
 * any is sent: each against its step, with the step's moves made or proposed before it. Null
 * lets the whole batch through; else the first wrong move's reason, and none is to be sent.
 * Every move is judged on the observation before the batch (nothing of it is played yet).
 */
export function checkMoves(lesson: Lesson, match: Match, actions: readonly Action[]): WrongMove | null {
  let { index, made } = stepProgress(lesson, match);
  const obs = observe(match, lesson.learner);
  for (const action of actions) {
    const step = lesson.steps[index];
    if (!step) return null;
    const why = step.check(action, obs, made);
    if (why) return why;
    made = [...made, action];
    if (made.length >= movesOf(step)) {
      index++;
      made = [];
    }
  }
  return null;
}

/** The first of a scripted seat's moves that is legal now, if any. */
function preferred(lesson: Lesson, obs: Observation): Action | null {
  return (lesson.script[obs.seat] ?? []).find((a) => obs.legal.some((l) => sameAction(l, a))) ?? null;
}

/** A scripted seat's move at its turn, from its observation: its first scripted move legal now, else its first legal action. */
export function scriptedMove(lesson: Lesson, obs: Observation): Action | null {
  return preferred(lesson, obs) ?? obs.legal[0] ?? null;
}

/** A scripted seat's optional move out of turn (a knock): a scripted move legal now, else none. */
export function scriptedOptional(lesson: Lesson, obs: Observation): Action | null {
  return preferred(lesson, obs);
}

export interface Walk {
  match: Match;
  /** one line per move, for a failing test's message */
  trace: string[];
}

/**
 * Plays the lesson through the engine contract as the table would: scripted seats move
 * (their optional moves offered after each move), and at the learner's turn `learnerMove`
 * decides (by default the step's answer, checked): one move, or the moves of a step of
 * several, checked together before the first is made. Stops when the lesson is complete, or
 * throws where the lesson cannot go on.
 */
export function walkLesson(lesson: Lesson, learnerMove?: (step: number, obs: Observation, match: Match) => Action | readonly Action[], maxMoves = 400): Walk {
  let match = lessonMatch(lesson);
  const trace: string[] = [];
  const apply = (seat: Seat, action: Action) => {
    const r = applyAction(match, seat, action);
    trace.push(`${seat}: ${JSON.stringify(action)}${r.ok ? '' : ` REFUSED ${r.error.code}`}`);
    if (!r.ok) throw new Error(`lesson ${lesson.game}/${lesson.id} refused a move:\n${trace.join('\n')}`);
    match = r.match;
  };
  for (let n = 0; n < maxMoves && !isComplete(lesson, match); n++) {
    const toAct = observe(match, lesson.learner).toAct;
    if (toAct.length === 0) throw new Error(`lesson ${lesson.game}/${lesson.id} stalled:\n${trace.join('\n')}`);
    // optional moves of scripted seats (a knock out of turn), as the flow offers them:
    // clockwise from the seat after the first one the game waits on
    let optional = false;
    const n = lesson.setup.players;
    for (let k = 1; k < n && !optional; k++) {
      const s = (toAct[0] + k) % n;
      if (s === lesson.learner || toAct.includes(s) || legalActions(match, s).length === 0) continue;
      const a = scriptedOptional(lesson, observe(match, s));
      if (a) {
        apply(s, a);
        optional = true;
      }
    }
    if (optional) continue;
    if (toAct.includes(lesson.learner)) {
      const obs = observe(match, lesson.learner);
      const { index: i, made } = stepProgress(lesson, match);
      // the step's moves still to make, checked together and then sent one after the other,
      // as the table's confirm does
      const chosen = learnerMove ? learnerMove(i, obs, match) : stepMoves(lesson.steps[i]).slice(made.length);
      const actions: readonly Action[] = Array.isArray(chosen) ? chosen : [chosen as Action];
      const why = checkMoves(lesson, match, actions);
      if (why) throw new Error(`lesson ${lesson.game}/${lesson.id} step ${i + 1}: its move is refused by its own check (${why.key}):\n${trace.join('\n')}`);
      for (const action of actions) apply(lesson.learner, action);
    } else {
      const seat = toAct[0];
      const obs = observe(match, seat);
      const a = scriptedMove(lesson, obs);
      if (a && !preferred(lesson, obs)) trace.push(`${seat}: (not scripted)`);
      if (!a) throw new Error(`lesson ${lesson.game}/${lesson.id}: seat ${seat} has no move:\n${trace.join('\n')}`);
      apply(seat, a);
    }
  }
  if (!isComplete(lesson, match)) throw new Error(`lesson ${lesson.game}/${lesson.id} did not complete:\n${trace.join('\n')}`);
  return { match, trace };
}
