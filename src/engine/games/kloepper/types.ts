import type { Card, CompletedTrick, Observation, PlayedCard, ScoredHand, Seat, Suit } from '../../core/types';
import type { ScoreTable } from './scoreTable';

/** status().phase values (§11.4). */
export type KloepperPhase = 'partnerDeclaration' | 'knockWindow' | 'trickPlay' | 'handResult' | 'gameOver';

/** §4: how the Queens team is made this deal (engine-private until the deal is scored). */
export type Partnership = 'NORMAL' | 'CALLED' | 'SOLO';

/** §4: the knock state of the deal. */
export type KnockState = 'NONE' | 'KNOCKED' | 'KNOCKED_OFF';

/**
 * The poll the engine runs (§4 rows 3, 4, 6; §4.1): the partner declaration, knock window 1 or
 * 2, or the response round after a knock; null while cards are played or the deal is over.
 */
export type PollKind = 'declaration' | 'window1' | 'window2' | 'response';

export interface KloepperOptions {
  scoreTable: ScoreTable;
  knockOffRule: 'doubleStake' | 'literal';
  requireCalledSuitInHand: boolean;
  calledAceMustFollow: boolean;
  targetScore: number;
  tieBreak: 'playOn' | 'shared';
  showCardPointsDuringPlay: boolean;
}

/** A public call (§4 row 3): the caller and the ace it named. */
export interface CallRecord {
  seat: Seat;
  card: Card;
}

/** When a knock or knock-off came (§4.1): in knock window 1, during trick 1, or in knock window 2. */
export type KnockMoment = 'beforeLead' | 'trick1' | 'afterTrick1';

/** A public knock or knock-off: who, and when. */
export interface KnockRecord {
  seat: Seat;
  moment: KnockMoment;
}

/** A scored deal (§6): public, the Queens team included. */
export interface HandResult extends ScoredHand {
  deltas: number[];
  partnership: Partnership;
  queensTeam: Seat[];
  /** the call by its suit (the score sheet names no card that may lie in a later deal's hidden hand) */
  call: { seat: Seat; suit: Suit } | null;
  knock: KnockRecord | null;
  knockOff: KnockRecord | null;
  /** card points per seat, and the Queens team's */
  points: number[];
  queensPoints: number;
  /** tricks per seat, and whether the Queens team took all six */
  tricks: number[];
  allTricks: boolean;
}

export interface KloepperState {
  seed: string;
  options: KloepperOptions;
  deals: { hands: Card[][]; rest?: Card[] }[];
  handNumber: number;
  dealer: Seat;
  phase: KloepperPhase;
  totals: number[];
  hands: Card[][];
  /** the seats of the running poll, in order, and the index of the one asked now */
  poll: Seat[];
  pollIdx: number;
  pollKind: PollKind | null;
  /** set once the declaration is over (engine-private: a silent solo stays secret) */
  partnership: Partnership;
  queensTeam: Seat[];
  call: CallRecord | null;
  knock: KnockState;
  knocker: KnockRecord | null;
  knockOffer: KnockRecord | null;
  leader: Seat;
  trick: PlayedCard[];
  trickNo: number;
  tricksWon: number[];
  /** card points of the tricks each seat won this deal */
  pointsWon: number[];
  lastTrick: CompletedTrick | null;
  tricks: CompletedTrick[];
  history: HandResult[];
  winners: Seat[];
}

export interface KloepperObservation extends Observation {
  game: 'kloepper';
  phase: KloepperPhase;
  options: KloepperOptions;
  pollKind: PollKind | null;
  /** the public call, if any (§4.2) */
  call: CallRecord | null;
  knock: KnockState;
  knocker: KnockRecord | null;
  knockOffer: KnockRecord | null;
  /** §4.1: KNOCK / KNOCK_OFF are still possible this deal (until the lead to trick 2) */
  knockOpen: boolean;
  leader: Seat;
  trickNo: number;
  /** every completed trick of this deal (played cards and winners are public, §4.2) */
  tricks: CompletedTrick[];
  /**
   * What every seat knows of the teams (§4.2): the seats shown to be on the Queens team (a
   * black queen or the called ace played, the caller, the knocker), the seats shown to be
   * opponents (the knock-offer; everyone else once the whole Queens team is shown), and
   * whether the whole Queens team is shown.
   */
  queensShown: Seat[];
  opponentsShown: Seat[];
  teamShown: boolean;
  /**
   * What this seat alone knows (§4.2): its own side (from its cards and the call), the
   * partners it knows, and, for the soloist only, that it plays alone.
   */
  ownSide: 'queens' | 'opponents' | null;
  knownPartners: Seat[];
  alone: boolean;
  /** card points won per seat: with showCardPointsDuringPlay, or once the deal is scored; else null */
  pointsWon: number[] | null;
  /** the deal just scored (handResult / gameOver), else null */
  result: HandResult | null;
  history: HandResult[];
}
