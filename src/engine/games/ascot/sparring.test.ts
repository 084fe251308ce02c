// Ascot's sparring partner (sparring.ts): whole matches from the observation's legal list, and
// clear positions played as a careful player would: win the opponent's lead of its own colour
// cheaply, duck under a lead of one's own colour, lead a sure winner of one's own colour.
import { describe, expect, it } from 'vitest';
import { applyAction, newMatch, observe, status } from '../../core/match';
import type { Action, Match, Seat } from '../../core/types';
import { sparringAction } from '../../ai/sparring';
import { exampleDeal, run, start } from './testDriver';

const act = (m: Match, seat: Seat): Action => sparringAction(observe(m, seat), 'test');

describe('Ascot sparring partner', () => {
  it('plays whole matches, always from the legal list', () => {
    const setups = [{}, { trumpFromFirstUpcard: true, confirmDraws: true }, { matchMode: 'marathonCarryOver', races: 2, maxMovesPerDeal: 3 }];
    for (const [i, options] of setups.entries()) {
      let m = newMatch('ascot', { players: 2, seed: `spar-${i}`, options });
      for (let step = 0; step < 500 && !status(m).over; step++) {
        const seat = status(m).toAct[0];
        const r = applyAction(m, seat, act(m, seat));
        if (!r.ok) throw new Error(r.error.message);
        m = r.match;
      }
      expect(status(m).over).toBe(true);
    }
  });

  it('follows the opponent’s own colour with its cheapest winner, and ducks under a lead of its own colour', () => {
    // seat 0 black, seat 1 red
    const deal = exampleDeal({ hands: { 0: ['9S', '9H'], 1: ['10S', 'KS', '2S', 'KH', '2H'] } });
    expect(act(run(start(deal, 'black'), '0: 9S').match, 1)).toEqual({ type: 'PLAY', card: '10S' });
    expect(act(run(start(deal, 'black'), '0: 9H').match, 1)).toEqual({ type: 'PLAY', card: '2H' });
  });

  it('leads the sure winner of its own colour, not a card of the opponent’s', () => {
    const hand = ['KS', '2H', '3H', '4H', '5H', '6H', '2D', '3D', '4D', '5D', '6D', '7D'] as const;
    const deal = exampleDeal({ hands: { 0: [...hand] } });
    expect(act(start(deal, 'black'), 0)).toEqual({ type: 'PLAY', card: 'KS' });
  });

  it('void in the suit led: throws its least useful card, keeps its winners and stoppers', () => {
    const deal = exampleDeal({ hands: { 0: ['5C'], 1: ['KS', 'QS', '2H', 'KD'] }, voids: { 1: 'C' } });
    // seat 1 red, void in clubs: keeps KD (its own winner) and the high spades (stoppers of Black's horse)
    expect(act(run(start(deal, 'black'), '0: 5C').match, 1)).toEqual({ type: 'PLAY', card: '2H' });
  });
});
