// Skat's sparring partner (engine/ai/sparring.ts): a careful club player's rules of thumb,
// with no search, no sampling and no simulation. It reads the observation only.
//  - Bidding and the contract: a hand count (trumps and jacks, aces, tens with cover, voids,
//    the lead) turned into a chance of winning by small logistic formulas whose weights were
//    fitted once, offline (see WEIGHTS); it bids up to the value of the best game whose
//    expected score is positive under the scoring in force, never above it, and counts a
//    "without 3" hand or longer one matador short (a top jack may lie in the skat).
//  - The skat: hand games only with very strong hands; the discard keeps trumps and aces,
//    puts back blank tens and kings and makes voids; in Null it puts back the cards low
//    cards do not protect. Announcements only when every trick is certain.
//  - Play: it counts the cards (obs.tricks holds every card of the deal) and the voids
//    shown. The declarer draws trumps with its top trumps, cashes sure side cards, ruffs
//    and wins cheaply; the defenders lead aces, lead "short path long suit, long path short
//    suit", smear points onto a trick the partner wins, never ruff the partner's trick and
//    take the declarer's points cheaply. Null: the declarer ducks under, the defenders lead
//    low. Ramsch: lead what the others must beat, duck, shed high cards where they cannot win.
// It is fully deterministic (the rng is not needed).
import type { Rng } from '../../core/rng';
import type { Action, Card, PlayedCard, Seat, Suit } from '../../core/types';
import type { SparringPlayer } from '../../ai/sparring';
import { cardPoints, effSuit, matadors, SKAT_DECK, skatRank, skatSuit } from './rules';
import type { EffSuit } from './rules';
import type { Contract, SkatObservation, TrickRules } from './types';
import { sigmoid } from '../../ai/odds';

// ---------------------------------------------------------------- cards

const SUITS: readonly Suit[] = ['C', 'S', 'H', 'D'];
const SUIT_BASE: Readonly<Record<Suit, number>> = { C: 12, S: 11, H: 10, D: 9 };
const GRAND: TrickRules = { kind: 'grand' };
const NULL: TrickRules = { kind: 'null' };
const SUIT_RULES: Readonly<Record<Suit, TrickRules>> = {
  C: { kind: 'suit', trump: 'C' }, S: { kind: 'suit', trump: 'S' }, H: { kind: 'suit', trump: 'H' }, D: { kind: 'suit', trump: 'D' },
};
const RANK_POWER: Readonly<Record<string, number>> = { A: 6, '10': 5, K: 4, Q: 3, '9': 2, '8': 1, '7': 0 };
const NULL_POWER: Readonly<Record<string, number>> = { A: 7, K: 6, Q: 5, J: 4, '10': 3, '9': 2, '8': 1, '7': 0 };
const JACK_POWER: Readonly<Record<Suit, number>> = { C: 23, S: 22, H: 21, D: 20 };

const pts = (c: Card): number => cardPoints(c);
const isJack = (c: Card): boolean => skatRank(c) === 'J';
const eff = (c: Card, r: TrickRules): EffSuit => effSuit(c, r);
const isTrump = (c: Card, r: TrickRules): boolean => effSuit(c, r) === 'TRUMP';
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
const sumPts = (cards: readonly Card[]): number => sum(cards.map(pts));

/** Strength within an effective suit (trumps above everything in suit games). */
function power(c: Card, r: TrickRules): number {
  const rank = skatRank(c);
  if (r.kind === 'null') return NULL_POWER[rank];
  if (rank === 'J') return JACK_POWER[skatSuit(c)];
  return RANK_POWER[rank] + (r.kind === 'suit' && skatSuit(c) === r.trump ? 10 : 0);
}

/** Does `c` beat `w`, the trick's best card so far? */
function beats(c: Card, w: Card, r: TrickRules): boolean {
  const ec = eff(c, r);
  const ew = eff(w, r);
  return ec === ew ? power(c, r) > power(w, r) : ec === 'TRUMP';
}

function winningIndex(trick: readonly PlayedCard[], r: TrickRules): number {
  let w = 0;
  for (let i = 1; i < trick.length; i++) if (beats(trick[i].card, trick[w].card, r)) w = i;
  return w;
}

/** The cards of `cards` that are plain (non-jack) cards of suit `s` (in Null: all of it). */
function suitCards(cards: readonly Card[], s: Suit, r: TrickRules): Card[] {
  return cards.filter((c) => eff(c, r) === s);
}

const lowest = (cards: readonly Card[], score: (c: Card) => number): Card => {
  let best = cards[0];
  let bestScore = Infinity;
  for (const c of cards) {
    const x = score(c);
    if (x < bestScore) { bestScore = x; best = c; }
  }
  return best;
};
const highest = (cards: readonly Card[], score: (c: Card) => number): Card => lowest(cards, (c) => -score(c));

// ---------------------------------------------------------------- what the seat knows

/** Everything the player reads from one trick-play observation. */
interface View {
  obs: SkatObservation;
  me: Seat;
  rules: TrickRules;
  /** -1 in Ramsch */
  declarer: Seat;
  /** my fellow defender; -1 for the declarer and in Ramsch */
  partner: Seat;
  hand: Card[];
  /** the cards I may play now */
  legal: Card[];
  /** cards whose place I do not know: the other hands and any skat I have not seen */
  out: Card[];
  /** effective suits each seat has shown it lacks */
  voids: Set<EffSuit>[];
  /** the declarer's cards in an ouvert game (for a defender) */
  open: Card[] | null;
}

function rulesOf(obs: SkatObservation): TrickRules {
  const c = obs.contract;
  if (obs.ramsch || !c || c.type === 'grand') return GRAND;
  if (c.type === 'null') return NULL;
  return SUIT_RULES[c.trump!];
}

