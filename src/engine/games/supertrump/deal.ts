// Dealing a Supertrump game (§3): 13 cards each, one at a time from the non-dealer;
// the other 26 cards are the stock, top first. Fixed deals come from setup.deals.
import { standardDeck } from '../../core/cards';
import type { Card, Deal, EngineError, Seat } from '../../core/types';
import { checkDealShape, shuffledPack } from '../../kit/deal';

export interface DealtCards {
  hands: [Card[], Card[]];
  stock: Card[];
}

export function dealGame(seed: string, handNumber: number, dealer: Seat, fixed: Deal | undefined): DealtCards {
  if (fixed) return { hands: [fixed.hands[0].slice(), fixed.hands[1].slice()], stock: (fixed.rest ?? []).slice() };
  const deck = shuffledPack(standardDeck(), seed, handNumber);
  const nonDealer = 1 - dealer;
  const hands: [Card[], Card[]] = [[], []];
  for (let i = 0; i < 26; i++) hands[i % 2 === 0 ? nonDealer : dealer].push(deck[i]);
  return { hands, stock: deck.slice(26) };
}

/** A fixed deal must be the whole deck: 13 + 13 in hand, 26 in the stock. */
export function checkDeal(deal: Deal): EngineError | null {
  return checkDealShape(deal, { pack: standardDeck(), packName: '52-card deck', hands: 2, handSize: 13, rest: 26, restName: 'stock' });
}
