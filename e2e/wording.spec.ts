import { expect, test, type Page } from '@playwright/test';
import { GAME_IDS } from './games';
import { playAs, presetSettings, startGame } from './helpers';

// The table speaks to the one person at it: "You win the trick", never "You wins", "Trick won
// by You" or "You’s knock". Every text the page shows while a deal is played (news line,
// tutor, trick banner, result sheet) is recorded and read.

test.beforeEach(async ({ page }) => {
  await presetSettings(page, { learn: true });
  // every text the page ever shows, collected as it appears
  await page.addInitScript(() => {
    const said = new Set<string>();
    (window as unknown as { said: Set<string> }).said = said;
    const record = (n: Node) => {
      const el = n instanceof Element ? n : n.parentElement;
      const text = el?.textContent?.trim();
      if (text && text.length < 400) said.add(text);
    };
    new MutationObserver((list) => {
      for (const m of list) {
        record(m.target);
        m.addedNodes.forEach(record);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
});

const said = (page: Page) => page.evaluate(() => [...(window as unknown as { said: Set<string> }).said]);

/** English that speaks of "You" in the third person. */
const WRONG = [
  /\bYou (wins|collects|pays|plays|is|has|takes|sits|decides|must pays)\b/,
  /\bYou[’']s\b/,
  /\b(by|for|of|to|against) You\b/,
  /\(You\)/,
];

for (const game of GAME_IDS) {
  test(`${game}: the person at the table is "you", with the verb agreeing`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await startGame(page, game);
    // the hand's name speaks to its owner
    await expect(page.getByTestId('hand')).toHaveAttribute('aria-label', 'Your hand');
    await playAs(page, 0, async () => page.getByTestId('hand-result').isVisible());
    const texts = await said(page);
    const wrong = texts.filter((t) => WRONG.some((re) => re.test(t)));
    expect(wrong).toEqual([]);
    // and it does speak to them, in the second person
    expect(texts.some((t) => /\bYou (win|played|led|trumped|collect|stayed|took|won|bid|declared|named)\b|\bYour \S+ (is|wins)\b|\bfor you\b|Won by you\b/.test(t))).toBe(true);
  });
}

test('Skat: the result sheet says "with 2" / "without 3" and counts the value as players do', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await startGame(page, 'skat');
  // deals until one is played to the end (a deal can be thrown in)
  for (let deal = 0; deal < 8; deal++) {
    await playAs(page, 0, async () => page.getByTestId('hand-result').isVisible());
    const sheet = page.getByTestId('hand-breakdown');
    if ((await sheet.getAttribute('data-kind')) === 'game' && (await sheet.getByText('Matadors', { exact: true }).count())) {
      const matadors = sheet.locator('dt', { hasText: /^Matadors$/ }).locator('xpath=following-sibling::dd');
      await expect(matadors).toHaveText(/^(with|without) \d+$/);
      const n = Number((await matadors.textContent())!.replace(/\D/g, ''));
      const value = sheet.locator('dt', { hasText: /^Game value$/ }).locator('xpath=following-sibling::dd');
      await expect(value).toHaveText(new RegExp(`^(with|without) ${n}, game ${n + 1}(, [a-z ]+ \\d+)*: \\d+ × \\d+ = \\d+$|^\\d+$`));
      await expect(page.getByTestId('hand-result')).not.toContainText('with or without');
      await expect(page.getByTestId('hand-result')).toContainText(/Value: (with|without) \d+, game/);
      return;
    }
    await page.getByTestId('hand-result').locator('button[data-action]').click();
  }
  throw new Error('no deal was played to the end');
});
