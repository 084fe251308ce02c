// King of the Hill in the browser (rules/king-of-the-hill.md): a whole short match from the
// lobby (every marker starting at K, a shared win) with one person and four AIs; a round with
// five people sharing the device, the curtain at every hand-off, the deal's declaration chances
// included; fixed positions from game files for the moments that matter: the King's burial
// (pick eight, both copies of a card among them, one confirm), a pair led with one button, a
// pair answered by picking both copies of a card, a refused card explained (a trump-rank card
// is no heart); the rules page with the table's cards, in English and Japanese.
// With E2E_SHOTS=<dir> (and E2E_VIEWPORT=360x640 for the phone) it saves its screenshots.
import { expect, test, type Page } from '@playwright/test';
import type { Match, Seat } from '../src/engine';
import { status } from '../src/engine';
import { exampleDeal, passChances, SEAT_OF, start, st } from '../src/engine/games/king-of-the-hill/testDriver';
import {
  clickRefused, engineStep, expectRefused, handCards, importPlayed, moveCount, movedPast, openRulesPage, playAs, presetSettings, setLang, snapSettled as snap, viewportFromEnv,
} from './helpers';
import { expectCountedOnce, openSetup, startMatch, walkMatch } from './wholeMatch';

const GAME = 'king-of-the-hill';
const playable = '[data-testid="hand"] button[data-card]:not([aria-disabled="true"])';
const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve'];
/** One person at `seat`, four easy AIs. */
const ONE = (seat: Seat) => NAMES.map((name, s) => ({ kind: s === seat ? 'human' : 'ai-easy', name }));

test.use(viewportFromEnv());

// ---------------------------------------------------------------------------------------------
// Positions made with the engine and opened from a game file

/**
 * §8's deal (King seat 0, dealer 1; P1 = seat 4 is dealt 2♠ first and declares ♠): the King
 * holds both 8♦ and both 3♣, P1 both 9♦ and hearts, P2 one Q♣ (the partner when the King calls it).
 */
const DEAL = exampleDeal({
  named: { 0: ['8D', '8D', '3C', '3C', 'QC', 'AH', 'KH'], 1: ['2S', '9D', '9D', '6H', '7C'], 2: ['QC', 'QD', '3D'], 3: ['4S', '4S'], 4: ['7C'] },
});

/** The deal played up to the King's burial: P1 declares 2♠, every other chance passes. */
function atKitty(): Match {
  return passChances(start(DEAL), (seat, m) => (seat === SEAT_OF[1] && st(m).declaration.level === 0 ? { type: 'DECLARE_TRUMP', cards: ['2S'] } : null)).match;
}

/** From the kitty: the King buries the eight kitty cards and calls Q♣ (P2 is the partner). */
function atFirstLead(): Match {
  let m = atKitty();
  for (const card of st(m).kitty) m = engineStep(m, 0, { type: 'DISCARD', card });
  return engineStep(m, 0, { type: 'CALL_PARTNER', card: 'QC' });
}

async function open(page: Page, seats: { kind: string; name: string }[], match: Match) {
  await page.goto('/');
  await importPlayed(page, seats, match);
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', GAME);
}

// ---------------------------------------------------------------------------------------------
// A whole match, and a round at a device shared by five

test('a whole short match from the lobby: every marker at K, one person and four AIs, to the game over', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = await openSetup(page, GAME, { autoPlay: false });
  await expect(page.getByTestId('preset-seed')).toHaveAttribute('aria-pressed', 'true');
  // the short preset starts every marker at J; K and a shared win at A end it sooner
  await page.getByTestId('preset-short').click();
  await expect(page.getByTestId('option-startRank')).toHaveValue('J');
  await page.getByTestId('option-startRank').selectOption('K');
  await page.getByTestId('option-suddenDeath').selectOption('shared');
  await startMatch(page, GAME, ONE(0));
  await expect(page.getByTestId('koth-trump')).toHaveAttribute('data-rank', 'K');
  for (const s of [0, 1, 2, 3, 4]) await expect(page.getByTestId(`seat-${s}`)).toContainText('Rank K');
  await expect(page.getByTestId('rank-track')).toBeVisible();
  await playAs(page, 0, async () => false, 2500);
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(page.getByTestId('match-summary')).toBeVisible();
  // someone reached A
  expect(await page.locator('[data-testid^="track-"][data-rank="A"]').count()).toBeGreaterThan(0);
  await snap(page, 'kh-game-over');
  await expectCountedOnce(page, GAME, errors);
});

