// A lesson at the table: the lesson's deal, its scripted seats, its check of every move
// before it is sent, and its panel where the tutor would stand. Lazily loaded.
import { useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { Action, GameId, Match, Seat } from '../../engine/core/types';
import type { SeatConfig } from '../../flow/types';
import { findLesson, nextLesson } from '../../lessons';
import { checkMoves, isComplete, lessonMatch, scriptedMove, scriptedOptional, stepIndex } from '../../lessons/run';
import type { Lesson, WrongMove } from '../../lessons/types';
import { markLessonDone } from '../../state/lessonProgress';
import TableScreen, { type TableLesson } from '../table/TableScreen';
import { useTr, type Tr } from '../table/text';
import { lessonText, useLessonTexts, wrongText } from './texts';
import './lessons.css';

interface Props {
  game: GameId;
  lessonId: string;
  onOpen(id: string): void;
  onList(): void;
}

export default function LessonTable(props: Props) {
  const tr = useTr();
  const lesson = findLesson(props.game, props.lessonId);
  if (!useLessonTexts(props.game)) return <div className="screen-loading" role="status">{tr('common.loadingTable')}</div>;
  if (!lesson) {
    return (
      <div className="lessons-page" data-testid="lesson-missing">
        <p>{tr('common.lessons.none')}</p>
        <button type="button" className="btn" onClick={props.onList}>{tr('common.lessons.back')}</button>
      </div>
    );
  }
  return <LessonRun key={lesson.id} lesson={lesson} {...props} />;
}

function seatsOf(lesson: Lesson, tr: Tr): SeatConfig[] {
  const names = tr('common.lessons.opponents', { returnObjects: true }) as unknown;
  const list = Array.isArray(names) ? names.map(String) : [];
  let k = 0;
  return Array.from({ length: lesson.setup.players }, (_, s) =>
    s === lesson.learner ? { kind: 'human', name: tr('table.you') } : { kind: 'ai-easy', name: list[k++] ?? `#${s + 1}` });
}

function LessonRun({ lesson, game, onOpen, onList }: Props & { lesson: Lesson }) {
  const tr = useTr();
  const [attempt, setAttempt] = useState(0);
  // the lesson's match as it starts (the same deal every attempt), and as it stands
  const initial = useMemo(() => lessonMatch(lesson), [lesson]);
  const [match, setMatch] = useState<Match>(initial);
  const matchRef = useRef(match);
  const [wrong, setWrong] = useState<{ why: WrongMove; at: number } | null>(null);
  const [mistakes, setMistakes] = useState(0);
  const step = stepIndex(lesson, match);
  const complete = isComplete(lesson, match);
  const next = nextLesson(game, lesson.id);

  const onMatchChange = useCallback((m: Match) => {
    matchRef.current = m;
    setMatch(m);
  }, []);

  useEffect(() => {
    if (complete) markLessonDone(game, lesson.id, mistakes === 0);
  }, [complete, mistakes, game, lesson.id]);

  const restart = () => {
    setMistakes(0);
    matchRef.current = initial;
    setMatch(initial);
    setWrong(null);
    setAttempt((a) => a + 1);
  };

  // scripted seats: pure functions of what they see
  const bot = useCallback(async (obs: Parameters<typeof scriptedMove>[1]) => {
    const a = scriptedMove(lesson, obs);
    if (!a) throw new Error('a scripted seat has no move');
    return a;
  }, [lesson]);
  const optional = useCallback(async (obs: Parameters<typeof scriptedOptional>[1]) => scriptedOptional(lesson, obs), [lesson]);

  const table: TableLesson = {
    guard(seat: Seat, actions: readonly Action[]) {
      if (seat !== lesson.learner) return null;
      const m = matchRef.current;
      // a confirm's several moves (a burial) are checked together: a wrong one keeps all back
      const why = checkMoves(lesson, m, actions);
      if (why) {
        setMistakes((n) => n + 1);
        setWrong({ why, at: m.log.length });
      } else setWrong(null);
      return why;
    },
    panel: (ref, scored) => (
      <LessonPanel ref={ref} tr={tr} game={game} lesson={lesson} step={step} complete={complete}
        wrong={wrong && wrong.at === match.log.length ? wrongText(tr, game, lesson.id, wrong.why) : null}
        scored={complete ? scored : []} flawless={mistakes === 0}
        onRestart={restart} onNext={next ? () => onOpen(next.id) : null} onList={onList} />
    ),
  };

  return (
    <TableScreen
      key={attempt}
      game={game}
      initialMatch={initial}
      seats={seatsOf(lesson, tr)}
      onMatchChange={onMatchChange}
      onExit={onList}
      onNewMatch={onList}
      bot={bot}
      optional={optional}
      lesson={table}
    />
  );
}

interface PanelProps {
  ref: Ref<HTMLElement>;
  tr: Tr;
  game: GameId;
  lesson: Lesson;
  step: number;
  complete: boolean;
  wrong: string | null;
  scored: string[];
  flawless: boolean;
  onRestart(): void;
  onNext: (() => void) | null;
  onList(): void;
}

function LessonPanel({ ref, tr, game, lesson, step, complete, wrong, scored, flawless, onRestart, onNext, onList }: PanelProps) {
  const total = lesson.steps.length;
  const shown = Math.min(step, total - 1);
  const t = (key: string) => lessonText(tr, game, `${lesson.id}.${key}`);
  return (
    <section ref={ref} className={`tt-lesson ${complete ? 'tt-lesson--done' : ''}`} aria-labelledby="tt-lesson-title" data-testid="lesson-panel"
      data-lesson={lesson.id} data-step={Math.min(step, total)} data-steps={total} data-complete={complete}>
      <div className="tt-lesson-head">
        <h2 id="tt-lesson-title" className="tt-lesson-title">
          <span className="tt-lesson-kicker">{tr('common.lessons.panel')}</span> {t('title')}
        </h2>
        <span className="tt-lesson-progress" data-testid="lesson-progress">
          {complete ? tr('common.lessons.complete') : tr('common.lessons.step', { n: shown + 1, total })}
        </span>
      </div>
      {!complete ? <p className="tt-lesson-intro">{t('intro')}</p> : null}
      {complete ? (
        <div className="tt-lesson-done" role="status" data-testid="lesson-complete">
          <p><span aria-hidden="true">{flawless ? '★ ' : '✓ '}</span>{t('done')}</p>
          {scored.length > 0 ? (
            <ul className="tt-lesson-scored" aria-label={tr('common.lessons.scored')}>{scored.map((s, i) => <li key={i}>{s}</li>)}</ul>
          ) : null}
        </div>
      ) : (
        <p className="tt-lesson-prompt" data-testid="lesson-prompt" aria-live="polite">{lessonText(tr, game, lesson.steps[shown].key)}</p>
      )}
      {wrong && !complete ? (
        <p className="tt-lesson-wrong" role="alert" data-testid="lesson-wrong"><strong>{tr('common.lessons.wrong')}</strong> {wrong}</p>
      ) : null}
      <div className="tt-lesson-actions">
        {complete && onNext ? (
          <button type="button" className="tt-btn tt-small tt-primary" onClick={onNext} data-testid="lesson-next">{tr('common.lessons.next')}</button>
        ) : null}
        <button type="button" className="tt-btn tt-small" onClick={onRestart} data-testid="lesson-restart">{tr('common.lessons.restart')}</button>
        <button type="button" className="tt-btn tt-small" onClick={onList} data-testid="lesson-list">{tr('common.lessons.back')}</button>
      </div>
    </section>
  );
}
