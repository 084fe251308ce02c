// The table screen: runs the game's machine and draws what the flow and the engine's
// observation say. Lazily loaded by App; everything game-specific comes from ../games.
import { useMachine } from '@xstate/react';
import { LayoutGroup, MotionConfig, type Transition } from 'framer-motion';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import type { Action, Card, GameId, Match, Seat } from '../../engine';
import { observe, status } from '../../engine';
import { tableMachineFor } from '../../flow/machines';
import {
  canUndo, enginePhase, isBotThinking, isHandoff, isHeld, isHumanTurn, isPaused, isTrickPause, isWatching, offersUndo,
  pendingAutoMove, seatToAct, tutorKey, viewerOf, viewerOptionalActions,
} from '../../flow/selectors';
import type { BotFn, OptionalBotFn, Pace, SeatConfig, TableContext } from '../../flow/types';
import { matchCode } from '../../state/dealCode';
import { useSettings } from '../../state/settingsStore';
import { chooseActionInWorker, chooseOptionalInWorker } from '../../workers/aiClient';
import { SettingsMenu } from '../app/SettingsMenu';
import { useGameTexts } from '../i18n';
import { gameUi } from '../games';
import { TutorPanel } from '../tutor/TutorPanel';
import { describeAction } from '../tutor/describeAction';
import { ActionButton } from './actionButton';
import { Hand, type HandCard } from './Hand';
import { HandHistory } from './HandHistory';
import { useKeepInView } from './keepInView';
import { LastTrickViewer } from './LastTrick';
import { GameOverScreen, HandResultSheet, HandoffCurtain } from './Overlays';
import { ScorePanel } from './ScorePanel';
import { ScoreSheet } from './ScoreSheet';
import { SeatPlate } from './Seat';
import { TableControls } from './TableControls';
import { seatNames, seatParams } from './seatNames';
import { TableUiContext, type TableUi } from './tableUi';
import { cardList, cardName, handText, scoreNumber, translateError, useTr } from './text';
import { cardsOnScreen, choices, handCards, seatPositions, seatsFromBottom, seatView, trickKeys } from './tableView';
import { TrickArea } from './TrickArea';
import { useAnnouncer } from './useAnnouncer';
import { useCardSelection } from './useCardSelection';
import { useRefusals } from './useRefusals';
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
  /** the AI seats' moves (default: the AI worker); a lesson's scripted seats */
  bot?: BotFn;
  optional?: OptionalBotFn;
  /** a lesson at this table (ui/lessons): its check of each move, and its panel */
  lesson?: TableLesson;
}

/**
 * A lesson's hooks: `guard` sees a person's moves before they are sent — one move, or every
 * move one confirm sends (a burial of eight cards, one action each) all at once — and returns
 * a reason (which the lesson's panel shows) to keep them all back, or null to send them;
 * `panel` stands where the tutor would (no tutor, undo or result sheet at a lesson's table).
 */
