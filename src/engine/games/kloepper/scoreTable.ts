// The game points of §6 as one settings object (§6.4, option `scoreTable`): the spec's
// reconstructed rows are PROPOSED, so every value can be changed without code. A given table
// may be partial: its values replace the default's, group by group (K-2 of
// docs/rules-decisions.md); each value is a whole number from 0 to 999, and the card-point
// bands must rise (oppSchneiderMax < winMin ≤ schneiderMin ≤ 120).
import type { TableOption } from '../../core/types';

export interface ScoreTable {
  partnership: { all: number; schneider: number; win: number; oppWin: number; oppSchneider: number; winMin: number; schneiderMin: number; oppSchneiderMax: number };
  knock: { success: number; failOpp: number };
  knockOff: { success: number; failOpp: number };
  solo: { all: number; schneider: number; win: number; oppWin: number; oppSchneider: number };
  soloKnock: { success: number; failOpp: number };
}

export const DEFAULT_SCORE_TABLE: ScoreTable = {
  partnership: { all: 6, schneider: 4, win: 2, oppWin: 2, oppSchneider: 4, winMin: 61, schneiderMin: 91, oppSchneiderMax: 30 },
  knock: { success: 12, failOpp: 6 },
  knockOff: { success: 24, failOpp: 24 },
  solo: { all: 18, schneider: 12, win: 6, oppWin: 2, oppSchneider: 4 },
  soloKnock: { success: 30, failOpp: 30 },
};

const isPlain = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isValue = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 999;

/** The complete table for a given (possibly partial) one, or null if it is not a table of §6.4's shape. */
export function normalizeScoreTable(given: unknown): ScoreTable | null {
  if (!isPlain(given)) return null;
  const out: Record<string, Record<string, number>> = {};
  for (const key of Object.keys(given)) if (!Object.hasOwn(DEFAULT_SCORE_TABLE, key)) return null;
  for (const [group, defaults] of Object.entries(DEFAULT_SCORE_TABLE) as [string, Record<string, number>][]) {
    const g = given[group] ?? {};
    if (!isPlain(g)) return null;
    for (const key of Object.keys(g)) if (!Object.hasOwn(defaults, key) || !isValue(g[key])) return null;
    out[group] = { ...defaults, ...(g as Record<string, number>) };
  }
  const t = out as unknown as ScoreTable;
  const p = t.partnership;
  if (!(p.oppSchneiderMax < p.winMin && p.winMin <= p.schneiderMin && p.schneiderMin <= 120)) return null;
  return t;
}

export const scoreTableOption: TableOption = { default: DEFAULT_SCORE_TABLE, normalize: normalizeScoreTable };
