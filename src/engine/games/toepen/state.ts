// One shape for every Toepen state: the engine builds each new state as a copy of the old one
// with the changed fields set (arrays that change are copied first, never mutated in place,
// as old states stay valid for the AI's search), never by an object spread, so the playouts
// run on one hidden class. Field order as initialState (it is also the order of the JSON).
import type { ToepenState } from './types';

export function copyState(s: ToepenState): ToepenState {
  return {
    seed: s.seed, options: s.options, deals: s.deals, players: s.players, handNumber: s.handNumber, dealer: s.dealer,
    phase: s.phase, chips: s.chips, eliminated: s.eliminated, chipsAtDeal: s.chipsAtDeal, hands: s.hands, stock: s.stock,
    discardPile: s.discardPile, exchangedHand: s.exchangedHand, exchangeOrder: s.exchangeOrder, exchangeIdx: s.exchangeIdx,
    challengeQueue: s.challengeQueue, challenges: s.challenges, signals: s.signals, signalsRevealed: s.signalsRevealed,
    forgotSignal: s.forgotSignal, stake: s.stake, lastKnocker: s.lastKnocker, knockCount: s.knockCount,
    playsSinceLastKnock: s.playsSinceLastKnock, pendingKnock: s.pendingKnock, knocks: s.knocks, folded: s.folded, trickNo: s.trickNo,
    leader: s.leader, trick: s.trick, played: s.played, lastTrick: s.lastTrick, tricks: s.tricks, tricksWon: s.tricksWon,
    poolBalance: s.poolBalance, history: s.history, winners: s.winners,
  };
}

// The arrays below are allocated at their exact length and filled by a plain loop: a spread,
// slice-then-push or `fill` costs more (an iterator, a regrowth, a slow builtin), on every card.

/** A new array of `n` times `v`. */
export function filled<T>(n: number, v: T): T[] {
  const out = new Array<T>(n);
  for (let i = 0; i < n; i++) out[i] = v;
  return out;
}

/** Copy of `xs` with `x` appended. */
export function appended<T>(xs: readonly T[], x: T): T[] {
  const n = xs.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = xs[i];
  out[n] = x;
  return out;
}

/** `xs` followed by `ys`, as a new array. */
export function concatenated<T>(xs: readonly T[], ys: readonly T[]): T[] {
  const n = xs.length;
  const out = new Array<T>(n + ys.length);
  for (let i = 0; i < n; i++) out[i] = xs[i];
  for (let i = 0; i < ys.length; i++) out[n + i] = ys[i];
  return out;
}

/** Copy of `xs` without the element at `i`. */
export function removedAt<T>(xs: readonly T[], i: number): T[] {
  const n = xs.length - 1;
  const out = new Array<T>(n);
  for (let k = 0; k < n; k++) out[k] = xs[k < i ? k : k + 1];
  return out;
}
