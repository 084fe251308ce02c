// Desktop (1280x800): the viewer's hand is fully in view without scrolling in every phase,
// however many rows the action bar needs (Tuppi's auction and solo offer, Skat's bidding and
// declaration, Supertrump's trump choices). And the announcer line tells the latest thing
// that happened: never a move of a phase that is over.
import { expect, test, type Page } from '@playwright/test';
import { GAME_IDS } from './games';
import { openTable, reachable, toTrickPlay } from './layoutChecks';
import { actAtDevice, handOff, importMatch, moveCount, movedPast, openSkatDeal, playAs, presetSettings, SKAT_DEAL, snap, startGameWith, tableState, toAct } from './helpers';

/** Every card of the hand lies inside the window, with the page scrolled to the top. */
async function handInView(page: Page, what: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  // the cards come to rest first (a deal's cards fly in)
  const rects = () => page.evaluate(() => [...document.querySelectorAll('[data-testid="hand"] [data-card]')].map((e) => {
    const r = e.getBoundingClientRect();
    return `${r.top.toFixed(1)},${r.left.toFixed(1)}`;
  }).join(' '));
  let last = '';
  await expect.poll(async () => last === (last = await rects()), { intervals: [100] }).toBe(true);
  const { cards, width, height } = await page.evaluate(() => ({
    cards: [...document.querySelectorAll('[data-testid="hand"] [data-card]')].map((e) => {
      const r = e.getBoundingClientRect();
      return { card: e.getAttribute('data-card'), top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }),
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
  }));
  expect(cards.length, `${what}: cards in the hand`).toBeGreaterThan(0);
  for (const c of cards) {
    expect(c.bottom, `${what}: the bottom of ${c.card}`).toBeLessThanOrEqual(height);
    expect(c.top, `${what}: the top of ${c.card}`).toBeGreaterThanOrEqual(0);
    expect(c.left, `${what}: ${c.card}`).toBeGreaterThanOrEqual(0);
    expect(c.right, `${what}: ${c.card}`).toBeLessThanOrEqual(width);
  }
  // the action bar sits above the hand, all of it in view too
  const bar = await page.getByTestId('action-bar').boundingBox();
  expect(bar!.y, `${what}: the action bar`).toBeGreaterThanOrEqual(0);
  expect(bar!.y + bar!.height, `${what}: the action bar`).toBeLessThanOrEqual(height);
  await snap(page, `fit-${what}`);
}

const announcer = (page: Page) => page.getByTestId('announcer');

test.describe('Tuppi at one device', () => {
  const NAMES = ['Anna', 'Bruno', 'Carla', 'Dmitri'];
  const PEOPLE = NAMES.map((name) => ({ kind: 'human', name }));
  // the deal of tuppi-auction.spec.ts: Bruno may say "rami" (his red cards are all court cards)
  const DEAL = {
    hands: [
      ['5S', 'KS', 'QC', '2H', '3D', 'AC', '10S', '7S', '4S', '2S', 'AH', '10H', '8H'],
      ['JH', 'QH', 'KH', 'JD', 'QD', 'KD', 'AS', '3S', '6S', '9S', '2C', '5C', '8C'],
      ['9H', '4C', 'JS', '7H', '6H', '5H', '4H', '3H', 'AD', '10D', '9D', '8D', '6D'],
      ['7D', '8S', 'QS', '5D', '4D', '2D', 'KC', 'JC', '10C', '9C', '7C', '6C', '3C'],
    ],
  };

  async function bid(page: Page, card: string) {
    const moves = await moveCount(page);
    await page.getByTestId('hand').locator(`button[data-card="${card}"]`).click();
    await page.getByTestId('select-confirm').click();
    await movedPast(page, moves);
  }

  async function actAtDevice(page: Page, action: Record<string, unknown>) {
    const moves = await moveCount(page);
    await page.locator(`[data-action='${JSON.stringify(action)}']`).click();
    await movedPast(page, moves);
  }

  test.beforeEach(async ({ page }) => {
    await presetSettings(page);
    await page.goto('/');
  });

  test('auction with a spoken bid, the solo offer and the play: the hand stays in view', async ({ page }) => {
    await importMatch(page, 'tuppi', PEOPLE, { seed: 'TVPP1F1T', dealer: 3, deals: [DEAL] });
    await handOff(page, 'Anna');
    await handInView(page, 'tuppi-auction');
    await bid(page, '5S');
    await handOff(page, 'Bruno');
    // three rows: the bid-card confirm, the spoken-bid title and its button
    await expect(page.getByRole('group', { name: /Say it instead/ })).toBeVisible();
    await handInView(page, 'tuppi-auction-verbal');
    await actAtDevice(page, { type: 'PLACE_VERBAL_BID', bid: 'rami' });
    await handOff(page, 'Carla');
    await bid(page, '9H');
    await handOff(page, 'Dmitri');
    await bid(page, '7D');
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'soloOffer');
    await handOff(page, 'Carla');
    await expect(page.getByRole('group', { name: 'Bruno bid rami. Play solo?' })).toBeVisible();
    await handInView(page, 'tuppi-solo-offer');
    await actAtDevice(page, { type: 'PASS' });
    await handOff(page, 'Anna');
    await actAtDevice(page, { type: 'PASS' });
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'trickPlay');
    await handOff(page, 'Bruno');
    await handInView(page, 'tuppi-play');
  });

  test('the announcer moves on with the play: no auction line during the tricks', async ({ page }) => {
    await importMatch(page, 'tuppi', PEOPLE, { seed: 'TVPP1N3WS', dealer: 3, deals: [DEAL] });
    const bids = ['5S', '3S', '4C', '8S'];
    for (const [seat, card] of bids.entries()) {
      await handOff(page, NAMES[seat]);
      await bid(page, card);
      if (seat < 3) {
        await expect(announcer(page)).toHaveText(`${NAMES[seat]}: place a bid card face down.`);
      }
    }
    // The last bid card ends the auction: the line says what came of it and what is on now.
    await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'trickPlay');
    await expect(announcer(page)).toHaveText('Dmitri: place a bid card face down. Reveal: all four bid black — nolo. Now: Trick play.');
    await handOff(page, 'Anna');
    await handInView(page, 'tuppi-nolo-play');
    // the first card: the line is about the play now, nothing of the auction is left
    const moves = await moveCount(page);
    const card = page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first();
    const played = await card.getAttribute('data-card');
    await card.click();
    await movedPast(page, moves);
    await expect(announcer(page)).toContainText(/^Anna played the .+\.$/);
    await expect(announcer(page)).not.toContainText(/bid|auction|Now:/);
    expect(played).toBeTruthy();
  });
});

