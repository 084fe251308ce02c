// Learn mode on a phone: the tutor's drawer is at most a quarter of the screen and scrolls by
// itself; a hint asked there comes into the drawer's view, not below its edge. The position is
// a Tuppi solo offer (a long prompt) reached by careful players at the table, as in play.
import { expect, test } from '@playwright/test';
import { importPlayed, presetSettings, snap } from './helpers';
import { applyAction, newMatch, observe, status, type Match, type Seat } from '../src/engine';
import { tuppiSparring } from '../src/engine/games/tuppi/sparring';
import type { TuppiObservation } from '../src/engine/games/tuppi/types';
import { createRng } from '../src/engine/core/rng';

/** The first solo offer the careful player takes, over the duel's deals. */
function soloOffer(): { m: Match; seat: Seat } {
  for (let d = 0; d < 120; d++) {
    let m = newMatch('tuppi', { players: 4, seed: `duel/${d}`, options: { handLimit: 1 } });
    while (status(m).phase !== 'trickPlay' && !status(m).over) {
      const seat = status(m).toAct[0];
      const obs = observe(m, seat) as TuppiObservation;
      const a = tuppiSparring.act(obs, createRng('careful'));
      if (obs.phase === 'soloOffer' && a.type === 'DECLARE_SOLO') return { m, seat };
      const r = applyAction(m, seat, a);
      if (!r.ok) throw new Error(r.error.message);
      m = r.match;
    }
  }
  throw new Error('no solo offer');
}

for (const lang of ['en', 'ja'] as const) {
  test(`learn mode (${lang}): a hint asked in the phone's drawer is in sight`, async ({ page }) => {
    await presetSettings(page, { learn: true, lang });
    await page.goto('/');
    const { m, seat } = soloOffer();
    await importPlayed(page, [0, 1, 2, 3].map((s) => (s === seat ? { kind: 'human', name: 'Anna' } : { kind: 'ai-hard', name: `AI ${s}` })), m);
    await page.getByTestId('tutor-fold').tap();
    await page.getByTestId('hint').tap();
    const text = page.getByTestId('hint-text');
    await expect(text).toBeVisible({ timeout: 30_000 });
    const inSight = async () => {
      const h = (await text.boundingBox())!;
      const t = (await page.getByTestId('tutor').boundingBox())!;
      return h.y >= t.y && h.y + h.height <= t.y + t.height + 1;
    };
    await expect.poll(inSight, { message: 'the whole hint lies within the drawer' }).toBe(true);
    await snap(page, `phone-hint-${lang}`);
  });
}
