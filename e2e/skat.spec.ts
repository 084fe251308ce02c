import { expect, test } from '@playwright/test';
import { clickRefused, completeSelection, playAs, presetSettings, startGameWith, toAct } from './helpers';

test.beforeEach(async ({ page }) => {
  await presetSettings(page, { learn: true });
});

/** From the lobby: Skat with seat 0 a person, the others easy AIs, and `deals` deals. */
async function startSkat(page: import('@playwright/test').Page, deals: number) {
  await page.goto('/');
  const start = page.getByTestId('start-skat');
  if (!(await start.isVisible())) await page.getByTestId('game-skat').click();
  const hands = page.getByTestId('option-handsPerGame');
  await hands.fill(String(deals));
  await hands.blur();
  await startGameWith(page, 'skat', [{ kind: 'human' }, { kind: 'ai-easy' }, { kind: 'ai-easy' }]);
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', 'skat');
}

test('a whole Skat match against the AI, from the lobby to the game-over screen', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await startSkat(page, 2);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', /bidding|skatDecision|discard|declaration|trickPlay/);
  // The bid is always on the felt; the skat lies face down.
  await expect(page.getByTestId('bid')).toBeVisible();
  await expect(page.getByTestId('skat').locator('[data-card]')).toHaveCount(0);

  const seen = new Set<string>();
  await playAs(page, 0, async () => {
    const phase = (await table.getAttribute('data-phase')) ?? '';
    seen.add(phase);
    if (phase === 'trickPlay') await expect(page.getByTestId('contract')).toBeVisible();
    return false;
  });
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  // one winner, or a shared first place (ties share the win)
  await expect(over).toContainText(/won|wins|winners|drawn/i);
  expect(seen.has('bidding')).toBe(true);
  expect(errors).toEqual([]);
});

test('the declarer puts back two selected cards with one confirm', async ({ page }) => {
  await startSkat(page, 3);
  const table = page.getByTestId('table');
  // The person bids on (the first button is the next bid or hold) until they take the skat.
  await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'discard' && (await toAct(page)).includes(0));
  if ((await table.getAttribute('data-phase')) !== 'discard') test.skip(true, 'the person never won the bidding');
  const confirm = page.getByTestId('select-confirm');
  await expect(confirm).toBeDisabled();
  await expect(page.getByTestId('hand').locator('button[data-card]')).toHaveCount(12);
  // Hand cards carry no PLAY action while selecting.
  await expect(page.getByTestId('hand').locator('button[data-action]')).toHaveCount(0);
  await completeSelection(page);
  await completeSelection(page);
  await expect(confirm).toBeEnabled();
  const action = JSON.parse((await confirm.getAttribute('data-action'))!);
  expect(action.type).toBe('DISCARD');
  expect(action.cards).toHaveLength(2);
  await confirm.click();
  await expect(table).toHaveAttribute('data-phase', 'declaration');
  await expect(page.getByTestId('hand').locator('button[data-card]')).toHaveCount(10);
  // The put-back cards are the declarer's to see, face up in the skat's place.
  await expect(page.getByTestId('skat').locator('[data-card]')).toHaveCount(2);
  await expect(page.locator('[data-action*="DECLARE"]').first()).toBeVisible();
});

test('a card that does not follow is refused with a reason', async ({ page }) => {
  await startSkat(page, 3);
  const table = page.getByTestId('table');
  const blocked = page.locator('[data-testid="hand"] button[data-card][aria-disabled="true"]');
  await playAs(page, 0, async () =>
    (await table.getAttribute('data-phase')) === 'trickPlay' && (await toAct(page)).includes(0) && (await blocked.count()) > 0);
  if (await page.getByTestId('game-over').isVisible()) test.skip(true, 'this match never forced a follow');
  const card = blocked.first();
  const description = await card.getAttribute('aria-describedby');
  expect(description).toBeTruthy();
  await expect(page.locator(`[id="${description}"]`)).toContainText(/must/i);
  const moves = await table.getAttribute('data-moves');
  await clickRefused(card);
  await expect(page.getByTestId('tutor-error')).toContainText(/must/i);
  await expect(table).toHaveAttribute('data-moves', moves!);
});
