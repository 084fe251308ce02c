import type { Card, CompletedTrick, Observation, PlayedCard, ScoredHand, Seat } from '../../core/types';

/** status().phase values (§11.4). */
export type ToepenPhase = 'exchange' | 'challenge' | 'signal' | 'trickPlay' | 'knockResponse' | 'handResult' | 'gameOver';

export type SignalKind = 'stand' | 'whistle' | 'none';

export interface ToepenOptions {
  preset: 'seed' | 'dutch';
  startingChips: number;
  winCondition: 'mostChipsAtFirstBankruptcy' | 'lastPlayerStanding';
  cardOrder: 'seed' | 'dutch';
  signals: 'manual' | 'auto' | 'off';
  nextDealer: 'left' | 'lastTrickWinner';
  winnerCollectsStake: boolean;
  knockRequiresCover: boolean;
}

/** A knock waiting for its answers (§4.3). */
export interface PendingKnock {
  knocker: Seat;
  /** every other active seat, clockwise from the knocker's left */
  responders: Seat[];
  /** the responder asked now */
  idx: number;
}

/** A challenge of this deal (§4.1): the exchanged-away hand is public from then on. */
export interface ChallengeRecord {
  challenger: Seat;
  exchanger: Seat;
  cards: Card[];
  payer: Seat;
  paid: number;
}

/** One seat's settlement (§4.5): paid as a loser of trick 4, received as the winner, paid for a forgotten signal. */
export interface SettlementPart {
  lost: number;
  collected: number;
  penalty: number;
}

/** A settled deal (§4.5): public, and it names no card. */
export interface HandResult extends ScoredHand {
  /** the winner of trick 4, or the knocker everybody folded to */
  winner: Seat;
  reason: 'lastTrick' | 'allFolded';
  /** the final stake */
  stake: number;
  /** settlement payments only (§11.7): losers, the winner's receipt, forgotten signals */
  deltas: number[];
  /** `deltas` per seat, split into the three steps of §4.5 (each ≥ 0; delta = collected − lost − penalty) */
  parts: SettlementPart[];
  /** seats that paid the forgotten-signal penalty (§4.2) */
  forgotten: Seat[];
  chipsBefore: number[];
  chipsAfter: number[];
  /** seats eliminated by this deal (winCondition 'lastPlayerStanding') */
  eliminated: Seat[];
}

export interface ToepenState {
  seed: string;
  options: ToepenOptions;
  deals: { hands: Card[][]; rest?: Card[] }[];
  players: number;
  handNumber: number;
  dealer: Seat;
  phase: ToepenPhase;
  chips: number[];
  eliminated: boolean[];
  /** chips at the start of the deal (§6.3: the tie rule when everybody is at 0) */
  chipsAtDeal: number[];
  hands: Card[][];
  /** the dealer's face-down pile, top first */
  stock: Card[];
  /** exchanged-away and folded hands, face down */
  discardPile: Card[];
  /** per seat: the four cards it exchanged away this deal, or null */
  exchangedHand: (Card[] | null)[];
  exchangeOrder: Seat[];
  exchangeIdx: number;
  /** the seats still to be asked whether to challenge the current exchange */
  challengeQueue: Seat[];
  challenges: ChallengeRecord[];
  /** per seat: its signal, null until sent (hidden until `signalsRevealed`) */
  signals: (SignalKind | null)[];
  signalsRevealed: boolean;
  forgotSignal: boolean[];
  stake: number;
  lastKnocker: Seat;
  knockCount: number;
  playsSinceLastKnock: number;
  pendingKnock: PendingKnock | null;
  /** the knocks of this deal, in order, with their answers so far (public) */
  knocks: KnockRecord[];
  folded: boolean[];
  trickNo: number;
  leader: Seat;
  trick: PlayedCard[];
  /** per seat: the cards it played this deal, face up for the whole deal */
  played: Card[][];
  lastTrick: CompletedTrick | null;
  /** the completed tricks of this deal, in order */
  tricks: CompletedTrick[];
  tricksWon: number[];
  /** chips paid into the pool minus chips paid out, over the match (§4.5, T-11) */
  poolBalance: number;
  history: HandResult[];
  winners: Seat[];
}

/** A knock of this deal as everyone saw it: when it came, and who stayed or folded. */
export interface KnockRecord {
  knocker: Seat;
  trickNo: number;
  /** per seat: how many cards it had played this deal when the knock came */
  played: number[];
  /** the answers in the order given */
  answers: { seat: Seat; stay: boolean }[];
}

export interface ToepenObservation extends Observation {
  game: 'toepen';
  phase: ToepenPhase;
  options: ToepenOptions;
  stake: number;
  /** the stake-marker holder: the last knocker, or null (the dealer shows the marker) */
  lastKnocker: Seat | null;
  knockCount: number;
  playsSinceLastKnock: number;
  pendingKnock: { knocker: Seat; responders: Seat[]; idx: number } | null;
  /** the knocks of this deal, in order, with every answer given so far */
  knocks: KnockRecord[];
  poolBalance: number;
  stockSize: number;
  discardCount: number;
  /** who exchanged this deal */
  exchanged: boolean[];
  /** the seat whose exchange may be challenged now, else null */
  exchanger: Seat | null;
  /** challenged exchanges of this deal, with the revealed cards */
  challenges: ChallengeRecord[];
  /** who has signalled (before the reveal, only this) */
  signalled: boolean[];
  /** every seat's signal once revealed together, else null */
  signals: (SignalKind | null)[] | null;
  /** the signal this seat sent (it knows it before the reveal), or null */
  ownSignal: SignalKind | null;
  folded: boolean[];
  eliminated: boolean[];
  /** every card played this deal, per seat, in order */
  played: Card[][];
  /** the completed tricks of this deal, in order (all cards are played face up, T-18) */
  tricks: CompletedTrick[];
  leader: Seat;
  trickNo: number;
  /** the deal just settled (handResult / gameOver), else null */
  result: HandResult | null;
  history: HandResult[];
}
