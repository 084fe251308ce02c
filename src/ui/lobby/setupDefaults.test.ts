import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enLobby from '../i18n/en/lobby';
import jaLobby from '../i18n/ja/lobby';
import { finalSeats, fitSeats, settleNames } from './setupDefaults';

beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: { lobby: enLobby } }, ja: { translation: { lobby: jaLobby } } },
    lng: 'en',
    initAsync: false,
  });
});

describe('made-up names of the people', () => {
  it('one person is "You"; at a hot-seat table "You" would name nobody, so each is "Player n"', () => {
    const alone = fitSeats([], 3, 'en');
    expect(alone.map((s) => s.name)).toEqual(['You', 'Ada', 'Basil']);
    const hot = settleNames([{ kind: 'human', name: 'You' }, { kind: 'human', name: 'Player 2' }, { kind: 'ai-normal', name: 'Basil' }], 'en');
    expect(hot.map((s) => s.name)).toEqual(['Player 1', 'Player 2', 'Basil']);
    // back to one person: "You" again; a typed name always stays
    expect(settleNames([hot[0], { kind: 'ai-normal', name: 'Ada' }, hot[2]], 'en')[0].name).toBe('You');
    expect(settleNames([{ kind: 'human', name: 'Anna' }, { kind: 'human', name: 'Player 2' }], 'en')[0].name).toBe('Anna');
  });

  it('the table starts with those names, in either language', () => {
    expect(finalSeats([{ kind: 'human', name: 'あなた' }, { kind: 'human', name: '' }], 'ja').map((s) => s.name))
      .toEqual([i18n.getFixedT('ja')('lobby.setup.defaultHuman', { n: 1 }), i18n.getFixedT('ja')('lobby.setup.defaultHuman', { n: 2 })]);
    expect(finalSeats([{ kind: 'human', name: ' ' }, { kind: 'ai-easy', name: '' }], 'en').map((s) => s.name)).toEqual(['You', 'Ada']);
  });
});
