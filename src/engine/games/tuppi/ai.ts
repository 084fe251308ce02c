// Tuppi's hooks for the shared search (engine/ai/pimc.ts): what only this game knows.
// Every rule question goes to play.ts (the one legality oracle); these hooks sample the
// hidden cards, choose cheap playout moves and narrow the auction and the solo exchange.
//
// Sampling (fairness): the seat sees its own hand, the trick on the table, the hand's
// completed tricks (every card was played face up, T-11), the revealed bid cards (known to be
// in those hands) and every hand's size. Every other card is "unseen": it is in another hand
// or out of play (a solo's discard and the retired partner's cards). The unseen cards are
// dealt at random over those slots (the other hands' unknown cards and one pile for the cards
// out of play), so that every void shown in a trick holds. Bids already placed but not shown
// are drawn with the playout policy's bidding rule from the sampled hand. At hard, the deals
// are weighed by what the turned bid cards and the cards followed say, read as the careful
// player bids and follows (bidsLikelihood, playClues).
import { RANKS, SUITS, standardDeck } from '../../core/cards';
import type { Rng } from '../../core/rng';
import type { Action, Card, PlayedCard, Seat } from '../../core/types';
import { dealWithVoids, importanceResampled } from '../../ai/sampling';
import type { AiLevel } from '../../ai/heuristic';
import type { Horizon } from '../../ai/pimc';
import type { GameAi, SamplerOptions, SearchShape } from '../../ai/types';
import { observe } from './observe';
import { seatToPlay, toAct } from './play';
import { bidCard, bidMargin, tuppiSparring } from './sparring';
import { bidOfCard, eligibleBidCards, partner, team } from './rules';
import { copyState } from './state';
import { tuppiOutcome, tuppiProblem } from './solverDeal';
import type { Bid, BidWord, RevealedBid, TuppiObservation, TuppiOptions, TuppiState } from './types';
import { sigmoid } from '../../ai/odds';

const DECK = standardDeck();

// Card text to rank index (2 = 0 … A = 12) / suit index by character code: cheaper than slicing.
const RANK_BY_CODE: number[] = [];
const SUIT_BY_CODE: number[] = [];
RANKS.forEach((r, i) => { RANK_BY_CODE[r.charCodeAt(0)] = i; });
SUITS.forEach((s, i) => { SUIT_BY_CODE[s.charCodeAt(0)] = i; });
const rankIx = (c: Card): number => RANK_BY_CODE[c.charCodeAt(0)];
const suitIx = (c: Card): number => SUIT_BY_CODE[c.charCodeAt(c.length - 1)];
/** Strength in the mode's order (§2): in solo the ace is below the 2. */
const power = (c: Card, solo: boolean): number => {
  const r = rankIx(c);
  return solo && r === 12 ? -1 : r;
};

// ---------------------------------------------------------------- hand strength

/** High-card points for rami: A 4, K 3, Q 2, J 1 (40 in the deck, 10 an average hand). */
export function highPoints(hand: readonly Card[]): number {
  let p = 0;
  for (const c of hand) {
    const r = rankIx(c);
    if (r >= 9) p += r - 8;
  }
  return p;
}

/** Danger for solo (ace low): K 4, Q 3, J 2, 10 1; a card alone in its suit counts less (it can be discarded on). */
export function soloDanger(hand: readonly Card[]): number {
  let d = 0;
  for (const c of hand) {
    const p = power(c, true);
    if (p >= 8) d += p - 7;
  }
  return d;
}

/** A hand good enough for rami (a team wants 7+ tricks): about 11+ high-card points. */
const RAMI_POINTS = 11;
/** Solo only with a very low hand (one card may still be exchanged). */
const SOLO_DANGER = 4;

function lowestOf(cards: readonly Card[], solo: boolean): Card | undefined {
  let best: Card | undefined;
  for (const c of cards) if (best === undefined || power(c, solo) < power(best, solo)) best = c;
  return best;
}

