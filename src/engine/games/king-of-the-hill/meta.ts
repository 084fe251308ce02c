// King of the Hill's static facts: seats, named settings (rules spec §11.8, §7.1) and presets.
// Kept apart from the rules so the lobby can list them without loading the game. The list of
// skipped ranks (`skipRanks`, §3, D-24), a list rather than one choice, is a table option of
// the rules (track.ts): set through MatchSetup.options, not offered by the lobby (E-5).
import type { OptionSpec, Preset } from '../../core/types';

/** The ranks a marker may start on (§11.8 `startRank`: "2" … "K"). */
export const START_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const kingOfTheHillMeta = {
  id: 'king-of-the-hill',
  title: 'King of the Hill',
  // §1, §11.1: exactly five players.
  players: { min: 5, max: 5, default: 5 },
  // The phases as status().phase names them (§11.4): the table machine's states. Dealing
  // between declaration chances, picking up the kitty, the partner's reveal and the reseating,
  // trick collection, scoring and the game-end check happen inside the engine: no phases.
  phases: ['dealing', 'dealEndWindow', 'chooseTrump', 'kitty', 'callPartner', 'trickPlay', 'handResult', 'gameOver'],
  options: [
    { key: 'preset', type: 'enum', values: ['seed', 'tractor'], default: 'seed' },
    { key: 'declarationTiming', type: 'enum', values: ['onDeal', 'anyTime'], default: 'onDeal' },
    { key: 'allowInitialPairDeclaration', type: 'boolean', default: true },
    { key: 'allowReinforce', type: 'boolean', default: false },
    { key: 'firstKing', type: 'enum', values: ['dealerRight', 'firstDeclarer'], default: 'dealerRight' },
    { key: 'pairFollow', type: 'enum', values: ['seed', 'strict'], default: 'seed' },
    { key: 'kittyMultiplier', type: 'enum', values: ['flat2', 'byLead'], default: 'flat2' },
    { key: 'reseat', type: 'boolean', default: true },
    { key: 'hiddenPartner', type: 'boolean', default: false },
    { key: 'suddenDeath', type: 'enum', values: ['rounds', 'shared'], default: 'rounds' },
    { key: 'startRank', type: 'enum', values: START_RANKS, default: '2' },
  ] as const satisfies readonly OptionSpec[],
  // §7.1: the seed's defaults and standard Eighty Points / Tractor; and a short game.
  presets: [
    { id: 'seed', options: { preset: 'seed' } },
    { id: 'tractor', options: { preset: 'tractor' } },
    // not in the spec (H-1): a quicker game, every marker starting at J
    { id: 'short', options: { startRank: 'J' } },
  ] as const satisfies readonly Preset[],
} as const;

/** What `preset` changes (§7.1); an option given explicitly overrides it. */
export const PRESET_OPTIONS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  seed: {},
  tractor: { declarationTiming: 'anyTime', pairFollow: 'strict', kittyMultiplier: 'byLead' },
};
