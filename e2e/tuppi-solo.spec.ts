// Tuppi's solo at a hot-seat table (rules/tuppi.md §4 SOLO_OFFER, SOLO_EXCHANGE, §5.1, §6.1,
// §4.1): after Bruno's rami, one defender declares solo and puts a card aside face down; the
// partner — handed the device behind the curtain — gives one card face down and sits out; the
// soloist plays last in every trick. Neither exchanged card, nor the partner's retired hand,
// nor any other hand may ever be in the DOM for the wrong person.
// Three people (Anna, Bruno, Carla) and one AI (Di): every decision that matters is a
// person's, so the deals below decide the outcome whatever the AI plays.
import { expect, test, type Page } from '@playwright/test';
import { cardsInDom, handOff, importMatch, movedPast, PUBLIC_ZONES, presetSettings, snap, tableState, type TableState, viewportFromEnv } from './helpers';

const SEATS = [
  { kind: 'human', name: 'Anna' },
  { kind: 'human', name: 'Bruno' },
  { kind: 'human', name: 'Carla' },
  { kind: 'ai-easy', name: 'Di' },
];
const NAMES = SEATS.map((s) => s.name);
const act = (action: object) => `[data-action='${JSON.stringify(action)}']`;
const SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const short = (card: string) => `${card.slice(0, -1)}${SYMBOL[card.slice(-1)]}`;

test.use(viewportFromEnv());

test.beforeEach(async ({ page }) => {
  // scripted click by click, forced cards too (auto-play has its own spec)
  await presetSettings(page, { learn: true, autoPlay: false });
});

/**
 * In one look: the legal cards of the hand on screen, the current trick (card and the name
 * of who played it) and the partner's and soloist's badges.
 */
async function seen(page: Page, partner: number, soloist: number) {
  return page.evaluate(([p, so]) => ({
    legal: [...document.querySelectorAll('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])')].map((e) => e.getAttribute('data-card')!),
    trick: [...document.querySelectorAll('[data-testid="trick"] .tt-trick-card')].map((e) => ({
      card: e.querySelector('[data-card]')?.getAttribute('data-card') ?? '',
      who: e.querySelector('.tt-trick-who')?.textContent ?? '',
    })),
    badges: [
      document.querySelector(`[data-testid="seat-${p}"] .tt-badge-out`)?.textContent,
      document.querySelector(`[data-testid="seat-${so}"] .tt-badge-soloist`)?.textContent,
    ],
  }), [partner, soloist]);
}

/** Choose `card` in the hand, then confirm the action the confirm button then carries. */
async function chooseAndConfirm(page: Page, card: string, action: object, label: string, shot?: string) {
  const before = await tableState(page);
  await page.getByTestId('hand').locator(`button[data-card="${card}"]`).click();
  const confirm = page.getByTestId('select-confirm');
  await expect(confirm).toHaveAttribute('data-action', JSON.stringify(action));
  await expect(confirm).toHaveText(label);
  if (shot) await snap(page, shot);
  await confirm.click();
  await movedPast(page, before.moves);
}

/**
 * Dealer Anna: the reveal starts at Bruno, whose red card makes him the declarer at once;
 * Anna's and Carla's black cards (and Di's bid) are never shown.
 */
async function auction(page: Page, bids: [string, string, string]) {
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'auction');
  for (const [seat, card] of bids.entries()) {
    await handOff(page, NAMES[seat]);
    expect(await cardsInDom(page, bids.slice(0, seat)), 'earlier bid cards').toEqual([]);
    await chooseAndConfirm(page, card, { type: 'PLACE_AUCTION_CARD', card }, `Bid ${short(card)} face down`);
  }
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'soloOffer');
  await expect(page.getByTestId('contract')).toHaveAttribute('data-mode', 'rami');
  await expect(page.getByTestId('seat-1').locator('.tt-badge-declarer')).toBeVisible();
  await expect(page.locator('[data-testid="revealed-bids"] [data-seat]')).toHaveCount(1);
  await expect(page.locator('[data-testid="revealed-bids"] [data-seat="1"] [data-card]')).toHaveAttribute('data-card', bids[1]);
  expect(await cardsInDom(page, [bids[0], bids[2]]), 'the defenders’ bids stay face down').toEqual([]);
}

