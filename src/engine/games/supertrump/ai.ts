// Supertrump's hooks for the shared search (engine/ai/pimc.ts): what only this game
// knows. The search asks play.ts (the one legality oracle) for every rule; these hooks
// sample the hidden cards (weighed by the trump and super-trump choices) and choose cheap
// playout moves.
//
// Sampling (fairness): the hidden cards are every card this seat has not seen (its hand,
// the cards played this game, the current trick, the upcard and the opponent's face-up
// draws are seen). They are split at random between the opponent's hidden hand and the
// face-down stock, with the voids the opponent showed: when it failed to follow a suit at
// trick t, it can hold no more cards of that suit than the hidden cards it drew since.
import { RANK_INDEX, RANKS, SUITS, standardDeck } from '../../core/cards';
import type { Rng } from '../../core/rng';
import type { Action, Card, Rank, Seat, Suit } from '../../core/types';
import { dealWithLimits, importanceResampled } from '../../ai/sampling';
import { slotOf } from '../../kit/trickRules';
import type { AiLevel } from '../../ai/heuristic';
import type { Horizon } from '../../ai/pimc';
import type { GameAi, SamplerOptions, SearchShape } from '../../ai/types';
import { actor } from './play';
import { EFF_SUITS, effSuit, tablesFor, trickWinner } from './rules';
import type { EffSuit, Membership } from './rules';
import { supertrumpOutcome, supertrumpProblem } from './solverDeal';
import type { SupertrumpObservation, SupertrumpState } from './types';

const DECK = standardDeck();

// ---------------------------------------------------------------- sampling

/** Most hidden cards of each effective suit the opponent can hold, from the voids it showed. */
export function voidCaps(obs: SupertrumpObservation): Map<EffSuit, number> {
  const caps = new Map<EffSuit, number>();
  if (!obs.trump || !obs.superRank) return caps;
  const { trump, superRank } = obs;
  const membership = obs.options.supertrumpMembership;
  const opp = 1 - obs.seat;
  const tricks = obs.played.length / 2;
  // Who led each completed trick: the non-dealer leads trick 1, then each winner.
  const lostByOpp: boolean[] = [];
  const voids: { trick: number; suit: EffSuit }[] = [];
  let leader: Seat = 1 - obs.dealer;
  for (let t = 0; t < tricks; t++) {
    const led = obs.played[2 * t];
    const follow = obs.played[2 * t + 1];
    const need = effSuit(led, trump, superRank, membership);
    if (leader !== opp && effSuit(follow, trump, superRank, membership) !== need) voids.push({ trick: t, suit: need });
    const winner = trickWinner(led, follow, trump, superRank) === 0 ? leader : 1 - leader;
    lostByOpp.push(winner !== opp);
    leader = winner;
  }
  // Hidden draws by the opponent after trick t (the loser of a stage-1 trick draws face down).
  const drawsFrom: number[] = new Array(tricks + 1).fill(0);
  for (let t = tricks - 1; t >= 0; t--) drawsFrom[t] = drawsFrom[t + 1] + (t < 13 && lostByOpp[t] ? 1 : 0);
  for (const v of voids) caps.set(v.suit, Math.min(caps.get(v.suit) ?? Infinity, drawsFrom[v.trick]));
  return caps;
}

function sampler(obs: SupertrumpObservation, opts: SamplerOptions = {}): (rng: Rng) => SupertrumpState {
  const draw = drawer(obs);
  const opp = 1 - obs.seat;
  // The opponent's choice is evidence: the non-dealer names a trump suit it is long in, the
  // dealer a super-trump rank it holds (weighed on its dealt cards as the sample has them:
  // what it played plus what it holds, a little blurred by its draws since).
  const choseTrump = obs.trump !== null && opp !== obs.dealer;
  const choseRank = obs.superRank !== null && opp === obs.dealer;
  if (opts.inference !== true || (!choseTrump && !choseRank)) return draw;
  const oppPlayed = playedBy(obs)[opp];
  const weight = (st: SupertrumpState): number => {
    const cards = [...oppPlayed, ...st.hands[opp]];
    let w = 1;
    if (choseTrump) w *= trumpChoiceLikelihood(cards, obs.trump!);
    if (choseRank) w *= rankChoiceLikelihood(cards, obs.superRank!, obs.trump!);
    return w;
  };
  return importanceResampled(draw, weight, EVIDENCE_CANDIDATES);
}

// ---------------------------------------------------------------- inference

/** Deals drawn for each one kept. */
const EVIDENCE_CANDIDATES = 12;
/** How sharply a player names its strongest suit or its most held rank (per card). */
const CHOICE_SHARPNESS = 1.2;

