// Supertrump's table parts (rules: /rules/supertrump.md).
import type { GameUi } from '../index';
import { cardBadge, describeFact, explainScore, explainTrick, faceUpCards, handScore, reviewsLastTrick, scoreSheetRow, seatBadges, sortHand, tutorPrompt } from './logic';
import { SupertrumpActions } from './SupertrumpActions';
import { SupertrumpHandResult } from './SupertrumpHandResult';
import { StockArea, SupertrumpPanel, SupertrumpScoreDetails, SupertrumpSeatExtras } from './SupertrumpPanel';

export const supertrumpUi: GameUi = {
  sortHand,
  cardBadge,
  seatBadges,
  Panel: SupertrumpPanel,
  PanelAside: StockArea,
  SeatExtras: SupertrumpSeatExtras,
  actionTypes: ['CHOOSE_TRUMP', 'CHOOSE_SUPERTRUMP', 'DRAW'],
  ActionChoices: SupertrumpActions,
  HandResultBody: SupertrumpHandResult,
  ScoreDetails: SupertrumpScoreDetails,
  handScore,
  scoreSheetRow,
  tutorPrompt,
  explainTrick,
  explainScore,
  describeFact,
  faceUpCards,
  reviewsLastTrick,
};
