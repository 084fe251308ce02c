// King of the Hill's choices. During the deal: the chance of the moment (declare with the card
// just dealt, override with an identical pair, reinforce, or let it go), offered while the
// dealing waits on the seat asked. The King's trump when nobody declared (four suits or
// no-trump), the partner call (a plain card, suit by suit), and a pair lead: each pair the
// hand holds, one button (a single card is led by a click on it).
import type { Action, Card, Suit } from '../../../engine';
import { ActionButton } from '../../table/actionButton';
import { SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asKh, short, shortList } from './logic';

const SUITS: readonly Suit[] = ['S', 'H', 'C', 'D'];
const RANK_ORDER = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];

function Two({ action, onAct, main, sub, className, testId, label }: {
  action: Action; onAct(a: Action): void; main: string; sub?: string; className?: string; testId?: string; label?: string;
}) {
  return (
    <ActionButton action={action} onAct={onAct} className={`tt-kh-two ${className ?? ''}`} testId={testId} label={label}>
      <span className="tt-kh-main">{main}</span>{sub ? <span className="tt-kh-sub">{sub}</span> : null}
    </ActionButton>
  );
}

const suitClass = (c: Card) => (c === 'RJ' || c === 'BJ' ? 'tt-kh-joker' : `tt-kh-suit-${c.slice(-1)}`);

