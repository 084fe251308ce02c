// Kloepper's hooks for the shared search (engine/ai/pimc.ts): what only this game knows. Every
// rule question goes to play.ts (the one legality oracle); these hooks sample the hidden cards
// (sampler.ts: the partner is drawn as the public facts allow), play on a sampled deal, and
// score a deal for one seat (its game points less the others' mean, solverDeal.ts).
//
// Every decision is searched: the double holder's call or solo and the knocks and knock-offs
// are played out (the other seats answering and knocking as the sparring partner does) until
// the card play, which the solver finishes (HORIZONS: easy and normal from the first trick on,
// hard's rollouts play the careful player's cards until two tricks are left).
// In trick play only the cards are searched; a knock during trick 1 is left to the windows,
// which poll every seat before and after it.
import type { Rng } from '../../core/rng';
import type { Action, Card, Seat } from '../../core/types';
import type { AiLevel } from '../../ai/heuristic';
import type { Horizon } from '../../ai/pimc';
import type { GameAi, SearchShape } from '../../ai/types';
import { observe } from './observe';
import { firstToAct } from './play';
import { sampler } from './sampler';
import { kloepperOutcome, kloepperProblem } from './solverDeal';
import { chooseCard, kloepperSparring, readTable } from './sparring';
import type { KloepperObservation, KloepperState } from './types';

/**
 * The tie-break among cards the solver finds equal, and every seat's move in the rollouts (the
 * polls after a call or a knock, and at hard the cards of the first four tricks): the careful
 * player's move on the seat's own view of the sampled deal.
 */
function playoutPolicy(s: KloepperState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  const cards = legal.filter((a) => a.type === 'PLAY').map((a) => a.card as Card);
  if (s.phase !== 'trickPlay' || cards.length === 0) return kloepperSparring.act({ ...observe(s, seat), legal: legal.slice() }, rng);
  return { type: 'PLAY', card: chooseCard(readTable({ ...observe(s, seat), legal: legal.slice() }), cards) };
}

/**
 * Trick play: the cards only (a knock in trick 1 waits for the knock poll after it). A knock is a
 * claim of every trick, which the solver, seeing every card, makes too easily: the careful
 * player's pass stands unless the search is KNOCK_Z standard errors sure.
 */
function searchShape(obs: KloepperObservation, level: AiLevel): SearchShape {
  const scale = level === 'easy' ? EASY_SCALE : 1;
  if (obs.phase === 'trickPlay') return { scale, candidates: obs.legal.filter((a) => a.type === 'PLAY') };
  if (obs.legal.some((a) => a.type === 'KNOCK')) return { scale, priorZ: KNOCK_Z };
  return { scale };
}

const KNOCK_Z = 3;

/**
 * Easy pictures two layouts of the hidden cards, not six: Kloepper's card play is solved from
 * its first card, so over six deals easy played level with the sparring partner (+0.05 ± 0.09
 * game points a deal over 100 deals), over two it is below it (−0.43 ± 0.10 over 300 deals;
 * −0.24 ± 0.12 paired over the first 100). Its lapses (within a tenth of the scale, or within
 * a whole game point) and forgetting the cards played moved it by no more than −0.06 ± 0.05.
 */
const EASY_SCALE = 1 / 3;

/**
 * Tricks left from which the solver finishes the deal. Easy and normal solve it whole from the
 * first card (six tricks). The solver plays as if every seat saw every card and knew the teams,
 * which in Kloepper nobody does until the queens fall: given the true deal in every decision
 * (an experiment), hard gained nothing (+0.00 ± 0.08 game points a deal, paired over 400 deals),
 * so what it lacked was a picture of the players, not of the cards. Hard's first four tricks
 * are played out by the careful player on each seat's own view (playoutPolicy) and the solver
 * takes the last two: against the sparring partner +0.11 ± 0.03 paired over 800 deals (+0.07,
 * +0.15 by four hundreds; from three tricks left +0.07 ± 0.03, from four +0.00 ± 0.04 over 183,
 * with no solver at all +0.10 ± 0.04 but −0.14 ± 0.07 against normal, which plays as the solver
 * does); against normal −0.01 ± 0.05 (800).
 */
const HORIZONS: Readonly<Record<AiLevel, Horizon>> = {
  easy: { root: 6, rollout: 6 },
  normal: { root: 6, rollout: 6 },
  hard: { root: 2, rollout: 2 },
};

export const kloepperAi: GameAi<KloepperState, KloepperObservation> = {
  sampler,
  playoutPolicy,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor: firstToAct,
  searchShape,
  ddProblem: kloepperProblem,
  outcome: kloepperOutcome,
  horizons: HORIZONS,
  rolloutStepWork: 200,
  // a deal moves a seat's points against the others' by a few game points (2 to 30)
  unitScale: 4,
};
