// The app shell: lobby, rules pages, the (lazy) table, and the saved match that survives
// a reload. The engine and the table load on demand; the lobby needs only static facts.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MotionConfig } from 'framer-motion';
import { useTranslation } from 'react-i18next';
import type { GameId, Match } from '../../engine/core/types';
import type { SeatConfig } from '../../flow/types';
import { matchCode } from '../../state/dealCode';
import type { SavedGame, SaveProblem } from '../../state/savedGameStore';
import { useSettings, type GameSetup, type MotionPref } from '../../state/settingsStore';
import { useStats } from '../../state/statsStore';
import type { ContinueInfo } from '../lobby/ContinueCard';
import { DealScreen } from '../lobby/DealScreen';
import { downloadText } from '../lobby/download';
import { isGameId, lobbyGame } from '../lobby/games';
import { Lobby } from '../lobby/Lobby';
import type { ImportOutcome, SaveSummary } from '../lobby/SavedGames';
import { SaveErrorNotice } from '../lobby/SaveErrorNotice';
import { finalSeats, freshSeed } from '../lobby/setupDefaults';
import { ErrorBoundary } from './ErrorBoundary';

const TableScreen = lazy(() => import('../table/TableScreen'));
const RulesPage = lazy(() => import('../rules/RulesPage'));
const LessonsScreen = lazy(() => import('../lessons/LessonsScreen'));
const LessonTable = lazy(() => import('../lessons/LessonTable'));

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
let bootPromise: Promise<{ backend: Backend; loaded: { saves: SavedGame[]; problems: SaveProblem[] } }> | null = null;
function bootLoad() {
  bootPromise ??= loadBackend().then((backend) => ({ backend, loaded: backend.store.loadSaves() }));
  return bootPromise;
}

type Screen =
  | { kind: 'lobby'; game?: GameId }
  | { kind: 'deal'; code: string; game?: GameId }
  | { kind: 'rules'; game: GameId }
  | { kind: 'lessons'; game: GameId }
  | { kind: 'lesson'; game: GameId; lesson: string; id: number }
  | { kind: 'table'; game: GameId; seats: SeatConfig[]; match: Match; saveId: string; allowUndo: boolean; id: number };

const MOTION_CONFIG: Record<MotionPref, 'user' | 'always' | 'never'> = { system: 'user', reduced: 'always', full: 'never' };

function rulesFromHash(): GameId | null {
  const m = /^#rules\/([a-z-]+)$/.exec(window.location.hash);
  return m && isGameId(m[1]) ? m[1] : null;
}

/** #play/<save id> is the table of that save; a bare #play (older links) the latest one. */
function playFromHash(): { id: string | null } | null {
  const m = /^#play(?:\/([a-z0-9-]+))?$/.exec(window.location.hash);
  return m ? { id: m[1] ?? null } : null;
}

