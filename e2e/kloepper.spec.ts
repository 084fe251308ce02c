// Kloepper in the browser (rules/kloepper.md): a whole match from the lobby with two people
// sharing the device and two AIs (the curtain hides every private card), the deal code and the
// statistics after it; the hidden partners walked step by step with four people at the device,
// two deals that differ only in who holds a black queen giving the same page (text, labels,
// data attributes, classes) behind every curtain and for every viewer whose cards are the same,
// until the queen is played and the table says so; fixed positions from game files for the
// moments that matter: the call or the solo, a knock offered in a window and out of turn in
// trick 1, a refused card explained, the partnership made public, the deal's result with the
// score-table row applied, the hand history; a reload, undo, the presets, the rules page with
// the trump ladder, in English and Japanese.
// With E2E_SHOTS=<dir> (and E2E_VIEWPORT=360x640 for the phone) it saves its screenshots.
import { expect, test, type Page } from '@playwright/test';
import type { Action, Card, Deal, Match, Seat } from '../src/engine';
import { legalActions, newMatch, status } from '../src/engine';
import type { KloepperState } from '../src/engine/games/kloepper/types';
import { TRUMP_ORDER } from '../src/engine/games/kloepper/rules';
import {
  askHint, clickRefused, engineStep, expectRefused, handCards, importPlayed, moveCount, movedPast, openRulesPage, presetSettings, setLang, snapSettled as snap, viewportFromEnv,
} from './helpers';
import { expectCountedOnce, openSetup, startMatch, walkMatch } from './wholeMatch';

const GAME = 'kloepper';
const act = (action: object) => `[data-action='${JSON.stringify(action)}']`;
const playable = '[data-testid="hand"] button[data-card]:not([aria-disabled="true"])';

test.use(viewportFromEnv());

// ---------------------------------------------------------------------------------------------
// Positions made with the engine and opened from a game file

/** "n: X" steps: a card, or an action type (CALL_PARTNER{AH} for a call). */
function run(m: Match, script: string): Match {
  for (const part of script.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [seat, what] = part.split(':').map((x) => x.trim());
    const call = /^CALL_PARTNER\{(\w+)\}$/.exec(what);
    const action: Action = call ? { type: 'CALL_PARTNER', card: call[1] } : /^[A-Z_]{4,}$/.test(what) ? { type: what } : { type: 'PLAY', card: what };
    m = engineStep(m, Number(seat), action);
  }
  return m;
}

/** Plays on (the first legal action that is not a knock) until `stop`. */
function playUntil(m: Match, stop: (m: Match) => boolean): Match {
  for (let i = 0; i < 400 && !stop(m) && !status(m).over; i++) {
    const seat = status(m).toAct[0];
    m = engineStep(m, seat, legalActions(m, seat).find((a) => a.type !== 'KNOCK' && a.type !== 'KNOCK_OFF')!);
  }
  return m;
}

const st = (m: Match) => m.state as KloepperState;
const hands = (...h: string[]): Card[][] => h.map((x) => x.split(' ') as Card[]);

// Dealer Di (3), Anna (0) leads. Bo holds Q♣, Carla Q♠: the Queens team is Bo and Carla.
const NORMAL: Deal = { hands: hands('AC 10C KC AH 10H KH', 'QC JC 9C AS 10S KS', 'QS JS JH AD 9S QH', 'JD 10D KD QD 9D 9H') };
// The same with Q♠ and J♦ swapped: the Queens team is Bo and Di.
const NORMAL_MOVED: Deal = { hands: hands('AC 10C KC AH 10H KH', 'QC JC 9C AS 10S KS', 'JD JS JH AD 9S QH', 'QS 10D KD QD 9D 9H') };
// Bo holds both black queens and A♠ (a call of A♣ or A♥, or a silent solo).
const DOUBLE: Deal = { hands: hands('AC 10C KC AH 10H KH', 'QC QS 9C AS 10S KS', 'JC JS JH AD 9S QH', 'JD 10D KD QD 9D 9H') };
// The same with Q♠ at Di (in exchange for J♦): a plain deal, Bo passes where he went alone.
const DOUBLE_MOVED: Deal = { hands: hands('AC 10C KC AH 10H KH', 'QC JD 9C AS 10S KS', 'JC JS JH AD 9S QH', 'QS 10D KD QD 9D 9H') };

