// Skat's hooks for the shared search (engine/ai/pimc.ts): what only this game knows.
// The search asks play.ts (the one legality oracle) for every rule; these hooks sample the
// hidden cards (weighed by the auction and the declared game), choose cheap playout moves,
// and narrow the wide choices (bids, discards, declarations) to the sensible ones.
//
// Sampling (fairness): the observation is all this seat knows (§4.7, §11.6). It holds its
// hand, the trick on the table, every completed trick of the deal with its winner (K-14),
// an ouvert hand, the skat and its discard for the declarer who picked it up, and the
// tricks won per seat. So the cards played, who played them and the card points each seat
// has won are known exactly. Every other card is hidden and dealt uniformly over the hidden
// slots: the other hands (sizes as observed) and the skat / discard where this seat has not
// seen it. A seat that did not follow the led effective suit (jacks are trumps except in
// Null) in any trick of the deal holds none of it now.
import type { AiLevel } from '../../ai/heuristic';
import { dealWithLimits, voidLimits } from '../../ai/sampling';
import type { Horizon } from '../../ai/pimc';
import type { GameAi, SamplerOptions, SearchShape } from '../../ai/types';
import type { Rng } from '../../core/rng';
import type { Action, Card, PlayedCard, Seat, Suit } from '../../core/types';
import { copyAuction } from './auction';
import { observe } from './observe';
import { actor } from './play';
import { skatSparring } from './sparring';
import { cardPoints, effSuit, SKAT_DECK, trickWinnerIndex } from './rules';
import type { EffSuit } from './rules';
import { contractValueFor } from './scoring';
import { skatOutcome, skatProblem } from './solverDeal';
import type { Auction, Contract, HandScore, SkatObservation, SkatState, TrickRules } from './types';
import { sigmoid } from '../../ai/odds';

// ---------------------------------------------------------------- card tables
// A card is its index in SKAT_DECK: suit (C, S, H, D) × 8 + rank (A 10 K Q J 9 8 7).
// Rule sets: 0–3 a suit game with that trump, 4 Grand (and Ramsch), 5 Null.

const SUIT_LETTERS: readonly Suit[] = ['C', 'S', 'H', 'D'];
const RANK_CHARS = ['A', '1', 'K', 'Q', 'J', '9', '8', '7'];
const R_A = 0, R_10 = 1, R_K = 2, R_Q = 3, R_J = 4;
const GRAND = 4, NULL = 5, TRUMP = 4;
const RULES: readonly TrickRules[] = [
  { kind: 'suit', trump: 'C' }, { kind: 'suit', trump: 'S' }, { kind: 'suit', trump: 'H' }, { kind: 'suit', trump: 'D' },
  { kind: 'grand' }, { kind: 'null' },
];
const BASE = [12, 11, 10, 9, 24];

const RANK_BY_CODE: number[] = [];
const SUIT_BY_CODE: number[] = [];
RANK_CHARS.forEach((r, i) => { RANK_BY_CODE[r.charCodeAt(0)] = i; });
SUIT_LETTERS.forEach((s, i) => { SUIT_BY_CODE[s.charCodeAt(0)] = i; });
const ix = (c: Card): number => SUIT_BY_CODE[c.charCodeAt(c.length - 1)] * 8 + RANK_BY_CODE[c.charCodeAt(0)];
SKAT_DECK.forEach((c, i) => { if (ix(c) !== i) throw new Error('skat ai: card index table out of step with SKAT_DECK'); });

const POINTS = SKAT_DECK.map(cardPoints);
const EFF_CODE: Record<EffSuit, number> = { C: 0, S: 1, H: 2, D: 3, TRUMP };
/** EFF[rules][card]: 0–3 its suit, 4 trump. */
const EFF: number[][] = RULES.map((r) => SKAT_DECK.map((c) => EFF_CODE[effSuit(c, r)]));
/** STR[rules][card]: higher beats lower within one effective suit (from the engine's trick winner). */
const STR: number[][] = RULES.map((r, ri) => SKAT_DECK.map((c, i) => {
  let n = 0;
  SKAT_DECK.forEach((o, j) => { if (j !== i && EFF[ri][j] === EFF[ri][i] && trickWinnerIndex([o, c], r) === 1) n++; });
  return n;
}));
/** Null order within a suit: 0 for the 7 … 7 for the ace. */
const NULL_RANK = SKAT_DECK.map((_, i) => STR[NULL][i]);

function ruleIndex(contract: Contract | null, ramsch: boolean): number {
  if (ramsch) return GRAND;
  if (!contract) return -1;
  if (contract.type === 'grand') return GRAND;
  if (contract.type === 'null') return NULL;
  return SUIT_LETTERS.indexOf(contract.trump!);
}

/** Does `c` beat the trick's current best card `w` (under rules `ri`)? */
function beats(ri: number, c: number, w: number): boolean {
  const ec = EFF[ri][c];
  const ew = EFF[ri][w];
  return ec === ew ? STR[ri][c] > STR[ri][w] : ec === TRUMP;
}

// ---------------------------------------------------------------- sampling

/** Voids shown in a visible trick: seat → bit set of effective suits (bit 4 = trumps) it lacks. */
function voidsFrom(trick: readonly PlayedCard[], ri: number, voids: number[]): void {
  if (trick.length < 2) return;
  const led = EFF[ri][ix(trick[0].card)];
  for (let k = 1; k < trick.length; k++) if (EFF[ri][ix(trick[k].card)] !== led) voids[trick[k].seat] |= 1 << led;
}

