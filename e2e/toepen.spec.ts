// Toepen in the browser (rules/toepen.md): a whole match from the lobby with two people
// sharing the device and two AIs (the curtain between the people, also for stay / fold
// answers), a fixed deal with an honest exchange challenged and revealed to everyone, the
// stand / whistle signals, a knock and its answers, a refused card explained, and the
// table and rules page in Japanese.
import { expect, test, type Page } from '@playwright/test';
import {
  cardsInDom, clickRefused, handOff, importMatch, movedPast, nextMoment, presetSettings, snap, tableState, type Moment, type TableState, viewportFromEnv,
} from './helpers';
import { openSetup, startMatch } from './wholeMatch';

const act = (action: object) => `[data-action='${JSON.stringify(action)}']`;
/** People knock once per test (the AIs knock as they like): enough to see it, short matches. */
let knockOnce = true;

test.use(viewportFromEnv());

test.beforeEach(() => {
  knockOnce = true;
});



/**
 * A person's move, the way a new player might make it: keep the hand (or swap an honest
 * one), challenge every exchange, give the first signal offered, knock the first time the
 * big button is there (once per test), stay in when knocked (or fold once the stake reaches
 * `foldFrom`), and otherwise play the first playable card.
 */
/** A person's button is there at once: a click that waits longer waits for one that went away. */
const CLICK_MS = 5_000;

async function personMove(page: Page, phase: string, foldFrom = Infinity): Promise<string> {
  const bar = page.getByTestId('action-bar');
  const click = async (action: object) => {
    await bar.locator(act(action)).click({ timeout: CLICK_MS });
    return JSON.stringify(action);
  };
  switch (phase) {
    case 'exchange': return click({ type: 'PASS' });
    case 'challenge': return click({ type: 'CHALLENGE' });
    case 'signal': {
      const first = bar.locator('[data-action^=\'{"type":"SIGNAL"\']').first();
      const a = (await first.getAttribute('data-action', { timeout: CLICK_MS }))!;
      await first.click({ timeout: CLICK_MS });
      return a;
    }
    case 'knockResponse': {
      // stay while it is cheap, fold once the stake has grown
      const stake = Number(await page.getByTestId('stake').getAttribute('data-stake'));
      return click({ type: stake >= foldFrom ? 'FOLD' : 'STAY' });
    }
    case 'trickPlay': {
      const knock = page.getByTestId('knock');
      if (knockOnce && (await knock.count())) {
        knockOnce = false;
        await knock.click();
        return '{"type":"KNOCK"}';
      }
      const card = page.locator('[data-testid="hand"] button[data-card]:not([aria-disabled="true"])').first();
      const c = (await card.getAttribute('data-card'))!;
      await card.click();
      return c;
    }
    default: throw new Error(`no move for phase ${phase}`);
  }
}

/** Plays on as the people (seats in `people`, names in `names`) until `stop` or the end. */
async function playPeople(page: Page, names: string[], people: number[], stop: (m: Moment) => boolean = () => false, maxSteps = 600) {
  let moves = (await tableState(page)).moves - 1;
  const stats = { curtains: 0, curtainsForAnswers: 0, moves: 0, knocks: 0, results: 0, lost: [] as string[] };
  let lostAt = -1;
  for (let step = 0; step < maxSteps; step++) {
    const m = await nextMoment(page, people, moves);
    if (m.over || stop(m)) return stats;
    let s: TableState;
    if (m.curtain) {
      stats.curtains++;
      if (m.phase === 'knockResponse') stats.curtainsForAnswers++;
      const who = people.find((p) => m.toAct.includes(p))!;
      s = await handOff(page, names[who]);
    } else {
      s = await tableState(page);
    }
    if (m.result) {
      stats.results++;
      await page.getByTestId('hand-result').locator('button[data-action]').click();
      moves = s.moves;
      continue;
    }
    const what = await personMove(page, m.phase, 3);
    // Every click the table offers becomes a move (the flow takes a person's move also during
    // the trick pause and while the AIs are asked about a knock). Yet now and then (about one
    // run in ten, only in the signal round, cause not found) a click right after the curtain
    // does not land and leaves no message: it is logged with where the click went (LOST, in
    // the test's output) and looked at again; the same moment lost twice fails the test.
    const landed = await page.waitForFunction((n) => Number(document.querySelector<HTMLElement>('[data-testid="table"]')?.dataset.moves) > n, s.moves, { timeout: 5000 })
      .then(() => true, () => false);
    if (!landed) {
      const err = await page.getByTestId('error').or(page.getByTestId('tutor-error')).allTextContents();
      const d = await page.getByTestId('table').evaluate((e) => ({ ...(e as HTMLElement).dataset }));
      const clicks = await page.evaluate(() => (window as unknown as { __clicks?: string[] }).__clicks?.slice(-3) ?? []);
      console.log('LOST', JSON.stringify({ clicks, moment: m, what, moves: s.moves, err, table: d }));
      if (lostAt === s.moves) stats.lost.push(`${m.phase}: ${what}`);
      lostAt = s.moves;
    }
    if (what.includes('KNOCK') && landed) stats.knocks++;
    stats.moves++;
    moves = landed ? s.moves : s.moves - 1;
  }
  throw new Error('the match did not end');
}