const NAMES = ['Anna', 'Bo', 'Carla', 'Di'];
/** One person at `seat` (by its usual name), three easy AIs. */
const ONE = (seat: Seat) => NAMES.map((name, s) => ({ kind: s === seat ? 'human' : 'ai-easy', name }));
const PEOPLE = NAMES.map((name) => ({ kind: 'human', name }));

function fresh(deal: Deal, seed: string, options: Record<string, unknown> = {}): Match {
  return newMatch(GAME, { players: 4, seed, dealer: 3, options: { targetScore: 100, ...options }, deals: [deal] });
}

async function open(page: Page, seats: { kind: string; name: string }[], match: Match, allowUndo = false) {
  await page.goto('/');
  await importPlayed(page, seats, match, allowUndo);
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', GAME);
}

// ---------------------------------------------------------------------------------------------
// A whole match, as people play it

/** A person's move: the first call offered (or the solo), no knock, else the first playable card. */
async function personMove(page: Page, phase: string): Promise<void> {
  const bar = page.getByTestId('action-bar');
  switch (phase) {
    case 'partnerDeclaration': {
      const call = bar.locator('[data-testid^="call-"]');
      await ((await call.count()) ? call.first() : bar.locator('[data-testid="go-alone"], [data-testid="pass"]').first()).click();
      return;
    }
    case 'knockWindow':
      await bar.getByTestId('pass').click();
      return;
    case 'trickPlay':
      await page.locator(playable).first().click();
      return;
    default: throw new Error(`no move for phase ${phase}`);
  }
}

test('a whole match: two people share the device with two AIs, from the lobby to the statistics', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = await openSetup(page, GAME, { learn: true, autoPlay: false });
  await expect(page.getByTestId('preset-standard')).toHaveAttribute('aria-pressed', 'true');
  // a short match: the target down to 8
  const target = page.getByTestId('option-targetScore');
  await target.fill('8');
  await target.blur();
  await expect(target).toHaveValue('8');
  const seats = [{ kind: 'human', name: 'Anna' }, { kind: 'ai-easy', name: 'Bo' }, { kind: 'human', name: 'Carla' }, { kind: 'ai-easy', name: 'Di' }];
  await startMatch(page, GAME, seats);
  await expect(page.getByTestId('table-deal-code')).toHaveText(/^KP1-[0-9A-Z-]+$/);

  const counts = await walkMatch(page, {
    seats,
    move: (m) => personMove(page, m.phase),
    atTurn: (m, s) => {
      if (m.phase === 'trickPlay') expect(s.hand.length).toBeGreaterThan(0);
    },
    atResult: () => expect(page.getByTestId('score-row-applied')).toHaveCount(1),
  });
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(over).toContainText(/Winner|Winners|win the match/);
  const summary = page.getByTestId('match-summary');
  await expect(summary).toBeVisible();
  expect(Number(await summary.getAttribute('data-deals'))).toBeGreaterThan(0);
  const finals = await Promise.all([0, 1, 2, 3].map(async (s) => Number((await page.getByTestId(`total-${s}`).textContent())!)));
  expect(Math.max(...finals)).toBeGreaterThanOrEqual(8);
  for (const s of [0, 1, 2, 3]) await expect(page.getByTestId(`final-${s}`).locator('.tt-final-score')).toHaveText(`${finals[s]} game point${finals[s] === 1 ? '' : 's'}`);
  await snap(page, 'kl-game-over');
  expect(counts.curtains).toBeGreaterThan(4);
  expect([...counts.turnsIn.keys()].sort()).toEqual(['knockWindow', 'partnerDeclaration', 'trickPlay']);
  await expectCountedOnce(page, GAME, errors);
});

// ---------------------------------------------------------------------------------------------
// Hidden partners: the page, step by step, with four people at the device

interface Move { seat: Seat; action: Action }

