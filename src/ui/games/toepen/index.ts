// Toepen's table parts (rules: /rules/toepen.md).
import type { GameUi } from '../index';
import { cardBadge, describeFact, explainScore, explainTrick, scoreSheetRow, seatBadges, sortHand, tutorPrompt } from './logic';
import { ToepenActions } from './ToepenActions';
import { ToepenHandResult } from './ToepenHandResult';
import { ToepenAside, ToepenPanel, ToepenSeatExtras } from './ToepenPanel';

export const toepenUi: GameUi = {
  sortHand,
  cardBadge,
  seatBadges,
  Panel: ToepenPanel,
  PanelAside: ToepenAside,
  SeatExtras: ToepenSeatExtras,
  actionTypes: ['EXCHANGE', 'PASS', 'CHALLENGE', 'SIGNAL', 'KNOCK', 'STAY', 'FOLD'],
  ActionChoices: ToepenActions,
  HandResultBody: ToepenHandResult,
  totalKey: 'toepen.result.total',
  totalLabel: 'toepen.sheet.chips',
  scoreSheetRow,
  tutorPrompt,
  explainTrick,
  explainScore,
  describeFact,
};
