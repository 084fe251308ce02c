import { expect, test } from '@playwright/test';

test('the app loads with its title and without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));

  await page.goto('/');
  await expect(page).toHaveTitle(/Trick Table/);
  await expect(page.locator('#root')).not.toBeEmpty();
  // Let the first effects (i18n, service worker registration) run before judging the console.
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
