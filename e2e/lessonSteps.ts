// Driving a lesson in the built app from its own data: the clicks that send a step's move,
// waiting for a step, opening a lesson, playing the rest of it (lessons.spec, lessons.phone.spec).
import { expect, type Page } from '@playwright/test';
import type { Action } from '../src/engine';
import type { Lesson } from '../src/lessons/types';

/**
 * Picks the cards of a step of several moves (a burial: one DISCARD a card) in the hand — the
 * next copy of a card named twice — without confirming.
 */
export async function pick(page: Page, actions: readonly Action[]) {
  const seen = new Map<string, number>();
  for (const a of actions) {
    const c = String(a.card);
    const k = seen.get(c) ?? 0;
    seen.set(c, k + 1);
    await page.locator(`.tt-dock button[data-card="${c}"]`).nth(k).dispatchEvent('click');
  }
}

/**
 * Clicks the control that sends `action`: a card in the hand, or an action button. A step of
 * several moves one confirm sends (a burial): its cards picked in the hand, then the confirm.
 */
export async function send(page: Page, step: Action | readonly Action[]) {
  if (Array.isArray(step)) {
    await pick(page, step);
    return page.getByTestId('select-confirm').click();
  }
  const action = step as Action;
  const { type, ...rest } = action;
  const card = typeof action.card === 'string' ? page.locator(`.tt-dock button[data-card="${action.card}"]`) : null;
  // The click goes to the card itself (a fanned hand's neighbour may cover its centre); a card
  // the engine would refuse is aria-disabled, and the lesson's check still hears it.
  if (type === 'PLAY' && card) return card.dispatchEvent('click');
  // several cards make one action: a button of its own (King of the Hill's pair lead or
  // declaration), else a choice of cards in the hand (Skat's discard, a pair answered): select
  // each — the next copy of a card named twice — then confirm
  if (Array.isArray(action.cards)) {
    const own = page.locator(`[data-testid="table"] [data-action='${JSON.stringify({ type, ...rest })}']`);
    const confirm = page.getByTestId('select-confirm');
    await own.or(confirm).first().waitFor();
    if ((await own.count()) > 0) return own.first().click();
    const seen = new Map<string, number>();
    for (const c of action.cards as string[]) {
      const k = seen.get(c) ?? 0;
      seen.set(c, k + 1);
      await page.locator(`.tt-dock button[data-card="${c}"]`).nth(k).dispatchEvent('click');
    }
    return confirm.click();
  }
  // a card of the hand chosen for another action (a bid card): select it, then the confirm
  // button sends it; a card named but not held (Kloepper's called ace) is a button of its own
  if (card && (await card.count()) > 0) await card.dispatchEvent('click');
  await page.locator(`[data-testid="table"] [data-action='${JSON.stringify({ type, ...rest })}']`).first().click();
}

/** Waits until the lesson is at step `i` (0-based) and the learner is to act. */
export async function atStep(page: Page, lesson: Lesson, i: number) {
  const panel = page.getByTestId('lesson-panel');
  await expect(panel).toHaveAttribute('data-step', String(i));
  await expect(page.getByTestId('table')).toHaveAttribute('data-to-act', new RegExp(`(^|,)${lesson.learner}(,|$)`));
}

/** Plays the right moves of the steps before step `i` (0-based) and waits there. */
export async function playTo(page: Page, lesson: Lesson, i: number) {
  for (let k = 0; k < i; k++) {
    await atStep(page, lesson, k);
    await send(page, lesson.steps[k].answer);
  }
  await atStep(page, lesson, i);
}

export async function openLesson(page: Page, lesson: Lesson) {
  await page.goto(`/#lesson/${lesson.game}/${lesson.id}`);
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-lesson', lesson.id);
}

export async function playThrough(page: Page, lesson: Lesson, from = 0) {
  for (let i = from; i < lesson.steps.length; i++) {
    await atStep(page, lesson, i);
    await send(page, lesson.steps[i].answer);
  }
  await expect(page.getByTestId('lesson-panel')).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('lesson-complete')).toBeVisible();
}
