// The AI in a module Web Worker, so search never blocks the table.
// In: { id, obs, opts, kind? }   Out: { id, action, hint? } | { id, error }
// kind 'hint' also returns the tutor's reason ({ action, reasonKey, params }).
// kind 'optional' asks whether to take an optional action (one outside toAct, e.g. an
// out-of-turn knock): `action` is one of obs.legal, or null for "do nothing".
// kind 'review' judges `move` (a person's, post-hand analysis) and returns `review`.
// The worker supplies the clock, so `opts.budgetMs` (if the caller sets it) caps the
// search; without budgetMs the AI does a fixed amount of search and the move is a pure
// function of (observation, level, seed).
import { chooseAction, chooseOptionalAction, hint, reviewMove } from '../engine/ai';
import type { AiOptions, Decision, MoveReview } from '../engine/ai';
import type { Action, Observation } from '../engine/core/types';

export interface AiRequest {
  id: number;
  obs: Observation;
  opts: AiOptions;
  kind?: 'action' | 'hint' | 'optional' | 'review';
  /** kind 'review': the move judged */
  move?: Action;
}
export type AiReply = { id: number; action: Action | null; hint?: Decision; review?: MoveReview } | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<AiRequest>) => void) | null;
  postMessage(msg: AiReply): void;
};

const now = (): number => performance.now();

scope.onmessage = (e) => {
  const { id, obs, opts, kind, move } = e.data ?? ({} as AiRequest);
  try {
    const withClock: AiOptions = { ...opts, now };
    if (kind === 'hint') {
      const h = hint(obs, withClock);
      scope.postMessage({ id, action: h.action, hint: h });
    } else if (kind === 'review' && move) {
      const review = reviewMove(obs, move, withClock);
      scope.postMessage({ id, action: review.best, review });
    } else if (kind === 'optional') {
      scope.postMessage({ id, action: chooseOptionalAction(obs, withClock) });
    } else {
      scope.postMessage({ id, action: chooseAction(obs, withClock) });
    }
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
