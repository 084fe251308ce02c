// The engine contract's types (ARCHITECTURE.md, "The engine contract").
export type Suit = 'C' | 'D' | 'H' | 'S';
export type Rank = '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | 'J' | 'Q' | 'K' | 'A';
export type Card = `${Rank}${Suit}` | 'BJ' | 'RJ';
export type Seat = number;

export type GameId =
  | 'supertrump'
  | 'skat'
  | 'toepen'
  | 'tuppi'
  | 'queens-dungeon'
  | 'kloepper'
  | 'ascot'
  | 'king-of-the-hill';

/** Plain JSON, e.g. { type: 'PLAY', card: 'JC' }. The acting seat is never a field. */
export type Action = { type: string; [field: string]: unknown };

/** What happened inside applyAction; never carries hidden cards. */
export type Fact = { type: string; [field: string]: unknown };

export interface Deal {
  /** hands by seat, in the order received */
  hands: Card[][];
  /** stock / skat / kitty, top card first */
  rest?: Card[];
}

export interface MatchSetup {
  players: number;
  seed: string;
  dealer?: Seat;
  options?: Record<string, unknown>;
  deals?: Deal[];
}

/**
 * A refusal: `code` is stable (tests, i18n), `params` let the UI word it in any language
 * (its catalogues are the words' one home); `message` is derived from the two for logs and
 * harnesses ('ERR_MUST_FOLLOW (suit H; cards 9H 10H)'), or a setup's diagnosis in English.
 */
export interface EngineError {
  code: string;
  message: string;
  params?: Record<string, string | number | string[]>;
}

export type Result =
  | { ok: true; match: Match; facts: Fact[] }
  | { ok: false; error: EngineError };

export interface Status {
  phase: string;
  toAct: Seat[];
  handNumber: number;
  over: boolean;
  totals: number[];
  winners: Seat[];
}

export interface PlayedCard {
  seat: Seat;
  card: Card;
}

export interface CompletedTrick {
  cards: PlayedCard[];
  winner: Seat;
}

/**
 * A finished hand of the match as every seat may know it: the common part of each game's
 * history entry (the score sheet's row). It never names a hidden card.
 */
export interface ScoredHand {
  /** status().handNumber of the hand */
  handNumber: number;
  dealer: Seat;
  /** status().totals right after the hand was scored */
  totals: number[];
}

/**
 * Only what one seat may know. Every game fills these common fields (the table UI draws
 * from them) and adds its own public state.
 */
export interface Observation {
  game: GameId;
  seat: Seat;
  players: number;
  phase: string;
  hand: Card[];
  legal: Action[];
  toAct: Seat[];
  totals: number[];
  handNumber: number;
  over: boolean;
  winners: Seat[];
  dealer: Seat;
  /** cards held by each seat (the viewer's own included) */
  handSizes: number[];
  /** the trick on the table, in play order */
  trick: PlayedCard[];
  /** the last completed trick, where the rules let it be seen */
  lastTrick: CompletedTrick | null;
  /** tricks taken by each seat in the current hand */
  tricksWon: number[];
  /** every hand scored so far, in order (public: the same for every seat) */
  history: ScoredHand[];
}

/** One entry of a match's action log. */
export interface LoggedAction {
  seat: Seat;
  action: Action;
}

/**
 * A whole match. `state` is the game's own immutable data; only the game's definition
 * reads it. The setup plus the log is everything needed to rebuild it.
 */
export interface Match {
  readonly game: GameId;
  readonly setup: MatchSetup;
  readonly log: readonly LoggedAction[];
  readonly state: unknown;
}

/** A named setting of a rules spec, for validation and the lobby. */
export type OptionSpec =
  | { key: string; type: 'boolean'; default: boolean }
  | { key: string; type: 'enum'; values: readonly string[]; default: string }
  | { key: string; type: 'integer'; min: number; max: number; default: number };

/**
 * A setting that is a table of values rather than one choice (Kloepper's scoreTable): set
 * through MatchSetup.options only. The lobby offers `options` and deal codes carry them; a
 * table option is neither. `normalize` returns the complete value for a given one (a partial
 * table filled from the default), or null when it is invalid.
 */
export interface TableOption {
  default: unknown;
  normalize(v: unknown): unknown;
}

export interface Preset {
  id: string;
  options: Record<string, unknown>;
}

/** A setup after validation: options complete, dealer decided. */
export interface NormalizedSetup {
  players: number;
  seed: string;
  dealer: Seat;
  /**
   * True when setup.dealer was absent and `dealer` was drawn from the seed (E-2). A game whose
   * rules cut for the first dealer (Queen's Dungeon §3.1) cuts instead, from the same stream.
   */
  dealerDrawn?: boolean;
  options: Record<string, unknown>;
  deals: Deal[];
}

export type Step<S> = { ok: true; state: S; facts: Fact[] };
export type Refusal = { ok: false; error: EngineError };

/** What a game supplies; match.ts turns it into the contract. */
export interface GameDefinition<S = unknown, O extends Observation = Observation> {
  id: GameId;
  title: string;
  players: { min: number; max: number; default: number };
  options: readonly OptionSpec[];
  /** settings that are tables of values, by key (TableOption) */
  tableOptions?: Readonly<Record<string, TableOption>>;
  presets: readonly Preset[];
  /**
   * For a game whose options include `preset`: what each preset value sets. normalizeSetup
   * layers them: the defaults, then the chosen preset's values, then the options given.
   */
  presetOptions?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** Check a fixed deal before the match starts (card set, hand sizes). */
  validateDeal(deal: Deal, setup: NormalizedSetup): EngineError | null;
  /** The match after its automatic opening steps (first deal). */
  init(setup: NormalizedSetup): Step<S>;
  legal(state: S, seat: Seat): Action[];
  apply(state: S, seat: Seat, action: Action): Step<S> | Refusal;
  observe(state: S, seat: Seat): O;
  status(state: S): Status;
}
