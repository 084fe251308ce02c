// The match deal by deal, under a game's result sheet at game over: the deal's number, the
// game's own columns (who dealt, who won, the stake), then each seat's total after it with
// the change it brought.
import type { ReactNode } from 'react';
import { signed } from './text';

export interface MatchSummaryRow {
  hand: number;
  /** the game's own cells, one per `columns` entry */
  cells: ReactNode[];
  /** each seat's total after the deal, and what it had before */
  after: readonly number[];
  before: readonly number[];
}

export function MatchSummary({ title, dealLabel, columns, names, rows, total = String, totalClass }: {
  title: string;
  dealLabel: string;
  columns: string[];
  names: readonly string[];
  rows: readonly MatchSummaryRow[];
  /** a total as shown (a score with a typographic minus, chips) */
  total?(value: number): string;
  /** a cell's class for a total (Toepen's seat out of chips) */
  totalClass?(value: number): string | undefined;
}) {
  return (
    <div className="tt-match" data-testid="match-summary" data-deals={rows.length}>
      <h3>{title}</h3>
      <div className="tt-match-scroll">
        <table className="tt-result-table tt-match-table">
          <thead>
            <tr>
              <th scope="col">{dealLabel}</th>
              {columns.map((c) => <th key={c} scope="col">{c}</th>)}
              {names.map((n, s) => <th key={s} scope="col">{n}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.hand}>
                <th scope="row">{r.hand}</th>
                {r.cells.map((c, i) => <td key={i}>{c}</td>)}
                {r.after.map((t, s) => (
                  <td key={s} className={totalClass?.(t)}>{total(t)}<small> ({signed(t - r.before[s])})</small></td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
