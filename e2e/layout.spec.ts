// Where things lie, for every game, at desktop (1280x800) and phone (360x640) size (issue 17):
// the lobby's Start in view, no cut option label and no Japanese button broken inside a word
// or ending in a lone character, result sheets that open at their top with the way back to
// the lobby in reach, one message for a refused card that covers no name plate and no tutor
// prompt, and a side column that fits at 1280x800 and 1366x657.
import { expect, test, type Page } from '@playwright/test';
import { LONG_MATCH, SHORT_MATCH } from './games';
import { playAs, presetSettings, snap, toAct } from './helpers';
import { GAMES, openTable, reachable, refusedCard, toTrickPlay, tryRefusedCard } from './layoutChecks';

// Its tests are independent and many (a third of the e2e time): both workers share them.
test.describe.configure({ mode: 'parallel' });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 640 };
const SIZES = [DESKTOP, PHONE];
const sizeName = (s: { width: number; height: number }) => `${s.width}x${s.height}`;

// ---------------------------------------------------------------------------------------------
// The lobby

for (const size of SIZES) {
  test.describe(`lobby at ${sizeName(size)}`, () => {
    test.use({ viewport: size });

    for (const { game } of GAMES) {
      test(`${game}: Start is on the screen without scrolling once the game is picked`, async ({ page }) => {
        await presetSettings(page);
        await page.goto('/');
        // a game low in the list is scrolled to by the click itself (the sixth at 1280x800)
        const card = page.getByTestId(`game-${game}`);
        await card.scrollIntoViewIfNeeded();
        const picked = await page.evaluate(() => window.scrollY);
        await card.click();
        const start = page.getByTestId(`start-${game}`);
        await expect(start).toBeVisible();
        // (on a phone the lobby itself brings the setup up: wait till the page is still)
        let last = -1;
        await expect.poll(async () => last === (last = await page.evaluate(() => window.scrollY)), { intervals: [150] }).toBe(true);
        if (size === DESKTOP) expect(await page.evaluate(() => window.scrollY), 'the desktop lobby did not scroll').toBe(picked);
        await reachable(page, start, `start-${game}`);
        await snap(page, `lobby-start-${game}`);
      });
    }

    for (const lang of ['en', 'ja'] as const) {
      test(`${lang}: every rule option shows its choice whole`, async ({ page }) => {
        await presetSettings(page, { lang });
        await page.goto('/');
        for (const { game } of GAMES) {
          await page.getByTestId(`game-${game}`).click();
          await expect(page.getByTestId(`start-${game}`)).toBeVisible();
          // each choice, measured in the select's own font, against the room its box leaves it
          const cut = await page.locator('#lobby-setup select').evaluateAll((selects) => {
            const ctx = document.createElement('canvas').getContext('2d')!;
            return selects.flatMap((s) => {
              const select = s as HTMLSelectElement;
              const cs = getComputedStyle(select);
              ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
              const room = select.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
              return [...select.options].filter((o) => ctx.measureText(o.text).width > room + 0.5)
                .map((o) => `${select.dataset.testid ?? select.id}: "${o.text}"`);
            });
          });
          expect(cut, `${game}: choices cut short`).toEqual([]);
        }
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Japanese buttons: a wrapped label breaks only between words (Intl.Segmenter's word
// boundaries) and no line of it is a single character (punctuation aside).

async function badJapaneseBreaks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seg = new Intl.Segmenter('ja', { granularity: 'word' });
    const letter = /[^\s\p{P}\p{S}]/u;
    const bad: string[] = [];
    for (const button of document.querySelectorAll('button, .btn')) {
      if (!(button as HTMLElement).checkVisibility({ visibilityProperty: true }) || !button.closest(':lang(ja)')) continue;
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
        const text = n.data;
        // the line of each drawn character, by its top
        const breaks: number[] = [];
        let lineTop: number | null = null;
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(n, i);
          range.setEnd(n, i + 1);
          const r = range.getClientRects()[0];
          if (!r || r.width === 0) continue;
          if (lineTop !== null && Math.abs(r.top - lineTop) > 4) breaks.push(i);
          lineTop = r.top;
        }
        if (breaks.length === 0) continue;
        const words = new Set([...seg.segment(text)].map((s) => s.index));
        const lines = [0, ...breaks, text.length].slice(1).map((end, k) => text.slice([0, ...breaks][k], end));
        for (const b of breaks) {
          if (!words.has(b)) bad.push(`"${lines.join(' / ')}": breaks inside a word`);
        }
        for (const line of lines) {
          if ([...line].filter((c) => letter.test(c)).length < 2) bad.push(`"${lines.join(' / ')}": a line of one character`);
        }
      }
    }
    return [...new Set(bad)];
  });
}

for (const size of SIZES) {
  test.describe(`Japanese buttons at ${sizeName(size)}`, () => {
    test.use({ viewport: size, locale: 'ja-JP' });

    test('in the lobby, for every game', async ({ page }) => {
      await presetSettings(page, { lang: 'ja' });
      await page.goto('/');
      for (const { game } of GAMES) {
        await page.getByTestId(`game-${game}`).click();
        await expect(page.getByTestId(`start-${game}`)).toBeVisible();
        expect(await badJapaneseBreaks(page), `lobby, ${game}`).toEqual([]);
      }
      await snap(page, 'lobby-ja');
    });

    for (const { game, players } of GAMES) {
      test(`at the ${game} table, in every phase up to the play and on the hand's result`, async ({ page }) => {
        // no auto-play: a hand may end before the person has a card to choose (a Kloepper
        // knock lost in trick 1 to a forced card), and every phase is to be seen at their turn
        await openTable(page, game, players, { lang: 'ja', learn: true, autoPlay: false, options: game === 'supertrump' ? { gamesPerMatch: 2 } : {} });
        const table = page.getByTestId('table');
        const seen = new Set<string>();
        await playAs(page, 0, async () => {
          const result = await page.getByTestId('hand-result').isVisible();
          const phase = result ? 'result' : (await table.getAttribute('data-phase')) ?? '';
          if (!seen.has(phase) && (result || (await toAct(page)).includes(0))) {
            seen.add(phase);
            expect(await badJapaneseBreaks(page), `${game}, ${phase}`).toEqual([]);
          }
          return result;
        });
        expect(seen.has('trickPlay')).toBe(true);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Result sheets open at their top, and the way back to the lobby is never hidden

/** The sheet is scrolled to its top, and `first` lies whole inside its visible part and on the screen. */
async function openAtTop(page: Page, sheetId: string, first: string[]) {
  const sheet = page.getByTestId(sheetId);
  await expect(sheet).toBeVisible();
  expect(await sheet.evaluate((e) => e.scrollTop), `${sheetId}: opened at its top`).toBe(0);
  const shown = (await sheet.boundingBox())!;
  const bottom = Math.min(shown.y + shown.height, page.viewportSize()!.height);
  for (const sel of first) {
    const box = (await sheet.locator(sel).first().boundingBox())!;
    expect(box.y, `${sheetId}: ${sel} below the sheet's top`).toBeGreaterThanOrEqual(shown.y - 0.5);
    expect(box.y + box.height, `${sheetId}: ${sel} in view`).toBeLessThanOrEqual(bottom + 0.5);
  }
}

for (const size of SIZES) {
  test.describe(`result sheets at ${sizeName(size)}`, () => {
    test.use({ viewport: size });

    for (const { game, players } of GAMES) {
      test(`${game}: the hand's result opens at its top, the table's exit stays in reach`, async ({ page }) => {
        await openTable(page, game, players, { options: LONG_MATCH[game] ?? {} });
        await playAs(page, 0, () => page.getByTestId('hand-result').isVisible());
        await openAtTop(page, 'hand-result', ['h2', 'table']);
        await reachable(page, page.getByTestId('hand-result').locator('button[data-action]'), 'next hand');
        await reachable(page, page.getByTestId('exit'), 'the way back to the lobby');
        await snap(page, `sheet-result-${game}`);
      });

      test(`${game}: the game-over screen opens with the winner and the totals, the way back in reach`, async ({ page }) => {
        const short = SHORT_MATCH[game] ?? {};
        // a table of AIs plays itself to the end
        await openTable(page, game, players, { options: short, watch: true });
        await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 60_000 });
        await openAtTop(page, 'game-over', ['.tt-over-trophy', '[data-testid="winner"]', '.tt-final']);
        await reachable(page, page.getByTestId('game-over').getByRole('button', { name: 'Back to the lobby' }), 'back to the lobby');
        await reachable(page, page.getByTestId('exit'), "the table's exit");
        await snap(page, `sheet-over-${game}`);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// A refused card: one message, covering no name plate and no tutor prompt

async function oneMessage(page: Page, what: string) {
  // the table's message and the tutor's, and anything else said as an alert
  const alerts = page.locator('[data-testid="error"]:visible, [data-testid="tutor-error"]:visible, [role="alert"]:visible');
  await expect(alerts, `${what}: one message`).toHaveCount(1);
  await expect(alerts).toContainText(/must|follow|trump/i);
  await reachable(page, alerts, `${what}: the message`);
  // no point of a name plate or of the tutor's prompt shows the message instead
  const covered = await alerts.evaluate((msg) => {
    const out = new Set<string>();
    for (const t of document.querySelectorAll('.tt-plate, [data-testid="tutor-prompt"]')) {
      const r = t.getBoundingClientRect();
      for (let i = 1; i <= 5; i++) {
        for (let j = 1; j <= 3; j++) {
          const at = document.elementFromPoint(r.left + (r.width * i) / 6, r.top + (r.height * j) / 4);
          if (at && msg.contains(at)) out.add(t.textContent ?? '');
        }
      }
    }
    return [...out];
  });
  expect(covered, `${what}: name plates or prompt under the message`).toEqual([]);
  if (await page.getByTestId('tutor').count()) await reachable(page, page.getByTestId('tutor-prompt'), `${what}: the tutor's prompt`);
}

for (const size of SIZES) {
  test.describe(`a refused card at ${sizeName(size)}`, () => {
    test.use({ viewport: size });

    for (const { game, players } of GAMES) {
      test(`${game}: one message, with the tutor and without`, async ({ page }) => {
        // a long match: the refusable card may take some deals to come
        await openTable(page, game, players, { learn: true, options: LONG_MATCH[game] ?? {} });
        await toTrickPlay(page, async () => (await refusedCard(page).count()) > 0);
        await tryRefusedCard(page);
        await oneMessage(page, 'learn mode');
        await snap(page, `refused-learn-${game}`);
        await page.locator('[role="alert"]:visible').getByRole('button').click();
        await expect(page.locator('[role="alert"]:visible')).toHaveCount(0);
        // learn mode off: the table's own message
        await page.getByTestId('settings-button').click();
        await page.getByTestId('setting-learn').uncheck();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('tutor')).toHaveCount(0);
        await tryRefusedCard(page);
        await expect(page.getByTestId('error')).toBeVisible();
        await oneMessage(page, 'without the tutor');
        await snap(page, `refused-${game}`);
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The side column (tutor and score panel) fits the window: the score panel whole, nothing of
// the column hidden below the window's edge

for (const size of [DESKTOP, { width: 1366, height: 657 }]) {
  test.describe(`the side column at ${sizeName(size)}`, () => {
    test.use({ viewport: size });

    for (const { game, players } of GAMES) {
      test(`${game}: tutor and score panel fit, after a trick and a refused card`, async ({ page }) => {
        await openTable(page, game, players, { learn: true });
        // after a trick (the tutor explains it), with a card to refuse where the deal gives one
        await toTrickPlay(page, async () => (await page.getByTestId('tutor-trick').count()) > 0);
        if ((await refusedCard(page).count()) > 0) {
          await tryRefusedCard(page);
          await expect(page.getByTestId('tutor-error')).toBeVisible();
        }
        const side = page.locator('.tt-side');
        const score = page.getByTestId('score-panel');
        const s = (await side.boundingBox())!;
        const p = (await score.boundingBox())!;
        expect(p.y + p.height, 'the score panel ends inside the window').toBeLessThanOrEqual(size.height + 0.5);
        expect(p.y + p.height, 'the score panel ends inside the side column').toBeLessThanOrEqual(s.y + s.height + 0.5);
        expect(await side.evaluate((e) => e.scrollHeight - e.clientHeight), 'nothing of the side column out of sight').toBeLessThanOrEqual(1);
        for (const b of await score.locator('button').all()) await reachable(page, b, `score panel: ${await b.textContent()}`);
        await reachable(page, page.getByTestId('tutor-prompt'), "the tutor's prompt");
        await snap(page, `side-${game}`);
      });
    }
  });
}
