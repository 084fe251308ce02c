import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { Action, Deal } from '../../engine';
import type { ToepenObservation } from '../../engine/games/toepen/types';
import { legalActions, newMatch, observe, status } from '../../engine';
import { enginePhase, tutorKey } from '../selectors';
import type { SeatConfig } from '../types';
import { startWatched } from '../testing';
import { tableMachineFor } from '../machines';

const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person: SeatConfig = { kind: 'human', name: 'Ann' };

/**
 * Dealer 3, so seat 0 exchanges and leads first. Seat 0 holds four number cards (an honest
 * exchange), the stock gives it four picture cards; everybody else holds one whole suit.
 */
const HONEST: Deal = {
  hands: [
    ['10H', '9S', '8D', '7C'],
    ['AH', 'KH', 'QH', 'JH'],
    ['AS', 'KS', 'QS', 'JS'],
    ['AC', 'KC', 'QC', 'JC'],
  ],
  rest: ['AD', 'KD', 'QD', 'JD', '10D', '9D', '7D', '10S', '9H', '8H', '7H', '8S', '7S', '10C', '9C', '8C'],
};

function start(seats: SeatConfig[], seed: string, options: Record<string, unknown>, deals?: Deal[]) {
  const match = newMatch('toepen', { players: seats.length, seed, dealer: 3, options, ...(deals ? { deals } : {}) });
  return startWatched(tableMachineFor('toepen'), { match, seats });
}

describe('toepen machine', () => {
  it("keeps its phase equal to the engine's through whole AI matches", async () => {
    const seen = new Set<string>();
    const all = ['exchange', 'challenge', 'signal', 'trickPlay', 'knockResponse', 'handResult', 'gameOver'];
    for (const seed of ['flow-a', 'flow-b', 'flow-c', 'flow-d', 'flow-e', 'flow-f']) {
      if (all.every((p) => seen.has(p))) break;
      const run = start([ai, ai, ai, ai], seed, { startingChips: 10 });
      const done = await waitFor(run.actor, (s) => enginePhase(s) === 'gameOver', { timeout: 60_000 });
      expect(status(done.context.match).over).toBe(true);
      expect(run.mismatches).toEqual([]);
      run.seen.forEach((p) => seen.add(p));
    }
    for (const p of all) expect(seen).toContain(p);
  }, 180_000);

  it('carries the tutor prompt of each phase in state meta', () => {
    const { actor } = start([person, ai, ai, ai], 'meta', {});
    expect(enginePhase(actor.getSnapshot())).toBe('exchange');
    expect(tutorKey(actor.getSnapshot())).toBe('toepen.tutor.exchange');
  });

  it('walks a person through exchange, signals, play and knock answers to the end of a deal', async () => {
    const { actor, mismatches } = start([person, ai, ai, ai], 'walk', { startingChips: 10 });
    let s = await waitFor(actor, (x) => x.hasTag('human') || enginePhase(x) === 'gameOver', { timeout: 30_000 });
    const visited = new Set<string>();
    for (let i = 0; i < 400 && enginePhase(s) !== 'gameOver'; i++) {
      visited.add(enginePhase(s));
      const legal = legalActions(s.context.match, 0);
      // keep the hand, never challenge, stay in when knocked, knock when allowed
      const pick = (t: string) => legal.find((a) => a.type === t);
      const action: Action = pick('KNOCK') ?? pick('STAY') ?? pick('PASS') ?? pick('NEXT_HAND') ?? legal[0];
      actor.send({ type: 'ACT', seat: 0, action });
      expect(actor.getSnapshot().context.error).toBeNull();
      s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver' || x.hasTag('human'), { timeout: 30_000 });
    }
    expect(mismatches).toEqual([]);
    for (const p of ['exchange', 'signal', 'trickPlay', 'handResult']) expect(visited).toContain(p);
  }, 120_000);

  it('refuses a knock before trick play and changes nothing', async () => {
    const { actor } = start([person, ai, ai, ai], 'refuse', {});
    const s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 30_000 });
    expect(enginePhase(s)).toBe('exchange');
    const before = s.context.match.log.length;
    actor.send({ type: 'ACT', seat: 0, action: { type: 'KNOCK' } });
    const after = actor.getSnapshot();
    expect(after.context.error?.code).toBe('ERR_WRONG_PHASE');
    expect(after.context.match.log).toHaveLength(before);
  });

  it('hot-seat: an honest exchange challenged by the next person shows the old hand to everyone; the challenger pays', async () => {
    const bob: SeatConfig = { kind: 'human', name: 'Bob' };
    const { actor, mismatches } = start([person, bob, ai, ai], 'honest', { signals: 'off' }, [HONEST]);
    const ready = async (seat: number) => {
      const s = await waitFor(actor, (x) => x.hasTag('handoff') || x.hasTag('human'), { timeout: 30_000 });
      if (s.hasTag('handoff')) actor.send({ type: 'HANDOFF_READY' });
      expect(actor.getSnapshot().context.viewer).toBe(seat);
    };
    await ready(0);
    actor.send({ type: 'ACT', seat: 0, action: { type: 'EXCHANGE' } });
    expect(enginePhase(actor.getSnapshot())).toBe('challenge');
    // Bob is asked first (the exchanger's left): behind the curtain, as for any private turn
    expect(actor.getSnapshot().hasTag('handoff')).toBe(true);
    await ready(1);
    actor.send({ type: 'ACT', seat: 1, action: { type: 'CHALLENGE' } });
    const after = actor.getSnapshot().context.match;
    for (const seat of [0, 1, 2, 3]) {
      expect((observe(after, seat) as ToepenObservation).challenges).toEqual([{ challenger: 1, exchanger: 0, cards: HONEST.hands[0], payer: 1, paid: 1 }]);
    }
    expect(status(after).totals).toEqual([20, 19, 20, 20]);
    expect(enginePhase(actor.getSnapshot())).toBe('exchange');
    expect(mismatches).toEqual([]);
  });
});
