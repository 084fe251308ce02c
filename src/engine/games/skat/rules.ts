// Skat's card logic (rules spec §2, §5, §6.4): pure functions over card text, answered from
// tables built once at load (AI playouts ask millions of times: no string parsing there).
import type { Card, Rank, Suit } from '../../core/types';
import type { TrickRules } from './types';

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

export function isSkatCard(x: unknown): x is Card {
  return typeof x === 'string' && skatIndex(x) >= 0;
}

/** A fixed order of the pack, so a two-card discard is listed one way only. */
export function deckIndex(card: Card): number {
  return skatIndex(card);
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
/** Effective suit codes: 0–3 the suits C, S, H, D; 4 trump. */
export const EFF_TRUMP = 4;
const EFF_NAMES: readonly EffSuit[] = ['C', 'S', 'H', 'D', 'TRUMP'];
/** EFF[ri * 32 + card]: the card's effective suit code under rule set ri. */
export const EFF: Int8Array = new Int8Array(6 * 32);
/** STRENGTH[ri * 32 + card]: higher beats lower within one effective suit. */
export const STRENGTH: Int8Array = new Int8Array(6 * 32);
RULE_SETS.forEach((r, ri) => SKAT_DECK.forEach((c, i) => {
  EFF[ri * 32 + i] = EFF_NAMES.indexOf(effSuitOfText(c, r));
  STRENGTH[ri * 32 + i] = strengthOfText(c, r);
}));

/** The rule set index of `rules` (see RULE_SETS). */
export function rulesIndex(rules: TrickRules): number {
  if (rules.kind === 'grand') return RULES_GRAND;
  if (rules.kind === 'null') return RULES_NULL;
  return SKAT_SUITS.indexOf(rules.trump);
}

/** What a card counts as for following and winning (§5.1). */
export function effSuit(card: Card, rules: TrickRules): EffSuit {
  const i = skatIndex(card);
  return i >= 0 ? EFF_NAMES[EFF[rulesIndex(rules) * 32 + i]] : effSuitOfText(card, rules);
}

/** The cards of `hand` that may follow `led` (§5.1): the led effective suit if held, else any. */
export function legalFollows(hand: readonly Card[], led: Card, rules: TrickRules): Card[] {
  const base = rulesIndex(rules) * 32;
  const need = EFF[base + skatIndex(led)];
  const same: Card[] = [];
  for (const c of hand) if (EFF[base + skatIndex(c)] === need) same.push(c);
  return same.length > 0 ? same : hand.slice();
}

/** Index (in play order) of the winning card among card indices under rule set `ri` (§5.2). */
export function winnerOfIndices(ri: number, a: number, b: number, c: number): number {
  const base = ri * 32;
  let best = 0;
  let bestCard = a;
  let bestSuit = EFF[base + a];
  const sb = EFF[base + b];
  if (sb === bestSuit ? STRENGTH[base + b] > STRENGTH[base + bestCard] : sb === EFF_TRUMP) {
    best = 1;
    bestCard = b;
    bestSuit = sb;
  }
  const sc = EFF[base + c];
  if (sc === bestSuit ? STRENGTH[base + c] > STRENGTH[base + bestCard] : sc === EFF_TRUMP) best = 2;
  return best;
}

/** Index (in play order) of the card that wins the trick (§5.2). */
export function trickWinnerIndex(cards: readonly Card[], rules: TrickRules): number {
  const base = rulesIndex(rules) * 32;
  let best = 0;
  let bestIx = skatIndex(cards[0]);
  let bestSuit = EFF[base + bestIx];
  for (let i = 1; i < cards.length; i++) {
    const k = skatIndex(cards[i]);
    const s = EFF[base + k];
    if (s === bestSuit ? STRENGTH[base + k] > STRENGTH[base + bestIx] : s === EFF_TRUMP) {
      best = i;
      bestIx = k;
      bestSuit = s;
    }
  }
  return best;
}

/** The matador sequence (§6.4): the four jacks, then the trump suit in a suit game. */
export function trumpSequence(rules: TrickRules): Card[] {
  const jacks = JACK_ORDER.map((s): Card => `J${s}`);
  if (rules.kind !== 'suit') return jacks;
  return [...jacks, ...SUIT_ORDER.map((r): Card => `${r}${rules.trump}`)];
}

/** "With n" / "without n" (§6.4) over the given cards; both are worth n. */
export function matadors(cards: readonly Card[], rules: TrickRules): number {
  const seq = trumpSequence(rules);
  const has = cards.includes(seq[0]);
  let n = 0;
  while (n < seq.length && cards.includes(seq[n]) === has) n++;
  return n;
}
