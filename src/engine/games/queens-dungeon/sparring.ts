// Queen's Dungeon's sparring partner (engine/ai/sparring.ts): a careful player by rules of
// thumb, with no search at all. It reads the observation only: its own hand, the trick on the
// table, the last trick while it may be reviewed, the voids each seat has shown and the queens
// each seat has taken (QD-4); the gathered tricks are face down, so a card it has not seen may
// be anywhere. All its chance (the blind trump) comes from the rng.
//
//  - The blind trump: any suit is as good as another before the deal (with three seats the suit
//    of the removed two has a card fewer); it names one at random.
//  - The forced change of trump: its longest, strongest suit (queen 3, ace 2, king 1 beside the
//    length).
//  - The dungeon and the key: the higher total (§6.2), option A on a tie.
//  - Card play: a trick is worth 10 and 25 a queen in it, and nothing, with the dungeon's cost
//    on top, once three queens are in it. Last to play it wins as cheaply as it can when the
//    trick is worth having (banking its own queen of the led suit where that wins), else throws
//    its least useful card: a queen onto an opponent's trick that thereby goes to the dungeon,
//    otherwise a low card of a short side suit, never a queen it could keep. Earlier in the
//    trick it wins with a card nobody can beat (second hand low otherwise); the dealer, while
//    its contract is open, and the others against a dealer who needs tricks, play to win a
//    trick more readily. It never adds a third queen to a trick it may win. On lead: the trump
//    queen or a sure winner to cash, the dealer draws trumps while it holds most of them,
//    otherwise a low card of its longest side suit.
import { SUITS } from '../../core/cards';
import type { Rng } from '../../core/rng';
import type { Action, Card, PlayedCard, Seat, Suit } from '../../core/types';
import type { SparringPlayer } from '../../ai/sparring';
import { packFor, isQueen, queensIn, rulesFor, strength, suitIndex, suitIx, trickWinner } from './rules';
import type { TrickRules } from '../../kit/trickRules';
import { betterOption } from './settle';
import type { QueensDungeonObservation } from './types';

const TRICK = 10;
const QUEEN = 25;

/** What the player derives from the observation before choosing a card. */
interface Table {
  obs: QueensDungeonObservation;
  me: Seat;
  n: number;
  trump: number;
  rules: TrickRules;
  /** cards neither in my hand nor on the table (another hand, or gathered face down) */
  unseen: Set<Card>;
  /** voids[seat]: bit set of the suits it has shown it lacks */
  voids: number[];
  /** tricks the dealer still needs (≤ 0: made), and whether it can still make them */
  dealerNeeds: number;
}

function readTable(obs: QueensDungeonObservation): Table {
  const seen = new Set<Card>(obs.hand);
  for (const p of obs.trick) seen.add(p.card);
  if (obs.lastTrick) for (const p of obs.lastTrick.cards) seen.add(p.card);
  const pack = packFor(obs.players, obs.options.removedTwo ?? '2C');
  const unseen = new Set<Card>();
  for (const c of pack) if (!seen.has(c)) unseen.add(c);
  const trump = suitIndex(obs.trump!);
  const dealerTricks = obs.options.dungeonTrickCountsForContract
    ? obs.tricksWon[obs.dealer]
    : obs.tricksWon[obs.dealer] - obs.dungeons.filter((d) => d.seat === obs.dealer).length;
  return {
    obs, me: obs.seat, n: obs.players, trump, rules: rulesFor(trump, obs.options.mustTrump), unseen,
    voids: obs.voids.map((suits) => suits.reduce((b, s) => b | (1 << SUITS.indexOf(s)), 0)),
    dealerNeeds: obs.contract - dealerTricks,
  };
}

const cardsOf = (legal: readonly Action[]): Card[] => legal.map((a) => a.card as Card);
const PLAY = (card: Card): Action => ({ type: 'PLAY', card });

/** The seats still to play to the trick after me. */
function laterSeats(t: Table): Seat[] {
  const out: Seat[] = [];
  for (let k = t.obs.trick.length + 1; k < t.n; k++) out.push((t.obs.leader + k) % t.n);
  return out;
}

/** The trick with my card added. */
const withCard = (t: Table, card: Card): PlayedCard[] => [...t.obs.trick, { seat: t.me, card }];