function highestOf(cards: readonly Card[], solo: boolean): Card | undefined {
  let best: Card | undefined;
  for (const c of cards) if (best === undefined || power(c, solo) > power(best, solo)) best = c;
  return best;
}

/** The bid action for `word` from `hand`: the lowest eligible card of that colour, else the word. */
export function bidActionFor(hand: readonly Card[], word: BidWord, o: TuppiOptions): Action {
  if (o.bidMethod === 'tokens') return { type: 'PLACE_BID_TOKEN', bid: word };
  const card = lowestOf(eligibleBidCards(hand, o.allowTwoAsBidCard).filter((c) => bidOfCard(c) === word), false);
  return card ? { type: 'PLACE_AUCTION_CARD', card } : { type: 'PLACE_VERBAL_BID', bid: word };
}

/** The bid the playout policy places: rami with high cards, nolo with low ones, a little noise. */
function bidWordFor(hand: readonly Card[], rng: Rng): BidWord {
  return highPoints(hand) + (rng.next() * 4 - 2) >= RAMI_POINTS ? 'rami' : 'nolo';
}

function bidFor(hand: readonly Card[], o: TuppiOptions, rng: Rng): Bid {
  const a = bidActionFor(hand, bidWordFor(hand, rng), o);
  if (a.type === 'PLACE_AUCTION_CARD') return { kind: 'card', bid: bidOfCard(a.card as Card), card: a.card as Card };
  return { kind: a.type === 'PLACE_BID_TOKEN' ? 'token' : 'verbal', bid: a.bid as BidWord };
}

// ---------------------------------------------------------------- sampling

/** Suits (bit masks) each seat has shown it lacks, from this hand's tricks. */
export function shownVoids(obs: TuppiObservation): number[] {
  const voids = [0, 0, 0, 0];
  const mark = (t: readonly PlayedCard[]): void => {
    if (t.length < 2) return;
    const led = suitIx(t[0].card);
    for (let i = 1; i < t.length; i++) if (suitIx(t[i].card) !== led) voids[t[i].seat] |= 1 << led;
  };
  mark(obs.trick);
  for (const t of obs.tricks) mark(t.cards);
  return voids;
}

function sampler(obs: TuppiObservation, opts: SamplerOptions = {}): (rng: Rng) => TuppiState {
  const draw = drawer(obs);
  const shown = obs.revealed.filter((r) => r.seat !== obs.seat);
  const clues = playClues(obs);
  if (opts.inference !== true || (shown.length === 0 && clues.length === 0)) return draw;
  // Keep deals by how likely the bids turned over and the cards followed were with the cards it gives their players.
  const weigh = (s: TuppiState): number => bidsLikelihood(shown, s, obs.seat) * cluesLikelihood(clues, s);
  return importanceResampled(draw, weigh, EVIDENCE_CANDIDATES);
}

// ---------------------------------------------------------------- inference

/** Deals drawn for each one kept. */
const EVIDENCE_CANDIDATES = 24;
/**
 * Points of the careful player's bid margin (sparring.ts, bidMargin) per unit of log-odds: a
 * bidder follows it firmly where one colour is clearly better, loosely near the line.
 */
const BID_SOFTNESS = 2;
/** The chance that a bidder shows its colour with another card than the careful player's. */
const OTHER_CARD = 0.25;

/**
 * How likely the turned bids were with the hands of `s` (up to a constant), read as the careful
 * player bids (sparring.ts): the colour by its bid margin for that hand, seat and score; the
 * card by its choice (rami: the lowest card of the best red suit, nolo: the lowest black card;
 * so a turned 7♦ says the bidder holds no lower diamond, and diamonds are its better red suit).
 * A bidder's hand is what it holds now plus what it has played this hand.
 */
