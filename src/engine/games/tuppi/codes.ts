// Tuppi's own refusal codes (rules spec §11) and the AI's own reason keys, beside the common ones
// (core/errors.ts COMMON_REFUSALS, ai/index.ts HINT_PARAMS). Their words live in the game's
// catalogues only: tuppi.errors.<code>, tuppi.hint.<key> (ui/i18n/{en,ja}/games/tuppi.ts).
import type { GameCodes } from '../../core/errors';

export const tuppiCodes = {
  refusals: [
    'ERR_ALREADY_BID',
    'ERR_BAD_BID',
    'ERR_BAD_DISCARD',
    'ERR_COURT_CARD_BID',
    'ERR_TWO_NOT_ALLOWED',
    'ERR_MUST_BID_WITH_CARD',
    'ERR_WRONG_BID_METHOD',
    'ERR_EXCHANGE_REQUIRED',
  ],
  hints: {
    'hint.tuppi.soloGive': ['card'],
  },
} as const satisfies GameCodes;

export type TuppiRefusal = (typeof tuppiCodes.refusals)[number];
