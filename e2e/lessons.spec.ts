// Lessons in the built app: every lesson completed by clicking the right moves its own data
// names (so the walk follows the data), a wrong move per game explained before the engine
// sees it (English, and Japanese once), the way in from the lobby and the rules page, and
// progress that survives a reload.
import { expect, test, type Page } from '@playwright/test';
import type { Action } from '../src/engine';
import { LESSONS } from '../src/lessons';
import type { Lesson } from '../src/lessons/types';
import { presetSettings } from './helpers';

const all = Object.values(LESSONS).flat();

/** Clicks the control that sends `action`: a card in the hand, or an action button. */
async function send(page: Page, action: Action) {
  const { type, ...rest } = action;
  const card = typeof action.card === 'string' ? page.locator(`.tt-dock button[data-card="${action.card}"]`) : null;
  // The click goes to the card itself (a fanned hand's neighbour may cover its centre); a card
  // the engine would refuse is aria-disabled, and the lesson's check still hears it.
  if (type === 'PLAY' && card) return card.dispatchEvent('click');
  // several cards make one action (Skat's discard): select each, then confirm
  if (Array.isArray(action.cards)) {
    for (const c of action.cards as string[]) await page.locator(`.tt-dock button[data-card="${c}"]`).dispatchEvent('click');
    return page.getByTestId('select-confirm').click();
  }
  // a card chosen for another action (a bid card): select it, then the confirm button sends it
  if (card) await card.dispatchEvent('click');
  await page.locator(`[data-testid="table"] [data-action='${JSON.stringify({ type, ...rest })}']`).first().click();
}

/** Waits until the lesson is at step `i` (0-based) and the learner is to act. */
async function atStep(page: Page, lesson: Lesson, i: number) {
  const panel = page.getByTestId('lesson-panel');
  await expect(panel).toHaveAttribute('data-step', String(i));
  await expect(page.getByTestId('table')).toHaveAttribute('data-to-act', new RegExp(`(^|,)${lesson.learner}(,|$)`));
}

async function openLesson(page: Page, lesson: Lesson) {
  await page.goto(`/#lesson/${lesson.game}/${lesson.id}`);
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', lesson.id);
}

async function playThrough(page: Page, lesson: Lesson, from = 0) {
  for (let i = from; i < lesson.steps.length; i++) {
    await atStep(page, lesson, i);
    await send(page, lesson.steps[i].answer);
  }
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('lesson-complete')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await presetSettings(page);
});

for (const lesson of all) {
  test(`lesson ${lesson.game}/${lesson.id} completes with its right moves`, async ({ page }) => {
    await openLesson(page, lesson);
    await expect(page.getByTestId('lesson-progress')).toHaveText(`Step 1 of ${lesson.steps.length}`);
    await playThrough(page, lesson);
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
};

for (const game of Object.keys(LESSONS)) {
  test(`${game}: a wrong move is explained, not played, and the lesson goes on`, async ({ page }) => {
    const { lesson, i, wrong } = firstWrong(game);
    await openLesson(page, lesson);
    for (let k = 0; k < i; k++) {
      await atStep(page, lesson, k);
      await send(page, lesson.steps[k].answer);
    }
    await atStep(page, lesson, i);
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