function readView(obs: SkatObservation): View {
  const r = rulesOf(obs);
  const me = obs.seat;
  const declarer = obs.ramsch || obs.declarer === null ? -1 : obs.declarer;
  const partner = declarer < 0 || declarer === me ? -1 : 3 - me - declarer;
  const open = obs.openHand && declarer !== me ? obs.openHand : null;
  const seen = new Set<Card>(obs.hand);
  const voids = [new Set<EffSuit>(), new Set<EffSuit>(), new Set<EffSuit>()];
  const note = (trick: readonly PlayedCard[]): void => {
    for (const p of trick) seen.add(p.card);
    if (trick.length === 0) return;
    const led = eff(trick[0].card, r);
    for (const p of trick.slice(1)) if (eff(p.card, r) !== led) voids[p.seat].add(led);
  };
  for (const t of obs.tricks) note(t.cards);
  note(obs.trick);
  if (open) for (const c of open) seen.add(c);
  if (declarer === me && obs.discard && obs.tookSkat) for (const c of obs.discard) seen.add(c);
  const legal = obs.legal.filter((a) => a.type === 'PLAY').map((a) => a.card as Card);
  return { obs, me, rules: r, declarer, partner, hand: obs.hand.slice(), legal, out: SKAT_DECK.filter((c) => !seen.has(c)), voids, open };
}

/** May `seat` still hold `c`? */
function mayHold(v: View, seat: Seat, c: Card): boolean {
  if (seat === v.me) return v.hand.includes(c);
  if (v.open && seat === v.declarer) return v.open.includes(c);
  return v.out.includes(c) && !v.voids[seat].has(eff(c, v.rules));
}

/** The chance that `seat` holds at least one of `cards` (the unknown cards dealt evenly). */
function pHoldsAny(v: View, seat: Seat, cards: readonly Card[]): number {
  const mine = cards.filter((c) => mayHold(v, seat, c));
  if (mine.length === 0) return 0;
  if (seat === v.me || (v.open && seat === v.declarer)) return 1;
  const pool = v.out.filter((c) => mayHold(v, seat, c)).length;
  const k = v.obs.handSizes[seat];
  let none = 1;
  for (let i = 0; i < k; i++) none *= Math.max(0, pool - mine.length - i) / (pool - i);
  return 1 - none;
}

/** The chance that `seat` holds no card of the effective suit `e`. */
function pVoid(v: View, seat: Seat, e: EffSuit): number {
  if (v.voids[seat].has(e)) return 1;
  return 1 - pHoldsAny(v, seat, v.out.filter((c) => eff(c, v.rules) === e));
}

/** The chance that `seat`, following a trick led in `led`, can beat card `w`. */
function pBeats(v: View, seat: Seat, w: Card, led: EffSuit): number {
  const r = v.rules;
  const candidates = v.open && seat === v.declarer ? v.open : v.out;
  const higher = (e: EffSuit): Card[] => candidates.filter((c) => eff(c, r) === e && beats(c, w, r));
  const wEff = eff(w, r);
  const follow = wEff === led ? pHoldsAny(v, seat, higher(led)) : 0;
  if (led === 'TRUMP' || r.kind === 'null') return follow;
  const ruff = pVoid(v, seat, led) * pHoldsAny(v, seat, higher('TRUMP'));
  return 1 - (1 - follow) * (1 - ruff);
}

/** Is `c` above every card of its effective suit that is still out (or in the open hand)? */
function isBoss(v: View, c: Card): boolean {
  const e = eff(c, v.rules);
  const others = v.open ? v.out.concat(v.open) : v.out;
  return !others.some((o) => eff(o, v.rules) === e && beats(o, c, v.rules));
}

// ---------------------------------------------------------------- hand evaluation

/**
 * Hand counts for a suit game with trump `t` (10 cards): the features of the win formula.
 * [bias, trumps, JC, JS, JH+JD, trump A, trump 10, side aces, tens with their ace, tens
 *  guarded by two more cards, bare tens, side voids, side singletons (no ace), side kings
 *  under A-10, trumps beyond five, forehand]
 */
function suitFeatures(cards: readonly Card[], t: Suit, forehand: boolean): number[] {
  const r = SUIT_RULES[t];
  const has = (c: string): number => (cards.includes(c as Card) ? 1 : 0);
  const trumps = cards.filter((c) => isTrump(c, r)).length;
  let aces = 0, tensA = 0, tensGuarded = 0, tensBare = 0, voids = 0, singles = 0, kingsTop = 0;
  for (const s of SUITS) {
    if (s === t) continue;
    const sc = suitCards(cards, s, r);
    const a = has(`A${s}`), ten = has(`10${s}`), k = has(`K${s}`);
    if (sc.length === 0) voids++;
    if (sc.length === 1 && !a) singles++;
    aces += a;
    if (ten) {
      if (a) tensA++;
      else if (sc.length >= 3) tensGuarded++;
      else tensBare++;
    }
    if (a && ten && k) kingsTop++;
  }
  return [1, trumps, has('JC'), has('JS'), has('JH') + has('JD'), has(`A${t}`), has(`10${t}`),
    aces, tensA, tensGuarded, tensBare, voids, singles, kingsTop, Math.max(0, trumps - 5), forehand ? 1 : 0];
}

/**
 * Hand counts for a Grand (10 cards): [bias, jacks, JC, JS, aces, tens with their ace, tens
 * guarded by two more, bare tens, length beyond three in suits with the ace, kings under
 * A-10, voids, cards of suits without their ace, forehand]
 */
function grandFeatures(cards: readonly Card[], forehand: boolean): number[] {
  const has = (c: string): number => (cards.includes(c as Card) ? 1 : 0);
  const jacks = cards.filter(isJack).length;
  let aces = 0, tensA = 0, tensGuarded = 0, tensBare = 0, long = 0, kingsTop = 0, voids = 0, weak = 0;
  for (const s of SUITS) {
    const sc = suitCards(cards, s, GRAND);
    const a = has(`A${s}`), ten = has(`10${s}`), k = has(`K${s}`);
    if (sc.length === 0) voids++;
    aces += a;
    if (ten) {
      if (a) tensA++;
      else if (sc.length >= 3) tensGuarded++;
      else tensBare++;
    }
    if (a) long += Math.max(0, sc.length - 3);
    else weak += sc.length;
    if (a && ten && k) kingsTop++;
  }
  return [1, jacks, has('JC'), has('JS'), aces, tensA, tensGuarded, tensBare, long, kingsTop, voids, weak, forehand ? 1 : 0];
}

