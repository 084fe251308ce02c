// Toepen's sparring partner (engine/ai/sparring.ts): a careful pub player with rules of
// thumb and no search. It never samples the hidden cards and never plays a deal out; it
// counts. Every card it cannot see is "still out", and a small model says how likely each
// opponent is to hold it: a dealt card is with a given opponent one time in seven, an
// opponent keeps its strongest cards for the end and sheds the weak ones first, a void it
// showed holds, and a knock, a stay or a shown signal says "strong". From that it reads the
// chance that a card of its own wins a trick, and with that chance:
// - exchange: swaps four low cards; swaps a hopeless hand as a bluff now and then;
// - challenge: only when what it holds makes an honest swap unlikely enough to pay;
// - signal: the mandatory signal always, the optional bluff rarely;
// - card play: keeps the card most likely to take the last trick, tries to take trick 3
//   when the card it keeps would then lead the last trick safely, sheds low cards early,
//   follows low unless winning the trick is worth it (a short look at its own hand only);
// - knock: when its chance to win the deal is high (surely in trick 4 with the winner in
//   hand), more readily late in the deal, before it shows the winning card; a rare bluff;
// - stay or fold: stays when the chance to win times the gain beats the fold fee.
// It reads the observation only; all its chance comes from the rng it is given.
import type { Rng } from '../../core/rng';
import type { Action, Card, PlayedCard, Seat } from '../../core/types';
import type { SparringPlayer } from '../../ai/sparring';
import { isHonestExchange, isLowCard, strength, suitOf, TOEPEN_DECK, trickRulesFor, trickWinner } from './rules';
import { ledCard, legalFollows } from '../../kit/follow';
import type { CardOrder } from './rules';
import type { KnockRecord, ToepenObservation } from './types';
import { choose } from '../../ai/odds';

const SUITS = ['C', 'D', 'H', 'S'] as const;
const HAND_SIZE = 4;
/** Cards dealt to the others as seen by one seat: the pack less its own four. */
const CARDS_NOT_MINE = TOEPEN_DECK.length - HAND_SIZE;
const CARD_INDEX = new Map<Card, number>(TOEPEN_DECK.map((c, i) => [c, i]));

const KNOCK: Action = { type: 'KNOCK' };
const PASS: Action = { type: 'PASS' };

// ---------------------------------------------------------------- tuning
// The rules of thumb in numbers; each one says why.

/** A knocker, by the table's habits, holds a card it expects to take the last trick. */
const KNOCKER_HIGH_CARDS = 3;
/** A knock late in the deal: the knocker holds the top card left in a suit (trick 3, trick 4)… */
const KNOCKER_TOP_CARD_3 = 1.5;
const KNOCKER_TOP_CARD_4 = 2;
/**
 * …or, knocking in trick 4 after the lead, a card that beats the trick so far. Believed only
 * moderately: a table that knocks at random (the random player) would make it fold too much.
 */
const KNOCKER_BEATS_TRICK_4 = 5;
/** A seat that stayed against a knock is a little stronger than a random one. */
const STAYER_HIGH_CARDS = 1.4;
/** "High" for those two: queen and up (seed order), 8 and up (Dutch order). */
const HIGH_STRENGTH = 5;
/** Standing up or whistling shows three or four top cards (or, as a bluff, bottom cards). */
const SIGNAL_TOP_CARDS = 8;
const SIGNAL_BOTTOM_CARDS = 2;
/** Chance to win the deal at which it knocks, by trick: later the count is surer. */
const KNOCK_AT: readonly number[] = [0, 0.66, 0.62, 0.58, 0.5];
/** A higher stake asks for a surer hand: opponents who stay at a high stake are strong. */
const KNOCK_PER_STAKE = 0.02;
/** Bluff knocks: rarely, early, on its own turn, with a hand that is not hopeless. */
const BLUFF_KNOCK = 0.03;
const BLUFF_KNOCK_MIN_CHANCE = 0.25;
/** Staying must beat folding by this much (chips): a stayer may face another knock. */
const STAY_MARGIN = 0.1;
/** How often it bluff-swaps a hand without a card above a jack (seed order). */
const BLUFF_SWAP = 0.15;
const BLUFF_SWAP_MAX_STRENGTH = 4;
/** Its picture of the table: honest hands are swapped, other weak hands now and then. */
const SWAPS_HONEST = 0.9;
const SWAPS_OTHER = 0.12;
/** How often it sends an optional (bluff) signal with three or four bottom cards. */
const BLUFF_SIGNAL = 0.1;

