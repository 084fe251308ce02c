// What the table shows at a moment, worked out from the match, the viewer and the game's UI
// hooks: pure functions, no React, no game-specific fields (those come from GameUi).
import type { Action, Card, GameId, Match, Observation, Seat, Status } from '../../engine';
import { applyAction, legalActions } from '../../engine';
import type { SeatConfig } from '../../flow/types';
import type { CardSelection, GameUi } from '../games';
import type { HandCard } from './Hand';
import type { SeatView } from './Seat';
import { translateError, type Tr } from './text';

/** Where the other seats sit, clockwise from the viewer's left. */
export function seatPositions(n: number): string[] {
  switch (n) {
    case 2: return ['top'];
    case 3: return ['left', 'right'];
    case 4: return ['left', 'top', 'right'];
    case 5: return ['left', 'top-left', 'top-right', 'right'];
    default: return ['left', 'top-left', 'top', 'top-right', 'right', 'top'].slice(0, n - 1);
  }
}

/**
 * The viewer's hand as drawn: sorted as the game sorts it, each card playable or not (with the
 * engine's reason why not), or, while several cards are being chosen, selectable and picked.
 */
export function handCards(match: Match, obs: Observation, viewer: Seat, ui: GameUi, tr: Tr, game: GameId, selection: CardSelection | null, selected: readonly Card[]): HandCard[] {
  const sorted = ui.sortHand(obs.hand, obs);
  if (selection) {
    return sorted.map((card) => ({ card, playable: selection.selectable(card), badge: ui.cardBadge(card, obs, tr), selected: selected.includes(card) }));
  }
  const playable = new Set(obs.legal.filter((a) => a.type === 'PLAY').map((a) => a.card as Card));
  return sorted.map((card) => {
    const ok = playable.has(card);
    let reason: string | undefined;
    if (!ok) {
      const r = applyAction(match, viewer, { type: 'PLAY', card });
      reason = r.ok ? undefined : translateError(tr, r.error, game);
    }
    return { card, playable: ok, reason, badge: ui.cardBadge(card, obs, tr) };
  });
}

export interface Choices {
  /** every button to offer: the game's own kinds (drawn by its ActionChoices) and the others */
  all: Action[];
  game: Action[];
  other: Action[];
  /** "next hand" on the result sheet, for the seat acting at this device */
  nextHand: Action | null;
}

/**
 * The buttons on offer: on the viewer's turn its legal actions but cards, a several-card
 * choice and "next hand"; out of turn its optional ones (a knock).
 */
export function choices(match: Match, obs: Observation, st: Status, myTurn: boolean, optional: readonly Action[], ui: GameUi, selection: CardSelection | null, actingSeat: Seat | null): Choices {
  const all = (myTurn ? obs.legal : optional).filter((a) => a.type !== 'PLAY' && a.type !== 'NEXT_HAND' && a.type !== selection?.actionType);
  return {
    all,
    game: all.filter((a) => ui.actionTypes.includes(a.type)),
    other: all.filter((a) => !ui.actionTypes.includes(a.type)),
    nextHand: st.phase === 'handResult' && actingSeat !== null ? legalActions(match, actingSeat).find((a) => a.type === 'NEXT_HAND') ?? null : null,
  };
}

/** A seat's plate: the seat's own name (sentences say "you" for the person), its cards and badges. */
export function seatView(seat: Seat, obs: Observation, st: Status, seats: readonly SeatConfig[], ui: GameUi, tr: Tr, thinking: Seat | null, openHand: Card[] | undefined): SeatView {
  return {
    seat,
    name: seats[seat]?.name ?? '',
    isAi: seats[seat]?.kind !== 'human',
    handSize: obs.handSizes[seat] ?? 0,
    tricksWon: obs.tricksWon[seat] ?? 0,
    badges: ui.seatBadges(seat, obs, tr),
    toAct: st.toAct.includes(seat) && !st.over && st.phase !== 'handResult',
    thinking: thinking === seat,
    ...(openHand ? { openHand } : {}),
  };
}

/** The cards already face up on screen outside the trick (the hand, the game's public cards): a card from there flies into the trick. */
export function cardsOnScreen(obs: Observation, ui: GameUi, hand: readonly HandCard[] | null): Set<string> {
  const set = new Set<string>(hand?.map((c) => c.card) ?? []);
  for (const c of ui.faceUpCards?.(obs) ?? []) set.add(c);
  return set;
}
