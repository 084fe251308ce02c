// One shape for every Tuppi state: the engine builds each new state as a copy of the old one
// with the changed fields set (arrays that change are copied by the caller), never by an
// object spread, so the AI's playouts run on one hidden class. Field order as initialState.
import type { TuppiState } from './types';

export function copyState(s: TuppiState): TuppiState {
  return {
    seed: s.seed, options: s.options, deals: s.deals, handNumber: s.handNumber, dealer: s.dealer, phase: s.phase,
    hands: s.hands, bids: s.bids, revealed: s.revealed, knownCards: s.knownCards, mode: s.mode, declarer: s.declarer,
    soloist: s.soloist, sittingOut: s.sittingOut, offeredTo: s.offeredTo, outOfPlay: s.outOfPlay, leader: s.leader,
    trick: s.trick, trickNo: s.trickNo, tricksWon: s.tricksWon, lastTrick: s.lastTrick, tricks: s.tricks, score: s.score,
    history: s.history, winners: s.winners,
  };
}
