// King of the Hill's hooks for the shared conformance suite (testing/conformance.ts): card
// conservation over two packs (a multiset: every text twice), what each player must not see
// (the other hands, the cards still to be dealt, the kitty), the public card counts, and the
// scores: every round's C, steps and next King are §6's for its record, and the markers add up.
//
// Copies share their text, so a text check can only say "this text may not appear": the
// hidden cards are the texts of which the player sees no copy at all (not in its hand, exposed,
// played, named by a call or, for the King, in the kitty). The swap test exchanges two hidden
// slots of the first deal; a trump-rank card (of the start rank, the first round's trump rank)
// is never exchanged: who is asked during the deal is public (§11.4), and a trump-rank card
// moved to another hand moves a declaration chance with it (H-3).
import { legalActions, observe, status } from '../../core/match';
import type { Action, Card, Deal, MatchSetup, Seat } from '../../core/types';
import { canonical, randomDeal } from '../../testing/builders';
import type { DealSlot, GameHooks } from '../../testing/conformance';
import { callableCards, rankOfCard, TWO_PACKS } from './rules';
import { bracket } from './settle';
import { advance, rankValue } from './track';
import type { KothObservation, KothState } from './types';

const PICKED_UP: ReadonlySet<string> = new Set(['kitty', 'callPartner', 'trickPlay', 'handResult', 'gameOver']);
const OVER: ReadonlySet<string> = new Set(['handResult', 'gameOver']);

/** Every card of the round in progress, wherever it is. */
function cardsInPlay(s: KothState): Card[] {
  const out: Card[] = [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.tricks.flatMap((t) => t.cards.map((p) => p.card))];
  if (PICKED_UP.has(s.phase)) out.push(...s.buried);
  else {
    s.dealHands.forEach((h, seat) => out.push(...h.slice(s.hands[seat].length)));
    out.push(...s.kitty);
  }
  return out;
}

/** The texts `seat` sees a copy of: its hand, the exposed cards (a declared card buried stays named), the cards played, a named call, and the King's kitty. */
function visibleTexts(s: KothState, seat: Seat): Set<Card> {
  const seen = new Set<Card>([
    ...s.hands[seat], ...s.exposed.flat(), ...s.declaration.cards, ...s.trick.map((p) => p.card), ...s.tricks.flatMap((t) => t.cards.map((p) => p.card)),
  ]);
  if (s.calledCard) seen.add(s.calledCard);
  if (seat === s.king && PICKED_UP.has(s.phase)) for (const c of [...s.kitty, ...s.buried]) seen.add(c);
  if (OVER.has(s.phase)) for (const c of s.buried) seen.add(c);
  // the King's legal calls name the cards he may call
  if (seat === s.king && s.phase === 'callPartner') for (const c of callableCards([...s.hands[seat], ...s.buried], s.trumpRank, s.trumpSuit)) seen.add(c);
  return seen;
}

/**
 * The texts of which `seat` sees no copy, each once: both copies of such a text are hidden, so
 * the list stands for the hidden multiset too (the swap test compares it between two matches).
 */
function hiddenFrom(s: KothState, seat: Seat): Card[] {
  const seen = visibleTexts(s, seat);
  return [...new Set(cardsInPlay(s))].filter((c) => !seen.has(c));
}

/** The trump rank of the first round: the start rank. */
const startRank = (setup?: MatchSetup): string => String(setup?.options?.startRank ?? '2');

