// What one seat may know (§4.1, §11.6): its own hand, the racecourse (every horse's position
// and advances: the score), the upcard, the stock's size, the upcards each seat took and still
// holds, the trick on the table (and the completed one until the next lead, or with
// reviewLastTrick until the next is complete), this deal's tricks as they were seen, the
// trump, the totals and the finished deals. Never the other hand's hidden cards, the card the
// other seat drew face down, or the stock's order.
import type { Seat } from '../../core/types';
import { observation, shownLastTrick } from '../../kit/observation';
import { legal, toAct } from './play';
import { horsesOf } from './race';
import type { AscotObservation, AscotState, RaceRecord } from './types';

/** The record of the deal just finished, while its result is on the table. */
function currentResult(s: AscotState): RaceRecord | null {
  const last = s.history[s.history.length - 1];
  return (s.phase === 'handResult' || s.phase === 'gameOver') && last?.handNumber === s.handNumber ? last : null;
}

export function observe(s: AscotState, seat: Seat): AscotObservation {
  return observation('ascot', s, seat, legal(s, seat), toAct(s), s.totals.slice(), s.tricksWon.slice(), shownLastTrick(s.options.reviewLastTrick, s), {
    options: s.options,
    sides: s.sides.slice(),
    horses: horsesOf(s.pos, s.moves),
    upcard: s.upcard,
    stockSize: s.stock.length + (s.upcard !== null ? 1 : 0),
    knownCards: [s.knownCards[0].slice(), s.knownCards[1].slice()],
    trump: s.trump,
    stage: s.stage,
    trickNo: s.trickNo,
    leader: s.leader,
    tricks: s.tricks.slice(),
    result: currentResult(s),
    history: s.history.slice(),
  });
}
