// Kloepper's hooks for the shared conformance suite (testing/conformance.ts): card
// conservation (hands, tricks, the trick on the table), what each seat must not see (the other
// hands), the public card counts, and the scores: every deal's deltas are §6's for its
// recorded outcome, and the totals are their sums.
import { observe, status } from '../../core/match';
import type { Card, Deal, Seat } from '../../core/types';
import { canonical, randomDeal } from '../../testing/builders';
import type { DealSlot, GameHooks } from '../../testing/conformance';
import { CALLABLE_ACES, KLOEPPER_PACK } from './rules';
import { dealDeltas, gameWinners } from './settle';
import type { KloepperObservation, KloepperState } from './types';

export const kloepperHooks: GameHooks = {
  // short games keep the property runs fast; the default 30 is drawn too
  optionValues: { targetScore: [30, 8, 12] },
  maxActions: () => 20_000,
  randomDeal: (_players, seed) => randomDeal(KLOEPPER_PACK, [6, 6, 6, 6], seed),
  deck: () => KLOEPPER_PACK.slice(),
  cardsInPlay: (m) => {
    const s = m.state as KloepperState;
    return [...s.hands.flat(), ...s.tricks.flatMap((t) => t.cards.map((p) => p.card)), ...s.trick.map((p) => p.card)];
  },
  // The aces a double holder may call are named (its legal calls, the CALLED fact, the call in
  // every observation), not shown: where they lie stays hidden, which the swap test checks.
  hiddenFrom: (m, seat) => {
    const s = m.state as KloepperState;
    const named = s.phase === 'partnerDeclaration' ? CALLABLE_ACES : s.call ? [s.call.card] : [];
    const hidden: Card[] = [];
    for (let o = 0; o < 4; o++) if (o !== seat) hidden.push(...s.hands[o].filter((c) => !named.includes(c)));
    return hidden;
  },
  swapPairs: (deal: Deal, seat: Seat) => {
    const slots: DealSlot[] = [];
    deal.hands.forEach((h, o) => {
      if (o !== seat) h.forEach((_, i) => slots.push({ hand: o, index: i }));
    });
    const pairs: [DealSlot, DealSlot][] = [];
    for (let i = 0; i < slots.length; i++) for (let k = i + 1; k < slots.length; k++) pairs.push([slots[i], slots[k]]);
    return pairs;
  },
  publicCounts: (m) => {
    for (let seat = 0; seat < 4; seat++) {
      const o = observe(m, seat) as KloepperObservation;
      const count = o.handSizes.reduce((a, b) => a + b, 0) + o.trick.length + 4 * o.tricks.length;
      if (count !== 24) return `seat ${seat} sees ${count} cards: hands ${o.handSizes.join('+')}, trick ${o.trick.length}, ${o.tricks.length} tricks`;
      if (o.tricksWon.reduce((a, b) => a + b, 0) !== o.tricks.length) return `tricks won ${o.tricksWon.join('+')} for ${o.tricks.length} tricks`;
    }
    return null;
  },
  scores: (m) => {
    const s = m.state as KloepperState;
    const st = status(m);
    if (canonical(st.totals) !== canonical(s.totals)) return `status totals ${JSON.stringify(st.totals)} are not the state's ${JSON.stringify(s.totals)}`;
    let t = [0, 0, 0, 0];
    for (const h of s.history) {
      if (h.points.reduce((a, b) => a + b, 0) !== 120) return `deal ${h.handNumber}: card points ${h.points.join('+')}`;
      const qp = h.queensTeam.reduce((a, seat) => a + h.points[seat], 0);
      const all = h.queensTeam.reduce((a, seat) => a + h.tricks[seat], 0) === 6;
      if (qp !== h.queensPoints || all !== h.allTricks) return `deal ${h.handNumber}: Queens ${h.queensPoints} points, all ${h.allTricks}`;
      // §8 KL-16: the queen of clubs wins its trick
      if (qp < 3 || h.queensTeam.every((seat) => h.tricks[seat] === 0)) return `deal ${h.handNumber}: the Queens team took no trick`;
      const knock = h.knockOff ? 'KNOCKED_OFF' : h.knock ? 'KNOCKED' : 'NONE';
      const want = dealDeltas({ partnership: h.partnership, queensTeam: h.queensTeam, queensPoints: qp, allTricks: all, knock }, s.options);
      if (canonical(want) !== canonical(h.deltas)) return `deal ${h.handNumber}: deltas ${JSON.stringify(h.deltas)}, §6 says ${JSON.stringify(want)}`;
      t = t.map((x, seat) => x + h.deltas[seat]);
      if (canonical(t) !== canonical(h.totals)) return `deal ${h.handNumber} ends at ${JSON.stringify(h.totals)}, not ${JSON.stringify(t)}`;
    }
    if (canonical(t) !== canonical(s.totals)) return `totals ${JSON.stringify(s.totals)}, the deals add up to ${JSON.stringify(t)}`;
    const winners = gameWinners(s.totals, s.options.targetScore, s.options.tieBreak);
    if (st.over && canonical(st.winners) !== canonical(winners)) return `winners ${JSON.stringify(st.winners)} for ${JSON.stringify(s.totals)}`;
    if (s.phase === 'handResult' && winners) return `the game goes on with winners ${JSON.stringify(winners)} at ${JSON.stringify(s.totals)}`;
    return null;
  },
};
