// Supertrump's sparring partner (engine/ai/sparring.ts): a careful German Whist player's
// rules of thumb, with no search. It reads the observation only and counts cards:
//  - trump: the longest suit with high cards; super rank: a rank held several times,
//    weighed against the cards of that rank the opponent would gain;
//  - stage 1: a trick is worth its point plus the upcard (against the hidden card the loser
//    draws); it spends a card on winning only when the trick is worth more than the card,
//    judges a lead by the chance that the opponent's possible cards cannot beat it, and
//    shapes its hand for stage 2 (voids beside trumps, long suits kept);
//  - stage 2: the unseen cards are exactly the opponent's hand, so it counts: for each card
//    it sees the opponent's obvious answer, then counts the hands that remain (sure tricks,
//    masters that can be ruffed, trump length) or sees a claim. So it cashes sure winners,
//    draws trumps when longer, makes a longer trump hand ruff instead of leading trumps into
//    it, wins with the cheapest winner and throws its least useful card. That one-trick look
//    is the whole of it: no search, no sampling, no playouts.
// Values are in swing points (my points minus the opponent's): a stage-2 trick is 4, a
// stage-1 trick 2, and a card is worth about the swing it is expected to bring in stage 2.
// It is fully deterministic (the rng is not needed).
import { RANK_INDEX, RANKS, SUITS, rankOf, standardDeck, suitOf } from '../../core/cards';
import type { Rng } from '../../core/rng';
import type { Action, Card, Rank, Suit } from '../../core/types';
import type { SparringPlayer } from '../../ai/sparring';
import { effSuit, isSuper, isTrump, legalFollows, trickWinner } from './rules';
import type { EffSuit, Membership } from './rules';
import type { SupertrumpObservation } from './types';

const DECK = standardDeck();

// ---------------------------------------------------------------- what the seat knows

/** Everything the player derives from one observation (trick play only). */
interface Table {
  trump: Suit;
  superRank: Rank;
  membership: Membership;
  hand: Card[];
  /** the opponent's face-up draws it still holds */
  oppKnown: Card[];
  /** cards this seat has not seen: the opponent's hidden cards and the face-down stock */
  unseen: Card[];
  /** of the unseen cards, those the opponent's hidden hand may hold (its shown voids removed) */
  pool: Set<Card>;
  /** how many hidden cards the opponent holds */
  oppHidden: number;
  /** stage 2: no stock left, the opponent's hand is exactly oppKnown + unseen */
  stage2: boolean;
  upcard: Card | null;
}

function readTable(obs: SupertrumpObservation): Table {
  const trump = obs.trump!;
  const superRank = obs.superRank!;
  const membership = obs.options.supertrumpMembership;
  const opp = 1 - obs.seat;
  const oppKnown = obs.knownCards[opp] ?? [];
  const seen = new Set<Card>([...obs.hand, ...oppKnown, ...obs.played, ...obs.trick.map((p) => p.card)]);
  if (obs.upcard) seen.add(obs.upcard);
  const unseen = DECK.filter((c) => !seen.has(c));
  const oppHidden = obs.handSizes[opp] - oppKnown.length;
  const stage2 = obs.stockSize === 0;
  const voids = stage2 ? new Set<EffSuit>() : shownVoids(obs, trump, superRank, membership);
  let pool = new Set(unseen.filter((c) => !voids.has(effSuit(c, trump, superRank, membership))));
  if (pool.size < oppHidden) pool = new Set(unseen); // a void read wrongly: trust nothing
  return { trump, superRank, membership, hand: obs.hand.slice(), oppKnown, unseen, pool, oppHidden, stage2, upcard: obs.upcard };
}

/**
 * Effective suits the opponent's hidden cards cannot hold: it failed to follow them and has
 * drawn no hidden card since (a face-up draw is known, so it does not undo a void).
 */
