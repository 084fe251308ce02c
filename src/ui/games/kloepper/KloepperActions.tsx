// Kloepper's choices. The partner declaration: the seat dealt both black queens calls an ace it
// does not hold (each callable ace a button) or plays alone, nothing announced; every other
// seat sees one neutral button, so nothing on the screen tells a declaration from a pass. The
// knock (prominent: a Queens-team member claims all six tricks) and the knock-off (an opponent
// doubles again), offered exactly while they are legal: in a knock window to the seat asked,
// during trick 1 to any eligible person, its turn or not; and the pass of a window.
import type { Action, Card } from '../../../engine';
import { ActionButton } from '../../table/actionButton';
import { seatNames, seatParams } from '../../table/seatNames';
import { cardShort, SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asKl } from './logic';

/** Knuckles on the table. */
function KnockIcon() {
  return (
    <svg className="tt-kl-knock-icon" viewBox="0 0 32 32" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 20v-7.5a2.2 2.2 0 0 1 4.4 0V12a2.2 2.2 0 0 1 4.4 0v.5a2.2 2.2 0 0 1 4.4 0V14a2 2 0 0 1 4 0v5a7 7 0 0 1-7 7h-3a7.2 7.2 0 0 1-7.2-6z" fill="rgba(255,255,255,0.18)" />
      <path d="M13.4 12v5M17.8 12.5v4.5M22.2 14v3" />
      <path d="M3 8l3 3M6.5 3.5l1.5 4M2 14h4" />
    </svg>
  );
}

function Two({ action, onAct, main, sub, className, testId, label }: {
  action: Action; onAct(a: Action): void; main: string; sub: string; className?: string; testId?: string; label?: string;
}) {
  return (
    <ActionButton action={action} onAct={onAct} className={`tt-kl-two ${className ?? ''}`} testId={testId} label={label}>
      <span className="tt-kl-main">{main}</span><span className="tt-kl-sub">{sub}</span>
    </ActionButton>
  );
}

/** The big knock or knock-off button, with what it stakes. */
function KnockButton({ action, onAct, stake }: { action: Action; onAct(a: Action): void; stake: number }) {
  const tr = useTr();
  const off = action.type === 'KNOCK_OFF';
  const word = off ? 'knockOff' : 'knock';
  return (
    <ActionButton action={action} onAct={onAct} className={`tt-kl-knock ${off ? 'tt-kl-knock-off' : ''}`} testId={off ? 'knock-off' : 'knock'}
      label={tr(`kloepper.actions.${word}Label`, { from: stake, to: stake * 2 })}>
      <KnockIcon />
      <span className="tt-kl-knock-text">
        <span className="tt-kl-main">{tr(`kloepper.actions.${word}`)}</span>
        <span className="tt-kl-sub">{tr(`kloepper.actions.${word}Sub`)}</span>
      </span>
    </ActionButton>
  );
}

export function KloepperActions({ obs: o, actions, onAct, seats }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const obs = asKl(o);
  const names = seatNames(seats, tr);
  const calls = actions.filter((a) => a.type === 'CALL_PARTNER');
  const find = (type: string) => actions.find((a) => a.type === type);
  const alone = find('GO_ALONE');
  const pass = find('PASS');
  const knock = find('KNOCK');
  const knockOff = find('KNOCK_OFF');
  const stake = obs.knock === 'KNOCKED' ? 2 : 1;

  if (obs.phase === 'partnerDeclaration') {
    if (alone) {
      return (
        <div className="tt-choice tt-kl-choice" role="group" aria-label={tr('kloepper.actions.declareTitle')} data-testid="declare-choice">
          <span className="tt-choice-title">
            {tr('kloepper.actions.declareTitle')}{' '}
            <span className="tt-kl-note">{tr(calls.length > 0 ? 'kloepper.actions.declareNote' : 'kloepper.actions.declareAloneOnly')}</span>
          </span>
          <div className="tt-choice-row">
            {calls.map((a) => {
              const card = a.card as Card;
              const suit = card.slice(-1) as keyof typeof SUIT_SYMBOL;
              return (
                <Two key={card} action={a} onAct={onAct} className={`tt-kl-call tt-kl-call-${suit}`} testId={`call-${card}`}
                  main={tr('kloepper.actions.call', { card: cardShort(card) })} sub={tr('kloepper.actions.callSub')}
                  label={tr('kloepper.actions.callLabel', { suit: `${SUIT_SYMBOL[suit]} ${tr(`table.suitPlural.${suit}`)}` })} />
              );
            })}
            <Two action={alone} onAct={onAct} className="tt-kl-alone" testId="go-alone" main={tr('kloepper.actions.alone')} sub={tr('kloepper.actions.aloneSub')} />
          </div>
        </div>
      );
    }
    // everyone else: one neutral step, the same for every seat without both black queens
    return pass ? (
      <div className="tt-choice tt-kl-choice" role="group" aria-label={tr('kloepper.actions.declarationTitle')} data-testid="declare-pass">
        <span className="tt-choice-title">{tr('kloepper.actions.declarationTitle')} <span className="tt-kl-note">{tr('kloepper.actions.declarationNote')}</span></span>
        <div className="tt-choice-row">
          <ActionButton action={pass} onAct={onAct} className="tt-primary" testId="pass">{tr('kloepper.actions.declarationPass')}</ActionButton>
        </div>
      </div>
    ) : null;
  }

  if (obs.phase === 'knockWindow') {
    const response = obs.pollKind === 'response';
    const title = response
      ? tr('kloepper.actions.responseTitle', seatParams(names, { name: obs.knocker?.seat }))
      : tr(obs.pollKind === 'window2' ? 'kloepper.actions.windowTitleLast' : 'kloepper.actions.windowTitle');
    const passWord = knock ? 'passKnock' : knockOff ? 'passKnockOff' : 'passWindow';
    return (
      <div className="tt-choice tt-kl-choice" role="group" aria-label={title} data-testid="knock-window" data-poll={obs.pollKind ?? ''}>
        <span className="tt-choice-title">{title}</span>
        <div className="tt-choice-row">
          {knock ? <KnockButton action={knock} onAct={onAct} stake={stake} /> : null}
          {knockOff ? <KnockButton action={knockOff} onAct={onAct} stake={stake} /> : null}
          {pass ? <ActionButton action={pass} onAct={onAct} className={knock || knockOff ? 'tt-kl-pass' : 'tt-primary'} testId="pass">{tr(`kloepper.actions.${passWord}`)}</ActionButton> : null}
        </div>
      </div>
    );
  }

  // trick 1: the knock or knock-off at any moment, beside the card to play
  const k = knock ?? knockOff;
  return k ? (
    <div className="tt-kl-knockbar" data-testid="knock-bar">
      <KnockButton action={k} onAct={onAct} stake={stake} />
      <span className="tt-kl-orplay">{tr(obs.legal.some((a) => a.type === 'PLAY') ? 'kloepper.actions.orPlay' : 'kloepper.actions.anyMoment')}</span>
    </div>
  ) : null;
}
