// Every game in the catalog (engine/catalog.ts, the one list of games) is complete in every
// layer: its rules, AI hooks, sparring partner, conformance hooks, table machine, table UI,
// rules page, its words in English and Japanese (phases, tutor prompts, every key its UI
// names, every refusal code, every hint key, lobby settings and presets: i18n/<lang>/lobby/<id>.ts), its deal code and
// its place in the lobby. The engine lists each game's code once (engine/games/index.ts);
// the other layers find a game's parts in its own folders by convention (engine/core/
// discover.ts). docs/adding-a-game.md is the checklist this test enforces.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameAis } from './engine/ai/games';
import { sparringPlayers } from './engine/ai/sparring';
import { catalog } from './engine/catalog';
import { partName } from './engine/core/discover';
import { COMMON_REFUSALS, SETUP_ERRORS } from './engine/core/errors';
import type { GameId } from './engine/core/types';
import { games } from './engine/registry';
import { hintParamsOf, refusalsOf } from './engine/testing/codes';
import { conformanceHooks } from './engine/testing/conformance';
import { tableMachineFor } from './flow/machines';
import { decodeDealCode, matchCode } from './state/dealCode';
import { gameUis } from './ui/games';
import { byGame } from './ui/i18n/gameParts';
import enCommon from './ui/i18n/en/common';
import enErrors from './ui/i18n/en/errors';
import enLobby from './ui/i18n/en/lobby';
import enTable from './ui/i18n/en/table';
import jaCommon from './ui/i18n/ja/common';
import jaErrors from './ui/i18n/ja/errors';
import jaLobby from './ui/i18n/ja/lobby';
import jaTable from './ui/i18n/ja/table';
import { lobbyGame } from './ui/lobby/games';
import { rulesPages } from './ui/rules/pages';

type Tree = Record<string, unknown>;
const GAME_TEXTS = {
  en: byGame(import.meta.glob<Tree>('./ui/i18n/en/games/*.ts', { eager: true, import: 'default' })),
  ja: byGame(import.meta.glob<Tree>('./ui/i18n/ja/games/*.ts', { eager: true, import: 'default' })),
};
const SHARED = {
  en: { common: enCommon, errors: enErrors, lobby: enLobby, table: enTable },
  ja: { common: jaCommon, errors: jaErrors, lobby: jaLobby, table: jaTable },
} as const;
const LANGS = ['en', 'ja'] as const;
type Lang = (typeof LANGS)[number];

/** All i18n keys of one language with `game`'s catalogue loaded, as i18next resolves them. */
function catalogueOf(lang: Lang, game: string): Tree {
  return { ...SHARED[lang], [game]: GAME_TEXTS[lang][game] };
}

function at(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Tree)[k] : undefined), tree);
}

/** The text of `key`, or of its plural forms (`_one`, `_other`), joined; undefined if none. */
function text(tree: Tree, key: string): string | undefined {
  const v = at(tree, key) ?? at(tree, `${key}_other`);
  return typeof v === 'string' ? v : undefined;
}

const placeholders = (s: string) => new Set([...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));

