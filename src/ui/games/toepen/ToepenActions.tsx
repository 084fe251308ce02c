// Toepen's choices: exchange or keep the hand, challenge an exchange, the stand / whistle
// signal, the KNOCK (prominent: any eligible seat may knock while a card is awaited, its
// turn or not), and stay or fold after a knock. Each button says what it costs.
import type { Action } from '../../../engine';
import { ActionButton } from '../../table/actionButton';
import { useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { allLow, asTp, orderWords } from './logic';

/** Knuckles on the table: a fist and the sound of the knock. */
function KnockIcon() {
  return (
    <svg className="tt-tp-knock-icon" viewBox="0 0 32 32" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9 20v-7.5a2.2 2.2 0 0 1 4.4 0V12a2.2 2.2 0 0 1 4.4 0v.5a2.2 2.2 0 0 1 4.4 0V14a2 2 0 0 1 4 0v5a7 7 0 0 1-7 7h-3a7.2 7.2 0 0 1-7.2-6z" fill="rgba(255,255,255,0.18)" />
      <path d="M13.4 12v5M17.8 12.5v4.5M22.2 14v3" />
      <path d="M3 8l3 3M6.5 3.5l1.5 4M2 14h4" />
    </svg>
  );
}

function Two({ action, onAct, main, sub, className, testId }: {
  action: Action; onAct(a: Action): void; main: string; sub: string; className?: string; testId?: string;
}) {
  return (
    <ActionButton action={action} onAct={onAct} className={`tt-tp-two ${className ?? ''}`} testId={testId}>
      <span className="tt-tp-main">{main}</span><span className="tt-tp-sub">{sub}</span>
    </ActionButton>
  );
}

export function ToepenActions({ obs: o, actions, onAct, seats }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const obs = asTp(o);
  const names = seats.map((s) => s.name);
  const order = obs.options.cardOrder;
  const words = orderWords(tr, order);
  const find = (type: string) => actions.find((a) => a.type === type);
  const exchange = find('EXCHANGE');
  const pass = find('PASS');
  const challenge = find('CHALLENGE');
  const signals = actions.filter((a) => a.type === 'SIGNAL');
  const knock = find('KNOCK');
  const stay = find('STAY');
  const fold = find('FOLD');
  const exchanger = names[obs.exchanger ?? 0] ?? '';
  const knocker = obs.pendingKnock ? names[obs.pendingKnock.knocker] ?? '' : '';
  const mustSignal = signals.length > 0 && !signals.some((a) => a.kind === 'none');
  const nothingToSignal = signals.length === 1 && signals[0].kind === 'none';

  return (
    <>
      {obs.phase === 'exchange' && pass ? (
        <div className="tt-choice tt-tp-choice" role="group" aria-label={tr('toepen.actions.exchangeTitle')} data-testid="exchange-choice">
          <span className="tt-choice-title">
            {tr('toepen.actions.exchangeTitle')}{' '}
            <span className="tt-tp-note">
              {exchange
                ? tr(obs.hand.length === 4 && allLow(obs.hand, order) ? 'toepen.actions.exchangeHonest' : 'toepen.actions.exchangeBluff', words)
                : tr('toepen.actions.noStock')}
            </span>
          </span>
          <div className="tt-choice-row">
            {exchange ? <Two action={exchange} onAct={onAct} main={tr('toepen.actions.exchange')} sub={tr('toepen.actions.exchangeSub')} /> : null}
            <Two action={pass} onAct={onAct} className="tt-primary" main={tr('toepen.actions.keep')} sub={tr('toepen.actions.keepSub')} />
          </div>
        </div>
      ) : null}
      {challenge ? (
        <div className="tt-choice tt-tp-choice" role="group" aria-label={tr('toepen.actions.challengeTitle', { name: exchanger })} data-testid="challenge-choice">
          <span className="tt-choice-title">{tr('toepen.actions.challengeTitle', { name: exchanger })}</span>
          <div className="tt-choice-row">
            <Two action={challenge} onAct={onAct} className="tt-tp-challenge" main={tr('toepen.actions.challenge')} sub={tr('toepen.actions.challengeSub', { name: exchanger })} />
            {pass ? <Two action={pass} onAct={onAct} className="tt-primary" main={tr('toepen.actions.noChallenge')} sub={tr('toepen.actions.noChallengeSub')} /> : null}
          </div>
        </div>
      ) : null}
      {signals.length > 0 ? (
        <div className="tt-choice tt-tp-choice" role="group" aria-label={tr('toepen.actions.signalTitle')} data-testid="signal-choice">
          <span className="tt-choice-title">
            {tr('toepen.actions.signalTitle')}{' '}
            {signals.length > 1 ? <span className="tt-tp-note">{tr('toepen.actions.signalMay')}</span> : null}
            {mustSignal ? <span className="tt-tp-note tt-tp-must">{tr('toepen.actions.signalMust', { what: tr(`toepen.signal.${String(signals[0].kind)}`) })}</span> : null}
            {nothingToSignal ? <span className="tt-tp-note" data-testid="signal-nothing">{tr('toepen.actions.signalNothing', words)}</span> : null}
          </span>
          <div className="tt-choice-row">
            {signals.map((a) => (
              <Two key={String(a.kind)} action={a} onAct={onAct} className={`tt-tp-signal tt-tp-signal-${String(a.kind)} ${a.kind === 'none' ? '' : 'tt-primary'}`}
                main={tr(`toepen.signal.${String(a.kind)}`)} sub={tr(`toepen.actions.${String(a.kind)}Sub`, words)} />
            ))}
          </div>
        </div>
      ) : null}
      {stay || fold ? (
        <div className="tt-choice tt-tp-choice" role="group" aria-label={tr('toepen.actions.responseTitle', { name: knocker })} data-testid="knock-response">
          <span className="tt-choice-title">{tr('toepen.actions.responseTitle', { name: knocker })}</span>
          <div className="tt-choice-row">
            {stay ? <Two action={stay} onAct={onAct} className="tt-primary tt-tp-stay" main={tr('toepen.actions.stay')} sub={tr('toepen.actions.staySub', { stake: obs.stake + 1 })} /> : null}
            {fold ? <Two action={fold} onAct={onAct} className="tt-tp-fold" main={tr('toepen.actions.fold')} sub={tr('toepen.actions.foldSub', { stake: obs.stake })} /> : null}
          </div>
        </div>
      ) : null}
      {knock ? (
        <div className="tt-tp-knockbar">
          <ActionButton action={knock} onAct={onAct} className="tt-tp-knock" testId="knock"
            label={tr('toepen.actions.knockTitle', { from: obs.stake, to: obs.stake + 1 })}>
            <KnockIcon />
            <span className="tt-tp-knock-text">
              <span className="tt-tp-main">{tr('toepen.actions.knock')}</span>
              <span className="tt-tp-sub">{tr('toepen.actions.knockSub', { stake: obs.stake + 1 })}</span>
            </span>
          </ActionButton>
          {obs.legal.some((a) => a.type === 'PLAY') ? <span className="tt-tp-orplay">{tr('toepen.actions.orPlay')}</span> : null}
        </div>
      ) : null}
    </>
  );
}
