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

  // Another browser with nothing stored: the link opens "Play this deal", naming the game,
  // the code and the seats; one click plays it.
  const baseURL = test.info().project.use.baseURL!;
  const friend = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page2 = await friend.newPage();
  await presetSettings(page2);
  await page2.goto(`/#deal/${code}`);
  const screen = page2.getByTestId('deal-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Play this deal: Supertrump');
  await expect(page2.getByTestId('deal-code')).toHaveText(code);
  await expect(page2.getByTestId('seat-0-kind')).toHaveValue('human');
  await expect(page2.getByTestId('seat-1-kind')).toHaveValue('ai-normal');
  await expect(page2.getByTestId('deal-rules')).toHaveText('The standard rules.');
  await expect(page2).toHaveTitle(/Play this deal/);
  const play = page2.getByTestId('deal-play');
  await expect(play).toBeInViewport();
  await play.click();
  await expect(page2.getByTestId('table')).toBeVisible();
  // The same cards; their order on screen follows the trump, which the AI may have chosen by now.
  await expect.poll(async () => (await handCards(page2)).sort()).toEqual([...hand].sort());
  await friend.close();
});

test('a game played at several table sizes: the code carries the seat count, and the friend plays at that size', async ({ page, browser }) => {
  await presetSettings(page);
  await page.goto('/');
  await page.getByTestId('game-toepen').click();
  await page.getByLabel('Players').selectOption('3');
  await startGame(page, 'toepen', ['human', 'ai-normal', 'ai-normal']);
  const hand = await handCards(page);
  const code = (await page.getByTestId('table-deal-code').textContent())!.trim();
  expect(code).toMatch(/^TP1-[0-9A-Z]+-3[0-9A-Z]+$/);

  // The friend's device remembers four seats for Toepen; the code's three win.
  const baseURL = test.info().project.use.baseURL!;
  const friend = await browser.newContext({ baseURL, reducedMotion: 'reduce', locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page2 = await friend.newPage();
  await presetSettings(page2);
  await page2.goto(`/#deal/${code}`);
  await expect(page2.getByTestId('deal-code')).toHaveText(code);
  await expect(page2.getByTestId('seat-2-kind')).toBeVisible();
  await expect(page2.getByTestId('seat-3-kind')).toHaveCount(0);
  await page2.getByTestId('deal-play').click();
  await expect(page2.getByTestId('table')).toBeVisible();
  await expect(page2.getByTestId('table-deal-code')).toHaveText(code);
  await expect.poll(async () => (await handCards(page2)).sort()).toEqual([...hand].sort());
  await friend.close();
});

test('a deal link with a garbage or mistyped code says so and leads to the lobby', async ({ page }) => {
  await presetSettings(page);
  await page.goto('/#deal/NOT-A-CODE!');
  await expect(page.getByTestId('deal-screen')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This deal link cannot be opened');
  await expect(page.getByTestId('deal-error')).toContainText(/not a deal code/);
  await page.goto('/#deal/ST1-ABCDEFGH-0010Z');
  await expect(page.getByTestId('deal-error')).toContainText(/typo/);
  await expect(page.getByTestId('deal-play')).toHaveCount(0);
  await page.getByTestId('deal-lobby').click();
  await expect(page.getByTestId('start-supertrump')).toBeVisible();
  await expect(page.getByTestId('table')).toHaveCount(0);
});

test('a typed garbage or mistyped code shows a clear message and loses nothing', async ({ page }) => {
  await presetSettings(page);
  await page.goto('/');
  await page.getByTestId('deal-code-input').fill('NOT-A-CODE!');
  await page.getByTestId('deal-code-go').click();
  await expect(page.getByTestId('deal-code-error')).toContainText(/not a deal code/);
  const input = page.getByTestId('deal-code-input');
  await input.fill('ST1-ABCDEFGH-0010Z');
  await page.getByLabel('Deal code', { exact: true }).press('Enter');
  await expect(page.getByTestId('deal-code-error')).toBeVisible();
  await expect(page.getByTestId('table')).toHaveCount(0);
  await expect(page.getByTestId('start-supertrump')).toBeVisible();
});

test('a deal link names its rules and the seats this device plays it with, for every game with codes', async ({ page }) => {
  await presetSettings(page);
  await page.goto('/');
  // Skat with tournament scoring and 3 deals: the link carries the rules, not the seats
  await page.getByTestId('game-skat').click();
  await page.getByTestId('option-scoring').selectOption('tournament');
  await startGame(page, 'skat');
  const code = (await page.getByTestId('table-deal-code').textContent())!.trim();
  await backToLobby(page);
  await page.goto(`/#deal/${code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play this deal: Skat');
  await expect(page.getByTestId('deal-rules')).toContainText('Tournament');
  await expect(page.getByTestId('seat-2-kind')).toBeVisible();
  // a seat changed here is this device's choice for the game
  await page.getByTestId('seat-2-kind').selectOption('ai-hard');
  await page.getByTestId('deal-play').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', 'skat');
  await expect(page.getByTestId('table-deal-code')).toHaveText(code);

  for (const [game, prefix] of [['tuppi', 'Tuppi'], ['supertrump', 'Supertrump']]) {
    await backToLobby(page);
    await startGame(page, game);
    const c = (await page.getByTestId('table-deal-code').textContent())!.trim();
    await backToLobby(page);
    await page.goto(`/#deal/${c}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Play this deal: ${prefix}`);
    await expect(page.getByTestId('deal-play')).toBeInViewport();
  }
});
