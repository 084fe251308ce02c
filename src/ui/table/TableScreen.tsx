// The table screen: runs the game's machine and draws what the flow and the engine's
// observation say. Lazily loaded by App; everything game-specific comes from ../games.
import { useMachine } from '@xstate/react';
import { LayoutGroup, MotionConfig, type Transition } from 'framer-motion';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Action, Card, EngineError, GameId, Match, Seat } from '../../engine';
import { applyAction, legalActions, observe, status } from '../../engine';
import { tableMachineFor } from '../../flow/machines';
import {
  canUndo, enginePhase, isBotThinking, isHandoff, isHeld, isHumanTurn, isPaused, isTrickPause, isWatching, offersUndo,
  pendingAutoMove, seatToAct, tutorKey, viewerOf, viewerOptionalActions,
} from '../../flow/selectors';
import type { Pace, SeatConfig, TableContext } from '../../flow/types';
import { matchCode } from '../../state/dealCode';
import { useSettings } from '../../state/settingsStore';
import { chooseActionInWorker, chooseOptionalInWorker } from '../../workers/aiClient';
import { SettingsMenu } from '../app/SettingsMenu';
import { useGameTexts } from '../i18n';
import { gameUi } from '../games';
import { TutorPanel } from '../tutor/TutorPanel';
import { describeAction } from '../tutor/describeAction';
import { ActionButton } from './actionButton';
import { announce } from './announce';
import { Hand, type HandCard } from './Hand';
import { HandHistory } from './HandHistory';
import { keepInView } from './keepInView';
import { LastTrickViewer } from './LastTrick';
import { GameOverScreen, HandResultSheet, HandoffCurtain } from './Overlays';
import { ScorePanel } from './ScorePanel';
import { ScoreSheet } from './ScoreSheet';
import { SeatPlate, type SeatView } from './Seat';
import { TableControls } from './TableControls';
import { seatNames, seatParams } from './seatNames';
import { TableUiContext, type TableUi } from './tableUi';
import { cardList, cardName, handText, scoreNumber, translateError, useTr } from './text';
import { TrickArea } from './TrickArea';
import './table.css';

export interface TableScreenProps {
  game: GameId;
  initialMatch: Match;
  seats: SeatConfig[];
  onMatchChange(match: Match): void;
  onExit(): void;
  onNewMatch(): void;
  /** hot-seat: may the persons take moves back (one person vs AI always may) */
  allowUndo?: boolean;
}

// Tweens, not springs: framer-motion 14's spring layout animations carry per-edge velocity
// into the next animation and can throw ("this.edgeVelocity is not a function") when a
// card's flight is interrupted by the next move. A decelerating tween reads as a card toss.
const CARD_EASE = [0.22, 0.8, 0.3, 1] as const;
const TRANSITIONS: Record<Pace, Transition> = {
  slow: { type: 'tween', ease: CARD_EASE, duration: 0.7 },
  normal: { type: 'tween', ease: CARD_EASE, duration: 0.45 },
  fast: { type: 'tween', ease: CARD_EASE, duration: 0.25 },
  instant: { duration: 0 },
};

/** Where the other seats sit, clockwise from the viewer's left. */
function seatPositions(n: number): string[] {
  switch (n) {
    case 2: return ['top'];
    case 3: return ['left', 'right'];
    case 4: return ['left', 'top', 'right'];
    case 5: return ['left', 'top-left', 'top-right', 'right'];
    default: return ['left', 'top-left', 'top', 'top-right', 'right', 'top'].slice(0, n - 1);
  }
}

/** A legal move the table did not take (it should take every one): said, never dropped. */
const NOT_NOW: EngineError = { code: 'ERR_NOT_NOW', message: 'Not now: try again in a moment.' };

/** Calls `changed` when `value` changes after the first render (a setting changed at the table). */
function useOnChange<T>(value: T, changed: (v: T) => void) {
  const last = useRef(value);
  useEffect(() => {
    if (value === last.current) return;
    last.current = value;
    changed(value);
  }, [value, changed]);
}

/** The table, once the game's own texts are loaded. */
export default function TableScreen(props: TableScreenProps) {
  const tr = useTr();
  if (!useGameTexts(props.game)) return <div className="screen-loading" role="status">{tr('common.loadingTable')}</div>;
  return <Table {...props} />;
}

