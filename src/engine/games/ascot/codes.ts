// Ascot's own refusal codes and the AI's own reason keys, beside the common ones
// (core/errors.ts COMMON_REFUSALS, ai/index.ts HINT_PARAMS). Every refusal of §11.2 is a
// common one (a card not in hand, not following suit, the wrong seat or phase, a bad shape),
// and the AI's reasons are the shared search's: the game declares none of its own.
import type { GameCodes } from '../../core/errors';

export const ascotCodes = {
  refusals: [],
  hints: {},
} as const satisfies GameCodes;
