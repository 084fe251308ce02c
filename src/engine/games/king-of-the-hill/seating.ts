// Where the players sit (§1, §4.1): places 0 … 4 clockwise, place i first held by seat i; play
// goes counterclockwise, from place i to place i − 1 (from seat 0: 0, 4, 3, 2, 1). The partner
// reseats "opposite" the King, two places away, by one swap; the seating is kept afterwards.
import type { Seat } from '../../core/types';

export const INITIAL_PLACES: readonly Seat[] = [0, 1, 2, 3, 4];

/** The next player in play order after `seat` (the one on its right). */
export function nextSeat(places: readonly Seat[], seat: Seat): Seat {
  const i = places.indexOf(seat);
  return places[(i + 4) % 5];
}

/** The player `k` places after `seat` in play order (k = 1: its right). */
export function seatAfter(places: readonly Seat[], seat: Seat, k: number): Seat {
  const i = places.indexOf(seat);
  return places[(i + 5 * 4 - k) % 5];
}

/** The five players in play order from `first`. */
export function playOrderFrom(places: readonly Seat[], first: Seat): Seat[] {
  const i = places.indexOf(first);
  return [0, 1, 2, 3, 4].map((k) => places[(i + 5 - k) % 5]);
}

/** `seat`'s position in play order from `first` (0 … 4). */
export function positionFrom(places: readonly Seat[], first: Seat, seat: Seat): number {
  return (places.indexOf(first) - places.indexOf(seat) + 5) % 5;
}

/**
 * §4.1: the places after the partner moves two places from the King: from k+1 it swaps with
 * k+2, from k+4 with k+3; from k+2 or k+3 nobody moves (the same array is returned).
 */
export function reseated(places: readonly Seat[], king: Seat, partner: Seat): readonly Seat[] {
  const pos = positionFrom(places, king, partner);
  if (pos !== 1 && pos !== 4) return places;
  const other = seatAfter(places, king, pos === 1 ? 2 : 3);
  const out = places.slice();
  out[places.indexOf(partner)] = other;
  out[places.indexOf(other)] = partner;
  return out;
}
