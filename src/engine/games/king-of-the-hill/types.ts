import type { Card, CompletedTrick, Observation, PlayedCard, Rank, ScoredHand, Seat, Suit } from '../../core/types';

/** status().phase values (§11.4). */
export type KothPhase = 'dealing' | 'dealEndWindow' | 'chooseTrump' | 'kitty' | 'callPartner' | 'trickPlay' | 'handResult' | 'gameOver';

/** The trump suit of a round: a suit or no-trump (§2.3). */
export type TrumpSuit = Suit | 'NT';

export interface KothOptions {
  preset: 'seed' | 'tractor';
  declarationTiming: 'onDeal' | 'anyTime';
  allowInitialPairDeclaration: boolean;
  allowReinforce: boolean;
  firstKing: 'dealerRight' | 'firstDeclarer';
  pairFollow: 'seed' | 'strict';
  kittyMultiplier: 'flat2' | 'byLead';
  reseat: boolean;
  hiddenPartner: boolean;
  suddenDeath: 'rounds' | 'shared';
  startRank: Rank;
  /** ranks a marker jumps over (§3, a table option: track.ts) */
  skipRanks: Rank[];
}

/**
 * The trump declaration of the round (§4): level 0 nothing yet, 1 a single card (it may be
 * overridden), 2 final (a pair, an override, a reinforcement or the King's choice).
 * `declarer` is -1 for the King's choice and before any declaration; `cards` are the cards
 * the declarer exposed last.
 */
export interface Declaration {
  level: 0 | 1 | 2;
  suit: TrumpSuit | null;
  declarer: Seat;
  cards: Card[];
}

/**
 * Why the engine is asking during the deal (§4 notes): `dealt` the player who just received a
 * card (under onDeal the declaration must use it), `override` the players already holding a
 * pair right after a single-card declaration, `anyTime` the players asked after a dealt card
 * under declarationTiming anyTime, `window` the poll of DEAL_END_WINDOW.
 */
export type ChanceKind = 'dealt' | 'override' | 'anyTime' | 'window';

/** A round as the score sheet keeps it (§6): public, and naming no card (they may lie in a later round's hidden hands). */
export interface HandResult extends ScoredHand {
  king: Seat;
  partner: Seat;
  trumpRank: Rank;
  trumpSuit: TrumpSuit;
  /** C of §6.1: the challengers' trick points plus the kitty bonus */
  challengerPoints: number;
  /** the challengers' card points from tricks */
  trickPoints: number;
  /** card points of the buried kitty, and its multiplier in C (0 when the King team won the last trick) */
  kittyPoints: number;
  kittyMultiplier: number;
  lastTrickWinner: Seat;
  /** card points each player captured in tricks */
  points: number[];
  /** steps each player's marker moved (§6.2) */
  steps: number[];
  /** the next round's King, or -1 when the game is over */
  nextKing: Seat;
  /** the players at A after the round (sudden death, §6.5) */
  contenders: Seat[];
}

/** The round just scored, for the hand result: the record with the cards it may now name. */
export interface RoundReveal {
  calledCard: Card;
  /** the buried kitty (§4.2: everyone sees it at ROUND_SCORING) */
  kitty: Card[];
}

export interface KothState {
  seed: string;
  options: KothOptions;
  deals: { hands: Card[][]; rest?: Card[] }[];
  handNumber: number;
  dealer: Seat;
  phase: KothPhase;
  /** every player's marker as a rank index (0 = '2' … 12 = 'A'), by seat */
  ranks: number[];
  /** the seating, clockwise: places[i] is the seat at place i (play goes from place i to i − 1) */
  places: Seat[];
  /** the King, or -1 before the first declaration under firstKing 'firstDeclarer' */
  king: Seat;
  trumpRank: Rank;
  trumpSuit: TrumpSuit | null;
  declaration: Declaration;
  /** per seat, the exposed declaration cards still in its hand (public) */
  exposed: Card[][];
  /** the round's whole deal: each seat's 20 cards in the order received, and the kitty */
  dealHands: Card[][];
  kitty: Card[];
  /** the first player dealt to (the King, or the dealer's right under firstDeclarer) and the cards dealt so far (0 … 100) */
  firstReceiver: Seat;
  dealt: number;
  hands: Card[][];
  /** the cards the King has buried so far (the new kitty) */
  buried: Card[];
  /** the players asked now during the deal, in order, the one asked now, and why */
  poll: Seat[];
  pollIdx: number;
  chance: ChanceKind | null;
  /** DEAL_END_WINDOW: seats polled in a row without a declaration */
  quiet: number;
  calledCard: Card | null;
  /** the partner, or -1 (not yet called, or hidden until the called card is played) */
  partner: Seat;
  leader: Seat;
  trick: PlayedCard[];
  /** cards each player plays to the current trick: 1, 2 (a pair lead), or 0 before the lead */
  trickSize: number;
  trickNo: number;
  tricksWon: number[];
  pointsWon: number[];
  lastTrick: CompletedTrick | null;
  tricks: CompletedTrick[];
  contenders: Seat[];
  history: HandResult[];
  reveal: RoundReveal | null;
  winners: Seat[];
}

export interface KothObservation extends Observation {
  game: 'king-of-the-hill';
  phase: KothPhase;
  options: KothOptions;
  /** every player's rank on the track, by seat */
  ranks: Rank[];
  king: Seat;
  trumpRank: Rank;
  trumpSuit: TrumpSuit | null;
  declaration: Declaration;
  /** per seat, its exposed declaration cards still in hand */
  exposed: Card[][];
  /** cards dealt so far in this round (0 … 100) */
  dealt: number;
  /** why the asked player is asked during the deal, or null */
  chance: ChanceKind | null;
  /** cards in the kitty as the table sees it: 8 before the pickup, then the cards buried */
  kittySize: number;
  /** the King's own view: the kitty picked up, and the cards buried so far (others: null until the round is scored) */
  kitty: Card[] | null;
  buried: Card[] | null;
  calledCard: Card | null;
  partner: Seat;
  /** the seats clockwise from place 0, and the play order from the King (or the first receiver) */
  seating: Seat[];
  playOrder: Seat[];
  leader: Seat;
  trickSize: number;
  trickNo: number;
  tricks: CompletedTrick[];
  /** card points captured in tricks this round, by seat, and the challengers' running total (null while the partner is hidden) */
  pointsWon: number[];
  challengerPoints: number | null;
  contenders: Seat[];
  /** the round just scored (handResult, gameOver), with its cards */
  result: (HandResult & RoundReveal) | null;
  history: HandResult[];
}
