// The deal and the trump declaration (§3.5–§3.7, §4 rows 3–5 and notes): the engine deals one
// card at a time and stops whenever a player has a chance to declare, asking that player alone
// (toAct). Under declarationTiming 'onDeal' (the seed) a chance comes with the card just dealt:
// a trump-rank card while nothing is declared, the second copy of a trump-rank card of another
// suit against a single-card declaration (override), or the second copy of the declared card
// (reinforce); right after a single-card declaration every other player already holding such
// a pair is asked, in play order after the declarer. Under 'anyTime' every player with any
// legal declaration is asked after every dealt card, in play order from its receiver, and
// DEAL_END_WINDOW polls them from the King until a full round passes. The declaration's guards
// are checked against the hand as dealt so far.
import { appended, concatenated, filled, setAt } from '../../core/arrays';
import { refuse } from '../../core/errors';
import { createRng } from '../../core/rng';
import type { Action, Card, Fact, Refusal, Seat } from '../../core/types';
import { DEALT_CARDS } from './deal';
import { pickUpKitty } from './kitty';
import { countOf, distinct, isPackCard, rankOfCard, suitOfCard } from './rules';
import { playOrderFrom } from './seating';
import type { KothState } from './types';

const PASS: Action = Object.freeze({ type: 'PASS' });

/** The player the engine asks now during the deal, or -1. */
export function asked(s: KothState): Seat {
  return s.chance !== null && s.pollIdx < s.poll.length ? s.poll[s.pollIdx] : -1;
}

/** The card a declaration must use now (onDeal: the card just dealt to the player asked), or null: any card. */
function mustUse(s: KothState, seat: Seat): Card | null {
  if (s.chance !== 'dealt') return null;
  const hand = s.hands[seat];
  return hand[hand.length - 1];
}

/**
 * §4 row 3's guards: the declarations `seat` may make with the cards it holds now; with `use`
 * only those with that card. Declare (nothing declared yet) with one trump-rank card or, if
 * allowed, two identical ones; override a single-card declaration of another player with an
 * identical pair of another suit; reinforce one's own single card with its second copy.
 */
export function declarationOptions(s: KothState, seat: Seat, use: Card | null): Action[] {
  const d = s.declaration;
  if (d.level === 2) return [];
  const hand = s.hands[seat];
  const out: Action[] = [];
  for (const c of distinct(hand)) {
    if (rankOfCard(c) !== s.trumpRank || (use !== null && c !== use)) continue;
    const two = countOf(hand, c) >= 2;
    if (d.level === 0) {
      out.push({ type: 'DECLARE_TRUMP', cards: [c] });
      if (two && s.options.allowInitialPairDeclaration) out.push({ type: 'DECLARE_TRUMP', cards: [c, c] });
    } else if (seat !== d.declarer) {
      if (two && suitOfCard(c) !== d.suit) out.push({ type: 'OVERRIDE_TRUMP', cards: [c, c] });
    } else if (two && s.options.allowReinforce && c === d.cards[0]) out.push({ type: 'REINFORCE', card: c });
  }
  return out;
}

/** The legal actions of the player asked: its declarations, then PASS. */
export function chanceActions(s: KothState, seat: Seat): Action[] {
  if (seat !== asked(s)) return [];
  const out = declarationOptions(s, seat, mustUse(s, seat));
  out.push(PASS);
  return out;
}

const isCardList = (x: unknown, sizes: readonly number[]): x is Card[] => Array.isArray(x) && sizes.includes(x.length) && x.every(isPackCard);

