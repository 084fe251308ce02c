// Each player's rank track (§1, §3, §6.3): 2 3 … 10 J Q K A, index 0 … 12. A marker starts on
// `startRank` and moves by steps along the track without the ranks of `skipRanks` (§3, D-24),
// never beyond A. `skipRanks` is a list, so it is a table option (E-5): set through
// MatchSetup.options, not offered by the lobby; it may name any rank but A (H-2).
import { RANK_INDEX, RANKS } from '../../core/cards';
import type { Rank, TableOption } from '../../core/types';

export const ACE = 12;

/** status().totals: the rank as a number, 2 … 10, J 11, Q 12, K 13, A 14 (§11.7). */
export const rankValue = (index: number): number => index + 2;

/**
 * §6.3 with `skipRanks`: the index reached from `index` by `steps` steps along the track, where
 * the skipped ranks are jumped over (a marker that started on one leaves it normally).
 */
export function advance(index: number, steps: number, skip: readonly Rank[]): number {
  let at = index;
  for (let k = 0; k < steps && at < ACE; k++) {
    at++;
    while (at < ACE && skip.includes(RANKS[at])) at++;
  }
  return at;
}

/** The complete list for a given `skipRanks` (distinct ranks 2 … K, in track order), or null when invalid. */
export function normalizeSkipRanks(given: unknown): Rank[] | null {
  if (!Array.isArray(given)) return null;
  if (!given.every((r) => typeof r === 'string' && Object.hasOwn(RANK_INDEX, r) && r !== 'A')) return null;
  return [...new Set(given as Rank[])].sort((a, b) => RANK_INDEX[a] - RANK_INDEX[b]);
}

export const skipRanksOption: TableOption = { default: [], normalize: normalizeSkipRanks };
