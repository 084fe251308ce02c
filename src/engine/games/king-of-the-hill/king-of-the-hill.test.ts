// King of the Hill's rules (shared/rules/king-of-the-hill.md): every worked example of §8, run as
// its "How to run them" paragraph says, and each decision of docs/rules-decisions.md ("King of
// the Hill", H-n).
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, observe, status } from '../../core/match';
import type { Action, Card, Fact, Match, Seat } from '../../core/types';
import { ok } from '../../testing/builders';
import { refused } from '../../testing/steps';
import { checkDeal } from './deal';
import { cardPoints, TWO_PACKS } from './rules';
import { bracket, gameEnd, roundScore } from './settle';
import type { RoundOutcome } from './settle';
import { advance } from './track';
import {
  buryAndCall, exampleDeal, GAME, PAIR, passChances, patched, PLAY, preludeNT, preludeS, SEAT_OF, st, start, trick,
} from './testDriver';
import type { KothObservation } from './types';

const obs = (m: Match, seat: Seat): KothObservation => observe(m, seat) as KothObservation;
const won = (facts: readonly Fact[]): Fact => facts.find((f) => f.type === 'TRICK_WON')!;
const P = SEAT_OF;
/** The legal plays of `seat` as texts ('5H' or '5H 9H', a pair's cards in text order), restricted to `cards`. */
function plays(m: Match, seat: Seat, cards: readonly string[]): string[] {
  return legalActions(m, seat)
    .map((a) => (a.type === 'PLAY' ? [a.card as string] : (a.cards as string[])))
    .filter((cs) => cs.every((c) => cards.includes(c)))
    .map((cs) => cs.slice().sort().join(' '))
    .sort();
}

describe('§2 cards, §3 deal', () => {
  it('KH-17: 5 × 20 + 8 = 108 cards, every card twice; 200 card points', () => {
    expect(TWO_PACKS).toHaveLength(108);
    for (const c of new Set(TWO_PACKS)) expect(TWO_PACKS.filter((x) => x === c)).toHaveLength(2);
    expect(TWO_PACKS.reduce((n, c) => n + cardPoints(c), 0)).toBe(200);
    const m = newMatch(GAME, { players: 5, seed: 'counts', dealer: 1 });
    const s = st(m);
    expect(s.dealHands.map((h) => h.length)).toEqual([20, 20, 20, 20, 20]);
    expect(s.kitty).toHaveLength(8);
    expect([...s.dealHands.flat(), ...s.kitty].sort()).toEqual(TWO_PACKS.slice().sort());
  });

  it('§3.5: dealt one card at a time counterclockwise from the King, who is the dealer\'s right', () => {
    const deal = exampleDeal({ named: {} });
    const m = passChances(start(deal)).match;
    expect(st(m).king).toBe(0);
    // the seeded deal gives card k to the (k mod 5)-th player in play order from the King
    const seeded = newMatch(GAME, { players: 5, seed: 'order', dealer: 3 });
    expect(st(seeded).king).toBe(2);
    expect(st(seeded).firstReceiver).toBe(2);
    expect(obs(seeded, 0).playOrder).toEqual([2, 1, 0, 4, 3]);
  });

  it('§11.5: a fixed deal must be exactly two packs in five hands of twenty and a kitty of eight', () => {
    const deal = exampleDeal({ named: {} });
    expect(checkDeal(deal)).toBeNull();
    expect(checkDeal({ hands: deal.hands.map((h) => h.slice(0, 19)), rest: deal.rest })?.message).toMatch(/20 cards/);
    expect(checkDeal({ hands: deal.hands, rest: deal.rest!.slice(1) })?.message).toMatch(/kitty/);
    const thrice = deal.hands.map((h) => h.slice());
    thrice[1][5] = thrice[0][0];
    expect(checkDeal({ hands: thrice, rest: deal.rest })?.message).toMatch(/two 54-card packs/);
    expect(() => newMatch(GAME, { players: 4, seed: 'x' })).toThrow();
  });
});

