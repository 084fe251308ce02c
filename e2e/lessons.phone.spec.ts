// Lessons at phone size (360x640, touch): for every game with lessons, at the first step where
// the learner plays to a trick already started, the lesson panel, the trick and the whole hand
// are on the screen; then the lesson is completed.
import { expect, test, type Page } from '@playwright/test';
import { LESSONS } from '../src/lessons';
import { stepMoves, walkLesson } from '../src/lessons/run';
import type { Lesson } from '../src/lessons/types';
import { presetSettings } from './helpers';
import { atStep, openLesson, playThrough, send } from './lessonSteps';

/** The game's first lesson step that plays a card to a trick others have begun. */
function followStep(game: string): { lesson: Lesson; i: number } {
  for (const lesson of LESSONS[game as keyof typeof LESSONS] ?? []) {
    let found = -1;
    walkLesson(lesson, (i, obs) => {
      if (found < 0 && stepMoves(lesson.steps[i])[0].type === 'PLAY' && obs.trick.length > 0) found = i;
      return lesson.steps[i].answer;
    });
    if (found >= 0) return { lesson, i: found };
  }
  throw new Error(`no lesson of ${game} plays to a started trick`);
}

/** Inside the screen: the whole box. */
async function onScreen(page: Page, selector: string, what: string) {
  const boxes = await page.locator(selector).evaluateAll((els) => els.map((e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }));
  expect(boxes.length, `${what}: drawn`).toBeGreaterThan(0);
  const { width, height } = page.viewportSize()!;
  for (const b of boxes) {
    expect(b.left, `${what}: left`).toBeGreaterThanOrEqual(-1);
    expect(b.right, `${what}: right`).toBeLessThanOrEqual(width + 1);
    expect(b.top, `${what}: top`).toBeGreaterThanOrEqual(-1);
    expect(b.bottom, `${what}: bottom`).toBeLessThanOrEqual(height + 1);
  }
}

test.beforeEach(async ({ page }) => {
  await presetSettings(page);
});

for (const game of Object.keys(LESSONS)) {
  test(`${game}: a lesson at phone size shows its panel, the trick and the hand`, async ({ page }) => {
    const { lesson, i } = followStep(game);
    await openLesson(page, lesson);
    for (let k = 0; k < i; k++) {
      await atStep(page, lesson, k);
      await send(page, lesson.steps[k].answer);
    }
    await atStep(page, lesson, i);
    await expect(page.getByTestId('trick').locator('[data-card]').first()).toBeVisible();
    // (a card just played may still be on its way to the trick: the check waits for it to land)
    await expect(async () => {
      await onScreen(page, '[data-testid="lesson-panel"]', 'the lesson panel');
      await onScreen(page, '[data-testid="lesson-prompt"]', 'the step');
      await onScreen(page, '[data-testid="trick"] [data-card]', 'the trick');
      await onScreen(page, '[data-testid="hand"] [data-card]', 'the hand');
    }).toPass({ timeout: 5_000 });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(scroll, 'no sideways scroll').toBeLessThanOrEqual(0);
    await playThrough(page, lesson, i);
  });
}

// The phone's lesson strip shows four lines of a step: every step of every lesson fits them.
for (const lang of ['en', 'ja'] as const) {
  test(`every step's text fits the phone's lesson strip (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    await presetSettings(page, { lang });
    const cut: string[] = [];
    for (const lesson of Object.values(LESSONS).flat()) {
      await openLesson(page, lesson);
      for (let i = 0; i < lesson.steps.length; i++) {
        await atStep(page, lesson, i);
        const [full, shown] = await page.getByTestId('lesson-prompt').evaluate((e) => [e.scrollHeight, e.clientHeight]);
        if (full > shown + 1) cut.push(`${lesson.game}/${lesson.id} step ${i + 1}`);
        await send(page, lesson.steps[i].answer);
      }
    }
    expect(cut, 'steps whose text is cut off').toEqual([]);
  });
}
