// A shared catalogue's part that each game words in its own file (lobby/<game>.ts: its rule
// settings and presets), found by convention: import.meta.glob's modules keyed by game id.

/** A game's words in the lobby (lobby/<game>.ts): by option key and by preset id. */
export interface GameLobbyTexts {
  options: Readonly<Record<string, object>>;
  presets: Readonly<Record<string, object>>;
}

/** `part` of every game's file, by the file's name: { toepen: <lobby/toepen.ts>.options, … }. */
export function gamesPart(files: Record<string, GameLobbyTexts>, part: keyof GameLobbyTexts): Record<string, object> {
  return Object.fromEntries(Object.entries(files).map(([path, texts]) => [path.replace(/^.*\/|\.ts$/g, ''), texts[part]]));
}
