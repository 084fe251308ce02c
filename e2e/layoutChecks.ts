// Checks of where things lie on the screen, shared by the layout specs.
import { expect, type Locator, type Page } from '@playwright/test';
import { playAs, presetSettings, toAct } from './helpers';

export { GAMES } from './games';

/** On the screen, and the element at its middle is it or inside it: nothing covers it. */
export async function reachable(page: Page, target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what}: drawn`).not.toBeNull();
  const { width, height } = page.viewportSize()!;
  expect(box!.y, `${what}: top on the screen`).toBeGreaterThanOrEqual(-0.5);
  expect(box!.y + box!.height, `${what}: bottom on the screen`).toBeLessThanOrEqual(height + 0.5);
  expect(box!.x, `${what}: left on the screen`).toBeGreaterThanOrEqual(-0.5);
  expect(box!.x + box!.width, `${what}: right on the screen`).toBeLessThanOrEqual(width + 0.5);
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at === null ? 'nothing' : el === at || el.contains(at) ? 'it' : `${at.tagName}.${at.className}`;
  });
  expect(hit, `${what}: nothing covers it`).toBe('it');
}

/**
 * Seat 0 a person (the others easy AIs, or all AIs with `watch`), the given options, learn
 * mode and language as asked; then the lobby's start of `game`.
 */
export async function openTable(page: Page, game: string, players: number, opts: {
  learn?: boolean; lang?: 'en' | 'ja'; options?: Record<string, unknown>; watch?: boolean;
  /** the table plays a person's forced cards by itself (the setting; on by default) */
  autoPlay?: boolean;
} = {}) {
  const names = ['Ann', 'Ada', 'Basil', 'Clara', 'Dmitri', 'Elsa'];
  const seats = Array.from({ length: players }, (_, i) => ({ kind: i === 0 && !opts.watch ? 'human' : 'ai-easy', name: names[i] }));
  await presetSettings(page);
  // merged into the settings once (a spec's own presetSettings may have written them first)
  await page.addInitScript((patch) => {
    if (sessionStorage.getItem('e2e/table-preset')) return;
    sessionStorage.setItem('e2e/table-preset', '1');
    const key = 'trick-table/settings';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}');
    localStorage.setItem(key, JSON.stringify({ ...stored, state: { ...stored.state, ...patch } }));
  }, {
    learn: opts.learn ?? false,
    ...(opts.lang ? { lang: opts.lang } : {}),
    ...(opts.autoPlay !== undefined ? { autoPlay: opts.autoPlay } : {}),
    lastSetup: { [game]: { seats, options: opts.options ?? {} } },
  });
  await page.goto('/');
  await page.getByTestId(`game-${game}`).click();
  await page.getByTestId(`start-${game}`).click();
  await expect(page.getByTestId('table')).toBeVisible();
}

/** Seat 0 plays on until it is to play a card in trick play and `more` holds. */
export async function toTrickPlay(page: Page, more: () => Promise<boolean> = async () => true) {
  const table = page.getByTestId('table');
  const there = async () => (await table.getAttribute('data-phase')) === 'trickPlay'
    && (await toAct(page)).includes(0) && (await page.getByTestId('handoff').count()) === 0 && (await more());
  // an AI may knock (Toepen) right after the moment came: then on to the next one
  for (let i = 0; i < 5 && !(await page.getByTestId('game-over').isVisible()); i++) {
    await playAs(page, 0, there);
    await page.waitForTimeout(100);
    if (await there()) return;
  }
  await expect(table).toHaveAttribute('data-phase', 'trickPlay');
}

/** A hand card seat 0 may not play now. */
export const refusedCard = (page: Page) => page.locator('[data-testid="hand"] button[data-card][aria-disabled="true"]');

/** Clicks (or taps) a hand card that may not be played, on its uncovered left edge. */
export async function tryRefusedCard(page: Page, touch = false) {
  const card = (await refusedCard(page).first().boundingBox())!;
  if (touch) await page.touchscreen.tap(card.x + 8, card.y + card.height / 2);
  else await page.mouse.click(card.x + 8, card.y + card.height / 2);
}