/** A suit's strength as a trump suit: its length, its high cards a little. */
function suitScore(cards: readonly Card[], suit: Suit): number {
  let n = 0;
  for (const c of cards) if (suitIx(c) === SUIT_BIT[suit]) n += 1 + Math.max(0, rankIx(c) - 8) * 0.15;
  return n;
}

/** Softmax over the four suits: the chance a player with `cards` names `trump`. */
function trumpChoiceLikelihood(cards: readonly Card[], trump: Suit): number {
  const scores = SUITS.map((x) => suitScore(cards, x));
  const top = Math.max(...scores);
  let sum = 0;
  for (const x of scores) sum += Math.exp(CHOICE_SHARPNESS * (x - top));
  return Math.exp(CHOICE_SHARPNESS * (scores[SUITS.indexOf(trump)] - top)) / sum;
}

/** Softmax over the thirteen ranks by how many of each it holds (the trump suit's card a little more). */
function rankChoiceLikelihood(cards: readonly Card[], rank: Rank, trump: Suit): number {
  const scores = new Array<number>(13).fill(0);
  for (const c of cards) scores[rankIx(c)] += suitIx(c) === SUIT_BIT[trump] ? 1.2 : 1;
  const top = Math.max(...scores);
  let sum = 0;
  for (const x of scores) sum += Math.exp(CHOICE_SHARPNESS * (x - top));
  return Math.exp(CHOICE_SHARPNESS * (scores[RANK_INDEX[rank]] - top)) / sum;
}

/** The cards each seat has played this game (the flat list in play order, split by who led). */
function playedBy(obs: SupertrumpObservation): [Card[], Card[]] {
  const out: [Card[], Card[]] = [[], []];
  let leader: Seat = 1 - obs.dealer;
  for (let t = 0; t + 1 < obs.played.length; t += 2) {
    const led = obs.played[t];
    const follow = obs.played[t + 1];
    out[leader].push(led);
    out[1 - leader].push(follow);
    leader = trickWinner(led, follow, obs.trump!, obs.superRank!) === 0 ? leader : 1 - leader;
  }
  for (const p of obs.trick) out[p.seat].push(p.card);
  return out;
}

/** Draws one state consistent with everything `obs.seat` has seen (voids included), every one alike. */
function drawer(obs: SupertrumpObservation): (rng: Rng) => SupertrumpState {
  const me = obs.seat;
  const opp = 1 - me;
  const oppKnown = obs.knownCards[opp] ?? [];
  const seen = new Set<Card>([...obs.hand, ...oppKnown, ...obs.played, ...obs.trick.map((p) => p.card)]);
  if (obs.upcard) seen.add(obs.upcard);
  const unseen = DECK.filter((c) => !seen.has(c));
  const need = obs.handSizes[opp] - oppKnown.length;
  const faceDown = obs.stockSize - (obs.upcard ? 1 : 0);
  if (need < 0 || unseen.length !== need + faceDown) throw new Error('supertrump sampler: the observation does not add up');
  // Slots: the opponent's hidden cards, then the face-down stock; the opponent holds no more
  // cards of a suit it showed void in than its hidden draws since (voidCaps).
  const caps = voidCaps(obs);
  const follow = obs.trump && obs.superRank ? tablesFor(obs.trump, obs.superRank, obs.options.supertrumpMembership).follow : null;
  const classOf = (c: Card): number => (follow ? follow[slotOf(c)] : 0);
  const oppLimits = EFF_SUITS.map((suit) => caps.get(suit) ?? Infinity);
  const limits = [oppLimits, EFF_SUITS.map(() => Infinity)];
  // Draws are automatic inside the search (no DRAW actions): the same game, fewer steps.
  const options = { ...obs.options, confirmDraws: false };
  const myHand = obs.hand.slice();
  const trick = obs.trick.slice();
  const played = obs.played.slice();
  const history = obs.history.slice();
  return (rng) => {
    const slots = dealWithLimits(unseen.slice(), [need, faceDown], limits, classOf, EFF_SUITS.length, rng);
    if (!slots) throw new Error('supertrump sampler: no deal fits the observation');
    const oppHand = [...oppKnown, ...slots[0]];
    const stock = slots[1];
    const hands: [Card[], Card[]] = me === 0 ? [myHand, oppHand] : [oppHand, myHand];
    return {
      seed: 'search', options, deals: [], handNumber: obs.handNumber, dealer: obs.dealer, phase: obs.phase,
      hands, stock, upcard: obs.upcard, trump: obs.trump, superRank: obs.superRank, stage: obs.stage,
      trickNo: obs.trickNo, leader: obs.leader, trick, tricks1: [obs.tricks1[0], obs.tricks1[1]],
      tricks2: [obs.tricks2[0], obs.tricks2[1]], knownCards: [obs.knownCards[0].slice(), obs.knownCards[1].slice()],
      lastTrick: obs.lastTrick, played, drawQueue: [], totals: [obs.totals[0], obs.totals[1]], history, winners: [],
    };
  };
}

