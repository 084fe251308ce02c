// What one seat may know (§4.1, §11.6): its own hand (none before the deal: the dealer names the
// trump blind), the trump and every change, the removed two, the current trick, the tricks won
// per seat, the last completed trick while `reviewLastTrick` allows, the totals and those at the
// deal's start, the dungeon and key choices, the cut, and the suits each seat has shown it lacks.
// Never another hand, nor the cards of the tricks gathered face down before the last one.
import { rankOf, SUITS } from '../../core/cards';
import type { Seat, Suit } from '../../core/types';
import { observation, shownLastTrick } from '../../kit/observation';
import { legal, toAct } from './play';
import { contractFor, handSizeFor } from './rules';
import type { HandResult, QueensDungeonObservation, QueensDungeonState } from './types';

/** The record of the deal just scored, while its result is on the table. */
function currentResult(s: QueensDungeonState): HandResult | null {
  const last = s.history[s.history.length - 1];
  return (s.phase === 'handResult' || s.phase === 'gameOver') && last?.handNumber === s.handNumber ? last : null;
}

/** A void bit set as suit letters (C D H S order). */
export const voidSuits = (bits: number): Suit[] => SUITS.filter((_, i) => (bits & (1 << i)) !== 0);

/**
 * The settings, but `removedTwo` only with three seats: with four it is a card in play, and its
 * name in the observation would read as a card shown (QD-3).
 */
function optionsShown(s: QueensDungeonState): QueensDungeonObservation['options'] {
  const { removedTwo, ...rest } = s.options;
  return s.players === 3 ? { removedTwo, ...rest } : rest;
}

export function observe(s: QueensDungeonState, seat: Seat): QueensDungeonObservation {
  return observation('queens-dungeon', s, seat, legal(s, seat), toAct(s), s.totals.slice(), s.tricksWon.slice(),
    shownLastTrick(s.options.reviewLastTrick, s), {
      options: optionsShown(s),
      trump: s.trump,
      trumps: s.trumps.map((t) => ({ suit: t.suit, fromTrick: t.fromTrick })),
      removedTwo: s.players === 3 ? s.options.removedTwo : null,
      totalsAtDealStart: s.totalsAtDealStart.slice(),
      contract: contractFor(s.players),
      handSize: handSizeFor(s.players),
      leader: s.leader,
      trickNo: s.trickNo,
      voids: s.voids.map(voidSuits),
      queensWon: s.queensWon.slice(),
      dungeons: s.dungeons.map((d) => ({ ...d })),
      // The cut's cards go back into the pack: shown by rank, which alone decides (QD-3).
      cut: s.cut.map((r) => ({ seats: r.seats.slice(), ranks: r.cards.map(rankOf), dealer: r.dealer })),
      result: currentResult(s),
      history: s.history.slice(),
    });
}
