// Optional actions (GameAi.optionalAction, chooseOptionalAction): a seat outside toAct that
// may act (Toepen's knock out of turn). Fairness as in fairness.test.ts: a second full state
// the seat cannot tell from the real one (the cards it cannot see moved between the other
// hands and the stock, suit for suit, so every void shown still holds) never changes the
// decision. Also: games without the hook never act, and the worker client agrees.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, observe, status } from '../index';
import type { Card, Match, Seat } from '../index';
import { createRng, shuffled } from '../core/rng';
import type { Rng } from '../core/rng';
import { toepen } from '../games/toepen';
import type { ToepenState } from '../games/toepen';
import { chooseOptionalInWorker } from '../../workers/aiClient';
import { chooseAction, chooseOptionalAction, decideOptionalStrict } from './index';

/** A Toepen state `seat` cannot tell from `s`: hidden cards swapped suit for suit between other hands and the stock. */
function toepenTwin(s: ToepenState, seat: Seat, rng: Rng): ToepenState {
  const holders: { hand: Seat | 'stock'; i: number; card: Card }[] = [];
  s.hands.forEach((h, o) => { if (o !== seat) h.forEach((card, i) => holders.push({ hand: o, i, card })); });
  s.stock.forEach((card, i) => holders.push({ hand: 'stock', i, card }));
  const hands = s.hands.map((h) => h.slice());
  const stock = s.stock.slice();
  for (const suit of ['C', 'D', 'H', 'S']) {
    const slots = holders.filter((h) => h.card.endsWith(suit));
    const cards = shuffled(slots.map((h) => h.card), rng);
    slots.forEach((h, k) => {
      if (h.hand === 'stock') stock[h.i] = cards[k];
      else hands[h.hand][h.i] = cards[k];
    });
  }
  return { ...s, hands, stock };
}

/** Moments of seeded Toepen matches (easy AIs, optional knocks taken too) where a seat outside toAct may act. */
function optionalPositions(seeds: string[], every: number): { m: Match; seat: Seat }[] {
  const out: { m: Match; seat: Seat }[] = [];
  let k = 0;
  for (const seed of seeds) {
    let m = newMatch('toepen', { players: 4, seed, options: { startingChips: 10, signals: 'auto' } });
    for (let step = 0; step < 3000 && !status(m).over; step++) {
      const st = status(m);
      let acted = false;
      for (let d = 1; d < 4 && !acted; d++) {
        const seat = (st.toAct[0] + d) % 4;
        if (st.toAct.includes(seat) || legalActions(m, seat).length === 0) continue;
        if (k++ % every === 0) out.push({ m, seat });
        const a = chooseOptionalAction(observe(m, seat), { level: 'easy', seed: `${seed}/${m.log.length}/${seat}` });
        if (a) {
          const r = applyAction(m, seat, a);
          if (!r.ok) throw new Error(r.error.message);
          m = r.match;
          acted = true;
        }
      }
      if (acted) continue;
      const seat = status(m).toAct[0];
      const r = applyAction(m, seat, chooseAction(observe(m, seat), { level: 'easy', seed: `${seed}/${m.log.length}` }));
      if (!r.ok) throw new Error(r.error.message);
      m = r.match;
    }
  }
  return out;
}

describe('optional actions: fairness', () => {
  it('Toepen: the decision never changes in states the seat cannot tell apart', () => {
    const list = optionalPositions(['fair-opt-1', 'fair-opt-2'], 1);
    expect(list.length).toBeGreaterThanOrEqual(20);
    let changed = 0;
    const decisions = new Set<string>();
    list.slice(0, 30).forEach(({ m, seat }, i) => {
      const obs = observe(m, seat);
      const other = toepenTwin(m.state as ToepenState, seat, createRng(`twin/${i}`));
      const otherObs = toepen.observe(other, seat);
      expect(otherObs).toEqual(obs); // indistinguishable for this seat …
      if (JSON.stringify(other) !== JSON.stringify(m.state)) changed++; // … though the cards differ
      for (const level of ['easy', 'normal'] as const) {
        const opts = { level, seed: `fair/${i}` };
        const a = decideOptionalStrict(obs, opts);
        expect(decideOptionalStrict(otherObs, opts), `${level} at position ${i}`).toEqual(a);
        decisions.add(a ? a.type : 'none');
      }
    });
    expect(changed).toBeGreaterThanOrEqual(Math.min(list.length, 30) * 0.8);
    expect([...decisions].sort()).toEqual(['KNOCK', 'none']);
  }, 60_000);
});

describe('chooseOptionalAction', () => {
  it('never acts for a game without the hook, nor with nothing legal', () => {
    const m = newMatch('supertrump', { players: 2, seed: 'no-hook' });
    const obs = observe(m, status(m).toAct[0]);
    expect(obs.legal.length).toBeGreaterThan(0);
    expect(chooseOptionalAction(obs, { level: 'normal', seed: 'x' })).toBeNull();
    expect(chooseOptionalAction({ ...obs, legal: [] }, { level: 'normal', seed: 'x' })).toBeNull();
  });

  it('the worker client (in place under Node) gives the same decision, asynchronously', async () => {
    const list = optionalPositions(['client-opt'], 5).slice(0, 6);
    expect(list.length).toBeGreaterThan(0);
    for (const { m, seat } of list) {
      const obs = observe(m, seat);
      let sync = true;
      const p = chooseOptionalInWorker(obs, { level: 'easy', seed: 'w' }).then((a) => {
        expect(sync).toBe(false);
        return a;
      });
      sync = false;
      expect(await p).toEqual(chooseOptionalAction(obs, { level: 'easy', seed: 'w' }));
    }
  }, 60_000);
});
