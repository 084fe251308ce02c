// Who wins a trick, from the game's tables (trickRules.ts): the best card of the led class,
// unless a trump class beats it; the higher trump class beats the lower one.
import type { PlayedCard } from '../core/types';
import { slotOf, TRUMPS } from './trickRules';
import type { TrickRules } from './trickRules';

/**
 * Does the card in slot `c` beat the trick's best so far, slot `b`? A card of another class
 * wins only as a higher trump class, or (where the led card cannot win: `out`) as the led
 * class over a card that is neither led nor trump.
 */
export function beats(c: number, b: number, led: number, rules: TrickRules): boolean {
  const win = rules.win;
  const wc = win[c];
  const wb = win[b];
  if (wc === wb) return rules.strength[c] > rules.strength[b];
  return wc >= TRUMPS ? wc > wb : wc === led && wb < TRUMPS;
}

/**
 * The index (in play order) of the card that wins `trick`. A seat marked in `out` (Toepen: it
 * folded) cannot win, though its card still sets the led class; -1 if every seat is out.
 */
export function trickWinner(trick: readonly PlayedCard[], rules: TrickRules, out: readonly boolean[] | null = null): number {
  const led = rules.win[slotOf(trick[0].card)];
  let best = -1;
  let slot = -1;
  for (let i = 0; i < trick.length; i++) {
    if (out !== null && out[trick[i].seat]) continue;
    const c = slotOf(trick[i].card);
    if (best < 0 || beats(c, slot, led, rules)) {
      best = i;
      slot = c;
    }
  }
  return best;
}