function shownVoids(obs: SupertrumpObservation, trump: Suit, superRank: Rank, membership: Membership): Set<EffSuit> {
  const opp = 1 - obs.seat;
  const voids = new Set<EffSuit>();
  let leader = 1 - obs.dealer; // the non-dealer leads trick 1, then each winner
  for (let t = 0; t < obs.played.length / 2; t++) {
    const led = obs.played[2 * t];
    const follow = obs.played[2 * t + 1];
    const need = effSuit(led, trump, superRank, membership);
    if (leader !== opp && effSuit(follow, trump, superRank, membership) !== need) voids.add(need);
    const winner = trickWinner(led, follow, trump, superRank) === 0 ? leader : 1 - leader;
    if (t < 13 && winner !== opp) voids.clear(); // it lost a stage-1 trick: a hidden draw
    leader = winner;
  }
  return voids;
}

/** The opponent's whole hand, once the stock is gone (stage 2). */
function oppHand(t: Table): Card[] {
  return [...t.oppKnown, ...t.unseen];
}

const eff = (c: Card, t: Table): EffSuit => effSuit(c, t.trump, t.superRank, t.membership);
/** Does `follow` beat `led` (led first)? */
const beats = (led: Card, follow: Card, t: Table): boolean => trickWinner(led, follow, t.trump, t.superRank) === 1;

// ---------------------------------------------------------------- chance in stage 1

/** Chance that the opponent holds none of `cards` (known face-up cards certain, hidden ones drawn at random). */
function chanceHoldsNone(cards: readonly Card[], t: Table): number {
  let inPool = 0;
  for (const c of cards) {
    if (t.oppKnown.includes(c)) return 0;
    if (t.pool.has(c)) inPool++;
  }
  const size = t.pool.size;
  let p = 1;
  for (let i = 0; i < t.oppHidden; i++) {
    if (size - inPool - i <= 0) return 0;
    p *= (size - inPool - i) / (size - i);
  }
  return p;
}

/**
 * Chance that a led `card` cannot be beaten: the opponent holds no higher card it may
 * follow with, and if it cannot follow at all, nothing that ruffs. Exact in stage 2.
 */
function chanceLeadWins(card: Card, t: Table): number {
  if (isSuper(card, t.superRank)) return 1;
  const need = eff(card, t);
  const out = [...t.oppKnown, ...t.pool];
  const followers = out.filter((x) => eff(x, t) === need);
  const followBeaters = followers.filter((x) => beats(card, x, t));
  const ruffers = out.filter((x) => eff(x, t) !== need && beats(card, x, t));
  return Math.max(0, chanceHoldsNone(followBeaters, t) - chanceHoldsNone(followers, t) + chanceHoldsNone([...followers, ...ruffers], t));
}

// ---------------------------------------------------------------- card values in stage 1

const SUPER_VALUE = 3.6;
const TOP_TRUMP_VALUE = 3.4;
const TRUMP_STEP = 0.25;
const MIN_TRUMP_VALUE = 1;
/** a plain card by the number of higher cards of its suit still out */
const PLAIN_VALUE = [1.6, 0.9, 0.5, 0.3, 0.12];
/** a stage-1 trick's point, in swing */
const STAGE1_POINT = 2;

/**
 * What holding `card` is worth for stage 2, judged by the higher cards of its class that
 * may still end with the opponent (`out`): its own hand's cards never threaten it.
 */
function holdValue(card: Card, out: ReadonlySet<Card>, t: Table): number {
  if (isSuper(card, t.superRank)) return SUPER_VALUE;
  const suit = suitOf(card);
  const r = RANK_INDEX[rankOf(card)];
  let higher = 0;
  for (let k = r + 1; k < RANKS.length; k++) {
    const other = `${RANKS[k]}${suit}` as Card;
    if (RANKS[k] !== t.superRank && out.has(other)) higher++;
  }
  if (suit === t.trump) return Math.max(MIN_TRUMP_VALUE, TOP_TRUMP_VALUE - TRUMP_STEP * higher);
  return PLAIN_VALUE[Math.min(higher, PLAIN_VALUE.length - 1)];
}

/** Cards that may still end in the opponent's hand: its hand, the stock, the upcard. */
function outCards(t: Table): Set<Card> {
  const out = new Set<Card>([...t.unseen, ...t.oppKnown]);
  if (t.upcard) out.add(t.upcard);
  return out;
}

