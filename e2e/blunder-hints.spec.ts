import { expect, test } from '@playwright/test';
import type { Action } from '../src/engine';
import { KOTH_BLUNDER_CASES } from '../src/engine/games/king-of-the-hill/blunderCases';
import { KLOEPPER_BLUNDER_CASES } from '../src/engine/games/kloepper/blunderCases';
import { SKAT_BLUNDER_CASES, SKAT_PLAY_CASES } from '../src/engine/games/skat/blunderCases';
import { SUPERTRUMP_BLUNDER_CASES } from '../src/engine/games/supertrump/blunderCases';
import { TOEPEN_BLUNDER_CASES } from '../src/engine/games/toepen/blunderCases';
import { TUPPI_BLUNDER_CASES } from '../src/engine/games/tuppi/blunderCases';
import { positionOf } from '../src/engine/testing/blunderCase';
import { askHint, importPlayed, presetSettings, snap } from './helpers';

// The blunder positions of the unit suites that are reached through the contract
// (games/<id>/blunderCases.ts; Queen's Dungeon's and Ascot's are set up directly, with totals or
// a race no move list reaches), among them the hints the first learners met (a Tuppi solo's J♥
// that took the trick, J♥ put in the skat, a bid of 70 on a hand worth 33, the trump named on
// 7♠ 5♠ 4♠ 3♠). Each is opened in the built app's learn mode with the deciding seat a person: the
// hint the Web Worker gives there is never the blunder. A knock out of turn is no hint's question
// (the hint answers the person's turn): those stay unit cases.
const CASES = [...SUPERTRUMP_BLUNDER_CASES, ...SKAT_BLUNDER_CASES, ...SKAT_PLAY_CASES, ...TUPPI_BLUNDER_CASES, ...TOEPEN_BLUNDER_CASES,
  ...KLOEPPER_BLUNDER_CASES, ...KOTH_BLUNDER_CASES]
  .filter((c) => !c.optional);

for (const c of CASES) {
  test(`learn mode's hint: ${c.game}, ${c.name}`, async ({ page }) => {
    await presetSettings(page, { learn: true });
    await page.goto('/');
    const match = positionOf(c);
    const seats = Array.from({ length: match.setup.players }, (_, i) =>
      (i === c.seat ? { kind: 'human', name: 'Ann' } : { kind: 'ai-normal', name: `AI ${i}` }));
    await importPlayed(page, seats, match);
    await askHint(page);
    const text = page.getByTestId('hint-text');
    await expect(text).toBeVisible({ timeout: 30_000 });
    const action = JSON.parse((await text.getAttribute('data-hint-action'))!) as Action;
    expect(c.blunder(action), `the hint says ${JSON.stringify(action)}: ${await text.textContent()}`).toBe(false);
    // the hinted cards lie in the person's hand on the table
    const cards = (action.cards as string[] | undefined) ?? (action.card ? [action.card as string] : []);
    for (const card of cards) await expect(page.getByTestId('hand').locator(`[data-card="${card}"]`).first()).toBeVisible();
    await snap(page, `blunder-hint-${c.game}-${CASES.indexOf(c)}`);
  });
}