/**
 * The moves of a deal played by people who never knock, take the solo when they may, and keep
 * `avoid` (the moved black queen and the card it changed places with) to the last: up to the
 * first move that plays one of them (not included), or the end of the deal.
 */
function script(m: Match, avoid: readonly Card[]): Move[] {
  const out: Move[] = [];
  for (let i = 0; i < 80 && status(m).phase !== 'handResult'; i++) {
    const seat = status(m).toAct[0];
    const legal = legalActions(m, seat);
    const action = legal.find((a) => a.type === 'GO_ALONE') ?? legal.find((a) => a.type === 'PASS')
      ?? legal.find((a) => a.type === 'PLAY' && !avoid.includes(a.card as Card));
    if (!action) break;
    out.push({ seat, action });
    m = engineStep(m, seat, action);
  }
  return out;
}

/**
 * The page as a person could read it: every element's tag, attributes (the style of a card in
 * flight aside) and text, in document order: classes, aria-labels, data attributes and words.
 */
async function pageText(page: Page): Promise<string> {
  // the news line follows a move by one render: read until the page stands still
  let last = await pageTextNow(page);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(60);
    const now = await pageTextNow(page);
    if (now === last) return now;
    last = now;
  }
  return last;
}

async function pageTextNow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (el: Element, depth: number) => {
      const attrs = [...el.attributes].filter((a) => a.name !== 'style').map((a) => `${a.name}=${a.value}`).sort().join(' ');
      const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent?.trim()).filter(Boolean).join(' ');
      out.push(`${depth} ${el.tagName} ${attrs} ${text}`);
      for (const c of el.children) walk(c, depth + 1);
    };
    walk(document.body, 0);
    return out.join('\n');
  });
}

/** One step of a walk: the page behind the curtain (if it came up) and as the mover sees it. */
interface Seen { behind: string | null; viewer: string; news: string }

/** Makes `mv` at the device (its button, or its card in the hand) and waits for it to be logged as move `i`. */
async function click(page: Page, mv: Move, i: number) {
  const table = page.getByTestId('table');
  const button = mv.action.type === 'PLAY'
    ? page.locator(`[data-testid="hand"] button[data-card="${String(mv.action.card)}"]`)
    : table.locator(`button${act(mv.action)}`);
  await button.click();
  await movedPast(page, i);
}

/** Move `i` at a table of people: the curtain lowered for its seat first. */
async function moveAtDevice(page: Page, mv: Move, i: number) {
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-moves', String(i));
  const ready = page.getByTestId('handoff-ready');
  if (await ready.isVisible()) await ready.click();
  await expect(table).toHaveAttribute('data-viewer', String(mv.seat));
  await click(page, mv, i);
}

/** Opens `deal` with four people and makes `moves` at the device, reading the page at every step. */
async function walk(page: Page, deal: Deal, seed: string, moves: readonly Move[]): Promise<Seen[]> {
  await open(page, PEOPLE, fresh(deal, seed));
  const table = page.getByTestId('table');
  const seen: Seen[] = [];
  for (const [i, mv] of moves.entries()) {
    await expect(table).toHaveAttribute('data-moves', String(i));
    let behind: string | null = null;
    const curtain = page.getByTestId('handoff');
    await expect(curtain.or(page.locator(`[data-testid="table"][data-viewer="${mv.seat}"]`)).first()).toBeVisible();
    if (await curtain.isVisible()) {
      await expect(curtain).toContainText(NAMES[mv.seat]);
      behind = await pageText(page);
      await page.getByTestId('handoff-ready').click();
      await expect(curtain).toHaveCount(0);
    }
    await expect(table).toHaveAttribute('data-viewer', String(mv.seat));
    const news = (await page.getByTestId('announcer').textContent()) ?? '';
    seen.push({ behind, viewer: await pageText(page), news });
    await click(page, mv, i);
  }
  return seen;
}

/**
 * The same moves on two deals that differ only in which of two seats holds a black queen
 * (`mapped`: the other deal's move where a solo and a pass swap): the same page behind every
 * curtain and for every viewer in `same` (whose cards are the same), step by step.
 */
