// The AI's deals (GameAi.sampler): full states consistent with everything the seat has seen.
//
// Fairness: the seat knows its own hand, every card played and each trick's winner, the call,
// the knock and knock-off and who made them. Every unseen card is dealt at random over the
// other hands, keeping what the rules make public: a seat that did not follow the led
// effective suit holds none of it; after a call the caller holds the black queens still out
// and not the called ace; a knocker is on the Queens team (it holds a black queen, or in a
// called game the called ace, unless it played it or called); a knock-offer is not; under
// calledAceMustFollow a seat that did not play the called ace on its suit's lead holds none.
// So the partner is drawn as the public facts allow, never read: a silent solo is as likely
// as the deal makes it. With `inference` (hard) the deals are weighed by what the voluntary
// moves say: a solo by whether its hand would go alone, a high card thrown onto a trick by
// whether its winner is the thrower's partner.
import type { Rng } from '../../core/rng';
import type { Card, Seat } from '../../core/types';
import { dealWithLimits, dealWithVoids, importanceResampled, shuffleInPlace } from '../../ai/sampling';
import type { SamplerOptions } from '../../ai/types';
import { callableAces, cardPoints, effSuit, isTrump, KLOEPPER_PACK, pollFrom } from './rules';
import { declaration } from './sparring';
import { copyState } from './state';
import { playerOf } from './teams';
import type { KloepperObservation, KloepperState, Partnership } from './types';

/** Classes of the deal: the plain suits C S H (0–2), the other trumps (3), the black queens (4), the called ace (5). */
const CLASSES = 6;
const QUEENS = 4;
const ACE = 5;
const PLAIN: Readonly<Record<string, number>> = { C: 0, S: 1, H: 2 };

/** The poll running in `obs` as the engine keeps it (order and index). */
function pollOf(obs: KloepperObservation): { poll: Seat[]; pollIdx: number } {
  const asked = obs.toAct[0];
  let poll: Seat[] = [];
  if (obs.pollKind === 'declaration') poll = pollFrom((obs.dealer + 1) % 4, 4);
  else if (obs.pollKind === 'window1' || obs.pollKind === 'window2') poll = pollFrom(obs.leader, 4);
  else if (obs.pollKind === 'response') poll = pollFrom((obs.knocker!.seat + 1) % 4, 3);
  return { poll, pollIdx: Math.max(0, poll.indexOf(asked)) };
}

/** The state every sample shares: the public part of the observation (hands and teams apart). */
function publicState(obs: KloepperObservation): KloepperState {
  const pointsWon = [0, 0, 0, 0];
  for (const t of obs.tricks) for (const p of t.cards) pointsWon[t.winner] += cardPoints(p.card);
  return {
    seed: 'search',
    options: obs.options,
    deals: [],
    handNumber: obs.handNumber,
    dealer: obs.dealer,
    phase: obs.phase,
    totals: obs.totals.slice(),
    hands: [],
    ...pollOf(obs),
    pollKind: obs.pollKind,
    partnership: 'NORMAL',
    queensTeam: [],
    call: obs.call,
    knock: obs.knock,
    knocker: obs.knocker,
    knockOffer: obs.knockOffer,
    leader: obs.leader,
    trick: obs.trick.slice(),
    trickNo: obs.trickNo,
    tricksWon: obs.tricksWon.slice(),
    pointsWon,
    lastTrick: obs.lastTrick,
    tricks: obs.tricks.slice(),
    history: obs.history.slice(),
    winners: obs.winners.slice(),
  };
}

/** A card's class in the deal (the called ace its own, the black queens theirs). */
function classOf(c: Card, ace: Card | null): number {
  if (c === ace) return ACE;
  if (c === 'QC' || c === 'QS') return QUEENS;
  return isTrump(c) ? 3 : PLAIN[c[c.length - 1]];
}

/** Per seat, the effective suits it has shown it lacks (bits over classes 0–3; trumps cover the queens). */
function shownVoids(obs: KloepperObservation): number[] {
  const voids = [0, 0, 0, 0];
  const mark = (cards: readonly { seat: Seat; card: Card }[]): void => {
    if (cards.length === 0) return;
    const led = effSuit(cards[0].card);
    for (const p of cards.slice(1)) {
      if (effSuit(p.card) !== led) voids[p.seat] |= 1 << (led === 'TRUMP' ? 3 : PLAIN[led]);
    }
  };
  for (const t of obs.tricks) mark(t.cards);
  mark(obs.trick);
  return voids;
}

/** What the rules make public about who holds what, as limits per seat and cards placed first. */
interface Holdings {
  limits: number[][];
  placed: Card[][];
}

function holdings(obs: KloepperObservation, unseen: readonly Card[], rng: Rng): Holdings {
  const me = obs.seat;
  const call = obs.call;
  const ace = call && unseen.includes(call.card) ? call.card : null;
  const voids = shownVoids(obs);
  const limits = [0, 1, 2, 3].map((seat) => {
    const l = new Array<number>(CLASSES).fill(Infinity);
    for (let c = 0; c < 4; c++) if (voids[seat] & (1 << c)) l[c] = 0;
    if (voids[seat] & (1 << 3)) l[QUEENS] = 0;
    if (ace && voids[seat] & (1 << PLAIN[ace.slice(-1)])) l[ACE] = 0;
    return l;
  });
  const placed: Card[][] = [[], [], [], []];
  const queensOut = unseen.filter((c) => c === 'QC' || c === 'QS');
  if (call) {
    // the caller was dealt both black queens, and not the ace it called
    for (let x = 0; x < 4; x++) if (x !== call.seat) limits[x][QUEENS] = 0;
    if (call.seat !== me) placed[call.seat].push(...queensOut);
    limits[call.seat][ACE] = 0;
    if (ace && obs.options.calledAceMustFollow) for (const x of skippedAce(obs, call.card)) limits[x][ACE] = 0;
  }
  const off = obs.knockOffer?.seat;
  if (off !== undefined && off !== me) {
    limits[off][QUEENS] = 0;
    limits[off][ACE] = 0;
  }
  const k = obs.knocker?.seat;
  if (k !== undefined && k !== me) {
    if (!call && playerOf(obs, 'QC') !== k && playerOf(obs, 'QS') !== k && queensOut.length > 0 && limits[k][QUEENS] > 0) {
      placed[k].push(queensOut[rng.int(queensOut.length)]);
    } else if (call && k !== call.seat && ace && limits[k][ACE] > 0) placed[k].push(ace);
  }
  return { limits, placed };
}

