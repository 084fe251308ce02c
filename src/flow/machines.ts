import type { GameId } from '../engine';
import { skatMachine } from './games/skatMachine';
import { supertrumpMachine } from './games/supertrumpMachine';
import { toepenMachine } from './games/toepenMachine';
import { tuppiMachine } from './games/tuppiMachine';
import type { TableMachine } from './tableMachine';

const machines: Partial<Record<GameId, TableMachine>> = {
  supertrump: supertrumpMachine,
  skat: skatMachine,
  tuppi: tuppiMachine,
  toepen: toepenMachine,
};

/** The table machine of a game; throws for a game that has none yet. */
export function tableMachineFor(game: GameId): TableMachine {
  const m = machines[game];
  if (!m) throw new Error(`No table machine for "${game}".`);
  return m;
}
