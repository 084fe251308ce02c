// The end of a game played to a target score (Queen's Dungeon §6.4, Kloepper §6.5): checked
// after each deal; the highest total wins, tied leaders play on or share the win.
import type { Fact, Seat } from '../core/types';

/**
 * The winners once some total reached `target` after a deal, or null to play on: the highest
 * total wins; tied leaders play on ('playOn') or share the win ('shared').
 */
export function gameWinners(totals: readonly number[], target: number, tieBreak: 'playOn' | 'shared'): Seat[] | null {
  const best = Math.max(...totals);
  if (best < target) return null;
  const leaders = totals.flatMap((t, seat) => (t === best ? [seat] : []));
  return leaders.length === 1 || tieBreak === 'shared' ? leaders : null;
}

/**
 * After a deal is scored on `next` (a state fresh from this action, its totals set): the game
 * is over (phase 'gameOver', its winners, a GAME_OVER fact) or goes on to the hand result.
 */
export function endOrGoOn<S extends { phase: string; winners: Seat[] }>(
  next: S, totals: readonly number[], options: { targetScore: number; tieBreak: 'playOn' | 'shared' }, facts: Fact[],
): void {
  const winners = gameWinners(totals, options.targetScore, options.tieBreak);
  next.phase = winners ? 'gameOver' : 'handResult';
  if (winners) {
    next.winners = winners;
    facts.push({ type: 'GAME_OVER', winners: winners.slice() });
  }
}
