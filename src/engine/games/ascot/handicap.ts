// §6.4's handicap: each ace's start position in half-lengths, 0–6. The spec's setting is one
// object { AS, AC, AH, AD } (a table option of the rules: MatchSetup.options.handicap); the
// lobby and deal codes carry the same numbers as plain settings handicapAS … handicapAD. An
// ace named in the object takes its value from there, the others from their plain setting
//
import type { TableOption } from '../../core/types';
import { ACES } from './race';
import type { AscotOptions, Handicap } from './types';

const isStart = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 6;

/** The handicap object as given, checked: aces only, each 0–6; else null. */
function normalizeHandicap(v: unknown): Partial<Handicap> | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const out: Partial<Handicap> = {};
  for (const [key, start] of Object.entries(v as Record<string, unknown>)) {
    const ace = ACES.find((a) => a === key);
    if (!ace || !isStart(start)) return null;
    out[ace] = start;
  }
  return out;
}

export const handicapOption: TableOption = { default: {}, normalize: normalizeHandicap };

/** The start positions in ACES order. */
export function startPositions(o: AscotOptions): number[] {
  const plain: Handicap = { AS: o.handicapAS, AC: o.handicapAC, AH: o.handicapAH, AD: o.handicapAD };
  return ACES.map((a) => o.handicap[a] ?? plain[a]);
}
