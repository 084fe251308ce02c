import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { legalActions, newMatch, observe, status } from '../../engine';
import { enginePhase, tutorKey } from '../selectors';
import type { SeatConfig } from '../types';
import { startWatched } from '../testing';
import { tableMachineFor } from '../machines';

const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person: SeatConfig = { kind: 'human', name: 'Ann' };

function start(seats: SeatConfig[], seed: string, options: Record<string, unknown>) {
  return startWatched(tableMachineFor('tuppi'), { match: newMatch('tuppi', { players: 4, seed, dealer: 3, options }), seats });
}

describe('tuppi machine', () => {
  it("keeps its phase equal to the engine's through whole AI matches", async () => {
    const seen = new Set<string>();
    const core = ['auction', 'trickPlay', 'handResult', 'gameOver'];
    for (const seed of ['flow-a', 'flow-b', 'flow-c']) {
      // wipeRule none + a hand limit: the match ends after two hands whatever happens
      const run = start([ai, ai, ai, ai], seed, { targetScore: 200, wipeRule: 'none', handLimit: 2 });
      const done = await waitFor(run.actor, (s) => enginePhase(s) === 'gameOver', { timeout: 60_000 });
      expect(status(done.context.match).over).toBe(true);
      expect(run.mismatches).toEqual([]);
      run.seen.forEach((p) => seen.add(p));
    }
    for (const p of core) expect(seen).toContain(p);
  }, 180_000);

  it('carries the tutor prompt of each phase in state meta', () => {
    const { actor } = start([person, ai, ai, ai], 'meta', { targetScore: 4 });
    expect(tutorKey(actor.getSnapshot())).toBe('tuppi.tutor.auction');
  });

  it('walks a person through the auction, a solo offer or exchange, and play', async () => {
    const { actor, mismatches } = start([person, ai, ai, ai], 'walk', { targetScore: 4 });
    let s = await waitFor(actor, (x) => x.hasTag('human') || enginePhase(x) === 'gameOver', { timeout: 30_000 });
    const visited = new Set<string>();
    while (enginePhase(s) !== 'gameOver') {
      visited.add(enginePhase(s));
      const legal = legalActions(s.context.match, 0);
      actor.send({ type: 'ACT', seat: 0, action: legal.find((a) => a.type !== 'DECLARE_SOLO') ?? legal[0] });
      expect(actor.getSnapshot().context.error).toBeNull();
      s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver' || x.hasTag('human'), { timeout: 30_000 });
    }
    expect(mismatches).toEqual([]);
    expect(visited).toContain('auction');
    // seat 0 plays tricks unless it sat out as the soloist's partner (after giving a card)
    expect(visited.has('trickPlay') || visited.has('soloGive')).toBe(true);
  }, 120_000);

  it('refuses a court card as the bid card and changes nothing', async () => {
    const { actor } = start([person, ai, ai, ai], 'refuse', { targetScore: 4 });
    const s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 30_000 });
    const before = s.context.match.log.length;
    const court = observe(s.context.match, 0).hand.find((c) => /^[JQK]/.test(c));
    expect(court).toBeDefined();
    actor.send({ type: 'ACT', seat: 0, action: { type: 'PLACE_AUCTION_CARD', card: court! } });
    const after = actor.getSnapshot();
    expect(after.context.error?.code).toBe('ERR_COURT_CARD_BID');
    expect(after.context.match.log).toHaveLength(before);
  }, 60_000);
});
