import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { Action, Deal } from '../../engine';
import { legalActions, newMatch, observe, status } from '../../engine';
import { exampleDeal } from '../../engine/games/kloepper/testDriver';
import type { KloepperObservation } from '../../engine/games/kloepper/types';
import { enginePhase, tutorKey } from '../selectors';
import type { SeatConfig } from '../types';
import { startWatched } from '../testing';
import { tableMachineFor } from '../machines';

const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person: SeatConfig = { kind: 'human', name: 'Ann' };
const PHASES = ['partnerDeclaration', 'knockWindow', 'trickPlay', 'handResult', 'gameOver'];

/** P0 holds both black queens: its call (or solo) opens the deal. */
const DOUBLE: Deal = exampleDeal({ 0: ['QC', 'QS', '9H', 'KC', 'JD', '9S'] });

function start(seats: SeatConfig[], seed: string, options: Record<string, unknown>, deals?: Deal[]) {
  const match = newMatch('kloepper', { players: 4, seed, dealer: 3, options, ...(deals ? { deals } : {}) });
  return startWatched(tableMachineFor('kloepper'), { match, seats });
}

describe('kloepper machine', () => {
  it("keeps its phase equal to the engine's through whole AI matches", async () => {
    const seen = new Set<string>();
    for (const seed of ['flow-a', 'flow-b', 'flow-c']) {
      const run = start([ai, ai, ai, ai], seed, { targetScore: 12 });
      const done = await waitFor(run.actor, (s) => enginePhase(s) === 'gameOver', { timeout: 120_000 });
      expect(status(done.context.match).over).toBe(true);
      expect(run.mismatches).toEqual([]);
      run.seen.forEach((p) => seen.add(p));
    }
    for (const p of PHASES) expect(seen).toContain(p);
  }, 300_000);

  it('carries the tutor prompt of each phase in state meta', async () => {
    const { actor } = start([person, ai, ai, ai], 'meta', {}, [DOUBLE]);
    const s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 30_000 });
    expect(enginePhase(s)).toBe('partnerDeclaration');
    expect(tutorKey(s)).toBe('kloepper.tutor.partnerDeclaration');
    expect(legalActions(s.context.match, 0).map((a) => a.type)).toContain('GO_ALONE');
  });

  it('walks a person through the call, the knock windows, the cards and the result against three AIs', async () => {
    const { actor, mismatches } = start([person, ai, ai, ai], 'walk', { targetScore: 10 }, [DOUBLE]);
    let s = await waitFor(actor, (x) => x.hasTag('human') || enginePhase(x) === 'gameOver', { timeout: 30_000 });
    const visited = new Set<string>();
    for (let i = 0; i < 600 && enginePhase(s) !== 'gameOver'; i++) {
      visited.add(enginePhase(s));
      const legal = legalActions(s.context.match, 0);
      const pick = (t: string) => legal.find((a) => a.type === t);
      // call an ace, knock whenever allowed (the flow answers for the others), then play
      const action: Action = pick('CALL_PARTNER') ?? pick('KNOCK') ?? pick('NEXT_HAND') ?? legal.find((a) => a.type !== 'KNOCK_OFF') ?? legal[0];
      actor.send({ type: 'ACT', seat: 0, action });
      expect(actor.getSnapshot().context.error).toBeNull();
      s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver' || x.hasTag('human'), { timeout: 30_000 });
    }
    expect(mismatches).toEqual([]);
    for (const p of ['partnerDeclaration', 'knockWindow', 'trickPlay', 'handResult']) expect(visited).toContain(p);
    const result = (observe(s.context.match, 1) as KloepperObservation).history[0];
    expect(result.call?.seat).toBe(0);
  }, 120_000);

  it('refuses a card during the partner declaration and changes nothing', async () => {
    const { actor } = start([person, ai, ai, ai], 'refuse', {});
    const s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 30_000 });
    const before = s.context.match.log.length;
    actor.send({ type: 'ACT', seat: 0, action: { type: 'PLAY', card: (observe(s.context.match, 0) as KloepperObservation).hand[0] } });
    const after = actor.getSnapshot();
    expect(after.context.error?.code).toBe('ERR_WRONG_PHASE');
    expect(after.context.match.log).toHaveLength(before);
  });

  it('hot-seat: four people, each asked behind the curtain in the declaration, the windows and the cards, to the game’s end', async () => {
    const people: SeatConfig[] = ['Ann', 'Ben', 'Cy', 'Dee'].map((name) => ({ kind: 'human', name }));
    const { actor, mismatches, seen } = start(people, 'hot', { targetScore: 6 });
    const curtains: number[] = [];
    for (let i = 0; i < 1500 && enginePhase(actor.getSnapshot()) !== 'gameOver'; i++) {
      let s = actor.getSnapshot();
      if (s.hasTag('handoff')) {
        // behind the curtain nobody views: no hand is shown
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
      await waitFor(actor, (x) => x.hasTag('human') || x.hasTag('handoff') || enginePhase(x) === 'gameOver', { timeout: 10_000 });
    }
    expect(enginePhase(actor.getSnapshot())).toBe('gameOver');
    expect(mismatches).toEqual([]);
    for (const p of PHASES) expect(seen).toContain(p);
    expect(curtains.length).toBeGreaterThan(30);
  }, 120_000);
});
