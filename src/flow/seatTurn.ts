// The shared building block of every game machine: one phase of the game as a state whose
// children run a seat's turn: (trick pause) → pick → hand-off → human | bot.
// The guards and actions named here are defined once, in tableMachine.ts.
import { observe } from '../engine';
import type { TableContext } from './types';
import { botActor, PACE_MS } from './types';

/** Phases with nothing private on screen: no hand-off curtain is needed to act. */
export const PUBLIC_PHASES: ReadonlySet<string> = new Set(['handResult', 'gameOver']);

/** What the bot actor is asked: the acting seat's observation only. */
export function botRequest({ context }: { context: TableContext }) {
  const seat = botActor(context)!;
  const kind = context.seats[seat].kind;
  const level = kind === 'ai-easy' ? 'easy' : kind === 'ai-hard' ? 'hard' : 'normal';
  return {
    seat,
    obs: observe(context.match, seat),
    opts: { level, seed: `${context.match.setup.seed}/ai/${context.match.log.length}` } as const,
    bot: context.bot,
    thinkMs: PACE_MS[context.pace].think,
  };
}

export function seatTurnState(game: string, phase: string) {
  return {
    meta: { tutor: `${game}.tutor.${phase}` },
    initial: 'enter',
    states: {
      enter: {
        always: [{ guard: 'trickToShow', target: 'pause' }, { target: 'pick' }],
      },
      pause: {
        tags: ['pause'],
        after: { trickPause: { target: 'pick', actions: 'clearShownTrick' } },
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
        on: {
          ACT: [
            { guard: 'humanActionAccepted', target: '#table.route', actions: 'applyHumanAction' },
            { guard: 'humanMayAct', actions: 'recordRefusal' },
          ],
        },
      },
      // Watch mode, paused: no bot move starts until RESUME or STEP.
      held: {
        tags: ['held'],
        on: {
          RESUME: { target: 'pick', actions: 'resume' },
          STEP: { target: 'pick', actions: 'grantStep' },
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
