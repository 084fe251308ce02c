#!/usr/bin/env node
// Main-thread long tasks while the AI thinks, measured in the built app (dist/) in Debian's
// chromium: an all-AI table at level hard plays itself at pace "fast" for a while; a
// PerformanceObserver counts every task over 50 ms, and we report those that overlapped a
// moment when a seat was thinking (its thinking cue on screen). The AI runs in a Web
// Worker, so the expected figure is 0.
//
//   node scripts/longtasks.mjs [--seconds N] [--game supertrump]
// Needs `npm run build` first. Prints a table; exits 0 whatever it measures (a benchmark).
/* global window, document, requestAnimationFrame -- the functions passed to the page run there */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const SECONDS = Number(arg('--seconds', 30));
const GAME = arg('--game', 'supertrump');
const PORT = 4179;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function measureLongTasks({ game = GAME, seconds = SECONDS } = {}) {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) throw new Error('no dist/: run `npm run build` first');
  if (!existsSync(CHROMIUM)) throw new Error(`no chromium at ${CHROMIUM}`);
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], {
    cwd: ROOT, stdio: 'ignore', detached: true,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const base = `http://127.0.0.1:${PORT}/`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(base)).ok) break;
      } catch {
        if (i > 100) throw new Error('vite preview did not start');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(() => {
      localStorage.setItem('trick-table/settings', JSON.stringify({ state: { pace: 'fast' }, version: 1 }));
      // Long tasks, and the moments a thinking cue was on screen (sampled every frame).
      const w = window;
      w.__long = [];
      w.__thinking = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
      let since = null;
      const tick = () => {
        const on = document.querySelector('[data-testid^="thinking-"]') !== null;
        const now = performance.now();
        if (on && since === null) since = now;
        if (!on && since !== null) {
          w.__thinking.push([since, now]);
          since = null;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(base);
    const start = page.getByTestId(`start-${game}`);
    if (!(await start.isVisible())) await page.getByTestId(`game-${game}`).click();
    const seats = await page.locator('[data-testid$="-kind"]').count();
    for (let i = 0; i < seats; i++) await page.getByTestId(`seat-${i}-kind`).selectOption('ai-hard');
    await start.click();
    await page.getByTestId('table').waitFor();
    await page.waitForTimeout(seconds * 1000);
    const { long, thinking, moves } = await page.evaluate(() => ({
      long: window.__long,
      thinking: window.__thinking,
      moves: Number(document.querySelector('[data-testid="table"]')?.getAttribute('data-moves') ?? 0),
    }));
    const during = long.filter((t) => thinking.some(([a, b]) => t.start < b && t.start + t.duration > a));
    const thinkingMs = thinking.reduce((s, [a, b]) => s + (b - a), 0);
    return {
      game, seconds, moves, thinkingMs,
      longAll: long.length, longMaxAll: Math.max(0, ...long.map((t) => t.duration)),
      longThinking: during.length, longMaxThinking: Math.max(0, ...during.map((t) => t.duration)),
    };
  } finally {
    await browser.close();
    try {
      process.kill(-server.pid);
    } catch {
      /* already gone */
    }
  }
}

export function formatLongTasks(r) {
  return [
    `Main thread while the AI thinks: ${r.game}, all seats AI hard, pace fast, ${r.seconds} s in chromium (${r.moves} moves,`,
    `  a thinking cue on screen for ${(r.thinkingMs / 1000).toFixed(1)} s)`,
    `  long tasks (> 50 ms) overlapping AI thinking: ${r.longThinking} (longest ${r.longMaxThinking.toFixed(0)} ms)`,
    `  long tasks at any time (page load, rendering included): ${r.longAll} (longest ${r.longMaxAll.toFixed(0)} ms)`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  measureLongTasks().then((r) => console.log(formatLongTasks(r)), (e) => {
    console.error(`longtasks: ${e.message}`);
    process.exit(1);
  });
}
