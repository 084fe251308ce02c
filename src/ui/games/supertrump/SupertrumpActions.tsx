// Supertrump's choices: trump suit (four buttons), super-trump rank (thirteen), draws.
import type { Action, Card, Rank, Suit } from '../../../engine';
import { ActionButton } from '../../table/actionButton';
import { cardRank, cardSuit, SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asSt } from './logic';

export function SupertrumpActions({ obs: o, actions, onAct, viewer }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const obs = asSt(o);
  const hand: Card[] = viewer === null ? [] : obs.hand;
  const suits = actions.filter((a) => a.type === 'CHOOSE_TRUMP');
  const ranks = actions.filter((a) => a.type === 'CHOOSE_SUPERTRUMP');
  const draws = actions.filter((a) => a.type === 'DRAW');
  return (
    <>
      {suits.length > 0 ? (
        <div className="tt-choice tt-choice-suits" role="group" aria-label={tr('supertrump.actions.chooseTrump')}>
          <span className="tt-choice-title">{tr('supertrump.actions.chooseTrump')}</span>
          <div className="tt-choice-row">
            {suits.map((a) => {
              const suit = a.suit as Suit;
              const held = hand.filter((c) => cardSuit(c) === suit).length;
              return (
                <ActionButton key={suit} action={a} onAct={onAct} className={`tt-suit-btn tt-suit-${suit}`}
                  label={tr('supertrump.actions.suitButton', { suit: tr(`table.suitPlural.${suit}`), count: held })}>
                  <span className="tt-suit-btn-sym" aria-hidden="true">{SUIT_SYMBOL[suit]}</span>
                  <span className="tt-suit-btn-name">{tr(`table.suitPlural.${suit}`)}</span>
                  <span className="tt-held" aria-hidden="true">×{held}</span>
                </ActionButton>
              );
            })}
          </div>
        </div>
      ) : null}
      {ranks.length > 0 ? (
        <div className="tt-choice tt-choice-ranks" role="group" aria-label={tr('supertrump.actions.chooseSuper')}>
          <span className="tt-choice-title">
            {tr('supertrump.actions.chooseSuper')}
            {obs.trump ? <> · {tr('supertrump.panel.trumpIs', { suit: `${SUIT_SYMBOL[obs.trump]} ${tr(`table.suitPlural.${obs.trump}`)}` })}</> : null}
          </span>
          <div className="tt-choice-row tt-rank-grid">
            {ranks.map((a) => {
              const rank = a.rank as Rank;
              const held = hand.filter((c) => cardRank(c) === rank).length;
              return (
                <ActionButton key={rank} action={a} onAct={onAct} className={`tt-rank-btn ${held > 1 ? 'tt-rank-many' : ''}`}
                  label={tr('supertrump.actions.rankButton', { rank: tr(`table.rankPlural.${rank}`), count: held })}>
                  <span className="tt-rank-btn-r">{rank}</span>
                  {held > 0 ? <span className="tt-held" aria-hidden="true">×{held}</span> : null}
                </ActionButton>
              );
            })}
          </div>
        </div>
      ) : null}
      {draws.map((a, i) => {
        const winner = obs.lastTrick?.winner === viewer;
        return (
          <ActionButton key={`d${i}`} action={a} onAct={onAct} className="tt-primary" autoFocus>
            {winner ? tr('supertrump.actions.drawUpcard') : tr('supertrump.actions.drawHidden')}
          </ActionButton>
        );
      })}
    </>
  );
}
