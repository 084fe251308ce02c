// Every game the engine plays, each from its own folder: its rules (the contract's
// GameDefinition, index.ts), its AI hooks (ai.ts) and its sparring partner (sparring.ts).
// Its static facts are the catalog's (../catalog.ts), which the lobby loads without this.
// Plain imports, not import.meta.glob: the engine must load in any TypeScript runtime (the
// e2e specs, outside harnesses), not only through Vite. Adding a game: docs/adding-a-game.md.
import type { GameAi } from '../ai/types';
import type { SparringPlayer } from '../ai/sparring';
import type { GameDefinition, GameId, Observation } from '../core/types';
import { ascot } from './ascot';
import { ascotAi } from './ascot/ai';
import { ascotSparring } from './ascot/sparring';
import { kingOfTheHill } from './king-of-the-hill';
import { kingOfTheHillAi } from './king-of-the-hill/ai';
import { kingOfTheHillSparring } from './king-of-the-hill/sparring';
import { kloepper } from './kloepper';
import { kloepperAi } from './kloepper/ai';
import { kloepperSparring } from './kloepper/sparring';
import { queensDungeon } from './queens-dungeon';
import { queensDungeonAi } from './queens-dungeon/ai';
import { queensDungeonSparring } from './queens-dungeon/sparring';
import { skat } from './skat';
import { skatAi } from './skat/ai';
import { skatSparring } from './skat/sparring';
import { supertrump } from './supertrump';
import { supertrumpAi } from './supertrump/ai';
import { supertrumpSparring } from './supertrump/sparring';
import { toepen } from './toepen';
import { toepenAi } from './toepen/ai';
import { toepenSparring } from './toepen/sparring';
import { tuppi } from './tuppi';
import { tuppiAi } from './tuppi/ai';
import { tuppiSparring } from './tuppi/sparring';

export interface EngineGame {
  rules: GameDefinition;
  ai: GameAi;
  sparring: SparringPlayer;
}

/** A game's parts with its own state and observation types, as the engine stores them. */
function game<S, O extends Observation>(rules: GameDefinition<S, O>, ai: GameAi<S, O>, sparring: SparringPlayer<O>): EngineGame {
  return { rules, ai, sparring } as unknown as EngineGame;
}

export const engineGames: Partial<Record<GameId, EngineGame>> = {
  supertrump: game(supertrump, supertrumpAi, supertrumpSparring),
  skat: game(skat, skatAi, skatSparring),
  toepen: game(toepen, toepenAi, toepenSparring),
  tuppi: game(tuppi, tuppiAi, tuppiSparring),
  'queens-dungeon': game(queensDungeon, queensDungeonAi, queensDungeonSparring),
  kloepper: game(kloepper, kloepperAi, kloepperSparring),
  ascot: game(ascot, ascotAi, ascotSparring),
  'king-of-the-hill': game(kingOfTheHill, kingOfTheHillAi, kingOfTheHillSparring),
};

/** One part of every game, by id: `enginePart('ai')`. */
export function enginePart<K extends keyof EngineGame>(part: K): Partial<Record<GameId, EngineGame[K]>> {
  return Object.fromEntries(Object.entries(engineGames).map(([id, g]) => [id, g[part]]));
}
