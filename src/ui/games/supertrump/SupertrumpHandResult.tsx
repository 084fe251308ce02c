// The hand-result sheet for Supertrump: stage-1 tricks ×1 + stage-2 tricks ×2 per seat.
import { SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asSt } from './logic';

export function SupertrumpHandResult({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asSt(o);
  const last = obs.history[obs.history.length - 1];
  const multi = obs.gamesPerMatch > 1 || obs.history.length > 1;
  return (
    <div className="tt-st-result">
      {last ? (
        <>
          <p className="tt-result-sub">
            {tr('supertrump.result.gameOf', { n: last.handNumber, of: obs.gamesPerMatch })}
            {' · '}
            {tr('supertrump.result.trumpWas', { suit: SUIT_SYMBOL[last.trump], rank: last.superRank })}
          </p>
          <table className="tt-result-table" data-testid="hand-breakdown">
            <thead>
              <tr>
                <th scope="col">{tr('table.score.player')}</th>
                <th scope="col">{tr('supertrump.result.stage1')}</th>
                <th scope="col">{tr('supertrump.result.stage2')}</th>
                <th scope="col">{tr('supertrump.result.points')}</th>
                {multi ? <th scope="col">{tr('table.score.total')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {seats.map((s, i) => (
                <tr key={i} className={last.points[i] >= 20 ? 'tt-row-win' : ''}>
                  <th scope="row">{s.name}</th>
                  <td>{tr('supertrump.result.times', { n: last.tricks1[i], x: 1 })}</td>
                  <td>{tr('supertrump.result.times', { n: last.tricks2[i], x: 2 })}</td>
                  <td className="tt-num-strong">{last.points[i]}</td>
                  {multi ? <td>{obs.totals[i]}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="tt-result-note">{tr('supertrump.result.rule')}</p>
        </>
      ) : null}
      {multi && obs.history.length > 0 ? (
        <details className="tt-history" open={obs.history.length > 1}>
          <summary>{tr('supertrump.result.history')}</summary>
          <ol>
            {obs.history.map((h) => (
              <li key={h.handNumber}>
                {tr('supertrump.result.historyLine', {
                  n: h.handNumber,
                  suit: SUIT_SYMBOL[h.trump],
                  rank: h.superRank,
                  a: `${seats[0]?.name} ${h.points[0]}`,
                  b: `${seats[1]?.name} ${h.points[1]}`,
                })}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
