// Hidden partners stay hidden (§4.2, H-11): walking random matches on fixed deals, at every
// step no player's observation and no fact lets it tell where the called card lies before the
// rules show it. For each viewer and each copy of the called card held by another player (not
// the King: his hand decides his call), the deal is changed so that a third player holds that
// copy, in exchange for one of its cards, and the same actions are replayed. Under
// hiddenPartner the partner then differs, yet until the moved copy or the card it changed places
// with is played (or an action becomes illegal for a player whose cards changed), the viewer's
// observations and every fact must be identical. Under the seed's open call the partner is
// public at once; moving the second copy to a player after the partner must change nothing.
import { describe, expect, it } from 'vitest';
import { applyAction, newMatch, observe } from '../../core/match';
import { createRng } from '../../core/rng';
import type { Card, Deal, LoggedAction, Match, MatchSetup, Seat } from '../../core/types';
import { canonical, playout, randomDeal } from '../../testing/builders';
import { rankOfCard, TWO_PACKS } from './rules';
import { positionFrom } from './seating';
import { st } from './testDriver';

const played = (m: Match, card: Card, seat: Seat): boolean =>
  st(m).tricks.some((t) => t.cards.some((p) => p.card === card && p.seat === seat)) || st(m).trick.some((p) => p.card === card && p.seat === seat);

/** Replays `log` on both setups and compares `viewer`'s view until a moved card is played; the steps compared, and those after the call. */
function compare(setup: MatchSetup, variant: Deal, log: readonly LoggedAction[], viewer: Seat, watch: [Card, Seat][]): [number, number] {
  let a = newMatch('king-of-the-hill', setup);
  let b = newMatch('king-of-the-hill', { ...setup, deals: [variant] });
  let steps = 0;
  let called = 0;
  for (const e of log) {
    if (st(a).handNumber > 1 || watch.some(([c, seat]) => played(a, c, seat) || played(b, c, seat))) break;
    expect(canonical(observe(b, viewer)), `viewer ${viewer} after ${steps} actions`).toBe(canonical(observe(a, viewer)));
    steps++;
    if (st(a).calledCard !== null) called++;
    const ra = applyAction(a, e.seat, e.action);
    const rb = applyAction(b, e.seat, e.action);
    if (!ra.ok) throw new Error(ra.error.message);
    if (!rb.ok) {
      expect(e.seat, `viewer ${viewer}'s own action refused`).not.toBe(viewer);
      break;
    }
    expect(canonical(rb.facts), `facts after ${steps} actions`).toBe(canonical(ra.facts));
    a = ra.match;
    b = rb.match;
  }
  return [steps, called];
}

/** The deal with the copy of `card` at `from` moved to `to`, in exchange for a card of `to` that is neither of `rank` nor `card`. */
function moved(deal: Deal, card: Card, from: Seat, to: Seat, rank: string, rng: ReturnType<typeof createRng>): { deal: Deal; other: Card } | null {
  const hands = deal.hands.map((h) => h.slice());
  const choices = hands[to].flatMap((c, i) => (c !== card && rankOfCard(c) !== rank ? [i] : []));
  if (choices.length === 0) return null;
  const i = choices[rng.int(choices.length)];
  const other = hands[to][i];
  hands[from][hands[from].indexOf(card)] = other;
  hands[to][i] = card;
  return { deal: { hands, rest: deal.rest }, other };
}

function walk(hiddenPartner: boolean): { steps: number; called: number } {
  let steps = 0;
  let called = 0;
  for (let k = 0; k < 40; k++) {
    const rng = createRng(`leak/${hiddenPartner}/${k}`);
    const deal = randomDeal(TWO_PACKS, [20, 20, 20, 20, 20], `leak-deal/${k}`);
    const setup: MatchSetup = { players: 5, seed: `leak/${k}`, dealer: k % 5, options: { hiddenPartner, startRank: k % 2 ? '2' : '7' }, deals: [deal] };
    const run = playout(newMatch('king-of-the-hill', setup), `leak-play/${hiddenPartner}/${k}`, { maxActions: 140 });
    const call = run.match.log.find((e) => e.action.type === 'CALL_PARTNER');
    if (!call) continue;
    const card = call.action.card as Card;
    const m0 = newMatch('king-of-the-hill', setup);
    const king = st(m0).king;
    const rank = st(m0).trumpRank;
    // the real partner under the open call: the first holder after the King
    const afterCall = run.steps.find((s) => s.action.type === 'CALL_PARTNER')!.after;
    const partner = st(afterCall).partner;
    const places = st(run.steps.find((s) => s.action.type === 'CALL_PARTNER')!.before).places;
    for (let viewer = 0; viewer < 5; viewer++) {
      for (let from = 0; from < 5; from++) {
        if (from === viewer || from === king || !deal.hands[from].includes(card)) continue;
        // open call: only the copy of a holder after the partner, moved to another player after it
        if (!hiddenPartner && (from === partner || positionFrom(places, king, from) < positionFrom(places, king, partner))) continue;
        const targets = [0, 1, 2, 3, 4].filter((x) => x !== viewer && x !== from && x !== king
          && (hiddenPartner || positionFrom(places, king, x) > positionFrom(places, king, partner)));
        if (targets.length === 0) continue;
        const to = targets[rng.int(targets.length)];
        const v = moved(deal, card, from, to, rank, rng);
        if (!v) continue;
        const [n, afterCall] = compare(setup, v.deal, run.match.log, viewer, [[card, from], [card, to], [v.other, from], [v.other, to]]);
        steps += n;
        called += afterCall;
      }
    }
  }
  return { steps, called };
}

describe('hidden partners stay hidden', () => {
  it('hiddenPartner: a player observes the same wherever another player holds the called card, until it is played', () => {
    const { steps, called } = walk(true);
    expect(steps).toBeGreaterThan(5000);
    // compared after the call, while the partner (who differs) was hidden
    expect(called).toBeGreaterThan(3000);
  }, 120_000);

  it('the open call: where the second copy lies after the partner stays hidden', () => {
    const { steps, called } = walk(false);
    expect(steps).toBeGreaterThan(1000);
    expect(called).toBeGreaterThan(500);
  }, 120_000);
});
