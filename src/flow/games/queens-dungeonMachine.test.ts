import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { Action, Deal, Match } from '../../engine';
import { legalActions, newMatch, observe, status } from '../../engine';
import { exampleDeal } from '../../engine/games/queens-dungeon/testDriver';
import type { QueensDungeonObservation } from '../../engine/games/queens-dungeon/types';
import { enginePhase, tutorKey } from '../selectors';
import type { SeatConfig } from '../types';
import { startWatched } from '../testing';
import { tableMachineFor } from '../machines';

const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person: SeatConfig = { kind: 'human', name: 'Ann' };
const PHASES = ['chooseTrump', 'trickPlay', 'trumpChange', 'dungeonChoice', 'keyChoice', 'handResult', 'gameOver'];

/** Every seat holds one queen (P0 ♠, P1 ♥, P2 ♣, P3 ♦) and no other: who throws them decides the event. */
const ONE_QUEEN_EACH: Deal = exampleDeal({ 0: ['QS'], 1: ['QH'], 2: ['QC'], 3: ['QD'] });

function start(seats: SeatConfig[], seed: string, options: Record<string, unknown>, deals?: Deal[]) {
  const match = newMatch('queens-dungeon', { players: seats.length, seed, dealer: seats.length - 1, options, ...(deals ? { deals } : {}) });
  return startWatched(tableMachineFor('queens-dungeon'), { match, seats });
}

