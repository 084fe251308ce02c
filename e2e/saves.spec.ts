import { expect, test, type Page } from '@playwright/test';
import { backToLobby, handCards, playAs, presetSettings, savedIds, startGame, toAct } from './helpers';

test.beforeEach(async ({ page }) => {
  await presetSettings(page);
});

/** The save id of the table on screen (#play/<id>). */
function tableId(page: Page): string {
  const m = /#play\/([a-z0-9-]+)$/.exec(page.url());
  if (!m) throw new Error(`not at a table: ${page.url()}`);
  return m[1];
}

async function playSome(page: Page, moves: number) {
  const table = page.getByTestId('table');
  let plays = 0;
  await playAs(page, 0, async () =>
    (await table.getAttribute('data-phase')) === 'trickPlay' && (await toAct(page)).includes(0) && plays++ >= moves);
}

test('many saved games: list, resume after closing the page, delete', async ({ page, context }) => {
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  const first = tableId(page);
  await playSome(page, 4);
  const hand = await handCards(page);
  await backToLobby(page);

  await startGame(page, 'supertrump', ['human', 'ai-easy']);
  const second = tableId(page);
  expect(second).not.toBe(first);
  await backToLobby(page);

  // Both are listed, the one played last first, with seats, hand number and scores.
  await expect.poll(() => savedIds(page)).toEqual([second, first]);
  for (const id of [first, second]) {
    const row = page.getByTestId(`saved-${id}`);
    await expect(row).toContainText('Supertrump');
    await expect(row).toContainText(/Hand \d+/);
    await expect(row.getByTestId(`saved-${id}-score-0`)).toHaveText(/^-?\d+$/);
    await expect(row.getByTestId(`saved-${id}-seat-1`)).toContainText('AI');
  }
  await expect(page.getByTestId(`saved-${first}-seat-1`)).toContainText('normal');
  await expect(page.getByTestId(`saved-${second}-seat-1`)).toContainText('easy');

  // Close the page; a new one in the same browser resumes the first match where it was.
  const page2 = await context.newPage();
  await page.close();
  await page2.goto('/');
  await page2.getByTestId(`resume-${first}`).click();
  await expect(page2.getByTestId('table')).toBeVisible();
  await expect.poll(() => handCards(page2)).toEqual(hand);
  await backToLobby(page2);
  // Only a move counts as playing: looking at a table keeps the order by last play.
  await expect.poll(() => savedIds(page2)).toEqual([second, first]);

  // Delete asks first (in the app), then the row is gone, also after a reload.
  await page2.getByTestId(`delete-${second}`).click();
  await page2.getByTestId('confirm-no').click();
  await expect(page2.getByTestId(`saved-${second}`)).toBeVisible();
  await page2.getByTestId(`delete-${second}`).click();
  await page2.getByTestId('confirm-yes').click();
  await expect(page2.getByTestId(`saved-${second}`)).toHaveCount(0);
  await page2.reload();
  await expect.poll(() => savedIds(page2)).toEqual([first]);
});

test('a hand-edited corrupt save is reported by name; the others still load', async ({ page }) => {
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  const good = tableId(page);
  await playSome(page, 1);
  await backToLobby(page);
  await page.evaluate((id) => {
    const raw = localStorage.getItem(`trick-table/save/${id}`)!;
    const save = JSON.parse(raw);
    const match = JSON.parse(save.match);
    match.log.push({ seat: 0, action: { type: 'PLAY', card: 'XX' } }); // a log the engine refuses
    localStorage.setItem('trick-table/save/edited', JSON.stringify({ ...save, id: 'edited', match: JSON.stringify(match) }));
    localStorage.setItem('trick-table/save/garbage', '{oops');
  }, good);
  await page.reload();
  const notice = page.getByTestId('save-error');
  await expect(notice).toBeVisible();
  await expect(notice.getByTestId('save-problem')).toHaveCount(2);
  await expect(notice).toContainText(/Your Supertrump game saved .+ could not be read/);
  await expect(notice).toContainText('trick-table/save/garbage');
  await expect(notice).toContainText('trick-table/corrupt/');
  await expect.poll(() => savedIds(page)).toEqual([good]);
  // The texts are kept aside, not destroyed.
  const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('trick-table/corrupt/')).length);
  expect(kept).toBe(2);
  await page.getByTestId(`resume-${good}`).click();
  await expect(page.getByTestId('table')).toBeVisible();
});

test('export a game to a file, import it back and play on; bad files are refused', async ({ page }) => {
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  const id = tableId(page);
  await playSome(page, 2);
  const hand = await handCards(page);
  await backToLobby(page);

  const download = page.waitForEvent('download');
  await page.getByTestId(`export-${id}`).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const data = JSON.parse(text);
  expect(data).toMatchObject({ format: 'trick-table-export', version: 1, game: 'supertrump', allowUndo: false });

  const input = page.getByTestId('import-file');
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await expect(page.getByTestId('import-error')).toContainText(/not a Trick Table export/);
  const refused = JSON.parse(data.match);
  refused.log.push({ seat: 5, action: { type: 'PLAY', card: 'AS' } });
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...data, match: JSON.stringify(refused) })) });
  await expect(page.getByTestId('import-error')).toContainText(/rules engine/);

  // A good file opens at the table, where the exported match was.
  await input.setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('table')).toBeVisible();
  const imported = tableId(page);
  expect(imported).not.toBe(id);
  await expect.poll(() => handCards(page)).toEqual(hand);
  await backToLobby(page);
  await expect.poll(() => savedIds(page)).toEqual([imported, id]);
});

test('hot-seat tables offer "Allow undo", remembered with the setup', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('game-supertrump').click();
  await expect(page.getByTestId('allow-undo')).toHaveCount(0);
  await page.getByTestId('seat-1-kind').selectOption('human');
  const undo = page.getByLabel('Allow undo at this table');
  await expect(undo).not.toBeChecked();
  await undo.check();
  await page.reload();
  await expect(page.getByTestId('allow-undo')).toBeChecked();
  await page.getByTestId('start-supertrump').click();
  await expect(page.getByTestId('table')).toBeVisible();
  const id = tableId(page);
  const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(`trick-table/save/${k}`)!).allowUndo, id);
  expect(stored).toBe(true);
});
