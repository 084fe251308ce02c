// Scoring (§6, §4.5, §4.6): game value with matadors and levels, overbid, classic and
// tournament scores, surrender and Ramsch. Pure functions of the finished deal.
import type { Card, Seat, Suit } from '../../core/types';
import { matadors, matadorsWith, SKAT_DECK } from './rules';
import type { Contract, TrickRules } from './types';

export const BASE_VALUE: Readonly<Record<Suit | 'grand', number>> = { D: 9, H: 10, S: 11, C: 12, grand: 24 };

/** §6.6: Null, Null Hand, Null Ouvert, Null Ouvert Hand. */
export function nullValue(hand: boolean, ouvert: boolean): number {
  return ouvert ? (hand ? 59 : 46) : hand ? 35 : 23;
}

export function baseValue(c: Contract): number {
  return c.type === 'grand' ? BASE_VALUE.grand : BASE_VALUE[c.trump!];
}

export interface PlayedGame {
  contract: Contract;
  bid: number;
  /** matadors over the cards §6.4 names (ignored in Null) */
  matadors: number;
  /** card points of the declarer's tricks plus the two put-back cards */
  declarerPoints: number;
  declarerTricks: number;
  opponentTricks: number;
}

/** §6.5: a game level, in the order players count them ("with 2, game 3, hand 4, …"). */
export type LevelStep = 'game' | 'hand' | 'schneider' | 'schneiderAnnounced' | 'schwarz' | 'schwarzAnnounced' | 'ouvert';

export interface GameOutcome {
  won: boolean;
  value: number;
  /** base × (matadors + levels) before the overbid rule (Null: the fixed value) */
  raw: number;
  levels: number;
  /** the levels counted, one step each (Null: none) */
  steps: LevelStep[];
  overbid: boolean;
}

/** §6.2, §6.5, §6.7. */
export function gameOutcome(g: PlayedGame): GameOutcome {
  const c = g.contract;
  if (c.type === 'null') {
    const value = nullValue(c.hand, c.ouvert);
    return { won: g.declarerTricks === 0, value, raw: value, levels: 0, steps: [], overbid: false };
  }
  const schwarzAnnounced = c.schwarzAnnounced || c.ouvert;
  const schneiderAnnounced = c.schneiderAnnounced || schwarzAnnounced;
  const playWon = g.declarerPoints >= 61
    && (!schneiderAnnounced || g.declarerPoints >= 90)
    && (!schwarzAnnounced || g.opponentTricks === 0);
  // The schneider / schwarz levels are made by the declarer when winning and suffered when losing.
  const schneider = schneiderAnnounced || (playWon ? g.declarerPoints >= 90 : g.declarerPoints <= 30);
  const schwarz = schwarzAnnounced || (playWon ? g.opponentTricks === 0 : g.declarerTricks === 0);
  const steps: LevelStep[] = ['game'];
  if (c.hand) steps.push('hand');
  if (schneider) steps.push('schneider');
  if (schneiderAnnounced) steps.push('schneiderAnnounced');
  if (schwarz) steps.push('schwarz');
  if (schwarzAnnounced) steps.push('schwarzAnnounced');
  if (c.ouvert) steps.push('ouvert');
  const levels = steps.length;
  const base = baseValue(c);
  const raw = base * (g.matadors + levels);
  const overbid = raw < g.bid;
  const won = playWon && !overbid;
  const value = won ? raw : Math.max(raw, Math.ceil(g.bid / base) * base);
  return { won, value, raw, levels, steps, overbid };
}

/** What the declarer can know of a contract's value before play (§6.4–§6.7). */
export interface ContractValue {
  /** the base value (§6.3); Null: its fixed value (§6.6) */
  base: number;
  /** "with / without n" over the known cards: the fewest and most any unseen skat allows (Null: null) */
  matadors: { min: number; max: number } | null;
  /** counted "with" (true) or "without" (false) whatever the unseen skat; null where it decides, or Null */
  matadorsWith: boolean | null;
  /** levels of the least win the contract allows: game, hand, announcements (Null: 0) */
  levels: number;
  /** those levels as players count them aloud (Null: none) */
  steps: LevelStep[];
  /** with the fewest matadors: won just as declared, won Schneider, won Schwarz (Null: the fixed value) */
  value: number;
  schneider: number;
  schwarz: number;
  /** the most it can be worth: the most matadors and Schwarz */
  best: number;
}

