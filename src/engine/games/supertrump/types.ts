import type { Card, CompletedTrick, Observation, PlayedCard, Rank, ScoredHand, Seat, Suit } from '../../core/types';

export type SupertrumpPhase = 'chooseTrump' | 'chooseSuperTrump' | 'trickPlay' | 'draw' | 'handResult' | 'gameOver';

export interface SupertrumpOptions {
  supertrumpMembership: 'trump' | 'printed';
  confirmDraws: boolean;
  reviewLastTrick: boolean;
  gamesPerMatch: number;
}

/** One scored game (deal) of the match: public once scored. */
export interface SupertrumpHandScore extends ScoredHand {
  trump: Suit;
  superRank: Rank;
  tricks1: [number, number];
  tricks2: [number, number];
  points: [number, number];
}

export interface SupertrumpState {
  seed: string;
  options: SupertrumpOptions;
  deals: { hands: Card[][]; rest?: Card[] }[];
  handNumber: number;
  dealer: Seat;
  phase: SupertrumpPhase;
  hands: [Card[], Card[]];
  /** face-down stock, top first; the upcard is not in it */
  stock: Card[];
  upcard: Card | null;
  trump: Suit | null;
  superRank: Rank | null;
  stage: 1 | 2;
  /** 1..26: the trick being played */
  trickNo: number;
  leader: Seat;
  trick: PlayedCard[];
  tricks1: [number, number];
  tricks2: [number, number];
  /** face-up cards each seat took from the stock and has not played yet */
  knownCards: [Card[], Card[]];
  lastTrick: CompletedTrick | null;
  /** cards of this game's completed tricks, in play order (all were played face up) */
  played: Card[];
  /** with confirmDraws: the seats still to send DRAW, winner first */
  drawQueue: Seat[];
  totals: [number, number];
  history: SupertrumpHandScore[];
  winners: Seat[];
}

export interface SupertrumpObservation extends Observation {
  game: 'supertrump';
  phase: SupertrumpPhase;
  options: SupertrumpOptions;
  trump: Suit | null;
  superRank: Rank | null;
  upcard: Card | null;
  /** cards not yet drawn, the upcard included */
  stockSize: number;
  stage: 1 | 2;
  trickNo: number;
  leader: Seat;
  /** knownCards[s]: face-up cards seat s took and still holds (public) */
  knownCards: Card[][];
  tricks1: number[];
  tricks2: number[];
  /** cards of this game's completed tricks, in play order: a player may remember them */
  played: Card[];
  /** every scored game of the match so far */
  history: SupertrumpHandScore[];
  gamesPerMatch: number;
}
