// Skat's table parts (rules: /rules/skat.md).
import type { GameUi } from '../index';
import { cardBadge, cardSelection, describeAction, describeFact, explainScore, explainTrick, reviewsLastTrick, scoreSheetRow, seatBadges, sortHand, tutorPrompt } from './logic';
import { SkatActions } from './SkatActions';
import { SkatHandResult } from './SkatHandResult';
import { SkatPanel } from './SkatPanel';

export const skatUi: GameUi = {
  sortHand,
  cardBadge,
  seatBadges,
  Panel: SkatPanel,
  actionTypes: ['BID', 'HOLD', 'PASS', 'TAKE_SKAT', 'PLAY_HAND', 'DECLARE', 'SURRENDER'],
  ActionChoices: SkatActions,
  HandResultBody: SkatHandResult,
  tutorPrompt,
  explainTrick,
  explainScore,
  describeFact,
  describeAction,
  cardSelection,
  scoreSheetRow,
  reviewsLastTrick,
};
