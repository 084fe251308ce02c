// Everything that sits over the table: the hot-seat curtain, the hand result and the
// game-over screen. None of them renders a hidden card.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Action, Observation, Seat } from '../../engine';
import type { SeatConfig } from '../../flow/types';
import type { GameUi } from '../games';
import { ActionButton } from './actionButton';
import { CardsIcon, TrophyIcon } from './icons';
import { handText } from './text';
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

/** The button that opens the hand history (an app control: no data-action). */
function HistoryButton({ onHistory }: { onHistory?(): void }) {
  const { tr } = useTableUi();
  if (!onHistory) return null;
  return <button type="button" className="tt-btn tt-big" onClick={onHistory} data-testid="history-open">{tr('history.open')}</button>;
}

export function HandResultSheet({ ui, obs, seats, viewer, bottomSeat, next, onAct, explanations, onHistory }: {
  ui: GameUi;
  obs: Observation;
  seats: SeatConfig[];
  viewer: Seat | null;
  bottomSeat: Seat;
  next: Action | null;
  onAct(a: Action): void;
  explanations: string[];
  onHistory?(): void;
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
          <HistoryButton onHistory={onHistory} />
        </div>
      </section>
    </div>
  );
}

export function GameOverScreen({ ui, obs, seats, viewer, bottomSeat, onNewMatch, onExit, explanations, onHistory }: {
  ui: GameUi;
  obs: Observation;
  seats: SeatConfig[];
  viewer: Seat | null;
  bottomSeat: Seat;
  onNewMatch(): void;
  onExit(): void;
  explanations: string[];
  onHistory?(): void;
}) {
  const { tr } = useTableUi();
  const Body = ui.HandResultBody;
  const winners = obs.winners;
  // Several winners: partners, or a tie for first; all seats level is a draw.
  const title = winners.length === 1
    ? tr('table.over.winner', { name: seats[winners[0]]?.name ?? '' })
    : winners.length > 1 && winners.length < seats.length
      ? tr('table.over.winners', { names: winners.map((w) => seats[w]?.name ?? '').join(tr('table.listSeparator')) })
      : winners.length > 1 ? tr('table.over.draw') : tr('table.over.title');
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
              <span className="tt-final-score">{tr(ui.totalKey ?? 'table.over.points', { count: t })}</span>
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
          <HistoryButton onHistory={onHistory} />
        </div>
      </section>
    </div>
  );
}
