import { expect, test, type Page } from '@playwright/test';
import type { Match, Seat } from '../src/engine';
import { applyAction, chooseAction, legalActions, newMatch, observe, status } from '../src/engine';
import { importPlayed, presetSettings, snap } from './helpers';

// "Could I have done better?": after a hand, the person's own moves judged by the hard search
// in the worker. A hand played as the AI plays has nothing flagged; one played badly has its
// costly moves listed with what was better and about how much.

/** A Supertrump hand to its result: seat 0 by `mine`, seat 1 by the hard AI. */
function playedHand(seed: string, mine: (m: Match, seat: Seat, step: number) => ReturnType<typeof legalActions>[number]): Match {
  let m = newMatch('supertrump', { players: 2, seed, options: { gamesPerMatch: 2 } });
  for (let step = 0; step < 200 && status(m).phase !== 'handResult'; step++) {
    const seat = status(m).toAct[0];
    const a = seat === 0 ? mine(m, seat, step) : chooseAction(observe(m, seat), { level: 'hard', seed: `${seed}/${step}` });
    const r = applyAction(m, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    m = r.match;
  }
  expect(status(m).phase).toBe('handResult');
  return m;
}

async function reviewOf(page: Page, m: Match) {
  await page.goto('/');
  await importPlayed(page, [{ kind: 'human', name: 'Ann' }, { kind: 'ai-hard', name: 'Ada' }], m);
  await expect(page.getByTestId('hand-result')).toBeVisible();
  await page.getByTestId('hand-result').getByTestId('history-open').click();
  const review = page.getByTestId('review');
  await review.getByTestId('review-start').click();
  await expect(review).toHaveAttribute('data-done', 'true', { timeout: 90_000 });
  return review;
}

test('a hand played as the AI plays: no move flagged', async ({ page }) => {
  test.setTimeout(180_000);
  await presetSettings(page, {});
  const m = playedHand('review-good', (x, seat, step) => chooseAction(observe(x, seat), { level: 'hard', seed: `good/${step}` }));
  const review = await reviewOf(page, m);
  await expect(review).toHaveAttribute('data-costly', '0');
  await expect(page.getByTestId('review-summary')).toContainText(/choices were as good as the AI’s/);
});

test('a hand played badly: its costly moves listed with the better move and the cost; a click opens the trick', async ({ page }) => {
  test.setTimeout(180_000);
  await presetSettings(page, {});
  // the lowest-ranked legal card every time, whatever it gives away
  const m = playedHand('review-bad', (x, seat) => legalActions(x, seat).at(-1)!);
  const review = await reviewOf(page, m);
  expect(Number(await review.getAttribute('data-costly'))).toBeGreaterThan(0);
  await expect(page.getByTestId('review-summary')).toContainText(/cost you about \d+(\.\d)? points?/);
  const first = review.getByTestId('review-costly').first();
  await expect(first).toContainText(/you chose “.+”; “.+” was better, by about \d+(\.\d)? points?\./);
  const trick = Number(/Trick (\d+):/.exec((await first.textContent()) ?? '')![1]);
  await first.getByRole('button').click();
  await expect(page.getByTestId('history-trick')).toContainText(`Trick ${trick} of`);
  await snap(page, 'review-bad');
});

test('Japanese: the check in Japanese', async ({ page }) => {
  test.setTimeout(180_000);
  await presetSettings(page, { lang: 'ja' });
  const m = playedHand('review-bad', (x, seat) => legalActions(x, seat).at(-1)!);
  const review = await reviewOf(page, m);
  await expect(page.getByTestId('review-summary')).toContainText(/手で合わせて約|手で約/);
  await expect(review.getByTestId('review-costly').first()).toContainText('の方が約');
});
