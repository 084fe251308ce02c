// Queen's Dungeon in the browser (rules/queens-dungeon.md): a whole match from the lobby with
// two people sharing the device and two AIs (the curtain hides every private card; the dealer
// names the trump before seeing a card), the statistics after it; fixed positions imported
// from game files for the moments that matter: the blind trump with its prompt and hint, a
// refused card explained, two queens and the trump change, three queens and the dungeon's two
// totals, the deal’s result; the presets, a reload, undo, the hand history, the deal
// code with its seat count, and the rules page, in English and Japanese.
// With E2E_SHOTS=<dir> (and E2E_VIEWPORT=360x640 for the phone) it saves its screenshots.
import { expect, test, type Page } from '@playwright/test';
import type { Action, Card, Deal, Match, Seat } from '../src/engine';
import { applyAction, legalActions, newMatch, status } from '../src/engine';
import { exampleDeal } from '../src/engine/games/queens-dungeon/testDriver';
import {
  cardsInDom, clickRefused, expectRefused, handCards, importPlayed, moveCount, movedPast, presetSettings, snap as snapNow, toAct, viewportFromEnv,
} from './helpers';
import { expectCountedOnce, openSetup, startMatch, walkMatch } from './wholeMatch';

const GAME = 'queens-dungeon';
const act = (action: object) => `[data-action='${JSON.stringify(action)}']`;
const playable = '[data-testid="hand"] button[data-card]:not([aria-disabled="true"])';
/** A score as the table writes it: −40, 120. */
const num = (n: number) => (n < 0 ? `−${-n}` : String(n));

test.use(viewportFromEnv());

/** The hint, asked for (on a phone the tutor's hint lies under "More"). */
async function askHint(page: Page) {
  if (!(await page.getByTestId('hint').isVisible())) await page.getByTestId('tutor-fold').click();
  await page.getByTestId('hint').click();
}

/** A screenshot (E2E_SHOTS) once the hand has settled into its final layout after a table opens. */
async function snap(page: Page, name: string) {
  if (!process.env.E2E_SHOTS) return;
  await page.waitForTimeout(700);
  await snapNow(page, name);
}

// ---------------------------------------------------------------------------------------------
// Positions made with the engine and opened from a game file

