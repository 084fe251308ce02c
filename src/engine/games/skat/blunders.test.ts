// Skat's blunder suite (testing/blunders.ts): the positions of blunderCases.ts, where a choice
// clearly loses; the card-play cases proved by the exact solver in every deal the deciding
// seat cannot tell from the real one.
import { describe, expect, it } from 'vitest';
import { observe } from '../../core/match';
import type { Card, Seat } from '../../core/types';
import { DoubleDummy } from '../../ai/doubleDummy';
import { positionOf } from '../../testing/blunderCase';
import { checkBlunderCase } from '../../testing/blunders';
import { SKAT_BLUNDER_CASES, SKAT_PLAY_CASES } from './blunderCases';
import { trickRules } from './contract';
import { effSuit, SKAT_DECK } from './rules';
import type { EffSuit } from './rules';
import { skatProblem } from './solverDeal';
import type { SkatObservation, SkatState } from './types';

/**
 * Every deal the deciding seat cannot tell from the real one in trick play: the cards it has
 * not seen dealt over the other hands (sizes as they are, no card of a suit a seat has shown
 * void in) and, where it has not seen them, the two put-back cards.
 */
function consistentDeals(s: SkatState, seat: Seat): SkatState[] {
  const obs = observe({ game: 'skat', setup: { players: 3, seed: 'enumerate' }, log: [], state: s }, seat) as SkatObservation;
  const rules = trickRules(s.contract!);
  const seen = new Set<Card>([...obs.hand, ...obs.trick.map((p) => p.card), ...obs.tricks.flatMap((t) => t.cards.map((p) => p.card))]);
  for (const c of obs.openHand ?? []) seen.add(c);
  for (const c of obs.discard ?? []) seen.add(c);
  const unseen = SKAT_DECK.filter((c) => !seen.has(c));
  const voids: Set<EffSuit>[] = [new Set(), new Set(), new Set()];
  for (const t of [...obs.tricks.map((x) => x.cards), obs.trick]) {
    if (t.length === 0) continue;
    const led = effSuit(t[0].card, rules);
    for (const p of t.slice(1)) if (effSuit(p.card, rules) !== led) voids[p.seat].add(led);
  }
  const slots = [0, 1, 2].filter((x) => x !== seat && !(obs.openHand && x === s.declarer)).map((x) => ({ x, size: s.hands[x].length }));
  if (!obs.discard) slots.push({ x: -1, size: 2 });
  const out: SkatState[] = [];
  const fill = (i: number, parts: Card[][]): void => {
    if (i === unseen.length) {
      const hands = s.hands.slice();
      let discard = s.discard;
      slots.forEach((sl, k) => { if (sl.x >= 0) hands[sl.x] = parts[k].slice(); else discard = parts[k].slice(); });
      out.push({ ...s, hands, discard });
      return;
    }
    slots.forEach((sl, k) => {
      if (parts[k].length >= sl.size || (sl.x >= 0 && voids[sl.x].has(effSuit(unseen[i], rules)))) return;
      parts[k].push(unseen[i]);
      fill(i + 1, parts);
      parts[k].pop();
    });
  };
  fill(0, slots.map(() => []));
  return out;
}

/** Whether the deciding seat's side wins the game after each of `cards`, with best play, in every deal it cannot tell apart. */
function outcomes(s: SkatState, seat: Seat, cards: readonly Card[]): Map<Card, boolean[]> {
  const dd = new DoubleDummy();
  const out = new Map<Card, boolean[]>(cards.map((c) => [c, []]));
  for (const deal of consistentDeals(s, seat)) {
    const p = skatProblem(deal, seat, 10)!;
    dd.load(p.deal);
    for (const c of cards) {
      const token = dd.play(p.cardId(c));
      out.get(c)!.push(p.wins![dd.band(p.thresholds, p.guess ?? 0)]);
      dd.unplay(token);
    }
  }
  return out;
}

describe('Skat blunders', () => {
  for (const c of SKAT_BLUNDER_CASES) it(c.name, () => checkBlunderCase(c));
  it('each card-play case holds in every deal the deciding seat cannot tell from the real one', () => {
    for (const c of SKAT_PLAY_CASES) {
      const s = positionOf(c).state as SkatState;
      const found = outcomes(s, c.seat, [...c.lose, ...c.win]);
      expect(found.get(c.lose[0])!.length, c.name).toBeGreaterThan(0);
      if (c.sure) {
        for (const card of c.lose) expect(found.get(card)!.every((w) => !w), `${c.name}: ${card}`).toBe(true);
        for (const card of c.win) expect(found.get(card)!.every((w) => w), `${c.name}: ${card}`).toBe(true);
        continue;
      }
      const right = found.get(c.win[0])!;
      for (const card of c.lose) {
        const other = found.get(card)!;
        expect(other.every((w, k) => right[k] || !w), `${c.name}: ${card} is never better`).toBe(true);
        expect(other.filter((w, k) => right[k] && !w).length, `${c.name}: ${card} loses where ${c.win[0]} wins`).toBeGreaterThanOrEqual(right.length / 2);
      }
    }
  });
  for (const c of SKAT_PLAY_CASES) it(c.name, () => checkBlunderCase(c));
});