function samePages(a: Seen[], b: Seen[], moves: readonly Move[], same: readonly Seat[]) {
  expect(b).toHaveLength(a.length);
  for (let i = 0; i < a.length; i++) {
    expect(b[i].behind, `behind the curtain before move ${i} (${NAMES[moves[i].seat]})`).toBe(a[i].behind);
    if (same.includes(moves[i].seat)) expect(b[i].viewer, `${NAMES[moves[i].seat]}'s screen before move ${i}`).toBe(a[i].viewer);
  }
}

test('hidden partners: a black queen in another hand changes nothing on the page until it is played', async ({ page }) => {
  test.setTimeout(180_000);
  await presetSettings(page, { learn: true, autoPlay: false });
  // Carla (2) holds Q♠ — or Di (3) does, in exchange for J♦; Anna and Bo hold the same cards
  const moves = script(fresh(NORMAL, 'KL-E2E-LEAK'), ['QS', 'JD']);
  expect(moves.filter((x) => x.action.type === 'PLAY').length).toBeGreaterThan(4);
  const a = await walk(page, NORMAL, 'KL-E2E-LEAK', moves);
  // the pages did show the hands and the teams box all along
  expect(a.filter((x) => x.behind !== null).length).toBeGreaterThan(moves.length / 2);
  expect(a[a.length - 1].viewer).toContain('data-testid=teams');
  // then Carla plays Q♠ as soon as she may: the table says so, behind the next curtain too
  let m = moves.reduce((x, mv) => engineStep(x, mv.seat, mv.action), fresh(NORMAL, 'KL-E2E-LEAK'));
  const out = (x: Match, card: Card) => [...st(x).tricks.flatMap((t) => t.cards), ...st(x).trick].some((p) => p.card === card);
  for (let i = moves.length; !out(m, 'QS'); i++) {
    const seat = status(m).toAct[0];
    const legal = legalActions(m, seat);
    const mv = { seat, action: legal.find((x) => x.card === 'QS') ?? legal.find((x) => x.type === 'PASS') ?? legal.find((x) => x.type === 'PLAY')! };
    await moveAtDevice(page, mv, i);
    m = engineStep(m, mv.seat, mv.action);
  }
  const curtain = page.getByTestId('handoff');
  await expect(curtain).toBeVisible();
  // Bo played Q♣ before: the whole team is known now
  await expect(page.getByTestId('reveal')).toHaveText(out(m, 'QC') ? 'The partners are known: Bo and Carla are the Queens team.' : 'Q♠ played: Carla is on the Queens team.');
  await expect(page.getByTestId('seat-2').locator('.tt-badge-queens')).toHaveCount(1);
  await expect(page.getByTestId('teams')).toHaveAttribute('data-queens', out(m, 'QC') ? '1,2' : '2');
  await snap(page, 'kl-reveal-curtain');
  const b = await walk(page, NORMAL_MOVED, 'KL-E2E-LEAK', moves);
  samePages(a, b, moves, [0, 1]);
});

test('hidden partners: a silent solo reads like a pass, and nothing on the page tells it from a plain deal', async ({ page }) => {
  test.setTimeout(180_000);
  await presetSettings(page, { learn: true, autoPlay: false });
  // Bo (1) holds both black queens and goes alone — or holds Q♣ only (Q♠ with Di) and passes
  const movesA = script(fresh(DOUBLE, 'KL-E2E-SOLO'), ['QS', 'JD']);
  expect(movesA.some((x) => x.action.type === 'GO_ALONE')).toBe(true);
  const movesB = movesA.map((x) => (x.action.type === 'GO_ALONE' ? { ...x, action: { type: 'PASS' } } : x));
  const a = await walk(page, DOUBLE, 'KL-E2E-SOLO', movesA);
  // the next person's curtain after Bo's solo: the news says he passed
  const after = movesA.findIndex((x) => x.action.type === 'GO_ALONE') + 1;
  expect(a[after].news).toContain('Bo: pass.');
  expect(a.map((x) => x.news).join(' ')).not.toMatch(/alone/i);
  const b = await walk(page, DOUBLE_MOVED, 'KL-E2E-SOLO', movesB);
  samePages(a, b, movesA, [0, 2]);
});

