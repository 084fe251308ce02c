// Auto-play: a person's forced move (the only legal card; a lone action the game calls no
// choice) is made by the table after the pause of a move; never a choice of several, never
// behind the hot-seat curtain, and never again at once where an undo just went back to.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import type { Action, Match, Seat } from '../engine';
import { applyAction, legalActions, newMatch, status } from '../engine';
import { chooseAction } from '../engine/ai';
import { forcedMove, wasForced } from './forced';
import { pendingAutoMove } from './selectors';
import { autoMoveOf, type TableMachine } from './tableMachine';
import type { BotFn, Pace, SeatConfig, TableContext } from './types';
import { tableMachineFor } from './machines';

const bot: BotFn = async (obs, opts) => chooseAction(obs, opts);
const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person = (name: string): SeatConfig => ({ kind: 'human', name });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TIMEOUT = { timeout: 10_000 };

function start(machine: TableMachine, match: Match, seats: SeatConfig[], opts: { autoPlay?: boolean; pace?: Pace; allowUndo?: boolean } = {}) {
  const actor = createActor(machine, {
    input: { match, seats, pace: opts.pace ?? 'instant', bot, autoPlay: opts.autoPlay ?? true, allowUndo: opts.allowUndo },
  });
  actor.start();
  return actor;
}

type Actor = ReturnType<typeof start>;
const ctxOf = (actor: Actor): TableContext => actor.getSnapshot().context;
const noOther = () => false;

/** The person's moment: waiting on them with a real choice (or the match over). */
function atChoice(actor: Actor, seat: Seat) {
  return waitFor(actor as AnyActorRef, (s) => {
    const m = (s.context as TableContext).match;
    return status(m).over || (s.hasTag('human') && status(m).toAct.includes(seat) && forcedMove(m, seat, noOther) === null);
  }, TIMEOUT);
}

/** Plays the person's real choices (the first legal action) to the end; returns the log indices it sent. */
async function playChoicesToEnd(actor: Actor, seat: Seat): Promise<Set<number>> {
  const sent = new Set<number>();
  for (;;) {
    await atChoice(actor, seat);
    const m = ctxOf(actor).match;
    if (status(m).over) return sent;
    sent.add(m.log.length);
    actor.send({ type: 'ACT', seat, action: legalActions(m, seat)[0] });
  }
}

const supertrump = (seed: string) => newMatch('supertrump', { players: 2, seed, dealer: 1 });

