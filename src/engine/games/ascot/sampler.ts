// The AI's sampler (GameAi.sampler): full states consistent with everything one seat has seen.
// The hidden cards are every card of the pack it has not seen (table.ts: its hand, the tricks,
// the table, the upcard and the opponent's face-up draws are seen); they are dealt at random
// over the opponent's hidden hand and the face-down stock, in a random order, keeping the voids
// the opponent showed: having failed to follow a suit at some trick, it holds no more cards of
// it than the hidden cards it drew since (table.ts voidsShown). Every consistent deal is equally
// likely: the opponent makes no bid or other voluntary choice to read.
import type { Rng } from '../../core/rng';
import type { Card } from '../../core/types';
import { dealWithLimits } from '../../ai/sampling';
import { suitCode } from './rules';
import { seenCards, voidsShown } from './table';
import { ASCOT_PACK } from './rules';
import type { AscotObservation, AscotState } from './types';

export function sampler(obs: AscotObservation): (rng: Rng) => AscotState {
  const me = obs.seat;
  const opp = 1 - me;
  const oppKnown = obs.knownCards[opp];
  const seen = seenCards(obs);
  const unseen = ASCOT_PACK.filter((c) => !seen.has(c));
  const need = obs.handSizes[opp] - oppKnown.length;
  const faceDown = obs.stockSize - (obs.upcard ? 1 : 0);
  if (need < 0 || unseen.length !== need + faceDown) throw new Error('ascot sampler: the observation does not add up');
  const { since, hiddenDraws } = voidsShown(obs);
  const limits = [since.map((t, k) => (t >= 0 ? hiddenDraws[k] : Infinity)), [Infinity, Infinity, Infinity, Infinity]];
  // Draws are automatic inside the search (no DRAW actions): the same game, fewer steps.
  const options = obs.options.confirmDraws ? { ...obs.options, confirmDraws: false } : obs.options;
  const drawQueue = obs.phase === 'draw' ? (obs.upcard ? [obs.leader, 1 - obs.leader] : [1 - obs.leader]) : [];
  const myHand = obs.hand.slice();
  return (rng) => {
    const slots = dealWithLimits(unseen.slice(), [need, faceDown], limits, suitCode, 4, rng);
    if (!slots) throw new Error('ascot sampler: no deal fits the observation');
    const oppHand: Card[] = [...oppKnown, ...slots[0]];
    return {
      seed: 'search', options, deals: [], handNumber: obs.handNumber, dealer: obs.dealer, phase: obs.phase, sides: obs.sides,
      hands: me === 0 ? [myHand, oppHand] : [oppHand, myHand], stock: slots[1], upcard: obs.upcard, trump: obs.trump,
      stage: obs.stage, leader: obs.leader, trick: obs.trick, trickNo: obs.trickNo, tricksWon: obs.tricksWon,
      lastTrick: obs.lastTrick, tricks: obs.tricks, knownCards: obs.knownCards,
      pos: [obs.horses.AS.pos, obs.horses.AC.pos, obs.horses.AH.pos, obs.horses.AD.pos],
      moves: [obs.horses.AS.moves, obs.horses.AC.moves, obs.horses.AH.moves, obs.horses.AD.moves],
      drawQueue, totals: obs.totals, history: obs.history, winners: obs.winners,
    };
  };
}
