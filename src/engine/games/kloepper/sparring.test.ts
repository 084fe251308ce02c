// Kloepper's sparring partner (sparring.ts): whole matches from the observation's legal list,
// and clear positions played as a careful player would: the call or the solo by hand counts,
// the smear onto a partner's trick, the cheapest winner against a known opponent, the knock-off
// once the knock has failed (never under the literal rule), no knock on a hand that can lose.
import { describe, expect, it } from 'vitest';
import { applyAction, newMatch, observe, status } from '../../core/match';
import type { Action, Match, Seat } from '../../core/types';
import { sparringAction } from '../../ai/sparring';
import { exampleDeal, run, start } from './testDriver';

const act = (m: Match, seat: Seat): Action => sparringAction(observe(m, seat), 'test');

describe('Kloepper sparring partner', () => {
  it('plays whole matches, always from the legal list', () => {
    for (const [i, options] of [{}, { calledAceMustFollow: true, requireCalledSuitInHand: true }, { knockOffRule: 'literal', targetScore: 15 }].entries()) {
      let m = newMatch('kloepper', { players: 4, seed: `spar-${i}`, options });
      for (let step = 0; step < 3000 && !status(m).over; step++) {
        const seat = status(m).toAct[0];
        const r = applyAction(m, seat, act(m, seat));
        if (!r.ok) throw new Error(r.error.message);
        m = r.match;
      }
      expect(status(m).over).toBe(true);
    }
  });

  it('both black queens: alone with five trumps, else the ace of its shortest plain suit held', () => {
    const strong = run(start(exampleDeal({ 2: ['QC', 'QS', 'JC', 'JS', 'AD', '9H'] })), '0: PASS, 1: PASS').match;
    expect(act(strong, 2)).toEqual({ type: 'GO_ALONE' });
    const weak = run(start(exampleDeal({ 2: ['QC', 'QS', 'JD', 'KC', '9C', '9H'] })), '0: PASS, 1: PASS').match;
    expect(act(weak, 2)).toEqual({ type: 'CALL_PARTNER', card: 'AH' });
  });

  it('smears its fattest card onto a trick its partner has won, not a high trump', () => {
    // P0 holds QC and knocks: P3, holding QS, knows P0 is its partner
    const deal = exampleDeal({ 0: ['QC', 'AH'], 1: ['10H'], 2: ['KH'], 3: ['QS', 'AC', '9S', 'KS'] }, { 3: 'H' });
    const m = run(start(deal), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: KNOCK, 1: PASS, 2: PASS, 3: PASS, 0: AH, 1: 10H, 2: KH').match;
    expect(act(m, 3)).toEqual({ type: 'PLAY', card: 'AC' });
  });

  it('last to play against a known opponent: wins with its cheapest winner', () => {
    // P2 knocks (on the Queens team); P3 holds no black queen: an opponent
    const deal = exampleDeal({ 0: ['9C'], 1: ['KC'], 2: ['QC', '10C'], 3: ['9D', 'JC', 'AS'] }, { 3: 'C' });
    const m = run(start(deal), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: KNOCK, 3: PASS, 0: PASS, 1: PASS, 0: 9C, 1: KC, 2: 10C').match;
    expect(act(m, 3)).toEqual({ type: 'PLAY', card: '9D' });
  });

  it('knocks off once the knock has failed, never under the literal rule; no knock on a hand that can lose a trick', () => {
    const deal = exampleDeal({ 0: ['QS', 'KC'], 1: ['AC', '9D'], 2: ['QC', '9C'], 3: ['10C'] });
    const script = '0: PASS, 1: PASS, 2: PASS, 3: PASS';
    expect(act(run(start(deal), script).match, 0)).toEqual({ type: 'PASS' });
    // P1 (an opponent) wins trick 1: the knock has failed
    const failed = `${script}, 0: KNOCK, 1: PASS, 2: PASS, 3: PASS, 0: KC, 1: AC, 2: 9C, 3: 10C`;
    const m = run(start(deal), failed).match;
    expect(status(m)).toMatchObject({ phase: 'knockWindow', toAct: [1] });
    expect(act(m, 1)).toEqual({ type: 'KNOCK_OFF' });
    expect(act(run(start(deal, { knockOffRule: 'literal' }), failed).match, 1)).toEqual({ type: 'PASS' });
  });
});
