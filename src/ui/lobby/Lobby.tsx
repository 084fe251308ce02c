// The lobby: pick a game, seat the players, choose rule options, start or continue.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/core/types';
import { SettingsMenu } from '../app/SettingsMenu';
import { useSettings, type GameSetup } from '../../state/settingsStore';
import { ContinueCard, type ContinueInfo } from './ContinueCard';
import { DealCodeForm } from './DealCodeForm';
import { hasLessons } from '../../lessons/catalog';
import { GameCard } from './GameCard';
import { LOBBY_GAMES, lobbyGame, playerRange } from './games';
import { OptionsForm } from './OptionsForm';
import { SavedGames, type ImportOutcome, type SaveSummary } from './SavedGames';
import { SeatSetup } from './SeatSetup';
import { StartButton } from './StartButton';
import { fitSeats, initialSetup } from './setupDefaults';
import { StatsPanel } from './StatsPanel';
import './lobby.css';

export interface LobbyProps {
  /** the game to open with (e.g. after "new match" at the table) */
  initialGame?: GameId;
  /** the most recently played unfinished match, if any */
  saved: ContinueInfo | null;
  /** every saved match, most recent first */
  saves: SaveSummary[];
  /** a message above everything (e.g. an unreadable save) */
  notice?: ReactNode;
  busy: boolean;
  startError: string | null;
  /** `seed` is given for a deal code; otherwise the shell makes a fresh one */
  onStart(game: GameId, setup: GameSetup, seed?: string): void;
  onContinue(): void;
  onResume(id: string): void;
  onDelete(id: string): void;
  onExport(id: string): void;
  onImport(text: string): Promise<ImportOutcome>;
  onOpenRules(game: GameId): void;
  /** a game's lessons (shown for the games that have some) */
  onOpenLessons?(game: GameId): void;
}

const PLAYABLE = LOBBY_GAMES.filter((g) => g.meta);
const SOON = LOBBY_GAMES.filter((g) => !g.meta);

