// Toepen at the smallest and largest tables the lobby offers (2 and 6 seats): every seat's
// chips and the cards it played stay on screen, beside its own name plate and clear of the
// other seats' plates.
import { expect, test, type Page } from '@playwright/test';
import { presetSettings, snap, viewportFromEnv } from './helpers';

test.use(viewportFromEnv());

/** Boxes of the seats' plates and of the chips and played cards beside them. */
async function boxes(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    };
    return {
      plates: [...document.querySelectorAll('[data-testid^="seat-"] .tt-plate')].map((e) => ({ seat: e.closest('[data-seat]')!.getAttribute('data-seat'), ...box(e) })),
      extras: [...document.querySelectorAll('.tt-tp-extras')].map((e) => ({ seat: e.querySelector('[data-chips]')!.getAttribute('data-testid')!.slice(6), ...box(e) })),
      width: document.documentElement.clientWidth,
    };
  });
}

type Box = { x: number; y: number; w: number; h: number };
/** The empty space between two boxes, across plus down (0 when they touch or overlap). */
const gap = (a: Box, b: Box) => Math.max(0, a.x - (b.x + b.w), b.x - (a.x + a.w)) + Math.max(0, a.y - (b.y + b.h), b.y - (a.y + a.h));
const overlap = (a: Box, b: Box) => a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;

for (const players of [2, 3, 6]) {
  test(`${players} seats: chips and played cards beside every seat, nothing overlapping`, async ({ page }) => {
    await presetSettings(page, { learn: false });
    await page.goto('/');
    await page.getByTestId('game-toepen').click();
    await page.getByLabel('Players').selectOption(String(players));
    for (let i = 1; i < players; i++) await page.getByTestId(`seat-${i}-kind`).selectOption('ai-easy');
    await page.getByTestId('start-toepen').click();
    const table = page.getByTestId('table');
    // play on as seat 0 (keep, no signal, no knock, first card) until cards lie on the table
    for (let step = 0; step < 200; step++) {
      const played = await page.locator('[data-testid^="played-"] [data-card]').count();
      if (played >= players && (await table.getAttribute('data-phase')) === 'trickPlay') break;
      if (await page.getByTestId('hand-result').isVisible()) {
        await page.getByTestId('hand-result').locator('button[data-action]').click();
        continue;
      }
      const toAct = (await table.getAttribute('data-to-act')) ?? '';
      if (toAct.split(',').includes('0')) {
        const bar = page.getByTestId('action-bar');
        const keep = bar.locator('[data-action=\'{"type":"PASS"}\'], [data-action^=\'{"type":"SIGNAL"\'], [data-action=\'{"type":"STAY"}\']').first();
        // The AI seats act meanwhile (a knock out of turn puts up stay/fold): a click that
        // cannot land soon is dropped and the loop looks at the table again.
        if (await keep.count()) await keep.click({ timeout: 2000 }).catch(() => undefined);
        else {
          const card = page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first();
          if (await card.count()) await card.click({ timeout: 2000 }).catch(() => undefined);
        }
      }
      await page.waitForTimeout(40);
    }
    await snap(page, `toepen-${players}-seats`);
    const b = await boxes(page);
    expect(b.extras.length).toBe(players);
    for (const e of b.extras) {
      expect(e.x, `seat ${e.seat}'s chips on screen`).toBeGreaterThanOrEqual(0);
      expect(e.x + e.w, `seat ${e.seat}'s chips on screen`).toBeLessThanOrEqual(b.width + 1);
      for (const p of b.plates) if (p.seat !== e.seat) expect(overlap(e, p), `seat ${e.seat}'s chips over seat ${p.seat}'s plate`).toBe(false);
      const own = b.plates.find((p) => p.seat === e.seat)!;
      // beside or under it (a side seat's face-down cards lie between), not across the felt
      expect(gap(e, own), `seat ${e.seat}'s chips beside its plate`).toBeLessThanOrEqual(80);
    }
  });
}
