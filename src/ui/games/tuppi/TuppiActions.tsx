// Tuppi's non-card choices: a spoken bid (when no card of that colour may bid) or a bid
// token, solo or pass after a rami, and "no exchange" for the soloist. The bid card, the
// solo discard and the partner's gift are card selections drawn by the table.
import type { Action } from '../../../engine';
import { ActionButton } from '../../table/actionButton';
import { useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asTu } from './logic';

export function TuppiActions({ obs: o, actions, onAct, seats }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const obs = asTu(o);
  const verbal = actions.filter((a) => a.type === 'PLACE_VERBAL_BID' || a.type === 'PLACE_BID_TOKEN');
  const solo = actions.find((a) => a.type === 'DECLARE_SOLO');
  const pass = actions.find((a) => a.type === 'PASS');
  const declarer = obs.declarer !== null ? seats[obs.declarer]?.name ?? '' : '';
  return (
    <>
      {verbal.length > 0 ? (
        <div className="tt-choice tt-tu-choice" role="group" aria-label={tr(obs.options.bidMethod === 'tokens' ? 'tuppi.actions.tokenTitle' : 'tuppi.actions.verbalTitle')}>
          <span className="tt-choice-title">{tr(obs.options.bidMethod === 'tokens' ? 'tuppi.actions.tokenTitle' : 'tuppi.actions.verbalTitle')}</span>
          <div className="tt-choice-row">
            {verbal.map((a) => (
              <ActionButton key={`${a.type}-${String(a.bid)}`} action={a} onAct={onAct} className={`tt-tu-bidbtn tt-tu-bid-${String(a.bid)}`}>
                {tr(a.type === 'PLACE_BID_TOKEN' ? `tuppi.actions.token.${String(a.bid)}` : `tuppi.actions.verbal.${String(a.bid)}`)}
              </ActionButton>
            ))}
          </div>
        </div>
      ) : null}
      {solo ? (
        <div className="tt-choice tt-tu-choice" role="group" aria-label={tr('tuppi.actions.soloTitle', { name: declarer })}>
          <span className="tt-choice-title">{tr('tuppi.actions.soloTitle', { name: declarer })}</span>
          <div className="tt-choice-row">
            <ActionButton action={solo} onAct={onAct} className="tt-tu-two">
              <span>{tr('tuppi.actions.declareSolo')}</span><span className="tt-tu-sub">{tr('tuppi.actions.declareSoloSub')}</span>
            </ActionButton>
            {pass ? (
              <ActionButton action={pass} onAct={onAct} className="tt-primary tt-tu-two">
                <span>{tr('tuppi.actions.noSolo')}</span><span className="tt-tu-sub">{tr('tuppi.actions.noSoloSub')}</span>
              </ActionButton>
            ) : null}
          </div>
        </div>
      ) : pass ? (
        <ActionButton action={pass} onAct={onAct} className="tt-tu-keep">{tr('tuppi.actions.noExchange')}</ActionButton>
      ) : null}
    </>
  );
}
