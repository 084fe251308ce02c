// Everything that sits over the table: the hot-seat curtain, the hand result and the
// game-over screen. None of them renders a hidden card.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Action, Observation, Seat } from '../../engine';
import type { SeatConfig } from '../../flow/types';
import type { GameUi } from '../games';
import { ActionButton } from './actionButton';
import { CardsIcon, TrophyIcon } from './icons';
import { seatList, seatNames, seatParams, type SeatNames } from './seatNames';
import { handText, scoreNumber, type Tr } from './text';
import { useTableUi } from './tableUi';

export function HandoffCurtain({ name, onReady }: { name: string; onReady(): void }) {
  const { tr } = useTableUi();
  const btn = useRef<HTMLButtonElement>(null);
  useEffect(() => btn.current?.focus(), []);
  return (
    <div className="tt-curtain" data-testid="handoff" role="dialog" aria-modal="true" aria-labelledby="tt-curtain-title">
      <div className="tt-curtain-card">
        <div className="tt-curtain-icon" aria-hidden="true"><CardsIcon /></div>
        <h2 id="tt-curtain-title">{tr('table.handoff.title', { name })}</h2>
        <p>{tr('table.handoff.body', { name })}</p>
        <button ref={btn} type="button" className="tt-btn tt-primary tt-big" data-testid="handoff-ready" onClick={onReady}>
          {tr('table.handoff.ready', { name })}
        </button>
      </div>
    </div>
  );
}

/**
 * A sheet opens at its top (the winner, the totals), with the focus on its first action:
 * focusing that button the usual way scrolled a long sheet down to it. Its actions stay at
 * its foot (table.css), and the table's way back to the lobby stays above it.
 */
function useOpenAtTop(sheet: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = sheet.current;
    if (!el) return;
    el.scrollTop = 0;
    el.querySelector<HTMLElement>('.tt-sheet-actions button')?.focus({ preventScroll: true });
    // the page under it to its top too, where the table's header and its exit are
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [sheet]);
}

/** The buttons that open the hand history and the score sheet (app controls: no data-action). */
function HistoryButtons({ onHistory, onScoreSheet }: { onHistory?(): void; onScoreSheet?(): void }) {
  const { tr } = useTableUi();
  return (
    <>
      {onHistory ? <button type="button" className="tt-btn tt-big" onClick={onHistory} data-testid="history-open">{tr('history.open')}</button> : null}
      {onScoreSheet ? (
        <button type="button" className="tt-btn tt-big" onClick={onScoreSheet} data-testid="score-sheet-open">{tr('table.sheet.open')}</button>
      ) : null}
    </>
  );
}

export function HandResultSheet({ ui, obs, seats, viewer, bottomSeat, next, onAct, explanations, onHistory, onScoreSheet }: {
  ui: GameUi;
  obs: Observation;
  seats: SeatConfig[];
  viewer: Seat | null;
  bottomSeat: Seat;
  next: Action | null;
  onAct(a: Action): void;
  explanations: string[];
  onHistory?(): void;
  onScoreSheet?(): void;
}) {
  const { tr } = useTableUi();
  const Body = ui.HandResultBody;
  const sheet = useRef<HTMLElement>(null);
  useOpenAtTop(sheet);
  return (
    <div className="tt-sheet-backdrop">
      <section ref={sheet} className="tt-sheet" data-testid="hand-result" role="dialog" aria-modal="false" aria-labelledby="tt-result-title">
        <h2 id="tt-result-title">{handText(tr, obs.game, 'resultTitle', { n: obs.handNumber })}</h2>
        <Body obs={obs} viewer={viewer} bottomSeat={bottomSeat} seats={seats} onAct={onAct} />
        {explanations.length > 0 ? (
          <ul className="tt-explain-list">{explanations.map((e, i) => <li key={i}>{e}</li>)}</ul>
        ) : null}
        <div className="tt-sheet-actions">
          {next ? (
            <ActionButton action={next} onAct={onAct} className="tt-primary tt-big">
              {handText(tr, obs.game, 'next')}
            </ActionButton>
          ) : (
            <p className="tt-muted">{handText(tr, obs.game, 'waiting')}</p>
          )}
          <HistoryButtons onHistory={onHistory} onScoreSheet={onScoreSheet} />
        </div>
      </section>
    </div>
  );
}

/** The game-over headline: the winner, the winners (partners, or a tie for first), a draw. */
export function winnerTitle(tr: Tr, winners: readonly Seat[], names: SeatNames): string {
  if (winners.length === 1) return tr('table.over.winner', seatParams(names, { name: winners[0] }));
  if (winners.length > 1 && winners.length < names.length) return tr('table.over.winners', seatList(names, winners, tr));
  return winners.length > 1 ? tr('table.over.draw') : tr('table.over.title');
}

export function GameOverScreen({ ui, obs, seats, viewer, bottomSeat, onNewMatch, onExit, explanations, onHistory, onScoreSheet }: {
  ui: GameUi;
  obs: Observation;
  seats: SeatConfig[];
  viewer: Seat | null;
  bottomSeat: Seat;
  onNewMatch(): void;
  onExit(): void;
  explanations: string[];
  onHistory?(): void;
  onScoreSheet?(): void;
}) {
  const { tr } = useTableUi();
  const Body = ui.HandResultBody;
  const winners = obs.winners;
  const title = winnerTitle(tr, winners, seatNames(seats, tr));
  const order = obs.totals.map((t, s) => ({ t, s })).sort((a, b) => b.t - a.t);
  const sheet = useRef<HTMLElement>(null);
  useOpenAtTop(sheet);
  return (
    <div className="tt-sheet-backdrop tt-over-backdrop">
      <section ref={sheet} className="tt-sheet tt-over" data-testid="game-over" role="dialog" aria-modal="true" aria-labelledby="tt-over-title">
        <div className="tt-over-trophy" aria-hidden="true"><TrophyIcon /></div>
        <h2 id="tt-over-title" data-testid="winner">{title}</h2>
        <ol className="tt-final">
          {order.map(({ t, s }) => (
            <li key={s} className={winners.includes(s) ? 'tt-final-win' : ''} data-testid={`final-${s}`}>
              <span className="tt-final-name">{seats[s]?.name}</span>
              <span className="tt-final-score">{tr(ui.totalKey ?? 'table.over.points', { count: t, score: scoreNumber(t) })}</span>
            </li>
          ))}
        </ol>
        <details className="tt-over-details" open>
          <summary>{tr('table.over.breakdown')}</summary>
          <Body obs={obs} viewer={viewer} bottomSeat={bottomSeat} seats={seats} onAct={() => undefined} />
          {explanations.length > 0 ? (
            <ul className="tt-explain-list">{explanations.map((e, i) => <li key={i}>{e}</li>)}</ul>
          ) : null}
        </details>
        <div className="tt-sheet-actions">
          <button type="button" className="tt-btn tt-primary tt-big" onClick={onNewMatch}>{tr('table.over.newMatch')}</button>
          <button type="button" className="tt-btn tt-big" onClick={onExit}>{tr('table.over.lobby')}</button>
          <HistoryButtons onHistory={onHistory} onScoreSheet={onScoreSheet} />
        </div>
      </section>
    </div>
  );
}
