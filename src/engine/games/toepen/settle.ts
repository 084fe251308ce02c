// The end of a deal (§4.5, §6.3): chip payments, bankruptcy and elimination, and either
// the hand result or the end of the game. All payments are capped at the payer's chips
// (T-11); the pool is an unlimited bank whose balance is kept for display.
import type { Fact, Seat } from '../../core/types';
import { isActive } from './rules';
import type { HandResult, SettlementPart, ToepenState } from './types';

/** §4.5 (a): `winner` took trick 4. */
export function settleLastTrick(s: ToepenState, winner: Seat, facts: Fact[]): ToepenState {
  const chips = s.chips.slice();
  const parts = noParts(s.players);
  let pool = s.poolBalance;
  for (let seat = 0; seat < s.players; seat++) {
    if (seat === winner || !isActive(s, seat)) continue;
    const paid = Math.min(s.stake, chips[seat]);
    chips[seat] -= paid;
    parts[seat].lost = paid;
    pool += paid;
  }
  if (s.options.winnerCollectsStake) {
    chips[winner] += s.stake;
    parts[winner].collected = s.stake;
    pool -= s.stake;
  }
  return finish(s, winner, 'lastTrick', chips, parts, pool, facts);
}

function noParts(players: number): SettlementPart[] {
  return Array.from({ length: players }, () => ({ lost: 0, collected: 0, penalty: 0 }));
}

/**
 * §4.5 (b): everybody else folded to `knocker`'s knock; the folders have paid already. TP-5:
 * under winnerCollectsStake = false (the Dutch penalty-point game) the knocker receives
 * nothing, as the winner of a played-out deal.
 */
export function settleAllFolded(s: ToepenState, knocker: Seat, facts: Fact[]): ToepenState {
  const chips = s.chips.slice();
  const parts = noParts(s.players);
  let pool = s.poolBalance;
  if (s.options.winnerCollectsStake) {
    chips[knocker] += s.stake;
    parts[knocker].collected = s.stake;
    pool -= s.stake;
  }
  return finish(s, knocker, 'allFolded', chips, parts, pool, facts);
}

/** Step 3 of §4.5 (forgotten signals), then CHECK_END (§6.3). */
function finish(
  s: ToepenState, winner: Seat, reason: HandResult['reason'], chips: number[], parts: SettlementPart[], pool: number, facts: Fact[],
): ToepenState {
  const forgotten: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    if (!s.forgotSignal[seat]) continue;
    const paid = Math.min(s.stake, chips[seat]);
    chips[seat] -= paid;
    parts[seat].penalty = paid;
    pool += paid;
    forgotten.push(seat);
  }
  const deltas = parts.map((p) => p.collected - p.lost - p.penalty);
  facts.push({ type: 'HAND_SCORED', winner, deltas: deltas.slice(), stake: s.stake });

  const eliminated = s.eliminated.slice();
  const newlyOut: Seat[] = [];
  let winners: Seat[] | null = null;
  const inGame: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) if (!s.eliminated[seat]) inGame.push(seat);
  if (s.options.winCondition === 'mostChipsAtFirstBankruptcy') {
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
    else if (left.length === 0) winners = mostOf(inGame, s.chipsAtDeal);
  }
  const record: HandResult = {
    handNumber: s.handNumber, dealer: s.dealer, winner, reason, stake: s.stake, deltas, parts, forgotten,
    chipsBefore: s.chipsAtDeal.slice(), chipsAfter: chips.slice(), eliminated: newlyOut,
  };
  const next: ToepenState = {
    ...s, chips, eliminated, poolBalance: pool, pendingKnock: null, history: [...s.history, record],
    phase: winners ? 'gameOver' : 'handResult',
  };
  if (!winners) return next;
  facts.push({ type: 'GAME_OVER', winners });
  return { ...next, winners };
}

/** The seats of `among` with the most of `values` (ties share). */
function mostOf(among: readonly Seat[], values: readonly number[]): Seat[] {
  const best = Math.max(...among.map((seat) => values[seat]));
  return among.filter((seat) => values[seat] === best);
}
