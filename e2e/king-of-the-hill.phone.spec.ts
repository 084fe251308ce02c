// King of the Hill on a phone (360×640, touch): the King's 28 cards with the kitty lie on as many
// rows as it takes for every card's middle to be reachable, eight are picked and buried with one
// confirm; in trick play the felt (trump box, trick, seats with their ranks) fits the width and
// nothing overflows; a five-seat table's hand-off curtain at phone size.
import { expect, test, type Page } from '@playwright/test';
import type { Match } from '../src/engine';
import { exampleDeal, passChances, SEAT_OF, start, st } from '../src/engine/games/king-of-the-hill/testDriver';
import { engineStep, handCards, importPlayed, moveCount, presetSettings, snapSettled as snap } from './helpers';

const GAME = 'king-of-the-hill';
const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve'];
const ONE = NAMES.map((name, s) => ({ kind: s === 0 ? 'human' : 'ai-easy', name }));
const DEAL = exampleDeal({
  named: { 0: ['8D', '8D', '3C', '3C', 'QC', 'AH', 'KH'], 1: ['2S', '9D', '9D', '6H', '7C'], 2: ['QC', 'QD', '3D'], 3: ['4S', '4S'], 4: ['7C'] },
});

function atKitty(): Match {
  return passChances(start(DEAL), (seat, m) => (seat === SEAT_OF[1] && st(m).declaration.level === 0 ? { type: 'DECLARE_TRUMP', cards: ['2S'] } : null)).match;
}

async function open(page: Page, seats: { kind: string; name: string }[], match: Match) {
  await page.goto('/');
  await importPlayed(page, seats, match);
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', GAME);
}

/** The hand's cards whose middle is not the card itself (covered by another). */
async function coveredCards(page: Page): Promise<string[]> {
  return page.getByTestId('hand').locator('button[data-card]').evaluateAll((els) => els.flatMap((e) => {
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit && (hit === e || e.contains(hit)) ? [] : [e.getAttribute('data-card')!];
  }));
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test('the burial on a phone: 28 cards, every middle reachable, eight picked, one confirm', async ({ page }) => {
  await presetSettings(page, { autoPlay: false });
  await open(page, ONE, atKitty());
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'kitty');
  expect((await handCards(page)).length).toBe(28);
  await page.waitForTimeout(500);
  await page.getByTestId('hand').scrollIntoViewIfNeeded();
  expect(await coveredCards(page)).toEqual([]);
  expect(await noOverflow(page)).toBe(true);
  await snap(page, 'kh-phone-bury');
  const hand = page.getByTestId('hand');
  const free = hand.locator('button[data-selected="false"]');
  for (let i = 0; i < 8; i++) await free.nth(0).tap();
  const confirm = page.getByTestId('select-confirm');
  await expect(confirm).toBeEnabled();
  const moves = await moveCount(page);
  await confirm.tap();
  await expect(table).toHaveAttribute('data-moves', String(moves + 8));
  await expect(table).toHaveAttribute('data-phase', 'callPartner');
  // the call grid fits the width
  await expect(page.getByTestId('call-choice')).toBeVisible();
  expect(await noOverflow(page)).toBe(true);
  // a suit's ranks on one line, each key wide enough to read and tap
  const keys = await page.locator('[data-testid^="call-"][data-action]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
  expect(Math.min(...keys.map((k) => k.width))).toBeGreaterThan(18);
  expect(Math.max(...keys.map((k) => k.height))).toBeLessThan(48);
  await snap(page, 'kh-phone-call');
});

test('trick play on a phone: the trump box, the trick and every seat with its rank fit the screen', async ({ page }) => {
  await presetSettings(page, { autoPlay: false });
  let m = atKitty();
  for (const card of st(m).kitty) m = engineStep(m, 0, { type: 'DISCARD', card });
  m = engineStep(m, 0, { type: 'CALL_PARTNER', card: 'QC' });
  await open(page, ONE, m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'trickPlay');
  await expect(page.getByTestId('koth-trump')).toBeVisible();
  for (const s of [1, 2, 3, 4]) await expect(page.getByTestId(`seat-${s}`)).toContainText('Rank 2');
  await page.getByTestId('pair-8D').tap();
  await expect(page.getByTestId('trick').locator('[data-card]')).not.toHaveCount(0);
  expect(await noOverflow(page)).toBe(true);
  await page.waitForTimeout(500);
  expect(await coveredCards(page)).toEqual([]);
  await snap(page, 'kh-phone-trick');
});
