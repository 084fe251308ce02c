// Tuppi's table parts (rules: /rules/tuppi.md).
import type { GameUi } from '../index';
import { cardBadge, cardSelection, describeAction, describeFact, explainScore, explainTrick, faceUpCards, reviewsLastTrick, scoreColumns, scoreSheetRow, seatBadges, sortHand, tutorPrompt } from './logic';
import { TuppiActions } from './TuppiActions';
import { TuppiHandResult } from './TuppiHandResult';
import { TuppiPanel } from './TuppiPanel';

export const tuppiUi: GameUi = {
  sortHand,
  cardBadge,
  seatBadges,
  Panel: TuppiPanel,
  actionTypes: ['PLACE_VERBAL_BID', 'PLACE_BID_TOKEN', 'DECLARE_SOLO', 'PASS'],
  ActionChoices: TuppiActions,
  HandResultBody: TuppiHandResult,
  tutorPrompt,
  explainTrick,
  explainScore,
  describeFact,
  describeAction,
  cardSelection,
  scoreColumns,
  scoreSheetRow,
  faceUpCards,
  reviewsLastTrick,
};
