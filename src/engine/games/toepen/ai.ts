// Toepen's hooks for the shared search (engine/ai/pimc.ts): what only this game knows.
// Every rule question goes to play.ts (the one legality oracle); these hooks sample the
// hidden cards, play on a sampled deal, score a finished deal and judge a knock.
//
// Sampling (fairness): the seat sees its own hand, every card played this deal (with the
// tricks, so every void shown), the hands revealed by challenges, the signals once shown,
// and the sizes of every hand, the stock and the discard pile. Every other card is
// "unseen": in another hand, in the stock, or face down in the discard pile (an
// unchallenged exchanged-away hand, its own included (TP-2), or a folded hand). The unseen
// cards are dealt at random over those slots so that every void shown holds. An
// unchallenged exchange is taken as honest three times in four, or, at the level that reads
// the odds (hard), as often as Bayes says; shown signals are respected by redrawing; at that
// level the other seats' knocks, stays, folds and knocks not made weigh the deals too.
import { createRng } from '../../core/rng';
import type { Rng } from '../../core/rng';
import type { Action, Card, CompletedTrick, PlayedCard, Seat } from '../../core/types';
import type { AiLevel } from '../../ai/heuristic';
import { rolloutValue } from '../../ai/pimc';
import type { Horizon, PimcHooks } from '../../ai/pimc';
import { sample } from '../../ai/heuristic';
import { dealWithVoids, shuffleInPlace } from '../../ai/sampling';
import { gameLevel, levelConfig } from '../../ai/levels';
import type { GameAi, Reason, SamplerOptions, SearchShape } from '../../ai/types';
import { dealOrder } from './deal';
import { observe } from './observe';
import { apply, firstToAct, legal } from './play';
import { toepenOutcome, toepenProblem } from './solverDeal';
import { sparringWinChance, stayWorth, toepenSparring } from './sparring';
import { allowedSignals, isLowCard, strength, TOEPEN_DECK, trickWinner } from './rules';
import type { CardOrder } from './rules';
import { copyKnocks } from './observe';
import { copyState } from './state';
import type { KnockRecord, SignalKind, ToepenObservation, ToepenState } from './types';
import { choose, sigmoid } from '../../ai/odds';

const SUIT_BY_CODE: number[] = [];
['C', 'D', 'H', 'S'].forEach((s, i) => { SUIT_BY_CODE[s.charCodeAt(0)] = i; });
const suitIx = (c: Card): number => SUIT_BY_CODE[c.charCodeAt(c.length - 1)];

/** Cards dealt to each seat (§3). */
const HAND_SIZE = 4;
/**
 * How often the sampler takes an unchallenged exchange to be honest. Taken at its word, a
 * swap is honest (HONEST_PRIOR). Reading the odds (SamplerOptions.inference), by Bayes: a hand
 * of four low cards is rare (about one in twenty, fewer the more low cards this seat has seen),
 * players swap it nearly always, and a weak hand of any other kind now and then as a bluff
 * (the sparring partner 2 % of them, the search's levels more).
 */
const HONEST_PRIOR = 0.75;
const SWAP_IF_HONEST = 0.95;
const SWAP_IF_NOT = 0.06;

/** Chance that an unchallenged swap was honest, given how many low cards are still unseen. */
function honestOdds(lowUnseen: number, unseen: number): number {
  const h = choose(lowUnseen, HAND_SIZE) / Math.max(1, choose(unseen, HAND_SIZE));
  return (SWAP_IF_HONEST * h) / (SWAP_IF_HONEST * h + SWAP_IF_NOT * (1 - h));
}
/** Redraws to match the shown signals before a sample is taken as it is. */
const SIGNAL_TRIES = 12;
/**
 * Hands drawn per seat whose knocks or answers weigh them, once per sampler: at least the
 * first, then more until their weights add up to the second (a knock early in the deal fits
 * one hand in fifty), at most the third.
 */
const EVIDENCE_POOL = { least: 60, weight: 16, most: 800 };
/** Tries to combine the seats' weighed hands into one deal before one is dealt without them. */
const EVIDENCE_TRIES = 8;
const NO_FIXED: ReadonlyMap<number, Card[]> = new Map();

// ---------------------------------------------------------------- sampling

/** Suits (bit masks) each seat has shown it lacks: it did not follow a led suit. */
export function shownVoids(obs: ToepenObservation): number[] {
  const voids = new Array<number>(obs.players).fill(0);
  const mark = (t: readonly PlayedCard[]): void => {
    if (t.length < 2) return;
    const led = suitIx(t[0].card);
    for (let i = 1; i < t.length; i++) if (suitIx(t[i].card) !== led) voids[t[i].seat] |= 1 << led;
  };
  for (const t of obs.tricks) mark(t.cards);
  mark(obs.trick);
  return voids;
}

/** Does a seat's whole hand of this deal (held and played) fit the signal it showed? */
function fitsSignal(cards: readonly Card[], kind: SignalKind | null, order: CardOrder): boolean {
  if (kind === null || kind === 'none') return true;
  let top = 0;
  let bottom = 0;
  for (const c of cards) {
    const s = strength(c, order);
    if (s === 7) top++;
    else if (s === 0) bottom++;
  }
  return kind === 'stand' ? top === 4 || bottom === 4 : top === 3 || bottom === 3;
}