/**
 * Null danger: per suit, a card is unsafe when more of the cards below it are out than low
 * cards of mine can duck under, the defenders leading them one by one (the other defender
 * discarding): a full point. One card short of that (a bare 8 with the 7 out) is half a point,
 * since it takes the other defender's help to catch it. `strict` (an open hand, where the
 * defenders see everything) counts every such card fully.
 */
function nullDanger(cards: readonly Card[], strict = false): number {
  let danger = 0;
  for (const s of SUITS) {
    const mine = suitCards(cards, s, NULL).map((c) => NULL_POWER[skatRank(c)]).sort((a, b) => a - b);
    mine.forEach((rank, i) => {
      const below = rank - i; // cards of the suit below this one that others hold
      if (below > i + 1) danger += 1;
      else if (below > i) danger += strict ? 1 : 0.5;
    });
  }
  return danger;
}

/** Null counts: [bias, unsafe cards, unsafe beyond one, forehand, aces and kings] */
function nullFeatures(cards: readonly Card[], forehand: boolean): number[] {
  const d = nullDanger(cards);
  const high = cards.filter((c) => ['A', 'K'].includes(skatRank(c))).length;
  return [1, d, Math.max(0, d - 1), forehand ? 1 : 0, high];
}

type Stage = 'take' | 'hand' | 'after';

// Win formulas: logistic weights over the features above, per kind of game and stage
// ('take': the ten dealt cards before picking up the skat; 'hand': the ten cards of a hand
// game; 'after': the ten cards after the discard, with the points put back). Fitted offline
// to this player's own games (every seat declaring every contract on 3000 random deals),
// then each bias lowered by what its declarer games lost against the strongest AI's
// defence (about half a unit: the club player's "experience" with good opponents).
const WEIGHTS: Readonly<Record<'suit' | 'grand' | 'null', Record<Stage, readonly number[]>>> = {
  suit: {
    take: [-9.28, 1.25, 1.05, 0.84, 0.52, 0.66, 0.48, 1.09, 0.42, 0.63, 0.38, 0.01, 0, 0.02, -0.06, 0.22],
    hand: [-13.18, 1.55, 1.42, 1.26, 0.73, 0.70, 0.60, 1.48, 0.61, 0.78, 0.32, 0.59, -0.33, -0.26, -0.18, 0.12],
    after: [-15.19, 1.52, 1.63, 1.33, 0.81, 1.02, 0.73, 1.85, 0.67, 1.01, 0.78, 0.81, 0.14, -0.32, 0.24, 0.33, 0.60],
  },
  grand: {
    take: [-5.74, 1.45, 0.53, 0.01, 1.02, 0.95, 1.11, 0.75, -0.03, 0.15, -0.01, -0.13, 0.07],
    hand: [-11.0, 1.65, 0.53, -0.01, 2.07, 0.97, 1.16, 0.70, 0.40, 0.12, 1.07, 0.28, 0.09],
    after: [-11.81, 2.02, 0.70, 0.01, 1.91, 1.33, 1.28, 1.02, -0.12, 0.15, 0.95, 0.05, 0.09, 1.17],
  },
  null: {
    take: [2.10, -0.77, -0.03, -0.36, -0.13],
    hand: [1.19, -1.23, 0.41, -0.43, -0.22],
    after: [2.81, -2.70, 1.54, -0.47, -0.09],
  },
};

const dot = (w: readonly number[], f: readonly number[]): number => sum(f.map((x, i) => x * (w[i] ?? 0)));

/** The chance of winning game `g` with `cards` at `stage` (`discarded`: the points put back). */
function winChance(g: TrickRules, cards: readonly Card[], forehand: boolean, stage: Stage, discarded = 0): number {
  if (g.kind === 'null') return sigmoid(dot(WEIGHTS.null[stage], nullFeatures(cards, forehand)));
  const extra = stage === 'after' ? [discarded / 10] : [];
  if (g.kind === 'grand') return sigmoid(dot(WEIGHTS.grand[stage], [...grandFeatures(cards, forehand), ...extra]));
  return sigmoid(dot(WEIGHTS.suit[stage], [...suitFeatures(cards, g.trump, forehand), ...extra]));
}

// ---------------------------------------------------------------- game values

const baseOf = (g: TrickRules): number => (g.kind === 'grand' ? 24 : g.kind === 'suit' ? SUIT_BASE[g.trump] : 23);

/**
 * Matadors a declarer may count on: exact over the twelve cards once the skat is known;
 * over ten cards "without 3" or more is counted one short, since a top jack in the skat
 * would cut it (the classic overbid).
 */
function safeMatadors(cards: readonly Card[], g: TrickRules, skatKnown: boolean): number {
  const m = matadors(cards, g);
  if (skatKnown || cards.includes('JC')) return m;
  return m >= 3 ? m - 1 : m;
}

/** The value of a plain (unannounced) game: `levels` 1 with the skat, 2 in hand. */
function plainValue(g: TrickRules, mats: number, hand: boolean, ouvert = false): number {
  if (g.kind === 'null') return ouvert ? (hand ? 59 : 46) : hand ? 35 : 23;
  return baseOf(g) * (mats + (hand ? 2 : 1));
}

/** The score swing against the two others: what a win brings and a loss costs. */
function stakes(value: number, tournament: boolean): { win: number; loss: number } {
  // Tournament: +50 for a win; a loss costs 50 more and gives each opponent 40.
  return tournament ? { win: value + 50, loss: 2 * value + 90 } : { win: value, loss: 2 * value };
}

/** Expected swing of declaring a game worth `value` at `bid` won with chance `p`. */
function expectation(g: TrickRules, value: number, p: number, bid: number, tournament: boolean): number {
  if (value < bid) {
    // Overbid: lost at the smallest multiple of the base reaching the bid.
    const base = baseOf(g);
    return -stakes(Math.ceil(bid / base) * base, tournament).loss;
  }
  const s = stakes(value, tournament);
  return p * s.win - (1 - p) * s.loss;
}

