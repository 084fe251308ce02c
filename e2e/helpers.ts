import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Action, Match } from '../src/engine';
import { applyAction } from '../src/engine';

/**
 * Fastest AI pace, learn mode as asked, set before the app's first script runs; and the
 * app's randomness (fresh match seeds, save ids) made a fixed stream per test.
 */
export async function presetSettings(page: Page, settings: Record<string, unknown> = {}) {
  await page.addInitScript((s) => {
    if (!localStorage.getItem('trick-table/settings')) {
      localStorage.setItem('trick-table/settings', JSON.stringify({ state: { pace: 'instant', ...s }, version: 1 }));
    }
  }, settings);
  await fixedRandom(page, test.info().titlePath.join(' / '));
}

/**
 * Replaces `crypto.getRandomValues` (the app's only source of chance: a new match's seed and a
 * save's id) with a seeded stream, so a test deals the same cards every run: a deal that
 * trips a test trips it every time, not once in a hundred runs. The stream's state lives in
 * localStorage, so it goes on after a reload instead of repeating its first values (a
 * repeated save id would overwrite a save).
 */
export async function fixedRandom(page: Page, seed: string) {
  await page.addInitScript((text) => {
    const KEY = 'e2e/random-state';
    let h = 2166136261;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
    let state = Number(localStorage.getItem(KEY) ?? h >>> 0) >>> 0;
    const next = () => {
      // mulberry32
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    };
    Object.defineProperty(crypto, 'getRandomValues', {
      configurable: true,
      value: <T extends ArrayBufferView | null>(array: T): T => {
        if (array) {
          const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
          for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 0xff;
          localStorage.setItem(KEY, String(state));
        }
        return array;
      },
    });
  }, seed);
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
      // the sheet may have opened since `until` looked: ask again before moving past it
      if (await until()) return;
      await result.locator('button[data-action]').first().click();
      continue;
    }
    if ((await toAct(page)).includes(seat) && !(await page.getByTestId('handoff').isVisible())) {
      if (await completeSelection(page)) continue;
      // not a button of the hand's result: a sheet that opened since the check above is
      // the `until` case or the branch above, never clicked past here
      const button = page.locator('[data-testid="table"] button[data-action]:not([aria-disabled="true"]):not([disabled]):not([data-testid="hand-result"] button)').first();
      if (await button.count()) {
        // the moment may pass under the click (an AI knocks, and the hand waits for the
        // answer): a click that cannot land is given up and the table looked at again
        await button.click({ timeout: 3000 }).catch(() => undefined);
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
      // Ascot: the upcards a seat took and still holds
      ['.tt-as-known', 'known'],
      // Tuppi: bid cards turned over in the reveal, known to be in that hand from then on
      ['[data-testid="revealed-bids"]', 'known'],
      // Toepen: cards played this deal stay face up in front of each seat; a challenged
      // exchange shows the old hand to everyone
      ['[data-testid^="played-"]', 'known'],
      ['[data-testid="challenge-reveal"]', 'known'],
      // King of the Hill: trump-rank cards shown to declare trump stay face up by their seat
      ['[data-testid^="exposed-"]', 'known'],
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

/**
 * At a table of people only: sends `action` from whoever must send it (its button's
 * data-action), lowering the hand-off curtain first; Skat's higher bids are unfolded.
 */
export async function actAtDevice(page: Page, action: Record<string, unknown>) {
  const button = page.locator(`[data-testid="table"] button[data-action='${JSON.stringify(action)}']`);
  const ready = page.getByTestId('handoff-ready');
  for (let i = 0; i < 200; i++) {
    if (await ready.isVisible()) {
      await ready.click();
      continue;
    }
    if (await button.count()) {
      // Higher bids are folded away under "Higher bids".
      if (!(await button.isVisible())) await page.locator('.tt-sk-more summary').click();
      const moves = await moveCount(page);
      await button.click();
      await movedPast(page, moves);
      return;
    }
    await page.waitForTimeout(30);
  }
  throw new Error(`no button for ${JSON.stringify(action)}`);
}

/**
 * A fixed Skat deal from its code with three people at this device, so every call is ours:
 * seat 0 is Middlehand and, after the skat (KS QC), holds JC JS (not JH): "with 2".
 */
export const SKAT_DEAL = { code: 'SK1-SKATPKR011-00010000B1J', skat: ['KS', 'QC'] } as const;

/** Opens SKAT_DEAL with three people (Ann, Ben, Cy) at this device. */
export async function openSkatDeal(page: Page, settings: Record<string, unknown> = {}) {
  const seats = ['Ann', 'Ben', 'Cy'].map((name) => ({ kind: 'human', name }));
  await presetSettings(page, { lastSetup: { skat: { seats, options: {} } }, ...settings });
  await page.goto(`/#deal/${SKAT_DEAL.code}`);
  await page.getByTestId('deal-play').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', 'skat');
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

/** Zones whose face-up cards anyone at the table may see (what may lie open behind the curtain). */
export const PUBLIC_ZONES: readonly string[] = ['trick', 'last-trick', 'upcard', 'known'];

/**
 * The hot-seat curtain is up for `name`: nothing private lies behind it (face-up cards only
 * in public zones), then "I'm <name>" lowers it. Returns the table as then shown.
 */
export async function handOff(page: Page, name: string): Promise<TableState> {
  const curtain = page.getByTestId('handoff');
  await expect(curtain).toContainText(name);
  const behind = await tableState(page);
  expect(behind.faceUp.filter((c) => !PUBLIC_ZONES.includes(c.zone)), 'private cards behind the curtain').toEqual([]);
  expect(behind.hand, 'a hand behind the curtain').toEqual([]);
  await page.getByTestId('handoff-ready').click();
  await expect(curtain).toHaveCount(0);
  const shown = await tableState(page);
  expect(shown.handLabel).toContain(name);
  return shown;
}

/**
 * Which of `cards` the page mentions anywhere: a card face (data-card), any attribute (an
 * action's JSON, a label) or the text, as "9♥" or "Nine of Hearts". A hidden card must not be
 * in the DOM at all, not merely covered (design/UI.md, hot-seat).
 */
export async function cardsInDom(page: Page, cards: readonly string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const RANK: Record<string, string> = {
      '2': 'Two', '3': 'Three', '4': 'Four', '5': 'Five', '6': 'Six', '7': 'Seven', '8': 'Eight',
      '9': 'Nine', '10': 'Ten', J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace',
    };
    const SUIT: Record<string, [string, string]> = { S: ['♠', 'Spades'], H: ['♥', 'Hearts'], D: ['♦', 'Diamonds'], C: ['♣', 'Clubs'] };
    const values: string[] = [];
    // the page's body: the head's script and style links carry content hashes ("discover-QCo….js")
    for (const el of document.body.querySelectorAll('*')) for (const a of el.attributes) values.push(a.value);
    const text = document.body.textContent ?? '';
    return list.filter((card) => {
      const rank = card.slice(0, -1);
      const [symbol, suit] = SUIT[card.slice(-1)];
      const token = new RegExp(`(^|[^0-9A-Z])${card}($|[^0-9A-Z])`);
      const short = new RegExp(`(^|[^0-9])${rank}${symbol}`);
      return values.some((v) => token.test(v)) || short.test(text) || text.includes(`${RANK[rank]} of ${suit}`);
    });
  }, [...cards]);
}

/**
 * The lobby's "Import" with a game file made here: a match from any setup the engine takes
 * (fixed deals, a fixed dealer), played by `seats`. Opens its table.
 */
export async function importMatch(page: Page, game: string, seats: { kind: string; name: string }[], setup: Record<string, unknown>) {
  const { newMatch } = await import('../src/engine');
  type Setup = Parameters<typeof newMatch>[1];
  await importPlayed(page, seats, newMatch(game as Parameters<typeof newMatch>[0], { players: seats.length, ...setup } as Setup));
}

/** The lobby's "Import" with a game file of `match` as it stands (its moves so far), played by `seats`. Opens its table (answering the lobby's question if a game is in progress). */
export async function importPlayed(page: Page, seats: { kind: string; name: string }[], match: Match, allowUndo = false) {
  const { exportText } = await import('../src/state/savedGameStore');
  type Seats = Parameters<typeof exportText>[0]['seats'];
  const text = exportText({ game: match.game, seats: seats as Seats, allowUndo, match });
  await page.getByTestId('import-file').setInputFiles({ name: `${match.game}.json`, mimeType: 'application/json', buffer: Buffer.from(text) });
  // With another game in progress the lobby asks first (nothing is replaced): open it.
  const ask = page.getByTestId('import-open');
  await expect(page.getByTestId('table').or(ask)).toBeVisible();
  if (await ask.isVisible()) await ask.click();
  await expect(page.getByTestId('table')).toBeVisible();
}

/**
 * To look at a screen by eye: with E2E_SHOTS=<dir> set, save a screenshot there as
 * <name>-<width>x<height>.png; without it, nothing.
 */
export async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: `${dir}/${name}-${width}x${height}.png` });
}

