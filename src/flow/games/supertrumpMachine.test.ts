import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { legalActions, newMatch, status } from '../../engine';
import { chooseAction } from '../../engine/ai';
import { enginePhase, isHandoff, isTrickPause, tutorKey } from '../selectors';
import type { BotFn, Pace, SeatConfig } from '../types';
import { startWatched } from '../testing';
import { tableMachineFor } from '../machines';

// Easy: these tests are about the flow, not the AI's strength; a cheaper search keeps them quick.
const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person = (name: string): SeatConfig => ({ kind: 'human', name });

function start(seats: SeatConfig[], opts: { pace?: Pace; bot?: BotFn; games?: number } = {}) {
  const match = newMatch('supertrump', { players: 2, seed: 'flow', dealer: 1, options: { gamesPerMatch: opts.games ?? 1 } });
  return startWatched(tableMachineFor('supertrump'), { match, seats, pace: opts.pace, bot: opts.bot });
}

describe('supertrump machine', () => {
  it("keeps its phase equal to the engine's through a whole AI match of two games", async () => {
    const { actor, mismatches } = start([ai, ai], { games: 2 });
    const seen = new Set<string>();
    actor.subscribe((s) => seen.add(enginePhase(s)));
    const done = await waitFor(actor, (s) => enginePhase(s) === 'gameOver', { timeout: 20_000 });
    expect(status(done.context.match).over).toBe(true);
    expect(mismatches).toEqual([]);
    expect(seen).toEqual(new Set(['chooseTrump', 'chooseSuperTrump', 'trickPlay', 'handResult', 'gameOver']));
    expect(done.context.match.log.length).toBeGreaterThan(2 * 28);
  });

  it('carries the tutor prompt of each phase in state meta', () => {
    const { actor } = start([person('Ann'), ai]);
    expect(tutorKey(actor.getSnapshot())).toBe('supertrump.tutor.chooseTrump');
  });

  it('lets one person play against the AI; a refused move is explained and changes nothing', async () => {
    const { actor, mismatches } = start([person('Ann'), ai]);
    let s = actor.getSnapshot();
    expect(s.context.viewer).toBe(0);
    expect(s.hasTag('human')).toBe(true);
    actor.send({ type: 'ACT', seat: 0, action: { type: 'CHOOSE_SUPERTRUMP', rank: '4' } });
    s = actor.getSnapshot();
    expect(s.context.error?.code).toBe('ERR_WRONG_PHASE');
    expect(s.context.match.log).toHaveLength(0);
    actor.send({ type: 'ACT', seat: 0, action: { type: 'CHOOSE_TRUMP', suit: 'H' } });
    s = await waitFor(actor, (x) => enginePhase(x) === 'trickPlay' && x.hasTag('human'), { timeout: 5000 });
    expect(s.context.error).toBeNull();
    // Play the whole game as the person: always the first legal card.
    while (enginePhase(s) !== 'gameOver') {
      const legal = legalActions(s.context.match, 0);
      actor.send({ type: 'ACT', seat: 0, action: legal[0] });
      s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver' || x.hasTag('human'), { timeout: 5000 });
    }
    expect(status(s.context.match).over).toBe(true);
    expect(mismatches).toEqual([]);
  });

  it('waits for the person at the hand result; AI seats never skip it (rules decision S-3)', async () => {
    const { actor } = start([person('Ann'), ai], { games: 2 });
    let s = actor.getSnapshot();
    while (enginePhase(s) !== 'handResult') {
      actor.send({ type: 'ACT', seat: 0, action: legalActions(s.context.match, 0)[0] });
      s = await waitFor(actor, (x) => enginePhase(x) === 'handResult' || x.hasTag('human'), { timeout: 5000 });
    }
    await new Promise((r) => setTimeout(r, 50));
    s = actor.getSnapshot();
    expect(enginePhase(s) === 'handResult').toBe(true);
    expect(s.hasTag('human')).toBe(true);
    actor.send({ type: 'ACT', seat: 0, action: { type: 'NEXT_HAND' } });
    expect(status(actor.getSnapshot().context.match).handNumber).toBe(2);
  });

  it('puts up the hand-off curtain between two people and refuses the other person meanwhile', () => {
    const { actor } = start([person('Ann'), person('Ben')]);
    let s = actor.getSnapshot();
    expect(isHandoff(s)).toBe(true);
    expect(s.context.viewer).toBeNull();
    actor.send({ type: 'ACT', seat: 0, action: { type: 'CHOOSE_TRUMP', suit: 'S' } });
    expect(actor.getSnapshot().context.match.log).toHaveLength(0);
    actor.send({ type: 'HANDOFF_READY' });
    s = actor.getSnapshot();
    expect(s.context.viewer).toBe(0);
    actor.send({ type: 'ACT', seat: 1, action: { type: 'CHOOSE_TRUMP', suit: 'S' } });
    expect(actor.getSnapshot().context.match.log).toHaveLength(0);
    actor.send({ type: 'ACT', seat: 0, action: { type: 'CHOOSE_TRUMP', suit: 'S' } });
    s = actor.getSnapshot();
    expect(enginePhase(s)).toBe('chooseSuperTrump');
    expect(isHandoff(s)).toBe(true);
    expect(s.context.viewer).toBeNull();
  });

  it('pauses on a completed trick at a visible pace, then carries on', async () => {
    const { actor } = start([ai, ai], { pace: 'fast' });
    const s = await waitFor(actor, (x) => isTrickPause(x), { timeout: 10_000 });
    expect(s.context.shownTrick?.cards).toHaveLength(2);
    const after = await waitFor(actor, (x) => !isTrickPause(x), { timeout: 5000 });
    expect(after.context.shownTrick).toBeNull();
    actor.stop();
  });

  it('retries a crashed bot and, if it keeps failing, still plays a legal move', async () => {
    let calls = 0;
    const flaky: BotFn = async (obs, opts) => {
      calls++;
      if (calls === 1) throw new Error('worker crashed');
      return chooseAction(obs, opts);
    };
    const { actor } = start([ai, ai], { bot: flaky });
    await waitFor(actor, (x) => x.context.match.log.length >= 3, { timeout: 5000 });
    actor.stop();

    const broken: BotFn = async () => {
      throw new Error('always down');
    };
    const second = start([ai, ai], { bot: broken });
    const s = await waitFor(second.actor, (x) => x.context.match.log.length >= 2, { timeout: 5000 });
    expect(s.context.match.log[0].action.type).toBe('CHOOSE_TRUMP');
    second.actor.stop();
  });
});