function sampler(obs: ToepenObservation, opts: SamplerOptions = {}): (rng: Rng) => ToepenState {
  const me = obs.seat;
  const n = obs.players;
  const order = obs.options.cardOrder;
  const seen = new Set<Card>(obs.hand);
  for (const p of obs.played) for (const c of p) seen.add(c);
  const challenged = new Map<Seat, Card[]>();
  for (const c of obs.challenges) {
    challenged.set(c.exchanger, c.cards.slice());
    for (const x of c.cards) seen.add(x);
  }
  const unseen = TOEPEN_DECK.filter((c) => !seen.has(c));
  // Slots: the other hands, each unchallenged exchanged-away hand, the folded pile, the stock.
  const handSeats: Seat[] = [];
  for (let s = 0; s < n; s++) if (s !== me && obs.handSizes[s] > 0) handSeats.push(s);
  const exchangers: Seat[] = [];
  for (let s = 0; s < n; s++) if (obs.exchanged[s] && !challenged.has(s)) exchangers.push(s);
  let revealed = 0;
  for (const cards of challenged.values()) revealed += cards.length;
  // A folded seat's hand lies face down in the discard pile: the cards it held when it folded
  // (it plays no more), a slot of its own, so its fold and the voids it showed can be judged.
  // (The AI's own folded hand is not in its observation: it is unseen like the others.)
  const folders: Seat[] = [];
  for (let s = 0; s < n; s++) if (obs.folded[s]) folders.push(s);
  const foldedSizes = folders.map((s) => HAND_SIZE - obs.played[s].length);
  const foldedPile = obs.discardCount - revealed - 4 * exchangers.length;
  const capacity = [...handSeats.map((s) => obs.handSizes[s]), ...exchangers.map(() => 4), ...foldedSizes, obs.stockSize];
  if (foldedPile !== foldedSizes.reduce((a, b) => a + b, 0) || capacity.reduce((a, b) => a + b, 0) !== unseen.length) {
    throw new Error('toepen sampler: the observation does not add up');
  }
  const allVoids = shownVoids(obs);
  const voids = [...handSeats.map((s) => allVoids[s]), ...exchangers.map(() => 0), ...folders.map((s) => allVoids[s]), 0];
  const signalled = obs.signals;
  const checkSignals = signalled !== null && handSeats.some((s) => signalled[s] === 'stand' || signalled[s] === 'whistle');
  const order0 = dealOrder(n, obs.eliminated, obs.dealer);
  const exchangeIdx = obs.phase === 'exchange' ? order0.indexOf(obs.toAct[0])
    : obs.phase === 'challenge' ? order0.indexOf(obs.exchanger!) : order0.length;
  let challengeQueue: Seat[] = [];
  if (obs.phase === 'challenge') {
    const x = obs.exchanger!;
    const all: Seat[] = [];
    for (let k = 1; k < n; k++) if (!obs.eliminated[(x + k) % n]) all.push((x + k) % n);
    challengeQueue = all.slice(all.indexOf(obs.toAct[0]));
  }
  const base = {
    seed: 'search', options: { ...obs.options }, deals: [], players: n, handNumber: obs.handNumber, dealer: obs.dealer,
    phase: obs.phase, chips: obs.totals.slice(), eliminated: obs.eliminated.slice(), chipsAtDeal: obs.totals.slice(),
    exchangeOrder: order0, exchangeIdx, challengeQueue, challenges: obs.challenges.map((c) => ({ ...c, cards: c.cards.slice() })),
    signalsRevealed: obs.signals !== null, forgotSignal: new Array<boolean>(n).fill(false), stake: obs.stake,
    lastKnocker: obs.lastKnocker ?? -1, knockCount: obs.knockCount, playsSinceLastKnock: obs.playsSinceLastKnock,
    pendingKnock: obs.pendingKnock ? { ...obs.pendingKnock, responders: obs.pendingKnock.responders.slice() } : null,
    knocks: copyKnocks(obs.knocks),
    folded: obs.folded.slice(), trickNo: obs.trickNo, leader: obs.leader, trick: obs.trick.slice(),
    played: obs.played.map((p) => p.slice()), lastTrick: obs.lastTrick, tricks: obs.tricks.slice(), tricksWon: obs.tricksWon.slice(),
    poolBalance: obs.poolBalance, history: obs.history.slice(), winners: obs.winners.slice(),
  };
  const lowUnseen = unseen.filter((c) => isLowCard(c, order));
  const honestPrior = opts.inference === true ? honestOdds(lowUnseen.length, unseen.length) : HONEST_PRIOR;

  /**
   * One deal of the unseen cards over the slots, the slots in `fixed` given. Unchallenged
   * exchanges are honest (four low cards) as often as the prior says, unless the shown voids
   * cannot be met that way. Null if no deal fits.
   */
  const draw = (rng: Rng, fixed: ReadonlyMap<number, Card[]> = NO_FIXED): Card[][] | null => {
    const used = new Set<Card>();
    for (const hand of fixed.values()) for (const c of hand) used.add(c);
    const cap = capacity.slice();
    for (const slot of fixed.keys()) cap[slot] = 0;
    const free = unseen.filter((c) => !used.has(c));
    const honest: Card[][] = exchangers.map(() => []);
    const pool = lowUnseen.filter((c) => !used.has(c));
    shuffleInPlace(pool, rng);
    const taken = new Set<Card>();
    exchangers.forEach((_, i) => {
      if (rng.next() < honestPrior && pool.length >= 4) for (const c of pool.splice(0, 4)) { honest[i].push(c); taken.add(c); }
    });
    const honestCap = cap.slice();
    exchangers.forEach((_, i) => { honestCap[handSeats.length + i] -= honest[i].length; });
    let slots = dealWithVoids(free.filter((c) => !taken.has(c)), honestCap, voids, suitIx, 4, rng);
    if (slots) exchangers.forEach((_, i) => { slots![handSeats.length + i].push(...honest[i]); });
    else slots = dealWithVoids(free, cap, voids, suitIx, 4, rng);
    if (!slots) return null;
    for (const [slot, hand] of fixed) slots[slot] = hand.slice();
    return slots;
  };

  // The knocks and answers of the other seats are evidence about their cards (readEvidence):
  // each such seat's cards are drawn from a pool of hands weighed by how likely its moves were
  // with them (importance resampling, one seat at a time: a seat's moves depend on its own
  // cards only), then the rest of the unseen cards is dealt as usual.
  const slotOf = new Map<Seat, number>();
  handSeats.forEach((s, k) => slotOf.set(s, k));
  folders.forEach((s, j) => slotOf.set(s, handSeats.length + exchangers.length + j));
  const evidence = opts.inference === true ? readEvidence(obs).filter((e) => slotOf.has(e.seat)) : [];
  let pools: HandPool[] | null = null;

  const drawOne = (rng: Rng): Card[][] => {
    pools ??= handPools(evidence, slotOf, unseen, capacity, voids, rng);
    for (let t = 0; t < EVIDENCE_TRIES && pools.length > 0; t++) {
      const fixed = pickHands(pools, rng);
      const slots = fixed && draw(rng, fixed);
      if (slots) return slots;
    }
    const plain = draw(rng);
    if (!plain) throw new Error('toepen sampler: no consistent deal');
    return plain;
  };

  return (rng) => {
    let slots = drawOne(rng);
    for (let t = 1; checkSignals && t < SIGNAL_TRIES; t++) {
      if (handSeats.every((s, k) => fitsSignal([...slots[k], ...obs.played[s]], signalled![s], order))) break;
      slots = drawOne(rng);
    }
    const hands: Card[][] = Array.from({ length: n }, () => []);
    hands[me] = obs.hand.slice();
    handSeats.forEach((s, k) => { hands[s] = slots[k]; });
    const exchangedHand: (Card[] | null)[] = new Array<Card[] | null>(n).fill(null);
    const discardPile: Card[] = [];
    for (let s = 0; s < n; s++) {
      const k = exchangers.indexOf(s);
      const cards = challenged.get(s) ?? (k >= 0 ? slots[handSeats.length + k] : null);
      if (obs.exchanged[s] && cards) {
        exchangedHand[s] = cards;
        discardPile.push(...cards);
      }
    }
    folders.forEach((_, j) => discardPile.push(...slots[handSeats.length + exchangers.length + j]));
    const signals: (SignalKind | null)[] = obs.signals ? obs.signals.slice() : obs.signalled.map((done, s) => {
      if (!done) return null;
      if (s === me) return obs.ownSignal;
      const allowed = allowedSignals(hands[s], order);
      return allowed[rng.int(allowed.length)];
    });
    // Laid out by the engine's copyState: the search's apply then runs on the engine's one hidden class.
    return copyState({ ...base, hands, stock: slots[slots.length - 1], discardPile, exchangedHand, signals });
  };
}

