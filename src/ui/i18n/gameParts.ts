// Catalogues that each game words in its own file (games/<game>.ts, lobby/<game>.ts), found
// by convention: import.meta.glob's modules, keyed by the game id that names the file.

/** A game's words in the lobby (lobby/<game>.ts): by option key and by preset id. */
export interface GameLobbyTexts {
  options: Readonly<Record<string, object>>;
  presets: Readonly<Record<string, object>>;
}

/** Globbed files by game: { './lobby/toepen.ts': x } -> { toepen: x }. */
export function byGame<T>(files: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.replace(/^.*\/|\.ts$/g, ''), texts]));
}

/** `part` of every game's lobby file: { toepen: <lobby/toepen.ts>.options, … }. */
export function gamesPart(files: Record<string, GameLobbyTexts>, part: keyof GameLobbyTexts): Record<string, object> {
  return Object.fromEntries(Object.entries(byGame(files)).map(([game, texts]) => [game, texts[part]]));
}
