import { expect, test, type Page } from '@playwright/test';
import { playAs, presetSettings, startGame } from './helpers';

// Phone size (360x640, touch): the lobby and every table fit the screen's width.

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

/** Every card in the hand lies inside the screen's width. */
async function handInside(page: Page) {
  const boxes = await page.getByTestId('hand').locator('[data-card]').evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
  expect(boxes.length).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b.left).toBeGreaterThanOrEqual(-1);
    expect(b.right).toBeLessThanOrEqual(361);
  }
}

test.beforeEach(async ({ page }) => {
  await presetSettings(page, { learn: true });
});

test('the lobby fits a phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('start-supertrump').or(page.getByTestId('game-supertrump')).first()).toBeVisible();
  await noSidewaysScroll(page);
});

for (const [game, seats] of [['supertrump', ['human', 'ai-easy']], ['skat', ['human', 'ai-easy', 'ai-easy']]] as const) {
  test(`a ${game} table fits a phone, and a card can be played by touch`, async ({ page }) => {
    await page.goto('/');
    await startGame(page, game, [...seats]);
    const table = page.getByTestId('table');
    await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'trickPlay' && (await table.getAttribute('data-to-act')) === '0');
    await noSidewaysScroll(page);
    await handInside(page);
    const card = page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first();
    const played = await card.getAttribute('data-card');
    const moves = Number(await table.getAttribute('data-moves'));
    await card.tap();
    await expect.poll(async () => Number(await table.getAttribute('data-moves'))).toBeGreaterThan(moves);
    await expect(page.getByTestId('hand').locator(`[data-card="${played}"]`)).toHaveCount(0);
  });
}
