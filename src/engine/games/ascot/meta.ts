// Ascot's static facts: seats, named settings (rules spec §7.1, §11.8) and presets.
// Kept apart from the rules so the lobby can list them without loading the game. The spec's
// `handicap` object ({ AS, AC, AH, AD }) is also a table option of the rules (handicap.ts):
// set through MatchSetup.options, not offered by the lobby, which offers the same start
// positions as four plain settings, one per ace (A-1 of docs/rules-decisions.md).
import type { OptionSpec, Preset } from '../../core/types';

export const ascotMeta = {
  id: 'ascot',
  title: 'Ascot',
  // §1, §11.1: exactly two seats.
  players: { min: 2, max: 2, default: 2 },
  // The phases as status().phase names them (§11.4): the table machine's states. Dealing,
  // trick collection, the draws (unless confirmDraws), the horses' advances, the race result
  // and the match end happen inside the engine: no phases.
  phases: ['trickPlay', 'draw', 'handResult', 'gameOver'],
  options: [
    { key: 'seat0Side', type: 'enum', values: ['black', 'red', 'random'], default: 'random' },
    { key: 'trumpFromFirstUpcard', type: 'boolean', default: false },
    { key: 'tieBreak', type: 'enum', values: ['secondHorse', 'deadHeat'], default: 'secondHorse' },
    // "integer ≥ 1" (§11.8): 1 to 24, the tricks of a deal.
    { key: 'maxMovesPerDeal', type: 'integer', min: 1, max: 24, default: 6 },
    // §6.4: each ace's start in half-lengths, 0–6 (A-1: the spec's handicap object, one setting per ace)
    { key: 'handicapAS', type: 'integer', min: 0, max: 6, default: 0 },
    { key: 'handicapAC', type: 'integer', min: 0, max: 6, default: 0 },
    { key: 'handicapAH', type: 'integer', min: 0, max: 6, default: 0 },
    { key: 'handicapAD', type: 'integer', min: 0, max: 6, default: 0 },
    { key: 'matchMode', type: 'enum', values: ['single', 'marathon', 'marathonCarryOver'], default: 'single' },
    // "integer ≥ 2" (§11.8): 2 to 12; read only in the multi-race modes.
    { key: 'races', type: 'integer', min: 2, max: 12, default: 3 },
    { key: 'confirmDraws', type: 'boolean', default: false },
    { key: 'reviewLastTrick', type: 'boolean', default: false },
  ] as const satisfies readonly OptionSpec[],
  presets: [
    // the defaults: the seed's single race
    { id: 'standard', options: {} },
    // §6.3: the seed's marathon, three races, the aces back at the start each time
    { id: 'marathon', options: { matchMode: 'marathon', races: 3 } },
    // §6.3: pagat's one long race over three deals
    { id: 'longRace', options: { matchMode: 'marathonCarryOver', races: 3 } },
    // D-6: the first upcard's suit is trump
    { id: 'trumps', options: { trumpFromFirstUpcard: true } },
    // §6.4, pagat: a beginner's two horses start one length ahead (seat 0 black, or red)
    { id: 'headStartBlack', options: { seat0Side: 'black', handicapAS: 2, handicapAC: 2 } },
    { id: 'headStartRed', options: { seat0Side: 'red', handicapAH: 2, handicapAD: 2 } },
  ] as const satisfies readonly Preset[],
} as const;