function bidsLikelihood(shown: readonly RevealedBid[], s: TuppiState, me: Seat): number {
  let w = 1;
  for (const r of shown) {
    if (r.seat === me) continue;
    const cards = [...s.hands[r.seat]];
    for (const t of s.tricks) for (const p of t.cards) if (p.seat === r.seat) cards.push(p.card);
    for (const p of s.trick) if (p.seat === r.seat) cards.push(p.card);
    const rami = sigmoid(bidMargin({ seat: r.seat, dealer: s.dealer, hand: cards, options: s.options, score: s.score }) / BID_SOFTNESS);
    w *= r.bid === 'rami' ? rami : 1 - rami;
    if (r.card) {
      const usual = bidCard(cards, r.bid, s.options);
      const others = eligibleBidCards(cards, s.options.allowTwoAsBidCard).filter((c) => bidOfCard(c) === r.bid).length - 1;
      w *= usual === r.card ? 1 - OTHER_CARD : OTHER_CARD / Math.max(1, others);
    }
  }
  return w;
}

/**
 * What a card followed to a trick says about the hand that played it, read as the careful
 * player follows (sparring.ts): `seat` held no card of `suit` with a strength strictly between
 * `lo` and `hi` when it played.
 *  - rami: a card that does not head the trick is the lowest of its suit (second hand low, no
 *    waste under a partner's winner); third and fourth hand, the opponents winning, have no
 *    card that beats the trick (third hand high, fourth hand wins); fourth hand wins with its
 *    cheapest winner;
 *  - nolo: a card under the trick is the highest that stays under; one over the opponents'
 *    card means there was none under it;
 *  - solo: the soloist ducks the same way; the pair follow with their lowest card.
 * A clue a later card of the same seat contradicts (it does not play that way) is dropped.
 */
export interface Clue {
  seat: Seat;
  suit: number;
  lo: number;
  hi: number;
}
/** Below and above every strength (solo's ace is -1, the ace 12). */
const NONE_BELOW = -2;
const NONE_ABOVE = 13;
/**
 * A sampled hand that breaks a clue is this much less likely (people do not always play that
 * way). The careful player breaks 0.4 % of them (ai.test.ts); reading them that sharply (0.03)
 * gained hard +0.26 ± 0.19 a deal over 450 deals, paired (+0.33, +0.55, −0.11 by 150): not kept.
 */
const CLUE_MISS = 0.15;

export function playClues(obs: TuppiObservation): Clue[] {
  const solo = obs.mode === 'solo';
  const clues: Clue[] = [];
  const tricks = [...obs.tricks.map((t) => t.cards), obs.trick];
  const later: Card[][] = [[], [], [], []];
  // Walk back from the newest trick, so that each clue is checked against the cards its seat played later.
  for (let ti = tricks.length - 1; ti >= 0; ti--) {
    const cards = tricks[ti];
    if (cards.length === 0) continue;
    const led = suitIx(cards[0].card);
    const found: Clue[] = [];
    let top = cards[0];
    for (let i = 1; i < cards.length; i++) {
      const { seat, card } = cards[i];
      const p = power(card, solo);
      const t = power(top.card, solo);
      const mate = team(top.seat) === team(seat) && !(solo && (seat === obs.soloist || top.seat === obs.soloist));
      if (seat !== obs.seat && suitIx(card) === led) {
        const add = (lo: number, hi: number): void => { if (hi - lo > 1) found.push({ seat, suit: led, lo, hi }); };
        if (obs.mode === 'rami') {
          if (p < t) {
            add(NONE_BELOW, p);
            if (i >= 2 && !mate) add(t, NONE_ABOVE);
          } else if (i === 3 && !mate) add(t, p);
        } else if (obs.mode === 'nolo' || seat === obs.soloist) {
          if (p < t) add(p, t);
          else if (!mate) add(NONE_BELOW, t);
        } else if (solo) add(NONE_BELOW, p);
      }
      if (suitIx(card) === led && p > power(top.card, solo)) top = cards[i];
    }
    for (const c of found) {
      const broken = later[c.seat].some((x) => suitIx(x) === c.suit && power(x, solo) > c.lo && power(x, solo) < c.hi);
      if (!broken) clues.push(c);
    }
    for (const { seat, card } of cards) later[seat].push(card);
  }
  return clues;
}

