// King of the Hill's table parts (rules: /rules/king-of-the-hill.md).
import type { GameUi } from '../index';
import {
  asKh, cardBadge, cardSelection, describeAction, describeFact, explainScore, explainTrick, scoreSheetRow, seatBadges, sortHand, tutorPrompt,
} from './logic';
import { KingOfTheHillActions } from './KingOfTheHillActions';
import { KingOfTheHillHandResult } from './KingOfTheHillHandResult';
import { KingOfTheHillPanel, KingOfTheHillScoreDetails, KingOfTheHillSeatExtras } from './KingOfTheHillPanel';

export const kingOfTheHillUi: GameUi = {
  // two packs: every card twice
  cardCopies: 2,
  // the partner changes places with a challenger (§4.1): the plates and the trick follow
  seatRing: (obs) => asKh(obs).seating,
  sortHand,
  cardBadge,
  seatBadges,
  Panel: KingOfTheHillPanel,
  SeatExtras: KingOfTheHillSeatExtras,
  actionTypes: ['DECLARE_TRUMP', 'OVERRIDE_TRUMP', 'REINFORCE', 'PASS', 'CHOOSE_TRUMP', 'CALL_PARTNER', 'PLAY_PAIR'],
  ActionChoices: KingOfTheHillActions,
  HandResultBody: KingOfTheHillHandResult,
  ScoreDetails: KingOfTheHillScoreDetails,
  totalKey: 'king-of-the-hill.result.final',
  totalLabel: 'king-of-the-hill.panel.track',
  scoreSheetRow,
  tutorPrompt,
  explainTrick,
  explainScore,
  describeFact,
  describeAction,
  cardSelection,
};
