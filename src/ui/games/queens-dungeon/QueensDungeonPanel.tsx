// The always-visible middle of Queen's Dungeon's felt: the trump in force (and what it was
// before a change this deal), the dealer's contract and its progress, the trick count, the
// event of the moment (a trump change, the dungeon, the lost key), a warning when two or
// three queens lie in the trick, the two out of play with three seats, and the cut for the
// first dealer. The score panel's details: queens won per seat this deal, and the target.
import type { Card, Seat } from '../../../engine';
import { seatNames, seatParams } from '../../table/seatNames';
import { cardShort, SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asQd, queensOnTable, trumpIsNew, trumpTrail } from './logic';
import './queens-dungeon.css';

function TrumpChip({ obs: o }: GameViewProps) {
  const tr = useTr();
  const obs = asQd(o);
  const trump = obs.trump;
  const fresh = trump !== null && trumpIsNew(obs);
  const changed = obs.trumps.length > 1;
  const last = obs.trumps[obs.trumps.length - 1];
  const suitWords = trump ? `${SUIT_SYMBOL[trump]} ${tr(`table.suitPlural.${trump}`)}` : '';
  const label = !trump
    ? `${tr('queens-dungeon.panel.trumpPending')}. ${tr('queens-dungeon.panel.trumpBlind')}`
    : changed
      ? tr('queens-dungeon.panel.trumpChangedLabel', { suit: suitWords, trick: last.fromTrick, trail: trumpTrail(obs.trumps) })
      : tr('queens-dungeon.panel.trumpLabel', { suit: suitWords });
  return (
    <div className={`tt-qd-trump ${trump ? `tt-suit-${trump}` : 'tt-qd-trump-empty'} ${fresh ? 'tt-qd-trump-new' : ''}`}
      data-testid="trump" data-suit={trump ?? ''} data-changes={obs.trumps.length > 0 ? obs.trumps.length - 1 : 0} role="group" aria-label={label}>
      <span className="tt-qd-trump-big" aria-hidden="true">{trump ? SUIT_SYMBOL[trump] : '?'}</span>
      <span className="tt-qd-trump-text" aria-hidden="true">
        <span className="tt-qd-trump-word">{tr('queens-dungeon.panel.trump')}</span>
        <span className="tt-qd-trump-name">{trump ? tr(`table.suitPlural.${trump}`) : tr('queens-dungeon.panel.trumpBlind')}</span>
        {fresh ? <span className="tt-qd-trump-flag" data-testid="trump-new">{tr('queens-dungeon.panel.trumpNew', { trick: last.fromTrick })}</span> : null}
        {changed && !fresh ? <span className="tt-qd-trump-was">{tr('queens-dungeon.panel.trumpWas', { trail: trumpTrail(obs.trumps.slice(0, -1)) })}</span> : null}
      </span>
    </div>
  );
}

