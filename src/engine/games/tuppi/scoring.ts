// Hand results and the wipe rule (§6): pure functions of trick counts and scores.
import type { Seat } from '../../core/types';
import { sideSeats, team } from './rules';
import type { Mode, TuppiOptions } from './types';

export interface Outcome {
  side: 0 | 1;
  points: number;
}

/**
 * §6.1. `tricks` = [NS, EW]. Rami: the side with 7+ scores 4 (declarer's side) or 8
 * (defenders) per trick over six. Nolo: the side with 6 or fewer scores 4 per trick under
 * seven. Solo: 24 to the soloist's side if it took no trick, else to the rami side.
 */
export function handOutcome(mode: Mode, tricks: readonly number[], declarer: Seat, soloist: Seat, soloistTook: boolean): Outcome {
  if (mode === 'solo') return { side: soloistTook ? team(declarer) : team(soloist), points: 24 };
  if (mode === 'rami') {
    const side: 0 | 1 = tricks[0] >= 7 ? 0 : 1;
    return { side, points: (side === team(declarer) ? 4 : 8) * (tricks[side] - 6) };
  }
  const side: 0 | 1 = tricks[0] < tricks[1] ? 0 : 1;
  return { side, points: 4 * (7 - tricks[side]) };
}

/**
 * D-16: with endHandWhenDecided and resetBoth, a rami/nolo hand stops once a side has 7
 * tricks (so the scoring side is certain) while the other side holds points: the
 * result is 0–0 whatever the count. Returns the decided outcome, or null to play on.
 */
export function decidedEarly(mode: Mode, tricks: readonly number[], declarer: Seat, score: readonly number[], o: TuppiOptions): Outcome | null {
  if (!o.endHandWhenDecided || o.wipeRule !== 'resetBoth' || mode === 'solo') return null;
  if (tricks[0] < 7 && tricks[1] < 7) return null;
  // Rami: the side with 7 scores; nolo: the other one. handOutcome already says so.
  const out = handOutcome(mode, tricks, declarer, -1, false);
  return score[1 - out.side] > 0 ? out : null;
}

/** §6.2: the score after `side` scores `points`. */
export function applyWipe(score: readonly [number, number], side: 0 | 1, points: number, rule: TuppiOptions['wipeRule']): [number, number] {
  const other = 1 - side;
  const out: [number, number] = [score[0], score[1]];
  if (score[other] === 0 || rule === 'none') {
    out[side] += points;
    return out;
  }
  if (rule === 'resetBoth') return [0, 0];
  out[other] = 0;
  out[side] = points;
  return out;
}

/**
 * §6.3: the winners once this hand is applied, or null if the match goes on. A side at
 * the target wins; after `handLimit` hands the higher score wins, a tie lists all four.
 */
export function matchWinners(score: readonly [number, number], side: 0 | 1, handNumber: number, o: TuppiOptions): Seat[] | null {
  if (score[side] >= o.targetScore) return sideSeats(side);
  if (o.handLimit > 0 && handNumber >= o.handLimit) {
    if (score[0] === score[1]) return [0, 1, 2, 3];
    return sideSeats(score[0] > score[1] ? 0 : 1);
  }
  return null;
}