describe('§8 worked examples: tricks', () => {
  it('the prelude P(S): P1 declares 2S, the King buries the kitty and calls QC; P2 is partner, nobody moves', () => {
    const m = preludeS(exampleDeal({ named: { 1: ['2S'], 0: ['QC'], 2: ['QC'] } }));
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [0] });
    expect(obs(m, 2)).toMatchObject({ trumpRank: '2', trumpSuit: 'S', king: 0, partner: P[2], calledCard: 'QC', playOrder: [0, 4, 3, 2, 1] });
  });

  it('KH-1: an off-suit trump-rank card is a trump — 2D beats 3S; 20 points to P4', () => {
    const deal = exampleDeal({ named: { 0: ['10H', 'QC'], 1: ['2S', 'KH'], 2: ['3S', 'QC'], 3: ['AH'], 4: ['2D'] }, voids: { 2: 'H', 4: 'H' } });
    const { facts } = trick(preludeS(deal), '10H', 'KH', '3S', 'AH', '2D');
    expect(won(facts)).toMatchObject({ seat: P[4], points: 20 });
  });

  it('KH-2: equal trumps, the first played wins — 2H before 2C; 15 points', () => {
    const deal = exampleDeal({ named: { 0: ['AH', 'QC'], 1: ['2S', 'KH'], 2: ['2H', 'QC'], 3: ['5H'], 4: ['2C'] }, voids: { 2: 'H', 4: 'H' } });
    const { facts } = trick(preludeS(deal), 'AH', 'KH', '2H', '5H', '2C');
    expect(won(facts)).toMatchObject({ seat: P[2], points: 15 });
  });

  it('KH-3: the trump hierarchy — 2S over the other 2s; RJ over everything, BJ included', () => {
    const named: Partial<Record<number, Card[]>> = { 0: ['7S', 'QC'], 1: ['2S', '2H', 'BJ'], 2: ['2S', 'QC'], 3: ['2D'], 4: ['KS', 'RJ'] };
    let { facts } = trick(preludeS(exampleDeal({ named })), '7S', '2H', '2S', '2D', 'KS');
    expect(won(facts)).toMatchObject({ seat: P[2], points: 10 });
    facts = trick(preludeS(exampleDeal({ named })), '7S', '2H', '2S', '2D', 'RJ').facts;
    expect(won(facts)).toMatchObject({ seat: P[4] });
    facts = trick(preludeS(exampleDeal({ named })), '7S', 'BJ', '2S', '2D', 'RJ').facts;
    expect(won(facts)).toMatchObject({ seat: P[4] });
  });

  it('KH-4: a pair trick — only the trump pair wins; QD 3D is no pair, 7C 7C is off-suit', () => {
    const deal = exampleDeal({
      named: { 0: ['8D', '8D', 'QC'], 1: ['2S', '9D', '9D'], 2: ['QD', '3D', 'QC'], 3: ['4S', '4S'], 4: ['7C', '7C'] },
      voids: { 3: 'D', 4: 'D' },
    });
    const { facts } = trick(preludeS(deal), '8D 8D', '9D 9D', '3D QD', '4S 4S', '7C 7C');
    expect(won(facts)).toMatchObject({ seat: P[3] });
  });

  it('KH-5: equal trump pairs, the first stays; AS KS and RJ BJ are no pairs; 10 points', () => {
    const deal = exampleDeal({
      named: { 0: ['2H', '2H', 'QC'], 1: ['2S', '2C', '2C'], 2: ['3S', '3S', 'QC'], 3: ['AS', 'KS'], 4: ['RJ', 'BJ'] },
    });
    const { facts } = trick(preludeS(deal), '2H 2H', '2C 2C', '3S 3S', 'KS AS', 'BJ RJ');
    expect(won(facts)).toMatchObject({ seat: P[0], points: 10 });
  });

  it('KH-6: the legal follows to a pair lead KH KH, seed and strict', () => {
    const rows: [Card[], string[], string[]][] = [
      [['5H', '5H', '9H', 'JH', '3C', 'RJ'], ['5H 5H', '5H 9H', '5H JH', '9H JH'], ['5H 5H']],
      [['9H', 'JH', '4S', '4S', '6C'], ['9H JH'], ['9H JH']],
      [['AH', '6C', '6C', 'RJ'], ['6C 6C', '6C AH', '6C RJ', 'AH RJ'], ['6C AH', 'AH RJ']],
      [['3C', '4C', '6D'], ['3C 4C', '3C 6D', '4C 6D'], ['3C 4C', '3C 6D', '4C 6D']],
      [['2H', '2H', '9C', '9C'], ['2H 2H', '2H 9C', '9C 9C'], ['2H 2H', '2H 9C', '9C 9C']],
    ];
    for (const [listed, seed, strict] of rows) {
      // fillers: clubs or diamonds of ranks named nowhere else (P1 holds no other heart)
      const deal = exampleDeal({ named: { 0: ['KH', 'KH', 'QC'], 1: ['2S', ...listed], 2: ['QC'] }, voids: { 1: 'H' } });
      for (const [pairFollow, want] of [['seed', seed], ['strict', strict]] as const) {
        const m = ok(preludeS(deal, { pairFollow }), 0, PAIR('KH')).match;
        expect(plays(m, P[1], listed), `${listed.join(' ')} ${pairFollow}`).toEqual(want.slice().sort());
      }
    }
  });

  it('KH-7: following a trump lead — 2D led; AS, 2C and BJ follow, 7D and 3H do not', () => {
    const deal = exampleDeal({ named: { 0: ['2D', 'QC'], 1: ['2S', 'AS', '3H', '2C', 'BJ', '7D'], 2: ['QC'] }, voids: { 1: 'T' } });
    const m = ok(preludeS(deal), 0, PLAY('2D')).match;
    expect(plays(m, P[1], ['AS', '3H', '2C', 'BJ', '7D'])).toEqual(['2C', 'AS', 'BJ']);
    refused(m, P[1], PLAY('7D'), 'ERR_MUST_FOLLOW');
    const r = applyAction(m, P[1], PLAY('7D'));
    expect(!r.ok && r.error.params).toEqual({ suit: 'TRUMP' });
  });

  it('KH-8: no-trump — BJ wins; without it the first of the equal 5s (P2), 20 points', () => {
    const named: Partial<Record<number, Card[]>> = { 0: ['AS', 'QC'], 1: ['KS'], 2: ['5H', 'QC'], 3: ['5C'], 4: ['BJ'] };
    const voids = { 2: 'S', 3: 'S' };
    let m = preludeNT(exampleDeal({ named, voids: { ...voids, 4: 'S' }, rank: '5', suit: 'NT' }));
    expect(obs(m, 0)).toMatchObject({ trumpRank: '5', trumpSuit: 'NT' });
    expect(won(trick(m, 'AS', 'KS', '5H', '5C', 'BJ').facts)).toMatchObject({ seat: P[4] });
    m = preludeNT(exampleDeal({ named: { ...named, 4: ['9S'] }, voids, rank: '5', suit: 'NT' }));
    expect(won(trick(m, 'AS', 'KS', '5H', '5C', '9S').facts)).toMatchObject({ seat: P[2], points: 20 });
  });
});

