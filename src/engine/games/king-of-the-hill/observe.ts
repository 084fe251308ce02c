// What one seat may know (§4.2, §11.6): its own hand (during the deal, the cards dealt so far),
// every player's rank, the King, the trump rank and suit, the exposed declaration cards, the
// called card and the partner (unless hiddenPartner hides it until it plays a copy), the seating
// and the play order, every card played and every trick's winner, the points captured, and
// after the round the buried kitty. The King alone sees the kitty he picked up and the cards he
// buried, until the round ends. Never another hand, the cards still to be dealt, or the kitty.
import type { Seat } from '../../core/types';
import { observation } from '../../kit/observation';
import { legal, toAct } from './play';
import { RANKS } from './rules';
import { playOrderFrom } from './seating';
import { rankValue } from './track';
import type { HandResult, KothObservation, KothState, RoundReveal } from './types';

/** The round just scored, with its cards, while its result is on the table. */
function currentResult(s: KothState): (HandResult & RoundReveal) | null {
  const last = s.history[s.history.length - 1];
  if ((s.phase !== 'handResult' && s.phase !== 'gameOver') || last?.handNumber !== s.handNumber || !s.reveal) return null;
  return { ...last, calledCard: s.reveal.calledCard, kitty: s.reveal.kitty.slice() };
}

/** Whether the round's cards are still in play (the kitty picked up and not yet shown to all). */
const kingSees = (s: KothState, seat: Seat): boolean => seat === s.king && (s.phase === 'kitty' || s.phase === 'callPartner' || s.phase === 'trickPlay');

/** The challengers' running total, once the partner is known (§4.2). */
function challengerPoints(s: KothState): number | null {
  if (s.king < 0 || s.partner < 0) return null;
  let n = 0;
  for (let x = 0; x < 5; x++) if (x !== s.king && x !== s.partner) n += s.pointsWon[x];
  return n;
}

export function observe(s: KothState, seat: Seat): KothObservation {
  const result = currentResult(s);
  const mine = kingSees(s, seat);
  const kittySize = s.phase === 'dealing' || s.phase === 'dealEndWindow' || s.phase === 'chooseTrump' ? 8 : s.buried.length;
  return observation('king-of-the-hill', s, seat, legal(s, seat), toAct(s), s.ranks.map(rankValue), s.tricksWon.slice(), s.lastTrick, {
    options: s.options,
    ranks: s.ranks.map((r) => RANKS[r]),
    king: s.king,
    trumpRank: s.trumpRank,
    trumpSuit: s.trumpSuit,
    declaration: { ...s.declaration, cards: s.declaration.cards.slice() },
    exposed: s.exposed.map((e) => e.slice()),
    dealt: s.dealt,
    chance: s.chance,
    kittySize,
    kitty: mine ? s.kitty.slice() : null,
    buried: mine ? s.buried.slice() : result ? result.kitty.slice() : null,
    calledCard: s.calledCard,
    partner: s.partner,
    seating: s.places.slice(),
    playOrder: playOrderFrom(s.places, s.king >= 0 ? s.king : s.firstReceiver),
    leader: s.leader,
    trickSize: s.trickSize,
    trickNo: s.trickNo,
    tricks: s.tricks.slice(),
    pointsWon: s.pointsWon.slice(),
    challengerPoints: challengerPoints(s),
    contenders: s.contenders.slice(),
    result,
    history: s.history.slice(),
  });
}