// ---------------------------------------------------------------- reading knocks and answers
// How likely another seat's knock or answer was with the cards a sampled deal gives it is read
// off its chance then to win the deal, worked out by the careful player's count
// (sparringWinChance) on the table as that seat saw it. The table it is read by is the one met
// at play, not the careful player's own bars: the AI levels (and casual players) knock on hope
// and stay unless nearly hopeless. Counted over 200 deals of hard against normal (every offer of
// a knock, every answer): a knock per offer 3 % of the time with a chance to win below 0.2,
// 9–12 % at 0.2–0.5, 20–50 % at 0.5–0.8, about half above; stays at stake 1 from 10 % (below
// 0.1) through 66 % (0.2–0.3) to all from 0.3. Read by the careful player's bars (a knock only
// above 0.58–0.66) every knock looked like a sure hand, and hard folded 60 % of its answers.

/** The table's knock per offer, by the knocker's chance to win the deal (fitted to the counts above). */
const TABLE_KNOCK = { floor: 0.03, top: 0.6, at: 0.7, slope: 0.15 };
/** The table's stay, by what staying is worth over folding in chips (0.6 below even), and its floor. */
const TABLE_STAY = { below: 0.6, slope: 0.25, floor: 0.02 };

/** How likely the table knocks at an offer with `p`, its chance to win the deal. */
function knockLikelihood(p: number): number {
  return TABLE_KNOCK.floor + TABLE_KNOCK.top * sigmoid((p - TABLE_KNOCK.at) / TABLE_KNOCK.slope);
}

