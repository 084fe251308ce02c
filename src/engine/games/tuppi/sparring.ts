// Tuppi's sparring partner (engine/ai/sparring.ts): a careful club player by rules of thumb,
// with no search at all. It reads the observation only: its own hand, the revealed bid cards,
// and every card played this hand (T-11), from which it knows which cards are still out and
// who has shown a void. It is fully deterministic (the rng is not needed).
//
// Bidding weighs what each bid leads to: a red card makes us the declarer unless an earlier
// seat in the reveal order bid red too; a black one leaves the choice to the later seats, and
// to nolo if nobody bids red. Trick play is plain whist technique (rami), ducking (nolo), and
// the soloist's "highest card that still loses" against the pair's "lead low, follow low".
import { standardDeck } from '../../core/cards';
import type { Rng } from '../../core/rng';
import type { Action, Card, PlayedCard, Seat } from '../../core/types';
import type { SparringPlayer } from '../../ai/sparring';
import { bidOfCard, eligibleBidCards, partner, strength, team } from './rules';
import { applyWipe } from './scoring';
import type { BidWord, TuppiObservation, TuppiOptions } from './types';

const DECK = standardDeck();
const SUIT_LETTERS = 'CDHS';
const suitIx = (c: Card): number => SUIT_LETTERS.indexOf(c[c.length - 1]);
/** 2 = 0 … A = 12 (rami and nolo order). */
const rankIx = (c: Card): number => strength(c, false);
const JACK = 9;
const TEN = 8;

// ---------------------------------------------------------------- what the table has shown

/** Everything the player derives from the observation before choosing. */
interface Table {
  obs: TuppiObservation;
  me: Seat;
  solo: boolean;
  /** cards neither in my hand nor played: in another hand or out of play */
  unseen: Set<Card>;
  /** voids[seat] = bit mask of the suits that seat is known to lack */
  voids: number[];
  /** seats still holding cards (in solo the retired partner holds none) */
  active: boolean[];
}

function readTable(obs: TuppiObservation): Table {
  const played = new Set<Card>();
  const voids = [0, 0, 0, 0];
  const note = (cards: readonly PlayedCard[]): void => {
    if (cards.length === 0) return;
    const led = suitIx(cards[0].card);
    for (const p of cards) {
      played.add(p.card);
      if (suitIx(p.card) !== led) voids[p.seat] |= 1 << led;
    }
  };
  for (const t of obs.tricks) note(t.cards);
  note(obs.trick);
  const mine = new Set(obs.hand);
  const unseen = new Set(DECK.filter((c) => !played.has(c) && !mine.has(c)));
  const active = obs.handSizes.map((n, s) => n > 0 || s === obs.seat);
  // An empty hand (the retired solo partner's) holds no suit at all.
  for (let s = 0; s < 4; s++) if (!active[s]) voids[s] = 15;
  return { obs, me: obs.seat, solo: obs.mode === 'solo', unseen, voids, active };
}

const isVoid = (t: Table, seat: Seat, suit: number): boolean => (t.voids[seat] & (1 << suit)) !== 0;
const power = (t: Table, c: Card): number => strength(c, t.solo);
const opponents = (seat: Seat): Seat[] => [(seat + 1) % 4, (seat + 3) % 4];

/** The seat that holds `card` for certain (a revealed bid card), or -1. */
function knownHolder(t: Table, card: Card): Seat {
  for (let s = 0; s < 4; s++) if (t.obs.knownCards[s].includes(card)) return s;
  return -1;
}

/** May `seat` hold the unseen `card`? */
function mayHold(t: Table, seat: Seat, card: Card): boolean {
  if (!t.unseen.has(card) || seat === t.me || !t.active[seat]) return false;
  const known = knownHolder(t, card);
  if (known >= 0) return known === seat;
  return !isVoid(t, seat, suitIx(card));
}

/** Unseen cards of `card`'s suit that rank above it and that one of `seats` may hold. */
function higherHeldBy(t: Table, card: Card, seats: readonly Seat[]): Card[] {
  const out: Card[] = [];
  for (const u of t.unseen) {
    if (suitIx(u) === suitIx(card) && power(t, u) > power(t, card) && seats.some((s) => mayHold(t, s, u))) out.push(u);
  }
  return out;
}

/** A master: no opponent can hold a higher card of its suit (rami and nolo). */
const isMaster = (t: Table, card: Card): boolean => higherHeldBy(t, card, opponents(t.me)).length === 0;

function unseenOfSuit(t: Table, suit: number): Card[] {
  const out: Card[] = [];
  for (const u of t.unseen) if (suitIx(u) === suit) out.push(u);
  return out;
}

const ofSuit = (cards: readonly Card[], suit: number): Card[] => cards.filter((c) => suitIx(c) === suit);
const byPower = (t: Table) => (a: Card, b: Card): number => power(t, a) - power(t, b);
const lowest = (t: Table, cards: readonly Card[]): Card => cards.reduce((a, b) => (power(t, b) < power(t, a) ? b : a));
const highest = (t: Table, cards: readonly Card[]): Card => cards.reduce((a, b) => (power(t, b) > power(t, a) ? b : a));

/**
 * The lowest card equal to `card` for play: walking down from it, the cards played already
 * do not separate two of mine (K and Q with the J played: Q, and the J's own trick is gone).
 */
