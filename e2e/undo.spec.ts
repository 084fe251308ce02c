import { expect, test } from '@playwright/test';
import { handCards, moveCount, playAs, presetSettings, startGame, toAct } from './helpers';

test.beforeEach(async ({ page }) => {
  await presetSettings(page);
});

test('undo takes back the person\'s moves and the AI answers to them; a reload keeps the undone state', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-easy']);
  const table = page.getByTestId('table');
  const undo = page.getByTestId('undo');
  expect(await undo.getAttribute('data-action')).toBeNull(); // an app control, not a move
  const myTurn = async () => (await toAct(page)).includes(0) && (await page.getByTestId('hand').locator('button[data-card]').count()) > 0;
  await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'trickPlay' && (await myTurn()));

  // Three cards, remembering the hand and the move count before each.
  const hands: string[][] = [];
  const moves: number[] = [];
  for (let i = 0; i < 3; i++) {
    await expect.poll(myTurn).toBe(true);
    hands.push(await handCards(page));
    moves.push(await moveCount(page));
    await page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first().click();
    await expect(table).not.toHaveAttribute('data-moves', String(moves[i]));
  }
  await expect.poll(myTurn).toBe(true);
  await expect(undo).toBeEnabled();

  for (const i of [2, 1]) {
    await undo.click();
    await expect(table).toHaveAttribute('data-moves', String(moves[i]));
    await expect(table).toHaveAttribute('data-to-act', '0');
    await expect.poll(() => handCards(page)).toEqual(hands[i]);
  }

  await page.reload();
  await expect(table).toBeVisible();
  await expect(table).toHaveAttribute('data-moves', String(moves[1]));
  await expect(table).toHaveAttribute('data-to-act', '0');
  await expect.poll(() => handCards(page)).toEqual(hands[1]);

  // Back to the first decision of the match, where there is nothing left to undo.
  for (let i = 0; i < 100 && (await undo.isEnabled()); i++) await undo.click();
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('aria-disabled', 'true');
  expect((await toAct(page)).includes(0)).toBe(true);
  expect(errors).toEqual([]);
});
