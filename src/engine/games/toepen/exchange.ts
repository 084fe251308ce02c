// Exchange and challenge (§4 rows 2–3, §4.1, T-2, T-7): in turn from the dealer's left,
// each seat may swap its whole hand for the top four stock cards (bluffing allowed); the
// other seats, clockwise from the exchanger's left, may challenge; the first challenge
// reveals the thrown-away hand and the side that was wrong pays one chip.
import { refuse } from '../../core/errors';
import type { Fact, Refusal, Seat, Step } from '../../core/types';
import { isHonestExchange, othersFrom, setAt } from './rules';
import { startSignals } from './signals';
import type { ToepenState } from './types';

/** The seat whose exchange turn it is, or whose exchange may be challenged. */
export const exchangeSeat = (s: ToepenState): Seat => s.exchangeOrder[s.exchangeIdx];

export function applyExchange(s: ToepenState, seat: Seat, facts: Fact[]): Step<ToepenState> | Refusal {
  if (s.stock.length < 4) {
    return refuse('ERR_STOCK_TOO_SMALL', `The stock has ${s.stock.length} cards: an exchange needs 4.`, { stock: s.stock.length });
  }
  const old = s.hands[seat];
  facts.push({ type: 'EXCHANGED', seat });
  return {
    ok: true,
    facts,
    state: {
      ...s, phase: 'challenge',
      hands: setAt(s.hands, seat, s.stock.slice(0, 4)), stock: s.stock.slice(4),
      exchangedHand: setAt(s.exchangedHand, seat, old), discardPile: [...s.discardPile, ...old],
      challengeQueue: othersFrom(s, seat),
    },
  };
}

export function applyKeep(s: ToepenState, seat: Seat, facts: Fact[]): ToepenState {
  facts.push({ type: 'KEPT', seat });
  return nextExchangeTurn(s, {}, facts);
}

export function applyChallenge(s: ToepenState, challenger: Seat, facts: Fact[]): ToepenState {
  const exchanger = exchangeSeat(s);
  const cards = s.exchangedHand[exchanger]!;
  const payer = isHonestExchange(cards, s.options.cardOrder) ? challenger : exchanger;
  const paid = Math.min(1, s.chips[payer]);
  facts.push({ type: 'CHALLENGED', challenger, exchanger, cards: cards.slice(), payer });
  return nextExchangeTurn(s, {
    chips: setAt(s.chips, payer, s.chips[payer] - paid), poolBalance: s.poolBalance + paid,
    challenges: [...s.challenges, { challenger, exchanger, cards: cards.slice(), payer, paid }],
  }, facts);
}

export function applyNoChallenge(s: ToepenState, seat: Seat, facts: Fact[]): ToepenState {
  facts.push({ type: 'NOT_CHALLENGED', seat });
  const queue = s.challengeQueue.slice(1);
  return queue.length > 0 ? { ...s, challengeQueue: queue } : nextExchangeTurn(s, {}, facts);
}

/** The next exchange turn (with `changes` applied); after the dealer's, the signals (§4 rows 2–4). */
function nextExchangeTurn(s: ToepenState, changes: Partial<ToepenState>, facts: Fact[]): ToepenState {
  const idx = s.exchangeIdx + 1;
  const next: ToepenState = { ...s, ...changes, phase: 'exchange', challengeQueue: [], exchangeIdx: idx };
  return idx < s.exchangeOrder.length ? next : startSignals(next, facts);
}
