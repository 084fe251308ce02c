// Skat's card logic (rules spec §2, §5, §6.4): pure functions over card text.
import type { Card, Rank, Suit } from '../../core/types';
import type { TrickRules } from './types';

export type EffSuit = Suit | 'TRUMP';

const SKAT_SUITS: readonly Suit[] = ['C', 'S', 'H', 'D'];
const SKAT_RANKS: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];

/** The 32-card pack, suit by suit (clubs first), in the order the shuffle starts from. */
export const SKAT_DECK: readonly Card[] = SKAT_SUITS.flatMap((s) => SKAT_RANKS.map((r): Card => `${r}${s}`));

const DECK_INDEX = new Map<string, number>(SKAT_DECK.map((c, i) => [c, i]));

export function isSkatCard(x: unknown): x is Card {
  return typeof x === 'string' && DECK_INDEX.has(x);
}

/** A fixed order of the pack, so a two-card discard is listed one way only. */
export function deckIndex(card: Card): number {
  return DECK_INDEX.get(card) ?? -1;
}

export function skatSuit(card: Card): Suit {
  return card[card.length - 1] as Suit;
}

export function skatRank(card: Card): Rank {
  return card.slice(0, -1) as Rank;
}

const POINTS: Readonly<Partial<Record<Rank, number>>> = { A: 11, '10': 10, K: 4, Q: 3, J: 2 };

/** Card points (§2.2): 120 in the pack. */
export function cardPoints(card: Card): number {
  return POINTS[skatRank(card)] ?? 0;
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

/** What a card counts as for following and winning (§5.1). */
export function effSuit(card: Card, rules: TrickRules): EffSuit {
  const suit = skatSuit(card);
  if (rules.kind === 'null') return suit;
  if (skatRank(card) === 'J') return 'TRUMP';
  if (rules.kind === 'suit' && suit === rules.trump) return 'TRUMP';
  return suit;
}

/** Higher is stronger, comparable only within one effective suit. */
function strength(card: Card, rules: TrickRules): number {
  const rank = skatRank(card);
  if (rules.kind === 'null') return 8 - NULL_ORDER.indexOf(rank);
  if (rank === 'J') return 20 - JACK_ORDER.indexOf(skatSuit(card));
  return 8 - SUIT_ORDER.indexOf(rank);
}

/** The cards of `hand` that may follow `led` (§5.1): the led effective suit if held, else any. */
export function legalFollows(hand: readonly Card[], led: Card, rules: TrickRules): Card[] {
  const need = effSuit(led, rules);
  const same = hand.filter((c) => effSuit(c, rules) === need);
  return same.length > 0 ? same : hand.slice();
}

/** Index (in play order) of the card that wins the trick (§5.2). */
export function trickWinnerIndex(cards: readonly Card[], rules: TrickRules): number {
  let best = 0;
  let bestSuit = effSuit(cards[0], rules);
  for (let i = 1; i < cards.length; i++) {
    const s = effSuit(cards[i], rules);
    if (s === bestSuit ? strength(cards[i], rules) > strength(cards[best], rules) : s === 'TRUMP') {
      best = i;
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
