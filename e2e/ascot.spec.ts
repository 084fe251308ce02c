// Ascot in the browser (rules/ascot.md): a whole race from the lobby with two people sharing the
// device (the curtain hides the other hand), the deal code and the statistics after it; a fixed
// deal opened from a game file for the moments that matter: the tutor's prompts, a refused card
// explained in English and Japanese, a lead-win moving the horse of the led suit on the track
// (data-pos) and a follower's win moving none, the hint; the race result with its finishing
// order and tie-break; the presets and every option, a reload, undo, the hand history, and the
// rules page with its track figure, in English and Japanese.
// With E2E_SHOTS=<dir> (and E2E_VIEWPORT=360x640 for the phone) it saves its screenshots.
import { expect, test, type Page } from '@playwright/test';
import type { Card, Deal, Match, Seat } from '../src/engine';
import { legalActions, newMatch, status } from '../src/engine';
import {
  askHint, clickRefused, engineStep, expectRefused, handCards, importPlayed, moveCount, movedPast, openRulesPage, presetSettings, setLang, snapSettled as snap, viewportFromEnv,
} from './helpers';
import { expectCountedOnce, openSetup, startMatch, walkMatch } from './wholeMatch';

const GAME = 'ascot';
const playable = '[data-testid="hand"] button[data-card]:not([aria-disabled="true"])';

test.use(viewportFromEnv());

const hand = (x: string) => x.split(' ') as Card[];
// Seat 1 deals, seat 0 (black) leads. Anna holds the high hearts and spades, Bo 2♥ 3♥ 2♠ 3♠ and
// the high clubs and diamonds; the stock holds the middle cards.
const DEAL: Deal = {
  hands: [hand('KH QH JH 10H 9H 8H KS QS JS 10S 9S 8S'), hand('2H 3H 2S 3S KC QC JC 10C KD QD JD 10D')],
  rest: hand('4H 4C 5H 5C 6H 6C 7H 7C 4S 4D 5S 5D 6S 6D 7S 7D 2C 2D 3C 3D 8C 8D 9C 9D'),
};

function fresh(seed: string, options: Record<string, unknown> = {}): Match {
  // dealer 1: Anna (seat 0) leads the first trick
  return newMatch(GAME, { players: 2, seed, dealer: 1, options: { seat0Side: 'black', ...options }, deals: [DEAL, DEAL, DEAL] });
}

/** "n: card" steps. */
function run(m: Match, script: string): Match {
  for (const part of script.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [seat, card] = part.split(':').map((x) => x.trim());
    m = engineStep(m, Number(seat), { type: 'PLAY', card });
  }
  return m;
}

/** Plays on (the first legal action) until `stop`. */
function playUntil(m: Match, stop: (m: Match) => boolean): Match {
  for (let i = 0; i < 400 && !stop(m) && !status(m).over; i++) {
    const seat = status(m).toAct[0];
    m = engineStep(m, seat, legalActions(m, seat)[0]);
  }
  return m;
}

const ONE = (seat: Seat) => ['Anna', 'Bo'].map((name, s) => ({ kind: s === seat ? 'human' : 'ai-easy', name }));

async function open(page: Page, seats: { kind: string; name: string }[], match: Match, allowUndo = false) {
  await page.goto('/');
  await importPlayed(page, seats, match, allowUndo);
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', GAME);
}

const horse = (page: Page, ace: string) => page.getByTestId(`horse-${ace}`);

