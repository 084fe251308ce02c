// The always-visible parts of Toepen's felt: the stake and who holds the stake marker, the
// pool, the stock, the trick count (only the last one counts), the signals; beside it the
// challenge reveal and the bottom seat's chips and played cards; beside every other seat its
// chips and the cards it played this deal (face up for the whole deal, T-18).
import type { Card, Seat } from '../../../engine';
import { CardFace } from '../../table/Card';
import { seatNames, seatParams } from '../../table/seatNames';
import { useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { allLow, asTp, markerHolder, orderWords, revealTexts, signalList, tableCards } from './logic';
import './toepen.css';

export function ToepenPanel(props: GameViewProps) {
  const { obs: o, seats } = props;
  const tr = useTr();
  const obs = asTp(o);
  const names = seatNames(seats, tr);
  const marker = markerHolder(obs);
  const over = obs.phase === 'gameOver' || obs.phase === 'handResult';
  const playing = obs.phase === 'trickPlay' || obs.phase === 'knockResponse';
  const k = obs.pendingKnock;
  const inDeal = obs.eliminated.filter((e) => !e).length;
  const signalCount = obs.signalled.filter((x, s) => x && !obs.eliminated[s]).length;
  const shown = obs.signals ? signalList(tr, obs.signals, names) : '';
  const stake = over && obs.result ? obs.result.stake : obs.stake;
  return (
    <div className="tt-tp-panel">
      <div className={`tt-tp-stake ${k ? 'tt-tp-stake-rising' : ''}`} data-testid="stake" data-stake={stake} data-marker={marker}
        aria-label={tr('toepen.panel.stakeLabel', { stake, ...seatParams(names, { name: marker }) })} role="group">
        <span className="tt-tp-stake-word" aria-hidden="true">{tr('toepen.panel.stake')}</span>
        <span className="tt-tp-stake-n" aria-hidden="true">{stake}{k ? <small>→{obs.stake + 1}</small> : null}</span>
        <span className="tt-tp-marker" aria-hidden="true">
          {obs.lastKnocker === null ? tr('toepen.panel.markerDealer', { name: names[marker] ?? '' }) : tr('toepen.panel.markerKnocker', { name: names[marker] ?? '' })}
        </span>
      </div>
      <ul className="tt-tp-info">
        {k ? (
          <li className="tt-tp-knocked" data-testid="knock-pending">
            {tr('toepen.panel.knocked', { ...seatParams(names, { name: k.knocker }), from: obs.stake, to: obs.stake + 1 })}
          </li>
        ) : null}
        {playing ? (
          <li className={obs.trickNo >= 4 ? 'tt-tp-last' : ''} data-testid="trick-no" data-trick={obs.trickNo}>
            <b>{tr('toepen.panel.trick', { n: Math.min(obs.trickNo, 4) })}</b>{' '}
            <span className="tt-tp-sub">{tr(obs.trickNo >= 4 ? 'toepen.panel.lastTrick' : 'toepen.panel.lastCounts')}</span>
          </li>
        ) : null}
        {obs.phase === 'exchange' || obs.phase === 'challenge' ? <li data-testid="stock" data-count={obs.stockSize}>{tr('toepen.panel.stock', { n: obs.stockSize })}</li> : null}
        {obs.phase === 'signal' ? <li>{tr('toepen.panel.signalsGiven', { n: signalCount, of: inDeal })}</li> : null}
        {obs.signals && playing ? (
          <li data-testid="signals">{shown ? tr('toepen.panel.signalsShown', { list: shown }) : tr('toepen.panel.signalsNone')}</li>
        ) : null}
        <li className="tt-tp-pool" data-testid="pool" data-pool={obs.poolBalance} title={tr('toepen.panel.poolLabel', { n: obs.poolBalance })}>
          {tr('toepen.panel.pool')} <b>{obs.poolBalance > 0 ? `+${obs.poolBalance}` : obs.poolBalance}</b>
        </li>
      </ul>
      {obs.phase === 'exchange' || obs.phase === 'challenge' || obs.phase === 'signal' ? <ChallengeReveal {...props} /> : null}
    </div>
  );
}

/** A small stack of chips and their number. */
export function ChipStack({ seat, chips, label }: { seat: Seat; chips: number; label: string }) {
  const discs = Math.min(chips, 8);
  return (
    <span className="tt-tp-chips" data-testid={`chips-${seat}`} data-chips={chips} role="img" aria-label={label}>
      <span className="tt-tp-discs" aria-hidden="true">
        {Array.from({ length: discs }, (_, i) => <i key={i} style={{ bottom: `${i * 3}px` }} />)}
      </span>
      <b aria-hidden="true">{chips}</b>
    </span>
  );
}

/** The cards a seat played this deal, face up in front of it. */
function PlayedRow({ seat, cards, label }: { seat: Seat; cards: Card[]; label: string }) {
  return (
    <div className="tt-tp-played" data-testid={`played-${seat}`} role="group" aria-label={label}>
      {cards.map((c) => <CardFace key={c} card={c} size="sm" />)}
    </div>
  );
}

/** Beside another seat: its chips, and the cards it played in finished tricks of this deal. */
export function ToepenSeatExtras({ obs: o, seats, seat }: GameViewProps & { seat: Seat }) {
  const tr = useTr();
  const obs = asTp(o);
  const cards = obs.phase === 'handResult' || obs.phase === 'gameOver' ? obs.played[seat] ?? [] : tableCards(obs, seat);
  return (
    <div className={`tt-tp-extras ${obs.folded[seat] ? 'tt-tp-seat-folded' : ''} ${obs.eliminated[seat] ? 'tt-tp-seat-out' : ''}`}>
      <ChipStack seat={seat} chips={obs.totals[seat] ?? 0} label={tr('toepen.panel.chipStack', { n: obs.totals[seat] ?? 0 })} />
      {cards.length > 0 ? <PlayedRow seat={seat} cards={cards} label={tr('toepen.panel.playedLabel', seatParams(seatNames(seats, tr), { name: seat }))} /> : null}
    </div>
  );
}

/** The challenged exchanges of this deal: the old hand face up, and who paid. */
function ChallengeReveal({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asTp(o);
  const order = obs.options.cardOrder;
  const { low } = orderWords(tr, order);
  if (obs.challenges.length === 0) return null;
  const c = obs.challenges[obs.challenges.length - 1];
  const bluff = !allLow(c.cards, order);
  const text = revealTexts(c, seatNames(seats, tr), low, bluff);
  return (
    <div className={`tt-tp-reveal ${bluff ? 'tt-tp-reveal-bluff' : 'tt-tp-reveal-honest'}`} data-testid="challenge-reveal"
      data-exchanger={c.exchanger} data-challenger={c.challenger} data-payer={c.payer} role="group" aria-label={tr(text.label.key, text.label.params)}>
      <span className="tt-tp-reveal-title">{tr(text.title.key, text.title.params)}</span>
      <div className="tt-tp-reveal-cards">
        {c.cards.map((card) => <CardFace key={card} card={card} size="sm" />)}
      </div>
      <span className="tt-tp-reveal-verdict" data-testid="challenge-verdict">{tr(text.verdict.key, text.verdict.params)}</span>
    </div>
  );
}

/** The bottom seat's place on the felt: its chips and the cards it played this deal. */
export function ToepenAside(props: GameViewProps) {
  const tr = useTr();
  const obs = asTp(props.obs);
  const seat = props.bottomSeat;
  const cards = obs.phase === 'handResult' || obs.phase === 'gameOver' ? obs.played[seat] ?? [] : tableCards(obs, seat);
  return (
    <div className={`tt-tp-extras tt-tp-own ${obs.folded[seat] ? 'tt-tp-seat-folded' : ''}`}>
      <ChipStack seat={seat} chips={obs.totals[seat] ?? 0} label={tr('toepen.panel.chipStack', { n: obs.totals[seat] ?? 0 })} />
      {cards.length > 0 ? <PlayedRow seat={seat} cards={cards} label={tr('toepen.panel.playedLabel', seatParams(seatNames(props.seats, tr), { name: seat }))} /> : null}
    </div>
  );
}
