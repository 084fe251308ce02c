import type { Action, EngineError, Refusal } from './types';

/** A refusal result. `params` let the UI say the same thing in another language. */
export function refuse(code: string, message: string, params?: EngineError['params']): Refusal {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}

/**
 * ERR_BAD_ACTION unless `fields` are exactly the action's own enumerable keys besides `type`
 * (every game's shape check; a loop, as it runs on every action of the AI's playouts).
 */
export function fieldsRefusal(a: Action, fields: readonly string[]): Refusal | null {
  let n = 0;
  for (const k in a) {
    if (k === 'type' || !Object.hasOwn(a, k)) continue;
    if (!listed(fields, k)) return badFields(a, fields);
    n++;
  }
  return n === fields.length ? null : badFields(a, fields);
}

/** `list.includes(x)` for a short list of strings, as a loop the optimizer inlines (no builtin call). */
export function listed(list: readonly string[], x: string): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === x) return true;
  return false;
}

function badFields(a: Action, fields: readonly string[]): Refusal {
  return refuse('ERR_BAD_ACTION', `${a.type} takes ${fields.length ? fields.join(', ') : 'no fields'}.`, { type: a.type });
}

/** Thrown only by newMatch, whose contract returns a Match (not a Result). */
export class SetupError extends Error {
  constructor(readonly error: EngineError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'SetupError';
  }
}
