// Tuppi's secret auction played by people through the table (rules/tuppi.md §4 AUCTION_PLACE
// and AUCTION_REVEAL, §4.1): bid cards chosen and laid face down, a spoken bid where the hand
// has no card of that colour, bid tokens; the reveal from the dealer's left stopping at the
// first red bid. Whatever is still face down must never be in the DOM.
import { expect, test, type Page } from '@playwright/test';
import { matchCode } from '../src/state/dealCode';
import { cardsInDom, handOff, importMatch, movedPast, presetSettings, snap, tableState, viewportFromEnv } from './helpers';

const NAMES = ['Anna', 'Bruno', 'Carla', 'Dmitri'];
const PEOPLE = NAMES.map((name) => ({ kind: 'human', name }));

// Dealer 3 (Dmitri): the reveal runs 0, 1, 2, 3. Bruno's red cards are all court cards, so
// he may say "rami" instead of laying a card (D-2); he holds black bid cards, so no spoken nolo.
const DEAL = {
  hands: [
    ['5S', 'KS', 'QC', '2H', '3D', 'AC', '10S', '7S', '4S', '2S', 'AH', '10H', '8H'],
    ['JH', 'QH', 'KH', 'JD', 'QD', 'KD', 'AS', '3S', '6S', '9S', '2C', '5C', '8C'],
    ['9H', '4C', 'JS', '7H', '6H', '5H', '4H', '3H', 'AD', '10D', '9D', '8D', '6D'],
    ['7D', '8S', 'QS', '5D', '4D', '2D', 'KC', 'JC', '10C', '9C', '7C', '6C', '3C'],
  ],
};

test.use(viewportFromEnv());


function hand(page: Page) {
  return page.getByTestId('hand');
}

/** Choose `card` in the hand, then confirm: the confirm button carries the whole action. */
async function bidWithCard(page: Page, card: string, shot?: string) {
  const table = await tableState(page);
  await hand(page).locator(`button[data-card="${card}"]`).click();
  const confirm = page.getByTestId('select-confirm');
  await expect(confirm).toHaveAttribute('data-action', JSON.stringify({ type: 'PLACE_AUCTION_CARD', card }));
  await expect(confirm).toContainText(/face down/);
  if (shot) await snap(page, shot);
  await confirm.click();
  await movedPast(page, table.moves);
}

/** The revealed bids as the panel shows them: seat, bid word and card (if any). */
async function revealed(page: Page) {
  return page.locator('[data-testid="revealed-bids"] [data-seat]').evaluateAll((els) =>
    els.map((e) => ({
      seat: Number(e.getAttribute('data-seat')),
      bid: e.getAttribute('data-bid'),
      card: e.querySelector('[data-card]')?.getAttribute('data-card') ?? null,
    })));
}

/** Nobody's bid is shown while bids are being placed: only who has placed one. */
async function expectSecretAuction(page: Page, placed: number) {
  await expect(page.getByTestId('revealed-bids')).toHaveCount(0);
  await expect(page.getByTestId('contract')).toContainText(`${placed}/4 bids placed face down`);
  await expect(page.locator('.tt-badge-bid', { hasText: 'Bid placed' })).toHaveCount(placed);
}

