// Supertrump (rules: shared/rules/supertrump.md; seed: Japanese blog post of 2015-06-03 on
// Craig Duncan's game). Two players, one deal per game, two stages of 13 tricks.
// Defaults: supertrumpMembership 'trump', confirmDraws false, reviewLastTrick true,
// gamesPerMatch 1.
// Phases: chooseTrump → chooseSuperTrump → trickPlay (→ draw with confirmDraws) →
// handResult (more games to come) | gameOver.
// Actions: CHOOSE_TRUMP{suit}, CHOOSE_SUPERTRUMP{rank}, PLAY{card}, DRAW{}, NEXT_HAND{}.
import type { GameDefinition } from '../../core/types';
import { checkDeal } from './deal';
import { supertrumpMeta } from './meta';
import { observe } from './observe';
import { apply, initialState, legal, status } from './play';
import type { SupertrumpObservation, SupertrumpState } from './types';

export const supertrump: GameDefinition<SupertrumpState, SupertrumpObservation> = {
  ...supertrumpMeta,
  validateDeal: (deal) => checkDeal(deal),
  init: initialState,
  legal,
  apply,
  observe,
  status,
};

export type { SupertrumpObservation, SupertrumpState } from './types';