/**
 * The swing at stake in a stage-1 trick: its point, and the winner holding the upcard
 * while the loser holds a hidden card (twice the difference: one gains what the other misses).
 */
function stage1Stake(t: Table): number {
  const out = outCards(t);
  const up = t.upcard!;
  out.delete(up);
  const upValue = holdValue(up, out, t);
  out.add(up);
  let sum = 0;
  for (const c of t.unseen) {
    out.delete(c);
    sum += holdValue(c, out, t);
    out.add(c);
  }
  const meanHidden = t.unseen.length > 0 ? sum / t.unseen.length : upValue;
  return STAGE1_POINT + 2 * (upValue - meanHidden);
}

/** Playing the last card of a plain suit while holding trumps: a void to ruff with in stage 2. */
const VOID_BONUS = 0.3;
/** A card of a long plain suit: its low cards become winners once the suit is drawn in stage 2. */
const LONG_SUIT_COST = 0.15;
const LONG_SUIT = 5;
const TRUMPS_TO_RUFF = 3;

/** What playing `card` does to the shape of the hand kept for stage 2, on top of the card's worth. */
function shapeCost(card: Card, t: Table): number {
  const trumpish = (c: Card) => isSuper(c, t.superRank) || suitOf(c) === t.trump;
  if (trumpish(card)) return 0;
  const trumps = t.hand.filter(trumpish).length;
  const length = t.hand.filter((c) => !trumpish(c) && suitOf(c) === suitOf(card)).length;
  if (length === 1 && trumps >= TRUMPS_TO_RUFF) return -VOID_BONUS;
  return length >= LONG_SUIT ? LONG_SUIT_COST : 0;
}

function stage1Follow(led: Card, legal: readonly Card[], t: Table): Card {
  const stake = stage1Stake(t);
  const out = outCards(t);
  return bestCard(legal, (c) => (beats(led, c, t) ? stake : 0) - holdValue(c, out, t) - shapeCost(c, t));
}

function stage1Lead(legal: readonly Card[], t: Table): Card {
  const stake = stage1Stake(t);
  const out = outCards(t);
  return bestCard(legal, (c) => chanceLeadWins(c, t) * stake - holdValue(c, out, t) - shapeCost(c, t));
}

// ---------------------------------------------------------------- stage 2: counting

const SURE_TRICK = 4;
/** a trump the opponent can still beat, but held with as many higher trumps as it has beaters */
const GUARDED_TRUMP = 2.5;
/** a top plain card the opponent can ruff once it runs out of the suit */
const RUFFABLE_MASTER = 1.2;
const LOW_PLAIN = 0.6;
const LOW_TRUMP = 1.4;
/** winning now is worth a little more than the same swing later: the future may not come */
const WIN_NOW = 0.05;

/**
 * What `card` is worth to the holder of `own` against the known hand `other`: about the
 * swing it will bring (a sure trick is 4).
 */
function countValue(card: Card, own: readonly Card[], other: readonly Card[], t: Table): number {
  if (isSuper(card, t.superRank)) return SURE_TRICK;
  const beaters = other.filter((x) => beats(card, x, t));
  if (isTrump(card, t.trump, t.superRank)) {
    if (beaters.length === 0) return SURE_TRICK;
    const higherOwn = own.filter((x) => x !== card && beats(card, x, t)).length;
    return higherOwn >= beaters.length ? GUARDED_TRUMP : Math.max(0.8, LOW_TRUMP - 0.3 * (beaters.length - 1));
  }
  const need = eff(card, t);
  const followBeaters = beaters.filter((x) => eff(x, t) === need).length;
  if (followBeaters > 0) return LOW_PLAIN / followBeaters;
  const ruffers = beaters.length;
  const followers = other.filter((x) => eff(x, t) === need).length;
  const higherOwn = own.filter((x) => x !== card && eff(x, t) === need && beats(card, x, t)).length;
  // A master stays safe while the opponent must still follow (after my higher cards) or cannot ruff.
  return ruffers === 0 || followers > higherOwn ? SURE_TRICK - 0.4 : RUFFABLE_MASTER;
}

