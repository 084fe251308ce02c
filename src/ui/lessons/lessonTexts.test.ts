// Every text a lesson names exists in English and Japanese: titles, intros, steps, the
// "done" text, and every reason its checks can give (found in the lesson file's source, as
// the registration test finds a UI's keys), with the same placeholders in both languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LESSONS } from '../../lessons';
import enCommon from '../i18n/en/common';
import jaCommon from '../i18n/ja/common';
import { byGame } from '../i18n/gameParts';

type Tree = Record<string, unknown>;
const TEXTS = {
  en: byGame(import.meta.glob<Tree>('../i18n/en/lessons/*.ts', { eager: true, import: 'default' })),
  ja: byGame(import.meta.glob<Tree>('../i18n/ja/lessons/*.ts', { eager: true, import: 'default' })),
};
const COMMON = { en: enCommon.lessons as Tree, ja: jaCommon.lessons as Tree };

const at = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Tree)[k] : undefined), tree);
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('lesson texts', () => {
  for (const [game, lessons] of Object.entries(LESSONS)) {
    const source = readFileSync(join(__dirname, '../../lessons', `${game}.ts`), 'utf8');
    const ids = new Set(lessons.map((l) => l.id));
    // every '<lesson id>.<key>' literal in the lesson file: steps and reasons
    const named = [...source.matchAll(/'([a-z0-9-]+)\.([A-Za-z0-9]+)'/g)].filter((m) => ids.has(m[1])).map((m) => `${m[1]}.${m[2]}`);

    it(`${game}: every lesson's texts and reasons exist in en and ja, with the same placeholders`, () => {
      const keys = new Set(named);
      for (const l of lessons) {
        for (const k of ['title', 'intro', 'done']) keys.add(`${l.id}.${k}`);
        for (const s of l.steps) {
          keys.add(s.key);
          for (const w of s.wrong ?? []) keys.add(w.reason.includes('.') ? w.reason : `${l.id}.${w.reason}`);
        }
      }
      expect(keys.size).toBeGreaterThan(lessons.length * 3);
      for (const key of keys) {
        const en = at(TEXTS.en[game], key);
        const ja = at(TEXTS.ja[game], key);
        expect(typeof en, `en lessons.${game}.${key}`).toBe('string');
        expect(typeof ja, `ja lessons.${game}.${key}`).toBe('string');
        expect(placeholders(ja as string), `placeholders of ${key}`).toEqual(placeholders(en as string));
      }
    });

    it(`${game}: the two languages have the same keys`, () => {
      const leaves = (t: unknown, p = ''): string[] =>
        t && typeof t === 'object' ? Object.entries(t).flatMap(([k, v]) => leaves(v, p ? `${p}.${k}` : k)) : [p];
      expect(leaves(TEXTS.ja[game]).sort()).toEqual(leaves(TEXTS.en[game]).sort());
    });
  }

  it('the generic reasons exist in both languages', () => {
    for (const lang of ['en', 'ja'] as const) {
      for (const k of ['otherMove', 'wrongCard']) expect(typeof COMMON[lang][k], `${lang} common.lessons.${k}`).toBe('string');
    }
  });
});