/** How likely the play was with the hands of `s`, by the clues it gave (up to a constant). */
function cluesLikelihood(clues: readonly Clue[], s: TuppiState): number {
  const solo = s.mode === 'solo';
  let w = 1;
  for (const c of clues) if (breaksClue(c, s.hands[c.seat], solo)) w *= CLUE_MISS;
  return w;
}

/** Does `hand` hold a card the clue says its seat did not hold? */
export function breaksClue(c: Clue, hand: readonly Card[], solo: boolean): boolean {
  return hand.some((x) => suitIx(x) === c.suit && power(x, solo) > c.lo && power(x, solo) < c.hi);
}

/** Draws one deal consistent with everything `obs.seat` has seen (voids included), every one alike. */
function drawer(obs: TuppiObservation): (rng: Rng) => TuppiState {
  const me = obs.seat;
  const seen = new Set<Card>(obs.hand);
  for (const p of obs.trick) seen.add(p.card);
  for (const t of obs.tricks) for (const p of t.cards) seen.add(p.card);
  for (let s = 0; s < 4; s++) if (s !== me) for (const c of obs.knownCards[s]) seen.add(c);
  const unseen = DECK.filter((c) => !seen.has(c));
  const others = [0, 1, 2, 3].filter((s) => s !== me);
  const need = others.map((s) => obs.handSizes[s] - obs.knownCards[s].length);
  const pile = unseen.length - need.reduce((a, b) => a + b, 0);
  if (need.some((n) => n < 0) || pile < obs.outOfPlayCount) throw new Error('tuppi sampler: the observation does not add up');
  // Slots: the three other hands, then the pile (no void: anything may be gone).
  const allVoids = shownVoids(obs);
  const voids = [...others.map((s) => allVoids[s]), 0];
  const capacity = [...need, pile];
  const auction = obs.phase === 'auction';
  const revealedBid = new Map(obs.revealed.map((r) => [r.seat, r]));
  const myHand = obs.hand.slice();
  const trick = obs.trick.slice();
  // What every sample shares; each sample is a copyState of it (the engine's one state shape)
  // with its own hands, bids, known cards, pile and trick.
  const base: TuppiState = {
    seed: 'search', options: { ...obs.options }, deals: [], handNumber: obs.handNumber, dealer: obs.dealer,
    phase: obs.phase, hands: [], bids: [], revealed: obs.revealed.map((r) => ({ ...r })), knownCards: [], mode: obs.mode,
    declarer: obs.declarer ?? -1, soloist: obs.soloist ?? -1, sittingOut: obs.sittingOut ?? -1,
    offeredTo: obs.phase === 'soloOffer' ? obs.toAct[0] : -1, outOfPlay: [], leader: obs.leader, trick: [],
    trickNo: obs.trickNo, tricksWon: obs.tricksWon.slice(), lastTrick: obs.lastTrick, tricks: obs.tricks.slice(),
    score: [obs.score[0], obs.score[1]], history: obs.history.slice(), winners: obs.winners.slice(),
  };
  return (rng) => {
    const slots = dealWithVoids(unseen.slice(), capacity, voids, suitIx, 4, rng);
    if (!slots) throw new Error('tuppi sampler: no consistent deal');
    const hands: Card[][] = [[], [], [], []];
    hands[me] = myHand.slice();
    others.forEach((s, k) => { hands[s] = [...obs.knownCards[s], ...slots[k]]; });
    const bids: (Bid | null)[] = [0, 1, 2, 3].map((s) => {
      const r = revealedBid.get(s);
      if (r) return r.card ? { kind: r.kind, bid: r.bid, card: r.card } : { kind: r.kind, bid: r.bid };
      if (auction) return obs.hasBid[s] ? bidFor(hands[s], obs.options, rng) : null;
      // After the reveal unshown bids never matter to the rules (and are never shown).
      return { kind: 'verbal', bid: 'nolo' };
    });
    const s = copyState(base);
    s.hands = hands;
    s.bids = bids;
    s.knownCards = obs.knownCards.map((k) => k.slice());
    s.outOfPlay = slots[3].slice(0, obs.outOfPlayCount);
    s.trick = trick.slice();
    return s;
  };
}