test('a whole race: two people share the device, from the lobby to the statistics', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = await openSetup(page, GAME, { learn: true, autoPlay: false });
  await expect(page.getByTestId('preset-standard')).toHaveAttribute('aria-pressed', 'true');
  const seats = [{ kind: 'human', name: 'Anna' }, { kind: 'human', name: 'Bo' }];
  await startMatch(page, GAME, seats);
  await expect(page.getByTestId('table-deal-code')).toHaveText(/^AS1-[0-9A-Z-]+$/);
  await expect(page.getByTestId('track')).toBeVisible();
  for (const ace of ['AS', 'AC', 'AH', 'AD']) await expect(horse(page, ace)).toHaveAttribute('data-pos', '0');
  await expect(page.getByTestId('upcard').locator('[data-card]')).toHaveCount(1);

  const counts = await walkMatch(page, {
    seats,
    // every turn of a race is a card
    move: () => page.locator(playable).first().click(),
    atTurn: (_m, s) => {
      expect(s.hand.length).toBeGreaterThan(0);
    },
    atResult: () => {
      throw new Error('a single race has no hand result before the game over');
    },
  });
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(page.getByTestId('hand-breakdown')).toHaveAttribute('data-result', /black|red|deadHeat/);
  await expect(page.getByTestId('finishing-order').locator('li')).toHaveCount(4);
  await expect(over).toContainText(/best horse|level/);
  const total = ['AS', 'AC', 'AH', 'AD'].map(async (a) => Number(await horse(page, a).getAttribute('data-moves')));
  expect((await Promise.all(total)).every((n) => n <= 6)).toBe(true);
  await snap(page, 'as-game-over');
  expect(counts.curtains).toBeGreaterThan(10);
  await expectCountedOnce(page, GAME, errors);
});