export function Lobby(props: LobbyProps) {
  const { initialGame, saved, saves, notice, busy, startError, onStart, onContinue, onOpenRules } = props;
  const { t } = useTranslation();
  const [selected, setSelected] = useState<GameId | undefined>(() =>
    initialGame && lobbyGame(initialGame)?.meta ? initialGame : PLAYABLE[0]?.id,
  );
  const setupRef = useRef<HTMLElement>(null);

  const select = (id: GameId) => {
    setSelected(id);
    // On a phone the setup sits below the list: bring it into view.
    requestAnimationFrame(() => {
      const el = setupRef.current;
      if (!el || el.getBoundingClientRect().top < window.innerHeight * 0.6) return;
      el.scrollIntoView({ block: 'start', behavior: document.documentElement.dataset.motion === 'reduced' ? 'auto' : 'smooth' });
    });
  };

  return (
    <div className="lobby">
      <header className="lobby__header">
        <div className="brand">
          <span className="brand__mark" aria-hidden="true">
            <span className="brand__card brand__card--a">♠</span>
            <span className="brand__card brand__card--b">♥</span>
          </span>
          <span className="brand__text">
            <h1 className="brand__name">{t('common.appName')}</h1>
            <span className="brand__tagline">{t('common.tagline')}</span>
          </span>
        </div>
        <LangToggle />
        <SettingsMenu />
      </header>

      <main className="lobby__main">
        {notice}
        {saved && <ContinueCard info={saved} onContinue={onContinue} busy={busy} />}

        <div className="lobby__grid">
          <section className="lobby__games lobby__games--play" aria-labelledby="games-heading">
            <h2 className="lobby__heading" id="games-heading">{t('lobby.heading')}</h2>
            <ul className="game-list" role="list">
              {PLAYABLE.map((g) => (
                <li key={g.id}>
                  <GameCard game={g} selected={g.id === selected} onSelect={() => select(g.id)} />
                </li>
              ))}
            </ul>
          </section>

          {selected && (
            <GameSetupPanel
              key={selected}
              ref={setupRef}
              game={selected}
              busy={busy}
              startError={startError}
              onStart={onStart}
              onOpenRules={onOpenRules}
              onOpenLessons={props.onOpenLessons}
            />
          )}

          {SOON.length > 0 && (
            <section className="lobby__games lobby__games--soon" aria-labelledby="soon-heading">
              <h2 className="lobby__heading lobby__heading--soon" id="soon-heading">{t('lobby.comingSoon')}</h2>
              <ul className="game-list" role="list">
                {SOON.map((g) => (
                  <li key={g.id}>
                    <GameCard game={g} selected={false} onSelect={() => undefined} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <div className="lobby__more">
          <SavedGames
            saves={saves}
            busy={busy}
            onResume={props.onResume}
            onDelete={props.onDelete}
            onExport={props.onExport}
            onImport={props.onImport}
          />
          <div className="lobby__side">
            <DealCodeForm
              busy={busy}
              onPlay={(game, seed, players, options) => {
                // The friend's deal (its table size) with this device's seats for that game.
                const { lastSetup, lang } = useSettings.getState();
                const meta = lobbyGame(game)?.meta;
                if (!meta) return;
                const setup = initialSetup(meta, lastSetup[game], lang);
                onStart(game, { ...setup, seats: fitSeats(setup.seats, players, lang), options }, seed);
              }}
            />
            <StatsPanel />
          </div>
        </div>
      </main>
    </div>
  );
}

interface PanelProps {
  ref: React.Ref<HTMLElement>;
  game: GameId;
  busy: boolean;
  startError: string | null;
  onStart(game: GameId, setup: GameSetup): void;
  onOpenRules(game: GameId): void;
  onOpenLessons?(game: GameId): void;
}

function GameSetupPanel({ ref, game, busy, startError, onStart, onOpenRules, onOpenLessons }: PanelProps) {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.lang);
  const remembered = useSettings((s) => s.lastSetup[game]);
  const rememberSetup = useSettings((s) => s.rememberSetup);
  const learn = useSettings((s) => s.learn);
  const setLearn = useSettings((s) => s.setLearn);
  const g = lobbyGame(game)!;
  const meta = g.meta!;
  // The remembered setup is the single source of truth; made-up names follow the language.
  const setup = initialSetup(meta, remembered, lang);
  const name = t(`common.games.${game}`);

  const change = (patch: Partial<GameSetup>) => rememberSetup(game, { ...setup, ...patch });

  return (
    <section className="setup" id="lobby-setup" ref={ref} aria-labelledby="setup-heading" data-game={game}>
      <div className="setup__intro">
        <p className="setup__eyebrow">{t('lobby.setup.heading')}</p>
        <h2 className="setup__title" id="setup-heading">{name}</h2>
        <p className="setup__meta">{t('lobby.players', { range: playerRange(g) })}</p>
        <div className="setup__rules">
          <button type="button" className="btn btn--small" onClick={() => onOpenRules(game)} data-testid={`rules-${game}`}>
            <BookIcon />
            {t('lobby.setup.rules')}
          </button>
          {onOpenLessons && hasLessons(game) ? (
            <button type="button" className="btn btn--small" onClick={() => onOpenLessons(game)} data-testid={`lessons-${game}`}>
              <span aria-hidden="true">🎓</span>
              {t('common.lessons.open')}
            </button>
          ) : null}
        </div>
      </div>

      <SeatSetup
        seats={setup.seats}
        players={g.players}
        lang={lang}
        onChange={(seats) => change({ seats })}
        onCount={(count) => change({ seats: fitSeats(setup.seats, count, lang) })}
      />

      {setup.seats.filter((s) => s.kind === 'human').length >= 2 && (
        <div className="setup-block setup-learn">
          <label className="option__text" htmlFor="setup-undo">
            <span className="option__label">{t('lobby.setup.allowUndo')}</span>
            <span className="option__help">{t('lobby.setup.allowUndoHint')}</span>
          </label>
          <span className="switch">
            <input
              id="setup-undo"
              type="checkbox"
              checked={!!setup.allowUndo}
              onChange={(e) => change({ allowUndo: e.target.checked })}
              data-testid="allow-undo"
            />
            <span className="switch-track" aria-hidden="true" />
          </span>
        </div>
      )}

      <OptionsForm
        game={game}
        specs={meta.options}
        presets={meta.presets}
        value={setup.options}
        onChange={(options) => change({ options })}
      />

      <div className="setup-block setup-learn">
        <label className="option__text" htmlFor="setup-learn">
          <span className="option__label">{t('lobby.setup.learn')}</span>
          <span className="option__help">{t('lobby.setup.learnHint')}</span>
        </label>
        <span className="switch">
          <input
            id="setup-learn"
            type="checkbox"
            role="switch"
            checked={learn}
            onChange={(e) => setLearn(e.target.checked)}
            data-testid="learn"
          />
          <span className="switch-track" aria-hidden="true" />
        </span>
      </div>

      <div className="setup__go">
        <StartButton busy={busy} error={startError} label={t('lobby.setup.startLabel', { game: name })}
          onStart={() => onStart(game, setup)} testId={`start-${game}`} />
      </div>
    </section>
  );
}

function LangToggle() {
  const { t } = useTranslation();
  const lang = useSettings((s) => s.lang);
  const setLang = useSettings((s) => s.setLang);
  const other = lang === 'en' ? 'ja' : 'en';
  return (
    <button
      type="button"
      className="btn btn--small lang-toggle"
      lang={other}
      onClick={() => setLang(other)}
      data-testid="lang-toggle"
    >
      {t(`common.settings.languages.${other}`)}
    </button>
  );
}

function BookIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 5.5C4 4.7 4.7 4 5.5 4H11v15H5.5c-.8 0-1.5.7-1.5 1.5V5.5zM20 5.5c0-.8-.7-1.5-1.5-1.5H13v15h5.5c.8 0 1.5.7 1.5 1.5V5.5z" />
    </svg>
  );
}