describe('§8 worked examples: declarations, the kitty and the partner', () => {
  it('KH-9: declare 2H, the override by an identical pair of another suit, final afterwards', () => {
    // P1's first card 2H; P3 then 2C and 2S, later its second 2C; P4 both 2Ds, the second after P3's second 2C
    let m = start(exampleDeal({ named: { 0: ['QC'], 1: ['2H'], 2: ['QC'], 3: ['2C', '2S', '3C', '3D', '2C'], 4: ['4C', '4D', '2D', '5C', '5D', '2D'] } }));
    // P0's first card is no 2, so P1 is the first asked
    expect(status(m)).toMatchObject({ phase: 'dealing', toAct: [P[1]] });
    m = ok(m, P[1], { type: 'DECLARE_TRUMP', cards: ['2H'] }).match;
    for (let seat = 0; seat < 5; seat++) expect(obs(m, seat)).toMatchObject({ trumpSuit: 'H', declaration: { level: 1, declarer: P[1] }, exposed: { [P[1]]: ['2H'] } });
    // nobody holds a pair yet: dealing runs on to P3's second 2C
    expect(status(m)).toMatchObject({ phase: 'dealing', toAct: [P[3]] });
    expect(obs(m, P[3]).hand.filter((c) => c === '2C')).toHaveLength(2);
    refused(m, P[3], { type: 'OVERRIDE_TRUMP', cards: ['2C', '2S'] }, 'ERR_NOT_IDENTICAL');
    refused(m, P[3], { type: 'OVERRIDE_TRUMP', cards: ['2C', '2D'] }, 'ERR_NOT_IDENTICAL');
    m = ok(m, P[3], { type: 'OVERRIDE_TRUMP', cards: ['2C', '2C'] }).match;
    expect(obs(m, 0)).toMatchObject({ trumpSuit: 'C', declaration: { level: 2, declarer: P[3], cards: ['2C', '2C'] } });
    // P4's second 2D comes later: it is not asked, nor is anybody else
    const rest = passChances(m);
    expect(rest.facts.filter((f) => f.type === 'TRUMP_DECLARED')).toEqual([]);
    expect(status(rest.match).phase).toBe('kitty');
    expect(st(rest.match).hands[P[4]].filter((c) => c === '2D')).toHaveLength(2);
  });

  it('KH-9: the guards — own declaration, same suit, not identical, final', () => {
    const deal = exampleDeal({ named: { 0: ['QC'], 1: ['2H', '2S', '2S'], 2: ['QC'], 3: ['2H', '2C', '2C', '2D'], 4: ['2D'] } });
    let m = ok(start(deal), P[1], { type: 'DECLARE_TRUMP', cards: ['2H'] }).match;
    // asked by hand (a patched poll), each guard of §4 row 3 in turn
    const ask = (seat: Seat): Match => patched(m, { poll: [seat], pollIdx: 0, chance: 'override', phase: 'dealing', hands: deal.hands.map((h) => h.slice()) });
    refused(ask(P[1]), P[1], { type: 'OVERRIDE_TRUMP', cards: ['2S', '2S'] }, 'ERR_OWN_DECLARATION');
    const hand3: Card[] = ['2H', '2H', '2C', '2C', '2D'];
    const at3 = patched(ask(P[3]), { hands: st(m).hands.map((h, seat) => (seat === P[3] ? hand3 : h)) });
    refused(at3, P[3], { type: 'OVERRIDE_TRUMP', cards: ['2H', '2H'] }, 'ERR_SAME_SUIT');
    refused(at3, P[3], { type: 'OVERRIDE_TRUMP', cards: ['2C', '2D'] }, 'ERR_NOT_IDENTICAL');
    m = ok(at3, P[3], { type: 'OVERRIDE_TRUMP', cards: ['2C', '2C'] }).match;
    expect(st(m).declaration).toMatchObject({ level: 2, suit: 'C' });
    const final = patched(m, { poll: [P[4]], pollIdx: 0, chance: 'override', phase: 'dealing', hands: st(m).hands.map((h, seat) => (seat === P[4] ? ['2D', '2D'] : h)) });
    refused(final, P[4], { type: 'OVERRIDE_TRUMP', cards: ['2D', '2D'] }, 'ERR_DECLARATION_FINAL');
    refused(final, P[4], { type: 'DECLARE_TRUMP', cards: ['2D'] }, 'ERR_ALREADY_DECLARED');
  });

  it('KH-10: nobody declares — the King chooses no-trump; no override afterwards', () => {
    const m = passChances(start(exampleDeal({ named: { 0: ['QC'], 2: ['QC'] } }))).match;
    expect(status(m)).toMatchObject({ phase: 'chooseTrump', toAct: [0] });
    const nt = ok(m, 0, { type: 'CHOOSE_TRUMP', suit: 'NT' });
    expect(status(nt.match)).toMatchObject({ phase: 'kitty', toAct: [0] });
    expect(obs(nt.match, 3)).toMatchObject({ trumpSuit: 'NT', declaration: { level: 2 } });
    for (let seat = 0; seat < 5; seat++) refused(nt.match, seat, { type: 'OVERRIDE_TRUMP', cards: ['2C', '2C'] }, ['ERR_WRONG_PHASE']);
    refused(m, 0, { type: 'CHOOSE_TRUMP', suit: 'X' }, 'ERR_BAD_ACTION');
  });

  it('KH-11: the called card — not a trump, not both copies in the King\'s hand and the kitty', () => {
    const deal = exampleDeal({ named: { 0: ['AC', 'QC'], 1: ['2S'], 2: ['QC'] }, kitty: ['AC'] });
    const buried = buryAndCall(passChances(start(deal), (seat, m) => (seat === P[1] && st(m).declaration.level === 0 ? { type: 'DECLARE_TRUMP', cards: ['2S'] } : null)).match, null).match;
    expect(status(buried).phase).toBe('callPartner');
    refused(buried, 0, { type: 'CALL_PARTNER', card: 'AC' }, 'ERR_CALL_BOTH_HELD');
    refused(buried, 0, { type: 'CALL_PARTNER', card: '2D' }, 'ERR_CALL_TRUMP');
    refused(buried, 0, { type: 'CALL_PARTNER', card: 'KS' }, 'ERR_CALL_TRUMP');
    refused(buried, 0, { type: 'CALL_PARTNER', card: 'RJ' }, 'ERR_CALL_TRUMP');
    ok(buried, 0, { type: 'CALL_PARTNER', card: 'QC' });
    const one = exampleDeal({ named: { 0: ['AC', 'QC'], 1: ['2S'], 2: ['QC'], 3: ['AC'] } });
    const r = ok(preludeS(one, {}, null), 0, { type: 'CALL_PARTNER', card: 'AC' });
    expect(r.facts).toContainEqual({ type: 'PARTNER', seat: P[3], card: 'AC' });
  });

  it('KH-12: the partner is the first holder after the King; an adjacent partner moves two places away', () => {
    const cases: [Partial<Record<number, Card[]>>, Seat, Seat[]][] = [
      [{ 4: ['KD'], 2: ['KD', 'QC'] }, P[2], [0, 4, 3, 2, 1]],
      [{ 0: ['KD'], 1: ['KD'] }, P[1], [0, 3, 4, 2, 1]],
      [{ 0: ['KD'], 4: ['KD'] }, P[4], [0, 4, 3, 1, 2]],
    ];
    for (const [named, partner, order] of cases) {
      const deal = exampleDeal({ named: { ...named, 0: ['QC', ...(named[0] ?? [])], 1: ['2S', ...(named[1] ?? [])] } });
      const m = preludeS(deal, {}, 'KD');
      expect(obs(m, 2)).toMatchObject({ partner, playOrder: order, calledCard: 'KD' });
      expect(status(m).toAct).toEqual([0]);
    }
    // the seat numbers stay; the next trick is led by the King and goes on in the new order
    const m = preludeS(exampleDeal({ named: { 0: ['QC', 'KD'], 1: ['2S', 'KD'] } }), {}, 'KD');
    expect(status(ok(m, 0, legalActions(m, 0)[0]).match).toAct).toEqual([3]);
  });
});