test.describe('four people at one device', () => {
  // learn mode: the tutor's lines are checked too
  test.beforeEach(async ({ page }) => {
    await presetSettings(page, { learn: true });
  });

  test('bid cards face down, a spoken rami, and the reveal stops at the first red', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/');
    await importMatch(page, 'tuppi', PEOPLE, { seed: 'TVPP1AVCT10N', dealer: 3, deals: [DEAL] });
    const table = page.getByTestId('table');
    await expect(table).toHaveAttribute('data-phase', 'auction');
    await expect(page.getByTestId('seat-3').locator('.tt-badge-dealer')).toBeVisible();

    // Anna: a court card cannot bid; the ten and the others can. No spoken bid for her.
    let shown = await handOff(page, 'Anna');
    expect(shown.hand).toHaveLength(13);
    await expectSecretAuction(page, 0);
    for (const court of ['KS', 'QC']) await expect(hand(page).locator(`button[data-card="${court}"]`)).toHaveAttribute('aria-disabled', 'true');
    await expect(hand(page).locator('button[data-card="10H"]')).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('select-confirm')).toHaveText('Choose a bid card: red = rami, black = nolo');
    await expect(page.locator('[data-action*="PLACE_VERBAL_BID"]')).toHaveCount(0);
    await bidWithCard(page, '5S', 'tuppi-auction-bid');

    // Bruno: only court cards in red, so "Say rami" is offered; black cards bid as cards.
    shown = await handOff(page, 'Bruno');
    expect(await cardsInDom(page, ['5S']), 'Anna’s bid card behind Bruno’s view').toEqual([]);
    await expectSecretAuction(page, 1);
    for (const red of ['JH', 'QH', 'KH', 'JD', 'QD', 'KD']) {
      await expect(hand(page).locator(`button[data-card="${red}"]`)).toHaveAttribute('aria-disabled', 'true');
    }
    await expect(page.locator('[data-action*="PLACE_VERBAL_BID"]')).toHaveCount(1);
    const sayRami = page.locator(`[data-action='${JSON.stringify({ type: 'PLACE_VERBAL_BID', bid: 'rami' })}']`);
    await expect(sayRami).toHaveText('Say “rami” (high)');
    await expect(page.getByRole('group', { name: /Say it instead/ })).toBeVisible();
    await snap(page, 'tuppi-auction-verbal');
    await sayRami.click();
    await movedPast(page, shown.moves);

    // Carla and Dmitri lay red cards too: the reveal never reaches them.
    await handOff(page, 'Carla');
    expect(await cardsInDom(page, ['5S'])).toEqual([]);
    await expectSecretAuction(page, 2);
    await bidWithCard(page, '9H');
    await handOff(page, 'Dmitri');
    expect(await cardsInDom(page, ['5S', '9H'])).toEqual([]);
    await expectSecretAuction(page, 3);
    await bidWithCard(page, '7D');

    // The reveal: Anna's 5♠ (nolo), then Bruno's spoken rami stops it. Carla's 9♥ and
    // Dmitri's 7♦ are never shown, to anyone.
    await expect(table).toHaveAttribute('data-phase', 'soloOffer');
    await expect(page.getByTestId('handoff')).toBeVisible();
    expect(await revealed(page)).toEqual([
      { seat: 0, bid: 'nolo', card: '5S' },
      { seat: 1, bid: 'rami', card: null },
    ]);
    await expect(page.getByTestId('revealed-bids').locator('[data-seat="1"]')).toContainText('Rami');
    await expect(page.getByTestId('contract')).toHaveAttribute('data-mode', 'rami');
    await expect(page.getByTestId('contract')).toContainText('Bruno bid red: 7+ tricks score');
    await expect(page.getByTestId('seat-1').locator('.tt-badge-declarer')).toHaveText('Rami');
    await expect(page.locator('.tt-badge-declarer')).toHaveCount(1);
    await expect(page.locator('.tt-badge-bid')).toHaveCount(0);
    expect(await cardsInDom(page, ['9H', '7D']), 'unrevealed bid cards behind the curtain').toEqual([]);
    // The table's announcer never named a secret bid.
    await expect(page.getByTestId('announcer')).not.toContainText(/♠|♥|♦|♣/);

    // The solo offer goes to the declarer's left (Carla), then to his right (Anna).
    expect((await tableState(page)).toAct).toEqual([2]);
    shown = await handOff(page, 'Carla');
    expect(await cardsInDom(page, ['7D'])).toEqual([]);
    await expect(page.getByRole('group', { name: 'Bruno bid rami. Play solo?' })).toBeVisible();
    await snap(page, 'tuppi-auction-solo-offer');
    await page.locator(`[data-action='${JSON.stringify({ type: 'PASS' })}']`).click();
    await movedPast(page, shown.moves);
    shown = await handOff(page, 'Anna');
    expect(await cardsInDom(page, ['9H', '7D'])).toEqual([]);
    await page.locator(`[data-action='${JSON.stringify({ type: 'PASS' })}']`).click();
    await movedPast(page, shown.moves);

    // Rami: the declarer leads. The revealed 5♠ stays public; the rest stays secret.
    await expect(table).toHaveAttribute('data-phase', 'trickPlay');
    expect((await tableState(page)).toAct).toEqual([1]);
    shown = await handOff(page, 'Bruno');
    expect(shown.faceUp.filter((c) => c.zone === 'known').map((c) => c.card)).toEqual(['5S']);
    expect(await cardsInDom(page, ['9H', '7D'])).toEqual([]);
    await expect(page.getByTestId('contract')).toHaveAttribute('data-mode', 'rami');
    await snap(page, 'tuppi-auction-rami');
    // The hand's history tells the reveal, and still nothing of the bids never turned over.
    await page.getByTestId('history-panel-open').click();
    await expect(page.getByTestId('history')).toContainText('Reveal: Bruno bid red — rami.');
    expect(await cardsInDom(page, ['9H', '7D'])).toEqual([]);
    await page.getByTestId('history-close').click();
    expect(errors).toEqual([]);
  });

  test('all four bid black: every card is turned over and the hand is nolo', async ({ page }) => {
    await page.goto('/');
    await importMatch(page, 'tuppi', PEOPLE, { seed: 'TVPP1N0L0', dealer: 3, deals: [DEAL] });
    const bids = ['5S', '3S', '4C', '8S'];
    for (const [seat, card] of bids.entries()) {
      await handOff(page, NAMES[seat]);
      expect(await cardsInDom(page, bids.slice(0, seat)), 'earlier bid cards').toEqual([]);
      // Bruno holds black bid cards: no spoken bid at all for him now.
      await expect(page.locator('[data-action*="PLACE_VERBAL_BID"]')).toHaveCount(seat === 1 ? 1 : 0);
      await bidWithCard(page, card);
    }
    // No solo offer after nolo: the player left of the dealer (Anna) leads at once.
    const table = page.getByTestId('table');
    await expect(table).toHaveAttribute('data-phase', 'trickPlay');
    expect((await tableState(page)).toAct).toEqual([0]);
    expect(await revealed(page)).toEqual(bids.map((card, seat) => ({ seat, bid: 'nolo', card })));
    await expect(page.getByTestId('contract')).toHaveAttribute('data-mode', 'nolo');
    await expect(page.getByTestId('contract')).toContainText('All bid black: fewer tricks score');
    await expect(page.locator('.tt-badge-declarer')).toHaveCount(0);
    const shown = await handOff(page, 'Anna');
    expect(shown.faceUp.filter((c) => c.zone === 'known').map((c) => c.card).sort()).toEqual([...bids].sort());
    await expect(page.getByText('The player left of the dealer leads. Any card.')).toBeVisible();
    await snap(page, 'tuppi-auction-nolo');
  });
});