/** Every leaf path of a catalogue (arrays count as leaves). */
function leaves(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object' || Array.isArray(tree)) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** The game-text keys the game's UI names literally ('toepen.tutor.exchangeWait'). */
function keysNamedIn(dir: string, game: string): Set<string> {
  const keys = new Set<string>();
  const re = new RegExp(`['\`](${game.replace(/-/g, '\\-')}\\.[A-Za-z0-9_.]+[A-Za-z0-9_])['\`]`, 'g');
  for (const f of readdirSync(dir)) {
    if (!/\.tsx?$/.test(f) || /\.test\.tsx?$/.test(f)) continue;
    for (const m of readFileSync(join(dir, f), 'utf8').matchAll(re)) keys.add(m[1]);
  }
  return keys;
}

/** An error key in words: the game's own catalogue first, then the shared one (ui/table/text.ts). */
function errorText(tree: Tree, game: string, key: string): string | undefined {
  return text(tree, `${game}.errors.${key}`) ?? text(tree, `errors.${key}`);
}

const SRC = new URL('.', import.meta.url).pathname;

describe('the catalog', () => {
  it('lists each game once, each meta in the folder of its id', () => {
    const ids = catalog.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(readdirSync(join(SRC, 'engine/games', id))).toContain('meta.ts');
  });

  it('has every game folder and every game the engine plays in it: a game without an entry is not offered', () => {
    const folders = readdirSync(join(SRC, 'engine/games'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    const ids = catalog.map((m) => m.id).sort();
    expect(folders.sort()).toEqual(ids);
    expect(Object.keys(games).sort()).toEqual(ids);
  });
});

describe.each(catalog.map((m) => [m.id, m] as const))('%s is complete', (id, meta) => {
  const game = id as GameId;

  it('engine: its rules, AI hooks, sparring partner and conformance hooks', () => {
    const def = games[game];
    expect(def, `${partName(id, '')} from games/${id}/index.ts in engine/games/index.ts`).toBeDefined();
    expect(def!.id).toBe(id);
    expect(def!.players).toEqual(meta.players);
    expect(gameAis[game], `${partName(id, 'Ai')} from games/${id}/ai.ts in engine/games/index.ts`).toBeDefined();
    expect(sparringPlayers[game], `${partName(id, 'Sparring')} from games/${id}/sparring.ts in engine/games/index.ts`).toBeDefined();
    expect(conformanceHooks[game], `games/${id}/conformanceHooks.ts exporting ${partName(id, 'Hooks')}`).toBeDefined();
    expect(meta.phases).toContain('gameOver');
  });

  it('flow: a table machine whose states are its phases', () => {
    const machine = tableMachineFor(game);
    for (const phase of meta.phases) expect(Object.keys(machine.states ?? {}), phase).toContain(phase);
  });

  it('ui: its table parts, its rules page, its place in the lobby and its deal code', () => {
    expect(gameUis[game], `ui/games/${id}/index.ts exporting ${partName(id, 'Ui')}`).toBeDefined();
    const page = rulesPages[game];
    expect(page, `ui/games/${id}/Rules.tsx exporting ${partName(id, 'Rules')}`).toBeDefined();
    expect(page!.sections.length).toBeGreaterThan(0);
    expect(lobbyGame(game)?.meta).toBe(meta);
    // a deal code (state/dealCode.ts), with the table size where the game has several
    const code = matchCode(game, { players: meta.players.default, seed: 'ABCDEFGH23', options: {} });
    expect(decodeDealCode(code ?? '')).toMatchObject({ ok: true, game, seed: 'ABCDEFGH23', players: meta.players.default });
  });

  describe.each(LANGS)('%s texts', (lang) => {
    const tree = catalogueOf(lang, id);
    const own = tree[id];

    it('a catalogue of its own, with every English leaf also in this language', () => {
      expect(own, `ui/i18n/${lang}/games/${id}.ts`).toBeTypeOf('object');
      const mine = new Set(leaves(own));
      for (const leaf of leaves(GAME_TEXTS.en[id])) expect(mine.has(leaf), `${id}.${leaf}`).toBe(true);
    });

    it('its name and pitch in the lobby, every phase named and prompted, its rules page', () => {
      expect(text(tree, `common.games.${id}`)).toBeTruthy();
      expect(text(tree, `lobby.pitches.${id}`)).toBeTruthy();
      for (const phase of meta.phases) {
        expect(text(tree, `${id}.phase.${phase}`), `${id}.phase.${phase}`).toBeTruthy();
        expect(text(tree, `${id}.tutor.${phase}`), `${id}.tutor.${phase} (the machine's prompt)`).toBeTruthy();
      }
      const page = rulesPages[game]!;
      for (const s of page.sections) {
        expect(text(tree, `${page.keyBase}.sections.${s}.title`), `${page.keyBase}.sections.${s}.title`).toBeTruthy();
        expect(at(tree, `${page.keyBase}.sections.${s}.body`), `${page.keyBase}.sections.${s}.body`).toBeDefined();
      }
    });

    it('every key its table parts and tutor name', () => {
      const keys = keysNamedIn(join(SRC, 'ui/games', id), id);
      expect(keys.size).toBeGreaterThan(0);
      for (const key of keys) expect(text(tree, key) ?? at(tree, key), key).toBeDefined();
    });

    it('every refusal code and every phase a move may come too early in, with English placeholders only', () => {
      for (const code of refusalsOf(game)) {
        const t = errorText(tree, id, code);
        expect(t, `${code}: ${id}.errors.${code} or errors.${code}`).toBeTruthy();
        const enT = errorText(catalogueOf('en', id), id, code)!;
        expect(placeholders(t!), code).toEqual(placeholders(enT));
      }
      for (const phase of meta.phases) expect(errorText(tree, id, `wrongPhase.${phase}`), `wrongPhase.${phase}`).toBeTruthy();
    });

    it('every hint key, with only the params the AI fills in', () => {
      for (const [key, params] of Object.entries(hintParamsOf(game))) {
        const local = key.replace(/^hint\./, '');
        const t = text(tree, `${id}.hint.${local}`) ?? text(tree, `table.hint.${local}`);
        expect(t, `${id}.hint.${local} or table.hint.${local}`).toBeTruthy();
        for (const p of placeholders(t!)) expect(params, `${key} {{${p}}}`).toContain(p);
      }
    });

    it('every rule setting and preset in the lobby', () => {
      for (const o of meta.options) {
        expect(text(tree, `lobby.options.${id}.${o.key}.label`), `lobby.options.${id}.${o.key}.label`).toBeTruthy();
        if (o.type === 'enum') {
          for (const v of o.values) expect(text(tree, `lobby.options.${id}.${o.key}.values.${v}`), `${o.key}=${v}`).toBeTruthy();
        }
      }
      for (const p of meta.presets) {
        for (const part of ['label', 'hint']) {
          expect(text(tree, `lobby.presets.${id}.${p.id}.${part}`), `lobby.presets.${id}.${p.id}.${part}`).toBeTruthy();
        }
      }
    });
  });
});

describe('the shared error catalogue', () => {
  it.each(LANGS)('words every common refusal and setup error in %s', (lang) => {
    for (const code of [...COMMON_REFUSALS, ...SETUP_ERRORS]) expect(text(SHARED[lang], `errors.${code}`), code).toBeTruthy();
  });
});
