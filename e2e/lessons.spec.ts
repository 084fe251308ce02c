// Lessons in the built app: every lesson completed by clicking the right moves its own data
// names (so the walk follows the data), and again with a wrong move first, explained in its own
// words before the engine sees it (English, and Japanese once); a lesson with a mistake counted
// done but not flawless; the way in from the lobby and the rules page, and progress that
// survives a reload.
import { expect, test } from '@playwright/test';
import { LESSONS } from '../src/lessons';
import { presetSettings } from './helpers';
import ascotEn from '../src/ui/i18n/en/lessons/ascot';
import kingOfTheHillEn from '../src/ui/i18n/en/lessons/king-of-the-hill';
import kloepperEn from '../src/ui/i18n/en/lessons/kloepper';
import queensDungeonEn from '../src/ui/i18n/en/lessons/queens-dungeon';
import skatEn from '../src/ui/i18n/en/lessons/skat';
import supertrumpEn from '../src/ui/i18n/en/lessons/supertrump';
import toepenEn from '../src/ui/i18n/en/lessons/toepen';
import tuppiEn from '../src/ui/i18n/en/lessons/tuppi';
import { atStep, openLesson, pick, playThrough, playTo, send } from './lessonSteps';

const all = Object.values(LESSONS).flat();

test.beforeEach(async ({ page }) => {
  await presetSettings(page);
});

/** Each game's English lesson texts, as the lesson panel shows them. */
const TEXTS: Record<string, Record<string, Record<string, string>>> = {
  supertrump: supertrumpEn, skat: skatEn, toepen: toepenEn, tuppi: tuppiEn, 'queens-dungeon': queensDungeonEn,
  kloepper: kloepperEn, ascot: ascotEn, 'king-of-the-hill': kingOfTheHillEn,
};

/** The longest stretch of a reason's English text between its {{placeholders}}. */
function reasonText(game: string, key: string): string {
  const [id, name] = key.split('.');
  const text = name ? TEXTS[game]?.[id]?.[name] : undefined;
  if (!text) throw new Error(`no English text for lessons.${game}.${key}`);
  return text.split(/\{\{[^}]+\}\}/).sort((a, b) => b.length - a.length)[0].trim().slice(0, 60);
}

for (const lesson of all) {
  test(`lesson ${lesson.game}/${lesson.id} completes with its right moves, and again after a wrong one`, async ({ page }) => {
    await openLesson(page, lesson);
    await expect(page.getByTestId('lesson-progress')).toHaveText(`Step 1 of ${lesson.steps.length}`);
    await playThrough(page, lesson);
    // again from the start, a wrong move first (a step of one move: the burial's batch has its own test below)
    const i = lesson.steps.findIndex((st) => (st.wrong ?? []).some((w) => !Array.isArray(w.action)));
    if (i < 0) return;
    const wrong = lesson.steps[i].wrong!.find((w) => !Array.isArray(w.action))!;
    await page.getByTestId('lesson-restart').click();
    await playTo(page, lesson, i);
    const moves = await page.getByTestId('table').getAttribute('data-moves');
    await send(page, wrong.action);
    await expect(page.getByTestId('lesson-wrong')).toContainText(reasonText(lesson.game, wrong.reason));
    await expect(page.getByTestId('table')).toHaveAttribute('data-moves', moves!);
    // cards picked for the wrong move stay picked for a retry: put them back first
    const picked = page.locator('.tt-dock button[data-selected="true"]');
    for (let n = await picked.count(); n > 0; n--) {
      await picked.first().dispatchEvent('click');
      await expect(picked).toHaveCount(n - 1);
    }
    await playThrough(page, lesson, i);
  });
}

/** The first lesson step with a listed wrong move, per game. */
function firstWrong(game: string) {
  for (const lesson of LESSONS[game as keyof typeof LESSONS] ?? []) {
    const i = lesson.steps.findIndex((s) => (s.wrong ?? []).length > 0);
    if (i >= 0) return { lesson, i, wrong: lesson.steps[i].wrong![0] };
  }
  throw new Error(`no wrong move listed for ${game}`);
}

const WRONG_EN: Record<string, RegExp> = {
  supertrump: /Hearts were led and you hold hearts|lower than Ben's 9♥/,
  toepen: /Hearts were led and you hold hearts|Dev's K♥ is higher/,
  tuppi: /is black: it bids nolo/,
  skat: /The J♦ is not a diamond here/,
  'queens-dungeon': /is below Ben's A♥/,
  kloepper: /The J♥ is a trump, not a heart/,
  ascot: /Ben could beat the/,
  'king-of-the-hill': /The 2♥ is a trump, not a heart/,
};

for (const game of Object.keys(LESSONS)) {
  test(`${game}: a wrong move is explained, not played, and the lesson goes on`, async ({ page }) => {
    const { lesson, i, wrong } = firstWrong(game);
    await openLesson(page, lesson);
    await playTo(page, lesson, i);
    const moves = await page.getByTestId('table').getAttribute('data-moves');
    await send(page, wrong.action);
    await expect(page.getByTestId('lesson-wrong')).toContainText(WRONG_EN[game]);
    // nothing was sent: the match has not moved, the step is the same
    await expect(page.getByTestId('table')).toHaveAttribute('data-moves', moves!);
    await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-step', String(i));
    await playThrough(page, lesson, i);
    await expect(page.getByTestId('lesson-wrong')).toHaveCount(0);
    // done, but not without a wrong move
    await page.getByTestId('lesson-list').click();
    await expect(page.getByTestId(`lesson-${lesson.id}`)).toHaveAttribute('data-state', 'done');
  });
}

