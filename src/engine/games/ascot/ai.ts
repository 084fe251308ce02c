// Ascot's hooks for the shared search (engine/ai/pimc.ts): what only this game knows. Every rule
// question goes to play.ts (the one legality oracle); these hooks sample the hidden cards
// (sampler.ts), play on a sampled deal, and score a deal for one seat: the race, not tricks
// (solverDeal.ts: won 1, dead heat 0, lost −1).
//
// In phase 1 the order of the stock's hidden cards decides every draw, which no player knows:
// each candidate card is played on by the rollout policy until the stock is empty, then the
// solver finishes the last 12 tricks exactly (as Supertrump's stage 1). In phase 2 nothing is
// hidden: one deal solved exactly is the whole judgement.
import type { Rng } from '../../core/rng';
import type { Action, Card, Seat } from '../../core/types';
import type { AiLevel } from '../../ai/heuristic';
import type { Horizon } from '../../ai/pimc';
import type { GameAi, SearchShape } from '../../ai/types';
import { firstToAct } from './play';
import { horseOfCard } from './race';
import { followerWins, rankValue, suitCode } from './rules';
import { sampler } from './sampler';
import { ascotOutcome, ascotProblem } from './solverDeal';
import { advanceWorth, owns } from './table';
import type { AscotObservation, AscotState } from './types';

/** Random move this often in playouts: keeps them varied. */
const PLAYOUT_EPSILON = 0.08;

/**
 * The rollouts' card on a sampled deal (everything known, as perfect-information playouts are):
 * lead the highest card of an own horse's suit that the other hand cannot beat, else give up the
 * lead with a low card where nothing moves; follow the other's horse with the cheapest winner,
 * one's own horse with the lowest card; void, throw the lowest card.
 */
function playoutPolicy(s: AscotState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  if (s.phase !== 'trickPlay' || legal.length === 1) return legal[0];
  if (rng.next() < PLAYOUT_EPSILON) return legal[rng.int(legal.length)];
  const side = s.sides[seat];
  const table = { pos: s.pos, open: s.moves.map((m) => m < s.options.maxMovesPerDeal) };
  const other = s.hands[1 - seat];
  let best = legal[0];
  let bestScore = -Infinity;
  for (const a of legal) {
    const c = a.card as Card;
    let score: number;
    if (s.trick.length === 0) {
      const h = horseOfCard(c);
      const worth = advanceWorth(table, side, h);
      // the answer the other hand wants: beat a lead that moves my horse, duck one that moves its own
      const wins = worth >= 0 ? !other.some((o) => beatsLead(s, other, c, o)) : other.every((o) => suitCode(o) !== suitCode(c) || beatsLead(s, other, c, o));
      score = (wins ? worth : 0) * 4 - rankValue(c) * (wins && worth > 0 ? -0.01 : 0.01);
    } else {
      const led = s.trick[0].card;
      const stake = advanceWorth(table, side, horseOfCard(led));
      const wins = followerWins(led, c, s.trump);
      score = (stake > 0 ? (wins ? -stake : 0) : wins ? -stake + 0.5 : 0) * 4 - rankValue(c) * 0.01 + (owns(side, horseOfCard(c)) ? -0.02 : 0);
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/** Whether `o` of the follower's `hand` may go to the lead `c` and wins it. */
function beatsLead(s: AscotState, hand: readonly Card[], c: Card, o: Card): boolean {
  return followerWins(c, o, s.trump) && (suitCode(o) === suitCode(c) || !hand.some((x) => suitCode(x) === suitCode(c)));
}

/**
 * Tricks left from which the solver finishes a deal, per level: phase 2 (12 tricks) at most.
 * Hard's rollouts hand over at 8 tricks left (at 10 its p95 latency was 1.6 s). Easy never
 * solves at the root: there every deal of phase 2 is the same known position, whose exact
 * answer would overrule its careful move (a brake of standard errors holds nothing where the
 * deals do not differ) and make it play the endgame perfectly (+0.21 ± 0.04 a race over the
 * sparring partner with the last 4 tricks solved).
 */
const HORIZONS: Readonly<Record<AiLevel, Horizon>> = {
  easy: { root: 0, rollout: 4 },
  normal: { root: 12, rollout: 8 },
  hard: { root: 12, rollout: 8 },
};

/**
 * In phase 2 nothing is hidden: where normal or hard solves from here, one deal solved is the
 * judgement. Easy keeps the careful player's move unless its few deals rate it best, when it
 * takes any move close to it by feel (its departures played above the sparring partner).
 */
function searchShape(obs: AscotObservation, level: AiLevel): SearchShape {
  if (level === 'easy') return { priorZ: Number.MAX_VALUE };
  const exact = obs.phase === 'trickPlay' && obs.stockSize === 0 && 25 - obs.trickNo <= HORIZONS[level].root;
  return exact ? { exact } : {};
}

/**
 * What a player who does not count cards keeps in mind (GameAi.forget): not the earlier tricks'
 * cards, nor the voids they showed. Easy's careful move is this player's: below the sparring
 * partner by −0.15 ± 0.05 a race over 200 races (−0.05 ± 0.05 counting; −0.11 ± 0.06 paired).
 */
const forget = (obs: AscotObservation): AscotObservation => ({ ...obs, tricks: [] });

export const ascotAi: GameAi<AscotState, AscotObservation> = {
  sampler,
  playoutPolicy,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor: firstToAct,
  searchShape,
  ddProblem: ascotProblem,
  outcome: ascotOutcome,
  forget,
  horizons: HORIZONS,
  // A race is won (1), lost (−1) or a dead heat (0). On a scale of 10 easy's choices by feel
  // (moves within a tenth of it of the best mean) may give half a race away (a won race to a
  // dead heat), never a whole one; with its careful moves they put it level with the sparring
  // partner (−0.05 ± 0.05 a race; at 8: +0.09 ± 0.05, at 4: +0.11 ± 0.04), below it once its
  // careful moves do not count cards (forget).
  unitScale: 10,
};
