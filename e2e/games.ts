// The playable games as the e2e specs walk them: every game in the engine's catalog (the one
// list of games), at its default table size. A new game is in every cross-game spec at once.
import { catalog } from '../src/engine/catalog';

export const GAMES = catalog.map((m) => ({ game: m.id, players: m.players.default }));

export const GAME_IDS: string[] = GAMES.map((g) => g.game);

/**
 * Options that make a whole match short, for the specs that play one to its end; a game not
 * listed plays its default match.
 */
export const SHORT_MATCH: Readonly<Record<string, Record<string, unknown>>> = {
  skat: { handsPerGame: 1 },
  toepen: { startingChips: 10 },
  tuppi: { targetScore: 1 },
  // first to 500 is many deals: the first deal that leaves one player ahead ends it
  'queens-dungeon': { targetScore: 1 },
  // first to 30 is several deals; the partners tie, so the first scored deal ends a shared match
  kloepper: { targetScore: 1, tieBreak: 'shared' },
  // from 2 to A is many rounds: every marker at K, and a shared win when several reach A
  'king-of-the-hill': { startRank: 'K', suddenDeath: 'shared' },
};

/**
 * Options under which a match goes on past its first hands, for the specs that need a hand's
 * result (or a moment some deals may not give) rather than the game over: Supertrump scores a
 * hand only in a match of several games; a Tuppi solo can end a match at 52 in its first hands.
 */
export const LONG_MATCH: Readonly<Record<string, Record<string, unknown>>> = {
  supertrump: { gamesPerMatch: 2 },
  tuppi: { targetScore: 999 },
  // a knock and a knock-off (as playAs clicks the first button) can end a match at 30 in two deals
  kloepper: { targetScore: 300 },
  // a single race (the default) ends the match: a marathon of two races shows a race's result
  ascot: { matchMode: 'marathon', races: 2 },
};
