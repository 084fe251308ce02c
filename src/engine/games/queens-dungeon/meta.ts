// Queen's Dungeon's static facts: seats, named settings (rules spec §11.8) and presets.
// Kept apart from the rules so the lobby can list them without loading the game.
import type { OptionSpec, Preset } from '../../core/types';

export const queensDungeonMeta = {
  id: 'queens-dungeon',
  title: "Queen's Dungeon",
  // §1, §11.1, D-1: three or four seats, each for itself.
  players: { min: 3, max: 4, default: 4 },
  // The phases as status().phase names them (rules spec §11.4): the table machine's states.
  // The cut for the first dealer, dealing, trick collection, counting queens, hand scoring and
  // the game-end check happen inside the engine: no phases.
  phases: ['chooseTrump', 'trickPlay', 'trumpChange', 'dungeonChoice', 'keyChoice', 'handResult', 'gameOver'],
  options: [
    { key: 'removedTwo', type: 'enum', values: ['2S', '2H', '2D', '2C'], default: '2C' },
    { key: 'firstLead', type: 'enum', values: ['dealerLeft', 'dealer'], default: 'dealerLeft' },
    { key: 'mustTrump', type: 'boolean', default: true },
    { key: 'dungeonTrickScoring', type: 'enum', values: ['voidTrick', 'voidHand'], default: 'voidTrick' },
    { key: 'dungeonTrickCountsForContract', type: 'boolean', default: true },
    { key: 'tieBreak', type: 'enum', values: ['playOn', 'shared'], default: 'playOn' },
    // "integer ≥ 1" (§11.8, D-14): 1 to 5000 (QD-1 of docs/rules-decisions.md).
    { key: 'targetScore', type: 'integer', min: 1, max: 5000, default: 500 },
    { key: 'reviewLastTrick', type: 'boolean', default: true },
  ] as const satisfies readonly OptionSpec[],
  // The spec names no presets: these are its named readings (§7) as option sets.
  presets: [
    // the defaults: seed and pagat (D-2 … D-14)
    { id: 'standard', options: {} },
    // gamefarm.jp's rules page: the dealer leads the first trick (D-2)
    { id: 'gamefarm', options: { firstLead: 'dealer' } },
    // the accessible part of pagat's summary: follow suit, else any card (D-3)
    { id: 'freeDiscard', options: { mustTrump: false } },
    // pagat allows a lower target (D-14)
    { id: 'short', options: { targetScore: 250 } },
  ] as const satisfies readonly Preset[],
} as const;
