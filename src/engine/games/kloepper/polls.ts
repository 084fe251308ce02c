// The polls of a deal (§4 rows 3, 4, 6; §4.1): every seat is asked once, in turn, in the
// partner declaration (clockwise from the dealer's left) and in each knock window (clockwise
// from the leader), so that nobody can tell from the order or the asking who may do what. A
// knock starts a response round: each other seat, clockwise from the knocker's left, answers
// (KNOCK_OFF or PASS) before play goes on. After every poll but the declaration comes trick
// play; after the declaration, knock window 1.
import { refuse } from '../../core/errors';
import type { Card, Fact, Refusal, Seat, Step } from '../../core/types';
import { callableAces, CALLABLE_ACES, doubleHolder, holderOf, isTrump, pollFrom } from './rules';
import { copyState } from './state';
import type { KloepperState, KnockMoment } from './types';

/** The seat the running poll asks now, or -1. */
export function polled(s: KloepperState): Seat {
  return s.pollKind !== null && s.pollIdx < s.poll.length ? s.poll[s.pollIdx] : -1;
}

/** §4.1: KNOCK and KNOCK_OFF are possible until the lead to trick 2 (the windows, and all of trick 1). */
export function knockOpen(s: KloepperState): boolean {
  return s.phase === 'knockWindow' || (s.phase === 'trickPlay' && s.trickNo === 1);
}

const isMember = (s: KloepperState, seat: Seat): boolean => s.queensTeam.includes(seat);

/** §4.1: a Queens-team member, no knock yet, the knock still open. */
export const canKnock = (s: KloepperState, seat: Seat): boolean => knockOpen(s) && s.knock === 'NONE' && isMember(s, seat);
/** §4.1: an opponent, after a knock and no knock-off yet, the knock still open. */
export const canKnockOff = (s: KloepperState, seat: Seat): boolean => knockOpen(s) && s.knock === 'KNOCKED' && !isMember(s, seat);

/** Why `seat` may not knock now (the phase and turn are checked before), or null. */
export function knockRefusal(s: KloepperState, seat: Seat): Refusal | null {
  if (!knockOpen(s)) return refuse('ERR_KNOCK_CLOSED');
  if (!isMember(s, seat)) return refuse('ERR_NOT_QUEENS_TEAM');
  if (s.knock !== 'NONE') return refuse('ERR_ALREADY_KNOCKED', { seat: s.knocker!.seat });
  return null;
}

/** Why `seat` may not knock off now, or null. */
export function knockOffRefusal(s: KloepperState, seat: Seat): Refusal | null {
  if (!knockOpen(s)) return refuse('ERR_KNOCK_CLOSED');
  if (s.knock === 'NONE') return refuse('ERR_NO_KNOCK');
  if (s.knock === 'KNOCKED_OFF') return refuse('ERR_ALREADY_KNOCKED_OFF', { seat: s.knockOffer!.seat });
  if (isMember(s, seat)) return refuse('ERR_QUEENS_TEAM_KNOCK_OFF');
  return null;
}

/** When a knock or knock-off in `s` comes. */
function momentOf(s: KloepperState): KnockMoment {
  if (s.phase === 'trickPlay') return 'trick1';
  return s.trickNo === 1 ? 'beforeLead' : 'afterTrick1';
}

/** The next seat of the poll is asked; after the last one, the next part of the deal. */
function advance(next: KloepperState): KloepperState {
  next.pollIdx += 1;
  if (next.pollIdx < next.poll.length) return next;
  if (next.pollKind === 'declaration') return openWindow(endDeclaration(next), next.leader, 'window1');
  next.phase = 'trickPlay';
  next.poll = [];
  next.pollIdx = 0;
  next.pollKind = null;
  return next;
}

/** §4 rows 4, 6: every seat asked once, clockwise from `first` (the leader of the next trick). */
export function openWindow(next: KloepperState, first: Seat, kind: 'window1' | 'window2'): KloepperState {
  next.phase = 'knockWindow';
  next.poll = pollFrom(first, 4);
  next.pollIdx = 0;
  next.pollKind = kind;
  return next;
}

