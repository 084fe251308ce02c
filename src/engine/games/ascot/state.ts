// One shape for every Ascot state: each new state is a copy of the old one with the changed
// fields set (arrays that change are copied first, never mutated in place: old states stay
// valid for the AI's search), never an object spread, so the playouts run on one hidden class.
import type { AscotState } from './types';

export function copyState(s: AscotState): AscotState {
  return {
    seed: s.seed, options: s.options, deals: s.deals, handNumber: s.handNumber, dealer: s.dealer, phase: s.phase,
    sides: s.sides, hands: s.hands, stock: s.stock, upcard: s.upcard, trump: s.trump, stage: s.stage, leader: s.leader,
    trick: s.trick, trickNo: s.trickNo, tricksWon: s.tricksWon, lastTrick: s.lastTrick, tricks: s.tricks,
    knownCards: s.knownCards, pos: s.pos, moves: s.moves, drawQueue: s.drawQueue, totals: s.totals, history: s.history,
    winners: s.winners,
  };
}
