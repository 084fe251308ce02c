// Taking moves back and watching: questions both the machine's guards and the UI ask.
import type { Seat } from '../engine';
import { status } from '../engine';
import { wasForced } from './forced';
import type { TableContext } from './types';

type Table = Pick<TableContext, 'seats' | 'allowUndo' | 'match'>;

function personSeats(ctx: Pick<TableContext, 'seats'>): Seat[] {
  return ctx.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
}

/** Only AI seats: the table plays itself and may be paused and stepped. */
export function isWatchTable(ctx: Pick<TableContext, 'seats'>): boolean {
  return personSeats(ctx).length === 0;
}

/**
 * Does this table offer undo at all? One person against the AI always does (the AI does not
 * mind); between several persons only when the table was set up to allow it.
 */
export function undoOffered(ctx: Pick<TableContext, 'seats' | 'allowUndo'>): boolean {
  const n = personSeats(ctx).length;
  return n === 1 || (n >= 2 && ctx.allowUndo);
}

/**
 * The log length undo goes back to: just before the most recent decision of a person, so
 * the AI moves after it are discarded too. null when there is nothing to undo or the match
 * is over (a result stands).
 */
export function undoTarget(ctx: Table): number | null {
  if (!undoOffered(ctx) || status(ctx.match).over) return null;
  const log = ctx.match.log;
  for (let i = log.length - 1; i >= 0; i--) if (ctx.seats[log[i].seat]?.kind === 'human') return i;
  return null;
}

/**
 * Where an undo goes: undoTarget, except that with auto-play on, the forced moves it made (or
 * the person made without a choice) are stepped over back to that person's last real
 * decision, so the table does not play them again at once. With none before them, the
 * forced move itself (the machine then holds auto-play there).
 */
export function undoPoint(ctx: Table & Pick<TableContext, 'autoPlay' | 'noChoice'>): number | null {
  const target = undoTarget(ctx);
  if (target === null || !ctx.autoPlay) return target;
  const log = ctx.match.log;
  for (let i = target; i >= 0; i--) {
    if (ctx.seats[log[i].seat]?.kind === 'human' && !wasForced(ctx.match, i, ctx.noChoice)) return i;
  }
  return target;
}
