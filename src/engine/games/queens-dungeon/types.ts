import type { Card, CompletedTrick, Observation, PlayedCard, Rank, ScoredHand, Seat, Suit } from '../../core/types';

/** status().phase values (§11.4). */
export type QueensDungeonPhase = 'chooseTrump' | 'trickPlay' | 'trumpChange' | 'dungeonChoice' | 'keyChoice' | 'handResult' | 'gameOver';

/** §6.2: the options of "to the dungeon" (3 queens) and "lose the key" (4 queens). */
export type DungeonOption = 'MATCH_LOWEST' | 'MINUS_100';
export type KeyOption = 'ZERO' | 'MINUS_250';

export interface QueensDungeonOptions {
  removedTwo: '2S' | '2H' | '2D' | '2C';
  firstLead: 'dealerLeft' | 'dealer';
  mustTrump: boolean;
  dungeonTrickScoring: 'voidTrick' | 'voidHand';
  dungeonTrickCountsForContract: boolean;
  tieBreak: 'playOn' | 'shared';
  targetScore: number;
  reviewLastTrick: boolean;
}

/** One round of the cut for the first dealer (§3.1): who drew, what, and the dealer once one card is highest. */
export interface CutRound {
  seats: Seat[];
  cards: Card[];
  /** the seat with the single highest card, or null: the tied seats cut again */
  dealer: Seat | null;
}

/** A trump of this deal and the first trick it applies to (1: the dealer's blind choice). */
export interface TrumpRecord {
  suit: Suit;
  fromTrick: number;
}

/** A dungeon or key choice (§6.2): public, as the total it changes. */
export interface DungeonRecord {
  seat: Seat;
  trickNo: number;
  kind: 'dungeon' | 'key';
  option: DungeonOption | KeyOption;
  /** the seat's total before and after the choice */
  before: number;
  after: number;
}

/** A scored deal (§6.1): public, and it names no card. */
export interface HandResult extends ScoredHand {
  /** the hand scores of §6.1 (the dungeon / key changes are not in them: see `dungeons`) */
  deltas: number[];
  /** totals when the deal began (totalsAtDealStart) */
  totalsBefore: number[];
  /** tricks won per seat, tricks that scored (at most two queens), queens in them */
  tricks: number[];
  scoringTricks: number[];
  scoringQueens: number[];
  contract: number;
  /** the dealer made the contract */
  made: boolean;
  /** seats whose whole deal scored nothing (dungeonTrickScoring 'voidHand') */
  voided: Seat[];
  dungeons: DungeonRecord[];
  trumps: TrumpRecord[];
}

export interface QueensDungeonState {
  seed: string;
  options: QueensDungeonOptions;
  deals: { hands: Card[][]; rest?: Card[] }[];
  players: number;
  handNumber: number;
  dealer: Seat;
  phase: QueensDungeonPhase;
  totals: number[];
  /** totals when this deal began (§4, §6.2: `low` is their minimum) */
  totalsAtDealStart: number[];
  /** the cut for the first dealer (empty when setup.dealer was given) */
  cut: CutRound[];
  /** the trump in force, null before the dealer names it */
  trump: Suit | null;
  trumps: TrumpRecord[];
  hands: Card[][];
  leader: Seat;
  trick: PlayedCard[];
  trickNo: number;
  tricksWon: number[];
  /** tricks won with at most two queens, and the queens in them (§6.1) */
  scoringTricks: number[];
  scoringQueens: number[];
  /** queens in each seat's won tricks, every trick counted (QD-4 of docs/rules-decisions.md: public) */
  queensWon: number[];
  /** per seat: it won a 3- or 4-queen trick under dungeonTrickScoring 'voidHand' */
  voided: boolean[];
  /** per seat: bit set (1 << suit index in C D H S) of the suits it has shown it lacks this deal */
  voids: number[];
  lastTrick: CompletedTrick | null;
  /** the completed tricks of this deal, in order (face down: in no observation) */
  tricks: CompletedTrick[];
  dungeons: DungeonRecord[];
  history: HandResult[];
  winners: Seat[];
}

export interface QueensDungeonObservation extends Observation {
  game: 'queens-dungeon';
  phase: QueensDungeonPhase;
  /** the settings; `removedTwo` only with three seats (QD-3) */
  options: Omit<QueensDungeonOptions, 'removedTwo'> & { removedTwo?: QueensDungeonOptions['removedTwo'] };
  /** the trump in force (null before the dealer names it) and every trump of this deal */
  trump: Suit | null;
  trumps: TrumpRecord[];
  /** the two out of play with three seats, else null */
  removedTwo: Card | null;
  totalsAtDealStart: number[];
  /** tricks the dealer must win (5 with four seats, 7 with three) */
  contract: number;
  /** cards each seat was dealt this deal */
  handSize: number;
  leader: Seat;
  trickNo: number;
  /** the suits each seat has shown it lacks this deal (QD-4 of docs/rules-decisions.md) */
  voids: Suit[][];
  /** the queens in each seat's won tricks this deal, every trick counted (QD-4) */
  queensWon: number[];
  /** this deal's dungeon and key choices */
  dungeons: DungeonRecord[];
  /** the cut for the first dealer, by rank (its cards go back into the pack: QD-3) */
  cut: { seats: Seat[]; ranks: Rank[]; dealer: Seat | null }[];
  /** the deal just scored (handResult / gameOver), else null */
  result: HandResult | null;
  history: HandResult[];
}