/** The least chance of winning that makes a game worth declaring: break-even, the win formulas being calibrated against strong defenders. */
function neededChance(value: number, tournament: boolean): number {
  const s = stakes(value, tournament);
  return s.loss / (s.win + s.loss);
}

interface Plan {
  g: TrickRules;
  hand: boolean;
  ouvert: boolean;
  p: number;
  value: number;
}

const ALL_GAMES: readonly TrickRules[] = [SUIT_RULES.C, SUIT_RULES.S, SUIT_RULES.H, SUIT_RULES.D, GRAND, NULL];

/** Every plain game the ten dealt cards could be played as, before the skat is seen. */
function dealtPlans(obs: SkatObservation, cards: readonly Card[]): Plan[] {
  const forehand = obs.seat === obs.roles.forehand;
  const ignoreSkat = obs.options.handMatadorsIgnoreSkat;
  const plans: Plan[] = [];
  for (const g of ALL_GAMES) {
    for (const hand of [false, true]) {
      const mats = g.kind === 'null' ? 0 : safeMatadors(cards, g, hand && ignoreSkat);
      plans.push({ g, hand, ouvert: false, p: winChance(g, cards, forehand, hand ? 'hand' : 'take'), value: plainValue(g, mats, hand) });
    }
  }
  if (nullDanger(cards, true) === 0) plans.push({ g: NULL, hand: true, ouvert: true, p: 0.97, value: 59 });
  return plans;
}

// ---------------------------------------------------------------- bidding

/** The highest value this hand bids or holds: the best game it wins often enough. */
function bidLimit(obs: SkatObservation): number {
  const tournament = obs.options.scoring === 'tournament';
  // When all passing means Ramsch, Forehand alone at 18 takes a little more risk.
  const ramschRelief = obs.options.allPass === 'ramsch' && obs.auction.stage === 3 ? 0.08 : 0;
  let limit = 0;
  for (const p of dealtPlans(obs, obs.hand)) {
    if (p.p >= neededChance(p.value, tournament) - ramschRelief) limit = Math.max(limit, p.value);
  }
  return limit;
}

function bid(obs: SkatObservation): Action {
  const limit = bidLimit(obs);
  const pass = obs.legal.find((a) => a.type === 'PASS')!;
  if (obs.auction.awaiting === 'answer') return obs.bid <= limit ? obs.legal.find((a) => a.type === 'HOLD') ?? pass : pass;
  // Say the next value only: a jump bid gains nothing (§4.1) and tells the others more.
  const next = obs.legal.find((a) => a.type === 'BID');
  return next && (next.value as number) <= limit ? next : pass;
}

// ---------------------------------------------------------------- the skat and the contract

function surrenderCost(obs: SkatObservation): number {
  return stakes(obs.bid, obs.options.scoring === 'tournament').loss;
}

/** Hand or skat: a hand game only when it is very likely won and worth more than taking. */
function skatDecision(obs: SkatObservation): Action {
  const tournament = obs.options.scoring === 'tournament';
  let take = -Infinity, hand = -Infinity, handP = 0;
  for (const p of dealtPlans(obs, obs.hand)) {
    const e = expectation(p.g, p.value, p.p, obs.bid, tournament);
    if (!p.hand) take = Math.max(take, e);
    else if (e > hand) { hand = e; handP = p.p; }
  }
  const surrender = obs.legal.find((a) => a.type === 'SURRENDER');
  if (surrender && Math.max(take, hand) < -surrenderCost(obs) - 10) return surrender;
  const choice = hand > take && handP >= 0.85 ? 'PLAY_HAND' : 'TAKE_SKAT';
  return obs.legal.find((a) => a.type === choice)!;
}

/** How much a plain side card is worth keeping in a suit or grand game (the discard's order). */
function sideKeep(c: Card, cards: readonly Card[], r: TrickRules): number {
  const s = skatSuit(c);
  const suit = suitCards(cards, s, r);
  const has = (x: string): boolean => cards.includes(x as Card);
  const rank = skatRank(c);
  if (rank === 'A') return 40;
  if (rank === '10') return has(`A${s}`) ? 30 : suit.length >= 3 ? 8 : -6;
  if (rank === 'K') return has(`A${s}`) && has(`10${s}`) ? 12 : suit.length === 1 ? -4 : 2;
  // A low card guarding a ten or a king is worth keeping; otherwise it is a loser.
  const guards = (has(`10${s}`) && !has(`A${s}`)) || (has(`K${s}`) && !has(`A${s}`));
  return guards && suit.length <= 3 ? 4 : -1 - power(c, r) * 0.1;
}

/** The side structure left after a discard: voids, aces, covered tens; bare tens cost. */
function keptQuality(cards: readonly Card[], r: TrickRules): number {
  const trumps = cards.filter((c) => isTrump(c, r)).length;
  let q = 0;
  for (const s of SUITS) {
    if (r.kind === 'suit' && s === r.trump) continue;
    const suit = suitCards(cards, s, r);
    if (suit.length === 0) q += trumps >= 5 ? 6 : 3;
    for (const c of suit) q += sideKeep(c, cards, r);
  }
  return q;
}

/** The best two cards to put back for game `g` out of the twelve. */
function discardFor(cards: readonly Card[], g: TrickRules): [Card, Card] {
  let best: [Card, Card] = [cards[0], cards[1]];
  let bestScore = -Infinity;
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const pair: [Card, Card] = [cards[i], cards[j]];
      const left = cards.filter((c) => c !== cards[i] && c !== cards[j]);
      let score: number;
      if (g.kind === 'null') {
        // Least danger left; then the higher cards out.
        score = -10 * nullDanger(left) + 0.1 * (NULL_POWER[skatRank(pair[0])] + NULL_POWER[skatRank(pair[1])]);
      } else {
        // Trumps and jacks stay in the hand (with fewer than two side cards, the lowest go).
        const trumps = pair.filter((c) => isTrump(c, g));
        score = keptQuality(left, g) + 0.7 * sumPts(pair) - sum(trumps.map((c) => 1000 + power(c, g) + pts(c)));
      }
      if (score > bestScore) { bestScore = score; best = pair; }
    }
  }
  return best;
}

