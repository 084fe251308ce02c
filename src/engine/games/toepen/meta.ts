// Toepen's static facts: seats, named settings (rules spec §11.8, §6.2) and presets.
// Kept apart from the rules so the lobby can list them without loading the game.
import type { Action, OptionSpec, Preset } from '../../core/types';

export const toepenMeta = {
  id: 'toepen',
  title: 'Toepen',
  // §11.1, T-6: the engine plays 2–8 seats; the lobby offers 2–6.
  players: { min: 2, max: 8, default: 4 },
  // The phases as status().phase names them (rules spec §11.4): the table machine's states.
  // Dealing, revealing the signals, trick collection, settlement and bankruptcy happen inside
  // the engine: no phases. A knock is sent in trickPlay like any action; the knocker's
  // responders are asked one by one in knockResponse.
  phases: ['exchange', 'challenge', 'signal', 'trickPlay', 'knockResponse', 'handResult', 'gameOver'],
  // Lone actions that are no choice, made for a person by auto-play like a forced card: "no
  // signal" when the hand has nothing to signal (§4.2: "The flow may send SIGNAL{none} for a seat
  // whose only legal signal is none, but only after the same delay it uses for a real choice";
  // never a lone mandatory stand or whistle), and keeping the hand when the stock is too small
  // to exchange (§4 row 2).
  noChoice: (a: Action) => (a.type === 'SIGNAL' && a.kind === 'none') || a.type === 'PASS',
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