/** Does my `card` win the trick as it stands? */
const winsNow = (t: Table, card: Card): boolean => trickWinner(withCard(t, card), t.rules) === t.me;

/**
 * Could a later seat beat `card`, winning the trick (as it stands with my card)? It could with an
 * unseen higher card of the winning suit it may hold, or, void in the led suit (shown), with a
 * trump where the winner is not one; a seat void in a suit holds none of it.
 */
function beatable(t: Table, card: Card): boolean {
  const trick = withCard(t, card);
  const led = suitIx(trick[0].card);
  const cs = suitIx(card);
  const top = strength(card);
  for (const seat of laterSeats(t)) {
    const v = t.voids[seat];
    for (const c of t.unseen) {
      const s = suitIx(c);
      if ((v & (1 << s)) !== 0) continue;
      if (s === cs && strength(c) > top) return true;
      if (cs !== t.trump && s === t.trump && (v & (1 << led)) !== 0) return true;
    }
  }
  return false;
}

/**
 * What winning the trick (as it will stand with `extraQueens` more queens in it) is worth to me:
 * 10 and 25 a queen, or with three or four queens minus the dungeon's or the key's cost. The
 * dealer with an open contract values each trick more; so do the others against such a dealer
 * (a trick the dealer does not get).
 */
function trickWorth(t: Table, queens: number): number {
  const o = t.obs;
  if (queens >= 3) {
    const cur = o.totals[t.me];
    const low = Math.min(...o.totalsAtDealStart);
    const best = betterOption(queens === 3 ? 'dungeon' : 'key', cur, low);
    return Math.max(best.a, best.b) - cur;
  }
  const left = o.handSize - o.trickNo + 1;
  let worth = TRICK + QUEEN * queens;
  if (t.dealerNeeds > 0 && t.dealerNeeds <= left) worth += t.me === o.dealer ? 30 : 15;
  return worth;
}

