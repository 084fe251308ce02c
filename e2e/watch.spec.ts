import { expect, test } from '@playwright/test';
import { moveCount, presetSettings, startGame } from './helpers';

test.beforeEach(async ({ page }) => {
  await presetSettings(page);
});

test('an AI-only table can be paused, stepped one move at a time and resumed to the end', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  await startGame(page, 'supertrump', ['ai-easy', 'ai-easy']);
  const table = page.getByTestId('table');
  await expect(page.getByTestId('undo')).toHaveCount(0);
  await expect.poll(() => moveCount(page)).toBeGreaterThan(2);

  await page.getByTestId('watch-pause').click();
  const step = page.getByTestId('watch-step');
  await expect(step).toBeEnabled(); // paused, with a move waiting
  expect(await step.getAttribute('data-action')).toBeNull();
  const trick = () => page.getByTestId('trick').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  const moves = await moveCount(page);
  const cards = await trick();
  await page.waitForTimeout(1000);
  expect(await moveCount(page)).toBe(moves);
  expect(await trick()).toEqual(cards);
  // nothing on screen is a move anyone could make
  await expect(page.locator('[data-testid="table"] [data-action]')).toHaveCount(0);

  await step.click();
  await expect(table).toHaveAttribute('data-moves', String(moves + 1));
  await expect(step).toBeEnabled();
  await page.waitForTimeout(500);
  expect(await moveCount(page)).toBe(moves + 1);

  await page.getByTestId('watch-resume').click();
  await expect(page.getByTestId('watch-pause')).toBeVisible();
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('watch-pause')).toHaveCount(0);
  expect(errors).toEqual([]);
});
