// Ascot (rules: shared/rules/ascot.md; seed: a Japanese blog post of 2018-01-14, with pagat.com's
// "ASCOT" by K. Stevens). 2 seats, German-Whist style: the 48 cards without aces (K high, 2
// low), 12 each dealt one at a time from the non-dealer, 24 in the stock with its top card face
// up; in phase 1 the trick's winner takes the upcard (public), the loser the next card (private);
// phase 2 plays the hands out. Tricks score nothing: the aces are racehorses, and when the
// leader wins a trick the ace of the led suit advances half a length (at most 6 times a deal).
// One player owns AS and AC (black), the other AH and AD (red); the furthest horse wins, then
// the second horses (tieBreak), else a dead heat.
// Defaults: seat0Side 'random', trumpFromFirstUpcard false, tieBreak 'secondHorse',
// maxMovesPerDeal 6, handicap 0 for every ace (handicapAS … handicapAD, or the table option
// handicap { AS, AC, AH, AD }), matchMode 'single' (or 'marathon', 'marathonCarryOver'; races 3),
// confirmDraws false, reviewLastTrick false.
// Presets: standard, marathon, longRace, trumps, headStartBlack, headStartRed.
// Phases: trickPlay (→ draw with confirmDraws) → handResult (more races) | gameOver.
// Dealing, the upcards, trick collection, the draws, the horses' advances, the race result and
// the match end are automatic.
// Actions: PLAY{card}, DRAW{}, NEXT_HAND{}.
import type { GameDefinition } from '../../core/types';
import { checkDeal } from './deal';
import { handicapOption } from './handicap';
import { ascotMeta } from './meta';
import { observe } from './observe';
import { apply, initialState, legal, status } from './play';
import type { AscotObservation, AscotState } from './types';

export const ascot: GameDefinition<AscotState, AscotObservation> = {
  ...ascotMeta,
  tableOptions: { handicap: handicapOption },
  validateDeal: checkDeal,
  init: initialState,
  legal,
  apply,
  observe,
  status,
};

export type {
  Ace, AscotObservation, AscotOptions, AscotPhase, AscotState, Handicap, Horse, Horses, MatchMode, RaceRecord, RaceResult, Side,
} from './types';
