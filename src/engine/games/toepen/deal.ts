// Dealing (§3, §11.5): four cards to every seat still in the game, one at a time clockwise
// from the dealer's left; the rest is the dealer's stock, top first. Deal k is shuffled
// from the stream "<seed>/hand/<k>" (E-2); fixed deals come from setup.deals.
import { sameCards } from '../../core/cards';
import type { Card, Deal, EngineError, NormalizedSetup, Seat } from '../../core/types';
import { shuffledPack } from '../../kit/deal';
import { TOEPEN_DECK } from './rules';

/** The seats dealt in, p[0] = the dealer's left … p[n-1] = the dealer (§3.3). */
export function dealOrder(players: number, eliminated: readonly boolean[], dealer: Seat): Seat[] {
  let n = 0;
  for (let seat = 0; seat < players; seat++) if (!eliminated[seat]) n++;
  const out = new Array<Seat>(n);
  let i = 0;
  for (let k = 1; k <= players; k++) {
    const seat = (dealer + k) % players;
    if (!eliminated[seat]) out[i++] = seat;
  }
  return out;
}

/** §3.3: p[k] receives deck[k], deck[k+n], deck[k+2n], deck[k+3n]; the stock is deck[4n..]. */
export function dealFromDeck(deck: readonly Card[], players: number, order: readonly Seat[]): { hands: Card[][]; stock: Card[] } {
  const n = order.length;
  const hands = new Array<Card[]>(players);
  for (let seat = 0; seat < players; seat++) hands[seat] = [];
  // Each hand at its final size (four cards), not grown card by card.
  for (let k = 0; k < n; k++) hands[order[k]] = [deck[k], deck[k + n], deck[k + 2 * n], deck[k + 3 * n]];
  return { hands, stock: deck.slice(4 * n) };
}

/** A fixed deal fits when exactly the seats in play hold four cards each. */
function fits(deal: Deal, players: number, eliminated: readonly boolean[]): boolean {
  for (let seat = 0; seat < players; seat++) if (deal.hands[seat].length !== (eliminated[seat] ? 0 : 4)) return false;
  return true;
}

/**
 * The hands and stock of deal `handNumber`. A fixed deal that does not fit the seats still
 * in the game (someone was eliminated since the setup was written) is replaced by the
 * seeded shuffle (TP-3).
 */
export function dealHand(
  seed: string, handNumber: number, players: number, eliminated: readonly boolean[], dealer: Seat, fixed: Deal | undefined,
): { hands: Card[][]; stock: Card[] } {
  if (fixed && fits(fixed, players, eliminated)) return { hands: fixed.hands.map((h) => h.slice()), stock: (fixed.rest ?? []).slice() };
  const deck = shuffledPack(TOEPEN_DECK, seed, handNumber);
  return dealFromDeck(deck, players, dealOrder(players, eliminated, dealer));
}

/**
 * §11.5: one hand per seat, each of 4 cards (0 for a seat eliminated by then), at least two
 * seats dealt in, and together with `rest` exactly the 32-card pack. The first deal is
 * dealt to every seat.
 */
export function checkDeal(deal: Deal, setup: NormalizedSetup): EngineError | null {
  const hands = deal.hands;
  if (hands.length !== setup.players || hands.some((h) => !Array.isArray(h) || (h.length !== 4 && h.length !== 0))) {
    return { code: 'ERR_BAD_DEAL', message: `A deal has one hand per seat (${setup.players}), each of 4 cards (none for an eliminated seat).` };
  }
  const dealtIn = hands.filter((h) => h.length === 4).length;
  if (dealtIn < 2) return { code: 'ERR_BAD_DEAL', message: 'At least two seats must be dealt in.' };
  if (setup.deals[0] === deal && dealtIn !== setup.players) return { code: 'ERR_BAD_DEAL', message: 'The first deal gives every seat 4 cards.' };
  const rest = deal.rest ?? [];
  if (!Array.isArray(rest)) return { code: 'ERR_BAD_DEAL', message: 'rest must be a list of cards.' };
  if (!sameCards([...hands.flat(), ...rest], TOEPEN_DECK)) {
    return { code: 'ERR_BAD_DEAL', message: `The hands and rest (the stock, ${32 - 4 * dealtIn} cards) must be exactly the 32-card pack.` };
  }
  return null;
}
