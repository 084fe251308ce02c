// The running score sheet (issue 17): reachable from the score panel at any time, one row per
// scored hand with what happened in the game's own words (English and Japanese) and the
// totals after it, which agree with the score panel; the panel's match total and the points of
// the game in play are told apart.
import { expect, test, type Page } from '@playwright/test';
import { playAs, presetSettings, startGame } from './helpers';

const GAMES = [
  { game: 'supertrump', seats: ['human', 'ai-easy'], en: /Trump .+ won \d+–\d+\./, ja: /切り札.+勝ち/ },
  { game: 'skat', seats: ['human', 'ai-easy', 'ai-easy'], en: /played .+ bid \d+|surrendered|thrown in|Ramsch/, ja: /ビッド|降りました|配り直し|ラムシュ/ },
  { game: 'toepen', seats: ['human', 'ai-easy', 'ai-easy', 'ai-easy'], en: /took the last trick|folded/, ja: /最終トリック|降りました/ },
  { game: 'tuppi', seats: ['human', 'ai-easy', 'ai-easy', 'ai-easy'], en: /Rami|Nolo|solo/, ja: /ラミ|ノロ|ソロ/ },
  { game: 'queens-dungeon', seats: ['human', 'ai-easy', 'ai-easy', 'ai-easy'], en: /dealt .+ contract (made|missed)/, ja: /ディーラー.+ノルマ(達成|失敗)/ },
] as const;

/** A score as the table writes it ("−120") as a number. */
const num = (s: string | null) => Number((s ?? '').trim().replace('−', '-'));

async function panelTotals(page: Page, seats: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < seats; i++) out.push(num(await page.getByTestId(`total-${i}`).textContent()));
  return out;
}

for (const { game, seats, en, ja } of GAMES) {
  test(`${game}: the score sheet lists every scored hand from the score panel, in English and Japanese`, async ({ page }) => {
    await presetSettings(page);
    await page.goto('/');
    await startGame(page, game, [...seats]);

    // At any time, from the score panel: before any hand is scored it says so and shows the hand in play.
    await page.getByTestId('score-sheet-panel-open').click();
    const sheet = page.getByTestId('score-sheet');
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('score-sheet-empty')).toBeVisible();
    await expect(page.getByTestId('score-sheet-current')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    // A hand scored (the first, or the second if the AI started it at once): each row says
    // what happened, and the latest totals are the panel's.
    await playAs(page, 0, async () => page.getByTestId('hand-result').isVisible());
    await page.getByTestId('score-sheet-open').click();
    await expect(page.getByTestId('score-sheet-row-1')).toContainText(en);
    const row = page.locator('[data-testid^="score-sheet-row-"]').last();
    await expect(row).toBeVisible();
    await expect(row).toContainText(en);
    const totals = ((await row.getAttribute('data-totals')) ?? '').split(',').map(Number);
    const panel = await panelTotals(page, seats.length);
    expect(totals).toEqual(panel.slice(0, totals.length));
    await expect(page.getByTestId('score-sheet-empty')).toHaveCount(0);

    // The same sheet in Japanese (a reload goes straight back to the table).
    await page.evaluate(() => {
      const key = 'trick-table/settings';
      const s = JSON.parse(localStorage.getItem(key)!);
      s.state.lang = 'ja';
      localStorage.setItem(key, JSON.stringify(s));
    });
    await page.reload();
    await expect(page.getByTestId('table')).toBeVisible();
    await page.getByTestId('score-sheet-open').click();
    await expect(page.getByTestId('score-sheet-row-1')).toContainText(ja);
    await expect(page.getByTestId('score-sheet')).toContainText('スコア表');
  });
}

test("supertrump: the score panel shows the game in play's points beside the match total, never one for the other", async ({ page }) => {
  await presetSettings(page);
  await page.goto('/');
  await startGame(page, 'supertrump', ['human', 'ai-easy']);
  // a few tricks into the game
  await playAs(page, 0, async () => Number(await page.getByTestId('table').getAttribute('data-moves')) > 16);
  const panel = page.getByTestId('score-panel');
  await expect(panel.locator('.tt-score-table thead th')).toHaveText(['Player', 'Tricks', 'This game', 'Match']);
  const mini = panel.locator('.tt-score-mini tbody tr');
  for (let i = 0; i < 2; i++) {
    const [st1, st2] = await mini.nth(i).locator('td').allTextContents();
    await expect(page.getByTestId(`running-${i}`)).toHaveText(String(Number(st1) + 2 * Number(st2)));
    await expect(page.getByTestId(`total-${i}`)).toHaveText('0'); // no game of the match is finished yet
  }
  // the same running points head the score sheet's row for the game in play
  await page.getByTestId('score-sheet-panel-open').click();
  const current = page.getByTestId('score-sheet-current');
  await expect(current).toContainText('In play: the points so far.');
  await expect(current.locator('.tt-ss-running').first()).toHaveText((await page.getByTestId('running-0').textContent()) ?? '');
});