/**
 * A contract's value for the declarer's cards, as far as they are known: `cards` are the
 * twelve cards matadors count over (§6.4: the ten dealt plus the skat — after TAKE_SKAT the
 * hand plus the put-back cards), or, with `skatUnseen`, the ten of a hand game: then every
 * two of the other 22 cards may be the skat. With the seed's S-2 reading pass the ten alone
 * and `skatUnseen = false`. Values are those of a won game, before the bid.
 */
export function contractValueFor(cards: readonly Card[], contract: Contract, skatUnseen = false): ContractValue {
  if (contract.type === 'null') {
    const v = nullValue(contract.hand, contract.ouvert);
    return { base: v, matadors: null, matadorsWith: null, levels: 0, steps: [], value: v, schneider: v, schwarz: v, best: v };
  }
  const rules: TrickRules = contract.type === 'suit' ? { kind: 'suit', trump: contract.trump! } : { kind: 'grand' };
  let min = Infinity;
  let max = 0;
  const withs = new Set<boolean>();
  const count = (cs: readonly Card[]) => {
    const n = matadors(cs, rules);
    min = Math.min(min, n);
    max = Math.max(max, n);
    withs.add(matadorsWith(cs, rules));
  };
  if (!skatUnseen) count(cards);
  else {
    const unseen = SKAT_DECK.filter((c) => !cards.includes(c));
    for (let i = 0; i < unseen.length; i++) {
      for (let j = i + 1; j < unseen.length; j++) count([...cards, unseen[i], unseen[j]]);
    }
  }
  // A won game at each step (§6.2, §6.5): announcements raise what "won" needs.
  const schwarzAnnounced = contract.schwarzAnnounced || contract.ouvert;
  const schneiderAnnounced = contract.schneiderAnnounced || schwarzAnnounced;
  const won = (m: number, step: 'game' | 'schneider' | 'schwarz') => {
    const schwarz = step === 'schwarz' || schwarzAnnounced;
    const opponentTricks = schwarz ? 0 : 1;
    const declarerPoints = schwarz ? 120 : step === 'schneider' || schneiderAnnounced ? 90 : 61;
    return gameOutcome({ contract, bid: 0, matadors: m, declarerPoints, declarerTricks: 10 - opponentTricks, opponentTricks });
  };
  const plain = won(min, 'game');
  return {
    base: baseValue(contract), matadors: { min, max }, matadorsWith: withs.size === 1 ? [...withs][0] : null, levels: plain.levels, steps: plain.steps,
    value: plain.value, schneider: won(min, 'schneider').value, schwarz: won(min, 'schwarz').value,
    best: won(max, 'schwarz').value,
  };
}

export type Scoring = 'classic' | 'tournament';

/** §6.8 / §6.9: score changes per seat for a declarer's game. */
export function gameDeltas(declarer: Seat, won: boolean, value: number, scoring: Scoring): number[] {
  const tournament = scoring === 'tournament';
  const deltas = [0, 0, 0];
  if (won) {
    deltas[declarer] = value + (tournament ? 50 : 0);
    return deltas;
  }
  for (let s = 0; s < 3; s++) deltas[s] = s === declarer ? -2 * value - (tournament ? 50 : 0) : tournament ? 40 : 0;
  return deltas;
}

/** §4.5: a surrender costs twice the bid and counts as a lost game in tournament scoring. */
export function surrenderDeltas(declarer: Seat, bid: number, scoring: Scoring): number[] {
  return gameDeltas(declarer, false, bid, scoring);
}

/**
 * §4.6: `points` are card points per seat with the skat already added; `tricks` are tricks
 * won per seat. Durchmarsch +120; else the most points lose them, doubled by a Jungfrau.
 */
export function ramschDeltas(points: readonly number[], tricks: readonly number[]): number[] {
  const all = tricks.findIndex((t) => t === 10);
  if (all >= 0) return [0, 1, 2].map((s) => (s === all ? 120 : 0));
  const most = Math.max(...points);
  const jungfrau = tricks.some((t) => t === 0);
  return [0, 1, 2].map((s) => (points[s] === most ? -(jungfrau ? 2 : 1) * points[s] : 0));
}
