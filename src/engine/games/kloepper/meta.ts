// Kloepper's static facts: seats, named settings (rules spec §11.8) and presets.
// Kept apart from the rules so the lobby can list them without loading the game. The score
// table (§6.4), a table of values rather than one choice, is a table option of the rules
// (scoreTable.ts): set through MatchSetup.options, not offered by the lobby.
import type { Action, OptionSpec, Preset } from '../../core/types';

export const kloepperMeta = {
  id: 'kloepper',
  title: 'Kloepper',
  // §1, §11.1: exactly four seats.
  players: { min: 4, max: 4, default: 4 },
  // The phases as status().phase names them (rules spec §11.4): the table machine's states.
  // Dealing, trick collection, closing the knock windows, scoring and the game-end check
  // happen inside the engine: no phases. The response round after a knock is a knockWindow.
  phases: ['partnerDeclaration', 'knockWindow', 'trickPlay', 'handResult', 'gameOver'],
  // §4.1: "The flow may answer a PASS-only seat automatically, but only after the same delay
  // it uses for a real decision".
  noChoice: (a: Action) => a.type === 'PASS',
  options: [
    { key: 'knockOffRule', type: 'enum', values: ['doubleStake', 'literal'], default: 'doubleStake' },
    { key: 'requireCalledSuitInHand', type: 'boolean', default: false },
    { key: 'calledAceMustFollow', type: 'boolean', default: false },
    // "integer ≥ 1" (§11.8): 1 to 300 (K-1 of docs/rules-decisions.md).
    { key: 'targetScore', type: 'integer', min: 1, max: 300, default: 30 },
    { key: 'tieBreak', type: 'enum', values: ['playOn', 'shared'], default: 'playOn' },
    { key: 'showCardPointsDuringPlay', type: 'boolean', default: false },
  ] as const satisfies readonly OptionSpec[],
  // The spec names no presets: its defaults, a Sheepshead-style called ace and a short game.
  presets: [
    // the defaults: seed and World Championship rules (§7)
    { id: 'standard', options: {} },
    // D-9's Sheepshead conventions: the caller holds a card of the called suit, the ace follows suit
    { id: 'sheepshead', options: { requireCalledSuitInHand: true, calledAceMustFollow: true } },
    // a quicker game
    { id: 'short', options: { targetScore: 15 } },
  ] as const satisfies readonly Preset[],
} as const;
