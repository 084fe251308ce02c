// Match totals, this hand's tricks and (where the game counts them as it goes) points, the
// game's details, and the way to the score sheet and the hand history.
import { useState, type ReactNode } from 'react';
import type { Observation } from '../../engine';
import type { SeatConfig } from '../../flow/types';
import { useTableUi } from './tableUi';
import { scoreNumber } from './text';

export function ScorePanel({ obs, seats, details, totalLabel, running, onScoreSheet, onHistory, dealCode }: {
  obs: Observation;
  seats: SeatConfig[];
  details: ReactNode;
  /** the heading of the match totals (Toepen: chips) */
  totalLabel: string;
  /** the hand in play's points so far, where the game counts them as it goes */
  running: { label: string; values: number[] } | null;
  /** opens the score sheet (absent behind the hot-seat curtain) */
  onScoreSheet?(): void;
  /** opens the hand history; absent while nothing has been played */
  onHistory?(): void;
  /** the code a friend can type to play the same deal (null: this match has none) */
  dealCode?: string | null;
}) {
  const { tr } = useTableUi();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (!dealCode) return;
    void navigator.clipboard?.writeText(dealCode).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <section className="tt-score" aria-labelledby="tt-score-title" data-testid="score-panel">
      <h2 id="tt-score-title" className="tt-side-title">{tr('table.score.title')}</h2>
      <table className="tt-score-table">
        <thead>
          <tr>
            <th scope="col">{tr('table.score.player')}</th>
            <th scope="col">{tr('table.score.tricks')}</th>
            {running ? <th scope="col">{running.label}</th> : null}
            <th scope="col">{totalLabel}</th>
          </tr>
        </thead>
        <tbody>
          {seats.map((s, i) => (
            <tr key={i}>
              <th scope="row">{s.name}</th>
              <td data-testid={`tricks-${i}`}>{obs.tricksWon[i] ?? 0}</td>
              {running ? <td data-testid={`running-${i}`}>{running.values[i] ?? 0}</td> : null}
              <td data-testid={`total-${i}`} className="tt-num-strong">{scoreNumber(obs.totals[i] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {details}
      {dealCode ? (
        <p className="tt-deal-code">
          <span>{tr('table.dealCode.label')}</span> <code data-testid="table-deal-code">{dealCode}</code>{' '}
          <button type="button" className="tt-btn tt-small" onClick={copy} title={tr('table.dealCode.help')}>
            {tr(copied ? 'table.dealCode.copied' : 'table.dealCode.copy')}
          </button>
        </p>
      ) : null}
      {onScoreSheet || onHistory ? (
        <div className="tt-score-buttons">
          {onScoreSheet ? (
            <button type="button" className="tt-btn tt-small" onClick={onScoreSheet} data-testid="score-sheet-panel-open">
              {tr('table.sheet.open')}
            </button>
          ) : null}
          {onHistory ? (
            <button type="button" className="tt-btn tt-small" onClick={onHistory} data-testid="history-panel-open">
              {tr('history.openShort')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
