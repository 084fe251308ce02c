// Finding each game's parts by convention (docs/adding-a-game.md). The catalog
// (engine/catalog.ts) lists the games, and engine/games/index.ts their engine code: the engine
// loads without Vite, so it imports plainly. The layers built by Vite (the UI, its texts, the
// rules pages, the Vitest-only test hooks) collect each game's part from its own folder with
// import.meta.glob, so the game's files alone register it. A part is the export named after
// the game: `toepenHooks` from games/toepen/conformanceHooks.ts, `queensDungeonUi` from
// ui/games/queens-dungeon/index.ts.
import type { GameId } from './types';

/** 'queens-dungeon' + 'Ai' -> 'queensDungeonAi'. */
export function partName(game: string, suffix: string): string {
  return game.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) + suffix;
}

/** The game folder a globbed path lies in, its parent: '../games/toepen/ai.ts' -> 'toepen'. */
export function gameOfPath(path: string): string | null {
  return /(?:^|\/)([a-z][a-z-]*)\/[^/]+$/.exec(path)?.[1] ?? null;
}

/**
 * Each game's part from eagerly globbed modules: `modules` as import.meta.glob returns them
 * (`{ eager: true }`), `suffix` the part's name after the game's ('Ai', 'Hooks', '' for the
 * definition itself). A module without the conventional export is an error, not a silent gap.
 */
export function collectParts<T>(modules: Record<string, unknown>, suffix: string): Partial<Record<GameId, T>> {
  const out: Partial<Record<GameId, T>> = {};
  for (const [path, mod] of Object.entries(modules)) {
    const game = gameOfPath(path);
    if (!game) throw new Error(`${path} is not inside a game's folder`);
    const name = partName(game, suffix);
    const part = (mod as Record<string, unknown>)[name];
    if (part === undefined) throw new Error(`${path} does not export ${name}`);
    out[game as GameId] = part as T;
  }
  return out;
}
