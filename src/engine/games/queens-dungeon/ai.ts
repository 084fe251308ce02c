// Queen's Dungeon's hooks for the shared search (engine/ai/pimc.ts): what only this game knows.
// Every rule question goes to play.ts (the one legality oracle); these hooks sample the hidden
// cards (sampler.ts), play on a sampled deal, narrow the decisions that need no search, and
// score a deal for one seat.
//
// Every decision is the AI's: the blind trump (no card is seen: one suit, not searched), the
// forced change of trump (searched by rollouts), the dungeon and key choices (the higher total,
// §6.2's AI rule, not searched) and the card play (the solver once no queen event can come,
// rollouts before). A deal is worth to a seat its total's change over the deal: its hand score
// and any dungeon or key change (solverDeal.ts).
import { SUITS } from '../../core/cards';
import type { Rng } from '../../core/rng';
import type { Action, Card, Seat } from '../../core/types';
import type { AiLevel } from '../../ai/heuristic';
import type { Horizon } from '../../ai/pimc';
import type { GameAi, SearchShape } from '../../ai/types';
import { observe } from './observe';
import { firstToAct } from './play';
import { isQueen, queensIn, stateRules, strength, suitIndex, suitIx, trickWinner } from './rules';
import { sampler } from './sampler';
import { betterOption, lowestAtStart } from './settle';
import { queensDungeonOutcome, queensDungeonProblem } from './solverDeal';
import { queensDungeonSparring, trumpChoice } from './sparring';
import type { QueensDungeonObservation, QueensDungeonState } from './types';

export { queensDungeonOutcome } from './solverDeal';

// ---------------------------------------------------------------- playouts
// Perfect-information playouts (the sampled deal is open to every seat): last to play, a seat
// wins a trick worth having with its cheapest winner; otherwise it plays its cheapest card,
// keeping its queens; a queen goes onto a two-queen trick another seat wins. Some moves are
// random. Besides the rollouts' fallback, this breaks ties among cards the solver finds equal.

const PLAYOUT_EPSILON = 0.06;

/** Cost of giving up a card: queens and trumps are dear, then by strength. */
function cost(c: Card, trump: number): number {
  return (isQueen(c) ? 100 : 0) + (suitIx(c) === trump ? 20 : 0) + strength(c);
}

function cheapestOf(cards: readonly Card[], trump: number): Card {
  let best = cards[0];
  for (const c of cards) if (cost(c, trump) < cost(best, trump)) best = c;
  return best;
}

function playCard(s: QueensDungeonState, seat: Seat, cards: readonly Card[]): Card {
  const trump = suitIndex(s.trump!);
  if (s.trick.length === 0) return cheapestOf(cards, trump);
  const rules = stateRules(s);
  const q = queensIn(s.trick);
  const last = s.trick.length === s.players - 1;
  const wins = (c: Card): boolean => trickWinner([...s.trick, { seat, card: c }], rules) === seat;
  if (last) {
    const good = cards.filter((c) => wins(c) && q + (isQueen(c) ? 1 : 0) <= 2);
    if (good.length > 0) return cheapestOf(good, trump);
    const losers = cards.filter((c) => !wins(c));
    if (q >= 2) {
      const queen = losers.find(isQueen);
      if (queen) return queen;
    }
    if (losers.length > 0) return cheapestOf(losers, trump);
  }
  const safe = cards.filter((c) => !(isQueen(c) && q >= 2));
  return cheapestOf(safe.length > 0 ? safe : cards, trump);
}

function playoutPolicy(s: QueensDungeonState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  switch (s.phase) {
    case 'chooseTrump': return legal[rng.int(legal.length)];
    case 'trumpChange': {
      const suit = trumpChoice(s.hands[seat], s.trump);
      return legal.find((a) => a.suit === suit) ?? legal[0];
    }
    case 'dungeonChoice':
    case 'keyChoice': {
      const { option } = betterOption(s.phase === 'dungeonChoice' ? 'dungeon' : 'key', s.totals[seat], lowestAtStart(s));
      return legal.find((a) => a.option === option) ?? legal[0];
    }
    case 'trickPlay': break;
    default: return legal[0];
  }
  if (legal.length > 1 && rng.next() < PLAYOUT_EPSILON) return legal[rng.int(legal.length)];
  return { type: 'PLAY', card: playCard(s, seat, legal.map((a) => a.card as Card)) };
}

/**
 * PIMC's rollouts play the cards as the sparring partner would on each seat's observation of
 * the sampled deal (a careful player who does not peek: the rollouts then play as real
 * opponents do); the other decisions take the playout policy's rules, which are the sparring
 * partner's too.
 */
function rolloutPolicy(s: QueensDungeonState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  return s.phase === 'trickPlay' ? queensDungeonSparring.act(observe(s, seat), rng) : playoutPolicy(s, seat, legal, rng);
}

// ---------------------------------------------------------------- search shape

/**
 * The blind trump: before the deal no suit is better than another for the dealer (with three
 * seats the removed two's suit has a card fewer, which favours nobody), so it is not searched:
 * one suit, varied by the deal. The dungeon and the key: the higher total (§6.2: AI seats pick
 * the better of the two results, option A on a tie). The forced change of trump and the cards
 * are searched.
 */