export function KingOfTheHillActions({ obs: o, actions, onAct }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const obs = asKh(o);
  const suitName = (c: Card) => `${SUIT_SYMBOL[c.slice(-1) as Suit]} ${tr(`table.suitPlural.${c.slice(-1)}`)}`;

  if (obs.phase === 'dealing' || obs.phase === 'dealEndWindow') {
    const declares = actions.filter((a) => a.type === 'DECLARE_TRUMP');
    const overrides = actions.filter((a) => a.type === 'OVERRIDE_TRUMP');
    const reinforce = actions.find((a) => a.type === 'REINFORCE');
    const pass = actions.find((a) => a.type === 'PASS');
    const first = (declares[0]?.cards as Card[] | undefined)?.[0];
    const title = obs.phase === 'dealEndWindow' ? tr('king-of-the-hill.actions.windowTitle')
      : overrides.length > 0 ? tr('king-of-the-hill.actions.overrideTitle', { cards: shortList(overrides[0].cards as Card[]) })
        : reinforce ? tr('king-of-the-hill.actions.reinforceTitle', { card: short(reinforce.card as Card) })
          : first && obs.options.declarationTiming === 'onDeal' ? tr('king-of-the-hill.actions.declareTitle', { card: short(first) })
            : tr('king-of-the-hill.actions.declareTitleAny', { rank: obs.trumpRank });
    return (
      <div className="tt-choice tt-kh-choice" role="group" aria-label={title} data-testid="declare-choice" data-chance={obs.chance ?? ''}>
        <span className="tt-choice-title">{title}</span>
        <div className="tt-choice-row">
          {declares.map((a) => {
            const cards = a.cards as Card[];
            const pair = cards.length === 2;
            return (
              <Two key={cards.join()} action={a} onAct={onAct} className={`tt-primary ${suitClass(cards[0])}`} testId={`declare-${cards.join('-')}`}
                main={tr(pair ? 'king-of-the-hill.actions.declarePair' : 'king-of-the-hill.actions.declare', { cards: shortList(cards) })}
                sub={tr(pair ? 'king-of-the-hill.actions.declarePairSub' : 'king-of-the-hill.actions.declareSub', { suit: suitName(cards[0]) })} />
            );
          })}
          {overrides.map((a) => {
            const cards = a.cards as Card[];
            return (
              <Two key={cards.join()} action={a} onAct={onAct} className={`tt-primary ${suitClass(cards[0])}`} testId={`override-${cards[0]}`}
                main={tr('king-of-the-hill.actions.override', { cards: shortList(cards) })} sub={tr('king-of-the-hill.actions.overrideSub', { suit: suitName(cards[0]) })} />
            );
          })}
          {reinforce ? (
            <Two action={reinforce} onAct={onAct} className="tt-primary" testId="reinforce"
              main={tr('king-of-the-hill.actions.reinforce', { card: short(reinforce.card as Card) })} sub={tr('king-of-the-hill.actions.reinforceSub')} />
          ) : null}
          {pass ? <Two action={pass} onAct={onAct} className="tt-kh-pass" testId="pass" main={tr('king-of-the-hill.actions.pass')} sub={tr('king-of-the-hill.actions.passSub')} /> : null}
        </div>
      </div>
    );
  }

  if (obs.phase === 'chooseTrump') {
    const choose = actions.filter((a) => a.type === 'CHOOSE_TRUMP');
    return (
      <div className="tt-choice tt-kh-choice" role="group" aria-label={tr('king-of-the-hill.actions.chooseTitle')} data-testid="trump-choice">
        <span className="tt-choice-title">{tr('king-of-the-hill.actions.chooseTitle')}</span>
        <div className="tt-choice-row">
          {choose.map((a) => {
            const s = a.suit as Suit | 'NT';
            return s === 'NT'
              ? <Two key={s} action={a} onAct={onAct} testId="trump-NT" main={tr('king-of-the-hill.actions.chooseNT')} sub={tr('king-of-the-hill.actions.chooseNTSub', { rank: obs.trumpRank })} />
              : <Two key={s} action={a} onAct={onAct} className={`tt-kh-suit-${s}`} testId={`trump-${s}`} main={`${SUIT_SYMBOL[s]} ${tr(`table.suitPlural.${s}`)}`} />;
          })}
        </div>
      </div>
    );
  }

  if (obs.phase === 'callPartner') {
    const calls = actions.filter((a) => a.type === 'CALL_PARTNER');
    const held = new Set(obs.hand);
    return (
      <div className="tt-choice tt-kh-choice tt-kh-call" role="group" aria-label={tr('king-of-the-hill.actions.callTitle')} data-testid="call-choice">
        <span className="tt-choice-title">{tr('king-of-the-hill.actions.callTitle')} <span className="tt-kh-note">{tr('king-of-the-hill.actions.callNote')}</span></span>
        <div className="tt-kh-call-grid">
          {SUITS.map((s) => {
            const row = calls.filter((a) => (a.card as Card).slice(-1) === s)
              .sort((a, b) => RANK_ORDER.indexOf((a.card as Card).slice(0, -1)) - RANK_ORDER.indexOf((b.card as Card).slice(0, -1)));
            if (row.length === 0) return null;
            return (
              <div key={s} className={`tt-kh-call-row tt-kh-suit-${s}`} role="group" aria-label={`${SUIT_SYMBOL[s]} ${tr(`table.suitPlural.${s}`)}`}>
                <span className="tt-kh-call-suit" aria-hidden="true">{SUIT_SYMBOL[s]}</span>
                {row.map((a) => {
                  const card = a.card as Card;
                  const mine = held.has(card);
                  return (
                    <ActionButton key={card} action={a} onAct={onAct} className={`tt-kh-rank ${mine ? 'tt-kh-rank-held' : ''}`} testId={`call-${card}`}
                      label={`${tr('king-of-the-hill.actions.call', { card: short(card) })}${mine ? ` (${tr('king-of-the-hill.actions.callHeld')})` : ''}`}>
                      {card.slice(0, -1)}
                    </ActionButton>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    );
  }

  // trick play: the pairs the hand may lead (a single card is a click on the card)
  const pairs = actions.filter((a) => a.type === 'PLAY_PAIR');
  if (pairs.length === 0) return null;
  return (
    <div className="tt-kh-pairs" role="group" aria-label={tr('king-of-the-hill.actions.pairTitle')} data-testid="pair-choice">
      <span className="tt-kh-pairs-title">{tr('king-of-the-hill.actions.pairTitle')}</span>
      {pairs.map((a) => {
        const cards = a.cards as Card[];
        return (
          <ActionButton key={cards.join()} action={a} onAct={onAct} className={`tt-kh-pair ${suitClass(cards[0])}`} testId={`pair-${cards[0]}`}
            label={tr('king-of-the-hill.actions.pair', { cards: shortList(cards) })}>
            {shortList(cards)}
          </ActionButton>
        );
      })}
    </div>
  );
}
