// Dealing (§3, §11.5): deal k is shuffled from the stream "<seed>/hand/<k>" (E-2) and dealt one
// card at a time from the non-dealer (D-4): deck[0, 2, …, 22] to the non-dealer, deck[1, 3, …,
// 23] to the dealer, deck[24…47] the stock, top first (deck[24] is the first upcard). Fixed
// deals come from setup.deals.
import type { Card, Deal, EngineError, Seat } from '../../core/types';
import { checkDealShape, shuffledPack } from '../../kit/deal';
import { ASCOT_PACK } from './rules';

export interface DealtCards {
  hands: Card[][];
  /** the 24 stock cards, top first: the first is turned up at once */
  stock: Card[];
}

/** §3 step 4: the hands and stock of a shuffled deck. */
export function dealFromDeck(deck: readonly Card[], dealer: Seat): DealtCards {
  const hands: Card[][] = [[], []];
  for (let i = 0; i < 24; i++) hands[i % 2 === 0 ? 1 - dealer : dealer].push(deck[i]);
  return { hands, stock: deck.slice(24) };
}

/** The cards of deal `handNumber`: the fixed deal if given, else the seeded shuffle. */
export function dealRace(seed: string, handNumber: number, dealer: Seat, fixed: Deal | undefined): DealtCards {
  if (fixed) return { hands: fixed.hands.map((h) => h.slice()), stock: (fixed.rest ?? []).slice() };
  return dealFromDeck(shuffledPack(ASCOT_PACK, seed, handNumber), dealer);
}

/** §11.5: two hands of 12 and a stock of 24, together exactly the pack without aces. */
export function checkDeal(deal: Deal): EngineError | null {
  return checkDealShape(deal, { pack: ASCOT_PACK, packName: '48-card pack without aces', hands: 2, handSize: 12, rest: 24, restName: 'stock' });
}