/** How likely the table stays when staying is worth `worth` chips over folding. */
function stayLikelihood(worth: number): number {
  return TABLE_STAY.floor + (1 - 2 * TABLE_STAY.floor) * sigmoid((worth + TABLE_STAY.below) / TABLE_STAY.slope);
}

/** A knock or an answer by another seat, with that seat's view of the table then (its hand left out). */
interface Evidence {
  /** the moment and the move (a cache key) */
  id: string;
  seat: Seat;
  view: ToepenObservation;
  /** the cards the seat has played since: with its cards now, its hand then */
  since: readonly Card[];
  /** how likely the move was, given the seat's chance then to win the deal */
  likelihood(chance: number): number;
}

/** Cards in play order over the deal's tricks: the completed ones, then the current one. */
function playSequence(obs: ToepenObservation): PlayedCard[] {
  const out: PlayedCard[] = [];
  for (const t of obs.tricks) out.push(...t.cards);
  out.push(...obs.trick);
  return out;
}

/**
 * `seat`'s observation at an earlier moment of this deal, hand empty: when each seat had played
 * `played[x]` cards and `knocks` were all the knocks made (the last one still waiting for
 * answers in phase knockResponse): the tricks then done, who had folded, the stake then.
 */
function viewAt(obs: ToepenObservation, played: readonly number[], knocks: KnockRecord[], seat: Seat, phase: 'trickPlay' | 'knockResponse'): ToepenObservation {
  const total = played.reduce((a, b) => a + b, 0);
  const tricks: CompletedTrick[] = [];
  let done = 0;
  for (const t of obs.tricks) {
    if (done + t.cards.length > total) break;
    tricks.push(t);
    done += t.cards.length;
  }
  const trick = playSequence(obs).slice(done, total);
  const folded = new Array<boolean>(obs.players).fill(false);
  for (const r of knocks) for (const a of r.answers) if (!a.stay) folded[a.seat] = true;
  const out = (x: Seat): boolean => folded[x] || obs.eliminated[x];
  const leader = trick.length > 0 ? trick[0].seat : tricks.length > 0 ? tricks[tricks.length - 1].winner : dealOrder(obs.players, obs.eliminated, obs.dealer)[0];
  const raised = phase === 'knockResponse' ? knocks.length - 1 : knocks.length;
  return {
    ...obs, seat, phase, hand: [], legal: [], stake: 1 + raised, knockCount: knocks.length, trickNo: tricks.length + 1, leader, trick, tricks,
    lastTrick: tricks.length > 0 ? tricks[tricks.length - 1] : null, knocks, folded,
    played: obs.played.map((p, x) => p.slice(0, played[x])),
    handSizes: obs.handSizes.map((_, x) => (out(x) ? 0 : HAND_SIZE - played[x])),
    pendingKnock: null, result: null,
  };
}

/** Every knock and answer of the other seats in this deal, and their knocks not made, as evidence. */
function readEvidence(obs: ToepenObservation): Evidence[] {
  const out: Evidence[] = [];
  obs.knocks.forEach((k, i) => {
    const since = (seat: Seat): Card[] => obs.played[seat].slice(k.played[seat]);
    if (k.knocker !== obs.seat) {
      const view = viewAt(obs, k.played, copyKnocks(obs.knocks.slice(0, i)), k.knocker, 'trickPlay');
      out.push({ id: `k${i}`, seat: k.knocker, view, since: since(k.knocker), likelihood: knockLikelihood });
    }
    k.answers.forEach((a, j) => {
      if (a.seat === obs.seat) return;
      const knocks = copyKnocks(obs.knocks.slice(0, i + 1));
      knocks[i].answers = knocks[i].answers.slice(0, j);
      const view = viewAt(obs, k.played, knocks, a.seat, 'knockResponse');
      const likelihood = (p: number): number => {
        const stay = stayLikelihood(stayWorth(p, view.stake, obs.totals[a.seat], obs.options.winnerCollectsStake));
        return a.stay ? stay : 1 - stay;
      };
      out.push({ id: `a${i}/${j}`, seat: a.seat, view, since: since(a.seat), likelihood });
    });
  });
  out.push(...declines(obs));
  return out;
}

/**
 * The knocks not made: every seat is offered a knock at each card, so before the last card was
 * played each other seat that could knock then chose not to (a careful player's chance was
 * below its bar). Read at that moment, not now: the seats after this one have not been asked
 * about the last card yet.
 */
function declines(obs: ToepenObservation): Evidence[] {
  const sequence = playSequence(obs);
  const last = sequence[sequence.length - 1];
  if (!last) return [];
  const played = obs.played.map((p) => p.length);
  played[last.seat]--;
  const total = sequence.length - 1;
  const knocksThen = obs.knocks.filter((k) => k.played.reduce((a, b) => a + b, 0) <= total);
  const lastKnock = knocksThen[knocksThen.length - 1];
  // A card must have been played since the last knock for anyone to knock again.
  if (lastKnock && lastKnock.played.reduce((a, b) => a + b, 0) >= total) return [];
  const out: Evidence[] = [];
  const knocks = copyKnocks(knocksThen);
  for (let seat = 0; seat < obs.players; seat++) {
    if (seat === obs.seat || obs.eliminated[seat] || seat === lastKnock?.knocker) continue;
    const view = viewAt(obs, played, knocks, seat, 'trickPlay');
    if (view.folded[seat]) continue;
    if (obs.options.knockRequiresCover && obs.totals[seat] < view.stake + 1) continue;
    out.push({ id: `d${total}`, seat, view, since: obs.played[seat].slice(played[seat]), likelihood: (p) => 1 - knockLikelihood(p) });
  }
  return out;
}

