// Each game's table machine, built from its phase list in the engine's catalog (its meta.ts):
// every game's machine is its phases on the shared table machine (tableMachine.ts).
import type { GameId } from '../engine';
import { metaOf } from '../engine/catalog';
import { noOtherForcedMoves } from './forced';
import { createTableMachine, type TableMachine } from './tableMachine';

const machines = new Map<GameId, TableMachine>();

/** The table machine of a game; throws for a game that is not in the catalog. */
export function tableMachineFor(game: GameId): TableMachine {
  let m = machines.get(game);
  if (!m) {
    const meta = metaOf(game);
    if (!meta) throw new Error(`No table machine for "${game}".`);
    m = createTableMachine(game, meta.phases, meta.noChoice ?? noOtherForcedMoves);
    machines.set(game, m);
  }
  return m;
}
