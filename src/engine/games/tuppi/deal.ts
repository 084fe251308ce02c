// Dealing (§3, §11.5): all 52 cards one at a time clockwise from the dealer's left; hand k
// is shuffled from the stream "<seed>/hand/<k>"; fixed deals come from setup.deals.
import { standardDeck } from '../../core/cards';
import { checkDealShape, shuffledPack } from '../../kit/deal';
import type { Card, Deal, EngineError, Seat } from '../../core/types';

/** §3.3: deck[i] goes to seat (dealer + 1 + i) mod 4. */
export function dealFromDeck(deck: readonly Card[], dealer: Seat): Card[][] {
  const hands: Card[][] = [[], [], [], []];
  for (let i = 0; i < deck.length; i++) hands[(dealer + 1 + i) % 4].push(deck[i]);
  return hands;
}

export function dealHand(seed: string, handNumber: number, dealer: Seat, fixed: Deal | undefined): Card[][] {
  if (fixed) return fixed.hands.map((h) => h.slice());
  return dealFromDeck(shuffledPack(standardDeck(), seed, handNumber), dealer);
}

/** A fixed deal must be the whole 52-card deck in four hands of 13; nothing is left over. */
export function checkDeal(deal: Deal): EngineError | null {
  return checkDealShape(deal, { pack: standardDeck(), packName: '52-card deck', hands: 4, handSize: 13, rest: 0 });
}
