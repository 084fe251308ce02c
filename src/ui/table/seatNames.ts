// Seats in sentences. At a table with one person, the table speaks to them: their seat is
// "you" (English "You win the trick", Japanese 「あなた」), every other seat goes by its name.
// Hot-seat and watch tables name every seat. English needs its own words where "you" is in
// a sentence ("You win", not "You wins"): the catalogue's `<key>_you…` strings, picked by
// i18next's context.
import type { Seat } from '../../engine';
import type { SeatConfig } from '../../flow/types';
import type { Tr } from './text';

/** Seat names as sentences use them, and the seat spoken to as "you" (none: a plain list). */
export type SeatNames = readonly string[] & { readonly you?: Seat | null };

/** The seat the table speaks to: its only person (null with none, or with several: hot-seat). */
export function personSeat(seats: readonly Pick<SeatConfig, 'kind'>[]): Seat | null {
  const people = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  return people.length === 1 ? people[0] : null;
}

/** The names for sentences: the person's seat is the word for "you" (`table.you`). */
export function seatNames(seats: readonly SeatConfig[], tr: Tr): SeatNames {
  const you = personSeat(seats);
  return Object.assign(seats.map((s, i) => (i === you ? tr('table.you') : s.name)), { you });
}

/**
 * Params naming seats in one sentence, e.g. `seatParams(names, { challenger: 2, exchanger: 0 })`;
 * a param may name a side of several seats ("Ada & Clara"). The first param is the one the
 * sentence is about. When the person is among the seats, the context says where: `you` for
 * the first param, `you<Param>` for another (`youExchanger`), so the catalogue can word that
 * case ("your side"); without a catalogue entry for it, the plain sentence is used.
 */
export function seatParams(names: SeatNames, seats: Record<string, Seat | readonly Seat[] | null | undefined>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  let context: string | undefined;
  Object.entries(seats).forEach(([param, seat], i) => {
    const group: readonly Seat[] = seat === null || seat === undefined ? [] : typeof seat === 'number' ? [seat] : seat;
    params[param] = group.map((s) => names[s] ?? '').join(' & ');
    if (context === undefined && names.you !== null && names.you !== undefined && group.includes(names.you)) {
      context = i === 0 ? 'you' : `you${param[0].toUpperCase()}${param.slice(1)}`;
    }
  });
  return context ? { ...params, context } : params;
}

/** Several seats as one list ("Ada, Basil"); with the person among them, "you" leads the list. */
export function seatList(names: SeatNames, seats: readonly Seat[], tr: Tr): Record<string, unknown> {
  const sep = tr('table.listSeparator');
  if (names.you === null || names.you === undefined || !seats.includes(names.you)) return { names: seats.map((s) => names[s] ?? '').join(sep) };
  return { names: seats.filter((s) => s !== names.you).map((s) => names[s] ?? '').join(sep), context: 'you' };
}
