// Dealing a Skat deal (§3, §11.5): 10 cards each in packets 3-(2 to the skat)-4-3 from
// Forehand; deal k is shuffled from the stream "<seed>/hand/<k>"; fixed deals from setup.deals.
import type { Card, Deal, EngineError, Seat } from '../../core/types';
import { checkDealShape, shuffledPack } from '../../kit/deal';
import { SKAT_DECK } from './rules';

export interface DealtCards {
  hands: Card[][];
  skat: Card[];
}

// §3.2's packets from Forehand, as who takes each card of the pack in turn: 3 each (F, M,
// R), 2 to the skat, 4 each, 3 each. 0 = Forehand, 1 = Middlehand, 2 = Rearhand, 3 = the skat.
const PACKETS: readonly (readonly [number, number])[] = [[0, 3], [1, 3], [2, 3], [3, 2], [0, 4], [1, 4], [2, 4], [0, 3], [1, 3], [2, 3]];
const TAKER: readonly number[] = PACKETS.flatMap(([who, n]) => new Array<number>(n).fill(who));

/** Cards of the shuffled pack by role, as §3.2 lays them out. */
export function dealFromDeck(deck: readonly Card[], dealer: Seat): DealtCards {
  const seatOf = [(dealer + 1) % 3, (dealer + 2) % 3, dealer];
  // Each pile at its final size (10, 10, 10, 2), filled in turn: no arrays grown card by card.
  const piles: Card[][] = [new Array<Card>(10), new Array<Card>(10), new Array<Card>(10), new Array<Card>(2)];
  const filledTo = [0, 0, 0, 0];
  for (let i = 0; i < TAKER.length; i++) piles[TAKER[i]][filledTo[TAKER[i]]++] = deck[i];
  const hands = new Array<Card[]>(3);
  for (let role = 0; role < 3; role++) hands[seatOf[role]] = piles[role];
  return { hands, skat: piles[3] };
}

export function dealHand(seed: string, handNumber: number, dealer: Seat, fixed: Deal | undefined): DealtCards {
  if (fixed) return { hands: fixed.hands.map((h) => h.slice()), skat: (fixed.rest ?? []).slice() };
  return dealFromDeck(shuffledPack(SKAT_DECK, seed, handNumber), dealer);
}

/** A fixed deal must be the 32-card pack: three hands of 10 and the two skat cards as `rest`. */
export function checkDeal(deal: Deal): EngineError | null {
  return checkDealShape(deal, { pack: SKAT_DECK, packName: '32-card Skat pack', hands: 3, handSize: 10, rest: 2, restName: 'skat' });
}
