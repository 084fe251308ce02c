import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memoryStorage.test-util';

const storage = new MemoryStorage();
vi.stubGlobal('localStorage', storage);
const { useSettings, sanitizeSettings, defaultSettings, SETTINGS_KEY, SETTINGS_VERSION } = await import('./settingsStore');

beforeEach(() => {
  storage.clear();
  useSettings.setState(defaultSettings());
});

describe('settings: auto-play', () => {
  it('is on for a new player', () => {
    expect(defaultSettings().autoPlay).toBe(true);
    expect(sanitizeSettings(undefined).autoPlay).toBe(true);
  });

  it('turned off, it is stored and comes back off', async () => {
    useSettings.getState().setAutoPlay(false);
    const stored = storage.getItem(SETTINGS_KEY)!;
    expect(JSON.parse(stored).version).toBe(SETTINGS_VERSION);
    expect(JSON.parse(stored).state.autoPlay).toBe(false);
    useSettings.setState({ autoPlay: true }); // (this writes the store too: put the saved text back)
    storage.setItem(SETTINGS_KEY, stored);
    await useSettings.persist.rehydrate();
    expect(useSettings.getState().autoPlay).toBe(false);
  });

  it('settings saved before it existed (version 1) migrate with it on, the rest kept', async () => {
    useSettings.setState({ autoPlay: false });
    storage.setItem(SETTINGS_KEY, JSON.stringify({ state: { lang: 'ja', pace: 'fast', learn: true }, version: 1 }));
    await useSettings.persist.rehydrate();
    const s = useSettings.getState();
    expect(s.autoPlay).toBe(true);
    expect([s.lang, s.pace, s.learn]).toEqual(['ja', 'fast', true]);
  });

  it('a damaged value falls back to on', () => {
    expect(sanitizeSettings({ autoPlay: 'yes' }).autoPlay).toBe(true);
    expect(sanitizeSettings({ autoPlay: false }).autoPlay).toBe(false);
  });
});
