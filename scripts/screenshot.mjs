#!/usr/bin/env node
// Screenshots of a running build (start one with `npm run serve` or `npx vite preview`) at desktop
// (1280x800) and phone (360x640) size, into test-results/shots/.
//
//   node scripts/screenshot.mjs [base URL] [--locale ja-JP] [--only desktop|phone] [step ...]
//
// Base URL defaults to http://127.0.0.1:4173/. Steps run in order in each viewport (default: "/"):
//   /path or http…      open it, then take a shot
//   click:<selector>    click (Playwright selector, e.g. click:[data-testid=start-supertrump]), then a shot
//   wait:<selector>     wait until it is visible (no shot)
//   sleep:<ms>          wait that long (no shot)
//   shot:<name>         take a shot named <name>
// Example: node scripts/screenshot.mjs / "click:[data-testid=start-supertrump]" "wait:[data-testid=table]"
import { mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'test-results', 'shots');
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

const argv = process.argv.slice(2);
const option = (name) => {
  const i = argv.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = argv.splice(i, 2);
  return value;
};
const locale = option('--locale') ?? 'en-US';
const only = option('--only');
let base = 'http://127.0.0.1:4173/';
if (argv[0] && /^https?:\/\//.test(argv[0])) base = argv.shift();
const steps = argv.length ? argv : ['/'];

const slug = (s) => s.replace(/^[a-z]+:/, '').replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40) || 'root';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let failed = false;
try {
  await mkdir(OUT, { recursive: true });
  for (const [name, device] of Object.entries(VIEWPORTS)) {
    if (only && only !== name) continue;
    const context = await browser.newContext({ ...device, locale, reducedMotion: 'reduce' });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`[${name}] page error: ${e.message}`));
    let n = 0;
    const shot = async (label) => {
      n++;
      const prefix = locale === 'en-US' ? name : `${name}-${locale}`;
      const file = join(OUT, `${prefix}-${String(n).padStart(2, '0')}-${slug(label)}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(relative(ROOT, file));
    };
    try {
      for (const step of steps) {
        if (step.startsWith('/') || /^https?:\/\//.test(step)) {
          await page.goto(new URL(step.replace(/^\//, ''), base).href, { waitUntil: 'networkidle' });
          await shot(step);
        } else if (step.startsWith('click:')) {
          await page.locator(step.slice(6)).first().click();
          await page.waitForLoadState('networkidle');
          await shot(step);
        } else if (step.startsWith('wait:')) {
          await page.locator(step.slice(5)).first().waitFor({ state: 'visible' });
        } else if (step.startsWith('sleep:')) {
          await page.waitForTimeout(Number(step.slice(6)));
        } else if (step.startsWith('shot:')) {
          await shot(step.slice(5));
        } else {
          throw new Error(`unknown step "${step}"`);
        }
      }
    } catch (e) {
      failed = true;
      console.error(`[${name}] ${e instanceof Error ? e.message.split('\n')[0] : e}`);
      await shot('error').catch(() => {});
    }
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
