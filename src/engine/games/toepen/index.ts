// Toepen (rules: shared/rules/toepen.md; seed: a Japanese blog write-up of 2013, with the
// Dutch rules as preset "dutch"). 2–8 seats, a 32-card pack, four cards each, no trumps;
// only the last of the four tricks decides the deal. Knocking raises the stake by one chip;
// the others stay or fold (paying the pre-knock stake). Chips; the game ends at the first
// bankruptcy (or, optionally, with the last player standing).
// Defaults (preset "seed"): startingChips 20, winCondition 'mostChipsAtFirstBankruptcy',
// cardOrder 'seed' (A K Q J 10 9 8 7), signals 'manual', nextDealer 'left',
// winnerCollectsStake true, knockRequiresCover true. Preset "dutch": cardOrder 'dutch'
// (10 9 8 7 A K Q J), signals 'off', nextDealer 'lastTrickWinner', winnerCollectsStake false.
// Phases: exchange ⇄ challenge → signal → trickPlay ⇄ knockResponse → handResult |
// gameOver. Dealing, revealing the signals, trick collection, settlement, bankruptcy and
// elimination are automatic.
// Actions: EXCHANGE{}, PASS{}, CHALLENGE{}, SIGNAL{kind}, PLAY{card}, KNOCK{} (any eligible
// seat, also outside toAct), STAY{}, FOLD{}, NEXT_HAND{}.
import type { GameDefinition } from '../../core/types';
import { checkDeal } from './deal';
import { PRESET_OPTIONS, toepenMeta } from './meta';
import { observe } from './observe';
import { apply, initialState, legal, status } from './play';
import type { ToepenObservation, ToepenState } from './types';

export const toepen: GameDefinition<ToepenState, ToepenObservation> = {
  ...toepenMeta,
  presetOptions: PRESET_OPTIONS,
  validateDeal: checkDeal,
  init: initialState,
  legal,
  apply,
  observe,
  status,
};

export type { HandResult, SignalKind, ToepenObservation, ToepenOptions, ToepenState } from './types';
