// Skat (rules: shared/rules/skat.md, ISkO with the BGA game-help page as seed). Three
// seats; the declarer plays alone against two after an auction of game values.
// Defaults (preset "isko"): auctionRoles 'isko' (M says, F holds), handMatadorsIgnoreSkat
// false, allowSurrender true, allPass 'throwIn', ramschSkatTo 'lastTrick', scoring
// 'classic', handsPerGame 12, reviewLastTrick true. Preset "seed": auctionRoles 'seed',
// handMatadorsIgnoreSkat true.
// Phases: bidding → skatDecision → (discard →) declaration → trickPlay → handResult |
// gameOver; an all-pass deal is thrown in (→ handResult) or, with allPass 'ramsch', played
// as Ramsch (→ trickPlay).
// Actions: BID{value}, HOLD{}, PASS{}, TAKE_SKAT{}, PLAY_HAND{}, DISCARD{cards:[c1,c2]},
// DECLARE{contract}, SURRENDER{}, PLAY{card}, NEXT_HAND{}.
import type { GameDefinition } from '../../core/types';
import { checkDeal } from './deal';
import { PRESET_OPTIONS, skatMeta } from './meta';
import { observe } from './observe';
import { apply, initialState, legal, status } from './play';
import type { SkatObservation, SkatState } from './types';

export const skat: GameDefinition<SkatState, SkatObservation> = {
  ...skatMeta,
  presetOptions: PRESET_OPTIONS,
  validateDeal: (deal) => checkDeal(deal),
  init: initialState,
  legal,
  apply,
  observe,
  status,
};

export type { Contract, HandScore, SkatObservation, SkatState } from './types';
