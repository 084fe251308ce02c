// Perft for Skat: the number of legal action sequences of a given length from fixed
// positions, counted through the engine's legalActions/applyAction and, independently, by
// a tiny move generator written here from the spec (§5: in Grand only the four jacks are
// trumps, C > S > H > D; otherwise follow the suit led, A 10 K Q 9 8 7). The two counts
// must agree at every depth; the bidding counts follow from §3 by hand.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, status } from '../../core/match';
import type { Action, Card, Match, Seat } from '../../core/types';
import type { SkatState } from './types';

function perft(m: Match, depth: number): number {
  if (depth === 0) return 1;
  const st = status(m);
  if (st.phase !== 'bidding' && st.phase !== 'trickPlay') return 1;
  const seat = st.toAct[0];
  let n = 0;
  for (const a of legalActions(m, seat)) {
    const r = applyAction(m, seat, a);
    if (!r.ok) throw new Error(`legal action refused: ${JSON.stringify(a)}`);
    n += perft(r.match, depth - 1);
  }
  return n;
}

// --- the independent generator: Grand trick play ------------------------------------------

const JACKS = ['JC', 'JS', 'JH', 'JD'];
const PLAIN = ['A', '10', 'K', 'Q', '9', '8', '7'];
const suit = (c: Card) => c[c.length - 1];
const rank = (c: Card) => c.slice(0, -1);
const isJack = (c: Card) => rank(c) === 'J';
/** Higher is stronger; a card that neither follows nor trumps never wins (-1). */
function strength(c: Card, led: Card): number {
  if (isJack(c)) return 100 - JACKS.indexOf(c);
  if (!isJack(led) && suit(c) === suit(led)) return 50 - PLAIN.indexOf(rank(c));
  return -1;
}
function follows(hand: readonly Card[], led: Card | undefined): Card[] {
  if (!led) return hand.slice();
  const same = hand.filter((c) => (isJack(led) ? isJack(c) : !isJack(c) && suit(c) === suit(led)));
  return same.length ? same : hand.slice();
}
function oracle(hands: Card[][], leader: Seat, trick: { seat: Seat; card: Card }[], depth: number): number {
  if (depth === 0 || hands.every((h) => h.length === 0)) return 1;
  const seat = ((leader + trick.length) % 3) as Seat;
  let n = 0;
  for (const c of follows(hands[seat], trick[0]?.card)) {
    const next = hands.map((h, s) => (s === seat ? h.filter((x) => x !== c) : h));
    const played = [...trick, { seat, card: c }];
    if (played.length < 3) {
      n += oracle(next, leader, played, depth - 1);
    } else {
      const led = played[0].card;
      const winner = played.reduce((w, p) => (strength(p.card, led) > strength(w.card, led) ? p : w)).seat;
      n += oracle(next, winner, [], depth - 1);
    }
  }
  return n;
}

// --- positions -----------------------------------------------------------------------------

const PASS: Action = { type: 'PASS' };

function dealt(seed: string): Match {
  return newMatch('skat', { players: 3, seed, dealer: 0, options: { handsPerGame: 1 } });
}

/** Forehand (seat 1) wins the bidding at 18 and plays a Grand hand: trick play, seat 1 to lead. */
function grandHand(seed: string): Match {
  let m = dealt(seed);
  for (const [seat, a] of [[2, { type: 'BID', value: 18 }], [1, { type: 'HOLD' }], [2, PASS], [0, PASS], [1, { type: 'PLAY_HAND' }],
    [1, { type: 'DECLARE', contract: { type: 'grand', hand: true, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false } }]] as const) {
    const r = applyAction(m, seat, a as Action);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    m = r.match;
  }
  expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
  return m;
}

describe('Skat perft', () => {
  it('bidding: 63 values or pass for middlehand; then hold/pass, or rearhand with 63 values or pass', () => {
    const m = dealt('perft-bid');
    expect(perft(m, 1)).toBe(64);
    expect(perft(m, 2)).toBe(63 * 2 + 64);
  });

  for (const seed of ['perft-1', 'perft-2', 'perft-3']) {
    it(`Grand hand trick play from deal "${seed}": the engine and the independent generator agree to depth 6`, () => {
      const m = grandHand(seed);
      const hands = (m.state as SkatState).hands.map((h) => h.slice());
      const counts = [1, 2, 3, 4, 5, 6].map((d) => perft(m, d));
      expect(counts).toEqual([1, 2, 3, 4, 5, 6].map((d) => oracle(hands, 1, [], d)));
      expect(counts[0]).toBe(10); // any of forehand's ten cards may lead
    });
  }
});
