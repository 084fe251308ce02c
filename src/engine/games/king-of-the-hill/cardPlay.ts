// The careful player's card play (§5), by rules of thumb, from the observation only: every card
// played, the trick on the table, the King and (when known) the partner, its own hand. Copies
// share their text, so what is still out is a multiset: two of each card less those it holds
// or has seen played (or, for the King, buried).
//
//  - Leading: a pair nobody can beat (a pair draws two cards from each player); the King's side
//    draws trumps with a trump nobody can beat; a plain card nobody can beat (an ace) is cashed;
//    else a low card of a short plain suit, a low pair before a low single.
//  - Following: points onto a trick its side surely wins; the cheapest winner when last or sure
//    to hold, a low trump onto a fat plain trick; otherwise the cheapest play.
import type { Card, PlayedCard, Seat } from '../../core/types';
import type { TrickRules } from '../../kit/trickRules';
import { cardPoints, isTrump, PACK, strength, suitClass, winningPlay } from './rules';
import { playOrderFrom } from './seating';
import type { KothObservation } from './types';

/** How the player sees the table before choosing. */
export interface Table {
  obs: KothObservation;
  me: Seat;
  rules: TrickRules;
  /** copies still out of sight, by card */
  out: Map<Card, number>;
  /** per seat: 1 my side, -1 the other side, 0 unknown */
  side: number[];
}

export function readTable(obs: KothObservation, rules: TrickRules): Table {
  const out = new Map<Card, number>(PACK.map((c) => [c, 2]));
  const seen = [...obs.hand, ...obs.tricks.flatMap((t) => t.cards.map((p) => p.card)), ...obs.trick.map((p) => p.card), ...(obs.seat === obs.king ? obs.buried ?? [] : [])];
  for (const c of seen) out.set(c, (out.get(c) ?? 0) - 1);
  const me = obs.seat;
  // under hiddenPartner a holder of the called card takes itself for the partner
  const partner = obs.partner >= 0 ? obs.partner : obs.calledCard !== null && me !== obs.king && obs.hand.includes(obs.calledCard) ? me : -1;
  const kingTeam = [obs.king, partner].filter((x) => x >= 0);
  const mine = kingTeam.includes(me);
  const side = [0, 1, 2, 3, 4].map((x) => {
    if (x === me) return 1;
    if (kingTeam.includes(x)) return mine ? 1 : -1;
    // with the partner known the sides are complete
    return partner >= 0 ? (mine ? -1 : 1) : 0;
  });
  return { obs, me, rules, out, side };
}

/** Cost of giving up a card: its points, and a trump's strength (kept for later tricks). */
export const cost = (c: Card, rules: TrickRules): number => cardPoints(c) * 2 + (isTrump(c, rules) ? 12 + strength(c, rules) : strength(c, rules) / 2);
const playCost = (cards: readonly Card[], rules: TrickRules): number => cards.reduce((n, c) => n + cost(c, rules), 0);

/** Does single `card` beat every card of its effective suit still out? */
export function isBoss(t: Table, card: Card): boolean {
  const cls = suitClass(card, t.rules);
  for (const [c, n] of t.out) if (n > 0 && suitClass(c, t.rules) === cls && strength(c, t.rules) > strength(card, t.rules)) return false;
  return true;
}

/** Does the pair of `card` beat every pair of its effective suit that could still be out? */
export function isBossPair(t: Table, card: Card): boolean {
  const cls = suitClass(card, t.rules);
  for (const [c, n] of t.out) if (n >= 2 && suitClass(c, t.rules) === cls && strength(c, t.rules) > strength(card, t.rules)) return false;
  return true;
}

/** The trick with `cards` of `seat` added. */
const withPlay = (trick: readonly PlayedCard[], seat: Seat, cards: readonly Card[]): PlayedCard[] => [...trick, ...cards.map((card) => ({ seat, card }))];

/** The seat winning `trick` (plays of `size` cards) so far. */
export function winnerOf(trick: readonly PlayedCard[], size: number, rules: TrickRules): Seat {
  return trick[winningPlay(trick, size, rules) * size].seat;
}