/** A sample's own copy of the public auction, in the engine's one auction shape. */
function auctionOf(obs: SkatObservation): Auction {
  const a = copyAuction(obs.auction);
  a.passed = a.passed.slice();
  a.calls = a.calls.slice();
  return a;
}

function sampler(obs: SkatObservation, opts: SamplerOptions = {}): (rng: Rng) => SkatState {
  const draw = drawer(obs);
  const evidence = opts.inference === true ? skatEvidence(obs) : null;
  if (!evidence) return draw;
  // Sampling-importance-resampling: of several consistent deals, keep one by how likely the
  // other seats' bids, passes and declared game were with the cards it gives them.
  return (rng) => {
    let kept = draw(rng);
    let total = evidenceWeight(evidence, kept);
    for (let t = 1; t < EVIDENCE_CANDIDATES; t++) {
      const other = draw(rng);
      const w = evidenceWeight(evidence, other);
      total += w;
      if (rng.next() * total < w) kept = other;
    }
    return kept;
  };
}

// ---------------------------------------------------------------- inference
// What the other seats did in public says something about their cards. A seat that bid v
// probably has a hand worth v, one that passed at v probably not; a declarer's game is
// probably its best one. The model is the playouts' own hand evaluation (bidLimit, evalHand)
// made soft, so that an unusual bid lowers a deal's weight without ruling it out.

/** Deals drawn for each one kept. */
const EVIDENCE_CANDIDATES = 16;
/** Bid points per unit of log-odds: a hand 6 points short of a bid is e times less likely to make it. */
const BID_SOFTNESS = 6;
/** How sharply a declarer is expected to choose its best game (per unit of evalHand strength). */
const GAME_SHARPNESS = 1.5;

interface SkatEvidence {
  me: Seat;
  /** per seat: the highest value it bid or held (0 = none) and the value it passed at (0 = did not) */
  bid: number[];
  passedAt: number[];
  /** the declarer (not me) and its game's rule set, or -1 */
  declarer: Seat;
  ri: number;
  /** cards each seat has played this deal */
  playedBy: Card[][];
}

function skatEvidence(obs: SkatObservation): SkatEvidence | null {
  const bid = [0, 0, 0];
  const passedAt = [0, 0, 0];
  let current = 0;
  for (const c of obs.auction.calls) {
    if (c.type === 'PASS') {
      // The sayer passed the next value, the listener the value it was asked to hold.
      passedAt[c.seat] = Math.max(18, current + 1);
    } else {
      current = c.value ?? current;
      bid[c.seat] = Math.max(bid[c.seat], current);
    }
  }
  const d = obs.declarer ?? -1;
  const ri = d >= 0 && d !== obs.seat && obs.contract && !obs.ramsch ? ruleIndex(obs.contract, false) : -1;
  const playedBy: Card[][] = [[], [], []];
  for (const t of obs.tricks) for (const p of t.cards) playedBy[p.seat].push(p.card);
  for (const p of obs.trick) playedBy[p.seat].push(p.card);
  const any = [0, 1, 2].some((x) => x !== obs.seat && (bid[x] > 0 || passedAt[x] > 0)) || ri >= 0;
  return any ? { me: obs.seat, bid, passedAt, declarer: ri >= 0 ? d : -1, ri, playedBy } : null;
}

/** How likely the other seats' public choices were with the cards `s` gives them (up to a constant). */
function evidenceWeight(e: SkatEvidence, s: SkatState): number {
  let w = 1;
  for (let x = 0; x < 3; x++) {
    if (x === e.me) continue;
    if (e.bid[x] > 0 || e.passedAt[x] > 0) {
      // Bids come from the ten cards it was dealt.
      const limit = bidLimit(s.dealt[x].map(ix));
      if (e.bid[x] > 0) w *= sigmoid((limit - e.bid[x]) / BID_SOFTNESS + 1);
      if (e.passedAt[x] > 0) w *= sigmoid((e.passedAt[x] - limit) / BID_SOFTNESS + 1);
    }
    if (x === e.declarer) {
      // Its game among those it could have chosen, judged on the cards it declared with: the
      // ten it holds or played, and the two it put back.
      const declaredWith = [...s.hands[x], ...e.playedBy[x], ...(s.tookSkat ? s.discard : [])].map(ix);
      w *= gameChoiceLikelihood(evalHand(declaredWith), e.ri);
    }
  }
  return w;
}

/** Softmax over the games' strengths: the chance a declarer with this evaluation declares rule set `ri`. */
function gameChoiceLikelihood(ev: HandEval, ri: number): number {
  const strengths = [...ev.suit.map((x) => x - SUIT_EVEN), ev.grand - GRAND_EVEN, 1.5 - ev.nullRisk];
  const top = Math.max(...strengths);
  let sum = 0;
  for (const x of strengths) sum += Math.exp(GAME_SHARPNESS * (x - top));
  return Math.exp(GAME_SHARPNESS * (strengths[ri] - top)) / sum;
}