/** §4 row 3 "Effect": without a call or a solo the deal is NORMAL; the Queens team follows. */
function endDeclaration(next: KloepperState): KloepperState {
  const dh = doubleHolder(next.hands);
  if (dh < 0) next.partnership = 'NORMAL';
  if (next.partnership === 'NORMAL') next.queensTeam = [holderOf(next.hands, 'QC'), holderOf(next.hands, 'QS')].sort();
  else if (next.partnership === 'CALLED') next.queensTeam = [dh, holderOf(next.hands, next.call!.card)].sort();
  else next.queensTeam = [dh];
  return next;
}

/** The aces the double holder may call now (§4 row 3, D-9). */
export function callsOf(s: KloepperState, seat: Seat): Card[] {
  return callableAces(s.hands[seat], s.options.requireCalledSuitInHand);
}

/** §4 row 3: a call, the solo or a pass of the seat asked (the phase and turn are checked before). */
export function applyDeclaration(s: KloepperState, seat: Seat, type: 'PASS' | 'GO_ALONE' | 'CALL_PARTNER', card?: Card): Step<KloepperState> | Refusal {
  const holder = doubleHolder(s.hands) === seat;
  if (type === 'PASS') {
    if (holder) return refuse('ERR_MUST_DECLARE');
    return { ok: true, state: advance(copyState(s)), facts: [] };
  }
  if (!holder) return refuse('ERR_NOT_DOUBLE_HOLDER');
  const next = copyState(s);
  if (type === 'GO_ALONE') {
    // D-10: nothing is announced, so no fact either
    next.partnership = 'SOLO';
    return { ok: true, state: advance(next), facts: [] };
  }
  if (!CALLABLE_ACES.includes(card!)) return refuse('ERR_BAD_CALL', { card: card! });
  if (s.hands[seat].includes(card!)) return refuse('ERR_OWN_ACE', { card: card! });
  const suit = card!.slice(-1);
  if (s.options.requireCalledSuitInHand && !s.hands[seat].some((c) => !isTrump(c) && c.endsWith(suit))) return refuse('ERR_NO_CARD_OF_SUIT', { suit });
  next.partnership = 'CALLED';
  next.call = { seat, card: card! };
  return { ok: true, state: advance(next), facts: [{ type: 'CALLED', seat, card: card! }] };
}

/** A PASS in a knock window or response round. */
export function applyWindowPass(s: KloepperState): Step<KloepperState> {
  return { ok: true, state: advance(copyState(s)), facts: [] };
}

/**
 * §4.1: a knock (in a window by the seat asked, or at any moment of trick 1 by any member):
 * the response round starts at the knocker's left, replacing what was left of a window.
 */
export function applyKnock(s: KloepperState, seat: Seat): Step<KloepperState> | Refusal {
  const bad = knockRefusal(s, seat);
  if (bad) return bad;
  const next = copyState(s);
  next.knock = 'KNOCKED';
  next.knocker = { seat, moment: momentOf(s) };
  next.phase = 'knockWindow';
  next.poll = pollFrom((seat + 1) % 4, 3);
  next.pollIdx = 0;
  next.pollKind = 'response';
  return { ok: true, state: next, facts: [{ type: 'KNOCKED', seat }] };
}

/** §4.1: a knock-off (in a poll by the seat asked, or at any moment of trick 1 by any opponent). */
export function applyKnockOff(s: KloepperState, seat: Seat): Step<KloepperState> | Refusal {
  const bad = knockOffRefusal(s, seat);
  if (bad) return bad;
  const next = copyState(s);
  next.knock = 'KNOCKED_OFF';
  next.knockOffer = { seat, moment: momentOf(s) };
  const facts: Fact[] = [{ type: 'KNOCKED_OFF', seat }];
  return { ok: true, state: s.phase === 'knockWindow' ? advance(next) : next, facts };
}