/** Seats that did not play the called ace on a lead of its suit (calledAceMustFollow: they do not hold it). */
function skippedAce(obs: KloepperObservation, ace: Card): Seat[] {
  const out: Seat[] = [];
  const suit = ace.slice(-1);
  for (const cards of [...obs.tricks.map((t) => t.cards), obs.trick]) {
    if (cards.length === 0 || isTrump(cards[0].card) || !cards[0].card.endsWith(suit)) continue;
    for (const p of cards.slice(1)) if (p.card !== ace) out.push(p.seat);
  }
  return out;
}

/** The partnership and Queens team of a sampled deal, as the engine would have them. */
function teamsOf(s: KloepperState, obs: KloepperObservation): { partnership: Partnership; queensTeam: Seat[] } {
  const holder = (c: Card): Seat => {
    const h = s.hands.findIndex((hand) => hand.includes(c));
    return h >= 0 ? h : playerOf(s, c);
  };
  const qc = holder('QC');
  const qs = holder('QS');
  const declaring = obs.pollKind === 'declaration';
  if (obs.call) return { partnership: 'CALLED', queensTeam: declaring ? [] : [obs.call.seat, holder(obs.call.card)].sort() };
  if (qc === qs) {
    // a double holder without a call went alone, once it has been asked
    const asked = !declaring || s.poll.indexOf(qc) < s.pollIdx || (qc === obs.seat && obs.alone);
    if (asked) return { partnership: 'SOLO', queensTeam: declaring ? [] : [qc] };
  }
  return { partnership: 'NORMAL', queensTeam: declaring ? [] : [qc, qs].sort() };
}

/** A hand's weight as the evidence of the other seats' voluntary moves (inference). */
function evidence(s: KloepperState, obs: KloepperObservation): number {
  let w = 1;
  // a silent solo: would this hand have gone alone?
  if (s.partnership === 'SOLO' && s.queensTeam[0] !== obs.seat) {
    const dh = s.queensTeam[0];
    const dealt = [...s.hands[dh], ...s.tricks.flatMap((t) => t.cards.filter((p) => p.seat === dh).map((p) => p.card)), ...s.trick.filter((p) => p.seat === dh).map((p) => p.card)];
    if (declaration(dealt, callableAces(dealt, obs.options.requireCalledSuitInHand)) !== null) w *= 0.15;
  }
  // a card of 10 or 11 points thrown onto a trick another seat wins: mostly onto a partner's
  const team = (x: Seat): boolean => s.queensTeam.includes(x);
  for (const t of s.tricks) {
    for (const p of t.cards) {
      if (p.seat === obs.seat || p.seat === t.winner || cardPoints(p.card) < 10 || isTrump(p.card)) continue;
      if (effSuit(p.card) === effSuit(t.cards[0].card)) continue;
      w *= team(p.seat) === team(t.winner) ? 1.6 : 0.8;
    }
  }
  return w;
}

/** How many deals hard weighs for each one it keeps. */
const CANDIDATES = 6;

export function sampler(obs: KloepperObservation, opts: SamplerOptions = {}): (rng: Rng) => KloepperState {
  const base = publicState(obs);
  const me = obs.seat;
  const seen = new Set<Card>(obs.hand);
  for (const t of obs.tricks) for (const p of t.cards) seen.add(p.card);
  for (const p of obs.trick) seen.add(p.card);
  const unseen = KLOEPPER_PACK.filter((c) => !seen.has(c));
  const others = [0, 1, 2, 3].filter((x) => x !== me);
  const ace = obs.call && unseen.includes(obs.call.card) ? obs.call.card : null;
  const draw = (rng: Rng): KloepperState => {
    const { limits, placed } = holdings(obs, unseen, rng);
    const placedSet = new Set(placed.flat());
    const rest = unseen.filter((c) => !placedSet.has(c));
    const capacity = others.map((x) => obs.handSizes[x] - placed[x].length);
    const cls = (c: Card): number => classOf(c, ace);
    let slots = dealWithLimits(rest.slice(), capacity, others.map((x) => limits[x]), cls, CLASSES, rng);
    // never stuck: should the public facts not fit together (they always do), any deal of the unseen cards
    const withPlaced = slots !== null;
    slots ??= dealWithVoids(unseen.slice(), others.map((x) => obs.handSizes[x]), others.map(() => 0), cls, CLASSES, rng)!;
    const s = copyState(base);
    const hands: Card[][] = [[], [], [], []];
    hands[me] = obs.hand.slice();
    others.forEach((x, i) => {
      hands[x] = withPlaced ? [...placed[x], ...slots[i]] : slots[i];
      shuffleInPlace(hands[x], rng);
    });
    s.hands = hands;
    const t = teamsOf(s, obs);
    s.partnership = t.partnership;
    s.queensTeam = t.queensTeam;
    return s;
  };
  return opts.inference && obs.phase !== 'partnerDeclaration' ? importanceResampled(draw, (s) => evidence(s, obs), CANDIDATES) : draw;
}

