// King of the Hill's sparring partner (sparring.ts): whole matches from the observation's legal
// list, and clear positions played as a careful player would: the cheapest winner when last
// against the other side, points onto its own side's trick, a declaration with a long suit and
// a pass with a short one, a low plain card buried before a trump, an ace called.
import { describe, expect, it } from 'vitest';
import { applyAction, newMatch, observe, status } from '../../core/match';
import type { Action, Match, Seat } from '../../core/types';
import { sparringAction } from '../../ai/sparring';
import { isTrump, rankOfCard, rulesFor } from './rules';
import { exampleDeal, passChances, preludeS, SEAT_OF, st, start, trick } from './testDriver';

const P = SEAT_OF;
const act = (m: Match, seat: Seat): Action => sparringAction(observe(m, seat), 'test');

describe('King of the Hill sparring partner', () => {
  it('plays whole matches, always from the legal list', () => {
    for (const [i, options] of [{}, { preset: 'tractor' }, { hiddenPartner: true, firstKing: 'firstDeclarer', allowReinforce: true, pairFollow: 'strict' }].entries()) {
      let m = newMatch('king-of-the-hill', { players: 5, seed: `spar-${i}`, options });
      for (let step = 0; step < 20_000 && !status(m).over; step++) {
        const seat = status(m).toAct[0];
        const r = applyAction(m, seat, act(m, seat));
        if (!r.ok) throw new Error(r.error.message);
        m = r.match;
      }
      expect(status(m).over).toBe(true);
    }
  });

  it('last to play against the King\'s side: wins with its cheapest winner', () => {
    const deal = exampleDeal({ named: { 0: ['KH', 'QC'], 1: ['2S', '3H'], 2: ['4H', 'QC'], 3: ['5H'], 4: ['3S', 'AS', '3C'] }, voids: { 4: 'H' } });
    const m = trick(preludeS(deal), 'KH', '3H', '4H', '5H').match;
    expect(act(m, P[4])).toEqual({ type: 'PLAY', card: '3S' });
  });

  it('last to play to its own side\'s trick: adds points', () => {
    const deal = exampleDeal({ named: { 0: ['3H', 'QC'], 1: ['2S', 'AH'], 2: ['4H', 'QC'], 3: ['5H'], 4: ['10H', '6H'] }, voids: { 4: 'H' } });
    const m = trick(preludeS(deal), '3H', 'AH', '4H', '5H').match;
    expect(act(m, P[4])).toEqual({ type: 'PLAY', card: '10H' });
  });

  it('declares with a long suit (or very early), passes with a short one', () => {
    const long = start(exampleDeal({ named: { 0: ['QC'], 1: ['AH', 'KH', 'QH', 'JH', '2H'], 2: ['QC'] } }));
    expect(status(long).toAct).toEqual([P[1]]);
    expect(act(long, P[1])).toEqual({ type: 'DECLARE_TRUMP', cards: ['2H'] });
    const early = start(exampleDeal({ named: { 0: ['QC'], 1: ['2H'], 2: ['QC'] } }));
    expect(act(early, P[1])).toEqual({ type: 'DECLARE_TRUMP', cards: ['2H'] });
    const short = start(exampleDeal({ named: { 0: ['QC'], 1: ['3C', '4C', '5C', '6C', '7C', '2H'], 2: ['QC'] } }));
    expect(status(short).toAct).toEqual([P[1]]);
    expect(act(short, P[1])).toEqual({ type: 'PASS' });
  });

  it('buries low plain cards of short suits, never a trump while a plain card is left; calls an ace', () => {
    let m = passChances(start(exampleDeal({ named: { 0: ['QC', 'RJ', 'BJ'], 1: ['2S'], 2: ['QC'] } })), (seat, x) => (seat === P[1] && st(x).declaration.level === 0 ? { type: 'DECLARE_TRUMP', cards: ['2S'] } : null)).match;
    const rules = rulesFor('2', 'S');
    for (let k = 0; k < 8; k++) {
      const a = act(m, 0);
      expect(a.type).toBe('DISCARD');
      const card = a.card as string;
      expect(isTrump(card as never, rules), card).toBe(false);
      expect(['A', 'K', '10', '5']).not.toContain(rankOfCard(card as never));
      const r = applyAction(m, 0, a);
      if (!r.ok) throw new Error(r.error.message);
      m = r.match;
    }
    const call = act(m, 0);
    expect(call.type).toBe('CALL_PARTNER');
    expect(rankOfCard(call.card as never)).toBe('A');
  });
});