/** A count's swing is shared: my expected tricks are half of (my cards' worth − theirs + all). */
const COUNT_WEIGHT = 0.5;

/**
 * Each trump-group card more than the opponent holds: the longer trump hand controls the
 * end (the shorter one must not lead trumps into it, and forcing it to ruff shortens it).
 */
const TRUMP_LENGTH = 2.5;

/** My count of a position: what my cards are worth minus what the opponent's are worth. */
function count(own: readonly Card[], other: readonly Card[], t: Table): number {
  let v = 0;
  for (const c of own) v += countValue(c, own, other, t) + (inTrumpGroup(c, t) ? TRUMP_LENGTH : 0);
  for (const x of other) v -= countValue(x, other, own, t) + (inTrumpGroup(x, t) ? TRUMP_LENGTH : 0);
  return v;
}

const inTrumpGroup = (c: Card, t: Table): boolean => isSuper(c, t.superRank) || isTrump(c, t.trump, t.superRank);

const without = (cards: readonly Card[], card: Card): Card[] => cards.filter((c) => c !== card);

/** A led card the other hand cannot beat, whatever it may legally play. */
function unbeatable(card: Card, other: readonly Card[], t: Table): boolean {
  return legalFollows(other, card, t.trump, t.superRank, t.membership).every((x) => !beats(card, x, t));
}

/**
 * A claim, as players make one at the table: the hand on lead takes every remaining trick
 * when each of its cards wins led now and the other hand cannot ruff later (it has no trump
 * group card, or the leader's unbeatable trumps draw all of them first).
 */
function claims(leader: readonly Card[], other: readonly Card[], t: Table): boolean {
  if (leader.length === 0 || !leader.every((c) => unbeatable(c, other, t))) return false;
  const otherTrumps = other.filter((x) => inTrumpGroup(x, t)).length;
  if (otherTrumps === 0) return true;
  // Under "printed" a led super-trump calls for its printed suit: it draws no trumps.
  const drawers = leader.filter((c) => eff(c, t) === 'TRUMP').length;
  return drawers >= otherTrumps;
}

/**
 * My count after a trick: a claim by the next leader settles the rest (every trick 4),
 * otherwise the static count of the hands that remain.
 */
function countAfter(own: readonly Card[], other: readonly Card[], iLead: boolean, t: Table): number {
  const rest = (SURE_TRICK * own.length) / COUNT_WEIGHT;
  if (iLead && claims(own, other, t)) return rest;
  if (!iLead && claims(other, own, t)) return -rest;
  return count(own, other, t);
}

/**
 * The worth of answering `led` with `card`: the trick's swing, then my count of the hands
 * that remain. The same rule gives the opponent's answer to my lead.
 */
function answerScore(led: Card, card: Card, own: readonly Card[], other: readonly Card[], t: Table): number {
  const won = beats(led, card, t);
  return (won ? SURE_TRICK + WIN_NOW : 0) + COUNT_WEIGHT * countAfter(without(own, card), without(other, led), won, t);
}

function countFollow(led: Card, legal: readonly Card[], own: readonly Card[], other: readonly Card[], t: Table): Card {
  return bestCard(legal, (c) => answerScore(led, c, own, other, t));
}

/** Lead in stage 2: the card whose trick, answered as the opponent's count says, leaves me the best count. */
function countLead(legal: readonly Card[], t: Table): Card {
  const own = t.hand;
  const other = oppHand(t);
  return bestCard(legal, (c) => {
    const answers = legalFollows(other, c, t.trump, t.superRank, t.membership);
    const reply = countFollow(c, answers, other, own, t);
    const won = !beats(c, reply, t);
    return (won ? SURE_TRICK : 0) + COUNT_WEIGHT * countAfter(without(own, c), without(other, reply), won, t);
  });
}

// ---------------------------------------------------------------- trick play