/** A person's move: declare once, else let chances go; ♠ trump; bury eight; the first call; a card or a pair. */
async function personMove(page: Page, phase: string, declared: { done: boolean }): Promise<void> {
  const bar = page.getByTestId('action-bar');
  switch (phase) {
    case 'dealing':
    case 'dealEndWindow': {
      const declare = bar.locator('[data-testid^="declare-"], [data-testid^="override-"]');
      if (!declared.done && (await declare.count())) {
        declared.done = true;
        await declare.first().click();
      } else await bar.getByTestId('pass').click();
      return;
    }
    case 'chooseTrump':
      await bar.getByTestId('trump-S').click();
      return;
    case 'kitty':
    case 'trickPlay': {
      const confirm = page.getByTestId('select-confirm');
      if (await confirm.count()) {
        const free = page.locator('[data-testid="hand"] button[data-selected="false"]:not([aria-disabled="true"])');
        for (let i = 0; i < 10 && !(await confirm.getAttribute('data-action')); i++) await free.first().click();
        await confirm.click();
        return;
      }
      await page.locator(playable).first().click();
      return;
    }
    case 'callPartner':
      await bar.locator('[data-testid^="call-"]').first().click();
      return;
    default: throw new Error(`no move for phase ${phase}`);
  }
}

test('five people at one device: the curtain at every hand-off, the declaration chances of the deal included', async ({ page }) => {
  test.setTimeout(420_000);
  const errors = await openSetup(page, GAME, { autoPlay: false });
  const seats = NAMES.map((name) => ({ kind: 'human', name }));
  await startMatch(page, GAME, seats);
  const declared = { done: false };
  const counts = await walkMatch(page, {
    seats,
    move: (m) => personMove(page, m.phase, declared),
    atTurn: (m, s) => {
      expect(s.viewer).toBe(m.toAct[0]);
      if (m.phase === 'trickPlay') expect(s.hand.length).toBeGreaterThan(0);
    },
    untilResult: true,
  });
  await expect(page.getByTestId('hand-result')).toBeVisible();
  await expect(page.getByTestId('hand-breakdown')).toBeVisible();
  // a curtain at the deal's chances, and before nearly every card (a trick's winner leads again without one)
  expect(counts.curtainsIn.get('dealing') ?? 0).toBeGreaterThan(0);
  expect(counts.curtainsIn.get('trickPlay') ?? 0).toBeGreaterThan(60);
  expect(counts.turns).toBeGreaterThan(100);
  expect(errors).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// The King's burial, pairs, a refusal

test('the King buries eight: pick them (both copies of 3♣ among them), one confirm; then a pair led with one button', async ({ page }) => {
  // a slow pace: the AIs' answers come after the trick has been looked at
  await presetSettings(page, { learn: true, autoPlay: false, pace: 'slow' });
  const m = atKitty();
  expect(status(m).phase).toBe('kitty');
  await open(page, ONE(0), m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'kitty');
  await expect(page.getByTestId('tutor-prompt')).toContainText('pick eight, then confirm');
  const hand = page.getByTestId('hand');
  expect((await handCards(page)).length).toBe(28);
  const confirm = page.getByTestId('select-confirm');
  await expect(confirm).toBeDisabled();
  await expect(confirm).toContainText('Pick 8 to bury');
  // both copies of 3♣: each copy is its own button with the same data-card
  const threes = hand.locator('button[data-card="3C"]');
  await expect(threes).toHaveCount(2);
  await threes.nth(0).click();
  await threes.nth(1).click();
  await expect(hand.locator('button[data-card="3C"][data-selected="true"]')).toHaveCount(2);
  const keep = new Set(['8D', 'QC', 'AH', 'KH', '3C']);
  const others = (await handCards(page)).filter((c) => !keep.has(c) && !c.startsWith('2') && c !== 'RJ' && c !== 'BJ');
  const picked: string[] = ['3C', '3C'];
  for (const c of others) {
    if (picked.length === 8) break;
    if (picked.includes(c)) continue;
    await hand.locator(`button[data-card="${c}"][data-selected="false"]`).first().click();
    picked.push(c);
  }
  await expect(confirm).toBeEnabled();
  await expect(confirm).toHaveAttribute('data-action', JSON.stringify({ type: 'DISCARD', card: '3C' }));
  await snap(page, 'kh-bury');
  const moves = await moveCount(page);
  await confirm.click();
  await expect(table).toHaveAttribute('data-moves', String(moves + 8));
  await expect(table).toHaveAttribute('data-phase', 'callPartner');
  expect((await handCards(page)).length).toBe(20);
  await expect(hand.locator('button[data-card="3C"]')).toHaveCount(0);
  await expect(page.getByTestId('buried')).toContainText('3♣ 3♣');
  // the others are told of a buried card, never which
  await expect(page.getByTestId('announcer')).toContainText('bury a card');

  // the call: one button per callable card; Q♣ (Cy holds the other copy)
  await page.getByTestId('call-QC').click();
  await expect(table).toHaveAttribute('data-phase', 'trickPlay');
  await expect(page.getByTestId('koth-call')).toHaveAttribute('data-called', 'QC');
  await expect(page.getByTestId(`seat-${SEAT_OF[2]}`)).toContainText('Partner');
  // the King leads: the pair 8♦ 8♦ is one button
  const pair = page.getByTestId('pair-8D');
  await expect(pair).toHaveAttribute('data-action', JSON.stringify({ type: 'PLAY_PAIR', cards: ['8D', '8D'] }));
  await snap(page, 'kh-pair-lead');
  await pair.click();
  await expect(page.getByTestId('trick').locator('[data-card="8D"]')).toHaveCount(2);
  await expect(hand.locator('button[data-card="8D"]')).toHaveCount(0);
});

test('a pair is answered by picking two cards: a club refused and explained, both copies of 9♦, one confirm', async ({ page }) => {
  // a slow pace: the AIs' answers come after the trick has been looked at
  await presetSettings(page, { learn: true, autoPlay: false, pace: 'slow' });
  const m = engineStep(atFirstLead(), 0, { type: 'PLAY_PAIR', cards: ['8D', '8D'] });
  const p1 = SEAT_OF[1];
  await open(page, ONE(p1), m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-to-act', String(p1));
  await expect(page.getByTestId('tutor-prompt')).toContainText('A pair was led (8♦ 8♦): if you have two cards of ♦');
  const confirm = page.getByTestId('select-confirm');
  await expect(confirm).toContainText('Pair led: pick two ♦');
  // the clubs cannot answer a diamond pair while two diamonds are held: a click says why
  await expectRefused(page, '7C', ['You must follow ♦ Diamonds']);
  await page.getByTestId('tutor-error').getByRole('button').click();
  const nines = page.getByTestId('hand').locator('button[data-card="9D"]');
  await nines.nth(0).click();
  await nines.nth(1).click();
  await expect(confirm).toHaveAttribute('data-action', JSON.stringify({ type: 'PLAY_PAIR', cards: ['9D', '9D'] }));
  await expect(confirm).toContainText('Play 9♦, 9♦');
  await snap(page, 'kh-pair-follow');
  await confirm.click();
  await expect(page.getByTestId('trick').locator('[data-card="9D"]')).toHaveCount(2);
});

test('a refused card is explained: 2♥ is a trump, no heart; in English and Japanese', async ({ page }) => {
  await presetSettings(page, { learn: true, autoPlay: false });
  // the King leads A♥; P1 holds 6♥ (a heart) and 2♠ (a trump): only hearts follow
  const m = engineStep(atFirstLead(), 0, { type: 'PLAY', card: 'AH' });
  const p1 = SEAT_OF[1];
  const seats = ONE(p1);
  await open(page, seats, m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-to-act', String(p1));
  await expect(page.getByTestId('tutor-prompt')).toContainText('A♥ was led: follow ♥');
  const moves = await expectRefused(page, '2S', [
    'You must follow ♥ Hearts: trump-rank cards and jokers are trumps',
    'Jokers and every card of the trump rank belong to the trumps',
  ]);
  await snap(page, 'kh-refused');
  await page.getByTestId('hand').locator('button[data-card="6H"]').click();
  await movedPast(page, moves);

  await setLang(page, 'ja');
  await open(page, seats, m);
  await clickRefused(page.getByTestId('hand').locator('button[data-card="2S"]'));
  await expect(page.getByTestId('tutor-error')).toContainText('♥ ハートをフォローしなければなりません');
  await expect(page.getByTestId('tutor-phase')).toHaveText('トリック');
  await snap(page, 'kh-refused-ja');
});

test('an AI declaration during the deal is announced, and its cards lie face up by its seat', async ({ page }) => {
  // a slow pace: each AI move stays on the news line long enough to read
  await presetSettings(page, { autoPlay: false, pace: 'slow' });
  // the person is the King (seat 0): P1's 2♠ comes first, an AI declaration (early in the deal
  // any trump-rank card is worth showing)
  await open(page, NAMES.map((name, s) => ({ kind: s === 0 ? 'human' : 'ai-normal', name })), start(DEAL));
  await expect(page.getByTestId('koth-trump')).toHaveAttribute('data-suit', 'S');
  await expect(page.getByTestId('announcer')).toContainText('2♠');
  await expect(page.getByTestId(`exposed-${SEAT_OF[1]}`).locator('[data-card="2S"]')).toHaveCount(1);
  await expect(page.getByTestId(`seat-${SEAT_OF[1]}`)).toContainText('2♠ shown');
});

test('the rules page: the trumps, pairs and point cards as the table’s cards, the rank track; in English and Japanese', async ({ page }) => {
  await presetSettings(page);
  const sheet = await openRulesPage(page, GAME);
  const ladder = page.getByTestId('trump-ladder');
  await expect(ladder.locator('[data-card]')).toHaveCount(12);
  await expect(ladder.locator('[data-card]').first()).toHaveAttribute('data-card', 'RJ');
  await expect(page.getByTestId('pairs').locator('[data-card]')).toHaveCount(10);
  await expect(page.getByTestId('point-cards').locator('[data-card]')).toHaveCount(3);
  await expect(page.getByTestId('rank-track-rules')).toContainText('A');
  await ladder.scrollIntoViewIfNeeded();
  await snap(page, 'kh-rules');
  await setLang(page, 'ja');
  await page.reload();
  await expect(sheet.locator('h1')).toContainText('遊び方');
  await expect(sheet).toContainText('切り札ランク');
  expect(await sheet.innerText()).not.toMatch(/king-of-the-hill\.[a-zA-Z]+/);
});

