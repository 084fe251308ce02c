// The running score sheet: every scored hand of the match (obs.history, public to all) with
// what happened in it and the totals after it, and the hand in play as the last row. The
// layout is shared; each game words its rows and chooses its columns (GameUi hooks).
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Observation, ScoredHand } from '../../engine';
import type { SeatConfig } from '../../flow/types';
import type { GameUi, ScoreColumn, ScoreSheetRow } from '../games';
import { seatNames, type SeatNames } from './seatNames';
import { handText, scoreNumber, signed, type Tr } from './text';
import { useTableUi } from './tableUi';
import './history.css';

/** The sheet's columns: the game's own, or one per seat. */
export function sheetColumns(ui: GameUi, obs: Observation, names: string[], tr: Tr): ScoreColumn[] {
  return ui.scoreColumns?.(obs, names, tr) ?? names.map((label, seat) => ({ seat, label }));
}

/**
 * A scored hand's row; a game without its own wording shows the totals, and their change
 * from the row before (a first row's starting totals are the game's to know: none shown).
 */
function rowOf(ui: GameUi, hand: ScoredHand, prev: ScoredHand | undefined, obs: Observation, names: SeatNames, tr: Tr): ScoreSheetRow {
  if (ui.scoreSheetRow) return ui.scoreSheetRow(hand, obs, names, tr);
  return { what: '', change: hand.totals.map((t, s) => (prev ? t - prev.totals[s] : 0)) };
}

export function ScoreSheet({ ui, obs, seats, onClose }: {
  ui: GameUi;
  obs: Observation;
  seats: SeatConfig[];
  onClose(): void;
}) {
  const { tr } = useTableUi();
  const names = seats.map((s) => s.name);
  const columns = sheetColumns(ui, obs, names, tr);
  // the rows are sentences: the one person at the table is "you" (seatNames.ts)
  const sayNames = seatNames(seats, tr);
  const hands = obs.history;
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => closeRef.current?.focus(), []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    onClose();
  };
  // The hand in play, unless it is the one just scored (its result is on the table).
  const inPlay = !obs.over && hands[hands.length - 1]?.handNumber !== obs.handNumber;
  const running = inPlay ? ui.handScore?.(obs, tr) ?? null : null;
  // the hand's name, or on a phone its number only (the columns need the room)
  const label = (n: number) => (
    <>
      <span className="tt-ss-long">{handText(tr, obs.game, 'historyHand', { n })}</span>
      <span className="tt-ss-short" aria-hidden="true">{n}</span>
    </>
  );

  return (
    <div className="tt-sheet-backdrop tt-hh-backdrop" onKeyDown={onKey}>
      <section className="tt-sheet tt-ss" data-testid="score-sheet" role="dialog" aria-modal="true" aria-labelledby="tt-ss-title">
        <header className="tt-hh-head">
          <h2 id="tt-ss-title">{tr('table.sheet.title')}</h2>
          <button ref={closeRef} type="button" className="tt-btn tt-small" onClick={onClose} data-testid="score-sheet-close">
            {tr('table.sheet.close')}
          </button>
        </header>
        <div className="tt-ss-scroll">
          <table className="tt-result-table tt-ss-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="tt-ss-long">{tr('table.sheet.hand')}</span>
                  <span className="tt-ss-short" aria-hidden="true">{tr('table.sheet.handShort')}</span>
                </th>
                {columns.map((c) => <th key={c.seat} scope="col">{c.label}</th>)}
              </tr>
            </thead>
            {hands.map((h, i) => {
              const row = rowOf(ui, h, hands[i - 1], obs, sayNames, tr);
              return (
                <tbody key={h.handNumber} className="tt-ss-hand" data-testid={`score-sheet-row-${h.handNumber}`}
                  data-totals={columns.map((c) => h.totals[c.seat]).join(',')}>
                  <tr>
                    <th scope="row">{label(h.handNumber)}</th>
                    {columns.map((c) => {
                      const change = row.change[c.seat] ?? 0;
                      return (
                        <td key={c.seat}>
                          <span className="tt-ss-total">{scoreNumber(h.totals[c.seat])}</span>
                          {change !== 0 ? (
                            <small className="tt-ss-change" aria-label={tr('table.sheet.change', { change: signed(change) })}>{signed(change)}</small>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                  {row.what ? (
                    <tr className="tt-ss-what"><td colSpan={columns.length + 1}>{row.what}</td></tr>
                  ) : null}
                </tbody>
              );
            })}
            {inPlay ? (
              <tbody className="tt-ss-hand tt-ss-current" data-testid="score-sheet-current">
                <tr>
                  <th scope="row">{label(obs.handNumber)}</th>
                  {columns.map((c) => (
                    <td key={c.seat}>{running ? <span className="tt-ss-running">{running.values[c.seat]}</span> : null}</td>
                  ))}
                </tr>
                <tr className="tt-ss-what">
                  <td colSpan={columns.length + 1}>
                    {tr(running ? 'table.sheet.runningPoints' : 'table.sheet.inPlay')}
                  </td>
                </tr>
              </tbody>
            ) : null}
          </table>
        </div>
        {hands.length === 0 ? <p className="tt-muted" data-testid="score-sheet-empty">{tr('table.sheet.empty')}</p> : null}
        <p className="tt-result-note">{tr('table.sheet.note')}</p>
      </section>
    </div>
  );
}
