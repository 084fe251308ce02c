// The end of a deal (§4.5, §6.3): chip payments, bankruptcy and elimination, and either
// the hand result or the end of the game. All payments are capped at the payer's chips
// (T-11); the pool is an unlimited bank whose balance is kept for display.
import { appended } from '../../core/arrays';
import type { Fact, Seat } from '../../core/types';
import { isActive } from './rules';
import type { HandResult, SettlementPart, ToepenState } from './types';

/** §4.5 (a): `winner` took trick 4. Settles on `next`, a state fresh from this action. */
export function settleLastTrick(next: ToepenState, winner: Seat, facts: Fact[]): ToepenState {
  const chips = next.chips.slice();
  const parts = noParts(next.players);
  let pool = next.poolBalance;
  for (let seat = 0; seat < next.players; seat++) {
    if (seat === winner || !isActive(next, seat)) continue;
    const paid = Math.min(next.stake, chips[seat]);
    chips[seat] -= paid;
    parts[seat].lost = paid;
    pool += paid;
  }
  if (next.options.winnerCollectsStake) {
    chips[winner] += next.stake;
    parts[winner].collected = next.stake;
    pool -= next.stake;
  }
  return finish(next, winner, 'lastTrick', chips, parts, pool, facts);
}

function noParts(players: number): SettlementPart[] {
  const parts: SettlementPart[] = [];
  for (let seat = 0; seat < players; seat++) parts.push({ lost: 0, collected: 0, penalty: 0 });
  return parts;
}

/**
 * §4.5 (b): everybody else folded to `knocker`'s knock; the folders have paid already. TP-5:
 * under winnerCollectsStake = false (the Dutch penalty-point game) the knocker receives
 * nothing, as the winner of a played-out deal. Settles on `next`, a state fresh from this action.
 */
export function settleAllFolded(next: ToepenState, knocker: Seat, facts: Fact[]): ToepenState {
  const chips = next.chips.slice();
  const parts = noParts(next.players);
  let pool = next.poolBalance;
  if (next.options.winnerCollectsStake) {
    chips[knocker] += next.stake;
    parts[knocker].collected = next.stake;
    pool -= next.stake;
  }
  return finish(next, knocker, 'allFolded', chips, parts, pool, facts);
}

/** Step 3 of §4.5 (forgotten signals), then CHECK_END (§6.3). */
function finish(
  next: ToepenState, winner: Seat, reason: HandResult['reason'], chips: number[], parts: SettlementPart[], pool: number, facts: Fact[],
): ToepenState {
  const forgotten: Seat[] = [];
  for (let seat = 0; seat < next.players; seat++) {
    if (!next.forgotSignal[seat]) continue;
    const paid = Math.min(next.stake, chips[seat]);
    chips[seat] -= paid;
    parts[seat].penalty = paid;
    pool += paid;
    forgotten.push(seat);
  }
  const deltas = parts.map((p) => p.collected - p.lost - p.penalty);
  facts.push({ type: 'HAND_SCORED', winner, deltas: deltas.slice(), stake: next.stake });

  const eliminated = next.eliminated.slice();
  const newlyOut: Seat[] = [];
  let winners: Seat[] | null = null;
  const inGame: Seat[] = [];
  for (let seat = 0; seat < next.players; seat++) if (!next.eliminated[seat]) inGame.push(seat);
  if (next.options.winCondition === 'mostChipsAtFirstBankruptcy') {
    if (inGame.some((seat) => chips[seat] === 0)) winners = mostOf(inGame, chips);
  } else {
    for (const seat of inGame) {
      if (chips[seat] === 0) {
        eliminated[seat] = true;
        newlyOut.push(seat);
        facts.push({ type: 'ELIMINATED', seat });
      }
    }
    const left = inGame.filter((seat) => !eliminated[seat]);
    if (left.length === 1) winners = left;
    // §6.3: everybody at 0: the highest chips before the last deal share the win.
    else if (left.length === 0) winners = mostOf(inGame, next.chipsAtDeal);
  }
  const record: HandResult = {
    handNumber: next.handNumber, dealer: next.dealer, winner, reason, stake: next.stake, deltas, parts, forgotten,
    chipsBefore: next.chipsAtDeal.slice(), chipsAfter: chips.slice(), totals: chips.slice(), eliminated: newlyOut,
  };
  next.chips = chips;
  next.eliminated = eliminated;
  next.poolBalance = pool;
  next.pendingKnock = null;
  next.history = appended(next.history, record);
  next.phase = winners ? 'gameOver' : 'handResult';
  if (!winners) return next;
  facts.push({ type: 'GAME_OVER', winners });
  next.winners = winners;
  return next;
}

/** The seats of `among` with the most of `values` (ties share). */
function mostOf(among: readonly Seat[], values: readonly number[]): Seat[] {
  const best = Math.max(...among.map((seat) => values[seat]));
  return among.filter((seat) => values[seat] === best);
}
