// Skat's hooks for the shared search (engine/ai/pimc.ts): what only this game knows.
// The search asks play.ts (the one legality oracle) for every rule; these hooks sample the
// hidden cards (aiSampler.ts, weighed by the auction and the declared game: aiInference.ts),
// choose cheap playout moves (aiPlayout.ts, by the hand evaluation of aiBidding.ts), and
// narrow the wide choices (bids, discards, declarations) to the sensible ones (aiSearchShape.ts).
import type { AiLevel } from '../../ai/heuristic';
import type { Horizon } from '../../ai/pimc';
import type { GameAi } from '../../ai/types';
import type { Rng } from '../../core/rng';
import type { Action, Card, Seat } from '../../core/types';
import { ix } from './aiCards';
import { bidLimit } from './aiBidding';
import { playoutPolicy } from './aiPlayout';
import { sampler } from './aiSampler';
import { searchShape } from './aiSearchShape';
import { observe } from './observe';
import { actor } from './play';
import { skatSparring } from './sparring';
import { skatOutcome, skatProblem } from './solverDeal';
import type { SkatObservation, SkatState } from './types';


/**
 * PIMC's rollouts bid, take the skat, discard and declare as the sparring partner would on each
 * seat's observation of the sampled deal (its choices are fitted on thousands of games; the
 * playout policy's put trumps in the skat). At hard they play the cards so too, until the solver
 * takes over: as real players who do not peek, where the playout policy sees the sampled deal and
 * its defenders found what real ones miss. Hard against the sparring partner, paired over the
 * same 750 deals: +2.35 ± 0.53 points a deal (+10.07 against +7.71). Playing on to four tricks left
 * instead of six lost (−0.8 ± 0.8 over 226 deals). Easy and normal keep the cheaper cards.
 */
function rolloutPolicy(s: SkatState, seat: Seat, legal: readonly Action[], rng: Rng, _root: Seat, level: AiLevel): Action {
  return s.phase === 'trickPlay' && level !== 'hard' ? playoutPolicy(s, seat, legal, rng) : skatSparring.act(observe(s, seat), rng);
}

/**
 * Tricks left from which the solver finishes a deal, per level; before that the rollout
 * policy plays on (from trick 1 one sampled deal takes the solver about 100 ms for every
 * card; from trick 4 a few ms).
 */
const HORIZONS: Readonly<Record<AiLevel, Horizon>> = {
  easy: { root: 5, rollout: 4 },
  normal: { root: 7, rollout: 5 },
  hard: { root: 8, rollout: 6 },
};

/**
 * What a player who does not count cards keeps in mind (GameAi.forget): not the earlier tricks'
 * cards, nor the voids they showed. Easy's careful move is this player's: −1.80 ± 0.77 points a
 * deal against the sparring partner over 400 deals (counting, −1.11 ± 1.07 over the first 200;
 * −0.85 ± 0.61 paired there).
 */
const forget = (obs: SkatObservation): SkatObservation => ({ ...obs, tricks: [] });

export const skatAi: GameAi<SkatState, SkatObservation> = {
  sampler,
  playoutPolicy,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor,
  searchShape,
  forget,
  ddProblem: skatProblem,
  horizons: HORIZONS,
  rolloutPolicy,
  rolloutStepWork: 100,
  outcome: skatOutcome,
  unitScale: 60,
};

/** For tests and the tutor: the bid a hand supports by the playouts' own estimate. */
export function handBidLimit(hand: readonly Card[]): number {
  return bidLimit(hand.map(ix));
}
