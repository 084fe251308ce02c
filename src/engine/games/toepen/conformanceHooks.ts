// Toepen's hooks for the shared conformance suite (testing/conformance.ts): card
// conservation (hands, stock, discards, played), what each seat must not see, the public
// card counts, and the chips: every payment goes to or comes from the pool, so the chips
// plus the pool balance never change. conformance.ts keeps its hooks in one table, where
// this object is registered as `toepen`.
import { observe, status } from '../../core/match';
import type { Action, Card, Deal, Match, Seat } from '../../core/types';
import { canonical, randomDeal } from '../../testing/builders';
import type { DealSlot, GameHooks } from '../../testing/conformance';
import { mandatorySignal, TOEPEN_DECK } from './rules';
import { signalKinds, signalPending } from './signals';
import type { ToepenObservation, ToepenState } from './types';

/**
 * Ranks that can never be a signal card in either order (top/bottom: A/7 seed, 10/J dutch).
 * A signal tells the table how many top or bottom cards a hand holds (and under 'auto' so
 * does being asked at all), by the rules; exchanging such a card with a hidden one would
 * change what the table is rightly told. Every other card is fair game for the swap test.
 */
const SWAPPABLE = new Set(['K', 'Q', '9', '8']);

export const toepenHooks: GameHooks = {
  // Short stacks keep the property runs fast; the default 20 is drawn too.
  optionValues: { startingChips: [20, 10, 12] },
  maxActions: () => 40_000,
  randomDeal: (players, seed) => randomDeal(TOEPEN_DECK, new Array<number>(players).fill(4), seed),
  deck: () => TOEPEN_DECK.slice(),
  cardsInPlay: (m) => {
    const s = m.state as ToepenState;
    return [...s.hands.flat(), ...s.stock, ...s.discardPile, ...s.played.flat()];
  },
  hiddenFrom: (m, seat) => {
    const s = m.state as ToepenState;
    const shown = new Set<Card>(s.challenges.flatMap((c) => c.cards));
    const hidden: Card[] = [...s.stock, ...s.discardPile];
    for (let o = 0; o < s.players; o++) if (o !== seat) hidden.push(...s.hands[o]);
    return hidden.filter((c) => !shown.has(c));
  },
  swapPairs: (deal: Deal, seat: Seat) => {
    const slots: DealSlot[] = [];
    const ok = (c: Card) => SWAPPABLE.has(c.slice(0, -1));
    deal.hands.forEach((h, o) => {
      if (o !== seat) h.forEach((c, i) => { if (ok(c)) slots.push({ hand: o, index: i }); });
    });
    (deal.rest ?? []).forEach((c, j) => { if (ok(c)) slots.push({ rest: j }); });
    const pairs: [DealSlot, DealSlot][] = [];
    for (let i = 0; i < slots.length; i++) for (let k = i + 1; k < slots.length; k++) pairs.push([slots[i], slots[k]]);
    return pairs;
  },
  publicCounts: (m) => {
    const n = m.setup.players;
    for (let seat = 0; seat < n; seat++) {
      const o = observe(m, seat) as ToepenObservation;
      const hands = o.handSizes.reduce((a, b) => a + b, 0);
      const played = o.played.reduce((a, p) => a + p.length, 0);
      const count = hands + o.stockSize + o.discardCount + played;
      if (count !== 32) return `seat ${seat} sees ${count} cards: hands ${o.handSizes.join('+')}, stock ${o.stockSize}, discards ${o.discardCount}, played ${played}`;
      if (o.phase === 'exchange' || o.phase === 'challenge' || o.phase === 'signal') {
        const dealtIn = o.eliminated.filter((e) => !e).length;
        if (hands !== 4 * dealtIn) return `before play the hands hold ${hands} cards for ${dealtIn} seats`;
      }
    }
    return null;
  },
  scores: (m) => {
    const s = m.state as ToepenState;
    const st = status(m);
    const n = s.players;
    const start = s.options.startingChips;
    const sum = s.chips.reduce((a, b) => a + b, 0);
    if (canonical(st.totals) !== canonical(s.chips)) return `totals ${JSON.stringify(st.totals)} are not the chips ${JSON.stringify(s.chips)}`;
    if (s.chips.some((c) => !Number.isInteger(c) || c < 0)) return `chips ${JSON.stringify(s.chips)}`;
    if (sum + s.poolBalance !== start * n) return `chips ${sum} + pool ${s.poolBalance} ≠ ${start * n}`;
    if (s.stake < 1 || s.stake > s.knockCount + 1) return `stake ${s.stake} after ${s.knockCount} knocks`;
    let before = new Array<number>(n).fill(start);
    for (const h of s.history) {
      if (canonical(h.chipsBefore) !== canonical(before)) return `deal ${h.handNumber} starts at ${JSON.stringify(h.chipsBefore)}, not ${JSON.stringify(before)}`;
      for (let seat = 0; seat < n; seat++) {
        if (seat !== h.winner && h.deltas[seat] > 0) return `deal ${h.handNumber}: loser ${seat} gains ${h.deltas[seat]}`;
        if (Math.abs(h.deltas[seat]) > 2 * h.stake) return `deal ${h.handNumber}: seat ${seat} moves ${h.deltas[seat]} at stake ${h.stake}`;
        const p = h.parts[seat];
        if (p.collected - p.lost - p.penalty !== h.deltas[seat]) return `deal ${h.handNumber}: seat ${seat}'s parts ${JSON.stringify(p)} do not add up to ${h.deltas[seat]}`;
        if (p.collected > 0 && seat !== h.winner) return `deal ${h.handNumber}: seat ${seat} collects without winning`;
      }
      before = h.chipsAfter;
    }
    if (s.history.length > 0 && canonical(before) !== canonical(s.phase === 'handResult' || s.phase === 'gameOver' ? s.chips : s.chipsAtDeal)) {
      return `the last deal ended at ${JSON.stringify(before)}`;
    }
    const inGame = [...Array(n).keys()].filter((seat) => !s.eliminated[seat]);
    if (s.options.winCondition === 'lastPlayerStanding' && s.eliminated.some((e, seat) => e && s.chips[seat] !== 0)) return `an eliminated seat holds chips: ${JSON.stringify(s.chips)}`;
    if (st.over) {
      const last = s.history[s.history.length - 1];
      if (s.options.winCondition === 'mostChipsAtFirstBankruptcy') {
        if (!inGame.some((seat) => s.chips[seat] === 0)) return `over without a bankruptcy: ${JSON.stringify(s.chips)}`;
        const best = Math.max(...s.chips);
        if (canonical(st.winners) !== canonical(inGame.filter((seat) => s.chips[seat] === best))) return `winners ${JSON.stringify(st.winners)} for ${JSON.stringify(s.chips)}`;
      } else if (inGame.length === 1) {
        if (canonical(st.winners) !== canonical(inGame)) return `winners ${JSON.stringify(st.winners)}, the last player standing is ${inGame[0]}`;
      } else if (inGame.length === 0) {
        const dealt = last.chipsBefore.map((c, seat) => (c > 0 ? seat : -1)).filter((seat) => seat >= 0);
        const best = Math.max(...dealt.map((seat) => last.chipsBefore[seat]));
        if (canonical(st.winners) !== canonical(dealt.filter((seat) => last.chipsBefore[seat] === best))) return `winners ${JSON.stringify(st.winners)} when all are out`;
      } else return `over with ${inGame.length} players standing`;
    } else if (s.phase === 'handResult') {
      if (inGame.some((seat) => s.chips[seat] === 0)) return `the game goes on with a bankrupt seat: ${JSON.stringify(s.chips)}`;
      if (inGame.length < 2) return `the game goes on with ${inGame.length} players`;
    }
    return null;
  },
  acceptedUnlisted: (m: Match, seat: Seat, action: Action) => {
    // TP-1: "none" from a seat that must signal is the forgotten signal of §4.2 ('manual').
    const s = m.state as ToepenState;
    return action.type === 'SIGNAL' && action.kind === 'none' && Object.keys(action).length === 2
      && s.options.signals === 'manual' && signalPending(s, seat) && mandatorySignal(signalKinds(s, seat));
  },
};