// ---------------------------------------------------------------- the read of the table

/** What the seat has worked out from its observation: who is in, what is out, who holds what. */
interface TableRead {
  obs: ToepenObservation;
  me: Seat;
  order: CardOrder;
  /** active opponents (not folded, not out) */
  opponents: Seat[];
  /** cards it cannot see: in another hand, the stock, or face down */
  unseen: Card[];
  /** per seat, per card of the pack: the chance it holds that card now */
  holds: number[][];
  /** per seat: cards in hand now */
  handSize: number[];
  /** beatChance answers already worked out, by seat, suit, strength and cards */
  beats: Map<number, number>;
  /** handValue answers already worked out, by hand, lead, trick and leader */
  values: Map<string, number>;
}

const isActiveSeat = (obs: ToepenObservation, seat: Seat): boolean => !obs.folded[seat] && !obs.eliminated[seat];

/** Suits each seat has shown it lacks (it did not follow a led suit), as sets. */
function shownVoids(obs: ToepenObservation): Set<string>[] {
  const voids = Array.from({ length: obs.players }, () => new Set<string>());
  const mark = (cards: readonly PlayedCard[]): void => {
    if (cards.length === 0) return;
    const led = suitOf(cards[0].card);
    for (const p of cards) if (suitOf(p.card) !== led) voids[p.seat].add(led);
  };
  for (const t of obs.tricks) mark(t.cards);
  mark(obs.trick);
  return voids;
}

/**
 * Chance that a card of strength `str`, dealt in a hand of four, is still among that hand's
 * `keep` strongest: a player sheds the weak cards first and keeps the strong ones for the
 * last trick. Each of the other three cards is stronger with chance (7.5 − str) / 8 (a card of
 * the same rank counts half).
 */
function keepChanceOf(str: number, keep: number): number {
  if (keep >= HAND_SIZE) return 1;
  if (keep <= 0) return 0;
  const q = (7.5 - str) / 8;
  let p = 0;
  for (let stronger = 0; stronger < keep; stronger++) p += choose(3, stronger) * q ** stronger * (1 - q) ** (3 - stronger);
  return p;
}

/** keepChanceOf by strength (0–7) and cards kept (0–4), worked out once. */
const KEEP: readonly (readonly number[])[] = Array.from({ length: 8 }, (_, str) => Array.from({ length: HAND_SIZE + 1 }, (_, k) => keepChanceOf(str, k)));
const keepChance = (str: number, keep: number): number => KEEP[str][Math.max(0, Math.min(HAND_SIZE, keep))];

/** How much more likely `seat` is to hold `card` than an average seat, by what it showed. */
function evidence(obs: ToepenObservation, seat: Seat, card: Card): number {
  const str = strength(card, obs.options.cardOrder);
  let w = 1;
  const knocks = obs.knocks.filter((k) => k.knocker === seat);
  if (str >= HIGH_STRENGTH) {
    if (knocks.length > 0) w *= KNOCKER_HIGH_CARDS;
    else if (obs.knocks.some((k) => k.answers.some((a) => a.seat === seat && a.stay))) w *= STAYER_HIGH_CARDS;
  }
  // A late knock names the card: late in the deal a knocker holds what it expects to win the
  // last trick with, the top card still out in its suit, or the card that beats trick 4 so far.
  for (const k of knocks) {
    if (k.trickNo === 4 && beatsTrick4At(obs, k, card)) w *= KNOCKER_BEATS_TRICK_4;
    else if (k.trickNo >= 3 && isTopLeft(obs, card)) w *= k.trickNo === 4 ? KNOCKER_TOP_CARD_4 : KNOCKER_TOP_CARD_3;
  }
  const signal = obs.signals?.[seat];
  if (signal === 'stand' || signal === 'whistle') {
    if (str === 7) w *= SIGNAL_TOP_CARDS;
    else if (str === 0) w *= SIGNAL_BOTTOM_CARDS;
  }
  return w;
}

/** No card of `card`'s suit stronger than it is left unplayed (this seat's own cards count as left). */
function isTopLeft(obs: ToepenObservation, card: Card): boolean {
  const order = obs.options.cardOrder;
  const suit = suitOf(card);
  const str = strength(card, order);
  const played = new Set<Card>(obs.played.flat());
  return TOEPEN_DECK.every((c) => suitOf(c) !== suit || strength(c, order) <= str || played.has(c));
}

