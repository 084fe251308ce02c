import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { legalActions, newMatch, observe, status } from '../../engine';
import type { AscotObservation } from '../../engine/games/ascot/types';
import { enginePhase, isHandoff, tutorKey } from '../selectors';
import type { SeatConfig } from '../types';
import { startWatched } from '../testing';
import { tableMachineFor } from '../machines';

// Easy: these tests are about the flow, not the AI's strength; a cheaper search keeps them quick.
const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person = (name: string): SeatConfig => ({ kind: 'human', name });
const PHASES = ['trickPlay', 'draw', 'handResult', 'gameOver'];

function start(seats: SeatConfig[], seed: string, options: Record<string, unknown> = {}) {
  const match = newMatch('ascot', { players: 2, seed, dealer: 1, options });
  return startWatched(tableMachineFor('ascot'), { match, seats });
}

describe('ascot machine', () => {
  it("keeps its phase equal to the engine's through whole AI matches (marathons, with and without confirmed draws)", async () => {
    const seen = new Set<string>();
    for (const [seed, options] of [['flow-a', { matchMode: 'marathon', races: 2, confirmDraws: true }], ['flow-b', { matchMode: 'marathonCarryOver', races: 2 }]] as const) {
      const run = start([ai, ai], seed, options);
      const done = await waitFor(run.actor, (s) => enginePhase(s) === 'gameOver', { timeout: 120_000 });
      expect(status(done.context.match).over).toBe(true);
      expect(run.mismatches).toEqual([]);
      run.seen.forEach((p) => seen.add(p));
    }
    for (const p of PHASES) expect(seen).toContain(p);
  }, 300_000);

  it('carries the tutor prompt of each phase in state meta', async () => {
    const { actor } = start([person('Ann'), ai], 'meta');
    const s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 30_000 });
    expect(enginePhase(s)).toBe('trickPlay');
    expect(tutorKey(s)).toBe('ascot.tutor.trickPlay');
  });

  it('walks a person through the cards, the draws and the race result against the AI; a refused move changes nothing', async () => {
    const { actor, mismatches } = start([person('Ann'), ai], 'walk', { confirmDraws: true, matchMode: 'marathon', races: 2 });
    let s = await waitFor(actor, (x) => x.hasTag('human') || enginePhase(x) === 'gameOver', { timeout: 30_000 });
    const before = s.context.match.log.length;
    actor.send({ type: 'ACT', seat: 0, action: { type: 'NEXT_HAND' } });
    expect(actor.getSnapshot().context.error?.code).toBe('ERR_WRONG_PHASE');
    expect(actor.getSnapshot().context.match.log).toHaveLength(before);
    const visited = new Set<string>();
    for (let i = 0; i < 400 && enginePhase(s) !== 'gameOver'; i++) {
      visited.add(enginePhase(s));
      actor.send({ type: 'ACT', seat: 0, action: legalActions(s.context.match, 0)[0] });
      expect(actor.getSnapshot().context.error).toBeNull();
      s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver' || x.hasTag('human'), { timeout: 30_000 });
    }
    expect(mismatches).toEqual([]);
    for (const p of ['trickPlay', 'draw', 'handResult']) expect(visited).toContain(p);
    expect((observe(s.context.match, 1) as AscotObservation).history).toHaveLength(2);
  }, 120_000);

  it('hot-seat: two people, each asked behind the curtain, to the match’s end', async () => {
    const { actor, mismatches, seen } = start([person('Ann'), person('Ben')], 'hot', { confirmDraws: true, matchMode: 'marathon', races: 2 });
    const curtains: number[] = [];
    for (let i = 0; i < 600 && enginePhase(actor.getSnapshot()) !== 'gameOver'; i++) {
      let s = actor.getSnapshot();
      if (isHandoff(s)) {
        expect(s.context.viewer).toBeNull();
        curtains.push(status(s.context.match).toAct[0]);
        actor.send({ type: 'HANDOFF_READY' });
        s = actor.getSnapshot();
      }
      const st = status(s.context.match);
      const seat = st.phase === 'handResult' ? 0 : st.toAct[0];
      if (st.phase !== 'handResult') expect(s.context.viewer).toBe(seat);
      actor.send({ type: 'ACT', seat, action: legalActions(s.context.match, seat)[0] });
      expect(actor.getSnapshot().context.error).toBeNull();
      await waitFor(actor, (x) => x.hasTag('human') || isHandoff(x) || enginePhase(x) === 'gameOver', { timeout: 10_000 });
    }
    expect(enginePhase(actor.getSnapshot())).toBe('gameOver');
    expect(mismatches).toEqual([]);
    for (const p of PHASES) expect(seen).toContain(p);
    expect(curtains.length).toBeGreaterThan(20);
  }, 120_000);
});
