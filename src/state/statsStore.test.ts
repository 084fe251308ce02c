import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memoryStorage.test-util';

const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);
const { addMatch, sanitizeStats, useStats, STATS_KEY } = await import('./statsStore');

const match = (id: string, winners: number[], totals = [7, 3]) => ({ id, game: 'supertrump' as const, names: ['Anna', 'Basil'], totals, winners });

beforeEach(() => {
  useStats.setState({ games: {}, recorded: [] });
});

describe('statistics', () => {
  it('counts played, won and the score sum per game and seat name', () => {
    let s = addMatch({ games: {}, recorded: [] }, match('m1', [0]));
    s = addMatch(s, match('m2', [1], [4, 9]));
    expect(s.games.supertrump).toEqual({
      played: 2,
      players: [
        { name: 'Anna', played: 2, won: 1, scoreSum: 11 },
        { name: 'Basil', played: 2, won: 1, scoreSum: 12 },
      ],
    });
    expect(s.recorded).toEqual(['m1', 'm2']);
  });

  it('records a match once, however often it is reported', () => {
    const { record } = useStats.getState();
    expect(record(match('same', [0]))).toBe(true);
    expect(record(match('same', [0]))).toBe(false);
    expect(useStats.getState().games.supertrump?.played).toBe(1);
  });

  it('persists, and reset forgets the numbers but not which matches were counted', () => {
    useStats.getState().record(match('p1', [0]));
    const stored = JSON.parse(storage.getItem(STATS_KEY)!);
    expect(stored.version).toBe(1);
    expect(stored.state.games.supertrump.played).toBe(1);
    useStats.getState().reset();
    expect(useStats.getState().games).toEqual({});
    expect(useStats.getState().record(match('p1', [0]))).toBe(false);
  });

  it('sanitizes hand-edited data', () => {
    expect(sanitizeStats('junk')).toEqual({ games: {}, recorded: [] });
    const s = sanitizeStats({
      games: {
        supertrump: { played: -3, players: [{ name: 'Anna', played: 2, won: 5, scoreSum: 'x' }, { name: 7 }, { name: 'Anna', played: 9 }] },
        'BAD GAME': { played: 1, players: [] },
        skat: 'nope',
      },
      recorded: ['a', 3, 'b'],
    });
    expect(s).toEqual({
      games: { supertrump: { played: 0, players: [{ name: 'Anna', played: 2, won: 2, scoreSum: 0 }] } },
      recorded: ['a', 'b'],
    });
  });

  it('migrates an older store through the sanitizer', async () => {
    storage.setItem(STATS_KEY, JSON.stringify({ version: 0, state: { games: { supertrump: { played: 2, players: [] } }, recorded: ['x'] } }));
    await useStats.persist.rehydrate();
    expect(useStats.getState().games.supertrump?.played).toBe(2);
    expect(useStats.getState().recorded).toEqual(['x']);
  });
});
