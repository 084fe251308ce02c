// The race result: the verdict and why (best horses, then second horses, or a dead heat), the
// horses in finishing order by colour and owner, the match points; at game over, race by race.
import { MatchSummary } from '../../table/MatchSummary';
import type { Seat } from '../../../engine';
import { seatNames, seatParams } from '../../table/seatNames';
import { scoreNumber, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { aceLabel, asAs, finishingOrder, sideOfAce } from './logic';

export function AscotHandResult({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asAs(o);
  const r = obs.result ?? obs.history[obs.history.length - 1];
  const names = seats.map((s) => s.name);
  const say = seatNames(seats, tr);
  const over = obs.phase === 'gameOver';
  const multi = obs.options.matchMode !== 'single';
  const sideName = (side: 'black' | 'red') => names[obs.sides.indexOf(side)] ?? '';
  const verdict = !r ? null : r.result === null ? tr('ascot.result.goesOn') : r.result === 'deadHeat' ? tr('ascot.result.deadHeat')
    : tr(`ascot.result.won_${r.result}`, seatParams(say, { name: obs.sides.indexOf(r.result) as Seat }));
  return (
    <div className="tt-as-result">
      {r ? (
        <>
          {multi ? <p className="tt-result-sub">{tr('ascot.result.raceOf', { n: r.handNumber, of: obs.options.races })}</p> : null}
          <p className={`tt-as-verdict tt-as-verdict-${r.result ?? 'carry'}`} data-testid="hand-breakdown" data-result={r.result ?? 'carry'}>{verdict}</p>
          <ol className="tt-as-order" data-testid="finishing-order">
            {finishingOrder(r.horses).map((ace) => (
              <li key={ace} className={`tt-as-order-${sideOfAce(ace)}`} data-ace={ace} data-pos={r.horses[ace].pos}>
                <span className={`tt-as-order-ace tt-suit-${ace.slice(1)}`}>{aceLabel(ace)}</span>
                <span className="tt-as-order-pos">{tr('ascot.result.pos', { count: r.horses[ace].pos })}</span>
                <small className="tt-as-order-owner">{sideName(sideOfAce(ace))}</small>
              </li>
            ))}
          </ol>
          {multi ? (
            <table className="tt-result-table">
              <thead><tr><th scope="col">{tr('table.score.player')}</th><th scope="col">{tr('ascot.result.points')}</th><th scope="col">{tr('table.score.total')}</th></tr></thead>
              <tbody>
                {names.map((n, s) => (
                  <tr key={s} className={r.deltas[s] === 1 ? 'tt-row-win' : ''}>
                    <th scope="row">{n}</th><td>{scoreNumber(r.deltas[s])}</td><td>{scoreNumber(obs.totals[s])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <p className="tt-result-note">{tr(obs.options.tieBreak === 'deadHeat' ? 'ascot.result.ruleDeadHeat' : 'ascot.result.rule')}</p>
        </>
      ) : null}
      {over && multi && obs.history.length > 0 ? (
        <MatchSummary title={tr('ascot.result.matchTitle')} dealLabel={tr('ascot.result.raceNo')} columns={[tr('ascot.result.winnerCol')]}
          names={names} total={scoreNumber}
          rows={obs.history.map((h, i) => ({
            hand: h.handNumber,
            cells: [h.result === null ? '–' : h.result === 'deadHeat' ? tr('ascot.sheet.deadHeat') : sideName(h.result)],
            after: h.totals,
            before: i > 0 ? obs.history[i - 1].totals : h.totals.map((t, s) => t - h.deltas[s]),
          }))} />
      ) : null}
    </div>
  );
}
