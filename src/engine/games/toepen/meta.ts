// Toepen's static facts: seats, named settings (rules spec §11.8, §6.2) and presets.
// Kept apart from the rules so the lobby can list them without loading the game.
import type { OptionSpec, Preset } from '../../core/types';

export const toepenMeta = {
  id: 'toepen',
  title: 'Toepen',
  // §11.1, T-6: the engine plays 2–8 seats; the lobby offers 2–6.
  players: { min: 2, max: 8, default: 4 },
  options: [
    { key: 'preset', type: 'enum', values: ['seed', 'dutch'], default: 'seed' },
    { key: 'startingChips', type: 'integer', min: 10, max: 50, default: 20 },
    { key: 'winCondition', type: 'enum', values: ['mostChipsAtFirstBankruptcy', 'lastPlayerStanding'], default: 'mostChipsAtFirstBankruptcy' },
    { key: 'cardOrder', type: 'enum', values: ['seed', 'dutch'], default: 'seed' },
    { key: 'signals', type: 'enum', values: ['manual', 'auto', 'off'], default: 'manual' },
    { key: 'nextDealer', type: 'enum', values: ['left', 'lastTrickWinner'], default: 'left' },
    { key: 'winnerCollectsStake', type: 'boolean', default: true },
    { key: 'knockRequiresCover', type: 'boolean', default: true },
  ] as const satisfies readonly OptionSpec[],
  presets: [
    { id: 'seed', options: { preset: 'seed' } },
    { id: 'dutch', options: { preset: 'dutch' } },
  ] as const satisfies readonly Preset[],
} as const;

/** What `preset` changes (§6.2); an option given explicitly overrides it. */
export const PRESET_OPTIONS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  seed: {},
  dutch: { cardOrder: 'dutch', signals: 'off', nextDealer: 'lastTrickWinner', winnerCollectsStake: false },
};