function lowestEquivalent(t: Table, card: Card): Card {
  const suit = suitIx(card);
  const mine = ofSuit(t.obs.hand, suit).sort(byPower(t)).reverse();
  let best = card;
  for (const c of mine) {
    if (power(t, c) >= power(t, best)) continue;
    const gap = [...t.unseen].some((u) => suitIx(u) === suit && power(t, u) < power(t, best) && power(t, u) > power(t, c));
    if (gap) break;
    best = c;
  }
  return best;
}

/** The trick on the table: the winning card so far and the seats still to play after me. */
interface TrickView {
  ledSuit: number;
  winner: PlayedCard;
  /** seats that play after me in this trick, in order */
  after: Seat[];
}

function trickView(t: Table): TrickView {
  const trick = t.obs.trick;
  const ledSuit = suitIx(trick[0].card);
  let winner = trick[0];
  for (const p of trick) if (suitIx(p.card) === ledSuit && power(t, p.card) > power(t, winner.card)) winner = p;
  const after: Seat[] = [];
  if (t.solo) {
    const order = [trick[0].seat, partner(trick[0].seat), t.obs.soloist!];
    for (let i = trick.length + 1; i < 3; i++) after.push(order[i]);
  } else {
    for (let i = trick.length + 1; i < 4; i++) after.push((trick[0].seat + i) % 4);
  }
  return { ledSuit, winner, after };
}

// ---------------------------------------------------------------- hand counts

/** High-card points A 4, K 3, Q 2, J 1. */
function highPoints(hand: readonly Card[]): number {
  let p = 0;
  for (const c of hand) if (rankIx(c) >= JACK) p += rankIx(c) - JACK + 1;
  return p;
}

/** Length beyond four cards: long-card tricks once the suit is run (half as likely without an honour to start it). */
function lengthPoints(hand: readonly Card[]): number {
  let p = 0;
  for (let s = 0; s < 4; s++) {
    const suit = ofSuit(hand, s);
    const extra = Math.max(0, suit.length - 4);
    p += suit.some((c) => rankIx(c) >= JACK + 1) ? extra : extra / 2;
  }
  return p;
}

/**
 * How many tricks a hand is likely to be forced to take in nolo, roughly: high cards are
 * dangerous, less so with low cards (2 to 5) of the same suit to duck with.
 */
function noloDanger(hand: readonly Card[]): number {
  let d = 0;
  for (let s = 0; s < 4; s++) {
    const suit = ofSuit(hand, s);
    const low = suit.filter((c) => rankIx(c) <= 3).length;
    const cover = Math.max(0.35, 1 - 0.22 * low);
    for (const c of suit) d += (Math.max(0, rankIx(c) - 5) / 7) * cover;
  }
  return d;
}

/**
 * Average high-card points, length points and nolo danger of a hand of 13 (the deck has 40
 * points; the others measured over 20,000 random hands).
 */
const AVERAGE_POINTS = 10;
const AVERAGE_LENGTH = 0.9;
const AVERAGE_NOLO_DANGER = 3.17;

// ---------------------------------------------------------------- the value of a result

/** What the value of a result depends on: the score and the rules. */
type ScoreView = Pick<TuppiObservation, 'options' | 'score'>;

/**
 * What a scored hand is worth to `mySide`: the change in our score minus theirs once the
 * wipe rule is applied, plus a large bonus when it ends the match. This is how the score
 * situation changes the risk: under the wipe rules a rising side loses everything when the
 * other side scores, and a side behind gains the leader's points back by scoring at all.
 */
function resultValue(obs: ScoreView, mySide: 0 | 1, scoringSide: 0 | 1, points: number): number {
  const before = obs.score;
  const after = applyWipe(before, scoringSide, points, obs.options.wipeRule);
  const other = 1 - mySide;
  let v = (after[mySide] - before[mySide]) - (after[other] - before[other]);
  if (after[scoringSide] >= obs.options.targetScore) v += scoringSide === mySide ? 60 : -60;
  return v;
}

