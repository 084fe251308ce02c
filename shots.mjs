import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function shot(name, url, size, lang, clicks = []) {
  const ctx = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  await page.addInitScript((lang) => {
    localStorage.setItem('trick-table/settings', JSON.stringify({ state: { lang, pace: 'instant' }, version: 1 }));
  }, lang);
  await page.goto('http://127.0.0.1:4195/' + url);
  await page.getByTestId('lesson-panel').waitFor();
  await page.waitForTimeout(800);
  for (const c of clicks) { await page.locator(c).first().dispatchEvent('click'); await page.waitForTimeout(900); }
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  await ctx.close();
}
const desk = { width: 1280, height: 800 }, phone = { width: 360, height: 640 };
await shot('skat-bid-en', '#lesson/skat/bidding', desk, 'en');
await shot('skat-discard-ja', '#lesson/skat/bidding', phone, 'ja', [`[data-action='{"type":"BID","value":18}']`, `[data-action='{"type":"HOLD"}']`, `[data-action='{"type":"TAKE_SKAT"}']`]);
await shot('qd-change-en', '#lesson/queens-dungeon/change', desk, 'en', ['.tt-dock button[data-card="QH"]']);
await shot('kl-ja-phone', '#lesson/kloepper/partner', phone, 'ja');
await shot('ascot-en-phone', '#lesson/ascot/follow', phone, 'en', ['.tt-dock button[data-card="2H"]']);
await shot('tuppi-nolo-ja', '#lesson/tuppi/nolo', desk, 'ja');
await browser.close();