function step(m: Match, seat: Seat, action: Action): Match {
  const r = applyAction(m, seat, action);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${r.error.code}`);
  return r.match;
}

/** "n: X" steps: a card, `T=H` for a trump, an option name for a dungeon choice. */
function run(m: Match, script: string): Match {
  for (const part of script.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [seat, what] = part.split(':').map((x) => x.trim());
    const action: Action = what.startsWith('T=') ? { type: 'CHOOSE_TRUMP', suit: what.slice(2) }
      : /^[A-Z]+_[A-Z0-9]+$|^ZERO$/.test(what) ? { type: 'DUNGEON_CHOICE', option: what } : { type: 'PLAY', card: what };
    m = step(m, Number(seat), action);
  }
  return m;
}

/** Plays on (trumps: the first suit; cards: the first legal one; events: the first option) until `stop`. */
function playUntil(m: Match, stop: (m: Match) => boolean): Match {
  for (let i = 0; i < 400 && !stop(m) && !status(m).over; i++) {
    const seat = status(m).toAct[0];
    m = step(m, seat, legalActions(m, seat)[0]);
  }
  return m;
}

/**
 * A deal of the whole pack, shuffled by `seed`, with `named` cards moved to their seats (each
 * swapped with a card of that seat that is not named): a hand as a real deal gives one.
 */
function dealWith(seed: number, named: Partial<Record<Seat, Card[]>>): Deal {
  const pack = ['C', 'D', 'H', 'S'].flatMap((s) => ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => `${r}${s}` as Card));
  let x = seed;
  for (let i = pack.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const j = x % (i + 1);
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  const hands = [0, 1, 2, 3].map((s) => pack.slice(s * 13, s * 13 + 13));
  const all = Object.values(named).flat();
  for (const [seat, cards] of Object.entries(named)) {
    for (const card of cards ?? []) {
      const from = hands.findIndex((h) => h.includes(card));
      const to = Number(seat);
      if (from === to) continue;
      const swap = hands[to].findIndex((c) => !all.includes(c));
      hands[from][hands[from].indexOf(card)] = hands[to][swap];
      hands[to][swap] = card;
    }
  }
  return { hands, rest: [] };
}

// QD-4 of §8 run as trick 1: dealer P0 (Anna), trump ♥; P1 Q♣, P2 Q♦, P3 A♣, P0 5♣ (Anna holds other clubs too):
// two queens, P1 wins and Anna must change trump.
const QD4: Deal = dealWith(7, { 0: ['5C', '9C', 'JC', 'AH'], 1: ['QC', '4H'], 2: ['QD', '3S'], 3: ['AC', '6H'] });
// A second deal (dealer P1, trump ♥, P2 leads): P2 2♣, P3 (Anna) Q♣ tops the clubs, P0 Q♦, P1 Q♠: three queens.
const DUNGEON: Deal = dealWith(11, { 2: ['2C'], 3: ['QC', 'KC', 'AH'], 0: ['QD'], 1: ['QS'] });

const ONE = (name = 'Anna') => [{ kind: 'human', name }, { kind: 'ai-easy', name: 'Bo' }, { kind: 'ai-easy', name: 'Carla' }, { kind: 'ai-easy', name: 'Di' }];

/** A fresh match whose cut makes seat 0 the first dealer (the person names the trump blind). */
function dealtToSeat0(): Match {
  for (let i = 0; ; i++) {
    const m = newMatch(GAME, { players: 4, seed: `QD-E2E-CUT-${i}`, options: { targetScore: 300 } });
    if (status(m).toAct[0] === 0) return m;
  }
}

async function open(page: Page, seats: { kind: string; name: string }[], match: Match) {
  await page.goto('/');
  await importPlayed(page, seats, match);
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', GAME);
}

// ---------------------------------------------------------------------------------------------
// A whole match, as people play it

/** A person's move: the first suit offered, the better dungeon option, else the first playable card. */
async function personMove(page: Page, phase: string): Promise<void> {
  const bar = page.getByTestId('action-bar');
  switch (phase) {
    case 'chooseTrump':
    case 'trumpChange':
      await bar.locator('[data-action^=\'{"type":"CHOOSE_TRUMP"\']').first().click();
      return;
    case 'dungeonChoice':
    case 'keyChoice': {
      const better = bar.locator('[data-testid="dungeon-choice"] .tt-primary[data-action]');
      await ((await better.count()) ? better : bar.locator('[data-action^=\'{"type":"DUNGEON_CHOICE"\']').first()).click();
      return;
    }
    case 'trickPlay':
      await page.locator(playable).first().click();
      return;
    default: throw new Error(`no move for phase ${phase}`);
  }
}

for (const players of [4, 3]) {
  test(`a whole match at ${players} seats: two people share the device with the AIs, from the lobby to the statistics`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = await openSetup(page, GAME, { learn: true, autoPlay: false });
    // 3 or 4 seats, 4 by default; the standard preset chosen
    const count = page.getByLabel('Players');
    await expect(count).toHaveValue('4');
    await expect(count.locator('option')).toHaveText(['3', '4']);
    await count.selectOption(String(players));
    await expect(page.getByTestId('preset-standard')).toHaveAttribute('aria-pressed', 'true');
    // a short match: the target down to 100
    const target = page.getByTestId('option-targetScore');
    await target.fill('100');
    await target.blur();
    await expect(target).toHaveValue('100');
    await snap(page, 'qd-lobby');
    const seats = [{ kind: 'human', name: 'Anna' }, { kind: 'ai-easy', name: 'Bo' }, { kind: 'human', name: 'Carla' }, { kind: 'ai-easy', name: 'Di' }].slice(0, players);
    await startMatch(page, GAME, seats);
    // the deal code carries the table size (the game is played at 3 or 4 seats)
    await expect(page.getByTestId('table-deal-code')).toHaveText(new RegExp(`^QD1-[0-9A-Z]+-${players}[0-9A-Z]+$`));

    const counts = await walkMatch(page, {
      seats,
      move: (m) => personMove(page, m.phase),
      atTurn: async (m, s) => {
        if (m.phase !== 'chooseTrump') return;
        // the dealer names the trump before a card is dealt: no hand on the screen
        expect(s.hand, 'the dealer sees no card before naming the trump').toEqual([]);
        await expect(page.getByTestId('trump-choice')).toBeVisible();
        await expect(page.getByTestId('trump')).toHaveAttribute('data-suit', '');
      },
      atResult: () => expect(page.getByTestId('hand-breakdown')).toBeVisible(),
    });
    const over = page.getByTestId('game-over');
    await expect(over).toBeVisible();
    await expect(over).toContainText(/Winner|Winners|win the match/);
    const summary = page.getByTestId('match-summary');
    await expect(summary).toBeVisible();
    expect(Number(await summary.getAttribute('data-deals'))).toBeGreaterThan(0);
    const finals = await Promise.all(seats.map((_, s) => s).map(async (s) => Number((await page.getByTestId(`total-${s}`).textContent())!.replace('−', '-'))));
    expect(Math.max(...finals)).toBeGreaterThanOrEqual(100);
    await snap(page, `qd-game-over-${players}`);
    expect(counts.curtains).toBeGreaterThan(4);
    expect(counts.turns).toBeGreaterThan(10);
    await expectCountedOnce(page, GAME, errors);
  });
}

// ---------------------------------------------------------------------------------------------
// Fixed moments

test('the blind trump: the dealer sees no card, the tutor says why, the hint names any suit; the cut shows who deals', async ({ page }) => {
  await presetSettings(page, { learn: true });
  await open(page, ONE(), dealtToSeat0());
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'chooseTrump');
  await expect(table).toHaveAttribute('data-to-act', '0');
  expect(await handCards(page)).toEqual([]);
  // not one card of the deal on the page, by face, name or label
  const pack = ['C', 'D', 'H', 'S'].flatMap((s) => ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => `${r}${s}`));
  expect(await cardsInDom(page, pack)).toEqual([]);
  await expect(page.getByTestId('tutor-prompt')).toHaveText('You are the dealer: pick the trump suit now, before you see your cards. Later you must win 5 tricks or lose 50 points.');
  await expect(page.getByTestId('tutor-phase')).toHaveText('Trump before the deal');
  await expect(page.getByTestId('cut')).toContainText('You drew the highest card and deal.');
  const choice = page.getByTestId('trump-choice');
  await expect(choice).toContainText('You have not seen your new cards');
  await expect(choice.locator('[data-action]')).toHaveCount(4);
  await expect(page.getByTestId('trump')).toHaveAttribute('aria-label', /No trump yet/);
  await askHint(page);
  await expect(page.getByTestId('hint-text')).toContainText('No card has been dealt yet, so every suit is as good as another');
  await snap(page, 'qd-blind-trump');
  const moves = await moveCount(page);
  await page.locator(act({ type: 'CHOOSE_TRUMP', suit: 'S' })).click();
  await movedPast(page, moves);
  // dealt now: the trump in force on the felt, the contract with the dealer, thirteen cards
  await expect(page.getByTestId('trump')).toHaveAttribute('data-suit', 'S');
  await expect(page.getByTestId('contract')).toHaveAttribute('data-contract', '5');
  await expect(page.getByTestId('contract')).toHaveAttribute('data-dealer', '0');
  await expect.poll(async () => (await handCards(page)).length).toBe(13);
  // the trumps lie first in the hand, the queen of trumps on top
  const hand = await handCards(page);
  const spades = hand.filter((c) => c.endsWith('S'));
  expect(hand.slice(0, spades.length)).toEqual(spades);
  // §4.1: gathered tricks lie face down; the history replays scored deals only (QD-10)
  await expect(page.getByTestId('history-panel-open')).toHaveCount(0);
});

test('a refused card is explained: must follow, must trump (with the suit named), in English and Japanese', async ({ page }) => {
  await presetSettings(page, { learn: true });
  // QD-7 of §8: trump ♠, P1 leads 7♥; Anna (P2) has no heart but holds spades: she must trump (or play a queen).
  const deal = exampleDeal({ 0: ['AS'], 1: ['7H'], 2: ['4C', '9S', '10S', 'QD'], 3: ['8H'] }, { 2: 'H' });
  const m = run(newMatch(GAME, { players: 4, seed: 'QD-E2E-TRUMP', dealer: 0, deals: [deal] }), '0: T=S, 1: 7H');
  const seats = [{ kind: 'ai-easy', name: 'Bo' }, { kind: 'ai-easy', name: 'Carla' }, { kind: 'human', name: 'Anna' }, { kind: 'ai-easy', name: 'Di' }];
  await open(page, seats, m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-to-act', '2');
  await expect(page.getByTestId('hand').locator('button[data-card="QD"]')).not.toHaveAttribute('aria-disabled', 'true');
  const moves = await expectRefused(page, '4C', [
    'You have no ♥: you must play a trump (♠ Spades) or a queen.',
    'When you cannot follow suit you must play a trump if you hold one.',
  ]);
  await expect(page.getByTestId('tutor-prompt')).toContainText('7♥ was led: follow ♥ if you can; if you can’t, you must play a trump (♠).');
  await snap(page, 'qd-refused');
  // a trump is taken; the trick goes on
  await page.getByTestId('hand').locator('button[data-card="9S"]').click();
  await movedPast(page, moves);

  // Japanese: the same refusal, the suit named in Japanese
  await page.evaluate(() => {
    const key = 'trick-table/settings';
    const s = JSON.parse(localStorage.getItem(key)!);
    s.state.lang = 'ja';
    localStorage.setItem(key, JSON.stringify(s));
  });
  await page.goto('/');
  await importPlayed(page, seats, m);
  await clickRefused(page.getByTestId('hand').locator('button[data-card="4C"]'));
  await expect(page.getByTestId('tutor-error')).toContainText('♥がないので、切り札(♠スペード)かクイーンを出さなければなりません。');
  await expect(page.getByTestId('tutor-phase')).toHaveText('トリック');
  await expect(page.getByTestId('tutor-prompt')).toContainText('7♥がリードされました。');
});

test('two queens in one trick: the dealer must change trump; the old trump is not offered, the change is shown and announced', async ({ page }) => {
  await presetSettings(page, { learn: true });
  const m = run(newMatch(GAME, { players: 4, seed: 'QD-E2E-CHANGE', dealer: 0, deals: [QD4] }), '0: T=H, 1: QC, 2: QD, 3: AC, 0: 5C');
  await open(page, ONE(), m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'trumpChange');
  await expect(page.getByTestId('qd-event')).toHaveText('Two queens in one trick: you must change trump.');
  const choice = page.getByTestId('trump-change');
  await expect(choice).toContainText('♥ is trump now; the new one applies from the next trick.');
  await expect(choice.locator('[data-action]')).toHaveCount(3);
  await expect(page.locator(act({ type: 'CHOOSE_TRUMP', suit: 'H' }))).toHaveCount(0);
  await expect(page.getByTestId('tutor-prompt')).toContainText('you must switch trump from ♥ to a different suit');
  // the trick is explained with the trump that was in force for it
  await expect(page.getByTestId('tutor-trick')).toContainText('No trump was played: Q♣ (Bo) is the highest ♣. Q♦: a queen of another suit wins nothing.');
  await snap(page, 'qd-trump-change');
  const moves = await moveCount(page);
  await page.locator(act({ type: 'CHOOSE_TRUMP', suit: 'S' })).click();
  await movedPast(page, moves);
  const trump = page.getByTestId('trump');
  await expect(trump).toHaveAttribute('data-suit', 'S');
  await expect(trump).toHaveAttribute('data-changes', '1');
  await expect(page.getByTestId('trump-new')).toHaveText('New from trick 2');
  await expect(trump).toHaveAttribute('aria-label', 'Trump: ♠ Spades, changed from trick 2 (this deal: ♥ → ♠).');
  await snap(page, 'qd-trump-changed');
});

/** Deal 1 played out by the engine, then DUNGEON's first trick: Anna (P3) takes three queens. */
function dungeonMoment(): Match {
  let m = newMatch(GAME, { players: 4, seed: 'QD-E2E-DUNGEON', dealer: 0, options: { targetScore: 1000 }, deals: [QD4, DUNGEON] });
  m = playUntil(m, (x) => status(x).phase === 'handResult');
  m = step(m, 0, { type: 'NEXT_HAND' });
  return run(m, '1: T=H, 2: 2C, 3: QC, 0: QD, 1: QS');
}

test('three queens: to the dungeon, both totals shown, the better one marked, the tutor warns when the worse is taken; the result sheet breaks the deal down', async ({ page }) => {
  await presetSettings(page, { learn: true });
  const m = dungeonMoment();
  const seats = [{ kind: 'ai-easy', name: 'Bo' }, { kind: 'ai-easy', name: 'Carla' }, { kind: 'ai-easy', name: 'Di' }, { kind: 'human', name: 'Anna' }];
  await open(page, seats, m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'dungeonChoice');
  const st = status(m);
  const low = Math.min(...(m.state as { totalsAtDealStart: number[] }).totalsAtDealStart);
  const cur = st.totals[3];
  const choice = page.getByTestId('dungeon-choice');
  await expect(choice).toContainText(`Your total is ${num(cur)}; the lowest total when this deal began was ${num(low)}.`);
  const lower = page.getByTestId('option-MATCH_LOWEST');
  const minus = page.getByTestId('option-MINUS_100');
  await expect(lower).toContainText(`your total ${num(cur)} → ${num(low)}`);
  await expect(minus).toContainText(`your total ${num(cur)} → ${num(cur - 100)}`);
  const better = low >= cur - 100 ? lower : minus;
  await expect(better).toHaveClass(/tt-primary/);
  await expect(page.getByTestId('qd-event')).toHaveText('Three queens: you go to the dungeon.');
  await expect(page.getByTestId('tutor-prompt')).toContainText('you’re sent to the dungeon');
  await snap(page, 'qd-dungeon');
  // Anna takes the worse option: the tutor says what it cost
  expect(low, 'the two options differ').not.toBe(cur - 100);
  const worse = better === lower ? minus : lower;
  const kept = Math.min(low, cur - 100);
  let moves = await moveCount(page);
  await worse.click();
  await movedPast(page, moves);
  await expect(page.getByTestId('tutor-note')).toHaveText(
    `Your dungeon choice left you at ${num(kept)}; the other one would have left ${num(Math.max(low, cur - 100))}, ${Math.abs(low - (cur - 100))} more. Next time, take the smaller loss.`);
  await snap(page, 'qd-dungeon-worse');
  await expect(page.getByTestId('seat-3').locator('.tt-badge-dungeon')).toBeVisible();
  await expect(page.getByTestId('total-3')).toHaveText(num(kept));

  // Anna plays the deal out (the first playable card each time) to its result.
  for (let i = 0; i < 60 && !(await page.getByTestId('hand-result').isVisible()); i++) {
    if ((await toAct(page)).includes(3) && (await page.locator(playable).count())) {
      moves = await moveCount(page);
      await page.locator(playable).first().click();
      await movedPast(page, moves);
    } else await page.waitForTimeout(50);
  }
  const result = page.getByTestId('hand-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('hand-breakdown')).toHaveAttribute('data-dealer', '1');
  const row = page.getByTestId('result-row-3');
  await expect(row).toHaveAttribute('data-dungeon', String(kept - cur));
  await expect(result).toContainText('Dungeon');
  await expect(result.locator('.tt-explain-list')).toContainText('You went to the dungeon in trick 1');
  await snap(page, 'qd-hand-result');
  // the hand history: the trump named, the dungeon, and trick 1 with why its winner won it
  await page.getByTestId('history-open').click();
  const history = page.getByTestId('history');
  await expect(history).toBeVisible();
  await expect(history.locator('.tt-hh-notes')).toContainText('Carla named ♥ trump before the deal.');
  await expect(history.locator('.tt-hh-notes')).toContainText('You went to the dungeon');
  await history.locator('.tt-hh-list button').first().click();
  await expect(page.getByTestId('history-trick')).toHaveText(/Trick 1 of 13/);
  await expect(page.getByTestId('history-why')).toContainText('No trump was played: your Q♣ is the highest ♣. Q♦, Q♠: a queen of another suit wins nothing.');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
});

test('mid-trick: the queens warning, a reload resumes the match, undo takes a card back', async ({ page }) => {
  await presetSettings(page, { learn: true, autoPlay: false });
  const m = run(newMatch(GAME, { players: 4, seed: 'QD-E2E-MID', dealer: 0, deals: [QD4] }), '0: T=H, 1: QC, 2: QD, 3: AC');
  await page.goto('/');
  await importPlayed(page, ONE(), m, true);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-to-act', '0');
  await expect(page.getByTestId('queens-warning')).toHaveText('Two queens in this trick: a third sends its winner to the dungeon.');
  await expect(page.getByTestId('tutor-prompt')).toContainText('Careful: two queens lie in this trick already, and a third');
  await expect(page.getByTestId('trick-no')).toHaveText('Trick 1/13');
  await snap(page, 'qd-mid-trick');
  const before = await handCards(page);
  // a reload comes back to the same table and hand
  await page.reload();
  await expect(table).toBeVisible();
  await expect.poll(() => handCards(page)).toEqual(before);
  // play a card, then undo it
  const moves = await moveCount(page);
  await page.locator('[data-testid="hand"] button[data-card="5C"]').click();
  await movedPast(page, moves);
  const undo = page.getByTestId('undo');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(table).toHaveAttribute('data-moves', String(moves));
  await expect(table).toHaveAttribute('data-phase', 'trickPlay');
  await expect.poll(() => handCards(page)).toEqual(before);
});

test('presets fill the rule settings; three players take out the chosen two', async ({ page }) => {
  await presetSettings(page);
  await page.goto('/');
  await page.getByTestId(`game-${GAME}`).click();
  await page.getByTestId('preset-short').click();
  await expect(page.getByTestId('preset-short')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('option-targetScore')).toHaveValue('250');
  await page.getByTestId('preset-gamefarm').click();
  await expect(page.getByTestId('option-firstLead')).toHaveValue('dealer');
  await page.getByTestId('preset-freeDiscard').click();
  await expect(page.getByTestId('option-mustTrump')).not.toBeChecked();
  await page.getByTestId('preset-standard').click();
  await expect(page.getByTestId('option-mustTrump')).toBeChecked();
  await expect(page.getByTestId('option-targetScore')).toHaveValue('500');
  // three players, the 2♦ out: 17 cards each once the trump is named
  await page.getByLabel('Players').selectOption('3');
  await page.getByTestId('option-removedTwo').selectOption('2D');
  await page.getByTestId('seat-0-kind').selectOption('human');
  for (const i of [1, 2]) await page.getByTestId(`seat-${i}-kind`).selectOption('ai-easy');
  await page.getByTestId(`start-${GAME}`).click();
  const table = page.getByTestId('table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('removed-two')).toHaveText('2♦ out of play');
  // on until the cards are dealt (seat 0 names the trump if it deals): 17 cards, never the 2♦
  for (let i = 0; i < 100 && (await handCards(page)).length === 0; i++) {
    const trump = page.locator('[data-action^=\'{"type":"CHOOSE_TRUMP"\']');
    if (await trump.count()) {
      const moves = await moveCount(page);
      await trump.first().click();
      await movedPast(page, moves);
    } else await page.waitForTimeout(50);
  }
  const hand = await handCards(page);
  expect(hand).toHaveLength(17);
  expect(hand).not.toContain('2D');
  await expect(page.getByTestId('contract')).toHaveAttribute('data-contract', '7');
});

test('Japanese: the table, its choices and the rules page use the glossary words', async ({ page }) => {
  await presetSettings(page, { learn: true, lang: 'ja' });
  await page.goto('/');
  await page.getByTestId(`game-${GAME}`).click();
  await expect(page.getByTestId('preset-standard')).toContainText('標準');
  await snap(page, 'qd-lobby-ja');
  await page.getByTestId(`rules-${GAME}`).click();
  const sheet = page.getByTestId('rules-page');
  await expect(sheet.locator('h1')).toContainText('遊び方');
  await expect(sheet).toContainText('ダンジョン行き');
  await expect(sheet).toContainText('ダンジョンの鍵をなくす');
  await expect(sheet).toContainText('ノルマ');
  expect(await sheet.innerText()).not.toMatch(/queens-dungeon\.[a-zA-Z]+/);
  await snap(page, 'qd-rules-ja');
  await page.getByTestId('rules-back').click();

  // the blind trump
  await importPlayed(page, ONE(), dealtToSeat0());
  await expect(page.getByTestId('tutor-phase')).toHaveText('配る前の切り札決め');
  await expect(page.getByTestId('tutor-prompt')).toContainText('あなたがディーラーです。カードを見る前に、いま切り札のスートを決めてください。');
  await expect(page.getByTestId('trump-choice')).toContainText('切り札のスートを決めてください');
  await askHint(page);
  await expect(page.getByTestId('hint-text')).toContainText('まだカードは配られていないので、どのスートでも同じです。');
  await snap(page, 'qd-blind-trump-ja');

  // the trump change
  const tc = run(newMatch(GAME, { players: 4, seed: 'QD-E2E-CHANGE-JA', dealer: 0, deals: [QD4] }), '0: T=H, 1: QC, 2: QD, 3: AC, 0: 5C');
  await page.goto('/');
  await importPlayed(page, ONE(), tc);
  await expect(page.getByTestId('qd-event')).toHaveText('1トリックにクイーン2枚:あなたが切り札を変えます。');
  await expect(page.getByTestId('trump-change')).toContainText('クイーンが2枚出ました:新しい切り札を選んでください');
  await snap(page, 'qd-trump-change-ja');

  // the dungeon
  const seats = [{ kind: 'ai-easy', name: 'Bo' }, { kind: 'ai-easy', name: 'Carla' }, { kind: 'ai-easy', name: 'Di' }, { kind: 'human', name: 'Anna' }];
  await page.goto('/');
  await importPlayed(page, seats, dungeonMoment());
  await expect(page.getByTestId('dungeon-choice')).toContainText('ダンジョン行き:どちらかを選んでください');
  await expect(page.getByTestId('option-MATCH_LOWEST')).toContainText('最低点に合わせる');
  await expect(page.getByTestId('option-MINUS_100')).toContainText('100点失う');
  await expect(page.getByTestId('tutor-prompt')).toContainText('あなたはダンジョン行きです。');
  await snap(page, 'qd-dungeon-ja');
});

test('Japanese: mid-trick and the deal’s result', async ({ page }) => {
  await presetSettings(page, { learn: true, lang: 'ja', autoPlay: false });
  const mid = run(newMatch(GAME, { players: 4, seed: 'QD-E2E-MID-JA', dealer: 0, deals: [QD4] }), '0: T=H, 1: QC, 2: QD, 3: AC');
  await open(page, ONE(), mid);
  await expect(page.getByTestId('queens-warning')).toContainText('クイーン2枚');
  await snap(page, 'qd-mid-trick-ja');
  const done = playUntil(newMatch(GAME, { players: 4, seed: 'QD-E2E-RESULT-JA', dealer: 0, options: { targetScore: 1000 } }), (x) => status(x).phase === 'handResult');
  await page.goto('/');
  await importPlayed(page, ONE(), done);
  const result = page.getByTestId('hand-result');
  await expect(result).toBeVisible();
  await expect(page.getByTestId('hand-breakdown')).toContainText(/ディーラーのあなたはノルマ(達成|失敗)/);
  await snap(page, 'qd-hand-result-ja');
});
