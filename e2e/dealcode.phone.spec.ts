import { expect, test } from '@playwright/test';
import { presetSettings } from './helpers';

// A deal link opened on a phone: the game, the code and the Play button fit the first screen.
const CODE = 'SK1-1RG283Q7RFF7-00010010B1W'; // Skat, tournament scoring (made by the app)

test('a deal link on a phone: "Play this deal" names the game and code, and the button is on the first screen', async ({ page }) => {
  await presetSettings(page);
  await page.goto(`/#deal/${CODE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play this deal: Skat');
  await expect(page.getByTestId('deal-code')).toBeInViewport();
  await expect(page.getByTestId('deal-play')).toBeInViewport();
  await expect(page.getByTestId('deal-rules')).toContainText('Scoring: Tournament');
  await page.getByTestId('deal-play').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', 'skat');
  await expect(page.getByTestId('table-deal-code')).toHaveText(CODE);
  // the table's way out leads to the lobby, where the match is saved
  await page.getByTestId('exit').click();
  await expect(page.getByTestId('saved-games')).toBeVisible();
  await expect(page.getByTestId('continue')).toHaveAccessibleName('Continue Skat');
});

test('a broken deal link on a phone says why, on the first screen', async ({ page }) => {
  await presetSettings(page);
  await page.goto(`/#deal/${CODE.slice(0, -1)}X`);
  await expect(page.getByTestId('deal-error')).toBeInViewport();
  await expect(page.getByTestId('deal-error')).toContainText('typo');
  await expect(page.getByTestId('deal-lobby')).toBeInViewport();
});