/** Draws one deal consistent with everything `obs.seat` has seen (voids included), every one alike. */
function drawer(obs: SkatObservation): (rng: Rng) => SkatState {
  const me = obs.seat;
  const phase = obs.phase;
  const d = obs.declarer ?? -1;
  const ri = ruleIndex(obs.contract, obs.ramsch);
  const playing = phase === 'trickPlay';
  const iDeclare = d === me;
  const openSeat = obs.openHand && d >= 0 && d !== me ? d : -1;
  const tricks = obs.tricks;

  const known = new Array<boolean>(32).fill(false);
  for (const c of obs.hand) known[ix(c)] = true;
  for (const p of obs.trick) known[ix(p.card)] = true;
  for (const t of tricks) for (const p of t.cards) known[ix(p.card)] = true;
  if (openSeat >= 0) for (const c of obs.openHand!) known[ix(c)] = true;
  const mySkat = iDeclare && obs.skat ? obs.skat : null;
  const myDiscard = iDeclare && obs.discard ? obs.discard : null;
  if (mySkat) for (const c of mySkat) known[ix(c)] = true;
  if (myDiscard) for (const c of myDiscard) known[ix(c)] = true;
  const hidden = SKAT_DECK.filter((_, i) => !known[i]);

  // Unseen skat / discard slots: the untouched skat (before the pickup, in a hand game, in
  // Ramsch) or the discard of a declarer who is not me.
  const skatHidden = phase === 'bidding' || phase === 'skatDecision' || obs.ramsch
    || ((phase === 'declaration' || playing) && !(iDeclare && obs.tookSkat)) ? 2 : 0;
  const voids = [0, 0, 0];
  if (ri >= 0 && playing) {
    voidsFrom(obs.trick, ri, voids);
    for (const t of tricks) voidsFrom(t.cards, ri, voids);
  }
  const others = [0, 1, 2].filter((s) => s !== me && s !== openSeat);
  // Slots: the other hands (sizes as observed), then the unseen skat / discard.
  const caps = [...others.map((s) => obs.handSizes[s]), skatHidden];
  const limits = voidLimits([...others.map((s) => voids[s]), 0], 5);
  const classOf = (c: Card): number => (ri >= 0 ? EFF[ri][ix(c)] : 0);
  const consistent = caps.reduce((a, b) => a + b, 0) === hidden.length;

  // The completed tricks are public: each seat's played cards and the card points won.
  const playedBy: Card[][] = [[], [], []];
  const trickPoints = [0, 0, 0];
  for (const t of tricks) {
    for (const p of t.cards) {
      playedBy[p.seat].push(p.card);
      trickPoints[t.winner] += POINTS[ix(p.card)];
    }
  }
  for (const p of obs.trick) playedBy[p.seat].push(p.card);
  const lastTrick = tricks.length > 0 ? tricks[tricks.length - 1] : null;

  const options = { ...obs.options };
  const history: HandScore[] = obs.history.map((h) => ({ ...h, skat: [], discard: [] }));

  return (rng) => {
    if (!consistent) throw new Error('skat sampler: the observation does not add up');
    const slots = dealWithLimits(hidden.slice(), caps, limits, classOf, 5, rng);
    if (!slots) throw new Error('skat sampler: no deal fits the observation');
    const hands: Card[][] = [[], [], []];
    others.forEach((s, k) => { hands[s] = slots[k]; });
    const unseenSkat = slots[others.length];
    hands[me] = obs.hand.slice();
    if (openSeat >= 0) hands[openSeat] = obs.openHand!.slice();

    let skat: Card[] = [];
    let discard: Card[] = [];
    if (phase === 'discard') {
      skat = iDeclare ? obs.skat!.slice() : hands[d].slice(0, 2);
    } else if (phase === 'declaration' || playing) {
      if (obs.ramsch) skat = unseenSkat;
      else if (iDeclare && obs.tookSkat) {
        skat = obs.skat!.slice();
        discard = (obs.discard ?? []).slice();
      } else {
        // A hand game's skat is its discard; a defender cannot tell the picked-up skat apart.
        skat = unseenSkat;
        discard = unseenSkat.slice();
      }
    } else skat = unseenSkat;
    // Each seat's ten dealt cards (only the declarer's count, for matadors): what it holds
    // and played, with a picked-up skat traded back for the discard.
    const dealt = [0, 1, 2].map((s) => {
      const all = [...hands[s], ...playedBy[s]];
      if (s !== d || !obs.tookSkat) return all;
      if (phase === 'discard') return all.filter((c) => !skat.includes(c));
      return [...all, ...discard].filter((c) => !skat.includes(c));
    });
    return {
      seed: 'search', options, deals: [], handNumber: obs.handNumber, dealer: obs.dealer, phase,
      hands, dealt, skat, discard,
      auction: auctionOf(obs),
      declarer: d, tookSkat: obs.tookSkat, contract: obs.contract ? { ...obs.contract } : null, ramsch: obs.ramsch,
      leader: obs.leader, trick: obs.trick.slice(), trickNo: obs.trickNo, tricksWon: obs.tricksWon.slice(),
      trickPoints: trickPoints.slice(), lastTrick, totals: obs.totals.slice(), history,
      winners: obs.winners.slice(), tricks: tricks.slice(),
    };
  };
}

// ---------------------------------------------------------------- hand evaluation
// Used by the playouts for bids, the skat, the discard and the contract, and by the tutor.

interface HandEval {
  /** suit-game strength per trump suit (≈ 8.5: an even game with the skat) */
  suit: number[];
  /** matadors (with or without) per trump suit */
  suitMat: number[];
  grand: number;
  grandMat: number;
  /** cards of a Null hand that low cards do not protect */
  nullRisk: number;
}

