// Supertrump's hooks for the shared conformance suite (testing/conformance.ts): card
// conservation (hands, stock, face-up card, played), what the other seat must not see (its
// unknown cards and the stock), the public card counts, and the 39 points of every game.
import { standardDeck } from '../../core/cards';
import { observe, status } from '../../core/match';
import { canonical, randomDeal } from '../../testing/builders';
import { playedThisHand, type DealSlot, type GameHooks } from '../../testing/conformance';
import type { SupertrumpObservation, SupertrumpState } from './types';

export const supertrumpHooks: GameHooks = {
  maxActions: (setup) => 200 * (Number(setup.options?.gamesPerMatch ?? 1) || 1),
  randomDeal: (_players, seed) => randomDeal(standardDeck(), [13, 13], seed),
  deck: () => standardDeck(),
  cardsInPlay: (m) => {
    const s = m.state as SupertrumpState;
    return [...s.hands[0], ...s.hands[1], ...s.stock, ...(s.upcard ? [s.upcard] : []), ...playedThisHand(m)];
  },
  hiddenFrom: (m, seat) => {
    const s = m.state as SupertrumpState;
    const opp = 1 - seat;
    return [...s.stock, ...s.hands[opp].filter((c) => !s.knownCards[opp].includes(c))];
  },
  swapPairs: (deal, seat) => {
    const opp = 1 - seat;
    const pairs: [DealSlot, DealSlot][] = [];
    for (let i = 0; i < deal.hands[opp].length; i++) {
      for (let j = 0; j < (deal.rest ?? []).length; j++) pairs.push([{ hand: opp, index: i }, { rest: j }]);
      for (let k = i + 1; k < deal.hands[opp].length; k++) pairs.push([{ hand: opp, index: i }, { hand: opp, index: k }]);
    }
    const restSize = (deal.rest ?? []).length;
    for (let j = 0; j < restSize; j++) for (let k = j + 1; k < restSize; k++) pairs.push([{ rest: j }, { rest: k }]);
    return pairs;
  },
  publicCounts: (m) => {
    for (const seat of [0, 1]) {
      const o = observe(m, seat) as SupertrumpObservation;
      const tricks = o.tricks1[0] + o.tricks1[1] + o.tricks2[0] + o.tricks2[1];
      const count = o.handSizes[0] + o.handSizes[1] + o.stockSize + o.trick.length + 2 * tricks;
      if (count !== 52) return `seat ${seat} sees ${count} cards: hands ${o.handSizes.join('+')}, stock ${o.stockSize}, trick ${o.trick.length}, ${tricks} tricks`;
      if (o.stage === 1 && o.phase === 'trickPlay' && o.trick.length === 0 && (o.handSizes[0] !== 13 || o.handSizes[1] !== 13)) return `stage-1 hands ${o.handSizes.join('/')} at a lead`;
    }
    return null;
  },
  scores: (m) => {
    const st = status(m);
    const o = observe(m, 0) as SupertrumpObservation;
    const sum = st.totals[0] + st.totals[1];
    if (sum !== 39 * o.history.length) return `totals ${JSON.stringify(st.totals)} after ${o.history.length} scored games (expected a sum of ${39 * o.history.length})`;
    for (const h of o.history) {
      if (h.points[0] + h.points[1] !== 39) return `game ${h.handNumber} scored ${JSON.stringify(h.points)}`;
      if (h.tricks1[0] + h.tricks1[1] !== 13 || h.tricks2[0] + h.tricks2[1] !== 13) return `game ${h.handNumber} tricks ${JSON.stringify([h.tricks1, h.tricks2])}`;
      for (const s of [0, 1]) if (h.points[s] !== h.tricks1[s] + 2 * h.tricks2[s]) return `game ${h.handNumber} seat ${s}: ${h.points[s]} points for ${h.tricks1[s]}/${h.tricks2[s]} tricks`;
    }
    if (st.over) {
      if (o.history.length !== o.gamesPerMatch) return `over after ${o.history.length} of ${o.gamesPerMatch} games`;
      const best = Math.max(...st.totals);
      const expected = [0, 1].filter((s) => st.totals[s] === best);
      if (canonical(st.winners) !== canonical(expected)) return `winners ${JSON.stringify(st.winners)} for totals ${JSON.stringify(st.totals)}`;
    }
    const tricks = o.tricks1[0] + o.tricks1[1] + o.tricks2[0] + o.tricks2[1];
    if (o.phase === 'trickPlay' && tricks !== o.trickNo - 1) return `trick ${o.trickNo} after ${tricks} tricks`;
    return null;
  },
};