describe('queens-dungeon machine', () => {
  it("keeps its phase equal to the engine's through whole AI matches", async () => {
    const seen = new Set<string>();
    for (const [seed, players] of [['flow-a', 4], ['flow-b', 3], ['flow-c', 4]] as const) {
      const run = start(Array.from({ length: players }, () => ai), seed, { targetScore: 120 });
      const done = await waitFor(run.actor, (s) => enginePhase(s) === 'gameOver', { timeout: 120_000 });
      expect(status(done.context.match).over).toBe(true);
      expect(run.mismatches).toEqual([]);
      run.seen.forEach((p) => seen.add(p));
    }
    for (const p of ['chooseTrump', 'trickPlay', 'trumpChange', 'handResult', 'gameOver']) expect(seen).toContain(p);
  }, 300_000);

  it('carries the tutor prompt of each phase in state meta', async () => {
    const { actor } = start([ai, ai, ai, person], 'meta', {});
    // dealer 3 is the person: the blind trump is theirs to name
    const s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 30_000 });
    expect(enginePhase(s)).toBe('chooseTrump');
    expect(tutorKey(s)).toBe('queens-dungeon.tutor.chooseTrump');
    // named blind: the dealer's view holds no card of the new deal
    expect((observe(s.context.match, 3) as QueensDungeonObservation).hand).toEqual([]);
  });

  it('walks a person through a whole deal against three AIs, naming the trump blind as dealer', async () => {
    const { actor, mismatches } = start([ai, ai, ai, person], 'walk', { targetScore: 200 });
    let s = await waitFor(actor, (x) => x.hasTag('human') || enginePhase(x) === 'gameOver', { timeout: 30_000 });
    const visited = new Set<string>();
    for (let i = 0; i < 600 && enginePhase(s) !== 'gameOver'; i++) {
      visited.add(enginePhase(s));
      const legal = legalActions(s.context.match, 3);
      const action: Action = legal.find((a) => a.type === 'NEXT_HAND') ?? legal[0];
      actor.send({ type: 'ACT', seat: 3, action });
      expect(actor.getSnapshot().context.error).toBeNull();
      s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver' || x.hasTag('human'), { timeout: 30_000 });
    }
    expect(mismatches).toEqual([]);
    for (const p of ['chooseTrump', 'trickPlay', 'handResult']) expect(visited).toContain(p);
  }, 120_000);

  it('refuses a card before the trump is named and changes nothing', async () => {
    const { actor } = start([ai, ai, ai, person], 'refuse', {});
    const s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 30_000 });
    const before = s.context.match.log.length;
    actor.send({ type: 'ACT', seat: 3, action: { type: 'PLAY', card: 'QS' } });
    const after = actor.getSnapshot();
    expect(after.context.error?.code).toBe('ERR_WRONG_PHASE');
    expect(after.context.match.log).toHaveLength(before);
  });

  it('hot-seat: four people walked through every phase, each behind the curtain: four queens, three, two', async () => {
    const people: SeatConfig[] = ['Ann', 'Ben', 'Cy', 'Dee'].map((name) => ({ kind: 'human', name }));
    // Deal 1: every queen in trick 1 (the key); deal 2: three of them (the dungeon); deal 3: two (a trump change).
    const { actor, mismatches } = start(people, 'hot', { targetScore: 5000 }, [ONE_QUEEN_EACH, ONE_QUEEN_EACH, ONE_QUEEN_EACH]);
    const visited = new Set<string>();
    const curtains: number[] = [];
    const queensIn = (m: Match) => (observe(m, 0) as QueensDungeonObservation).trick.filter((p) => p.card.startsWith('Q')).length;
    for (let i = 0; i < 400; i++) {
      let s = actor.getSnapshot();
      if (s.hasTag('handoff')) {
        // behind the curtain nobody views: no hand is shown
        expect(s.context.viewer).toBeNull();
        curtains.push(status(s.context.match).toAct[0]);
        actor.send({ type: 'HANDOFF_READY' });
        s = actor.getSnapshot();
      }
      const match = s.context.match;
      const st = status(match);
      visited.add(enginePhase(s));
      if (st.handNumber > 3 || st.over) break;
      const seat = st.phase === 'handResult' ? 0 : st.toAct[0];
      if (st.phase !== 'handResult') expect(s.context.viewer).toBe(seat);
      const legal = legalActions(match, seat);
      // deal n: queens go to the first trick until 5 − n lie in it (4, 3, 2)
      const wanted = 5 - st.handNumber;
      const queen = legal.find((a) => typeof a.card === 'string' && a.card.startsWith('Q'));
      const action = queen && (observe(match, seat) as QueensDungeonObservation).trickNo === 1 && queensIn(match) < wanted
        ? queen
        : legal.find((a) => typeof a.card === 'string' && !a.card.startsWith('Q')) ?? legal[0];
      actor.send({ type: 'ACT', seat, action });
      expect(actor.getSnapshot().context.error).toBeNull();
      await waitFor(actor, (x) => x.hasTag('human') || x.hasTag('handoff') || enginePhase(x) === 'gameOver', { timeout: 10_000 });
    }
    expect(mismatches).toEqual([]);
    for (const p of PHASES.filter((x) => x !== 'gameOver')) expect(visited).toContain(p);
    // a curtain before every person's turn but the same person's next one
    expect(curtains.length).toBeGreaterThan(50);
  }, 60_000);

  it('hot-seat: the deal is over for everyone and the match ends at the target', async () => {
    const people: SeatConfig[] = ['Ann', 'Ben', 'Cy'].map((name) => ({ kind: 'human', name }));
    const { actor, mismatches, seen } = start(people, 'end', { targetScore: 1 });
    for (let i = 0; i < 400 && enginePhase(actor.getSnapshot()) !== 'gameOver'; i++) {
      const s = actor.getSnapshot();
      if (s.hasTag('handoff')) {
        actor.send({ type: 'HANDOFF_READY' });
        continue;
      }
      const st = status(s.context.match);
      const seat = st.phase === 'handResult' ? 1 : st.toAct[0];
      actor.send({ type: 'ACT', seat, action: legalActions(s.context.match, seat)[0] });
      await waitFor(actor, (x) => x.hasTag('human') || x.hasTag('handoff') || enginePhase(x) === 'gameOver', { timeout: 10_000 });
    }
    expect(enginePhase(actor.getSnapshot())).toBe('gameOver');
    expect(mismatches).toEqual([]);
    expect(seen).toContain('gameOver');
  }, 60_000);
});
