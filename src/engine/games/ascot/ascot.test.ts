// Ascot's rules (shared/rules/ascot.md): every worked example of §8, run as its "How to run
// them" paragraph says, and each decision of docs/rules-decisions.md (A-1 …).
import { describe, expect, it } from 'vitest';
import { SetupError } from '../../core/errors';
import { newMatch, observe, status } from '../../core/match';
import type { Card, Fact, Match } from '../../core/types';
import { mentionsCard, ok, playout } from '../../testing/builders';
import { refused } from '../../testing/steps';
import { racePoints, raceResult } from './race';
import { ASCOT_PACK } from './rules';
import { exampleDeal, GAME, lastTrick, PLAY, run, st, start } from './testDriver';
import type { AscotObservation, RaceResult } from './types';

const obs = (m: Match, seat: number): AscotObservation => observe(m, seat) as AscotObservation;
/** The horses' positions as §8 writes them: AS/AC/AH/AD. */
const horses = (m: Match): string => {
  const h = obs(m, 0).horses;
  expect(obs(m, 1).horses).toEqual(h);
  return [h.AS.pos, h.AC.pos, h.AH.pos, h.AD.pos].join('/');
};
const wonBy = (facts: Fact[]): number => facts.find((f) => f.type === 'TRICK_WON')!.seat as number;

describe('§8 setup', () => {
  it('AS-1: 48 cards without aces, 12 in each hand, 24 in the stock with the upcard, horses at the start, the non-dealer to lead', () => {
    const m = newMatch(GAME, { players: 2, seed: 'as-1', dealer: 1 });
    const s = st(m);
    const all = [...s.hands[0], ...s.hands[1], s.upcard!, ...s.stock];
    expect(all.slice().sort()).toEqual(ASCOT_PACK.slice().sort());
    expect(all.some((c) => c.startsWith('A'))).toBe(false);
    expect(s.hands.map((h) => h.length)).toEqual([12, 12]);
    expect(s.stock).toHaveLength(23);
    for (const seat of [0, 1]) {
      const o = obs(m, seat);
      expect(o.stockSize).toBe(24);
      expect(o.hand).toHaveLength(12);
      for (const h of Object.values(o.horses)) expect(h).toEqual({ pos: 0, moves: 0 });
    }
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [0], handNumber: 1, over: false });
  });

  it('§3 step 4: even deck indices to the non-dealer, odd to the dealer, the rest the stock with deck[24] turned up', () => {
    const deal = { hands: [ASCOT_PACK.slice(0, 12), ASCOT_PACK.slice(12, 24)], rest: ASCOT_PACK.slice(24) };
    const m = newMatch(GAME, { players: 2, seed: 'as-deal', dealer: 0, deals: [deal] });
    expect(st(m).upcard).toBe(ASCOT_PACK[24]);
    expect(obs(m, 0).upcard).toBe(ASCOT_PACK[24]);
    // the seeded deal: 24 cards alternately from the non-dealer
    const seeded = newMatch(GAME, { players: 2, seed: 'as-seeded', dealer: 0 });
    expect(st(seeded).hands.flat()).toHaveLength(24);
  });
});

describe('§8 single-trick movement (trick 1, seat 0 leads)', () => {
  const cases: { id: string; side: 'black' | 'red'; lead: Card; follow: Card; winner: number; after: string; void1?: string }[] = [
    { id: 'AS-2', side: 'black', lead: '7S', follow: '9S', winner: 1, after: '0/0/0/0' },
    { id: 'AS-3', side: 'red', lead: '5H', follow: '3H', winner: 0, after: '0/0/1/0' },
    { id: 'AS-4', side: 'red', lead: 'KD', follow: '2C', winner: 0, after: '0/0/0/1', void1: 'D' },
    { id: 'AS-5', side: 'black', lead: '6H', follow: '2H', winner: 0, after: '0/0/1/0' },
    { id: 'AS-6', side: 'black', lead: 'QC', follow: 'KC', winner: 1, after: '0/0/0/0' },
  ];
  for (const c of cases) {
    it(`${c.id}: ${c.lead}, ${c.follow} → seat ${c.winner}; horses ${c.after}`, () => {
      const deal = exampleDeal({ hands: { 0: [c.lead], 1: [c.follow] }, voids: c.void1 ? { 1: c.void1 } : {} });
      const { match, facts } = run(start(deal, c.side), `0: ${c.lead}, 1: ${c.follow}`);
      expect(wonBy(facts)).toBe(c.winner);
      expect(status(match).toAct).toEqual([c.winner]);
      expect(horses(match)).toBe(c.after);
      if (c.winner === 0) expect(facts).toContainEqual(expect.objectContaining({ type: 'HORSE_ADVANCED' }));
      else expect(facts.some((f) => f.type === 'HORSE_ADVANCED')).toBe(false);
    });
  }
});