export const kingOfTheHillHooks: GameHooks = {
  // A match from rank 2 takes some 2,000 actions, each checked in full: the registry-wide
  // property runs start at K or Q (one to three rounds); the game's own suite plays from 2 too.
  optionValues: { startRank: ['K', 'Q'] },
  defaults: { startRank: 'K' },
  maxActions: () => 40_000,
  randomDeal: (_players, seed) => randomDeal(TWO_PACKS, [20, 20, 20, 20, 20], seed),
  deck: () => TWO_PACKS.slice(),
  cardsInPlay: (m) => cardsInPlay(m.state as KothState),
  hiddenFrom: (m, seat) => hiddenFrom(m.state as KothState, seat),
  swapPairs: (deal: Deal, seat: Seat, setup?: MatchSetup) => {
    const r = startRank(setup);
    const slots: DealSlot[] = [];
    deal.hands.forEach((h, o) => {
      if (o !== seat) h.forEach((c, i) => { if (rankOfCard(c) !== r) slots.push({ hand: o, index: i }); });
    });
    (deal.rest ?? []).forEach((c, i) => { if (rankOfCard(c) !== r) slots.push({ rest: i }); });
    const pairs: [DealSlot, DealSlot][] = [];
    for (let i = 0; i < slots.length; i++) for (let k = i + 1; k < slots.length; k++) pairs.push([slots[i], slots[k]]);
    return pairs;
  },
  // a pair follow may name its two cards in either order; legalActions lists the pack order only (H-6)
  acceptedUnlisted: (m, seat, a: Action) => {
    const cards = a.cards;
    return a.type === 'PLAY_PAIR' && Array.isArray(cards) && cards.length === 2
      && legalActions(m, seat).some((l) => l.type === 'PLAY_PAIR' && canonical(l.cards) === canonical([cards[1], cards[0]]));
  },
  publicCounts: (m) => {
    for (let seat = 0; seat < 5; seat++) {
      const o = observe(m, seat) as KothObservation;
      const undealt = o.phase === 'dealing' || o.phase === 'dealEndWindow' ? 100 - o.dealt : 0;
      const count = o.handSizes.reduce((a, b) => a + b, 0) + o.trick.length + o.tricks.reduce((n, t) => n + t.cards.length, 0) + o.kittySize + undealt;
      if (count !== 108) return `seat ${seat} sees ${count} cards: hands ${o.handSizes.join('+')}, trick ${o.trick.length}, ${o.tricks.length} tricks, kitty ${o.kittySize}, undealt ${undealt}`;
      if (o.tricksWon.reduce((a, b) => a + b, 0) !== o.tricks.length) return `tricks won ${o.tricksWon.join('+')} for ${o.tricks.length} tricks`;
    }
    return null;
  },
  scores: (m) => {
    const s = m.state as KothState;
    const st = status(m);
    if (canonical(st.totals) !== canonical(s.ranks.map(rankValue))) return `status totals ${JSON.stringify(st.totals)} are not the ranks ${JSON.stringify(s.ranks)}`;
    const start = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].indexOf(s.options.startRank);
    let ranks = [start, start, start, start, start];
    for (const h of s.history) {
      const team = [h.king, h.partner];
      const trickPoints = h.points.reduce((n, p, x) => (team.includes(x) ? n : n + p), 0);
      if (h.points.reduce((a, b) => a + b, 0) + h.kittyPoints !== 200) return `round ${h.handNumber}: points ${h.points.join('+')} and kitty ${h.kittyPoints}`;
      if (trickPoints !== h.trickPoints || h.challengerPoints !== trickPoints + h.kittyMultiplier * h.kittyPoints) return `round ${h.handNumber}: C ${h.challengerPoints}`;
      if (h.kittyMultiplier !== 0 && team.includes(h.lastTrickWinner)) return `round ${h.handNumber}: kitty counted for the challengers though the King team won the last trick`;
      const b = bracket(h.challengerPoints);
      const want = [0, 1, 2, 3, 4].map((x) => (b.side === 'none' ? 0 : (b.side === 'king') === team.includes(x) ? b.steps : 0));
      if (canonical(want) !== canonical(h.steps)) return `round ${h.handNumber}: steps ${JSON.stringify(h.steps)}, §6.2 says ${JSON.stringify(want)}`;
      ranks = ranks.map((r, x) => advance(r, h.steps[x], s.options.skipRanks));
      if (canonical(ranks.map(rankValue)) !== canonical(h.totals)) return `round ${h.handNumber} ends at ${JSON.stringify(h.totals)}, not ${JSON.stringify(ranks.map(rankValue))}`;
      if (h.nextKing >= 0 && (h.challengerPoints < 80 ? h.nextKing !== h.partner : team.includes(h.nextKing))) return `round ${h.handNumber}: next King ${h.nextKing}`;
    }
    if (canonical(ranks) !== canonical(s.ranks)) return `ranks ${JSON.stringify(s.ranks)}, the rounds add up to ${JSON.stringify(ranks)}`;
    if (st.over && !st.winners.every((x) => s.ranks[x] === 12)) return `winners ${JSON.stringify(st.winners)} are not at A: ${JSON.stringify(s.ranks)}`;
    if (s.phase === 'handResult' && s.contenders.length === 0 && s.ranks.some((r) => r === 12)) return 'a player is at A and the game goes on without sudden death';
    return null;
  },
};
