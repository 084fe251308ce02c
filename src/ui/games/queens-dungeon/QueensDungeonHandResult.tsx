// The deal-result sheet: did the dealer make the contract, the trumps of the deal, and per seat
// the tricks (those that scored), 10 per scoring trick and 25 per queen in
// them (struck out where they do not count), the dealer's +50 or −50, the dungeon and key
// changes, the deal's score and the total after. At game over, the match deal by deal.
import { MatchSummary } from '../../table/MatchSummary';
import { seatNames, type SeatNames } from '../../table/seatNames';
import { scoreNumber, signed, useTr, type Tr } from '../../table/text';
import type { GameViewProps } from '../index';
import type { HandResult } from '../../../engine/games/queens-dungeon/types';
import { asQd, resultRows, trumpTrail, verdict } from './logic';

/** A number of points, or a dash for none. */
const pts = (n: number) => (n ? signed(n) : '–');

function DealTable({ r, names, sayNames, tr }: { r: HandResult; names: string[]; sayNames: SeatNames; tr: Tr }) {
  const line = verdict(r, sayNames);
  const rows = resultRows(r);
  const anyDungeon = r.dungeons.length > 0;
  return (
    <>
      <p className={`tt-qd-verdict ${r.made ? 'tt-qd-verdict-made' : 'tt-qd-verdict-failed'}`} data-testid="hand-breakdown"
        data-dealer={r.dealer} data-made={String(r.made)} data-tricks={r.tricks[r.dealer]}>
        {tr(line.key, line.params)}
      </p>
      <p className="tt-qd-trumps">{tr('queens-dungeon.result.trumps', { trail: trumpTrail(r.trumps) })}</p>
      <div className="tt-qd-scroll">
        <table className="tt-result-table tt-qd-table">
          <thead>
            <tr>
              <th scope="col">{tr('queens-dungeon.result.player')}</th>
              <th scope="col" title={tr('queens-dungeon.result.tricksHelp')}>{tr('queens-dungeon.result.tricks')}</th>
              <th scope="col" className="tt-qd-wide" title={tr('queens-dungeon.result.trickPointsHelp')}>{tr('queens-dungeon.result.trickPoints')}</th>
              <th scope="col" className="tt-qd-wide" title={tr('queens-dungeon.result.queenPointsHelp')}>{tr('queens-dungeon.result.queenPoints')}</th>
              <th scope="col" className="tt-qd-wide" title={tr('queens-dungeon.result.dealerHelp')}>{tr('queens-dungeon.result.dealer')}</th>
              {anyDungeon ? <th scope="col" className="tt-qd-wide" title={tr('queens-dungeon.result.dungeonHelp')}>{tr('queens-dungeon.result.dungeon')}</th> : null}
              <th scope="col" className="tt-qd-narrow" title={tr('queens-dungeon.result.pointsHelp')}>{tr('queens-dungeon.result.points')}</th>
              <th scope="col" className="tt-qd-narrow" title={tr('queens-dungeon.result.otherHelp')}>{tr('queens-dungeon.result.other')}</th>
              <th scope="col">{tr('queens-dungeon.result.hand')}</th>
              <th scope="col">{tr('queens-dungeon.result.after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const notes: string[] = [];
              if (row.seat === r.dealer) notes.push(tr('queens-dungeon.result.dealerNote'));
              if (row.voided) notes.push(tr('queens-dungeon.result.voidedNote'));
              const off = row.counted ? '' : 'tt-qd-struck';
              return (
                <tr key={row.seat} className={row.hand === Math.max(...r.deltas) && row.hand > 0 ? 'tt-row-win' : ''}
                  data-testid={`result-row-${row.seat}`} data-hand={row.hand} data-after={row.after} data-dungeon={row.dungeon}>
                  <th scope="row">{names[row.seat]}{notes.length ? <small className="tt-qd-notes"> {notes.join(tr('table.listSeparator'))}</small> : null}</th>
                  <td>{row.tricks}{row.scoringTricks !== row.tricks ? <small> ({row.scoringTricks})</small> : null}</td>
                  <td className={`tt-qd-wide ${off}`}>{pts(row.trickPoints)}</td>
                  <td className={`tt-qd-wide ${off}`}>{pts(row.queenPoints)}</td>
                  <td className="tt-qd-wide">{row.dealer === null ? '' : pts(row.dealer)}</td>
                  {anyDungeon ? <td className="tt-qd-wide">{pts(row.dungeon)}</td> : null}
                  <td className={`tt-qd-narrow ${off}`}>{pts(row.trickPoints + row.queenPoints)}</td>
                  <td className="tt-qd-narrow">{pts((row.dealer ?? 0) + row.dungeon)}</td>
                  <td className="tt-num-strong">{pts(row.hand)}</td>
                  <td title={`${scoreNumber(row.before)} → ${scoreNumber(row.after)}`}>{scoreNumber(row.after)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function QueensDungeonHandResult({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asQd(o);
  const r = obs.result;
  const names = seats.map((s) => s.name);
  const over = obs.phase === 'gameOver';
  return (
    <div className="tt-qd-result">
      {r ? <DealTable r={r} names={names} sayNames={seatNames(seats, tr)} tr={tr} /> : null}
      <p className="tt-qd-rule-line">{tr('queens-dungeon.result.target', { target: obs.options.targetScore })}</p>
      {over && obs.history.length > 0 ? (
        <MatchSummary title={tr('queens-dungeon.result.matchTitle')} dealLabel={tr('queens-dungeon.result.deal')}
          columns={[tr('queens-dungeon.result.dealt')]} names={names} total={scoreNumber}
          rows={obs.history.map((h) => ({
            hand: h.handNumber, cells: [`${names[h.dealer]} ${trumpTrail(h.trumps)} ${h.made ? '✓' : '✗'}`], after: h.totals, before: h.totalsBefore,
          }))} />
      ) : null}
    </div>
  );
}
