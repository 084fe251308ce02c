// Questions the UI asks of a table snapshot; the answers come from states, tags and meta.
import type { SnapshotFrom } from 'xstate';
import type { Action, Seat } from '../engine';
import { legalActions, status } from '../engine';
import { autoMoveOf, type TableMachine } from './tableMachine';
import { botActor, humanActor } from './types';
import { isWatchTable, undoOffered, undoTarget } from './undo';

export type TableSnapshot = SnapshotFrom<TableMachine>;

/** The machine's phase: its top-level state, always equal to the engine's phase. */
export function enginePhase(snapshot: TableSnapshot): string {
  const v = snapshot.value;
  return typeof v === 'string' ? v : Object.keys(v)[0];
}

/** The tutor's prompt key for this phase, from the state's meta. */
export function tutorKey(snapshot: TableSnapshot): string | undefined {
  const meta = snapshot.getMeta() as Record<string, { tutor?: string } | undefined>;
  for (const m of Object.values(meta)) if (m?.tutor) return m.tutor;
  return undefined;
}

export const isHandoff = (s: TableSnapshot) => s.hasTag('handoff');
export const isBotThinking = (s: TableSnapshot) => s.hasTag('bot');
export const isTrickPause = (s: TableSnapshot) => s.hasTag('pause');
export const isHumanTurn = (s: TableSnapshot) => s.hasTag('human');
/** AI seats outside toAct are being asked whether to take an optional action (a knock). */
export const isOfferingOptional = (s: TableSnapshot) => s.hasTag('optional');
export const viewerOf = (s: TableSnapshot): Seat | null => s.context.viewer;

/**
 * The seat the table waits on, as the machine picks it where several may act (Tuppi's
 * auction): the AI seat it asked while a bot thinks, otherwise the person it waits for (the
 * curtain names them), otherwise the first seat to act.
 */
export function seatToAct(s: TableSnapshot): Seat | null {
  const bot = s.hasTag('bot') || s.hasTag('held');
  return (bot ? botActor(s.context) : humanActor(s.context)) ?? status(s.context.match).toAct[0] ?? null;
}

/**
 * The viewer's legal actions although the game does not wait for them (Toepen: a knock out
 * of turn): the machine takes them in any state of the phase. [] when it is the viewer's
 * turn (its choices are the turn's), behind the hot-seat curtain, or with nobody viewing.
 */
export function viewerOptionalActions(s: TableSnapshot): Action[] {
  const viewer = s.context.viewer;
  if (viewer === null || s.hasTag('handoff') || s.context.seats[viewer]?.kind !== 'human') return [];
  const st = status(s.context.match);
  if (st.over || st.toAct.includes(viewer)) return [];
  return legalActions(s.context.match, viewer);
}

/** The forced move the table is about to make for the person on screen (auto-play), or null. */
export function pendingAutoMove(s: TableSnapshot): Action | null {
  return s.hasTag('human') ? autoMoveOf(s.context)?.action ?? null : null;
}

/** Undo is part of this table (one person vs AI, or hot-seat with undo allowed). */
export const offersUndo = (s: TableSnapshot) => undoOffered(s.context);
/** There is a person's decision to take back now. */
export const canUndo = (s: TableSnapshot) => undoTarget(s.context) !== null;
/** Nobody is seated: the table plays itself. */
export const isWatching = (s: TableSnapshot) => isWatchTable(s.context);
export const isPaused = (s: TableSnapshot) => s.context.paused;
/** Paused with a bot move waiting: STEP would play it. */
export const isHeld = (s: TableSnapshot) => s.hasTag('held');
