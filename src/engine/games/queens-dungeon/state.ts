// One shape for every Queen's Dungeon state: the engine builds each new state as a copy of the
// old one with the changed fields set (arrays that change are copied first, never mutated in
// place, as old states stay valid for the AI's search; see core/arrays.ts), never by an object
// spread, so the playouts run on one hidden class. Field order as initialState (it is also the
// order of the JSON).
import type { QueensDungeonState } from './types';

export function copyState(s: QueensDungeonState): QueensDungeonState {
  return {
    seed: s.seed, options: s.options, deals: s.deals, players: s.players, handNumber: s.handNumber, dealer: s.dealer,
    phase: s.phase, totals: s.totals, totalsAtDealStart: s.totalsAtDealStart, cut: s.cut, trump: s.trump, trumps: s.trumps,
    hands: s.hands, leader: s.leader, trick: s.trick, trickNo: s.trickNo, tricksWon: s.tricksWon, scoringTricks: s.scoringTricks,
    scoringQueens: s.scoringQueens, queensWon: s.queensWon, voided: s.voided, voids: s.voids, lastTrick: s.lastTrick, tricks: s.tricks,
    dungeons: s.dungeons, history: s.history, winners: s.winners,
  };
}