/** `test.use(viewportFromEnv())`: E2E_VIEWPORT=390x844 runs a spec at that size instead. */
export function viewportFromEnv(): { viewport?: { width: number; height: number } } {
  const m = /^(\d+)x(\d+)$/.exec(process.env.E2E_VIEWPORT ?? '');
  return m ? { viewport: { width: Number(m[1]), height: Number(m[2]) } } : {};
}

/** The tutor's hint, asked for (on a phone the hint lies under the tutor's "More"). */
export async function askHint(page: Page) {
  if (!(await page.getByTestId('hint').isVisible())) await page.getByTestId('tutor-fold').click();
  await page.getByTestId('hint').click();
}

/** A screenshot (E2E_SHOTS) once the hand has settled into its final layout after a table opens. */
export async function snapSettled(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.waitForTimeout(700);
  await snap(page, name);
}

/** The app's language from the next load on (the stored settings changed in place). */
export async function setLang(page: Page, lang: 'en' | 'ja') {
  await page.evaluate((l) => {
    const key = 'trick-table/settings';
    const s = JSON.parse(localStorage.getItem(key)!);
    s.state.lang = l;
    localStorage.setItem(key, JSON.stringify(s));
  }, lang);
}

/** One accepted move on a match made with the engine (a position for a game file); throws with the refusal's code. */
export function engineStep(m: Match, seat: number, action: Action): Match {
  const r = applyAction(m, seat, action);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${r.error.code}`);
  return r.match;
}

export interface Moment {
  curtain: boolean;
  result: boolean;
  over: boolean;
  phase: string;
  toAct: number[];
  viewer: number | null;
}

/** Waits for the next moment a person is needed: the curtain, their turn, a result, the end. */
export async function nextMoment(page: Page, people: number[], after: number): Promise<Moment> {
  const handle = await page.waitForFunction(([humans, moves]) => {
    const d = document.querySelector<HTMLElement>('[data-testid="table"]')?.dataset ?? {};
    const over = document.querySelector('[data-testid="game-over"]') !== null;
    if (Number(d.moves) <= moves && !over) return false;
    const curtain = document.querySelector('[data-testid="handoff"]') !== null;
    const result = document.querySelector('[data-testid="hand-result"]') !== null;
    const toAct = d.toAct ? d.toAct.split(',').map(Number) : [];
    const viewer = d.viewer === '' || d.viewer === undefined ? null : Number(d.viewer);
    const turn = viewer !== null && humans.includes(viewer) && toAct.includes(viewer) && d.phase !== 'handResult';
    return (curtain || result || over || turn) && { curtain, result, over, phase: d.phase ?? '', toAct, viewer };
  }, [people, after] as const, { timeout: 20_000 });
  return (await handle.jsonValue()) as Moment;
}

/**
 * Tries to play a card the rules refuse. It is aria-disabled, so a plain click would wait for
 * it to be enabled; a forced one skips every check and may land where the card was a frame
 * before (a hand still being laid out, a card sliding). Hover first: the card is visible,
 * still and the one under the pointer; then click without the enabled check.
 */
export async function clickRefused(card: Locator) {
  await card.hover();
  await card.click({ force: true });
}

/** From the lobby to `game`'s rules page, in English (its heading checked); returns the page. */
export async function openRulesPage(page: Page, game: string): Promise<Locator> {
  await page.goto('/');
  await page.getByTestId(`game-${game}`).click();
  await page.getByTestId(`rules-${game}`).click();
  const sheet = page.getByTestId('rules-page');
  await expect(sheet.locator('h1')).toContainText('How to play');
  return sheet;
}

/**
 * Clicks `card` in the hand where the rules refuse it: it is greyed out, the tutor's error
 * says every one of `reasons` and nothing is played. Returns the move count, for movedPast.
 */
export async function expectRefused(page: Page, card: string, reasons: readonly string[]): Promise<number> {
  const button = page.getByTestId('hand').locator(`button[data-card="${card}"]`);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  const moves = await moveCount(page);
  await clickRefused(button);
  const error = page.getByTestId('tutor-error');
  for (const reason of reasons) await expect(error).toContainText(reason);
  await expect(page.getByTestId('table')).toHaveAttribute('data-moves', String(moves));
  return moves;
}
