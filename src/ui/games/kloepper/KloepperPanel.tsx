// The always-visible middle of Kloepper's felt: the eleven trumps in their order (those played
// this deal dimmed), the stake (a knock doubles it, a knock-off doubles it again), a public
// call, what the table knows of the teams with the moment a side is shown announced, the trick
// count, and, for the viewer on screen only, what its own cards tell it of its side. The score
// panel's details: the target and, with showCardPointsDuringPlay, the card points taken.
import type { Seat } from '../../../engine';
import { isTrump, TRUMP_ORDER } from '../../../engine/games/kloepper/rules';
import { seatNames, seatParams } from '../../table/seatNames';
import { cardShort, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asKl, callLine, freshReveal, ownSideLine, playsOf, publicTeams, revealText, stakeOf, TRUMP_TEXT } from './logic';
import './kloepper.css';

/** The trump suit, high to low: the cards played this deal dimmed. */
function TrumpStrip({ obs: o }: GameViewProps) {
  const tr = useTr();
  const obs = asKl(o);
  const played = new Set(playsOf(obs).map((p) => p.card).filter(isTrump));
  const out = TRUMP_ORDER.filter((c) => played.has(c)).map(cardShort).join(' ');
  const label = `${tr('kloepper.panel.trumpsLabel', { order: TRUMP_TEXT })}${out ? ` ${tr('kloepper.panel.trumpsPlayed', { cards: out })}` : ''}`;
  return (
    <div className="tt-kl-trumps" data-testid="trumps" data-played={played.size} role="group" aria-label={label}>
      <span className="tt-kl-trumps-word" aria-hidden="true">{tr('kloepper.panel.trumps')}</span>
      <span className="tt-kl-trumps-row" aria-hidden="true">
        {TRUMP_ORDER.map((c) => (
          <span key={c} className={`tt-kl-mini tt-kl-mini-${c.slice(-1)} ${played.has(c) ? 'tt-kl-mini-out' : ''}`}>{cardShort(c)}</span>
        ))}
      </span>
    </div>
  );
}

/** The stake of the deal: a knock doubles it, a knock-off doubles it again; who did it. */
function Stake({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asKl(o);
  const names = seatNames(seats, tr);
  const stake = stakeOf(obs);
  const open = obs.knockOpen && (obs.phase === 'knockWindow' || obs.phase === 'trickPlay');
  if (stake === 1 && !open) return null;
  const who = obs.knockOffer ? 'knockedOff' : obs.knocker ? 'knocked' : null;
  const said = who ? tr(`kloepper.panel.${who}`, seatParams(names, { name: obs.knocker?.seat, other: obs.knockOffer?.seat })) : '';
  return (
    <div className={`tt-kl-stake ${stake > 1 ? 'tt-kl-stake-up' : ''}`} data-testid="stake" data-stake={stake} data-knock-open={String(obs.knockOpen)} title={said || undefined}>
      {stake > 1 ? <b className="tt-kl-stake-n">×{stake}</b> : null}
      <span className="tt-kl-stake-text">
        {said || null}
        {open && stake < 4 ? <small className="tt-kl-stake-open">{tr(obs.knock === 'KNOCKED' ? 'kloepper.panel.knockOffOpen' : 'kloepper.panel.knockOpen')}</small> : null}
      </span>
    </div>
  );
}

/** What the whole table knows of the teams; the reveal of the moment, announced. */
function Teams({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asKl(o);
  const names = seatNames(seats, tr);
  const t = publicTeams(obs);
  const list = (s: readonly Seat[]) => s.map((x) => seats[x]?.name ?? '').join(tr('kloepper.panel.and'));
  const fresh = freshReveal(obs);
  const call = callLine(obs, names);
  const news = fresh ? revealText(fresh, obs, names) : null;
  const queens = t.queens.length === 0 ? tr('kloepper.panel.unknown')
    : t.complete ? list(t.queens) : `${list(t.queens)}${tr('kloepper.panel.and')}?`;
  const opponents = t.opponents.length === 0 ? tr('kloepper.panel.unknown') : `${list(t.opponents)}${t.complete ? '' : `${tr('kloepper.panel.and')}?`}`;
  return (
    <div className={`tt-kl-teams ${t.complete ? 'tt-kl-teams-known' : ''}`} data-testid="teams"
      data-queens={t.queens.join(',')} data-opponents={t.opponents.join(',')} data-complete={String(t.complete)}>
      {obs.call && call && !obs.result ? (
        <p className="tt-kl-call" data-testid="call" data-seat={obs.call.seat} data-called={obs.call.card}>
          {tr(call.key, call.params)}
        </p>
      ) : null}
      {t.queens.length === 0 && t.opponents.length === 0 ? (
        <p className="tt-kl-secret">{tr(obs.call ? 'kloepper.panel.secretCalled' : 'kloepper.panel.secret')}</p>
      ) : (
        <dl className="tt-kl-sides">
          <div><dt>{tr(t.solo ? 'kloepper.panel.alone' : 'kloepper.panel.queens')}</dt><dd>{queens}</dd></div>
          <div><dt>{tr('kloepper.panel.opponents')}</dt><dd>{opponents}</dd></div>
        </dl>
      )}
      <p className="tt-kl-reveal" role="status" aria-live="polite" data-testid="reveal" data-seat={fresh?.seat ?? ''}>
        {news ? tr(news.key, news.params) : ''}
      </p>
    </div>
  );
}

/** The felt's top-left corner: the trumps, the stake, the trick. */
export function KloepperPanel(props: GameViewProps) {
  const tr = useTr();
  const obs = asKl(props.obs);
  const playing = obs.phase === 'trickPlay' || obs.phase === 'knockWindow';
  return (
    <div className="tt-kl-panel">
      <TrumpStrip {...props} />
      <div className="tt-kl-row">
        <Stake {...props} />
        {playing ? <span className="tt-kl-trick" data-testid="trick-no" data-trick={Math.min(obs.trickNo, 6)}>{tr('kloepper.panel.trick', { n: Math.min(obs.trickNo, 6) })}</span> : null}
      </div>
    </div>
  );
}

/** The felt's top-right corner: the teams as the table knows them, and the viewer's own side. */
export function KloepperAside(props: GameViewProps) {
  const tr = useTr();
  const obs = asKl(props.obs);
  if (obs.phase === 'gameOver') return null;
  const names = seatNames(props.seats, tr);
  // once the whole team is public the seats' badges say it all
  const own = publicTeams(obs).complete ? null : ownSideLine(obs, props.viewer, names);
  return (
    <div className="tt-kl-panel">
      <Teams {...props} />
      {own ? <p className="tt-kl-own" data-testid="own-side">{tr(own.key, own.params)}</p> : null}
    </div>
  );
}

/** Beside the score panel's tricks: the card points taken (only with showCardPointsDuringPlay), and the target. */
export function KloepperScoreDetails({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asKl(o);
  const points = obs.pointsWon && !obs.result ? obs.pointsWon : null;
  return (
    <>
      {points ? (
        <p className="tt-kl-points" data-testid="card-points" data-points={points.join(',')}>
          {tr('kloepper.score.cardPoints', { list: seats.map((s, i) => `${s.name} ${points[i] ?? 0}`).join(tr('table.listSeparator')) })}
        </p>
      ) : null}
      <p className="tt-kl-target" data-testid="target" data-target={obs.options.targetScore}>
        {tr('kloepper.score.target', { target: obs.options.targetScore })}
      </p>
    </>
  );
}
