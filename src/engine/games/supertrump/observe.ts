// What one seat may know (§4.1, §11.6): never the other hand, the face-down stock,
// or the card the opponent drew face down.
import type { Seat } from '../../core/types';
import { observation, shownLastTrick } from '../../kit/observation';
import { legal, toAct } from './play';
import type { SupertrumpObservation, SupertrumpState } from './types';

export function observe(s: SupertrumpState, seat: Seat): SupertrumpObservation {
  const tricksWon = [s.tricks1[0] + s.tricks2[0], s.tricks1[1] + s.tricks2[1]];
  return observation('supertrump', s, seat, legal(s, seat), toAct(s), s.totals.slice(), tricksWon, shownLastTrick(s.options.reviewLastTrick, s), {
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
  });
}