/** For each game, the discard the rules of thumb choose and the chance it leaves. */
function discardPlans(obs: SkatObservation): { g: TrickRules; pair: [Card, Card]; e: number; p: number }[] {
  const forehand = obs.seat === obs.roles.forehand;
  const tournament = obs.options.scoring === 'tournament';
  return ALL_GAMES.map((g) => {
    const pair = discardFor(obs.hand, g);
    const left = obs.hand.filter((c) => !pair.includes(c));
    const p = winChance(g, left, forehand, 'after', sumPts(pair));
    const value = g.kind === 'null' ? 23 : plainValue(g, matadors(obs.hand, g), false);
    return { g, pair, p, e: expectation(g, value, p, obs.bid, tournament) };
  });
}

function discard(obs: SkatObservation): Action {
  const plans = discardPlans(obs).filter((x) => x.g.kind !== 'null' || obs.bid <= 46);
  const best = plans.reduce((a, b) => (b.e > a.e ? b : a));
  const surrender = obs.legal.find((a) => a.type === 'SURRENDER');
  if (surrender && best.p < 0.12 && best.e < -surrenderCost(obs)) return surrender;
  const want = new Set(best.pair);
  return obs.legal.find((a) => a.type === 'DISCARD' && (a.cards as Card[]).every((c) => want.has(c)))!;
}

/**
 * Can the declarer take every trick whoever leads? Its trumps above every trump out must be
 * at least as many as the trumps out, and each side suit a run from the ace down.
 */
function claimable(cards: readonly Card[], g: TrickRules): boolean {
  if (g.kind === 'null') return false;
  const all = SKAT_DECK.filter((c) => isTrump(c, g));
  const outTrumps = all.filter((c) => !cards.includes(c));
  const mine = cards.filter((c) => isTrump(c, g));
  const topMine = mine.filter((c) => outTrumps.every((o) => beats(c, o, g))).length;
  if (topMine < outTrumps.length) return false;
  for (const s of SUITS) {
    const suit = suitCards(cards, s, g).map((c) => power(c, g)).sort((a, b) => b - a);
    if (suit.some((p, i) => p !== 6 - i)) return false;
  }
  return true;
}

/** Schneider is safe when at most one low side card can lose a trick and no ten is exposed. */
function schneiderSafe(cards: readonly Card[], g: TrickRules): boolean {
  if (g.kind === 'null') return false;
  for (const c of cards) {
    if (isTrump(c, g)) continue;
    const rest = cards.filter((x) => x !== c);
    if (pts(c) === 0 && claimable(rest, g)) return true;
  }
  return claimable(cards, g);
}

interface Choice { contract: Omit<Contract, 'hand'>; e: number; p: number }

const plainContract = (g: TrickRules, ouvert = false): Omit<Contract, 'hand'> => ({
  type: g.kind === 'suit' ? 'suit' : g.kind,
  ...(g.kind === 'suit' ? { trump: g.trump } : {}),
  schneiderAnnounced: false, schwarzAnnounced: false, ouvert,
});

function declarationChoices(obs: SkatObservation): Choice[] {
  const forehand = obs.seat === obs.roles.forehand;
  const tournament = obs.options.scoring === 'tournament';
  const cards = obs.hand;
  const out: Choice[] = [];
  if (obs.tookSkat) {
    const twelve = [...cards, ...(obs.discard ?? [])];
    const back = sumPts(obs.discard ?? []);
    for (const g of ALL_GAMES) {
      const p = winChance(g, cards, forehand, 'after', back);
      const value = g.kind === 'null' ? 23 : plainValue(g, matadors(twelve, g), false);
      out.push({ contract: plainContract(g), p, e: expectation(g, value, p, obs.bid, tournament) });
    }
    if (nullDanger(cards, true) === 0) out.push({ contract: plainContract(NULL, true), p: 0.95, e: expectation(NULL, 46, 0.95, obs.bid, tournament) });
    return out;
  }
  for (const p of dealtPlans(obs, cards)) {
    if (!p.hand) continue;
    out.push({ contract: plainContract(p.g, p.ouvert), p: p.p, e: expectation(p.g, p.value, p.p, obs.bid, tournament) });
    const mats = matadors(cards, p.g);
    if (claimable(cards, p.g)) {
      // Every trick is certain: Schwarz announced with open cards (7 levels).
      const value = baseOf(p.g) * (mats + 7);
      out.push({ contract: { ...plainContract(p.g), schneiderAnnounced: true, schwarzAnnounced: true, ouvert: true }, p: 0.99, e: expectation(p.g, value, 0.99, obs.bid, tournament) });
    } else if (schneiderSafe(cards, p.g)) {
      const value = baseOf(p.g) * (mats + 4);
      out.push({ contract: { ...plainContract(p.g), schneiderAnnounced: true }, p: 0.95, e: expectation(p.g, value, 0.95, obs.bid, tournament) });
    }
  }
  return out;
}

const sameContract = (a: Action, c: Omit<Contract, 'hand'>): boolean => {
  const x = a.contract as Contract | undefined;
  return !!x && x.type === c.type && x.trump === c.trump && x.schneiderAnnounced === c.schneiderAnnounced
    && x.schwarzAnnounced === c.schwarzAnnounced && x.ouvert === c.ouvert;
};

function declare(obs: SkatObservation): Action {
  const choices = declarationChoices(obs)
    .filter((c) => obs.legal.some((a) => a.type === 'DECLARE' && sameContract(a, c.contract)))
    .sort((a, b) => b.e - a.e);
  const surrender = obs.legal.find((a) => a.type === 'SURRENDER');
  const best = choices[0];
  if (surrender && (!best || (best.p < 0.12 && best.e < -surrenderCost(obs)))) return surrender;
  if (!best) return obs.legal[0];
  return obs.legal.find((a) => a.type === 'DECLARE' && sameContract(a, best.contract))!;
}

// ---------------------------------------------------------------- trick play: suit and grand

