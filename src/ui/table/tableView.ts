// What the table shows at a moment, worked out from the match, the viewer and the game's UI
// hooks: pure functions, no React, no game-specific fields (those come from GameUi).
import type { Action, Card, GameId, Match, Observation, PlayedCard, Seat, Status } from '../../engine';
import { applyAction, legalActions } from '../../engine';
import type { SeatConfig } from '../../flow/types';
import type { CardSelection, GameUi } from '../games';
import type { HandCard } from './Hand';
import type { SeatView } from './Seat';
import { translateError, type Tr } from './text';

/**
 * Every seat clockwise from the one drawn at the bottom: by number, or round `ring` where
 * the game seats its players otherwise (GameUi.seatRing).
 */
export function seatsFromBottom(players: number, bottom: Seat, ring?: readonly Seat[]): Seat[] {
  const around = ring && ring.length === players ? ring : Array.from({ length: players }, (_, i) => i);
  const at = Math.max(0, around.indexOf(bottom));
  return around.map((_, i) => around[(at + i) % players]);
}

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

// ----------------------------------------------------------------------- copies of one card
// A game played with two packs (King of the Hill) holds every card twice, under one text. Each
// copy on screen gets its own identity: the copy's number 0 … copies − 1, its key the card's
// text for copy 0 and `10H~1` for copy 1. The numbers are shared out so that no two copies on
// screen ever carry the same one, and a card keeps its number from the hand into the trick:
// the viewer's h copies in hand are the last numbers (copies − h …), the k it played into the
// trick come right before them, the other seats' copies in the trick take the first ones. With
// one copy of each card every key is the card's text.

/** The key (and layoutId suffix) of copy `n` of `card`. */
export function copyKey(card: Card, n: number): string {
  return n > 0 ? `${card}~${n}` : card;
}

/** The card text of a copy's key. */
export function cardOfKey(key: string): Card {
  const i = key.indexOf('~');
  return (i < 0 ? key : key.slice(0, i)) as Card;
}

function tally(cards: readonly Card[]): Map<Card, number> {
  const m = new Map<Card, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** The keys of the viewer's hand, in hand order. */
export function handKeys(hand: readonly Card[], copies = 1): string[] {
  const total = tally(hand);
  const seen = new Map<Card, number>();
  return hand.map((c) => {
    const i = seen.get(c) ?? 0;
    seen.set(c, i + 1);
    return copyKey(c, Math.max(0, copies - total.get(c)!) + i);
  });
}

/** The keys of a trick's cards: the viewer's own plays just before its hand's copies, the others' first. */
export function trickKeys(cards: readonly PlayedCard[], viewer: Seat | null, hand: readonly Card[], copies = 1): string[] {
  if (copies <= 1) return cards.map((p) => p.card);
  const inHand = tally(hand);
  const mine = tally(cards.filter((p) => p.seat === viewer).map((p) => p.card));
  const nextMine = new Map<Card, number>();
  const taken = new Map<Card, Set<number>>();
  const out: string[] = cards.map((p) => {
    if (p.seat !== viewer) return '';
    const c = p.card;
    const start = Math.max(0, copies - (inHand.get(c) ?? 0) - mine.get(c)!);
    const n = start + (nextMine.get(c) ?? 0);
    nextMine.set(c, (nextMine.get(c) ?? 0) + 1);
    if (!taken.has(c)) taken.set(c, new Set());
    taken.get(c)!.add(n);
    return copyKey(c, n);
  });
  return out.map((k, i) => {
    if (k) return k;
    const c = cards[i].card;
    const used = taken.get(c) ?? new Set<number>();
    let n = 0;
    while (used.has(n)) n++;
    used.add(n);
    taken.set(c, used);
    return copyKey(c, n);
  });
}

/**
 * The viewer's hand as drawn: sorted as the game sorts it, each card playable or not (with the
 * engine's reason why not), or, while several cards are being chosen, selectable and picked.
 */
export function handCards(match: Match, obs: Observation, viewer: Seat, ui: GameUi, tr: Tr, game: GameId, selection: CardSelection | null, selected: readonly string[]): HandCard[] {
  const sorted = ui.sortHand(obs.hand, obs);
  const keys = handKeys(sorted, ui.cardCopies);
  if (selection) {
    return sorted.map((card, i) => {
      const ok = selection.selectable(card);
      // a card that may not be picked says why, as an unplayable one does
      const explain = ok ? null : selection.explain?.(card) ?? null;
      const r = explain ? applyAction(match, viewer, explain) : null;
      const reason = r && !r.ok ? translateError(tr, r.error, game) : undefined;
      return { card, id: keys[i], playable: ok, reason, badge: ui.cardBadge(card, obs, tr), selected: selected.includes(keys[i]) };
    });
  }
  const playable = new Set(obs.legal.filter((a) => a.type === 'PLAY').map((a) => a.card as Card));
  return sorted.map((card, i) => {
    const ok = playable.has(card);
    let reason: string | undefined;
    if (!ok) {
      const r = applyAction(match, viewer, { type: 'PLAY', card });
      reason = r.ok ? undefined : translateError(tr, r.error, game);
    }
    return { card, id: keys[i], playable: ok, reason, badge: ui.cardBadge(card, obs, tr) };
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
  const set = new Set<string>(hand?.map((c) => c.id ?? c.card) ?? []);
  for (const c of ui.faceUpCards?.(obs) ?? []) set.add(c);
  return set;
}
