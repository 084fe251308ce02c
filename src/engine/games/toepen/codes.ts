// Toepen's own refusal codes (rules spec §8, §11) and the AI's own reason keys, beside the common ones
// (core/errors.ts COMMON_REFUSALS, ai/index.ts HINT_PARAMS). Their words live in the game's
// catalogues only: toepen.errors.<code>, toepen.hint.<key> (ui/i18n/{en,ja}/games/toepen.ts).
import type { GameCodes } from '../../core/errors';

export const toepenCodes = {
  refusals: [
    'ERR_STOCK_TOO_SMALL',
    'ERR_NO_PLAY_SINCE_LAST_KNOCK',
    'ERR_LAST_KNOCKER',
    'ERR_CANNOT_COVER',
    'ERR_NOT_ACTIVE',
    'ERR_ILLEGAL_SIGNAL',
    'ERR_ALREADY_SIGNALLED',
  ],
  hints: {
    'hint.toepen.knock': ['stake', 'n', 'value'],
    'hint.toepen.knockFree': ['stake', 'n', 'value'],
    // easy's hunch: its chance to win the deal, in per cent
    'hint.toepen.knockHunch': ['win', 'stake'],
    'hint.toepen.stayHunch': ['win'],
    'hint.toepen.foldHunch': ['win'],
  },
} as const satisfies GameCodes;

export type ToepenRefusal = (typeof toepenCodes.refusals)[number];
