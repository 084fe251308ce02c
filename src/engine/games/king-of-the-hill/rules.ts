// King of the Hill's card logic (rules spec §2, §5): two 54-card packs, the trumps of a round
// (jokers, the trump rank, the trump suit) as the kit's tables, card points (§2.4), single and
// pair leads and the following rules (§5.1, §5.2), the trick winner (§5.3) and the called card
// (§4 row 7). The one legality oracle: play.ts asks these, and so do the AI, the sparring
// partner and the UI. Both copies of a card share their text, so a hand is a multiset of texts.
import { RANK_INDEX, RANKS, SUITS, standardDeck } from '../../core/cards';
import type { Card, PlayedCard, Rank, Suit } from '../../core/types';
import { slotOf, trickRules, TRUMPS } from '../../kit/trickRules';
import type { TrickRules } from '../../kit/trickRules';
import { beats } from '../../kit/winner';
import type { TrumpSuit } from './types';

/** One 54-card pack in a fixed order: the 52 cards suit by suit, then BJ, RJ. */
export const PACK: readonly Card[] = [...standardDeck(), 'BJ', 'RJ'];
/** §2.1: the 108 cards, two copies of every card. */
export const TWO_PACKS: readonly Card[] = [...PACK, ...PACK];

const PACK_INDEX = new Int16Array(35 << 5).fill(-1);
PACK.forEach((c, i) => { PACK_INDEX[slotOf(c)] = i; });
/** A card's place in PACK (0 for 2C … 51 for AS, 52 BJ, 53 RJ): the canonical order of a pair's cards. */
export const packIndex = (c: Card): number => PACK_INDEX[slotOf(c)];
const PACK_SET: ReadonlySet<string> = new Set(PACK);
export const isPackCard = (x: unknown): x is Card => typeof x === 'string' && PACK_SET.has(x);

export const isJoker = (c: Card): boolean => c === 'BJ' || c === 'RJ';
/** The rank of a card; jokers have none. */
export const rankOfCard = (c: Card): Rank | null => (isJoker(c) ? null : (c.slice(0, -1) as Rank));
export const suitOfCard = (c: Card): Suit | null => (isJoker(c) ? null : (c[c.length - 1] as Suit));

/** §2.4: 5s 5, 10s and kings 10, everything else 0 (by the first character: '1' is the 10). */
const POINTS_BY_CODE: number[] = [];
for (const c of PACK) POINTS_BY_CODE[c.charCodeAt(0)] = 0;
POINTS_BY_CODE['5'.charCodeAt(0)] = 5;
POINTS_BY_CODE['1'.charCodeAt(0)] = 10;
POINTS_BY_CODE['K'.charCodeAt(0)] = 10;
export const cardPoints = (c: Card): number => POINTS_BY_CODE[c.charCodeAt(0)];

export function pointsOf(cards: readonly PlayedCard[]): number {
  let n = 0;
  for (let i = 0; i < cards.length; i++) n += POINTS_BY_CODE[cards[i].card.charCodeAt(0)];
  return n;
}

/** Effective suits (§2.3): the printed suit of a plain card, or TRUMP. */
export type EffSuit = Suit | 'TRUMP';
const EFF_NAMES: readonly EffSuit[] = ['C', 'D', 'H', 'S', 'TRUMP'];
const SUIT_CLASS: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };

/** Strength in the trump suit (§2.3), above every plain rank's. */
const RED_JOKER = 40;
const BLACK_JOKER = 39;
const TRUMP_RANK_IN_SUIT = 38;
const TRUMP_RANK_OTHER = 37;

/** §2.3 as the kit's tables for trump rank `r` and trump suit `t`. */
function buildRules(r: Rank, t: TrumpSuit): TrickRules {
  const classOf = (c: Card): number => {
    if (isJoker(c) || rankOfCard(c) === r || suitOfCard(c) === t) return TRUMPS;
    return SUIT_CLASS[suitOfCard(c)!];
  };
  const strengthOf = (c: Card): number => {
    if (c === 'RJ') return RED_JOKER;
    if (c === 'BJ') return BLACK_JOKER;
    if (rankOfCard(c) === r) return t !== 'NT' && suitOfCard(c) === t ? TRUMP_RANK_IN_SUIT : TRUMP_RANK_OTHER;
    return RANK_INDEX[rankOfCard(c)!] + 1;
  };
  return trickRules(PACK, classOf, strengthOf);
}

const RULES_CACHE = new Map<string, TrickRules>();

/** The tables of a round (built once per trump rank and suit). A round without a trump suit yet uses no-trump's. */
export function rulesFor(r: Rank, t: TrumpSuit | null): TrickRules {
  const key = `${r}${t ?? 'NT'}`;
  let rules = RULES_CACHE.get(key);
  if (!rules) {
    rules = buildRules(r, t ?? 'NT');
    RULES_CACHE.set(key, rules);
  }
  return rules;
}

export const effSuit = (c: Card, rules: TrickRules): EffSuit => EFF_NAMES[rules.follow[slotOf(c)]];
export const isTrump = (c: Card, rules: TrickRules): boolean => rules.follow[slotOf(c)] === TRUMPS;
/** Strength within the effective suit: plain 1 … 13 by rank, the trumps up to RED_JOKER. */
export const strength = (c: Card, rules: TrickRules): number => rules.strength[slotOf(c)];
/** The class index of a card (0 C, 1 D, 2 H, 3 S, 4 trumps): the AI's tables. */
export const suitClass = (c: Card, rules: TrickRules): number => rules.follow[slotOf(c)];

