import type { EngineError, Refusal } from './types';

/** A refusal result. `params` let the UI say the same thing in another language. */
export function refuse(code: string, message: string, params?: EngineError['params']): Refusal {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}

/** Thrown only by newMatch, whose contract returns a Match (not a Result). */
export class SetupError extends Error {
  constructor(readonly error: EngineError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'SetupError';
  }
}