test('bid tokens from a deal code: one person against the AI, the reveal stops at the first rami token', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const seats = [{ kind: 'human', name: 'Anna' }, ...['Bo', 'Cy', 'Di'].map((name) => ({ kind: 'ai-easy', name }))];
  await presetSettings(page, { learn: true, lastSetup: { tuppi: { seats, options: {} } } });
  const code = matchCode('tuppi', { players: 4, seed: 'TVPP1T0KENS', options: { bidMethod: 'tokens' } })!;
  await page.goto(`/#deal/${code}`);
  await expect(page.getByTestId('deal-code')).toHaveText(code);
  await page.getByTestId('deal-play').click();
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-game', 'tuppi');
  await expect(table).toHaveAttribute('data-phase', 'auction');
  // This device's seats for Tuppi, with the friend's rules: tokens.
  await expect(page.getByTestId('seat-0')).toContainText('Anna');
  expect((await tableState(page)).handLabel).toBe('Your hand');
  await expect(page.getByTestId('seat-3')).toContainText('Di');

  // Tokens, not hand cards: no card of the hand can be chosen, two token buttons instead.
  await expect(page.getByTestId('hand').locator('[data-card]')).toHaveCount(13);
  await expect(page.getByTestId('select-confirm')).toHaveCount(0);
  await expect(page.getByText('Place a red token (rami: 7+ tricks) or a black token (nolo: few tricks) face down.')).toBeVisible();
  const tokens = page.locator('[data-action*="PLACE_BID_TOKEN"]');
  await expect(tokens).toHaveText(['Rami token (red)', 'Nolo token (black)']);
  await snap(page, 'tuppi-auction-tokens');
  await page.locator(`[data-action='${JSON.stringify({ type: 'PLACE_BID_TOKEN', bid: 'rami' })}']`).click();

  await expect(table).not.toHaveAttribute('data-phase', 'auction');
  // The reveal runs from the dealer's left and stops at the first rami token: Anna's at the
  // latest. Tokens name no card.
  const dealer = Number(await page.locator('[data-testid^="seat-"]:has(.tt-badge-dealer)').getAttribute('data-seat'));
  const order = [1, 2, 3, 4].map((k) => (dealer + k) % 4);
  const shown = await revealed(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.map((b) => b.seat)).toEqual(order.slice(0, shown.length));
  expect(shown.every((b) => b.card === null)).toBe(true);
  expect(shown.slice(0, -1).every((b) => b.bid === 'nolo')).toBe(true);
  const declarer = shown[shown.length - 1];
  expect(declarer.bid).toBe('rami');
  expect(order.indexOf(declarer.seat)).toBeLessThanOrEqual(order.indexOf(0));
  await expect(page.getByTestId('contract')).toHaveAttribute('data-mode', /rami|solo/);
  await expect(page.getByTestId(`seat-${declarer.seat}`).locator('.tt-badge-declarer')).toBeVisible();
  await expect(page.locator('[data-testid="revealed-bids"] [data-card]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
