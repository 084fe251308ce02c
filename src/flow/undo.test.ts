import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Action, Match } from '../engine';
import { applyAction, legalActions, newMatch, rewind, serialize, status } from '../engine';
import { chooseAction } from '../engine/ai';
import { canUndo, enginePhase, isHandoff, isHeld, offersUndo } from './selectors';
import type { BotFn, SeatConfig } from './types';
import { tableMachineFor } from './machines';

const bot: BotFn = async (obs, opts) => chooseAction(obs, opts);
const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person = (name: string): SeatConfig => ({ kind: 'human', name });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freshMatch(): Match {
  return newMatch('supertrump', { players: 2, seed: 'undo', dealer: 1 });
}

function start(seats: SeatConfig[], opts: { bot?: BotFn; allowUndo?: boolean; match?: Match } = {}) {
  const actor = createActor(tableMachineFor('supertrump'), {
    input: { match: opts.match ?? freshMatch(), seats, pace: 'instant', bot: opts.bot ?? bot, allowUndo: opts.allowUndo },
  });
  actor.start();
  return actor;
}

/** A bot whose answers the test releases one at a time. */
function heldBot() {
  const pending: Array<(a: Action) => void> = [];
  const fn: BotFn = () => new Promise<Action>((resolve) => pending.push(resolve));
  return { fn, pending };
}

describe('rewind', () => {
  it('rebuilds the match after a prefix of its log, without touching the original', () => {
    let m = freshMatch();
    const snapshots = [serialize(m)];
    for (let i = 0; i < 12; i++) {
      const seat = status(m).toAct[0];
      const r = applyAction(m, seat, legalActions(m, seat)[0]);
      if (!r.ok) throw new Error(r.error.message);
      m = r.match;
      snapshots.push(serialize(m));
    }
    const before = serialize(m);
    for (const n of [0, 1, 5, 11]) {
      const back = rewind(m, n);
      expect(back.log).toHaveLength(n);
      expect(serialize(back)).toBe(snapshots[n]);
      expect(back.state).toEqual(rewind(m, n).state);
    }
    expect(serialize(m)).toBe(before);
    expect(rewind(m, 12)).toBe(m);
    expect(rewind(m, 99)).toBe(m);
    expect(rewind(m, -3).log).toHaveLength(0);
  });
});

