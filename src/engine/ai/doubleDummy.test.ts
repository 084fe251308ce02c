// The solver against a plain minimax that knows nothing of its speed-ups (no pruning, no
// table, no merged cards): on small random deals of every shape it supports, the exact
// value, every card's band and the legal cards must agree.
import { describe, expect, it } from 'vitest';
import { createRng } from '../core/rng';
import type { Rng } from '../core/rng';
import { DoubleDummy } from './doubleDummy';
import type { TrickDeal } from './doubleDummy';

/** Plain minimax over a copy of the deal, straight from the TrickDeal's definition. */
function minimax(d: TrickDeal): number {
  const hands: number[][] = [];
  for (let s = 0; s < d.seats; s++) {
    const h: number[] = [];
    for (let e = 0; e < d.suits; e++) for (let b = 0; b < 16; b++) if ((d.hands[s * d.suits + e] >> b) & 1) h.push(e * 16 + b);
    hands.push(h);
  }
  const stock = Array.from(d.stock ?? []);
  const beats = (c: number, best: number): boolean => {
    const e = c >> 4;
    const eb = best >> 4;
    if (e === eb) return (c & 15) > (best & 15) && !(e === d.trump && (best & 15) >= d.trumpTies);
    return e === d.trump;
  };
  const winner = (trick: { seat: number; card: number; eligible: boolean }[]): number => {
    const led = trick[0].card >> 4;
    const elig = trick.filter((p) => p.eligible);
    const pool = elig.some((p) => p.card >> 4 === led || p.card >> 4 === d.trump)
      ? elig.filter((p) => p.card >> 4 === led || p.card >> 4 === d.trump)
      : elig.filter((p) => p.card >> 4 === elig[0].card >> 4);
    let best = pool[0];
    for (const p of pool) if (beats(p.card, best.card)) best = p;
    return best.seat;
  };
  const rec = (leader: number, k: number, trick: { seat: number; card: number; eligible: boolean }[], pos: number): number => {
    if (k >= d.lastTrick) return 0;
    if (trick.length === d.trickSize) {
      const w = winner(trick);
      let pts = 0;
      for (const p of trick) pts += d.points[p.card] ?? 0;
      const gain = d.counts[w] ? pts + (d.trickValue[k] ?? 0) : 0;
      let np = pos;
      if (k < (d.drawUntil ?? 0) && pos < stock.length) {
        const loser = trick.find((p) => p.seat !== w)!.seat;
        hands[w].push(stock[pos]);
        if (pos + 1 < stock.length) hands[loser].push(stock[pos + 1]);
        np = pos + 2;
      }
      const rest = d.endOnGain && gain > 0 ? 0 : rec(w, k + 1, [], np);
      if (np !== pos) {
        const loser = trick.find((p) => p.seat !== w)!.seat;
        hands[w].splice(hands[w].indexOf(stock[pos]), 1);
        if (pos + 1 < stock.length) hands[loser].splice(hands[loser].indexOf(stock[pos + 1]), 1);
      }
      return gain + rest;
    }
    const seat = d.order[leader * d.trickSize + trick.length];
    const h = hands[seat];
    const led = trick.length > 0 ? trick[0].card >> 4 : -1;
    const follow = h.filter((c) => c >> 4 === led);
    const options = follow.length > 0 ? follow : h.slice();
    let best = d.maximizer[seat] ? -Infinity : Infinity;
    for (const c of options) {
      h.splice(h.indexOf(c), 1);
      const v = rec(leader, k, [...trick, { seat, card: c, eligible: true }], pos);
      h.push(c);
      best = d.maximizer[seat] ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  };
  return d.base + rec(d.leader, d.trickIndex, d.trick.map((p) => ({ ...p, eligible: p.eligible !== false })), 0);
}

interface Shape {
  seats: number;
  suits: number;
  trump: number;
  trumpTies: number;
  tricks: number;
  withPoints: boolean;
  endOnGain: boolean;
  draws: number;
  ineligible: boolean;
  relative?: boolean;
}

/** A random deal of `shape`: cards drawn from a small pack, a few already played. */
function randomDeal(shape: Shape, rng: Rng): TrickDeal {
  const { seats, suits, tricks } = shape;
  const pack: number[] = [];
  for (let e = 0; e < suits; e++) for (let b = 0; b < 8; b++) pack.push(e * 16 + b * 2 + (rng.int(2)));
  for (let i = pack.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  const hands = new Array<number>(seats * suits).fill(0);
  let p = 0;
  const extra = shape.draws * 2;
  for (let s = 0; s < seats; s++) for (let i = 0; i < tricks - shape.draws; i++) {
    const c = pack[p++];
    hands[s * suits + (c >> 4)] |= 1 << (c & 15);
  }
  const stock = pack.slice(p, p + extra);
  p += extra;
  const points = Array.from({ length: suits * 16 }, (_, c) => (shape.withPoints ? [0, 0, 2, 3, 4, 10, 11, 0][(c & 15) >> 1] : 0));
  const order: number[] = [];
  for (let l = 0; l < seats; l++) for (let i = 0; i < seats; i++) order.push((l + i) % seats);
  const leader = rng.int(seats);
  // An ineligible card on the table: a seat that folded after leading (it plays no more).
  let trick: TrickDeal['trick'] = [];
  let trickSize = seats;
  let players = order;
  if (shape.ineligible) {
    trick = [{ seat: seats, card: pack[p], eligible: false }];
    trickSize = seats + 1;
    players = [];
    for (let l = 0; l < seats; l++) for (let i = 0; i < trickSize; i++) players.push(i === 0 ? l : (l + i - 1) % seats);
    // The folded seat only appears at the head of the first trick: the first leader's slot.
    const first: number[] = [seats, ...Array.from({ length: seats }, (_, i) => (leader + i) % seats)];
    players.splice(leader * trickSize, trickSize, ...first);
  }
  return {
    seats: seats + (shape.ineligible ? 1 : 0), suits, trump: shape.trump, trumpTies: shape.trumpTies, points, trickSize,
    order: players, trickValue: Array.from({ length: tricks }, (_, k) => (k < shape.draws ? 1 : 2)),
    counts: Array.from({ length: seats + 1 }, (_, s) => (s % 2 === 0 && s < seats ? 1 : 0)),
    maximizer: Array.from({ length: seats + 1 }, (_, s) => (s % 2 === 0 ? 1 : 0)),
    endOnGain: shape.endOnGain, hands: hands.concat(new Array<number>(suits).fill(0)), leader, trickIndex: 0,
    lastTrick: shape.ineligible ? 1 : tricks, trick, stock, drawUntil: shape.draws, base: rng.int(5),
    relativeKey: shape.relative === true,
  };
}

const SHAPES: Record<string, Shape> = {
  'three seats, trumps and card points': { seats: 3, suits: 4, trump: 3, trumpTies: 16, tricks: 4, withPoints: true, endOnGain: false, draws: 0, ineligible: false },
  'four seats in pairs, no trumps, tricks only': { seats: 4, suits: 4, trump: -1, trumpTies: 16, tricks: 4, withPoints: false, endOnGain: false, draws: 0, ineligible: false },
  'four seats keyed by relative ranks': { seats: 4, suits: 4, trump: -1, trumpTies: 16, tricks: 4, withPoints: false, endOnGain: false, draws: 0, ineligible: false, relative: true },
  'three seats with card points keyed by relative ranks': { seats: 3, suits: 4, trump: 3, trumpTies: 16, tricks: 4, withPoints: true, endOnGain: false, draws: 0, ineligible: false, relative: true },
  'two seats drawing from a stock, tied top trumps': { seats: 2, suits: 3, trump: 2, trumpTies: 12, tricks: 6, withPoints: false, endOnGain: false, draws: 3, ineligible: false },
  'the hand ends at the first trick that counts': { seats: 3, suits: 3, trump: -1, trumpTies: 16, tricks: 4, withPoints: false, endOnGain: true, draws: 0, ineligible: false },
  'a card on the table that cannot win': { seats: 3, suits: 3, trump: -1, trumpTies: 16, tricks: 3, withPoints: false, endOnGain: false, draws: 0, ineligible: true },
};

describe('double-dummy solver', () => {
  const solver = new DoubleDummy();
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`agrees with plain minimax: ${name}`, () => {
      const rng = createRng(`dd/${name}`);
      for (let i = 0; i < 60; i++) {
        const deal = randomDeal(shape, rng);
        const exact = minimax(deal);
        solver.load(deal);
        expect(solver.value()).toBe(exact);
        // Every legal card's band against thresholds around the value, as the search asks.
        const thresholds = [exact - 1, exact, exact + 1, exact + 3].filter((t, k, a) => k === 0 || t > a[k - 1]);
        const cards = solver.legalCards();
        const bands = solver.moveBands(cards, thresholds, 1);
        cards.forEach((c, k) => {
          const token = solver.play(c);
          const v = solver.value();
          solver.unplay(token);
          expect(bands[k]).toBe(thresholds.filter((t) => v >= t).length);
        });
        const mover = deal.order[deal.leader * deal.trickSize + deal.trick.length];
        expect(deal.maximizer[mover] ? Math.max(...bands) : Math.min(...bands)).toBe(thresholds.filter((t) => exact >= t).length);
        expect(solver.band(thresholds, 3)).toBe(thresholds.filter((t) => exact >= t).length);
      }
    });
  }

  it('keeps its table for deals with the same rules, and only for those', () => {
    const shape = SHAPES['four seats keyed by relative ranks'];
    const deal = randomDeal(shape, createRng('dd/table'));
    const dd = new DoubleDummy();
    const nodes = (d: TrickDeal): { value: number; nodes: number } => {
      const n0 = dd.nodes;
      dd.load(d);
      const value = dd.value();
      return { value, nodes: dd.nodes - n0 };
    };
    const cold = nodes(deal);
    expect(cold.value).toBe(minimax(deal));
    // The same rules: the position is in the table.
    const warm = nodes(deal);
    expect(warm.value).toBe(cold.value);
    expect(warm.nodes).toBeLessThan(cold.nodes / 4);
    // Other rules (the other side maximizes): the table is emptied, the value is the new rules'.
    const other = { ...deal, maximizer: Array.from(deal.maximizer, (x) => 1 - x) };
    const flipped = nodes(other);
    expect(flipped.value).toBe(minimax(other));
    dd.clearTable();
    expect(nodes(deal)).toEqual(cold);
  });

  it('lists exactly the cards of the led suit when the seat holds one', () => {
    const deal = randomDeal(SHAPES['three seats, trumps and card points'], createRng('dd/follow'));
    solver.load({ ...deal, hands: [0b10, 0b1, 0, 0, 0b100, 0, 0, 0, 0, 0, 0, 0], trick: [], leader: 0, lastTrick: 1 });
    expect(solver.legalCards()).toEqual([1, 16]);
    solver.play(1);
    expect(solver.legalCards()).toEqual([2]);
  });
});
