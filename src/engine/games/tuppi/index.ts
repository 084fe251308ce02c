// Tuppi (rules: shared/rules/tuppi.md; seed: Japanese blog post of 2021-12-08, with the
// Finnish federation's and Wikipedia's rules as preset "traditional"). Four seats in fixed
// pairs (NS = 0,2; EW = 1,3), no trumps ever; a face-down card auction decides between
// rami (high), nolo (low) and, after rami, a defender's solo (take no trick, ace low).
// Defaults (preset "seed"): allowTwoAsBidCard true, bidMethod 'handCard',
// ramiOpeningLeader 'declarer', soloEnabled true, soloExchange 'optional', soloLength 13,
// wipeRule 'wipeAndCredit', targetScore 52, handLimit 0 (= none), endHandWhenDecided
// false, reviewLastTrick true. Preset "traditional": no twos as bid cards, the declarer's
// right-hand neighbour leads rami, wipeRule 'resetBoth'.
// Phases: auction → (soloOffer → (soloDiscard → soloGive →)) trickPlay → handResult |
// gameOver. Dealing, the reveal, the partner's retirement, trick collection and scoring
// are automatic.
// Actions: PLACE_AUCTION_CARD{card}, PLACE_VERBAL_BID{bid}, PLACE_BID_TOKEN{bid},
// DECLARE_SOLO{}, PASS{}, DISCARD{cards:[card]}, GIVE{card}, PLAY{card}, NEXT_HAND{}.
import type { GameDefinition } from '../../core/types';
import { checkDeal } from './deal';
import { PRESET_OPTIONS, tuppiMeta } from './meta';
import { observe } from './observe';
import { apply, initialState, legal, status } from './play';
import type { TuppiObservation, TuppiState } from './types';

export const tuppi: GameDefinition<TuppiState, TuppiObservation> = {
  ...tuppiMeta,
  presetOptions: PRESET_OPTIONS,
  validateDeal: (deal) => checkDeal(deal),
  init: initialState,
  legal,
  apply,
  observe,
  status,
};

export type { HandResult, TuppiObservation, TuppiState } from './types';