/** A seat's weighed hands: its slot's cards, drawn at random, each weighed by the seat's moves. */
interface HandPool {
  slot: number;
  hands: Card[][];
  weights: number[];
}

/** One pool per seat with evidence: hands drawn from the cards it may hold (its voids kept). */
function handPools(
  evidence: readonly Evidence[], slotOf: ReadonlyMap<Seat, number>, unseen: readonly Card[], capacity: readonly number[], voids: readonly number[], rng: Rng,
): HandPool[] {
  const bySeat = new Map<Seat, Evidence[]>();
  for (const e of evidence) bySeat.set(e.seat, [...(bySeat.get(e.seat) ?? []), e]);
  const chances = new Map<string, number>();
  const chanceOf = (e: Evidence, hand: Card[]): number => {
    const key = `${e.seat}/${e.id}/${hand.slice().sort().join()}`;
    let p = chances.get(key);
    if (p === undefined) {
      p = sparringWinChance({ ...e.view, hand });
      chances.set(key, p);
    }
    return p;
  };
  const pools: HandPool[] = [];
  for (const [seat, events] of bySeat) {
    const slot = slotOf.get(seat)!;
    const allowed = unseen.filter((c) => (voids[slot] & (1 << suitIx(c))) === 0);
    if (allowed.length < capacity[slot]) continue;
    const pool: HandPool = { slot, hands: [], weights: [] };
    let total = 0;
    for (let t = 0; t < EVIDENCE_POOL.most && (t < EVIDENCE_POOL.least || total < EVIDENCE_POOL.weight); t++) {
      const hand = sample(allowed, capacity[slot], rng);
      let w = 1;
      for (const e of events) w *= e.likelihood(chanceOf(e, [...hand, ...e.since]));
      pool.hands.push(hand);
      pool.weights.push(w);
      total += w;
    }
    pools.push(pool);
  }
  return pools;
}

/** A hand from each pool by weight, no card twice; null if the pools clash. */
function pickHands(pools: readonly HandPool[], rng: Rng): Map<number, Card[]> | null {
  const fixed = new Map<number, Card[]>();
  const used = new Set<Card>();
  for (const pool of pools) {
    let total = 0;
    const ok = pool.hands.map((h, i) => {
      const free = h.every((c) => !used.has(c));
      if (free) total += pool.weights[i];
      return free;
    });
    if (total <= 0) return null;
    let x = rng.next() * total;
    let i = 0;
    for (; i < pool.hands.length - 1; i++) {
      if (!ok[i]) continue;
      x -= pool.weights[i];
      if (x <= 0) break;
    }
    while (!ok[i]) i--;
    fixed.set(pool.slot, pool.hands[i]);
    for (const c of pool.hands[i]) used.add(c);
  }
  return fixed;
}

// ---------------------------------------------------------------- playouts
// Perfect-information playouts (the sampled deal is open to every seat) where that is cheap
// and harmless (who takes the last trick); guesses where knowing would be cheating at the
// root (a challenge is not told whether the exchange was a bluff). Some moves are random.

const PLAYOUT_EPSILON = 0.08;
const KNOCK: Action = { type: 'KNOCK' };

/**
 * The playout model of a knocked player, by the strength of its best card: early in the deal
 * most players stay (folding gives up the pot at once, and a model that folds too readily
 * makes every knock look like free chips).
 */
function stayChance(bestStrength: number): number {
  return bestStrength >= 6 ? 0.95 : bestStrength >= 4 ? 0.8 : 0.5;
}

/** The playout model's chance that a seat knocks when it may, by the strength of its best card. */
function knockChance(bestStrength: number): number {
  return bestStrength >= 6 ? 0.12 : 0.03;
}

function best(cards: readonly Card[], order: CardOrder): number {
  let b = -1;
  for (const c of cards) b = Math.max(b, strength(c, order));
  return b;
}

function weakest(cards: readonly Card[], order: CardOrder): Card {
  let w = cards[0];
  for (const c of cards) if (strength(c, order) < strength(w, order)) w = c;
  return w;
}

/** In trick 4 every seat in holds at most one card: who takes it if all are played? */
function lastTrickWinner(s: ToepenState): Seat {
  const cards: PlayedCard[] = s.trick.slice();
  let seat = cards.length > 0 ? cards[cards.length - 1].seat : (s.leader + s.players - 1) % s.players;
  for (let k = 1; k <= s.players; k++) {
    seat = (seat + 1) % s.players;
    if (s.eliminated[seat] || s.folded[seat] || s.hands[seat].length === 0) continue;
    if (cards.some((p) => p.seat === seat)) continue;
    cards.push({ seat, card: s.hands[seat][0] });
  }
  return trickWinner(cards, s.folded, s.options.cardOrder);
}