describe('auto-play', () => {
  it('plays the only legal card for the person, and only that: every move of theirs the test did not send was forced', async () => {
    const actor = start(tableMachineFor('supertrump'), supertrump('auto-1'), [person('Ann'), ai]);
    const sent = await playChoicesToEnd(actor, 0);
    const m = ctxOf(actor).match;
    const auto = m.log.flatMap((e, i) => (e.seat === 0 && !sent.has(i) ? [i] : []));
    expect(auto.length).toBeGreaterThan(0);
    for (const i of auto) {
      expect(m.log[i].action.type).toBe('PLAY');
      expect(wasForced(m, i, noOther)).toBe(true);
    }
  });

  it('waits for the person when it is off; turned on, it makes the forced move waiting now and the next ones', async () => {
    const actor = start(tableMachineFor('supertrump'), supertrump('auto-2'), [person('Ann'), ai], { autoPlay: false });
    let waited = false;
    for (let i = 0; i < 400 && !waited; i++) {
      const s = await waitFor(actor, (x) => x.hasTag('human') || status(x.context.match).over, TIMEOUT);
      const m = s.context.match;
      if (status(m).over) break;
      if (forcedMove(m, 0, noOther)) {
        expect(pendingAutoMove(s)).toBeNull();
        await sleep(40);
        expect(ctxOf(actor).match).toBe(m); // nothing played for the person
        actor.send({ type: 'SET_AUTOPLAY', autoPlay: true });
        await waitFor(actor, (x) => x.context.match.log.length > m.log.length, TIMEOUT);
        expect(ctxOf(actor).match.log[m.log.length]).toEqual({ seat: 0, action: forcedMove(m, 0, noOther) });
        waited = true;
      } else actor.send({ type: 'ACT', seat: 0, action: legalActions(m, 0)[0] });
    }
    expect(waited).toBe(true);
    const from = ctxOf(actor).match.log.length;
    const sent = await playChoicesToEnd(actor, 0);
    const log = ctxOf(actor).match.log;
    expect(log.some((e, i) => i >= from && e.seat === 0 && !sent.has(i))).toBe(true);
  });

  it('never plays behind the hot-seat curtain: the forced card goes once its owner has taken the device', async () => {
    const actor = start(tableMachineFor('supertrump'), supertrump('auto-3'), [person('Ann'), person('Ben')]);
    let checked = false;
    for (let i = 0; i < 600 && !checked; i++) {
      const s = await waitFor(actor, (x) => x.hasTag('handoff') || x.hasTag('human') || status(x.context.match).over, TIMEOUT);
      const m = s.context.match;
      if (status(m).over) break;
      const seat = status(m).toAct[0];
      if (s.hasTag('handoff')) {
        if (forcedMove(m, seat, noOther)) {
          await sleep(40);
          expect(actor.getSnapshot().hasTag('handoff')).toBe(true);
          expect(ctxOf(actor).match).toBe(m);
          actor.send({ type: 'HANDOFF_READY' });
          await waitFor(actor, (x) => x.context.match.log.length > m.log.length, TIMEOUT);
          expect(ctxOf(actor).match.log[m.log.length]).toEqual({ seat, action: forcedMove(m, seat, noOther) });
          checked = true;
        } else actor.send({ type: 'HANDOFF_READY' });
        continue;
      }
      if (forcedMove(m, seat, noOther)) {
        await waitFor(actor, (x) => x.context.match !== m, TIMEOUT); // the table plays it
        continue;
      }
      actor.send({ type: 'ACT', seat, action: legalActions(m, seat)[0] });
    }
    expect(checked).toBe(true);
  });

  it('undo steps back over the cards it played to the person\'s last real decision, and does not replay them at once', async () => {
    const actor = start(tableMachineFor('supertrump'), supertrump('auto-4'), [person('Ann'), ai]);
    let lastChoice = -1;
    for (let i = 0; i < 400; i++) {
      await atChoice(actor, 0);
      const m = ctxOf(actor).match;
      expect(status(m).over).toBe(false);
      const lastAnn = m.log.findLastIndex((e) => e.seat === 0);
      if (lastAnn > lastChoice) {
        // Ann's latest move was made by the table: take it back
        actor.send({ type: 'UNDO' });
        const back = ctxOf(actor).match;
        expect(back.log).toHaveLength(lastChoice);
        expect(actor.getSnapshot().hasTag('human')).toBe(true);
        await sleep(40);
        expect(ctxOf(actor).match).toBe(back);
        return;
      }
      lastChoice = m.log.length;
      actor.send({ type: 'ACT', seat: 0, action: legalActions(m, 0)[0] });
    }
    throw new Error('no forced card in 400 moves');
  });

  it('with no real decision to go back to, undo lands on the forced move and leaves it to the person', async () => {
    // Toepen, six seats, no signals: two exchanges empty the stock, so every later seat, Ann
    // (the dealer, last) too, may only keep its hand: a lone PASS, no choice.
    let m = newMatch('toepen', { players: 6, seed: 'auto-5', dealer: 0, options: { signals: 'off' } });
    const step = (seat: Seat, a: Action) => {
      const r = applyAction(m, seat, a);
      if (!r.ok) throw new Error(r.error.message);
      m = r.match;
    };
    for (let guard = 0; status(m).phase !== 'trickPlay'; guard++) {
      const seat = status(m).toAct[0];
      const legal = legalActions(m, seat);
      if (seat === 0) expect(legal).toEqual([{ type: 'PASS' }]);
      step(seat, legal.find((a) => a.type === 'EXCHANGE' || a.type === 'CHALLENGE') ?? legal[0]);
      expect(guard).toBeLessThan(40);
    }
    const annPass = m.log.findIndex((e) => e.seat === 0);
    expect(m.log.filter((e) => e.seat === 0)).toHaveLength(1);
    const actor = start(tableMachineFor('toepen'), m, [person('Ann'), ai, ai, ai, ai, ai]);
    await waitFor(actor, (x) => x.hasTag('human'), TIMEOUT);
    actor.send({ type: 'UNDO' });
    const back = ctxOf(actor).match;
    expect(back.log).toHaveLength(annPass);
    expect(legalActions(back, 0)).toEqual([{ type: 'PASS' }]);
    expect(autoMoveOf(ctxOf(actor))).toBeNull();
    await sleep(40);
    expect(ctxOf(actor).match).toBe(back);
    actor.send({ type: 'ACT', seat: 0, action: { type: 'PASS' } });
    expect(ctxOf(actor).match.log).toHaveLength(annPass + 1);
  });

  it("sends Toepen's lone \"no signal\" for the person, never a lone required signal", async () => {
    const { noChoice } = createActor(tableMachineFor('toepen'), { input: { match: newMatch('toepen', { players: 4, seed: 'x' }), seats: [ai, ai, ai, ai], pace: 'instant', bot } }).getSnapshot().context;
    expect(noChoice({ type: 'SIGNAL', kind: 'none' })).toBe(true);
    expect(noChoice({ type: 'SIGNAL', kind: 'stand' })).toBe(false);
    expect(noChoice({ type: 'SIGNAL', kind: 'whistle' })).toBe(false);
    // a whole deal: Ann never sends a signal of her own when she has nothing to signal
    const actor = start(tableMachineFor('toepen'), newMatch('toepen', { players: 4, seed: 'auto-6', dealer: 3 }), [person('Ann'), ai, ai, ai]);
    const sent: Action[] = [];
    for (let i = 0; i < 200; i++) {
      const s = await waitFor(actor, (x) => status(x.context.match).phase === 'handResult'
        || (x.hasTag('human') && forcedMove(x.context.match, 0, x.context.noChoice) === null), TIMEOUT);
      const mm = s.context.match;
      if (status(mm).phase === 'handResult') break;
      const a = legalActions(mm, 0).find((x) => x.type !== 'KNOCK') ?? legalActions(mm, 0)[0];
      sent.push(a);
      actor.send({ type: 'ACT', seat: 0, action: a });
    }
    const final = ctxOf(actor).match;
    const signal = final.log.find((e) => e.seat === 0 && e.action.type === 'SIGNAL');
    expect(signal?.action).toEqual({ type: 'SIGNAL', kind: 'none' });
    expect(sent.some((a) => a.type === 'SIGNAL')).toBe(false);
  });
});
