// Queen's Dungeon's choices: the trump suit (blind before the deal: the dealer has no cards
// yet; or the forced change after a two-queen trick, the current trump not on offer, each suit
// with the cards held), and the dungeon's or lost key's two options, each with the total it
// leaves, the better one marked and the other's cost said (D-8: either may be chosen).
import type { Action, Suit } from '../../../engine';
import { ActionButton } from '../../table/actionButton';
import { cardSuit, scoreNumber, SUIT_SYMBOL, useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asQd, dungeonChoice } from './logic';

function TrumpChoice({ obs: o, actions, onAct, viewer }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const obs = asQd(o);
  const blind = obs.phase === 'chooseTrump';
  // before the deal the dealer holds no card: nothing to count (and nothing shown)
  const hand = blind || viewer === null ? [] : obs.hand;
  const title = blind ? tr('queens-dungeon.actions.chooseTrump') : tr('queens-dungeon.actions.trumpChange');
  return (
    <div className="tt-choice tt-qd-choice" role="group" aria-label={title} data-testid={blind ? 'trump-choice' : 'trump-change'}>
      <span className="tt-choice-title">
        {title}{' '}
        <span className="tt-qd-note">
          {blind ? tr('queens-dungeon.actions.chooseTrumpBlind') : tr('queens-dungeon.actions.trumpChangeNote', { trump: obs.trump ? SUIT_SYMBOL[obs.trump] : '' })}
        </span>
      </span>
      <div className="tt-choice-row">
        {actions.map((a) => {
          const suit = a.suit as Suit;
          const name = tr(`table.suitPlural.${suit}`);
          const held = hand.filter((c) => cardSuit(c) === suit).length;
          return (
            <ActionButton key={suit} action={a} onAct={onAct} className={`tt-suit-btn tt-suit-${suit}`}
              label={blind ? tr('queens-dungeon.actions.suitButtonBlind', { suit: name }) : tr('queens-dungeon.actions.suitButton', { suit: name, count: held })}>
              <span className="tt-suit-btn-sym" aria-hidden="true">{SUIT_SYMBOL[suit]}</span>
              <span className="tt-suit-btn-name">{name}</span>
              {blind ? null : <span className="tt-held" aria-hidden="true">×{held}</span>}
            </ActionButton>
          );
        })}
      </div>
    </div>
  );
}

function DungeonChoice({ obs: o, actions, onAct }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const c = dungeonChoice(asQd(o));
  if (!c) return null;
  const title = tr(`queens-dungeon.actions.${c.kind}Title`);
  const totals = c.options.map((x) => x.total);
  const best = Math.max(...totals);
  return (
    <div className="tt-choice tt-qd-choice" role="group" aria-label={title} data-testid="dungeon-choice" data-kind={c.kind}>
      <span className="tt-choice-title">
        {title}{' '}
        <span className="tt-qd-note">{tr(`queens-dungeon.actions.${c.kind}Note`, { current: scoreNumber(c.current), low: scoreNumber(c.low) })}</span>
      </span>
      <div className="tt-choice-row">
        {c.options.map(({ option, total }) => {
          const action = actions.find((a) => a.option === option);
          if (!action) return null;
          const isBetter = option === c.better && totals[0] !== totals[1];
          const note = totals[0] === totals[1]
            ? tr('queens-dungeon.actions.same')
            : isBetter ? tr('queens-dungeon.actions.better') : tr('queens-dungeon.actions.worse', { n: best - total });
          const words = tr(`queens-dungeon.actions.option.${option}`);
          return (
            <ActionButton key={option} action={action} onAct={onAct} className={`tt-qd-two ${isBetter ? 'tt-primary' : ''} ${!isBetter && totals[0] !== totals[1] ? 'tt-qd-worse' : ''}`}
              testId={`option-${option}`} label={`${tr('queens-dungeon.actions.optionLabel', { option: words, from: scoreNumber(c.current), to: scoreNumber(total) })} (${note})`}>
              <span className="tt-qd-main">{words}</span>
              <span className="tt-qd-sub">{tr('queens-dungeon.actions.result', { from: scoreNumber(c.current), to: scoreNumber(total) })}</span>
              <span className="tt-qd-sub tt-qd-cost">{note}</span>
            </ActionButton>
          );
        })}
      </div>
    </div>
  );
}

export function QueensDungeonActions(props: GameViewProps & { actions: Action[] }) {
  const trumps = props.actions.filter((a) => a.type === 'CHOOSE_TRUMP');
  const choices = props.actions.filter((a) => a.type === 'DUNGEON_CHOICE');
  return (
    <>
      {trumps.length > 0 ? <TrumpChoice {...props} actions={trumps} /> : null}
      {choices.length > 0 ? <DungeonChoice {...props} actions={choices} /> : null}
    </>
  );
}
