// The shared building block of every game machine: one phase of the game as a state whose
// children run a seat's turn: (trick pause) → offer → pick → hand-off → human | bot.
// "offer": AI seats outside toAct that have legal actions (Toepen's knock out of turn) are
// asked, clockwise after toAct[0], whether to take one, before the seat the game waits on.
// The guards and actions named here are defined once, in tableMachine.ts.
import { observe } from '../engine';
import type { AiLevel } from '../engine/ai';
import type { SeatKind, TableContext } from './types';
import { botActor, optionalAiSeats, PACE_MS } from './types';

/** Phases with nothing private on screen: no hand-off curtain is needed to act. */
export const PUBLIC_PHASES: ReadonlySet<string> = new Set(['handResult', 'gameOver']);

const levelOf = (kind: SeatKind): AiLevel => (kind === 'ai-easy' ? 'easy' : kind === 'ai-hard' ? 'hard' : 'normal');

/** What the bot actor is asked: the acting seat's observation only. */
export function botRequest({ context }: { context: TableContext }) {
  const seat = botActor(context)!;
  return {
    seat,
    obs: observe(context.match, seat),
    opts: { level: levelOf(context.seats[seat].kind), seed: `${context.match.setup.seed}/ai/${context.match.log.length}` },
    bot: context.bot,
    thinkMs: PACE_MS[context.pace].think,
  };
}

/** What the optional actor is asked: per AI seat outside toAct, in order, its observation only. */
export function optionalRequest({ context }: { context: TableContext }) {
  const at = context.match.log.length;
  return {
    at,
    requests: optionalAiSeats(context).map((seat) => ({
      seat,
      obs: observe(context.match, seat),
      opts: { level: levelOf(context.seats[seat].kind), seed: `${context.match.setup.seed}/ai/${at}/optional/${seat}` },
    })),
    optional: context.optional,
    thinkMs: PACE_MS[context.pace].think,
  };
}

export function seatTurnState(game: string, phase: string) {
  return {
    meta: { tutor: `${game}.tutor.${phase}` },
    initial: 'enter',
    // A person's legal action is taken whatever the table is doing, from a person who may act
    // now (in hot-seat only the viewer, whose cards are on screen): an optional one (a knock
    // out of turn) abandons a thinking bot; the person's own move, made before the machine
    // has reached `human` (during the trick pause, or while the AI seats are asked whether to
    // knock), cuts the pause short or abandons the offers. A click that the table lets the
    // person make is never dropped. `human` has its own handler, which also explains a
    // refusal; elsewhere a refused action changes nothing here and the table says why.
    on: {
      ACT: { guard: 'humanActionAccepted', target: '#table.route', actions: 'applyHumanAction' },
    },
    states: {
      enter: {
        always: [{ guard: 'trickToShow', target: 'pause' }, { target: 'offer' }],
      },
      pause: {
        tags: ['pause'],
        after: { trickPause: { target: 'offer', actions: 'clearShownTrick' } },
      },
      // Optional actions of AI seats, once per moment (match.log.length), before the turn.
      offer: {
        always: [
          { guard: 'optionalHeld', target: 'held' },
          { guard: 'optionalToOffer', target: 'optional' },
          { target: 'pick' },
        ],
      },
      optional: {
        tags: ['optional'],
        on: { PAUSE: { guard: 'mayPause', target: 'held', actions: 'pause' } },
        invoke: {
          src: 'optional',
          input: optionalRequest,
          onDone: [
            { guard: 'optionalTaken', target: '#table.route', actions: ['applyOptionalAction', 'spendStep'] },
            { target: 'pick', actions: 'markOffered' },
          ],
          // A failing worker means "nobody takes an optional action" here, never a stall.
          onError: { target: 'pick', actions: 'markOffered' },
        },
      },
      pick: {
        always: [
          { guard: 'needsHandoff', target: 'handoff', actions: 'hideHands' },
          { guard: 'humanToAct', target: 'human', actions: 'showActorHand' },
          { guard: 'botHeld', target: 'held' },
          { guard: 'botToAct', target: 'bot', actions: 'hideHandsInHotSeat' },
          { target: 'idle' },
        ],
      },
      handoff: {
        tags: ['handoff'],
        on: { HANDOFF_READY: { target: 'human', actions: 'showActorHand' } },
      },
      human: {
        tags: ['human'],
        // auto-play: a forced move is made after the pause of a move (guarded: autoMoveOf)
        after: { autoPlay: { guard: 'autoMove', target: '#table.route', actions: 'applyAutoMove' } },
        on: {
          // turned on while a forced move waits: its pause starts now
          SET_AUTOPLAY: { target: 'human', reenter: true, actions: 'setAutoPlay' },
          ACT: [
            { guard: 'humanActionAccepted', target: '#table.route', actions: 'applyHumanAction' },
            { guard: 'humanMayAct', actions: 'recordRefusal' },
          ],
        },
      },
      // Watch mode, paused: no bot move (nor an AI's optional action) starts until RESUME or
      // STEP; a STEP is spent by the first AI action applied, optional or not.
      held: {
        tags: ['held'],
        on: {
          RESUME: { target: 'offer', actions: 'resume' },
          STEP: { target: 'offer', actions: 'grantStep' },
        },
      },
      bot: {
        tags: ['bot'],
        entry: 'spendStep',
        // Pausing abandons the move being thought about, so a pause takes hold at once.
        on: { PAUSE: { guard: 'mayPause', target: 'held', actions: 'pause' } },
        invoke: {
          src: 'bot',
          input: botRequest,
          onDone: [
            { guard: 'botActionLegal', target: '#table.route', actions: 'applyBotAction' },
            { target: 'botFallback' },
          ],
          onError: [
            { guard: 'mayRetryBot', target: 'retry', actions: 'countBotFailure' },
            { target: 'botFallback' },
          ],
        },
      },
      retry: { always: { target: 'bot' } },
      // The worker failed repeatedly or answered nonsense: play a legal move here so the
      // game never stalls; the match stays valid.
      botFallback: {
        always: { target: '#table.route', actions: 'applyFallbackAction' },
      },
      idle: {},
    },
  } as const;
}
