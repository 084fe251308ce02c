// Ascot's card play as the double-dummy solver's problem (ai/doubleDummy.ts, ai/pimc.ts): both
// hands and the stock's order (known in a sampled deal) with the draws of phase 1, and the race
// (TrickDeal.race): a trick its leader wins moves the led suit's horse while it has moves left
// this deal; after the last trick the race result is the value, for one seat. solverDeal.test.ts
// proves on random positions that the solver's legal cards, draws and results are the rules' own.
import type { Card, Seat } from '../../core/types';
import type { TrickDeal } from '../../ai/doubleDummy';
import type { DdProblem } from '../../ai/pimc';
import { horseOfCard, raceResult, SIDE_OF_HORSE } from './race';
import { rankValue, suitCode } from './rules';
import type { AscotState, RaceResult, Side } from './types';

const ORDER = [0, 1, 1, 0];
const NO_VALUE = new Array<number>(4 * 16).fill(0);
const TRICKS = 24;
/** The horse of each suit code (C D H S): AC, AD, AH, AS. */
const HORSE_OF_SUIT = ['2C', '2D', '2H', '2S'].map((c) => horseOfCard(c as Card));
/** The solver's value of a race for a seat: lost 0, dead heat 1, won 2. */
const THRESHOLDS = [1, 2];
const UNITS = [-1, 0, 1];
const WINS = [false, false, true];

/** A solver id: the suit code, then the rank (2 = bit 0 … K = bit 11). */
const cardId = (c: Card): number => suitCode(c) * 16 + rankValue(c) - 1;

/** The race's worth to `side` (§6.1): 1 won, 0 dead heat, −1 lost. */
export function raceUnits(result: RaceResult, side: Side): number {
  return result === 'deadHeat' ? 0 : result === side ? 1 : -1;
}

/**
 * The problem of `s` for `seat`: the race result once the deal's last trick is played (in a
 * carry-over marathon before its last deal, the result if the race ended there). Null outside
 * trick play or with more than `horizon` tricks left.
 */
export function ascotProblem(s: AscotState, seat: Seat, horizon: number): DdProblem | null {
  if (s.phase !== 'trickPlay' || TRICKS + 1 - s.trickNo > horizon) return null;
  const hands = new Array<number>(8).fill(0);
  for (let x = 0; x < 2; x++) for (const c of s.hands[x]) hands[x * 4 + suitCode(c)] |= 1 << (rankValue(c) - 1);
  const stock = s.upcard ? [s.upcard, ...s.stock].map(cardId) : [];
  const side = s.sides[seat];
  const pos = s.pos;
  const tieBreak = s.options.tieBreak;
  const after = pos.slice();
  const room = HORSE_OF_SUIT.map((h) => Math.max(0, s.options.maxMovesPerDeal - s.moves[h]));
  const owner = HORSE_OF_SUIT.map((h) => (s.sides[0] === SIDE_OF_HORSE[h] ? 0 : 1));
  const counts = [0, 1].map((x) => (x === seat ? 1 : 0));
  const deal: TrickDeal = {
    seats: 2, suits: 4, trump: s.trump ? suitCode(`2${s.trump}` as Card) : -1, trumpTies: 16, points: NO_VALUE, trickSize: 2, order: ORDER,
    trickValue: NO_VALUE, counts, maximizer: counts, endOnGain: false, hands, leader: s.leader, trickIndex: s.trickNo - 1, lastTrick: TRICKS,
    trick: s.trick.map((p) => ({ seat: p.seat, card: cardId(p.card) })), stock, drawUntil: 12, base: 0,
    race: {
      room, owner, most: 2,
      finish: (steps) => {
        for (let e = 0; e < 4; e++) after[HORSE_OF_SUIT[e]] = pos[HORSE_OF_SUIT[e]] + steps[e];
        return 1 + raceUnits(raceResult(after, tieBreak), side);
      },
    },
  };
  return { deal, thresholds: THRESHOLDS, units: UNITS, wins: WINS, guess: 1, cardId };
}

/** A finished deal's worth for `seat` (as the problem counts it) and whether the seat won the race. */
export function ascotOutcome(s: AscotState, seat: Seat): { units: number; win: boolean } {
  const result = raceResult(s.pos, s.options.tieBreak);
  return { units: raceUnits(result, s.sides[seat]), win: result === s.sides[seat] };
}
