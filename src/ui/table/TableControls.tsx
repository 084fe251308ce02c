// App controls in the table header: undo, and pause / step / resume while the table plays
// itself. They are not engine moves, so none carries data-action.
import type { ReactNode } from 'react';
import { EyeIcon, PauseIcon, PlayIcon, StepIcon, UndoIcon } from './icons';
import { useTableUi } from './tableUi';

export interface UndoControl {
  enabled: boolean;
  onUndo(): void;
}
export interface WatchControl {
  paused: boolean;
  /** a bot move is waiting on the pause: Step would play it */
  canStep: boolean;
  onPause(): void;
  onStep(): void;
  onResume(): void;
  /** every hand face up (a table of AIs only) */
  openHands: boolean;
  onOpenHands(open: boolean): void;
}

function ControlButton({ icon, label, hint, enabled = true, pressed, testid, onClick }: {
  icon: ReactNode;
  label: string;
  hint?: string;
  enabled?: boolean;
  /** a toggle: on or off */
  pressed?: boolean;
  testid: string;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className="tt-btn tt-small tt-ctl"
      data-testid={testid}
      title={hint}
      disabled={!enabled}
      aria-disabled={!enabled}
      aria-pressed={pressed}
      onClick={onClick}
    >
      <span aria-hidden="true" className="tt-ctl-icon">{icon}</span>
      <span className="tt-ctl-text">{label}</span>
    </button>
  );
}

export function TableControls({ undo, watch }: { undo: UndoControl | null; watch: WatchControl | null }) {
  const { tr } = useTableUi();
  if (!undo && !watch) return null;
  return (
    <div className="tt-controls" role="group" aria-label={tr('table.controls.label')}>
      {undo ? (
        <ControlButton icon={<UndoIcon />} label={tr('table.controls.undo')} hint={tr('table.controls.undoHint')}
          enabled={undo.enabled} testid="undo" onClick={undo.onUndo} />
      ) : null}
      {watch ? (
        <>
          {watch.paused ? (
            <ControlButton icon={<PlayIcon />} label={tr('table.controls.resume')} testid="watch-resume" onClick={watch.onResume} />
          ) : (
            <ControlButton icon={<PauseIcon />} label={tr('table.controls.pause')} testid="watch-pause" onClick={watch.onPause} />
          )}
          <ControlButton icon={<StepIcon />} label={tr('table.controls.step')} hint={tr('table.controls.stepHint')}
            enabled={watch.canStep} testid="watch-step" onClick={watch.onStep} />
          <ControlButton icon={<EyeIcon />} label={tr('table.controls.openHands')} hint={tr('table.controls.openHandsHint')}
            pressed={watch.openHands} testid="watch-open-hands" onClick={() => watch.onOpenHands(!watch.openHands)} />
        </>
      ) : null}
    </div>
  );
}
