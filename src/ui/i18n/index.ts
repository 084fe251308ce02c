// i18next set up once, synchronously, with the shared catalogues bundled. Each game's own
// texts (table words, tutor, errors, hints, rules page) load with its table or rules page (loadGameTexts),
// so the lobby's first load does not grow with every game.
// The language follows the settings store; switching it updates <html lang> at once.
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { useSettings, type Lang } from '../../state/settingsStore';
import enCommon from './en/common';
import enLobby from './en/lobby';
import enRules from './en/rules';
import enTable from './en/table';
import enErrors from './en/errors';
import enHistory from './en/history';
import jaCommon from './ja/common';
import jaLobby from './ja/lobby';
import jaRules from './ja/rules';
import jaTable from './ja/table';
import jaErrors from './ja/errors';
import jaHistory from './ja/history';

/** The same shape as an English catalogue, every leaf a string: keeps ja complete. */
export type Messages<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Messages<U>[]
    : { [K in keyof T]: Messages<T[K]> };

export const resources = {
  en: { translation: { common: enCommon, lobby: enLobby, rules: enRules, table: enTable, errors: enErrors, history: enHistory } },
  ja: { translation: { common: jaCommon, lobby: jaLobby, rules: jaRules, table: jaTable, errors: jaErrors, history: jaHistory } },
} as const;

type Catalogue = { default: object };
// Each game's catalogues, English and Japanese (en/games/<id>.ts, ja/games/<id>.ts), each a
// lazy chunk: found by convention, so a game's texts need no entry here.
const EN_TEXTS = import.meta.glob<Catalogue>('./en/games/*.ts');
const JA_TEXTS = import.meta.glob<Catalogue>('./ja/games/*.ts');

function textLoader(game: string): (() => Promise<[Catalogue, Catalogue]>) | undefined {
  const en = `./en/games/${game}.ts`;
  const ja = `./ja/games/${game}.ts`;
  return Object.hasOwn(EN_TEXTS, en) && Object.hasOwn(JA_TEXTS, ja) ? () => Promise.all([EN_TEXTS[en](), JA_TEXTS[ja]()]) : undefined;
}

const loaded = new Map<string, Promise<void>>();
const ready = new Set<string>();

/** Adds a game's texts (both languages) once; resolves at once for a game without any. */
export function loadGameTexts(game: string): Promise<void> {
  const load = textLoader(game);
  if (!load) return Promise.resolve();
  let p = loaded.get(game);
  if (!p) {
    p = load().then(([en, ja]) => {
      i18n.addResourceBundle('en', 'translation', { [game]: en.default }, true, true);
      i18n.addResourceBundle('ja', 'translation', { [game]: ja.default }, true, true);
      ready.add(game);
    });
    p.catch(() => loaded.delete(game)); // a failed chunk load may succeed on the next try
    loaded.set(game, p);
  }
  return p;
}

/** True once `game`'s texts are in (or their load failed: then the keys' fallbacks show). */
export function useGameTexts(game: string): boolean {
  const [done, setDone] = useState(() => !textLoader(game) || ready.has(game));
  useEffect(() => {
    if (done) return;
    let live = true;
    loadGameTexts(game).catch(() => undefined).finally(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [game, done]);
  return done || ready.has(game);
}

function applyDocumentLang(lang: Lang): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  document.title = i18n.t('common.appName');
}

void i18n.use(initReactI18next).init({
  resources,
  lng: useSettings.getState().lang,
  fallbackLng: 'en',
  supportedLngs: ['en', 'ja'],
  defaultNS: 'translation',
  ns: ['translation'],
  initAsync: false,
  returnNull: false,
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
});
applyDocumentLang(i18n.language as Lang);

// The store is the source of truth: a persisted language, the settings menu, anything.
useSettings.subscribe((state, prev) => {
  if (state.lang === prev.lang) return;
  void i18n.changeLanguage(state.lang).then(() => applyDocumentLang(state.lang));
});

// Hydration from localStorage is synchronous, but keep the two in step if it was not.
if (i18n.language !== useSettings.getState().lang) {
  void i18n.changeLanguage(useSettings.getState().lang).then(() => applyDocumentLang(useSettings.getState().lang));
}

export default i18n;
