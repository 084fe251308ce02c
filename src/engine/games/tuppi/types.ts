import type { Card, CompletedTrick, Observation, ScoredHand, Seat } from '../../core/types';
import type { TrickTable } from '../../kit/completedTrick';

/** status().phase values (§11.4). */
export type TuppiPhase = 'auction' | 'soloOffer' | 'soloDiscard' | 'soloGive' | 'trickPlay' | 'handResult' | 'gameOver';

export type Mode = 'rami' | 'nolo' | 'solo';
export type BidWord = 'rami' | 'nolo';

export interface TuppiOptions {
  preset: 'seed' | 'traditional';
  allowTwoAsBidCard: boolean;
  bidMethod: 'handCard' | 'tokens';
  ramiOpeningLeader: 'declarer' | 'rightOfDeclarer';
  soloEnabled: boolean;
  soloExchange: 'optional' | 'mandatory' | 'off';
  soloLength: number;
  wipeRule: 'wipeAndCredit' | 'resetBoth' | 'none';
  targetScore: number;
  /** 0 = no limit (T-1) */
  handLimit: number;
  endHandWhenDecided: boolean;
  reviewLastTrick: boolean;
}

/** A stored bid (§4 context); the card stays in the hand. */
export interface Bid {
  kind: 'card' | 'verbal' | 'token';
  bid: BidWord;
  card?: Card;
}

/** A bid turned over in the reveal: public from then on. */
export interface RevealedBid extends Bid {
  seat: Seat;
}

/** A scored hand (§6): public, and it names no card. */
export interface HandResult extends ScoredHand {
  mode: Mode;
  declarer: Seat | null;
  soloist: Seat | null;
  /** tricks taken by [NS, EW] */
  tricks: [number, number];
  /** 0 = NS scored, 1 = EW scored */
  side: 0 | 1;
  points: number;
  /** [NS, EW] before and after the wipe rule */
  scoreBefore: [number, number];
  scoreAfter: [number, number];
  /** stopped early under endHandWhenDecided (D-16) */
  abandoned: boolean;
}

/** The trick-play fields (leader, trick, trickNo, tricksWon, lastTrick, tricks) are the kit's. */
export interface TuppiState extends TrickTable {
  seed: string;
  options: TuppiOptions;
  deals: { hands: Card[][]; rest?: Card[] }[];
  handNumber: number;
  dealer: Seat;
  phase: TuppiPhase;
  hands: Card[][];
  /** hidden until revealed; a bid after the first red one is never shown */
  bids: (Bid | null)[];
  revealed: RevealedBid[];
  /** revealed bid cards known to be in each hand until played */
  knownCards: Card[][];
  mode: Mode | null;
  declarer: Seat;
  soloist: Seat;
  sittingOut: Seat;
  /** the defender being asked whether to play solo, -1 otherwise */
  offeredTo: Seat;
  /** solo discard and the retired partner's cards: face down, never shown */
  outOfPlay: Card[];
  /** side scores [NS, EW] */
  score: [number, number];
  history: HandResult[];
  winners: Seat[];
}

export interface TuppiObservation extends Observation {
  game: 'tuppi';
  phase: TuppiPhase;
  options: TuppiOptions;
  /** which seats have bid (never what, while the auction runs) */
  hasBid: boolean[];
  revealed: RevealedBid[];
  knownCards: Card[][];
  mode: Mode | null;
  declarer: Seat | null;
  soloist: Seat | null;
  sittingOut: Seat | null;
  leader: Seat;
  trickNo: number;
  /**
   * this hand's completed tricks in order, each with its winner: every card was played face up
   * and may be remembered, so they are listed whatever `reviewLastTrick` says (T-11)
   */
  tricks: CompletedTrick[];
  /** tricks taken by [NS, EW] in this hand */
  teamTricks: [number, number];
  /** side scores [NS, EW] */
  score: [number, number];
  outOfPlayCount: number;
  /** the hand just scored (handResult / gameOver), else null */
  result: HandResult | null;
  history: HandResult[];
}