test('the tutor, a refused card explained, a lead-win moving its horse, a follower’s win moving none, the hint', async ({ page }) => {
  await presetSettings(page, { learn: true });
  const seats = ONE(1);
  // Anna leads K♥: Bo must follow hearts (2♥ or 3♥)
  const m = run(fresh('AS-E2E-REFUSE'), '0: KH');
  await open(page, seats, m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-to-act', '1');
  await expect(page.getByTestId('tutor-prompt')).toContainText('K♥ was led: follow ♥ if you can. If K♥ wins, the A♥ horse moves');
  const moves = await expectRefused(page, 'KC', ['You must follow', 'You never have to win the trick.']);
  await snap(page, 'as-refused');
  // Bo follows low: Anna's lead wins and the red A♥ moves half a length
  await expect(horse(page, 'AH')).toHaveAttribute('data-pos', '0');
  await page.getByTestId('hand').locator('button[data-card="2H"]').click();
  await movedPast(page, moves);
  await expect(horse(page, 'AH')).toHaveAttribute('data-pos', '1');
  await expect(horse(page, 'AH')).toHaveAttribute('data-moves', '1');

  // Anna's view after the same trick: why it went to her and which horse moved
  await open(page, ONE(0), run(fresh('AS-E2E-MOVED'), '0: KH, 1: 2H'));
  await expect(horse(page, 'AH')).toHaveAttribute('data-pos', '1');
  await expect(page.getByTestId('tutor-trick')).toContainText('the leader won, so the A♥ horse advances half a length');
  await expect(page.getByTestId('upcard').locator('[data-card]')).toHaveAttribute('data-card', '5H');
  await snap(page, 'as-moved');
  // Anna's 9♥ lead: Bo has no heart left and throws K♣, so the leader still wins
  const off = run(fresh('AS-E2E-OFF'), '0: KH, 1: 2H, 0: 8S, 1: 2S, 0: 8H, 1: 3H, 0: 9H, 1: KC');
  await open(page, ONE(0), off);
  await expect(horse(page, 'AH')).toHaveAttribute('data-pos', '3');
  await expect(horse(page, 'AS')).toHaveAttribute('data-pos', '1');
  await expect(page.getByTestId('tutor-trick')).toContainText('had no ♥ and played K♣');
  // seven hearts led and won: A♥ has used its six advances, the seventh leaves it where it is
  const capped = run(fresh('AS-E2E-CAP'), '0: KH, 1: 2H, 0: 8S, 1: 2S, 0: 8H, 1: 3H, 0: 9H, 1: KC, 0: 10H, 1: QC, 0: JH, 1: JC, 0: QH, 1: 10C, 0: 4H, 1: 10D');
  await open(page, ONE(0), capped);
  await expect(horse(page, 'AH')).toHaveAttribute('data-moves', '6');
  await expect(horse(page, 'AH')).toHaveAttribute('data-pos', '6');
  await expect(page.getByTestId('tutor-trick')).toContainText('has already advanced 6 times this race, so it stays');
  await snap(page, 'as-cap');
  // Bo leads and Anna takes the trick as the follower: no horse moves
  const follower = run(newMatch(GAME, { players: 2, seed: 'AS-E2E-FOLLOWER', dealer: 0, options: { seat0Side: 'black' }, deals: [DEAL] }), '1: 2H, 0: KH');
  await open(page, ONE(0), follower);
  await expect(page.getByTestId('tutor-trick')).toContainText('the follower won, so no horse moves');

  // the hint for Anna's first lead; the tutor names her horses
  await open(page, ONE(0), fresh('AS-E2E-HINT'));
  await expect(page.getByTestId('tutor-prompt')).toContainText('You back the black horses (A♠ A♣)');
  await askHint(page);
  await expect(page.getByTestId('hint-text')).toContainText(/AI would|deals/);

  await setLang(page, 'ja');
  await open(page, seats, m);
  await clickRefused(page.getByTestId('hand').locator('button[data-card="KC"]'));
  await expect(page.getByTestId('tutor-error')).toContainText('トリックに勝つ義務はありません');
  await expect(page.getByTestId('tutor-phase')).toHaveText('トリック');
  await expect(page.getByTestId('tutor-prompt')).toContainText('K♥がリードされました');
  await snap(page, 'as-refused-ja');
  // the first lead: the tutor names Anna's horses, and the hint in Japanese
  await open(page, ONE(0), fresh('AS-E2E-HINT'));
  await expect(page.getByTestId('tutor-prompt')).toContainText('あなたは黒の馬(A♠ A♣)に賭けています');
  await askHint(page);
  await expect(page.getByTestId('hint-text')).toContainText(/AIなら|通りの配り方/);
  await snap(page, 'as-hint-ja');
});

test('the race result: the finishing order and why it won; the hand history; the marathon goes on', async ({ page }) => {
  await presetSettings(page, { learn: true });
  const done = playUntil(fresh('AS-E2E-RESULT', { matchMode: 'marathon', races: 2 }), (x) => status(x).phase === 'handResult');
  await open(page, ONE(0), done);
  const result = page.getByTestId('hand-result');
  await expect(result).toBeVisible();
  const head = page.getByTestId('hand-breakdown');
  const r = (done.state as { history: { result: string; horses: Record<string, { pos: number }> }[] }).history[0];
  await expect(head).toHaveAttribute('data-result', r.result);
  const order = page.getByTestId('finishing-order').locator('li');
  await expect(order).toHaveCount(4);
  const positions = await order.evaluateAll((li) => li.map((x) => Number((x as HTMLElement).dataset.pos)));
  expect(positions).toEqual([...positions].sort((a, b) => b - a));
  await expect(result).toContainText(/best horse|level/);
  await expect(result).toContainText('Race 1 of 2');
  await snap(page, 'as-result');
  await page.getByTestId('history-open').click();
  const history = page.getByTestId('history');
  await expect(history.locator('.tt-hh-notes')).toContainText(/horse advanced to/);
  await history.locator('.tt-hh-list button').first().click();
  await expect(page.getByTestId('history-why')).toContainText(/horse|no horse moves/);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();
  await result.locator('button[data-action]').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'trickPlay');
  for (const ace of ['AS', 'AC', 'AH', 'AD']) await expect(horse(page, ace)).toHaveAttribute('data-pos', '0');

  await setLang(page, 'ja');
  await open(page, ONE(0), done);
  await expect(page.getByTestId('hand-result')).toContainText(/先頭の馬|並び/);
  await snap(page, 'as-result-ja');
});

