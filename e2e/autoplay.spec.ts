// Auto-play (issue 17): a person's forced card, or a lone step with nothing to choose (Toepen's
// "no signal"), goes by itself after a short pause; a choice of several never does; in hot-seat
// never before the curtain is passed; and an undo does not bring the forced card straight back.
// Each test opens a match built here (through the engine) at the moment it needs.
import { expect, test, type Page } from '@playwright/test';
import type { Action, Card, Match, Seat } from '../src/engine';
import { importPlayed, moveCount, presetSettings, tableState } from './helpers';

const engine = () => import('../src/engine');
const ANN_VS_AI = [{ kind: 'human', name: 'Ann' }, { kind: 'ai-easy', name: 'Bo' }];
const ANN_AND_BEN = [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Ben' }];

/**
 * A Supertrump match played on (first legal move for everyone) to the first moment `want`
 * holds for the seat to act.
 */
async function supertrumpAt(seed: string, want: (m: Match, seat: Seat) => boolean, options: Record<string, unknown> = {}): Promise<Match> {
  const { newMatch, legalActions, applyAction, status } = await engine();
  let m = newMatch('supertrump', { players: 2, seed, dealer: 1, options });
  for (let i = 0; i < 200; i++) {
    const seat = status(m).toAct[0];
    if (want(m, seat)) return m;
    const r = applyAction(m, seat, legalActions(m, seat)[0]);
    if (!r.ok) throw new Error(r.error.message);
    m = r.match;
  }
  throw new Error('no such moment');
}

async function forcedCard(m: Match, seat: Seat): Promise<Card | null> {
  const { legalActions } = await engine();
  const legal = legalActions(m, seat);
  return legal.length === 1 && legal[0].type === 'PLAY' ? (legal[0].card as Card) : null;
}

/** The table has not moved for `ms` (no move made for anybody). */
async function stillAt(page: Page, moves: number, ms: number) {
  await page.waitForTimeout(ms);
  expect(await moveCount(page)).toBe(moves);
}

test.describe('auto-play', () => {
  test('is a setting, on by default, kept across a reload', async ({ page }) => {
    await presetSettings(page);
    await page.goto('/');
    await page.getByTestId('settings-button').click();
    const toggle = page.getByTestId('setting-auto-play');
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await page.getByTestId('settings-button').click();
    await expect(page.getByTestId('setting-auto-play')).not.toBeChecked();
  });

  test('plays the only legal card after a short pause, saying so; the card goes from the hand to the trick', async ({ page }) => {
    const { status } = await engine();
    const m = await supertrumpAt('auto-e2e-1', (x, seat) => seat === 0 && status(x).phase === 'trickPlay' && x.log.length > 4
      && (x.state as { trick: unknown[] }).trick.length === 1 && legalCount(x, seat) === 1);
    const card = (await forcedCard(m, 0))!;
    await presetSettings(page, { pace: 'slow' });
    await page.goto('/');
    await importPlayed(page, ANN_VS_AI, m);
    const line = page.getByTestId('auto-move');
    await expect(line).toBeVisible();
    await expect(line).toContainText(/can be played/);
    expect(await moveCount(page)).toBe(m.log.length);
    expect((await tableState(page)).hand).toContain(card);
    await expect.poll(() => moveCount(page)).toBeGreaterThan(m.log.length);
    const after = await tableState(page);
    expect(after.hand).not.toContain(card);
    expect(after.faceUp.some((c) => c.card === card && (c.zone === 'trick' || c.zone === 'last-trick'))).toBe(true);
  });

  test('never chooses among several cards, and waits for the person when it is off', async ({ page }) => {
    const { status } = await engine();
    const choice = await supertrumpAt('auto-e2e-2', (x, seat) => seat === 0 && status(x).phase === 'trickPlay' && legalCount(x, seat) > 1);
    await presetSettings(page, { pace: 'fast' });
    await page.goto('/');
    await importPlayed(page, ANN_VS_AI, choice);
    await expect(page.getByTestId('auto-move')).toHaveCount(0);
    await stillAt(page, choice.log.length, 1500);

    const forced = await supertrumpAt('auto-e2e-1', (x, seat) => seat === 0 && status(x).phase === 'trickPlay' && legalCount(x, seat) === 1);
    await page.getByTestId('exit').click();
    await page.getByTestId('settings-button').click();
    await page.getByTestId('setting-auto-play').click();
    await page.keyboard.press('Escape');
    await importPlayed(page, ANN_VS_AI, forced);
    await expect(page.getByTestId('auto-move')).toHaveCount(0);
    await stillAt(page, forced.log.length, 1500);
    const card = (await forcedCard(forced, 0))!;
    await page.getByTestId('hand').locator(`[data-card="${card}"]`).click();
    await expect.poll(() => moveCount(page)).toBeGreaterThan(forced.log.length);
  });

  test('hot-seat: nothing is played behind the curtain; undo goes back past the forced card to the last real choice, and stays', async ({ page }) => {
    const { applyAction, legalActions, status } = await engine();
    // Ann leads with a choice, and one of her leads leaves Ben a single card to follow with.
    let lead: Action | null = null;
    const at = await supertrumpAt('auto-e2e-3', (x, seat) => {
      if (seat !== 0 || status(x).phase !== 'trickPlay' || (x.state as { trick: unknown[] }).trick.length !== 0) return false;
      lead = legalActions(x, 0).find((a) => {
        const r = applyAction(x, 0, a);
        return r.ok && legalActions(r.match, 1).length === 1;
      }) ?? null;
      return lead !== null && legalActions(x, 0).length > 1;
    });
    const led = (lead as unknown as Action).card as Card;
    await presetSettings(page, { pace: 'slow' });
    await page.goto('/');
    await importPlayed(page, ANN_AND_BEN, at, true);
    const P = at.log.length;

    await expect(page.getByTestId('handoff')).toContainText('Ann');
    await page.getByTestId('handoff-ready').click();
    await page.getByTestId('hand').locator(`[data-card="${led}"]`).click();
    await expect(page.getByTestId('handoff')).toContainText('Ben');
    await stillAt(page, P + 1, 2500); // slow pace: a forced card would have gone after 1.4 s
    await page.getByTestId('handoff-ready').click();
    await expect(page.getByTestId('auto-move')).toBeVisible();
    await expect.poll(() => moveCount(page)).toBe(P + 2);

    await page.getByTestId('undo').click();
    await expect.poll(() => moveCount(page)).toBe(P);
    await stillAt(page, P, 2500);
  });

  test("Toepen's lone \"no signal\" is given by itself; with auto-play off it says why there is nothing to signal", async ({ page }) => {
    const { newMatch, legalActions, applyAction, status } = await engine();
    // On to the signals (everyone keeps the hand) with Ann holding nothing to signal.
    let m: Match | null = null;
    for (let k = 0; !m; k++) {
      let x = newMatch('toepen', { players: 4, seed: `auto-e2e-tp-${k}`, dealer: 3 });
      while (status(x).phase === 'exchange' || status(x).phase === 'challenge') {
        const seat = status(x).toAct[0];
        const r = applyAction(x, seat, legalActions(x, seat).find((a) => a.type === 'PASS')!);
        if (!r.ok) throw new Error(r.error.message);
        x = r.match;
      }
      const ann = legalActions(x, 0);
      if (status(x).phase === 'signal' && ann.length === 1 && ann[0].kind === 'none') m = x;
    }
    const seats = [{ kind: 'human', name: 'Ann' }, ...['Bo', 'Cy', 'Di'].map((name) => ({ kind: 'ai-easy', name }))];

    await presetSettings(page, { pace: 'fast', autoPlay: false });
    await page.goto('/');
    await importPlayed(page, seats, m);
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'signal');
    await expect(page.getByTestId('signal-nothing')).toContainText('Nothing to signal');
    await stillAt(page, m.log.length, 1200);

    await page.getByTestId('exit').click();
    await page.getByTestId('settings-button').click();
    await page.getByTestId('setting-auto-play').click();
    await page.keyboard.press('Escape');
    await importPlayed(page, seats, m);
    await expect(page.getByTestId('table')).not.toHaveAttribute('data-phase', 'signal');
    expect(await moveCount(page)).toBeGreaterThan(m.log.length);
  });
});

/** How many legal actions `seat` has (synchronous: the engine module is loaded by then). */
let legalCount: (m: Match, seat: Seat) => number = () => 0;
test.beforeAll(async () => {
  const { legalActions } = await engine();
  legalCount = (m, seat) => legalActions(m, seat).length;
});
