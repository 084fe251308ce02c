import { expect, test, type Page } from '@playwright/test';
import { playAs, presetSettings, snap, startGame, startGameWith, toAct } from './helpers';
import { openTable, reachable, toTrickPlay } from './layoutChecks';

// Phone size (360x640, touch): the lobby and every table fit the screen's width.

async function noSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(client);
}

/** Every card in the hand lies inside the screen's width. */
async function handInside(page: Page) {
  const boxes = await page.getByTestId('hand').locator('[data-card]').evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })));
  expect(boxes.length).toBeGreaterThan(0);
  for (const b of boxes) {
    expect(b.left).toBeGreaterThanOrEqual(-1);
    expect(b.right).toBeLessThanOrEqual(361);
  }
}

test.beforeEach(async ({ page }) => {
  await presetSettings(page, { learn: true });
});

test('the lobby fits a phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('start-supertrump').or(page.getByTestId('game-supertrump')).first()).toBeVisible();
  await noSidewaysScroll(page);
});

for (const [game, seats] of [['supertrump', ['human', 'ai-easy']], ['skat', ['human', 'ai-easy', 'ai-easy']]] as const) {
  test(`a ${game} table fits a phone, and a card can be played by touch`, async ({ page }) => {
    await page.goto('/');
    await startGame(page, game, [...seats]);
    const table = page.getByTestId('table');
    await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'trickPlay' && (await table.getAttribute('data-to-act')) === '0');
    await noSidewaysScroll(page);
    await handInside(page);
    const card = page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first();
    const played = await card.getAttribute('data-card');
    const moves = Number(await table.getAttribute('data-moves'));
    await card.tap();
    await expect.poll(async () => Number(await table.getAttribute('data-moves'))).toBeGreaterThan(moves);
    await expect(page.getByTestId('hand').locator(`[data-card="${played}"]`)).toHaveCount(0);
  });
}

// ---------------------------------------------------------------------------------------------
// Seats around the felt at phone size: every plate inside the felt and the screen, no two
// plates overlapping, an eight-letter name shown whole, every badge in view (not under the
// trick pile), the header's tools on screen. Checked in trick play after a trick has been won,
// so piles and badges are drawn, for two, three and four seats, at 360x640 and at 390x844.

const NAMES = ['Annabell', 'Brunhild', 'Carolina', 'Dmitrije'];
const GAMES = [['supertrump', 2], ['skat', 3], ['tuppi', 4], ['queens-dungeon', 4], ['kloepper', 4], ['ascot', 2], ['king-of-the-hill', 5]] as const;

type Box = { x: number; y: number; width: number; height: number };
const inside = (a: Box, b: Box, slack = 1) =>
  a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.width <= b.x + b.width + slack && a.y + a.height <= b.y + b.height + slack;
const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

