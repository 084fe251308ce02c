import { expect, test, type Page } from '@playwright/test';
import { GAMES } from './games';
import { moveCount, presetSettings, startGame } from './helpers';

test.beforeEach(async ({ page }) => {
  await presetSettings(page);
});

test('an AI-only table can be paused, stepped one move at a time and resumed to the end', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  await startGame(page, 'supertrump', ['ai-easy', 'ai-easy']);
  const table = page.getByTestId('table');
  await expect(page.getByTestId('undo')).toHaveCount(0);
  await expect.poll(() => moveCount(page)).toBeGreaterThan(2);

  await page.getByTestId('watch-pause').click();
  const step = page.getByTestId('watch-step');
  await expect(step).toBeEnabled(); // paused, with a move waiting
  expect(await step.getAttribute('data-action')).toBeNull();
  const trick = () => page.getByTestId('trick').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  const moves = await moveCount(page);
  const cards = await trick();
  await page.waitForTimeout(1000);
  expect(await moveCount(page)).toBe(moves);
  expect(await trick()).toEqual(cards);
  // nothing on screen is a move anyone could make
  await expect(page.locator('[data-testid="table"] [data-action]')).toHaveCount(0);

  await step.click();
  await expect(table).toHaveAttribute('data-moves', String(moves + 1));
  await expect(step).toBeEnabled();
  await page.waitForTimeout(500);
  expect(await moveCount(page)).toBe(moves + 1);

  await page.getByTestId('watch-resume').click();
  await expect(page.getByTestId('watch-pause')).toBeVisible();
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('watch-pause')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** The face-up cards of every hand at a watched table: by seat, from the open hands and the bottom hand. */
async function openHands(page: Page, players: number): Promise<string[][]> {
  return page.evaluate((n) => {
    const bottom = Number(document.querySelector<HTMLElement>('[data-testid="seat-slot-bottom"] [data-seat], .tt-slot-bottom [data-seat]')?.dataset.seat);
    return Array.from({ length: n }, (_, s) => {
      const zone = s === bottom ? document.querySelector('[data-testid="hand"]') : document.querySelector(`[data-testid="open-hand-${s}"]`);
      return zone ? [...zone.querySelectorAll('[data-card]')].map((e) => e.getAttribute('data-card')!) : [];
    });
  }, players);
}

/** How many cards each seat holds, from the face-down counts (before the hands are opened). */
async function handSizes(page: Page, players: number): Promise<number[]> {
  return page.evaluate((n) => Array.from({ length: n }, (_, s) => {
    const seat = document.querySelector(`[data-testid="seat-${s}"]`);
    if (seat?.closest('.tt-slot-bottom')) return document.querySelectorAll('[data-testid="hand"] .tt-hand-back').length;
    return Number(seat?.querySelector('.tt-count-badge')?.textContent ?? 0);
  }), players);
}

for (const { game, players } of GAMES) {
  test(`${game}: a table of AIs can show every hand face up, and step through the play`, async ({ page }) => {
    await page.goto('/');
    await page.getByTestId(`game-${game}`).click();
    if (game === 'toepen') await page.getByTestId('player-count').selectOption(String(players));
    await startGame(page, game, Array.from({ length: players }, () => 'ai-easy'));
    await expect.poll(() => moveCount(page)).toBeGreaterThan(3);
    // on a slow machine the pause may land after the last card of a short deal (Toepen):
    // resume, and pause again once the next deal's cards are in the hands
    const cardsHeld = async () => (await handSizes(page, players)).reduce((a, b) => a + b, 0);
    for (let i = 0; ; i++) {
      await page.getByTestId('watch-pause').click();
      await expect(page.getByTestId('watch-step')).toBeEnabled();
      if ((await cardsHeld()) > 0 || i === 3) break;
      await page.getByTestId('watch-resume').click();
      await expect.poll(cardsHeld).toBeGreaterThan(0);
    }
    const sizes = await handSizes(page, players);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await expect(page.locator('[data-testid^="open-hand-"]')).toHaveCount(0);

    const toggle = page.getByTestId('watch-open-hands');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const hands = await openHands(page, players);
    expect(hands.map((h) => h.length)).toEqual(sizes);
    const all = hands.flat();
    // one deck: every card once; King of the Hill deals two packs: every card at most twice
    const most = Math.max(...[...new Set(all)].map((c) => all.filter((x) => x === c).length));
    if (game !== 'toepen') expect(most).toBeLessThanOrEqual(game === 'king-of-the-hill' ? 2 : 1);
    // watching, not playing: still no engine move on screen
    await expect(page.locator('[data-testid="table"] [data-action]')).toHaveCount(0);

    // one step: the card that reaches the table came out of its player's open hand
    const before = await moveCount(page);
    const trickBefore = await page.getByTestId('trick').locator('[data-card]').count();
    await page.getByTestId('watch-step').click();
    await expect.poll(() => moveCount(page)).toBe(before + 1);
    const after = await openHands(page, players);
    // the cards each hand lost, copies counted (two packs hold every card twice)
    const gone = hands.map((h, s) => {
      const left = after[s].slice();
      return h.filter((c) => {
        const i = left.indexOf(c);
        if (i < 0) return true;
        left.splice(i, 1);
        return false;
      });
    });
    const trick = await page.getByTestId('trick').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
    if (trick.length > trickBefore) {
      const played = trick[trick.length - 1];
      expect(gone.flat()).toContain(played);
    }

    await toggle.click();
    await expect(page.locator('[data-testid^="open-hand-"]')).toHaveCount(0);
    await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(0);
  });
}

test('hands are never shown face up where a person is seated: against the AI or hot-seat', async ({ page }) => {
  await page.goto('/');
  await startGame(page, 'skat', ['human', 'ai-easy', 'ai-easy']);
  await expect(page.getByTestId('watch-open-hands')).toHaveCount(0);
  await expect(page.locator('[data-testid^="open-hand-"]')).toHaveCount(0);
  // the only face-up cards are the person's own hand and public ones
  const mine = await page.getByTestId('hand').locator('[data-card]').count();
  expect(mine).toBe(10);
  await expect(page.locator('[data-testid^="seat-"] [data-card]')).toHaveCount(0);
  await page.getByTestId('exit').click();

  await startGame(page, 'supertrump', ['human', 'human']);
  await expect(page.getByTestId('watch-open-hands')).toHaveCount(0);
  await expect(page.locator('[data-testid^="open-hand-"]')).toHaveCount(0);
});
