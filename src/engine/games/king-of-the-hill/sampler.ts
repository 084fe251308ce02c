// The AI's deals (GameAi.sampler): full states consistent with everything the player has seen.
//
// Fairness: the player knows its own hand, the exposed declaration cards, every card played and
// who won each trick, the King's and (when public) the partner's identity, and, as King, the
// kitty. Every other copy — two of each card less those — is dealt at random over what it
// cannot see: the other hands, the cards still to be dealt (during the deal, its own too), and
// the kitty (before the pickup) or the buried cards (to all but the King). Kept: the exposed
// cards stay with their owners; a player who did not follow the led effective suit holds none
// of it (after a pair lead: one card of it shows it held only that one, none shows it holds at
// most one); the partner of an open call holds a copy of the called card it has not played; the
// King and the buried kitty hold at most one copy each (§4 row 7).
import type { Rng } from '../../core/rng';
import type { Card, PlayedCard, Seat } from '../../core/types';
import { dealWithLimits, dealWithVoids, shuffleInPlace } from '../../ai/sampling';
import type { SamplerOptions } from '../../ai/types';
import type { TrickRules } from '../../kit/trickRules';
import { HAND_SIZE, KITTY_SIZE } from './deal';
import { RANKS, rulesFor, suitClass, TWO_PACKS } from './rules';
import { playOrderFrom, seatAfter } from './seating';
import { copyState } from './state';
import type { KothObservation, KothState } from './types';

/** Classes of the deal: the four plain suits (0–3), the trumps (4), the called card (5). */
const CLASSES = 6;
const CALLED = 5;

const BEFORE_PICKUP: ReadonlySet<string> = new Set(['dealing', 'dealEndWindow', 'chooseTrump']);

/** The poll the engine runs during the deal, as far as the observation shows it (the player asked, and the order it is asked in). */
function pollOf(obs: KothObservation, firstReceiver: Seat): { poll: Seat[]; pollIdx: number } {
  const asked = obs.toAct[0];
  if (obs.chance === null || asked === undefined) return { poll: [], pollIdx: 0 };
  let poll: Seat[];
  if (obs.chance === 'dealt') poll = [asked];
  else if (obs.chance === 'override') poll = playOrderFrom(obs.seating, obs.declaration.declarer).slice(1);
  else if (obs.chance === 'anyTime') poll = playOrderFrom(obs.seating, playOrderFrom(obs.seating, firstReceiver)[(obs.dealt - 1) % 5]);
  else poll = playOrderFrom(obs.seating, obs.king >= 0 ? obs.king : firstReceiver);
  return { poll, pollIdx: Math.max(0, poll.indexOf(asked)) };
}

/** The state every sample shares: the public part of the observation (hidden cards apart). */
function publicState(obs: KothObservation): KothState {
  const firstReceiver = seatAfter(obs.seating, obs.dealer, 1);
  return {
    seed: 'search', options: obs.options, deals: [], handNumber: obs.handNumber, dealer: obs.dealer, phase: obs.phase,
    ranks: obs.ranks.map((r) => RANKS.indexOf(r)), places: obs.seating.slice(), king: obs.king, trumpRank: obs.trumpRank,
    trumpSuit: obs.trumpSuit, declaration: obs.declaration, exposed: obs.exposed.map((e) => e.slice()), dealHands: [], kitty: [],
    firstReceiver, dealt: obs.dealt, hands: [], buried: [], ...pollOf(obs, firstReceiver), chance: obs.chance, quiet: 0,
    calledCard: obs.calledCard, partner: obs.partner, leader: obs.leader, trick: obs.trick.slice(), trickSize: obs.trickSize,
    trickNo: obs.trickNo, tricksWon: obs.tricksWon.slice(), pointsWon: obs.pointsWon.slice(), lastTrick: obs.lastTrick,
    tricks: obs.tricks.slice(), contenders: obs.contenders.slice(), history: obs.history.slice(),
    reveal: obs.result ? { calledCard: obs.result.calledCard, kitty: obs.result.kitty.slice() } : null, winners: obs.winners.slice(),
  };
}

/** Per seat, the most cards of each class it can hold, as its plays showed (§5.2). */
function playLimits(obs: KothObservation, rules: TrickRules): number[][] {
  const limits = [0, 1, 2, 3, 4].map(() => new Array<number>(CLASSES).fill(Infinity));
  const mark = (cards: readonly PlayedCard[], size: number): void => {
    if (cards.length === 0) return;
    const led = suitClass(cards[0].card, rules);
    for (let i = size; i < cards.length; i += size) {
      const seat = cards[i].seat;
      let n = 0;
      for (let k = 0; k < size; k++) if (suitClass(cards[i + k].card, rules) === led) n++;
      // a single lead not followed: void; a pair lead: one card of the suit was all it held,
      // none means at most one (seed; strict: none at all)
      if (n < size) {
        const most = size === 2 && n === 0 && obs.options.pairFollow === 'seed' ? 1 : 0;
        limits[seat][led] = Math.min(limits[seat][led], most);
      }
    }
  };
  for (const t of obs.tricks) mark(t.cards, t.cards.length / 5);
  mark(obs.trick, Math.max(1, obs.trickSize));
  // the called card is a class of its own: a void in its suit covers it
  if (obs.calledCard) {
    const own = suitClass(obs.calledCard, rules);
    for (const l of limits) if (l[own] === 0) l[CALLED] = 0;
  }
  return limits;
}

