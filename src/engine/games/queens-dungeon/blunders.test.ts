// Queen's Dungeon's blunder suite (testing/blunders.ts): positions reached from fixed deals
// (some with the totals of earlier deals set directly) where one choice clearly loses. Every
// level, and the hint, must avoid them.
import { describe, it } from 'vitest';
import type { Card, Deal, Observation, Seat } from '../../core/types';
import { plays } from '../../testing/blunderCase';
import type { BlunderCase } from '../../testing/blunderCase';
import { checkBlunderCase } from '../../testing/blunders';
import { observe } from './observe';
import { exampleDeal, patched, run, st, start } from './testDriver';

const GAME = 'queens-dungeon' as const;
const named = (x: Record<number, string>): Partial<Record<Seat, Card[]>> =>
  Object.fromEntries(Object.entries(x).map(([s, cards]) => [s, cards.split(' ') as Card[]]));

/** The observation of `seat` after `script` from `deal`, with the totals of earlier deals set to `totals`. */
function position(deal: Deal, totals: number[], script: string, seat: Seat, options: Record<string, unknown> = {}): () => Observation {
  return () => {
    const m = run(patched(start(deal, options), { totals: totals.slice(), totalsAtDealStart: totals.slice() }), script).match;
    return observe(st(m), seat);
  };
}

// P1 leads 2♣, P2 wins it with Q♣, P3 adds Q♦ and P0 Q♠: three queens, P2 goes to the dungeon.
const DUNGEON = exampleDeal(named({ 0: 'QS', 1: '2C', 2: 'QC', 3: 'QD' }));
// Trump ♠: P1 leads Q♠ and takes all four queens: it loses the key.
const KEY = exampleDeal(named({ 0: 'QH', 1: 'QS', 2: 'QC', 3: 'QD' }));
// Trump ♥: 5♣ led, Q♦ and Q♠ thrown on it; P0, last, holds Q♣ (the winner: a third queen), 2♣ and 3♣, no other club.
const THIRD_QUEEN = exampleDeal(named({ 0: 'QC 2C 3C', 1: '9C', 2: 'QD', 3: 'QS' }), { 0: 'C' });
// Trump ♥: 7♣ led, K♣, then Q♦ thrown; P0, last, holds A♣ (wins 35 points) and low clubs.
const CASH = exampleDeal(named({ 0: 'AC 2C 3C', 1: '7C', 2: 'KC', 3: 'QD' }), { 0: 'C' });

const CASES: BlunderCase[] = [
  {
    name: 'the dungeon at 320 with the lowest at 90: matching the lowest costs 130 more than −100',
    game: GAME,
    observation: position(DUNGEON, [210, 150, 320, 90], '0: T=H, 1: 2C, 2: QC, 3: QD, 0: QS', 2),
    seat: 2,
    blunder: (a) => a.option === 'MATCH_LOWEST',
  },
  {
    name: 'the dungeon for the lowest seat: −100 is 100 worse than matching itself',
    game: GAME,
    observation: position(DUNGEON, [210, 150, 90, 320], '0: T=H, 1: 2C, 2: QC, 3: QD, 0: QS', 2),
    seat: 2,
    blunder: (a) => a.option === 'MINUS_100',
  },
  {
    name: 'the key at 400: back to 0 costs 150 more than −250',
    game: GAME,
    observation: position(KEY, [0, 400, 0, 0], '0: T=S, 1: QS, 2: QC, 3: QD, 0: QH', 1),
    seat: 1,
    blunder: (a) => a.option === 'ZERO',
  },
  {
    name: 'the key at 150: −250 leaves −100, 100 below 0',
    game: GAME,
    observation: position(KEY, [0, 150, 0, 0], '0: T=S, 1: QS, 2: QC, 3: QD, 0: QH', 1),
    seat: 1,
    blunder: (a) => a.option === 'MINUS_250',
  },
  {
    name: 'last to play at 200 points: the queen of clubs would take a third queen, and the dungeon',
    game: GAME,
    observation: position(THIRD_QUEEN, [200, 50, 60, 70], '0: T=H, 1: 9C, 2: QD, 3: QS', 0),
    seat: 0,
    blunder: (a) => plays(a, 'QC'),
  },
  {
    name: 'last to play: the ace of clubs takes a trick worth 35, a low club gives it away',
    game: GAME,
    observation: position(CASH, [0, 0, 0, 0], '0: T=H, 1: 7C, 2: KC, 3: QD', 0),
    seat: 0,
    blunder: (a) => !plays(a, 'AC'),
  },
];

describe("Queen's Dungeon blunders", () => {
  for (const c of CASES) it(c.name, () => checkBlunderCase(c), 60_000);
});