// ---------------------------------------------------------------- playouts
// The playout policy values cards like a player would (in swing points: my points minus
// the opponent's): a super-trump is about one sure stage-2 trick; a trump or plain card
// is worth less the more higher cards of its suit are still out. A trick is worth D to
// its winner: 4 in stage 2, in stage 1 the point plus having the upcard rather than a
// hidden card. It follows with max(win·D − value) and, holding a sure winner (it sees the
// sampled deal, as perfect-information playouts do), leads the cheapest one when the trick
// is worth it, otherwise its least valuable card.

const SUPER_VALUE = 3.6;
const TOP_TRUMP_VALUE = 3.7;
const TRUMP_STEP = 0.22;
const MIN_TRUMP_VALUE = 1;
/** plain card by the number of higher plain cards of its suit still out */
const PLAIN_VALUE = [1.6, 0.9, 0.5, 0.3, 0.12];
/** about the mean value of a hidden stock card */
const MEAN_HIDDEN = 1.1;
const STAGE2_TRICK = 4;
const STAGE1_POINT = 2;
/** Random move this often in playouts: keeps them varied. */
const PLAYOUT_EPSILON = 0.08;

const SUIT_BIT: Record<Suit, number> = { C: 0, D: 1, H: 2, S: 3 };
// Card text to rank index / suit index by character code: cheaper than string slicing.
const RANK_BY_CODE: number[] = [];
const SUIT_BY_CODE: number[] = [];
RANKS.forEach((r, i) => { RANK_BY_CODE[r.charCodeAt(0)] = i; });
SUITS.forEach((s) => { SUIT_BY_CODE[s.charCodeAt(0)] = SUIT_BIT[s]; });
const rankIx = (c: Card): number => RANK_BY_CODE[c.charCodeAt(0)];
const suitIx = (c: Card): number => SUIT_BY_CODE[c.charCodeAt(c.length - 1)];

/** Cards gone from play this game (played or on the table), per suit as 13-bit masks; cached per `played`. */
let goneFor: readonly Card[] | null = null;
let goneTrick: readonly unknown[] | null = null;
const gone = [0, 0, 0, 0];
function goneMasks(s: SupertrumpState): number[] {
  if (goneFor !== s.played || goneTrick !== s.trick) {
    gone.fill(0);
    for (const c of s.played) gone[suitIx(c)] |= 1 << rankIx(c);
    for (const p of s.trick) gone[suitIx(p.card)] |= 1 << rankIx(p.card);
    goneFor = s.played;
    goneTrick = s.trick;
  }
  return gone;
}

