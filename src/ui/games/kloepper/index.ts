// Kloepper's table parts (rules: /rules/kloepper.md).
import type { GameUi } from '../index';
import {
  cardBadge, describeAction, describeFact, explainScore, explainTrick, scoreSheetRow, seatBadges, sortHand, tutorPrompt,
} from './logic';
import { KloepperActions } from './KloepperActions';
import { KloepperHandResult } from './KloepperHandResult';
import { KloepperAside, KloepperPanel, KloepperScoreDetails } from './KloepperPanel';

export const kloepperUi: GameUi = {
  sortHand,
  cardBadge,
  seatBadges,
  Panel: KloepperPanel,
  PanelAside: KloepperAside,
  actionTypes: ['CALL_PARTNER', 'GO_ALONE', 'PASS', 'KNOCK', 'KNOCK_OFF'],
  ActionChoices: KloepperActions,
  HandResultBody: KloepperHandResult,
  ScoreDetails: KloepperScoreDetails,
  totalKey: 'kloepper.result.final',
  scoreSheetRow,
  tutorPrompt,
  explainTrick,
  explainScore,
  describeFact,
  describeAction,
};
