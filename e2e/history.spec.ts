import { expect, test } from '@playwright/test';
import { playAs, presetSettings, startGame } from './helpers';

test.beforeEach(async ({ page }) => {
  await presetSettings(page);
});

test('a finished hand can be replayed trick by trick, with the winner and why', async ({ page }) => {
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-easy']);
  await playAs(page, 0);
  await expect(page.getByTestId('game-over')).toBeVisible();

  await page.getByTestId('history-open').click();
  const history = page.getByTestId('history');
  await expect(history).toBeVisible();
  await expect(page.getByTestId('history-trick')).toHaveText(/Trick 1 of 26/);
  // Each trick shows both played cards, the winner and the reason.
  await expect(history.locator('.tt-hh-trick [data-card]')).toHaveCount(2);
  await expect(page.getByTestId('history-why')).toContainText(/wins the trick/);
  await expect(page.getByTestId('history-prev')).toBeDisabled();

  await page.getByTestId('history-next').click();
  await expect(page.getByTestId('history-trick')).toHaveText(/Trick 2 of 26/);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('history-trick')).toHaveText(/Trick 3 of 26/);

  // The compact list jumps straight to the last trick, and the hand's score is explained.
  await history.locator('.tt-hh-list button').last().click();
  await expect(page.getByTestId('history-trick')).toHaveText(/Trick 26 of 26/);
  await expect(page.getByTestId('history-next')).toBeDisabled();
  await expect(history.locator('.tt-hh-notes')).toContainText(/trump/);

  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await expect(page.getByTestId('game-over')).toBeVisible();
});

test('with "last trick may be reviewed" off, the game in progress cannot be replayed until it is scored (S-5)', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('game-supertrump').click();
  await page.getByTestId('option-reviewLastTrick').uncheck();
  await startGame(page, 'supertrump', ['human', 'ai-easy']);
  const table = page.getByTestId('table');
  let plays = 0;
  await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'trickPlay' && plays++ > 6);
  await expect(page.getByTestId('history-panel-open')).toHaveCount(0);
  await playAs(page, 0);
  await page.getByTestId('history-open').click();
  await expect(page.getByTestId('history-trick')).toHaveText(/Trick 1 of 26/);
});
