// Skat's hooks for the shared conformance suite (testing/conformance.ts): card
// conservation, what each seat must not see, and the score invariants. conformance.ts
// keeps its hooks in one table, where this object is registered as `skat`.
import { observe, status } from '../../core/match';
import type { Card, Deal, Seat } from '../../core/types';
import { canonical, randomDeal } from '../../testing/builders';
import { playedThisHand, type DealSlot, type GameHooks } from '../../testing/conformance';
import { SKAT_DECK } from './rules';
import { declarerShown } from './settle';
import type { HandScore, SkatObservation, SkatState } from './types';

/** The record of the deal just scored, while its result is on the table. */
function result(s: SkatState): HandScore | null {
  const last = s.history[s.history.length - 1];
  return (s.phase === 'handResult' || s.phase === 'gameOver') && last?.handNumber === s.handNumber ? last : null;
}

export const skatHooks: GameHooks = {
  maxActions: (setup) => 120 * (Number(setup.options?.handsPerGame ?? 12) || 12),
  randomDeal: (_players, seed) => randomDeal(SKAT_DECK, [10, 10, 10], seed),
  deck: () => SKAT_DECK.slice(),
  cardsInPlay: (m) => {
    const s = m.state as SkatState;
    return [...s.hands.flat(), ...(s.tookSkat ? s.discard : s.skat), ...playedThisHand(m)];
  },
  hiddenFrom: (m, seat) => {
    const s = m.state as SkatState;
    const r = result(s);
    const open = s.declarer >= 0 && ((s.contract?.ouvert && (s.phase === 'trickPlay' || r)) || declarerShown(r)) ? s.declarer : -1;
    const hidden: Card[] = [];
    for (let o = 0; o < 3; o++) if (o !== seat && o !== open) hidden.push(...s.hands[o]);
    if (!(seat === s.declarer && s.tookSkat)) hidden.push(...s.skat, ...s.discard);
    // Cards shown since: own, played, the ouvert hand (it may hold skat cards), the result's.
    const own = new Set([...s.hands[seat], ...playedThisHand(m), ...(open >= 0 ? s.hands[open] : []), ...(r ? [...r.skat, ...r.discard] : [])]);
    return [...new Set(hidden)].filter((c) => !own.has(c));
  },
  swapPairs: (deal: Deal, seat: Seat) => {
    const slots: DealSlot[] = [];
    for (let o = 0; o < 3; o++) if (o !== seat) for (let i = 0; i < deal.hands[o].length; i++) slots.push({ hand: o, index: i });
    for (let j = 0; j < (deal.rest ?? []).length; j++) slots.push({ rest: j });
    const pairs: [DealSlot, DealSlot][] = [];
    for (let i = 0; i < slots.length; i++) for (let k = i + 1; k < slots.length; k++) pairs.push([slots[i], slots[k]]);
    return pairs;
  },
  publicCounts: (m) => {
    for (const seat of [0, 1, 2]) {
      const o = observe(m, seat) as SkatObservation;
      const tricks = o.tricksWon.reduce((a, b) => a + b, 0);
      // From the pickup until the discard (or a surrender then) the skat is in the declarer's hand (12 cards).
      const skatInHand = o.handSizes.includes(12);
      const count = o.handSizes.reduce((a, b) => a + b, 0) + o.trick.length + 3 * tricks + (skatInHand ? 0 : 2);
      if (count !== 32) return `seat ${seat} sees ${count} cards: hands ${o.handSizes.join('+')}, trick ${o.trick.length}, ${tricks} tricks`;
      // Every completed trick of the deal is listed (K-14), won as tricksWon counts.
      const listed = [0, 0, 0];
      for (const t of o.tricks) listed[t.winner]++;
      if (canonical(listed) !== canonical(o.tricksWon)) return `seat ${seat} sees tricks won ${JSON.stringify(listed)} but tricksWon ${JSON.stringify(o.tricksWon)}`;
    }
    return null;
  },
  scores: (m) => {
    const st = status(m);
    const o = observe(m, 0) as SkatObservation;
    const sums = [0, 1, 2].map((seat) => o.history.reduce((a, h) => a + h.deltas[seat], 0));
    if (canonical(sums) !== canonical(st.totals)) return `totals ${JSON.stringify(st.totals)} but the deals add up to ${JSON.stringify(sums)}`;
    for (const h of o.history) {
      if (h.kind === 'game' && h.won && h.deltas[h.declarer!] <= 0) return `deal ${h.handNumber} won with ${JSON.stringify(h.deltas)}`;
      if (h.kind === 'game' && !h.won && h.deltas[h.declarer!] >= 0) return `deal ${h.handNumber} lost with ${JSON.stringify(h.deltas)}`;
    }
    if (st.over) {
      if (o.history.length !== o.handsPerGame) return `over after ${o.history.length} of ${o.handsPerGame} deals`;
      const best = Math.max(...st.totals);
      const expected = [0, 1, 2].filter((s) => st.totals[s] === best);
      if (canonical(st.winners) !== canonical(expected)) return `winners ${JSON.stringify(st.winners)} for totals ${JSON.stringify(st.totals)}`;
    }
    return null;
  },
};
