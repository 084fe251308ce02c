// The stand / whistle signals (§4.2, T-8, T-20): after the exchanges, before the first
// lead. Three or four top cards oblige a signal, three or four bottom cards allow a bluff;
// all signals are revealed together. 'manual': every seat sends one and a forgotten
// obligation costs the final stake; 'auto': obligations are automatic and only a seat with
// a choice is asked; 'off': no signals.
import { filled, setAt } from '../../core/arrays';
import { refuse } from '../../core/errors';
import type { Action, Fact, Refusal, Seat, Step } from '../../core/types';
import { allowedSignals, mandatorySignal, SIGNAL_CHOICES, signalChoice } from './rules';
import { copyState } from './state';
import { startPlay } from './tricks';
import type { SignalKind, ToepenState } from './types';

const isKind = (x: unknown): x is SignalKind => x === 'stand' || x === 'whistle' || x === 'none';

/** §4 row 4: open the signal phase on `next` (a fresh state), or go straight to the play. */
export function startSignals(next: ToepenState, facts: Fact[]): ToepenState {
  const mode = next.options.signals;
  if (mode === 'off') return startPlay(next);
  const signals = filled<SignalKind | null>(next.players, null);
  if (mode === 'auto') {
    for (let seat = 0; seat < next.players; seat++) {
      if (next.eliminated[seat]) continue;
      const allowed = SIGNAL_CHOICES[signalChoice(next.hands[seat], next.options.cardOrder)];
      // A seat with a real choice is asked; every other seat sends its only signal.
      if (allowed.length === 1) signals[seat] = allowed[0];
    }
  }
  next.phase = 'signal';
  next.signals = signals;
  return afterSignal(next, facts);
}

/** The seats still to signal (in the signal phase). */
export function signalPending(s: ToepenState, seat: Seat): boolean {
  return s.phase === 'signal' && !s.eliminated[seat] && s.signals[seat] === null;
}

export function signalKinds(s: ToepenState, seat: Seat): SignalKind[] {
  return allowedSignals(s.hands[seat], s.options.cardOrder);
}

/** SIGNAL_CHOICES as shared frozen SIGNAL actions (core/actions.ts). */
const SIGNAL_ACTIONS: readonly (readonly Action[])[] = SIGNAL_CHOICES.map((kinds) => kinds.map((kind) => Object.freeze({ type: 'SIGNAL', kind })));

/** The SIGNAL actions `seat` may send (a new list of shared actions). */
export function signalActions(s: ToepenState, seat: Seat): Action[] {
  return SIGNAL_ACTIONS[signalChoice(s.hands[seat], s.options.cardOrder)].slice();
}

export function applySignal(s: ToepenState, seat: Seat, kind: unknown): Step<ToepenState> | Refusal {
  if (!isKind(kind)) return refuse('ERR_BAD_ACTION', { type: 'SIGNAL' });
  const allowed = SIGNAL_CHOICES[signalChoice(s.hands[seat], s.options.cardOrder)];
  let forgot = false;
  if (!allowed.includes(kind)) {
    // §4.2 'manual': "none" with three or four aces is accepted and flagged as forgotten.
    if (kind === 'none' && s.options.signals === 'manual' && mandatorySignal(allowed)) forgot = true;
    else return refuse('ERR_ILLEGAL_SIGNAL', { kind, allowed: allowed.slice() });
  }
  const facts: Fact[] = [{ type: 'SIGNALLED', seat }];
  const next = copyState(s);
  next.signals = setAt(s.signals, seat, kind);
  if (forgot) next.forgotSignal = setAt(s.forgotSignal, seat, true);
  return { ok: true, state: afterSignal(next, facts), facts };
}

/** Once every seat has signalled, all signals are revealed at once and play begins (on `next`, a fresh state). */
function afterSignal(next: ToepenState, facts: Fact[]): ToepenState {
  for (let seat = 0; seat < next.players; seat++) if (signalPending(next, seat)) return next;
  facts.push({ type: 'SIGNALS_REVEALED', signals: next.signals.slice() });
  next.signalsRevealed = true;
  return startPlay(next);
}
