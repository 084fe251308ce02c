import { expect, test } from '@playwright/test';
import { backToLobby, playAs, presetSettings, startGame } from './helpers';

test('a finished match is counted once in the statistics', async ({ page }) => {
  await presetSettings(page);
  await page.goto('/');
  await expect(page.getByTestId('stats')).toContainText('No finished matches yet.');
  await startGame(page, 'supertrump', ['human', 'ai-easy']);
  await playAs(page, 0);
  await expect(page.getByTestId('game-over')).toBeVisible();
  // A reload of the finished table must not count it again.
  await page.reload();
  await expect(page.getByTestId('game-over')).toBeVisible();
  await backToLobby(page);
  await expect(page.getByTestId('stats-supertrump-played')).toHaveText('Matches played: 1');
  const stats = page.getByTestId('stats');
  await expect(stats.getByRole('rowheader', { name: 'You' })).toBeVisible();
  // The finished match is listed as finished; Continue offers no finished match.
  await expect(page.locator('[data-testid="saved-games"] [data-over="true"]')).toHaveCount(1);
  await expect(page.getByTestId('continue')).toHaveCount(0);

  await page.getByTestId('stats-reset').click();
  await page.getByTestId('confirm-yes').click();
  await expect(stats).toContainText('No finished matches yet.');
});
