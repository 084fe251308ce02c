import { expect, type Page } from '@playwright/test';

/** Fastest AI pace, learn mode as asked, set before the app's first script runs. */
export async function presetSettings(page: Page, settings: Record<string, unknown> = {}) {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('trick-table/settings')) {
      localStorage.setItem('trick-table/settings', JSON.stringify({ state: { pace: 'instant', ...s }, version: 1 }));
    }
  }, settings);
}

/** From the lobby: open the game's setup and start with the given seat kinds. */
export async function startGame(page: Page, game: string, seatKinds?: string[]) {
  const start = page.getByTestId(`start-${game}`);
  if (!(await start.isVisible())) await page.getByTestId(`game-${game}`).click();
  if (seatKinds) {
    for (const [i, kind] of seatKinds.entries()) await page.getByTestId(`seat-${i}-kind`).selectOption(kind);
  }
  await start.click();
  await expect(page.getByTestId('table')).toBeVisible();
}

export async function toAct(page: Page): Promise<number[]> {
  const v = (await page.getByTestId('table').getAttribute('data-to-act')) ?? '';
  return v === '' ? [] : v.split(',').map(Number);
}

/**
 * Play as seat `seat` until `until` holds or the match is over: the first enabled engine
 * action on screen each time it is that seat's turn; NEXT_HAND from the result sheet.
 */
export async function playAs(page: Page, seat: number, until: () => Promise<boolean> = async () => false, maxSteps = 400) {
  for (let i = 0; i < maxSteps; i++) {
    if (await page.getByTestId('game-over').isVisible()) return;
    if (await until()) return;
    const result = page.getByTestId('hand-result');
    if (await result.isVisible()) {
      await result.locator('button[data-action]').first().click();
      continue;
    }
    if ((await toAct(page)).includes(seat) && !(await page.getByTestId('handoff').isVisible())) {
      const button = page.locator('[data-testid="table"] button[data-action]:not([aria-disabled="true"]):not([disabled])').first();
      if (await button.count()) {
        await button.click();
        continue;
      }
    }
    await page.waitForTimeout(30);
  }
  throw new Error('the match did not end');
}

/** The card texts of the viewer's hand, as rendered. */
export async function handCards(page: Page): Promise<string[]> {
  return page.getByTestId('hand').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
}
