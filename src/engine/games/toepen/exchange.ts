// Exchange and challenge (§4 rows 2–3, §4.1, T-2, T-7): in turn from the dealer's left,
// each seat may swap its whole hand for the top four stock cards (bluffing allowed); the
// other seats, clockwise from the exchanger's left, may challenge; the first challenge
// reveals the thrown-away hand and the side that was wrong pays one chip.
import { appended, concatenated, setAt } from '../../core/arrays';
import { refuse } from '../../core/errors';
import type { Fact, Refusal, Seat, Step } from '../../core/types';
import { isHonestExchange, othersFrom } from './rules';
import { startSignals } from './signals';
import { copyState } from './state';
import type { ToepenState } from './types';

/** The seat whose exchange turn it is, or whose exchange may be challenged. */
export const exchangeSeat = (s: ToepenState): Seat => s.exchangeOrder[s.exchangeIdx];

export function applyExchange(s: ToepenState, seat: Seat): Step<ToepenState> | Refusal {
  if (s.stock.length < 4) {
    return refuse('ERR_STOCK_TOO_SMALL', { stock: s.stock.length });
  }
  const old = s.hands[seat];
  const facts: Fact[] = [{ type: 'EXCHANGED', seat }];
  const next = copyState(s);
  next.phase = 'challenge';
  next.hands = setAt(s.hands, seat, s.stock.slice(0, 4));
  next.stock = s.stock.slice(4);
  next.exchangedHand = setAt(s.exchangedHand, seat, old);
  next.discardPile = concatenated(s.discardPile, old);
  next.challengeQueue = othersFrom(s, seat);
  return { ok: true, state: next, facts };
}

export function applyKeep(s: ToepenState, seat: Seat): Step<ToepenState> {
  const facts: Fact[] = [{ type: 'KEPT', seat }];
  return { ok: true, state: nextExchangeTurn(copyState(s), facts), facts };
}

export function applyChallenge(s: ToepenState, challenger: Seat): Step<ToepenState> {
  const exchanger = exchangeSeat(s);
  const cards = s.exchangedHand[exchanger]!;
  const payer = isHonestExchange(cards, s.options.cardOrder) ? challenger : exchanger;
  const paid = Math.min(1, s.chips[payer]);
  const facts: Fact[] = [{ type: 'CHALLENGED', challenger, exchanger, cards: cards.slice(), payer }];
  const next = copyState(s);
  next.chips = setAt(s.chips, payer, s.chips[payer] - paid);
  next.poolBalance = s.poolBalance + paid;
  next.challenges = appended(s.challenges, { challenger, exchanger, cards: cards.slice(), payer, paid });
  return { ok: true, state: nextExchangeTurn(next, facts), facts };
}

export function applyNoChallenge(s: ToepenState, seat: Seat): Step<ToepenState> {
  const facts: Fact[] = [{ type: 'NOT_CHALLENGED', seat }];
  const next = copyState(s);
  if (s.challengeQueue.length > 1) {
    next.challengeQueue = s.challengeQueue.slice(1);
    return { ok: true, state: next, facts };
  }
  return { ok: true, state: nextExchangeTurn(next, facts), facts };
}

/** The next exchange turn, set on `next` (a fresh state); after the dealer's, the signals (§4 rows 2–4). */
function nextExchangeTurn(next: ToepenState, facts: Fact[]): ToepenState {
  next.phase = 'exchange';
  next.challengeQueue = [];
  next.exchangeIdx++;
  return next.exchangeIdx < next.exchangeOrder.length ? next : startSignals(next, facts);
}
