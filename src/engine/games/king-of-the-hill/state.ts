// One shape for every King of the Hill state: the engine builds each new state as a copy of
// the old one with the changed fields set (arrays that change are copied first, never mutated
// in place, as old states stay valid for the AI's search; see core/arrays.ts), never by an
// object spread, so the playouts run on one hidden class. Field order as initialState (it is
// also the order of the JSON).
import type { KothState } from './types';

export function copyState(s: KothState): KothState {
  return {
    seed: s.seed, options: s.options, deals: s.deals, handNumber: s.handNumber, dealer: s.dealer, phase: s.phase,
    ranks: s.ranks, places: s.places, king: s.king, trumpRank: s.trumpRank, trumpSuit: s.trumpSuit,
    declaration: s.declaration, exposed: s.exposed, dealHands: s.dealHands, kitty: s.kitty, firstReceiver: s.firstReceiver,
    dealt: s.dealt, hands: s.hands, buried: s.buried, poll: s.poll, pollIdx: s.pollIdx, chance: s.chance, quiet: s.quiet,
    calledCard: s.calledCard, partner: s.partner, leader: s.leader, trick: s.trick, trickSize: s.trickSize,
    trickNo: s.trickNo, tricksWon: s.tricksWon, pointsWon: s.pointsWon, lastTrick: s.lastTrick, tricks: s.tricks,
    contenders: s.contenders, history: s.history, reveal: s.reveal, winners: s.winners,
  };
}
