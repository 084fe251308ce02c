// Toepen's hooks for the shared search (engine/ai/search.ts): what only this game knows.
// Every rule question goes to play.ts (the one legality oracle); these hooks sample the
// hidden cards, choose cheap playout moves, score a finished deal and word the tutor's
// reason for a move.
//
// Sampling (fairness): the seat sees its own hand, every card played this deal (with the
// tricks, so every void shown), the hands revealed by challenges, the signals once shown,
// and the sizes of every hand, the stock and the discard pile. Every other card is
// "unseen": in another hand, in the stock, or face down in the discard pile (an
// unchallenged exchanged-away hand, its own included (TP-2), or a folded hand). The unseen
// cards are dealt at random over those slots so that every void shown holds. An
// unchallenged exchange is taken as honest (four low cards) three times in four, or, at the
// level that reads the odds (hard), three times in ten; shown signals are respected by
// redrawing; at that level the other seats' knocks, stays and folds weigh the deals too.
import { createRng } from '../../core/rng';
import type { Rng } from '../../core/rng';
import type { Action, Card, PlayedCard, Seat } from '../../core/types';
import type { AiLevel } from '../../ai/heuristic';
import { simulateChoices } from '../../ai/optional';
import { dealWithVoids, shuffleInPlace } from '../../ai/sampling';
import { LEVELS } from '../../ai/levels';
import type { ExplainContext, GameAi, Reason, SamplerOptions, SearchShape } from '../../ai/types';
import { dealOrder } from './deal';
import { canKnock } from './knocking';
import { apply, firstToAct, legal } from './play';
import { allowedSignals, isLowCard, strength, TOEPEN_DECK, trickWinner } from './rules';
import type { CardOrder } from './rules';
import { copyKnocks } from './observe';
import { copyState } from './state';
import type { KnockRecord, SignalKind, ToepenObservation, ToepenState } from './types';

const SUIT_BY_CODE: number[] = [];
['C', 'D', 'H', 'S'].forEach((s, i) => { SUIT_BY_CODE[s.charCodeAt(0)] = i; });
const suitIx = (c: Card): number => SUIT_BY_CODE[c.charCodeAt(c.length - 1)];

/** Cards dealt to each seat (§3). */
const HAND_SIZE = 4;
/**
 * How often the sampler takes an unchallenged exchange to be honest. Taken at its word, a
 * swap is honest (HONEST_PRIOR). Reading the odds (SamplerOptions.inference), it is honest far
 * less often: one hand in twenty holds four low cards, while a weak hand of any other kind is
 * swapped as a bluff now and then (the bench's habits table: the AIs' swaps are mostly bluffs,
 * and their challenges are right nine times in ten).
 */
