// The app shell: lobby, rules pages, the (lazy) table, and the saved match that survives
// a reload. The engine and the table load on demand; the lobby needs only static facts.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MotionConfig } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import type { GameId, Match } from '../../engine/core/types';
import type { SeatConfig } from '../../flow/types';
import type { LoadResult } from '../../state/savedGameStore';
import { useSettings, type GameSetup, type MotionPref } from '../../state/settingsStore';
import type { ContinueInfo } from '../lobby/ContinueCard';
import { isGameId, lobbyGame } from '../lobby/games';
import { Lobby } from '../lobby/Lobby';
import { SaveErrorNotice, type SaveFailure } from '../lobby/SaveErrorNotice';
import { finalSeats, freshSeed } from '../lobby/setupDefaults';
import { ErrorBoundary } from './ErrorBoundary';

const TableScreen = lazy(() => import('../table/TableScreen'));
const RulesPage = lazy(() => import('../rules/RulesPage'));

type StoreModule = typeof import('../../state/savedGameStore');
type EngineModule = typeof import('../../engine');
interface Backend {
  store: StoreModule;
  engine: EngineModule;
}

// One load for the app's lifetime (StrictMode runs effects twice; the save is read once).
let backendPromise: Promise<Backend> | null = null;
function loadBackend(): Promise<Backend> {
  backendPromise ??= Promise.all([import('../../state/savedGameStore'), import('../../engine')])
    .then(([store, engine]) => ({ store, engine }))
    .catch((e: unknown) => {
      backendPromise = null; // a failed chunk load may succeed on the next try
      throw e;
    });
  return backendPromise;
}
let bootPromise: Promise<{ backend: Backend; result: LoadResult | null }> | null = null;
function bootLoad() {
  bootPromise ??= loadBackend().then((backend) => ({ backend, result: backend.store.loadCurrent() }));
  return bootPromise;
}

type Screen =
  | { kind: 'lobby'; game?: GameId }
  | { kind: 'rules'; game: GameId }
  | { kind: 'table'; game: GameId; seats: SeatConfig[]; match: Match; id: number };

interface Saved {
  game: GameId;
  seats: SeatConfig[];
  match: Match;
  info: ContinueInfo;
}

const MOTION_CONFIG: Record<MotionPref, 'user' | 'always' | 'never'> = { system: 'user', reduced: 'always', full: 'never' };

function rulesFromHash(): GameId | null {
  const m = /^#rules\/([a-z-]+)$/.exec(window.location.hash);
  return m && isGameId(m[1]) ? m[1] : null;
}

