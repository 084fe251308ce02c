// The list of the games the table can play: each game's static facts (games/<id>/meta.ts:
// seats, phases, settings, presets) without its rules, so the lobby can list games while each
// game's code loads lazily (that is listed in games/index.ts). The other layers find a game's
// parts in its own folders by convention (core/discover.ts); src/registration.test.ts checks
// that each game listed here is complete in every layer. Adding a game: docs/adding-a-game.md.
import type { Action, GameId, OptionSpec, Preset } from './core/types';
import { ascotMeta } from './games/ascot/meta';
import { kingOfTheHillMeta } from './games/king-of-the-hill/meta';
import { kloepperMeta } from './games/kloepper/meta';
import { queensDungeonMeta } from './games/queens-dungeon/meta';
import { skatMeta } from './games/skat/meta';
import { supertrumpMeta } from './games/supertrump/meta';
import { toepenMeta } from './games/toepen/meta';
import { tuppiMeta } from './games/tuppi/meta';

export interface GameMeta {
  id: GameId;
  title: string;
  players: { min: number; max: number; default: number };
  /** every status().phase, in the order of play: the states of the game's table machine */
  phases: readonly string[];
  /** a lone legal action other than a card that auto-play may make, as it is no choice (default: none) */
  noChoice?: (a: Action) => boolean;
  options: readonly OptionSpec[];
  presets: readonly Preset[];
}

export const catalog: readonly GameMeta[] = [supertrumpMeta, skatMeta, toepenMeta, tuppiMeta, queensDungeonMeta, kloepperMeta, ascotMeta, kingOfTheHillMeta];

export function metaOf(id: string): GameMeta | undefined {
  return catalog.find((g) => g.id === id);
}
