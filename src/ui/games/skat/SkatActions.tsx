// Skat's choices: bids (the next value first, higher ones folded away), hold / pass, skat or
// hand, the contracts as a grid (game × announcement), surrender. The discard is a card
// selection with one confirm button, drawn by the table.
import type { Action, Suit } from '../../../engine';
import { BASE_VALUE, nullValue } from '../../../engine/games/skat/scoring';
import type { Contract } from '../../../engine/games/skat/types';
import { ActionButton } from '../../table/actionButton';
import { SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asSk, contractName, gamesWorth } from './logic';

const SUIT_ROWS: readonly Suit[] = ['C', 'S', 'H', 'D'];
const LEVELS = ['plain', 'schneider', 'schwarz', 'ouvert'] as const;
// Jump bids shown beside the next value; the rest are under "Higher bids".
const QUICK_JUMPS = 4;

type Declared = Partial<Contract> & { type: Contract['type'] };

function levelOf(c: Declared): (typeof LEVELS)[number] {
  if (c.ouvert) return 'ouvert';
  if (c.schwarzAnnounced) return 'schwarz';
  if (c.schneiderAnnounced) return 'schneider';
  return 'plain';
}

function BidButtons({ obs: o, actions, onAct, seats }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const obs = asSk(o);
  const bids = actions.filter((a) => a.type === 'BID');
  const hold = actions.find((a) => a.type === 'HOLD');
  const pass = actions.find((a) => a.type === 'PASS');
  const a = obs.auction;
  const title = hold
    ? tr('skat.actions.answerTitle', { name: seats[a.sayer]?.name ?? '', bid: a.bid })
    : a.stage === 3 ? tr('skat.actions.stage3Title') : tr('skat.actions.bidTitle');
  const bidButton = (b: Action, primary: boolean) => {
    const value = b.value as number;
    return (
      <ActionButton key={value} action={b} onAct={onAct} className={`tt-sk-bid ${primary ? 'tt-primary' : ''}`}
        label={`${tr('skat.actions.bidButton', { value })} (${gamesWorth(tr, value)})`}>
        <span className="tt-sk-bid-v">{primary ? tr('skat.actions.bidButton', { value }) : value}</span>
        <span className="tt-sk-sub" aria-hidden="true">{tr('skat.actions.worth', { games: gamesWorth(tr, value) })}</span>
      </ActionButton>
    );
  };
  return (
    <div className="tt-choice tt-sk-bidding" role="group" aria-label={title}>
      <span className="tt-choice-title">{title}</span>
      <div className="tt-choice-row">
        {bids.length > 0 ? bidButton(bids[0], true) : null}
        {hold ? (
          <ActionButton action={hold} onAct={onAct} className="tt-primary tt-sk-hold">{tr('skat.actions.holdButton', { bid: a.bid })}</ActionButton>
        ) : null}
        {pass ? <ActionButton action={pass} onAct={onAct} className="tt-sk-pass">{tr('skat.actions.pass')}</ActionButton> : null}
      </div>
      {bids.length > 1 ? (
        <div className="tt-choice-row tt-sk-jumps">
          {bids.slice(1, 1 + QUICK_JUMPS).map((b) => bidButton(b, false))}
        </div>
      ) : null}
      {bids.length > 1 + QUICK_JUMPS ? (
        <details className="tt-sk-more">
          <summary>{tr('skat.actions.bidMore')}</summary>
          <div className="tt-choice-row tt-sk-jumps">{bids.slice(1 + QUICK_JUMPS).map((b) => bidButton(b, false))}</div>
        </details>
      ) : null}
    </div>
  );
}