/** Removes one copy of each of `cards` from `pool`. */
function takeOut(pool: Card[], cards: readonly Card[]): void {
  for (const c of cards) {
    const i = pool.indexOf(c);
    if (i >= 0) pool.splice(i, 1);
  }
}

export function sampler(obs: KothObservation, _opts: SamplerOptions = {}): (rng: Rng) => KothState {
  const base = publicState(obs);
  const me = obs.seat;
  const rules = rulesFor(obs.trumpRank, obs.trumpSuit);
  const dealing = obs.phase === 'dealing' || obs.phase === 'dealEndWindow';
  const pickedUp = !BEFORE_PICKUP.has(obs.phase);
  const over = obs.phase === 'handResult' || obs.phase === 'gameOver';
  const kingView = me === obs.king && pickedUp;
  // what the player sees, and the cards placed where the table knows they are
  const unseen = TWO_PACKS.slice();
  takeOut(unseen, obs.hand);
  for (const t of obs.tricks) takeOut(unseen, t.cards.map((p) => p.card));
  takeOut(unseen, obs.trick.map((p) => p.card));
  if (kingView || over) takeOut(unseen, obs.buried ?? []);
  const placed: Card[][] = [[], [], [], [], []];
  for (let x = 0; x < 5; x++) {
    if (x === me) continue;
    placed[x] = obs.exposed[x].slice();
    takeOut(unseen, placed[x]);
  }
  const called = obs.calledCard;
  const calledOut = called ? unseen.filter((c) => c === called).length : 0;
  const playedBy = (seat: Seat, card: Card): boolean => [...obs.tricks.flatMap((t) => t.cards), ...obs.trick].some((p) => p.seat === seat && p.card === card);
  if (called && !obs.options.hiddenPartner && obs.partner >= 0 && obs.partner !== me && calledOut > 0 && !playedBy(obs.partner, called) && !placed[obs.partner].includes(called)) {
    placed[obs.partner].push(called);
    takeOut(unseen, [called]);
  }
  // the slots: the other hands, then (during the deal) every player's cards to come, then the kitty or the buried cards
  const others = [0, 1, 2, 3, 4].filter((x) => x !== me);
  const limits = playLimits(obs, rules);
  const capacity: number[] = others.map((x) => obs.handSizes[x] - placed[x].length);
  const slotLimits: number[][] = others.map((x) => limits[x].slice());
  if (called && obs.king >= 0 && obs.king !== me) {
    const i = others.indexOf(obs.king);
    const kingPlayed = [...obs.tricks.flatMap((t) => t.cards), ...obs.trick].filter((p) => p.seat === obs.king && p.card === called).length;
    slotLimits[i][CALLED] = Math.min(slotLimits[i][CALLED], Math.max(0, 1 - kingPlayed));
  }
  const future = dealing ? [0, 1, 2, 3, 4].map((x) => HAND_SIZE - (x === me ? obs.hand.length : obs.handSizes[x])) : [];
  for (const n of future) {
    capacity.push(n);
    slotLimits.push(new Array<number>(CLASSES).fill(Infinity));
  }
  const kittySlot = !pickedUp ? KITTY_SIZE : !kingView && !over ? obs.kittySize : 0;
  capacity.push(kittySlot);
  const kittyLimits = new Array<number>(CLASSES).fill(Infinity);
  if (called) kittyLimits[CALLED] = 1;
  slotLimits.push(kittyLimits);
  const classOf = (c: Card): number => (c === called ? CALLED : suitClass(c, rules));
  return (rng: Rng): KothState => {
    let slots = dealWithLimits(unseen.slice(), capacity, slotLimits, classOf, CLASSES, rng);
    // never stuck: should the public facts not fit together (they always do), any deal of the unseen cards
    const withLimits = slots !== null;
    slots ??= dealWithVoids(unseen.slice(), capacity, capacity.map(() => 0), classOf, CLASSES, rng)!;
    const s = copyState(base);
    const hands: Card[][] = [[], [], [], [], []];
    hands[me] = obs.hand.slice();
    others.forEach((x, i) => {
      hands[x] = withLimits ? [...placed[x], ...slots[i]] : slots[i];
      shuffleInPlace(hands[x], rng);
    });
    s.hands = hands;
    if (dealing) s.dealHands = [0, 1, 2, 3, 4].map((x) => [...hands[x], ...slots[others.length + x]]);
    else s.dealHands = hands.map((h) => h.slice());
    const rest = slots[slots.length - 1];
    if (!pickedUp) s.kitty = rest;
    else if (kingView) {
      s.kitty = (obs.kitty ?? []).slice();
      s.buried = (obs.buried ?? []).slice();
    } else if (over) {
      s.kitty = (obs.buried ?? []).slice();
      s.buried = (obs.buried ?? []).slice();
    } else {
      s.kitty = rest.slice();
      s.buried = rest;
    }
    return s;
  };
}