describe('§8 worked examples: scoring (§6)', () => {
  const order = [0, 4, 3, 2, 1];
  const outcome = (o: Partial<RoundOutcome>): RoundOutcome => ({
    king: 0, partner: 3, order, pointsWon: [0, 0, 0, 0, 0], lastTrickWinner: 0, lastLeadSize: 1, kittyPoints: 0, ...o,
  });

  it('KH-13: challengers 75 in tricks, 10H in the kitty, a challenger wins the last trick: C = 95', () => {
    const won = roundScore(outcome({ pointsWon: [0, 0, 0, 0, 75], lastTrickWinner: 4, kittyPoints: 10 }), 'flat2');
    expect(won).toMatchObject({ c: 95, steps: [0, 0, 0, 0, 0], nextKing: 4 });
    const kept = roundScore(outcome({ pointsWon: [0, 0, 0, 0, 75], lastTrickWinner: 3, kittyPoints: 10 }), 'flat2');
    expect(kept).toMatchObject({ c: 75, steps: [1, 0, 0, 1, 0], nextKing: 3 });
    // byLead: ×4 after a pair lead
    expect(roundScore(outcome({ pointsWon: [0, 75, 0, 0, 0], lastTrickWinner: 1, lastLeadSize: 2, kittyPoints: 10 }), 'byLead').c).toBe(115);
  });

  it('KH-14: the result table', () => {
    const table: [number, string, number][] = [
      [0, 'king', 3], [5, 'king', 2], [35, 'king', 2], [40, 'king', 1], [75, 'king', 1], [80, 'none', 0], [115, 'none', 0],
      [120, 'challengers', 1], [155, 'challengers', 1], [160, 'challengers', 2], [195, 'challengers', 2], [205, 'challengers', 3], [280, 'challengers', 3],
    ];
    for (const [c, side, steps] of table) expect(bracket(c), `C = ${c}`).toEqual({ side, steps });
    expect(roundScore(outcome({ pointsWon: [0, 185, 0, 0, 0], lastTrickWinner: 1, kittyPoints: 10 }), 'flat2')).toMatchObject({ c: 205, steps: [0, 3, 3, 0, 3] });
  });

  it('KH-15: each marker moves on its own, capped at A; a single player at A wins', () => {
    expect(advance(10, 3, [])).toBe(12);
    expect(advance(7, 3, [])).toBe(10);
    expect(advance(9, 2, [])).toBe(11);
    expect(gameEnd([12, 5, 5, 10, 5], [], [0, 3], { order, pointsWon: [0, 0, 0, 0, 0] }, 'rounds')).toEqual({ winners: [0], contenders: [0] });
  });

  it('KH-16: sudden death — exactly one contender on the winning side wins', () => {
    const both = gameEnd([12, 5, 5, 12, 5], [], [0, 3], { order, pointsWon: [0, 0, 0, 0, 0] }, 'rounds');
    expect(both).toEqual({ winners: null, contenders: [0, 3] });
    expect(gameEnd([12, 5, 5, 12, 5], [], [0, 3], { order, pointsWon: [0, 0, 0, 0, 0] }, 'shared').winners).toEqual([0, 3]);
    // next round: P3 (seat 3) is King with another partner; the old King 0 a challenger
    const next = [3, 2, 1, 0, 4];
    expect(gameEnd([12, 5, 5, 12, 5], [0, 3], [0, 2, 4], { order: next, pointsWon: [0, 0, 0, 0, 0] }, 'rounds').winners).toEqual([0]);
    expect(gameEnd([12, 5, 5, 12, 5], [0, 3], [3, 1], { order: next, pointsWon: [0, 0, 0, 0, 0] }, 'rounds').winners).toEqual([3]);
    // nobody on the winning side: play on; several: the most card points, then play order from the King
    expect(gameEnd([12, 5, 5, 12, 5], [0, 3], [1, 2, 4], { order: next, pointsWon: [0, 0, 0, 0, 0] }, 'rounds').winners).toBeNull();
    expect(gameEnd([12, 12, 5, 12, 5], [0, 3], [0, 1, 4], { order: next, pointsWon: [20, 30, 0, 0, 0] }, 'rounds').winners).toEqual([1]);
    expect(gameEnd([12, 12, 5, 12, 5], [0, 3], [0, 1, 4], { order: next, pointsWon: [30, 30, 0, 0, 0] }, 'rounds').winners).toEqual([1]);
  });
});

