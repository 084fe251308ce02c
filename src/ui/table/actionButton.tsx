// A button that sends one engine action. Only these carry data-action (UI.md).
import type { ReactNode } from 'react';
import type { Action } from '../../engine';

/** The action's JSON exactly as the engine takes it, `type` first. */
export function actionJson(a: Action): string {
  const { type, ...rest } = a;
  return JSON.stringify({ type, ...rest });
}

export function ActionButton({ action, onAct, children, className, label, describedBy, autoFocus, testId }: {
  action: Action;
  onAct(a: Action): void;
  children: ReactNode;
  className?: string;
  label?: string;
  describedBy?: string;
  autoFocus?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={`tt-btn tt-action ${className ?? ''}`}
      data-action={actionJson(action)}
      data-testid={testId}
      aria-label={label}
      aria-describedby={describedBy}
      autoFocus={autoFocus}
      onClick={() => onAct(action)}
    >
      {children}
    </button>
  );
}
