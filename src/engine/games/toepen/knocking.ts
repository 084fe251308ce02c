// Knocking (§4.3, T-9, T-10, T-13, T-14): any active seat may knock while the engine waits
// for a card, also outside its turn; the others answer in turn, clockwise from the
// knocker's left: STAY, or FOLD and pay the pre-knock stake at once.
import { appended, concatenated, setAt } from '../../core/arrays';
import { refuse } from '../../core/errors';
import type { Fact, Refusal, Seat, Step } from '../../core/types';
import { isActive, nextActive, othersFrom } from './rules';
import { settleAllFolded } from './settle';
import { copyState } from './state';
import { resolveTrick, trickComplete } from './tricks';
import type { ToepenState } from './types';

/** The §4.3 guard as a boolean (the hot path of legalActions). */
export function canKnock(s: ToepenState, seat: Seat): boolean {
  return s.phase === 'trickPlay' && isActive(s, seat) && seat !== s.lastKnocker
    && (s.knockCount === 0 || s.playsSinceLastKnock >= 1)
    && (!s.options.knockRequiresCover || s.chips[seat] >= s.stake + 1);
}

/** Why `seat` may not knock now (guards 1–5 of §4.3, in that order), or null. */
export function knockRefusal(s: ToepenState, seat: Seat): Refusal | null {
  if (s.phase !== 'trickPlay') return refuse('ERR_WRONG_PHASE', { phase: s.phase });
  if (!isActive(s, seat)) return refuse('ERR_NOT_ACTIVE', { seat });
  if (seat === s.lastKnocker) return refuse('ERR_LAST_KNOCKER', { seat });
  if (s.knockCount > 0 && s.playsSinceLastKnock < 1) {
    return refuse('ERR_NO_PLAY_SINCE_LAST_KNOCK');
  }
  if (s.options.knockRequiresCover && s.chips[seat] < s.stake + 1) {
    return refuse('ERR_CANNOT_COVER', { need: s.stake + 1, chips: s.chips[seat] });
  }
  return null;
}

export function applyKnock(s: ToepenState, seat: Seat): Step<ToepenState> | Refusal {
  const bad = knockRefusal(s, seat);
  if (bad) return bad;
  const facts: Fact[] = [{ type: 'KNOCK_CALLED', seat, stake: s.stake }];
  const next = copyState(s);
  next.phase = 'knockResponse';
  next.lastKnocker = seat;
  next.knockCount = s.knockCount + 1;
  next.playsSinceLastKnock = 0;
  next.pendingKnock = { knocker: seat, responders: othersFrom(s, seat), idx: 0 };
  const played = new Array<number>(s.players);
  for (let i = 0; i < s.players; i++) played[i] = s.played[i].length;
  next.knocks = appended(s.knocks, { knocker: seat, trickNo: s.trickNo, played, answers: [] });
  return { ok: true, state: next, facts };
}

/** The responder asked now, or -1. */
export function responder(s: ToepenState): Seat {
  const k = s.pendingKnock;
  return s.phase === 'knockResponse' && k ? k.responders[k.idx] : -1;
}

/** STAY or FOLD by the responder asked; after the last answer the knock takes effect. */
export function applyAnswer(s: ToepenState, seat: Seat, stay: boolean): Step<ToepenState> {
  const k = s.pendingKnock!;
  const next = copyState(s);
  const at = s.knocks.length - 1;
  const last = s.knocks[at];
  next.knocks = setAt(s.knocks, at, { knocker: last.knocker, trickNo: last.trickNo, played: last.played, answers: appended(last.answers, { seat, stay }) });
  const paid = stay ? 0 : Math.min(s.stake, s.chips[seat]);
  const facts: Fact[] = [stay ? { type: 'STAYED', seat } : { type: 'FOLDED', seat, paid }];
  if (!stay) {
    next.chips = setAt(s.chips, seat, s.chips[seat] - paid);
    next.poolBalance = s.poolBalance + paid;
    next.folded = setAt(s.folded, seat, true);
    next.hands = setAt(s.hands, seat, []);
    next.discardPile = concatenated(s.discardPile, s.hands[seat]);
  }
  if (k.idx + 1 < k.responders.length) {
    next.pendingKnock = { knocker: k.knocker, responders: k.responders, idx: k.idx + 1 };
    return { ok: true, state: next, facts };
  }
  return { ok: true, state: afterAnswers(next, k.knocker, k.responders, facts), facts };
}

function allFolded(s: ToepenState, seats: readonly Seat[]): boolean {
  for (const seat of seats) if (!s.folded[seat]) return false;
  return true;
}

/** The knock takes effect on `next`, a fresh state. */
function afterAnswers(next: ToepenState, knocker: Seat, responders: readonly Seat[], facts: Fact[]): ToepenState {
  if (allFolded(next, responders)) {
    facts.push({ type: 'KNOCKED', seat: knocker, stake: next.stake });
    return settleAllFolded(next, knocker, facts);
  }
  const stake = next.stake + 1;
  facts.push({ type: 'KNOCKED', seat: knocker, stake });
  // The lead passes left past a folded leader (seed: リード権は左隣に移る).
  if (next.trick.length === 0 && !isActive(next, next.leader)) next.leader = nextActive(next, next.leader);
  next.phase = 'trickPlay';
  next.pendingKnock = null;
  next.stake = stake;
  return trickComplete(next) ? resolveTrick(next, facts) : next;
}
