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
 * What a slot may take, for the deal below: whether slot k may take a card of class c now,
 * taking and giving back one, and whether `left` cards per class can still fill the room `cap`.
 */
interface SlotRule {
  allows(k: number, c: number): boolean;
  take(k: number, c: number): void;
  giveBack(k: number, c: number): void;
  feasible(left: readonly number[], cap: readonly number[]): boolean;
}

/**
 * Deals `cards` (shuffled in place) over slots of the given capacities under `rule`. Each card
 * goes to an allowed slot with chance proportional to its room, never to one that would leave
 * the rest undealable (a slot that would is refused and the draw made again among the others):
 * uniform when nothing is constrained, and it succeeds whenever a deal exists. Returns null
 * when none does. Usually one feasibility check a card, as a refusal is rare.
 */
function dealUnder(cards: Card[], capacity: readonly number[], classOf: (c: Card) => number, classes: number, rule: SlotRule | null, rng: Rng): Card[][] | null {
  shuffleInPlace(cards, rng);
  const cap = capacity.slice();
  const slots: Card[][] = capacity.map(() => []);
  const left = new Array<number>(classes).fill(0);
  for (const c of cards) left[classOf(c)]++;
  if (rule && !rule.feasible(left, cap)) return null;
  for (const card of cards) {
    const c = classOf(card);
    left[c]--;
    let refused = 0;
    let room = 0;
    for (let k = 0; k < cap.length; k++) if (!rule || rule.allows(k, c)) room += cap[k];
    for (;;) {
      if (room === 0) return null;
      let x = rng.int(room);
      let k = 0;
      for (; k < cap.length; k++) {
        if ((refused & (1 << k)) !== 0 || (rule && !rule.allows(k, c))) continue;
        if (x < cap[k]) break;
        x -= cap[k];
      }
      cap[k]--;
      if (!rule) {
        slots[k].push(card);
        break;
      }
      rule.take(k, c);
      if (rule.feasible(left, cap)) {
        slots[k].push(card);
        break;
      }
      rule.giveBack(k, c);
      cap[k]++;
      refused |= 1 << k;
      room -= cap[k];
    }
  }
  return slots;
}

/**
 * Deals `cards` (shuffled in place) over slots of the given capacities so that slot k gets at
 * most `limits[k][c]` cards of class c (`classOf(card)`, 0 … classes − 1; Infinity: no limit).
 * Returns null when no deal fits.
 */
export function dealWithLimits(
  cards: Card[], capacity: readonly number[], limits: readonly (readonly number[])[], classOf: (c: Card) => number, classes: number, rng: Rng,
): Card[][] | null {
  const lim = limits.map((l) => l.slice());
  const constrained = lim.some((l) => l.some((n) => n !== Infinity));
  // The sums of a set of classes, per slot and (last row) for the cards: each built from the set without its lowest class.
  const sums = Array.from({ length: capacity.length + 1 }, () => new Float64Array(1 << classes));
  const rule: SlotRule = {
    allows: (k, c) => lim[k][c] > 0,
    take: (k, c) => { lim[k][c]--; },
    giveBack: (k, c) => { lim[k][c]++; },
    // Max-flow min-cut: for every set S of classes, the cards of S fit in the room the slots
    // have for them, each slot min(its capacity, its limits over S).
    feasible: (left, cap) => {
      const supply = sums[cap.length];
      for (let set = 1; set < 1 << classes; set++) {
        const low = 31 - Math.clz32(set & -set);
        const rest = set & (set - 1);
        supply[set] = supply[rest] + left[low];
        let fit = 0;
        for (let k = 0; k < cap.length; k++) {
          const open = sums[k][rest] + lim[k][low];
          sums[k][set] = open;
          fit += open < cap[k] ? open : cap[k];
        }
        if (supply[set] > fit) return false;
      }
      return true;
    },
  };
  return dealUnder(cards, capacity, classOf, classes, constrained ? rule : null, rng);
}

/**
 * dealWithLimits for voids only, with bit sets (the samplers draw thousands of hands a
 * decision): slot k gets no card of a class in the bit set `voids[k]` (bit = 1 << classOf(card)).
 * The same draws as dealWithLimits with limits of 0 and Infinity. Returns null when no deal fits.
 */
export function dealWithVoids(
  cards: Card[], capacity: readonly number[], voids: readonly number[], classOf: (c: Card) => number, classes: number, rng: Rng,
): Card[][] | null {
  const supply = new Float64Array(1 << classes);
  const rule: SlotRule = {
    allows: (k, c) => (voids[k] & (1 << c)) === 0,
    take: () => {},
    giveBack: () => {},
    // Hall's condition: for every set of classes, its cards fit in the slots not void in all of it.
    feasible: (left, cap) => {
      for (let set = 1; set < 1 << classes; set++) {
        supply[set] = supply[set & (set - 1)] + left[31 - Math.clz32(set & -set)];
        let fit = 0;
        for (let k = 0; k < cap.length; k++) if ((set & ~voids[k]) !== 0) fit += cap[k];
        if (supply[set] > fit) return false;
      }
      return true;
    },
  };
  return dealUnder(cards, capacity, classOf, classes, voids.some((v) => v !== 0) ? rule : null, rng);
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