/**
 * Play the solo out. Persons are handed the device as their turns come; whenever it is the
 * soloist's turn the two cards of the rami pair already lie on the felt (the soloist always
 * plays last) and the partner never plays. At every step the page shows no card but the
 * viewer's own hand and the public ones, and none of `secret`. `pick` chooses the soloist's
 * card; the others play their first legal card.
 */
async function playSolo(page: Page, soloist: number, hands: string[][], secret: readonly string[],
  pick: (legal: string[], trick: string[]) => string) {
  const partner = (soloist + 2) % 4;
  const people = SEATS.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
  let plays = 0;
  let moves = (await tableState(page)).moves - 1;
  for (let step = 0; step < 100; step++) {
    // Wait for the next moment a person is needed: the curtain, their turn, or the result.
    const now = await (await page.waitForFunction(([humans, after]) => {
      const d = document.querySelector<HTMLElement>('[data-testid="table"]')?.dataset ?? {};
      if (Number(d.moves) <= after) return false;
      const curtain = document.querySelector('[data-testid="handoff"]') !== null;
      const result = document.querySelector('[data-testid="hand-result"]') !== null;
      const turn = d.viewer !== '' && d.viewer === d.toAct && humans.includes(Number(d.toAct));
      return (curtain || result || turn) && { curtain, result, toAct: Number(d.toAct) };
    }, [people, moves] as const)).jsonValue() as { curtain: boolean; result: boolean; toAct: number };
    expect(await cardsInDom(page, secret), 'the solo discard and the partner’s retired cards').toEqual([]);
    if (now.result) return plays;
    expect(now.toAct).not.toBe(partner);
    const s: TableState = now.curtain ? await handOff(page, NAMES[now.toAct]) : await tableState(page);
    if (now.curtain) expect(await cardsInDom(page, secret)).toEqual([]);
    expect(s.faceUp.filter((c) => c.zone !== 'hand' && !PUBLIC_ZONES.includes(c.zone)), 'cards outside hand and public zones').toEqual([]);
    expect(hands[s.viewer!], 'the hand shown is the viewer’s').toEqual(expect.arrayContaining(s.hand));
    const seat = s.toAct[0];
    const v = await seen(page, partner, soloist);
    expect(v.badges, 'the partner sits out, the soloist plays solo').toEqual(['Sits out', 'Solo']);
    let card = v.legal[0];
    if (seat === soloist) {
      expect(v.trick.map((t) => t.who).sort(), 'the rami pair plays first, the soloist last')
        .toEqual([NAMES[(soloist + 1) % 4], NAMES[(soloist + 3) % 4]].sort());
      card = pick(v.legal, v.trick.map((t) => t.card));
      plays++;
    }
    await page.getByTestId('hand').locator(`button[data-card="${card}"]`).click();
    moves = s.moves;
    hands[seat] = hands[seat].filter((c) => c !== card);
  }
  throw new Error('the solo did not end');
}

