// Static facts of every registered game (seats, settings, presets) without their rules,
// so the lobby can list games while each game's code loads lazily.
import type { GameId, OptionSpec, Preset } from './core/types';
import { skatMeta } from './games/skat/meta';
import { supertrumpMeta } from './games/supertrump/meta';
import { toepenMeta } from './games/toepen/meta';
import { tuppiMeta } from './games/tuppi/meta';

export interface GameMeta {
  id: GameId;
  title: string;
  players: { min: number; max: number; default: number };
  options: readonly OptionSpec[];
  presets: readonly Preset[];
}

export const catalog: readonly GameMeta[] = [supertrumpMeta, skatMeta, toepenMeta, tuppiMeta];

export function metaOf(id: string): GameMeta | undefined {
  return catalog.find((g) => g.id === id);
}
