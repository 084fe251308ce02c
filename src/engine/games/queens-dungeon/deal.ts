// Dealing (§3, §11.5): the cut for the first dealer, and the deal itself: the pack for the
// seat count, shuffled from the stream "<seed>/hand/<k>" (E-2), one card at a time clockwise
// from the dealer's left until all are dealt. Fixed deals come from setup.deals.
import { createRng, shuffled } from '../../core/rng';
import type { Card, Deal, EngineError, NormalizedSetup, Seat } from '../../core/types';
import { checkDealShape, shuffledPack } from '../../kit/deal';
import { handSizeFor, packFor, strength } from './rules';
import type { CutRound, QueensDungeonOptions } from './types';

/**
 * §3.1: every seat draws a card from the shuffled pack; the highest rank (queen high, suits
 * unranked) deals; tied seats alone draw again, from the pack shuffled anew (QD-2 of
 * docs/rules-decisions.md), until one card is highest. Drawn from the stream "<seed>/dealer",
 * the one E-2 draws an absent first dealer from.
 */
export function cutForDealer(seed: string, pack: readonly Card[], players: number): CutRound[] {
  const rng = createRng(`${seed}/dealer`);
  const rounds: CutRound[] = [];
  let seats: Seat[] = Array.from({ length: players }, (_, s) => s);
  for (;;) {
    const deck = shuffled(pack, rng);
    const round = cutRound(seats, seats.map((_, i) => deck[i]));
    rounds.push(round);
    if (round.dealer !== null) return rounds;
    seats = tiedSeats(round);
  }
}

/** One round of the cut: `seats` drew `cards` (in that order); the dealer if one rank is highest. */
export function cutRound(seats: readonly Seat[], cards: readonly Card[]): CutRound {
  const tied = topSeats(seats, cards);
  return { seats: seats.slice(), cards: cards.slice(), dealer: tied.length === 1 ? tied[0] : null };
}

/** The seats of a round that drew the highest rank (they cut again when more than one). */
export const tiedSeats = (r: CutRound): Seat[] => topSeats(r.seats, r.cards);

function topSeats(seats: readonly Seat[], cards: readonly Card[]): Seat[] {
  const top = Math.max(...cards.map(strength));
  return seats.filter((_, i) => strength(cards[i]) === top);
}

/** §3.4: deck[k] goes to the k-th seat clockwise from the dealer's left, round after round. */
export function dealFromDeck(deck: readonly Card[], players: number, dealer: Seat): Card[][] {
  const size = deck.length / players;
  const hands = new Array<Card[]>(players);
  for (let seat = 0; seat < players; seat++) hands[seat] = new Array<Card>(size);
  for (let k = 0; k < deck.length; k++) {
    const seat = (dealer + 1 + (k % players)) % players;
    hands[seat][Math.floor(k / players)] = deck[k];
  }
  return hands;
}

/** The hands of deal `handNumber`: the fixed deal if given, else the seeded shuffle. */
export function dealHands(
  seed: string, handNumber: number, players: number, dealer: Seat, options: QueensDungeonOptions, fixed: Deal | undefined,
): Card[][] {
  if (fixed) return fixed.hands.map((h) => h.slice());
  return dealFromDeck(shuffledPack(packFor(players, options.removedTwo), seed, handNumber), players, dealer);
}

/**
 * §11.5: one hand per seat of 13 cards (17 with three seats), together exactly the pack; with
 * three seats `rest` is empty or the removed two, `[options.removedTwo]`.
 */
export function checkDeal(deal: Deal, setup: NormalizedSetup): EngineError | null {
  const players = setup.players;
  const two = (setup.options as unknown as QueensDungeonOptions).removedTwo;
  let rest = deal.rest ?? [];
  if (players === 3 && Array.isArray(rest) && rest.length === 1) {
    if (rest[0] !== two) return { code: 'ERR_BAD_DEAL', message: `With three players rest is the removed two, ${two}.` };
    rest = [];
  }
  return checkDealShape({ hands: deal.hands, rest }, {
    pack: packFor(players, two),
    packName: players === 3 ? `51-card pack without the ${two}` : '52-card deck',
    hands: players,
    handSize: handSizeFor(players),
    rest: 0,
  });
}