/**
 * A knock in trick 4 after the lead, by a seat yet to play: `card` beats the cards of trick 4
 * played before the knock (the seats that had played four cards then).
 */
function beatsTrick4At(obs: ToepenObservation, k: KnockRecord, card: Card): boolean {
  if (obs.trickNo !== 4 || k.played[k.knocker] >= HAND_SIZE) return false;
  const before = obs.trick.filter((p) => k.played[p.seat] >= HAND_SIZE);
  if (before.length === 0) return false;
  const led = suitOf(before[0].card);
  if (suitOf(card) !== led) return false;
  const order = obs.options.cardOrder;
  return before.every((p) => obs.folded[p.seat] || suitOf(p.card) !== led || strength(p.card, order) < strength(card, order));
}

/**
 * Where each unseen card is likely to be. Every other seat was dealt four of the 28 cards
 * this seat did not get (one in seven each), the rest lies in the stock or face down; an
 * opponent still holds a card of its deal as often as keepChance says, never one of a suit
 * it showed void in, and more often a strong one when it knocked, stayed or signalled.
 */
function readTable(obs: ToepenObservation): TableRead {
  const me = obs.seat;
  const order = obs.options.cardOrder;
  const seen = new Set<Card>(obs.hand);
  for (const p of obs.played) for (const c of p) seen.add(c);
  for (const ch of obs.challenges) for (const c of ch.cards) seen.add(c);
  const unseen = TOEPEN_DECK.filter((c) => !seen.has(c));
  const voids = shownVoids(obs);
  const opponents: Seat[] = [];
  const dealt = HAND_SIZE / CARDS_NOT_MINE;
  let othersInGame = 0;
  for (let s = 0; s < obs.players; s++) {
    if (s === me || obs.eliminated[s]) continue;
    othersInGame++;
    if (!obs.folded[s]) opponents.push(s);
  }
  // The stock and the face-down piles (my own swapped-away hand among them).
  const elsewhere = Math.max(0, 1 - othersInGame * dealt) + (obs.exchanged[me] ? dealt : 0);
  const holds = Array.from({ length: obs.players }, () => new Array<number>(TOEPEN_DECK.length).fill(0));
  const handSize = obs.handSizes.slice();
  for (const card of unseen) {
    const suit = suitOf(card);
    const str = strength(card, order);
    const weights = new Array<number>(obs.players).fill(0);
    let total = elsewhere;
    for (let s = 0; s < obs.players; s++) {
      if (s === me || obs.eliminated[s] || voids[s].has(suit)) continue;
      // A folded hand lies face down with the cards it held when it folded.
      const held = obs.folded[s] ? HAND_SIZE - obs.played[s].length : handSize[s];
      const w = dealt * keepChance(str, held) * (obs.folded[s] ? 1 : evidence(obs, s, card));
      total += w;
      if (!obs.folded[s]) weights[s] = w;
    }
    if (total <= 0) continue;
    const i = CARD_INDEX.get(card)!;
    for (const s of opponents) holds[s][i] = Math.min(1, weights[s] / total);
  }
  return { obs, me, order, opponents, unseen, holds, handSize, beats: new Map(), values: new Map() };
}

/** Chance that `seat` will still hold `card` when it is down to `cards` cards. */
function holdsAt(t: TableRead, seat: Seat, card: Card, cards: number): number {
  const now = t.holds[seat][CARD_INDEX.get(card)!];
  const size = t.handSize[seat];
  if (now === 0 || cards >= size) return now;
  const str = strength(card, t.order);
  return (now * keepChance(str, cards)) / keepChance(str, size);
}

/** Chance that `seat`, down to `cards` cards, holds a card of `suit` stronger than `than` (−1: any card of the suit). */
function beatChance(t: TableRead, seat: Seat, suit: string, than: number, cards: number): number {
  const key = (((seat * 4 + SUITS.indexOf(suit as (typeof SUITS)[number])) * 9 + than + 1) * 8) + cards;
  const known = t.beats.get(key);
  if (known !== undefined) return known;
  let none = 1;
  for (const c of t.unseen) {
    if (suitOf(c) === suit && strength(c, t.order) > than) none *= 1 - holdsAt(t, seat, c, cards);
  }
  t.beats.set(key, 1 - none);
  return 1 - none;
}