/** The least useful card to give away: no points, no trumps, no guard of a ten. */
function dumpCard(v: View, cards: readonly Card[]): Card {
  const r = v.rules;
  return lowest(cards, (c) => {
    let cost = pts(c) * 1.2 + power(c, r) * 0.2;
    if (isTrump(c, r)) cost += 12 + power(c, r) * 0.5;
    else {
      const s = skatSuit(c);
      const suit = suitCards(v.hand, s, r);
      const tenGuard = suit.some((x) => skatRank(x) === '10' && x !== c && !isBoss(v, x)) && suit.length <= 3;
      if (tenGuard) cost += 4;
      // Shedding the last card of a suit makes a void: good for the one who holds trumps.
      if (suit.length === 1 && pts(c) < 10) cost -= 1.5;
    }
    return cost;
  });
}

/** The cheapest card of `winners`: plain cards before trumps, low before high (a ten is banked first). */
function cheapestWinner(v: View, winners: readonly Card[]): Card {
  const r = v.rules;
  return lowest(winners, (c) => {
    if (isTrump(c, r)) return 30 + power(c, r) + (isJack(c) ? 5 : 0);
    return skatRank(c) === '10' ? -1 : power(c, r);
  });
}

/**
 * A defender's winner as the trick's last card: a plain winner as cheaply as possible, else
 * the trump that banks most points (a trump ten or ace is safe as the last card).
 */
function lastWinner(v: View, winners: readonly Card[]): Card {
  const r = v.rules;
  const plain = winners.filter((c) => !isTrump(c, r));
  if (plain.length > 0) return cheapestWinner(v, plain);
  return highest(winners, (c) => pts(c) - (isJack(c) ? 8 : 0) - power(c, r) * 0.2);
}

/** The points already in the trick. */
const trickPoints = (trick: readonly PlayedCard[]): number => sum(trick.map((p) => pts(p.card)));

/** Trumps still out that the other side may hold. */
function trumpsOut(v: View): Card[] {
  const them = [0, 1, 2].filter((s) => s !== v.me && s !== v.partner);
  return v.out.filter((c) => isTrump(c, v.rules) && them.some((s) => mayHold(v, s, c)));
}

function declarerLead(v: View): Card {
  const r = v.rules;
  const mine = v.legal;
  const myTrumps = mine.filter((c) => isTrump(c, r));
  const theirTrumps = trumpsOut(v);
  const defenders = [0, 1, 2].filter((s) => s !== v.me);
  const sides = mine.filter((c) => !isTrump(c, r));
  const cheapTrump = (): Card => lowest(myTrumps, (c) => pts(c) * 2 + power(c, r));
  const ruffRisk = (c: Card): number => {
    if (theirTrumps.length === 0) return 0;
    const e = eff(c, r);
    let risk = 0;
    for (const s of defenders) risk = Math.max(risk, pVoid(v, s, e) * pHoldsAny(v, s, theirTrumps));
    return risk;
  };
  // Sure side winners: aces, then tens once the ace is gone, while no defender ruffs them.
  const sure = sides.filter((c) => isBoss(v, c) && ruffRisk(c) < 0.3);
  const cashSure = (): Card => highest(sure, (c) => pts(c) + power(c, r) * 0.1);
  if (myTrumps.length > 0 && theirTrumps.length > 0) {
    // Draw trumps first: from the top while holding the best one, else with a cheap trump
    // (cashing side aces first lets the defenders discard and ruff them later).
    const bosses = myTrumps.filter((c) => isBoss(v, c));
    if (bosses.length > 0 && myTrumps.length >= 2) return highest(bosses, (c) => power(c, r));
    return cheapTrump();
  }
  if (sides.length === 0) {
    const bosses = myTrumps.filter((c) => isBoss(v, c));
    return bosses.length > 0 ? highest(bosses, (c) => power(c, r)) : cheapTrump();
  }
  if (sure.length > 0) return cashSure();
  // A suit the defenders will ruff anyway is no lead while a trump can be led instead.
  const unruffed = sides.filter((c) => ruffRisk(c) < 0.7);
  if (unruffed.length === 0 && myTrumps.length > 0) return cheapTrump();
  // Otherwise a low card: from a short suit while trumps can ruff later, never baring a ten.
  return lowest(unruffed.length > 0 ? unruffed : sides, (c) => {
    const suit = suitCards(mine, skatSuit(c), r);
    let cost = pts(c) + power(c, r) * 0.3;
    const rest = suit.filter((x) => x !== c);
    if (rest.some((x) => pts(x) >= 4 && !isBoss(v, x)) && rest.length === 1) cost += 6;
    if (myTrumps.length > 0) cost += suit.length * 0.8;
    if (!isBoss(v, c) && skatRank(c) === '10') cost += 8;
    return cost;
  });
}

function declarerFollow(v: View): Card {
  const r = v.rules;
  const trick = v.obs.trick;
  const led = eff(trick[0].card, r);
  const w = trick[winningIndex(trick, r)].card;
  const winners = v.legal.filter((c) => beats(c, w, r));
  const onTable = trickPoints(trick);
  const myTrumps = v.hand.filter((c) => isTrump(c, r)).length;
  const plenty = myTrumps > trumpsOut(v).length;
  const next = trick.length === 1 ? (v.me + 1) % 3 : -1;
  const safe = next < 0 ? winners : winners.filter((c) => pBeats(v, next, c, led) < 0.25);
  if (safe.length > 0) {
    // Ruffing where nobody can overruff, the trump ace or ten banks its points.
    const fat = safe.every((x) => isTrump(x, r)) ? safe.filter((x) => pts(x) >= 10) : [];
    const c = fat.length > 0 ? highest(fat, pts) : cheapestWinner(v, safe);
    // A ruff costs a trump: worth it for points, when trumps are plentiful, or in the middle
    // (left alone, the last defender would smear onto his partner's trick).
    if (!isTrump(c, r) || led === 'TRUMP' || onTable + pts(c) >= 3 || plenty || (next >= 0 && myTrumps >= 2)) return c;
  } else if (winners.length > 0 && onTable >= 10) {
    return highest(winners, (c) => power(c, r));
  }
  return dumpCard(v, v.legal);
}

