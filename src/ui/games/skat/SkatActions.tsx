// Skat's choices: bids (the next value first, higher ones folded away), hold / pass, skat or
// hand, the contracts as a grid (game × announcement) each with its value for this hand and a
// mark when it cannot reach the bid (§4.3-6), surrender. The discard is a card
// selection with one confirm button, drawn by the table.
import { useId, useMemo, type ReactNode } from 'react';
import type { Action, Suit } from '../../../engine';
import { BASE_VALUE } from '../../../engine/games/skat/scoring';
import type { Contract } from '../../../engine/games/skat/types';
import { ActionButton, actionJson } from '../../table/actionButton';
import { SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asSk, contractName, countText, declareValue, gamesWorth, signed, type DeclareValue } from './logic';

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

/** One contract choice: its name, its value for this hand, and how it stands against the bid. */
function DeclareOption({ action, onAct, v, name, className, head, text, describe, compact, wide }: {
  action: Action;
  onAct(a: Action): void;
  v: DeclareValue;
  /** the contract's full name, for the accessible label */
  name: string;
  className: string;
  head?: ReactNode;
  text: ReactNode;
  describe: string;
  /** the hand-game grid: the multiplier line only where something is lacking (it stays in the description) */
  compact?: boolean;
  /** two columns of the hand-game grid (the Nulls) */
  wide?: boolean;
}) {
  const tr = useTr();
  const id = useId();
  const value = tr(v.exact ? 'skat.declare.value' : 'skat.declare.atLeast', { value: v.value });
  const sub = v.reach === 'never'
    ? tr('skat.declare.short.never', { delta: signed(v.loss?.delta ?? 0) })
    : v.reach !== 'yes' ? tr(`skat.declare.short.${v.reach}`)
      : v.matadors === null ? tr('skat.declare.fixed')
        : tr('skat.declare.mult', { base: v.base, mult: v.matadors.min + v.levels });
  const mark = v.reach === 'never' ? '⚠\uFE0E ' : v.reach === 'yes' ? '' : '! ';
  const reach = v.reach === 'yes' ? '' : v.reach === 'never' ? 'tt-sk-never' : 'tt-sk-short';
  return (
    <span className={`tt-sk-cell ${wide ? 'tt-sk-cell-wide' : ''}`} title={describe}>
      <ActionButton action={action} onAct={onAct} describedBy={id} className={`tt-sk-declare ${className} ${reach}`}
        label={tr(v.exact ? 'skat.declare.label' : 'skat.declare.labelAtLeast', { contract: name, value: v.value })}>
        {head}
        <span className="tt-sk-name">{text}</span>
        <span className="tt-sk-val" data-testid="declare-value" data-value={v.value} data-exact={String(v.exact)} data-reach={v.reach}>
          <span aria-hidden="true">{mark}</span>{value}
        </span>
        {compact && v.reach === 'yes' ? null : <span className="tt-sk-sub">{sub}</span>}
        <span className="visually-hidden" id={id}>{describe}</span>
      </ActionButton>
    </span>
  );
}