describe('§6 through the contract: the last trick, HAND_SCORED and the totals', () => {
  /** After P(S), a position with one card each left (`last` in position order) and the round's points so far. */
  function lastTrick(last: Card[], patch: Parameters<typeof patched>[1]): Match {
    const m = preludeS(exampleDeal({ named: { 0: ['QC'], 1: ['2S'], 2: ['QC'] } }));
    const hands: Card[][] = [[], [], [], [], []];
    last.forEach((c, p) => { hands[P[p]] = [c]; });
    return patched(m, { hands, exposed: [[], [], [], [], []], trickNo: 20, ...patch });
  }

  it('KH-13 and KH-15 as the engine scores them: C, the steps, the next King, the totals', () => {
    // the challengers took 75; a challenger (P1) wins the last trick with 10H buried: C = 95
    let m = lastTrick(['3H', 'AH', '4H', '6H', '7H'], { pointsWon: [0, 0, 0, 0, 75], buried: ['10H', '3C', '3D', '4C', '4D', '6C', '6D', '7C'] });
    const facts = trick(m, '3H', 'AH', '4H', '6H', '7H').facts;
    expect(facts.find((f) => f.type === 'HAND_SCORED')).toMatchObject({ challengerPoints: 95, steps: [0, 0, 0, 0, 0], nextKing: P[1] });
    // KH-15: King at Q, partner at 9, C = 0
    const ranks = [10, 5, 5, 7, 5];
    m = lastTrick(['AH', '3H', '4H', '6H', '7H'], { ranks, buried: ['3C', '3D', '4C', '4D', '6C', '6D', '7C', '8C'] });
    const r = trick(m, 'AH', '3H', '4H', '6H', '7H');
    expect(r.facts.find((f) => f.type === 'HAND_SCORED')).toMatchObject({ challengerPoints: 0, steps: [3, 0, 0, 3, 0] });
    expect(status(r.match)).toMatchObject({ over: true, winners: [0], totals: [14, 7, 7, 12, 7], phase: 'gameOver' });
    expect(r.facts).toContainEqual({ type: 'GAME_OVER', winners: [0] });
  });

  it('KH-16 as the engine plays it: both reach A, sudden death; the next round decides', () => {
    const m = lastTrick(['AH', '3H', '4H', '6H', '7H'], { ranks: [11, 5, 5, 11, 5], pointsWon: [0, 25, 0, 0, 25], buried: ['3C', '3D', '4C', '4D', '6C', '6D', '7C', '8C'] });
    const r = trick(m, 'AH', '3H', '4H', '6H', '7H');
    expect(r.facts.find((f) => f.type === 'HAND_SCORED')).toMatchObject({ challengerPoints: 50, steps: [1, 0, 0, 1, 0], nextKing: 3 });
    expect(status(r.match)).toMatchObject({ phase: 'handResult', over: false, totals: [14, 7, 7, 14, 7] });
    expect(obs(r.match, 1).contenders).toEqual([0, 3]);
    const next = ok(r.match, 2, { type: 'NEXT_HAND' }).match;
    expect(obs(next, 1)).toMatchObject({ king: 3, trumpRank: 'A', handNumber: 2, dealer: 4, contenders: [0, 3] });
  });
});