/** Chance that `seat`, down to `cards` cards, holds a card of `suit` weaker than `than`. */
function lowerChance(t: TableRead, seat: Seat, suit: string, than: number, cards: number): number {
  let p = 0;
  for (const c of t.unseen) {
    if (suitOf(c) === suit && strength(c, t.order) < than) p += holdsAt(t, seat, c, cards);
  }
  return Math.min(1, p);
}

// ---------------------------------------------------------------- chances to win

/** Trick `trickNo` (1–4) leading `card`: nobody still in holds a stronger card of its suit. */
function leadWins(t: TableRead, card: Card, trickNo: number): number {
  const cards = HAND_SIZE + 1 - trickNo;
  const suit = suitOf(card);
  const str = strength(card, t.order);
  let p = 1;
  for (const o of t.opponents) p *= 1 - beatChance(t, o, suit, str, cards);
  return p;
}

/**
 * The last trick, following with `card`: the leader's last card is a weaker one of its suit
 * and nobody else beats it. When the leader is not known yet: the average over the opponents.
 */
function followWinsLast(t: TableRead, card: Card, knownLeader: Seat | null): number {
  if (t.opponents.length === 0) return 1;
  const suit = suitOf(card);
  const str = strength(card, t.order);
  const leaders = knownLeader !== null && t.opponents.includes(knownLeader) ? [knownLeader] : t.opponents;
  let sum = 0;
  for (const leader of leaders) {
    let p = lowerChance(t, leader, suit, str, 1);
    for (const o of t.opponents) if (o !== leader) p *= 1 - beatChance(t, o, suit, str, 1);
    sum += p;
  }
  return sum / leaders.length;
}

/**
 * Chance to win the deal holding `hand` at the start of trick `trickNo`, leading it or not.
 * A short look at its own cards only (which to keep, which to spend), with the opponents'
 * cards taken from the counting model, never dealt out.
 */
function handValue(t: TableRead, hand: readonly Card[], leading: boolean, trickNo: number, leader: Seat | null = null): number {
  const key = `${hand.join()}/${leading}/${trickNo}/${leader}`;
  let value = t.values.get(key);
  if (value === undefined) {
    value = freshHandValue(t, hand, leading, trickNo, leader);
    t.values.set(key, value);
  }
  return value;
}

function freshHandValue(t: TableRead, hand: readonly Card[], leading: boolean, trickNo: number, leader: Seat | null): number {
  if (hand.length === 0) return 0;
  if (hand.length === 1) return leading ? leadWins(t, hand[0], 4) : followWinsLast(t, hand[0], leader);
  if (leading) {
    let best = 0;
    for (const card of hand) best = Math.max(best, afterTrick(t, hand, card, leadWins(t, card, trickNo), trickNo));
    return best;
  }
  return followValue(t, hand, trickNo);
}

/** Value of playing `card` to trick `trickNo` and taking it with chance `win`. */
function afterTrick(t: TableRead, hand: readonly Card[], card: Card, win: number, trickNo: number): number {
  return withRest(t, hand.filter((c) => c !== card), win, trickNo);
}

/** Value of holding `rest` after trick `trickNo`, taken (and the next lead) with chance `win`. */
function withRest(t: TableRead, rest: readonly Card[], win: number, trickNo: number): number {
  if (rest.length === 0) return win;
  return win * handValue(t, rest, true, trickNo + 1) + (1 - win) * handValue(t, rest, false, trickNo + 1);
}

/**
 * Someone else leads trick `trickNo`: each suit is led about as often as its cards are out;
 * it follows with the best of its cards of that suit (or discards the best way when void),
 * taking the trick when the led card is weaker and nobody after it beats its card.
 */
function followValue(t: TableRead, hand: readonly Card[], trickNo: number): number {
  const cards = HAND_SIZE + 1 - trickNo;
  let total = 0;
  let value = 0;
  for (const suit of SUITS) {
    const out = t.unseen.filter((c) => suitOf(c) === suit);
    if (out.length === 0) continue;
    total += out.length;
    const mine = hand.filter((c) => suitOf(c) === suit);
    const options = mine.length > 0 ? mine : hand;
    let best = 0;
    for (const card of options) {
      let win = 0;
      if (suitOf(card) === suit) {
        const str = strength(card, t.order);
        win = out.filter((c) => strength(c, t.order) < str).length / out.length;
        const others = t.opponents.length - 1;
        // Everybody after the leader may beat it: the leader's own cards are spent already.
        const beaten = t.opponents.reduce((acc, o) => acc * (1 - beatChance(t, o, suit, str, cards)), 1);
        win *= others > 0 ? beaten ** (others / t.opponents.length) : 1;
      }
      best = Math.max(best, afterTrick(t, hand, card, win, trickNo));
    }
    value += out.length * best;
  }
  return total > 0 ? value / total : handValue(t, hand, true, trickNo);
}

