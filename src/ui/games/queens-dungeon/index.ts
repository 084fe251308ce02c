// Queen's Dungeon's table parts (rules: /rules/queens-dungeon.md).
import type { GameUi } from '../index';
import {
  cardBadge, describeAction, describeFact, explainScore, explainTrick, replaysHandInProgress, reviewsLastTrick, scoreSheetRow, seatBadges, sortHand, tutorNote, tutorPrompt,
} from './logic';
import { QueensDungeonActions } from './QueensDungeonActions';
import { QueensDungeonHandResult } from './QueensDungeonHandResult';
import { QueensDungeonPanel, QueensDungeonScoreDetails } from './QueensDungeonPanel';

export const queensDungeonUi: GameUi = {
  sortHand,
  cardBadge,
  seatBadges,
  Panel: QueensDungeonPanel,
  actionTypes: ['CHOOSE_TRUMP', 'DUNGEON_CHOICE'],
  ActionChoices: QueensDungeonActions,
  HandResultBody: QueensDungeonHandResult,
  ScoreDetails: QueensDungeonScoreDetails,
  scoreSheetRow,
  tutorPrompt,
  tutorNote,
  explainTrick,
  explainScore,
  describeFact,
  describeAction,
  reviewsLastTrick,
  replaysHandInProgress,
};
