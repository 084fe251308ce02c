// A match's hands, trick by trick, rebuilt from its setup and action log through the
// contract. It keeps only facts, which never carry hidden cards (ARCHITECTURE.md), so a
// history can be shown to anyone at the table, as the result sheet is.
import { applyAction, legalActions, newMatch, observe, status } from './match';
import type { Action, Fact, Match, Observation, PlayedCard, Seat } from './types';

export interface TrickRecord {
  /** 1 for the hand's first trick */
  number: number;
  cards: PlayedCard[];
  winner: Seat;
  /** the match right after the trick was won: for what the rules made public then (trump, …) */
  after: Match;
}

export interface HandRecord {
  handNumber: number;
  /** every fact of the hand, in order (declarations, draws, tricks, the score) */
  facts: Fact[];
  tricks: TrickRecord[];
  /** the HAND_SCORED fact, once the hand is over */
  scored: Fact | null;
}

/** Every hand of `m` so far (the current one too, possibly unfinished). */
export function matchHistory(m: Match): HandRecord[] {
  let at = newMatch(m.game, m.setup);
  const hands: HandRecord[] = [];
  let hand: HandRecord = { handNumber: status(at).handNumber, facts: [], tricks: [], scored: null };
  hands.push(hand);
  for (const entry of m.log) {
    const r = applyAction(at, entry.seat, entry.action);
    if (!r.ok) break; // a log the engine refuses ends the history where it stops making sense
    at = r.match;
    for (const f of r.facts) {
      if (f.type === 'HAND_DEALT' && typeof f.handNumber === 'number' && f.handNumber !== hand.handNumber) {
        hand = { handNumber: f.handNumber, facts: [], tricks: [], scored: null };
        hands.push(hand);
      }
      hand.facts.push(f);
      if (f.type === 'TRICK_WON') {
        hand.tricks.push({ number: hand.tricks.length + 1, cards: f.trick as PlayedCard[], winner: f.seat as Seat, after: at });
      } else if (f.type === 'HAND_SCORED') {
        hand.scored = f;
      }
    }
  }
  return hands;
}

/** A choice a seat made: what it saw then (its own observation), what it did, in which trick. */
export interface SeatDecision {
  obs: Observation;
  action: Action;
  /** the trick of the hand it was made in (1 for the first, and before any card is played) */
  trick: number;
}

/**
 * Every real choice (more than one legal action) `seat` made in hand `handNumber`, each with
 * the seat's own observation at the time: what post-hand analysis may judge it on.
 */
export function seatDecisions(m: Match, seat: Seat, handNumber: number): SeatDecision[] {
  let at = newMatch(m.game, m.setup);
  let tricks = 0;
  const out: SeatDecision[] = [];
  for (const entry of m.log) {
    const hand = status(at).handNumber;
    if (hand > handNumber) break;
    if (hand === handNumber && entry.seat === seat && legalActions(at, seat).length > 1) {
      out.push({ obs: observe(at, seat), action: entry.action, trick: tricks + 1 });
    }
    const r = applyAction(at, entry.seat, entry.action);
    if (!r.ok) break;
    at = r.match;
    if (hand === handNumber) tricks += r.facts.filter((f) => f.type === 'TRICK_WON').length;
  }
  return out;
}
