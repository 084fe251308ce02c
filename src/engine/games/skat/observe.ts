// What one seat may know (§4.7, §11.6): its own hand, everything said, the declarer's
// cards in an ouvert game, the skat only where the rules show it, and no card points
// during play.
import type { Seat } from '../../core/types';
import { observation, shownLastTrick } from '../../kit/observation';
import { legal, toAct } from './play';
import { declarerShown } from './settle';
import type { HandScore, SkatObservation, SkatState } from './types';

/** The record of the deal just scored, while its result is on the table. */
function currentResult(s: SkatState): HandScore | null {
  const last = s.history[s.history.length - 1];
  return (s.phase === 'handResult' || s.phase === 'gameOver') && last?.handNumber === s.handNumber ? last : null;
}

export function observe(s: SkatState, seat: Seat): SkatObservation {
  const result = currentResult(s);
  const isDeclarer = seat === s.declarer;
  const c = s.contract;
  const playing = s.phase === 'trickPlay';
  return observation('skat', s, seat, legal(s, seat), toAct(s), s.totals.slice(), s.tricksWon.slice(), shownLastTrick(s.options.reviewLastTrick, s), {
    options: { ...s.options },
    roles: { forehand: (s.dealer + 1) % 3, middlehand: (s.dealer + 2) % 3, rearhand: s.dealer },
    auction: { ...s.auction, passed: s.auction.passed.slice(), calls: s.auction.calls.slice() },
    bid: s.auction.bid,
    declarer: s.declarer >= 0 ? s.declarer : null,
    tookSkat: s.tookSkat,
    contract: c ? { ...c } : null,
    ramsch: s.ramsch,
    openHand: s.declarer >= 0 && ((c?.ouvert && (playing || result)) || declarerShown(result)) ? s.hands[s.declarer].slice() : null,
    skat: result ? result.skat.slice() : isDeclarer && s.tookSkat ? s.skat.slice() : null,
    discard: result ? result.discard.slice() : isDeclarer && s.tookSkat && s.discard.length === 2 ? s.discard.slice() : null,
    leader: s.leader,
    trickNo: s.trickNo,
    tricks: s.tricks.map((t) => ({ cards: t.cards.slice(), winner: t.winner })),
    result,
    // Past deals without their cards: those cards are dealt again and may be hidden now.
    history: s.history.map(({ skat: _skat, discard: _discard, ...summary }) => summary),
    handsPerGame: s.options.handsPerGame,
  });
}