function evalHand(cards: readonly number[]): HandEval {
  const has = new Array<boolean>(32).fill(false);
  for (const c of cards) has[c] = true;
  const jacks = [has[R_J], has[8 + R_J], has[16 + R_J], has[24 + R_J]];
  const nJacks = Number(jacks[0]) + Number(jacks[1]) + Number(jacks[2]) + Number(jacks[3]);
  const len = [0, 0, 0, 0];
  for (const c of cards) if (c % 8 !== R_J) len[c >> 3]++;
  // Side-suit worth: aces, tens guarded by their ace, tens with length.
  const side = [0, 0, 0, 0];
  for (let s = 0; s < 4; s++) {
    const a = has[s * 8 + R_A];
    const t = has[s * 8 + R_10];
    side[s] = (a ? 1 : 0) + (t ? (a ? 0.7 : len[s] >= 3 ? 0.35 : 0.1) : 0) + (a && len[s] > 3 ? 0.3 * (len[s] - 3) : 0);
  }
  const jackWorth = 0.5 * nJacks + (jacks[0] ? 0.5 : 0) + (jacks[1] ? 0.25 : 0);
  const suit = [0, 0, 0, 0];
  const suitMat = [0, 0, 0, 0];
  for (let t = 0; t < 4; t++) {
    const trumps = nJacks + len[t];
    let v = trumps + jackWorth + (has[t * 8 + R_A] ? 0.4 : 0) + (has[t * 8 + R_10] ? 0.25 : 0);
    for (let s = 0; s < 4; s++) if (s !== t) v += side[s] * 0.9 + (len[s] === 0 && trumps >= 5 ? 0.45 : 0);
    suit[t] = trumps >= 4 ? v : v - 2;
    suitMat[t] = matadors(has, t);
  }
  let grand = 1.6 * nJacks + (jacks[0] ? 0.4 : 0) + (jacks[1] ? 0.2 : 0);
  for (let s = 0; s < 4; s++) grand += side[s] * 1.15;
  if (nJacks < 2) grand -= 1.5;
  let nullRisk = 0;
  for (let s = 0; s < 4; s++) {
    let pos = 0;
    for (let r = 0; r < 8; r++) {
      const c = cardOfNullRank(s, r);
      if (!has[c]) continue;
      if (r > 2 * pos + 1) nullRisk++;
      pos++;
    }
  }
  return { suit, suitMat, grand, grandMat: matadors(has, GRAND), nullRisk };
}

/** The card of suit `s` at Null rank `r` (0 = the 7). */
const NULL_CARD: number[][] = [0, 1, 2, 3].map((s) => {
  const out = new Array<number>(8);
  for (let k = 0; k < 8; k++) out[NULL_RANK[s * 8 + k]] = s * 8 + k;
  return out;
});
function cardOfNullRank(s: number, r: number): number {
  return NULL_CARD[s][r];
}

/** The matador sequence per rule set (jacks, then the trump suit top down), as card indices. */
const MATADOR_SEQ: number[][] = [0, 1, 2, 3, 4].map((ri) => {
  const seq = [R_J, 8 + R_J, 16 + R_J, 24 + R_J];
  if (ri < 4) for (const r of [R_A, R_10, R_K, R_Q, 5, 6, 7]) seq.push(ri * 8 + r);
  return seq;
});
function matadors(has: readonly boolean[], ri: number): number {
  const seq = MATADOR_SEQ[ri];
  const first = has[seq[0]];
  let n = 0;
  while (n < seq.length && has[seq[n]] === first) n++;
  return n;
}

const NULL_WIN = [0.9, 0.55, 0.25, 0.1, 0.04];
const SUIT_EVEN = 8.5;
const GRAND_EVEN = 7.5;

/** A contract the playouts and the tutor consider: rule set 0–5, its value and expected score. */
interface Plan {
  ri: number;
  value: number;
  win: number;
  expected: number;
}

/**
 * The best plain contract (no announcements, no ouvert) for `cards`: the expected score
 * win·value − 2·lose·value, a game below the bid counted as lost at the overbid value.
 * `matadorCards` are the cards matadors are counted over; `extra` is card-point credit
 * (the discard's points), `hand` adds the hand level, `bid` 0 for an estimate.
 */
function bestPlan(cards: readonly number[], matadorCards: readonly number[], hand: boolean, bid: number, extra = 0): Plan {
  const e = evalHand(cards);
  const m = matadorCards === cards ? e : evalHand(matadorCards);
  const level = hand ? 2 : 1;
  let best: Plan = { ri: -1, value: 0, win: 0, expected: -Infinity };
  const consider = (ri: number, value: number, win: number, base: number): void => {
    const expected = value >= bid ? value * (3 * win - 2) : -2 * Math.ceil(bid / base) * base;
    if (expected > best.expected) best = { ri, value, win, expected };
  };
  for (let t = 0; t < 4; t++) consider(t, BASE[t] * (m.suitMat[t] + level), sigmoid(1.3 * (e.suit[t] + extra - SUIT_EVEN)), BASE[t]);
  consider(GRAND, 24 * (m.grandMat + level), sigmoid(1.3 * (e.grand + extra - GRAND_EVEN)), 24);
  const nullValue = hand ? 35 : 23;
  if (nullValue >= bid) consider(NULL, nullValue, NULL_WIN[Math.min(e.nullRisk, 4)], nullValue);
  return best;
}

/** The highest bid a hand supports: the value of its best contract that is likely enough to win. */
function bidLimit(cards: readonly number[]): number {
  const e = evalHand(cards);
  let limit = 0;
  for (let t = 0; t < 4; t++) if (e.suit[t] >= SUIT_EVEN - 0.6) limit = Math.max(limit, BASE[t] * (e.suitMat[t] + 1));
  if (e.grand >= GRAND_EVEN - 0.5) limit = Math.max(limit, 24 * (e.grandMat + 1));
  if (e.nullRisk <= 1) limit = Math.max(limit, e.nullRisk === 0 ? 35 : 23);
  return limit;
}

const limitCache = new WeakMap<readonly Card[], number>();
function cachedLimit(hand: readonly Card[]): number {
  let v = limitCache.get(hand);
  if (v === undefined) {
    v = bidLimit(hand.map(ix));
    limitCache.set(hand, v);
  }
  return v;
}

