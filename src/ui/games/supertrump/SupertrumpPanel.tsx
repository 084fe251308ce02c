// The always-visible middle of Supertrump's felt: trump suit, super-trump rank, stage,
// the stock with its face-up card; and beside the opponent, the cards known to be there.
import { useId } from 'react';
import type { Seat } from '../../../engine';
import { CardBack, CardFace } from '../../table/Card';
import { cardShort, SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import './supertrump.css';
import { asSt, trumpGroup } from './logic';

function TrumpInfo({ obs: o }: GameViewProps) {
  const tr = useTr();
  const tipId = useId();
  const obs = asSt(o);
  const { trump, superRank } = obs;
  const group = trump && superRank ? trumpGroup(trump, superRank) : null;
  return (
    <div className="tt-st-trumps">
      <div className={`tt-st-chip ${trump ? `tt-suit-${trump}` : 'tt-st-chip-empty'}`} data-testid="trump" data-suit={trump ?? ''}>
        <span className="tt-st-chip-big" aria-hidden="true">{trump ? SUIT_SYMBOL[trump] : '?'}</span>
        <span className="tt-st-chip-label">
          {trump ? tr('supertrump.panel.trumpIs', { suit: tr(`table.suitPlural.${trump}`) }) : tr('supertrump.panel.trumpPending')}
        </span>
        <span className="tt-st-chip-short" aria-hidden="true">{tr('supertrump.panel.trumpShort')}</span>
      </div>
      <div className={`tt-st-chip tt-st-chip-super ${superRank ? '' : 'tt-st-chip-empty'}`} data-testid="super-trump" data-rank={superRank ?? ''}>
        <span className="tt-st-chip-big" aria-hidden="true">{superRank ? `${superRank}★` : '?'}</span>
        <span className="tt-st-chip-label">
          {superRank ? tr('supertrump.panel.superIs', { rank: tr(`table.rankPlural.${superRank}`) }) : tr('supertrump.panel.superPending')}
        </span>
        <span className="tt-st-chip-short" aria-hidden="true">{tr('supertrump.panel.superShort')}</span>
      </div>
      {group ? (
        <div className="tt-tip-wrap">
          <button type="button" className="tt-tip-btn" aria-describedby={tipId}>
            {tr('supertrump.panel.groupButton')}
          </button>
          <div role="tooltip" id={tipId} className="tt-tip">
            <strong>{tr('supertrump.panel.groupTitle')}</strong>
            <p>{tr('supertrump.panel.groupSupers', { cards: group.supers.map(cardShort).join(' ') })}</p>
            <p>{tr('supertrump.panel.groupTrumps', { cards: group.trumps.map(cardShort).join(' ') })}</p>
            <p>{tr('supertrump.panel.groupNote', { rank: superRank })}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

export function StockArea({ obs: o }: GameViewProps) {
  const tr = useTr();
  const obs = asSt(o);
  const faceDown = Math.max(0, obs.stockSize - (obs.upcard ? 1 : 0));
  if (obs.stockSize === 0 && obs.phase !== 'chooseTrump' && obs.phase !== 'chooseSuperTrump') {
    return null;
  }
  const layers = Math.min(4, Math.ceil(faceDown / 6));
  return (
    <div className="tt-st-stock" role="group" aria-label={tr('supertrump.panel.stockLabel', { count: obs.stockSize })}>
      <div className="tt-st-pile" data-testid="stock" data-count={obs.stockSize}>
        {Array.from({ length: Math.max(1, layers) }, (_, i) => (
          <CardBack key={i} size="sm" className="tt-st-pile-card" style={{ transform: `translate(${i * 2}px, ${-i * 2}px)` }} />
        ))}
        <span className="tt-count-badge" aria-hidden="true">{obs.stockSize}</span>
      </div>
      {obs.upcard ? (
        <div className="tt-st-upcard" data-testid="upcard">
          <CardFace card={obs.upcard} size="sm" layoutId={`card-${obs.upcard}`} />
          <span className="tt-st-caption">{tr('supertrump.panel.upcard')}</span>
          <span className="tt-st-caption-short" aria-hidden="true">{tr('supertrump.panel.upcardShort')}</span>
        </div>
      ) : null}
    </div>
  );
}

export function SupertrumpPanel(props: GameViewProps) {
  const tr = useTr();
  const obs = asSt(props.obs);
  const playing = obs.phase === 'trickPlay' || obs.phase === 'draw';
  return (
    <div className="tt-st-panel">
      <TrumpInfo {...props} />
      {playing ? (
        <div className={`tt-st-stage tt-st-stage-${obs.stage}`} data-testid="stage" data-stage={obs.stage}>
          <span className="tt-st-stage-name">{tr(`supertrump.panel.stage${obs.stage}`)}</span>
          <span className="tt-st-stage-pts">{tr(`supertrump.panel.stage${obs.stage}Points`)}</span>
          <span className="tt-st-stage-trick">{tr('supertrump.panel.trickNo', { n: obs.trickNo })}</span>
          <span className="tt-st-stage-trick-short" aria-hidden="true">{obs.trickNo}/26</span>
        </div>
      ) : null}
    </div>
  );
}

/** Cards an opponent took face up and still holds: public, a reminder for the human. */
export function SupertrumpSeatExtras({ obs: o, seat }: GameViewProps & { seat: Seat }) {
  const tr = useTr();
  const known = asSt(o).knownCards[seat] ?? [];
  if (known.length === 0) return null;
  return (
    <div className="tt-st-known" role="group" aria-label={tr('supertrump.panel.knownLabel')}>
      <span className="tt-st-caption">{tr('supertrump.panel.known')}</span>
      <div className="tt-st-known-cards">
        {known.map((c) => <CardFace key={c} card={c} size="sm" layoutId={`card-${c}`} />)}
      </div>
    </div>
  );
}

/** Per-stage trick counts for the score panel (the points they make stand in its main table). */
export function SupertrumpScoreDetails({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asSt(o);
  if (obs.phase === 'chooseTrump' || obs.phase === 'chooseSuperTrump') return null;
  return (
    <table className="tt-score-mini">
      <caption>{tr('supertrump.score.thisGame')}</caption>
      <thead>
        <tr>
          <th scope="col"><span className="tt-sr">{tr('table.score.player')}</span></th>
          <th scope="col">{tr('supertrump.score.stage1Short')}</th>
          <th scope="col">{tr('supertrump.score.stage2Short')}</th>
        </tr>
      </thead>
      <tbody>
        {seats.map((s, i) => (
          <tr key={i}>
            <th scope="row">{s.name}</th>
            <td>{obs.tricks1[i]}</td>
            <td>{obs.tricks2[i]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
