// Each game's lesson texts (i18n/<lang>/lessons/<game>.ts), loaded with its lessons: found by
// convention like the game catalogues, and added under lessons.<game>.
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import type { Card } from '../../engine/core/types';
import type { WrongMove } from '../../lessons/types';
import { cardShort, type Tr } from '../table/text';

type Catalogue = { default: object };
const EN = import.meta.glob<Catalogue>('../i18n/en/lessons/*.ts');
const JA = import.meta.glob<Catalogue>('../i18n/ja/lessons/*.ts');

const loaded = new Map<string, Promise<void>>();
const ready = new Set<string>();

function loadLessonTexts(game: string): Promise<void> {
  const en = EN[`../i18n/en/lessons/${game}.ts`];
  const ja = JA[`../i18n/ja/lessons/${game}.ts`];
  if (!en || !ja) return Promise.resolve();
  let p = loaded.get(game);
  if (!p) {
    p = Promise.all([en(), ja()]).then(([e, j]) => {
      i18n.addResourceBundle('en', 'translation', { lessons: { [game]: e.default } }, true, true);
      i18n.addResourceBundle('ja', 'translation', { lessons: { [game]: j.default } }, true, true);
      ready.add(game);
    });
    p.catch(() => loaded.delete(game));
    loaded.set(game, p);
  }
  return p;
}

/** True once `game`'s lesson texts are in (or failed to load: the keys' fallbacks show). */
export function useLessonTexts(game: string): boolean {
  const [done, setDone] = useState(() => ready.has(game));
  useEffect(() => {
    if (done) return;
    let live = true;
    loadLessonTexts(game).catch(() => undefined).finally(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [game, done]);
  return done || ready.has(game);
}

/** A lesson text: the game's own (lessons.<game>.<key>), else the shared one (common.lessons.<key>). */
export function lessonText(tr: Tr, game: string, key: string, params: Record<string, unknown> = {}): string {
  const p = { ...params };
  if (typeof p.card === 'string') p.card = cardShort(p.card as Card);
  const last = key.split('.').pop() ?? key;
  return tr(`lessons.${game}.${key}`, { ...p, defaultValue: tr(`common.lessons.${last}`, { ...p, defaultValue: key }) });
}

/** Why a move is not the step's, in words. */
export function wrongText(tr: Tr, game: string, lessonId: string, w: WrongMove): string {
  // a reason is the lesson's own (follow.low) or the shared one (otherMove)
  return lessonText(tr, game, w.key.includes('.') ? w.key : `${lessonId}.${w.key}`, w.params);
}
