// One table machine per game, built from the game's phase list (ARCHITECTURE.md, "How the
// machines wrap the engine"). Every rule question goes to the engine; the machine adds
// only turns, hand-offs, the bot and timing.
import { assign, fromPromise, setup } from 'xstate';
import type { Action, CompletedTrick, Fact, Match, Observation, PlayedCard, Seat } from '../engine';
import { applyAction, legalActions, observe, rewind, status } from '../engine';
import { chooseAction, chooseOptionalAction } from '../engine/ai';
import type { AiOptions } from '../engine/ai';
import { forcedMove, noOtherForcedMoves, type NoChoice } from './forced';
import { PUBLIC_PHASES, seatTurnState } from './seatTurn';
import type { BotFn, OptionalBotFn, TableContext, TableEvent, TableInput } from './types';
import { botActor, humanActor, optionalAiSeats, PACE_MS } from './types';
import { isWatchTable, undoPoint, undoTarget } from './undo';

const MAX_BOT_RETRIES = 2;

interface BotInput {
  seat: Seat;
  obs: Observation;
  opts: AiOptions;
  bot: BotFn;
  thinkMs: number;
}
interface BotOutput {
  seat: Seat;
  action: Action;
}
interface OptionalInput {
  /** match.log.length when asked */
  at: number;
  requests: { seat: Seat; obs: Observation; opts: AiOptions }[];
  optional: OptionalBotFn;
  thinkMs: number;
}
/** The first AI seat that takes an optional action, or null: everybody asked declined. */
type OptionalOutput = { at: number; taken: BotOutput | null };

/** Without a worker client (tests, Node): the engine's decision, still asynchronous. */
const optionalInPlace: OptionalBotFn = async (obs, opts) => chooseOptionalAction(obs, opts);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function humans(ctx: TableContext): Seat[] {
  return ctx.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
}

/** Two or more people at one device: private decisions need the hand-off curtain. */
function isHotSeat(ctx: TableContext): boolean {
  return humans(ctx).length >= 2;
}

/** The trick an action completed, to show during the trick pause. */
function shownTrickOf(facts: Fact[]): CompletedTrick | null {
  const won = facts.findLast((f) => f.type === 'TRICK_WON');
  return won ? { cards: won.trick as PlayedCard[], winner: won.seat as Seat } : null;
}

function accepted(match: Match, facts: Fact[]): Partial<TableContext> {
  return { match, facts, error: null, shownTrick: shownTrickOf(facts), botFailures: 0 };
}

/**
 * The forced move the table makes for the person it waits on (auto-play): only once their
 * cards are on screen (in hot-seat: the curtain is down), and not where an undo just landed.
 */
export function autoMoveOf(ctx: TableContext): { seat: Seat; action: Action } | null {
  if (!ctx.autoPlay || ctx.autoHeldAt === ctx.match.log.length) return null;
  const seat = humanActor(ctx);
  if (seat === undefined || ctx.viewer !== seat) return null;
  const action = forcedMove(ctx.match, seat, ctx.noChoice);
  return action ? { seat, action } : null;
}

function humanActionAccepted(context: TableContext, event: TableEvent): boolean {
  if (event.type !== 'ACT') return false;
  const seat = event.seat;
  if (context.seats[seat]?.kind !== 'human') return false;
  if (!PUBLIC_PHASES.has(status(context.match).phase) && isHotSeat(context) && seat !== context.viewer) return false;
  return applyAction(context.match, seat, event.action).ok;
}

