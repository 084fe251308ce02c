import { expect, test } from '@playwright/test';
import { catalog } from '../src/engine/catalog';
import { GAME_IDS } from './games';
import { presetSettings } from './helpers';

// Every playable game has a rules page in both languages; its texts load with the page.
for (const game of GAME_IDS) {
  for (const [lang, title] of [['en', /How to play/], ['ja', /遊び方/]] as const) {
    test(`the ${game} rules page (${lang})`, async ({ page }) => {
      await presetSettings(page, { lang });
      await page.goto('/');
      await page.getByTestId(`game-${game}`).click();
      await page.getByTestId(`rules-${game}`).click();
      const sheet = page.getByTestId('rules-page');
      await expect(sheet).toHaveAttribute('data-game', game);
      await expect(sheet.locator('h1')).toContainText(title);
      await expect(sheet.locator('h2').first()).toBeVisible();
      const text = await sheet.innerText();
      expect(text.length).toBeGreaterThan(1500);
      // No untranslated key shows (keys look like "skat.rulesPage.lede").
      expect(text).not.toMatch(/\b[a-z]+\.(rulesPage|rules|presets)\.[a-zA-Z]+/);
      // the lobby's presets, each with what it changes
      const presets = catalog.find((m) => m.id === game)!.presets;
      await expect(sheet.getByTestId('rules-presets').locator('dt')).toHaveCount(presets.length);
      await expect(sheet.getByTestId('rules-presets').locator('dd').first()).not.toBeEmpty();
      // worked example tricks in the table's own cards, each with one winning card and why
      const examples = sheet.getByTestId('rules-example-tricks');
      await expect(examples).toBeVisible();
      const tricks = examples.locator('.rules-example');
      expect(await tricks.count()).toBeGreaterThan(1);
      for (const trick of await tricks.all()) {
        await expect(trick.locator('[data-won]')).toHaveCount(1);
        await expect(trick.locator('.rules-example__why')).not.toBeEmpty();
      }
      const card = await examples.locator('[data-card]').first().boundingBox();
      expect(card!.width).toBeGreaterThan(30); // drawn at its size: the card styles load with the page
    });
  }
}