test('the call or the solo: both black queens, each callable ace a button, the hint, the public call', async ({ page }) => {
  await presetSettings(page, { learn: true });
  // Bo (1) holds both black queens and A♠: he may call A♣ or A♥, or play alone
  const m = run(fresh(DOUBLE, 'KL-E2E-CALL'), '0: PASS');
  await open(page, ONE(1), m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-phase', 'partnerDeclaration');
  await expect(table).toHaveAttribute('data-to-act', '1');
  const choice = page.getByTestId('declare-choice');
  await expect(choice).toContainText('You hold both black queens');
  await expect(page.getByTestId('call-AC')).toHaveAttribute('data-action', '{"type":"CALL_PARTNER","card":"AC"}');
  await expect(page.getByTestId('call-AH')).toBeVisible();
  await expect(page.getByTestId('call-AS')).toHaveCount(0);
  await expect(page.getByTestId('go-alone')).toHaveAttribute('data-action', '{"type":"GO_ALONE"}');
  await expect(page.getByTestId('tutor-prompt')).toHaveText('You hold both black queens. Call an ace you don’t hold — its owner becomes your secret partner — or play alone without telling anyone.');
  await expect(page.getByTestId('own-side')).toHaveText('You hold both black queens: you will call an ace or play alone.');
  // the hand: the trumps first, marked as their own suit
  await expect.poll(() => handCards(page)).toEqual(['QC', 'QS', '9C', 'AS', '10S', 'KS']);
  await expect(page.getByTestId('hand').locator('button[data-card="QS"] .tt-card-badge')).toHaveText('T');
  await expect(page.getByTestId('hand').locator('button[data-card="9C"] .tt-card-badge')).toHaveCount(0);
  await askHint(page);
  await expect(page.getByTestId('hint-text')).toContainText(/The AI would (call the ace of|play alone)/);
  await snap(page, 'kl-call');
  const moves = await moveCount(page);
  await page.getByTestId('call-AH').click();
  await movedPast(page, moves);
  // the call is public: on the felt, on Bo's plate, in the news; its partner is still secret
  await expect(page.getByTestId('call')).toHaveText('You called A♥: its holder is your secret partner');
  await expect(page.getByTestId('seat-1').locator('.tt-badge-caller')).toHaveText('called A♥');
  await expect(page.getByTestId('own-side')).toHaveText('You: Queens team; your partner holds A♥, still secret.');
  await page.getByTestId('history-panel-open').click();
  await expect(page.getByTestId('history').locator('.tt-hh-notes')).toContainText('You hold both black queens and called the ace of ♥.');
});

test('the knock: offered in the window to a Queens member, out of turn during trick 1, answered by a knock-off', async ({ page }) => {
  // slow AIs: the knock stays offered while another seat thinks
  await presetSettings(page, { learn: true, pace: 'slow' });
  // Carla (2) holds Q♠; the declaration is over, window 1 asks Anna (0) first
  const m = run(fresh(NORMAL, 'KL-E2E-KNOCK'), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS');
  await open(page, ONE(2), m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-to-act', '2');
  await expect(page.getByTestId('knock-window')).toBeVisible();
  await expect(page.getByTestId('knock')).toHaveAttribute('data-action', '{"type":"KNOCK"}');
  await expect(page.getByTestId('pass')).toHaveText('Don’t knock');
  await expect(page.getByTestId('tutor-prompt')).toContainText('If you’re confident your side will win all six tricks you may knock now');
  await expect(page.getByTestId('own-side')).toHaveText('You: Queens team (you hold Q♠); your partner is still secret.');
  await snap(page, 'kl-knock');
  let moves = await moveCount(page);
  await page.getByTestId('pass').click();
  await movedPast(page, moves);
  // trick 1: while Di (3) and Anna (0) think, Carla may knock out of turn
  const knock = page.getByTestId('knock');
  await expect(knock).toBeVisible({ timeout: 15_000 });
  const toActNow = (await table.getAttribute('data-to-act'))!;
  expect(toActNow).not.toBe('2');
  await expect(page.getByTestId('tutor-prompt')).toContainText('In trick 1 you may knock at any moment');
  await snap(page, 'kl-knock-out-of-turn');
  moves = await moveCount(page);
  await knock.click();
  await movedPast(page, moves);
  await expect(page.getByTestId('stake')).toHaveAttribute('data-stake', /2|4/);
  await expect(page.getByTestId('seat-2').locator('.tt-badge-knock')).toBeVisible();
  // a knock shows the knocker's side to everyone
  await expect(page.getByTestId('teams')).toHaveAttribute('data-queens', /2/);
  // the knock is over once trick 2 is led: no button from then on
  await expect(knock).toHaveCount(0, { timeout: 30_000 });
});

test('a refused card is explained: the black queens and jacks are no clubs; in English and Japanese', async ({ page }) => {
  await presetSettings(page, { learn: true });
  // Anna leads A♣; Bo (1) holds Q♣ J♣ 9♣: only 9♣ follows clubs
  const m = run(fresh(NORMAL, 'KL-E2E-REFUSE'), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: AC');
  const seats = ONE(1);
  await open(page, seats, m);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-to-act', '1');
  await expect(page.getByTestId('hand').locator('button[data-card="9C"]')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByTestId('tutor-prompt')).toHaveText('A♣ was led: follow ♣ if you can (A 10 K 9). The black queens and the jacks are trumps, not ♣. If you can’t follow, you may play anything.');
  const moves = await expectRefused(page, 'QC', [
    'You must follow ♣ Clubs: the black queens and the jacks are trumps, not ♣ Clubs.',
    'The eleven trumps (Q♣ Q♠, every jack, every diamond) are one suit of their own',
  ]);
  await snap(page, 'kl-refused');
  await page.getByTestId('hand').locator('button[data-card="9C"]').click();
  await movedPast(page, moves);

  await setLang(page, 'ja');
  await open(page, seats, m);
  await clickRefused(page.getByTestId('hand').locator('button[data-card="QC"]'));
  await expect(page.getByTestId('tutor-error')).toContainText('♣ クラブを出さなければなりません(マストフォロー)。黒のクイーンとJは切り札で、♣ クラブではありません。');
  await expect(page.getByTestId('tutor-phase')).toHaveText('トリック');
  await expect(page.getByTestId('tutor-prompt')).toContainText('A♣がリードされました');
  await snap(page, 'kl-refused-ja');
});

test('a black queen played makes its player’s side public: the badge, the news, the teams; then the whole team', async ({ page }) => {
  await presetSettings(page, { learn: true });
  // trick 1: A♣ 9♣ J♠ 10♦ (Carla trumps); trick 2 Carla leads Q♠
  const m = run(fresh(NORMAL, 'KL-E2E-REVEAL'), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: AC, 1: 9C, 2: JS, 3: 10D, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: QS');
  await open(page, ONE(0), m);
  await expect(page.getByTestId('reveal')).toHaveText('Q♠ played: Carla is on the Queens team.');
  await expect(page.getByTestId('seat-2').locator('.tt-badge-queens')).toBeVisible();
  await expect(page.getByTestId('seat-1').locator('.tt-badge-queens')).toHaveCount(0);
  await expect(page.getByTestId('teams')).toHaveAttribute('data-queens', '2');
  await expect(page.getByTestId('own-side')).toHaveText('You: opponents (no black queen).');
  await snap(page, 'kl-reveal');
  // another deal: Bo trumps the first trick with Q♣, Carla throws Q♠ on his club lead: the whole team is known
  const both = run(fresh(NORMAL, 'KL-E2E-BOTH'), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: AH, 1: QC, 2: QH, 3: 9H, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: 9C, 2: QS, 3: 9D');
  await open(page, ONE(0), both);
  await expect(page.getByTestId('table')).toHaveAttribute('data-to-act', '0');
  await expect(page.getByTestId('reveal')).toHaveText('The partners are known: Bo and Carla are the Queens team.');
  await expect(page.getByTestId('teams')).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('teams')).toHaveAttribute('data-queens', '1,2');
  for (const s of [0, 3]) await expect(page.getByTestId(`seat-${s}`).locator('.tt-badge-opponents')).toBeVisible();
  await expect(page.getByTestId('own-side')).toHaveCount(0);
  await snap(page, 'kl-team-known');
});

test('the deal’s result: the two sides’ card points, the score table with the row applied, the history', async ({ page }) => {
  await presetSettings(page, { learn: true });
  const done = playUntil(fresh(NORMAL, 'KL-E2E-RESULT'), (x) => status(x).phase === 'handResult');
  await open(page, ONE(0), done);
  const result = page.getByTestId('hand-result');
  await expect(result).toBeVisible();
  const head = page.getByTestId('hand-breakdown');
  await expect(head).toHaveAttribute('data-queens', '1,2');
  const points = Number(await head.getAttribute('data-points'));
  await expect(page.getByTestId('side-queens')).toHaveAttribute('data-points', String(points));
  await expect(page.getByTestId('side-opponents')).toHaveAttribute('data-points', String(120 - points));
  await expect(page.getByTestId('partnership')).toHaveText('Bo and Carla held the black queens.');
  const applied = page.getByTestId('score-row-applied');
  await expect(applied).toHaveCount(1);
  const row = await applied.getAttribute('data-row');
  expect(row).toBe(points === 120 ? 'all' : points >= 91 ? 'schneider' : points >= 61 ? 'win' : points > 30 ? 'oppWin' : 'oppSchneider');
  await expect(result.locator('.tt-explain-list')).toContainText(/card points: each (member of the Queens team|opponent) scores \+\d|All six tricks/);
  await snap(page, 'kl-result');
  await page.getByTestId('history-open').click();
  const history = page.getByTestId('history');
  await expect(history.locator('.tt-hh-notes')).toContainText('Carla played Q♠: on the Queens team.');
  await history.locator('.tt-hh-list button').first().click();
  await expect(page.getByTestId('history-trick')).toHaveText(/Trick 1 of 6/);
  await expect(page.getByTestId('history-why')).toContainText(/trump|No trump was played/);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await setLang(page, 'ja');
  await open(page, ONE(0), done);
  await expect(page.getByTestId('partnership')).toHaveText('黒のクイーンを持っていたのはBoとCarlaです。');
  await expect(page.getByTestId('score-table')).toContainText('得点表');
  await snap(page, 'kl-result-ja');
});

test('mid-trick: a reload resumes the match, undo takes a card back', async ({ page }) => {
  await presetSettings(page, { learn: true, autoPlay: false });
  const m = run(fresh(NORMAL, 'KL-E2E-MID'), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: PASS, 3: PASS');
  await page.goto('/');
  await importPlayed(page, ONE(0), m, true);
  const table = page.getByTestId('table');
  await expect(table).toHaveAttribute('data-to-act', '0');
  await expect(page.getByTestId('trick-no')).toHaveText('Trick 1/6');
  const before = await handCards(page);
  expect(before).toEqual(['AC', '10C', 'KC', 'AH', '10H', 'KH']);
  await page.reload();
  await expect(table).toBeVisible();
  await expect.poll(() => handCards(page)).toEqual(before);
  const moves = await moveCount(page);
  await page.locator('[data-testid="hand"] button[data-card="KC"]').click();
  await movedPast(page, moves);
  const undo = page.getByTestId('undo');
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect(table).toHaveAttribute('data-moves', String(moves));
  await expect.poll(() => handCards(page)).toEqual(before);
});

test('presets fill the rule settings; every option is offered', async ({ page }) => {
  await presetSettings(page);
  await page.goto('/');
  await page.getByTestId(`game-${GAME}`).click();
  await expect(page.getByTestId('preset-standard')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('preset-sheepshead').click();
  await expect(page.getByTestId('option-requireCalledSuitInHand')).toBeChecked();
  await expect(page.getByTestId('option-calledAceMustFollow')).toBeChecked();
  await page.getByTestId('preset-short').click();
  await expect(page.getByTestId('option-targetScore')).toHaveValue('15');
  await expect(page.getByTestId('option-requireCalledSuitInHand')).not.toBeChecked();
  for (const o of ['knockOffRule', 'tieBreak', 'showCardPointsDuringPlay']) await expect(page.getByTestId(`option-${o}`)).toBeVisible();
  await page.getByTestId('option-showCardPointsDuringPlay').check();
  await snap(page, 'kl-lobby');
  await page.getByTestId('seat-0-kind').selectOption('human');
  for (const i of [1, 2, 3]) await page.getByTestId(`seat-${i}-kind`).selectOption('ai-easy');
  await page.getByTestId(`start-${GAME}`).click();
  await expect(page.getByTestId('target')).toHaveAttribute('data-target', '15');
  const code = page.getByTestId('table-deal-code');
  await expect(code).toHaveText(/^KP1-[0-9A-Z-]+$/);
  // the deal code plays the same deal under the same rules: the same six cards
  const text = (await code.textContent())!;
  await expect.poll(async () => (await handCards(page)).length).toBe(6);
  const hand = (await handCards(page)).sort();
  await page.goto(`/#deal/${text}`);
  await expect(page.getByTestId('deal-screen').getByRole('heading', { level: 1 })).toHaveText('Play this deal: Kloepper');
  await page.getByTestId('deal-play').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-game', GAME);
  await expect(page.getByTestId('target')).toHaveAttribute('data-target', '15');
  await expect.poll(async () => (await handCards(page)).sort()).toEqual(hand);
});

test('the rules page: the trump ladder as card pictures, the score table, in English and Japanese', async ({ page }) => {
  await presetSettings(page);
  const sheet = await openRulesPage(page, GAME);
  const ladder = page.getByTestId('trump-ladder');
  // the eleven trumps, high to low, drawn as the table's cards
  const trumps = await ladder.locator('.rules-cards').first().locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  expect(trumps).toEqual([...TRUMP_ORDER]);
  await expect(ladder).toContainText('The eleven trumps, high to low');
  await expect(page.getByTestId('rules-score-table')).toContainText('61–90');
  await snap(page, 'kl-rules');
  await ladder.scrollIntoViewIfNeeded();
  await snap(page, 'kl-rules-ladder');
  await page.getByTestId('rules-score-table').scrollIntoViewIfNeeded();
  await snap(page, 'kl-rules-scoring');
  await setLang(page, 'ja');
  await page.reload();
  await expect(sheet.locator('h1')).toContainText('遊び方');
  await expect(sheet).toContainText('「♣Q♠Qチーム」');
  await expect(sheet).toContainText('ノックオフ');
  await expect(sheet).toContainText('切り札以外のスート');
  expect(await sheet.innerText()).not.toMatch(/kloepper\.[a-zA-Z]+/);
  await ladder.scrollIntoViewIfNeeded();
  await snap(page, 'kl-rules-ladder-ja');
});

test('Japanese: the call, the knock and the hint in the glossary’s words', async ({ page }) => {
  await presetSettings(page, { learn: true, lang: 'ja' });
  await open(page, ONE(1), run(fresh(DOUBLE, 'KL-E2E-CALL-JA'), '0: PASS'));
  await expect(page.getByTestId('declare-choice')).toContainText('黒のクイーンを2枚とも持っています');
  await expect(page.getByTestId('call-AC')).toContainText('A♣を指定');
  await expect(page.getByTestId('go-alone')).toContainText('単独プレイ');
  await expect(page.getByTestId('tutor-phase')).toHaveText('パートナーの宣言');
  await askHint(page);
  await expect(page.getByTestId('hint-text')).toContainText(/AIなら|通りの配り方/);
  await snap(page, 'kl-call-ja');
  await open(page, ONE(2), run(fresh(NORMAL, 'KL-E2E-KNOCK-JA'), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS'));
  await expect(page.getByTestId('knock')).toContainText('ノック');
  await expect(page.getByTestId('tutor-prompt')).toContainText('今ノックできます');
  await snap(page, 'kl-knock-ja');
  await open(page, ONE(0), run(fresh(NORMAL, 'KL-E2E-REVEAL-JA'), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: AC, 1: 9C, 2: JS, 3: 10D, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: QS'));
  await expect(page.getByTestId('reveal')).toHaveText('Q♠が出ました:Carlaは「♣Q♠Qチーム」です。');
  await snap(page, 'kl-reveal-ja');
});

