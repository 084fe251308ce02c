// Optional actions through the shared flow (seatTurn.ts "offer", tableMachine.ts): AI seats
// outside toAct that have legal actions are asked, clockwise after toAct[0], once per moment,
// before the seat the game waits on; a person's legal action out of turn is taken in any
// state of the phase (in hot-seat only from the viewer). Toepen's knock (§4.3) is the case.
// The machine is built here from the shared createTableMachine, so this test does not
// depend on the game's own machine file.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Action, Match, Seat } from '../engine';
import { applyAction, legalActions, newMatch, rewind, status } from '../engine';
import { chooseAction, chooseOptionalAction } from '../engine/ai';
import { buildDeal } from '../engine/testing/builders';
import { TOEPEN_DECK } from '../engine/games/toepen/rules';
import { enginePhase, isHeld, isOfferingOptional, viewerOptionalActions } from './selectors';
import { tableMachineFor } from './machines';
import type { BotFn, OptionalBotFn, SeatConfig } from './types';

const toepenMachine = tableMachineFor('toepen');

const bot: BotFn = async (obs, opts) => chooseAction(obs, opts);
const ai: SeatConfig = { kind: 'ai-normal', name: 'Bot' };
const easy: SeatConfig = { kind: 'ai-easy', name: 'Easy' };
const person = (name: string): SeatConfig => ({ kind: 'human', name });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const KNOCK: Action = { type: 'KNOCK' };

function step(m: Match, seat: Seat, a: Action): Match {
  const r = applyAction(m, seat, a);
  if (!r.ok) throw new Error(r.error.message);
  return r.match;
}

/**
 * Trick 4 of the first deal, P1 (dealer P0's left) has just led AH, its fourth ace: P2 is to
 * move; P1 holds the sure winner and may knock out of turn; P3 and P0 cannot win and may too.
 */
function lastTrickLed(): Match {
  const deal = buildDeal({ deck: TOEPEN_DECK, handSize: 4, hands: [[], ['AS', 'AD', 'AC', 'AH'], ['7S', '7D', '8C', '7C'], []], filler: (c) => (c.endsWith('H') ? 0 : 1) });
  let m = newMatch('toepen', { players: 4, seed: 'flow-opt', dealer: 0, options: { signals: 'off' }, deals: [deal] });
  for (const seat of [1, 2, 3, 0]) m = step(m, seat, { type: 'PASS' });
  for (let k = 0; k < 12; k++) {
    const seat = status(m).toAct[0];
    m = step(m, seat, legalActions(m, seat).find((a) => a.type === 'PLAY')!);
  }
  m = step(m, 1, { type: 'PLAY', card: 'AH' });
  expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [2] });
  return m;
}

