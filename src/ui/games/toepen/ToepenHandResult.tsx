// The deal-result sheet: who won the deal and how (last trick, or everyone folded), each
// seat's chips before, what it paid during the deal (folds, challenges), its settlement and
// its chips after. At game over, the whole match deal by deal.
import { MatchSummary } from '../../table/MatchSummary';
import { seatNames, type SeatNames } from '../../table/seatNames';
import { signed, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asTp, settlementParts, verdict } from './logic';

export function ToepenHandResult({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asTp(o);
  const r = obs.result;
  const names = seats.map((s) => s.name);
  const over = obs.phase === 'gameOver';
  return (
    <div className="tt-tp-result">
      {r ? <DealTable {...{ obs, names, sayNames: seatNames(seats, tr), tr }} /> : null}
      <p className="tt-tp-rule-line">{tr(obs.options.winCondition === 'lastPlayerStanding' ? 'toepen.result.endRuleLast' : 'toepen.result.endRule')}</p>
      {over && obs.history.length > 0 ? (
        <MatchSummary title={tr('toepen.result.matchTitle')} dealLabel={tr('toepen.result.deal')}
          columns={[tr('toepen.result.dealWinner'), tr('toepen.result.stake')]} names={names}
          totalClass={(c) => (c === 0 ? 'tt-tp-zero' : undefined)}
          rows={obs.history.map((h) => ({ hand: h.handNumber, cells: [names[h.winner], h.stake], after: h.chipsAfter, before: h.chipsBefore }))} />
      ) : null}
    </div>
  );
}

function DealTable({ obs, names, sayNames, tr }: {
  obs: ReturnType<typeof asTp>;
  names: string[];
  /** the names in sentences (the person: "you") */
  sayNames: SeatNames;
  tr: ReturnType<typeof useTr>;
}) {
  const r = obs.result!;
  const line = verdict(obs, sayNames)!;
  const parts = settlementParts(obs);
  const challengeOf = (s: number) => obs.challenges.filter((c) => c.payer === s).reduce((sum, c) => sum + c.paid, 0);
  return (
    <>
      <p className="tt-tp-verdict" data-testid="hand-breakdown" data-winner={r.winner} data-stake={r.stake} data-reason={r.reason}>
        {tr(line.key, line.params)}
      </p>
      <table className="tt-result-table tt-tp-deal-table">
        <thead>
          <tr>
            <th scope="col">{tr('toepen.result.player')}</th>
            <th scope="col">{tr('toepen.result.before')}</th>
            <th scope="col" title={tr('toepen.result.duringHelp')}>{tr('toepen.result.during')}</th>
            <th scope="col">{tr('toepen.result.settle')}</th>
            <th scope="col">{tr('toepen.result.after')}</th>
          </tr>
        </thead>
        <tbody>
          {names.map((name, s) => {
            const during = r.chipsAfter[s] - r.chipsBefore[s] - r.deltas[s];
            const notes: string[] = [];
            if (s === r.winner) notes.push(tr('toepen.result.winner'));
            if (obs.folded[s]) notes.push(tr('toepen.result.folded'));
            if (challengeOf(s) > 0) notes.push(tr('toepen.result.challenge'));
            if (parts[s]?.penalty > 0) notes.push(tr('toepen.result.forgot'));
            if (r.eliminated.includes(s)) notes.push(tr('toepen.result.out'));
            else if (r.chipsAfter[s] === 0) notes.push(tr('toepen.result.bankrupt'));
            return (
              <tr key={s} className={s === r.winner ? 'tt-row-win' : ''} data-testid={`result-row-${s}`} data-after={r.chipsAfter[s]}>
                <th scope="row">{name}{notes.length ? <small className="tt-tp-notes"> {notes.join(tr('table.listSeparator'))}</small> : null}</th>
                <td>{r.chipsBefore[s]}</td>
                <td>{during ? signed(during) : '–'}</td>
                <td className="tt-num-strong">{r.deltas[s] ? signed(r.deltas[s]) : '–'}</td>
                <td className={r.chipsAfter[s] === 0 ? 'tt-tp-zero' : ''}>{r.chipsAfter[s]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
