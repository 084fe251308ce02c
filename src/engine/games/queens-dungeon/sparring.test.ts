// Queen's Dungeon's sparring partner (sparring.ts): it always answers with one of the legal
// actions in whole matches under every option set, and it plays clear positions as a careful
// player would (the better dungeon option, the strongest suit as new trump, winning cheaply,
// second hand low, no third queen into a trick it wins, a queen to send another seat to the
// dungeon, the trump queen led).
import { describe, expect, it } from 'vitest';
import { legalActions, newMatch, observe, status } from '../../core/match';
import { createRng } from '../../core/rng';
import type { Action, Card, Match, Seat } from '../../core/types';
import { sameAction } from '../../ai/heuristic';
import { ok } from '../../testing/builders';
import { queensDungeonSparring, trumpChoice } from './sparring';
import { CHOICE, exampleDeal, GAME, patched, PLAY, run, start, TRUMP } from './testDriver';
import type { QueensDungeonObservation } from './types';

const sparring = (m: Match, s: Seat): Action => queensDungeonSparring.act(observe(m, s) as QueensDungeonObservation, createRng(`test/${m.log.length}`));

type Who = 'rules' | 'random';

/** Plays a match to its end; every answer of the sparring partner must be one of the legal actions. */
function playMatch(players: number, seed: string, options: Record<string, unknown>, who: Who[]): { match: Match; decisions: number } {
  let m = newMatch(GAME, { players, seed, options });
  const rng = createRng(`${seed}/random`);
  let decisions = 0;
  for (let step = 0; step < 20_000; step++) {
    const st = status(m);
    if (st.over) return { match: m, decisions };
    const seat = st.toAct[0];
    const legal = legalActions(m, seat);
    let a: Action;
    if (who[seat] === 'rules') {
      a = sparring(m, seat);
      decisions++;
      expect(legal.some((l) => sameAction(l, a)), `${JSON.stringify(a)} in ${st.phase}`).toBe(true);
    } else a = legal[rng.int(legal.length)];
    m = ok(m, seat, a).match;
  }
  throw new Error(`match ${seed} did not finish`);
}

const OPTION_SETS: Record<string, Record<string, unknown>> = {
  defaults: {},
  gamefarm: { firstLead: 'dealer' },
  'free discard, void hand': { mustTrump: false, dungeonTrickScoring: 'voidHand' },
  'no review, shared, short': { reviewLastTrick: false, tieBreak: 'shared', targetScore: 250, dungeonTrickCountsForContract: false },
};

