// Skat's card logic (rules spec §2, §5, §6.4): pure functions over card text, answered from
// tables built once at load (AI playouts ask millions of times: no string parsing there).
import type { Card, PlayedCard, Rank, Suit } from '../../core/types';
import { slotOf, trickRules, TRUMPS } from '../../kit/trickRules';
import type { TrickRules as Tables } from '../../kit/trickRules';
import { trickWinner } from '../../kit/winner';
import type { Contract, TrickRules } from './types';

export type EffSuit = Suit | 'TRUMP';

const SKAT_SUITS: readonly Suit[] = ['C', 'S', 'H', 'D'];
const SKAT_RANKS: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];

/**
 * The 32-card pack, suit by suit (clubs first; A 10 K Q J 9 8 7), in the order the shuffle
 * starts from. Spelled out: string literals are interned, so comparing cards is a pointer check.
 */
export const SKAT_DECK: readonly Card[] = [
  'AC', '10C', 'KC', 'QC', 'JC', '9C', '8C', '7C',
  'AS', '10S', 'KS', 'QS', 'JS', '9S', '8S', '7S',
  'AH', '10H', 'KH', 'QH', 'JH', '9H', '8H', '7H',
  'AD', '10D', 'KD', 'QD', 'JD', '9D', '8D', '7D',
];

// Card text -> its index in SKAT_DECK by first and last character code (as core/cards.ts).
const INDEX_BY_KEY = new Int8Array(1 << 14).fill(-1);
const keyOf = (text: string): number => ((text.charCodeAt(0) << 7) | text.charCodeAt(text.length - 1)) & 0x3fff;
SKAT_DECK.forEach((card, i) => {
  if (card !== `${SKAT_RANKS[i & 7]}${SKAT_SUITS[i >> 3]}`) throw new Error('skat: SKAT_DECK out of order');
  INDEX_BY_KEY[keyOf(card)] = i;
});

/** The position of `text` in SKAT_DECK (suit × 8 + rank), or -1 if it is not a Skat card. */
export function skatIndex(text: string): number {
  const i = INDEX_BY_KEY[keyOf(text)];
  return i >= 0 && SKAT_DECK[i] === text ? i : -1;
}

/**
 * The index of a card the engine already holds (in a hand or a trick): those were checked
 * on the way in, so the follow and trick loops skip skatIndex's text check.
 */
export const heldIndex = (card: Card): number => INDEX_BY_KEY[keyOf(card)];

export function isSkatCard(x: unknown): x is Card {
  return typeof x === 'string' && skatIndex(x) >= 0;
}

/** A copy of `cards` in pack order (SKAT_DECK's), so a two-card discard is listed one way only. */
export function inPackOrder(cards: readonly Card[]): Card[] {
  return cards.slice().sort((a, b) => skatIndex(a) - skatIndex(b));
}

export function skatSuit(card: Card): Suit {
  return card[card.length - 1] as Suit;
}

export function skatRank(card: Card): Rank {
  return card.slice(0, -1) as Rank;
}

const POINTS_BY_RANK: Readonly<Partial<Record<Rank, number>>> = { A: 11, '10': 10, K: 4, Q: 3, J: 2 };
/** POINTS[card index]: card points (§2.2). */
export const POINTS: readonly number[] = SKAT_DECK.map((c) => POINTS_BY_RANK[skatRank(c)] ?? 0);

/** Card points (§2.2): 120 in the pack. */
export function cardPoints(card: Card): number {
  const i = skatIndex(card);
  return i >= 0 ? POINTS[i] : (POINTS_BY_RANK[skatRank(card)] ?? 0);
}

export function sumPoints(cards: readonly Card[]): number {
  let n = 0;
  for (const c of cards) n += cardPoints(c);
  return n;
}

const JACK_ORDER: readonly Suit[] = ['C', 'S', 'H', 'D'];
// Strength within a plain suit, high first (§2.3): the 10 sits under the ace, except in Null.
const SUIT_ORDER: readonly Rank[] = ['A', '10', 'K', 'Q', '9', '8', '7'];
const NULL_ORDER: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];

/** What a card counts as for following and winning (§5.1), from its text. */
function effSuitOfText(card: Card, rules: TrickRules): EffSuit {
  const suit = skatSuit(card);
  if (rules.kind === 'null') return suit;
  if (skatRank(card) === 'J') return 'TRUMP';
  if (rules.kind === 'suit' && suit === rules.trump) return 'TRUMP';
  return suit;
}

/** Higher is stronger, comparable only within one effective suit. */
function strengthOfText(card: Card, rules: TrickRules): number {
  const rank = skatRank(card);
  if (rules.kind === 'null') return 8 - NULL_ORDER.indexOf(rank);
  if (rank === 'J') return 20 - JACK_ORDER.indexOf(skatSuit(card));
  return 8 - SUIT_ORDER.indexOf(rank);
}