async function seatsFit(page: Page, players: number) {
  const got = await page.evaluate(() => {
    const box = (e: Element): Box => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const felt = document.querySelector('.tt-felt')!;
    // the felt's inside: its border box less the wooden rim
    const rim = parseFloat(getComputedStyle(felt).borderTopWidth);
    const f = box(felt);
    return {
      felt: { x: f.x + rim, y: f.y + rim, width: f.width - 2 * rim, height: f.height - 2 * rim },
      screen: { x: 0, y: -1e6, width: document.documentElement.clientWidth, height: 2e6 },
      tools: [...document.querySelectorAll('.tt-top button')].map(box),
      seats: [...document.querySelectorAll('.tt-felt [data-testid^="seat-"]')].map((s) => {
        const name = s.querySelector('.tt-seat-name') as HTMLElement;
        return {
          seat: s.getAttribute('data-seat'),
          plate: box(s.querySelector('.tt-plate')!),
          name: name.textContent,
          nameCut: name.scrollWidth > name.clientWidth + 1,
          badges: [...s.querySelectorAll('.tt-badge')].map((b) => ({
            text: b.textContent, box: box(b), cut: (b as HTMLElement).scrollWidth > (b as HTMLElement).clientWidth + 1,
          })),
          pile: box(s.querySelector('.tt-pile')!),
        };
      }),
    };
  });
  expect(got.seats).toHaveLength(players);
  for (const t of got.tools) expect(inside(t, got.screen), 'a header tool off the screen').toBe(true);
  for (const s of got.seats) {
    const who = `seat ${s.seat} (${s.name})`;
    expect(inside(s.plate, got.felt), `${who}: plate inside the felt`).toBe(true);
    expect(inside(s.plate, got.screen), `${who}: plate on the screen`).toBe(true);
    expect(s.nameCut, `${who}: name shown whole`).toBe(false);
    expect(inside(s.pile, s.plate, 8), `${who}: trick pile on its plate`).toBe(true);
    for (const b of s.badges) {
      expect(b.cut, `${who}: badge ${b.text} shown whole`).toBe(false);
      expect(inside(b.box, s.plate), `${who}: badge ${b.text} on the plate`).toBe(true);
      expect(overlap(b.box, s.pile), `${who}: badge ${b.text} under the trick pile`).toBe(false);
    }
  }
  for (const [i, a] of got.seats.entries()) {
    for (const b of got.seats.slice(i + 1)) {
      expect(overlap(a.plate, b.plate), `plates of seats ${a.seat} and ${b.seat} overlap`).toBe(false);
    }
  }
}

/**
 * One person against the AI, with eight-letter names, until a trick is won and it is our turn.
 * A fresh deal may never give that moment (a Tuppi match can end while the person sits out or
 * a solo stops at its first trick): then a new match is started, at most three times.
 */
async function toSecondTrick(page: Page, game: string, players: number) {
  const table = page.getByTestId('table');
  const tricksWon = () => page.locator('.tt-pile-count').evaluateAll((els) => els.reduce((n, e) => n + Number(e.textContent), 0));
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.goto('/');
    await startGameWith(page, game, NAMES.slice(0, players).map((name, i) => ({ kind: i === 0 ? 'human' : 'ai-easy', name })));
    await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'trickPlay'
      && (await toAct(page)).includes(0) && (await tricksWon()) > 0);
    if (!(await page.getByTestId('game-over').isVisible())) break;
  }
  await expect(table).toHaveAttribute('data-phase', 'trickPlay');
}

