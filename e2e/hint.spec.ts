import { expect, test } from '@playwright/test';
import { GAME_IDS } from './games';
import { handCards, playAs, presetSettings, startGame, toAct } from './helpers';

// Learn mode's hint in the built app: the move comes with the search's own figures (over how
// many deals it was judged, what it scores, what the best other move scores), in English and
// Japanese, in every game. The hint at hard runs in the Web Worker.
const WORDING = {
  en: /deals that fit what you have seen|the only thing you may do here/,
  ja: /通りの配り方|ここでできることはこれだけです/,
};

for (const lang of ['en', 'ja'] as const) {
  test(`learn mode: the hint gives the search's figures as its reason (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await presetSettings(page, { learn: true, lang });
    for (const game of GAME_IDS) {
      await page.goto('/');
      await startGame(page, game);
      // Seat 0 is the person by default; the AIs play until it is its turn.
      const ask = page.getByTestId('hint');
      await expect(ask).toBeEnabled({ timeout: 30_000 });
      // A choice made before any card is dealt (Queen's Dungeon's blind trump) is not searched:
      // made, and the hint asked at the first turn with a hand.
      if ((await handCards(page)).length === 0) {
        await playAs(page, 0, async () => (await toAct(page)).includes(0) && (await handCards(page)).length > 0);
        await expect(ask).toBeEnabled({ timeout: 30_000 });
      }
      await ask.click();
      const text = page.getByTestId('hint-text');
      await expect(text).toBeVisible({ timeout: 30_000 });
      await expect(text).toHaveText(WORDING[lang]);
      await expect(text).not.toContainText('{{');
      await page.screenshot({ path: test.info().outputPath(`hint-${game}-${lang}.png`) });
    }
  });
}
