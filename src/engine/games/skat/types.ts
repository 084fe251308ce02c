import type { Card, CompletedTrick, Observation, PlayedCard, ScoredHand, Seat, Suit } from '../../core/types';

/** status().phase values (§11.4). */
export type SkatPhase = 'bidding' | 'skatDecision' | 'discard' | 'declaration' | 'trickPlay' | 'handResult' | 'gameOver';

export interface SkatOptions {
  preset: 'isko' | 'seed';
  auctionRoles: 'isko' | 'seed';
  handMatadorsIgnoreSkat: boolean;
  allowSurrender: boolean;
  allPass: 'throwIn' | 'ramsch';
  ramschSkatTo: 'lastTrick' | 'loser';
  scoring: 'classic' | 'tournament';
  handsPerGame: number;
  reviewLastTrick: boolean;
}

export type ContractType = 'suit' | 'grand' | 'null';

/** The declared game (§4); `hand` is set by the engine from the skat decision. */
export interface Contract {
  type: ContractType;
  trump?: Suit;
  hand: boolean;
  schneiderAnnounced: boolean;
  schwarzAnnounced: boolean;
  ouvert: boolean;
}

/** How tricks are played: a suit game's trump suit, Grand (also Ramsch) or Null. */
export type TrickRules = { kind: 'suit'; trump: Suit } | { kind: 'grand' } | { kind: 'null' };

/** One public auction call, in order. */
export interface AuctionCall {
  seat: Seat;
  type: 'BID' | 'HOLD' | 'PASS';
  value?: number;
}

export interface Auction {
  /** 1: M says to F; 2: R says to the survivor; 3: one seat alone may bid 18 (ISkO roles) */
  stage: 1 | 2 | 3;
  sayer: Seat;
  listener: Seat;
  /** whose call it is: the sayer's (BID/PASS) or the listener's (HOLD/PASS) */
  awaiting: 'say' | 'answer';
  /** highest value said or held, 0 = none */
  bid: number;
  passed: boolean[];
  calls: AuctionCall[];
}

/** A scored deal, public once scored. */
export interface HandScore extends ScoredHand {
  kind: 'game' | 'surrender' | 'thrownIn' | 'ramsch';
  declarer: Seat | null;
  bid: number;
  contract: Contract | null;
  won: boolean | null;
  value: number;
  matadors: number | null;
  /** §6.4: "with" (true: the declarer held J♣) or "without" (false) the matadors; null without matadors */
  matadorsWith: boolean | null;
  /** card points per seat (Ramsch), or the declarer's side: [declarer, opponents] in seat form */
  cardPoints: number[];
  deltas: number[];
  /** the original skat and the two put-back cards (equal in a hand game) */
  skat: Card[];
  discard: Card[];
}

/** A scored deal as the match history shows it: its cards stay with the deal's result. */
export type HandSummary = Omit<HandScore, 'skat' | 'discard'>;

export interface SkatState {
  seed: string;
  options: SkatOptions;
  deals: { hands: Card[][]; rest?: Card[] }[];
  handNumber: number;
  dealer: Seat;
  phase: SkatPhase;
  hands: Card[][];
  /** each seat's ten dealt cards (for matadors) */
  dealt: Card[][];
  skat: Card[];
  discard: Card[];
  auction: Auction;
  declarer: Seat;
  tookSkat: boolean;
  contract: Contract | null;
  ramsch: boolean;
  leader: Seat;
  trick: PlayedCard[];
  trickNo: number;
  tricksWon: number[];
  /** card points in each seat's won tricks (skat excluded) */
  trickPoints: number[];
  lastTrick: CompletedTrick | null;
  totals: number[];
  history: HandScore[];
  winners: Seat[];
  /** this deal's completed tricks, in order (the last one is `lastTrick`) */
  tricks: CompletedTrick[];
}

export interface SkatObservation extends Observation {
  game: 'skat';
  phase: SkatPhase;
  options: SkatOptions;
  roles: { forehand: Seat; middlehand: Seat; rearhand: Seat };
  auction: Auction;
  bid: number;
  declarer: Seat | null;
  tookSkat: boolean;
  contract: Contract | null;
  ramsch: boolean;
  /** the declarer's cards in an ouvert contract, else null */
  openHand: Card[] | null;
  /** the original skat: the declarer's after TAKE_SKAT, everyone's once scored */
  skat: Card[] | null;
  /** the put-back cards: the declarer's after DISCARD, everyone's once scored */
  discard: Card[] | null;
  leader: Seat;
  trickNo: number;
  /**
   * this deal's completed tricks in order, each with its winner: all were played face up,
   * so they are listed whatever `reviewLastTrick` says (K-14)
   */
  tricks: CompletedTrick[];
  /** the deal just scored (handResult / gameOver), else null */
  result: HandScore | null;
  history: HandSummary[];
  handsPerGame: number;
}
