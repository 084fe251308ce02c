// What one seat may know (§4.1, §11.6): its own hand, who has bid (not what), the bids
// turned over up to the first red one, the mode and roles, the trick on the table, the
// scores. Never another hand, an unturned bid, the solo discard, the card the partner
// gave (the soloist sees it only as part of its hand) or the partner's retired cards.
import type { Seat } from '../../core/types';
import { observation, shownLastTrick } from '../../kit/observation';
import { legal, toAct } from './play';
import { teamTricks, totalsOf } from './settle';
import type { HandResult, TuppiObservation, TuppiState } from './types';

/** The record of the hand just scored, while its result is on the table. */
function currentResult(s: TuppiState): HandResult | null {
  const last = s.history[s.history.length - 1];
  return (s.phase === 'handResult' || s.phase === 'gameOver') && last?.handNumber === s.handNumber ? last : null;
}

export function observe(s: TuppiState, seat: Seat): TuppiObservation {
  return observation('tuppi', s, seat, legal(s, seat), toAct(s), totalsOf(s.score), s.tricksWon.slice(), shownLastTrick(s.options.reviewLastTrick, s), {
    options: { ...s.options },
    hasBid: s.bids.map((b) => b !== null),
    revealed: s.revealed.map((r) => ({ ...r })),
    knownCards: s.knownCards.map((k) => k.slice()),
    mode: s.mode,
    declarer: s.declarer >= 0 ? s.declarer : null,
    soloist: s.soloist >= 0 ? s.soloist : null,
    sittingOut: s.sittingOut >= 0 ? s.sittingOut : null,
    leader: s.leader,
    trickNo: s.trickNo,
    tricks: s.tricks.slice(),
    teamTricks: teamTricks(s),
    score: [s.score[0], s.score[1]],
    outOfPlayCount: s.outOfPlay.length,
    result: currentResult(s),
    history: s.history.slice(),
  });
}
