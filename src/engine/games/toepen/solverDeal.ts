// Toepen's card play as the double-dummy solver's problem (ai/doubleDummy.ts, ai/pimc.ts), judged
// for one seat: only the last trick counts, the seat wants it and every other active seat plays
// against it (paranoid), folded seats play no more. The stake is taken as it stands: later knocks
// are the rollouts' business, not the solver's. The units are the seat's chips won in the deal
// against the other seats' mean (what the duplicate-deal duel measures), and the end of the game
// where the deal ends it. solverDeal.test.ts proves on random positions that the solver's turns,
// legal cards and results are the rules' own.
import type { Card, PlayedCard, Seat } from '../../core/types';
import type { TrickDeal } from '../../ai/doubleDummy';
import type { DdProblem } from '../../ai/pimc';
import { isActive, strength } from './rules';
import type { CardOrder } from './rules';
import { settleLastTrick } from './settle';
import { copyState } from './state';
import { toMove } from './tricks';
import type { ToepenState } from './types';

/** Winning (or losing) the game with this deal counts this many chips on top. */
export const GAME_BONUS = 10;
const TRICKS = 4;
const SUITS = 4;
const SUIT_INDEX: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
/** Only the last trick is worth anything. */
const LAST_TRICK_ONLY = [0, 0, 0, 1];
const NO_POINTS = new Array<number>(SUITS * 16).fill(0);
/** Two results closer than this are the same. */
const SAME = 1e-9;

/** Solver id: suit × 16 + strength in the suit (7 = top rank). */
const idOf = (card: Card, order: CardOrder): number => SUIT_INDEX[card[card.length - 1]] * 16 + strength(card, order);

/** The seats dealt into this deal (not eliminated when it began): every seat the duel compares with. */
function inDeal(s: ToepenState, seat: Seat): boolean {
  const rec = s.history[s.history.length - 1];
  return !s.eliminated[seat] || (rec !== undefined && rec.handNumber === s.handNumber && rec.eliminated.includes(seat));
}

/**
 * A settled deal's worth to `seat`: its chips won (or lost) in the deal less the others' mean,
 * plus the game bonus where the deal ended the game.
 */
function unitsOf(s: ToepenState, seat: Seat): number {
  const rec = s.history[s.history.length - 1];
  const delta = (x: Seat): number => rec.chipsAfter[x] - rec.chipsBefore[x];
  let others = 0;
  let count = 0;
  for (let x = 0; x < s.players; x++) {
    if (x === seat || !inDeal(s, x)) continue;
    others += delta(x);
    count++;
  }
  let units = delta(seat) - (count > 0 ? others / count : 0);
  if (s.phase === 'gameOver') units += s.winners.includes(seat) ? GAME_BONUS : -GAME_BONUS;
  return units;
}

/** A finished deal's worth for `seat` (as the problem counts it) and whether it won the deal. */
export function toepenOutcome(s: ToepenState, seat: Seat): { units: number; win?: boolean } {
  const rec = s.history[s.history.length - 1];
  if (!rec || rec.handNumber !== s.handNumber) return { units: 0 };
  return { units: unitsOf(s, seat), win: rec.winner === seat };
}

/** The worth to `seat` of the deal settled with `winner` taking the last trick at the current stake. */
function unitsIfWon(s: ToepenState, seat: Seat, winner: Seat): number {
  return unitsOf(settleLastTrick(copyState(s), winner, []), seat);
}

/**
 * What the last trick is worth to `seat`: [lost, won] (or [result] for a seat that folded), or
 * null where it depends on which other seat takes it (a capped payment, the end of the game).
 */
function bandUnits(s: ToepenState, seat: Seat, active: readonly Seat[]): number[] | null {
  let lost: number | null = null;
  for (const w of active) {
    if (w === seat) continue;
    const u = unitsIfWon(s, seat, w);
    if (lost === null) lost = u;
    else if (Math.abs(u - lost) > SAME) return null;
  }
  if (lost === null) return null;
  return isActive(s, seat) ? [lost, unitsIfWon(s, seat, seat)] : [lost];
}

