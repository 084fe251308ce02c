import { chromium } from '@playwright/test';
const base = 'http://localhost:4198/';
const out = '/tmp/lesson-shots';
import { mkdirSync } from 'node:fs';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const which = process.argv.slice(2);
for (const [w, h] of [[1280, 800], [360, 640]]) {
  for (const lang of ['en', 'ja']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, reducedMotion: 'reduce', isMobile: w < 600, hasTouch: w < 600 });
    await ctx.addInitScript((l) => localStorage.setItem('trick-table/settings', JSON.stringify({ state: { pace: 'instant', lang: l }, version: 1 })), lang);
    const page = await ctx.newPage();
    for (const [game, id, clicks] of [['supertrump', 'follow', ['AD']], ['toepen', 'knock', []], ['toepen', 'last', ['AS']]]) {
      if (which.length && !which.includes(`${game}/${id}`)) continue;
      await page.goto(`${base}#lesson/${game}/${id}`);
      await page.waitForSelector('[data-testid=lesson-panel]');
      await page.waitForTimeout(600);
      for (const c of clicks) {
        await page.locator(`.tt-dock button[data-card="${c}"]`).click({ force: true });
        await page.waitForTimeout(300);
      }
      await page.screenshot({ path: `${out}/${game}-${id}-${w}-${lang}.png` });
    }
    await page.goto(`${base}#lessons/toepen`);
    await page.waitForSelector('[data-testid=lessons]');
    await page.screenshot({ path: `${out}/list-${w}-${lang}.png` });
    await ctx.close();
  }
}
await browser.close();
