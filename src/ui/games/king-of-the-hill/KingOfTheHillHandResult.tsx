// The round-result sheet (§6): who was King, partner and challengers, the trump and the called
// card, the challengers' points with the kitty (shown to all now) and its bonus, the bracket,
// each player's points, steps and new rank, the next King. At game over, the match round by round.
import type { Rank, Seat } from '../../../engine';
import type { HandResult } from '../../../engine/games/king-of-the-hill/types';
import { CardFace } from '../../table/Card';
import { MatchSummary } from '../../table/MatchSummary';
import { seatNames, seatParams } from '../../table/seatNames';
import { SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asKh, bracketKey, challengersOf, pointsIn, short, TRACK, verdictKey } from './logic';

const rankName = (v: number) => TRACK[Math.max(0, Math.min(12, v - 2))];

/** Every seat's rank value before round `i` of the history: the round before's, or the start rank. */
function totalsBefore(history: readonly HandResult[], i: number, startRank: string): number[] {
  if (i > 0) return history[i - 1].totals;
  return [0, 1, 2, 3, 4].map(() => TRACK.indexOf(startRank as Rank) + 2);
}

export function KingOfTheHillHandResult({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asKh(o);
  const r = obs.result;
  const names = seats.map((s) => s.name);
  const say = seatNames(seats, tr);
  const over = obs.phase === 'gameOver';
  const list = (xs: readonly Seat[]) => xs.map((s) => names[s]).join(tr('table.listSeparator'));
  const suitText = (s: string) => (s === 'NT' ? tr('king-of-the-hill.panel.nt') : `${SUIT_SYMBOL[s as 'S']} ${tr(`table.suitPlural.${s}`)}`);
  return (
    <div className="tt-kh-result">
      {r ? (
        <>
          <p className={`tt-kh-verdict tt-kh-verdict-${verdictKey(r.challengerPoints)}`} data-testid="hand-breakdown"
            data-king={r.king} data-partner={r.partner} data-points={r.challengerPoints}>
            {tr(`king-of-the-hill.result.verdict.${verdictKey(r.challengerPoints)}`, { points: r.challengerPoints })}
          </p>
          <div className="tt-kh-scroll">
            <table className="tt-result-table tt-kh-table">
              <thead>
                <tr>
                  <th scope="col">{tr('king-of-the-hill.result.player')}</th>
                  <th scope="col">{tr('king-of-the-hill.result.role')}</th>
                  <th scope="col">{tr('king-of-the-hill.result.captured')}</th>
                  <th scope="col">{tr('king-of-the-hill.result.steps')}</th>
                  <th scope="col">{tr('king-of-the-hill.result.rank')}</th>
                </tr>
              </thead>
              <tbody>
                {[0, 1, 2, 3, 4].map((s) => {
                  const idx = obs.history.findIndex((h) => h.handNumber === r.handNumber);
                  const prior = totalsBefore(obs.history, idx < 0 ? obs.history.length : idx, obs.options.startRank);
                  const role = s === r.king ? 'roleKing' : s === r.partner ? 'rolePartner' : 'roleChallenger';
                  const before = rankName(prior[s]);
                  const after = rankName(r.totals[s]);
                  return (
                    <tr key={s} className={r.steps[s] > 0 ? 'tt-row-win' : ''} data-testid={`result-row-${s}`} data-steps={r.steps[s]} data-rank={after}>
                      <th scope="row">{names[s]}</th>
                      <td>{tr(`king-of-the-hill.result.${role}`)}</td>
                      <td>{r.points[s]}</td>
                      <td className="tt-num-strong">{r.steps[s] > 0 ? `+${r.steps[s]}` : '–'}</td>
                      <td>{before === after ? after : `${before} → ${after}`}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p>{tr('king-of-the-hill.result.teams', { king: names[r.king], partner: names[r.partner], challengers: list(challengersOf(r)) })}</p>
          <p>{tr('king-of-the-hill.result.trump', { rank: r.trumpRank, suit: suitText(r.trumpSuit), card: short(r.calledCard) })}</p>
          <div className="tt-kh-kitty" data-testid="kitty-shown">
            <span>{tr('king-of-the-hill.result.kitty', { points: pointsIn(r.kitty), cards: '' })}</span>
            <span className="tt-kh-kitty-cards">{r.kitty.map((c, i) => <CardFace key={`${c}/${i}`} card={c} size="xs" />)}</span>
          </div>
          <ul className="tt-kh-lines">
            <li>{tr('king-of-the-hill.result.points', { points: r.trickPoints })}</li>
            <li>{r.kittyMultiplier > 0
              ? tr('king-of-the-hill.result.kittyBonus', { mult: r.kittyMultiplier, bonus: r.kittyPoints * r.kittyMultiplier })
              : tr('king-of-the-hill.result.kittyKept')}</li>
            <li><b>{tr('king-of-the-hill.result.total', { points: r.challengerPoints })}</b> — {tr(`king-of-the-hill.explain.bracket.${bracketKey(r.challengerPoints)}`)}</li>
          </ul>
          {r.nextKing >= 0 ? <p className="tt-kh-next">{tr('king-of-the-hill.result.nextKing', { ...seatParams(say, { name: r.nextKing }), rank: obs.ranks[r.nextKing] })}</p> : null}
          {r.contenders.length > 1 && !over ? <p className="tt-kh-next">{tr('king-of-the-hill.result.sudden', { names: list(r.contenders) })}</p> : null}
        </>
      ) : null}
      {over && obs.history.length > 0 ? (
        <MatchSummary title={tr('king-of-the-hill.result.matchTitle')} dealLabel={tr('king-of-the-hill.words.historyHand', { n: '' }).trim() || '#'}
          columns={[tr('king-of-the-hill.panel.challengers')]} names={names} total={rankName}
          rows={obs.history.map((h, i) => ({
            hand: h.handNumber, cells: [`${names[h.king]}: ${h.challengerPoints}`], after: h.totals, before: totalsBefore(obs.history, i, obs.options.startRank),
          }))} />
      ) : null}
    </div>
  );
}
