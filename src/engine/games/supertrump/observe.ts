// What one seat may know (§4.1, §11.6): never the other hand, the face-down stock,
// or the card the opponent drew face down.
import type { Seat } from '../../core/types';
import { legal, toAct } from './play';
import type { SupertrumpObservation, SupertrumpState } from './types';

export function observe(s: SupertrumpState, seat: Seat): SupertrumpObservation {
  return {
    game: 'supertrump',
    seat,
    players: 2,
    phase: s.phase,
    hand: s.hands[seat].slice(),
    legal: legal(s, seat),
    toAct: toAct(s),
    totals: s.totals.slice(),
    handNumber: s.handNumber,
    over: s.phase === 'gameOver',
    winners: s.winners.slice(),
    dealer: s.dealer,
    handSizes: [s.hands[0].length, s.hands[1].length],
    trick: s.trick.slice(),
    // The trick just taken stays visible until the next lead even without reviewLastTrick.
    lastTrick: s.options.reviewLastTrick || s.trick.length === 0 ? s.lastTrick : null,
    tricksWon: [s.tricks1[0] + s.tricks2[0], s.tricks1[1] + s.tricks2[1]],
    options: { ...s.options },
    trump: s.trump,
    superRank: s.superRank,
    upcard: s.upcard,
    stockSize: s.stock.length + (s.upcard ? 1 : 0),
    stage: s.stage,
    trickNo: s.trickNo,
    leader: s.leader,
    knownCards: [s.knownCards[0].slice(), s.knownCards[1].slice()],
    tricks1: s.tricks1.slice(),
    tricks2: s.tricks2.slice(),
    played: s.played.slice(),
    history: s.history.slice(),
    gamesPerMatch: s.options.gamesPerMatch,
  };
}
