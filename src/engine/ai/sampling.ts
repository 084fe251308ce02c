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
 * Can `left[c]` cards of each class c still fill the capacities exactly, where slot k takes at
 * most `limits[k][c]` cards of class c? By max-flow min-cut: for every set S of classes, the
 * cards of S must fit in the room the slots have for them, each slot min(its capacity, its
 * limits over S). The sums over S are built from S without its lowest class (`sums`, one row
 * per slot and one for the cards), so each set costs one addition per slot.
 */
function feasible(left: readonly number[], cap: readonly number[], limits: readonly (readonly number[])[], sums: Float64Array[]): boolean {
  const classes = left.length;
  const supply = sums[cap.length];
  for (let set = 1; set < 1 << classes; set++) {
    const low = 31 - Math.clz32(set & -set);
    const rest = set & (set - 1);
    supply[set] = supply[rest] + left[low];
    let room = 0;
    for (let k = 0; k < cap.length; k++) {
      const open = sums[k][rest] + limits[k][low];
      sums[k][set] = open;
      room += open < cap[k] ? open : cap[k];
    }
    if (supply[set] > room) return false;
  }
  return true;
}

/**
 * Deals `cards` (shuffled in place) over slots of the given capacities so that slot k gets at
 * most `limits[k][c]` cards of class c (`classOf(card)`, 0 … classes − 1; a void is a limit of
 * 0, Infinity none). Each card goes to an allowed slot with chance proportional to its room,
 * never to one that would leave the rest undealable: uniform when nothing is limited, and it
 * succeeds whenever a deal exists. Returns null when none does.
 */
export function dealWithLimits(
  cards: Card[], capacity: readonly number[], limits: readonly (readonly number[])[], classOf: (c: Card) => number, classes: number, rng: Rng,
): Card[][] | null {
  shuffleInPlace(cards, rng);
  const cap = capacity.slice();
  const lim = limits.map((l) => l.slice());
  const slots: Card[][] = capacity.map(() => []);
  const left = new Array<number>(classes).fill(0);
  for (const c of cards) left[classOf(c)]++;
  const constrained = lim.some((l) => l.some((n) => n !== Infinity));
  const sums = Array.from({ length: cap.length + 1 }, () => new Float64Array(1 << classes));
  if (constrained && !feasible(left, cap, lim, sums)) return null;
  const ok = new Array<boolean>(cap.length);
  for (const card of cards) {
    const c = classOf(card);
    left[c]--;
    let total = 0;
    for (let k = 0; k < cap.length; k++) {
      ok[k] = false;
      if (cap[k] === 0 || lim[k][c] === 0) continue;
      if (constrained) {
        cap[k]--;
        lim[k][c]--;
        ok[k] = feasible(left, cap, lim, sums);
        cap[k]++;
        lim[k][c]++;
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
    slots[k].push(card);
    cap[k]--;
    lim[k][c]--;
  }
  return slots;
}

// Voids only: dealWithLimits' deal with bit sets instead of limits, as the samplers draw
// thousands of hands a decision (measured: the limits' version doubled the hard levels'
// latency). The same draws as dealWithLimits with limits of 0 and Infinity would make.
/**
 * Can `left[c]` cards of each class still fill the capacities exactly, where slot k takes no
 * class of the bit set `voids[k]`? Hall's condition over the non-empty sets of classes.
 */
function voidsFeasible(left: readonly number[], cap: readonly number[], voids: readonly number[]): boolean {
  const all = 1 << left.length;
  for (let set = 1; set < all; set++) {
    let supply = 0;
    for (let c = 0; c < left.length; c++) if (set & (1 << c)) supply += left[c];
    let room = 0;
    for (let k = 0; k < cap.length; k++) if ((set & ~voids[k]) !== 0) room += cap[k];
    if (supply > room) return false;
  }
  return true;
}

/**
 * Deals `cards` (shuffled in place) over slots of the given capacities so that slot k gets no
 * card of a class in the bit set `voids[k]` (bit = 1 << classOf(card), classes 0 … classes − 1).
 * Each card goes to an allowed slot with chance proportional to its room, never to one that
 * would leave the rest undealable: uniform when nothing is constrained, and it succeeds
 * whenever a deal exists. Returns null when none does.
 */
export function dealWithVoids(
  cards: Card[], capacity: readonly number[], voids: readonly number[], classOf: (c: Card) => number, classes: number, rng: Rng,
): Card[][] | null {
  shuffleInPlace(cards, rng);
  const cap = capacity.slice();
  const slots: Card[][] = capacity.map(() => []);
  const left = new Array<number>(classes).fill(0);
  for (const c of cards) left[classOf(c)]++;
  const constrained = voids.some((v) => v !== 0);
  if (constrained && !voidsFeasible(left, cap, voids)) return null;
  const ok = new Array<boolean>(cap.length);
  for (const card of cards) {
    const c = classOf(card);
    const bit = 1 << c;
    left[c]--;
    let total = 0;
    for (let k = 0; k < cap.length; k++) {
      ok[k] = false;
      if (cap[k] === 0 || (voids[k] & bit) !== 0) continue;
      if (constrained) {
        cap[k]--;
        ok[k] = voidsFeasible(left, cap, voids);
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
    slots[k].push(card);
    cap[k]--;
  }
  return slots;
}

/**
 * Sampling-importance-resampling: each call draws `candidates` deals with `draw` and keeps one
 * with chance proportional to `weight` (how likely the other seats' public moves were with the
 * cards it gives them), so the kept deals follow the evidence without ruling any deal out.
 */
export function importanceResampled<S>(draw: (rng: Rng) => S, weight: (s: S) => number, candidates: number): (rng: Rng) => S {
  return (rng) => {
    let kept = draw(rng);
    let total = weight(kept);
    for (let t = 1; t < candidates; t++) {
      const other = draw(rng);
      const w = weight(other);
      total += w;
      if (rng.next() * total < w) kept = other;
    }
    return kept;
  };
}
