import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { legalActions, newMatch, status } from '../../engine';
import { enginePhase, tutorKey } from '../selectors';
import type { SeatConfig } from '../types';
import { startWatched } from '../testing';
import { tableMachineFor } from '../machines';

const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person: SeatConfig = { kind: 'human', name: 'Ann' };

function start(seats: SeatConfig[], seed: string, hands: number) {
  return startWatched(tableMachineFor('skat'), { match: newMatch('skat', { players: 3, seed, dealer: 2, options: { handsPerGame: hands } }), seats });
}

describe('skat machine', () => {
  it("keeps its phase equal to the engine's through whole AI matches", async () => {
    const seen = new Set<string>();
    // Short matches until every phase has been visited (a taken skat, a hand game, a result).
    const all = ['bidding', 'skatDecision', 'discard', 'declaration', 'trickPlay', 'handResult', 'gameOver'];
    for (const seed of ['flow-a', 'flow-b', 'flow-d', 'flow-e', 'flow-f', 'flow-g', 'flow-h', 'flow-i']) {
      if (all.every((p) => seen.has(p))) break;
      const run = start([ai, ai, ai], seed, 2);
      const done = await waitFor(run.actor, (s) => enginePhase(s) === 'gameOver', { timeout: 20_000 });
      expect(status(done.context.match).over).toBe(true);
      expect(status(done.context.match).handNumber).toBe(2);
      expect(run.mismatches).toEqual([]);
      run.seen.forEach((p) => seen.add(p));
    }
    expect(seen).toEqual(new Set(all));
  });

  it('carries the tutor prompt of each phase in state meta', () => {
    const { actor } = start([ai, person, ai], 'meta', 1);
    expect(tutorKey(actor.getSnapshot())).toMatch(/^skat\.tutor\.bidding$/);
  });

  it('walks a person through bidding, the skat, the discard and the declaration', async () => {
    // Dealer 2: seat 1 is Middlehand and says first; bots pass whatever they are offered here
    // only if they choose to, so the person bids until the auction is theirs.
    const { actor, mismatches } = start([person, ai, ai], 'walk', 1);
    let s = await waitFor(actor, (x) => x.hasTag('human') || enginePhase(x) === 'gameOver', { timeout: 5000 });
    const visited = new Set<string>();
    while (enginePhase(s) !== 'gameOver') {
      const phase = enginePhase(s);
      visited.add(phase);
      const legal = legalActions(s.context.match, 0);
      const choice = phase === 'skatDecision' ? legal.find((a) => a.type === 'TAKE_SKAT')!
        : legal.find((a) => a.type !== 'SURRENDER' && a.type !== 'PASS') ?? legal[0];
      actor.send({ type: 'ACT', seat: 0, action: choice });
      expect(actor.getSnapshot().context.error).toBeNull();
      s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver' || x.hasTag('human'), { timeout: 5000 });
    }
    expect(mismatches).toEqual([]);
    expect(status(s.context.match).over).toBe(true);
    if (visited.has('skatDecision')) expect(visited).toContain('discard');
  });

  it('refuses an illegal move and changes nothing', async () => {
    const { actor } = start([person, ai, ai], 'refuse', 1);
    const s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 5000 });
    const before = s.context.match.log.length;
    actor.send({ type: 'ACT', seat: 0, action: { type: 'BID', value: 19 } });
    const after = actor.getSnapshot();
    expect(after.context.error?.code).toMatch(/^ERR_/);
    expect(after.context.match.log).toHaveLength(before);
  });
});