/** #deal/<code> opens "Play this deal". */
function dealFromHash(): string | null {
  const m = /^#deal\/(.+)$/.exec(window.location.hash);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

/** #lessons/<game> is a game's lesson list; #lesson/<game>/<id> one lesson (restarted on a reload). */
function lessonsFromHash(): Screen | null {
  const m = /^#lessons?\/([a-z-]+)(?:\/([a-z0-9-]+))?$/.exec(window.location.hash);
  if (!m || !isGameId(m[1])) return null;
  return m[2] && window.location.hash.startsWith('#lesson/') ? { kind: 'lesson', game: m[1], lesson: m[2], id: 0 } : { kind: 'lessons', game: m[1] };
}

function screenFromHash(): Screen {
  const rules = rulesFromHash();
  if (rules) return { kind: 'rules', game: rules };
  const lessons = lessonsFromHash();
  if (lessons) return lessons;
  const code = dealFromHash();
  return code === null ? { kind: 'lobby' } : { kind: 'deal', code };
}

function setHash(hash: string, push: boolean) {
  const url = `${window.location.pathname}${window.location.search}${hash}`;
  if (push) window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

function summary(s: SavedGame): SaveSummary {
  return {
    id: s.id, game: s.game, seats: s.seats, handNumber: s.status.handNumber, totals: [...s.status.totals],
    savedAt: s.savedAt, over: s.status.over, code: matchCode(s.game, s.match.setup),
  };
}

/** The list with `s` in its place, most recently played first, replacing its older copy. */
function upsert(list: SavedGame[], s: SavedGame): SavedGame[] {
  const rest = list.filter((x) => x.id !== s.id);
  const at = rest.findIndex((x) => x.savedAt < s.savedAt);
  return at < 0 ? [...rest, s] : [...rest.slice(0, at), s, ...rest.slice(at)];
}

/** A moment just before `iso` (a save listed right after that one), or undefined. */
function justBefore(iso: string): string | undefined {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : new Date(t - 1).toISOString();
}

export function App() {
  const { t, i18n } = useTranslation();
  const motion = useSettings((s) => s.motion);
  const fourColour = useSettings((s) => s.fourColour);
  const [screen, setScreen] = useState<Screen>(screenFromHash);
  const screenRef = useRef(screen);
  const [saves, setSaves] = useState<SavedGame[]>([]);
  const savesRef = useRef(saves);
  const [failures, setFailures] = useState<SaveProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const backendRef = useRef<Backend | null>(null);
  const tableSeq = useRef(0);
  // A reload at the table (#play/<id>) goes straight back to it once the saves are read.
  const [restoring, setRestoring] = useState(() => playFromHash() !== null);

  const updateSaves = useCallback((next: (list: SavedGame[]) => SavedGame[]) => {
    savesRef.current = next(savesRef.current);
    setSaves(savesRef.current);
  }, []);

  // Read the saved matches once, in the background: the lobby is usable meanwhile.
  useEffect(() => {
    let live = true;
    const reopen = playFromHash();
    const done = () => {
      if (!live) return;
      setRestoring(false);
      // A #play address the saves could not honour gives way to the lobby's. A table opened
      // meanwhile (a game started before the saves were read) keeps its own address: the
      // screen ref may not know of it yet, the address does.
      if (reopen && screenRef.current.kind !== 'table' && playFromHash()?.id === reopen.id) setHash('', false);
    };
    bootLoad().then(
      ({ backend, loaded }) => {
        backendRef.current = backend;
        if (!live) return;
        // Matches saved meanwhile (a game started before the list was read) stay first.
        updateSaves((now) => [...now, ...loaded.saves.filter((s) => !now.some((x) => x.id === s.id))]);
        if (loaded.problems.length) setFailures(loaded.problems);
        const s = reopen && (reopen.id ? loaded.saves.find((x) => x.id === reopen.id) : loaded.saves.find((x) => !x.status.over));
        if (s && screenRef.current.kind === 'lobby') {
          tableSeq.current += 1;
          const screen: Screen = {
            kind: 'table', game: s.game, seats: s.seats, match: s.match, saveId: s.id, allowUndo: s.allowUndo, id: tableSeq.current,
          };
          screenRef.current = screen;
          setScreen(screen);
          setHash(`#play/${s.id}`, false);
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
  }, [updateSaves]);

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
      screen.kind === 'table' || screen.kind === 'lesson' ? `${t(`common.games.${screen.game}`)} · ${app}`
      : screen.kind === 'lessons' ? `${t('common.lessons.title', { game: t(`common.games.${screen.game}`) })} · ${app}`
      : screen.kind === 'rules' ? `${t('rules.title', { game: t(`common.games.${screen.game}`) })} · ${app}`
        : screen.kind === 'deal' ? `${t('lobby.dealLink.docTitle')} · ${app}`
          : app;
  }, [screen, t, i18n.language]);

  // Browser back/forward: the rules page has its own address (#rules/<game>); #play is the table.
  useEffect(() => {
    screenRef.current = screen;
  }, [screen]);
  useEffect(() => {
    const onPop = () => {
      const rules = rulesFromHash();
      const code = dealFromHash();
      const current = screenRef.current;
      const lessons = lessonsFromHash();
      if (rules) setScreen({ kind: 'rules', game: rules });
      else if (lessons) setScreen(lessons);
      else if (code !== null) setScreen({ kind: 'deal', code });
      else if (playFromHash()) return; // forward into a table we left: stay put
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

  const openTable = useCallback((s: SavedGame) => {
    tableSeq.current += 1;
    // A deal link gives way to its table: Back from there leads to the lobby, not to a second start.
    setHash(`#play/${s.id}`, screenRef.current.kind !== 'deal');
    setScreen({ kind: 'table', game: s.game, seats: s.seats, match: s.match, saveId: s.id, allowUndo: s.allowUndo, id: tableSeq.current });
    window.scrollTo(0, 0);
  }, []);

  /** Keep a match under its id: at the top of the list, or at `at` in it. */
  const keep = useCallback((backend: Backend, s: Omit<SavedGame, 'savedAt' | 'status'>, at?: string): SavedGame => {
    const savedAt = backend.store.writeSave(s, at) ?? at ?? new Date().toISOString();
    const saved: SavedGame = { ...s, savedAt, status: backend.engine.status(s.match) };
    updateSaves((list) => upsert(list, saved));
    return saved;
  }, [updateSaves]);

  const start = useCallback(
    async (game: GameId, setup: GameSetup, codeSeed?: string) => {
      const lang = useSettings.getState().lang;
      const seats = finalSeats(setup.seats, lang);
      // A friend's deal code does not overwrite this device's own rule choices.
      if (!codeSeed) useSettings.getState().rememberSetup(game, setup);
      const allowUndo = !!setup.allowUndo && seats.filter((s) => s.kind === 'human').length >= 2;
      setBusy(true);
      setStartError(null);
      try {
        const backend = await loadBackend();
        backendRef.current = backend;
        // Randomness enters the game here, and only here (or comes from a deal code).
        const match = backend.engine.newMatch(game, { players: seats.length, seed: codeSeed ?? freshSeed(), options: setup.options });
        const saved = keep(backend, { id: backend.store.newSaveId(), game, seats, allowUndo, match });
        openTable(saved);
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
    [openTable, keep, t],
  );

  const resume = useCallback((id: string) => {
    const s = savesRef.current.find((x) => x.id === id);
    if (s) openTable(s);
  }, [openTable]);

  const latest = saves.find((s) => !s.status.over) ?? null;
  const continueInfo: ContinueInfo | null = latest && {
    game: latest.game, seats: latest.seats, handNumber: latest.status.handNumber, totals: [...latest.status.totals], savedAt: latest.savedAt,
  };

  const onMatchChange = useCallback((match: Match) => {
    const current = screenRef.current;
    const backend = backendRef.current;
    if (current.kind !== 'table' || !backend) return;
    try {
      const s = keep(backend, { id: current.saveId, game: current.game, seats: current.seats, allowUndo: current.allowUndo, match });
      // Counted once per save id: the store ignores a match it has seen.
      if (s.status.over) {
        useStats.getState().record({
          id: s.id, game: s.game, names: s.seats.map((x) => x.name), totals: [...s.status.totals], winners: [...s.status.winners],
        });
      }
    } catch (e) {
      console.error('Trick Table: could not save the match', e);
    }
  }, [keep]);

  const removeSave = useCallback((id: string) => {
    backendRef.current?.store.deleteSave(id);
    updateSaves((list) => list.filter((s) => s.id !== id));
  }, [updateSaves]);

  const exportSave = useCallback((id: string) => {
    const s = savesRef.current.find((x) => x.id === id);
    const backend = backendRef.current;
    if (!s || !backend) return;
    const day = (s.savedAt || new Date().toISOString()).slice(0, 10);
    downloadText(`trick-table-${s.game}-${day}-${s.id}.json`, backend.store.exportText(s));
  }, []);

  const importSave = useCallback(async (text: string): Promise<ImportOutcome> => {
    const backend = await loadBackend();
    backendRef.current = backend;
    const r = backend.store.parseExport(text);
    if (!r.ok) return { ok: false, code: r.code, reason: r.reason };
    const save = { id: backend.store.newSaveId(), game: r.game, seats: r.seats, allowUndo: r.allowUndo, match: r.match };
    const playing = savesRef.current.find((s) => !s.status.over);
    if (playing && !backend.engine.status(r.match).over) {
      // A match is in progress: the import waits in the list right below it ("Continue"
      // still resumes it) until the player says to open it.
      const saved = keep(backend, save, justBefore(playing.savedAt));
      return { ok: true, id: saved.id, ask: { game: r.game, playing: playing.game } };
    }
    const saved = keep(backend, save);
    if (!saved.status.over) openTable(saved);
    return { ok: true, id: saved.id };
  }, [keep, openTable]);

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

  const openLessons = useCallback((game: GameId) => {
    setScreen({ kind: 'lessons', game });
    setHash(`#lessons/${game}`, true);
    window.scrollTo(0, 0);
  }, []);

  const lessonSeq = useRef(0);
  const openLesson = useCallback((game: GameId, lesson: string) => {
    lessonSeq.current += 1;
    // from the list a lesson is a step forward; from a lesson the next one takes its place
    setHash(`#lesson/${game}/${lesson}`, screenRef.current.kind !== 'lesson');
    setScreen({ kind: 'lesson', game, lesson, id: lessonSeq.current });
    window.scrollTo(0, 0);
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
              allowUndo={screen.allowUndo}
              onMatchChange={onMatchChange}
              onExit={exitTable}
              onNewMatch={exitTable}
            />
          </Suspense>
        </ErrorBoundary>
      );
      break;
    case 'deal':
      body = (
        <ErrorBoundary key={`deal-${screen.code}`} onExit={() => toLobby()}>
          <DealScreen
            code={screen.code}
            busy={busy}
            startError={startError}
            onStart={(g, setup, seed) => void start(g, setup, seed)}
            onLobby={toLobby}
          />
        </ErrorBoundary>
      );
      break;
    case 'lessons':
      body = (
        <ErrorBoundary key={`lessons-${screen.game}`} onExit={() => toLobby(screen.game)}>
          <Suspense fallback={loading(t('common.loading'))}>
            <LessonsScreen game={screen.game} onOpen={(id) => openLesson(screen.game, id)} onBack={() => toLobby(screen.game)} />
          </Suspense>
        </ErrorBoundary>
      );
      break;
    case 'lesson':
      body = (
        <ErrorBoundary key={`lesson-${screen.id}`} onExit={() => openLessons(screen.game)}>
          <Suspense fallback={loading(t('common.loadingTable'))}>
            <LessonTable key={`${screen.lesson}-${screen.id}`} game={screen.game} lessonId={screen.lesson}
              onOpen={(id) => openLesson(screen.game, id)} onList={() => openLessons(screen.game)} />
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
              onLesson={(g, id) => openLesson(g, id)}
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
            saved={continueInfo}
            saves={saves.map(summary)}
            notice={failures.length > 0 && <SaveErrorNotice failures={failures} onDismiss={() => setFailures([])} />}
            busy={busy}
            startError={startError}
            onStart={(g, setup, seed) => void start(g, setup, seed)}
            onContinue={() => latest && resume(latest.id)}
            onResume={resume}
            onDelete={removeSave}
            onExport={exportSave}
            onImport={importSave}
            onOpenRules={openRules}
            onOpenLessons={openLessons}
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