test('solo with the blind exchange between two people: the soloist takes no trick, +24', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Dealer Anna (0): the reveal runs Bruno, Carla, Di, Anna. Anna holds every ace, two and
  // three (the lowest cards in solo) and 4♠; Carla the fours to sevens; Bruno and Di
  // everything above, so Anna cannot win a trick once Carla has handed her a four.
  const deal = {
    hands: [
      ['AS', '2S', '3S', '4S', 'AH', '2H', '3H', 'AD', '2D', '3D', 'AC', '2C', '3C'],
      ['KS', 'QS', 'JS', 'KH', 'QH', 'JH', '10H', 'KD', 'QD', '9D', 'KC', 'QC', '8C'],
      ['4H', '4D', '4C', '5S', '5H', '5D', '5C', '6S', '6H', '6D', '6C', '7S', '7H'],
      ['10S', '9S', '8S', '9H', '8H', 'JD', '10D', '8D', '7D', 'JC', '10C', '9C', '7C'],
    ],
  };
  await page.goto('/');
  await importMatch(page, 'tuppi', SEATS, { seed: 'TVPP1S0L0A', dealer: 0, deals: [deal] });
  await auction(page, ['2S', '10H', '5S']);

  // The solo offer: Carla (declarer's left) first — she declines; then Anna takes the solo.
  let shown = await handOff(page, 'Carla');
  await expect(page.getByRole('group', { name: 'Bruno bid rami. Play solo?' })).toBeVisible();
  await page.locator(act({ type: 'PASS' })).click();
  await movedPast(page, shown.moves);
  shown = await handOff(page, 'Anna');
  await page.locator(act({ type: 'DECLARE_SOLO' })).click();
  await movedPast(page, shown.moves);

  // Anna puts 4♠ aside face down (she could keep her cards instead).
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'soloDiscard');
  await expect(page.getByTestId('contract')).toContainText('Anna must take no trick (aces low)');
  await expect(page.locator(act({ type: 'PASS' }))).toHaveText('Keep my cards (no exchange)');
  await expect(page.getByTestId('select-confirm')).toHaveText('Choose 1 card to put aside');
  await chooseAndConfirm(page, '4S', { type: 'DISCARD', cards: ['4S'] }, 'Put 4♠ aside', 'tuppi-solo-discard');

  // Hand-off to Carla: the discard is in nobody's view, not even behind the curtain.
  await expect(table).toHaveAttribute('data-phase', 'soloGive');
  expect(await cardsInDom(page, ['4S']), 'the discard behind the curtain').toEqual([]);
  await snap(page, 'tuppi-solo-curtain');
  shown = await handOff(page, 'Carla');
  expect([...shown.hand].sort()).toEqual([...deal.hands[2]].sort());
  expect(await cardsInDom(page, deal.hands[0]), 'Anna’s cards in Carla’s view').toEqual([]);
  await expect(page.getByTestId('select-confirm')).toHaveText('Choose 1 card to give your partner');
  await chooseAndConfirm(page, '4H', { type: 'GIVE', card: '4H' }, 'Give 4♥ to the soloist', 'tuppi-solo-give');

  // Carla sits out with her cards face down; her gift is out of sight until Anna looks.
  await expect(table).toHaveAttribute('data-phase', 'trickPlay');
  await expect(page.getByTestId('seat-2').locator('.tt-badge-out')).toHaveText('Sits out');
  const retired = deal.hands[2].filter((c) => c !== '4H');
  const secret = ['4S', ...retired];
  const hands = [[...deal.hands[0].filter((c) => c !== '4S'), '4H'], [...deal.hands[1]], [], [...deal.hands[3]]];
  // Bruno, the declarer, leads: the exchanged cards are not on his screen either.
  await handOff(page, 'Bruno');
  expect(await cardsInDom(page, ['4H', ...secret]), 'the exchanged cards in the declarer’s view').toEqual([]);
  await expect(page.getByText('The declarer leads; the soloist always plays last.')).toBeVisible();
  const lead = 'KS';
  await page.getByTestId('hand').locator(`button[data-card="${lead}"]`).click();
  hands[1] = hands[1].filter((c) => c !== lead);
  // Di follows, then the device goes to Anna, who now holds Carla's 4♥ instead of her 4♠.
  shown = await handOff(page, 'Anna');
  expect([...shown.hand].sort()).toEqual([...hands[0]].sort());
  expect(await cardsInDom(page, secret)).toEqual([]);
  await snap(page, 'tuppi-solo-play');

  // Thirteen tricks, Anna last in each, none of them hers.
  const plays = await playSolo(page, 0, hands, secret, (legal) => legal[0]);
  expect(plays).toBe(13);
  const breakdown = page.getByTestId('hand-breakdown');
  await expect(breakdown).toHaveAttribute('data-mode', 'solo');
  await expect(breakdown).toHaveAttribute('data-side', '0');
  await expect(breakdown).toHaveAttribute('data-points', '24');
  await expect(page.getByTestId('hand-result')).toContainText('Anna & Carla score 24');
  await expect(page.getByTestId('team-scores')).toHaveAttribute('data-ns', '24');
  await expect(page.getByText('Anna played solo and took no trick: 24 for their side.').first()).toBeVisible();
  await snap(page, 'tuppi-solo-result');
  // The hand's history tells the exchange without naming a card that stayed face down.
  await page.getByTestId('hand-result').getByTestId('history-open').click();
  await expect(page.getByTestId('history')).toContainText('Carla gave Anna a card face down.');
  expect(await cardsInDom(page, secret), 'face-down cards in the history').toEqual([]);
  expect(errors).toEqual([]);
});

