// How a game's cards follow and win, as data: per card, the class it follows as (its suit,
// or the trumps), the class it wins as and its strength within that class. Built once per
// rule set (a trump suit, a card order) from the game's own functions, then answered from
// tables: the AI's playouts ask millions of times, so no card text is parsed there.
import { standardDeck } from '../core/cards';
import type { Card } from '../core/types';

/** Class codes: 0–3 the suits (in each game's own order), then the trumps. */
export const TRUMPS = 4;
/** A class above the trumps (Supertrump's super-trumps): it beats them, as they beat the suits. */
export const OVER_TRUMPS = 5;

// A card's slot: its place in the 52-card deck, 52 and 53 the jokers. Found by the first and
// last character codes (as core/cards.ts): an array lookup, no hashing or slicing.
const SLOTS: readonly Card[] = [...standardDeck(), 'BJ', 'RJ'];
const SLOT_BY_KEY = new Int8Array(1 << 14).fill(-1);
const keyOf = (text: string): number => ((text.charCodeAt(0) << 7) | text.charCodeAt(text.length - 1)) & 0x3fff;
SLOTS.forEach((card, i) => { SLOT_BY_KEY[keyOf(card)] = i; });

/** The slot of a card the engine holds (checked on the way in: no text check here). */
export const slotOf = (card: Card): number => SLOT_BY_KEY[keyOf(card)];

/** One rule set's tables, by card slot. */
export interface TrickRules {
  /** the class a card follows as (a follower of the led card's class must play one if held) */
  readonly follow: Int8Array;
  /** the class a card wins as: the same class by strength, a higher trump class over a lower one */
  readonly win: Int8Array;
  /** higher beats lower within one win class; equal: the earlier card stays ahead */
  readonly strength: Int8Array;
}

/**
 * The tables of one rule set over `pack` (cards outside it are never asked). `win` defaults to
 * `follow`: only a game whose cards win in another class than they follow in gives it.
 */
export function trickRules(
  pack: readonly Card[], follow: (c: Card) => number, strength: (c: Card) => number, win: (c: Card) => number = follow,
): TrickRules {
  const rules = { follow: new Int8Array(SLOTS.length), win: new Int8Array(SLOTS.length), strength: new Int8Array(SLOTS.length) };
  for (const c of pack) {
    const i = slotOf(c);
    rules.follow[i] = follow(c);
    rules.win[i] = win(c);
    rules.strength[i] = strength(c);
  }
  return rules;
}
