// The middle of Ascot's felt: the racecourse with the four horses (the aces), each in its lane
// by colour, with its advances this deal and the furthest it can still get (the move cap);
// beside the trick, the stock with its face-up card; beside a seat, the upcards it took.
import { motion } from 'framer-motion';
import type { ReactNode } from 'react';
import type { Seat } from '../../../engine';
import type { Ace } from '../../../engine/games/ascot/types';
import { CardBack, CardFace } from '../../table/Card';
import { SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import './ascot.css';
import { ACE_SUIT, ACES, aceLabel, asAs, horseReach, sideOfAce, trackLength } from './logic';

/** The racecourse: one lane per horse, black pair on top, red pair below; the finish line at the track's end. */
export function Track({ obs: o, seats, children }: GameViewProps & { children?: ReactNode }) {
  const tr = useTr();
  const obs = asAs(o);
  const length = trackLength(obs);
  const max = obs.options.maxMovesPerDeal;
  const at = (pos: number) => `${(Math.min(pos, length) / length) * 100}%`;
  const owner = (ace: Ace) => seats[obs.sides.indexOf(sideOfAce(ace))]?.name ?? '';
  return (
    <div className="tt-as-track" data-testid="track" data-length={length} role="group" aria-label={tr('ascot.panel.trackLabel')}>
      <ol className="tt-as-lanes">
        {ACES.map((ace) => {
          const h = obs.horses[ace];
          const reach = horseReach(obs, ace);
          const capped = h.moves >= max;
          const label = tr('ascot.panel.horseLabel', { horse: aceLabel(ace), owner: owner(ace), pos: h.pos, moves: h.moves, max });
          return (
            <li key={ace} className={`tt-as-lane tt-as-lane-${sideOfAce(ace)} ${capped ? 'tt-as-lane-capped' : ''}`} aria-label={label} title={label}>
              <span className={`tt-as-lane-name tt-suit-${ACE_SUIT[ace]}`} aria-hidden="true">{SUIT_SYMBOL[ACE_SUIT[ace]]}</span>
              <div className="tt-as-course" aria-hidden="true">
                <div className="tt-as-run">
                  {Array.from({ length: length + 1 }, (_, i) => (
                    <span key={i} className={`tt-as-tick ${i % 2 === 0 ? 'tt-as-tick-len' : ''}`} style={{ left: at(i) }} />
                  ))}
                  {reach < length ? <span className="tt-as-cap" style={{ left: at(reach) }} title={tr('ascot.panel.cap')} /> : null}
                  <span className="tt-as-finish" />
                  <motion.span className={`tt-as-horse tt-suit-${ACE_SUIT[ace]} ${capped ? 'tt-as-horse-capped' : ''}`}
                    data-testid={`horse-${ace}`} data-pos={h.pos} data-moves={h.moves}
                    initial={false} animate={{ left: at(h.pos) }} transition={{ type: 'spring', stiffness: 170, damping: 22 }}>
                    A<small>{SUIT_SYMBOL[ACE_SUIT[ace]]}</small>
                  </motion.span>
                </div>
              </div>
              <span className="tt-as-moves" aria-hidden="true">{h.moves}/{max}</span>
            </li>
          );
        })}
      </ol>
      <p className="tt-as-legend">
        {(['black', 'red'] as const).map((side) => {
          const seat = obs.sides.indexOf(side);
          return (
            <span key={side} className={`tt-as-legend-${side}`}>
              <span aria-hidden="true">{side === 'black' ? '♠♣' : '♥♦'}</span> {seats[seat]?.name ?? ''}
            </span>
          );
        })}
        <span className="tt-as-legend-cap">{tr('ascot.panel.capLegend', { max })}</span>
        {children}
      </p>
    </div>
  );
}

export function StockArea({ obs: o }: GameViewProps) {
  const tr = useTr();
  const obs = asAs(o);
  const faceDown = Math.max(0, obs.stockSize - (obs.upcard ? 1 : 0));
  if (obs.stockSize === 0) return null;
  const layers = Math.min(4, Math.ceil(faceDown / 6));
  return (
    <div className="tt-as-stock" role="group" aria-label={tr('ascot.panel.stockLabel', { count: obs.stockSize })}>
      <div className="tt-as-pile" data-testid="stock" data-count={obs.stockSize}>
        {Array.from({ length: Math.max(1, layers) }, (_, i) => (
          <CardBack key={i} size="sm" className="tt-as-pile-card" style={{ transform: `translate(${i * 2}px, ${-i * 2}px)` }} />
        ))}
        <span className="tt-count-badge" aria-hidden="true">{obs.stockSize}</span>
      </div>
      {obs.upcard ? (
        <div className="tt-as-upcard" data-testid="upcard">
          <CardFace card={obs.upcard} size="sm" layoutId={`card-${obs.upcard}`} />
          <span className="tt-as-caption">{tr('ascot.panel.upcard')}</span>
        </div>
      ) : null}
    </div>
  );
}

export function AscotPanel(props: GameViewProps) {
  const tr = useTr();
  const obs = asAs(props.obs);
  const playing = obs.phase === 'trickPlay' || obs.phase === 'draw';
  return (
    <div className="tt-as-panel">
      <Track {...props}>
      {playing ? (
        <span className={`tt-as-stage tt-as-stage-${obs.stage}`} data-testid="stage" data-stage={obs.stage}>
          {obs.trump ? <span className={`tt-as-trump tt-suit-${obs.trump}`} data-testid="trump" data-suit={obs.trump}>{tr('ascot.panel.trump', { suit: SUIT_SYMBOL[obs.trump] })}</span> : null}
          <span className="tt-as-stage-name">{tr(`ascot.panel.stage${obs.stage}`)}</span>
          <span className="tt-as-stage-trick">{tr('ascot.panel.trickNo', { n: Math.min(obs.trickNo, 24) })}</span>
        </span>
      ) : null}
      </Track>
    </div>
  );
}

/** Upcards a seat took and still holds: public. */
export function AscotSeatExtras({ obs: o, seat }: GameViewProps & { seat: Seat }) {
  const tr = useTr();
  const known = asAs(o).knownCards[seat] ?? [];
  if (known.length === 0) return null;
  return (
    <div className="tt-as-known" role="group" aria-label={tr('ascot.panel.knownLabel')}>
      <span className="tt-as-caption">{tr('ascot.panel.known')}</span>
      <div className="tt-as-known-cards">
        {known.map((c) => <CardFace key={c} card={c} size="sm" layoutId={`card-${c}`} />)}
      </div>
    </div>
  );
}
