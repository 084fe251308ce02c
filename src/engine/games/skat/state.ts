// One shape for every Skat state: the engine builds each new state as a copy of the old one
// with the changed fields set (arrays that change are copied by the caller), never by an
// object spread, so the AI's playouts run on one hidden class. Field order as initialState.
import type { SkatState } from './types';

export function copyState(s: SkatState): SkatState {
  return {
    seed: s.seed, options: s.options, deals: s.deals, handNumber: s.handNumber, dealer: s.dealer, phase: s.phase,
    hands: s.hands, dealt: s.dealt, skat: s.skat, discard: s.discard, auction: s.auction, declarer: s.declarer,
    tookSkat: s.tookSkat, contract: s.contract, ramsch: s.ramsch, leader: s.leader, trick: s.trick,
    trickNo: s.trickNo, tricksWon: s.tricksWon, trickPoints: s.trickPoints, lastTrick: s.lastTrick,
    totals: s.totals, history: s.history, winners: s.winners, tricks: s.tricks,
  };
}