describe('undo', () => {
  it('takes the person back through several of their decisions, discarding the AI moves after each', async () => {
    const actor = start([person('Ann'), ai]);
    const before: number[] = [];
    let s = actor.getSnapshot();
    expect(offersUndo(s)).toBe(true);
    for (let i = 0; i < 6; i++) {
      s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 5000 });
      before.push(s.context.match.log.length);
      actor.send({ type: 'ACT', seat: 0, action: legalActions(s.context.match, 0)[0] });
    }
    s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 5000 });
    expect(s.context.match.log.filter((e) => e.seat === 1).length).toBeGreaterThan(2); // AI moves to discard
    for (const len of before.reverse()) {
      expect(canUndo(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'UNDO' });
      s = actor.getSnapshot();
      expect(s.context.match.log).toHaveLength(len);
      expect(s.hasTag('human')).toBe(true);
      expect(status(s.context.match).toAct).toEqual([0]);
      expect(enginePhase(s)).toBe(status(s.context.match).phase);
      expect(s.context.facts).toEqual([]);
      expect(s.context.shownTrick).toBeNull();
    }
    expect(s.context.match.log).toHaveLength(0);
    expect(canUndo(s)).toBe(false);
    // and the match goes on normally from there
    actor.send({ type: 'ACT', seat: 0, action: legalActions(s.context.match, 0)[0] });
    s = await waitFor(actor, (x) => x.hasTag('human'), { timeout: 5000 });
    expect(s.context.match.log.length).toBeGreaterThan(1);
    actor.stop();
  });

  it('has nothing to undo at the start, nor before the person has decided anything', async () => {
    const actor = start([person('Ann'), ai]);
    expect(canUndo(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.match.log).toHaveLength(0);
    actor.stop();
    // The AI chooses trump first here: its move alone is not the person's to take back.
    const second = start([ai, person('Ben')]);
    const s = await waitFor(second, (x) => x.hasTag('human'), { timeout: 5000 });
    expect(s.context.match.log).toHaveLength(1);
    expect(canUndo(s)).toBe(false);
    second.send({ type: 'UNDO' });
    expect(second.getSnapshot().context.match.log).toHaveLength(1);
    second.stop();
  });

  it('is off in hot-seat unless the table allows it; allowed, it puts the curtain up for the other person', () => {
    const play = (actor: ReturnType<typeof start>) => {
      actor.send({ type: 'HANDOFF_READY' });
      actor.send({ type: 'ACT', seat: 0, action: { type: 'CHOOSE_TRUMP', suit: 'S' } });
      actor.send({ type: 'HANDOFF_READY' });
      actor.send({ type: 'ACT', seat: 1, action: { type: 'CHOOSE_SUPERTRUMP', rank: '4' } });
      actor.send({ type: 'HANDOFF_READY' });
      expect(actor.getSnapshot().context.viewer).toBe(0);
      expect(actor.getSnapshot().context.match.log).toHaveLength(2);
    };
    const off = start([person('Ann'), person('Ben')]);
    play(off);
    expect(offersUndo(off.getSnapshot())).toBe(false);
    expect(canUndo(off.getSnapshot())).toBe(false);
    off.send({ type: 'UNDO' });
    expect(off.getSnapshot().context.match.log).toHaveLength(2);

    const on = start([person('Ann'), person('Ben')], { allowUndo: true });
    play(on);
    on.send({ type: 'UNDO' }); // Ann, at the screen, takes back Ben's super-trump choice
    let s = on.getSnapshot();
    expect(s.context.match.log).toHaveLength(1);
    expect(isHandoff(s)).toBe(true);
    expect(s.context.viewer).toBeNull();
    on.send({ type: 'HANDOFF_READY' });
    expect(on.getSnapshot().context.viewer).toBe(1);
    on.send({ type: 'UNDO' }); // and Ben takes back Ann's trump choice: the curtain again
    s = on.getSnapshot();
    expect(s.context.match.log).toHaveLength(0);
    expect(isHandoff(s)).toBe(true);
    on.send({ type: 'HANDOFF_READY' });
    expect(on.getSnapshot().context.viewer).toBe(0);
    expect(canUndo(on.getSnapshot())).toBe(false);
  });

  it('abandons a bot that is thinking; its late answer is ignored', async () => {
    const { fn, pending } = heldBot();
    const actor = start([person('Ann'), ai], { bot: fn });
    actor.send({ type: 'ACT', seat: 0, action: { type: 'CHOOSE_TRUMP', suit: 'H' } });
    await waitFor(actor, (x) => x.hasTag('bot'));
    await sleep(0);
    expect(pending).toHaveLength(1);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.match.log).toHaveLength(0);
    actor.send({ type: 'ACT', seat: 0, action: { type: 'CHOOSE_TRUMP', suit: 'H' } });
    await waitFor(actor, (x) => x.hasTag('bot'));
    await sleep(0);
    expect(pending).toHaveLength(2);
    pending[0]({ type: 'CHOOSE_SUPERTRUMP', rank: '4' }); // the stale answer: legal, but too late
    await sleep(20);
    expect(actor.getSnapshot().context.match.log).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('bot')).toBe(true);
    pending[1]({ type: 'CHOOSE_SUPERTRUMP', rank: '9' });
    const s = await waitFor(actor, (x) => x.context.match.log.length === 2);
    expect(s.context.match.log[1].action).toEqual({ type: 'CHOOSE_SUPERTRUMP', rank: '9' });
    actor.stop();
  });

  it('is disabled once the match is over', async () => {
    const actor = start([person('Ann'), ai]);
    let s = actor.getSnapshot();
    while (enginePhase(s) !== 'gameOver') {
      actor.send({ type: 'ACT', seat: 0, action: legalActions(s.context.match, 0)[0] });
      s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver' || x.hasTag('human'), { timeout: 5000 });
    }
    const length = s.context.match.log.length;
    expect(canUndo(s)).toBe(false);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().context.match.log).toHaveLength(length);
  });
});

describe('watch mode', () => {
  it('pauses, steps one move at a time, and resumes to the end', async () => {
    const actor = start([ai, ai]);
    actor.send({ type: 'PAUSE' });
    let s = actor.getSnapshot();
    expect(isHeld(s)).toBe(true); // the move being thought about was abandoned
    await sleep(100);
    expect(actor.getSnapshot().context.match.log).toHaveLength(0);
    for (let n = 1; n <= 3; n++) {
      actor.send({ type: 'STEP' });
      await waitFor(actor, (x) => isHeld(x) && x.context.match.log.length >= n, { timeout: 5000 });
      await sleep(50);
      expect(actor.getSnapshot().context.match.log).toHaveLength(n);
    }
    actor.send({ type: 'RESUME' });
    s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver', { timeout: 20_000 });
    expect(status(s.context.match).over).toBe(true);
  });

  it('offers no pause where a person sits, and no undo to an AI-only table', () => {
    const actor = start([person('Ann'), ai]);
    actor.send({ type: 'PAUSE' });
    expect(actor.getSnapshot().context.paused).toBe(false);
    actor.stop();
    const watch = start([ai, ai]);
    expect(offersUndo(watch.getSnapshot())).toBe(false);
    watch.stop();
  });
});