export interface TableLesson {
  guard(seat: Seat, actions: readonly Action[]): object | null;
  panel(ref: Ref<HTMLElement>, scoreExplanations: string[]): ReactNode;
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

function Table({ game, initialMatch, seats, onMatchChange, onExit, onNewMatch, allowUndo = false, bot, optional, lesson }: TableScreenProps) {
  const pace = useSettings((s) => s.pace);
  const learn = useSettings((s) => s.learn) && !lesson;
  const motionPref = useSettings((s) => s.motion);
  const fourColour = useSettings((s) => s.fourColour);
  // a lesson's every step is the learner's own, a forced one too
  const autoPlay = useSettings((s) => s.autoPlay) && !lesson;
  const tr = useTr();
  const machine = useMemo(() => tableMachineFor(game), [game]);
  const [snapshot, send, actorRef] = useMachine(machine, { input: { match: initialMatch, seats, pace, bot: bot ?? chooseActionInWorker, optional: optional ?? chooseOptionalInWorker, allowUndo, autoPlay } });
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

  // --- a person's moves, and what the table says when one is refused (useRefusals.ts) ------
  const refusals = useRefusals(ctx, match, send, () => actorRef.getSnapshot().context);
  const { error, shake } = refusals;
  // a lesson's check comes first: moves it keeps back are never sent (its panel says why);
  // the moves of one confirm are checked together, so none is sent if one is wrong
  const submitAll = (seat: Seat, actions: readonly Action[]) => {
    if (!lesson?.guard(seat, actions)) for (const a of actions) refusals.submit(seat, a);
  };
  const submit = (seat: Seat, action: Action) => submitAll(seat, [action]);
  const actingSeat: Seat | null = viewer ?? st.toAct.find((s) => seats[s]?.kind === 'human') ?? null;
  const act = (action: Action) => {
    if (actingSeat !== null) submit(actingSeat, action);
  };
  const actAll = (actions: readonly Action[]) => {
    if (actingSeat !== null) submitAll(actingSeat, actions);
  };
  const play = (card: Card) => {
    if (viewer !== null) submit(viewer, { type: 'PLAY', card });
  };

  // --- a several-card choice (e.g. Skat's discard): select cards, then one confirm ---------
  const { selection, selected, cards: selectedCards, toggle: toggleCard, actions: selectionActions } = useCardSelection(
    myTurn && ui.cardSelection ? ui.cardSelection(obs) : null, `${match.log.length}/${viewer ?? 'x'}`);
  // One callback for the memoised hand whatever the moment: it forwards to the current handler.
  const handHandler = useRef<(card: Card, id: string) => void>(play);
  useLayoutEffect(() => {
    handHandler.current = selection
      ? (card, id) => {
        if (selection.selectable(card)) {
          // a pick goes on with the choice: a refusal said before has been read
          if (error) refusals.dismiss();
          return toggleCard(card, id);
        }
        // a card that may not be picked: the engine's refusal says why
        const why = selection.explain?.(card);
        if (why && viewer !== null) submit(viewer, why);
      }
      : play;
  });
  const onHandCard = useCallback((card: Card, id: string) => handHandler.current(card, id), []);

  // --- the hand ------------------------------------------------------------------------
  const hand: HandCard[] | null = useMemo(
    () => (showHand && viewer !== null ? handCards(match, obs, viewer, ui, tr, game, selection, selected) : null),
    [showHand, viewer, obs, match, ui, tr, game, selection, selected],
  );

  // --- trick, piles, cards already on screen (they fly in by layoutId) -------------------
  const shown = pause && ctx.shownTrick ? ctx.shownTrick : null;
  const trickCards = shown ? shown.cards : obs.trick;
  const recent = shown ? null : obs.lastTrick;
  // each copy of a card held twice (two packs) keeps its own identity from the hand to the pile
  const trickCardKeys = trickKeys(trickCards, showHand ? viewer : null, obs.hand, ui.cardCopies);
  const recentKeys = recent ? trickKeys(recent.cards, showHand ? viewer : null, obs.hand, ui.cardCopies) : null;
  const visible = useRef<Set<string>>(new Set());
  useEffect(() => {
    const set = cardsOnScreen(obs, ui, hand);
    // the same set object while its cards are the same: the memoised trick area skips a redraw
    const old = visible.current;
    if (set.size !== old.size || [...set].some((c) => !old.has(c))) visible.current = set;
  });

  const dealCode = useMemo(() => matchCode(game, match.setup), [game, match.setup]);

  // --- hand history (public facts only; not while the hot-seat curtain is up) --------------
  // Where the last trick may not be reviewed, the hand in progress stays hidden until it is
  // scored (S-5); a game may hide it even so (QD-10).
  const [historyOpen, setHistoryOpen] = useState(false);
  const reviewable = ui.reviewsLastTrick?.(obs) ?? true;
  const replayable = ui.replaysHandInProgress?.(obs) ?? reviewable;
  const hasHistory = !replayable ? st.handNumber > 1 || st.phase === 'handResult' || st.over : match.log.length > 0;
  const openHistory = hasHistory && !handoff ? () => setHistoryOpen(true) : undefined;
  // The score sheet (public: scored hands only) may be opened at any time but behind the curtain.
  const [sheetOpen, setSheetOpen] = useState(false);
  const openSheet = !handoff ? () => setSheetOpen(true) : undefined;

  // --- announcements (polite live region, also the line on the felt: useAnnouncer.ts) -----
  const news = useAnnouncer(match, ctx.facts, game, ui, names, tr);

  // --- tutor -----------------------------------------------------------------------------
  const phaseName = tr(`${game}.phase.${st.phase}`, { defaultValue: st.phase });
  const promptRef = ui.tutorPrompt(obs, showHand ? viewer : null, tutorKey(snapshot), names);
  const prompt = handoff
    ? tr('table.tutor.handoff', { name: actor !== null ? names[actor] : '' })
    : promptRef ? tr(promptRef.key, promptRef.params) : null;
  const noteRef = handoff ? null : ui.tutorNote?.(obs, showHand ? viewer : null, names) ?? null;
  const lastCompleted = ctx.shownTrick ?? obs.lastTrick;
  const trickWhy = lastCompleted ? ui.explainTrick(lastCompleted, obs, names) : null;
  const scoreWhy = st.phase === 'handResult' || st.phase === 'gameOver'
    ? ui.explainScore(obs, names).map((x) => tr(x.key, x.params))
    : [];

  // --- actions ---------------------------------------------------------------------------
  // Out of turn: the viewer's optional actions (a knock), whenever the flow would take them.
  const offered = choices(match, obs, st, myTurn, viewerOptionalActions(snapshot), ui, selection, actingSeat);

  // A choice on offer before the hand's first trick (an auction, a declaration): the empty
  // trick gives up its room, so the action bar and the hand stay in view. Not during the
  // play, where the felt would jump between tricks.
  const choosing = (selection !== null || offered.all.length > 0) && trickCards.length === 0 && !obs.lastTrick
    && obs.tricksWon.every((n) => !n);

  // The trick and the game's panel stay in view (keepInView.ts): on a phone the tutor is
  // pinned above the felt and the hand docked below.
  const [tutorOpen, setTutorOpen] = useState(false);
  const trickMoment = `${phase}|${trickCards.map((c) => c.card).join()}|${myTurn}|${error?.code ?? ''}|${learn}|${tutorOpen}`;
  const refs = useKeepInView(trickMoment, !lesson && (st.phase === 'handResult' || st.phase === 'gameOver'), learn || !!lesson, !!error);

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

  const plate = (seat: Seat) => seatView(seat, obs, st, seats, ui, tr, thinking ? actor : null, openHands?.[seat]);
  // one array while the seating stands: the memoised trick is not redrawn on every step
  const seating = ui.seatRing?.(obs).join() ?? '';
  const ring = useMemo(() => seatsFromBottom(players, bottomSeat, seating ? seating.split(',').map(Number) : undefined), [players, bottomSeat, seating]);
  const others = ring.slice(1);
  const positions = seatPositions(players);
  const waitingFor = !myTurn && actor !== null && actor !== viewer && !st.over && st.phase !== 'handResult' ? names[actor] : null;

  return (
    <MotionConfig reducedMotion={reduced} transition={TRANSITIONS[pace]}>
      <TableUiContext.Provider value={view}>
        <div
          className={`tt-root ${learn ? 'tt-learn' : ''} ${lesson ? 'tt-lesson-table' : ''}`}
          data-testid="table"
          data-game={game}
          data-phase={phase}
          data-to-act={st.toAct.join(',')}
          data-viewer={viewer ?? ''}
          data-moves={match.log.length}
        >
          <header className="tt-top">
            <button type="button" className="tt-btn tt-small tt-exit" onClick={onExit} data-testid="exit">
              <span aria-hidden="true">← </span>{tr(lesson ? 'common.lessons.exit' : 'table.exit')}
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
                undo={offersUndo(snapshot) && !lesson ? { enabled: canUndo(snapshot), onUndo: () => send({ type: 'UNDO' }) } : null}
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
                <div ref={refs.felt} className={`tt-felt tt-felt-n${players} ${Aside ? 'tt-felt-has-aside' : ''}`}>
                  {others.map((seat, i) => (
                    <div key={seat} className={`tt-seat-slot tt-slot-${positions[i]}`}>
                      <SeatPlate view={plate(seat)} recent={recent} recentKeys={recentKeys} position={positions[i]} showHand />
                      {Extras ? <Extras {...gameProps} seat={seat} /> : null}
                    </div>
                  ))}
                  <div className="tt-felt-panel" ref={refs.panel}><Panel {...gameProps} /></div>
                  {Aside ? <div className="tt-felt-aside" ref={refs.aside}><Aside {...gameProps} /></div> : null}
                  <div className="tt-felt-center" ref={refs.center}>
                    <TrickArea
                      cards={trickCards}
                      keys={trickCardKeys}
                      winner={shown ? shown.winner : null}
                      ring={ring}
                      names={names}
                      freshFrom={visible.current}
                      label={tr('table.trick.label')}
                    />
                    {reviewable && recent && !shown ? <LastTrickViewer trick={recent} names={names} /> : null}
                  </div>
                  <div className="tt-seat-slot tt-slot-bottom" ref={refs.own}>
                    <SeatPlate view={plate(bottomSeat)} recent={recent} recentKeys={recentKeys} position="bottom" showHand={false} />
                  </div>
                  <p className="tt-news" aria-live="polite" role="status" data-testid="announcer">{news}</p>
                </div>

                <div className="tt-dock" ref={refs.dock}>
                  <div className="tt-actionbar" data-testid="action-bar">
                    {/* A refused move: one message, right above the hand that made it; it covers
                        no seat and no prompt. In learn mode the tutor's takes its place where the
                        whole tutor shows (table.css). */}
                    {error ? (
                      <div className="tt-error" role="alert" data-testid="error">
                        <span>{translateError(tr, error, game)}</span>
                        <button type="button" className="tt-btn tt-small" onClick={refusals.dismiss}>{tr('table.dismiss')}</button>
                      </div>
                    ) : null}
                    {selection ? (
                      selectionActions && selectionActions.length > 0 ? (
                        // one confirm; a choice the engine takes a card at a time sends each in turn
                        <ActionButton action={selectionActions[0]} onAct={() => actAll(selectionActions)} className="tt-primary tt-select-confirm" testId="select-confirm">
                          {tr(selection.confirmLabel.key, { ...selection.confirmLabel.params, cards: cardList(tr, selectedCards), count: selected.length, need: selection.count })}
                        </ActionButton>
                      ) : error ? null : (
                        // while a refusal is said in its place, the choice's prompt waits (one message above the hand)
                        <button type="button" className="tt-btn tt-action tt-select-confirm" disabled data-testid="select-confirm">
                          {tr(selection.pendingLabel.key, { ...selection.pendingLabel.params, cards: cardList(tr, selectedCards), count: selected.length, need: selection.count })}
                        </button>
                      )
                    ) : null}
                    {offered.game.length > 0 ? <Choices {...gameProps} actions={offered.game} /> : null}
                    {offered.other.map((a, i) => (
                      <ActionButton key={i} action={a} onAct={act}>{describeAction(tr, game, a)}</ActionButton>
                    ))}
                    {autoMove ? (
                      <p className="tt-turn-hint tt-auto-move" data-testid="auto-move">
                        {autoMove.type === 'PLAY' ? tr('table.turn.autoCard', { card: cardName(tr, autoMove.card as Card) }) : tr('table.turn.autoOther')}
                      </p>
                    ) : myTurn && !error && offered.all.length === 0 && !selection && obs.legal.some((a) => a.type === 'PLAY') ? (
                      <p className="tt-turn-hint">{tr(obs.trick.length === 0 ? 'table.turn.lead' : 'table.turn.follow')}</p>
                    ) : null}
                    {waitingFor && !handoff ? (
                      <p className="tt-waiting">{tr(thinking ? 'table.turn.thinking' : 'table.turn.waiting', { name: waitingFor })}</p>
                    ) : null}
                  </div>

                  <Hand
                    cards={hand}
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
              {lesson ? lesson.panel(refs.tutor, scoreWhy) : null}
              {learn ? (
                <TutorPanel
                  ref={refs.tutor}
                  open={tutorOpen}
                  onToggle={() => setTutorOpen((o) => !o)}
                  game={game}
                  obs={obs}
                  phaseName={phaseName}
                  prompt={prompt}
                  error={error}
                  note={noteRef ? tr(noteRef.key, noteRef.params) : null}
                  trickExplanation={trickWhy ? tr(trickWhy.key, trickWhy.params) : null}
                  scoreExplanations={scoreWhy}
                  canHint={myTurn && obs.legal.length > 0}
                  seed={match.setup.seed}
                  moment={`${match.log.length}/${viewer ?? 'x'}`}
                  onDismissError={refusals.dismiss}
                />
              ) : null}
              <ScorePanel obs={obs} seats={seats} details={ui.ScoreDetails ? <ui.ScoreDetails {...gameProps} /> : null} onHistory={openHistory}
                totalLabel={tr(ui.totalLabel ?? 'table.score.match')} running={ui.handScore?.(obs, tr) ?? null} onScoreSheet={openSheet}
                dealCode={dealCode} />
            </aside>
          </div>

          {st.phase === 'handResult' && !handoff && !lesson ? (
            <HandResultSheet ui={ui} obs={obs} seats={seats} viewer={showHand ? viewer : null} bottomSeat={bottomSeat}
              next={offered.nextHand} onAct={act} explanations={scoreWhy} onHistory={openHistory} onScoreSheet={openSheet} />
          ) : null}
          {st.phase === 'gameOver' && !lesson ? (
            <GameOverScreen ui={ui} obs={obs} seats={seats} viewer={showHand ? viewer : null} bottomSeat={bottomSeat}
              onNewMatch={onNewMatch} onExit={onExit} explanations={scoreWhy} onHistory={openHistory} onScoreSheet={openSheet} />
          ) : null}
          {historyOpen && !handoff ? (
            <HandHistory match={match} seats={seats} seat={viewer ?? bottomSeat} finishedOnly={!replayable} reviewable={viewer !== null}
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