// ---------------------------------------------------------------- playouts
// Perfect-information playouts (the sampled deal is open to every seat): rami takes tricks
// cheaply and leaves a trick the partner surely wins; nolo ducks under the trick and throws
// its highest card when void; in solo the soloist ducks as high as it can, and the rami
// pair lead and follow low so that the soloist must win. Some moves are random.

const PLAYOUT_EPSILON = 0.06;

/** The seat at position `i` of this trick's play order (§5.1): clockwise, or in solo leader → partner → soloist. */
function seatAt(s: TuppiState, i: number, solo: boolean): Seat {
  if (!solo) return (s.leader + i) % 4;
  return i === 0 ? s.leader : i === 1 ? partner(s.leader) : s.soloist;
}

/** Does `hand` hold a card of `suit` stronger than `p`? */
function holdsAbove(hand: readonly Card[], suit: number, p: number, solo: boolean): boolean {
  for (const c of hand) if (suitIx(c) === suit && power(c, solo) > p) return true;
  return false;
}

/** Does a later seat in this trick hold a card of `suit` stronger than `p`? */
function beatenLater(s: TuppiState, seat: Seat, suit: number, p: number, solo: boolean, sameSide: boolean): boolean {
  const n = solo ? 3 : 4;
  let pos = -1;
  for (let i = 0; i < n && pos < 0; i++) if (seatAt(s, i, solo) === seat) pos = i;
  for (let i = pos + 1; i < n; i++) {
    const o = seatAt(s, i, solo);
    if (!sameSide && team(o) === team(seat)) continue;
    if (holdsAbove(s.hands[o], suit, p, solo)) return true;
  }
  return false;
}

function cardsOf(legal: readonly Action[]): Card[] {
  return legal.map((a) => a.card as Card);
}

/** The lowest card of the longest suit (rami: keep the high cards, keep length short elsewhere… cheap and sensible). */
function lowDiscard(cards: readonly Card[], solo: boolean): Card {
  const len = [0, 0, 0, 0];
  for (const c of cards) len[suitIx(c)]++;
  let best = cards[0];
  for (const c of cards) {
    const better = power(c, solo) < power(best, solo) || (power(c, solo) === power(best, solo) && len[suitIx(c)] > len[suitIx(best)]);
    if (better) best = c;
  }
  return best;
}

function playRami(s: TuppiState, seat: Seat, cards: Card[]): Card {
  if (s.trick.length === 0) {
    // Lead a card no opponent can beat, the cheapest such; else a low card.
    let sure: Card | undefined;
    for (const c of cards) {
      const suit = suitIx(c);
      const p = rankIx(c);
      const beaten = holdsAbove(s.hands[(seat + 1) % 4], suit, p, false) || holdsAbove(s.hands[(seat + 3) % 4], suit, p, false);
      if (!beaten && (sure === undefined || p < rankIx(sure))) sure = c;
    }
    return sure ?? lowDiscard(cards, false);
  }
  const led = suitIx(s.trick[0].card);
  let win = s.trick[0];
  for (const p of s.trick) if (suitIx(p.card) === led && rankIx(p.card) > rankIx(win.card)) win = p;
  const top = rankIx(win.card);
  const following = suitIx(cards[0]) === led;
  if (team(win.seat) === team(seat) && !beatenLater(s, seat, led, top, false, false)) return lowDiscard(cards, false);
  if (following) {
    let cheapest: Card | undefined;
    for (const c of cards) {
      const p = rankIx(c);
      if (p > top && !beatenLater(s, seat, led, p, false, false) && (cheapest === undefined || p < rankIx(cheapest))) cheapest = c;
    }
    if (cheapest) return cheapest;
  }
  return lowDiscard(cards, false);
}

