// The always-visible middle of King of the Hill's felt: the trump rank and suit (who declared,
// whether it may still be overridden), the deal's progress, the King, the called card and the
// partner (as public as the rules make it), the turn order from the King, the trick count and
// the challengers' points against 80; for the King alone, the cards buried. Beside each seat
// its exposed declaration cards; in the score panel every player's rank track 2 → A.
import type { Card, Seat } from '../../../engine';
import { CardFace } from '../../table/Card';
import { seatNames, seatParams } from '../../table/seatNames';
import { SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asKh, publicPartner, shortList } from './logic';
import './king-of-the-hill.css';

function Trump({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asKh(o);
  const names = seatNames(seats, tr);
  const d = obs.declaration;
  const suit = obs.trumpSuit;
  const suitText = suit === null ? tr('king-of-the-hill.panel.noSuit') : suit === 'NT' ? tr('king-of-the-hill.panel.nt') : `${SUIT_SYMBOL[suit]} ${tr(`table.suitPlural.${suit}`)}`;
  const dealing = obs.phase === 'dealing' || obs.phase === 'dealEndWindow';
  // after the deal a single card's trump may no longer be overridden: nothing to say then
  const status = suit === null ? '' : d.declarer < 0 ? tr('king-of-the-hill.panel.chosen')
    : !dealing ? '' : d.level === 1 ? tr('king-of-the-hill.panel.overridable') : tr('king-of-the-hill.panel.final');
  return (
    <div className={`tt-kh-trump ${suit ? `tt-kh-trump-${suit}` : 'tt-kh-trump-none'}`} data-testid="koth-trump" data-rank={obs.trumpRank} data-suit={suit ?? ''} data-level={d.level}>
      <span className="tt-kh-trump-rank"><small>{tr('king-of-the-hill.panel.rank')}</small><b>{obs.trumpRank}</b></span>
      <span className="tt-kh-trump-suit">
        <small>{tr('king-of-the-hill.panel.suit')}</small>
        <b>{suitText}</b>
        {status ? <em>{status}</em> : null}
        {d.level > 0 && d.declarer >= 0 ? (
          <span className="tt-kh-declared">{tr('king-of-the-hill.panel.declaredBy', { ...seatParams(names, { name: d.declarer }), cards: shortList(d.cards) })}</span>
        ) : null}
      </span>
    </div>
  );
}

function Roles({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asKh(o);
  const names = seatNames(seats, tr);
  const partner = publicPartner(obs);
  const parts: string[] = [];
  if (obs.king >= 0) parts.push(tr('king-of-the-hill.panel.king', seatParams(names, { name: obs.king })));
  return (
    <div className="tt-kh-roles" data-testid="koth-call" data-king={obs.king} data-called={obs.calledCard ?? ''} data-partner={partner}>
      {parts.map((p) => <span key={p}>{p}</span>)}
      {obs.calledCard ? <span className="tt-kh-called">{tr('king-of-the-hill.panel.called', { card: shortList([obs.calledCard]) })}</span> : null}
      {obs.calledCard ? (
        partner >= 0
          ? <span className="tt-kh-partner">{tr('king-of-the-hill.panel.partner', seatParams(names, { name: partner }))}</span>
          : <span className="tt-kh-partner">{tr('king-of-the-hill.panel.partnerHidden', { card: shortList([obs.calledCard]) })}</span>
      ) : null}
    </div>
  );
}

export function KingOfTheHillPanel(props: GameViewProps) {
  const tr = useTr();
  const obs = asKh(props.obs);
  const dealing = obs.phase === 'dealing' || obs.phase === 'dealEndWindow';
  const playing = obs.phase === 'trickPlay';
  const order = obs.playOrder?.map((s) => props.seats[s]?.name ?? '').join(' → ');
  // the King's own view: the cards buried so far (nobody else's observation holds them)
  const buried = props.viewer !== null && props.viewer === obs.king && obs.buried && obs.buried.length > 0 && obs.phase !== 'handResult' && obs.phase !== 'gameOver'
    ? obs.buried : null;
  if (obs.phase === 'gameOver') return <div className="tt-kh-panel"><Trump {...props} /></div>;
  return (
    <div className="tt-kh-panel">
      <Trump {...props} />
      <div className="tt-kh-row">
        {dealing ? <span className="tt-kh-chip" data-testid="koth-dealt" data-dealt={obs.dealt}>{tr('king-of-the-hill.panel.dealt', { n: obs.dealt })}</span> : null}
        {playing ? <span className="tt-kh-chip" data-testid="trick-no">{tr('king-of-the-hill.panel.trick', { n: Math.min(obs.trickNo, 20) })}</span> : null}
        {playing && obs.challengerPoints !== null ? (
          <span className={`tt-kh-chip tt-kh-points ${obs.challengerPoints >= 80 ? 'tt-kh-points-over' : ''}`} data-testid="challenger-points" data-points={obs.challengerPoints}>
            {tr('king-of-the-hill.panel.challengers')} <b>{tr('king-of-the-hill.panel.challengersOf', { points: obs.challengerPoints })}</b>
          </span>
        ) : null}
      </div>
      <Roles {...props} />
      {order && (playing || obs.phase === 'callPartner') ? <p className="tt-kh-order" data-testid="play-order"><small>{tr('king-of-the-hill.panel.order')}</small> {order}</p> : null}
      {buried ? <p className="tt-kh-buried" data-testid="buried">{tr('king-of-the-hill.panel.buried', { cards: shortList(buried) })}</p> : null}
    </div>
  );
}

/** A seat's exposed declaration cards (public, §4.2), beside its plate. */
export function KingOfTheHillSeatExtras({ obs: o, seat }: GameViewProps & { seat: Seat }) {
  const obs = asKh(o);
  const shown: Card[] = obs.exposed?.[seat] ?? [];
  if (shown.length === 0 || obs.phase === 'handResult' || obs.phase === 'gameOver') return null;
  return (
    <div className="tt-kh-exposed" data-testid={`exposed-${seat}`}>
      {shown.map((c, i) => <CardFace key={`${c}/${i}`} card={c} size="xs" />)}
    </div>
  );
}

/** Every player's marker on the track 2 → A, in one line (the seats' badges say it too). */
export function KingOfTheHillScoreDetails({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asKh(o);
  if (!obs.ranks) return null;
  return (
    <p className="tt-kh-track" data-testid="rank-track">
      <span className="tt-kh-track-title">{tr('king-of-the-hill.score.track')}</span>{' '}
      {seats.map((s, i) => (
        <span key={i} className={`tt-kh-track-at ${obs.ranks[i] === 'A' ? 'tt-kh-track-ace' : ''}`} data-testid={`track-${i}`} data-rank={obs.ranks[i]}
          title={tr('king-of-the-hill.score.at', { name: s.name, rank: obs.ranks[i] })}>
          {s.name} <b>{obs.ranks[i]}</b>
        </span>
      ))}
    </p>
  );
}
