// Queen's Dungeon (rules: shared/rules/queens-dungeon.md; seed: a Japanese blog post of
// 2018-01-28, with pagat.com (Ken Blosser) and gamefarm.jp). 3 or 4 seats, each for itself; a
// 52-card pack (51 with three seats: one two removed). The queen tops its suit; a queen may be
// played at any time. The dealer names the trump blind, before the deal, and must win 5 tricks
// (7 with three seats): +50, else −50 and nothing else. 10 a trick, 25 a queen taken; exactly two
// queens in a trick make the dealer change trump, three send the winner to the dungeon (its total
// down to the lowest of the deal's start, or −100), four lose it the key (0, or −250).
// The game ends after a deal in which someone reached 500; the highest total wins.
// Defaults: removedTwo '2C', firstLead 'dealerLeft', mustTrump true, dungeonTrickScoring
// 'voidTrick', dungeonTrickCountsForContract true, tieBreak 'playOn', targetScore 500,
// reviewLastTrick true. Presets: standard, gamefarm (the dealer leads), freeDiscard (no
// obligation to trump), short (250).
// Phases: chooseTrump → trickPlay ⇄ trumpChange | dungeonChoice | keyChoice → handResult |
// gameOver. The cut for the first dealer (when setup.dealer is absent), dealing, trick
// collection, counting queens, hand scoring and the game-end check are automatic.
// Actions: CHOOSE_TRUMP{suit} (the dealer: blind, and for the forced change), PLAY{card},
// DUNGEON_CHOICE{option} (MATCH_LOWEST / MINUS_100, or ZERO / MINUS_250), NEXT_HAND{}.
import type { GameDefinition } from '../../core/types';
import { checkDeal } from './deal';
import { queensDungeonMeta } from './meta';
import { observe } from './observe';
import { apply, initialState, legal, status } from './play';
import type { QueensDungeonObservation, QueensDungeonState } from './types';

export const queensDungeon: GameDefinition<QueensDungeonState, QueensDungeonObservation> = {
  ...queensDungeonMeta,
  validateDeal: checkDeal,
  init: initialState,
  legal,
  apply,
  observe,
  status,
};

export type {
  CutRound, DungeonOption, DungeonRecord, HandResult, KeyOption, QueensDungeonObservation, QueensDungeonOptions,
  QueensDungeonState, TrumpRecord,
} from './types';