/** The active seats that have still to play to the current trick, `me` excluded. */
function stillToPlay(t: TableRead): Seat[] {
  const played = new Set(t.obs.trick.map((p) => p.seat));
  return t.opponents.filter((o) => !played.has(o));
}

/** Chance that the current trick, with `card` added by this seat (or as it is), ends up this seat's. */
function currentTrickWins(t: TableRead, card: Card | null): number {
  const trick = card ? [...t.obs.trick, { seat: t.me, card }] : t.obs.trick;
  if (trick.length === 0 || trickWinner(trick, t.obs.folded, t.order) !== t.me) return 0;
  const led = suitOf(trick[0].card);
  const mine = trick.find((p) => p.seat === t.me)!.card;
  // Off the led suit it wins only while nobody in follows; on it, while nobody beats it.
  const than = suitOf(mine) === led ? strength(mine, t.order) : -1;
  let p = 1;
  for (const o of stillToPlay(t)) p *= 1 - beatChance(t, o, led, than, t.handSize[o]);
  return p;
}

/** Chance to win the deal after playing `card` now. */
function playValue(t: TableRead, card: Card): number {
  return afterTrick(t, t.obs.hand, card, currentTrickWins(t, card), t.obs.trickNo);
}

/** The seat that leads an empty trick: the leader, or the next seat in if it folded. */
function leaderOf(obs: ToepenObservation): Seat {
  for (let k = 0; k < obs.players; k++) {
    const s = (obs.leader + k) % obs.players;
    if (isActiveSeat(obs, s)) return s;
  }
  return obs.leader;
}

/** Chance to win the deal from here (trick play or a knock to answer). */
function dealChance(t: TableRead): number {
  const { obs, me } = t;
  if (t.opponents.length === 0) return 1;
  const hand = obs.hand;
  if (obs.trick.some((p) => p.seat === me)) return withRest(t, hand, currentTrickWins(t, null), obs.trickNo);
  if (obs.trick.length === 0) {
    const leader = leaderOf(obs);
    return handValue(t, hand, leader === me, obs.trickNo, leader);
  }
  let best = 0;
  for (const card of legalFollows(hand, ledCard(obs.trick), trickRulesFor(t.order))) best = Math.max(best, playValue(t, card));
  return best;
}

// ---------------------------------------------------------------- decisions

/** Exchange: four low cards always; a hopeless hand now and then as a bluff. */
function exchangeChoice(obs: ToepenObservation, rng: Rng): Action {
  const canSwap = obs.legal.some((a) => a.type === 'EXCHANGE');
  if (!canSwap) return PASS;
  const order = obs.options.cardOrder;
  if (isHonestExchange(obs.hand, order)) return { type: 'EXCHANGE' };
  const best = Math.max(...obs.hand.map((c) => strength(c, order)));
  return best <= BLUFF_SWAP_MAX_STRENGTH && rng.next() < BLUFF_SWAP ? { type: 'EXCHANGE' } : PASS;
}

/**
 * Chance that the exchange being judged is a bluff. An honest hand needs four low cards
 * from those still out; the more low cards this seat holds (or saw revealed), the fewer are
 * left. Weighed against how often a table swaps other weak hands.
 */
function bluffChance(obs: ToepenObservation): number {
  const order = obs.options.cardOrder;
  const seen = new Set<Card>(obs.hand);
  for (const ch of obs.challenges) for (const c of ch.cards) seen.add(c);
  const out = TOEPEN_DECK.filter((c) => !seen.has(c));
  // Earlier unchallenged swaps most likely threw low cards away.
  const earlier = obs.exchanged.filter((x, s) => x && s !== obs.exchanger && !obs.challenges.some((c) => c.exchanger === s)).length;
  const low = Math.max(0, out.filter((c) => isLowCard(c, order)).length - 2 * earlier);
  const honestHand = choose(low, HAND_SIZE) / choose(out.length, HAND_SIZE);
  const honest = SWAPS_HONEST * honestHand;
  const bluff = SWAPS_OTHER * (1 - honestHand);
  return bluff / (honest + bluff);
}

