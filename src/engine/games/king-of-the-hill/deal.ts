// Dealing (§3, §11.5): round k is shuffled from the stream "<seed>/hand/<k>" (E-2) and dealt one
// card at a time counterclockwise from the first receiver (the King), twenty rounds; the last
// eight cards are the kitty. Fixed deals come from setup.deals, each hand in the order received.
import type { Card, Deal, EngineError, Seat } from '../../core/types';
import { checkDealShape, shuffledPack } from '../../kit/deal';
import { TWO_PACKS } from './rules';

export const HAND_SIZE = 20;
export const KITTY_SIZE = 8;
export const DEALT_CARDS = 5 * HAND_SIZE;

/** The hands and kitty of round `handNumber`: the fixed deal if given, else the seeded shuffle dealt to `order` (play order from the first receiver). */
export function dealRound(seed: string, handNumber: number, order: readonly Seat[], fixed: Deal | undefined): { hands: Card[][]; kitty: Card[] } {
  if (fixed) return { hands: fixed.hands.map((h) => h.slice()), kitty: (fixed.rest ?? []).slice() };
  const deck = shuffledPack(TWO_PACKS, seed, handNumber);
  const hands: Card[][] = [[], [], [], [], []];
  for (let k = 0; k < DEALT_CARDS; k++) hands[order[k % 5]].push(deck[k]);
  return { hands, kitty: deck.slice(DEALT_CARDS) };
}

/** §11.5: five hands of twenty cards and an eight-card kitty, together exactly two 54-card packs. */
export function checkDeal(deal: Deal): EngineError | null {
  return checkDealShape(deal, { pack: TWO_PACKS, packName: 'two 54-card packs', hands: 5, handSize: HAND_SIZE, rest: KITTY_SIZE, restName: 'kitty' });
}
