// Ascot on a 360×640 phone: the racecourse, its four horses and the hand fit the first screen
// without overlapping, in English and Japanese.
import { expect, test, type Page } from '@playwright/test';
import type { Card } from '../src/engine';
import { newMatch } from '../src/engine';
import { engineStep, importPlayed, presetSettings, setLang, snapSettled as snap } from './helpers';

const hand = (x: string) => x.split(' ') as Card[];
const match = () => {
  let m = newMatch('ascot', {
    players: 2, seed: 'AS-PHONE', dealer: 1, options: { seat0Side: 'black' },
    deals: [{ hands: [hand('KH QH JH 10H 9H 8H KS QS JS 10S 9S 8S'), hand('2H 3H 2S 3S KC QC JC 10C KD QD JD 10D')], rest: hand('4H 4C 5H 5C 6H 6C 7H 7C 4S 4D 5S 5D 6S 6D 7S 7D 2C 2D 3C 3D 8C 8D 9C 9D') }],
  });
  for (const [s, c] of [[0, 'KH'], [1, '2H'], [0, 'KS'], [1, '2S'], [0, 'QH'], [1, '3H']] as const) m = engineStep(m, s, { type: 'PLAY', card: c });
  return m;
};

async function check(page: Page) {
  const track = page.getByTestId('track');
  await expect(track).toBeInViewport({ ratio: 1 });
  const box = (await track.boundingBox())!;
  expect(box.width).toBeGreaterThan(200);
  const horses = await Promise.all(['AS', 'AC', 'AH', 'AD'].map(async (a) => (await page.getByTestId(`horse-${a}`).boundingBox())!));
  for (let i = 1; i < 4; i++) expect(horses[i].y).toBeGreaterThanOrEqual(horses[i - 1].y + horses[i - 1].height - 1);
  await expect(page.getByTestId('horse-AH')).toHaveAttribute('data-pos', '2');
  await expect(page.getByTestId('horse-AS')).toHaveAttribute('data-pos', '1');
  const handBox = (await page.getByTestId('hand').boundingBox())!;
  expect(handBox.y).toBeGreaterThanOrEqual(box.y + box.height);
  await expect(page.getByTestId('upcard')).toBeInViewport({ ratio: 1 });
}

test('the track at 360×640: four lanes, readable, above the hand; English and Japanese', async ({ page }) => {
  await presetSettings(page, { learn: true });
  await page.goto('/');
  const seats = [{ kind: 'human', name: 'Anna' }, { kind: 'ai-easy', name: 'Bo' }];
  await importPlayed(page, seats, match());
  await check(page);
  await snap(page, 'as-phone-track');
  await setLang(page, 'ja');
  await page.reload();
  await check(page);
  await snap(page, 'as-phone-track-ja');
});