test('mid-trick: a reload resumes the match, undo takes a card back', async ({ page }) => {
  await presetSettings(page, { learn: true, autoPlay: false });
  await page.goto('/');
  await importPlayed(page, ONE(0), fresh('AS-E2E-MID'), true);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-to-act', '0');
  const before = await handCards(page);
  expect(before.sort()).toEqual([...DEAL.hands[0]].sort());
  await page.reload();
  await expect(table).toBeVisible();
  await expect.poll(async () => (await handCards(page)).sort()).toEqual(before);
  const moves = await moveCount(page);
  await page.locator('[data-testid="hand"] button[data-card="KS"]').click();
  await movedPast(page, moves);
  const undo = page.getByTestId('undo');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(table).toHaveAttribute('data-moves', String(moves));
  await expect.poll(async () => (await handCards(page)).sort()).toEqual(before);
});

test('presets fill the rule settings; every option is offered; the deal code plays the same deal', async ({ page }) => {
  await presetSettings(page);
  await page.goto('/');
  await page.getByTestId(`game-${GAME}`).click();
  await expect(page.getByTestId('preset-standard')).toHaveAttribute('aria-pressed', 'true');
  for (const o of ['seat0Side', 'trumpFromFirstUpcard', 'tieBreak', 'maxMovesPerDeal', 'handicapAS', 'handicapAC', 'handicapAH', 'handicapAD', 'matchMode', 'races', 'confirmDraws', 'reviewLastTrick']) {
    await expect(page.getByTestId(`option-${o}`)).toBeVisible();
  }
  await page.getByTestId('preset-headStartRed').click();
  await expect(page.getByTestId('option-handicapAH')).toHaveValue('2');
  await expect(page.getByTestId('option-handicapAD')).toHaveValue('2');
  await expect(page.getByTestId('option-seat0Side')).toHaveValue('red');
  await snap(page, 'as-lobby');
  await page.getByTestId('seat-0-kind').selectOption('human');
  await page.getByTestId('seat-1-kind').selectOption('ai-easy');
  await page.getByTestId(`start-${GAME}`).click();
  await expect(horse(page, 'AH')).toHaveAttribute('data-pos', '2');
  await expect(horse(page, 'AS')).toHaveAttribute('data-pos', '0');
  await expect(page.getByTestId('seat-0')).toContainText('Red');
  const code = page.getByTestId('table-deal-code');
  await expect(code).toHaveText(/^AS1-[0-9A-Z-]+$/);
  const text = (await code.textContent())!;
  await expect.poll(async () => (await handCards(page)).length).toBeGreaterThanOrEqual(11);
  const upcard = await page.getByTestId('upcard').locator('[data-card]').first().getAttribute('data-card');
  await page.goto(`/#deal/${text}`);
  await expect(page.getByTestId('deal-screen').getByRole('heading', { level: 1 })).toHaveText('Play this deal: Ascot');
  await page.getByTestId('deal-play').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', GAME);
  await expect(horse(page, 'AH')).toHaveAttribute('data-pos', '2');
  await expect(page.getByTestId('upcard').locator('[data-card]').first()).toHaveAttribute('data-card', upcard!);
});

test('the rules page: the track figure with the four aces, in English and Japanese', async ({ page }) => {
  await presetSettings(page);
  const sheet = await openRulesPage(page, GAME);
  const track = page.getByTestId('rules-track');
  await expect(track.locator('.ladder__card')).toHaveCount(4);
  await expect(sheet).toContainText('the ace of the suit that was led advances half a length');
  await track.scrollIntoViewIfNeeded();
  await snap(page, 'as-rules-track');
  await setLang(page, 'ja');
  await page.reload();
  await expect(sheet.locator('h1')).toContainText('遊び方');
  await expect(sheet).toContainText('半馬身');
  await expect(sheet).toContainText('マストフォロー');
  expect(await sheet.innerText()).not.toMatch(/ascot\.[a-zA-Z]+/);
  await track.scrollIntoViewIfNeeded();
  await snap(page, 'as-rules-track-ja');
});
