// Scoring and the end of the game (§6): the challengers' points C (their trick points, plus the
// buried kitty's points doubled — or, byLead, ×4 after a pair — when a challenger wins the last
// trick), the result table (§6.2), each player's own marker (§6.3), the next King (§6.4) and
// the game-end check with sudden death (§6.5).
import { appended } from '../../core/arrays';
import type { Card, Fact, Seat } from '../../core/types';
import { cardPoints } from './rules';
import { playOrderFrom } from './seating';
import { ACE, advance, rankValue } from './track';
import type { HandResult, KothOptions, KothState, TrumpSuit } from './types';

/** §6.2: who advances for `c` challenger points, and by how many steps. */
export function bracket(c: number): { side: 'king' | 'none' | 'challengers'; steps: number } {
  if (c === 0) return { side: 'king', steps: 3 };
  if (c < 40) return { side: 'king', steps: 2 };
  if (c < 80) return { side: 'king', steps: 1 };
  if (c < 120) return { side: 'none', steps: 0 };
  if (c < 160) return { side: 'challengers', steps: 1 };
  if (c < 200) return { side: 'challengers', steps: 2 };
  return { side: 'challengers', steps: 3 };
}

/** §6.1: the kitty's multiplier in C: 0 if the King team won the last trick, else 2 (byLead: 4 after a pair lead). */
export function kittyMultiplier(challengerWon: boolean, lastLeadSize: number, rule: KothOptions['kittyMultiplier']): number {
  if (!challengerWon) return 0;
  return rule === 'byLead' && lastLeadSize === 2 ? 4 : 2;
}

/** What decides a round's score (§6), as the round leaves it. */
export interface RoundOutcome {
  king: Seat;
  partner: Seat;
  /** play order from the King (§6.4, §6.5 tie-break) */
  order: readonly Seat[];
  pointsWon: readonly number[];
  lastTrickWinner: Seat;
  lastLeadSize: number;
  kittyPoints: number;
}

/** The round's score: C, the steps per seat, the next King by §6.4. */
export function roundScore(o: RoundOutcome, rule: KothOptions['kittyMultiplier']): { c: number; trickPoints: number; multiplier: number; steps: number[]; nextKing: Seat } {
  const kingTeam = (x: Seat): boolean => x === o.king || x === o.partner;
  let trickPoints = 0;
  for (let x = 0; x < 5; x++) if (!kingTeam(x)) trickPoints += o.pointsWon[x];
  const multiplier = kittyMultiplier(!kingTeam(o.lastTrickWinner), o.lastLeadSize, rule);
  const c = trickPoints + multiplier * o.kittyPoints;
  const b = bracket(c);
  const steps = [0, 1, 2, 3, 4].map((x) => ((b.side === 'king') === kingTeam(x) && b.side !== 'none' ? b.steps : 0));
  // §6.4 (H-5): the partner, or the first challenger after the King in play order
  const nextKing = c < 80 ? o.partner : o.order.find((x) => !kingTeam(x))!;
  return { c, trickPoints, multiplier, steps, nextKing };
}

/**
 * §6.5 after the markers moved: the winners, or null to play on, and the contenders. Outside
 * sudden death: one player at A wins; several start it (or, 'shared', all win). In sudden death
 * the contenders are everyone at A; exactly one on the round's winning side wins; several: the
 * most card points captured this round, then the first in play order from the King.
 */
export function gameEnd(
  ranks: readonly number[], before: readonly Seat[], winningSide: readonly Seat[], o: Pick<RoundOutcome, 'order' | 'pointsWon'>,
  rule: KothOptions['suddenDeath'],
): { winners: Seat[] | null; contenders: Seat[] } {
  const atA = [0, 1, 2, 3, 4].filter((x) => ranks[x] === ACE);
  if (before.length === 0) {
    if (atA.length === 0) return { winners: null, contenders: [] };
    if (atA.length === 1 || rule === 'shared') return { winners: atA, contenders: atA };
    return { winners: null, contenders: atA };
  }
  const onSide = atA.filter((x) => winningSide.includes(x));
  if (onSide.length === 0) return { winners: null, contenders: atA };
  const most = Math.max(...onSide.map((x) => o.pointsWon[x]));
  const first = o.order.find((x) => onSide.includes(x) && o.pointsWon[x] === most)!;
  return { winners: [first], contenders: atA };
}

const sumPoints = (cards: readonly Card[]): number => cards.reduce((n, c) => n + cardPoints(c), 0);

/** §4 rows 11–12: scores the round on `next` (a state fresh from this action, every trick played). */
export function scoreRound(next: KothState, facts: Fact[]): KothState {
  const last = next.tricks[next.tricks.length - 1];
  const outcome: RoundOutcome = {
    king: next.king, partner: next.partner, order: playOrderFrom(next.places, next.king), pointsWon: next.pointsWon,
    lastTrickWinner: last.winner, lastLeadSize: last.cards.length / 5, kittyPoints: sumPoints(next.buried),
  };
  const score = roundScore(outcome, next.options.kittyMultiplier);
  const ranks = next.ranks.map((r, x) => advance(r, score.steps[x], next.options.skipRanks));
  const kingTeam = [next.king, next.partner];
  const winningSide = score.c < 80 ? kingTeam : [0, 1, 2, 3, 4].filter((x) => !kingTeam.includes(x));
  const end = gameEnd(ranks, next.contenders, winningSide, outcome, next.options.suddenDeath);
  const totals = ranks.map(rankValue);
  const nextKing = end.winners ? -1 : score.nextKing;
  const record: HandResult = {
    handNumber: next.handNumber, dealer: next.dealer, totals: totals.slice(), king: next.king, partner: next.partner,
    trumpRank: next.trumpRank, trumpSuit: next.trumpSuit as TrumpSuit, challengerPoints: score.c, trickPoints: score.trickPoints,
    kittyPoints: outcome.kittyPoints, kittyMultiplier: score.multiplier, lastTrickWinner: last.winner, points: next.pointsWon.slice(),
    steps: score.steps, nextKing, contenders: end.contenders.slice(),
  };
  facts.push({
    type: 'HAND_SCORED', challengerPoints: score.c, steps: score.steps.slice(), nextKing, kitty: next.buried.slice(),
    kittyMultiplier: score.multiplier, totals: totals.slice(),
  });
  next.ranks = ranks;
  next.contenders = end.contenders;
  next.history = appended(next.history, record);
  next.reveal = { calledCard: next.calledCard!, kitty: next.buried.slice() };
  next.phase = end.winners ? 'gameOver' : 'handResult';
  if (end.winners) {
    next.winners = end.winners;
    facts.push({ type: 'GAME_OVER', winners: end.winners.slice() });
  }
  return next;
}
