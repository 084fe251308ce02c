// A game's rules page: the app's own summary of the rules spec, in the current language.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/core/types';
import { SettingsMenu } from '../app/SettingsMenu';
import { useGameTexts } from '../i18n';
import { firstLesson } from '../../lessons/catalog';
import { lobbyGame } from '../lobby/games';
import { rulesPages } from './pages';
import { RulesAfterSections } from './RulesSections';
import './rules.css';


interface Props {
  game: GameId;
  onBack(): void;
  onPlay(game: GameId): void;
  /** opens one of the game's lessons */
  onLesson?(game: GameId, lesson: string): void;
}

/** The rules page, once the game's own texts are loaded. */
export default function RulesPage(props: Props) {
  const { t } = useTranslation();
  if (!useGameTexts(props.game)) return <div className="screen-loading" role="status">{t('common.loading')}</div>;
  return <Rules {...props} />;
}

/** The game's presets as the lobby offers them, each with what it changes. */
function Presets({ game }: { game: GameId }) {
  const { t } = useTranslation();
  const presets = lobbyGame(game)?.meta?.presets ?? [];
  if (presets.length === 0) return null;
  return (
    <section className="rules-section" id="rules-presets" aria-labelledby="rules-presets-h" data-testid="rules-presets">
      <h2 id="rules-presets-h">{t('rules.presets')}</h2>
      <p>{t('rules.presetsLede')}</p>
      <dl className="rules-glossary">
        {presets.map((p) => (
          <div key={p.id}>
            <dt>{t(`lobby.presets.${game}.${p.id}.label`)}</dt>
            <dd>{t(`lobby.presets.${game}.${p.id}.hint`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "Learn by playing": the way into the game's first lesson, where it has lessons. */
function FirstLesson({ game, onLesson }: { game: GameId; onLesson?: (game: GameId, lesson: string) => void }) {
  const { t } = useTranslation();
  const first = firstLesson(game);
  if (!first || !onLesson) return null;
  return (
    <section className="rules-section" id="rules-lessons" aria-labelledby="rules-lessons-h" data-testid="rules-lessons">
      <h2 id="rules-lessons-h">{t('common.lessons.open')}</h2>
      <p>{t('common.lessons.rulesLede')}</p>
      <button type="button" className="btn btn--primary" onClick={() => onLesson(game, first)} data-testid="rules-first-lesson">
        {t('common.lessons.first')}
      </button>
    </section>
  );
}

function Rules({ game, onBack, onPlay, onLesson }: Props) {
  const { t, i18n } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const content = rulesPages[game];
  const name = t(`common.games.${game}`);
  const playable = !!lobbyGame(game)?.meta;
  const presetCount = lobbyGame(game)?.meta?.presets.length ?? 0;
  const base = content?.keyBase ?? '';
  const factsValue = t(`${base}.facts`, { returnObjects: true, defaultValue: {} }) as unknown;
  const facts = factsValue && typeof factsValue === 'object' ? Object.values(factsValue).map(String) : [];

  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus(); // a new "page": start reading from its title
  }, [game]);

  return (
    <div className="rules-page" data-testid="rules-page" data-game={game}>
      <header className="rules-page__bar">
        <button type="button" className="btn btn--small" onClick={onBack} data-testid="rules-back">
          <svg className="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M15 6l-6 6 6 6" />
          </svg>
          {t('rules.back')}
        </button>
        <SettingsMenu />
      </header>
      <main className="rules-page__main">
        <article className="rules-sheet">
          <h1 className="rules-sheet__title" ref={headingRef} tabIndex={-1}>
            {t('rules.title', { game: name })}
          </h1>
          {content ? (
            <>
              {i18n.exists(`${base}.lede`) && <p className="rules-lede">{t(`${base}.lede`)}</p>}
              {facts.length > 0 && (
                <ul className="rules-facts" role="list">
                  {facts.map((f) => <li key={f}>{f}</li>)}
                </ul>
              )}
              <nav className="rules-toc" aria-label={t('rules.contents')}>
                <ol>
                  {content.sections.map((s) => (
                    <li key={s}>
                      <a href={`#rules-${s}`} onClick={(e) => {
                        e.preventDefault(); // keep the hash for the app's own navigation
                        document.getElementById(`rules-${s}`)?.scrollIntoView({ block: 'start' });
                      }}>
                        {t(`${base}.sections.${s}.title`)}
                      </a>
                    </li>
                  ))}
                  {presetCount > 0 ? (
                    <li>
                      <a href="#rules-presets" onClick={(e) => {
                        e.preventDefault();
                        document.getElementById('rules-presets')?.scrollIntoView({ block: 'start' });
                      }}>
                        {t('rules.presets')}
                      </a>
                    </li>
                  ) : null}
                </ol>
              </nav>
              <RulesAfterSections.Provider value={<><Presets game={game} /><FirstLesson game={game} onLesson={onLesson} /></>}>
                <content.Body />
              </RulesAfterSections.Provider>
            </>
          ) : (
            <p>{t('rules.notYet')}</p>
          )}
          {playable && (
            <div className="rules-sheet__cta">
              <button type="button" className="btn btn--primary" onClick={() => onPlay(game)}>
                {t('rules.playNow', { game: name })}
              </button>
            </div>
          )}
        </article>
      </main>
    </div>
  );
}