const HONEST_PRIOR = 0.75;
const HONEST_ODDS = 0.3;
/** Redraws to match the shown signals before a sample is taken as it is. */
const SIGNAL_TRIES = 12;
/** Deals drawn per sample when knocks and answers weigh them (one is kept, by weight). */
const EVIDENCE_CANDIDATES = 8;

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
  const honestPrior = opts.inference === true ? HONEST_ODDS : HONEST_PRIOR;

  const draw = (rng: Rng): Card[][] => {
    // Honest exchanges first (four low cards each), then everything else; fall back to no
    // honesty assumption if the shown voids cannot be met that way.
    const honest: Card[][] = exchangers.map(() => []);
    const pool = lowUnseen.slice();
    shuffleInPlace(pool, rng);
    const taken = new Set<Card>();
    exchangers.forEach((_, i) => {
      if (rng.next() < honestPrior && pool.length >= 4) for (const c of pool.splice(0, 4)) { honest[i].push(c); taken.add(c); }
    });
    const cap = capacity.slice();
    exchangers.forEach((_, i) => { cap[handSeats.length + i] -= honest[i].length; });
    const slots = dealWithVoids(unseen.filter((c) => !taken.has(c)), cap, voids, suitIx, rng);
    if (slots) {
      exchangers.forEach((_, i) => { slots[handSeats.length + i].push(...honest[i]); });
      return slots;
    }
    const plain = dealWithVoids(unseen.slice(), capacity, voids, suitIx, rng);
    if (!plain) throw new Error('toepen sampler: no consistent deal');
    return plain;
  };

  const drawFitting = (rng: Rng): Card[][] => {
    let slots = draw(rng);
    for (let t = 1; checkSignals && t < SIGNAL_TRIES; t++) {
      if (handSeats.every((s, k) => fitsSignal([...slots[k], ...obs.played[s]], signalled![s], order))) break;
      slots = draw(rng);
    }
    return slots;
  };

  // The knocks and answers of the other seats are evidence about their cards: a deal is
  // weighed by how likely those seats' moves were with the cards it gives them, under the
  // playout model (knockChance, stayChance), and one of several deals is kept by weight
  // (sampling-importance-resampling).
  const slotOf = new Map<Seat, number>();
  handSeats.forEach((s, k) => slotOf.set(s, k));
  folders.forEach((s, j) => slotOf.set(s, handSeats.length + exchangers.length + j));
  const events = opts.inference === true && obs.knocks.some((k) => k.knocker !== me || k.answers.some((a) => a.seat !== me));
  const bestThen = (slots: Card[][], seat: Seat, k: KnockRecord): number => {
    const slot = slotOf.get(seat);
    let b = slot === undefined ? -1 : best(slots[slot], order);
    const played = obs.played[seat];
    for (let i = k.played[seat]; i < played.length; i++) b = Math.max(b, strength(played[i], order));
    return b;
  };
  const weight = (slots: Card[][]): number => {
    let w = 1;
    for (const k of obs.knocks) {
      if (k.knocker !== me) w *= knockChance(bestThen(slots, k.knocker, k));
      for (const a of k.answers) {
        if (a.seat === me) continue;
        const p = stayChance(bestThen(slots, a.seat, k));
        w *= a.stay ? p : 1 - p;
      }
    }
    return w;
  };

  return (rng) => {
    let slots = drawFitting(rng);
    if (events) {
      let total = weight(slots);
      for (let t = 1; t < EVIDENCE_CANDIDATES; t++) {
        const other = drawFitting(rng);
        const w = weight(other);
        total += w;
        if (rng.next() * total < w) slots = other;
      }
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

// ---------------------------------------------------------------- playouts
// Perfect-information playouts (the sampled deal is open to every seat) where that is cheap
// and harmless (who takes the last trick); guesses where knowing would be cheating at the
// root (a challenge is not told whether the exchange was a bluff). Some moves are random.

const PLAYOUT_EPSILON = 0.08;
const KNOCK: Action = { type: 'KNOCK' };

/**
 * The playout model of a knocked player, by the strength of its best card: early in the deal
 * most players stay (folding gives up the pot at once, and a model that folds too readily
 * makes every knock look like free chips). The sampler weighs other seats' answers by it too.
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
  if (canKnock(s, seat)) {
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

// ---------------------------------------------------------------- evaluation

/** Chips won or lost this deal at which the value saturates. */
const SCALE = 5;
/** Winning or losing the game counts this many chips on top. */
const GAME_BONUS = 10;

function evaluate(s: ToepenState, seat: Seat): number {
  const rec = s.history[s.history.length - 1];
  if (!rec || rec.handNumber !== s.handNumber) return 0;
  let diff = rec.chipsAfter[seat] - rec.chipsBefore[seat];
  if (s.phase === 'gameOver') diff += s.winners.includes(seat) ? GAME_BONUS : -GAME_BONUS;
  return Math.tanh(diff / SCALE);
}

// ---------------------------------------------------------------- knocking out of turn
// The flow offers every AI seat that may knock, outside its turn, the choice (§4.3, "AI
// timing"); on its own turn the knock is one of the search's root actions. The decision is
// by simulation: the same sampled deals played out with a knock now and without one, and
// the expected chips compared. Without a knock the seat may still knock later in the
// playout (on its own turn), so "not now" is valued as "wait and see", not as "never".

/** Sampled deals per decision, per level. */
const OPTIONAL_SAMPLES: Readonly<Record<AiLevel, number>> = { easy: 16, normal: 32, hard: 320 };
/** A knock must gain at least this many chips on average (noise is no reason to raise). */
const KNOCK_MARGIN = 0.05;

export interface KnockEstimate {
  /** chance to win the deal (take the last trick, or everybody folds to it) without a knock now */
  winChance: number;
  /** expected chips won (+) or lost (−) by the end of the deal if it knocks now */
  knock: number;
  /** the same without a knock now */
  pass: number;
  samples: number;
}

/** The simulation behind an out-of-turn knock: `obs.legal` must contain KNOCK. */
export function knockEstimate(obs: ToepenObservation, samples: number, rng: Rng, sampling: SamplerOptions = {}): KnockEstimate {
  const me = obs.seat;
  const measure = (s: ToepenState): { value: number; won: boolean } => {
    let value = s.chips[me] - obs.totals[me];
    if (s.phase === 'gameOver') value += s.winners.includes(me) ? GAME_BONUS : -GAME_BONUS;
    const rec = s.history[s.history.length - 1];
    return { value, won: rec !== undefined && rec.handNumber === s.handNumber && rec.winner === me };
  };
  const [knock, pass] = simulateChoices({ legal, apply }, toepenAi, obs, [KNOCK, null], samples, rng, measure, sampling);
  return { winChance: pass.outcomes.filter((o) => o.won).length / samples, knock: knock.mean, pass: pass.mean, samples };
}

/**
 * A knock also needs a real chance to win the deal without it. The playouts' responders fold
 * often, so the simulated gain alone made every seat knock at almost every chance (about five
 * knocks a deal at four seats, stakes of 6 and more): a knock war no player would wage.
 */
const KNOCK_MIN_WIN = 0.5;

function wantsKnock(e: KnockEstimate): boolean {
  return e.winChance >= KNOCK_MIN_WIN && e.knock > e.pass + KNOCK_MARGIN;
}

function optionalAction(obs: ToepenObservation, level: AiLevel, rng: Rng): Action | null {
  if (!obs.legal.some((a) => a.type === 'KNOCK')) return null;
  return wantsKnock(knockEstimate(obs, OPTIONAL_SAMPLES[level], rng, { inference: LEVELS[level].inference })) ? KNOCK : null;
}

/**
 * On its own turn the knock is one of the search's root actions; it stays there only when
 * the same test as out of turn says so (its chance drawn from a stream seeded by the
 * observation alone, so the decision stays fair and repeatable).
 */
function searchShape(obs: ToepenObservation, level: AiLevel): SearchShape {
  const scale = SEARCH_SCALE[level] ?? 1;
  if (!obs.legal.some((a) => a.type === 'KNOCK') || obs.legal.length === 1) return { scale };
  const rng = createRng(`toepen/knock/${obs.seat}/${obs.handNumber}/${obs.hand.join()}/${obs.trick.map((p) => p.card).join()}/${obs.stake}`);
  if (wantsKnock(knockEstimate(obs, OPTIONAL_SAMPLES[level], rng, { inference: LEVELS[level].inference }))) return { scale };
  return { scale, candidates: obs.legal.filter((a) => a.type !== 'KNOCK') };
}

/**
 * Iterations per level, as multiples of the level's own: a Toepen deal is four tricks, its
 * playouts are cheap, and the decisions that move chips (stay or fold, a bluff) are close
 * calls, so hard searches three times as much (its p95 latency stays far under a second).
 */
const SEARCH_SCALE: Readonly<Record<AiLevel, number>> = { easy: 1, normal: 1, hard: 3 };

// ---------------------------------------------------------------- the tutor's reasons

/** English texts of the reason keys only Toepen uses (for the UI's message catalogues). */
export const TOEPEN_HINT_TEXTS_EN: Readonly<Record<string, string>> = {
  'hint.toepen.exchange': 'Swap your hand: four low cards will not take the last trick.',
  'hint.toepen.exchangeBluff': 'Swap your hand as a bluff: it is weak, and a challenge costs only 1 chip.',
  'hint.toepen.keep': 'Keep your hand: it can take the last trick.',
  'hint.toepen.challenge': 'Challenge: this exchange looks like a bluff.',
  'hint.toepen.noChallenge': 'Do not challenge: a wrong challenge costs you 1 chip.',
  'hint.toepen.signal': 'Signal "{{kind}}".',
  'hint.toepen.knock': 'Knock: your cards should take the last trick, so raise the stake to {{stake}}.',
  'hint.toepen.stay': 'Stay in: your cards can still take the last trick.',
  'hint.toepen.fold': 'Fold now: it costs {{stake}}, less than losing the last trick at {{raised}}.',
  'hint.toepen.keepBest': 'Play {{card}}: only the last trick counts, so keep your best card for it.',
};

function explain(obs: ToepenObservation, action: Action, ctx: ExplainContext<ToepenState>): Reason {
  const order = obs.options.cardOrder;
  switch (action.type) {
    case 'EXCHANGE':
      return { reasonKey: obs.hand.every((c) => isLowCard(c, order)) ? 'hint.toepen.exchange' : 'hint.toepen.exchangeBluff' };
    case 'PASS': return obs.phase === 'challenge' ? { reasonKey: 'hint.toepen.noChallenge' } : { reasonKey: 'hint.toepen.keep' };
    case 'CHALLENGE': return { reasonKey: 'hint.toepen.challenge' };
    case 'SIGNAL': return { reasonKey: 'hint.toepen.signal', params: { kind: action.kind as string } };
    case 'KNOCK': return { reasonKey: 'hint.toepen.knock', params: { stake: obs.stake + 1 } };
    case 'STAY': return { reasonKey: 'hint.toepen.stay' };
    case 'FOLD': return { reasonKey: 'hint.toepen.fold', params: { stake: obs.stake, raised: obs.stake + 1 } };
    case 'NEXT_HAND': return { reasonKey: 'hint.nextHand' };
    case 'PLAY': return explainPlay(obs, action.card as Card, ctx);
    default: return { reasonKey: 'hint.anyMove' };
  }
}

function explainPlay(obs: ToepenObservation, card: Card, _ctx: ExplainContext<ToepenState>): Reason {
  const params = { card };
  const plays = obs.legal.filter((a) => a.type === 'PLAY');
  if (plays.length === 1) return { reasonKey: 'hint.onlyMove', params };
  if (obs.trickNo < 4) return { reasonKey: 'hint.toepen.keepBest', params };
  if (obs.trick.length === 0) return { reasonKey: 'hint.leadWinner', params };
  const order = obs.options.cardOrder;
  const led = suitIx(obs.trick[0].card);
  let top = -1;
  for (const p of obs.trick) if (!obs.folded[p.seat] && suitIx(p.card) === led) top = Math.max(top, strength(p.card, order));
  return suitIx(card) === led && strength(card, order) > top ? { reasonKey: 'hint.winCheaply', params } : { reasonKey: 'hint.cannotWin', params };
}

export const toepenAi: GameAi<ToepenState, ToepenObservation> = {
  sampler,
  playoutPolicy,
  evaluate,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor: firstToAct,
  explain,
  optionalAction,
  searchShape,
};
