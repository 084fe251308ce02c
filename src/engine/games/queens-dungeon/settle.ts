// Scoring and the end of the game (§6): the dungeon and key choices right after their trick
// (§6.2), the hand score (§6.1), and the game-end check after each deal (§6.4).
import { appended } from '../../core/arrays';
import type { Fact, Seat } from '../../core/types';
import { endOrGoOn, gameWinners } from '../../kit/gameEnd';
import { contractFor } from './rules';
import type { DungeonOption, HandResult, KeyOption, QueensDungeonState } from './types';

/** §6.2: the winner's total after `option`, from its total now (`cur`) and the lowest total at the deal's start (`low`). */
export function dungeonResult(option: DungeonOption | KeyOption, cur: number, low: number): number {
  switch (option) {
    case 'MATCH_LOWEST': return low;
    case 'MINUS_100': return cur - 100;
    case 'ZERO': return 0;
    case 'MINUS_250': return cur - 250;
  }
}

/** §6.2, D-9: the lowest total when the deal began, over every seat (the winner's own included). */
export function lowestAtStart(s: Pick<QueensDungeonState, 'totalsAtDealStart'>): number {
  return Math.min(...s.totalsAtDealStart);
}

/** The options of the event in phase `phase`, option A first. */
export const DUNGEON_OPTIONS: readonly DungeonOption[] = ['MATCH_LOWEST', 'MINUS_100'];
export const KEY_OPTIONS: readonly KeyOption[] = ['ZERO', 'MINUS_250'];

/**
 * The better option for the chooser (the AI's, §6.2: the higher total, option A on a tie), with
 * both results.
 */
export function betterOption(kind: 'dungeon' | 'key', cur: number, low: number): { option: DungeonOption | KeyOption; a: number; b: number } {
  const [oa, ob] = kind === 'dungeon' ? DUNGEON_OPTIONS : KEY_OPTIONS;
  const a = dungeonResult(oa, cur, low);
  const b = dungeonResult(ob, cur, low);
  return { option: b > a ? ob : oa, a, b };
}

/** Tricks of `seat` that count for the dealer's contract (D-7: the 3- and 4-queen tricks too, by default). */
export function contractTricks(s: QueensDungeonState, seat: Seat): number {
  return s.options.dungeonTrickCountsForContract ? s.tricksWon[seat] : s.scoringTricks[seat];
}

/**
 * §6.1: every seat's hand score. A non-dealer scores 10 a scoring trick and 25 a queen in
 * them; the dealer the same and 50 with the contract made, else −50 and nothing else. Under
 * 'voidHand' (D-7) a seat that won a 3- or 4-queen trick scores no trick or queen points this
 * deal, and as dealer no bonus (a missed contract is still −50).
 */
export function handScores(s: QueensDungeonState): { deltas: number[]; made: boolean } {
  const made = contractTricks(s, s.dealer) >= contractFor(s.players);
  const deltas = new Array<number>(s.players);
  for (let seat = 0; seat < s.players; seat++) {
    const points = s.voided[seat] ? 0 : 10 * s.scoringTricks[seat] + 25 * s.scoringQueens[seat];
    if (seat !== s.dealer) deltas[seat] = points;
    else deltas[seat] = made ? points + (s.voided[seat] ? 0 : 50) : -50;
  }
  return { deltas, made };
}

/**
 * §4 rows 10–13: scores the deal on `next` (a state fresh from this action), then ends the game
 * if some total reached the target with one leader (or, tieBreak 'shared', any leaders, §6.4).
 */
export function scoreHand(next: QueensDungeonState, facts: Fact[]): QueensDungeonState {
  const { deltas, made } = handScores(next);
  const totals = next.totals.map((t, seat) => t + deltas[seat]);
  const record: HandResult = {
    handNumber: next.handNumber,
    dealer: next.dealer,
    totals: totals.slice(),
    deltas,
    totalsBefore: next.totalsAtDealStart.slice(),
    tricks: next.tricksWon.slice(),
    scoringTricks: next.scoringTricks.slice(),
    scoringQueens: next.scoringQueens.slice(),
    contract: contractFor(next.players),
    made,
    voided: next.voided.flatMap((v, seat) => (v ? [seat] : [])),
    dungeons: next.dungeons.slice(),
    trumps: next.trumps.slice(),
  };
  facts.push({ type: 'HAND_SCORED', deltas: deltas.slice(), made, totals: totals.slice() });
  next.totals = totals;
  next.history = appended(next.history, record);
  endOrGoOn(next, totals, next.options, facts);
  return next;
}

export { gameWinners };
