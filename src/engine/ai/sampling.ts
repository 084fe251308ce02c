// Helpers the games' samplers share: drawing the hidden cards of a determinised deal.
import type { Rng } from '../core/rng';
import type { Card } from '../core/types';

export function shuffleInPlace<T>(a: T[], rng: Rng): void {
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}

/**
 * Can `left[suit]` cards still fill the capacities exactly, where slot k takes no suit of the
 * bit set `voids[k]`? Hall's condition over the 15 non-empty sets of suits.
 */
function feasible(left: readonly number[], cap: readonly number[], voids: readonly number[]): boolean {
  for (let set = 1; set < 16; set++) {
    let supply = 0;
    for (let s = 0; s < 4; s++) if (set & (1 << s)) supply += left[s];
    let room = 0;
    for (let k = 0; k < cap.length; k++) if ((set & ~voids[k]) !== 0) room += cap[k];
    if (supply > room) return false;
  }
  return true;
}

/**
 * Deals `cards` (shuffled in place) over slots of the given capacities so that slot k gets no
 * card of a suit in the bit set `voids[k]` (bit = 1 << suitIx(card)). Each card goes to an
 * allowed slot with chance proportional to its room, never to one that would leave the rest
 * undealable: uniform when nothing is constrained, and it succeeds whenever a deal exists.
 * Returns null when none does.
 */
export function dealWithVoids(
  cards: Card[], capacity: readonly number[], voids: readonly number[], suitIx: (c: Card) => number, rng: Rng,
): Card[][] | null {
  shuffleInPlace(cards, rng);
  const cap = capacity.slice();
  const slots: Card[][] = capacity.map(() => []);
  const left = [0, 0, 0, 0];
  for (const c of cards) left[suitIx(c)]++;
  const constrained = voids.some((v) => v !== 0);
  if (constrained && !feasible(left, cap, voids)) return null;
  const ok = new Array<boolean>(cap.length);
  for (const c of cards) {
    const suit = suitIx(c);
    const bit = 1 << suit;
    left[suit]--;
    let total = 0;
    for (let k = 0; k < cap.length; k++) {
      ok[k] = false;
      if (cap[k] === 0 || (voids[k] & bit) !== 0) continue;
      if (constrained) {
        cap[k]--;
        ok[k] = feasible(left, cap, voids);
        cap[k]++;
      } else ok[k] = true;
      if (ok[k]) total += cap[k];
    }
    if (total === 0) return null;
    let x = rng.int(total);
    let k = 0;
    for (; k < cap.length; k++) {
      if (!ok[k]) continue;
      if (x < cap[k]) break;
      x -= cap[k];
    }
    slots[k].push(c);
    cap[k]--;
  }
  return slots;
}