describe('§8 sequence', () => {
  it('AS-7: seven tricks end at 1/1/2/1 with Black (seat 0) to lead trick 8; Red ahead on best horse', () => {
    const deal = exampleDeal({
      hands: { 0: ['7S', '3H', '2C', '8C', 'QC', '6H', '10S'], 1: ['9S', '5H', 'KD', '4C', 'JC', '2H', '3D'] },
      voids: { 0: 'D', 1: 'S' },
      restVoids: { 1: 'D', 3: 'D', 0: 'S', 2: 'S', 4: 'S', 7: 'S', 9: 'S', 11: 'S' },
    });
    const script = '0: 7S, 1: 9S, 1: 5H, 0: 3H, 1: KD, 0: 2C, 1: 4C, 0: 8C, 0: QC, 1: JC, 0: 6H, 1: 2H, 0: 10S, 1: 3D';
    const winners = [1, 1, 1, 0, 0, 0, 0];
    let m = start(deal, 'black');
    const steps = script.split(',');
    for (let t = 0; t < 7; t++) {
      const r = run(m, steps.slice(2 * t, 2 * t + 2).join(','));
      expect(wonBy(r.facts), `trick ${t + 1}`).toBe(winners[t]);
      m = r.match;
    }
    expect(horses(m)).toBe('1/1/2/1');
    expect(status(m).toAct).toEqual([0]);
    const s = st(m);
    expect(raceResult(s.pos, 'secondHorse')).toBe('red');
  });
});

describe('§8 move limit', () => {
  it('AS-8: AS at pos 6 with 6 moves: a spade lead won moves nothing', () => {
    const deal = exampleDeal({ hands: { 0: ['10S'], 1: ['3S'] } });
    const m0 = start(deal, 'black');
    const m = { ...m0, state: { ...st(m0), pos: [6, 0, 0, 0], moves: [6, 0, 0, 0] } };
    const { match, facts } = run(m, '0: 10S, 1: 3S');
    expect(wonBy(facts)).toBe(0);
    expect(obs(match, 0).horses.AS).toEqual({ pos: 6, moves: 6 });
    expect(horses(match)).toBe('6/0/0/0');
    expect(facts).toContainEqual({ type: 'HORSE_AT_LIMIT', ace: 'AS' });
  });

  it('AS-9: handicap AH 2: six heart lead-wins take it to 8 with 6 moves; a seventh leaves it at 8 (both ways of giving the handicap)', () => {
    const hearts: Card[] = ['KH', 'QH', 'JH', '10H', '9H', '8H', '7H'];
    const deal = exampleDeal({ hands: { 0: hearts }, voids: { 1: 'H' }, restVoids: { 1: 'H', 3: 'H', 5: 'H', 7: 'H', 9: 'H', 11: 'H', 13: 'H' } });
    for (const options of [{ handicapAH: 2 }, { handicap: { AH: 2 } }, { handicap: { AS: 0, AC: 0, AH: 2, AD: 0 } }]) {
      let m = start(deal, 'red', options);
      expect(obs(m, 0).horses.AH).toEqual({ pos: 2, moves: 0 });
      for (let k = 0; k < 7; k++) {
        const follow = st(m).hands[1].find((c) => !c.endsWith('H'))!;
        m = run(m, `0: ${hearts[k]}, 1: ${follow}`).match;
        expect(obs(m, 1).horses.AH).toEqual(k < 6 ? { pos: 3 + k, moves: 1 + k } : { pos: 8, moves: 6 });
      }
    }
  });
});