/** Very strong hands skip the skat: a hand game is worth one level more. */
function wantsHand(cards: readonly number[], bid: number): boolean {
  const e = evalHand(cards);
  if (e.nullRisk === 0 && bid > 23) return true;
  return e.grand >= GRAND_EVEN + 2.5 || Math.max(...e.suit) >= SUIT_EVEN + 3;
}

/** How much a declarer wants to keep card `c` of `cards` for rule set `ri` (low: put it back). */
function keepValue(c: number, ri: number, len: readonly number[], has: readonly boolean[]): number {
  if (ri === NULL) {
    const s = c >> 3;
    const r = NULL_RANK[c];
    let pos = 0;
    for (let k = 0; k < r; k++) if (has[cardOfNullRank(s, k)]) pos++;
    return r > 2 * pos + 1 ? -(r - 2 * pos) - (len[s] <= 2 ? 1 : 0) : 10 - r;
  }
  if (EFF[ri][c] === TRUMP) return 100 + STR[ri][c];
  const s = c >> 3;
  const r = c & 7;
  const ace = has[s * 8 + R_A];
  if (r === R_A) return 60;
  const short = len[s] <= 2 && !ace ? 8 : 0;
  if (r === R_10) return ace ? 45 : len[s] <= 2 ? 2 : 25;
  return 12 + (r === R_K ? 6 : r === R_Q ? 4 : 0) - short - 0.4 * POINTS[c];
}

function chooseDiscard(cards: readonly number[], ri: number): [number, number] {
  const has = new Array<boolean>(32).fill(false);
  const len = [0, 0, 0, 0];
  for (const c of cards) {
    has[c] = true;
    if (ri === NULL || EFF[ri][c] !== TRUMP) len[c >> 3]++;
  }
  let a = -1, b = -1, va = Infinity, vb = Infinity;
  for (const c of cards) {
    const v = keepValue(c, ri, len, has);
    if (v < va) {
      b = a; vb = va; a = c; va = v;
    } else if (v < vb) {
      b = c; vb = v;
    }
  }
  return a < b ? [a, b] : [b, a];
}

// ---------------------------------------------------------------- playouts

/** Random move this often in trick play: keeps the playouts varied. */
const PLAYOUT_EPSILON = 0.04;

function playoutPolicy(s: SkatState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  switch (s.phase) {
    case 'bidding': return playoutBid(s, seat, legal);
    case 'skatDecision': {
      const take = !wantsHand(s.hands[seat].map(ix), s.auction.bid);
      return legal[take ? 0 : 1];
    }
    case 'discard': {
      const cards = s.hands[seat].map(ix);
      const plan = bestPlan(cards, cards, false, s.auction.bid);
      const [a, b] = chooseDiscard(cards, plan.ri < 0 ? GRAND : plan.ri);
      for (const l of legal) {
        const pair = l.cards as Card[] | undefined;
        if (pair && ix(pair[0]) === a && ix(pair[1]) === b) return l;
      }
      return legal[0];
    }
    case 'declaration': return playoutDeclare(s, seat, legal);
    case 'trickPlay': break;
    default: return legal[0];
  }
  if (rng.next() < PLAYOUT_EPSILON) return legal[rng.int(legal.length)];
  const ri = ruleIndex(s.contract, s.ramsch);
  if (ri === NULL) return nullPlay(s, seat, legal, rng);
  if (s.ramsch) return ramschPlay(s, legal, rng);
  return suitPlay(s, seat, legal, ri, rng);
}

function playoutBid(s: SkatState, seat: Seat, legal: readonly Action[]): Action {
  const limit = cachedLimit(s.hands[seat]);
  const pass = legal[legal.length - 1];
  if (s.auction.awaiting === 'answer') return s.auction.bid <= limit ? legal[0] : pass;
  return (legal[0].value as number) <= limit ? legal[0] : pass;
}

const DECLARE_KEYS = ['C', 'S', 'H', 'D'];
function playoutDeclare(s: SkatState, seat: Seat, legal: readonly Action[]): Action {
  const cards = s.hands[seat].map(ix);
  const mat = [...cards, ...(s.tookSkat ? s.discard : s.skat).map(ix)];
  let extra = 0;
  if (s.tookSkat) for (const c of s.discard) extra += POINTS[ix(c)] / 12;
  const plan = bestPlan(cards, mat, !s.tookSkat, s.auction.bid, extra);
  const surrender = legal[legal.length - 1].type === 'SURRENDER' ? legal[legal.length - 1] : null;
  if (surrender && plan.expected <= -2 * s.auction.bid && plan.win < 0.15) return surrender;
  for (const l of legal) {
    const c = l.contract as Contract | undefined;
    if (!c || c.schneiderAnnounced || c.ouvert) continue;
    if (plan.ri === GRAND ? c.type === 'grand' : plan.ri === NULL ? c.type === 'null' : c.type === 'suit' && c.trump === DECLARE_KEYS[plan.ri]) return l;
  }
  return legal[0];
}

/** Index in `trick` of the card winning so far. */
function winningIndex(trick: readonly PlayedCard[], ri: number): number {
  let w = 0;
  for (let k = 1; k < trick.length; k++) if (beats(ri, ix(trick[k].card), ix(trick[w].card))) w = k;
  return w;
}

/** Can `seat` (next to play, following a trick led with effective suit `ledEff`) beat `best`? */
function canBeat(hand: readonly Card[], ri: number, ledEff: number, best: number): boolean {
  let follows = false;
  for (const c of hand) if (EFF[ri][ix(c)] === ledEff) { follows = true; break; }
  for (const c of hand) {
    const k = ix(c);
    if (follows && EFF[ri][k] !== ledEff) continue;
    if (beats(ri, k, best)) return true;
  }
  return false;
}