function playCard(obs: SupertrumpObservation): Action {
  const t = readTable(obs);
  const legal = obs.legal.map((a) => a.card as Card);
  const lead = obs.trick.length === 0;
  let card: Card;
  if (t.stage2) {
    const other = oppHand(t);
    card = lead ? countLead(legal, t) : countFollow(obs.trick[0].card, legal, t.hand, other, t);
  } else {
    card = lead ? stage1Lead(legal, t) : stage1Follow(obs.trick[0].card, legal, t);
  }
  return obs.legal.find((a) => a.card === card) ?? obs.legal[0];
}

// ---------------------------------------------------------------- the choices before play

/** Honour points of a card for choosing trump: length counts most, high cards add to it. */
const TRUMP_HONOUR: Partial<Record<Rank, number>> = { A: 1.2, K: 0.8, Q: 0.5, J: 0.3, '10': 0.1 };

function chooseTrump(obs: SupertrumpObservation): Action {
  const score = (suit: Suit) => obs.hand.filter((c) => suitOf(c) === suit).reduce((s, c) => s + 1 + (TRUMP_HONOUR[rankOf(c)] ?? 0), 0);
  const suit = bestBy(SUITS, score);
  return obs.legal.find((a) => a.suit === suit) ?? obs.legal[0];
}

/** About what a card is worth before any rank is super: trumps by rank, plain cards by honour. */
function plainWorth(rank: Rank): number {
  const above = RANKS.length - 1 - RANK_INDEX[rank];
  return PLAIN_VALUE[Math.min(above, PLAIN_VALUE.length - 1)];
}
function trumpWorth(rank: Rank): number {
  return Math.max(MIN_TRUMP_VALUE, TOP_TRUMP_VALUE - TRUMP_STEP * (RANKS.length - 1 - RANK_INDEX[rank]));
}

/** A plain card made super also lengthens its holder's trump group. */
const JOINS_TRUMP_GROUP = 0.4;
/** Share of the gain of an unseen card of the rank that the opponent is expected to get. */
const OPP_SHARE_PLAIN = 0.33;
/** The opponent named the trump suit: it is likely to hold the trump of the rank. */
const OPP_SHARE_TRUMP = 0.55;

function chooseSuperRank(obs: SupertrumpObservation): Action {
  const trump = obs.trump!;
  const mine = new Set(obs.hand);
  const score = (rank: Rank) => {
    let s = 0;
    for (const suit of SUITS) {
      const card = `${rank}${suit}` as Card;
      const before = suit === trump ? trumpWorth(rank) : plainWorth(rank);
      const gain = SUPER_VALUE - before + (suit === trump ? 0 : JOINS_TRUMP_GROUP);
      if (mine.has(card)) s += gain;
      else s -= gain * (suit === trump ? OPP_SHARE_TRUMP : OPP_SHARE_PLAIN);
    }
    return s;
  };
  const rank = bestBy(RANKS, score);
  return obs.legal.find((a) => a.rank === rank) ?? obs.legal[0];
}

// ---------------------------------------------------------------- helpers

/** The card with the highest score; of equals the lowest rank (cheapest), then the first. */
function bestCard(cards: readonly Card[], score: (c: Card) => number): Card {
  return bestBy(cards, (c) => score(c) - 0.001 * RANK_INDEX[rankOf(c)]);
}

/** The item with the highest score; the first of equals (so the player is deterministic). */
function bestBy<T>(items: readonly T[], score: (x: T) => number): T {
  let best = items[0];
  let bestScore = -Infinity;
  for (const x of items) {
    const s = score(x);
    if (s > bestScore + 1e-9) {
      best = x;
      bestScore = s;
    }
  }
  return best;
}

export const supertrumpSparring: SparringPlayer<SupertrumpObservation> = {
  act(obs: SupertrumpObservation, _rng: Rng): Action {
    switch (obs.phase) {
      case 'chooseTrump': return chooseTrump(obs);
      case 'chooseSuperTrump': return chooseSuperRank(obs);
      case 'trickPlay': return playCard(obs);
      default: return obs.legal[0]; // DRAW, NEXT_HAND: the only action there is
    }
  },
};
