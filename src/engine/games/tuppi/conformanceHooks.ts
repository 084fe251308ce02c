// Tuppi's hooks for the shared conformance suite (testing/conformance.ts): card
// conservation (hands, out of play, played), what each seat must not see, the public
// card counts and the score chain of the wipe rule. conformance.ts keeps its hooks in
// one table, where this object is registered as `tuppi`.
import { standardDeck } from '../../core/cards';
import { observe, status } from '../../core/match';
import type { Card, Deal, Seat } from '../../core/types';
import { canonical, randomDeal } from '../../testing/builders';
import { playedThisHand, type DealSlot, type GameHooks } from '../../testing/conformance';
import { sideSeats } from './rules';
import { applyWipe } from './scoring';
import type { TuppiObservation, TuppiOptions, TuppiState } from './types';

export const tuppiHooks: GameHooks = {
  // Short targets keep the property runs fast; the default 52 is drawn too (option left out).
  optionValues: { targetScore: [52, 1, 12], handLimit: [0, 1, 3], soloLength: [13, 3] },
  maxActions: () => 10_000,
  randomDeal: (_players, seed) => randomDeal(standardDeck(), [13, 13, 13, 13], seed),
  deck: () => standardDeck(),
  cardsInPlay: (m) => {
    const s = m.state as TuppiState;
    return [...s.hands.flat(), ...s.outOfPlay, ...playedThisHand(m)];
  },
  hiddenFrom: (m, seat) => {
    const s = m.state as TuppiState;
    // Turned-over bid cards are public for the rest of the hand, wherever they went.
    const shown = new Set<Card>([...s.revealed.flatMap((r) => (r.card ? [r.card] : [])), ...s.hands[seat], ...playedThisHand(m)]);
    const hidden: Card[] = [...s.outOfPlay];
    for (let o = 0; o < 4; o++) if (o !== seat) hidden.push(...s.hands[o]);
    return hidden.filter((c) => !shown.has(c));
  },
  swapPairs: (deal: Deal, seat: Seat) => {
    const slots: DealSlot[] = [];
    for (let o = 0; o < 4; o++) if (o !== seat) for (let i = 0; i < deal.hands[o].length; i++) slots.push({ hand: o, index: i });
    const pairs: [DealSlot, DealSlot][] = [];
    for (let i = 0; i < slots.length; i++) for (let k = i + 1; k < slots.length; k++) pairs.push([slots[i], slots[k]]);
    return pairs;
  },
  publicCounts: (m) => {
    for (const seat of [0, 1, 2, 3]) {
      const o = observe(m, seat) as TuppiObservation;
      const tricks = o.tricksWon.reduce((a, b) => a + b, 0);
      const perTrick = o.mode === 'solo' ? 3 : 4;
      const count = o.handSizes.reduce((a, b) => a + b, 0) + o.trick.length + perTrick * tricks + o.outOfPlayCount;
      if (count !== 52) return `seat ${seat} sees ${count} cards: hands ${o.handSizes.join('+')}, trick ${o.trick.length}, ${tricks} tricks, ${o.outOfPlayCount} out of play`;
      if (o.teamTricks[0] + o.teamTricks[1] !== tricks) return `team tricks ${JSON.stringify(o.teamTricks)} for ${tricks} tricks`;
    }
    return null;
  },
  scores: (m) => {
    const st = status(m);
    const o = observe(m, 0) as TuppiObservation;
    const opts = o.options as TuppiOptions;
    let score: [number, number] = [0, 0];
    for (const h of o.history) {
      if (canonical(h.scoreBefore) !== canonical(score)) return `hand ${h.handNumber} starts at ${JSON.stringify(h.scoreBefore)}, not ${JSON.stringify(score)}`;
      const expected = applyWipe(score, h.side, h.points, opts.wipeRule);
      if (canonical(h.scoreAfter) !== canonical(expected)) return `hand ${h.handNumber}: ${JSON.stringify(h.scoreAfter)} after ${h.points} to side ${h.side}`;
      if (h.points <= 0 || h.points % 4 !== 0) return `hand ${h.handNumber} scored ${h.points}`;
      if (!h.abandoned && h.mode !== 'solo' && h.tricks[0] + h.tricks[1] !== 13) return `hand ${h.handNumber} has ${h.tricks[0] + h.tricks[1]} tricks`;
      if (opts.wipeRule !== 'none' && h.scoreAfter[0] > 0 && h.scoreAfter[1] > 0) return `both sides hold points: ${JSON.stringify(h.scoreAfter)}`;
      score = h.scoreAfter;
    }
    if (canonical(st.totals) !== canonical([score[0], score[1], score[0], score[1]])) return `totals ${JSON.stringify(st.totals)} but the hands add up to ${JSON.stringify(score)}`;
    if (st.over) {
      const last = o.history[o.history.length - 1];
      const atTarget = score[last.side] >= opts.targetScore;
      const expected = atTarget ? sideSeats(last.side)
        : score[0] === score[1] ? [0, 1, 2, 3] : sideSeats(score[0] > score[1] ? 0 : 1);
      if (!atTarget && !(opts.handLimit > 0 && o.history.length >= opts.handLimit)) return `over at ${JSON.stringify(score)} after ${o.history.length} hands`;
      if (canonical(st.winners) !== canonical(expected)) return `winners ${JSON.stringify(st.winners)} for ${JSON.stringify(score)}`;
    } else if (o.history.some((h) => h.scoreAfter[h.side] >= opts.targetScore)) return 'a side reached the target and the match goes on';
    return null;
  },
};