/** The least useful card to throw: not a queen if avoidable, the lowest of the shortest side suit. */
function throwAway(t: Table, cards: readonly Card[]): Card {
  const len = [0, 0, 0, 0];
  for (const c of t.obs.hand) len[suitIx(c)]++;
  let best = cards[0];
  let bestScore = Infinity;
  for (const c of cards) {
    const s = suitIx(c);
    const score = (isQueen(c) ? 1000 : 0) + (s === t.trump ? 200 : 0) + strength(c) * 10 + len[s];
    if (score < bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

/** The cheapest of `cards` (lowest strength; a non-trump before a trump). */
function cheapest(t: Table, cards: readonly Card[]): Card {
  let best = cards[0];
  for (const c of cards) {
    const a = (suitIx(c) === t.trump ? 100 : 0) + strength(c);
    const b = (suitIx(best) === t.trump ? 100 : 0) + strength(best);
    if (a < b) best = c;
  }
  return best;
}

function follow(t: Table, cards: readonly Card[]): Card {
  const o = t.obs;
  const q = queensIn(o.trick);
  const last = o.trick.length === t.n - 1;
  const queensAfter = (c: Card): number => q + (isQueen(c) ? 1 : 0);
  const worthWith = (c: Card): number => trickWorth(t, queensAfter(c));
  // Another seat may still throw a queen onto a two-queen trick: the dungeon for its winner.
  let queensOut = 0;
  for (const c of t.unseen) if (isQueen(c)) queensOut++;
  const risky = (c: Card): boolean => !last && queensAfter(c) === 2 && queensOut > 0;
  const winners = cards.filter((c) => winsNow(t, c));
  const good = winners.filter((c) => worthWith(c) > 0 && !risky(c));
  const sure = good.filter((c) => last || !beatable(t, c));
  if (sure.length > 0) {
    // Bank my own queen where it surely wins (25 more), else win as cheaply as possible.
    const cheap = cheapest(t, sure);
    return sure.find((c) => isQueen(c) && worthWith(c) > worthWith(cheap)) ?? cheap;
  }
  // Nobody sure: with queens at stake, or as the dealer with its contract open, the highest winner (not a queen).
  if (!last && (q > 0 || (t.me === o.dealer && t.dealerNeeds > 0))) {
    const strong = good.filter((c) => !isQueen(c));
    if (strong.length > 0) return strong.reduce((x, y) => (strength(y) > strength(x) ? y : x));
  }
  const losers = cards.filter((c) => !winsNow(t, c));
  if (losers.length === 0) {
    // Every card wins: the least harm (no queen added where avoidable), then the cheapest.
    const plain = cards.filter((c) => !isQueen(c));
    return cheapest(t, plain.length > 0 ? plain : cards);
  }
  // A queen onto a two- or three-queen trick that another seat wins sends it to the dungeon (or loses it the key).
  if (last && q >= 2) {
    const queen = losers.find(isQueen);
    if (queen) return queen;
  }
  const plain = losers.filter((c) => !isQueen(c));
  return throwAway(t, plain.length > 0 ? plain : losers);
}

function lead(t: Table, cards: readonly Card[]): Card {
  const o = t.obs;
  const trumpQueen = cards.find((c) => isQueen(c) && suitIx(c) === t.trump);
  if (trumpQueen) return trumpQueen;
  // A sure winner: no unseen higher card of its suit, and no seat shown void in it that may trump.
  const sure = cards.filter((c) => {
    const s = suitIx(c);
    for (const u of t.unseen) if (suitIx(u) === s && strength(u) > strength(c)) return false;
    if (s === t.trump) return true;
    for (let seat = 0; seat < t.n; seat++) {
      if (seat === t.me || (t.voids[seat] & (1 << s)) === 0) continue;
      if ((t.voids[seat] & (1 << t.trump)) === 0) return false;
    }
    return true;
  });
  if (sure.length > 0) return sure.reduce((a, b) => (strength(b) > strength(a) ? b : a));
  const len = [0, 0, 0, 0];
  for (const c of cards) len[suitIx(c)]++;
  // The dealer draws trumps while it holds many of them.
  if (o.seat === o.dealer && t.dealerNeeds > 0 && len[t.trump] >= 4) {
    const trumps = cards.filter((c) => suitIx(c) === t.trump && !isQueen(c));
    if (trumps.length > 0) return trumps.reduce((a, b) => (strength(b) > strength(a) ? b : a));
  }
  // Otherwise a low card of the longest side suit (not a queen).
  let best: Card | undefined;
  for (const c of cards) {
    if (isQueen(c)) continue;
    const s = suitIx(c);
    const score = (s === t.trump ? -100 : 0) + len[s] * 20 - strength(c);
    const bestScore = best === undefined ? -Infinity : (suitIx(best) === t.trump ? -100 : 0) + len[suitIx(best)] * 20 - strength(best);
    if (score > bestScore) best = c;
  }
  return best ?? cheapest(t, cards);
}

/** The dealer's new trump (§4 row 7): its longest, strongest suit other than the one in force. */
export function trumpChoice(hand: readonly Card[], current: Suit | null): Suit {
  let best: Suit = SUITS.find((s) => s !== current)!;
  let bestScore = -1;
  for (const s of SUITS) {
    if (s === current) continue;
    let score = 0;
    for (const c of hand) {
      if (c[c.length - 1] !== s) continue;
      score += 2 + (isQueen(c) ? 3 : c[0] === 'A' ? 2 : c[0] === 'K' ? 1 : 0);
    }
    if (score > bestScore) {
      best = s;
      bestScore = score;
    }
  }
  return best;
}

function act(obs: QueensDungeonObservation, rng: Rng): Action {
  const legal = obs.legal;
  switch (obs.phase) {
    case 'chooseTrump':
      return legal[rng.int(legal.length)];
    case 'trumpChange': {
      const suit = trumpChoice(obs.hand, obs.trump);
      return legal.find((a) => a.suit === suit) ?? legal[0];
    }
    case 'dungeonChoice':
    case 'keyChoice': {
      const { option } = betterOption(obs.phase === 'dungeonChoice' ? 'dungeon' : 'key', obs.totals[obs.seat], Math.min(...obs.totalsAtDealStart));
      return legal.find((a) => a.option === option) ?? legal[0];
    }
    case 'trickPlay': {
      const cards = cardsOf(legal);
      if (cards.length === 1) return legal[0];
      const t = readTable(obs);
      return PLAY(obs.trick.length === 0 ? lead(t, cards) : follow(t, cards));
    }
    default:
      return legal[0];
  }
}

export const queensDungeonSparring: SparringPlayer<QueensDungeonObservation> = { act };
