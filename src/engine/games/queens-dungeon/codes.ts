// Queen's Dungeon's own refusal codes (rules spec §4, §5.1, §11.2) and the AI's own reason keys,
// beside the common ones (core/errors.ts COMMON_REFUSALS, ai/index.ts HINT_PARAMS). Their words
// live in the game's catalogues only: queens-dungeon.errors.<code>, queens-dungeon.hint.<key>
// (ui/i18n/{en,ja}/games/queens-dungeon.ts).
import type { GameCodes } from '../../core/errors';

export const queensDungeonCodes = {
  refusals: [
    // §5.1 rule 2: void in the led suit, the hand holds a trump (params: suit = the trump, led = the led suit)
    'ERR_MUST_TRUMP',
    // §4 row 7: the new trump must differ from the current one (params: suit)
    'ERR_SAME_TRUMP',
    // §4 rows 8–9: an option that is not one of this event's two (params: option, options)
    'ERR_BAD_CHOICE',
  ],
  hints: {
    // the blind trump: no card is seen, every suit is as good (suit: the one named)
    'hint.queens-dungeon.blindTrump': ['suit'],
    // the dungeon / the key: the higher total is kept (total), the other option would leave (other)
    'hint.queens-dungeon.dungeon': ['total', 'other'],
    'hint.queens-dungeon.key': ['total', 'other'],
  },
} as const satisfies GameCodes;

export type QueensDungeonRefusal = (typeof queensDungeonCodes.refusals)[number];
