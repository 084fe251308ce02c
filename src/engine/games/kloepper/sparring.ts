// Kloepper's sparring partner (engine/ai/sparring.ts): a careful player by rules of thumb, with
// no search at all. It reads the observation only: its own hand, every card played and who won
// each trick, the call, the knocks and what the table knows of the teams. All its chance comes
// from the rng (it needs none).
//
//  - Both black queens: it plays alone with five trumps, or four with a plain ace; otherwise it
//    calls the ace of its shortest plain suit (a card it can lead to its partner), any ace if it
//    holds none.
//  - Knock: only when the tricks cannot be lost: its own trumps are the highest ones out and
//    every card it holds wins (trumps above every unseen one, or plain aces once the trumps are
//    drawn), and no trick of this deal went to the other side. Knock-off: when the knock has
//    already failed (a trick went to the other side) or it holds a trump nobody can beat.
//  - Card play: the Queens side leads trumps (the highest if nobody can beat it), the opponents
//    cash plain aces, then lead short plain suits (the called suit first, to find the partner).
//    Following, it smears points onto a trick its partner surely wins, wins a trick worth having
//    as cheaply as it can when it is last or holds a card nobody can beat, and otherwise plays
//    its cheapest card.
import type { Rng } from '../../core/rng';
import type { Action, Card, PlayedCard, Seat } from '../../core/types';
import type { SparringPlayer } from '../../ai/sparring';
import { cardPoints, effSuit, isTrump, KLOEPPER_PACK, strength, trickWinner } from './rules';
import type { KloepperObservation } from './types';

/** How the player sees the table before choosing. */
export interface Table {
  obs: KloepperObservation;
  me: Seat;
  /** cards neither in my hand nor played this deal */
  unseen: Set<Card>;
  /** per seat: 1 a known partner, -1 a known opponent, 0 unknown */
  side: number[];
}

function playedCards(obs: KloepperObservation): Card[] {
  return [...obs.tricks.flatMap((t) => t.cards.map((p) => p.card)), ...obs.trick.map((p) => p.card)];
}

export function readTable(obs: KloepperObservation): Table {
  const seen = new Set<Card>([...obs.hand, ...playedCards(obs)]);
  const unseen = new Set(KLOEPPER_PACK.filter((c) => !seen.has(c)));
  const me = obs.seat;
  const side = [0, 0, 0, 0];
  side[me] = 1;
  for (const x of obs.knownPartners) side[x] = 1;
  // the Queens team has two members (one alone): once mine are known, the rest are opponents;
  // in a called game the opponents are two as well
  const queensFull = obs.ownSide === 'queens' && (obs.alone || obs.knownPartners.length >= 1);
  const opponentsFull = obs.ownSide === 'opponents' && obs.call !== null && obs.knownPartners.length >= 1;
  for (let x = 0; x < 4; x++) {
    if (side[x] === 1) continue;
    if (obs.ownSide === 'queens') side[x] = queensFull || obs.opponentsShown.includes(x) ? -1 : 0;
    else if (obs.ownSide === 'opponents') side[x] = obs.queensShown.includes(x) || opponentsFull ? -1 : obs.teamShown ? 1 : 0;
  }
  return { obs, me, unseen, side };
}

/** Does `card` beat every unseen card of its effective suit (a trump: every unseen trump)? */
export function isBoss(card: Card, unseen: ReadonlySet<Card>): boolean {
  const e = effSuit(card);
  for (const c of unseen) if (effSuit(c) === e && strength(c) > strength(card)) return false;
  return true;
}

/** What giving up a card costs: its points, and a trump's strength (kept for later tricks). */
const cost = (c: Card): number => cardPoints(c) * 2 + (isTrump(c) ? 6 + strength(c) : strength(c) / 2);
const cheapest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (cost(b) < cost(a) ? b : a));
/** The card worth most points that is not a high trump (the smear onto a partner's trick). */
function fattest(cards: readonly Card[]): Card {
  const val = (c: Card): number => cardPoints(c) * 3 - (isTrump(c) ? strength(c) : 0);
  return cards.reduce((a, b) => (val(b) > val(a) ? b : a));
}

const wins = (trick: readonly PlayedCard[], me: Seat, c: Card): boolean => trickWinner([...trick, { seat: me, card: c }]) === me;

// ---------------------------------------------------------------- declaration and knocks

const trumpsOf = (hand: readonly Card[]): Card[] => hand.filter(isTrump);

/** §4 row 3: go alone, or the ace to call. */
export function declaration(hand: readonly Card[], calls: readonly Card[]): Card | null {
  const trumps = trumpsOf(hand).length;
  const aces = hand.filter((c) => c.startsWith('A') && !isTrump(c)).length;
  if (calls.length === 0 || trumps >= 5 || (trumps >= 4 && aces >= 1)) return null;
  const plainCount = (ace: Card): number => hand.filter((c) => !isTrump(c) && c.endsWith(ace.slice(-1))).length;
  const held = calls.filter((a) => plainCount(a) > 0);
  const pool = held.length > 0 ? held : calls;
  return pool.reduce((a, b) => (plainCount(b) < plainCount(a) ? b : a));
}