describe("Queen's Dungeon sparring partner: whole matches", () => {
  Object.entries(OPTION_SETS).forEach(([name, options], i) => {
    it(`answers legally in whole matches (${name})`, () => {
      const four = playMatch(4, `sp4-${i}`, options, ['rules', 'random', 'rules', 'random']);
      const three = playMatch(3, `sp3-${i}`, { removedTwo: '2H', ...options }, ['rules', 'rules', 'rules']);
      expect(four.decisions + three.decisions).toBeGreaterThan(200);
    }, 60_000);
  });

  it('beats random play over whole matches', () => {
    let wins = 0;
    for (let i = 0; i < 8; i++) {
      const { match } = playMatch(4, `vs-random-${i}`, { targetScore: 300 }, i % 2 === 0 ? ['rules', 'random', 'random', 'random'] : ['random', 'random', 'rules', 'random']);
      if (status(match).winners.includes(i % 2 === 0 ? 0 : 2)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(5);
  }, 60_000);
});

describe("Queen's Dungeon sparring partner: clear positions", () => {
  it('the dungeon and the key: the higher total (QD-13, QD-14, QD-16)', () => {
    const t = { named: { 0: ['QS'], 1: ['2C'], 2: ['QC'], 3: ['QD'] } as Partial<Record<Seat, Card[]>>, plays: '1: 2C, 2: QC, 3: QD, 0: QS' };
    const at = (totals: number[]) => run(patched(start(exampleDeal(t.named)), { totals: totals.slice(), totalsAtDealStart: totals.slice() }), `0: T=H, ${t.plays}`).match;
    expect(sparring(at([320, 150, 400, 90]), 2)).toEqual(CHOICE('MINUS_100'));
    expect(sparring(at([320, 150, 90, 90]), 2)).toEqual(CHOICE('MATCH_LOWEST'));
    const key = (total: number) => run(patched(start(exampleDeal({ 0: ['QH'], 1: ['QS'], 2: ['QC'], 3: ['QD'] } as Partial<Record<Seat, Card[]>>)), { totals: [0, total, 0, 0], totalsAtDealStart: [0, total, 0, 0] }), '0: T=S, 1: QS, 2: QC, 3: QD, 0: QH').match;
    expect(sparring(key(150), 1)).toEqual(CHOICE('ZERO'));
    expect(sparring(key(400), 1)).toEqual(CHOICE('MINUS_250'));
  });

  it('the forced change of trump: its longest, strongest suit, never the current one', () => {
    expect(trumpChoice(['2D', '5D', '9D', 'KD', 'AS', 'QS', '3C'], 'H')).toBe('D');
    expect(trumpChoice(['2D', '5D', '9D', 'KD', 'AS', 'QS', '3C'], 'D')).toBe('S');
    const m = run(start(exampleDeal({ 0: ['5C', '2D', '3D', '4D', '6D', '7D'], 1: ['QC'], 2: ['QD'], 3: ['AC'] }, { 0: 'CHS' })), '0: T=H, 1: QC, 2: QD, 3: AC, 0: 5C').match;
    expect(status(m).phase).toBe('trumpChange');
    expect(sparring(m, 0)).toEqual(TRUMP('D'));
  });

  it('last to play: wins a trick with a queen in it with its cheapest winner', () => {
    const m = run(start(exampleDeal({ 0: ['8C', 'KC', 'AC'], 1: ['5C'], 2: ['7C'], 3: ['QD'] })), '0: T=H, 1: 5C, 2: 7C, 3: QD').match;
    expect(sparring(m, 0)).toEqual(PLAY('8C'));
  });

  it('last to play: no third queen into a trick it would win (the dungeon); the two-queen trick with its cheapest winner', () => {
    const totals = [200, 50, 50, 50];
    const m = run(patched(start(exampleDeal({ 0: ['QC', '2C', '3C'], 1: ['5C'], 2: ['QD'], 3: ['QS'] })), { totals: totals.slice(), totalsAtDealStart: totals.slice() }), '0: T=H, 1: 5C, 2: QD, 3: QS').match;
    expect(sparring(m, 0)).toEqual(PLAY('6C'));
    // with only low clubs: a loser, never the queen
    const low = run(patched(start(exampleDeal({ 0: ['QC', '2C', '3C'], 1: ['9C'], 2: ['QD'], 3: ['QS'] }, { 0: 'C' })), { totals: totals.slice(), totalsAtDealStart: totals.slice() }), '0: T=H, 1: 9C, 2: QD, 3: QS').match;
    const a = sparring(low, 0);
    expect(['2C', '3C']).toContain(a.card);
  });

  it('last to play: a queen onto another seat\'s two-queen trick sends it to the dungeon', () => {
    const m = run(start(exampleDeal({ 0: ['QS', '3C', '4C'], 1: ['5C'], 2: ['QC'], 3: ['QD'] }, { 0: 'H' })), '0: T=H, 1: 5C, 2: QC, 3: QD').match;
    expect(sparring(m, 0)).toEqual(PLAY('QS'));
  });

  it('second hand low when nothing is at stake; the trump queen led', () => {
    const low = run(start(exampleDeal({ 1: ['5C'], 2: ['2C', '9C', 'KC'] })), '0: T=H, 1: 5C').match;
    expect(sparring(low, 2)).toEqual(PLAY('2C'));
    const lead = run(start(exampleDeal({ 1: ['QH', '2C', '3D'] })), '0: T=H').match;
    expect(sparring(lead, 1)).toEqual(PLAY('QH'));
  });
});