describe('§8 phase-1 drawing', () => {
  it('AS-10: the follower wins: it takes the upcard (public), the leader the hidden card; the next card is turned up; the follower leads', () => {
    const deal = exampleDeal({ hands: { 0: ['5C'], 1: ['9C'] }, rest: ['9D', '4S'] });
    const { match, facts } = run(start(deal, 'black'), '0: 5C, 1: 9C');
    expect(wonBy(facts)).toBe(1);
    expect(obs(match, 0).knownCards[1]).toEqual(['9D']);
    expect(obs(match, 1).hand).toContain('9D');
    expect(obs(match, 0).hand).toContain('4S');
    expect(mentionsCard(obs(match, 1), '4S')).toBe(false);
    expect(facts.filter((f) => f.type === 'DREW')).toEqual([{ type: 'DREW', seat: 1, card: '9D' }, { type: 'DREW', seat: 0 }]);
    expect(obs(match, 0).upcard).toBe(deal.rest![2]);
    expect(obs(match, 0).stockSize).toBe(22);
    expect(status(match).toAct).toEqual([1]);
  });

  it('AS-10: after trick 12 the stock is empty; trick 13 is led by the winner of trick 12 with 12 cards in each hand', () => {
    let m = newMatch(GAME, { players: 2, seed: 'as-10b', dealer: 1 });
    let lastWinner = -1;
    for (let t = 1; t <= 12; t++) {
      for (let k = 0; k < 2; k++) {
        const seat = status(m).toAct[0];
        const r = ok(m, seat, observe(m, seat).legal[0]);
        m = r.match;
        if (k === 1) lastWinner = wonBy(r.facts);
        if (t === 12 && k === 1) expect(r.facts).toContainEqual({ type: 'STAGE_TWO' });
      }
    }
    const o = obs(m, 0);
    expect(o.stockSize).toBe(0);
    expect(o.upcard).toBeNull();
    expect(o.stage).toBe(2);
    expect(o.trickNo).toBe(13);
    expect(o.handSizes).toEqual([12, 12]);
    expect(status(m).toAct).toEqual([lastWinner]);
  });
});

describe('§8 trump variant', () => {
  it('AS-11: trump D from the first upcard 9D: a void dealer trumps a heart lead (no move, takes 9D); then its diamond lead wins and moves AD', () => {
    const deal = exampleDeal({ hands: { 0: ['7H', '8C'], 1: ['2D', '3D'] }, voids: { 0: 'D', 1: 'H' }, rest: ['9D'], restVoids: { 1: 'D' } });
    const m = start(deal, 'black', { trumpFromFirstUpcard: true });
    expect(obs(m, 0).trump).toBe('D');
    expect(obs(m, 1).trump).toBe('D');
    const t1 = run(m, '0: 7H, 1: 2D');
    expect(wonBy(t1.facts)).toBe(1);
    expect(horses(t1.match)).toBe('0/0/0/0');
    expect(obs(t1.match, 0).knownCards[1]).toEqual(['9D']);
    const t2 = run(t1.match, '1: 3D, 0: 8C');
    expect(wonBy(t2.facts)).toBe(1);
    expect(horses(t2.match)).toBe('0/0/0/1');
  });

  it('§5.1: trumping is allowed, never compulsory; following suit is', () => {
    const deal = exampleDeal({ hands: { 0: ['7H', '8C'], 1: ['2D', '3D', '4C'] }, voids: { 0: 'D', 1: 'H' }, rest: ['9D'] });
    const m = start(deal, 'black', { trumpFromFirstUpcard: true });
    const after = run(m, '0: 7H').match;
    expect(obs(after, 1).legal).toHaveLength(12);
    const clubs = run(m, '0: 8C').match;
    expect(obs(clubs, 1).legal.every((a) => String(a.card).endsWith('C'))).toBe(true);
    refused(clubs, 1, PLAY('2D'), 'ERR_MUST_FOLLOW');
  });
});

