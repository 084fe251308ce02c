import { expect, test } from '@playwright/test';
import { clickRefused, handCards, moveCount, movedPast, playAs, presetSettings, startGame, toAct } from './helpers';

test.beforeEach(async ({ page }) => {
  await presetSettings(page, { learn: true });
});

test('a whole Supertrump match against the AI, from the lobby to the game-over screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-game', 'supertrump');
  await expect(table).toHaveAttribute('data-phase', /chooseTrump|chooseSuperTrump|trickPlay/);

  // Trump and super-trump stay visible once chosen; the stock shows its face-up card.
  await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'trickPlay');
  await expect(page.getByTestId('trump')).toBeVisible();
  await expect(page.getByTestId('super-trump')).toBeVisible();
  await expect(page.getByTestId('upcard').locator('[data-card]')).toHaveCount(1);

  await playAs(page, 0);
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(over).toContainText(/won|wins/i);
  expect(errors).toEqual([]);
});

test('a refused card is explained by the tutor', async ({ page }) => {
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  // Play on until seat 0 must follow and holds a card it may not play.
  const blocked = page.locator('[data-testid="hand"] button[data-card][aria-disabled="true"]');
  const table = page.getByTestId('table');
  await playAs(page, 0, async () =>
    (await table.getAttribute('data-phase')) === 'trickPlay' && (await toAct(page)).includes(0) && (await blocked.count()) > 0);
  if (await page.getByTestId('game-over').isVisible()) test.skip(true, 'this deal never forced a follow');
  const card = blocked.first();
  const description = await card.getAttribute('aria-describedby');
  expect(description).toBeTruthy();
  await expect(page.locator(`[id="${description}"]`)).toContainText(/must/i);
  await clickRefused(card);
  await expect(page.getByTestId('tutor-error')).toContainText(/must/i);
});

test('a double click plays the card once and puts up no error', async ({ page }) => {
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  const table = page.getByTestId('table');
  await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'trickPlay' && (await toAct(page)).includes(0));
  const card = page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first();
  const played = (await card.getAttribute('data-card'))!;
  const moves = await moveCount(page);
  await card.dblclick();
  await movedPast(page, moves);
  await expect(page.locator(`[data-testid="hand"] button[data-card="${played}"]`)).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('error')).toHaveCount(0);
  await expect(page.getByTestId('tutor-error')).toHaveCount(0);
});

test('the match in progress survives a reload', async ({ page }) => {
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  const table = page.getByTestId('table');
  let plays = 0;
  await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'trickPlay' && (await toAct(page)).includes(0) && plays++ > 4);
  const before = await handCards(page);
  expect(before.length).toBeGreaterThan(0);
  await page.reload();
  // A reload at the table goes straight back to it.
  await expect(page.getByTestId('table')).toBeVisible();
  await expect.poll(() => handCards(page)).toEqual(before);
  await playAs(page, 0);
  await expect(page.getByTestId('game-over')).toBeVisible();
});

test('a corrupt saved game gives a clear message and a fresh lobby', async ({ page }) => {
  // Write the damaged save from a page of the same origin that runs no app code, so the app
  // reads it only on its own first load.
  await page.goto('/favicon.svg');
  await page.evaluate(() => localStorage.setItem('trick-table/current', '{"version":1,"game":"supertrump","match":"{not json'));
  await page.goto('/');
  await expect(page.getByTestId('save-error')).toBeVisible();
  await expect(page.getByTestId('start-supertrump').or(page.getByTestId('game-supertrump')).first()).toBeVisible();
});

test('after the first visit the app loads and plays offline', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
  });
  await context.setOffline(true);
  await page.reload();
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  await playAs(page, 0);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await context.setOffline(false);
});

test('the Japanese UI', async ({ page }) => {
  await page.addInitScript(() => {
    const raw = localStorage.getItem('trick-table/settings');
    const s = raw ? JSON.parse(raw) : { state: {}, version: 1 };
    s.state.lang = 'ja';
    localStorage.setItem('trick-table/settings', JSON.stringify(s));
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByText('スーパートランプ').first()).toBeVisible();
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  await expect(page.getByTestId('tutor')).toContainText(/切り札/);
  await playAs(page, 0);
  await expect(page.getByTestId('game-over')).toBeVisible();
});
