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

// A card's slot in the tables: its first character code (the rank's, '1' for the 10; B and R
// for the jokers) and the low bits of its last (the suit's; J for the jokers), unique for the
// 54 cards and under 1,120. Straight from the text: two character codes, no other table.
const SLOT_COUNT = 35 << 5;
const SLOTS: readonly Card[] = [...standardDeck(), 'BJ', 'RJ'];

/** The slot of a card the engine holds (checked on the way in: no text check here). */
export const slotOf = (card: Card): number => ((card.charCodeAt(0) - 48) << 5) | (card.charCodeAt(card.length - 1) & 31);

if (new Set(SLOTS.map(slotOf)).size !== SLOTS.length || SLOTS.some((c) => slotOf(c) < 0 || slotOf(c) >= SLOT_COUNT)) {
  throw new Error('kit: card slots collide');
}

/** One rule set's tables, by card slot. */
export interface TrickRules {
  /** the class a card follows as (a follower of the led card's class must play one if held) */
  readonly follow: Int8Array;
  /** the class a card wins as: the same class by strength, a higher trump class over a lower one */
  readonly win: Int8Array;
  /** higher beats lower within one win class; equal: the earlier card stays ahead */
  readonly strength: Int8Array;
  /**
   * The follow class a follower who holds none of the led class must play if it holds one (must
   * trump: Queen's Dungeon's TRUMPS), or -1: free (every other game).
   */
  readonly ruff: number;
  /** 1 for a card that may be played whatever was led (Queen's Dungeon's queens), or null: none */
  readonly free: Uint8Array | null;
}

/** What a rule set adds to "follow the led class, else any card" (both default to none). */
export interface FollowExtras {
  /** the class to play when the led class is not held, if held (TrickRules.ruff) */
  ruff?: number;
  /** cards that may always be played (TrickRules.free) */
  free?: (c: Card) => boolean;
}

/**
 * The tables of one rule set over `pack` (cards outside it are never asked). `win` defaults to
 * `follow`: only a game whose cards win in another class than they follow in gives it.
 * `extras` widen the following rule: must trump when void, cards playable at any time.
 */
export function trickRules(
  pack: readonly Card[], follow: (c: Card) => number, strength: (c: Card) => number, win: (c: Card) => number = follow,
  extras: FollowExtras = {},
): TrickRules {
  const free = extras.free ? new Uint8Array(SLOT_COUNT) : null;
  const rules = {
    follow: new Int8Array(SLOT_COUNT), win: new Int8Array(SLOT_COUNT), strength: new Int8Array(SLOT_COUNT), ruff: extras.ruff ?? -1, free,
  };
  for (const c of pack) {
    const i = slotOf(c);
    rules.follow[i] = follow(c);
    rules.win[i] = win(c);
    rules.strength[i] = strength(c);
    if (free && extras.free!(c)) free[i] = 1;
  }
  return rules;
}