/** The active seats clockwise from `from` (itself first if active). */
function clockwiseFrom(s: ToepenState, from: Seat, active: readonly boolean[]): Seat[] {
  const out: Seat[] = [];
  for (let k = 0; k < s.players; k++) {
    const x = (from + k) % s.players;
    if (active[x]) out.push(x);
  }
  return out;
}

/**
 * The current trick as the solver plays it. A folded seat's card after the lead can never win
 * and the seats after it follow the led suit anyway: it is left out, so every trick has one card
 * per active seat. A folded leader's card still names the suit to follow: it stays (`eligible:
 * false`), which only the last trick can have (no later trick to keep the same size); before
 * that, null.
 */
function solverTrick(s: ToepenState): { leader: Seat; trick: PlayedCard[]; foldedLead: boolean } | null {
  if (s.trick.length === 0) return { leader: toMove(s), trick: [], foldedLead: false };
  const lead = s.trick[0];
  const rest = s.trick.filter((p, i) => i > 0 && isActive(s, p.seat));
  if (isActive(s, lead.seat)) return { leader: lead.seat, trick: [lead, ...rest], foldedLead: false };
  if (s.trickNo < TRICKS) return null;
  return { leader: lead.seat, trick: [lead, ...rest], foldedLead: true };
}

/**
 * The problem of `s` for `seat`, or null: not trick play, more than `horizon` tricks left, a
 * folded leader's card in an earlier trick, or a result that depends on which other seat wins.
 */
export function toepenProblem(s: ToepenState, seat: Seat, horizon: number): DdProblem | null {
  if (s.phase !== 'trickPlay' || s.eliminated[seat] || TRICKS + 1 - s.trickNo > horizon) return null;
  const order = s.options.cardOrder;
  const current = solverTrick(s);
  if (!current) return null;
  const activeFlags = Array.from({ length: s.players }, (_, x) => isActive(s, x));
  const active = clockwiseFrom(s, 0, activeFlags);
  const units = bandUnits(s, seat, active);
  if (!units) return null;
  // One row per possible leader: the active seats clockwise from it. A folded leader's row (the
  // last trick only) is that seat and then the active seats after it.
  const trickSize = active.length + (current.foldedLead ? 1 : 0);
  const orderTable = new Array<number>(s.players * trickSize).fill(0);
  for (let leader = 0; leader < s.players; leader++) {
    const row = current.foldedLead ? [current.leader, ...clockwiseFrom(s, current.leader, activeFlags)] : clockwiseFrom(s, leader, activeFlags);
    for (let i = 0; i < trickSize; i++) orderTable[leader * trickSize + i] = row[i];
  }
  const hands = new Array<number>(s.players * SUITS).fill(0);
  for (const x of active) {
    for (const c of s.hands[x]) {
      const id = idOf(c, order);
      hands[x * SUITS + (id >> 4)] |= 1 << (id & 15);
    }
  }
  const counts = new Array<number>(s.players).fill(0);
  const maximizer = new Array<number>(s.players).fill(0);
  if (activeFlags[seat]) counts[seat] = 1;
  maximizer[seat] = 1;
  const deal: TrickDeal = {
    seats: s.players, suits: SUITS, trump: -1, trumpTies: 16, points: NO_POINTS, trickSize, order: orderTable,
    trickValue: LAST_TRICK_ONLY, counts, maximizer, endOnGain: false, hands, leader: current.leader,
    trickIndex: s.trickNo - 1, lastTrick: TRICKS,
    trick: current.trick.map((p) => ({ seat: p.seat, card: idOf(p.card, order), eligible: isActive(s, p.seat) })),
    base: 0,
  };
  const won = units.length === 2;
  return {
    deal, thresholds: won ? [1] : [], units, wins: won ? [false, true] : [false], guess: 0, cardId: (c) => idOf(c, order),
  };
}
