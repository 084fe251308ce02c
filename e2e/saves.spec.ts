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

  // A good file: the match in progress stays where it is (Continue still resumes it), the
  // import is listed right below it, and one click opens it where the exported match was.
  await input.setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('import-ask')).toContainText('Open it now?');
  await expect(page.getByTestId('table')).toHaveCount(0);
  await expect.poll(() => savedIds(page)).toHaveLength(2);
  const [kept, imported] = await savedIds(page);
  expect(kept).toBe(id);
  await page.getByTestId('import-open').click();
  await expect(page.getByTestId('table')).toBeVisible();
  expect(tableId(page)).toBe(imported);
  await expect.poll(() => handCards(page)).toEqual(hand);
  await backToLobby(page);
  await expect.poll(() => savedIds(page)).toEqual([id, imported]);
});

test('importing while a game is in progress asks first; with nothing in progress it opens at once', async ({ page }) => {
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-normal']);
  const exported = tableId(page);
  await playSome(page, 2);
  await backToLobby(page);
  const download = page.waitForEvent('download');
  await page.getByTestId(`export-${exported}`).click();
  const text = await (await (await download).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));

  // Another table in progress: Skat. Importing the Supertrump file must not replace it.
  await startGame(page, 'skat', ['human', 'ai-normal', 'ai-normal']);
  const skat = tableId(page);
  await backToLobby(page);
  await expect(page.getByTestId('continue')).toHaveAccessibleName('Continue Skat');
  const input = page.getByTestId('import-file');
  await input.setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  const ask = page.getByTestId('import-ask');
  await expect(ask).toContainText('The Supertrump game is in your saved games. Open it now? Your Skat game in progress stays saved');
  await expect(page.getByTestId('table')).toHaveCount(0);
  await page.getByTestId('import-later').click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByTestId('continue')).toHaveAccessibleName('Continue Skat');
  const ids = await savedIds(page);
  expect(ids[0]).toBe(skat);
  expect(ids[1]).not.toBe(exported); // the import, just below the game in progress
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', 'skat');
  await backToLobby(page);

  // With nothing in progress the import opens at once: nothing is replaced.
  for (const id of await savedIds(page)) {
    await page.getByTestId(`delete-${id}`).click();
    await page.getByTestId('confirm-yes').click();
  }
  await expect.poll(() => savedIds(page)).toEqual([]);
  await input.setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', 'supertrump');
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
