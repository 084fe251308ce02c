// Dealing a Supertrump game (§3): 13 cards each, one at a time from the non-dealer;
// the other 26 cards are the stock, top first. Fixed deals come from setup.deals.
import { sameCards, standardDeck } from '../../core/cards';
import { createRng, shuffled } from '../../core/rng';
import type { Card, Deal, EngineError, Seat } from '../../core/types';

export interface DealtCards {
  hands: [Card[], Card[]];
  stock: Card[];
}

export function dealGame(seed: string, handNumber: number, dealer: Seat, fixed: Deal | undefined): DealtCards {
  if (fixed) return { hands: [fixed.hands[0].slice(), fixed.hands[1].slice()], stock: (fixed.rest ?? []).slice() };
  const deck = shuffled(standardDeck(), createRng(`${seed}/hand/${handNumber}`));
  const nonDealer = 1 - dealer;
  const hands: [Card[], Card[]] = [[], []];
  for (let i = 0; i < 26; i++) hands[i % 2 === 0 ? nonDealer : dealer].push(deck[i]);
  return { hands, stock: deck.slice(26) };
}

/** A fixed deal must be the whole deck: 13 + 13 in hand, 26 in the stock. */
export function checkDeal(deal: Deal): EngineError | null {
  const hands = deal.hands;
  if (hands.length !== 2 || hands.some((h) => !Array.isArray(h) || h.length !== 13)) {
    return { code: 'ERR_BAD_DEAL', message: 'Each of the two hands must hold 13 cards.' };
  }
  const rest = deal.rest ?? [];
  if (!Array.isArray(rest) || rest.length !== 26) return { code: 'ERR_BAD_DEAL', message: 'The stock (rest) must hold 26 cards.' };
  if (!sameCards([...hands[0], ...hands[1], ...rest], standardDeck())) {
    return { code: 'ERR_BAD_DEAL', message: 'The cards of a deal must be exactly the 52-card deck.' };
  }
  return null;
}