/** Breaks ties at random: the better of two scores, or a coin flip on a tie. */
function better(score: number, bestScore: number, rng: Rng): boolean {
  return score > bestScore || (score === bestScore && rng.next() < 0.5);
}

function suitPlay(s: SkatState, seat: Seat, legal: readonly Action[], ri: number, rng: Rng): Action {
  const d = s.declarer;
  const partner = seat === d ? -1 : 3 - seat - d;
  const trick = s.trick;
  if (trick.length === 0) return suitLead(s, seat, legal, ri, partner, rng);
  const ledEff = EFF[ri][ix(trick[0].card)];
  const wi = winningIndex(trick, ri);
  const w = ix(trick[wi].card);
  let pts = 0;
  for (const p of trick) pts += POINTS[ix(p.card)];
  const next = trick.length === 1 ? (seat + 1) % 3 : -1;
  const nextIsFriend = next >= 0 && next === partner;
  // The partner's card stands if nobody after me can beat it.
  if (trick[wi].seat === partner && (next < 0 || !canBeat(s.hands[next], ri, ledEff, w))) {
    let best = legal[0];
    let bestScore = -Infinity;
    for (const a of legal) {
      const c = ix(a.card as Card);
      const score = POINTS[c] - (EFF[ri][c] === TRUMP ? 6 + STR[ri][c] : 0);
      if (better(score, bestScore, rng)) { bestScore = score; best = a; }
    }
    return best;
  }
  // The cheapest card that wins and stays winning.
  let win: Action | null = null;
  let winCost = Infinity;
  for (const a of legal) {
    const c = ix(a.card as Card);
    if (!beats(ri, c, w)) continue;
    if (next >= 0 && !nextIsFriend && canBeat(s.hands[next], ri, ledEff, c)) continue;
    const cost = (EFF[ri][c] === TRUMP ? 20 + STR[ri][c] : STR[ri][c]) - 0.01 * POINTS[c];
    if (cost < winCost || (cost === winCost && rng.next() < 0.5)) { winCost = cost; win = a; }
  }
  if (win) {
    const c = ix(win.card as Card);
    const worth = pts + POINTS[c];
    const trump = EFF[ri][c] === TRUMP;
    if (!trump || worth >= 4 || STR[ri][c] < 8 || (seat === d && worth >= 2)) return win;
  }
  return lowCard(legal, ri, rng);
}

/** The card least worth keeping: few points, low, not a trump. */
function lowCard(legal: readonly Action[], ri: number, rng: Rng): Action {
  let best = legal[0];
  let bestScore = -Infinity;
  for (const a of legal) {
    const c = ix(a.card as Card);
    const score = -(POINTS[c] + (EFF[ri][c] === TRUMP ? 8 + STR[ri][c] : 0.3 * STR[ri][c]));
    if (better(score, bestScore, rng)) { bestScore = score; best = a; }
  }
  return best;
}

/** Is `c` the best card left of its effective suit among the other seats' hands (and can nobody ruff it)? */
function isBoss(s: SkatState, seat: Seat, c: number, ri: number, friend: Seat): boolean {
  const e = EFF[ri][c];
  for (let o = 0; o < 3; o++) {
    if (o === seat || o === friend) continue;
    let follows = false;
    let trumps = false;
    for (const x of s.hands[o]) {
      const k = ix(x);
      if (EFF[ri][k] === e) {
        follows = true;
        if (STR[ri][k] > STR[ri][c]) return false;
      } else if (EFF[ri][k] === TRUMP) trumps = true;
    }
    if (!follows && trumps && e !== TRUMP) return false;
  }
  return true;
}

function suitLead(s: SkatState, seat: Seat, legal: readonly Action[], ri: number, partner: Seat, rng: Rng): Action {
  const declarer = seat === s.declarer;
  let oppTrumps = 0;
  if (declarer) for (let o = 0; o < 3; o++) if (o !== seat) for (const x of s.hands[o]) if (EFF[ri][ix(x)] === TRUMP) oppTrumps++;
  let boss: Action | null = null;
  let bossScore = -Infinity;
  let lowTrump: Action | null = null;
  let lowTrumpStr = Infinity;
  let myTrumps = 0;
  for (const a of legal) {
    const c = ix(a.card as Card);
    const trump = EFF[ri][c] === TRUMP;
    if (trump) {
      myTrumps++;
      if (STR[ri][c] < lowTrumpStr) { lowTrumpStr = STR[ri][c]; lowTrump = a; }
    }
    if (!isBoss(s, seat, c, ri, partner)) continue;
    // Declarer: draw trumps with a boss trump first; everyone: cash sure side winners.
    const score = trump ? (declarer && oppTrumps > 0 ? 30 : -5) + STR[ri][c] : 10 + POINTS[c];
    if (better(score, bossScore, rng)) { bossScore = score; boss = a; }
  }
  if (boss) return boss;
  if (declarer && oppTrumps > 0 && myTrumps > oppTrumps && lowTrump) return lowTrump;
  // Otherwise a low side card (trumps kept), from the shortest side suit for the declarer.
  let best = legal[0];
  let bestScore = -Infinity;
  const len = [0, 0, 0, 0];
  for (const a of legal) { const c = ix(a.card as Card); if (EFF[ri][c] !== TRUMP) len[c >> 3]++; }
  for (const a of legal) {
    const c = ix(a.card as Card);
    const trump = EFF[ri][c] === TRUMP;
    const score = -(POINTS[c] * 1.5 + (trump ? 30 + STR[ri][c] : STR[ri][c]) + (declarer && !trump ? len[c >> 3] : 0));
    if (better(score, bestScore, rng)) { bestScore = score; best = a; }
  }
  return best;
}

