// Ascot's choices: the draws after a phase-1 trick, when the table confirms each one.
import type { Action } from '../../../engine';
import { ActionButton } from '../../table/actionButton';
import { useTr } from '../../table/text';
import type { GameViewProps } from '../index';
import { asAs } from './logic';

export function AscotActions({ obs: o, actions, onAct, viewer }: GameViewProps & { actions: Action[] }) {
  const tr = useTr();
  const obs = asAs(o);
  return (
    <>
      {actions.filter((a) => a.type === 'DRAW').map((a, i) => (
        <ActionButton key={`d${i}`} action={a} onAct={onAct} className="tt-primary" autoFocus>
          {obs.lastTrick?.winner === viewer ? tr('ascot.actions.drawUpcard') : tr('ascot.actions.drawHidden')}
        </ActionButton>
      ))}
    </>
  );
}