// Rule sets by index: 0–3 a suit game with trump C, S, H, D; 4 Grand (and Ramsch); 5 Null.
export const RULES_GRAND = 4;
export const RULES_NULL = 5;
const RULE_SETS: readonly TrickRules[] = [
  { kind: 'suit', trump: 'C' }, { kind: 'suit', trump: 'S' }, { kind: 'suit', trump: 'H' }, { kind: 'suit', trump: 'D' },
  { kind: 'grand' }, { kind: 'null' },
];
/** Effective suit codes: 0–3 the suits C, S, H, D; 4 trump (the kit's class of the trumps). */
export const EFF_TRUMP = TRUMPS;
const EFF_NAMES: readonly EffSuit[] = ['C', 'S', 'H', 'D', 'TRUMP'];
/** §5 as the kit's tables, by rule set: what each card follows and wins as, and its strength. */
export const RULE_TABLES: readonly Tables[] = RULE_SETS.map((r) => trickRules(SKAT_DECK, (c) => EFF_NAMES.indexOf(effSuitOfText(c, r)), (c) => strengthOfText(c, r)));
/** The same flat, by SKAT_DECK index, for the solver's card ids (solverDeal.ts): EFF[ri * 32 + card], STRENGTH[ri * 32 + card]. */
export const EFF: Int8Array = new Int8Array(6 * 32);
export const STRENGTH: Int8Array = new Int8Array(6 * 32);
RULE_TABLES.forEach((t, ri) => SKAT_DECK.forEach((c, i) => {
  EFF[ri * 32 + i] = t.follow[slotOf(c)];
  STRENGTH[ri * 32 + i] = t.strength[slotOf(c)];
}));

/** The rule set index of `rules` (see RULE_SETS). */
export function rulesIndex(rules: TrickRules): number {
  if (rules.kind === 'grand') return RULES_GRAND;
  if (rules.kind === 'null') return RULES_NULL;
  return SKAT_SUITS.indexOf(rules.trump);
}

/**
 * The rule set index of a contract, Grand's without one (Ramsch): without building its
 * TrickRules, as play and the playouts ask at every card.
 */
export function contractRulesIndex(c: Contract | null): number {
  if (c === null || c.type === 'grand') return RULES_GRAND;
  if (c.type === 'null') return RULES_NULL;
  const t = c.trump;
  return t === 'C' ? 0 : t === 'S' ? 1 : t === 'H' ? 2 : 3;
}

/** What a card counts as for following and winning (§5.1). */
export function effSuit(card: Card, rules: TrickRules): EffSuit {
  const i = skatIndex(card);
  return i >= 0 ? EFF_NAMES[EFF[rulesIndex(rules) * 32 + i]] : effSuitOfText(card, rules);
}

/** Card points of the cards in a trick (§2.2). */
export function pointsIn(trick: readonly PlayedCard[]): number {
  let n = 0;
  for (let i = 0; i < trick.length; i++) n += POINTS[heldIndex(trick[i].card)];
  return n;
}

/** Index (in play order) of the card that wins the trick (§5.2). */
export function trickWinnerIndex(cards: readonly Card[], rules: TrickRules): number {
  return trickWinner(cards.map((card, seat) => ({ seat, card })), RULE_TABLES[rulesIndex(rules)]);
}

/** The pack's own text of a card: built text is not interned, the pack's is (pointer checks). */
const packCard = (rank: Rank, suit: Suit): Card => SKAT_DECK[skatIndex(`${rank}${suit}`)];

/** MATADOR_SEQUENCES[ri]: rule set ri's matador sequence (§6.4), built once. */
const MATADOR_SEQUENCES: readonly (readonly Card[])[] = RULE_SETS.map((rules) => {
  const jacks = JACK_ORDER.map((s) => packCard('J', s));
  return rules.kind === 'suit' ? [...jacks, ...SUIT_ORDER.map((r) => packCard(r, rules.trump))] : jacks;
});

/** The matador sequence (§6.4): the four jacks, then the trump suit in a suit game. */
export function trumpSequence(rules: TrickRules): Card[] {
  return MATADOR_SEQUENCES[rulesIndex(rules)].slice();
}

/** §6.4: "with" (the cards hold the top trump, J♣) or "without" — the word before the count. */
export function matadorsWith(cards: readonly Card[], rules: TrickRules): boolean {
  return cards.includes(MATADOR_SEQUENCES[rulesIndex(rules)][0]);
}

/** "With n" / "without n" (§6.4) over the given cards; both are worth n. */
export function matadors(cards: readonly Card[], rules: TrickRules): number {
  const seq = MATADOR_SEQUENCES[rulesIndex(rules)];
  const has = cards.includes(seq[0]);
  let n = 0;
  while (n < seq.length && cards.includes(seq[n]) === has) n++;
  return n;
}
