// The racecourse (§2.1, §5.3) and the race result (§6.1, §6.2): the four horses by index in the
// spec's order AS AC AH AD, which ace a led suit moves, the cap of advances per deal, and the
// comparison of the best and second horses of each colour.
import type { Card, Seat } from '../../core/types';
import type { Ace, Horses, RaceResult, Side } from './types';

export const ACES: readonly Ace[] = ['AS', 'AC', 'AH', 'AD'];
/** §1: AS and AC are black, AH and AD red. */
export const SIDE_OF_HORSE: readonly Side[] = ['black', 'black', 'red', 'red'];

/** The horse a card's suit moves (§5.3): S → AS, C → AC, H → AH, D → AD. */
const HORSE_BY_SUIT: Readonly<Record<string, number>> = { S: 0, C: 1, H: 2, D: 3 };
export const horseOfCard = (c: Card): number => HORSE_BY_SUIT[c[c.length - 1]];

/** §2.1: whether a lead-win in this horse's suit still moves it this deal. */
export const mayAdvance = (moves: readonly number[], horse: number, maxMoves: number): boolean => moves[horse] < maxMoves;

/**
 * §6.1: Black and Red by their best horse, then (tieBreak 'secondHorse', D-8) their second;
 * level in what is compared: a dead heat.
 */
export function raceResult(pos: readonly number[], tieBreak: 'secondHorse' | 'deadHeat'): RaceResult {
  const bestB = Math.max(pos[0], pos[1]);
  const bestR = Math.max(pos[2], pos[3]);
  if (bestB !== bestR) return bestB > bestR ? 'black' : 'red';
  if (tieBreak === 'deadHeat') return 'deadHeat';
  const secondB = Math.min(pos[0], pos[1]);
  const secondR = Math.min(pos[2], pos[3]);
  return secondB === secondR ? 'deadHeat' : secondB > secondR ? 'black' : 'red';
}

/** §6.3, §11.7: the match points of a race result for each seat: 1 to the winner, ½ each for a dead heat. */
export function racePoints(result: RaceResult, sides: readonly Side[]): number[] {
  return sides.map((side) => (result === 'deadHeat' ? 0.5 : result === side ? 1 : 0));
}

/** The seat owning `side`. */
export const seatOf = (sides: readonly Side[], side: Side): Seat => (sides[0] === side ? 0 : 1);

/** The observation's racecourse: each ace's position and advances this deal. */
export function horsesOf(pos: readonly number[], moves: readonly number[]): Horses {
  return { AS: { pos: pos[0], moves: moves[0] }, AC: { pos: pos[1], moves: moves[1] }, AH: { pos: pos[2], moves: moves[2] }, AD: { pos: pos[3], moves: moves[3] } };
}