/** A card to put on the partner's winning trick: points, the vulnerable ones first. */
function smearCard(v: View, cards: readonly Card[]): Card {
  const r = v.rules;
  const following = cards.every((c) => eff(c, r) === eff(v.obs.trick[0].card, r));
  return highest(cards, (c) => {
    if (isTrump(c, r) && !following) return -20 - power(c, r);
    let score = pts(c) - (isJack(c) ? 3 : 0) - power(c, r) * 0.05;
    if (!isTrump(c, r)) {
      const s = skatSuit(c);
      const ace = `A${s}` as Card;
      if (skatRank(c) === '10' && !v.hand.includes(ace) && v.out.includes(ace)) score += 4;
      if (skatRank(c) === 'A' && v.hand.includes(`10${s}` as Card)) score -= 6;
    }
    return score;
  });
}

function defenderLead(v: View): Card {
  const r = v.rules;
  const d = v.declarer;
  const sides = v.legal.filter((c) => !isTrump(c, r));
  const declarerRuffs = (c: Card): number => pVoid(v, d, eff(c, r)) * pHoldsAny(v, d, trumpsOut(v));
  // 1. Cash a sure side winner while the declarer still follows.
  const sure = sides.filter((c) => isBoss(v, c) && declarerRuffs(c) < 0.6);
  if (sure.length > 0) return highest(sure, (c) => pts(c) + power(c, r) * 0.1);
  // 2. A suit my partner has shown void in (and the declarer has not): partner ruffs.
  const p = v.partner;
  const ruffFor = sides.filter((c) => v.voids[p].has(eff(c, r)) && !v.voids[d].has(eff(c, r)) && !v.voids[p].has('TRUMP'));
  if (ruffFor.length > 0) return lowest(ruffFor, (c) => pts(c) + power(c, r) * 0.2);
  // 3. Back to the suit my partner led first, unless the declarer ruffs it.
  const partnerSuit = v.obs.tricks.find((t) => t.cards[0].seat === p && eff(t.cards[0].card, r) !== 'TRUMP');
  if (partnerSuit) {
    const e = eff(partnerSuit.cards[0].card, r);
    const back = sides.filter((c) => eff(c, r) === e);
    if (back.length > 0 && declarerRuffs(back[0]) < 0.5) {
      const boss = back.filter((c) => isBoss(v, c));
      return boss.length > 0 ? highest(boss, pts) : lowest(back, (c) => pts(c) * 2 + power(c, r));
    }
  }
  if (sides.length === 0) return lowest(v.legal, (c) => pts(c) * 2 + power(c, r));
  // 4. "Kurzer Weg - lange Farbe, langer Weg - kurze Farbe": with the declarer right after
  //    me I lead my long suit (the partner behind him can ruff it later); with the declarer
  //    last I lead my short suit (to ruff it myself later).
  const declarerNext = (v.me + 1) % 3 === d;
  return lowest(sides, (c) => {
    const s = skatSuit(c);
    const suit = suitCards(v.hand, s, r);
    let cost = pts(c) * 1.5 + power(c, r) * 0.3;
    cost += declarerNext ? -suit.length * 1.2 : suit.length * 1.2;
    if (v.voids[d].has(s)) cost += 8; // the declarer ruffs it cheaply
    if (skatRank(c) === '10' && !isBoss(v, c)) cost += 10; // never lead a ten into the ace
    const rest = suit.filter((x) => x !== c);
    if (rest.length === 1 && skatRank(rest[0]) === '10' && !isBoss(v, rest[0])) cost += 5; // nor bare it
    return cost;
  });
}

function defenderFollow(v: View): Card {
  const r = v.rules;
  const trick = v.obs.trick;
  const d = v.declarer;
  const led = eff(trick[0].card, r);
  const wi = winningIndex(trick, r);
  const w = trick[wi].card;
  const partnerWins = trick[wi].seat === v.partner;
  const winners = v.legal.filter((c) => beats(c, w, r));
  const following = v.legal.some((c) => eff(c, r) === led);
  const onTable = trickPoints(trick);
  if (trick.length === 2) {
    // Last to play.
    if (partnerWins) return smearCard(v, v.legal);
    const dump = dumpCard(v, v.legal);
    if (winners.length > 0) {
      // Win when the points taken outweigh the card spent, against what the dump would give.
      const c = lastWinner(v, winners);
      const spent = isTrump(c, r) ? 3 + (isJack(c) ? 4 : 0) : 0;
      if (onTable + pts(c) - spent >= -(onTable + pts(dump))) return c;
    }
    return dump;
  }
  if (trick[0].seat === d) {
    // The declarer led; my partner plays after me: any winner of mine takes the trick.
    if (winners.length > 0) {
      const c = cheapestWinner(v, winners);
      const ruff = isTrump(c, r) && led !== 'TRUMP';
      const declarerBoss = isBoss(v, w);
      if (!ruff || onTable >= 3 || declarerBoss) return c;
    }
    // My partner, last, will probably beat the declarer's card: smear ahead of him.
    if (pBeats(v, v.partner, w, led) >= 0.45) return smearCard(v, v.legal);
    return dumpCard(v, v.legal);
  }
  // My partner led and the declarer plays last.
  const danger = pBeats(v, d, w, led);
  if (danger < 0.25) return smearCard(v, v.legal);
  if (following) {
    const top = highest(v.legal, (c) => power(c, r));
    if (beats(top, w, r) && pBeats(v, d, top, led) < 0.3) return top;
    return dumpCard(v, v.legal);
  }
  // Void: ruff while the declarer must follow (he cannot overruff).
  const trumps = v.legal.filter((c) => isTrump(c, r));
  if (trumps.length > 0 && pVoid(v, d, led) < 0.3 && onTable >= 3) return lowest(trumps, (c) => power(c, r) + pts(c));
  return dumpCard(v, v.legal);
}

// ---------------------------------------------------------------- trick play: Null

const nullRank = (c: Card): number => NULL_POWER[skatRank(c)];

