// The always-visible middle of Skat's felt: the bid (and who holds it), the declared game
// with its announcements and what the declarer needs; beside the trick, the skat — face down
// until the rules make it public (the declarer sees the two cards they put back).
import { CardBack, CardFace } from '../../table/Card';
import { SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asSk, bidState, contractName, needOf } from './logic';
import './skat.css';

export function SkatPanel({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asSk(o);
  const b = bidState(obs);
  const c = obs.contract;
  const holder = b.held ?? b.said;
  const need = c ? needOf(c) : null;
  const playing = obs.phase === 'trickPlay';
  return (
    <div className="tt-sk-panel">
      <div className="tt-sk-chips">
        <SkatCards obs={o} />
        <div className="tt-sk-chip" data-testid="bid" data-bid={obs.bid}>
          <span className="tt-sk-chip-big">{obs.bid > 0 ? obs.bid : '–'}</span>
          <span className="tt-sk-chip-label">
            {tr('skat.panel.bid')}
            <span className="tt-sk-chip-sub">
              {obs.declarer !== null ? seats[obs.declarer]?.name : holder !== null ? tr('skat.panel.bidBy', { name: seats[holder]?.name ?? '' }) : tr('skat.panel.noBid')}
            </span>
          </span>
        </div>
        {c || obs.ramsch ? (
          <div className={`tt-sk-chip tt-sk-contract ${c?.trump ? `tt-suit-${c.trump}` : ''}`} data-testid="contract"
            data-contract={c ? JSON.stringify(c) : 'ramsch'}>
            <span className="tt-sk-chip-big" aria-hidden="true">{c ? (c.type === 'suit' ? SUIT_SYMBOL[c.trump!] : c.type === 'grand' ? 'G' : 'N') : 'R'}</span>
            <span className="tt-sk-chip-label">
              {c ? contractName(tr, c) : tr('skat.contract.ramsch')}
              {obs.declarer !== null ? <span className="tt-sk-chip-sub">{seats[obs.declarer]?.name}</span> : null}
            </span>
          </div>
        ) : obs.declarer !== null ? (
          <div className="tt-sk-chip tt-sk-chip-empty" data-testid="contract" data-contract="">
            <span className="tt-sk-chip-label">{tr('skat.panel.contract')}<span className="tt-sk-chip-sub">{tr('skat.panel.contractPending')}</span></span>
          </div>
        ) : null}
      </div>
      {need || obs.ramsch ? (
        <p className="tt-sk-need" data-testid="skat-need">
          {obs.ramsch ? tr('skat.panel.ramschNeed')
            : need!.kind === 'points' ? tr('skat.panel.need', { points: need!.points })
              : need!.kind === 'schwarz' ? tr('skat.panel.needSchwarz') : tr('skat.panel.needNull')}
          {playing ? <span className="tt-sk-trick"> · {tr('skat.panel.trickNo', { n: Math.min(obs.trickNo, 10) })}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

/** The skat: two backs while hidden; the declarer's own put-back cards (the result sheet shows it once scored). */
function SkatCards({ obs: o }: { obs: GameViewProps['obs'] }) {
  const tr = useTr();
  const obs = asSk(o);
  if (obs.phase === 'handResult' || obs.phase === 'gameOver') return null;
  // Picked up: the two cards are in the declarer's hand now (the hand draws them).
  if (obs.phase === 'discard') return null;
  const putBack = obs.discard && obs.declarer === obs.seat && obs.tookSkat ? obs.discard : null;
  const caption = putBack ? tr('skat.panel.skatPutBack') : obs.declarer !== null && !obs.tookSkat && obs.phase !== 'skatDecision'
    ? tr('skat.panel.skatUnseen') : tr('skat.panel.skatHidden');
  return (
    <div className="tt-sk-skat" role="group" aria-label={caption} data-testid="skat" data-public={putBack ? 'declarer' : 'no'}>
      <div className="tt-sk-skat-cards">
        {putBack
          ? putBack.map((card) => <CardFace key={card} card={card} size="sm" layoutId={`card-${card}`} />)
          : [0, 1].map((i) => <CardBack key={i} size="sm" className="tt-sk-skat-back" />)}
      </div>
      <span className="tt-sk-caption">{caption}</span>
    </div>
  );
}
