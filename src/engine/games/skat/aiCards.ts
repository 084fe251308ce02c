// The AI's view of the cards (ai.ts and its parts): a card is its index in SKAT_DECK, suit
// (C, S, H, D) × 8 + rank (A 10 K Q J 9 8 7); rule sets 0–3 a suit game with that trump,
// 4 Grand (and Ramsch), 5 Null. The tables are the rules' own (rules.ts), seen by rule set.
import type { Card, Suit } from '../../core/types';
import { contractRulesIndex, EFF as EFF_FLAT, EFF_TRUMP, heldIndex, POINTS, RULES_GRAND, RULES_NULL, STRENGTH } from './rules';
import type { Contract } from './types';

export const SUIT_LETTERS: readonly Suit[] = ['C', 'S', 'H', 'D'];
export const R_A = 0, R_10 = 1, R_K = 2, R_Q = 3, R_J = 4;
export const GRAND = RULES_GRAND, NULL = RULES_NULL, TRUMP = EFF_TRUMP;
/** The base value of each suit (C S H D) and of Grand (§6.1). */
export const BASE = [12, 11, 10, 9, 24];

/** A held card's index in SKAT_DECK. */
export const ix: (c: Card) => number = heldIndex;

export { POINTS };
/** EFF[rules][card]: 0–3 its suit, 4 trump (the rules' table, by rule set). */
export const EFF: readonly Int8Array[] = [0, 1, 2, 3, 4, 5].map((ri) => EFF_FLAT.subarray(ri * 32, ri * 32 + 32));
/** STR[rules][card]: its rank within its effective suit, 0 for the lowest (from the rules' strengths). */
export const STR: readonly number[][] = EFF.map((eff, ri) => Array.from(eff, (e, i) => {
  let n = 0;
  for (let j = 0; j < 32; j++) if (eff[j] === e && STRENGTH[ri * 32 + j] < STRENGTH[ri * 32 + i]) n++;
  return n;
}));
/** Null order within a suit: 0 for the 7 … 7 for the ace. */
export const NULL_RANK = STR[NULL];

/** The rule set the cards are played by: Grand's in Ramsch, -1 before a contract. */
export function ruleIndex(contract: Contract | null, ramsch: boolean): number {
  return ramsch || contract ? contractRulesIndex(contract) : -1;
}

/** Does `c` beat the trick's current best card `w` (under rules `ri`)? */
export function beats(ri: number, c: number, w: number): boolean {
  const ec = EFF[ri][c];
  const ew = EFF[ri][w];
  return ec === ew ? STR[ri][c] > STR[ri][w] : ec === TRUMP;
}
