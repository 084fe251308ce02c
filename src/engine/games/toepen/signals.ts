// The stand / whistle signals (§4.2, T-8, T-20): after the exchanges, before the first
// lead. Three or four top cards oblige a signal, three or four bottom cards allow a bluff;
// all signals are revealed together. 'manual': every seat sends one and a forgotten
// obligation costs the final stake; 'auto': obligations are automatic and only a seat with
// a choice is asked; 'off': no signals.
import { refuse } from '../../core/errors';
import type { Fact, Refusal, Seat, Step } from '../../core/types';
import { allowedSignals, mandatorySignal, setAt } from './rules';
import { startPlay } from './tricks';
import type { SignalKind, ToepenState } from './types';

const KINDS: readonly string[] = ['stand', 'whistle', 'none'];

/** §4 row 4: open the signal phase, or go straight to the play. */
export function startSignals(s: ToepenState, facts: Fact[]): ToepenState {
  const mode = s.options.signals;
  if (mode === 'off') return startPlay(s);
  const signals: (SignalKind | null)[] = new Array<SignalKind | null>(s.players).fill(null);
  if (mode === 'auto') {
    for (let seat = 0; seat < s.players; seat++) {
      if (s.eliminated[seat]) continue;
      const allowed = allowedSignals(s.hands[seat], s.options.cardOrder);
      // A seat with a real choice is asked; every other seat sends its only signal.
      if (allowed.length === 1) signals[seat] = allowed[0];
    }
  }
  return afterSignal({ ...s, phase: 'signal', signals }, facts);
}

/** The seats still to signal (in the signal phase). */
export function signalPending(s: ToepenState, seat: Seat): boolean {
  return s.phase === 'signal' && !s.eliminated[seat] && s.signals[seat] === null;
}

export function signalKinds(s: ToepenState, seat: Seat): SignalKind[] {
  return allowedSignals(s.hands[seat], s.options.cardOrder);
}

export function applySignal(s: ToepenState, seat: Seat, kind: unknown, facts: Fact[]): Step<ToepenState> | Refusal {
  if (typeof kind !== 'string' || !KINDS.includes(kind)) return refuse('ERR_BAD_ACTION', 'A signal is "stand", "whistle" or "none".', { type: 'SIGNAL' });
  const allowed = signalKinds(s, seat);
  let forgot = false;
  if (!allowed.includes(kind as SignalKind)) {
    // §4.2 'manual': "none" with three or four aces is accepted and flagged as forgotten.
    if (kind === 'none' && s.options.signals === 'manual' && mandatorySignal(allowed)) forgot = true;
    else return refuse('ERR_ILLEGAL_SIGNAL', `Your hand does not allow the signal "${kind}".`, { kind, allowed: allowed.slice() });
  }
  facts.push({ type: 'SIGNALLED', seat });
  const next: ToepenState = {
    ...s, signals: setAt(s.signals, seat, kind as SignalKind),
    forgotSignal: forgot ? setAt(s.forgotSignal, seat, true) : s.forgotSignal,
  };
  return { ok: true, state: afterSignal(next, facts), facts };
}

/** Once every seat has signalled, all signals are revealed at once and play begins. */
function afterSignal(s: ToepenState, facts: Fact[]): ToepenState {
  for (let seat = 0; seat < s.players; seat++) if (signalPending(s, seat)) return s;
  facts.push({ type: 'SIGNALS_REVEALED', signals: s.signals.slice() });
  return startPlay({ ...s, signalsRevealed: true });
}