/** Copies of `card` in `hand`. */
export function countOf(hand: readonly Card[], card: Card): number {
  let n = 0;
  for (let i = 0; i < hand.length; i++) if (hand[i] === card) n++;
  return n;
}

/** The distinct cards of `hand`, in hand order (a loop: legal lists are built on every step of the AI's rollouts). */
export function distinct(hand: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < hand.length; i++) if (!out.includes(hand[i])) out.push(hand[i]);
  return out;
}

/** The two cards of a pair play in the canonical order (pack order). */
export function ordered(a: Card, b: Card): [Card, Card] {
  return packIndex(a) <= packIndex(b) ? [a, b] : [b, a];
}

/** §5.1: the pairs `hand` may lead: each card it holds twice (RJ RJ and BJ BJ included). */
export function pairsIn(hand: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < hand.length; i++) if (!out.includes(hand[i]) && hand.indexOf(hand[i], i + 1) >= 0) out.push(hand[i]);
  return out;
}

/** §5.2 single lead: the cards of the led effective suit if the hand holds any, else every card (distinct). */
export function legalSingles(hand: readonly Card[], led: Card | undefined, rules: TrickRules): Card[] {
  const all = distinct(hand);
  if (led === undefined) return all;
  const need = rules.follow[slotOf(led)];
  const same = all.filter((c) => rules.follow[slotOf(c)] === need);
  return same.length > 0 ? same : all;
}

/** §5.2 single lead: may `card` (held) follow `led`? It is of the led effective suit, or the hand holds none. */
export function mayPlaySingle(hand: readonly Card[], led: Card, card: Card, rules: TrickRules): boolean {
  const need = rules.follow[slotOf(led)];
  if (rules.follow[slotOf(card)] === need) return true;
  for (let i = 0; i < hand.length; i++) if (rules.follow[slotOf(hand[i])] === need) return false;
  return true;
}

/** Every unordered two-card play from the multiset `cards` (each pair of texts once, canonical order). */
function twoOf(cards: readonly Card[]): [Card, Card][] {
  const texts = distinct(cards);
  const out: [Card, Card][] = [];
  for (let i = 0; i < texts.length; i++) {
    if (countOf(cards, texts[i]) >= 2) out.push([texts[i], texts[i]]);
    for (let k = i + 1; k < texts.length; k++) out.push(ordered(texts[i], texts[k]));
  }
  return out;
}

export type PairFollowRule = 'seed' | 'strict';

/** §5.2 pair lead: the two-card plays `hand` may follow with (canonical order, each once). */
export function legalPairFollows(hand: readonly Card[], led: Card, rules: TrickRules, rule: PairFollowRule): [Card, Card][] {
  const need = rules.follow[slotOf(led)];
  const same = hand.filter((c) => rules.follow[slotOf(c)] === need);
  if (rule === 'strict') {
    const pairs = pairsIn(same);
    if (pairs.length > 0) return pairs.map((c) => [c, c]);
    if (same.length === 1) {
      const one = same[0];
      return distinct(hand).filter((c) => c !== one).map((c) => ordered(one, c));
    }
  }
  return twoOf(same.length >= 2 ? same : hand);
}

/** What is wrong with following a pair lead with `a`, `b` (both held), or null: the refusal's code and the led effective suit. */
export function pairFollowFault(hand: readonly Card[], led: Card, a: Card, b: Card, rules: TrickRules, rule: PairFollowRule): 'ERR_MUST_FOLLOW' | 'ERR_MUST_FOLLOW_PAIR' | null {
  const need = rules.follow[slotOf(led)];
  const inSuit = (c: Card): boolean => rules.follow[slotOf(c)] === need;
  const same = hand.filter(inSuit);
  if (rule === 'strict' && pairsIn(same).length > 0) return a === b && inSuit(a) ? null : 'ERR_MUST_FOLLOW_PAIR';
  if (same.length >= 2) return inSuit(a) && inSuit(b) ? null : 'ERR_MUST_FOLLOW';
  if (rule === 'strict' && same.length === 1) return inSuit(a) || inSuit(b) ? null : 'ERR_MUST_FOLLOW';
  return null;
}

/**
 * §5.3: the index (in play order) of the winning play of a trick of `size` cards a play
 * (1 single, 2 pair); `trick` lists the cards, a pair's two together. A later play replaces
 * the best iff it beats it: a single by `beats`; a pair only as an identical pair that beats
 * the best pair's card. Equals: the first played stays.
 */
export function winningPlay(trick: readonly PlayedCard[], size: number, rules: TrickRules): number {
  const led = rules.follow[slotOf(trick[0].card)];
  let best = 0;
  let slot = slotOf(trick[0].card);
  for (let i = size; i < trick.length; i += size) {
    if (size === 2 && trick[i].card !== trick[i + 1].card) continue;
    const c = slotOf(trick[i].card);
    if (beats(c, slot, led, rules)) {
      best = i / size;
      slot = c;
    }
  }
  return best;
}

/** §4 row 7: may `card` be called? Not a joker, not the trump rank, not of the trump suit. */
export function isCallable(card: Card, r: Rank, t: TrumpSuit | null): boolean {
  return !isJoker(card) && rankOfCard(card) !== r && suitOfCard(card) !== t;
}

/** §4 row 7: the cards the King may call, holding `own` (its hand and the buried kitty). */
export function callableCards(own: readonly Card[], r: Rank, t: TrumpSuit | null): Card[] {
  return PACK.filter((c) => isCallable(c, r, t) && countOf(own, c) <= 1);
}

export const TRUMP_SUITS: readonly TrumpSuit[] = [...SUITS, 'NT'];
export { RANKS };