function playNolo(s: TuppiState, cards: Card[]): Card {
  if (s.trick.length === 0) return lowestOf(cards, false)!;
  const led = suitIx(s.trick[0].card);
  if (suitIx(cards[0]) !== led) return highestOf(cards, false)!; // void: throw the most dangerous card
  let top = -1;
  for (const p of s.trick) if (suitIx(p.card) === led && rankIx(p.card) > top) top = rankIx(p.card);
  let under: Card | undefined;
  for (const c of cards) if (rankIx(c) < top && (under === undefined || rankIx(c) > rankIx(under))) under = c;
  if (under) return under;
  // Every card wins for now: last to play takes it with the highest, else the lowest.
  return s.trick.length === 3 ? highestOf(cards, false)! : lowestOf(cards, false)!;
}

function playSolo(s: TuppiState, seat: Seat, cards: Card[]): Card {
  if (seat !== s.soloist) {
    // The rami pair: low cards force the soloist over them; when void, shed high cards.
    if (s.trick.length > 0 && suitIx(cards[0]) !== suitIx(s.trick[0].card)) return highestOf(cards, true)!;
    return lowestOf(cards, true)!;
  }
  const led = suitIx(s.trick[0].card);
  if (suitIx(cards[0]) !== led) return highestOf(cards, true)!;
  let top = -2;
  for (const p of s.trick) if (suitIx(p.card) === led && power(p.card, true) > top) top = power(p.card, true);
  let under: Card | undefined;
  for (const c of cards) if (power(c, true) < top && (under === undefined || power(c, true) > power(under, true))) under = c;
  return under ?? highestOf(cards, true)!;
}

function playoutPolicy(s: TuppiState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  switch (s.phase) {
    case 'auction': return bidActionFor(s.hands[seat], bidWordFor(s.hands[seat], rng), s.options);
    case 'soloOffer': return soloDanger(s.hands[seat]) <= SOLO_DANGER && rng.next() < 0.9 ? { type: 'DECLARE_SOLO' } : { type: 'PASS' };
    case 'soloDiscard': return { type: 'DISCARD', cards: [soloDiscardCard(s.hands[seat])] };
    case 'soloGive': return { type: 'GIVE', card: lowestOf(s.hands[seat], true)! };
    case 'trickPlay': break;
    default: return legal[0];
  }
  if (rng.next() < PLAYOUT_EPSILON) return legal[rng.int(legal.length)];
  const cards = cardsOf(legal);
  const card = s.mode === 'rami' ? playRami(s, seat, cards) : s.mode === 'nolo' ? playNolo(s, cards) : playSolo(s, seat, cards);
  return { type: 'PLAY', card };
}

/** The soloist's discard: the most dangerous card, a short suit first on ties. */
function soloDiscardCard(hand: readonly Card[]): Card {
  return soloDiscardOrder(hand)[0];
}

function soloDiscardOrder(hand: readonly Card[]): Card[] {
  const len = [0, 0, 0, 0];
  for (const c of hand) len[suitIx(c)]++;
  return hand.slice().sort((a, b) => power(b, true) - power(a, true) || len[suitIx(a)] - len[suitIx(b)]);
}

// ---------------------------------------------------------------- search shape

/**
 * The auction is searched between two bids only (rami / nolo, each with its lowest card of
 * that colour): which card shows the colour matters little, and thirteen nearly equal bids
 * would starve the search. The soloist puts aside one of its three most dangerous cards (the
 * AI always exchanges, D-10); the partner gives its lowest solo card (D-10). The opening
 * decisions before the first trick cost the most (every playout plays the whole deal), yet
 * every level gives them its full count (no scale): at 15 playouts easy offered hopeless solos.
 */