/** The players still to play to the trick after me. */
function after(t: Table): Seat[] {
  const size = Math.max(1, t.obs.trickSize);
  const order = playOrderFrom(t.obs.seating, t.me);
  return order.slice(1, 5 - t.obs.trick.length / size);
}

function lead(t: Table, plays: readonly Card[][]): Card[] {
  const { rules } = t;
  const pairs = plays.filter((p) => p.length === 2);
  const singles = plays.filter((p) => p.length === 1).map((p) => p[0]);
  const kingSide = t.side[t.obs.king] === 1;
  const bossPairs = pairs.filter((p) => isBossPair(t, p[0]));
  if (bossPairs.length > 0) return bossPairs.reduce((a, b) => (playCost(b, rules) < playCost(a, rules) ? b : a));
  const trumps = singles.filter((c) => isTrump(c, rules));
  const boss = singles.filter((c) => isBoss(t, c));
  if (kingSide && trumps.length >= 3) {
    const bossTrumps = boss.filter((c) => isTrump(c, rules));
    if (bossTrumps.length > 0) return [bossTrumps.reduce((a, b) => (strength(b, rules) > strength(a, rules) ? b : a))];
  }
  const plainBoss = boss.filter((c) => !isTrump(c, rules));
  if (plainBoss.length > 0) return [plainBoss.reduce((a, b) => (cost(b, rules) > cost(a, rules) ? b : a))];
  const plains = singles.filter((c) => !isTrump(c, rules));
  if (plains.length > 0) {
    const count = (c: Card): number => t.obs.hand.filter((x) => !isTrump(x, rules) && suitClass(x, rules) === suitClass(c, rules)).length;
    const lowPairs = pairs.filter((p) => !isTrump(p[0], rules) && cardPoints(p[0]) === 0);
    if (lowPairs.length > 0) return lowPairs.reduce((a, b) => (playCost(b, rules) < playCost(a, rules) ? b : a));
    return [plains.reduce((a, b) => (count(b) < count(a) || (count(b) === count(a) && cost(b, rules) < cost(a, rules)) ? b : a))];
  }
  return [singles.reduce((a, b) => (cost(b, rules) < cost(a, rules) ? b : a))];
}

function follow(t: Table, plays: readonly Card[][]): Card[] {
  const { obs, me, rules } = t;
  const trick = obs.trick;
  const size = obs.trickSize;
  const rest = after(t);
  const last = rest.length === 0;
  const w = winnerOf(trick, size, rules);
  const winning = trick[winningPlay(trick, size, rules) * size].card;
  const points = trick.reduce((n, p) => n + cardPoints(p.card), 0);
  const holds = (c: Card): boolean => (size === 2 ? isBossPair(t, c) : isBoss(t, c)) && (isTrump(c, rules) || rest.every((x) => t.side[x] === 1));
  const cheapest = (ps: readonly Card[][]): Card[] => ps.reduce((a, b) => (playCost(b, rules) < playCost(a, rules) ? b : a));
  if (t.side[w] === 1 && (last || holds(winning) || rest.every((x) => t.side[x] === 1))) {
    // smear: the most points, sparing high trumps
    const value = (p: Card[]): number => p.reduce((n, c) => n + cardPoints(c) * 3 - (isTrump(c, rules) ? strength(c, rules) / 4 : 0), 0);
    return plays.reduce((a, b) => (value(b) > value(a) ? b : a));
  }
  const winners = plays.filter((p) => winnerOf(withPlay(trick, me, p), size, rules) === me);
  if (winners.length > 0 && t.side[w] !== 1) {
    if (last) return cheapest(winners);
    const sure = winners.filter((p) => holds(p[0]));
    if (sure.length > 0 && (points > 0 || rest.some((x) => t.side[x] !== 1))) return cheapest(sure);
    const lowTrumps = winners.filter((p) => isTrump(p[0], rules) && !isTrump(winning, rules) && strength(p[0], rules) <= 8);
    if (lowTrumps.length > 0 && points >= 10) return cheapest(lowTrumps);
  }
  return cheapest(plays);
}

/** The play (one card or a pair) from the legal `plays`. */
export function choosePlay(t: Table, plays: readonly Card[][]): Card[] {
  if (plays.length === 1) return plays[0];
  return t.obs.trick.length === 0 ? lead(t, plays) : follow(t, plays);
}
