// Ascot's table parts (rules: /rules/ascot.md).
import type { GameUi } from '../index';
import { AscotActions } from './AscotActions';
import { AscotHandResult } from './AscotHandResult';
import { AscotPanel, AscotSeatExtras, StockArea } from './AscotPanel';
import { cardBadge, describeFact, explainScore, explainTrick, faceUpCards, reviewsLastTrick, scoreSheetRow, seatBadges, sortHand, tutorPrompt } from './logic';

export const ascotUi: GameUi = {
  sortHand,
  cardBadge,
  seatBadges,
  Panel: AscotPanel,
  PanelAside: StockArea,
  SeatExtras: AscotSeatExtras,
  actionTypes: ['DRAW'],
  ActionChoices: AscotActions,
  HandResultBody: AscotHandResult,
  totalKey: 'ascot.result.final',
  scoreSheetRow,
  tutorPrompt,
  explainTrick,
  explainScore,
  describeFact,
  faceUpCards,
  reviewsLastTrick,
};