function searchShape(obs: TuppiObservation, level: AiLevel): SearchShape {
  switch (obs.phase) {
    case 'auction': {
      if (obs.options.bidMethod === 'tokens') return {};
      // The search weighs rami against nolo; which card shows the bid is the sparring
      // partner's choice (a red card of the best red suit tells the partner where to lead).
      const shown = (word: BidWord): Action => {
        const card = bidCard(obs.hand, word, obs.options);
        return card ? { type: 'PLACE_AUCTION_CARD', card } : bidActionFor(obs.hand, word, obs.options);
      };
      return { candidates: [shown('rami'), shown('nolo')] };
    }
    case 'soloDiscard':
      return { candidates: soloDiscardOrder(obs.hand).slice(0, 3).map((c) => ({ type: 'DISCARD', cards: [c] })) };
    case 'soloGive':
    {
      const card = lowestOf(obs.hand, true)!;
      return { candidates: [{ type: 'GIVE', card }], reason: { reasonKey: 'hint.tuppi.soloGive', params: { card } } };
    }
    case 'trickPlay':
      return { priorZ: cardPriorZ(obs, level) };
    default:
      return {};
  }
}

/**
 * How sure hard must be to overrule the careful player's card (index.ts): the search's edge
 * over the careful card, measured card by card on positions of the careful player's own
 * hands (each card played on by the careful player in the real deal), gains in rami defence
 * and in nolo from 1 standard error on, but loses in the declaring side's first five tricks
 * (judged by rollouts) and gains nothing in solo; there the careful card stands as at
 * the other levels (GameAi.priorZ).
 */
function cardPriorZ(obs: TuppiObservation, level: AiLevel): number | undefined {
  if (level !== 'hard' || obs.mode === 'solo') return undefined;
  if (obs.mode === 'rami' && obs.declarer !== null && team(obs.seat) === team(obs.declarer) && obs.trickNo <= 5) return undefined;
  return HARD_CARD_PRIOR_Z;
}
const HARD_CARD_PRIOR_Z = 1;

/**
 * PIMC's rollouts play the cards as the sparring partner would on each seat's observation of
 * the sampled deal: a careful player who does not peek, so the rollouts play as real
 * opponents do (against the playout policy, which sees every card, PIMC's early card play was
 * far weaker). Bids and the solo choices stay with the cheap playout policy.
 */
function rolloutPolicy(s: TuppiState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  return s.phase === 'trickPlay' ? tuppiSparring.act(observe(s, seat), rng) : playoutPolicy(s, seat, legal, rng);
}

/**
 * Tricks left from which the solver finishes a rami or nolo hand, per level (four hands of
 * seven cards take it a few ms a deal; each trick more about four times that). A solo's card
 * play is solved from its first trick; a decision before the solo rolls it out (solverDeal.ts).
 */
const HORIZONS: Readonly<Record<AiLevel, Horizon>> = {
  easy: { root: 5, rollout: 5 },
  normal: { root: 7, rollout: 6 },
  hard: { root: 8, rollout: 7 },
};

export const tuppiAi: GameAi<TuppiState, TuppiObservation> = {
  sampler,
  playoutPolicy,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor: (s) => (s.phase === 'trickPlay' ? seatToPlay(s) : toAct(s)[0]),
  searchShape,
  ddProblem: tuppiProblem,
  outcome: tuppiOutcome,
  horizons: HORIZONS,
  rolloutPolicy,
  // The careful player's card on a seat's observation: about 100–150 solver nodes' time (the
  // bench's rollout-step column; it was charged 1000). Charged at its cost, most of hard's
  // decisions before trick 6 reach the cap, so its p95 is the cap's time. Three quarters of the
  // cap: since the solver keeps its table across a decision's deals, the full cap gains nothing
  // more (hard vs the sparring partner, paired over the same 100 deals: +0.16 ± 0.26) and costs
  // a third more time (p90 198 → 251 ms).
  rolloutStepWork: 150,
  workShare: 0.75,
  unitScale: 12,
  // Measured, hard against the sparring partner over the same 100 deals: overruling the careful
  // move at 0.5 standard errors everywhere +0.6 ± 1.0 a deal, at 1.5 +1.6 ± 0.8, at 3 +2.1 ± 0.7
  // (Skat, the other way: 0.5 +7.7 ± 1.2, 2 +5.2 ± 1.5). Bids and solo choices, judged on few
  // rolled-out deals, keep 3; hard's card play departs sooner where it gains (cardPriorZ).
  priorZ: { normal: 3, hard: 3 },
};
