// The deal-result sheet: who won and how (the headline), how the Queens team was made (the
// black queens, a called ace, a solo), the two sides with their tricks and card points, the
// score table that scored the deal with the row applied marked, and per seat its side, tricks,
// card points, game points this deal and total. At game over, the match deal by deal.
import { MatchSummary } from '../../table/MatchSummary';
import { seatNames, type SeatNames } from '../../table/seatNames';
import { scoreNumber, signed, useTr, type Tr } from '../../table/text';
import type { GameViewProps } from '../index';
import type { HandResult, KloepperObservation } from '../../../engine/games/kloepper/types';
import { appliedRow, asKl, partnershipLine, scoreTableRows, sideTricks, verdict } from './logic';

const pts = (n: number) => (n ? signed(n) : '–');

function ScoreTable({ r, obs, tr }: { r: HandResult; obs: KloepperObservation; tr: Tr }) {
  const a = appliedRow(r, obs.options);
  const rows = scoreTableRows(a.table, obs.options);
  const knockTable = a.table === 'knock' || a.table === 'knockOff' || a.table === 'soloKnock';
  const solo = a.table === 'solo' || a.table === 'soloKnock';
  return (
    <div className="tt-kl-scroll">
      <table className="tt-result-table tt-kl-rows" data-testid="score-table" data-table={a.table} data-row={a.row}>
        <caption>{tr(`kloepper.result.table.${a.table}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{tr(knockTable ? 'kloepper.result.tricksCol' : 'kloepper.result.pointsCol')}</th>
            <th scope="col">{tr(solo ? 'kloepper.result.soloist' : 'kloepper.result.eachQueens')}</th>
            <th scope="col">{tr('kloepper.result.eachOpponent')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const on = row.row === a.row;
            const band = row.band ? tr('kloepper.result.band', { min: row.band[0], max: row.band[1] }) : tr(`kloepper.result.rowName.${row.row}`);
            return (
              <tr key={row.row} className={on ? 'tt-kl-row-on' : ''} data-testid={on ? 'score-row-applied' : undefined} data-row={row.row} aria-current={on ? 'true' : undefined}>
                <th scope="row">{on ? <span className="tt-kl-mark" aria-hidden="true">▶ </span> : null}{band}</th>
                <td>{row.winners === 'queens' ? `+${row.value}` : '–'}</td>
                <td>{row.winners === 'opponents' ? `+${row.value}` : '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {a.literal ? <p className="tt-kl-rule-line">{tr('kloepper.result.literal')}</p> : null}
    </div>
  );
}

function DealTable({ r, obs, names, say, tr }: { r: HandResult; obs: KloepperObservation; names: string[]; say: SeatNames; tr: Tr }) {
  const line = verdict(r, obs.options, say);
  const how = partnershipLine(r, say);
  const queens = r.queensTeam;
  const opponents = [0, 1, 2, 3].filter((s) => !queens.includes(s));
  const a = appliedRow(r, obs.options);
  const list = (seats: readonly number[]) => seats.map((s) => names[s]).join(tr('kloepper.panel.and'));
  const side = (label: string, seats: number[], points: number, won: boolean, id: string) => (
    <tr className={won ? 'tt-row-win' : ''} data-testid={`side-${id}`} data-points={points} data-tricks={sideTricks(r, seats)}>
      <th scope="row">{label}<small className="tt-kl-notes"> {list(seats)}</small></th>
      <td>{sideTricks(r, seats)}</td>
      <td className="tt-num-strong">{points}</td>
    </tr>
  );
  return (
    <>
      <p className={`tt-kl-verdict tt-kl-verdict-${a.winners}`} data-testid="hand-breakdown" data-partnership={r.partnership}
        data-queens={queens.join(',')} data-points={r.queensPoints} data-winners={a.winners}>
        {tr(line.key, line.params)}
      </p>
      <p className="tt-kl-how" data-testid="partnership">{tr(how.key, how.params)}</p>
      <div className="tt-kl-result-grid">
        <table className="tt-result-table tt-kl-sides-table">
          <thead>
            <tr>
              <th scope="col">{tr('kloepper.result.side')}</th>
              <th scope="col">{tr('kloepper.result.tricks')}</th>
              <th scope="col">{tr('kloepper.result.cardPoints')}</th>
            </tr>
          </thead>
          <tbody>
            {side(tr(r.partnership === 'SOLO' ? 'kloepper.result.soloSide' : 'kloepper.result.queensSide'), queens, r.queensPoints, a.winners === 'queens', 'queens')}
            {side(tr('kloepper.result.opponentsSide'), opponents, 120 - r.queensPoints, a.winners === 'opponents', 'opponents')}
          </tbody>
        </table>
        <ScoreTable r={r} obs={obs} tr={tr} />
      </div>
      <div className="tt-kl-scroll">
        <table className="tt-result-table tt-kl-seats-table">
          <thead>
            <tr>
              <th scope="col">{tr('kloepper.result.player')}</th>
              <th scope="col">{tr('kloepper.result.tricks')}</th>
              <th scope="col">{tr('kloepper.result.cardPoints')}</th>
              <th scope="col">{tr('kloepper.result.deal')}</th>
              <th scope="col">{tr('kloepper.result.total')}</th>
            </tr>
          </thead>
          <tbody>
            {names.map((name, s) => {
              const notes: string[] = [tr(queens.includes(s) ? (r.partnership === 'SOLO' ? 'kloepper.result.soloNote' : 'kloepper.result.queensNote') : 'kloepper.result.opponentNote')];
              if (r.knock?.seat === s) notes.push(tr('kloepper.result.knockNote'));
              if (r.knockOff?.seat === s) notes.push(tr('kloepper.result.knockOffNote'));
              return (
                <tr key={s} className={r.deltas[s] > 0 ? 'tt-row-win' : ''} data-testid={`result-row-${s}`} data-hand={r.deltas[s]} data-after={r.totals[s]}
                  data-side={queens.includes(s) ? 'queens' : 'opponents'}>
                  <th scope="row">{name}<small className="tt-kl-notes"> {notes.join(tr('table.listSeparator'))}</small></th>
                  <td>{r.tricks[s]}</td>
                  <td>{r.points[s]}</td>
                  <td className="tt-num-strong">{pts(r.deltas[s])}</td>
                  <td>{scoreNumber(r.totals[s])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function KloepperHandResult({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asKl(o);
  const r = obs.result;
  const names = seats.map((s) => s.name);
  const over = obs.phase === 'gameOver';
  const say = seatNames(seats, tr);
  return (
    <div className="tt-kl-result">
      {r ? <DealTable r={r} obs={obs} names={names} say={say} tr={tr} /> : null}
      <p className="tt-kl-rule-line">{tr('kloepper.result.target', { target: obs.options.targetScore })}</p>
      {over && obs.history.length > 0 ? (
        <MatchSummary title={tr('kloepper.result.matchTitle')} dealLabel={tr('kloepper.result.dealNo')}
          columns={[tr('kloepper.result.queensSide'), tr('kloepper.result.cardPoints')]} names={names} total={scoreNumber}
          rows={obs.history.map((h, i) => ({
            hand: h.handNumber,
            cells: [
              `${h.queensTeam.map((s) => names[s]).join(tr('kloepper.panel.and'))}${h.partnership === 'SOLO' ? ` (${tr('kloepper.result.soloShort')})` : ''}${h.knock ? ` ${tr(h.knockOff ? 'kloepper.result.knockOffShort' : 'kloepper.result.knockShort')}` : ''}`,
              h.allTricks ? `${h.queensPoints} ★` : h.queensPoints,
            ],
            after: h.totals,
            before: i > 0 ? obs.history[i - 1].totals : h.totals.map((t, s) => t - h.deltas[s]),
          }))} />
      ) : null}
    </div>
  );
}
