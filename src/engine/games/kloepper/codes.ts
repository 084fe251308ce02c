// Kloepper's own refusal codes (rules spec §4, §4.1, §5.1, §11.2) and the AI's own reason keys,
// beside the common ones (core/errors.ts COMMON_REFUSALS, ai/index.ts HINT_PARAMS). Their words
// live in the game's catalogues only: kloepper.errors.<code>, kloepper.hint.<key>
// (ui/i18n/{en,ja}/games/kloepper.ts). A refusal goes to the seat that tried only: it may name
// that seat's own side, never another seat's.
import type { GameCodes } from '../../core/errors';

export const kloepperCodes = {
  refusals: [
    // §4 row 3: CALL_PARTNER or GO_ALONE from a seat without both black queens
    'ERR_NOT_DOUBLE_HOLDER',
    // §4 row 3: the double holder must call an ace or go alone, not pass
    'ERR_MUST_DECLARE',
    // §4 row 3: only AC, AS or AH may be called, never the trump ace (params: card)
    'ERR_BAD_CALL',
    // D-9: an ace in the caller's own hand (params: card)
    'ERR_OWN_ACE',
    // D-9, requireCalledSuitInHand: the caller holds no plain card of the suit (params: suit)
    'ERR_NO_CARD_OF_SUIT',
    // §4.1: KNOCK from a seat not on the Queens team
    'ERR_NOT_QUEENS_TEAM',
    // §4.1: a second knock this deal (params: seat = the knocker)
    'ERR_ALREADY_KNOCKED',
    // §4.1: KNOCK_OFF before any knock
    'ERR_NO_KNOCK',
    // §4.1: a second knock-off this deal (params: seat = the knock-offer)
    'ERR_ALREADY_KNOCKED_OFF',
    // §4.1: KNOCK_OFF from a member of the Queens team
    'ERR_QUEENS_TEAM_KNOCK_OFF',
    // §4.1: knocking is over once trick 2 is led (after the second window)
    'ERR_KNOCK_CLOSED',
    // D-9, calledAceMustFollow: the called suit was led and the seat holds the called ace (params: card)
    'ERR_MUST_PLAY_CALLED_ACE',
  ],
  hints: {},
} as const satisfies GameCodes;

export type KloepperRefusal = (typeof kloepperCodes.refusals)[number];
