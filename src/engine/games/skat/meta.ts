// Skat's static facts: seats, named settings (rules spec §11.8, §7.1) and lobby presets.
// Kept apart from the rules so the lobby can list them without loading the game.
import type { OptionSpec, Preset } from '../../core/types';

export const skatMeta = {
  id: 'skat',
  title: 'Skat',
  players: { min: 3, max: 3, default: 3 },
  // The phases as status().phase names them (rules spec §11.4): the table machine's states.
  // Automatic steps (deal, thrown-in deal, scoring) happen inside the engine: no phases.
  phases: ['bidding', 'skatDecision', 'discard', 'declaration', 'trickPlay', 'handResult', 'gameOver'],
  options: [
    { key: 'preset', type: 'enum', values: ['isko', 'seed'], default: 'isko' },
    { key: 'auctionRoles', type: 'enum', values: ['isko', 'seed'], default: 'isko' },
    { key: 'handMatadorsIgnoreSkat', type: 'boolean', default: false },
    { key: 'allowSurrender', type: 'boolean', default: true },
    { key: 'allPass', type: 'enum', values: ['throwIn', 'ramsch'], default: 'throwIn' },
    { key: 'ramschSkatTo', type: 'enum', values: ['lastTrick', 'loser'], default: 'lastTrick' },
    { key: 'scoring', type: 'enum', values: ['classic', 'tournament'], default: 'classic' },
    // K-1: the spec says "integer ≥ 1"; 60 bounds a match (the UI offers up to 36).
    { key: 'handsPerGame', type: 'integer', min: 1, max: 60, default: 12 },
    { key: 'reviewLastTrick', type: 'boolean', default: true },
  ] as const satisfies readonly OptionSpec[],
  presets: [
    { id: 'isko', options: { preset: 'isko' } },
    { id: 'seed', options: { preset: 'seed' } },
  ] as const satisfies readonly Preset[],
} as const;

/** What `preset` changes (§7.1); an option given explicitly overrides it. */
export const PRESET_OPTIONS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  isko: {},
  seed: { auctionRoles: 'seed', handMatadorsIgnoreSkat: true },
};
