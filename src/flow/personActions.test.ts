// A person's move is never dropped: whatever the table lets a person do (a playable card,
// an action button) becomes a move, or a refusal the table can show. The moments between a
// move and the person's own turn where the machine is not yet in its `human` state (the trick
// pause, the AI seats asked about a knock out of turn) take the person's move too; and in a
// simultaneous phase (Toepen's signals, Tuppi's auction, every hand result) no AI is asked
// while a person may still act, so no AI answer can overtake a person's click.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Action, Match, Seat } from '../engine';
import { applyAction, legalActions, newMatch, status } from '../engine';
import { chooseAction } from '../engine/ai';
import { buildDeal } from '../engine/testing/builders';
import { TOEPEN_DECK } from '../engine/games/toepen/rules';
import { enginePhase, isOfferingOptional, isTrickPause } from './selectors';
import type { TableMachine } from './tableMachine';
import type { BotFn, OptionalBotFn, Pace, SeatConfig } from './types';
import { tableMachineFor } from './machines';

const ai: SeatConfig = { kind: 'ai-easy', name: 'Bot' };
const person = (name: string): SeatConfig => ({ kind: 'human', name });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const never: OptionalBotFn = async () => null;
const KNOCK: Action = { type: 'KNOCK' };

function step(m: Match, seat: Seat, a: Action): Match {
  const r = applyAction(m, seat, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.match;
}

const firstPlay = (m: Match, seat: Seat) => legalActions(m, seat).find((a) => a.type === 'PLAY')!;

/**
 * Toepen, dealer P0, no signals: P0 holds the four aces. P1 has led trick 1 and P2, P3 have
 * followed: P0 plays last and takes every trick.
 */
function acesToPlay(): Match {
  const deal = buildDeal({ deck: TOEPEN_DECK, handSize: 4, hands: [['AH', 'AS', 'AD', 'AC'], [], [], []] });
  let m = newMatch('toepen', { players: 4, seed: 'person-actions', dealer: 0, options: { signals: 'off' }, deals: [deal] });
  for (const seat of [1, 2, 3, 0]) m = step(m, seat, { type: 'PASS' });
  for (const seat of [1, 2, 3]) m = step(m, seat, firstPlay(m, seat));
  expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [0] });
  return m;
}

function start(machine: TableMachine, match: Match, seats: SeatConfig[], opts: { pace?: Pace; bot?: BotFn; optional?: OptionalBotFn } = {}) {
  const actor = createActor(machine, {
    input: { match, seats, pace: opts.pace ?? 'instant', bot: opts.bot ?? (async (obs, o) => chooseAction(obs, o)), optional: opts.optional ?? never },
  });
  actor.start();
  return actor;
}

describe("a person's move between the moves", () => {
  it('is taken while the AI seats are still asked whether to knock out of turn (and their late answer is dropped)', async () => {
    const match = acesToPlay();
    const held: ((a: Action | null) => void)[] = [];
    const slow: OptionalBotFn = () => new Promise((resolve) => held.push(resolve));
    const actor = start(tableMachineFor('toepen'), match, [person('Ann'), ai, ai, ai], { optional: slow });
    let s = actor.getSnapshot();
    // P1 is being asked about a knock; Ann's cards are on screen and her ace is playable
    expect(isOfferingOptional(s)).toBe(true);
    expect(s.context.viewer).toBe(0);
    const ace = firstPlay(s.context.match, 0);
    actor.send({ type: 'ACT', seat: 0, action: ace });
    s = actor.getSnapshot();
    expect(s.context.match.log.slice(match.log.length)).toEqual([{ seat: 0, action: ace }]);
    expect(s.context.error).toBeNull();
    // the knock P1 decided on for the moment before Ann's card never lands
    held[0](KNOCK);
    await sleep(20);
    expect(actor.getSnapshot().context.match.log).toHaveLength(match.log.length + 1);
    actor.stop();
  });

  it('is taken during the trick pause: the winner leads the next trick at once', async () => {
    const match = acesToPlay();
    const actor = start(tableMachineFor('toepen'), match, [person('Ann'), ai, ai, ai], { pace: 'fast' });
    await waitFor(actor, (x) => x.hasTag('human'), { timeout: 5000 });
    actor.send({ type: 'ACT', seat: 0, action: firstPlay(match, 0) });
    let s = actor.getSnapshot();
    expect(isTrickPause(s)).toBe(true);
    expect(status(s.context.match).toAct).toEqual([0]);
    const lead = firstPlay(s.context.match, 0);
    actor.send({ type: 'ACT', seat: 0, action: lead });
    s = actor.getSnapshot();
    expect(s.context.match.log.at(-1)).toEqual({ seat: 0, action: lead });
    expect(s.context.match.log).toHaveLength(match.log.length + 2);
    actor.stop();
  });

  it('NEXT_HAND is taken during the pause after the last trick (the hand result waits on everybody)', async () => {
    let m = acesToPlay();
    m = step(m, 0, firstPlay(m, 0));
    // Ann leads her aces; the others follow, P3 last
    for (let k = 0; k < 11; k++) {
      const seat = status(m).toAct[0];
      m = step(m, seat, firstPlay(m, seat));
    }
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [3] });
    const actor = start(tableMachineFor('toepen'), m, [person('Ann'), ai, ai, ai], { pace: 'fast' });
    let s = await waitFor(actor, (x) => enginePhase(x) === 'handResult', { timeout: 5000 });
    expect(isTrickPause(s)).toBe(true);
    expect(status(s.context.match).toAct).toContain(0);
    actor.send({ type: 'ACT', seat: 0, action: { type: 'NEXT_HAND' } });
    s = actor.getSnapshot();
    expect(s.context.match.log.at(-1)).toEqual({ seat: 0, action: { type: 'NEXT_HAND' } });
    expect(status(s.context.match)).toMatchObject({ handNumber: 2, phase: 'exchange' });
    actor.stop();
  });

  it('hot-seat: only the person whose cards are on screen; the next person waits for the curtain', async () => {
    const match = acesToPlay();
    const actor = start(tableMachineFor('toepen'), match, [person('Ann'), ai, person('Bo'), ai], { pace: 'fast' });
    await waitFor(actor, (x) => x.hasTag('handoff'), { timeout: 5000 });
    // behind the curtain nobody's move is taken
    actor.send({ type: 'ACT', seat: 0, action: firstPlay(match, 0) });
    expect(actor.getSnapshot().context.match.log).toHaveLength(match.log.length);
    actor.send({ type: 'HANDOFF_READY' });
    actor.send({ type: 'ACT', seat: 0, action: firstPlay(match, 0) });
    const s = actor.getSnapshot();
    expect(isTrickPause(s)).toBe(true);
    expect(s.context.viewer).toBe(0);
    // Bo (not to move) cannot act for Ann; Ann, still viewing and to lead, can
    actor.send({ type: 'ACT', seat: 2, action: KNOCK });
    expect(actor.getSnapshot().context.match.log).toHaveLength(match.log.length + 1);
    actor.send({ type: 'ACT', seat: 0, action: firstPlay(s.context.match, 0) });
    expect(actor.getSnapshot().context.match.log).toHaveLength(match.log.length + 2);
    actor.stop();
  });
});


