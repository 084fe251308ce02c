import { expect, test } from '@playwright/test';
import { clickRefused, playAs, presetSettings, startGameWith, toAct } from './helpers';

test.beforeEach(async ({ page }) => {
  await presetSettings(page, { learn: true });
});

/** From the lobby: Tuppi with seat 0 a person, the others easy AIs, a short match. */
async function startTuppi(page: import('@playwright/test').Page, target: number) {
  await page.goto('/');
  const start = page.getByTestId('start-tuppi');
  if (!(await start.isVisible())) await page.getByTestId('game-tuppi').click();
  const targetScore = page.getByTestId('option-targetScore');
  await targetScore.fill(String(target));
  await targetScore.blur();
  await startGameWith(page, 'tuppi', [{ kind: 'human' }, { kind: 'ai-easy' }, { kind: 'ai-easy' }, { kind: 'ai-easy' }]);
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', 'tuppi');
}

test('a whole Tuppi match against the AI, from the lobby to the game-over screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await startTuppi(page, 8);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'auction');
  // The contract and both sides' scores are always on the felt; no bid is shown yet.
  await expect(page.getByTestId('contract')).toBeVisible();
  await expect(page.getByTestId('team-scores')).toBeVisible();
  await expect(page.getByTestId('revealed-bids')).toHaveCount(0);
  // The bid card is a one-card selection: court cards cannot be chosen.
  await expect(page.locator('[data-testid="hand"] button[data-card^="K"][aria-disabled="false"], [data-testid="hand"] button[data-card^="Q"][aria-disabled="false"]')).toHaveCount(0);

  const seen = new Set<string>();
  let sawReveal = false;
  await playAs(page, 0, async () => {
    const phase = (await table.getAttribute('data-phase')) ?? '';
    seen.add(phase);
    if (phase === 'trickPlay') {
      await expect(page.getByTestId('contract')).toHaveAttribute('data-mode', /rami|nolo|solo/);
      if (await page.getByTestId('revealed-bids').count()) sawReveal = true;
    }
    return false;
  }, 1500);
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(over).toContainText(/won|wins|winners|drawn/i);
  expect(seen.has('auction')).toBe(true);
  expect(sawReveal).toBe(true);
  expect(errors).toEqual([]);
});

test('a card that does not follow is refused with a reason', async ({ page }) => {
  await startTuppi(page, 60);
  const table = page.getByTestId('table');
  const blocked = page.locator('[data-testid="hand"] button[data-card][aria-disabled="true"]');
  await playAs(page, 0, async () =>
    (await table.getAttribute('data-phase')) === 'trickPlay' && (await toAct(page)).includes(0) && (await blocked.count()) > 0, 1500);
  if (await page.getByTestId('game-over').isVisible()) test.skip(true, 'this match never forced a follow');
  const card = blocked.first();
  const description = await card.getAttribute('aria-describedby');
  expect(description).toBeTruthy();
  await expect(page.locator(`[id="${description}"]`)).toContainText(/must follow/i);
  const moves = await table.getAttribute('data-moves');
  await clickRefused(card);
  await expect(page.getByTestId('tutor-error')).toContainText(/must follow/i);
  await expect(table).toHaveAttribute('data-moves', moves!);
});