function searchShape(obs: QueensDungeonObservation, level: AiLevel): SearchShape {
  switch (obs.phase) {
    case 'chooseTrump': {
      const suit = SUITS[(obs.handNumber + obs.seat) % 4];
      return { candidates: [{ type: 'CHOOSE_TRUMP', suit }], reason: { reasonKey: 'hint.queens-dungeon.blindTrump', params: { suit } } };
    }
    case 'dungeonChoice':
    case 'keyChoice': {
      const kind = obs.phase === 'dungeonChoice' ? 'dungeon' : 'key';
      const { option, a, b } = betterOption(kind, obs.totals[obs.seat], Math.min(...obs.totalsAtDealStart));
      const kept = option === 'MATCH_LOWEST' || option === 'ZERO' ? a : b;
      const other = kept === a ? b : a;
      return {
        candidates: [{ type: 'DUNGEON_CHOICE', option }],
        reason: { reasonKey: kind === 'dungeon' ? 'hint.queens-dungeon.dungeon' : 'hint.queens-dungeon.key', params: { total: kept, other } },
      };
    }
    case 'trickPlay':
      return solvedAtRoot(obs, level) ? {} : { priorZ: rolloutPriorZ(level) };
    case 'trumpChange':
      return { priorZ: rolloutPriorZ(level) };
    default:
      return {};
  }
}

/**
 * How sure the search must be to overrule the careful player's move where it judges by
 * rollouts (a deal's score swings by the dealer's contract and the queens: a rolled-out card
 * play is noisy, and at the levels' own bar the search overruled a clear cash of 35 points on
 * noise, blunders.test.ts). Where the solver judges every card exactly the levels' own bar holds.
 */
const ROLLOUT_PRIOR_Z = 3;

/**
 * Easy keeps the careful move wherever rollouts judge and lapses only where the solver judges
 * (index.ts). Its few deals' departures at 3 standard errors put it above the sparring
 * partner (+4.2 ± 2.4 a deal over 100 deals); without them it is about even (−0.5 ± 2.3).
 */
const rolloutPriorZ = (level: AiLevel): number => (level === 'easy' ? Number.MAX_VALUE : ROLLOUT_PRIOR_Z);

/** Will the solver judge the cards of this decision (solverDeal.ts: no queen event left, within the horizon)? */
function solvedAtRoot(obs: QueensDungeonObservation, level: AiLevel): boolean {
  const left = obs.handSize - obs.trickNo + 1;
  const queensOut = 4 - obs.queensWon.reduce((a, b) => a + b, 0);
  if (left > HORIZONS[level].root || queensOut > 1) return false;
  // the dealer's open contract with a queen out is left to the rollouts
  const dealerTricks = obs.tricksWon[obs.dealer] - (obs.options.dungeonTrickCountsForContract ? 0 : obs.dungeons.filter((d) => d.seat === obs.dealer).length);
  const open = obs.seat === obs.dealer && dealerTricks < obs.contract && dealerTricks + left >= obs.contract;
  return !(open && queensOut > 0);
}

/**
 * Tricks left from which the solver finishes the deal, per level (it takes over only once no
 * queen event can come, solverDeal.ts; before that the rollouts play on).
 */
const HORIZONS: Readonly<Record<AiLevel, Horizon>> = {
  easy: { root: 5, rollout: 5 },
  normal: { root: 7, rollout: 6 },
  hard: { root: 8, rollout: 7 },
};

/**
 * What a player who does not keep track keeps in mind (GameAi.forget): not who showed out of a
 * suit, nor the last trick (the tricks lie face down: there are no cards to count). Easy's
 * careful move is this player's: −1.9 ± 0.6 points a deal (paired over 200 deals).
 */
const forget = (obs: QueensDungeonObservation): QueensDungeonObservation => ({ ...obs, voids: obs.voids.map(() => []), lastTrick: null });

export const queensDungeonAi: GameAi<QueensDungeonState, QueensDungeonObservation> = {
  sampler,
  playoutPolicy,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor: firstToAct,
  searchShape,
  forget,
  ddProblem: queensDungeonProblem,
  outcome: queensDungeonOutcome,
  horizons: HORIZONS,
  rolloutPolicy,
  rolloutStepWork: 1000,
  // A deal moves a seat's total by some tens of points (10 a trick, 25 a queen, ±50 the
  // contract). At 100, easy's lapses (moves within a tenth of this of the best) let a trick
  // worth 35 go on a few rolled-out deals (blunders.test.ts).
  unitScale: 40,
  // Easy's lapses come only in the solved endgame (no queen left to fall, the contract no
  // longer open), and there they may give up to two plain tricks on average over its deals:
  // −0.8 ± 0.2 points a deal against a tenth of the scale (paired over 200 deals). With the
  // careful moves of a player who does not track the voids (forget) easy is below the sparring
  // partner: −4.2 ± 1.3 over 400 deals, where it was level (−0.1 ± 1.7 over 200).
  slip: 20,
};
