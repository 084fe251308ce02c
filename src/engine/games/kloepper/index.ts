// Kloepper (rules: shared/rules/kloepper.md; seed: a Japanese blog post of 2018-01-21, with
// the "Official World Championship Rules of Kloepper" via gamefarm.jp and gamerules.com, and
// pagat.com). 4 seats, a 24-card pack (9 10 J Q K A), six cards each dealt 3 + 3. Eleven
// trumps: QC QS JC JS JH JD AD 10D KD QD 9D; the plain suits rank A 10 K (Q) 9. The holders of
// the two black queens are partners, secret until both queens are played; a seat dealt both
// calls an ace (its holder is the secret partner) or plays alone without a word. A Queens-team
// member may knock (claim all six tricks) before the lead to trick 2; an opponent may answer
// with a knock-off. Card points (A 11, 10 10, K 4, Q 3, J 2) decide the game points of §6 (one
// settings object, option scoreTable); each seat keeps its own total; first to 30 ends the game.
// Defaults: scoreTable §6.4, knockOffRule 'doubleStake', requireCalledSuitInHand false,
// calledAceMustFollow false, targetScore 30, tieBreak 'playOn', showCardPointsDuringPlay false.
// Presets: standard, sheepshead (called-suit rules of D-9 on), short (15).
// Phases: partnerDeclaration → knockWindow → trickPlay (trick 1, with knocks at any moment) →
// knockWindow → trickPlay → handResult | gameOver; a knock opens a response round (knockWindow).
// Dealing, the partnership, trick collection, closing the windows, scoring and the game-end
// check are automatic.
// Actions: CALL_PARTNER{card}, GO_ALONE{}, PASS{}, KNOCK{}, KNOCK_OFF{} (in trick 1 also out of
// turn), PLAY{card}, NEXT_HAND{}.
import type { GameDefinition } from '../../core/types';
import { checkDeal } from './deal';
import { kloepperMeta } from './meta';
import { observe } from './observe';
import { apply, initialState, legal, status } from './play';
import { scoreTableOption } from './scoreTable';
import type { KloepperObservation, KloepperState } from './types';

export const kloepper: GameDefinition<KloepperState, KloepperObservation> = {
  ...kloepperMeta,
  tableOptions: { scoreTable: scoreTableOption },
  validateDeal: checkDeal,
  init: initialState,
  legal,
  apply,
  observe,
  status,
};

export type {
  CallRecord, HandResult, KloepperObservation, KloepperOptions, KloepperPhase, KloepperState, KnockMoment, KnockRecord, KnockState,
  Partnership, PollKind,
} from './types';
export type { ScoreTable } from './scoreTable';
