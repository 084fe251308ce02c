// Dealing (§3, §11.5): all 52 cards one at a time clockwise from the dealer's left; hand k
// is shuffled from the stream "<seed>/hand/<k>"; fixed deals come from setup.deals.
import { sameCards, standardDeck } from '../../core/cards';
import { createRng, shuffled } from '../../core/rng';
import type { Card, Deal, EngineError, Seat } from '../../core/types';

/** §3.3: deck[i] goes to seat (dealer + 1 + i) mod 4. */
export function dealFromDeck(deck: readonly Card[], dealer: Seat): Card[][] {
  const hands: Card[][] = [[], [], [], []];
  for (let i = 0; i < deck.length; i++) hands[(dealer + 1 + i) % 4].push(deck[i]);
  return hands;
}

export function dealHand(seed: string, handNumber: number, dealer: Seat, fixed: Deal | undefined): Card[][] {
  if (fixed) return fixed.hands.map((h) => h.slice());
  return dealFromDeck(shuffled(standardDeck(), createRng(`${seed}/hand/${handNumber}`)), dealer);
}

/** A fixed deal must be the whole 52-card deck in four hands of 13; nothing is left over. */
export function checkDeal(deal: Deal): EngineError | null {
  const hands = deal.hands;
  if (hands.length !== 4 || hands.some((h) => !Array.isArray(h) || h.length !== 13)) {
    return { code: 'ERR_BAD_DEAL', message: 'Each of the four hands must hold 13 cards.' };
  }
  const rest = deal.rest ?? [];
  if (!Array.isArray(rest) || rest.length !== 0) return { code: 'ERR_BAD_DEAL', message: 'All 52 cards are dealt: rest must be empty.' };
  if (!sameCards(hands.flat(), standardDeck())) {
    return { code: 'ERR_BAD_DEAL', message: 'The cards of a deal must be exactly the 52-card deck.' };
  }
  return null;
}
