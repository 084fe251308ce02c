// Game-specific table parts: each game's `<game>Ui` from ui/games/<id>/index.ts (found by
// convention, engine/core/discover.ts); a game without them gets the generic parts.
import type { ComponentType } from 'react';
import type { Action, Card, CompletedTrick, Fact, GameId, Observation, ScoredHand, Seat } from '../../engine';
import type { SeatConfig } from '../../flow/types';
import type { CardBadge } from '../table/Card';
import type { SeatNames } from '../table/seatNames';
import type { Tr } from '../table/text';
import { collectParts } from '../../engine/core/discover';
import { genericUi } from './generic';

export interface GameViewProps {
  /** what the table may show: the viewer's observation, or seat 0's public part when nobody views */
  obs: Observation;
  viewer: Seat | null;
  /** the seat drawn at the bottom of the table */
  bottomSeat: Seat;
  seats: SeatConfig[];
  onAct(action: Action): void;
}

export interface TextRef {
  key: string;
  params?: Record<string, unknown>;
}

export interface SeatBadge {
  id: string;
  label: string;
  title?: string;
}

/**
 * A choice of several hand cards made as one action (Skat's discard, a kitty): the hand's
 * cards become toggles, and one confirm button carries the whole action once it is complete.
 */
export interface CardSelection {
  /** the action type the selection makes; its legal actions are not drawn as buttons */
  actionType: string;
  /** how many cards make a complete choice */
  count: number;
  /** may this card be part of the choice */
  selectable(card: Card): boolean;
  /** the legal action, exactly as the engine lists it, for these cards; null if none */
  actionFor(cards: readonly Card[]): Action | null;
  /**
   * Where the engine takes the choice one card at a time (King of the Hill's burial: eight
   * DISCARDs): every action the confirm sends, in turn; `actionFor` is then the first of them.
   */
  actionsFor?(cards: readonly Card[]): Action[] | null;
  /**
   * A card that may not be picked: an action the engine refuses with the reason why (a pair
   * answered with a card of another suit), sent when the card is clicked so the table says
   * why, as for a card that may not be played; null where there is nothing to explain.
   */
  explain?(card: Card): Action | null;
  /** the confirm button's words; params get `cards` (the chosen cards) and `count`, `need` */
  confirmLabel: TextRef;
  /** what to do while the choice is incomplete */
  pendingLabel: TextRef;
}

/** A column of the score sheet: whose total it shows (a team game shows one seat per side). */
export interface ScoreColumn {
  seat: Seat;
  label: string;
}

/** One scored hand on the score sheet, in the game's own words. */
export interface ScoreSheetRow {
  /** what happened: declarer, contract, result, as the game has it */
  what: string;
  /** what the hand changed, per seat, in the units of the totals */
  change: number[];
}

export interface GameUi {
  /**
   * How many copies of each card the pack holds (King of the Hill: two packs); default 1. Each
   * copy on screen gets its own key and layoutId, while `data-card` stays the card's text.
   */
  cardCopies?: number;
  /**
   * The seats clockwise round the table as they sit now, where that is not by number (King of
   * the Hill's partners change places): the plates and the trick follow it. Default 0, 1, 2, …
   */
  seatRing?(obs: Observation): readonly Seat[];
  sortHand(hand: readonly Card[], obs: Observation): Card[];
  cardBadge(card: Card, obs: Observation, tr: Tr): CardBadge | null;
  seatBadges(seat: Seat, obs: Observation, tr: Tr): SeatBadge[];
  /** trump, contract, stock: the always-visible state in the middle of the felt */
  Panel: ComponentType<GameViewProps>;
  /** the stock, a kitty, a face-up card: the other side of the trick */
  PanelAside?: ComponentType<GameViewProps>;
  /** public extras beside an opponent's seat (e.g. cards known to be in that hand) */
  SeatExtras?: ComponentType<GameViewProps & { seat: Seat }>;
  /** the action types ActionChoices draws; others fall back to plain buttons */
  actionTypes: readonly string[];
  ActionChoices: ComponentType<GameViewProps & { actions: Action[] }>;
  HandResultBody: ComponentType<GameViewProps>;
  /** the i18n key (plural forms by `count`; `score`: the number with a typographic minus) of a seat's total in the final standings; default `table.over.points` */
  totalKey?: string;
  ScoreDetails?: ComponentType<GameViewProps>;
  /** the score panel's heading of the match totals (default `table.score.match`), e.g. Toepen's chips */
  totalLabel?: string;
  /**
   * The points the hand in play has earned so far, where the game counts them as it goes
   * (Supertrump's stage tricks): shown beside the match totals, and as the score sheet's last row.
   */
  handScore?(obs: Observation, tr: Tr): { label: string; values: number[] } | null;
  /** the score sheet's columns; default one per seat */
  scoreColumns?(obs: Observation, names: SeatNames, tr: Tr): ScoreColumn[];
  /** a scored hand of obs.history on the score sheet; without it the row shows the totals only */
  scoreSheetRow?(hand: ScoredHand, obs: Observation, names: SeatNames, tr: Tr): ScoreSheetRow;
  /** the tutor's prompt for this moment, refining the machine's phase key */
  tutorPrompt(obs: Observation, viewer: Seat | null, phaseKey: string | undefined, names: SeatNames): TextRef | null;
  /**
   * The tutor's word on the viewer's own last choice while it still matters, or null: a
   * warning where the other choice would have scored better (Queen's Dungeon's dungeon).
   */
  tutorNote?(obs: Observation, viewer: Seat | null, names: SeatNames): TextRef | null;
  /** why the trick went where it went */
  explainTrick(trick: CompletedTrick, obs: Observation, names: SeatNames): TextRef | null;
  /** how the hand just scored, one line per seat */
  explainScore(obs: Observation, names: SeatNames): TextRef[];
  /** a line for the hand history about a public fact (a declaration, a bid), or null to skip it */
  describeFact?(fact: Fact, names: SeatNames): TextRef | null;
  /** a several-card choice the viewer makes now by selecting hand cards, if any */
  cardSelection?(obs: Observation): CardSelection | null;
  /** cards lying face up outside the hand and the trick (a face-up stock card, cards known to be held): a card from there flies into the trick */
  faceUpCards?(obs: Observation): Card[];
  /** may the last trick and the hand in progress be looked at again (default: yes) */
  reviewsLastTrick?(obs: Observation): boolean;
  /** may the hand history replay the hand in progress (default: as reviewsLastTrick) */
  replaysHandInProgress?(obs: Observation): boolean;
  /**
   * The game's own words for an action where the table's would not do (a secret choice, a
   * contract), or null. `own`: for the seat that makes it (a hint), not the whole table.
   */
  describeAction?(tr: Tr, a: Action, own: boolean): string | null;
}

export const gameUis = collectParts<GameUi>(import.meta.glob('../games/*/index.ts', { eager: true }), 'Ui');

export function gameUi(game: GameId): GameUi {
  return gameUis[game] ?? genericUi;
}