/** Why a declaration of the player asked is refused, or null (the phase and the turn are checked before). */
export function declarationRefusal(s: KothState, seat: Seat, a: Action): Refusal | null {
  const d = s.declaration;
  const r = s.trumpRank;
  const hand = s.hands[seat];
  let cards: Card[];
  if (a.type === 'REINFORCE') {
    if (!isPackCard(a.card)) return refuse('ERR_BAD_ACTION', { type: a.type });
    cards = [a.card, a.card];
    if (!s.options.allowReinforce) return refuse('ERR_REINFORCE_OFF');
    if (d.level === 0) return refuse('ERR_NO_DECLARATION');
    if (d.level === 2) return refuse('ERR_DECLARATION_FINAL');
    if (seat !== d.declarer) return refuse('ERR_NOT_DECLARER', { seat: d.declarer });
    if (a.card !== d.cards[0]) return refuse('ERR_NOT_DECLARED_CARD', { card: d.cards[0] });
  } else {
    const pairOnly = a.type === 'OVERRIDE_TRUMP';
    if (!isCardList(a.cards, pairOnly ? [2] : [1, 2])) return refuse('ERR_BAD_ACTION', { type: a.type });
    cards = a.cards;
    if (pairOnly) {
      if (d.level === 0) return refuse('ERR_NO_DECLARATION');
      if (d.level === 2) return refuse('ERR_DECLARATION_FINAL');
      if (seat === d.declarer) return refuse('ERR_OWN_DECLARATION');
    } else if (d.level !== 0) return refuse('ERR_ALREADY_DECLARED', { suit: d.suit! });
    if (cards.some((c) => rankOfCard(c) !== r)) return refuse('ERR_NOT_TRUMP_RANK', { rank: r });
    if (cards.length === 2 && cards[0] !== cards[1]) return refuse('ERR_NOT_IDENTICAL');
    if (pairOnly && suitOfCard(cards[0]) === d.suit) return refuse('ERR_SAME_SUIT', { suit: d.suit! });
    if (!pairOnly && cards.length === 2 && !s.options.allowInitialPairDeclaration) return refuse('ERR_NO_PAIR_DECLARATION');
  }
  if (countOf(hand, cards[0]) < cards.length) return refuse('ERR_CARD_NOT_IN_HAND', { card: cards[0] });
  const use = mustUse(s, seat);
  if (use !== null && cards[0] !== use) return refuse('ERR_NOT_JUST_DEALT', { card: use });
  return null;
}

/** Applies a declaration the guards accepted (on `next`, a state fresh from this action), with its fact. */
export function declare(next: KothState, seat: Seat, a: Action, facts: Fact[]): void {
  const reinforce = a.type === 'REINFORCE';
  const cards: Card[] = reinforce ? [a.card as Card, a.card as Card] : (a.cards as Card[]).slice();
  // a reinforcement shows the second copy; a declaration or an override its cards
  const shown = reinforce ? [a.card as Card] : cards;
  const level = cards.length === 2 ? 2 : 1;
  const suit = reinforce ? next.declaration.suit : suitOfCard(cards[0]);
  next.declaration = { level, suit, declarer: seat, cards };
  next.trumpSuit = suit;
  next.exposed = setAt(next.exposed, seat, concatenated(next.exposed[seat], shown));
  // §3.2 firstKing 'firstDeclarer' (D-4): the first player to declare in round 1 is King
  if (next.king < 0) next.king = seat;
  facts.push({ type: 'TRUMP_DECLARED', seat, cards: cards.slice(), level, kind: reinforce ? 'reinforce' : a.type === 'OVERRIDE_TRUMP' ? 'override' : 'declare' });
}

/** The order of the deal: every player in play order from the first receiver. */
const dealOrder = (s: KothState): Seat[] => playOrderFrom(s.places, s.firstReceiver);

/** Asks `poll[idx]` or the first player after it in `poll` with a declaration; false when nobody is left. */
function askFrom(next: KothState, poll: Seat[], idx: number, chance: 'override' | 'anyTime'): boolean {
  for (let i = idx; i < poll.length; i++) {
    if (declarationOptions(next, poll[i], null).length > 0) {
      next.poll = poll;
      next.pollIdx = i;
      next.chance = chance;
      next.phase = 'dealing';
      return true;
    }
  }
  return false;
}

/**
 * Deals on from `next` (a state fresh from this action) until a player has a chance or the
 * 100 cards are out; then DEAL_END_WINDOW (anyTime) or the end of the deal.
 */