test.describe('Skat at one device', () => {
  async function lowerCurtain(page: Page) {
    const ready = page.getByTestId('handoff-ready');
    await expect(ready.or(page.getByTestId('hand').locator('button[data-card]').first())).toBeVisible();
    if (await ready.isVisible()) await ready.click();
  }

  test('bidding, skat or hand, putting back and declaring: the hand stays in view', async ({ page }) => {
    await openSkatDeal(page);
    const table = page.getByTestId('table');
    // the first caller's bids, then the answer to them
    for (let i = 0; i < 3 && (await table.getAttribute('data-phase')) === 'bidding'; i++) {
      await lowerCurtain(page);
      await handInView(page, `skat-bidding-${i}`);
      if (i === 0) await actAtDevice(page, { type: 'BID', value: 48 });
      else await actAtDevice(page, { type: 'PASS' });
    }
    await expect(table).toHaveAttribute('data-phase', 'skatDecision');
    await lowerCurtain(page);
    await handInView(page, 'skat-decision');
    await actAtDevice(page, { type: 'TAKE_SKAT' });
    await handInView(page, 'skat-discard');
    for (const card of SKAT_DEAL.skat) await page.locator(`[data-testid="hand"] button[data-card="${card}"]`).click();
    await handInView(page, 'skat-discard-chosen');
    await page.getByTestId('select-confirm').click();
    await expect(table).toHaveAttribute('data-phase', 'declaration');
    await handInView(page, 'skat-declaration');
    await page.locator(`.tt-sk-declaring button[data-action*='"type":"grand"']`).first().click();
    await expect(table).toHaveAttribute('data-phase', 'trickPlay');
    await lowerCurtain(page);
    await handInView(page, 'skat-play');
  });
});

test('Supertrump against the AI: trump choices and the play keep the hand in view', async ({ page }) => {
  await presetSettings(page, { pace: 'instant' });
  await page.goto('/');
  await startGameWith(page, 'supertrump', [{ kind: 'human', name: 'Ann' }, { kind: 'ai-easy', name: 'Ada' }]);
  const table = page.getByTestId('table');
  const seen = new Set<string>();
  await playAs(page, 0, async () => {
    const phase = (await table.getAttribute('data-phase')) ?? '';
    if (!(await toAct(page)).includes(0) || seen.has(phase)) return phase === 'trickPlay' && seen.has(phase);
    seen.add(phase);
    await handInView(page, `supertrump-${phase}`);
    return false;
  });
  expect(seen.has('trickPlay')).toBe(true);
  expect((await tableState(page)).hand.length).toBeGreaterThan(0);
});

// Kloepper in learn mode, in Japanese, with the knock still open at trick 1: the felt's corners
// (the trumps and the stake; the teams and your side) once stacked in one corner, made the felt's
// first row 250 px high and the page taller than the window, and the docked hand covered the
// felt's last line (the announcer).
test('Kloepper in learn mode (ja), the knock open: the felt fits above the dock', async ({ page }) => {
  await openTable(page, 'kloepper', 4, { learn: true, lang: 'ja' });
  const stake = page.getByTestId('stake');
  await toTrickPlay(page, async () => (await stake.count()) > 0 && (await stake.getAttribute('data-knock-open')) === 'true');
  await expect(page.getByTestId('own-side')).toBeVisible();
  await handInView(page, 'kloepper-learn-ja-knock-open');
  await reachable(page, announcer(page), 'the announcer');
  await reachable(page, page.getByTestId('teams'), 'the teams');
});

// Other desktop windows: a large one (the hand's cards were laid out for a 72 px card while
// CSS drew them 92 px wide, so their bottoms hung below the window) and a short laptop one
// (a felt taller than the window scrolls under the docked action bar and hand).
for (const viewport of [{ width: 1440, height: 900 }, { width: 1366, height: 657 }]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const game of GAME_IDS) {
      test(`${game} against the AI: the first choice keeps the whole hand and the action bar in view`, async ({ page }) => {
        await presetSettings(page, { pace: 'instant' });
        await page.goto('/');
        await startGameWith(page, game, [{ kind: 'human', name: 'Ann' }]);
        await expect.poll(() => toAct(page)).toContain(0);
        // A choice made before any card is dealt (Queen's Dungeon's dealer names the trump
        // blind): its action bar in view, then on to the first choice with the hand.
        if ((await tableState(page)).hand.length === 0) {
          const bar = (await page.getByTestId('action-bar').boundingBox())!;
          expect(bar.y + bar.height, `${game}: the action bar of the blind choice`).toBeLessThanOrEqual(viewport.height);
          await playAs(page, 0, async () => (await toAct(page)).includes(0) && (await tableState(page)).hand.length > 0);
        }
        await handInView(page, `${game}-first-choice`);
      });
    }
  });
}