function DeclareGrid({ obs: o, actions, onAct }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const obs = asSk(o);
  const declares = actions.filter((a) => a.type === 'DECLARE');
  const contractOf = (a: Action) => a.contract as Declared;
  const hand = !obs.tookSkat;
  // Each choice's value for this hand, from the engine's scorer (231 possible skats at most).
  const values = useMemo(() => {
    const m = new Map<string, DeclareValue>();
    for (const a of actions) if (a.type === 'DECLARE') m.set(actionJson(a), declareValue(obs, a.contract as Declared));
    return m;
  }, [obs, actions]);
  const valueOf = (a: Action) => values.get(actionJson(a))!;
  const find = (type: Contract['type'], trump: Suit | undefined, level: (typeof LEVELS)[number]) =>
    declares.find((a) => {
      const c = contractOf(a);
      return c.type === type && c.trump === trump && levelOf(c) === level;
    });
  const levels = hand ? LEVELS : LEVELS.slice(0, 1);
  const label = (c: Declared) => contractName(tr, { hand, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false, ...c });
  const bid = obs.bid;
  const describe = (a: Action) => {
    const v = valueOf(a);
    const calc = v.matadors === null ? tr('skat.declare.calcNull', { value: v.value })
      : v.exact ? tr('skat.declare.calc', {
        count: countText(tr, { matadors: v.matadors.min, with: v.matadorsWith !== false, steps: v.steps }),
        mult: v.matadors.min + v.levels, base: v.base, value: v.value,
      })
        : tr('skat.declare.calcAtLeast', { base: v.base, min: v.matadors.min, max: v.matadors.max, levels: v.levels, value: v.value });
    const reach = v.reach === 'yes' ? ''
      : tr(`skat.declare.reach.${v.reach}`, { value: v.value, bid, lost: v.loss?.value ?? 0, delta: signed(v.loss?.delta ?? 0) });
    return `${label(contractOf(a))}: ${[calc, reach].filter(Boolean).join(' ')}`;
  };
  const option = (a: Action, className: string, text: ReactNode, head?: ReactNode) => (
    <DeclareOption key={actionJson(a)} action={a} onAct={onAct} v={valueOf(a)} name={label(contractOf(a))}
      className={className} head={head} text={text} describe={describe(a)} compact={hand} wide={contractOf(a).type === 'null'} />
  );
  const row = (type: 'suit' | 'grand', trump?: Suit) => {
    const present = levels.map((l) => find(type, trump, l));
    if (present.every((x) => !x)) return null;
    return (
      <div className="tt-sk-row" key={trump ?? type} role="group" aria-label={type === 'suit' ? tr(`table.suitPlural.${trump!}`) : tr('skat.contract.grand')}>
        <span className={`tt-sk-row-head ${trump ? `tt-suit-${trump}` : ''}`} aria-hidden="true">
          <span className="tt-sk-sym">{trump ? SUIT_SYMBOL[trump] : 'G'}</span>
          <span className="tt-sk-sub">{tr('skat.actions.base', { n: BASE_VALUE[trump ?? 'grand'] })}</span>
        </span>
        {present.map((a, i) => a
          ? option(a, levels[i] === 'plain' ? 'tt-sk-declare-main' : '', levels[i] === 'plain'
            ? (trump ? tr(`table.suitPlural.${trump}`) : tr('skat.contract.grand'))
            : tr(`skat.actions.${levels[i]}`))
          : <span key={levels[i]} />)}
      </div>
    );
  };
  const nulls = declares.filter((a) => contractOf(a).type === 'null');
  const nullButton = (a: Action) => option(a, 'tt-sk-declare-main tt-sk-declare-one',
    contractOf(a).ouvert ? tr('skat.actions.nullOuvert') : tr('skat.contract.null'),
    <span className="tt-sk-sym" aria-hidden="true">N</span>);
  // What the marks mean, shown whenever a choice carries one.
  const all = [...values.values()];
  const notes: string[] = [];
  if (all.some((v) => v.reach === 'never')) notes.push(tr('skat.declare.note.never', { bid }));
  if (all.some((v) => v.reach !== 'yes' && v.reach !== 'never')) notes.push(tr(hand ? 'skat.declare.note.shortHand' : 'skat.declare.note.short', { bid }));
  if (all.some((v) => !v.exact)) notes.push(tr('skat.declare.note.atLeast'));
  const noteBlock = notes.length > 0 ? (
    <div className="tt-sk-notes" data-testid="declare-notes">
      {notes.map((n) => <p key={n}>{n}</p>)}
    </div>
  ) : null;
  if (!hand) {
    // Skat taken: no announcements, so one button per game in a row.
    const plain = [...SUIT_ROWS.map((t) => find('suit', t, 'plain')), find('grand', undefined, 'plain')];
    return (
      <div className="tt-choice tt-sk-declaring" role="group" aria-label={tr('skat.actions.declareTitle', { bid })}>
        <span className="tt-choice-title">{tr('skat.actions.declareTitle', { bid })}</span>
        <div className="tt-choice-row tt-sk-one-row">
          {plain.map((a) => {
            if (!a) return null;
            const c = contractOf(a);
            return option(a, `tt-sk-declare-main tt-sk-declare-one ${c.trump ? `tt-suit-${c.trump}` : ''}`,
              c.trump ? tr(`table.suitPlural.${c.trump}`) : tr('skat.contract.grand'),
              <span className="tt-sk-sym" aria-hidden="true">{c.trump ? SUIT_SYMBOL[c.trump] : 'G'}</span>);
          })}
          {nulls.map(nullButton)}
        </div>
        {noteBlock}
      </div>
    );
  }
  return (
    <div className="tt-choice tt-sk-declaring" role="group" aria-label={tr('skat.actions.declareTitle', { bid })}>
      <span className="tt-choice-title">{tr('skat.actions.declareTitle', { bid })}</span>
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
      {noteBlock}
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
