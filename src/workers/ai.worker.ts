// The AI in a module Web Worker, so search never blocks the table.
// In: { id, obs, opts }   Out: { id, action } | { id, error }
import { chooseAction } from '../engine/ai';
import type { AiOptions } from '../engine/ai';
import type { Action, Observation } from '../engine/core/types';

export interface AiRequest {
  id: number;
  obs: Observation;
  opts: AiOptions;
}
export type AiReply = { id: number; action: Action } | { id: number; error: string };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<AiRequest>) => void) | null;
  postMessage(msg: AiReply): void;
};

scope.onmessage = (e) => {
  const { id, obs, opts } = e.data ?? ({} as AiRequest);
  try {
    scope.postMessage({ id, action: chooseAction(obs, opts) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
