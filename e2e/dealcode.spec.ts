import { expect, test } from '@playwright/test';
import { backToLobby, handCards, presetSettings, startGame } from './helpers';

test('a deal code opened in a fresh browser gives the same first hand', async ({ page, browser }) => {
  await presetSettings(page);
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  const id = /#play\/([a-z0-9-]+)$/.exec(page.url())![1];
  const hand = await handCards(page);
  expect(hand.length).toBeGreaterThan(0);
  const atTable = (await page.getByTestId('table-deal-code').textContent())!.trim();
  await backToLobby(page);
  const code = (await page.getByTestId(`code-${id}`).textContent())!.trim();
  expect(code).toMatch(/^ST1-[0-9A-Z]+-[0-9A-Z]+$/);
  expect(atTable).toBe(code);

  // Another browser with nothing stored: the link preselects the deal, one click plays it.
  const baseURL = test.info().project.use.baseURL!;
  const friend = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'en-US' });
  const page2 = await friend.newPage();
  await presetSettings(page2);
  await page2.goto(`/#deal/${code}`);
  await expect(page2.getByTestId('deal-code-input')).toHaveValue(code);
  await page2.getByTestId('deal-code-go').click();
  await expect(page2.getByTestId('table')).toBeVisible();
  // The same cards; their order on screen follows the trump, which the AI may have chosen by now.
  await expect.poll(async () => (await handCards(page2)).sort()).toEqual([...hand].sort());
  await friend.close();
});

test('a garbage or mistyped code shows a clear message and loses nothing', async ({ page }) => {
  await presetSettings(page);
  await page.goto('/#deal/NOT-A-CODE!');
  await page.getByTestId('deal-code-go').click();
  await expect(page.getByTestId('deal-code-error')).toContainText(/not a deal code/);
  const input = page.getByTestId('deal-code-input');
  await input.fill('ST1-ABCDEFGH-0010Z');
  await page.getByLabel('Deal code', { exact: true }).press('Enter');
  await expect(page.getByTestId('deal-code-error')).toBeVisible();
  await expect(page.getByTestId('table')).toHaveCount(0);
  await expect(page.getByTestId('start-supertrump')).toBeVisible();
});