// A step of several moves: the King's burial is one confirm that sends eight DISCARDs. A wrong
// card among them keeps all eight back: the lesson says why, the match has not moved, and the
// eight cards stay picked for the retry.
test('king-of-the-hill: a wrong burial is explained before any card is buried, and the pick stays', async ({ page }) => {
  const lesson = LESSONS['king-of-the-hill']!.find((l) => l.id === 'bury')!;
  const wrong = lesson.steps[0].wrong!.find((w) => w.reason === 'bury.points')!;
  const batch = wrong.action as readonly { type: string; card?: unknown }[];
  await openLesson(page, lesson);
  await atStep(page, lesson, 0);
  const moves = await page.getByTestId('table').getAttribute('data-moves');
  await pick(page, batch);
  await page.getByTestId('select-confirm').click();
  await expect(page.getByTestId('lesson-wrong')).toContainText('The K♠ is a point card');
  await expect(page.getByTestId('table')).toHaveAttribute('data-moves', moves!);
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'kitty');
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-step', '0');
  const picked = page.locator('.tt-dock button[data-selected="true"]');
  await expect(picked).toHaveCount(8);
  await expect(page.locator('.tt-dock button[data-card="KS"]')).toHaveAttribute('data-selected', 'true');
  // the retry: the K♠ back into the hand, the J♣ in its place
  const right = lesson.steps[0].answer as readonly { card?: unknown }[];
  const missing = right.find((a) => !batch.some((b) => b.card === a.card))!;
  await page.locator('.tt-dock button[data-card="KS"]').dispatchEvent('click');
  await page.locator(`.tt-dock button[data-card="${String(missing.card)}"]`).dispatchEvent('click');
  await page.getByTestId('select-confirm').click();
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('lesson-wrong')).toHaveCount(0);
  await expect(page.getByTestId('table')).toHaveAttribute('data-moves', String(Number(moves) + 8));
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'callPartner');
});

test('a wrong move is explained in Japanese', async ({ page }) => {
  await page.addInitScript(() => {
    const key = 'trick-table/settings';
    const s = JSON.parse(localStorage.getItem(key) ?? '{"state":{},"version":1}');
    s.state.lang = 'ja';
    localStorage.setItem(key, JSON.stringify(s));
  });
  const lesson = LESSONS.toepen!.find((l) => l.id === 'knock')!;
  await openLesson(page, lesson);
  await expect(page.getByTestId('lesson-progress')).toHaveText(`ステップ 1 / ${lesson.steps.length}`);
  await expect(page.getByTestId('exit')).toHaveText('← レッスン');
  await atStep(page, lesson, 0);
  await send(page, { type: 'PLAY', card: '7D' });
  await expect(page.getByTestId('lesson-wrong')).toContainText('まずノックしましょう');
  await playThrough(page, lesson);
  await expect(page.getByTestId('lesson-complete')).toContainText('ベンは続けて負けた');
});

test('the lessons are reached from the lobby and the rules page; progress survives a reload; a lesson restarts', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('game-toepen').click();
  await page.getByTestId('lessons-toepen').click();
  await expect(page.getByTestId('lessons')).toHaveAttribute('data-game', 'toepen');
  await expect(page.getByTestId('lessons-count')).toHaveText('0 of 4 done');
  await page.getByTestId('lesson-start-follow').click();
  const lesson = LESSONS.toepen![0];
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', lesson.id);
  // the table's top-left button goes back to the lessons, and says so
  await expect(page.getByTestId('exit')).toHaveText('← Lessons');
  // one step, then start over: back at step 1 with the deal as dealt
  await atStep(page, lesson, 0);
  await send(page, lesson.steps[0].answer);
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-step', '1');
  await page.getByTestId('lesson-restart').click();
  await playThrough(page, lesson);
  await expect(page.getByTestId('lesson-next')).toBeVisible();
  await page.getByTestId('lesson-next').click();
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', LESSONS.toepen![1].id);
  await page.getByTestId('lesson-list').click();
  await expect(page.getByTestId('lesson-follow')).toHaveAttribute('data-state', 'flawless');
  await page.reload();
  await expect(page.getByTestId('lessons-count')).toHaveText('1 of 4 done');
  await expect(page.getByTestId('lesson-follow')).toHaveAttribute('data-state', 'flawless');
  await expect(page.getByTestId('lesson-last')).toHaveAttribute('data-state', 'open');

  // the rules page's link opens the first lesson
  await page.goto('/#rules/supertrump');
  await page.getByTestId('rules-first-lesson').click();
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', LESSONS.supertrump![0].id);
});

test('corrupt lesson progress is ignored', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('trick-table/lessons', '{broken'));
  await page.goto('/#lessons/supertrump');
  await expect(page.getByTestId('lessons-count')).toHaveText('0 of 4 done');
});