/** Has a trick of this deal gone to a seat known to be on the other side of the Queens team? */
function queensLostATrick(t: Table): boolean {
  const { obs } = t;
  const foeOfQueens = (x: Seat): boolean => obs.opponentsShown.includes(x) || (obs.ownSide === 'opponents' && t.side[x] === 1);
  return obs.tricks.some((tr) => foeOfQueens(tr.winner));
}

/** A knock only when no trick can be lost: every card held wins by itself. */
export function shouldKnock(t: Table): boolean {
  const { obs } = t;
  if (queensLostATrick(t)) return false;
  if (obs.tricks.some((tr) => t.side[tr.winner] !== 1)) return false;
  const trumps = trumpsOf(obs.hand);
  if (!trumps.every((c) => isBoss(c, t.unseen))) return false;
  const unseenTrumps = [...t.unseen].filter(isTrump).length;
  // the plain cards win once the trumps are drawn: aces of suits with enough cards out
  const plainsWin = obs.hand.filter((c) => !isTrump(c)).every((c) => c.startsWith('A') && trumps.length >= unseenTrumps);
  return plainsWin && obs.hand.length >= 4;
}

/** Knock off when the knock has failed already, or a trump of mine beats every unseen one. */
export function shouldKnockOff(t: Table): boolean {
  if (t.obs.options.knockOffRule === 'literal') return false;
  if (queensLostATrick(t) || t.obs.tricks.some((tr) => tr.winner === t.me)) return true;
  return trumpsOf(t.obs.hand).some((c) => isBoss(c, t.unseen) && !t.obs.hand.includes('QC'));
}

// ---------------------------------------------------------------- card play

function lead(t: Table, cards: readonly Card[]): Card {
  const trumps = cards.filter(isTrump);
  const plains = cards.filter((c) => !isTrump(c));
  if (t.obs.ownSide === 'queens') {
    const boss = trumps.filter((c) => isBoss(c, t.unseen));
    if (boss.length > 0) return boss.reduce((a, b) => (strength(b) > strength(a) ? b : a));
    if (trumps.length >= 2) return cheapest(trumps);
  }
  const aces = plains.filter((c) => c.startsWith('A'));
  if (aces.length > 0) return aces[0];
  if (plains.length > 0) {
    const call = t.obs.call;
    const called = call && t.obs.ownSide === 'opponents' ? plains.filter((c) => c.endsWith(call.card.slice(-1))) : [];
    if (called.length > 0) return cheapest(called);
    const count = (c: Card): number => plains.filter((x) => x.endsWith(c.slice(-1))).length;
    return plains.reduce((a, b) => (count(b) < count(a) || (count(b) === count(a) && cost(b) < cost(a)) ? b : a));
  }
  return cheapest(cards);
}

function follow(t: Table, cards: readonly Card[]): Card {
  const { obs, me } = t;
  const trick = obs.trick;
  const last = trick.length === 3;
  const w = trickWinner(trick);
  const winning = trick.find((p) => p.seat === w)!.card;
  // the rest of the trick is to come from these seats
  const after = [1, 2, 3].slice(0, 3 - trick.length).map((k) => (me + k) % 4);
  const partnerHolds = t.side[w] === 1 && (last || (isBoss(winning, t.unseen) && (isTrump(winning) || after.every((x) => t.side[x] === 1))));
  if (partnerHolds) return fattest(cards);
  const winners = cards.filter((c) => wins(trick, me, c));
  const points = trick.reduce((a, p) => a + cardPoints(p.card), 0);
  if (winners.length > 0 && t.side[w] !== 1) {
    if (last) return cheapest(winners);
    const sure = winners.filter((c) => isBoss(c, t.unseen) && (isTrump(c) || after.every((x) => t.side[x] === 1)));
    if (sure.length > 0 && (points > 0 || after.some((x) => t.side[x] !== 1))) return cheapest(sure);
    // a low trump onto a fat plain trick: worth the risk
    const lowTrumps = winners.filter((c) => isTrump(c) && !isTrump(winning) && strength(c) <= 5);
    if (lowTrumps.length > 0 && points >= 10) return cheapest(lowTrumps);
  }
  return cheapest(cards);
}

/** The card to play (`cards`: the legal ones). */
export function chooseCard(t: Table, cards: readonly Card[]): Card {
  if (cards.length === 1) return cards[0];
  return t.obs.trick.length === 0 ? lead(t, cards) : follow(t, cards);
}

function act(obs: KloepperObservation, _rng: Rng): Action {
  const legal = obs.legal;
  if (legal.length === 1) return legal[0];
  const has = (type: string): Action | undefined => legal.find((a) => a.type === type);
  if (obs.phase === 'partnerDeclaration') {
    const calls = legal.filter((a) => a.type === 'CALL_PARTNER').map((a) => a.card as Card);
    const ace = declaration(obs.hand, calls);
    return ace === null ? has('GO_ALONE')! : legal.find((a) => a.card === ace)!;
  }
  const t = readTable(obs);
  if (obs.phase === 'knockWindow') {
    const knock = has('KNOCK');
    if (knock && shouldKnock(t)) return knock;
    const off = has('KNOCK_OFF');
    if (off && shouldKnockOff(t)) return off;
    return has('PASS')!;
  }
  const cards = legal.filter((a) => a.type === 'PLAY').map((a) => a.card as Card);
  return { type: 'PLAY', card: chooseCard(t, cards) };
}

export const kloepperSparring: SparringPlayer<KloepperObservation> = { act };

