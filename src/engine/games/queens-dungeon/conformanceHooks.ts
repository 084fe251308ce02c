// Queen's Dungeon's hooks for the shared conformance suite (testing/conformance.ts): card
// conservation (hands, the trick, the gathered tricks, the removed two), what each seat must not
// see (other hands, and the tricks gathered face down before the one it may still review), the
// public card counts, and the totals: each deal's hand scores and dungeon / key changes add up
// to the totals, and the game ends as §6.4 says. conformance.ts keeps its hooks in one table,
// where this object is registered as `queensDungeon`.
import { standardDeck } from '../../core/cards';
import { observe, status } from '../../core/match';
import type { Card, Deal, Seat } from '../../core/types';
import { shownLastTrick } from '../../kit/observation';
import { canonical, randomDeal } from '../../testing/builders';
import type { DealSlot, GameHooks } from '../../testing/conformance';
import { handSizeFor, packFor } from './rules';
import { gameWinners, handScores } from './settle';
import type { QueensDungeonObservation, QueensDungeonState } from './types';

export const queensDungeonHooks: GameHooks = {
  // A random fixed deal is a deal of the default pack (with three seats, without the 2C): the
  // generic runs keep the default two; this game's own conformance test plays the others.
  // Short targets keep the property runs fast; the default 500 is drawn too.
  optionValues: { removedTwo: ['2C'], targetScore: [500, 1, 120] },
  maxActions: () => 20_000,
  randomDeal: (players, seed) => randomDeal(packFor(players, '2C'), new Array<number>(players).fill(handSizeFor(players)), seed),
  deck: () => standardDeck(),
  cardsInPlay: (m) => {
    const s = m.state as QueensDungeonState;
    // Before the dealer names the trump nothing is dealt: the pack is whole.
    if (s.phase === 'chooseTrump') return standardDeck();
    const out: Card[] = [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.tricks.flatMap((t) => t.cards.map((p) => p.card))];
    if (s.players === 3) out.push(s.options.removedTwo);
    return out;
  },
  hiddenFrom: (m, seat) => {
    const s = m.state as QueensDungeonState;
    // Before the deal the whole pack lies face down.
    if (s.phase === 'chooseTrump') return packFor(s.players, s.options.removedTwo).slice();
    const hidden: Card[] = [];
    for (let o = 0; o < s.players; o++) if (o !== seat) hidden.push(...s.hands[o]);
    const shown = shownLastTrick(s.options.reviewLastTrick, s);
    for (const t of s.tricks) if (t !== shown) hidden.push(...t.cards.map((p) => p.card));
    return hidden;
  },
  swapPairs: (deal: Deal, seat: Seat) => {
    const slots: DealSlot[] = [];
    deal.hands.forEach((h, o) => {
      if (o !== seat) h.forEach((_, i) => slots.push({ hand: o, index: i }));
    });
    const pairs: [DealSlot, DealSlot][] = [];
    for (let i = 0; i < slots.length; i++) for (let k = i + 1; k < slots.length; k += 7) pairs.push([slots[i], slots[k]]);
    return pairs;
  },
  publicCounts: (m) => {
    const n = m.setup.players;
    for (let seat = 0; seat < n; seat++) {
      const o = observe(m, seat) as QueensDungeonObservation;
      const hands = o.handSizes.reduce((a, b) => a + b, 0);
      const gathered = o.tricksWon.reduce((a, b) => a + b, 0);
      if (o.phase === 'chooseTrump') {
        if (hands !== 0 || gathered !== 0) return `before the deal seat ${seat} sees ${hands} cards in hands, ${gathered} tricks`;
        continue;
      }
      const count = hands + o.trick.length + n * gathered + (o.removedTwo ? 1 : 0);
      if (count !== 52) return `seat ${seat} sees ${count} cards: hands ${o.handSizes.join('+')}, trick ${o.trick.length}, ${gathered} tricks`;
      if (gathered !== o.trickNo - 1) return `${gathered} tricks gathered before trick ${o.trickNo}`;
      if (o.queensWon.reduce((a, b) => a + b, 0) > 4) return `queens won ${JSON.stringify(o.queensWon)}`;
    }
    return null;
  },
  scores: (m) => {
    const s = m.state as QueensDungeonState;
    const st = status(m);
    const n = s.players;
    if (canonical(st.totals) !== canonical(s.totals)) return `status totals ${JSON.stringify(st.totals)} are not the state's ${JSON.stringify(s.totals)}`;
    let before = new Array<number>(n).fill(0);
    for (const h of s.history) {
      if (canonical(h.totalsBefore) !== canonical(before)) return `deal ${h.handNumber} starts at ${JSON.stringify(h.totalsBefore)}, not ${JSON.stringify(before)}`;
      const t = before.slice();
      for (const d of h.dungeons) {
        if (d.before !== t[d.seat]) return `deal ${h.handNumber}: a ${d.kind} choice of seat ${d.seat} starts from ${d.before}, not ${t[d.seat]}`;
        t[d.seat] = d.after;
      }
      const made = (s.options.dungeonTrickCountsForContract ? h.tricks : h.scoringTricks)[h.dealer] >= h.contract;
      if (made !== h.made) return `deal ${h.handNumber}: contract ${h.made ? 'made' : 'missed'} with ${h.tricks[h.dealer]} tricks`;
      for (let seat = 0; seat < n; seat++) {
        const points = h.voided.includes(seat) ? 0 : 10 * h.scoringTricks[seat] + 25 * h.scoringQueens[seat];
        const want = seat !== h.dealer ? points : made ? points + (h.voided.includes(seat) ? 0 : 50) : -50;
        if (h.deltas[seat] !== want) return `deal ${h.handNumber}: seat ${seat} scores ${h.deltas[seat]}, not ${want}`;
        t[seat] += h.deltas[seat];
      }
      if (canonical(t) !== canonical(h.totals)) return `deal ${h.handNumber} ends at ${JSON.stringify(h.totals)}, not ${JSON.stringify(t)}`;
      if (h.tricks.reduce((a, b) => a + b, 0) !== handSizeFor(n)) return `deal ${h.handNumber}: ${h.tricks.join('+')} tricks`;
      before = h.totals;
    }
    const inDeal = s.phase !== 'handResult' && s.phase !== 'gameOver';
    if (inDeal) {
      if (canonical(s.totalsAtDealStart) !== canonical(before)) return `the deal started at ${JSON.stringify(s.totalsAtDealStart)}, not ${JSON.stringify(before)}`;
      const t = before.slice();
      for (const d of s.dungeons) t[d.seat] = d.after;
      if (canonical(t) !== canonical(s.totals)) return `totals ${JSON.stringify(s.totals)} during the deal, dungeons say ${JSON.stringify(t)}`;
      // the scores it would give now add up too (a pure function of the counts)
      handScores(s);
    } else if (canonical(before) !== canonical(s.totals)) return `the last deal ended at ${JSON.stringify(before)}, totals ${JSON.stringify(s.totals)}`;
    const winners = gameWinners(s.totals, s.options.targetScore, s.options.tieBreak);
    if (st.over && canonical(st.winners) !== canonical(winners)) return `winners ${JSON.stringify(st.winners)} for ${JSON.stringify(s.totals)}`;
    if (s.phase === 'handResult' && winners) return `the game goes on with winners ${JSON.stringify(winners)} at ${JSON.stringify(s.totals)}`;
    return null;
  },
};
