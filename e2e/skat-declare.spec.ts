import { expect, test, type Page } from '@playwright/test';
import { actAtDevice, openSkatDeal, SKAT_DEAL } from './helpers';

// The declaration picker (rules/skat.md §4.3-6, §6): every contract shows its value for this
// hand, and one that cannot reach the bid is marked and explained, yet stays selectable.
// The fixed deal SKAT_DEAL (helpers.ts), three people at one device.

/** Seat 0 (Middlehand) bids 48, Forehand and Rearhand pass: seat 0 declares at 48. */
async function declarerAt48(page: Page, settings: Record<string, unknown> = {}) {
  await openSkatDeal(page, settings);
  await actAtDevice(page, { type: 'BID', value: 48 });
  await actAtDevice(page, { type: 'PASS' });
  await actAtDevice(page, { type: 'PASS' });
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'skatDecision');
}

const option = (page: Page, contract: string) => page.locator(`.tt-sk-declaring button[data-action*='${contract}']`);

/** One choice's value, mark and small line (null: none — the hand grid shows it only where something lacks). */
async function expectOption(page: Page, contract: string, value: string, reach: string, sub: string | null) {
  const o = option(page, contract);
  await expect(o).toHaveCount(1);
  const v = o.getByTestId('declare-value');
  await expect(v).toHaveText(new RegExp(`${value.replace(/[≥]/g, '\\$&')}$`));
  await expect(v).toHaveAttribute('data-reach', reach);
  if (sub === null) await expect(o.locator('.tt-sk-sub')).toHaveCount(0);
  else await expect(o.locator('.tt-sk-sub')).toHaveText(sub);
}

/** Nothing of the picker lies outside the screen's width. */
async function expectInsideWidth(page: Page, width: number) {
  const boxes = await page.locator('.tt-sk-declaring button[data-action]').evaluateAll((els) =>
    els.map((e) => { const r = e.getBoundingClientRect(); return [r.left, r.right]; }));
  expect(boxes.length).toBeGreaterThan(0);
  for (const [left, right] of boxes) {
    expect(left).toBeGreaterThanOrEqual(0);
    expect(right).toBeLessThanOrEqual(width);
  }
}

/** The declarer takes the skat and puts the same two cards back. */
async function takeSkat(page: Page) {
  await actAtDevice(page, { type: 'TAKE_SKAT' });
  for (const card of SKAT_DEAL.skat) await page.locator(`[data-testid="hand"] button[data-card="${card}"]`).click();
  await page.getByTestId('select-confirm').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'declaration');
}

test('skat taken: exact values, and a game that cannot reach the bid is marked but playable', async ({ page }) => {
  await declarerAt48(page);
  await takeSkat(page);

  // with 2, skat taken: clubs 12 × 3 = 36 (needs Schneider: 48), spades 33 and hearts 30
  // (only Schwarz reaches 48), diamonds 27 (Schwarz 45 < 48: lost at 54, −108), grand 72.
  await expectOption(page, '"trump":"C"', '36', 'schneider', 'Schneider needed');
  await expectOption(page, '"trump":"S"', '33', 'schwarz', 'Schwarz needed');
  await expectOption(page, '"trump":"H"', '30', 'schwarz', 'Schwarz needed');
  await expectOption(page, '"trump":"D"', '27', 'never', 'lost −108');
  await expectOption(page, '"type":"grand"', '72', 'yes', '24 × 3');
  await expect(option(page, '"type":"grand"').getByTestId('declare-value')).toHaveAttribute('data-exact', 'true');
  // Null (23) and Null ouvert (46) are below 48: the rules do not offer them (S-8).
  await expect(option(page, '"type":"null"')).toHaveCount(0);
  await expect(option(page, '"trump":"C"')).toHaveAccessibleName('♣ Clubs, worth 36');
  await expect(option(page, '"trump":"D"')).toHaveAccessibleDescription(/cannot reach your bid of 48.*overbid.*54: −108/);
  await expect(option(page, '"type":"grand"')).toHaveAccessibleDescription(/Value: with 2, game 3 → 3 × 24 = 72/);
  const notes = page.getByTestId('declare-notes');
  await expect(notes).toContainText('Cannot reach your bid of 48, not even with Schwarz');
  await expect(notes).toContainText('Reaches your bid of 48 only with the Schneider or Schwarz it names');
  await expect(notes).not.toContainText('Hand game');

  await page.screenshot({ path: test.info().outputPath('declare-taken-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectInsideWidth(page, 390);
  await page.screenshot({ path: test.info().outputPath('declare-taken-phone.png') });

  // The rules allow an overbid game (§4.3-6): it can still be declared.
  await option(page, '"trump":"D"').click();
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'trickPlay');
});

test('hand game: values count the fewest matadors the unseen skat can leave ("≥")', async ({ page }) => {
  await declarerAt48(page);
  await actAtDevice(page, { type: 'PLAY_HAND' });
  await expect(page.getByTestId('table')).toHaveAttribute('data-phase', 'declaration');
  // 4 suits and Grand, each plain / Schneider / Schwarz / Ouvert, and Null ouvert hand (59 ≥ 48)
  await expect(page.locator('.tt-sk-declaring button[data-action]')).toHaveCount(21);
  await expect(page.locator('.tt-sk-declaring [data-testid="declare-value"]')).toHaveCount(21);
  const plain = '"schneiderAnnounced":false';
  // clubs hand with 2 (JC JS held): 12 × (2 + game + hand) = 48 at least
  await expectOption(page, `"trump":"C",${plain}`, '≥ 48', 'yes', null);
  await expect(option(page, `"trump":"C",${plain}`).getByTestId('declare-value')).toHaveAttribute('data-exact', 'false');
  await expect(option(page, `"trump":"C",${plain}`)).toHaveAccessibleName('♣ Clubs · Hand, worth at least 48');
  await expect(option(page, `"trump":"C",${plain}`))
    .toHaveAccessibleDescription(/at least 12 × \(matadors 2 \+ levels 2\) = 48: the unseen skat leaves you 2 to 6 matadors/);
  // spades: at least 44 < 48, but the skat may bring JH
  await expectOption(page, `"trump":"S",${plain}`, '≥ 44', 'skat', 'skat decides');
  await expectOption(page, '"trump":"C","schneiderAnnounced":true,"schwarzAnnounced":false', '≥ 72', 'yes', null);
  await expectOption(page, '"type":"null"', '59', 'yes', null);
  await expect(page.getByTestId('declare-notes')).toContainText('fewest matadors the unseen skat can leave you');

  await page.screenshot({ path: test.info().outputPath('declare-hand-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectInsideWidth(page, 390);
  await page.screenshot({ path: test.info().outputPath('declare-hand-phone.png') });
});

test('in Japanese: the same values, the warning in the glossary\'s words', async ({ page }) => {
  await declarerAt48(page, { lang: 'ja' });
  await takeSkat(page);
  await expectOption(page, '"trump":"D"', '27', 'never', '負け −108');
  await expectOption(page, '"trump":"C"', '36', 'schneider', 'シュナイダー必要');
  const notes = page.getByTestId('declare-notes');
  await expect(notes).toContainText('シュヴァルツでもビッド48に届きません:オーバービッドで必ず負けます');
  await expect(option(page, '"trump":"D"')).toHaveAccessibleDescription(/得点54で−108/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectInsideWidth(page, 390);
  await page.screenshot({ path: test.info().outputPath('declare-taken-phone-ja.png') });
});
