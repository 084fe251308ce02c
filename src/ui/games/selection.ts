// The generic "select cards, then confirm" choice, built from the engine's legal actions.
import type { Card, Observation } from '../../engine';
import type { CardSelection, TextRef } from './index';

/** A CardSelection over the legal actions of `actionType` whose `field` lists `count` cards. */
export function legalCardSelection(
  obs: Observation, actionType: string, count: number, labels: { confirm: TextRef; pending: TextRef }, field = 'cards',
): CardSelection | null {
  const options = obs.legal.filter((a) => a.type === actionType && Array.isArray(a[field]));
  if (options.length === 0) return null;
  const usable = new Set(options.flatMap((a) => a[field] as Card[]));
  return {
    actionType,
    count,
    selectable: (card) => usable.has(card),
    actionFor: (cards) => {
      if (cards.length !== count) return null;
      return options.find((a) => {
        const listed = a[field] as Card[];
        return listed.length === cards.length && cards.every((c) => listed.includes(c));
      }) ?? null;
    },
    confirmLabel: labels.confirm,
    pendingLabel: labels.pending,
  };
}