describe('§8 race result', () => {
  const cases: [string, number[], RaceResult, RaceResult][] = [
    ['AS-12', [5, 2, 4, 4], 'black', 'black'],
    ['AS-13', [4, 3, 4, 1], 'black', 'deadHeat'],
    ['AS-14', [4, 2, 2, 4], 'deadHeat', 'deadHeat'],
    ['AS-15', [0, 0, 0, 0], 'deadHeat', 'deadHeat'],
    ['AS-16', [6, 0, 6, 1], 'red', 'deadHeat'],
  ];
  for (const [id, pos, second, dead] of cases) {
    it(`${id}: ${pos.join('/')} → ${second} (secondHorse), ${dead} (deadHeat); status() shows it when the race ends`, () => {
      expect(raceResult(pos, 'secondHorse')).toBe(second);
      expect(raceResult(pos, 'deadHeat')).toBe(dead);
      for (const tieBreak of ['secondHorse', 'deadHeat'] as const) {
        const want = tieBreak === 'secondHorse' ? second : dead;
        const m0 = newMatch(GAME, { players: 2, seed: id, dealer: 1, options: { seat0Side: 'black', tieBreak } });
        const { match, facts } = run(lastTrick(m0, pos), '0: 2C, 1: 3C');
        expect(facts).toContainEqual(expect.objectContaining({ type: 'HAND_SCORED', result: want, deltas: racePoints(want, ['black', 'red']) }));
        const st0 = status(match);
        expect(st0.over).toBe(true);
        expect(st0.winners).toEqual(want === 'deadHeat' ? [0, 1] : want === 'black' ? [0] : [1]);
        expect(st0.totals).toEqual(want === 'deadHeat' ? [0.5, 0.5] : want === 'black' ? [1, 0] : [0, 1]);
      }
    });
  }
});

/** Plays race after race of a multi-race match, each ended directly at the given positions. */
function races(options: Record<string, unknown>, finals: number[][], moves?: number[][]): { m: Match; results: unknown[]; dealers: number[]; starts: string[] } {
  let m = newMatch(GAME, { players: 2, seed: 'as-match', dealer: 1, options: { seat0Side: 'black', ...options } });
  const results: unknown[] = [];
  const dealers: number[] = [];
  const starts: string[] = [];
  finals.forEach((pos, k) => {
    starts.push(horses(m));
    dealers.push(st(m).dealer);
    const r = run(lastTrick(m, pos, moves?.[k]), '0: 2C, 1: 3C');
    results.push(r.facts.find((f) => f.type === 'HAND_SCORED')!.result);
    m = r.match;
    if (k < finals.length - 1) {
      expect(status(m)).toMatchObject({ phase: 'handResult', toAct: [0, 1], over: false });
      m = run(m, `${k % 2}: NEXT_HAND`).match;
    }
  });
  return { m, results, dealers, starts };
}

