// What one seat may know (§4.2, §11.6): its own hand, the public call, the knock and knock-off
// with their seats, every card played and every trick's winner, the trick on the table, the
// totals, and the teams as far as the rules have made them public, with what its own cards
// tell it. Never another hand, the kind of partnership before the deal is scored (a silent
// solo stays secret), nor card points during play unless showCardPointsDuringPlay.
import type { Seat } from '../../core/types';
import { observation } from '../../kit/observation';
import { knockOpen } from './polls';
import { legal, toAct } from './play';
import type { HandResult, KloepperObservation, KloepperState } from './types';
import { ownKnowledge, publicTeams } from './teams';

/** The record of the deal just scored, while its result is on the table. */
function currentResult(s: KloepperState): HandResult | null {
  const last = s.history[s.history.length - 1];
  return (s.phase === 'handResult' || s.phase === 'gameOver') && last?.handNumber === s.handNumber ? last : null;
}

export function observe(s: KloepperState, seat: Seat): KloepperObservation {
  const result = currentResult(s);
  const shown = publicTeams(s);
  const own = ownKnowledge(s, seat, shown);
  return observation('kloepper', s, seat, legal(s, seat), toAct(s), s.totals.slice(), s.tricksWon.slice(), s.lastTrick, {
    options: s.options,
    pollKind: s.pollKind,
    call: s.call,
    knock: s.knock,
    knocker: s.knocker,
    knockOffer: s.knockOffer,
    knockOpen: knockOpen(s),
    leader: s.leader,
    trickNo: s.trickNo,
    tricks: s.tricks.slice(),
    queensShown: shown.queens,
    opponentsShown: shown.opponents,
    teamShown: shown.complete,
    ownSide: own.side,
    knownPartners: own.partners,
    alone: own.alone,
    pointsWon: s.options.showCardPointsDuringPlay || result ? s.pointsWon.slice() : null,
    result,
    history: s.history.slice(),
  });
}
