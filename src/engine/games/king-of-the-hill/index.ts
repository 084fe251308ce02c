// King of the Hill (rules: shared/rules/king-of-the-hill.md; seed: a Japanese blog post of
// 2018-01-07, with alexander-jiang/kingofthehill and the standard Eighty Points / Tractor
// rules). 5 players, two 54-card packs (every card twice, jokers included): 20 cards each,
// dealt one at a time counterclockwise from the King, and an 8-card kitty. The King's rank is
// the trump rank; its cards, the jokers and the declared suit are the trumps. A player dealt a
// trump-rank card may expose it to make its suit trump; another player may override a single
// card with an identical pair of another suit. The King buries eight cards and calls a card:
// its holder is his partner, reseated two places away. Single and pair leads; the challengers'
// points (5s, 10s, kings; the kitty doubled on the last trick) move every player's own marker
// on the track 2 → A; the first at A wins, several at once play sudden death.
// Defaults (preset seed): declarationTiming onDeal, allowInitialPairDeclaration true,
// allowReinforce false, firstKing dealerRight, pairFollow seed, kittyMultiplier flat2, reseat
// true, hiddenPartner false, suddenDeath rounds, startRank 2, skipRanks [] (a table option).
// Preset tractor: anyTime, strict, byLead. Preset short (H-1): startRank J.
// Phases: dealing (while a player is asked) → dealEndWindow (anyTime) → chooseTrump (nobody
// declared) → kitty → callPartner → trickPlay → handResult | gameOver. Dealing between chances,
// the kitty pickup, the partner's reveal and reseating, trick collection, scoring and the
// game-end check are automatic.
// Actions: DECLARE_TRUMP{cards}, OVERRIDE_TRUMP{cards}, REINFORCE{card}, PASS{},
// CHOOSE_TRUMP{suit}, DISCARD{card} (eight times), CALL_PARTNER{card}, PLAY{card},
// PLAY_PAIR{cards}, NEXT_HAND{}.
import type { GameDefinition } from '../../core/types';
import { checkDeal } from './deal';
import { kingOfTheHillMeta, PRESET_OPTIONS } from './meta';
import { observe } from './observe';
import { apply, initialState, legal, status } from './play';
import { skipRanksOption } from './track';
import type { KothObservation, KothState } from './types';

export const kingOfTheHill: GameDefinition<KothState, KothObservation> = {
  ...kingOfTheHillMeta,
  tableOptions: { skipRanks: skipRanksOption },
  presetOptions: PRESET_OPTIONS,
  validateDeal: checkDeal,
  init: initialState,
  legal,
  apply,
  observe,
  status,
};

export type {
  ChanceKind, Declaration, HandResult, KothObservation, KothOptions, KothPhase, KothState, RoundReveal, TrumpSuit,
} from './types';