describe('§8 match modes', () => {
  it('AS-17 (marathon): Black, Red, dead heat → 1½ : 1½, the match drawn; Black, Black, Red → Black 2 : 1; horses back at the start each race, the dealer alternating', () => {
    const drawn = races({ matchMode: 'marathon', races: 3, handicapAS: 1 }, [[3, 0, 2, 0], [1, 0, 4, 0], [2, 2, 2, 2]]);
    expect(drawn.results).toEqual(['black', 'red', 'deadHeat']);
    expect(status(drawn.m)).toMatchObject({ over: true, totals: [1.5, 1.5], winners: [0, 1] });
    expect(drawn.starts).toEqual(['1/0/0/0', '1/0/0/0', '1/0/0/0']);
    expect(drawn.dealers).toEqual([1, 0, 1]);
    const black = races({ matchMode: 'marathon', races: 3 }, [[3, 0, 2, 0], [4, 0, 1, 0], [0, 0, 1, 0]]);
    expect(black.results).toEqual(['black', 'black', 'red']);
    expect(status(black.m)).toMatchObject({ over: true, totals: [2, 1], winners: [0] });
    expect(obs(black.m, 0).history.map((h) => h.deltas)).toEqual([[1, 0], [1, 0], [0, 1]]);
  });

  it('AS-18 (marathonCarryOver): deal 2 starts at 3/1/2/0 with no moves; AS +2 and AH +4 → 5/1/6/0, Red wins', () => {
    const long = races({ matchMode: 'marathonCarryOver', races: 2 }, [[3, 1, 2, 0], [5, 1, 6, 0]], [[3, 1, 2, 0], [2, 0, 4, 0]]);
    expect(long.starts).toEqual(['0/0/0/0', '3/1/2/0']);
    expect(long.results).toEqual([null, 'red']);
    expect(status(long.m)).toMatchObject({ over: true, totals: [0, 1], winners: [1] });
  });

  it('A-4: a carry-over deal before the last ends with no result, no points and the horses kept, their moves reset', () => {
    let m = newMatch(GAME, { players: 2, seed: 'as-a4', dealer: 1, options: { matchMode: 'marathonCarryOver', races: 2, seat0Side: 'red' } });
    const r = run(lastTrick(m, [3, 1, 2, 0], [3, 1, 2, 0]), '0: 2C, 1: 3C');
    expect(r.facts).toContainEqual(expect.objectContaining({ type: 'HAND_SCORED', result: null, deltas: [0, 0] }));
    expect(obs(r.match, 0).result).toMatchObject({ result: null, deltas: [0, 0], handNumber: 1 });
    m = run(r.match, '1: NEXT_HAND').match;
    expect(obs(m, 0).horses).toEqual({ AS: { pos: 3, moves: 0 }, AC: { pos: 1, moves: 0 }, AH: { pos: 2, moves: 0 }, AD: { pos: 0, moves: 0 } });
    expect(status(m)).toMatchObject({ handNumber: 2, totals: [0, 0], toAct: [1] });
  });
});

