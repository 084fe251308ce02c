// Skat's own refusal codes (rules spec §11) and the AI's own reason keys, beside the common ones
// (core/errors.ts COMMON_REFUSALS, ai/index.ts HINT_PARAMS). Their words live in the game's
// catalogues only: skat.errors.<code>, skat.hint.<key> (ui/i18n/{en,ja}/games/skat.ts).
import type { GameCodes } from '../../core/errors';

export const skatCodes = {
  refusals: [
    'ERR_BAD_BID',
    'ERR_BID_TOO_LOW',
    'ERR_BID_NOT_18',
    'ERR_MUST_ANSWER',
    'ERR_MUST_SAY',
    'ERR_BAD_DISCARD',
    'ERR_BAD_CONTRACT',
    'ERR_ANNOUNCE_NEEDS_HAND',
    'ERR_BAD_ANNOUNCEMENT',
    'ERR_NULL_BELOW_BID',
    'ERR_SURRENDER_OFF',
  ],
  hints: {
    'hint.skat.pass': ['value', 'limit'],
  },
} as const satisfies GameCodes;

export type SkatRefusal = (typeof skatCodes.refusals)[number];