/** The engine's optional decision, recording who was asked when (seat, match.log.length). */
function recordingOptional(decide: (...a: Parameters<OptionalBotFn>) => Action | null = chooseOptionalAction) {
  const asks: { seat: Seat; at: number; answer: Action | null }[] = [];
  const fn: OptionalBotFn = async (obs, opts) => {
    const answer = decide(obs, opts);
    asks.push({ seat: obs.seat, at: Number(/\/ai\/(\d+)\/optional\//.exec(opts.seed)![1]), answer });
    return answer;
  };
  return { fn, asks };
}

/** A bot whose answers never come (a seat thinking for ever), recording who was asked. */
function stuckBot() {
  const asked: Seat[] = [];
  const fn: BotFn = (obs) => {
    asked.push(obs.seat);
    return new Promise<Action>(() => {});
  };
  return { fn, asked };
}

function start(match: Match, seats: SeatConfig[], opts: { bot?: BotFn; optional?: OptionalBotFn } = {}) {
  const actor = createActor(toepenMachine, { input: { match, seats, pace: 'instant', bot: opts.bot ?? bot, optional: opts.optional } });
  const mismatches: string[] = [];
  actor.subscribe((s) => {
    if (enginePhase(s) !== status(s.context.match).phase) mismatches.push(`${enginePhase(s)} != ${status(s.context.match).phase}`);
  });
  actor.start();
  return { actor, mismatches };
}

/** Log entries (from `from` on) made by a seat the game was not waiting on. */
function outOfTurn(m: Match, from = 0): { seat: Seat; action: Action }[] {
  const out: { seat: Seat; action: Action }[] = [];
  for (let i = from; i < m.log.length; i++) {
    if (!status(rewind(m, i)).toAct.includes(m.log[i].seat)) out.push({ seat: m.log[i].seat, action: m.log[i].action });
  }
  return out;
}

describe('optional actions: AI seats', () => {
  it('asks the AI seats outside toAct clockwise after it, before the seat to move; the sure winner knocks, the others decline', async () => {
    const match = lastTrickLed();
    const { fn, asks } = recordingOptional();
    const moves: Seat[] = [];
    const countingBot: BotFn = async (obs, opts) => {
      moves.push(obs.seat);
      return chooseAction(obs, opts);
    };
    const { actor, mismatches } = start(match, [ai, ai, ai, ai], { bot: countingBot, optional: fn });
    const s = await waitFor(actor, (x) => enginePhase(x) === 'handResult', { timeout: 20_000 });
    const at = match.log.length;
    // P3 and P0 declined, P1 knocked; P2 (to move) was not asked, nor anybody before the answers
    expect(asks.filter((a) => a.at === at)).toEqual([
      { seat: 3, at, answer: null },
      { seat: 0, at, answer: null },
      { seat: 1, at, answer: KNOCK },
    ]);
    const log = s.context.match.log;
    expect(log[at]).toEqual({ seat: 1, action: KNOCK });
    expect(outOfTurn(s.context.match, at)).toEqual([{ seat: 1, action: KNOCK }]);
    // the knock was taken before P2 was asked for its card; then the answers, then the card
    expect(log.slice(at + 1, at + 4).map((e) => [e.seat, e.action.type])).toEqual([[2, expect.stringMatching(/STAY|FOLD/)], [3, expect.stringMatching(/STAY|FOLD/)], [0, expect.stringMatching(/STAY|FOLD/)]]);
    expect(moves.slice(0, 3)).toEqual([2, 3, 0]);
    // P3 and P0 never knock: they declined at every moment they were asked
    expect(log.slice(at).some((e) => e.action.type === 'KNOCK' && e.seat !== 1)).toBe(false);
    expect(asks.filter((a) => a.seat === 3 || a.seat === 0).every((a) => a.answer === null)).toBe(true);
    // never the same seat twice at one moment
    const keys = asks.map((a) => `${a.at}/${a.seat}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(mismatches).toEqual([]);
    actor.stop();
  }, 30_000);

  it('a whole AI match through the machine: knocks out of turn happen, and only by AI seats that were asked', async () => {
    const { fn, asks } = recordingOptional();
    const match = newMatch('toepen', { players: 4, seed: 'flow-opt-match', options: { startingChips: 10, signals: 'auto' } });
    const { actor, mismatches } = start(match, [easy, easy, ai, easy], { optional: fn });
    const s = await waitFor(actor, (x) => enginePhase(x) === 'gameOver', { timeout: 120_000 });
    const m = s.context.match;
    const extra = outOfTurn(m);
    expect(extra.length).toBeGreaterThan(0);
    expect(extra.every((e) => e.action.type === 'KNOCK')).toBe(true);
    for (let i = 0; i < m.log.length; i++) {
      const e = m.log[i];
      if (status(rewind(m, i)).toAct.includes(e.seat)) continue;
      expect(asks).toContainEqual({ seat: e.seat, at: i, answer: e.action });
    }
    const keys = asks.map((a) => `${a.at}/${a.seat}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(asks.some((a) => a.answer === null)).toBe(true);
    expect(mismatches).toEqual([]);
  }, 150_000);

  it('a seat that declines does not knock, and is not asked again at the same moment', async () => {
    const asks: { seat: Seat; seed: string }[] = [];
    const never: OptionalBotFn = async (obs, opts) => {
      asks.push({ seat: obs.seat, seed: opts.seed });
      return null;
    };
    const match = lastTrickLed();
    // a person to move: the machine waits on them after the AI seats have declined
    const { actor } = start(match, [ai, ai, person('Ann'), ai], { optional: never });
    await waitFor(actor, (x) => x.hasTag('human'), { timeout: 5000 });
    await sleep(30);
    expect(asks.map((a) => a.seat)).toEqual([3, 0, 1]);
    expect(actor.getSnapshot().context.match.log).toHaveLength(match.log.length);
    actor.send({ type: 'SET_PACE', pace: 'instant' }); // any event: no new round of asks
    await sleep(30);
    expect(asks).toHaveLength(3);
    // Ann plays her last card: a new moment; the trick is complete, the deal is settled
    actor.send({ type: 'ACT', seat: 2, action: { type: 'PLAY', card: '7C' } });
    const s = await waitFor(actor, (x) => enginePhase(x) === 'handResult', { timeout: 5000 });
    expect(s.context.match.log.some((e) => e.action.type === 'KNOCK')).toBe(false);
    actor.stop();
  });

  it('a failing decision is a declined one: the game goes on', async () => {
    const broken: OptionalBotFn = async () => {
      throw new Error('worker gone');
    };
    const { actor } = start(lastTrickLed(), [ai, ai, ai, ai], { optional: broken });
    const s = await waitFor(actor, (x) => enginePhase(x) === 'handResult', { timeout: 10_000 });
    expect(s.context.match.log.some((e) => e.action.type === 'KNOCK')).toBe(false);
    actor.stop();
  });

  it('watch mode: paused, no AI knock is taken; STEP plays the knock as one move, the next STEP the next move', async () => {
    const match = lastTrickLed();
    const { actor } = start(match, [ai, ai, ai, ai]);
    expect(isOfferingOptional(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PAUSE' });
    expect(isHeld(actor.getSnapshot())).toBe(true); // the offers being thought about were abandoned
    await sleep(50);
    expect(actor.getSnapshot().context.match.log).toHaveLength(match.log.length);
    actor.send({ type: 'STEP' });
    await waitFor(actor, (x) => isHeld(x) && x.context.match.log.length > match.log.length, { timeout: 5000 });
    await sleep(30);
    let s = actor.getSnapshot();
    expect(s.context.match.log.slice(match.log.length)).toEqual([{ seat: 1, action: KNOCK }]);
    expect(enginePhase(s)).toBe('knockResponse');
    actor.send({ type: 'STEP' });
    await waitFor(actor, (x) => isHeld(x) && x.context.match.log.length > match.log.length + 1, { timeout: 5000 });
    await sleep(30);
    expect(actor.getSnapshot().context.match.log).toHaveLength(match.log.length + 2);
    expect(actor.getSnapshot().context.match.log[match.log.length + 1].seat).toBe(2);
    actor.send({ type: 'RESUME' });
    s = await waitFor(actor, (x) => enginePhase(x) === 'handResult', { timeout: 10_000 });
    expect(s.context.match.log.filter((e) => e.action.type === 'KNOCK')).toHaveLength(1);
    actor.stop();
  });
});

describe('optional actions: people', () => {
  it('a person may knock out of turn while an AI seat thinks; the AI move is abandoned', async () => {
    const match = lastTrickLed();
    const never: OptionalBotFn = async () => null;
    const stuck = stuckBot();
    // Ann at P1 holds the sure winner; P2 (an AI) is to move and thinks for ever
    const { actor, mismatches } = start(match, [ai, person('Ann'), ai, ai], { bot: stuck.fn, optional: never });
    let s = await waitFor(actor, (x) => x.hasTag('bot'), { timeout: 5000 });
    await sleep(10);
    expect(stuck.asked).toEqual([2]);
    expect(s.context.viewer).toBe(1);
    expect(viewerOptionalActions(s)).toEqual([KNOCK]);
    // not her move: a card changes nothing (the table explains it locally, not the flow)
    actor.send({ type: 'ACT', seat: 1, action: { type: 'PLAY', card: 'AS' } });
    s = actor.getSnapshot();
    expect(s.hasTag('bot')).toBe(true);
    expect(s.context.match.log).toHaveLength(match.log.length);
    actor.send({ type: 'ACT', seat: 1, action: KNOCK });
    s = actor.getSnapshot();
    expect(s.context.error).toBeNull();
    expect(s.context.match.log.slice(match.log.length)).toEqual([{ seat: 1, action: KNOCK }]);
    expect(enginePhase(s)).toBe('knockResponse');
    expect(viewerOptionalActions(s)).toEqual([]);
    await waitFor(actor, (x) => x.hasTag('bot'), { timeout: 5000 });
    await sleep(10);
    expect(stuck.asked).toEqual([2, 2]); // P2 now answers the knock
    expect(mismatches).toEqual([]);
    actor.stop();
  });

  it('the viewer\'s optional actions are offered only when the engine allows them', async () => {
    const match = lastTrickLed();
    const stuck = stuckBot();
    // P3 (Ann) knocked, everybody stayed: P2 is to move again, and Ann may not knock again
    // until someone else has (nor may anybody before a card is played)
    let m = step(match, 3, KNOCK);
    for (const seat of [0, 1, 2]) m = step(m, seat, { type: 'STAY' });
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [2] });
    const { actor } = start(m, [ai, ai, ai, person('Ann')], { bot: stuck.fn });
    let s = await waitFor(actor, (x) => x.hasTag('bot'), { timeout: 5000 });
    expect(viewerOptionalActions(s)).toEqual([]);
    actor.send({ type: 'ACT', seat: 3, action: KNOCK });
    s = actor.getSnapshot();
    expect(s.context.match.log).toHaveLength(m.log.length);
    expect(s.hasTag('bot')).toBe(true);
    actor.stop();
    // before the knock, in the same trick, she could
    const before = start(match, [ai, ai, ai, person('Ann')], { bot: stuckBot().fn, optional: async () => null }).actor;
    expect(viewerOptionalActions(await waitFor(before, (x) => x.hasTag('bot'), { timeout: 5000 }))).toEqual([KNOCK]);
    before.stop();
  });

  it('hot-seat: nobody acts out of turn while the curtain is down or an AI thinks (no hand is on screen)', async () => {
    const match = lastTrickLed();
    const stuck = stuckBot();
    const { actor } = start(match, [person('Bo'), person('Ann'), ai, ai], { bot: stuck.fn, optional: async () => null });
    const s = await waitFor(actor, (x) => x.hasTag('bot'), { timeout: 5000 });
    expect(s.context.viewer).toBeNull();
    expect(viewerOptionalActions(s)).toEqual([]);
    actor.send({ type: 'ACT', seat: 1, action: KNOCK });
    expect(actor.getSnapshot().context.match.log).toHaveLength(match.log.length);
    actor.stop();
  });

  it('undo takes back the person\'s knock; the AI seats are asked again at the moment undone to', async () => {
    const match = lastTrickLed();
    const { fn, asks } = recordingOptional(() => null);
    const stuck = stuckBot();
    const { actor } = start(match, [ai, ai, ai, person('Ann')], { bot: stuck.fn, optional: fn });
    await waitFor(actor, (x) => x.hasTag('bot'), { timeout: 5000 });
    const first = asks.length;
    expect(asks.map((a) => a.seat)).toEqual([0, 1]); // P3 is a person: never asked
    actor.send({ type: 'ACT', seat: 3, action: KNOCK });
    expect(actor.getSnapshot().context.match.log).toHaveLength(match.log.length + 1);
    actor.send({ type: 'UNDO' });
    const s = await waitFor(actor, (x) => x.hasTag('bot'), { timeout: 5000 });
    expect(s.context.match.log).toHaveLength(match.log.length);
    expect(asks.slice(first).map((a) => [a.seat, a.at])).toEqual([[0, match.log.length], [1, match.log.length]]);
    actor.stop();
  });
});
