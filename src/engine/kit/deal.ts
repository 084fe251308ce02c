// Dealing: the seeded shuffle of each hand, and the check of a fixed deal (setup.deals).
import { sameCards } from '../core/cards';
import { createRng, shuffled } from '../core/rng';
import type { Card, Deal, EngineError } from '../core/types';

/** Hand `handNumber`'s pack, shuffled from the stream "<seed>/hand/<k>" (E-2 of the specs). */
export function shuffledPack(pack: readonly Card[], seed: string, handNumber: number): Card[] {
  return shuffled(pack, createRng(`${seed}/hand/${handNumber}`));
}

/** What a fixed deal of a game with fixed hand sizes holds. */
export interface DealShape {
  pack: readonly Card[];
  /** how the messages name the pack: '52-card deck' */
  packName: string;
  hands: number;
  handSize: number;
  /** the cards left over (`rest`), and how the messages name them: 'stock', 'skat' */
  rest: number;
  restName?: string;
}

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

const badDeal = (message: string): EngineError => ({ code: 'ERR_BAD_DEAL', message });

/** Why `deal` is not a deal of `shape` (hand sizes, rest, exactly the pack), or null. */
export function checkDealShape(deal: Deal, shape: DealShape): EngineError | null {
  const hands = deal.hands;
  if (hands.length !== shape.hands || hands.some((h) => !Array.isArray(h) || h.length !== shape.handSize)) {
    return badDeal(`Each of the ${COUNT_WORDS[shape.hands]} hands must hold ${shape.handSize} cards.`);
  }
  const rest = deal.rest ?? [];
  if (!Array.isArray(rest) || rest.length !== shape.rest) {
    return badDeal(shape.rest === 0 ? `All ${shape.pack.length} cards are dealt: rest must be empty.` : `The ${shape.restName} (rest) must hold ${shape.rest} cards.`);
  }
  if (!sameCards([...hands.flat(), ...rest], shape.pack)) return badDeal(`The cards of a deal must be exactly the ${shape.packName}.`);
  return null;
}
