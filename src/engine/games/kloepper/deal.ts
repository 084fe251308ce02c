// Dealing (§3, §11.5): deal k is shuffled from the stream "<seed>/hand/<k>" (E-2) and dealt in
// packets of three, clockwise from the dealer's left, two rounds: six cards each, none left.
// Fixed deals come from setup.deals.
import type { Card, Deal, EngineError } from '../../core/types';
import { checkDealShape, shuffledPack } from '../../kit/deal';
import { KLOEPPER_PACK } from './rules';

/** §3.3: packet p (three cards) goes to the (p mod 4)-th seat clockwise from the dealer's left. */
export function dealFromDeck(deck: readonly Card[], dealer: number): Card[][] {
  const hands: Card[][] = [[], [], [], []];
  for (let k = 0; k < deck.length; k++) {
    const packet = Math.floor(k / 3);
    hands[(dealer + 1 + (packet % 4)) % 4].push(deck[k]);
  }
  return hands;
}

/** The hands of deal `handNumber`: the fixed deal if given, else the seeded shuffle. */
export function dealHands(seed: string, handNumber: number, dealer: number, fixed: Deal | undefined): Card[][] {
  if (fixed) return fixed.hands.map((h) => h.slice());
  return dealFromDeck(shuffledPack(KLOEPPER_PACK, seed, handNumber), dealer);
}

/** §11.5: four hands of six cards, together exactly the 24-card pack; `rest` absent or empty. */
export function checkDeal(deal: Deal): EngineError | null {
  return checkDealShape(deal, { pack: KLOEPPER_PACK, packName: '24-card Kloepper pack', hands: 4, handSize: 6, rest: 0 });
}