export const tableSetup = setup({
  types: {
    context: {} as TableContext,
    events: {} as TableEvent,
    input: {} as TableInput,
  },
  actors: {
    bot: fromPromise<BotOutput, BotInput>(async ({ input }) => {
      const [action] = await Promise.all([input.bot(input.obs, input.opts), sleep(input.thinkMs)]);
      return { seat: input.seat, action };
    }),
    // One seat at a time, in order; the first that acts ends the round. Declining costs no
    // thinking pause (the seat's turn has not come); an action comes at the pace of a move.
    optional: fromPromise<OptionalOutput, OptionalInput>(async ({ input, signal }) => {
      for (const r of input.requests) {
        if (signal.aborted) break;
        // a failed decision is a declined one
        const action = await input.optional(r.obs, r.opts).catch((): Action | null => null);
        if (action) {
          await sleep(input.thinkMs);
          return { at: input.at, taken: { seat: r.seat, action } };
        }
      }
      return { at: input.at, taken: null };
    }),
  },
  delays: {
    trickPause: ({ context }) => PACE_MS[context.pace].trickPause,
    // a forced move waits as long as an AI's move would (rules, Toepen §4.2: "the same delay")
    autoPlay: ({ context }) => PACE_MS[context.pace].think,
  },
  guards: {
    phaseIs: ({ context }, params: { phase: string }) => status(context.match).phase === params.phase,
    trickToShow: ({ context }) => context.shownTrick !== null && PACE_MS[context.pace].trickPause > 0,
    needsHandoff: ({ context }) => {
      const seat = humanActor(context);
      return seat !== undefined && isHotSeat(context) && context.viewer !== seat && !PUBLIC_PHASES.has(status(context.match).phase);
    },
    humanToAct: ({ context }) => humanActor(context) !== undefined,
    botToAct: ({ context }) => botActor(context) !== undefined,
    humanMayAct: ({ context, event }) => {
      if (event.type !== 'ACT') return false;
      if (context.seats[event.seat]?.kind !== 'human') return false;
      // In hot-seat only the person whose cards are shown may act on a private decision.
      return PUBLIC_PHASES.has(status(context.match).phase) || !isHotSeat(context) || event.seat === context.viewer;
    },
    humanActionAccepted: ({ context, event }) => humanActionAccepted(context, event),
    autoMove: ({ context }) => autoMoveOf(context) !== null,
    optionalToOffer: ({ context }) => context.offeredAt !== context.match.log.length && optionalAiSeats(context).length > 0,
    optionalHeld: ({ context }) =>
      context.paused && !context.stepCredit && context.offeredAt !== context.match.log.length && optionalAiSeats(context).length > 0,
    optionalTaken: ({ context, event }) => {
      const out = (event as unknown as { output: OptionalOutput }).output;
      return out.at === context.match.log.length && out.taken !== null && applyAction(context.match, out.taken.seat, out.taken.action).ok;
    },
    botActionLegal: ({ context, event }) => {
      const out = (event as unknown as { output: BotOutput }).output;
      return applyAction(context.match, out.seat, out.action).ok;
    },
    mayRetryBot: ({ context }) => context.botFailures < MAX_BOT_RETRIES,
    mayUndo: ({ context }) => undoTarget(context) !== null,
    mayPause: ({ context }) => isWatchTable(context) && !context.paused,
    paused: ({ context }) => context.paused,
    botHeld: ({ context }) =>
      context.paused && !context.stepCredit && botActor(context) !== undefined,
  },
  actions: {
    applyHumanAction: assign(({ context, event }) => {
      if (event.type !== 'ACT') return {};
      const r = applyAction(context.match, event.seat, event.action);
      return r.ok ? accepted(r.match, r.facts) : {};
    }),
    setAutoPlay: assign({ autoPlay: ({ event }) => (event.type === 'SET_AUTOPLAY' ? event.autoPlay : false) }),
    applyAutoMove: assign(({ context }) => {
      const auto = autoMoveOf(context);
      const r = auto ? applyAction(context.match, auto.seat, auto.action) : null;
      return r?.ok ? accepted(r.match, r.facts) : {};
    }),
    recordRefusal: assign(({ context, event }) => {
      if (event.type !== 'ACT') return {};
      const r = applyAction(context.match, event.seat, event.action);
      return r.ok ? {} : { error: r.error };
    }),
    applyOptionalAction: assign(({ context, event }) => {
      const taken = (event as unknown as { output: OptionalOutput }).output.taken!;
      const r = applyAction(context.match, taken.seat, taken.action);
      return r.ok ? accepted(r.match, r.facts) : {};
    }),
    markOffered: assign(({ context }) => ({ offeredAt: context.match.log.length })),
    applyBotAction: assign(({ context, event }) => {
      const out = (event as unknown as { output: BotOutput }).output;
      const r = applyAction(context.match, out.seat, out.action);
      return r.ok ? accepted(r.match, r.facts) : {};
    }),
    applyFallbackAction: assign(({ context }) => {
      const seat = botActor(context)!;
      const legal = legalActions(context.match, seat);
      let action: Action = legal[0];
      try {
        action = chooseAction(observe(context.match, seat), { level: 'easy', seed: `${context.match.setup.seed}/fallback/${context.match.log.length}` });
      } catch {
        // keep the first legal action
      }
      const r = applyAction(context.match, seat, action);
      return r.ok ? accepted(r.match, r.facts) : {};
    }),
    countBotFailure: assign({ botFailures: ({ context }) => context.botFailures + 1 }),
    clearShownTrick: assign({ shownTrick: null }),
    showActorHand: assign(({ context }) => ({ viewer: humanActor(context) ?? context.viewer })),
    hideHands: assign({ viewer: null }),
    hideHandsInHotSeat: assign(({ context }) => (isHotSeat(context) ? { viewer: null } : {})),
    // The viewer stays: if the undone decision was another person's, the route puts the
    // hand-off curtain up as for any turn.
    undo: assign(({ context }) => {
      const to = undoPoint(context) ?? context.match.log.length;
      return {
        match: rewind(context.match, to),
        error: null,
        facts: [],
        shownTrick: null,
        botFailures: 0,
        offeredAt: null,
        autoHeldAt: to,
      };
    }),
    pause: assign({ paused: true }),
    resume: assign({ paused: false, stepCredit: false }),
    grantStep: assign({ stepCredit: true }),
    spendStep: assign({ stepCredit: false }),
  },
});