function DeclareGrid({ obs: o, actions, onAct }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const obs = asSk(o);
  const declares = actions.filter((a) => a.type === 'DECLARE');
  const contractOf = (a: Action) => a.contract as Declared;
  const hand = !obs.tookSkat;
  const find = (type: Contract['type'], trump: Suit | undefined, level: (typeof LEVELS)[number]) =>
    declares.find((a) => {
      const c = contractOf(a);
      return c.type === type && c.trump === trump && levelOf(c) === level;
    });
  const levels = hand ? LEVELS : LEVELS.slice(0, 1);
  const label = (c: Declared) => contractName(tr, { hand, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false, ...c });
  const row = (type: 'suit' | 'grand', trump?: Suit) => {
    const present = levels.map((l) => find(type, trump, l));
    if (present.every((x) => !x)) return null;
    return (
      <div className="tt-sk-row" key={trump ?? type} role="group" aria-label={type === 'suit' ? tr(`table.suitPlural.${trump!}`) : tr('skat.contract.grand')}>
        <span className={`tt-sk-row-head ${trump ? `tt-suit-${trump}` : ''}`} aria-hidden="true">
          <span className="tt-sk-sym">{trump ? SUIT_SYMBOL[trump] : 'G'}</span>
          <span className="tt-sk-sub">{tr('skat.actions.base', { n: BASE_VALUE[trump ?? 'grand'] })}</span>
        </span>
        {present.map((a, i) => a ? (
          <ActionButton key={levels[i]} action={a} onAct={onAct} label={label(contractOf(a))}
            className={`tt-sk-declare ${levels[i] === 'plain' ? 'tt-sk-declare-main' : ''}`}>
            {levels[i] === 'plain'
              ? (trump ? tr(`table.suitPlural.${trump}`) : tr('skat.contract.grand'))
              : tr(`skat.actions.${levels[i]}`)}
          </ActionButton>
        ) : null)}
      </div>
    );
  };
  const nulls = declares.filter((a) => contractOf(a).type === 'null');
  const nullButton = (a: Action) => {
    const c = contractOf(a);
    const value = nullValue(hand, !!c.ouvert);
    return (
      <ActionButton key={String(c.ouvert)} action={a} onAct={onAct} label={label(c)} className="tt-sk-declare tt-sk-declare-main tt-sk-declare-one">
        <span className="tt-sk-sym" aria-hidden="true">N</span>
        <span>{c.ouvert ? tr('skat.actions.nullOuvert') : tr('skat.contract.null')}</span>
        <span className="tt-sk-sub">{tr('skat.actions.fixed', { n: value })}</span>
      </ActionButton>
    );
  };
  if (!hand) {
    // Skat taken: no announcements, so one button per game in a row.
    const plain = [...SUIT_ROWS.map((t) => find('suit', t, 'plain')), find('grand', undefined, 'plain')];
    return (
      <div className="tt-choice tt-sk-declaring" role="group" aria-label={tr('skat.actions.declareTitle', { bid: obs.bid })}>
        <span className="tt-choice-title">{tr('skat.actions.declareTitle', { bid: obs.bid })}</span>
        <div className="tt-choice-row tt-sk-one-row">
          {plain.map((a) => {
            if (!a) return null;
            const c = contractOf(a);
            return (
              <ActionButton key={c.trump ?? c.type} action={a} onAct={onAct} label={label(c)}
                className={`tt-sk-declare tt-sk-declare-main tt-sk-declare-one ${c.trump ? `tt-suit-${c.trump}` : ''}`}>
                <span className="tt-sk-sym" aria-hidden="true">{c.trump ? SUIT_SYMBOL[c.trump] : 'G'}</span>
                <span>{c.trump ? tr(`table.suitPlural.${c.trump}`) : tr('skat.contract.grand')}</span>
                <span className="tt-sk-sub">{tr('skat.actions.base', { n: BASE_VALUE[c.trump ?? 'grand'] })}</span>
              </ActionButton>
            );
          })}
          {nulls.map(nullButton)}
        </div>
      </div>
    );
  }
  return (
    <div className="tt-choice tt-sk-declaring" role="group" aria-label={tr('skat.actions.declareTitle', { bid: obs.bid })}>
      <span className="tt-choice-title">{tr('skat.actions.declareTitle', { bid: obs.bid })}</span>
      <div className="tt-sk-grid">
        {SUIT_ROWS.map((s) => row('suit', s))}
        {row('grand')}
        {nulls.length > 0 ? (
          <div className="tt-sk-row" role="group" aria-label={tr('skat.contract.null')}>
            <span className="tt-sk-row-head" aria-hidden="true">
              <span className="tt-sk-sym">N</span>
            </span>
            {nulls.map(nullButton)}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function SkatActions(props: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const { actions, onAct } = props;
  const obs = asSk(props.obs);
  const bidding = actions.some((a) => a.type === 'BID' || a.type === 'HOLD' || a.type === 'PASS');
  const take = actions.find((a) => a.type === 'TAKE_SKAT');
  const hand = actions.find((a) => a.type === 'PLAY_HAND');
  const declaring = actions.some((a) => a.type === 'DECLARE');
  const surrender = actions.find((a) => a.type === 'SURRENDER');
  return (
    <>
      {bidding ? <BidButtons {...props} /> : null}
      {take || hand ? (
        <div className="tt-choice" role="group" aria-label={tr('skat.actions.skatTitle', { bid: obs.bid })}>
          <span className="tt-choice-title">{tr('skat.actions.skatTitle', { bid: obs.bid })}</span>
          <div className="tt-choice-row">
            {take ? (
              <ActionButton action={take} onAct={onAct} className="tt-primary tt-sk-two">
                <span>{tr('skat.actions.takeSkat')}</span><span className="tt-sk-sub">{tr('skat.actions.takeSkatSub')}</span>
              </ActionButton>
            ) : null}
            {hand ? (
              <ActionButton action={hand} onAct={onAct} className="tt-sk-two">
                <span>{tr('skat.actions.playHand')}</span><span className="tt-sk-sub">{tr('skat.actions.playHandSub')}</span>
              </ActionButton>
            ) : null}
          </div>
        </div>
      ) : null}
      {declaring ? <DeclareGrid {...props} /> : null}
      {surrender ? (
        <ActionButton action={surrender} onAct={onAct} className="tt-sk-surrender">
          {tr('skat.actions.surrender', { points: 2 * obs.bid })}
        </ActionButton>
      ) : null}
    </>
  );
}
