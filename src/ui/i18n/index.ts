// i18next set up once, synchronously, with every catalogue bundled (they are small).
// The language follows the settings store; switching it updates <html lang> at once.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useSettings, type Lang } from '../../state/settingsStore';
import enCommon from './en/common';
import enLobby from './en/lobby';
import enRules from './en/rules';
import enTable from './en/table';
import enSupertrump from './en/supertrump';
import enSkat from './en/skat';
import enTuppi from './en/tuppi';
import enErrors from './en/errors';
import enHistory from './en/history';
import jaCommon from './ja/common';
import jaLobby from './ja/lobby';
import jaRules from './ja/rules';
import jaTable from './ja/table';
import jaSupertrump from './ja/supertrump';
import jaSkat from './ja/skat';
import jaTuppi from './ja/tuppi';
import jaErrors from './ja/errors';
import jaHistory from './ja/history';

/** The same shape as an English catalogue, every leaf a string: keeps ja complete. */
export type Messages<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Messages<U>[]
    : { [K in keyof T]: Messages<T[K]> };

export const resources = {
  en: { translation: { common: enCommon, lobby: enLobby, rules: enRules, table: enTable, supertrump: enSupertrump, skat: enSkat, tuppi: enTuppi, errors: enErrors, history: enHistory } },
  ja: { translation: { common: jaCommon, lobby: jaLobby, rules: jaRules, table: jaTable, supertrump: jaSupertrump, skat: jaSkat, tuppi: jaTuppi, errors: jaErrors, history: jaHistory } },
} as const;

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
