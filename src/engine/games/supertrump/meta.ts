// Supertrump's static facts: seats, named settings (rules spec §11.8) and lobby presets.
// Kept apart from the rules so the lobby can list them without loading the game.
import type { OptionSpec, Preset } from '../../core/types';

export const supertrumpMeta = {
  id: 'supertrump',
  title: 'Supertrump',
  players: { min: 2, max: 2, default: 2 },
  // The phases as status().phase names them (rules spec §11.4): the table machine's states.
  phases: ['chooseTrump', 'chooseSuperTrump', 'trickPlay', 'draw', 'handResult', 'gameOver'],
  options: [
    { key: 'supertrumpMembership', type: 'enum', values: ['trump', 'printed'], default: 'trump' },
    { key: 'confirmDraws', type: 'boolean', default: false },
    { key: 'reviewLastTrick', type: 'boolean', default: true },
    { key: 'gamesPerMatch', type: 'integer', min: 1, max: 9, default: 1 },
  ] as const satisfies readonly OptionSpec[],
  presets: [
    { id: 'standard', options: {} },
    { id: 'bestOfThree', options: { gamesPerMatch: 3 } },
    { id: 'printedSuits', options: { supertrumpMembership: 'printed' } },
    { id: 'stepByStep', options: { confirmDraws: true } },
  ] as const satisfies readonly Preset[],
} as const;