function playoutPolicy(s: ToepenState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  const order = s.options.cardOrder;
  const hand = s.hands[seat];
  switch (s.phase) {
    case 'exchange': {
      const honest = hand.every((c) => isLowCard(c, order));
      const want = honest ? rng.next() < 0.9 : best(hand, order) <= 4 && rng.next() < 0.1;
      return want && legal.some((a) => a.type === 'EXCHANGE') ? { type: 'EXCHANGE' } : { type: 'PASS' };
    }
    case 'challenge': return rng.next() < 0.1 ? { type: 'CHALLENGE' } : { type: 'PASS' };
    case 'signal': {
      const kinds = legal.map((a) => a.kind as SignalKind);
      if (kinds.length === 1) return legal[0];
      return { type: 'SIGNAL', kind: rng.next() < 0.3 ? kinds.find((k) => k !== 'none')! : 'none' };
    }
    case 'knockResponse': {
      const stay = s.trickNo === 4 ? (lastTrickWinner(s) === seat ? 0.95 : 0.15) : stayChance(best(hand, order));
      return rng.next() < stay ? { type: 'STAY' } : { type: 'FOLD' };
    }
    case 'trickPlay': break;
    default: return legal[0];
  }
  if (legal.some((a) => a.type === 'KNOCK')) {
    const chance = s.trickNo === 4 ? (lastTrickWinner(s) === seat ? 0.6 : 0.04) : knockChance(best(hand, order));
    if (rng.next() < chance) return KNOCK;
  }
  const cards: Card[] = [];
  for (const a of legal) if (a.type === 'PLAY') cards.push(a.card as Card);
  if (cards.length === 1) return { type: 'PLAY', card: cards[0] };
  if (rng.next() < PLAYOUT_EPSILON) return { type: 'PLAY', card: cards[rng.int(cards.length)] };
  // Only the last trick counts: shed the weakest card and keep the best one for it.
  return { type: 'PLAY', card: weakest(cards, order) };
}

// ---------------------------------------------------------------- knocking
// The flow offers every AI seat that may knock, outside its turn, the choice (§4.3, "AI
// timing"); on its own turn too the knock is judged apart from the cards (judgeKnock, below):
// the same sampled deals played on with a knock now and without one, and the expected chips
// compared. Without a knock the seat may still knock later (on its own turn), so "not now" is
// valued as "wait and see", not as "never".

/** The level whose game settings a level takes (experiments name their own), and whether it reads the other seats. */
function levelSettings(level: AiLevel): { base: AiLevel; inference: boolean } {
  return { base: gameLevel(level), inference: levelConfig(level).inference };
}

function optionalAction(obs: ToepenObservation, level: AiLevel, rng: Rng): Action | null {
  if (!obs.legal.some((a) => a.type === 'KNOCK')) return null;
  const { base, inference } = levelSettings(level);
  if (base === 'easy') return easyKnocks(sparringWinChance(obs)) ? KNOCK : null;
  return knockPays(judgeKnock(obs, base, inference, rng), obs.trickNo) ? KNOCK : null;
}

/**
 * How sure hard's search must be (standard errors) to overrule the careful player's swap or pass.
 * A swap's rollouts spread wide (a fresh hand, the challenges), and braked only as hard's other
 * choices are (0.5) it swapped one hand in ten that was no low hand, A♠ K♦ J♣ 10♥ among them
 * (blunders.test.ts). Against the sparring partner, paired over the same deals: at 3 +0.04 ± 0.03
 * chips a deal (400 deals: +0.05, +0.04 by two hundreds); at 2 +0.06 ± 0.03 and the careful
 * player's swaps and passes outright +0.07 ± 0.03 (deals 0–199).
 */
const EXCHANGE_Z = 3;

/**
 * On its own turn the knock is judged as out of turn (its chance drawn from a stream seeded by
 * the observation alone, so the decision stays fair and repeatable), and the root is then the
 * knock alone, with the judgement as the tutor's reason, or the cards alone.
 */
function searchShape(obs: ToepenObservation, level: AiLevel): SearchShape {
  const { base, inference } = levelSettings(level);
  const scale = PIMC_SCALE[base][obs.phase] ?? 1;
  const easy = base === 'easy' ? easyShape(obs) : null;
  if (easy) return { scale, ...easy };
  if (obs.phase === 'exchange' && base === 'hard') return { scale, priorZ: EXCHANGE_Z };
  if (!obs.legal.some((a) => a.type === 'KNOCK') || obs.legal.length === 1) return { scale };
  const rng = createRng(`toepen/knock/${obs.seat}/${obs.handNumber}/${obs.hand.join()}/${obs.trick.map((p) => p.card).join()}/${obs.stake}`);
  const cards = obs.legal.filter((a) => a.type !== 'KNOCK');
  const j = judgeKnock(obs, base, inference, rng);
  return knockPays(j, obs.trickNo) ? { scale, candidates: [KNOCK], reason: knockReason(j, obs.stake + 1) } : { scale, candidates: cards };
}

