import type { Card, CompletedTrick, Observation, ScoredHand, Seat, Suit } from '../../core/types';
import type { TrickTable } from '../../kit/completedTrick';

/** status().phase values (§11.4). */
export type AscotPhase = 'trickPlay' | 'draw' | 'handResult' | 'gameOver';

/** The horses (§2.1), in the spec's order AS AC AH AD. */
export type Ace = 'AS' | 'AC' | 'AH' | 'AD';
/** §1: the black player owns AS and AC, the red player AH and AD. */
export type Side = 'black' | 'red';
/** §6.1: a race's result. */
export type RaceResult = Side | 'deadHeat';
export type MatchMode = 'single' | 'marathon' | 'marathonCarryOver';

/** §6.4: start positions per ace, in half-lengths. */
export type Handicap = Record<Ace, number>;

/** One horse on the racecourse (§2.1): its position and its advances this deal. */
export interface Horse {
  pos: number;
  moves: number;
}
export type Horses = Record<Ace, Horse>;

export interface AscotOptions {
  seat0Side: Side | 'random';
  trumpFromFirstUpcard: boolean;
  tieBreak: 'secondHorse' | 'deadHeat';
  maxMovesPerDeal: number;
  handicapAS: number;
  handicapAC: number;
  handicapAH: number;
  handicapAD: number;
  /** the spec's handicap object (a table option): an ace named here ignores its plain setting */
  handicap: Partial<Handicap>;
  matchMode: MatchMode;
  races: number;
  confirmDraws: boolean;
  reviewLastTrick: boolean;
}

/**
 * A finished deal (§6): public. `result` is null for a deal of a carry-over marathon before
 * the last: the race goes on.
 */
export interface RaceRecord extends ScoredHand {
  horses: Horses;
  result: RaceResult | null;
  deltas: number[];
}

/** The trick-play fields (kit/completedTrick.ts); `trickNo` 1..24 is the trick being played (the next one while the last one's draws are made). */
export interface AscotState extends TrickTable {
  seed: string;
  options: AscotOptions;
  deals: { hands: Card[][]; rest?: Card[] }[];
  handNumber: number;
  dealer: Seat;
  phase: AscotPhase;
  /** each seat's colour, fixed for the match (§3 step 1) */
  sides: Side[];
  hands: Card[][];
  /** the face-down stock, top first; the upcard is not in it */
  stock: Card[];
  upcard: Card | null;
  trump: Suit | null;
  stage: 1 | 2;
  /** face-up cards each seat took from the stock and still holds (public) */
  knownCards: Card[][];
  /** per horse, in ACES order: position and advances this deal */
  pos: number[];
  moves: number[];
  /** with confirmDraws: the seats still to send DRAW, winner first */
  drawQueue: Seat[];
  totals: number[];
  history: RaceRecord[];
  winners: Seat[];
}

export interface AscotObservation extends Observation {
  game: 'ascot';
  phase: AscotPhase;
  options: AscotOptions;
  /** each seat's colour */
  sides: Side[];
  horses: Horses;
  upcard: Card | null;
  /** cards not yet drawn, the upcard included */
  stockSize: number;
  /** knownCards[s]: face-up cards seat s took and still holds (public) */
  knownCards: Card[][];
  trump: Suit | null;
  stage: 1 | 2;
  trickNo: number;
  leader: Seat;
  /** this deal's completed tricks: every card was seen as it was played */
  tricks: CompletedTrick[];
  /** the deal just finished (handResult / gameOver), else null */
  result: RaceRecord | null;
  history: RaceRecord[];
}
