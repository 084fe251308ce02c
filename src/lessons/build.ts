// Small helpers for writing lessons: full fixed deals from the cards a lesson cares about,
// and the usual step checks.
import { RANKS, SUITS, rankOf, suitOf } from '../engine/core/cards';
import type { Action, Card, Deal, Rank, Suit } from '../engine/core/types';
import { OTHER_MOVE } from './run';
import type { LessonStep, WrongMove } from './types';

/** Every card of a pack whose ranks are `ranks`, suit by suit. */
export function pack(ranks: readonly Rank[] = RANKS): Card[] {
  return SUITS.flatMap((s) => ranks.map((r) => `${r}${s}` as Card));
}

/** A deal with the given hands; its rest starts with `top` and goes on with the pack's other cards in order. */
export function dealOf(all: readonly Card[], hands: Card[][], top: Card[] = [], restSize?: number): Deal {
  const used = new Set<Card>([...hands.flat(), ...top]);
  const rest = [...top, ...all.filter((c) => !used.has(c))];
  return { hands, rest: restSize === undefined ? rest : rest.slice(0, restSize) };
}

/**
 * Hands of `size` from `all`: each seat's given cards; then the seats in `first` (those
 * `refuse` limits most) take the cards they may have in pack order until full; the rest go
 * round the others in pack order. Throws if a hand stays short.
 */
export function fillHands(all: readonly Card[], size: number, given: Card[][], refuse: (seat: number, card: Card) => boolean = () => false, first: number[] = []): Card[][] {
  const out = given.map((h) => h.slice());
  const used = new Set(given.flat());
  const take = (seat: number, c: Card) => {
    out[seat].push(c);
    used.add(c);
  };
  for (const seat of first) for (const c of all) if (!used.has(c) && out[seat].length < size && !refuse(seat, c)) take(seat, c);
  let s = 0;
  for (const c of all.filter((x) => !used.has(x))) {
    for (let k = 0; k < out.length; k++) {
      const seat = (s + k) % out.length;
      if (out[seat].length < size && !refuse(seat, c)) {
        take(seat, c);
        s = seat + 1;
        break;
      }
    }
  }
  if (out.some((h) => h.length !== size)) throw new Error('lesson deal: a hand is short');
  return out;
}

export const play = (card: Card): Action => ({ type: 'PLAY', card });
export const act = (type: string, fields: Record<string, unknown> = {}): Action => ({ type, ...fields });

/** The card of a PLAY, or null for another action. */
export function cardOf(a: Action): Card | null {
  return a.type === 'PLAY' && typeof a.card === 'string' ? (a.card as Card) : null;
}

export const suit = (c: Card): Suit => suitOf(c);
export const rank = (c: Card): Rank => rankOf(c);

/** A rule for a wrong card: when `when` holds, the reason is `key`. */
export type CardRule = [when: (card: Card) => boolean, key: string];

/**
 * The step of playing `answer`: any other card gets the reason of the first rule it meets
 * (else `fallback`); another kind of action gets the generic reason. `accept` widens the
 * right moves (e.g. any discard).
 */
export function playStep(key: string, answer: Card, rules: CardRule[], opts: {
  fallback?: string; accept?: (card: Card) => boolean; wrong?: { card: Card; reason: string }[];
} = {}): LessonStep {
  return {
    key,
    answer: play(answer),
    check(action): WrongMove | null {
      const card = cardOf(action);
      if (!card) return OTHER_MOVE;
      if (card === answer || opts.accept?.(card)) return null;
      const rule = rules.find(([when]) => when(card));
      return { key: rule ? rule[1] : (opts.fallback ?? 'wrongCard'), params: { card } };
    },
    wrong: opts.wrong?.map((w) => ({ action: play(w.card), reason: w.reason })),
  };
}

/** The step of one exact non-card action; a card or another action gets `reason`. */
export function actionStep(key: string, answer: Action, reason: string, wrong: { action: Action; reason: string }[] = []): LessonStep {
  return {
    key,
    answer,
    check: (action) => (action.type === answer.type && JSON.stringify({ ...action, type: 0 }) === JSON.stringify({ ...answer, type: 0 }) ? null : { key: reason }),
    wrong,
  };
}
