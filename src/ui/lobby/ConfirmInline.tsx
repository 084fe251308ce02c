// An in-app "are you sure?" for destructive buttons (delete a save, reset statistics):
// the question and two buttons replace the trigger, focus lands on the safe choice.
import { useEffect, useRef } from 'react';

interface Props {
  question: string;
  yes: string;
  no: string;
  onYes(): void;
  onNo(): void;
}

export function ConfirmInline({ question, yes, no, onYes, onNo }: Props) {
  const noRef = useRef<HTMLButtonElement>(null);
  useEffect(() => noRef.current?.focus(), []);
  return (
    <div className="confirm" role="alertdialog" aria-label={question} onKeyDown={(e) => e.key === 'Escape' && onNo()}>
      <p className="confirm__question">{question}</p>
      <span className="confirm__buttons">
        <button type="button" className="btn btn--small btn--danger" onClick={onYes} data-testid="confirm-yes">{yes}</button>
        <button type="button" className="btn btn--small" ref={noRef} onClick={onNo} data-testid="confirm-no">{no}</button>
      </span>
    </div>
  );
}