function popcount(x: number): number {
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

/** v(c) for a holder whose hand is `held` (suit masks): its own higher cards do not threaten c. */
function valueOf(c: Card, trumpIx: number, superRank: number, held: readonly number[], out: readonly number[]): number {
  const r = rankIx(c);
  if (r === superRank) return SUPER_VALUE;
  const si = suitIx(c);
  const higher = popcount(0x1fff & ~((2 << r) - 1) & ~(1 << superRank) & ~held[si] & ~out[si]);
  return si === trumpIx ? Math.max(MIN_TRUMP_VALUE, TOP_TRUMP_VALUE - TRUMP_STEP * higher) : PLAIN_VALUE[higher > 4 ? 4 : higher];
}

function handMasks(hand: readonly Card[]): number[] {
  const m = [0, 0, 0, 0];
  for (const c of hand) m[suitIx(c)] |= 1 << rankIx(c);
  return m;
}

function playoutPolicy(s: SupertrumpState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  if (rng.next() < PLAYOUT_EPSILON) return legal[rng.int(legal.length)];
  switch (s.phase) {
    case 'chooseTrump': return playoutTrump(s.hands[seat], legal);
    case 'chooseSuperTrump': return playoutSuperRank(s.hands[seat], s.trump!, legal);
    case 'trickPlay': break;
    default: return legal[0];
  }
  const trump = s.trump!;
  const superRank = s.superRank!;
  const trumpIx = SUIT_BIT[trump];
  const sr = RANK_INDEX[superRank];
  const out = goneMasks(s);
  const held = handMasks(s.hands[seat]);
  let D = STAGE2_TRICK;
  if (s.stage === 1 && s.upcard !== null) {
    const up = s.upcard;
    held[suitIx(up)] |= 1 << rankIx(up);
    D = STAGE1_POINT + 2 * (valueOf(up, trumpIx, sr, held, out) - MEAN_HIDDEN);
    held[suitIx(up)] &= ~(1 << rankIx(up));
  }
  if (s.trick.length === 1) {
    const led = s.trick[0].card;
    let best = legal[0];
    let bestScore = -Infinity;
    for (const a of legal) {
      const c = a.card as Card;
      const score = (trickWinner(led, c, trump, superRank) === 1 ? D : 0) - valueOf(c, trumpIx, sr, held, out);
      if (score > bestScore) {
        bestScore = score;
        best = a;
      }
    }
    return best;
  }
  // Lead: the least valuable card, or the cheapest sure winner when the trick is worth more.
  const membership = s.options.supertrumpMembership;
  const oppHand = s.hands[1 - seat];
  let low = legal[0];
  let lowV = Infinity;
  let win: Action | null = null;
  let winV = Infinity;
  for (const a of legal) {
    const c = a.card as Card;
    const v = valueOf(c, trumpIx, sr, held, out);
    if (v < lowV) {
      lowV = v;
      low = a;
    }
    if (v < winV && D - v > -lowV && sureWinner(c, oppHand, trump, superRank, membership)) {
      winV = v;
      win = a;
    }
  }
  return win && D - winV > -lowV ? win : low;
}

/** No card the opponent may play to lead `c` beats it. */
function sureWinner(c: Card, oppHand: readonly Card[], trump: Suit, superRank: Rank, membership: Membership): boolean {
  if (rankIx(c) === RANK_INDEX[superRank]) return true;
  const need = effSuit(c, trump, superRank, membership);
  let follows = false;
  for (const o of oppHand) {
    if (effSuit(o, trump, superRank, membership) !== need) continue;
    follows = true;
    if (trickWinner(c, o, trump, superRank) === 1) return false;
  }
  if (follows) return true;
  for (const o of oppHand) if (trickWinner(c, o, trump, superRank) === 1) return false;
  return true;
}

function playoutTrump(hand: readonly Card[], legal: readonly Action[]): Action {
  const score = [0, 0, 0, 0];
  for (const c of hand) score[suitIx(c)] += 2 + Math.max(0, rankIx(c) - 8) * 0.5;
  let best = 0;
  for (let i = 1; i < 4; i++) if (score[i] > score[best]) best = i;
  return legal.find((a) => a.suit === SUITS[best]) ?? legal[0];
}

function playoutSuperRank(hand: readonly Card[], trump: Suit, legal: readonly Action[]): Action {
  // The rank held most often, the trump suit's card counting extra, higher ranks on ties.
  const score = new Array<number>(13).fill(0);
  for (const c of hand) score[rankIx(c)] += suitIx(c) === SUIT_BIT[trump] ? 1.2 : 1;
  let best = 12;
  for (let r = 11; r >= 0; r--) if (score[r] > score[best]) best = r;
  return legal.find((a) => a.rank === RANKS[best]) ?? legal[0];
}

// ---------------------------------------------------------------- the hooks

/**
 * Tricks left from which the solver finishes a game, per level. Stage 2 (13 tricks, no
 * stock) takes it a few ms a deal; each stage-1 trick more multiplies that by about ten.
 */
const HORIZONS: Readonly<Record<AiLevel, Horizon>> = {
  easy: { root: 8, rollout: 6 },
  normal: { root: 13, rollout: 8 },
  hard: { root: 13, rollout: 10 },
};

/**
 * In stage 2 nothing is hidden (the unseen cards are the opponent's hand): where the level
 * solves from here, one deal solved exactly is the whole judgement (SearchShape.exact), not
 * the same deal solved again and again.
 */
function searchShape(obs: SupertrumpObservation, level: AiLevel): SearchShape {
  const exact = obs.phase === 'trickPlay' && obs.stockSize === 0 && 27 - obs.trickNo <= HORIZONS[level].root;
  return exact ? { exact } : {};
}

export const supertrumpAi: GameAi<SupertrumpState, SupertrumpObservation> = {
  sampler,
  playoutPolicy,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor,
  ddProblem: supertrumpProblem,
  outcome: supertrumpOutcome,
  horizons: HORIZONS,
  searchShape,
  unitScale: 12,
};