for (const size of [null, { width: 390, height: 844 }]) {
  test.describe(size ? `at ${size.width}x${size.height}` : 'at 360x640', () => {
    if (size) test.use({ viewport: size });
    for (const [game, players] of GAMES) {
      test(`${players} seats (${game}): plates inside the felt, apart, names and badges whole`, async ({ page }) => {
        await toSecondTrick(page, game, players);
        await noSidewaysScroll(page);
        await seatsFit(page, players);
        await snap(page, `phone-seats-${game}`);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// A felt taller than the screen (four Toepen seats with their chips, a revealed hand, a full
// trick): the action bar and the hand stay docked at the bottom of a 360x640 screen, and
// scrolled to the end the felt's own seat lies clear above them.

/** At the top of the page: every hand card and every action button lies on the screen. */
async function dockedInView(page: Page, moment: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const got = await page.evaluate(() => ({
    screen: window.innerHeight,
    boxes: [...document.querySelectorAll('[data-testid="hand"] [data-card], [data-testid="action-bar"] [data-action]')]
      .map((e) => ({ what: e.getAttribute('data-card') ?? e.getAttribute('data-action'), top: e.getBoundingClientRect().top, bottom: e.getBoundingClientRect().bottom })),
  }));
  expect(got.boxes.length, `${moment}: cards or buttons`).toBeGreaterThan(0);
  for (const b of got.boxes) {
    expect(b.top, `${moment}: ${b.what} below the header`).toBeGreaterThanOrEqual(0);
    expect(b.bottom, `${moment}: ${b.what} on the screen`).toBeLessThanOrEqual(got.screen + 1);
  }
}

test('toepen with four seats: the choices and the whole hand stay on the screen, the felt scrolls under them', async ({ page }) => {
  await page.goto('/');
  await startGame(page, 'toepen', ['human', 'ai-easy', 'ai-easy', 'ai-easy']);
  const table = page.getByTestId('table');
  await playAs(page, 0, async () => (await toAct(page)).includes(0) && !(await page.getByTestId('handoff').isVisible())
    && (await page.getByTestId('action-bar').locator('[data-action]').count()) > 0);
  await dockedInView(page, `first choice (${await table.getAttribute('data-phase')})`);
  await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'trickPlay' && (await toAct(page)).includes(0));
  await dockedInView(page, 'trick play');
  await snap(page, 'phone-toepen-docked');
  // scrolled to the end, nothing stays hidden under the dock
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const plate = (await page.getByTestId('seat-0').locator('.tt-plate').boundingBox())!;
  const dock = (await page.locator('.tt-dock').boundingBox())!;
  expect(plate.y + plate.height).toBeLessThanOrEqual(dock.y + 1);
  await noSidewaysScroll(page);
  // a refused card: the reason shows on the screen, right above the hand (in the dock)
  const unplayable = page.locator('[data-testid="hand"] button[data-card][aria-disabled="true"]');
  await playAs(page, 0, async () => (await table.getAttribute('data-phase')) === 'trickPlay' && (await toAct(page)).includes(0)
    && (await unplayable.count()) > 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  // a touch on its uncovered left edge (an unplayable card is aria-disabled, which tap() would wait out)
  const card = (await unplayable.first().boundingBox())!;
  await page.touchscreen.tap(card.x + 8, card.y + card.height / 2);
  const error = page.getByTestId('error');
  await expect(error).toContainText('You must follow');
  const box = (await error.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  const handTop = await page.getByTestId('hand').locator('[data-card]').evaluateAll((els) => Math.min(...els.map((e) => e.getBoundingClientRect().top)));
  expect(box.y + box.height, 'the reason above the docked hand').toBeLessThanOrEqual(handTop);
  await snap(page, 'phone-toepen-refused');
});

test('learn mode: the tutor is a strip above the felt, its prompt on the screen; More opens the rest as a drawer', async ({ page }) => {
  await page.goto('/');
  await startGame(page, 'toepen', ['human', 'ai-easy', 'ai-easy', 'ai-easy']);
  await expect.poll(() => toAct(page)).toContain(0);
  const prompt = page.getByTestId('tutor-prompt');
  await expect(prompt).toBeVisible();
  const box = async (testId: string) => (await page.getByTestId(testId).boundingBox())!;
  await page.evaluate(() => window.scrollTo(0, 0));
  // the AI's first cards may still be moving: measure the tutor and the felt together, once still
  await settled(page);
  const { t, feltTop } = await page.evaluate(() => {
    const r = document.querySelector('[data-testid="tutor"]')!.getBoundingClientRect();
    return { t: { y: r.top, height: r.height }, feltTop: document.querySelector('.tt-felt')!.getBoundingClientRect().top };
  });
  expect(t.y, 'the tutor starts on the screen').toBeGreaterThanOrEqual(0);
  expect(t.height, 'folded, the tutor is a strip of its prompt').toBeLessThanOrEqual(90);
  expect(t.y + t.height, 'the tutor stands above the felt').toBeLessThanOrEqual(feltTop + 0.5);
  await expect(page.getByTestId('hint')).toBeHidden();
  await snap(page, 'phone-tutor-strip');

  const more = page.getByTestId('tutor-fold');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.tap();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('hint')).toBeVisible();
  expect((await box('tutor')).height, 'opened, a drawer of at most a quarter of the screen').toBeLessThanOrEqual(0.25 * 640);
  // the hand stays whole on the screen either way
  const cards = await page.getByTestId('hand').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().bottom));
  for (const bottom of cards) expect(bottom).toBeLessThanOrEqual(640);
  await snap(page, 'phone-tutor-drawer');

  await more.tap();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('hint')).toBeHidden();
  await expect(prompt).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// Learn mode on a phone: while the tutor is on, folded or opened, the current trick, the
// game's panel (trump, contract, stake) and the face-up stock card lie on the screen between
// the tutor and the docked hand, for every game and for Toepen with four to six seats.

/** Everything in `selector` lies between the tutor's bottom and the dock's top, on the screen. */
async function betweenTutorAndDock(page: Page, selector: string, what: string) {
  const got = await page.evaluate((sel) => {
    const r = (e: Element | null) => e?.getBoundingClientRect();
    return {
      top: r(document.querySelector('[data-testid="tutor"]'))!.bottom,
      bottom: r(document.querySelector('.tt-dock'))!.top,
      boxes: [...document.querySelectorAll(sel)].map((e) => ({ what: e.getAttribute('data-card') ?? e.className, top: r(e)!.top, bottom: r(e)!.bottom })),
    };
  }, selector);
  expect(got.boxes.length, `${what}: drawn`).toBeGreaterThan(0);
  for (const b of got.boxes) {
    expect(b.top, `${what} (${b.what}): not under the tutor`).toBeGreaterThanOrEqual(Math.max(0, got.top) - 0.5);
    expect(b.bottom, `${what} (${b.what}): not under the hand`).toBeLessThanOrEqual(Math.min(640, got.bottom) + 0.5);
  }
}

/** Waits until the tutor, the trick and the dock have stopped moving (a move's layout, a scroll). */
async function settled(page: Page) {
  const where = () => page.evaluate(() => [...document.querySelectorAll('[data-testid="tutor"], [data-testid="trick"] [data-card], .tt-dock')]
    .map((e) => Math.round(e.getBoundingClientRect().top)).join() + `@${scrollY}`);
  let last = '';
  await expect.poll(async () => last === (last = await where()), { intervals: [150] }).toBe(true);
}

async function trickInView(page: Page, when: string) {
  await betweenTutorAndDock(page, '[data-testid="trick"] [data-card]', `${when}: the trick`);
  await betweenTutorAndDock(page, '.tt-felt-panel', `${when}: the panel`);
  // Supertrump's stock and the face-up card on it
  if (await page.getByTestId('stock').count()) await betweenTutorAndDock(page, '[data-testid="stock"], [data-testid="upcard"]', `${when}: the stock`);
  // no card lies over the panel's words (five seats' trick cards once covered them)
  const covered = await page.evaluate(() => {
    const panel = document.querySelector('.tt-felt-panel');
    if (!panel) return [];
    const out: string[] = [];
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const r = range.getBoundingClientRect();
      if (r.width === 0 || r.bottom < 0 || r.top > innerHeight) continue;
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const card = top && !panel.contains(top) ? top.closest('.tt-card') : null;
      if (card) out.push(`"${text}" under ${card.getAttribute('data-card') ?? 'a card back'}`);
    }
    return out;
  });
  expect(covered, `${when}: the panel's words covered`).toEqual([]);
}

for (const [game, players] of [['supertrump', 2], ['skat', 3], ['tuppi', 4], ['toepen', 4], ['toepen', 5], ['toepen', 6], ['queens-dungeon', 4], ['kloepper', 4], ['ascot', 2], ['king-of-the-hill', 5]] as const) {
  test(`learn mode, ${game} with ${players} seats: the trick, the panel and the face-up card stay on the screen beside the tutor`, async ({ page }) => {
    await openTable(page, game, players, { learn: true });
    await toTrickPlay(page, async () => (await page.getByTestId('trick').locator('[data-card]').count()) > 0);
    await expect(page.getByTestId('tutor-prompt')).toBeVisible();
    await settled(page);
    await reachable(page, page.getByTestId('tutor-prompt'), "the tutor's prompt");
    await trickInView(page, 'tutor folded');
    await snap(page, `phone-learn-${game}${players}`);
    await page.getByTestId('tutor-fold').tap();
    await expect(page.getByTestId('hint')).toBeVisible();
    await settled(page);
    await trickInView(page, 'tutor opened');
    await snap(page, `phone-learn-${game}${players}-open`);
  });
}
