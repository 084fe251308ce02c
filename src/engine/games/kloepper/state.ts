// One shape for every Kloepper state: the engine builds each new state as a copy of the old
// one with the changed fields set (arrays that change are copied first, never mutated in
// place, as old states stay valid for the AI's search; see core/arrays.ts), never by an
// object spread, so the playouts run on one hidden class. Field order as initialState (it is
// also the order of the JSON).
import type { KloepperState } from './types';

export function copyState(s: KloepperState): KloepperState {
  return {
    seed: s.seed, options: s.options, deals: s.deals, handNumber: s.handNumber, dealer: s.dealer, phase: s.phase,
    totals: s.totals, hands: s.hands, poll: s.poll, pollIdx: s.pollIdx, pollKind: s.pollKind, partnership: s.partnership,
    queensTeam: s.queensTeam, call: s.call, knock: s.knock, knocker: s.knocker, knockOffer: s.knockOffer, leader: s.leader,
    trick: s.trick, trickNo: s.trickNo, tricksWon: s.tricksWon, pointsWon: s.pointsWon, lastTrick: s.lastTrick,
    tricks: s.tricks, history: s.history, winners: s.winners,
  };
}
