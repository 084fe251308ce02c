// The always-visible middle of Tuppi's felt: the contract (rami / nolo / solo and who plays
// it), the bid cards turned over in the reveal (public from then on), tricks this hand and
// the two sides' scores against the target.
import { CardFace } from '../../table/Card';
import { seatNames } from '../../table/seatNames';
import { useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asTu, contractText } from './logic';
import './tuppi.css';

export function TuppiPanel({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asTu(o);
  const names = seatNames(seats, tr);
  const contract = contractText(tr, obs, names);
  const placed = obs.hasBid.filter(Boolean).length;
  const target = obs.options.targetScore;
  const sideName = (s: 0 | 1) => `${names[s] ?? ''} & ${names[s + 2] ?? ''}`;
  return (
    <div className="tt-tu-panel">
      <div className={`tt-tu-chip tt-tu-mode-${obs.mode ?? 'none'}`} data-testid="contract" data-mode={obs.mode ?? ''}>
        <span className="tt-tu-big">{obs.mode ? tr(`tuppi.contract.${obs.mode}`) : tr('tuppi.panel.auction')}</span>
        <span className="tt-tu-sub">
          {contract ?? (obs.phase === 'auction' ? tr('tuppi.panel.bidsPlaced', { n: placed }) : '')}
        </span>
      </div>
      {/* scores and the turned bid cards share a row where the felt is wide enough */}
      <div className="tt-tu-row">
        <div className="tt-tu-chip tt-tu-scores" data-testid="team-scores" data-ns={obs.score[0]} data-ew={obs.score[1]}
          aria-label={tr('tuppi.panel.scoresLabel', { nsPts: obs.score[0], ewPts: obs.score[1], target })}>
          {([0, 1] as const).map((s) => (
            <span key={s} className={`tt-tu-side ${obs.score[s] > 0 ? 'tt-tu-rising' : ''}`} title={sideName(s)}>
              <b>{tr(`tuppi.side.${s}`)}</b> {obs.score[s]}
              {obs.phase === 'trickPlay' ? <small>{tr('tuppi.panel.tricks', { n: obs.teamTricks[s] })}</small> : null}
            </span>
          ))}
          <span className="tt-tu-target">{tr('tuppi.panel.target', { target })}</span>
        </div>
        {obs.revealed.length > 0 && obs.phase !== 'gameOver' ? (
          <div className="tt-tu-revealed" data-testid="revealed-bids" role="group" aria-label={tr('tuppi.panel.revealed')}>
            {obs.revealed.map((b) => (
              <div key={b.seat} className={`tt-tu-bid tt-tu-bid-${b.bid}`} data-seat={b.seat} data-bid={b.bid}>
                {b.card ? <CardFace card={b.card} size="sm" /> : <span className="tt-tu-word">{tr(`tuppi.contract.${b.bid}`)}</span>}
                <span className="tt-tu-bid-name">{names[b.seat]}</span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