describe('the flow of a round', () => {
  it('the King picks up the kitty (28 cards), buries eight one at a time and calls; the others never see the kitty', () => {
    let m = passChances(start(exampleDeal({ named: { 0: ['QC'], 1: ['2S'], 2: ['QC'] } })), (seat, x) => (seat === P[1] && st(x).declaration.level === 0 ? { type: 'DECLARE_TRUMP', cards: ['2S'] } : null)).match;
    expect(status(m)).toMatchObject({ phase: 'kitty', toAct: [0] });
    expect(obs(m, 0)).toMatchObject({ kittySize: 0, kitty: st(m).kitty, buried: [] });
    expect(obs(m, 0).hand).toHaveLength(28);
    expect(obs(m, 1)).toMatchObject({ kitty: null, buried: null, handSizes: [28, 20, 20, 20, 20] });
    refused(m, 1, { type: 'DISCARD', card: obs(m, 1).hand[0] }, 'ERR_NOT_YOUR_TURN');
    const card = st(m).kitty[0];
    m = ok(m, 0, { type: 'DISCARD', card }).match;
    expect(obs(m, 0).buried).toEqual([card]);
    expect(obs(m, 2)).toMatchObject({ kittySize: 1, buried: null });
    m = buryAndCall(patched(m, { kitty: st(m).kitty.slice(1), buried: st(m).buried }), 'QC').match;
    expect(status(m).phase).toBe('trickPlay');
  });

  it('a single lead must be followed by one card, a pair lead by two; a pair lead needs two copies', () => {
    const m = preludeS(exampleDeal({ named: { 0: ['8D', '8D', '9D', 'QC'], 1: ['2S', '9D'], 2: ['QC'] } }));
    refused(m, 0, PAIR('8D', '9D'), 'ERR_NOT_A_PAIR');
    refused(m, 0, PAIR('QC'), 'ERR_CARD_NOT_IN_HAND');
    const single = ok(m, 0, PLAY('8D')).match;
    refused(single, P[1], PAIR('9D', '2S'), 'ERR_MUST_PLAY_SINGLE');
    const pair = ok(m, 0, PAIR('8D')).match;
    refused(pair, P[1], PLAY('9D'), 'ERR_MUST_PLAY_PAIR');
    expect(obs(pair, 2)).toMatchObject({ trickSize: 2, trick: [{ seat: 0, card: '8D' }, { seat: 0, card: '8D' }] });
  });
});

export type { Action };

