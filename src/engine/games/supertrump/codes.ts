// Supertrump's own refusal codes (rules spec §11) and the AI's own reason keys, beside the common ones
// (core/errors.ts COMMON_REFUSALS, ai/index.ts HINT_PARAMS). Their words live in the game's
// catalogues only: supertrump.errors.<code>, supertrump.hint.<key> (ui/i18n/{en,ja}/games/supertrump.ts).
import type { GameCodes } from '../../core/errors';

export const supertrumpCodes = {
  refusals: [
    'ERR_BAD_SUIT',
    'ERR_BAD_RANK',
  ],
  hints: {},
} as const satisfies GameCodes;

export type SupertrumpRefusal = (typeof supertrumpCodes.refusals)[number];
