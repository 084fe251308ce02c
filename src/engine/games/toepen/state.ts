// One shape for every Toepen state: the engine builds each new state as a copy of the old one
// with the changed fields set (arrays that change are copied first, never mutated in place,
// as old states stay valid for the AI's search; see core/arrays.ts), never by an object
// spread, so the playouts run on one hidden class. Field order as initialState (it is also
// the order of the JSON).
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
