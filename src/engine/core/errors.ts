import type { Action, EngineError, Refusal } from './types';

/**
 * Refusal codes any game's applyAction may return (through the contract or its shape checks).
 * Their words live in the UI's shared catalogue only (ui/i18n/<lang>/errors.ts); a game's
 * own codes are declared in its folder (games/<id>/codes.ts) and worded in its catalogue.
 */
export const COMMON_REFUSALS = [
  'ERR_NOT_YOUR_TURN', 'ERR_WRONG_PHASE', 'ERR_UNKNOWN_ACTION', 'ERR_BAD_ACTION', 'ERR_CARD_NOT_IN_HAND',
  'ERR_MUST_FOLLOW', 'ERR_GAME_OVER', 'ERR_BAD_SEAT', 'ERR_INTERNAL',
] as const;
export type CommonRefusal = (typeof COMMON_REFUSALS)[number];

/** The codes of newMatch (SetupError) and deserialize: a setup or a save, not a move. */
export const SETUP_ERRORS = [
  'ERR_BAD_JSON', 'ERR_BAD_SAVE', 'ERR_SAVE_VERSION', 'ERR_UNKNOWN_GAME', 'ERR_BAD_PLAYERS',
  'ERR_BAD_SETUP', 'ERR_BAD_OPTION', 'ERR_BAD_DEAL',
] as const;

/**
 * What a game's engine hands the UI to put in words, beyond the common codes and hints:
 * games/<id>/codes.ts exports it as `<game>Codes`. The words live in the game's catalogues
 * only (`<game>.errors.<code>`, `<game>.hint.<key without 'hint.'>`, en and ja).
 */
export interface GameCodes {
  /** the refusal codes only this game returns */
  refusals: readonly `ERR_${string}`[];
  /** the AI's reason keys only this game gives, each with the params it fills in */
  hints: Readonly<Record<`hint.${string}`, readonly string[]>>;
}

/**
 * A refusal result: its code and the params that let the UI word it (ui/i18n: the shared
 * catalogue for common codes, the game's own for its codes, in every language). The
 * contract's `message` is derived from them, for logs and outside harnesses: the engine
 * keeps no second copy of the words.
 */
export function refuse(code: string, params?: EngineError['params']): Refusal {
  return { ok: false, error: params ? { code, message: codeMessage(code, params), params } : { code, message: code } };
}

/** 'ERR_MUST_FOLLOW (suit H; cards 9H 10H)'. */
function codeMessage(code: string, params: NonNullable<EngineError['params']>): string {
  const parts = Object.entries(params).map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(' ') : String(v)}`);
  return parts.length ? `${code} (${parts.join('; ')})` : code;
}

/**
 * ERR_BAD_ACTION unless `fields` are exactly the action's own enumerable keys besides `type`
 * (every game's shape check; a loop, as it runs on every action of the AI's playouts).
 */
export function fieldsRefusal(a: Action, fields: readonly string[]): Refusal | null {
  let n = 0;
  for (const k in a) {
    if (k === 'type' || !Object.hasOwn(a, k)) continue;
    if (!listed(fields, k)) return badFields(a);
    n++;
  }
  return n === fields.length ? null : badFields(a);
}

/** `list.includes(x)` for a short list of strings, as a loop the optimizer inlines (no builtin call). */
export function listed(list: readonly string[], x: string): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === x) return true;
  return false;
}

function badFields(a: Action): Refusal {
  return refuse('ERR_BAD_ACTION', { type: a.type });
}

/** Thrown only by newMatch, whose contract returns a Match (not a Result). */
export class SetupError extends Error {
  constructor(readonly error: EngineError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'SetupError';
  }
}