// ---------------------------------------------------------------- easy's habits
// Easy knocks and answers knocks as a casual player does, by its hunch of how likely it is to
// win the deal (the careful player's count, sparringWinChance, without rollouts of the others'
// answers): it knocks whenever it likes its chances, early or late and at any stake, and stays
// in unless its hand is nearly hopeless. Plainer than the careful player (who waits for surer
// hands, asks more at a higher stake and weighs the fold fee), never absurd: a card that cannot
// win has no chance, so it folds it and never knocks with it.

/** Easy's chance to win the deal at which it knocks (the careful player's bar: 0.5–0.66 by trick, more at a higher stake). */
const EASY_KNOCK_AT = 0.45;
/** Easy's chance to win at which it stays in against a knock (the careful player's: about 0.28 at stake 1). */
const EASY_STAY_AT = 0.15;

function easyKnocks(p: number): boolean {
  return p >= EASY_KNOCK_AT;
}

/** Easy's knock or answer, its hunch as the tutor's reason; null where only cards are to be chosen. */
function easyShape(obs: ToepenObservation): SearchShape | null {
  const answering = obs.phase === 'knockResponse';
  if (!answering && !obs.legal.some((a) => a.type === 'KNOCK')) return null;
  const p = sparringWinChance(obs);
  const win = Math.round(p * 100);
  if (answering) {
    const stay = p >= EASY_STAY_AT;
    if (!obs.legal.some((a) => a.type === (stay ? 'STAY' : 'FOLD'))) return null;
    return { candidates: [{ type: stay ? 'STAY' : 'FOLD' }], reason: { reasonKey: stay ? 'hint.toepen.stayHunch' : 'hint.toepen.foldHunch', params: { win } } };
  }
  if (easyKnocks(p)) return { candidates: [KNOCK], reason: { reasonKey: 'hint.toepen.knockHunch', params: { win, stake: obs.stake + 1 } } };
  return { candidates: obs.legal.filter((a) => a.type !== 'KNOCK') };
}

// ---------------------------------------------------------------- PIMC (ai/pimc.ts)
// The card play is solved for each sampled deal (solverDeal.ts: the last trick at the stake as
// it stands). Every other decision (swap, challenge, signal, stay or fold) is applied and the
// deal played on by the sparring partner in every seat, each on its own observation of the
// sampled deal (so nobody peeks), until the solver can take over or the deal is over (at hard,
// half the other seats' answers to a knock are the table's: TABLE_ANSWERS). A knock,
// in turn or out of it, is judged the same way against not knocking now: the same deals and the
// same chance played on from both, the sparring partner then deciding every later knock, the
// AI's own seat's included (waiting keeps the chance to knock later, with more seen).

/**
 * PIMC's deals per decision, as multiples of the level's own: the choices that move chips
 * (swap, challenge, stay or fold) are played out by rollouts, whose results spread far wider
 * than a solved card play's; hard spends its time on them (its card play is cheap).
 */
const PIMC_SCALE: Readonly<Record<AiLevel, Readonly<Partial<Record<string, number>>>>> = {
  easy: {},
  normal: { exchange: 2, challenge: 2, knockResponse: 2 },
  hard: { exchange: 3, challenge: 3, knockResponse: 4 },
};

/**
 * Tricks left from which the solver takes over, per level: the root's card play is solved
 * from the first trick (four cards each: a few dozen nodes); the rollouts play to the end, so
 * that their later knocks and answers (most of a deal's chips) are played, not assumed away.
 */
const HORIZONS: Readonly<Record<AiLevel, Horizon>> = {
  easy: { root: 4, rollout: 0 },
  normal: { root: 4, rollout: 0 },
  hard: { root: 4, rollout: 0 },
};

/**
 * The share of the other seats that answer a knock in hard's rollouts as the table does (above:
 * they stay unless staying is worth 0.6 chips less than folding), the rest as the careful
 * player. Normal and easy picture every seat as the careful player. Against normal, hard with
 * the table read and pictured so: +0.13 ± 0.04 chips a deal over 1200 deals (−0.03 ± 0.05 over
 * 600 before); against the sparring partner +0.46 ± 0.08 over 200 (+0.41 ± 0.09 before).
 */
const TABLE_ANSWERS: Readonly<Record<AiLevel, number>> = { easy: 0, normal: 0, hard: 0.5 };

/** A rollout's move for `seat` on its own observation of the (sampled) deal: the sparring partner's, or the table's answer. */
function rolloutMove(s: ToepenState, seat: Seat, rng: Rng, root: Seat, level: AiLevel): Action {
  const obs = observe(s, seat);
  if (s.phase === 'knockResponse' && seat !== root && TABLE_ANSWERS[level] > 0 && rng.next() < TABLE_ANSWERS[level]) {
    const worth = stayWorth(sparringWinChance(obs), obs.stake, obs.totals[seat], obs.options.winnerCollectsStake);
    return { type: worth > -TABLE_STAY.below ? 'STAY' : 'FOLD' };
  }
  return toepenSparring.act(obs, rng);
}

const pimcHooks: PimcHooks<ToepenState> = {
  sampler: (obs, opts) => sampler(obs as ToepenObservation, opts),
  playoutPolicy,
  rolloutPolicy: (s, seat, _legal, rng, root, level) => rolloutMove(s, seat, rng, root, level),
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor: firstToAct,
  ddProblem: toepenProblem,
  outcome: toepenOutcome,
  horizons: HORIZONS,
};