function nullPlay(s: SkatState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  const d = s.declarer;
  const trick = s.trick;
  if (seat === d) {
    if (trick.length === 0) {
      // A lead some defender must overtake (all its cards of the suit are higher), the highest such.
      let best: Action | null = null;
      let bestR = -1;
      for (const a of legal) {
        const c = ix(a.card as Card);
        let forced = false;
        for (let o = 0; o < 3 && !forced; o++) {
          if (o === seat) continue;
          let n = 0;
          let lower = false;
          for (const x of s.hands[o]) {
            const k = ix(x);
            if (k >> 3 !== c >> 3) continue;
            n++;
            if (NULL_RANK[k] < NULL_RANK[c]) lower = true;
          }
          forced = n > 0 && !lower;
        }
        if (forced && NULL_RANK[c] > bestR) { bestR = NULL_RANK[c]; best = a; }
      }
      return best ?? extremeNull(legal, false, rng);
    }
    // Follow: the highest card that stays under the trick.
    const w = ix(trick[winningIndex(trick, NULL)].card);
    let best: Action | null = null;
    let bestR = -1;
    for (const a of legal) {
      const c = ix(a.card as Card);
      if (!beats(NULL, c, w) && NULL_RANK[c] > bestR) { bestR = NULL_RANK[c]; best = a; }
    }
    return best ?? extremeNull(legal, true, rng);
  }
  if (trick.length === 0) {
    // Lead low in a suit where the declarer's cards are all higher.
    let best: Action | null = null;
    let bestR = 99;
    for (const a of legal) {
      const c = ix(a.card as Card);
      let n = 0;
      let lower = false;
      for (const x of s.hands[d]) {
        const k = ix(x);
        if (k >> 3 !== c >> 3) continue;
        n++;
        if (NULL_RANK[k] < NULL_RANK[c]) lower = true;
      }
      if (n > 0 && !lower && NULL_RANK[c] < bestR) { bestR = NULL_RANK[c]; best = a; }
    }
    return best ?? extremeNull(legal, false, rng);
  }
  const wi = winningIndex(trick, NULL);
  const declarerPlayed = trick.some((p) => p.seat === d);
  if (!declarerPlayed) return extremeNull(legal, false, rng); // low: leave the declarer above
  const w = ix(trick[wi].card);
  if (trick[wi].seat === d) {
    // Stay under the declarer's card: the highest such card.
    let best: Action | null = null;
    let bestR = -1;
    for (const a of legal) {
      const c = ix(a.card as Card);
      if (!beats(NULL, c, w) && NULL_RANK[c] > bestR) { bestR = NULL_RANK[c]; best = a; }
    }
    return best ?? extremeNull(legal, false, rng);
  }
  return extremeNull(legal, true, rng);
}

/** The highest (or lowest) card by Null rank, ties at random. */
function extremeNull(legal: readonly Action[], high: boolean, rng: Rng): Action {
  let best = legal[0];
  let bestScore = -Infinity;
  for (const a of legal) {
    const r = NULL_RANK[ix(a.card as Card)];
    if (better(high ? r : -r, bestScore, rng)) { bestScore = high ? r : -r; best = a; }
  }
  return best;
}

function ramschPlay(s: SkatState, legal: readonly Action[], rng: Rng): Action {
  const trick = s.trick;
  if (trick.length === 0) return lowCard(legal, GRAND, rng);
  const w = ix(trick[winningIndex(trick, GRAND)].card);
  let best: Action | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    const c = ix(a.card as Card);
    if (beats(GRAND, c, w)) continue;
    // Under the trick: shed points and high cards.
    const score = POINTS[c] + 0.5 * STR[GRAND][c];
    if (better(score, bestScore, rng)) { bestScore = score; best = a; }
  }
  if (best) return best;
  // Forced to win: give the trick as few points as possible, shed a high card.
  let forced = legal[0];
  bestScore = -Infinity;
  for (const a of legal) {
    const c = ix(a.card as Card);
    const score = -POINTS[c] + 0.1 * STR[GRAND][c];
    if (better(score, bestScore, rng)) { bestScore = score; forced = a; }
  }
  return forced;
}

// ---------------------------------------------------------------- the search's shape

/**
 * Deals per level, as multiples of the level's own (levels.ts): hard judges a fifth more
 * before trick play and twice as many in it (a solved card play is cheap); its p95 latency
 * stays within its budget (README). Normal and easy keep their own.
 */
const LEVEL_SCALE: Readonly<Record<AiLevel, number>> = { easy: 1, normal: 1, hard: 1.2 };
const TRICK_SCALE: Readonly<Record<AiLevel, number>> = { easy: 1, normal: 1, hard: 2 };

/**
 * The root candidates where the legal list is too wide to search: the next bid (a jump bid
 * gains nothing, §4.1), the sensible discards of the contracts the hand could play, and the
 * declarations without hopeless announcements.
 */