describe('decisions where the spec is silent (docs/rules-decisions.md, King of the Hill)', () => {
  const declareFirst = (seat: Seat, card: Card) => (s: Seat, m: Match): Action | null => (s === seat && st(m).declaration.level === 0 ? { type: 'DECLARE_TRUMP', cards: [card] } : null);

  it('H-2: skipped ranks are jumped over, A never; a bad list is refused', () => {
    expect(advance(0, 2, ['3', '5'])).toBe(4);
    expect(advance(1, 1, ['3'])).toBe(2);
    expect(advance(10, 5, ['K'])).toBe(12);
    const setup = (skipRanks: unknown) => ({ players: 5, seed: 'skip', options: { skipRanks } });
    expect(st(newMatch(GAME, setup(['5', '3', '3']))).options.skipRanks).toEqual(['3', '5']);
    for (const bad of [['A'], ['X'], '3', [3]]) expect(() => newMatch(GAME, setup(bad))).toThrow(/skipRanks/);
  });

  it('H-3: being asked during the deal is public: a chance shows in toAct, the card does not', () => {
    const m = start(exampleDeal({ named: { 0: ['QC'], 1: ['2H'], 2: ['QC'] } }));
    for (let seat = 0; seat < 5; seat++) expect(obs(m, seat)).toMatchObject({ phase: 'dealing', toAct: [P[1]], dealt: 2, chance: 'dealt' });
    expect(JSON.stringify(obs(m, 0))).not.toContain('"2H"');
    expect(obs(m, P[1]).legal).toEqual([{ type: 'DECLARE_TRUMP', cards: ['2H'] }, { type: 'PASS' }]);
  });

  it('H-4, H-6: a pair follow names its cards in either order; the trick keeps pack order; pair tricks shorten the round', () => {
    const deal = exampleDeal({ named: { 0: ['8D', '8D', 'QC'], 1: ['2S', '9D', '3D'], 2: ['QC'] } });
    const m = ok(preludeS(deal), 0, PAIR('8D')).match;
    const listed = legalActions(m, P[1]).filter((a) => (a.cards as string[]).includes('9D') && (a.cards as string[]).includes('3D'));
    expect(listed).toEqual([PAIR('3D', '9D')]);
    const r = ok(m, P[1], PAIR('9D', '3D'));
    expect(obs(r.match, 0).trick.slice(2)).toEqual([{ seat: P[1], card: '3D' }, { seat: P[1], card: '9D' }]);
    expect(r.facts).toContainEqual({ type: 'PAIR_PLAYED', seat: P[1], cards: ['3D', '9D'] });
    // played out leading pairs where possible: fewer than 20 tricks, the round still scored
    let x = m;
    for (let i = 0; i < 200 && status(x).phase === 'trickPlay'; i++) {
      const seat = status(x).toAct[0];
      const legal = legalActions(x, seat);
      x = ok(x, seat, legal.find((a) => a.type === 'PLAY_PAIR') ?? legal[0]).match;
    }
    expect(status(x).phase).toBe('handResult');
    expect(obs(x, 0).tricks.length).toBeLessThan(20);
  });

  it('H-5: with reseat off, a challengers\' win passes the crown to the first challenger after the King, not the partner', () => {
    const o: RoundOutcome = { king: 0, partner: 4, order: [0, 4, 3, 2, 1], pointsWon: [0, 0, 100, 0, 0], lastTrickWinner: 0, lastLeadSize: 1, kittyPoints: 0 };
    expect(roundScore(o, 'flat2')).toMatchObject({ c: 100, nextKing: 3 });
    const m = preludeS(exampleDeal({ named: { 0: ['QC', 'KD'], 1: ['2S', 'KD'] } }), { reseat: false }, 'KD');
    expect(obs(m, 0)).toMatchObject({ partner: 4, playOrder: [0, 4, 3, 2, 1] });
  });

  it('H-7: exposed cards stay public while held; the King who buries his exposed card shows it leaving', () => {
    // the other 2S lies with P3, not in the kitty: the King holds one copy
    let m = passChances(start(exampleDeal({ named: { 0: ['2S', 'QC'], 2: ['QC'], 3: ['2S'] } })), declareFirst(0, '2S')).match;
    expect(obs(m, 3).exposed[0]).toEqual(['2S']);
    m = ok(m, 0, { type: 'DISCARD', card: '2S' }).match;
    expect(obs(m, 3)).toMatchObject({ exposed: [[], [], [], [], []], declaration: { cards: ['2S'], suit: 'S' } });
  });

  it('H-8: anyTime asks everyone with a declaration after every card, from its receiver; the window closes after five quiet players', () => {
    // P0 is dealt 2H first, P1 2C in rounds 1 and 2
    const deal = exampleDeal({ named: { 0: ['2H', 'QC'], 1: ['2C', '2C'], 2: ['QC'] } });
    let m = start(deal, { declarationTiming: 'anyTime' });
    expect(status(m)).toMatchObject({ phase: 'dealing', toAct: [0] });
    m = ok(m, 0, { type: 'PASS' }).match;
    // P1's 2C (card 2): P0 still holds a 2 it may declare, asked after P1
    expect(status(m)).toMatchObject({ toAct: [P[1]] });
    m = ok(m, P[1], { type: 'PASS' }).match;
    expect(status(m)).toMatchObject({ toAct: [0] });
    m = ok(m, 0, { type: 'DECLARE_TRUMP', cards: ['2H'] }).match;
    // P1's second 2C: the override is offered
    expect(status(m)).toMatchObject({ toAct: [P[1]] });
    expect(legalActions(m, P[1])).toContainEqual({ type: 'OVERRIDE_TRUMP', cards: ['2C', '2C'] });
    const end = passChances(m);
    expect(end.facts.some((f) => f.type === 'TRUMP_DECLARED')).toBe(false);
    expect(status(end.match).phase).toBe('kitty');
    // the window: everybody passes every chance, the deal ends with the King asked again
    let w = start(deal, { declarationTiming: 'anyTime' });
    while (status(w).phase === 'dealing') w = ok(w, status(w).toAct[0], { type: 'PASS' }).match;
    expect(status(w)).toMatchObject({ phase: 'dealEndWindow', toAct: [0] });
    expect(status(passChances(w).match).phase).toBe('chooseTrump');
  });

  it('H-9: onDeal, the declarer is offered the reinforcement when dealt the second copy (allowReinforce)', () => {
    const deal = exampleDeal({ named: { 0: ['QC'], 1: ['2S', '3C', '2S'], 2: ['QC'], 3: ['3D', '4D', '5D', '2C', '2C'] } });
    let m = ok(start(deal, { allowReinforce: true }), P[1], { type: 'DECLARE_TRUMP', cards: ['2S'] }).match;
    expect(status(m).toAct).toEqual([P[1]]);
    expect(legalActions(m, P[1])).toEqual([{ type: 'REINFORCE', card: '2S' }, { type: 'PASS' }]);
    const r = ok(m, P[1], { type: 'REINFORCE', card: '2S' });
    expect(r.facts).toContainEqual({ type: 'TRUMP_DECLARED', seat: P[1], cards: ['2S', '2S'], level: 2, kind: 'reinforce' });
    m = r.match;
    expect(obs(m, 0)).toMatchObject({ declaration: { level: 2, suit: 'S' }, exposed: { [P[1]]: ['2S', '2S'] } });
    // final: P3's pair of 2C is not asked
    expect(passChances(m).facts.filter((f) => f.type === 'TRUMP_DECLARED')).toEqual([]);
    // without the setting the second 2S gives no chance
    const off = ok(start(deal), P[1], { type: 'DECLARE_TRUMP', cards: ['2S'] }).match;
    expect(status(off).toAct).not.toEqual([P[1]]);
  });

  it('H-10: firstKing firstDeclarer — the first declarer is King; without one, a King drawn from the seed chooses', () => {
    const deal = exampleDeal({ named: { 0: ['QC'], 1: ['2S'], 2: ['QC'] } });
    let m = start(deal, { firstKing: 'firstDeclarer' });
    expect(obs(m, 0)).toMatchObject({ king: -1, toAct: [P[1]] });
    m = passChances(m, declareFirst(P[1], '2S')).match;
    expect(obs(m, 0)).toMatchObject({ king: P[1], phase: 'kitty', toAct: [P[1]] });
    const none = passChances(start(deal, { firstKing: 'firstDeclarer' }));
    const drawn = none.facts.find((f) => f.type === 'KING_DRAWN')!;
    expect(status(none.match)).toMatchObject({ phase: 'chooseTrump', toAct: [drawn.seat] });
  });

  it('H-11: hiddenPartner — nobody moves, the partner shows when it plays the called card', () => {
    const m = preludeS(exampleDeal({ named: { 0: ['QC', '3C'], 1: ['2S', '4C'], 2: ['QC'], 3: ['KC'], 4: ['6C'] } }), { hiddenPartner: true });
    expect(obs(m, 1)).toMatchObject({ partner: -1, calledCard: 'QC', challengerPoints: null, playOrder: [0, 4, 3, 2, 1] });
    const { match, facts } = trick(m, '3C', '4C', 'QC', 'KC', '6C');
    expect(facts).toContainEqual({ type: 'PARTNER', seat: P[2], card: 'QC' });
    expect(obs(match, 1)).toMatchObject({ partner: P[2] });
    expect(obs(match, 1).challengerPoints).toBe(10);
  });

  it('H-14: the score sheet names no card; the round just scored shows the called card and the buried kitty', () => {
    const m = preludeS(exampleDeal({ named: { 0: ['QC'], 1: ['2S'], 2: ['QC'] } }));
    let x = m;
    while (status(x).phase === 'trickPlay') x = ok(x, status(x).toAct[0], legalActions(x, status(x).toAct[0])[0]).match;
    const o = obs(x, 2);
    expect(JSON.stringify(o.history)).not.toMatch(/"(10|[2-9JQKA])[CDHS]"|"[BR]J"/);
    expect(o.result).toMatchObject({ calledCard: 'QC', kitty: st(m).buried });
    expect(o.buried).toEqual(st(m).buried);
  });
});
