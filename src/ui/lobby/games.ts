// The eight games of the table, as the lobby lists them. Playability comes from the
// engine's catalog (static facts only, no rules code), so a game lights up when it lands.
import { catalog, type GameMeta } from '../../engine/catalog';
import type { GameId } from '../../engine/core/types';

export interface LobbyGame {
  id: GameId;
  /** seats as the lobby offers them */
  players: { min: number; max: number };
  /** a suit symbol for the card's corner, purely decorative */
  glyph: string;
  meta: GameMeta | undefined;
}

const LIST: ReadonlyArray<Omit<LobbyGame, 'meta'>> = [
  { id: 'supertrump', players: { min: 2, max: 2 }, glyph: '♠' },
  { id: 'skat', players: { min: 3, max: 3 }, glyph: '♣' },
  { id: 'toepen', players: { min: 2, max: 6 }, glyph: '♥' },
  { id: 'tuppi', players: { min: 4, max: 4 }, glyph: '♦' },
  { id: 'queens-dungeon', players: { min: 3, max: 4 }, glyph: '♛' },
  { id: 'kloepper', players: { min: 4, max: 4 }, glyph: '♣' },
  { id: 'ascot', players: { min: 2, max: 2 }, glyph: '♞' },
  { id: 'king-of-the-hill', players: { min: 5, max: 5 }, glyph: '♚' },
];

export const LOBBY_GAMES: readonly LobbyGame[] = LIST.map((g) => {
  const meta = catalog.find((m) => m.id === g.id);
  // The engine's own range wins where it is narrower (the lobby never offers a seat count the engine refuses).
  const players = meta
    ? { min: Math.max(g.players.min, meta.players.min), max: Math.min(g.players.max, meta.players.max) }
    : g.players;
  return { ...g, players, meta };
});

export const GAME_IDS: readonly GameId[] = LOBBY_GAMES.map((g) => g.id);

export function isGameId(x: unknown): x is GameId {
  return typeof x === 'string' && (GAME_IDS as readonly string[]).includes(x);
}

export function lobbyGame(id: GameId): LobbyGame | undefined {
  return LOBBY_GAMES.find((g) => g.id === id);
}

/** "2", "3–4": the seat range in the lobby's words. */
export function playerRange(g: { players: { min: number; max: number } }): string {
  return g.players.min === g.players.max ? String(g.players.min) : `${g.players.min}–${g.players.max}`;
}