function searchShape(obs: SkatObservation, level: AiLevel): SearchShape {
  const legal = obs.legal;
  if (obs.phase === 'trickPlay') return TRICK_SCALE[level] === 1 ? {} : { scale: TRICK_SCALE[level] };
  const scale = LEVEL_SCALE[level];
  switch (obs.phase) {
    case 'bidding': {
      // The search judges bidding on against passing, up to the most any game of this hand
      // could be worth won Schneider: a bid beyond that loses whatever the cards.
      const value = obs.auction.awaiting === 'answer' ? obs.bid : (legal[0].value as number);
      const pass = legal[legal.length - 1];
      const most = reachable(obs.hand);
      if (value > most) return { scale, candidates: [pass], reason: { reasonKey: 'hint.skat.pass', params: { value, limit: most } } };
      return { scale, candidates: [legal[0], pass] };
    }
    case 'discard': return { scale, candidates: discardCandidates(obs) };
    case 'declaration': return { scale, candidates: declarationCandidates(obs) };
    default: return { scale };
  }
}

/**
 * The most a game of `hand` could be worth won Schneider, whatever two cards the skat holds
 * (its matadors counted the least they could be): no bid beyond it can be made.
 */
function reachable(hand: readonly Card[]): number {
  let most = 0;
  for (const trump of SUIT_LETTERS) most = Math.max(most, contractValueFor(hand, plainContract('suit', trump), true).schneider);
  most = Math.max(most, contractValueFor(hand, plainContract('grand'), true).schneider);
  const e = evalHand(hand.map(ix));
  if (e.nullRisk <= 2) most = Math.max(most, e.nullRisk === 0 ? 59 : 35);
  return most;
}

function plainContract(type: 'suit' | 'grand', trump?: Suit): Contract {
  return { type, trump, hand: false, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false };
}

function discardCandidates(obs: SkatObservation): Action[] {
  const cards = obs.hand.map(ix);
  const has = new Array<boolean>(32).fill(false);
  for (const c of cards) has[c] = true;
  const seen = new Set<number>();
  const out: Action[] = [];
  const add = (a: number, b: number): void => {
    const [x, y] = a < b ? [a, b] : [b, a];
    if (x === y || seen.has(x * 32 + y)) return;
    seen.add(x * 32 + y);
    out.push({ type: 'DISCARD', cards: [SKAT_DECK[x], SKAT_DECK[y]] });
  };
  // Every contract's own best discard; the four least useful cards of the likeliest two, paired.
  const plans: { ri: number; expected: number }[] = [];
  const e = evalHand(cards);
  for (let ri = 0; ri < 6; ri++) {
    const [a, b] = chooseDiscard(cards, ri);
    add(a, b);
    const strength = ri < 4 ? e.suit[ri] - SUIT_EVEN : ri === GRAND ? e.grand - GRAND_EVEN : 1.5 - e.nullRisk;
    plans.push({ ri, expected: strength });
  }
  plans.sort((p, q) => q.expected - p.expected);
  for (const { ri } of plans.slice(0, 2)) {
    const len = [0, 0, 0, 0];
    for (const c of cards) if (ri === NULL || EFF[ri][c] !== TRUMP) len[c >> 3]++;
    const low = cards.slice().sort((p, q) => keepValue(p, ri, len, has) - keepValue(q, ri, len, has)).slice(0, 4);
    for (let i = 0; i < low.length; i++) for (let j = i + 1; j < low.length; j++) add(low[i], low[j]);
  }
  for (const a of obs.legal) if (a.type === 'SURRENDER') out.push(a);
  return out;
}

function declarationCandidates(obs: SkatObservation): Action[] {
  const cards = obs.hand.map(ix);
  const plan = bestPlan(cards, obs.tookSkat ? [...cards, ...(obs.discard ?? []).map(ix)] : cards, !obs.tookSkat, obs.bid);
  const e = evalHand(cards);
  return obs.legal.filter((a) => {
    const c = a.contract as Contract | undefined;
    if (!c) return true;
    // The playouts' defenders are weaker than real ones: hopeless Null and Grand are not tried.
    if (c.type === 'null') return e.nullRisk <= (c.ouvert ? 0 : 2);
    if (c.type === 'grand' && e.grand < GRAND_EVEN - 1.5) return false;
    if (!c.schneiderAnnounced) return true;
    // Announcements only for the likeliest contract of a very strong hand.
    const ri = c.type === 'grand' ? GRAND : SUIT_LETTERS.indexOf(c.trump!);
    if (ri !== plan.ri) return false;
    return plan.win >= (c.ouvert ? 0.99 : c.schwarzAnnounced ? 0.97 : 0.85);
  });
}

// ---------------------------------------------------------------- the hooks

/**
 * PIMC's rollouts bid, take the skat, discard and declare as the sparring partner would on each
 * seat's observation of the sampled deal (its choices are fitted on thousands of games; the
 * playout policy's put trumps in the skat); the cards stay with the cheap playout policy.
 */
function rolloutPolicy(s: SkatState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  return s.phase === 'trickPlay' ? playoutPolicy(s, seat, legal, rng) : skatSparring.act(observe(s, seat), rng);
}

/**
 * Tricks left from which the solver finishes a deal, per level; before that the playout
 * policy plays on (from trick 1 one sampled deal takes the solver about 100 ms for every
 * card; from trick 4 a few ms).
 */
const HORIZONS: Readonly<Record<AiLevel, Horizon>> = {
  easy: { root: 5, rollout: 4 },
  normal: { root: 7, rollout: 5 },
  hard: { root: 8, rollout: 6 },
};

export const skatAi: GameAi<SkatState, SkatObservation> = {
  sampler,
  playoutPolicy,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor,
  searchShape,
  ddProblem: skatProblem,
  horizons: HORIZONS,
  rolloutPolicy,
  rolloutStepWork: 100,
  outcome: skatOutcome,
  unitScale: 60,
};

/** For tests and the tutor: the bid a hand supports by the playouts' own estimate. */
export function handBidLimit(hand: readonly Card[]): number {
  return bidLimit(hand.map(ix));
}