test('solo without exchange: the soloist takes the first trick and the hand stops at once, +24 to the rami pair', async ({ page }) => {
  // Dealer Anna (0): the reveal starts at Bruno. Carla holds all four kings (the highest
  // cards in solo) and low cards of every suit, so she wins the first trick whatever is led.
  const deal = {
    hands: [
      ['4S', '5S', '6S', '4H', '5H', '6H', '4D', '5D', '6D', '5C', '6C', '7S', '7H'],
      ['AS', 'AH', 'AD', 'AC', 'QS', 'QH', 'QD', 'QC', 'JS', '10H', '9D', '8C', '7D'],
      ['KS', 'KH', 'KD', 'KC', '2S', '3S', '2H', '3H', '2D', '3D', '2C', '3C', '4C'],
      ['10S', '9S', '8S', 'JH', '9H', '8H', 'JD', '10D', '8D', 'JC', '10C', '9C', '7C'],
    ],
  };
  await page.goto('/');
  await importMatch(page, 'tuppi', SEATS, { seed: 'TVPP1S0L0B', dealer: 0, deals: [deal] });
  await auction(page, ['4S', '10H', '2S']);

  // Carla is asked first and plays solo; Anna is never asked and sits out.
  const shown = await handOff(page, 'Carla');
  await page.locator(act({ type: 'DECLARE_SOLO' })).click();
  await movedPast(page, shown.moves);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'soloDiscard');
  await expect(page.getByTestId('contract')).toHaveAttribute('data-mode', 'solo');
  await expect(page.getByTestId('contract')).toContainText('Carla must take no trick (aces low)');
  await page.locator(act({ type: 'PASS' })).click();

  await expect(table).toHaveAttribute('data-phase', 'trickPlay');
  await expect(page.getByTestId('seat-0').locator('.tt-badge-out')).toHaveText('Sits out');
  const hands = [[], [...deal.hands[1]], [...deal.hands[2]], [...deal.hands[3]]];
  const plays = await playSolo(page, 2, hands, deal.hands[0],
    (legal, trick) => legal.find((c) => c[0] === 'K' && c.slice(-1) === trick[0].slice(-1)) ?? legal[0]);
  expect(plays).toBe(1);
  const breakdown = page.getByTestId('hand-breakdown');
  await expect(breakdown).toHaveAttribute('data-mode', 'solo');
  await expect(breakdown).toHaveAttribute('data-side', '1');
  await expect(breakdown).toHaveAttribute('data-points', '24');
  await expect(page.getByTestId('hand-result')).toContainText('Bruno & Di score 24');
  await expect(page.getByTestId('team-scores')).toHaveAttribute('data-ew', '24');
  await expect(page.getByText('Carla took a trick in solo: 24 for Bruno & Di.').first()).toBeVisible();
  await snap(page, 'tuppi-solo-lost');
});

// In the simultaneous auction the curtain names the person the table waits for (Carla), not
// the first seat to act (the AI Bo) — the UI once named status().toAct[0].
test('two people and two AIs: the auction curtain names the next person, not an AI', async ({ page }) => {
  const seats = [{ kind: 'human', name: 'Anna' }, { kind: 'ai-easy', name: 'Bo' }, { kind: 'human', name: 'Carla' }, { kind: 'ai-easy', name: 'Di' }];
  await page.goto('/');
  await importMatch(page, 'tuppi', seats, { seed: 'TVPP1S0L0C', dealer: 0 });
  const shown = await handOff(page, 'Anna');
  const card = await page.getByTestId('hand').locator('button[data-card]:not([aria-disabled="true"])').first().getAttribute('data-card');
  await page.getByTestId('hand').locator(`button[data-card="${card}"]`).click();
  await page.getByTestId('select-confirm').click();
  await movedPast(page, shown.moves);
  await expect(page.getByTestId('handoff')).toContainText('Carla', { timeout: 2000 });
});