function setHash(hash: string, push: boolean) {
  const url = `${window.location.pathname}${window.location.search}${hash}`;
  if (push) window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

function summarize(engine: EngineModule, game: GameId, seats: SeatConfig[], match: Match, savedAt: string): Saved {
  const st = engine.status(match);
  return { game, seats, match, info: { game, seats, handNumber: st.handNumber, totals: [...st.totals], savedAt } };
}

export function App() {
  const { t, i18n } = useTranslation();
  const motion = useSettings((s) => s.motion);
  const fourColour = useSettings((s) => s.fourColour);
  const [screen, setScreen] = useState<Screen>(() => {
    const rules = rulesFromHash();
    return rules ? { kind: 'rules', game: rules } : { kind: 'lobby' };
  });
  const screenRef = useRef(screen);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const backendRef = useRef<Backend | null>(null);
  const tableSeq = useRef(0);
  // A reload at the table (#play) goes straight back to it once the save is read.
  const [restoring, setRestoring] = useState(() => window.location.hash === '#play');

  // Read the saved match once, in the background: the lobby is usable meanwhile.
  useEffect(() => {
    let live = true;
    const reopen = window.location.hash === '#play';
    const done = () => {
      if (!live) return;
      setRestoring(false);
      if (window.location.hash === '#play' && screenRef.current.kind !== 'table') setHash('', false);
    };
    bootLoad().then(
      ({ backend, result }) => {
        backendRef.current = backend;
        if (live && result?.ok) {
          try {
            const s = summarize(backend.engine, result.game, result.seats, result.match, result.savedAt);
            setSaved(s);
            if (reopen && screenRef.current.kind === 'lobby') {
              tableSeq.current += 1;
              const screen: Screen = { kind: 'table', game: s.game, seats: s.seats, match: s.match, id: tableSeq.current };
              screenRef.current = screen;
              setScreen(screen);
            }
          } catch {
            setSaved(null);
          }
        } else if (live && result && !result.ok) {
          setFailure({ code: result.code, reason: result.reason, game: result.game, quarantineKey: result.quarantineKey });
        }
        done();
      },
      (e: unknown) => {
        console.error('Trick Table: could not load the game engine', e);
        done();
      },
    );
    return () => {
      live = false;
    };
  }, []);

  // The theme follows the settings: motion and the four-colour deck (CSS reads these).
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.motion = motion;
    root.dataset.fourColour = String(fourColour);
  }, [motion, fourColour]);

  // The title names where you are.
  useEffect(() => {
    const app = t('common.appName');
    document.title =
      screen.kind === 'table' ? `${t(`common.games.${screen.game}`)} · ${app}`
      : screen.kind === 'rules' ? `${t('rules.title', { game: t(`common.games.${screen.game}`) })} · ${app}`
      : app;
  }, [screen, t, i18n.language]);

  // Browser back/forward: the rules page has its own address (#rules/<game>); #play is the table.
  useEffect(() => {
    screenRef.current = screen;
  }, [screen]);
  useEffect(() => {
    const onPop = () => {
      const rules = rulesFromHash();
      const current = screenRef.current;
      if (rules) setScreen({ kind: 'rules', game: rules });
      else if (window.location.hash === '#play') return; // forward into a table we left: stay put
      else if (current.kind !== 'lobby') setScreen({ kind: 'lobby', game: current.game });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // Warm the table's code while the player looks at the lobby.
  useEffect(() => {
    const warm = () => {
      void import('../table/TableScreen').catch(() => undefined);
      void loadBackend().catch(() => undefined);
    };
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    if (w.requestIdleCallback) w.requestIdleCallback(warm, { timeout: 2500 });
    else setTimeout(warm, 1200);
  }, []);

  const openTable = useCallback((game: GameId, seats: SeatConfig[], match: Match) => {
    tableSeq.current += 1;
    setScreen({ kind: 'table', game, seats, match, id: tableSeq.current });
    setHash('#play', true);
    window.scrollTo(0, 0);
  }, []);

  const start = useCallback(
    async (game: GameId, setup: GameSetup) => {
      const lang = useSettings.getState().lang;
      const seats = finalSeats(setup.seats, lang);
      useSettings.getState().rememberSetup(game, { seats: setup.seats, options: setup.options });
      setBusy(true);
      setStartError(null);
      try {
        const backend = await loadBackend();
        backendRef.current = backend;
        // Randomness enters the game here, and only here.
        const match = backend.engine.newMatch(game, { players: seats.length, seed: freshSeed(), options: setup.options });
        backend.store.saveCurrent(game, seats, match);
        setSaved(summarize(backend.engine, game, seats, match, new Date().toISOString()));
        setFailure(null);
        openTable(game, seats, match);
      } catch (e) {
        const reason = e instanceof Error ? e.message : String(e);
        setStartError(
          e instanceof Error && e.name === 'SetupError' ? t('common.savedGame.startFailed', { reason }) : t('common.savedGame.loadFailed'),
        );
        console.error('Trick Table: could not start', e);
      } finally {
        setBusy(false);
      }
    },
    [openTable, t],
  );

  const resume = useCallback(() => {
    if (saved) openTable(saved.game, saved.seats, saved.match);
  }, [saved, openTable]);

  const onMatchChange = useCallback((match: Match) => {
    const current = screenRef.current;
    const backend = backendRef.current;
    if (current.kind !== 'table' || !backend) return;
    try {
      if (backend.engine.status(match).over) {
        backend.store.clearCurrent(); // a finished match is not "in progress"
        setSaved(null);
      } else {
        backend.store.saveCurrent(current.game, current.seats, match);
        setSaved(summarize(backend.engine, current.game, current.seats, match, new Date().toISOString()));
      }
    } catch (e) {
      console.error('Trick Table: could not save the match', e);
    }
  }, []);

  const toLobby = useCallback((game?: GameId) => {
    setScreen({ kind: 'lobby', game });
    setHash('', false);
    window.scrollTo(0, 0);
  }, []);

  const exitTable = useCallback(() => toLobby(screenRef.current.game), [toLobby]);

  const openRules = useCallback((game: GameId) => {
    setScreen({ kind: 'rules', game });
    setHash(`#rules/${game}`, true);
  }, []);

  const closeRules = useCallback(() => {
    const game = screenRef.current.game;
    toLobby(game);
  }, [toLobby]);

  const loading = (label: string) => (
    <div className="screen-loading" role="status" aria-live="polite">
      <div>
        <div className="screen-loading__pip" aria-hidden="true">♥</div>
      </div>
      <p>{label}</p>
    </div>
  );

  let body;
  if (restoring && screen.kind === 'lobby') body = loading(t('common.loadingTable'));
  else switch (screen.kind) {
    case 'table':
      body = (
        <ErrorBoundary key={screen.id} onExit={exitTable}>
          <Suspense fallback={loading(t('common.loadingTable'))}>
            <TableScreen
              game={screen.game}
              initialMatch={screen.match}
              seats={screen.seats}
              onMatchChange={onMatchChange}
              onExit={exitTable}
              onNewMatch={exitTable}
            />
          </Suspense>
        </ErrorBoundary>
      );
      break;
    case 'rules':
      body = (
        <ErrorBoundary key={`rules-${screen.game}`} onExit={closeRules}>
          <Suspense fallback={loading(t('common.loading'))}>
            <RulesPage
              game={screen.game}
              onBack={closeRules}
              onPlay={(g) => toLobby(lobbyGame(g)?.meta ? g : undefined)}
            />
          </Suspense>
        </ErrorBoundary>
      );
      break;
    default:
      body = (
        <ErrorBoundary onExit={() => toLobby()}>
          <Lobby
            key={screen.game ?? 'lobby'}
            initialGame={screen.game}
            saved={saved?.info ?? null}
            notice={failure && <SaveErrorNotice failure={failure} onDismiss={() => setFailure(null)} />}
            busy={busy}
            startError={startError}
            onStart={(g, setup) => void start(g, setup)}
            onContinue={resume}
            onOpenRules={openRules}
          />
        </ErrorBoundary>
      );
  }

  return (
    <MotionConfig reducedMotion={MOTION_CONFIG[motion]}>
      <div className="app" data-screen={screen.kind}>{body}</div>
    </MotionConfig>
  );
}
