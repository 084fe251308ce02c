import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { Action, Deal } from '../../engine';
import { legalActions, newMatch, status } from '../../engine';
import { exampleDeal } from '../../engine/games/king-of-the-hill/testDriver';
import { enginePhase, tutorKey } from '../selectors';
import type { SeatConfig } from '../types';
import { startWatched } from '../testing';
import { tableMachineFor } from '../machines';

const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person: SeatConfig = { kind: 'human', name: 'Ann' };
const PHASES = ['dealing', 'kitty', 'callPartner', 'trickPlay', 'handResult', 'gameOver'];

/** Seat 0, the first King, is dealt 2S first: it is asked at once. */
const FIRST_TWO: Deal = exampleDeal({ named: { 0: ['2S', 'QC'], 3: ['QC'] } });

function start(seats: SeatConfig[], seed: string, options: Record<string, unknown>, deals?: Deal[]) {
  const match = newMatch('king-of-the-hill', { players: 5, seed, dealer: 1, options, ...(deals ? { deals } : {}) });
  return startWatched(tableMachineFor('king-of-the-hill'), { match, seats });
}

describe('king-of-the-hill machine', () => {
  it("keeps its phase equal to the engine's through whole AI matches", async () => {
    const seen = new Set<string>();
    for (const [seed, options] of [['flow-a', { startRank: 'K' }], ['flow-b', { startRank: 'K', preset: 'tractor' }]] as const) {
      const run = start([ai, ai, ai, ai, ai], seed, options);
      const done = await waitFor(run.actor, (s) => enginePhase(s) === 'gameOver', { timeout: 240_000 });
      expect(status(done.context.match).over).toBe(true);
      expect(run.mismatches).toEqual([]);
      run.seen.forEach((p) => seen.add(p));
    }
    for (const p of [...PHASES, 'dealEndWindow']) expect(seen).toContain(p);
  }, 400_000);

  it('carries the tutor prompt of each phase in state meta', async () => {
    const { actor } = start([person, ai, ai, ai, ai], 'meta', {}, [FIRST_TWO]);
    const s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 30_000 });
    expect(enginePhase(s)).toBe('dealing');
    expect(tutorKey(s)).toBe('king-of-the-hill.tutor.dealing');
    expect(legalActions(s.context.match, 0)).toContainEqual({ type: 'DECLARE_TRUMP', cards: ['2S'] });
  });

  it('walks a person through the declaration, the kitty, the call, the cards and the result against four AIs', async () => {
    const { actor, mismatches } = start([person, ai, ai, ai, ai], 'walk', { startRank: 'K' }, [exampleDeal({ named: { 0: ['KS', 'QC'], 3: ['QC'] }, rank: 'K' })]);
    let s = await waitFor(actor, (x) => x.hasTag('human') || enginePhase(x) === 'gameOver', { timeout: 30_000 });
    const visited = new Set<string>();
    for (let i = 0; i < 800 && enginePhase(s) !== 'gameOver'; i++) {
      visited.add(enginePhase(s));
      const legal = legalActions(s.context.match, 0);
      const pick = (t: string) => legal.find((a) => a.type === t);
      const action: Action = pick('DECLARE_TRUMP') ?? pick('NEXT_HAND') ?? legal[0];
      actor.send({ type: 'ACT', seat: 0, action });
      expect(actor.getSnapshot().context.error).toBeNull();
      s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver' || x.hasTag('human'), { timeout: 30_000 });
    }
    expect(mismatches).toEqual([]);
    for (const p of ['dealing', 'kitty', 'callPartner', 'trickPlay']) expect(visited).toContain(p);
  }, 240_000);

  it('refuses a card during the deal and changes nothing', async () => {
    const { actor } = start([person, ai, ai, ai, ai], 'refuse', {}, [FIRST_TWO]);
    const s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 30_000 });
    const before = s.context.match.log.length;
    actor.send({ type: 'ACT', seat: 0, action: { type: 'PLAY', card: '2S' } });
    const after = actor.getSnapshot();
    expect(after.context.error?.code).toBe('ERR_WRONG_PHASE');
    expect(after.context.match.log).toHaveLength(before);
  });

  it('hot-seat: five people, each asked behind the curtain during the deal, the kitty, the call and the cards, to the game’s end', async () => {
    const people: SeatConfig[] = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve'].map((name) => ({ kind: 'human', name }));
    const { actor, mismatches, seen } = start(people, 'hot', { startRank: 'K' });
    const curtains: number[] = [];
    for (let i = 0; i < 3000 && enginePhase(actor.getSnapshot()) !== 'gameOver'; i++) {
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
  }, 240_000);
});
