import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAction, legalActions, newMatch, serialize, status, type Match } from '../engine';
import type { SeatConfig } from '../flow/types';
import { MemoryStorage } from './memoryStorage.test-util';
import {
  CORRUPT_PREFIX, LEGACY_KEY, SAVE_PREFIX, deleteSave, exportText, loadSaves, newSaveId, parseExport, writeSave,
} from './savedGameStore';

const seats: SeatConfig[] = [{ kind: 'human', name: 'Anna' }, { kind: 'ai-normal', name: 'Basil' }];

/** A Supertrump match a few actions in. */
function playedMatch(seed: string, steps: number): Match {
  let m = newMatch('supertrump', { players: 2, seed });
  for (let i = 0; i < steps; i++) {
    const seat = status(m).toAct[0];
    const r = applyAction(m, seat, legalActions(m, seat)[0]);
    if (!r.ok) throw new Error(r.error.message);
    m = r.match;
  }
  return m;
}

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
  vi.stubGlobal('localStorage', store);
});
afterEach(() => vi.unstubAllGlobals());

describe('saved games', () => {
  it('keeps many matches, each under its own id, most recent first', async () => {
    const a = playedMatch('seed-a', 5);
    const b = playedMatch('seed-b', 2);
    writeSave({ id: 'aaa', game: 'supertrump', seats, allowUndo: true, match: a });
    await new Promise((r) => setTimeout(r, 5));
    writeSave({ id: 'bbb', game: 'supertrump', seats, allowUndo: false, match: b });
    expect(store.keys().sort()).toEqual([`${SAVE_PREFIX}aaa`, `${SAVE_PREFIX}bbb`]);
    const { saves, problems } = loadSaves();
    expect(problems).toEqual([]);
    expect(saves.map((s) => s.id)).toEqual(['bbb', 'aaa']);
    expect(serialize(saves[1].match)).toBe(serialize(a));
    expect(saves[1].allowUndo).toBe(true);
    expect(saves[1].status.handNumber).toBe(status(a).handNumber);
    deleteSave('aaa');
    expect(loadSaves().saves.map((s) => s.id)).toEqual(['bbb']);
  });

  it('migrates a version-1 match in progress into a version-2 save', () => {
    const m = playedMatch('legacy', 4);
    store.setItem(LEGACY_KEY, JSON.stringify({ version: 1, game: 'supertrump', seats, match: serialize(m), savedAt: '2024-05-01T10:00:00.000Z' }));
    const { saves, problems } = loadSaves();
    expect(problems).toEqual([]);
    expect(saves).toHaveLength(1);
    const s = saves[0];
    expect(s.savedAt).toBe('2024-05-01T10:00:00.000Z');
    expect(s.allowUndo).toBe(false);
    expect(serialize(s.match)).toBe(serialize(m));
    expect(store.getItem(LEGACY_KEY)).toBeNull();
    const v2 = JSON.parse(store.getItem(SAVE_PREFIX + s.id)!);
    expect(v2).toMatchObject({ version: 2, id: s.id, game: 'supertrump', seats, allowUndo: false, match: serialize(m) });
    // Reading again finds the same single save.
    expect(loadSaves().saves.map((x) => x.id)).toEqual([s.id]);
  });

  it('reports and quarantines corrupt saves by name and still loads the others', () => {
    writeSave({ id: 'good', game: 'supertrump', seats, allowUndo: false, match: playedMatch('good', 3) });
    store.setItem(`${SAVE_PREFIX}badjson`, '{not json');
    store.setItem(`${SAVE_PREFIX}future`, JSON.stringify({ version: 9, game: 'supertrump' }));
    const refused = JSON.parse(serialize(playedMatch('r', 3)));
    refused.log[1].action = { type: 'PLAY', card: 'XX' };
    store.setItem(`${SAVE_PREFIX}refused`, JSON.stringify({
      version: 2, id: 'refused', game: 'supertrump', seats, allowUndo: false, match: JSON.stringify(refused), savedAt: '2024-06-01T12:00:00.000Z',
    }));
    const before = { badjson: store.getItem(`${SAVE_PREFIX}badjson`) };
    const { saves, problems } = loadSaves();
    expect(saves.map((s) => s.id)).toEqual(['good']);
    const byKey = Object.fromEntries(problems.map((p) => [p.key, p]));
    expect(byKey[`${SAVE_PREFIX}badjson`]).toMatchObject({ code: 'ERR_BAD_JSON' });
    expect(byKey[`${SAVE_PREFIX}badjson`].game).toBeUndefined();
    expect(byKey[`${SAVE_PREFIX}future`]).toMatchObject({ code: 'ERR_SAVE_VERSION', game: 'supertrump' });
    expect(byKey[`${SAVE_PREFIX}refused`]).toMatchObject({ code: 'ERR_BAD_SAVE', game: 'supertrump', savedAt: '2024-06-01T12:00:00.000Z' });
    // Nothing is destroyed: each text is kept aside, and the bad keys no longer load.
    for (const p of problems) {
      expect(p.quarantineKey?.startsWith(CORRUPT_PREFIX)).toBe(true);
      expect(store.getItem(p.key)).toBeNull();
    }
    expect(store.getItem(byKey[`${SAVE_PREFIX}badjson`].quarantineKey!)).toBe(before.badjson);
    expect(loadSaves().problems).toEqual([]);
  });

  it('exports and imports a match; bad files give clear codes', () => {
    const m = playedMatch('export', 6);
    const text = exportText({ game: 'supertrump', seats, allowUndo: true, match: m });
    const data = JSON.parse(text);
    expect(data).toMatchObject({ format: 'trick-table-export', version: 1, game: 'supertrump', seats, allowUndo: true });
    const r = parseExport(text);
    expect(r.ok && serialize(r.match)).toBe(serialize(m));
    expect(parseExport('nope')).toMatchObject({ ok: false, code: 'ERR_IMPORT_JSON' });
    expect(parseExport('{"format":"other"}')).toMatchObject({ ok: false, code: 'ERR_IMPORT_FORMAT' });
    const badLog = JSON.parse(data.match);
    badLog.log.push({ seat: 0, action: { type: 'BID', value: 99 } });
    expect(parseExport(JSON.stringify({ ...data, match: JSON.stringify(badLog) }))).toMatchObject({ ok: false, code: 'ERR_BAD_SAVE' });
    expect(parseExport(JSON.stringify({ ...data, game: 'skat' }))).toMatchObject({ ok: false });
  });

  it('makes ids that are safe in keys and test ids', () => {
    for (let i = 0; i < 50; i++) expect(newSaveId()).toMatch(/^[a-z0-9]{1,10}$/);
  });
});