describe('decisions (docs/rules-decisions.md)', () => {
  it('A-1: the handicap object and the four plain settings: an ace named in the object takes its value, the others their setting; bad values refused', () => {
    const m = newMatch(GAME, { players: 2, seed: 'a1', options: { handicap: { AH: 4, AS: 1 }, handicapAS: 3, handicapAD: 2 } });
    expect(obs(m, 0).horses).toEqual({ AS: { pos: 1, moves: 0 }, AC: { pos: 0, moves: 0 }, AH: { pos: 4, moves: 0 }, AD: { pos: 2, moves: 0 } });
    for (const handicap of [{ AH: 7 }, { KH: 1 }, [1, 2], 3, { AS: -1 }, { AD: 1.5 }]) {
      expect(() => newMatch(GAME, { players: 2, seed: 'a1', options: { handicap } })).toThrow(SetupError);
    }
    expect(() => newMatch(GAME, { players: 2, seed: 'a1', options: { handicapAC: 7 } })).toThrow(SetupError);
  });

  it('A-2: maxMovesPerDeal 1–24, races 2–12', () => {
    for (const options of [{ maxMovesPerDeal: 0 }, { maxMovesPerDeal: 25 }, { races: 1 }, { races: 13 }]) {
      expect(() => newMatch(GAME, { players: 2, seed: 'a2', options })).toThrow(SetupError);
    }
    expect(obs(newMatch(GAME, { players: 2, seed: 'a2', options: { maxMovesPerDeal: 24, races: 12 } }), 0).options).toMatchObject({ maxMovesPerDeal: 24, races: 12 });
  });

  it('A-3: seat0Side random is drawn from the match seed (both colours occur), the same for the same seed; fixed for the whole match', () => {
    const sides = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const setup = { players: 2, seed: `a3-${k}`, options: { matchMode: 'marathon', races: 2 } };
      const a = obs(newMatch(GAME, setup), 0).sides;
      expect(obs(newMatch(GAME, setup), 1).sides).toEqual(a);
      sides.add(a[0]);
      const end = playout(newMatch(GAME, setup), `a3-${k}`).match;
      expect(obs(end, 0).sides).toEqual(a);
    }
    expect([...sides].sort()).toEqual(['black', 'red']);
    expect(obs(newMatch(GAME, { players: 2, seed: 'x', options: { seat0Side: 'red' } }), 0).sides).toEqual(['red', 'black']);
  });

  it('A-5: the observation keeps this deal\'s tricks (every card was seen as it was played); the last trick only until the next lead unless reviewLastTrick', () => {
    const deal = exampleDeal({ hands: { 0: ['5C', '6C'], 1: ['9C', '2S'] }, voids: { 1: 'C' } });
    for (const review of [false, true]) {
      let m = start(deal, 'black', { reviewLastTrick: review });
      m = run(m, '0: 5C, 1: 9C').match;
      expect(obs(m, 0).lastTrick?.cards.map((p) => p.card)).toEqual(['5C', '9C']);
      m = run(m, `1: 2S`).match;
      expect(obs(m, 0).lastTrick === null).toBe(!review);
      expect(obs(m, 0).tricks.map((t) => t.cards.map((p) => p.card))).toEqual([['5C', '9C']]);
    }
  });

  it('A-6: confirmDraws: DRAW from the winner (the upcard), then the loser (hidden, the next card turned up); the horse moves after the draws', () => {
    const deal = exampleDeal({ hands: { 0: ['KS'], 1: ['2S'] }, rest: ['9D', '4S', '7H'] });
    let m = start(deal, 'black', { confirmDraws: true });
    const t = run(m, '0: KS, 1: 2S');
    m = t.match;
    expect(wonBy(t.facts)).toBe(0);
    expect(t.facts.some((f) => f.type === 'HORSE_ADVANCED')).toBe(false);
    expect(status(m)).toMatchObject({ phase: 'draw', toAct: [0] });
    refused(m, 1, { type: 'DRAW' }, 'ERR_NOT_YOUR_TURN');
    refused(m, 0, PLAY(st(m).hands[0][0]), 'ERR_WRONG_PHASE');
    const d1 = run(m, '0: DRAW');
    expect(d1.facts).toEqual([{ type: 'DREW', seat: 0, card: '9D' }]);
    expect(status(d1.match)).toMatchObject({ phase: 'draw', toAct: [1] });
    expect(obs(d1.match, 1).stockSize).toBe(23);
    const d2 = run(d1.match, '1: DRAW');
    expect(d2.facts).toEqual([{ type: 'DREW', seat: 1 }, { type: 'UPCARD', card: '7H' }, { type: 'HORSE_ADVANCED', ace: 'AS', pos: 1, moves: 1 }]);
    expect(status(d2.match)).toMatchObject({ phase: 'trickPlay', toAct: [0] });
    expect(obs(d2.match, 0).upcard).toBe('7H');
  });

  it('A-7: refusals: a card not held (an ace is never held), not following suit, the wrong seat, phase or shape', () => {
    const deal = exampleDeal({ hands: { 0: ['5C'], 1: ['9C', '2S'] } });
    const m = start(deal, 'black');
    refused(m, 0, PLAY('AS'), 'ERR_CARD_NOT_IN_HAND');
    refused(m, 1, PLAY('9C'), 'ERR_NOT_YOUR_TURN');
    refused(m, 0, { type: 'NEXT_HAND' }, 'ERR_WRONG_PHASE');
    refused(m, 0, { type: 'DRAW' }, 'ERR_WRONG_PHASE');
    refused(m, 0, { type: 'PLAY', card: '5C', seat: 0 }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'PLAY', card: 'XX' }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'BET' }, 'ERR_UNKNOWN_ACTION');
    refused(run(m, '0: 5C').match, 1, PLAY('2S'), 'ERR_MUST_FOLLOW');
    // a fixed deal with an ace is not Ascot's pack
    const bad = { hands: [['AS' as Card, ...deal.hands[0].slice(1)], deal.hands[1]], rest: deal.rest };
    expect(() => start(bad, 'black')).toThrow(SetupError);
  });

  it('the single race: no hand result, the match ends with the race', () => {
    const m = playout(newMatch(GAME, { players: 2, seed: 'single' }), 'single').match;
    expect(status(m).over).toBe(true);
    expect(status(m).handNumber).toBe(1);
    expect(obs(m, 0).history).toHaveLength(1);
    expect(obs(m, 0).result).toEqual(obs(m, 0).history[0]);
  });
});
