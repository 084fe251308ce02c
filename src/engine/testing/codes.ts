// What each game's engine hands the UI to word (core/errors.ts GameCodes): the common codes
// and hint keys with the game's own from games/<id>/codes.ts, for the tests that check them.
import { HINT_PARAMS } from '../ai/index';
import { COMMON_REFUSALS, type GameCodes } from '../core/errors';
import { collectParts } from '../core/discover';
import type { GameId } from '../core/types';

export const gameCodes = collectParts<GameCodes>(import.meta.glob('../games/*/codes.ts', { eager: true }), 'Codes');

/** Every refusal code `game` may return: the common ones and its own. */
export function refusalsOf(game: GameId): Set<string> {
  return new Set<string>([...COMMON_REFUSALS, ...(gameCodes[game]?.refusals ?? [])]);
}

/** Every reason key `game`'s hints may carry, with the params each fills in. */
export function hintParamsOf(game: GameId): Readonly<Record<string, readonly string[]>> {
  return { ...HINT_PARAMS, ...gameCodes[game]?.hints };
}
