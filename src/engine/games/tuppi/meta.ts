// Tuppi's static facts: seats, named settings (rules spec §11.8, §7.1) and presets.
// Kept apart from the rules so the lobby can list them without loading the game.
import type { OptionSpec, Preset } from '../../core/types';

export const tuppiMeta = {
  id: 'tuppi',
  title: 'Tuppi',
  players: { min: 4, max: 4, default: 4 },
  // The phases as status().phase names them (rules spec §11.4): the table machine's states.
  // Dealing, the auction reveal, the partner's retirement, trick collection and scoring
  // happen inside the engine: no phases.
  phases: ['auction', 'soloOffer', 'soloDiscard', 'soloGive', 'trickPlay', 'handResult', 'gameOver'],
  options: [
    { key: 'preset', type: 'enum', values: ['seed', 'traditional'], default: 'seed' },
    { key: 'allowTwoAsBidCard', type: 'boolean', default: true },
    { key: 'bidMethod', type: 'enum', values: ['handCard', 'tokens'], default: 'handCard' },
    { key: 'ramiOpeningLeader', type: 'enum', values: ['declarer', 'rightOfDeclarer'], default: 'declarer' },
    { key: 'soloEnabled', type: 'boolean', default: true },
    { key: 'soloExchange', type: 'enum', values: ['optional', 'mandatory', 'off'], default: 'optional' },
    // T-2: the spec names 13 and 3; any n in 3..13 means "avoid the first n tricks".
    { key: 'soloLength', type: 'integer', min: 3, max: 13, default: 13 },
    { key: 'wipeRule', type: 'enum', values: ['wipeAndCredit', 'resetBoth', 'none'], default: 'wipeAndCredit' },
    // T-3: "integer ≥ 1"; 999 bounds it.
    { key: 'targetScore', type: 'integer', min: 1, max: 999, default: 52 },
    // T-1: the spec's null (no limit) is 0: the core's option checks know integers only.
    { key: 'handLimit', type: 'integer', min: 0, max: 999, default: 0 },
    { key: 'endHandWhenDecided', type: 'boolean', default: false },
    { key: 'reviewLastTrick', type: 'boolean', default: true },
  ] as const satisfies readonly OptionSpec[],
  presets: [
    { id: 'seed', options: { preset: 'seed' } },
    { id: 'traditional', options: { preset: 'traditional' } },
  ] as const satisfies readonly Preset[],
} as const;

/** What `preset` changes (§7.1); an option given explicitly overrides it. */
export const PRESET_OPTIONS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  seed: {},
  traditional: { allowTwoAsBidCard: false, ramiOpeningLeader: 'rightOfDeclarer', wipeRule: 'resetBoth' },
};
