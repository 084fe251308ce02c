// What one seat may know (§4.6, §11.6): its own hand, the public table (chips, stake and
// marker, who exchanged, stock and discard sizes, the pool, who folded or is out, every card
// played this deal, challenged hands), who has signalled and, once revealed, the signals.
// Never another hand, an unchallenged exchanged-away hand (not even its owner's, TP-2), a
// folded hand, the stock order, or a signal before the reveal.
import type { Seat } from '../../core/types';
import { observation } from '../../kit/observation';
import { exchangeSeat } from './exchange';
import { legal, toAct } from './play';
import type { HandResult, KnockRecord, ToepenObservation, ToepenState } from './types';

/** The record of the deal just settled, while its result is on the table. */
function currentResult(s: ToepenState): HandResult | null {
  const last = s.history[s.history.length - 1];
  return (s.phase === 'handResult' || s.phase === 'gameOver') && last?.handNumber === s.handNumber ? last : null;
}

/** A deep copy of a deal's knock records (an observation shares nothing with the state). */
export function copyKnocks(knocks: readonly KnockRecord[]): KnockRecord[] {
  return knocks.map((k) => ({ knocker: k.knocker, trickNo: k.trickNo, played: k.played.slice(), answers: k.answers.map((a) => ({ seat: a.seat, stay: a.stay })) }));
}

export function observe(s: ToepenState, seat: Seat): ToepenObservation {
  const k = s.pendingKnock;
  return observation('toepen', s, seat, legal(s, seat), toAct(s), s.chips.slice(), s.tricksWon.slice(), s.lastTrick, {
    options: { ...s.options },
    stake: s.stake,
    lastKnocker: s.lastKnocker >= 0 ? s.lastKnocker : null,
    knockCount: s.knockCount,
    playsSinceLastKnock: s.playsSinceLastKnock,
    pendingKnock: k ? { knocker: k.knocker, responders: k.responders.slice(), idx: k.idx } : null,
    knocks: copyKnocks(s.knocks),
    poolBalance: s.poolBalance,
    stockSize: s.stock.length,
    discardCount: s.discardPile.length,
    exchanged: s.exchangedHand.map((h) => h !== null),
    exchanger: s.phase === 'challenge' ? exchangeSeat(s) : null,
    challenges: s.challenges.map((c) => ({ ...c, cards: c.cards.slice() })),
    signalled: s.signals.map((x) => x !== null),
    signals: s.signalsRevealed ? s.signals.slice() : null,
    ownSignal: s.signals[seat] ?? null,
    folded: s.folded.slice(),
    eliminated: s.eliminated.slice(),
    played: s.played.map((p) => p.slice()),
    tricks: s.tricks.slice(),
    leader: s.leader,
    trickNo: s.trickNo,
    result: currentResult(s),
    history: s.history.slice(),
  });
}