export function dealOn(next: KothState, facts: Fact[]): KothState {
  next.poll = [];
  next.pollIdx = 0;
  next.chance = null;
  const order = dealOrder(next);
  const hands = next.hands.slice();
  next.hands = hands;
  const onDeal = next.options.declarationTiming === 'onDeal';
  const from = next.dealt;
  while (next.dealt < DEALT_CARDS) {
    const k = next.dealt;
    const p = order[k % 5];
    const card = next.dealHands[p][Math.floor(k / 5)];
    hands[p] = appended(hands[p], card);
    next.dealt = k + 1;
    if (onDeal) {
      if (rankOfCard(card) === next.trumpRank && declarationOptions(next, p, card).length > 0) {
        next.poll = [p];
        next.pollIdx = 0;
        next.chance = 'dealt';
        next.phase = 'dealing';
        break;
      }
    } else if (askFrom(next, playOrderFrom(next.places, p), 0, 'anyTime')) break;
  }
  if (next.dealt > from) facts.push({ type: 'DEALT', dealt: next.dealt });
  if (next.chance !== null) return next;
  return onDeal ? finishDeal(next, facts) : openWindow(next, facts);
}

/** The player DEAL_END_WINDOW starts from: the King (or, before one is known, the first receiver). */
const windowStart = (s: KothState): Seat => (s.king >= 0 ? s.king : s.firstReceiver);

/** §4 row 4: every player with a declaration, in play order from the King, until five in a row have passed. */
function openWindow(next: KothState, facts: Fact[]): KothState {
  next.poll = playOrderFrom(next.places, windowStart(next));
  next.quiet = 0;
  return seekWindow(next, 0, facts);
}

/** Asks the window's player at `idx` or the next one with a declaration, counting those without as passes. */
function seekWindow(next: KothState, idx: number, facts: Fact[]): KothState {
  for (let i = idx; next.quiet < 5; i = (i + 1) % 5) {
    if (declarationOptions(next, next.poll[i], null).length > 0) {
      next.pollIdx = i;
      next.chance = 'window';
      next.phase = 'dealEndWindow';
      return next;
    }
    next.quiet++;
  }
  return finishDeal(next, facts);
}

/**
 * After the player asked answered (`declared`: with a declaration): the next chance of the same
 * poll, the override poll after a single-card declaration (onDeal), or the deal goes on.
 */
export function afterAnswer(next: KothState, seat: Seat, declared: boolean, facts: Fact[]): KothState {
  const chance = next.chance;
  if (chance === 'window') {
    next.quiet = declared ? 0 : next.quiet + 1;
    return seekWindow(next, (next.pollIdx + 1) % 5, facts);
  }
  if (chance === 'dealt') {
    // §4 notes: right after a single-card declaration, the players already holding a pair are asked
    if (declared && next.declaration.level === 1 && askFrom(next, playOrderFrom(next.places, seat).slice(1), 0, 'override')) return next;
    return dealOn(next, facts);
  }
  if (askFrom(next, next.poll, next.pollIdx + 1, chance as 'override' | 'anyTime')) return next;
  return dealOn(next, facts);
}

/**
 * The deal is over: without a King yet (firstDeclarer, nobody declared) one is drawn from the
 * seed; with a declaration the King picks up the kitty, else he chooses the trump (§4 row 5).
 */
function finishDeal(next: KothState, facts: Fact[]): KothState {
  next.poll = [];
  next.pollIdx = 0;
  next.chance = null;
  next.quiet = 0;
  if (next.king < 0) {
    next.king = createRng(`${next.seed}/firstKing`).int(5);
    facts.push({ type: 'KING_DRAWN', seat: next.king });
  }
  if (next.declaration.level > 0) return pickUpKitty(next, facts);
  next.phase = 'chooseTrump';
  return next;
}

/** An empty round's declaration state. */
export function freshDeclaration(): Pick<KothState, 'declaration' | 'exposed' | 'trumpSuit'> {
  return { declaration: { level: 0, suit: null, declarer: -1, cards: [] }, exposed: filled<Card[]>(5, []), trumpSuit: null };
}