function Table({ game, initialMatch, seats, onMatchChange, onExit, onNewMatch, allowUndo = false }: TableScreenProps) {
  const pace = useSettings((s) => s.pace);
  const learn = useSettings((s) => s.learn);
  const motionPref = useSettings((s) => s.motion);
  const fourColour = useSettings((s) => s.fourColour);
  const autoPlay = useSettings((s) => s.autoPlay);
  const tr = useTr();
  const machine = useMemo(() => tableMachineFor(game), [game]);
  const [snapshot, send, actorRef] = useMachine(machine, { input: { match: initialMatch, seats, pace, bot: chooseActionInWorker, optional: chooseOptionalInWorker, allowUndo, autoPlay } });
  const ctx: TableContext = snapshot.context;
  const match = ctx.match;
  const ui = gameUi(game);

  // --- report matches and pace to the outside ----------------------------------------
  const reported = useRef(initialMatch);
  useEffect(() => {
    if (match !== reported.current) {
      reported.current = match;
      onMatchChange(match);
    }
  }, [match, onMatchChange]);
  useOnChange(pace, useCallback((p: Pace) => send({ type: 'SET_PACE', pace: p }), [send]));
  useOnChange(autoPlay, useCallback((on: boolean) => send({ type: 'SET_AUTOPLAY', autoPlay: on }), [send]));

  // --- what the flow says --------------------------------------------------------------
  const st = status(match);
  const phase = enginePhase(snapshot);
  const viewer = viewerOf(snapshot);
  const handoff = isHandoff(snapshot);
  const pause = isTrickPause(snapshot);
  const thinking = isBotThinking(snapshot);
  const humanTurn = isHumanTurn(snapshot);
  const actor = seatToAct(snapshot);
  const players = match.setup.players;
  const names = useMemo(() => seatNames(seats, tr), [seats, tr]);
  const firstHuman = seats.findIndex((s) => s.kind === 'human');
  const bottomSeat: Seat = viewer ?? (handoff && actor !== null ? actor : firstHuman >= 0 ? firstHuman : 0);
  // Private data only when someone may see it: with nobody viewing, only public fields are used.
  const showHand = viewer !== null && !handoff;
  // With nobody viewing (curtain, watch mode) the hand and its choices are blanked here, so
  // no part of the screen can render them by mistake.
  const obs = useMemo(() => {
    const o = observe(match, viewer ?? bottomSeat);
    return viewer === null ? { ...o, hand: [], legal: [] } : o;
  }, [match, viewer, bottomSeat]);
  const myTurn = showHand && humanTurn && st.toAct.includes(viewer);
  // a forced move the table makes for the viewer in a moment (auto-play): said, not hidden
  const autoMove = myTurn ? pendingAutoMove(snapshot) : null;

  // --- watch mode: a table of AIs may show every hand face up, each as its seat observes it.
  // Only where no person is seated: at any other table hidden cards are never in the page.
  const watching = isWatching(snapshot);
  const [openHandsAsked, setOpenHands] = useState(false);
  const openHands = useMemo(() => {
    if (!watching || !openHandsAsked) return null;
    return Array.from({ length: match.setup.players }, (_, s) => {
      const o = observe(match, s);
      return ui.sortHand(o.hand, o);
    });
  }, [watching, openHandsAsked, match, ui]);

  // --- refused moves: the machine's error, or a local one when the machine is not listening
  const [localError, setLocalError] = useState<{ error: EngineError; at: number } | null>(null);
  const error: EngineError | null = ctx.error ?? (localError && localError.at === match.log.length ? localError.error : null);
  const lastTry = useRef<Card | null>(null);
  const [shake, setShake] = useState<{ card: Card; n: number } | null>(null);
  const shakeCard = (card: Card) => setShake((s) => ({ card, n: (s?.n ?? 0) + 1 }));
  useEffect(() => {
    if (ctx.error && lastTry.current) shakeCard(lastTry.current);
  }, [ctx.error]);

  const actingSeat: Seat | null = viewer ?? st.toAct.find((s) => seats[s]?.kind === 'human') ?? null;
  // A person's click is never dropped: the machine takes the move, or says why it refused
  // (its error), or, where it does not listen (a move out of turn), the engine's refusal is
  // shown here; a legal move the table still did not take gets a "not now".
  const submit = (seat: Seat, action: Action) => {
    const card = action.type === 'PLAY' ? (action.card as Card) : null;
    lastTry.current = card;
    setLocalError(null);
    const before = actorRef.getSnapshot().context;
    send({ type: 'ACT', seat, action });
    const after = actorRef.getSnapshot().context;
    if (after.match !== before.match || (after.error !== null && after.error !== before.error)) return;
    const r = applyAction(before.match, seat, action);
    setLocalError({ error: r.ok ? NOT_NOW : r.error, at: before.match.log.length });
    if (card) shakeCard(card);
  };
  const act = (action: Action) => {
    if (actingSeat !== null) submit(actingSeat, action);
  };
  const play = (card: Card) => {
    if (viewer !== null) submit(viewer, { type: 'PLAY', card });
  };
  const dismissError = () => {
    setLocalError(null);
    send({ type: 'DISMISS_ERROR' });
  };

  // --- a several-card choice (e.g. Skat's discard): select cards, then one confirm ---------
  const selection = myTurn && ui.cardSelection ? ui.cardSelection(obs) : null;
  const moment = `${match.log.length}/${viewer ?? 'x'}`;
  const [picked, setPicked] = useState<{ moment: string; cards: Card[] }>({ moment, cards: [] });
  const selected = useMemo(() => (selection && picked.moment === moment ? picked.cards : []), [selection, picked, moment]);
  const toggleCard = (card: Card) => {
    if (!selection || !selection.selectable(card)) return;
    setPicked((p) => {
      const cur = p.moment === moment ? p.cards : [];
      if (cur.includes(card)) return { moment, cards: cur.filter((c) => c !== card) };
      // a full choice drops its oldest card, so a tap always does something visible
      return { moment, cards: [...(cur.length >= selection.count ? cur.slice(1) : cur), card] };
    });
  };
  const selectionAction = selection ? selection.actionFor(selected) : null;
  // One callback for the memoised hand whatever the moment: it forwards to the current handler.
  const handHandler = useRef(play);
  useLayoutEffect(() => {
    handHandler.current = selection ? toggleCard : play;
  });
  const onHandCard = useCallback((card: Card) => handHandler.current(card), []);

  // --- the hand ------------------------------------------------------------------------
  const handCards: HandCard[] | null = useMemo(() => {
    if (!showHand || viewer === null) return null;
    if (selection) {
      return ui.sortHand(obs.hand, obs).map((card) => ({
        card, playable: selection.selectable(card), badge: ui.cardBadge(card, obs, tr), selected: selected.includes(card),
      }));
    }
    const playable = new Set(obs.legal.filter((a) => a.type === 'PLAY').map((a) => a.card as Card));
    return ui.sortHand(obs.hand, obs).map((card) => {
      const ok = playable.has(card);
      let reason: string | undefined;
      if (!ok) {
        const r = applyAction(match, viewer, { type: 'PLAY', card });
        reason = r.ok ? undefined : translateError(tr, r.error, game);
      }
      return { card, playable: ok, reason, badge: ui.cardBadge(card, obs, tr) };
    });
  }, [showHand, viewer, obs, match, ui, tr, game, selection, selected]);

  // --- trick, piles, cards already on screen (they fly in by layoutId) -------------------
  const shown = pause && ctx.shownTrick ? ctx.shownTrick : null;
  const trickCards = shown ? shown.cards : obs.trick;
  const recent = shown ? null : obs.lastTrick;
  const visible = useRef<Set<string>>(new Set());
  useEffect(() => {
    const o = obs as { knownCards?: Card[][]; upcard?: Card | null };
    const set = new Set<string>(handCards?.map((c) => c.card) ?? []);
    o.knownCards?.forEach((k) => k.forEach((c) => set.add(c)));
    if (o.upcard) set.add(o.upcard);
    // the same set object while its cards are the same: the memoised trick area skips a redraw
    const old = visible.current;
    if (set.size !== old.size || [...set].some((c) => !old.has(c))) visible.current = set;
  });

  const dealCode = useMemo(() => matchCode(game, match.setup), [game, match.setup]);

  // --- hand history (public facts only; not while the hot-seat curtain is up) --------------
  // With reviewLastTrick off, the hand in progress stays hidden until it is scored (S-5).
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyFinishedOnly = (obs as { options?: { reviewLastTrick?: boolean } }).options?.reviewLastTrick === false;
  const hasHistory = historyFinishedOnly ? st.handNumber > 1 || st.phase === 'handResult' || st.over : match.log.length > 0;
  const openHistory = hasHistory && !handoff ? () => setHistoryOpen(true) : undefined;
  // The score sheet (public: scored hands only) may be opened at any time but behind the curtain.
  const [sheetOpen, setSheetOpen] = useState(false);
  const openSheet = !handoff ? () => setSheetOpen(true) : undefined;

  // --- announcements (polite live region, also the line on the felt) ----------------------
  // It tells the latest thing that happened: the moves just made, what they brought about
  // (a trick won, the auction's outcome, a hand scored) and, when the play moved on to a new
  // phase, which phase that is — so a line about the auction never stands during the play.
  const [news, setNews] = useState('');
  const seenLog = useRef(initialMatch.log.length);
  const seenPhase = useRef({ hand: st.handNumber, phase: st.phase, phases: new Set<string>([st.phase]) });
  useEffect(() => {
    const msgs: string[] = [];
    const undone = match.log.length < seenLog.current;
    if (undone) msgs.push(tr('table.controls.undone'));
    const actors = new Set<number>();
    for (let i = seenLog.current; i < match.log.length; i++) {
      const e = match.log[i];
      actors.add(e.seat);
      msgs.push(announce(tr, game, names, e.seat, e.action));
    }
    seenLog.current = match.log.length;
    if (!undone) {
      for (const f of ctx.facts) {
        if (f.type === 'TRICK_WON') msgs.push(tr('table.announce.trickWon', seatParams(names, { name: f.seat as Seat })));
        else if (f.type === 'GAME_OVER') msgs.push(tr('table.announce.gameOver'));
        // a fact about the seat that just moved repeats its move ("Ann took the skat");
        // facts about the others or the whole table are news ("Reveal: Bruno bid red")
        else if (!(typeof f.seat === 'number' && actors.has(f.seat))) {
          const ref = ui.describeFact?.(f, names);
          if (ref) msgs.push(tr(ref.key, ref.params));
        }
      }
    }
    // A phase is named once per hand when play reaches it (a trick-and-draw cycle is not
    // repeated every trick), and again after an undo that went back to another phase.
    const now = status(match);
    const seen = seenPhase.current;
    if (now.handNumber !== seen.hand || undone) {
      seen.hand = now.handNumber;
      seen.phases = new Set(undone && now.phase === seen.phase ? [now.phase] : []);
    }
    if (!seen.phases.has(now.phase) && now.phase !== 'gameOver') {
      msgs.push(tr('table.announce.phase', { phase: tr(`${game}.phase.${now.phase}`, { defaultValue: now.phase }) }));
    }
    seen.phases.add(now.phase);
    seen.phase = now.phase;
    if (msgs.length > 0) setNews(msgs.join(' '));
    // names/tr/ui are stable for a table; announcing once per new match state is the point
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [match]);

  // --- tutor -----------------------------------------------------------------------------
  const phaseName = tr(`${game}.phase.${st.phase}`, { defaultValue: st.phase });
  const promptRef = ui.tutorPrompt(obs, showHand ? viewer : null, tutorKey(snapshot), names);
  const prompt = handoff
    ? tr('table.tutor.handoff', { name: actor !== null ? names[actor] : '' })
    : promptRef ? tr(promptRef.key, promptRef.params) : null;
  const lastCompleted = ctx.shownTrick ?? obs.lastTrick;
  const trickWhy = lastCompleted ? ui.explainTrick(lastCompleted, obs, names) : null;
  const scoreWhy = st.phase === 'handResult' || st.phase === 'gameOver'
    ? ui.explainScore(obs, names).map((x) => tr(x.key, x.params))
    : [];

  // --- actions ---------------------------------------------------------------------------
  // Out of turn: the viewer's optional actions (a knock), whenever the flow would take them.
  const choices = (myTurn ? obs.legal : viewerOptionalActions(snapshot))
    .filter((a) => a.type !== 'PLAY' && a.type !== 'NEXT_HAND' && a.type !== selection?.actionType);
  const gameChoices = choices.filter((a) => ui.actionTypes.includes(a.type));
  const otherChoices = choices.filter((a) => !ui.actionTypes.includes(a.type));
  const nextHand = st.phase === 'handResult' && actingSeat !== null
    ? legalActions(match, actingSeat).find((a) => a.type === 'NEXT_HAND') ?? null
    : null;

  // A choice on offer before the hand's first trick (an auction, a declaration): the empty
  // trick gives up its room, so the action bar and the hand stay in view. Not during the
  // play, where the felt would jump between tricks.
  const choosing = (selection !== null || choices.length > 0) && trickCards.length === 0 && !obs.lastTrick
    && obs.tricksWon.every((n) => !n);

  // The trick and the game's panel stay in view whenever the trick or the moment changes, and
  // whenever the felt, the dock or the tutor changes size (the announcer's line, an offered
  // knock, the tutor opened) (keepInView.ts): on a phone the tutor is pinned above the felt
  // and the hand docked below.
  const feltRef = useRef<HTMLDivElement>(null);
  const centerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const asideRef = useRef<HTMLDivElement>(null);
  const ownRef = useRef<HTMLDivElement>(null);
  const dockRef = useRef<HTMLDivElement>(null);
  const tutorRef = useRef<HTMLElement>(null);
  const [tutorOpen, setTutorOpen] = useState(false);
  const trickMoment = `${phase}|${trickCards.map((c) => c.card).join()}|${myTurn}|${error?.code ?? ''}|${learn}|${tutorOpen}`;
  const sheetUp = st.phase === 'handResult' || st.phase === 'gameOver';
  const keep = useRef(() => {});
  useLayoutEffect(() => {
    keep.current = () => {
      // under a result sheet the page stays at its top, where the header's exit is
      if (!sheetUp) keepInView(centerRef.current, [panelRef.current, asideRef.current], ownRef.current, tutorRef.current, dockRef.current);
    };
  });
  useLayoutEffect(() => keep.current(), [trickMoment, sheetUp]);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver(() => keep.current());
    for (const el of [feltRef.current, dockRef.current, tutorRef.current]) if (el) sizes.observe(el);
    return () => sizes.disconnect();
  }, [learn]);

  const layoutKey = `${match.log.length}|${viewer ?? '-'}|${bottomSeat}|${handoff}|${shown ? shown.cards.length : 'no'}|${selected.join()}`;
  const view: TableUi = useMemo(
    () => ({ tr, fourColour, transition: TRANSITIONS[pace], layoutKey }),
    [tr, fourColour, pace, layoutKey],
  );
  const reduced = motionPref === 'reduced' ? 'always' : motionPref === 'full' ? 'never' : 'user';
  const gameProps = { obs, viewer: showHand ? viewer : null, bottomSeat, seats, onAct: act };
  const Panel = ui.Panel;
  const Aside = ui.PanelAside;
  const Extras = ui.SeatExtras;
  const Choices = ui.ActionChoices;
  const reviewable = (obs as { options?: { reviewLastTrick?: boolean } }).options?.reviewLastTrick !== false;

  const seatView = (seat: Seat): SeatView => ({
    seat,
    // the plate shows the seat's own name; sentences say "you" for the person (names)
    name: seats[seat]?.name ?? '',
    isAi: seats[seat]?.kind !== 'human',
    handSize: obs.handSizes[seat] ?? 0,
    tricksWon: obs.tricksWon[seat] ?? 0,
    badges: ui.seatBadges(seat, obs, tr),
    toAct: st.toAct.includes(seat) && !st.over && st.phase !== 'handResult',
    thinking: thinking && actor === seat,
    ...(openHands ? { openHand: openHands[seat] } : {}),
  });
  const others = Array.from({ length: players - 1 }, (_, i) => (bottomSeat + 1 + i) % players);
  const positions = seatPositions(players);
  const waitingFor = !myTurn && actor !== null && actor !== viewer && !st.over && st.phase !== 'handResult' ? names[actor] : null;

  return (
    <MotionConfig reducedMotion={reduced} transition={TRANSITIONS[pace]}>
      <TableUiContext.Provider value={view}>
        <div
          className={`tt-root ${learn ? 'tt-learn' : ''}`}
          data-testid="table"
          data-game={game}
          data-phase={phase}
          data-to-act={st.toAct.join(',')}
          data-viewer={viewer ?? ''}
          data-moves={match.log.length}
        >
          <header className="tt-top">
            <button type="button" className="tt-btn tt-small tt-exit" onClick={onExit} data-testid="exit">
              <span aria-hidden="true">← </span>{tr('table.exit')}
            </button>
            <h1 className="tt-title">
              {tr(`common.games.${game}`, { defaultValue: game })}
              <span className="tt-title-sub">{handText(tr, game, 'handNo', { n: st.handNumber })}</span>
            </h1>
            {/* narrow screens: the match totals, and the way to the score sheet (the panel lies below the hand) */}
            <button type="button" className="tt-top-score" onClick={openSheet} disabled={!openSheet}
              aria-label={tr('table.sheet.open')} title={tr('table.sheet.open')} data-testid="score-sheet-top-open">
              {seats.map((s, i) => <span key={i} aria-hidden="true">{s.name} <b>{scoreNumber(st.totals[i] ?? 0)}</b></span>)}
            </button>
            <div className="tt-top-tools">
              <TableControls
                undo={offersUndo(snapshot) ? { enabled: canUndo(snapshot), onUndo: () => send({ type: 'UNDO' }) } : null}
                watch={watching && !st.over ? {
                  paused: isPaused(snapshot),
                  canStep: isHeld(snapshot),
                  onPause: () => send({ type: 'PAUSE' }),
                  onStep: () => send({ type: 'STEP' }),
                  onResume: () => send({ type: 'RESUME' }),
                  openHands: openHands !== null,
                  onOpenHands: setOpenHands,
                } : null}
              />
              <SettingsMenu />
            </div>
          </header>

          <div className="tt-main">
            <div className={`tt-play ${choosing ? 'tt-choosing' : ''}`}>
              <LayoutGroup id="tt-cards">
                <div ref={feltRef} className={`tt-felt tt-felt-n${players} ${Aside ? 'tt-felt-has-aside' : ''}`}>
                  {others.map((seat, i) => (
                    <div key={seat} className={`tt-seat-slot tt-slot-${positions[i]}`}>
                      <SeatPlate view={seatView(seat)} recent={recent} position={positions[i]} showHand />
                      {Extras ? <Extras {...gameProps} seat={seat} /> : null}
                    </div>
                  ))}
                  <div className="tt-felt-panel" ref={panelRef}><Panel {...gameProps} /></div>
                  {Aside ? <div className="tt-felt-aside" ref={asideRef}><Aside {...gameProps} /></div> : null}
                  <div className="tt-felt-center" ref={centerRef}>
                    <TrickArea
                      cards={trickCards}
                      winner={shown ? shown.winner : null}
                      bottomSeat={bottomSeat}
                      players={players}
                      names={names}
                      freshFrom={visible.current}
                      label={tr('table.trick.label')}
                    />
                    {reviewable && recent && !shown ? <LastTrickViewer trick={recent} names={names} /> : null}
                  </div>
                  <div className="tt-seat-slot tt-slot-bottom" ref={ownRef}>
                    <SeatPlate view={seatView(bottomSeat)} recent={recent} position="bottom" showHand={false} />
                  </div>
                  <p className="tt-news" aria-live="polite" role="status" data-testid="announcer">{news}</p>
                </div>

                <div className="tt-dock" ref={dockRef}>
                  <div className="tt-actionbar" data-testid="action-bar">
                    {/* A refused move: one message, right above the hand that made it; it covers
                        no seat and no prompt. In learn mode the tutor's takes its place where the
                        whole tutor shows (table.css). */}
                    {error ? (
                      <div className="tt-error" role="alert" data-testid="error">
                        <span>{translateError(tr, error, game)}</span>
                        <button type="button" className="tt-btn tt-small" onClick={dismissError}>{tr('table.dismiss')}</button>
                      </div>
                    ) : null}
                    {selection ? (
                      selectionAction ? (
                        <ActionButton action={selectionAction} onAct={act} className="tt-primary tt-select-confirm" testId="select-confirm">
                          {tr(selection.confirmLabel.key, { ...selection.confirmLabel.params, cards: cardList(tr, selected), count: selected.length, need: selection.count })}
                        </ActionButton>
                      ) : (
                        <button type="button" className="tt-btn tt-action tt-select-confirm" disabled data-testid="select-confirm">
                          {tr(selection.pendingLabel.key, { ...selection.pendingLabel.params, cards: cardList(tr, selected), count: selected.length, need: selection.count })}
                        </button>
                      )
                    ) : null}
                    {gameChoices.length > 0 ? <Choices {...gameProps} actions={gameChoices} /> : null}
                    {otherChoices.map((a, i) => (
                      <ActionButton key={i} action={a} onAct={act}>{describeAction(tr, game, a)}</ActionButton>
                    ))}
                    {autoMove ? (
                      <p className="tt-turn-hint tt-auto-move" data-testid="auto-move">
                        {autoMove.type === 'PLAY' ? tr('table.turn.autoCard', { card: cardName(tr, autoMove.card as Card) }) : tr('table.turn.autoOther')}
                      </p>
                    ) : myTurn && !error && choices.length === 0 && !selection && obs.legal.some((a) => a.type === 'PLAY') ? (
                      <p className="tt-turn-hint">{tr(obs.trick.length === 0 ? 'table.turn.lead' : 'table.turn.follow')}</p>
                    ) : null}
                    {waitingFor && !handoff ? (
                      <p className="tt-waiting">{tr(thinking ? 'table.turn.thinking' : 'table.turn.waiting', { name: waitingFor })}</p>
                    ) : null}
                  </div>

                  <Hand
                    cards={handCards}
                    open={openHands?.[bottomSeat]}
                    hiddenCount={obs.handSizes[bottomSeat] ?? 0}
                    onPlay={onHandCard}
                    shake={shake}
                    label={tr(showHand || openHands ? 'table.hand.label' : 'table.hand.hidden', seatParams(names, { name: bottomSeat }))}
                  />
                </div>
              </LayoutGroup>
            </div>

            <aside className="tt-side" aria-label={tr('table.sideLabel')}>
              {learn ? (
                <TutorPanel
                  ref={tutorRef}
                  open={tutorOpen}
                  onToggle={() => setTutorOpen((o) => !o)}
                  game={game}
                  obs={obs}
                  phaseName={phaseName}
                  prompt={prompt}
                  error={error}
                  trickExplanation={trickWhy ? tr(trickWhy.key, trickWhy.params) : null}
                  scoreExplanations={scoreWhy}
                  canHint={myTurn && obs.legal.length > 0}
                  seed={match.setup.seed}
                  moment={`${match.log.length}/${viewer ?? 'x'}`}
                  onDismissError={dismissError}
                />
              ) : null}
              <ScorePanel obs={obs} seats={seats} details={ui.ScoreDetails ? <ui.ScoreDetails {...gameProps} /> : null} onHistory={openHistory}
                totalLabel={tr(ui.totalLabel ?? 'table.score.match')} running={ui.handScore?.(obs, tr) ?? null} onScoreSheet={openSheet}
                dealCode={dealCode} />
            </aside>
          </div>

          {st.phase === 'handResult' && !handoff ? (
            <HandResultSheet ui={ui} obs={obs} seats={seats} viewer={showHand ? viewer : null} bottomSeat={bottomSeat}
              next={nextHand} onAct={act} explanations={scoreWhy} onHistory={openHistory} onScoreSheet={openSheet} />
          ) : null}
          {st.phase === 'gameOver' ? (
            <GameOverScreen ui={ui} obs={obs} seats={seats} viewer={showHand ? viewer : null} bottomSeat={bottomSeat}
              onNewMatch={onNewMatch} onExit={onExit} explanations={scoreWhy} onHistory={openHistory} onScoreSheet={openSheet} />
          ) : null}
          {historyOpen && !handoff ? (
            <HandHistory match={match} seats={seats} seat={viewer ?? bottomSeat} finishedOnly={historyFinishedOnly}
              onClose={() => setHistoryOpen(false)} />
          ) : null}
          {sheetOpen && !handoff ? <ScoreSheet ui={ui} obs={obs} seats={seats} onClose={() => setSheetOpen(false)} /> : null}
          {handoff ? (
            <HandoffCurtain name={actor !== null ? names[actor] : ''} onReady={() => send({ type: 'HANDOFF_READY' })} />
          ) : null}
        </div>
      </TableUiContext.Provider>
    </MotionConfig>
  );
}
