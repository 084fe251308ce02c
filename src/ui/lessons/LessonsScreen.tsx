// A game's lessons: the list with each one's mark (done, done without a wrong move), and
// the way into each. Lazily loaded with the lesson data.
import { useEffect, useRef } from 'react';
import type { GameId } from '../../engine/core/types';
import { lessonsOf } from '../../lessons';
import { useLessonProgress } from '../../state/lessonProgress';
import { SettingsMenu } from '../app/SettingsMenu';
import { useTr } from '../table/text';
import { lessonText, useLessonTexts } from './texts';
import './lessons.css';

interface Props {
  game: GameId;
  onOpen(id: string): void;
  onBack(): void;
}

export default function LessonsScreen(props: Props) {
  const tr = useTr();
  if (!useLessonTexts(props.game)) return <div className="screen-loading" role="status">{tr('common.loading')}</div>;
  return <LessonList {...props} />;
}

function LessonList({ game, onOpen, onBack }: Props) {
  const tr = useTr();
  const progress = useLessonProgress()[game] ?? {};
  const lessons = lessonsOf(game);
  const done = lessons.filter((l) => progress[l.id]).length;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus();
  }, [game]);
  return (
    <div className="lessons-page" data-testid="lessons" data-game={game}>
      <header className="lessons-page__bar">
        <button type="button" className="btn btn--small" onClick={onBack} data-testid="lessons-back">
          <span aria-hidden="true">← </span>{tr('common.lessons.backToLobby')}
        </button>
        <SettingsMenu />
      </header>
      <main className="lessons-sheet">
        <h1 ref={heading} tabIndex={-1}>{tr('common.lessons.title', { game: tr(`common.games.${game}`) })}</h1>
        <p className="lessons-lede">{tr('common.lessons.lede')}</p>
        {lessons.length === 0 ? <p>{tr('common.lessons.none')}</p> : (
          <>
            <p className="lessons-count" data-testid="lessons-count">{tr('common.lessons.count', { done, total: lessons.length })}</p>
            <ol className="lessons-list">
              {lessons.map((l, i) => {
                const mark = progress[l.id];
                const state = mark ? (mark.flawless ? 'flawless' : 'done') : 'open';
                return (
                  <li key={l.id} className={`lessons-item lessons-item--${state}`} data-testid={`lesson-${l.id}`} data-state={state}>
                    <span className="lessons-item__num" aria-hidden="true">{i + 1}</span>
                    <span className="lessons-item__text">
                      <span className="lessons-item__title">{lessonText(tr, game, `${l.id}.title`)}</span>
                      <span className="lessons-item__intro">{lessonText(tr, game, `${l.id}.intro`)}</span>
                    </span>
                    <span className="lessons-item__mark" title={tr(`common.lessons.${state === 'open' ? 'notDone' : state}`)}>
                      <span aria-hidden="true">{state === 'flawless' ? '★' : state === 'done' ? '✓' : ''}</span>
                      <span className="visually-hidden">{tr(`common.lessons.${state === 'open' ? 'notDone' : state}`)}</span>
                    </span>
                    <button type="button" className={`btn btn--small ${mark ? '' : 'btn--primary'}`} onClick={() => onOpen(l.id)}
                      data-testid={`lesson-start-${l.id}`}>
                      {tr(mark ? 'common.lessons.again' : 'common.lessons.start')}
                    </button>
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </main>
    </div>
  );
}
