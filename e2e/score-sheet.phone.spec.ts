import { expect, test } from '@playwright/test';
import { playAs, presetSettings } from './helpers';

// Phone size (360x640): the score panel lies below the hand, so the totals in the header open
// the score sheet; with six seats every column fits the width, in English and Japanese.

for (const lang of ['en', 'ja']) {
  test(`the header's totals open the score sheet, six columns wide, inside the screen (${lang})`, async ({ page }) => {
    await presetSettings(page, { lang });
    await page.goto('/');
    await page.getByTestId('game-toepen').click();
    await page.getByTestId('player-count').selectOption('6');
    await page.getByTestId('start-toepen').click();
    await playAs(page, 0, async () => page.getByTestId('hand-result').isVisible());
    await page.getByTestId('hand-result').locator('button[data-action]').click();

    await page.getByTestId('score-sheet-top-open').click();
    const sheet = page.getByTestId('score-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator('thead th')).toHaveCount(7);
    await expect(page.getByTestId('score-sheet-row-1')).toBeVisible();
    const fit = await sheet.evaluate((el) => {
      const scroll = el.querySelector('.tt-ss-scroll')!;
      const cells = [...el.querySelectorAll('thead th, tbody td')].map((c) => c.getBoundingClientRect());
      return { overflow: scroll.scrollWidth - scroll.clientWidth, right: Math.max(...cells.map((r) => r.right)) };
    });
    expect(fit.overflow, 'the sheet scrolls sideways').toBeLessThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(360);
  });
}
