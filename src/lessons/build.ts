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
