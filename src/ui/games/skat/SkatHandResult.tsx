// The deal-result sheet: declarer, game, card points, matadors, game value, won or lost,
// each seat's score, and the skat (public once the deal is scored).
import { CardFace } from '../../table/Card';
import { seatNames, seatParams } from '../../table/seatNames';
import { cardList, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asSk, contractName, countText, signed, valueBreakdown } from './logic';

export function SkatHandResult({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asSk(o);
  const r = obs.result;
  if (!r) return null;
  const d = r.declarer;
  const v = valueBreakdown(r, obs);
  const putBackDiffers = r.discard.length === 2 && r.discard.some((c) => !r.skat.includes(c));
  return (
    <div className="tt-sk-result" data-testid="hand-breakdown" data-kind={r.kind} data-won={r.won === null ? '' : String(r.won)}>
      <p className="tt-result-sub">{tr('skat.result.dealOf', { n: r.handNumber, of: obs.handsPerGame })}</p>
      {r.kind === 'thrownIn' ? <p className="tt-sk-verdict">{tr('skat.result.thrownIn')}</p> : null}
      {r.kind === 'ramsch' ? <p className="tt-sk-verdict">{tr('skat.result.ramsch')}</p> : null}
      {r.kind === 'surrender' && d !== null ? (
        <p className="tt-sk-verdict tt-sk-lost">{tr('skat.result.surrender', { ...seatParams(seatNames(seats, tr), { name: d }), bid: r.bid })}</p>
      ) : null}
      {r.kind === 'game' && d !== null && r.contract ? (
        <>
          <p className={`tt-sk-verdict ${r.won ? 'tt-sk-won' : 'tt-sk-lost'}`} data-testid="verdict">
            {r.won ? tr('skat.result.won') : v && v.kind === 'suit' && v.overbid ? tr('skat.result.overbid') : tr('skat.result.lost')}
          </p>
          <dl className="tt-sk-facts">
            <div><dt>{tr('skat.result.declarer')}</dt><dd>{seats[d]?.name}</dd></div>
            <div><dt>{tr('skat.result.contract')}</dt><dd>{contractName(tr, r.contract)}</dd></div>
            <div><dt>{tr('skat.result.bid')}</dt><dd>{r.bid}</dd></div>
            {r.contract.type !== 'null' ? (
              <div>
                <dt>{tr('skat.result.cardPoints')}</dt>
                <dd>{tr('skat.result.cardPointsLine', { declarer: r.cardPoints[d], opponents: 120 - r.cardPoints[d] })}</dd>
              </div>
            ) : null}
            {r.matadors !== null ? (
              <div>
                <dt>{tr('skat.result.matadors')}</dt>
                <dd>{tr(r.matadorsWith === false ? 'skat.result.without' : 'skat.result.with', { n: r.matadors })}</dd>
              </div>
            ) : null}
            <div>
              <dt>{tr('skat.result.value')}</dt>
              <dd>{v && v.kind === 'suit' && !v.overbid
                ? tr('skat.result.valueCalc', { count: countText(tr, v), base: v.base, mult: v.matadors + v.levels, value: r.value })
                : r.value}</dd>
            </div>
          </dl>
        </>
      ) : null}
      <table className="tt-result-table">
        <thead>
          <tr>
            <th scope="col">{tr('table.score.player')}</th>
            {r.kind === 'ramsch' ? <th scope="col">{tr('skat.result.cardPoints')}</th> : <th scope="col">{tr('skat.result.role')}</th>}
            <th scope="col">{tr('skat.result.tricks')}</th>
            <th scope="col">{tr('skat.result.score')}</th>
            <th scope="col">{tr('table.score.total')}</th>
          </tr>
        </thead>
        <tbody>
          {seats.map((s, i) => (
            <tr key={i} className={r.deltas[i] > 0 ? 'tt-row-win' : ''}>
              <th scope="row">{s.name}</th>
              {r.kind === 'ramsch' ? <td>{r.cardPoints[i]}</td> : <td>{i === d ? tr('skat.result.declarer') : d !== null ? tr('skat.result.opponent') : '–'}</td>}
              <td>{obs.tricksWon[i]}</td>
              <td className="tt-num-strong">{signed(r.deltas[i])}</td>
              <td>{obs.totals[i] < 0 ? `−${-obs.totals[i]}` : obs.totals[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.skat.length > 0 ? (
        <div className="tt-sk-result-skat" data-testid="result-skat">
          <span className="tt-sk-caption">{tr('skat.result.skat')}</span>
          <div className="tt-sk-skat-cards">
            {r.skat.map((card) => <CardFace key={card} card={card} size="sm" />)}
          </div>
          {putBackDiffers ? <span className="tt-sk-caption">{tr('skat.result.putBack', { cards: cardList(tr, r.discard) })}</span> : null}
        </div>
      ) : null}
    </div>
  );
}

