// Hidden partners stay hidden (§4.2, issue 20): walking many random matches, at every step no
// seat's observation and no fact lets it tell who its partner is before the rules make it
// public. For each seat and each black queen it does not hold, the deal is changed so that
// another seat (not the viewer) holds that queen, and the same actions are replayed (a double
// holder's silent GO_ALONE and a PASS swap where the queens moved; both look alike to the
// table). Until the moved queen or the card it changed places with is played, or an action
// becomes illegal (a knock from a seat now off the team: a knock is public), the viewer's
// observations and every fact must be identical although the Queens team differs.
import { describe, expect, it } from 'vitest';
import { applyAction, newMatch, observe } from '../../core/match';
import { createRng } from '../../core/rng';
import type { Card, Deal, LoggedAction, Match, Seat } from '../../core/types';
import { canonical, playout, randomDeal } from '../../testing/builders';
import { BLACK_QUEENS, KLOEPPER_PACK } from './rules';
import { mapped, moved, st } from './testDriver';

const played = (m: Match, card: Card): boolean => st(m).tricks.some((t) => t.cards.some((p) => p.card === card)) || st(m).trick.some((p) => p.card === card);

/** Replays `log` on both setups and compares `seat`'s view; returns the steps compared and those with different teams. */
function compare(setup: Parameters<typeof newMatch>[1], variant: Deal, log: readonly LoggedAction[], seat: Seat, cards: Card[]): { steps: number; apart: number } {
  let a = newMatch('kloepper', setup);
  let b = newMatch('kloepper', { ...setup, deals: [variant] });
  let steps = 0;
  let apart = 0;
  for (const e of log) {
    if (st(a).handNumber > 1 || cards.some((c) => played(a, c))) break;
    expect(canonical(observe(b, seat)), `seat ${seat} after ${steps} actions`).toBe(canonical(observe(a, seat)));
    steps++;
    if (st(a).queensTeam.length > 0 && canonical(st(a).queensTeam) !== canonical(st(b).queensTeam)) apart++;
    const ra = applyAction(a, e.seat, e.action);
    const rb = applyAction(b, e.seat, mapped(a, b, e));
    if (!ra.ok) throw new Error(ra.error.message);
    if (!rb.ok) {
      // only a seat whose cards changed can be refused where it was not
      expect(e.seat, `seat ${seat}'s own action refused`).not.toBe(seat);
      break;
    }
    expect(canonical(rb.facts), `facts after ${steps} actions`).toBe(canonical(ra.facts));
    a = ra.match;
    b = rb.match;
  }
  return { steps, apart };
}

describe('hidden partners stay hidden', () => {
  it('a seat observes the same whichever other seat holds a black queen it does not hold, until the rules show it', () => {
    let steps = 0;
    let apart = 0;
    let solos = 0;
    for (let k = 0; k < 160; k++) {
      const rng = createRng(`leak/${k}`);
      // every fourth deal gives one seat both black queens (a call or a silent solo)
      let deal = randomDeal(KLOEPPER_PACK, [6, 6, 6, 6], `leak-deal/${k}`);
      if (k % 4 === 0) deal = moved(deal, 'QS', deal.hands.findIndex((h) => h.includes('QC')), deal.hands.find((h) => h.includes('QC'))!.findIndex((c) => c !== 'QC')).deal;
      const setup = { players: 4, seed: `leak/${k}`, dealer: k % 4, options: { targetScore: 100 }, deals: [deal] };
      const run = playout(newMatch('kloepper', setup), `leak-play/${k}`, { maxActions: 60 });
      if (run.steps.some((s) => s.action.type === 'GO_ALONE')) solos++;
      for (let seat = 0; seat < 4; seat++) {
        for (const queen of BLACK_QUEENS) {
          if (deal.hands[seat].includes(queen)) continue;
          const from = deal.hands.findIndex((h) => h.includes(queen));
          const targets = [0, 1, 2, 3].filter((x) => x !== seat && x !== from);
          const to = targets[rng.int(targets.length)];
          const index = rng.int(6);
          if (deal.hands[to][index] === queen) continue;
          const v = moved(deal, queen, to, index);
          const r = compare(setup, v.deal, run.match.log, seat, [queen, v.other]);
          steps += r.steps;
          apart += r.apart;
        }
      }
    }
    expect(steps).toBeGreaterThan(3000);
    // the partners really differed in many of the steps compared
    expect(apart).toBeGreaterThan(1000);
    expect(solos).toBeGreaterThan(5);
  }, 120_000);
});