test('a whole match: two people share the device with two AIs, from the lobby to the game-over summary', async ({ page }) => {
  test.setTimeout(90_000);
  // click by click, every lone "no signal" and forced card too (auto-play has its own spec)
  const errors = await openSetup(page, 'toepen', { learn: true, autoPlay: false });
  // 2–6 seats, 4 by default
  const count = page.getByLabel('Players');
  await expect(count).toHaveValue('4');
  await expect(count.locator('option')).toHaveText(['2', '3', '4', '5', '6']);
  await expect(page.getByTestId('preset-seed')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preset-dutch')).toBeVisible();
  // the shortest match the rules allow: 10 chips each
  const chips = page.getByTestId('option-startingChips');
  await chips.fill('10');
  await chips.blur();
  await snap(page, 'toepen-lobby');
  const seats = [{ kind: 'human', name: 'Anna' }, { kind: 'ai-easy', name: 'Bo' }, { kind: 'human', name: 'Carla' }, { kind: 'ai-easy', name: 'Di' }];
  await startMatch(page, 'toepen', seats);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'exchange');
  // the stake starts at 1 with the dealer; every seat shows 10 chips
  await expect(page.getByTestId('stake')).toHaveAttribute('data-stake', '1');
  for (const s of [0, 1, 2, 3]) await expect(page.getByTestId(`total-${s}`)).toHaveText('10');

  const names = seats.map((s) => s.name);
  // Where every click goes (capture phase), for the LOST log above.
  await page.evaluate(() => {
    const w = window as unknown as { __clicks: string[] };
    w.__clicks = [];
    document.addEventListener('click', (e) => {
      const t = e.target as HTMLElement;
      const moves = document.querySelector<HTMLElement>('[data-testid=table]')?.dataset.moves;
      w.__clicks.push(`${e.clientX},${e.clientY} ${t.tagName}.${t.className} ${t.closest('[data-action]')?.getAttribute('data-action') ?? ''} moves=${moves}`);
    }, true);
  });
  const stats = await playPeople(page, names, [0, 2]);
  expect(stats.lost, 'clicks that did not become moves, twice at the same moment').toEqual([]);
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(over).toContainText(/Winner|Winners/);
  const summary = page.getByTestId('match-summary');
  await expect(summary).toBeVisible();
  expect(Number(await summary.getAttribute('data-deals'))).toBeGreaterThan(0);
  // somebody is bankrupt: a zero in the final chips
  const finals = await Promise.all([0, 1, 2, 3].map(async (s) => Number(await page.getByTestId(`total-${s}`).textContent())));
  expect(Math.min(...finals)).toBe(0);
  // the final standings count chips, not points
  for (const s of [0, 1, 2, 3]) await expect(page.getByTestId(`final-${s}`).locator('.tt-final-score')).toHaveText(finals[s] === 1 ? '1 chip' : `${finals[s]} chips`);
  await snap(page, 'toepen-game-over');
  expect(stats.curtains).toBeGreaterThan(4);
  expect(stats.knocks).toBeLessThanOrEqual(1);
  // the AIs knock too: a person's stay / fold answer comes behind the curtain like any turn
  expect(stats.curtainsForAnswers).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

// Dealer Di (3): Anna (0), Carla (1), Bo (2), Di (3) exchange in that order and Anna leads.
// Anna holds four number cards (an honest swap) and draws the four aces; Carla holds three
// sevens (a whistle she may bluff) and no club but the K♣; every ace is Anna's.
const SEATS = [
  { kind: 'human', name: 'Anna' },
  { kind: 'human', name: 'Carla' },
  { kind: 'ai-easy', name: 'Bo' },
  { kind: 'ai-easy', name: 'Di' },
];
const DEAL = {
  hands: [
    ['10H', '9S', '8D', '7C'],
    ['7H', '7S', '7D', 'KC'],
    ['KH', 'QH', 'JH', '10S'],
    ['QS', 'JS', '9H', '8H'],
  ],
  rest: ['AS', 'AH', 'AD', 'AC', 'KS', 'KD', 'QD', 'JD', '10D', '9D', '9C', '8C', '10C', 'JC', 'QC', '8S'],
};

test('an honest exchange challenged and shown to all, signals, a knock answered behind the curtain, a refused card', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await presetSettings(page, { learn: true, autoPlay: false }); // click by click (see above)
  await page.goto('/');
  await importMatch(page, 'toepen', SEATS, { seed: 'TP-E2E-CHALLENGE', dealer: 3, deals: [DEAL] });
  const table = page.getByTestId('table');
  const names = SEATS.map((s) => s.name);
  await expect(table).toHaveAttribute('data-phase', 'exchange');

  // Anna: four number cards — the table says the swap is honest.
  let shown = await handOff(page, 'Anna');
  expect([...shown.hand].sort()).toEqual([...DEAL.hands[0]].sort());
  await expect(page.getByTestId('exchange-choice')).toContainText('All four are 10/9/8/7: an honest swap.');
  await expect(page.getByTestId('tutor-prompt')).toContainText('Only the last of the four tricks decides');
  await snap(page, 'toepen-exchange');
  await page.locator(act({ type: 'EXCHANGE' })).click();
  await movedPast(page, shown.moves);

  // Carla is asked first; behind the curtain neither hand is in the page.
  await expect(table).toHaveAttribute('data-phase', 'challenge');
  await expect(page.getByTestId('seat-0').locator('.tt-badge-exchanged')).toBeVisible();
  expect(await cardsInDom(page, [...DEAL.hands[0], ...DEAL.rest.slice(0, 4)]), 'Anna’s old and new cards behind the curtain').toEqual([]);
  shown = await handOff(page, 'Carla');
  expect(await cardsInDom(page, DEAL.hands[0]), 'the old hand before the challenge').toEqual([]);
  await expect(page.getByTestId('challenge-choice')).toContainText('Anna swapped their hand. Challenge?');
  await page.locator(act({ type: 'CHALLENGE' })).click();
  await movedPast(page, shown.moves);

  // The reveal: the four old cards face up for everyone; honest, so Carla pays 1.
  const reveal = page.getByTestId('challenge-reveal');
  await expect(reveal).toBeVisible();
  await expect(reveal).toHaveAttribute('data-payer', '1');
  await expect(reveal.locator('[data-card]')).toHaveCount(4);
  expect(await reveal.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(DEAL.hands[0]);
  await expect(page.getByTestId('challenge-verdict')).toHaveText('Honest (10/9/8/7): Carla pays 1');
  await expect(page.getByTestId('total-1')).toHaveText('19');
  await expect(page.getByTestId('chips-1')).toHaveAttribute('data-chips', '19');
  await snap(page, 'toepen-challenge-reveal');

  // Carla keeps her hand; then the AIs; the people give their signals behind the curtain.
  let moves = (await tableState(page)).moves;
  await page.locator(act({ type: 'PASS' })).click();
  await movedPast(page, moves);
  let signalled = false;
  let knocked = false;
  let refused = false;
  let answeredBehindCurtain = false;
  for (let step = 0; step < 80; step++) {
    const m = await nextMoment(page, [0, 1], moves);
    if (m.result || m.over) break;
    const who = [0, 1].find((p) => m.toAct.includes(p))!;
    const s = m.curtain ? await handOff(page, names[who]) : await tableState(page);
    moves = s.moves;
    if (m.phase === 'signal' && who === 0) {
      // four aces: standing up is the only signal allowed (and required)
      const choice = page.getByTestId('signal-choice');
      await expect(choice).toContainText('Your hand obliges you: Stand up.');
      await expect(choice.locator('[data-action]')).toHaveCount(1);
      await choice.locator(act({ type: 'SIGNAL', kind: 'stand' })).click();
      continue;
    }
    if (m.phase === 'signal' && who === 1) {
      // three sevens: a bluff whistle or no signal
      const choice = page.getByTestId('signal-choice');
      await expect(choice.locator('[data-action]')).toHaveCount(2);
      await expect(choice).toContainText('three aces (or a bluff with three sevens)');
      await snap(page, 'toepen-signals');
      await choice.locator(act({ type: 'SIGNAL', kind: 'whistle' })).click();
      signalled = true;
      continue;
    }
    if (m.phase === 'trickPlay' && who === 0 && !knocked) {
      // the revealed signals: Anna stood up, Carla whistled
      await expect(page.getByTestId('seat-1').locator('.tt-badge-signal-whistle')).toHaveText('Whistled');
      await expect(page.getByTestId('signals')).toContainText('Anna: Stand up');
      // An AI may have knocked first (no card played since): then Anna plays, and knocks later.
      const knock = page.getByTestId('knock');
      if (await knock.count()) {
        const stake = Number(await page.getByTestId('stake').getAttribute('data-stake'));
        await expect(knock).toBeVisible();
        await expect(knock).toHaveAttribute('aria-label', `Knock: raise the stake from ${stake} to ${stake + 1}; the others stay or fold`);
        await snap(page, 'toepen-play-knock');
        await knock.click();
        knocked = true;
        continue;
      }
    }
    if (m.phase === 'knockResponse' && who === 1 && !answeredBehindCurtain) {
      expect(m.curtain, 'Carla answers a knock behind the curtain').toBe(true);
      answeredBehindCurtain = true;
      const stake = Number(await page.getByTestId('stake').getAttribute('data-stake'));
      await expect(page.getByTestId('knock-pending')).toContainText(`knocked: ${stake} → ${stake + 1} if anyone stays`);
      await expect(page.getByTestId('knock-response')).toContainText('knocked. Stay or fold?');
      await expect(page.locator(act({ type: 'FOLD' }))).toContainText(`pay ${stake} now`);
      await expect(page.locator(act({ type: 'STAY' }))).toContainText(`lose the deal: pay ${stake + 1}`);
      await snap(page, 'toepen-stay-fold');
      await page.locator(act({ type: 'STAY' })).click();
      continue;
    }
    if (m.phase === 'trickPlay' && who === 1 && !refused) {
      const trick = await page.getByTestId('trick').locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
      if (trick[0]?.endsWith('H')) {
        // hearts were led and Carla holds 7♥: K♣ is refused, with the rule
        const kc = page.getByTestId('hand').locator('button[data-card="KC"]');
        await expect(kc).toHaveAttribute('aria-disabled', 'true');
        await clickRefused(kc);
        await expect(page.getByTestId('tutor-error')).toContainText('You must follow ♥');
        await expect(page.getByTestId('tutor-error')).toContainText('There are no trumps.');
        await expect(table).toHaveAttribute('data-moves', String(s.moves));
        await snap(page, 'toepen-refused');
        refused = true;
        await page.getByTestId('hand').locator('button[data-card="7H"]').click();
        continue;
      }
    }
    await personMove(page, m.phase);
  }
  expect(signalled && knocked && answeredBehindCurtain && refused).toBe(true);

  // Anna's aces take the last trick at stake 2 (or more, if an AI knocked too).
  const result = page.getByTestId('hand-result');
  await expect(result).toBeVisible();
  const breakdown = page.getByTestId('hand-breakdown');
  await expect(breakdown).toHaveAttribute('data-winner', '0');
  const stake = Number(await breakdown.getAttribute('data-stake'));
  expect(stake).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('result-row-0')).toHaveAttribute('data-after', String(20 + stake));
  // Carla stayed and lost: 20 − 1 (challenge) − the stake
  await expect(page.getByTestId('result-row-1')).toHaveAttribute('data-after', String(19 - stake));
  await expect(result).toContainText(`Anna took the last trick at stake ${stake}`);
  await snap(page, 'toepen-hand-result');
  expect(errors).toEqual([]);
});

test('Japanese: the table, its choices and the rules page use the glossary words', async ({ page }) => {
  await presetSettings(page, { learn: true, lang: 'ja' });
  await page.goto('/');
  await page.getByTestId('game-toepen').click();
  await page.getByTestId('rules-toepen').click();
  const sheet = page.getByTestId('rules-page');
  await expect(sheet.locator('h1')).toContainText('遊び方');
  await expect(sheet).toContainText('ノック');
  await expect(sheet).toContainText('降り賃');
  const text = await sheet.innerText();
  expect(text).not.toMatch(/\btoepen\.[a-zA-Z]+/);
  await snap(page, 'toepen-rules-ja');
  await page.getByTestId('rules-back').click();

  await importMatch(page, 'toepen', SEATS.map((s) => ({ ...s })), { seed: 'TP-E2E-JA', dealer: 3, deals: [DEAL] });
  await handOff(page, 'Anna');
  await expect(page.getByTestId('tutor-phase')).toHaveText('交換');
  await expect(page.locator(act({ type: 'EXCHANGE' }))).toContainText('交換する');
  await expect(page.locator(act({ type: 'PASS' }))).toContainText('交換しない');
  await expect(page.getByTestId('exchange-choice')).toContainText('4枚とも10/9/8/7:正直な交換です。');
  await expect(page.getByTestId('stake')).toContainText('賭け');
  await snap(page, 'toepen-ja-exchange');
  // A card played during the exchange round is refused, and the tutor says why, in Japanese.
  const card = page.getByTestId('hand').locator('button[data-card="10H"]');
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  await clickRefused(card);
  await expect(page.getByTestId('tutor-error')).toContainText('まだできません:手札を交換するかどうかを決めているところです。');
  await expect(page.getByTestId('tutor-error')).toContainText('まず交換、次に合図、それからトリックです。');
  await page.getByTestId('tutor-error').getByRole('button').click();
  const moves = (await tableState(page)).moves;
  await page.locator(act({ type: 'EXCHANGE' })).click();
  await movedPast(page, moves);
  await handOff(page, 'Carla');
  await expect(page.getByTestId('challenge-choice')).toContainText('Annaが手札を交換しました。ブラフ宣言しますか?');
  await expect(page.locator(act({ type: 'CHALLENGE' }))).toContainText('ブラフ宣言');
});

test('a person knocks out of turn while an AI seat is thinking, and the AIs answer it', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // The normal pace: each AI move takes most of a second, so the knock lands while one thinks.
  await presetSettings(page, { pace: 'normal' });
  await page.goto('/');
  // Dealer Anna (0): Carla (1) exchanges first and leads the first trick.
  const seats = [{ kind: 'human', name: 'Anna' }, ...SEATS.slice(1).map((s) => ({ ...s, kind: 'ai-normal' }))];
  await importMatch(page, 'toepen', seats, { seed: 'TP-E2E-OUT-OF-TURN', dealer: 0, deals: [DEAL] });
  const table = page.getByTestId('table');
  knockOnce = false; // Anna's own turns: no knock; the knock below is out of turn
  for (const end = Date.now() + 40_000; Date.now() < end;) {
    const s = await tableState(page);
    const phase = (await table.getAttribute('data-phase')) ?? '';
    if (phase === 'trickPlay' && !s.toAct.includes(0) && (await page.getByTestId('knock').count())) break;
    expect(phase, 'the first deal has not ended before Anna could knock').not.toBe('handResult');
    if (s.toAct.includes(0)) {
      // an AI may knock while Anna decides (the signal phase too): her button goes, and the
      // loop looks again
      const sent = await personMove(page, phase).then(() => true, async (e) => {
        if (Number(await table.getAttribute('data-moves')) === s.moves) throw e;
        return false;
      });
      if (sent) await movedPast(page, s.moves);
    } else {
      await page.waitForTimeout(100);
    }
  }
  const before = await tableState(page);
  await expect(table).toHaveAttribute('data-phase', 'trickPlay');
  expect(before.toAct).not.toContain(0);
  const stake = Number(await page.getByTestId('stake').getAttribute('data-stake'));
  const knock = page.getByTestId('knock');
  await expect(knock).toHaveAttribute('aria-label', `Knock: raise the stake from ${stake} to ${stake + 1}; the others stay or fold`);
  await snap(page, 'toepen-knock-out-of-turn');
  await knock.click();
  // The knock is the one next move (the thinking AI's card is abandoned), and the others answer it.
  await expect(table).toHaveAttribute('data-moves', String(before.moves + 1));
  await expect(table).toHaveAttribute('data-phase', 'knockResponse');
  // Anna is the one person at this table: the table says "you"
  await expect(page.getByTestId('knock-pending')).toContainText(`You knocked: ${stake} → ${stake + 1} if anyone stays`);
  await expect(page.getByTestId('knock')).toHaveCount(0);
  // Every AI still in the deal answers; then the play goes on (or all folded and Anna won).
  await expect(table).not.toHaveAttribute('data-phase', 'knockResponse', { timeout: 15_000 });
  if ((await table.getAttribute('data-phase')) === 'handResult') {
    await expect(page.getByTestId('hand-result')).toContainText(`Everyone folded to your knock at stake ${stake}`);
  } else {
    await expect(table).toHaveAttribute('data-phase', 'trickPlay');
    await expect(page.getByTestId('stake')).toHaveAttribute('data-stake', String(stake + 1));
  }
  expect(errors).toEqual([]);
});