/**
 * Sampled deals a knock is judged on, at most and at least, per level. Normal judges on few, so
 * it knocks only where they agree clearly (KNOCK_SURE standard errors): fewer bluffs, which hard
 * reads correctly (measured over the same 200 deals, hard against normal +0.18 ± 0.09 chips a
 * deal with 8 deals at most, +0.01 ± 0.08 with 32; normal against the sparring partner +0.32 ± 0.09).
 */
const KNOCK_SAMPLES: Readonly<Record<AiLevel, { most: number; least: number }>> = {
  easy: { most: 6, least: 3 },
  normal: { most: 8, least: 4 },
  hard: { most: 128, least: 16 },
};
/** Judging stops early once the mean gain is this many standard errors from zero. */
const KNOCK_CLEAR = 3;
/**
 * A knock must gain at least this many chips a deal, and by this many standard errors: a seat
 * is asked at nearly every card, and waiting costs little (a good knock is still good at the
 * next card), so a noisy estimate would otherwise knock at the first lucky one.
 */
const KNOCK_GAIN: readonly number[] = [0, 0.05, 0.05, 0.05, 0.05];
const KNOCK_SURE = 1.5;
/** Deals a knock must be judged on, never losing in one, to count as free. */
const KNOCK_FREE_DEALS = 3;

/** What a knock now gains over not knocking now (units a deal), over sampled deals. */
export interface KnockJudgement {
  gain: number;
  se: number;
  n: number;
  /** the least it gained in any one deal: never below 0, the knock cannot hurt */
  worst: number;
}

function step(s: ToepenState, seat: Seat, a: Action): ToepenState {
  const r = apply(s, seat, a);
  if (!r.ok) throw new Error(`toepen ai: its own move ${a.type} was refused (${r.error.code})`);
  return r.state;
}

/** Not knocking now: on the seat's own turn it plays the sparring partner's card instead. */
function withoutKnock(s: ToepenState, seat: Seat, rng: Rng): ToepenState {
  if (firstToAct(s) !== seat) return s;
  const obs = observe(s, seat);
  const cards = obs.legal.filter((a) => a.type === 'PLAY');
  return step(s, seat, cards.length === 1 ? cards[0] : toepenSparring.act({ ...obs, legal: cards }, rng));
}

/** Knock now against not now, on the same sampled deals and chance (`obs.legal` holds KNOCK). */
export function judgeKnock(obs: ToepenObservation, level: AiLevel, inference: boolean, rng: Rng): KnockJudgement {
  return judgeKnockOn(obs, level, sampler(obs, { inference }), rng);
}

/** judgeKnock on the deals `sample` draws (tests and tools give it their own). */
export function judgeKnockOn(obs: ToepenObservation, level: AiLevel, sample: (rng: Rng) => ToepenState, rng: Rng): KnockJudgement {
  const me = obs.seat;
  const { most, least } = KNOCK_SAMPLES[level];
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  let se = 0;
  let worst = Infinity;
  while (n < most) {
    const s = sample(rng);
    const chance = `knock/${rng.int(0x7fffffff)}`;
    const knocked = rolloutValue({ legal, apply }, pimcHooks, step(s, me, KNOCK), me, level, createRng(chance)).units;
    const waited = rolloutValue({ legal, apply }, pimcHooks, withoutKnock(s, me, createRng(`${chance}/card`)), me, level, createRng(chance)).units;
    const d = knocked - waited;
    worst = Math.min(worst, d);
    sum += d;
    sumSq += d * d;
    n++;
    const mean = sum / n;
    se = n > 1 ? Math.sqrt(Math.max(0, (sumSq - n * mean * mean) / (n - 1)) / n) : 0;
    if (n >= least && Math.abs(mean) > KNOCK_CLEAR * se) break;
  }
  return { gain: sum / n, se, n, worst };
}

/**
 * A knock that gains clearly, or one that cannot lose in any deal judged: against careful
 * players who all fold it gains nothing, but a player who stays pays for it.
 */
const knockPays = (j: KnockJudgement, trickNo: number): boolean =>
  j.gain > KNOCK_GAIN[Math.min(4, Math.max(1, trickNo))] + KNOCK_SURE * j.se || (j.worst >= 0 && j.n >= KNOCK_FREE_DEALS);

// ---------------------------------------------------------------- the tutor's reasons

/** The judgement of a knock that pays, in the tutor's words (its figures in chips a deal). */
function knockReason(j: KnockJudgement, stake: number): Reason {
  const gains = j.gain > KNOCK_SURE * j.se;
  return { reasonKey: gains ? 'hint.toepen.knock' : 'hint.toepen.knockFree', params: { n: j.n, value: Math.round(j.gain * 10) / 10, stake } };
}

export const toepenAi: GameAi<ToepenState, ToepenObservation> = {
  sampler,
  playoutPolicy,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor: firstToAct,
  optionalAction,
  searchShape,
  ddProblem: toepenProblem,
  outcome: toepenOutcome,
  horizons: HORIZONS,
  rolloutPolicy: pimcHooks.rolloutPolicy,
  rolloutStepWork: 4000,
  unitScale: 2,
};