/**
 * The machine of one game: its phases (the names of status().phase) as states; `noChoice`
 * names the game's lone actions besides a card that auto-play makes (forced.ts).
 */
export function createTableMachine(game: string, phases: readonly string[], noChoice: NoChoice = noOtherForcedMoves) {
  return tableSetup.createMachine({
    id: 'table',
    initial: 'route',
    context: ({ input }) => {
      const hs = input.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
      return {
        match: input.match,
        seats: input.seats,
        pace: input.pace,
        bot: input.bot,
        optional: input.optional ?? optionalInPlace,
        offeredAt: null,
        // One person at the table: their cards are always theirs to see.
        viewer: hs.length === 1 ? hs[0] : null,
        error: null,
        facts: [],
        shownTrick: null,
        botFailures: 0,
        allowUndo: input.allowUndo ?? false,
        paused: false,
        stepCredit: false,
        autoPlay: input.autoPlay ?? false,
        noChoice,
        autoHeldAt: null,
      };
    },
    on: {
      SET_PACE: { actions: assign({ pace: ({ event }) => event.pace }) },
      SET_AUTOPLAY: { actions: 'setAutoPlay' },
      DISMISS_ERROR: { actions: assign({ error: null }) },
      // Leaving the phase state stops a thinking bot or a trick pause; XState drops the
      // answer of a stopped actor, so a late move never lands on the undone match.
      UNDO: { guard: 'mayUndo', target: '.route', actions: 'undo' },
      // Seat-turn states that wait on a bot (bot, held) handle these too; elsewhere the
      // flag is all there is to change.
      PAUSE: { guard: 'mayPause', actions: 'pause' },
      RESUME: { guard: 'paused', actions: 'resume' },
    },
    states: {
      route: {
        always: phases.map((phase) => ({ guard: { type: 'phaseIs' as const, params: { phase } }, target: phase })),
      },
      ...Object.fromEntries(phases.map((p) => [p, seatTurnState(game, p)])),
    },
  });
}

export type TableMachine = ReturnType<typeof createTableMachine>;
