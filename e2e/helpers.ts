import { expect, type Page } from '@playwright/test';

/** Fastest AI pace, learn mode as asked, set before the app's first script runs. */
export async function presetSettings(page: Page, settings: Record<string, unknown> = {}) {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('trick-table/settings')) {
      localStorage.setItem('trick-table/settings', JSON.stringify({ state: { pace: 'instant', ...s }, version: 1 }));
    }
  }, settings);
}

/** From the lobby: open the game's setup and start with the given seat kinds. */
export async function startGame(page: Page, game: string, seatKinds?: string[]) {
  const start = page.getByTestId(`start-${game}`);
  if (!(await start.isVisible())) await page.getByTestId(`game-${game}`).click();
  if (seatKinds) {
    for (const [i, kind] of seatKinds.entries()) await page.getByTestId(`seat-${i}-kind`).selectOption(kind);
  }
  await start.click();
  await expect(page.getByTestId('table')).toBeVisible();
}

export async function toAct(page: Page): Promise<number[]> {
  const v = (await page.getByTestId('table').getAttribute('data-to-act')) ?? '';
  return v === '' ? [] : v.split(',').map(Number);
}

/**
 * Play as seat `seat` until `until` holds or the match is over: the first enabled engine
 * action on screen each time it is that seat's turn; NEXT_HAND from the result sheet.
 */
export async function playAs(page: Page, seat: number, until: () => Promise<boolean> = async () => false, maxSteps = 400) {
  for (let i = 0; i < maxSteps; i++) {
    if (await page.getByTestId('game-over').isVisible()) return;
    if (await until()) return;
    const result = page.getByTestId('hand-result');
    if (await result.isVisible()) {
      await result.locator('button[data-action]').first().click();
      continue;
    }
    if ((await toAct(page)).includes(seat) && !(await page.getByTestId('handoff').isVisible())) {
      if (await completeSelection(page)) continue;
      const button = page.locator('[data-testid="table"] button[data-action]:not([aria-disabled="true"]):not([disabled])').first();
      if (await button.count()) {
        await button.click();
        continue;
      }
    }
    await page.waitForTimeout(30);
  }
  throw new Error('the match did not end');
}

/** The card texts of the viewer's hand, as rendered. */
export async function handCards(page: Page): Promise<string[]> {
  return page.getByTestId('hand').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
}

/** From the lobby: start with the given seats, each a kind and, optionally, a typed name. */
export async function startGameWith(page: Page, game: string, seats: { kind: string; name?: string }[]) {
  const start = page.getByTestId(`start-${game}`);
  if (!(await start.isVisible())) await page.getByTestId(`game-${game}`).click();
  for (const [i, seat] of seats.entries()) {
    await page.getByTestId(`seat-${i}-kind`).selectOption(seat.kind);
    // after the kind: changing the kind may replace a made-up name
    if (seat.name !== undefined) await page.getByTestId(`seat-${i}-name`).fill(seat.name);
  }
  await start.click();
  await expect(page.getByTestId('table')).toBeVisible();
}

/** How many actions the match has logged (the table's data-moves). */
export async function moveCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('table').getAttribute('data-moves'));
}

/** What the table shows now, read in one round trip (loops over whole matches stay quick). */
export interface TableState {
  moves: number;
  toAct: number[];
  viewer: number | null;
  /** the hand-off curtain's text, or null when it is down */
  curtain: string | null;
  result: boolean;
  over: boolean;
  handLabel: string;
  /** the viewer's hand as rendered */
  hand: string[];
  /**
   * Every face-up card on the page and where it lies: 'hand', 'trick', 'last-trick',
   * 'upcard', 'known' (cards a seat holds face up for all to see) or 'other'.
   */
  faceUp: { card: string; zone: string }[];
}

export async function tableState(page: Page): Promise<TableState> {
  return page.evaluate(() => {
    const q = (id: string) => document.querySelector(`[data-testid="${id}"]`);
    const table = q('table') as HTMLElement | null;
    const d = table?.dataset ?? {};
    const zones: [string, string][] = [
      ['[data-testid="hand"]', 'hand'],
      ['[data-testid="trick"]', 'trick'],
      ['[data-testid="last-trick"]', 'last-trick'],
      ['[data-testid="upcard"]', 'upcard'],
      ['.tt-st-known', 'known'],
    ];
    const faceUp = [...document.querySelectorAll('[data-card]')].map((e) => ({
      card: e.getAttribute('data-card')!,
      zone: zones.find(([sel]) => e.closest(sel))?.[1] ?? 'other',
    }));
    return {
      moves: Number(d.moves),
      toAct: d.toAct ? d.toAct.split(',').map(Number) : [],
      viewer: d.viewer ? Number(d.viewer) : null,
      curtain: q('handoff')?.textContent ?? null,
      result: q('hand-result') !== null,
      over: q('game-over') !== null,
      handLabel: q('hand')?.getAttribute('aria-label') ?? '',
      hand: faceUp.filter((c) => c.zone === 'hand').map((c) => c.card),
      faceUp,
    };
  });
}

/** Resolves once the match has logged more than `moves` actions. */
export async function movedPast(page: Page, moves: number) {
  await page.waitForFunction((n) => Number(document.querySelector<HTMLElement>('[data-testid="table"]')?.dataset.moves) > n, moves);
}

/** The ids of the saved games listed in the lobby, in list order. */
export async function savedIds(page: Page): Promise<string[]> {
  return page.locator('[data-testid="saved-games"] .saves__list > li').evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-testid')!.slice('saved-'.length)));
}

/** Back from the table to the lobby through the browser's history (the table's menu may change). */
export async function backToLobby(page: Page) {
  await page.goBack();
  await expect(page.getByTestId('saved-games')).toBeVisible();
}

/**
 * A several-card choice (Skat's discard): while the confirm button waits for its cards, tap
 * selectable hand cards until it carries its action. True when it did something.
 */
export async function completeSelection(page: Page): Promise<boolean> {
  const pending = page.locator('[data-testid="select-confirm"]:not([data-action])');
  if ((await pending.count()) === 0) return false;
  const free = page.locator('[data-testid="hand"] button[data-selected="false"]:not([aria-disabled="true"])');
  if ((await free.count()) === 0) return false;
  await free.first().click();
  return true;
}