/** The dealer's contract: one pip per trick needed, filled as the dealer wins them. */
function Contract({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asQd(o);
  const names = seatNames(seats, tr);
  const tricks = obs.tricksWon[obs.dealer] ?? 0;
  const need = obs.contract;
  const made = tricks >= need;
  return (
    <div className={`tt-qd-contract ${made ? 'tt-qd-made' : ''}`} data-testid="contract" data-dealer={obs.dealer} data-tricks={tricks} data-contract={need}
      role="group" aria-label={tr('queens-dungeon.panel.contractLabel', { ...seatParams(names, { name: obs.dealer }), tricks, contract: need })}>
      <span className="tt-qd-contract-word" aria-hidden="true">{tr('queens-dungeon.panel.contract')}</span>
      <span className="tt-qd-contract-who" aria-hidden="true">
        {tr('queens-dungeon.panel.contractOf', { name: seats[obs.dealer]?.name ?? '', tricks: Math.min(tricks, 99), contract: need })}
        {made ? <b> ✓ {tr('queens-dungeon.panel.made')}</b> : null}
      </span>
      <span className="tt-qd-pips" aria-hidden="true">
        {Array.from({ length: need }, (_, i) => <i key={i} className={i < tricks ? 'tt-qd-pip-on' : ''} />)}
      </span>
    </div>
  );
}

/** The event the table waits on: a trump change, the dungeon, the lost key. */
function EventLine({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asQd(o);
  const names = seatNames(seats, tr);
  const key = obs.phase === 'trumpChange' ? 'eventTrumpChange' : obs.phase === 'dungeonChoice' ? 'eventDungeon' : obs.phase === 'keyChoice' ? 'eventKey' : null;
  if (!key) return null;
  const who = obs.toAct[0] ?? obs.dealer;
  return (
    <p className={`tt-qd-event tt-qd-event-${obs.phase}`} data-testid="qd-event" data-event={obs.phase} data-seat={who}>
      {tr(`queens-dungeon.panel.${key}`, seatParams(names, { name: who }))}
    </p>
  );
}

/** The cut for the first dealer, shown until the first trump is named. */
function Cut({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asQd(o);
  if (obs.phase !== 'chooseTrump' || obs.handNumber !== 1 || obs.cut.length === 0) return null;
  const names = seatNames(seats, tr);
  return (
    <div className="tt-qd-cut" data-testid="cut" role="group" aria-label={tr('queens-dungeon.panel.cutTitle')}>
      <span className="tt-qd-cut-title">{tr('queens-dungeon.panel.cutTitle')}</span>
      {obs.cut.map((r, i) => (
        <span key={i} className="tt-qd-cut-round">
          {obs.cut.length > 1 ? <small>{tr('queens-dungeon.panel.cutRound', { n: i + 1 })} </small> : null}
          {r.seats.map((s, j) => <span key={s} className={r.dealer === s ? 'tt-qd-cut-top' : ''}>{seats[s]?.name} {r.ranks[j]}</span>)}
        </span>
      ))}
      <span className="tt-qd-cut-dealer">{tr('queens-dungeon.panel.cutDealer', seatParams(names, { name: obs.dealer }))}</span>
    </div>
  );
}

export function QueensDungeonPanel(props: GameViewProps) {
  const tr = useTr();
  const obs = asQd(props.obs);
  const playing = obs.phase === 'trickPlay' || obs.phase === 'trumpChange' || obs.phase === 'dungeonChoice' || obs.phase === 'keyChoice';
  const queens = obs.phase === 'trickPlay' ? queensOnTable(obs) : 0;
  const trickNo = Math.min(obs.trickNo, obs.handSize);
  return (
    <div className="tt-qd-panel">
      <div className="tt-qd-row">
        <TrumpChip {...props} />
        {obs.phase !== 'chooseTrump' && obs.phase !== 'gameOver' ? <Contract {...props} /> : null}
        <ul className="tt-qd-info">
        {playing ? <li data-testid="trick-no" data-trick={trickNo}>{tr('queens-dungeon.panel.trick', { n: trickNo, of: obs.handSize })}</li> : null}
        {obs.removedTwo ? <li data-testid="removed-two">{tr('queens-dungeon.panel.removed', { card: cardShort(obs.removedTwo as Card) })}</li> : null}
          {queens >= 2 ? <li className="tt-qd-warn-short" aria-hidden="true">{tr(queens === 2 ? 'queens-dungeon.panel.twoQueensShort' : 'queens-dungeon.panel.threeQueensShort')}</li> : null}
        </ul>
      </div>
      <EventLine {...props} />
      {queens >= 2 ? (
        <p className="tt-qd-warn" data-testid="queens-warning" data-queens={queens}>
          {tr(queens === 2 ? 'queens-dungeon.panel.twoQueens' : 'queens-dungeon.panel.threeQueens')}
        </p>
      ) : null}
      <Cut {...props} />
    </div>
  );
}

/** Beside the score panel's tricks: the queens each seat won this deal (one line), and the target. */
export function QueensDungeonScoreDetails({ obs: o, seats }: GameViewProps) {
  const tr = useTr();
  const obs = asQd(o);
  const show = obs.phase !== 'chooseTrump' && obs.phase !== 'gameOver';
  const won = seats.flatMap((s, i: Seat) => ((obs.queensWon[i] ?? 0) > 0 ? [`${s.name} ${obs.queensWon[i]}`] : []));
  return (
    <>
      {show ? (
        <p className="tt-qd-queens" data-testid="queens-won" data-queens={obs.queensWon.join(',')}>
          <span aria-hidden="true">♛ </span>
          {won.length > 0 ? tr('queens-dungeon.score.queens', { list: won.join(tr('table.listSeparator')) }) : tr('queens-dungeon.score.noQueens')}
        </p>
      ) : null}
      <p className="tt-qd-target" data-testid="target" data-target={obs.options.targetScore}>
        {tr('queens-dungeon.score.target', { target: obs.options.targetScore })}
      </p>
    </>
  );
}