/** P(t) for t = 0 … 13 tricks: a normal spread around `mean`, cut to the possible counts. */
function trickSpread(mean: number, sd: number): number[] {
  const w: number[] = [];
  for (let t = 0; t <= 13; t++) w.push(Math.exp(-((t - mean) ** 2) / (2 * sd * sd)));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

/**
 * How far a side's tricks stray from the count of one hand (the partner's hand is unknown):
 * measured in the sparring partner's own play, 2.1 tricks in rami and 2.6 in nolo.
 */
const RAMI_SPREAD = 2.1;
const NOLO_SPREAD = 2.6;

function expectation(mean: number, spread: number, value: (tricks: number) => number): number {
  const p = trickSpread(mean, spread);
  let e = 0;
  for (let tr = 0; tr <= 13; tr++) e += p[tr] * value(tr);
  return e;
}

/** Our value of a rami hand in which our side takes `tricks`, declaring or defending. */
function ramiValue(obs: ScoreView, mySide: 0 | 1, declaring: boolean, tricks: number): number {
  const other = (1 - mySide) as 0 | 1;
  if (tricks >= 7) return resultValue(obs, mySide, mySide, (declaring ? 4 : 8) * (tricks - 6));
  return resultValue(obs, mySide, other, (declaring ? 8 : 4) * (7 - tricks));
}

/** Our value of a nolo hand in which our side takes `tricks`. */
function noloValue(obs: ScoreView, mySide: 0 | 1, tricks: number): number {
  const other = (1 - mySide) as 0 | 1;
  return tricks <= 6 ? resultValue(obs, mySide, mySide, 4 * (7 - tricks)) : resultValue(obs, mySide, other, 4 * (tricks - 6));
}

// ---------------------------------------------------------------- the auction

// Our side's tricks against one hand's counts, fitted over 4,000 hands of the sparring
// partner's own play: 0.21 a high-card point in rami (the partner's 0.32 once known), 0.95
// per unit of nolo danger. The declarer's side gains a little from the opening lead.
const TRICKS_PER_POINT = 0.21;
const TRICKS_PER_MATE_POINT = 0.32;
const TRICKS_PER_LENGTH = 0.1;
const TRICKS_PER_NOLO_DANGER = 0.95;
const OPENING_LEAD = 0.15;
/** The declaring side's edge from the opening lead: the declarer's, or (traditional rule) the defenders'. */
const declarerLead = (o: TuppiOptions): number => (o.ramiOpeningLeader === 'declarer' ? OPENING_LEAD : -OPENING_LEAD);
/** How likely another seat is to bid red (it holds a rami hand). */
const OTHER_RED = 0.3;
/**
 * A red bidder holds about 4.5 points more than average, a black one about 1.5 less. Our
 * partner's points are ours; an opponent's come half out of our partner's hand.
 */
const RED_POINTS = 4.5;
const BLACK_POINTS = -1.5;
const mateSwing = (points: number): number => TRICKS_PER_MATE_POINT * points;
const opponentSwing = (points: number): number => -TRICKS_PER_MATE_POINT * points / 2;

/** Our side's expected tricks in rami and in nolo with this hand and an average partner. */
function sideTricks(hand: readonly Card[]): { rami: number; nolo: number } {
  return {
    rami: 6.5 + TRICKS_PER_POINT * (highPoints(hand) - AVERAGE_POINTS) + TRICKS_PER_LENGTH * (lengthPoints(hand) - AVERAGE_LENGTH),
    nolo: 6.5 + TRICKS_PER_NOLO_DANGER * (noloDanger(hand) - AVERAGE_NOLO_DANGER),
  };
}

/**
 * Rami or nolo. A red bid matters only if every seat before us in the reveal order bid black
 * (they are a little weaker then); it makes us the declarer, who must take 7 tricks for 4 a
 * trick and gives the defenders 8. A black bid hands the choice on: a later red partner
 * declares, a later red opponent makes us defenders (8 a trick), and with no red at all the
 * hand is nolo.
 */
function chooseBidWord(obs: TuppiObservation): BidWord {
  return bidMargin(obs) > 0 ? 'rami' : 'nolo';
}

/** What the bid depends on: the seat, the dealer, the hand and the score. */
export type BidView = Pick<TuppiObservation, 'seat' | 'dealer' | 'hand' | 'options' | 'score'>;

/**
 * How much more a red bid is worth than a black one to this hand, in points of the score
 * (chooseBidWord bids red where it is positive). The AI reads the bids turned over by it.
 */
export function bidMargin(obs: BidView): number {
  const me = obs.seat;
  const mySide = team(me) as 0 | 1;
  const order = [1, 2, 3, 4].map((k) => (obs.dealer + k) % 4);
  const at = order.indexOf(me);
  let { rami, nolo } = sideTricks(obs.hand);
  // The seats before us bid black if our bid is to count: a little weak.
  for (const s of order.slice(0, at)) {
    const swing = team(s) === mySide ? mateSwing(BLACK_POINTS) : opponentSwing(BLACK_POINTS);
    rami += swing;
    nolo += swing;
  }
  const lead = declarerLead(obs.options);
  const red = expectation(rami + lead, RAMI_SPREAD, (tr) => ramiValue(obs, mySide, true, tr));
  let black = 0;
  let noneYet = 1;
  for (const s of order.slice(at + 1)) {
    const mate = team(s) === mySide;
    const ifRed = mate
      ? expectation(rami + mateSwing(RED_POINTS) + lead, RAMI_SPREAD, (tr) => ramiValue(obs, mySide, true, tr))
      : expectation(rami + opponentSwing(RED_POINTS) - lead, RAMI_SPREAD, (tr) => ramiValue(obs, mySide, false, tr));
    black += noneYet * OTHER_RED * ifRed;
    noneYet *= 1 - OTHER_RED;
  }
  black += noneYet * expectation(nolo, NOLO_SPREAD, (tr) => noloValue(obs, mySide, tr));
  return red - black;
}

/**
 * The card that shows the bid. Rami: a low card of our best red suit, so that the partner
 * knows where to lead (the declarer's card is turned for everyone). Nolo: the lowest black
 * card, which tells little (it is turned only before the first red, or in nolo).
 */
export function bidCard(hand: readonly Card[], word: BidWord, o: TuppiOptions): Card | null {
  const eligible = eligibleBidCards(hand, o.allowTwoAsBidCard).filter((c) => bidOfCard(c) === word);
  if (eligible.length === 0) return null;
  const suitWorth = (s: number): number => highPoints(ofSuit(hand, s)) + ofSuit(hand, s).length;
  return eligible.reduce((a, b) => {
    if (word === 'rami' && suitIx(a) !== suitIx(b)) return suitWorth(suitIx(b)) > suitWorth(suitIx(a)) ? b : a;
    return rankIx(b) < rankIx(a) ? b : a;
  });
}

function bid(obs: TuppiObservation): Action {
  const word = chooseBidWord(obs);
  if (obs.options.bidMethod === 'tokens') return { type: 'PLACE_BID_TOKEN', bid: word };
  const card = bidCard(obs.hand, word, obs.options);
  return card ? { type: 'PLACE_AUCTION_CARD', card } : { type: 'PLACE_VERBAL_BID', bid: word };
}

// ---------------------------------------------------------------- solo: the soloist's risk

/** One unseen card in solo, from the soloist's view: its solo strength and where it may lie. */
interface Lie {
  power: number;
  /** the chances that the declarer and the declarer's partner hold it (else it is out of play) */
  pair: [number, number];
}

/**
 * The chance that the pair forces the soloist in one suit, if they lead it round after round
 * with their lowest cards (each of them plays one) while the soloist ducks with its highest
 * card that still loses. Round j's highest pair card is the higher of the two seats' j-th
 * lowest; the soloist survives it while it holds at least j cards below it. Rounds after one
 * of the pair runs out of the suit are left out. `weights[j]`: how likely the pair is to
 * carry on to round j + 1 (they do not see the soloist's hand).
 */
function suitFailure(mine: readonly number[], others: readonly Lie[], weights: readonly number[]): number {
  if (mine.length === 0) return 0;
  const sorted = others.slice().sort((x, y) => x.power - y.power);
  // States (a, b) = cards of the suit the two pair seats hold so far, as key a × 16 + b, in the
  // order first reached (the sums are taken in that order, so the figures never depend on it).
  let keys = [0];
  let prob = new Float64Array(256);
  prob[0] = 1;
  let nextProb = new Float64Array(256);
  let fail = 0;
  for (const o of sorted) {
    let below = 0;
    for (const m of mine) if (m < o.power) below++;
    const nextKeys: number[] = [];
    const add = (key: number, p: number): void => {
      if (p <= 0) return;
      if (nextProb[key] === 0) nextKeys.push(key);
      nextProb[key] += p;
    };
    const stay = 1 - o.pair[0] - o.pair[1];
    for (const key of keys) {
      const p = prob[key];
      const a = key >> 4;
      const b = key & 15;
      add(key, p * stay);
      for (let side = 0; side < 2; side++) {
        const a2 = side === 0 ? a + 1 : a;
        const b2 = side === 0 ? b : b + 1;
        const q = o.pair[side];
        const round = Math.min(a2, b2);
        // This card completes round `round`: forced if fewer than `round` of ours lie below it.
        if (round > Math.min(a, b) && round <= mine.length && below < round) fail += p * q * weights[Math.min(round, weights.length) - 1];
        else add((a2 << 4) | b2, p * q);
      }
    }
    for (const key of keys) prob[key] = 0;
    [prob, nextProb] = [nextProb, prob];
    keys = nextKeys;
  }
  return fail;
}

/** How likely the pair is to lead a suit again for round 1, 2, 3 …: they must find it first. */
const ROUND_WEIGHTS = [0.9, 0.85, 0.75, 0.65, 0.55];
/** A shortened solo (soloLength 3) is over before later rounds come. */
const SHORT_SOLO_WEIGHTS = [0.8, 0.5, 0.3, 0];
/** Each suit the soloist lacks gives it a chance to throw a dangerous card away. */
const VOID_RELIEF = 0.12;

/**
 * Where each unseen card (from the soloist's view) may lie: with the declarer, its partner, or
 * out of play; by suit, in the deck's order. It does not depend on which of its own cards the
 * soloist keeps, so it is worked out once per observation.
 */
const soloLiesCache = new WeakMap<TuppiObservation, Lie[][]>();
function soloLies(t: Table): Lie[][] {
  const cached = soloLiesCache.get(t.obs);
  if (cached) return cached;
  const decl = t.obs.declarer ?? 0;
  const pairSeats = [decl, partner(decl)];
  const unseen = [...t.unseen];
  const known = new Map<Card, Seat>();
  for (let s = 0; s < 4; s++) if (s !== t.me) for (const c of t.obs.knownCards[s]) if (t.unseen.has(c)) known.set(c, s);
  const unknownIn = (seat: Seat): number => t.obs.handSizes[seat] - t.obs.knownCards[seat].filter((c) => t.unseen.has(c)).length;
  const sizes = pairSeats.map(unknownIn);
  const free = unseen.length - known.size;
  const out = Math.max(0, free - sizes[0] - sizes[1]);
  const lies: Lie[][] = [[], [], [], []];
  for (const c of unseen) {
    const k = known.get(c);
    if (k !== undefined) {
      lies[suitIx(c)].push({ power: strength(c, true), pair: [k === pairSeats[0] ? 1 : 0, k === pairSeats[1] ? 1 : 0] });
      continue;
    }
    const w = pairSeats.map((p, i) => (isVoid(t, p, suitIx(c)) ? 0 : sizes[i]));
    const total = w[0] + w[1] + out;
    lies[suitIx(c)].push({ power: strength(c, true), pair: total > 0 ? [w[0] / total, w[1] / total] : [0, 0] });
  }
  soloLiesCache.set(t.obs, lies);
  return lies;
}

/** A suit the soloist holds no card of (soloSafety counts it as a chance to discard). */
const VOID_SUIT = -1;

/** The chance that the pair forces the soloist in suit `s` of `hand`, or VOID_SUIT. */
function suitRisk(t: Table, hand: readonly Card[], s: number): number {
  const mine = ofSuit(hand, s).map((c) => strength(c, true));
  if (mine.length === 0) return VOID_SUIT;
  const short = Math.min(13, t.obs.options.soloLength) < 13;
  return suitFailure(mine, soloLies(t)[s], short ? SHORT_SOLO_WEIGHTS : ROUND_WEIGHTS);
}

/** The chance that the soloist takes no trick, from the risk of each suit (before calibration against real play). */
function safetyOf(risks: readonly number[]): number {
  let safe = 1;
  let voids = 0;
  for (const r of risks) {
    if (r === VOID_SUIT) voids++;
    else safe *= 1 - r;
  }
  return safe + (1 - safe) * Math.min(0.5, VOID_RELIEF * voids);
}

/** The chance that the soloist with `hand` takes no trick (before calibration against real play). */
function soloSafety(t: Table, hand: readonly Card[]): number {
  return safetyOf([0, 1, 2, 3].map((s) => suitRisk(t, hand, s)));
}

/**
 * The soloist's most dangerous card: the one whose removal makes the hand safest (the highest
 * on ties). Removing a card changes the risk of its own suit only.
 */
function mostDangerous(t: Table, hand: readonly Card[], among: readonly Card[] = hand): Card {
  const risks = [0, 1, 2, 3].map((s) => suitRisk(t, hand, s));
  let best = among[0];
  let bestSafety = -1;
  for (const c of among) {
    const without = risks.slice();
    without[suitIx(c)] = suitRisk(t, hand.filter((x) => x !== c), suitIx(c));
    const p = safetyOf(without);
    if (p > bestSafety + 1e-9 || (Math.abs(p - bestSafety) < 1e-9 && strength(c, true) > strength(best, true))) {
      best = c;
      bestSafety = p;
    }
  }
  return best;
}

/**
 * Chance of a clean solo: the model above is too hopeful (the pair reads the soloist's
 * plays, and rounds with one pair seat void are left out). Fitted on forced solos: about 500
 * against this pair's defence and 200 against the hard AI's.
 */
const soloSuccess = (safety: number): number => Math.max(0, 0.8 * safety - 0.1);

/**
 * Solo or pass. Solo is worth 24 either way; passing leaves us defending a rami against a
 * declarer who bid red, with a hand too low to take many tricks.
 */
function soloOffer(t: Table): Action {
  const obs = t.obs;
  const mySide = team(t.me) as 0 | 1;
  const other = (1 - mySide) as 0 | 1;
  const exchange = obs.options.soloExchange !== 'off';
  const soloTable = { ...t, solo: true };
  const hand = exchange ? obs.hand.filter((c) => c !== mostDangerous(soloTable, obs.hand)) : obs.hand;
  const p = soloSuccess(soloSafety(soloTable, hand));
  const solo = p * resultValue(obs, mySide, mySide, 24) + (1 - p) * resultValue(obs, mySide, other, 24);
  const defend = expectation(sideTricks(obs.hand).rami + opponentSwing(RED_POINTS) - declarerLead(obs.options), RAMI_SPREAD, (tr) => ramiValue(obs, mySide, false, tr));
  return solo > defend ? { type: 'DECLARE_SOLO' } : { type: 'PASS' };
}

/** The soloist puts aside its most dangerous card (always: the partner's card is a low one). */
function soloDiscard(t: Table): Action {
  return { type: 'DISCARD', cards: [mostDangerous(t, t.obs.hand)] };
}

/**
 * The partner gives its lowest solo card (an ace, else a 2 …), from its shortest suit on
 * ties: where the partner is short the soloist is more likely to hold cards that need a low
 * one beside them.
 */
function soloGive(t: Table): Action {
  const hand = t.obs.hand;
  const len = (c: Card): number => ofSuit(hand, suitIx(c)).length;
  const card = hand.reduce((a, b) => {
    const d = strength(b, true) - strength(a, true);
    return d < 0 || (d === 0 && len(b) < len(a)) ? b : a;
  });
  return { type: 'GIVE', card };
}

// ---------------------------------------------------------------- rami play

/** The play in rami: whist without trumps. */
function ramiPlay(t: Table, cards: Card[]): Card {
  if (t.obs.trick.length === 0) return ramiLead(t);
  const view = trickView(t);
  if (suitIx(cards[0]) !== view.ledSuit) return ramiDiscard(t, cards);
  const mate = partner(t.me);
  const laterOpps = view.after.filter((s) => team(s) !== team(t.me));
  const beats = cards.filter((c) => power(t, c) > power(t, view.winner.card)).sort(byPower(t));
  const low = lowest(t, cards);
  const partnerWins = view.winner.seat === mate;
  // Never overtake a trick the partner surely wins.
  if (partnerWins && higherHeldBy(t, view.winner.card, laterOpps).length === 0) return low;
  if (laterOpps.length === 0) return partnerWins || beats.length === 0 ? low : beats[0];
  // Nobody behind can beat a master: win with the cheapest master if the trick is ours to take.
  const masters = beats.filter((c) => higherHeldBy(t, c, laterOpps).length === 0);
  if (t.obs.trick.length === 2) return thirdHand(t, view, cards, beats, masters);
  return secondHand(t, view, cards, beats, masters);
}

/**
 * Third hand high: force the last opponent's honours out, with the lowest of equal cards,
 * and finesse against the second hand (A Q with the K out: the Q). Leave a partner's honour
 * alone: two honours on one trick are a waste.
 */
function thirdHand(t: Table, view: TrickView, cards: Card[], beats: Card[], masters: Card[]): Card {
  const low = lowest(t, cards);
  if (view.winner.seat === partner(t.me) && rankIx(view.winner.card) >= JACK) return low;
  if (beats.length === 0) return low;
  const top = highest(t, beats);
  if (masters.length > 0) {
    const finesse = finesseCard(t, view, beats);
    return finesse ?? lowestEquivalent(t, masters[0]);
  }
  return lowestEquivalent(t, top);
}

/** With A Q and only the K between them out, and the second hand (already played) able to hold it: the Q. */
function finesseCard(t: Table, view: TrickView, beats: Card[]): Card | null {
  const suit = view.ledSuit;
  const sorted = beats.slice().sort(byPower(t)).reverse();
  if (sorted.length < 2) return null;
  const [top, next] = sorted;
  const between = unseenOfSuit(t, suit).filter((u) => power(t, u) < power(t, top) && power(t, u) > power(t, next));
  const secondHand = t.obs.trick[1].seat;
  if (between.length === 1 && !isVoid(t, secondHand, suit) && mayHold(t, secondHand, between[0]) && rankIx(next) >= TEN) return next;
  return null;
}

/**
 * Second hand low, but cover an honour with an honour (it promotes our lower cards), and win
 * at once when nobody after us can follow the suit.
 */
function secondHand(t: Table, view: TrickView, cards: Card[], beats: Card[], masters: Card[]): Card {
  const low = lowest(t, cards);
  if (beats.length === 0) return low;
  const led = view.winner.card;
  const cover = beats[0];
  if (rankIx(led) >= TEN && rankIx(cover) >= JACK) return lowestEquivalent(t, cover);
  const nobodyFollows = view.after.every((s) => isVoid(t, s, view.ledSuit));
  if (nobodyFollows) return beats[0];
  // The last cards of a suit: take the trick with a master rather than let it go.
  if (masters.length > 0 && unseenOfSuit(t, view.ledSuit).length <= 1) return masters[0];
  return low;
}

/**
 * The worth of keeping each card: masters most; honours that have enough small cards beside
 * them to wait for the higher cards to fall (a stopper); long suits that may run; small
 * cards of short suits without honours least.
 */
function ramiKeepValue(t: Table, card: Card, hand: readonly Card[]): number {
  const suit = suitIx(card);
  const mine = ofSuit(hand, suit);
  const above = higherHeldBy(t, card, opponents(t.me)).length;
  if (above === 0) return 100 + rankIx(card);
  const below = mine.filter((c) => rankIx(c) < rankIx(card)).length;
  const guarded = below >= above;
  const out = unseenOfSuit(t, suit).length;
  // Long cards: we hold more of the suit than is left among the others.
  const long = mine.length > out / 2 ? 6 : 0;
  if (rankIx(card) >= JACK && guarded) return 40 + rankIx(card) + long;
  // A guard of a stopper is worth keeping while the stopper needs it.
  const stopper = mine.some((c) => rankIx(c) >= JACK && rankIx(c) > rankIx(card)
    && higherHeldBy(t, c, opponents(t.me)).length > 0
    && mine.filter((x) => rankIx(x) < rankIx(c)).length <= higherHeldBy(t, c, opponents(t.me)).length);
  return (stopper ? 30 : 0) + long + rankIx(card) / 2 + mine.length * 0.3;
}

function ramiDiscard(t: Table, cards: Card[]): Card {
  return cards.reduce((a, b) => (ramiKeepValue(t, b, t.obs.hand) < ramiKeepValue(t, a, t.obs.hand) ? b : a));
}

/** The suit the partner has shown: the one it led most recently, or its red bid card's. */
function partnersSuit(t: Table): number {
  const mate = partner(t.me);
  for (let i = t.obs.tricks.length - 1; i >= 0; i--) {
    const lead = t.obs.tricks[i].cards[0];
    if (lead.seat === mate) return suitIx(lead.card);
  }
  const shown = t.obs.revealed.find((r) => r.seat === mate && r.bid === 'rami' && r.card);
  return shown?.card ? suitIx(shown.card) : -1;
}

/**
 * The lead in rami: cash masters when they are all we need or secure our seven; run an
 * established suit; develop our long suit (losing the necessary tricks early, keeping its
 * master as the way back in); return the partner's suit; lead the top of an honour sequence;
 * else a passive low card from a suit with no honour to give away. Side masters wait: they
 * are the entries to the long suit.
 */
function ramiLead(t: Table): Card {
  const hand = t.obs.hand;
  const masters = hand.filter((c) => isMaster(t, c));
  if (masters.length >= hand.length) return highest(t, masters);
  const ours = t.obs.teamTricks[team(t.me)];
  const cashOut = ours < 7 && ours + masters.length >= 7;
  if (cashOut && masters.length > 0) return highest(t, masters);
  const mateSuit = partnersSuit(t);
  let best: Card = hand[0];
  let bestScore = -Infinity;
  for (let s = 0; s < 4; s++) {
    const mine = ofSuit(hand, s).sort(byPower(t)).reverse();
    if (mine.length === 0) continue;
    const { card, score } = leadFromSuit(t, s, mine, s === mateSuit);
    if (score > bestScore) {
      best = card;
      bestScore = score;
    }
  }
  return best;
}

/** The card to lead from one suit (highest first in `mine`) and how much we like it. */
function leadFromSuit(t: Table, suit: number, mine: Card[], mateSuit: boolean): { card: Card; score: number } {
  const opps = opponents(t.me);
  const out = unseenOfSuit(t, suit);
  const oppCards = out.filter((u) => opps.some((o) => mayHold(t, o, u))).length;
  const masters = mine.filter((c) => isMaster(t, c));
  const low = mine[mine.length - 1];
  const honours = mine.filter((c) => rankIx(c) >= JACK).length;
  // Established: nobody else can win a trick in it, or the masters outlast the opponents' cards.
  if (oppCards === 0) return { card: mine[0], score: 90 + mine.length };
  const evenSplit = Math.ceil(oppCards / 2);
  if (masters.length >= evenSplit) return { card: masters[0], score: 70 + mine.length };
  const long = mine.length >= 5 || (mine.length >= 4 && honours > 0);
  if (long && mine.length > evenSplit) {
    // Develop: the top of a sequence knocks out the higher cards; otherwise duck first.
    const top = mine[0];
    if (masters.length === 0 && rankIx(top) >= TEN && lowestEquivalent(t, top) !== top) return { card: top, score: 50 + mine.length };
    return { card: low, score: 45 + mine.length };
  }
  if (mateSuit && !isVoid(t, partner(t.me), suit)) return { card: masters[0] ?? (mine.length <= 2 ? mine[0] : low), score: 55 };
  const top = mine[0];
  if (masters.length === 0 && rankIx(top) >= TEN && lowestEquivalent(t, top) !== top) return { card: top, score: 35 + mine.length };
  // A thin honour (K x, Q x x with the higher cards out) waits for the suit to come to it.
  const thinHonour = mine.some((c) => rankIx(c) >= JACK && !isMaster(t, c)
    && mine.filter((x) => rankIx(x) < rankIx(c)).length <= higherHeldBy(t, c, opps).length);
  if (long) return { card: low, score: 25 + mine.length - (thinHonour ? 8 : 0) };
  const passive = 15 - honours * 3 - (thinHonour ? 8 : 0) - (isVoid(t, partner(t.me), suit) ? 3 : 0);
  // Side masters are entries: cash them only when nothing else is sensible.
  if (masters.length > 0) return { card: masters[0], score: Math.max(passive, 12) };
  return { card: low, score: passive };
}

// ---------------------------------------------------------------- nolo play

/**
 * Nolo: both sides avoid tricks, and a trick the partner takes counts against us too.
 * Follow with the highest card that still loses; when the trick is ours anyway, throw the
 * highest card; void, throw the most dangerous card; lead the card least likely to win.
 */
function noloPlay(t: Table, cards: Card[]): Card {
  if (t.obs.trick.length === 0) return noloLead(t, cards);
  const view = trickView(t);
  if (suitIx(cards[0]) !== view.ledSuit) return noloShed(t, cards);
  const top = power(t, view.winner.card);
  const under = cards.filter((c) => power(t, c) < top);
  const over = cards.filter((c) => power(t, c) > top);
  const ours = team(view.winner.seat) === team(t.me);
  const laterOpps = view.after.filter((s) => team(s) !== team(t.me));
  if (view.after.length === 0) return ours || under.length === 0 ? highest(t, cards) : highest(t, under);
  if (ours) {
    // The partner is winning: only a later opponent forced above it would save us.
    const forced = laterOpps.some((o) => opponentForcedOver(t, o, view.winner.card));
    if (!forced) return highest(t, cards);
    return under.length > 0 ? highest(t, under) : lowest(t, over);
  }
  if (under.length > 0) return highest(t, under);
  // We must go over: with a low card an opponent after us may still be forced above it.
  const low = lowest(t, over);
  const someoneOver = laterOpps.some((s) => opponentForcedOver(t, s, low));
  return someoneOver ? low : highest(t, over);
}

/** Is `seat` likely to have only higher cards of the suit than `card` (so it must go over)? */
function opponentForcedOver(t: Table, seat: Seat, card: Card): boolean {
  if (isVoid(t, seat, suitIx(card))) return false;
  const out = unseenOfSuit(t, suitIx(card));
  const below = out.filter((u) => power(t, u) < power(t, card)).length;
  const above = out.filter((u) => power(t, u) > power(t, card)).length;
  return above > 0 && below <= 1 && above >= 2 * below + 2;
}

/** Danger of a card in nolo: how many unseen cards of its suit can still duck under it, little with low cards of our own beside it. */
function noloCardDanger(t: Table, card: Card, hand: readonly Card[]): number {
  const out = unseenOfSuit(t, suitIx(card));
  const below = out.filter((u) => power(t, u) < power(t, card)).length;
  const above = out.filter((u) => power(t, u) > power(t, card)).length;
  if (out.length === 0) return 0.2 * rankIx(card) / 12;
  const mineBelow = ofSuit(hand, suitIx(card)).filter((c) => power(t, c) < power(t, card)).length;
  return (below + 1) / (above + below + 1) * (1 + rankIx(card) / 12) / (1 + 0.5 * mineBelow);
}

function noloShed(t: Table, cards: Card[]): Card {
  return cards.reduce((a, b) => (noloCardDanger(t, b, t.obs.hand) > noloCardDanger(t, a, t.obs.hand) ? b : a));
}

/**
 * The lead: the card most likely to be beaten, i.e. with few unseen cards below it and many
 * above; from a short suit on ties, to get void and shed high cards later. A suit an
 * opponent has shown void in is worse (it throws its dangerous cards on it).
 */
function noloLead(t: Table, cards: Card[]): Card {
  let best = cards[0];
  let bestScore = Infinity;
  for (const c of cards) {
    const suit = suitIx(c);
    const out = unseenOfSuit(t, suit);
    const below = out.filter((u) => power(t, u) < power(t, c)).length;
    const above = out.filter((u) => power(t, u) > power(t, c)).length;
    const len = ofSuit(t.obs.hand, suit).length;
    const oppVoid = opponents(t.me).some((o) => isVoid(t, o, suit));
    const winChance = above === 0 ? 1 : (below + 0.5) / (above + below + 1);
    const score = winChance * 10 + len * 0.15 + (oppVoid ? 1.5 : 0) - rankIx(c) * 0.02;
    if (score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

// ---------------------------------------------------------------- solo play

function soloPlay(t: Table, cards: Card[]): Card {
  if (t.me === t.obs.soloist) return soloistPlay(t, cards);
  if (t.obs.trick.length === 0) return pairLead(t, cards);
  const view = trickView(t);
  // The pair's second card: as low as possible so that the soloist must go over; void, throw a high card (the low ones are our weapons).
  if (suitIx(cards[0]) !== view.ledSuit) return highest(t, cards);
  return lowest(t, cards);
}

/** The soloist (always last): the highest card that still loses; void, the most dangerous card. */
function soloistPlay(t: Table, cards: Card[]): Card {
  const view = trickView(t);
  if (suitIx(cards[0]) !== view.ledSuit) return mostDangerous(t, t.obs.hand, cards);
  const under = cards.filter((c) => power(t, c) < power(t, view.winner.card));
  return under.length > 0 ? highest(t, under) : lowest(t, cards);
}

/**
 * Gaps the soloist has shown: it ducks with its highest card that still loses, so after
 * playing `c` under the pair's highest card `m` it holds nothing between them.
 * Returns, per suit, the [low, high] solo strengths it cannot hold strictly between.
 */
function soloistGaps(t: Table): [number, number][][] {
  const gaps: [number, number][][] = [[], [], [], []];
  const soloist = t.obs.soloist;
  const note = (cards: readonly PlayedCard[]): void => {
    const mine = cards.find((p) => p.seat === soloist);
    if (!mine || suitIx(mine.card) !== suitIx(cards[0].card)) return;
    const led = suitIx(cards[0].card);
    let top = -2;
    for (const p of cards) if (p.seat !== soloist && suitIx(p.card) === led) top = Math.max(top, power(t, p.card));
    if (power(t, mine.card) < top) gaps[led].push([power(t, mine.card), top]);
  };
  for (const tr of t.obs.tricks) note(tr.cards);
  return gaps;
}

/**
 * The pair's lead: the suit in which the soloist is most likely forced at once, i.e. it holds
 * cards of the suit but none below the higher of our lowest card and the partner's. The
 * soloist's revealed bid card, its shown voids and the gaps it showed while ducking narrow
 * down where the unseen cards lie; the rest is shared out by hand size.
 */
function pairLead(t: Table, cards: Card[]): Card {
  const soloist = t.obs.soloist!;
  const mate = partner(t.me);
  const gaps = soloistGaps(t);
  const unseen = [...t.unseen];
  const soloistKnown = t.obs.knownCards[soloist].filter((c) => t.unseen.has(c));
  const soloistFree = Math.max(0, t.obs.handSizes[soloist] - soloistKnown.length);
  const mateFree = t.obs.handSizes[mate];
  const free = unseen.length - soloistKnown.length;
  let best = lowest(t, cards);
  let bestScore = -Infinity;
  for (let s = 0; s < 4; s++) {
    const mine = ofSuit(cards, s);
    if (mine.length === 0) continue;
    const lead = lowest(t, mine);
    const lies = ofSuit(unseen, s).map((u) => {
      const p = power(t, u);
      const known = soloistKnown.includes(u);
      const inGap = gaps[s].some(([lo, hi]) => p > lo && p < hi);
      const wS = known ? 1 : isVoid(t, soloist, s) || inGap ? 0 : soloistFree / Math.max(1, free);
      const wM = known || isVoid(t, mate, s) ? 0 : mateFree / Math.max(1, free);
      return { p, s: wS, m: Math.min(wM, 1 - wS) };
    }).sort((x, y) => x.p - y.p);
    const score = forceChance(power(t, lead), lies) + 0.15 * (1 - lies.reduce((q, l) => q * (1 - l.s), 1));
    if (score > bestScore) {
      best = lead;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The chance that the soloist must win a trick led with strength `lead`: the partner plays
 * its lowest card of the suit (or none), and the soloist holds cards of the suit but none
 * below the trick's highest card. `lies` ascending, with the chances that the soloist (s)
 * and the partner (m) hold each unseen card.
 */
function forceChance(lead: number, lies: readonly { p: number; s: number; m: number }[]): number {
  const forcedAt = (top: number): number => {
    let noneBelow = 1;
    let noneAbove = 1;
    for (const l of lies) {
      if (l.p < top) noneBelow *= 1 - l.s;
      else noneAbove *= 1 - l.s;
    }
    return noneBelow * (1 - noneAbove);
  };
  let chance = 0;
  let mateHasNoneYet = 1;
  for (const l of lies) {
    chance += mateHasNoneYet * l.m * forcedAt(Math.max(lead, l.p));
    mateHasNoneYet *= 1 - l.m;
  }
  return chance + mateHasNoneYet * forcedAt(lead);
}

// ---------------------------------------------------------------- the player

function play(t: Table): Card {
  const cards = t.obs.legal.map((a) => a.card as Card);
  if (cards.length === 1) return cards[0];
  if (t.obs.mode === 'nolo') return noloPlay(t, cards);
  if (t.obs.mode === 'solo') return soloPlay(t, cards);
  return ramiPlay(t, cards);
}

function act(obs: TuppiObservation): Action {
  const t = readTable(obs);
  switch (obs.phase) {
    case 'auction': return bid(obs);
    case 'soloOffer': return soloOffer(t);
    case 'soloDiscard': return soloDiscard(t);
    case 'soloGive': return soloGive(t);
    case 'trickPlay': return { type: 'PLAY', card: play(t) };
    default: return obs.legal[0];
  }
}

export const tuppiSparring: SparringPlayer<TuppiObservation> = {
  act(obs: TuppiObservation, _rng: Rng): Action {
    return act(obs);
  },
};
