// The hand-result sheet: the contract, tricks per side, who scored how much and why, and
// the wipe rule's effect on the two sides' scores.
import { seatNames, seatParams } from '../../table/seatNames';
import { useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asTu, sideSeats } from './logic';

export function TuppiHandResult({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asTu(o);
  const r = obs.result;
  if (!r) return null;
  const names = seatNames(seats, tr);
  const pair = (s: 0 | 1) => `${names[s] ?? ''} & ${names[s + 2] ?? ''}`;
  const who = r.mode === 'solo' && r.soloist !== null ? names[r.soloist]
    : r.mode === 'rami' && r.declarer !== null ? names[r.declarer] : null;
  return (
    <div className="tt-tu-result" data-testid="hand-breakdown" data-mode={r.mode} data-side={r.side} data-points={r.points}>
      <p className="tt-tu-verdict">
        {tr('tuppi.result.verdict', { ...seatParams(names, { pair: sideSeats(r.side) }), points: r.points })}
      </p>
      <dl className="tt-tu-facts">
        <div><dt>{tr('tuppi.result.contract')}</dt><dd>{tr(`tuppi.contract.${r.mode}`)}{who ? ` · ${who}` : ''}</dd></div>
        <div><dt>{tr('tuppi.result.dealer')}</dt><dd>{names[r.dealer]}</dd></div>
      </dl>
      <table className="tt-result-table">
        <thead>
          <tr>
            <th scope="col">{tr('tuppi.result.side')}</th>
            <th scope="col">{tr('tuppi.result.tricks')}</th>
            <th scope="col">{tr('tuppi.result.before')}</th>
            <th scope="col">{tr('tuppi.result.hand')}</th>
            <th scope="col">{tr('tuppi.result.after')}</th>
          </tr>
        </thead>
        <tbody>
          {([0, 1] as const).map((s) => (
            <tr key={s} className={r.side === s ? 'tt-row-win' : ''}>
              <th scope="row">{tr(`tuppi.side.${s}`)} <small>{pair(s)}</small></th>
              <td>{r.tricks[s]}</td>
              <td>{r.scoreBefore[s]}</td>
              <td className="tt-num-strong">{r.side === s ? `+${r.points}` : '–'}</td>
              <td>{r.scoreAfter[s]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="tt-tu-target-line">{tr('tuppi.result.target', { target: obs.options.targetScore })}</p>
    </div>
  );
}
