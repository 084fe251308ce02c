import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memoryStorage.test-util';

const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);
const { LESSONS_KEY, lessonProgress, markLessonDone, reloadLessonProgress, sanitizeProgress } = await import('./lessonProgress');

beforeEach(() => {
  storage.clear();
  reloadLessonProgress();
});

describe('lesson progress', () => {
  it('marks lessons done, keeps flawless for good, and survives a reload', () => {
    expect(markLessonDone('toepen', 'follow', false)).toBe(true);
    expect(markLessonDone('toepen', 'follow', true)).toBe(true);
    expect(markLessonDone('toepen', 'follow', false)).toBe(false);
    reloadLessonProgress();
    expect(lessonProgress()).toEqual({ toepen: { follow: { flawless: true } } });
    expect(JSON.parse(storage.getItem(LESSONS_KEY)!)).toEqual({ v: 1, games: { toepen: { follow: { flawless: true } } } });
  });

  it('ignores corrupt or foreign data', () => {
    for (const text of ['{not json', '[]', '{"v":2,"games":{"toepen":{"a":{}}}}', '{"v":1,"games":[1]}', 'null']) {
      storage.setItem(LESSONS_KEY, text);
      reloadLessonProgress();
      expect(lessonProgress()).toEqual({});
    }
    expect(sanitizeProgress({ v: 1, games: { toepen: { a: { flawless: 'yes' }, b: null }, skat: 3 } })).toEqual({ toepen: { a: { flawless: false } } });
  });

  it('tolerates a full storage: the mark lasts for the visit', () => {
    const spy = vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(markLessonDone('supertrump', 'trumps', true)).toBe(true);
    expect(lessonProgress().supertrump?.trumps).toEqual({ flawless: true });
    spy.mockRestore();
  });
});
