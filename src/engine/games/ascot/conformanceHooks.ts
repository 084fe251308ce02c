// Ascot's hooks for the shared conformance suite (testing/conformance.ts): card conservation
// (hands, stock, upcard, tricks, the trick on the table), what the other seat must not see (its
// hidden cards and the stock), the public card counts, the racecourse (the cap per deal) and the
// scores: every deal's result is §6.1's for its horses and the totals are its points.
import { observe, status } from '../../core/match';
import type { Deal, Seat } from '../../core/types';
import { canonical, randomDeal } from '../../testing/builders';
import type { DealSlot, GameHooks } from '../../testing/conformance';
import { ACES, racePoints, raceResult } from './race';
import { ASCOT_PACK } from './rules';
import { decidesRace, matchWinners } from './settle';
import type { AscotObservation, AscotState } from './types';

export const ascotHooks: GameHooks = {
  optionValues: { maxMovesPerDeal: [6, 1, 3], races: [2, 3], handicapAS: [0, 2, 6], handicapAH: [0, 3] },
  maxActions: (setup) => 120 * (Number(setup.options?.races ?? 3) || 3),
  randomDeal: (_players, seed) => randomDeal(ASCOT_PACK, [12, 12], seed),
  deck: () => ASCOT_PACK.slice(),
  cardsInPlay: (m) => {
    const s = m.state as AscotState;
    return [...s.hands.flat(), ...s.stock, ...(s.upcard ? [s.upcard] : []), ...s.tricks.flatMap((t) => t.cards.map((p) => p.card)), ...s.trick.map((p) => p.card)];
  },
  hiddenFrom: (m, seat) => {
    const s = m.state as AscotState;
    const opp = 1 - seat;
    return [...s.stock, ...s.hands[opp].filter((c) => !s.knownCards[opp].includes(c))];
  },
  swapPairs: (deal: Deal, seat: Seat) => {
    const slots: DealSlot[] = [...deal.hands[1 - seat].map((_, index) => ({ hand: 1 - seat, index })), ...(deal.rest ?? []).slice(1).map((_, j) => ({ rest: j + 1 }))];
    const pairs: [DealSlot, DealSlot][] = [];
    for (let i = 0; i < slots.length; i++) for (let k = i + 1; k < slots.length; k++) pairs.push([slots[i], slots[k]]);
    return pairs;
  },
  publicCounts: (m) => {
    for (const seat of [0, 1]) {
      const o = observe(m, seat) as AscotObservation;
      const count = o.handSizes[0] + o.handSizes[1] + o.stockSize + o.trick.length + 2 * o.tricks.length;
      if (count !== 48) return `seat ${seat} sees ${count} cards: hands ${o.handSizes.join('+')}, stock ${o.stockSize}, trick ${o.trick.length}, ${o.tricks.length} tricks`;
      if (o.phase === 'trickPlay' && o.trick.length === 0 && o.handSizes[0] !== 24 - o.tricks.length - (o.stage === 1 ? 12 - o.tricks.length : 0)) {
        return `hands ${o.handSizes.join('/')} at the lead to trick ${o.trickNo}`;
      }
      for (const ace of ACES) {
        const h = o.horses[ace];
        if (h.moves < 0 || h.moves > o.options.maxMovesPerDeal) return `${ace} has ${h.moves} moves`;
      }
    }
    return null;
  },
  scores: (m) => {
    const s = m.state as AscotState;
    const st = status(m);
    let t = [0, 0];
    for (const h of s.history) {
      const pos = ACES.map((a) => h.horses[a].pos);
      const want = decidesRace(s.options, h.handNumber) ? raceResult(pos, s.options.tieBreak) : null;
      if (h.result !== want) return `deal ${h.handNumber}: result ${String(h.result)}, §6.1 says ${String(want)} for ${pos.join('/')}`;
      const deltas = want ? racePoints(want, s.sides) : [0, 0];
      if (canonical(deltas) !== canonical(h.deltas)) return `deal ${h.handNumber}: deltas ${JSON.stringify(h.deltas)}`;
      t = t.map((x, seat) => x + deltas[seat]);
      if (canonical(t) !== canonical(h.totals)) return `deal ${h.handNumber} ends at ${JSON.stringify(h.totals)}, not ${JSON.stringify(t)}`;
    }
    if (canonical(t) !== canonical(st.totals)) return `totals ${JSON.stringify(st.totals)}, the deals add up to ${JSON.stringify(t)}`;
    if (st.over && canonical(st.winners) !== canonical(matchWinners(t))) return `winners ${JSON.stringify(st.winners)} for ${JSON.stringify(t)}`;
    return null;
  },
};
