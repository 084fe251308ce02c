// What the other seats did in public, read as evidence about their cards (aiSampler.ts, at
// the level that reads the odds).
import { sigmoid } from '../../ai/odds';
import type { Card, Seat } from '../../core/types';
import { ix, ruleIndex } from './aiCards';
import { bidLimit, evalHand, GRAND_EVEN, SUIT_EVEN } from './aiBidding';
import type { HandEval } from './aiBidding';
import type { SkatObservation, SkatState } from './types';

// What the other seats did in public says something about their cards. A seat that bid v
// probably has a hand worth v, one that passed at v probably not; a declarer's game is
// probably its best one. The model is the playouts' own hand evaluation (bidLimit, evalHand)
// made soft, so that an unusual bid lowers a deal's weight without ruling it out.

/** Deals drawn for each one kept. */
export const EVIDENCE_CANDIDATES = 16;
/** Bid points per unit of log-odds: a hand 6 points short of a bid is e times less likely to make it. */
const BID_SOFTNESS = 6;
/** How sharply a declarer is expected to choose its best game (per unit of evalHand strength). */
const GAME_SHARPNESS = 1.5;

export interface SkatEvidence {
  me: Seat;
  /** per seat: the highest value it bid or held (0 = none) and the value it passed at (0 = did not) */
  bid: number[];
  passedAt: number[];
  /** the declarer (not me) and its game's rule set, or -1 */
  declarer: Seat;
  ri: number;
  /** cards each seat has played this deal */
  playedBy: Card[][];
}

export function skatEvidence(obs: SkatObservation): SkatEvidence | null {
  const bid = [0, 0, 0];
  const passedAt = [0, 0, 0];
  let current = 0;
  for (const c of obs.auction.calls) {
    if (c.type === 'PASS') {
      // The sayer passed the next value, the listener the value it was asked to hold.
      passedAt[c.seat] = Math.max(18, current + 1);
    } else {
      current = c.value ?? current;
      bid[c.seat] = Math.max(bid[c.seat], current);
    }
  }
  const d = obs.declarer ?? -1;
  const ri = d >= 0 && d !== obs.seat && obs.contract && !obs.ramsch ? ruleIndex(obs.contract, false) : -1;
  const playedBy: Card[][] = [[], [], []];
  for (const t of obs.tricks) for (const p of t.cards) playedBy[p.seat].push(p.card);
  for (const p of obs.trick) playedBy[p.seat].push(p.card);
  const any = [0, 1, 2].some((x) => x !== obs.seat && (bid[x] > 0 || passedAt[x] > 0)) || ri >= 0;
  return any ? { me: obs.seat, bid, passedAt, declarer: ri >= 0 ? d : -1, ri, playedBy } : null;
}

/** How likely the other seats' public choices were with the cards `s` gives them (up to a constant). */
export function evidenceWeight(e: SkatEvidence, s: SkatState): number {
  let w = 1;
  for (let x = 0; x < 3; x++) {
    if (x === e.me) continue;
    if (e.bid[x] > 0 || e.passedAt[x] > 0) {
      // Bids come from the ten cards it was dealt.
      const limit = bidLimit(s.dealt[x].map(ix));
      if (e.bid[x] > 0) w *= sigmoid((limit - e.bid[x]) / BID_SOFTNESS + 1);
      if (e.passedAt[x] > 0) w *= sigmoid((e.passedAt[x] - limit) / BID_SOFTNESS + 1);
    }
    if (x === e.declarer) {
      // Its game among those it could have chosen, judged on the cards it declared with: the
      // ten it holds or played, and the two it put back.
      const declaredWith = [...s.hands[x], ...e.playedBy[x], ...(s.tookSkat ? s.discard : [])].map(ix);
      w *= gameChoiceLikelihood(evalHand(declaredWith), e.ri);
    }
  }
  return w;
}

/** Softmax over the games' strengths: the chance a declarer with this evaluation declares rule set `ri`. */
function gameChoiceLikelihood(ev: HandEval, ri: number): number {
  const strengths = [...ev.suit.map((x) => x - SUIT_EVEN), ev.grand - GRAND_EVEN, 1.5 - ev.nullRisk];
  const top = Math.max(...strengths);
  let sum = 0;
  for (const x of strengths) sum += Math.exp(GAME_SHARPNESS * (x - top));
  return Math.exp(GAME_SHARPNESS * (strengths[ri] - top)) / sum;
}