function nullDeclarer(v: View): Card {
  const trick = v.obs.trick;
  if (trick.length === 0) {
    // Lead a card some other hand must beat: the lowest of a suit with higher cards out;
    // among those, the suit where the lead is least likely to come back at me.
    const safeLead = v.legal.filter((c) => v.out.some((o) => skatSuit(o) === skatSuit(c) && nullRank(o) > nullRank(c)));
    const pool = safeLead.length > 0 ? safeLead : v.legal;
    return lowest(pool, (c) => {
      const s = skatSuit(c);
      const higherOut = v.out.filter((o) => skatSuit(o) === s && nullRank(o) > nullRank(c)).length;
      const lowerOut = v.out.filter((o) => skatSuit(o) === s && nullRank(o) < nullRank(c)).length;
      return lowerOut * 2 - higherOut * 0.5 + nullRank(c) * 0.1;
    });
  }
  const w = trick[winningIndex(trick, NULL)].card;
  const under = v.legal.filter((c) => !beats(c, w, NULL));
  // Duck with the highest card that stays under. Forced over it: the lowest while a defender
  // plays after me (he may have to go higher still), else the highest (the trick is lost).
  if (under.length > 0) return highest(under, (c) => nullRank(c) + (skatSuit(c) !== skatSuit(w) ? 2 : 0));
  return trick.length === 1 ? lowest(v.legal, nullRank) : highest(v.legal, nullRank);
}

function nullDefender(v: View): Card {
  const d = v.declarer;
  const trick = v.obs.trick;
  const declarerCards = v.open ?? null;
  if (trick.length === 0) {
    // Lead low in a suit the declarer still holds, where his cards may all be higher.
    const candidates = v.legal.filter((c) => !v.voids[d].has(skatSuit(c)));
    const pool = candidates.length > 0 ? candidates : v.legal;
    return lowest(pool, (c) => {
      const s = skatSuit(c);
      if (declarerCards) {
        const his = declarerCards.filter((x) => skatSuit(x) === s);
        if (his.length === 0) return 50 + nullRank(c);
        const forced = his.every((x) => nullRank(x) > nullRank(c));
        return (forced ? 0 : 20) + nullRank(c);
      }
      const lowerOut = v.out.filter((o) => skatSuit(o) === s && nullRank(o) < nullRank(c)).length;
      return nullRank(c) + lowerOut * 0.5;
    });
  }
  const wi = winningIndex(trick, NULL);
  const w = trick[wi].card;
  const declarerPlayed = trick.some((p) => p.seat === d);
  if (declarerPlayed && trick[wi].seat === d) {
    // Stay under the declarer's card so that he keeps the trick.
    const under = v.legal.filter((c) => !beats(c, w, NULL));
    if (under.length > 0) return highest(under, (c) => nullRank(c) + (skatSuit(c) !== skatSuit(w) ? 8 : 0));
    return highest(v.legal, nullRank);
  }
  if (!declarerPlayed) {
    // The declarer plays after me: the lowest card leaves him the most room to take the trick.
    const following = v.legal.some((c) => skatSuit(c) === skatSuit(trick[0].card));
    return following ? lowest(v.legal, nullRank) : highest(v.legal, nullRank);
  }
  // The declarer ducked: the trick is ours; shed the highest card.
  return highest(v.legal, nullRank);
}

// ---------------------------------------------------------------- trick play: Ramsch

function ramsch(v: View): Card {
  const r = GRAND;
  const trick = v.obs.trick;
  // How likely a card is to win a trick later: high cards, jacks above all.
  const danger = (c: Card): number => power(c, r) + (isTrump(c, r) ? 6 : 0) + pts(c) * 0.2;
  if (trick.length === 0) {
    // The others duck under a lead with any lower card of its suit; it is beaten only by
    // someone who holds that suit, all of it higher. Lead the card least likely to win,
    // weighing what the trick would bring (the void players throw their aces on it), and
    // shed a dangerous card where it loses.
    const others = [0, 1, 2].filter((s) => s !== v.me);
    return lowest(v.legal, (c) => {
      const same = v.out.filter((o) => eff(o, r) === eff(c, r));
      const lower = same.filter((o) => !beats(o, c, r));
      let pWin = 1;
      let stake = pts(c);
      for (const s of others) {
        const none = (cards: Card[]): number => 1 - pHoldsAny(v, s, cards);
        const forcedOver = Math.max(0, none(lower) - none(same));
        pWin *= 1 - forcedOver;
        stake += none(same) * 10 + (1 - none(same)) * 3;
      }
      return pWin * stake - (1 - pWin) * danger(c) * 2.0;
    });
  }
  const w = trick[winningIndex(trick, r)].card;
  const under = v.legal.filter((c) => !beats(c, w, r));
  if (under.length > 0) {
    // Someone else takes it: shed the most dangerous card (the points go to the winner).
    return highest(under, (c) => danger(c) + (trick.length === 2 ? pts(c) * 0.2 : -pts(c) * 0.3));
  }
  if (trick.length === 2) {
    // Forced to take it last: with the card most likely to win again later, few points.
    return highest(v.legal, (c) => danger(c) - pts(c) * 0.5);
  }
  // Forced over it with a player after me: the lowest winner, few points.
  return lowest(v.legal, (c) => power(c, r) + pts(c));
}

// ---------------------------------------------------------------- dispatch

function playCard(obs: SkatObservation): Action {
  const v = readView(obs);
  let card: Card;
  if (v.legal.length === 1) card = v.legal[0];
  else if (obs.ramsch) card = ramsch(v);
  else if (v.rules.kind === 'null') card = v.me === v.declarer ? nullDeclarer(v) : nullDefender(v);
  else if (v.me === v.declarer) card = obs.trick.length === 0 ? declarerLead(v) : declarerFollow(v);
  else card = obs.trick.length === 0 ? defenderLead(v) : defenderFollow(v);
  return obs.legal.find((a) => a.card === card) ?? obs.legal[0];
}

export const skatSparring: SparringPlayer<SkatObservation> = {
  act(obs: SkatObservation, _rng: Rng): Action {
    switch (obs.phase) {
      case 'bidding': return bid(obs);
      case 'skatDecision': return skatDecision(obs);
      case 'discard': return discard(obs);
      case 'declaration': return declare(obs);
      case 'trickPlay': return playCard(obs);
      default: return obs.legal[0];
    }
  },
};