/**
 * Challenge when it pays: a caught bluffer pays one chip (its share, against the rest of the
 * table, is 1/(n−1) of a chip for this seat), a wrong challenge costs this seat one.
 */
function challengeChoice(obs: ToepenObservation): Action {
  const inGame = obs.eliminated.filter((x) => !x).length;
  const needed = (inGame - 1) / inGame;
  return bluffChance(obs) > needed ? { type: 'CHALLENGE' } : PASS;
}

/** The mandatory signal always; with bottom cards the bluff signal rarely. */
function signalChoice(obs: ToepenObservation, rng: Rng): Action {
  const signals = obs.legal.filter((a) => a.type === 'SIGNAL');
  if (signals.length === 1) return signals[0];
  const bluff = signals.find((a) => a.kind !== 'none');
  const none = signals.find((a) => a.kind === 'none');
  return bluff && (rng.next() < BLUFF_SIGNAL || !none) ? bluff : (none ?? signals[0]);
}

/**
 * What staying is worth over folding (chips), with `p` to win, at `stake` before the raise,
 * for a seat holding `chips` (payments are capped at what it has, §6.1).
 */
export function stayWorth(p: number, stake: number, chips: number, winnerCollects: boolean): number {
  const raised = Math.min(stake + 1, chips);
  return p * (winnerCollects ? stake + 1 : 0) - (1 - p) * raised + Math.min(stake, chips);
}

/**
 * Stay when the chance to win times the gain beats the fold fee: staying and winning
 * collects the raised stake (when the winner collects), staying and losing pays it, folding
 * pays the stake before the knock.
 */
function answerKnock(t: TableRead): Action {
  const obs = t.obs;
  const worth = stayWorth(dealChance(t), obs.stake, obs.totals[obs.seat], obs.options.winnerCollectsStake);
  return worth > STAY_MARGIN ? { type: 'STAY' } : { type: 'FOLD' };
}

/** Knock when the deal is probably won; on its own early turns, rarely, as a bluff. */
function wantsKnock(t: TableRead, rng: Rng, ownTurn: boolean): boolean {
  const obs = t.obs;
  const p = dealChance(t);
  const trick = Math.min(4, Math.max(1, obs.trickNo));
  if (p >= KNOCK_AT[trick] + KNOCK_PER_STAKE * (obs.stake - 1)) return true;
  return ownTurn && obs.trickNo <= 2 && obs.knockCount === 0 && p >= BLUFF_KNOCK_MIN_CHANCE && rng.next() < BLUFF_KNOCK;
}

/** The card to play: the best chance to win the deal; on a tie the weakest card goes. */
function playChoice(t: TableRead): Action {
  const plays = t.obs.legal.filter((a) => a.type === 'PLAY');
  let best = plays[0];
  let bestScore = -Infinity;
  for (const a of plays) {
    const card = a.card as Card;
    const score = playValue(t, card) - 1e-6 * strength(card, t.order);
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

function act(obs: ToepenObservation, rng: Rng): Action {
  switch (obs.phase) {
    case 'exchange': return exchangeChoice(obs, rng);
    case 'challenge': return challengeChoice(obs);
    case 'signal': return signalChoice(obs, rng);
    case 'knockResponse': return answerKnock(readTable(obs));
    case 'trickPlay': {
      const t = readTable(obs);
      if (obs.legal.some((a) => a.type === 'KNOCK') && wantsKnock(t, rng, true)) return KNOCK;
      return playChoice(t);
    }
    default: return obs.legal[0];
  }
}

function optional(obs: ToepenObservation, rng: Rng): Action | null {
  if (obs.phase !== 'trickPlay' || !obs.legal.some((a) => a.type === 'KNOCK')) return null;
  return wantsKnock(readTable(obs), rng, false) ? KNOCK : null;
}

export const toepenSparring: SparringPlayer<ToepenObservation> = { act, optional };

/** The sparring partner's chance to win the deal from `obs` (trick play or a knock to answer), for tests and tools. */
export function sparringWinChance(obs: ToepenObservation): number {
  return dealChance(readTable(obs));
}
