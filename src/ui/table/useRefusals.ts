// A person's move at the table, and what the table says when it is refused. A click is never
// dropped: the machine takes the move, or says why it refused (its error), or, where it does
// not listen (a move out of turn), the engine's refusal is shown here; a legal move the table
// still did not take gets a "not now". A refused card shakes in the hand.
import { useEffect, useRef, useState } from 'react';
import type { Action, Card, EngineError, Match, Seat } from '../../engine';
import { applyAction } from '../../engine';
import type { TableContext } from '../../flow/types';

/** A legal move the table did not take (it should take every one): said, never dropped. */
const NOT_NOW: EngineError = { code: 'ERR_NOT_NOW', message: 'Not now: try again in a moment.' };

export interface Refusals {
  /** the refusal to show now, if any */
  error: EngineError | null;
  /** the card to shake (a new `n` shakes it again) */
  shake: { card: Card; n: number } | null;
  submit(seat: Seat, action: Action): void;
  dismiss(): void;
}

/**
 * `send` and `context` are the table machine's (the context read right after a send tells
 * whether it took the move); `match` is the match on screen.
 */
export function useRefusals(ctx: TableContext, match: Match, send: (e: { type: 'ACT'; seat: Seat; action: Action } | { type: 'DISMISS_ERROR' }) => void, context: () => TableContext): Refusals {
  const [localError, setLocalError] = useState<{ error: EngineError; at: number } | null>(null);
  const error = ctx.error ?? (localError && localError.at === match.log.length ? localError.error : null);
  const lastTry = useRef<Card | null>(null);
  const [shake, setShake] = useState<{ card: Card; n: number } | null>(null);
  const shakeCard = (card: Card) => setShake((s) => ({ card, n: (s?.n ?? 0) + 1 }));
  useEffect(() => {
    if (ctx.error && lastTry.current) shakeCard(lastTry.current);
  }, [ctx.error]);

  const submit = (seat: Seat, action: Action) => {
    const card = action.type === 'PLAY' ? (action.card as Card) : null;
    lastTry.current = card;
    setLocalError(null);
    const before = context();
    send({ type: 'ACT', seat, action });
    const after = context();
    if (after.match !== before.match || (after.error !== null && after.error !== before.error)) return;
    const r = applyAction(before.match, seat, action);
    setLocalError({ error: r.ok ? NOT_NOW : r.error, at: before.match.log.length });
    if (card) shakeCard(card);
  };
  const dismiss = () => {
    setLocalError(null);
    send({ type: 'DISMISS_ERROR' });
  };
  return { error, shake, submit, dismiss };
}