/** The in-place AI, recording the moment (phase, seats to act) of every question. */
function watchfulBot(asked: { phase: string; toAct: Seat[] }[]): BotFn {
  return async (obs, opts) => {
    asked.push({ phase: obs.phase, toAct: obs.toAct.slice() });
    return chooseAction(obs, opts);
  };
}

/** Plays one deal: each person takes their first legal action when the machine waits for them. */
async function playDeal(machine: TableMachine, match: Match, seats: SeatConfig[], phase: string) {
  const asked: { phase: string; toAct: Seat[] }[] = [];
  const actor = start(machine, match, seats, { bot: watchfulBot(asked) });
  let sawPhase = 0;
  for (let i = 0; i < 200; i++) {
    const s = await waitFor(actor, (x) => x.hasTag('human') || x.hasTag('handoff') || enginePhase(x) === 'handResult' || enginePhase(x) === 'gameOver', { timeout: 10_000 });
    if (enginePhase(s) === 'handResult' || enginePhase(s) === 'gameOver') break;
    if (s.hasTag('handoff')) {
      actor.send({ type: 'HANDOFF_READY' });
      continue;
    }
    const seat = s.context.viewer!;
    const st = status(s.context.match);
    if (st.phase === phase) {
      sawPhase++;
      // the moment is simultaneous: the person acts while other seats are still to act
      expect(st.toAct.length).toBeGreaterThan(1);
    }
    const before = s.context.match.log.length;
    actor.send({ type: 'ACT', seat, action: legalActions(s.context.match, seat)[0] });
    expect(actor.getSnapshot().context.match.log.length, `${st.phase}: the person's action was taken`).toBe(before + 1);
  }
  actor.stop();
  // no AI was asked while a person still had to act (people go first)
  for (const a of asked) expect(a.toAct.filter((seat) => seats[seat].kind === 'human'), `${a.phase}: AI asked before a person`).toEqual([]);
  return sawPhase;
}

describe('simultaneous phases: people act first, every click is a move', () => {
  it("Toepen's signals, one person and hot-seat", async () => {
    for (const seats of [[person('Ann'), ai, ai, ai], [person('Ann'), ai, person('Bo'), ai]]) {
      for (const seed of ['sig-a', 'sig-b']) {
        const match = newMatch('toepen', { players: 4, seed, dealer: 3 });
        expect(await playDeal(tableMachineFor('toepen'), match, seats, 'signal')).toBeGreaterThan(0);
      }
    }
  }, 60_000);

  it("Tuppi's auction, one person and hot-seat", async () => {
    for (const seats of [[person('Ann'), ai, ai, ai], [person('Ann'), ai, person('Bo'), ai]]) {
      const match = newMatch('tuppi', { players: 4, seed: 'auction-a' });
      expect(await playDeal(tableMachineFor('tuppi'), match, seats, 'auction')).toBeGreaterThan(0);
    }
  }, 60_000);
});
