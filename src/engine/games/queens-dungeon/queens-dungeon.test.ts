// Queen's Dungeon: every worked example of rules/queens-dungeon.md §8 (QD-1 … QD-19), run as its
// "How to run them" paragraph says, plus the deal, the settings, the refusals and the decisions
// QD-n of docs/rules-decisions.md.
import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/cards';
import { applyAction, deserialize, legalActions, newMatch, normalizeSetup, observe, serialize, status } from '../../core/match';
import { matchHistory } from '../../core/history';
import type { Action, Card, Fact, Match, MatchSetup, NormalizedSetup, Seat, Suit } from '../../core/types';
import { mentionedCards, ok, playout } from '../../testing/builders';
import { refused } from '../../testing/steps';
import { CHOICE, exampleDeal, GAME, NEXT, patched, PLAY, run, st, start, TRUMP } from './testDriver';
import { cutForDealer, cutRound, dealFromDeck, tiedSeats } from './deal';
import { queensDungeon } from './index';
import { packFor } from './rules';
import { betterOption, dungeonResult, gameWinners, handScores } from './settle';
import type { QueensDungeonObservation, QueensDungeonState } from './types';

// ---------------------------------------------------------------------------------------
// Helpers

const obs = (m: Match, s: Seat) => observe(m, s) as QueensDungeonObservation;
const factsOf = (facts: Fact[], type: string) => facts.filter((f) => f.type === type);
const cardsOf = (legal: Action[]) => legal.filter((a) => a.type === 'PLAY').map((a) => a.card as Card);

/** Plays the deal out with the first legal card of each seat (and option A of each event). */
function playOut(m: Match): { match: Match; facts: Fact[] } {
  const facts: Fact[] = [];
  for (;;) {
    const s = status(m);
    if (s.phase === 'handResult' || s.phase === 'gameOver') return { match: m, facts };
    const seat = s.toAct[0];
    const r = ok(m, seat, legalActions(m, seat)[0]);
    m = r.match;
    facts.push(...r.facts);
  }
}

// ---------------------------------------------------------------------------------------
// §8 worked examples

describe('§8 worked examples: the deal starts blind', () => {
  it('phase chooseTrump, toAct [0], no cards in any observation; CHOOSE_TRUMP deals and P1 leads', () => {
    const deal = exampleDeal({ 1: ['7C'] });
    const m = start(deal);
    expect(status(m).phase).toBe('chooseTrump');
    expect(status(m).toAct).toEqual([0]);
    for (let s = 0; s < 4; s++) {
      expect(obs(m, s).hand).toEqual([]);
      expect(obs(m, s).handSizes).toEqual([0, 0, 0, 0]);
      expect(mentionedCards(obs(m, s), standardDeck())).toEqual([]);
    }
    const { match, facts } = run(m, '0: T=H');
    expect(status(match).phase).toBe('trickPlay');
    expect(status(match).toAct).toEqual([1]);
    expect(obs(match, 1).hand).toEqual(deal.hands[1]);
    expect(obs(match, 0).trump).toBe('H');
    expect(facts).toEqual([{ type: 'HAND_DEALT', handNumber: 1, dealer: 0 }, { type: 'TRUMP_CHOSEN', seat: 0, suit: 'H' }]);
  });
});

describe('§8 trick winners (QD-1 … QD-4)', () => {
  it('QD-1: an off-suit queen cannot win; the only trump does; one queen: no event, the trick is worth 35', () => {
    const m = start(exampleDeal({ 0: ['2H'], 1: ['7C'], 2: ['KC'], 3: ['QD'] }, { 0: 'C' }));
    const { match, facts } = run(m, '0: T=H, 1: 7C, 2: KC, 3: QD, 0: 2H');
    expect(factsOf(facts, 'TRICK_WON')).toEqual([{
      type: 'TRICK_WON', seat: 0, trickNo: 1, queens: 1,
      trick: [{ seat: 1, card: '7C' }, { seat: 2, card: 'KC' }, { seat: 3, card: 'QD' }, { seat: 0, card: '2H' }],
    }]);
    expect(status(match).phase).toBe('trickPlay');
    expect(status(match).toAct).toEqual([0]);
    const s = st(match);
    expect(10 * s.scoringTricks[0] + 25 * s.scoringQueens[0]).toBe(35);
    expect(obs(match, 2).queensWon).toEqual([1, 0, 0, 0]);
  });

  it('QD-2: the queen tops its own suit', () => {
    const m = start(exampleDeal({ 0: ['3C'], 1: ['7C'], 2: ['AC'], 3: ['QC'] }));
    const { match, facts } = run(m, '0: T=H, 1: 7C, 2: AC, 3: QC, 0: 3C');
    expect(factsOf(facts, 'TRICK_WON')[0]).toMatchObject({ seat: 3, queens: 1 });
    expect(status(match).toAct).toEqual([3]);
  });

  it('QD-3: the trump queen is the highest card (dealer P1, P2 leads)', () => {
    const m = start(exampleDeal({ 0: ['KS'], 1: ['2S'], 2: ['AS'], 3: ['QS'] }), {}, 1);
    expect(status(m).toAct).toEqual([1]);
    const { match, facts } = run(m, '1: T=S, 2: AS, 3: QS, 0: KS, 1: 2S');
    expect(factsOf(facts, 'TRICK_WON')[0]).toMatchObject({ seat: 3, queens: 1 });
    expect(status(match).toAct).toEqual([3]);
  });

  it('QD-4: exactly two queens: the dealer must name another trump, in force from the next trick; the trick scores 60', () => {
    const deal = exampleDeal({ 0: ['5C', 'AH'], 1: ['QC', '4H'], 2: ['QD', '3S'], 3: ['AC', '6H'] }, { 2: 'H' });
    const m = start(deal);
    const { match, facts } = run(m, '0: T=H, 1: QC, 2: QD, 3: AC, 0: 5C');
    expect(factsOf(facts, 'TRICK_WON')[0]).toMatchObject({ seat: 1, queens: 2 });
    expect(status(match).phase).toBe('trumpChange');
    expect(status(match).toAct).toEqual([0]);
    expect(legalActions(match, 0)).toEqual([TRUMP('C'), TRUMP('D'), TRUMP('S')]);
    for (const s of [1, 2, 3]) expect(legalActions(match, s)).toEqual([]);
    refused(match, 0, TRUMP('H'), 'ERR_SAME_TRUMP');
    refused(match, 1, TRUMP('S'), 'ERR_NOT_YOUR_TURN');
    refused(match, 1, PLAY('4H'), 'ERR_WRONG_PHASE');
    expect(10 * st(match).scoringTricks[1] + 25 * st(match).scoringQueens[1]).toBe(60);
    const changed = ok(match, 0, TRUMP('S'));
    expect(changed.facts).toEqual([{ type: 'TRUMP_CHANGED', seat: 0, suit: 'S', trickNo: 2 }]);
    expect(status(changed.match).toAct).toEqual([1]);
    expect(obs(changed.match, 3).trump).toBe('S');
    expect(obs(changed.match, 3).trumps).toEqual([{ suit: 'H', fromTrick: 1 }, { suit: 'S', fromTrick: 2 }]);
    // trick 2: hearts led, the new trump (a spade) wins over the ace of the old trump
    const t2 = run(changed.match, '1: 4H, 2: 3S, 3: 6H, 0: AH');
    expect(factsOf(t2.facts, 'TRICK_WON')[0]).toMatchObject({ seat: 2, trickNo: 2, queens: 0 });
  });
});

describe('§8 legal plays (QD-5 … QD-9): trump S, 1: PLAY{7H}, legal(2)', () => {
  /** P2's legal cards after the lead, its hand the named cards and fillers never hearts, spades or queens. */
  function legalAfterLead(hand: Card[]): { m: Match; legal: Card[]; hand: Card[] } {
    const deal = exampleDeal({ 1: ['7H'], 2: hand }, { 2: 'HSQ' });
    const m = run(start(deal), '0: T=S, 1: 7H').match;
    return { m, legal: cardsOf(legalActions(m, 2)), hand: deal.hands[2] };
  }
  const fillers = (hand: Card[], named: Card[]) => hand.filter((c) => !named.includes(c));

  it('QD-5 (forced queen): [QH, 4C, 9S] → {QH}', () => {
    const { m, legal } = legalAfterLead(['QH', '4C', '9S']);
    expect(legal).toEqual(['QH']);
    refused(m, 2, PLAY('4C'), 'ERR_MUST_FOLLOW');
    refused(m, 2, PLAY('9S'), 'ERR_MUST_FOLLOW');
  });

  it('QD-6 (queen not forced with another queen): [QH, 4C, 9S, QD] → {QH, QD}', () => {
    const { legal } = legalAfterLead(['QH', '4C', '9S', 'QD']);
    expect(legal.sort()).toEqual(['QD', 'QH']);
  });

  it('QD-7 (void: must trump, queens still allowed): [4C, 9S, 10S, QD] → {9S, 10S, QD}', () => {
    const { m, legal } = legalAfterLead(['4C', '9S', '10S', 'QD']);
    expect(legal.sort()).toEqual(['10S', '9S', 'QD']);
    refused(m, 2, PLAY('4C'), 'ERR_MUST_TRUMP');
    const r = applyAction(m, 2, PLAY('4C'));
    expect(!r.ok && r.error.params).toEqual({ suit: 'S', led: 'H' });
  });

  it('QD-8 (void in the led suit and in trumps): [4C, 6D, JC] → all', () => {
    const { legal, hand } = legalAfterLead(['4C', '6D', 'JC']);
    expect(legal.sort()).toEqual(hand.slice().sort());
    expect(fillers(hand, ['4C', '6D', 'JC']).length).toBe(10);
  });

  it('QD-9 (following, with the queen exception): [2H, 8H, QC, AS] → {2H, 8H, QC}', () => {
    const { m, legal } = legalAfterLead(['2H', '8H', 'QC', 'AS']);
    expect(legal.sort()).toEqual(['2H', '8H', 'QC']);
    refused(m, 2, PLAY('AS'), 'ERR_MUST_FOLLOW');
  });
});

/** A state of deal 1 (dealer P0, trump H) with these counts, for the pure checks of §6. */
function countsState(players: number, counts: { tricks: number[]; queens: number[]; dungeonTricks?: number[]; dungeonQueens?: number[] }, options: Record<string, unknown> = {}): QueensDungeonState {
  const m = newMatch(GAME, { players, seed: 'counts', dealer: 0, options });
  const dt = counts.dungeonTricks ?? new Array<number>(players).fill(0);
  const dq = counts.dungeonQueens ?? new Array<number>(players).fill(0);
  return {
    ...st(m),
    tricksWon: counts.tricks.map((t, s) => t + dt[s]),
    scoringTricks: counts.tricks.slice(),
    scoringQueens: counts.queens.slice(),
    queensWon: counts.queens.map((q, s) => q + dq[s]),
  };
}

describe('§8 hand scoring (QD-10 … QD-12, QD-17)', () => {
  it('QD-10: 4 players: 135, 90, 45, 10 (pure), and the same through the engine on the last trick', () => {
    expect(handScores(countsState(4, { tricks: [6, 4, 2, 1], queens: [1, 2, 1, 0] })).deltas).toEqual([135, 90, 45, 10]);
    // Trick 13 of a deal: P0 (dealer) holds 5 tricks with 1 queen, P1 4 with 2, P2 2 with 1, P3 1; P0 takes the last.
    const deal = exampleDeal({ 0: ['AS'], 1: ['2S'], 2: ['3S'], 3: ['4S'] });
    const m0 = run(start(deal), '0: T=H').match;
    const m = patched(m0, {
      hands: [['AS'], ['2S'], ['3S'], ['4S']], trickNo: 13, leader: 1,
      tricksWon: [5, 4, 2, 1], scoringTricks: [5, 4, 2, 1], scoringQueens: [1, 2, 1, 0], queensWon: [1, 2, 1, 0],
    });
    const { match, facts } = run(m, '1: 2S, 2: 3S, 3: 4S, 0: AS');
    expect(factsOf(facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', deltas: [135, 90, 45, 10], made: true, totals: [135, 90, 45, 10] }]);
    expect(status(match).totals).toEqual([135, 90, 45, 10]);
    expect(status(match).phase).toBe('handResult');
    expect(status(match).toAct).toEqual([0, 1, 2, 3]);
  });

  it('QD-11: the dealer fails with 4 tricks holding 3 queens (in different tricks): −50', () => {
    expect(handScores(countsState(4, { tricks: [4, 5, 2, 2], queens: [3, 1, 0, 0] })).deltas[0]).toBe(-50);
  });

  it('QD-12: 3 players: 7 tricks, no queen → 120; 6 tricks, 2 queens → −50', () => {
    expect(handScores(countsState(3, { tricks: [7, 5, 5], queens: [0, 2, 2] })).deltas[0]).toBe(120);
    expect(handScores(countsState(3, { tricks: [6, 6, 5], queens: [2, 1, 1] })).deltas[0]).toBe(-50);
  });

  it('QD-17: the dungeon trick counts for the contract: 5 tricks (one of 3 queens) and 1 other queen → 115', () => {
    const s = countsState(4, { tricks: [4, 4, 3, 1], queens: [1, 0, 0, 0], dungeonTricks: [1, 0, 0, 0], dungeonQueens: [3, 0, 0, 0] });
    expect(handScores(s)).toEqual({ deltas: [115, 40, 30, 10], made: true });
  });
});

/** A deal whose first trick holds three queens won by `winner`: trump H, P1 leads. */
const DUNGEON_TRICK: Record<Seat, { named: Partial<Record<Seat, Card[]>>; plays: string }> = {
  // QD-15's trick: P2 wins with QC (QD and QS are off-suit)
  2: { named: { 0: ['QS'], 1: ['2C'], 2: ['QC'], 3: ['QD'] }, plays: '1: 2C, 2: QC, 3: QD, 0: QS' },
  // P3 wins with the trump queen
  3: { named: { 0: ['4C'], 1: ['QC'], 2: ['QD'], 3: ['QH'] }, plays: '1: QC, 2: QD, 3: QH, 0: 4C' },
};

describe('§8 the dungeon and the key (QD-13 … QD-16)', () => {
  const SNAPSHOT = [320, 150, 210, 90];

  it('QD-13: P0 (not dealer) goes to the dungeon: 90 or 220; −100 is better; the total changes at once; 65 more at the end → 285', () => {
    expect(dungeonResult('MATCH_LOWEST', 320, 90)).toBe(90);
    expect(dungeonResult('MINUS_100', 320, 90)).toBe(220);
    expect(betterOption('dungeon', 320, 90)).toEqual({ option: 'MINUS_100', a: 90, b: 220 });
    // dealer P3, so that P0 is not the dealer and leads: the trump queen takes three queens
    const m = patched(start(exampleDeal({ 0: ['QH'], 1: ['QC'], 2: ['QD'], 3: ['3C'] }), {}, 3), {
      totals: SNAPSHOT.slice(), totalsAtDealStart: SNAPSHOT.slice(),
    });
    const r = run(m, '3: T=H, 0: QH, 1: QC, 2: QD, 3: 3C');
    expect(factsOf(r.facts, 'TRICK_WON')[0]).toMatchObject({ seat: 0, queens: 3 });
    expect(status(r.match).phase).toBe('dungeonChoice');
    expect(status(r.match).toAct).toEqual([0]);
    expect(legalActions(r.match, 0)).toEqual([CHOICE('MATCH_LOWEST'), CHOICE('MINUS_100')]);
    const chosen = ok(r.match, 0, CHOICE('MINUS_100'));
    expect(chosen.facts).toEqual([{ type: 'DUNGEON_CHOSEN', seat: 0, kind: 'dungeon', option: 'MINUS_100', before: 320, after: 220 }]);
    expect(status(chosen.match).totals).toEqual([220, 150, 210, 90]);
    expect(status(chosen.match).toAct).toEqual([0]);
    expect(obs(chosen.match, 2).dungeons).toEqual([{ seat: 0, trickNo: 1, kind: 'dungeon', option: 'MINUS_100', before: 320, after: 220 }]);
    // the deal's end: P0 has 5 tricks (this one included) and 1 other queen → 4 × 10 + 25 = 65
    const end = { ...st(chosen.match), tricksWon: [5, 3, 3, 2], scoringTricks: [4, 3, 3, 2], scoringQueens: [1, 0, 0, 0] };
    expect(handScores(end).deltas[0]).toBe(65);
    expect(st(chosen.match).totals[0] + handScores(end).deltas[0]).toBe(285);
  });

  it('QD-14: the lowest seat goes to the dungeon: 90 or −10 → MATCH_LOWEST keeps 90', () => {
    expect(betterOption('dungeon', 90, 90)).toEqual({ option: 'MATCH_LOWEST', a: 90, b: -10 });
    const t = DUNGEON_TRICK[3];
    const m = patched(start(exampleDeal(t.named)), { totals: SNAPSHOT.slice(), totalsAtDealStart: SNAPSHOT.slice() });
    const r = run(m, `0: T=H, ${t.plays}, 3: MATCH_LOWEST`);
    expect(status(r.match).totals).toEqual(SNAPSHOT);
  });

  it('QD-15: the dungeon on the first deal: 0 or −100 → 0; with MINUS_100, −100; P2 leads trick 2', () => {
    const t = DUNGEON_TRICK[2];
    const m = run(start(exampleDeal(t.named)), `0: T=H, ${t.plays}`).match;
    expect(status(m).phase).toBe('dungeonChoice');
    expect(status(m).toAct).toEqual([2]);
    expect(legalActions(m, 2)).toEqual([CHOICE('MATCH_LOWEST'), CHOICE('MINUS_100')]);
    const low = ok(m, 2, CHOICE('MATCH_LOWEST')).match;
    expect(status(low).totals).toEqual([0, 0, 0, 0]);
    expect(status(low).toAct).toEqual([2]);
    expect(status(low).phase).toBe('trickPlay');
    expect(status(ok(m, 2, CHOICE('MINUS_100')).match).totals).toEqual([0, 0, -100, 0]);
    // the dungeon trick scores nothing: no 10, no 25s
    expect(st(low).scoringTricks[2]).toBe(0);
    expect(st(low).scoringQueens[2]).toBe(0);
    expect(st(low).tricksWon[2]).toBe(1);
  });

  it('QD-16: the key: 150 → 0 or −100, picks 0; 400 → 0 or 150, picks 150', () => {
    expect(betterOption('key', 150, 0)).toEqual({ option: 'ZERO', a: 0, b: -100 });
    expect(betterOption('key', 400, 0)).toEqual({ option: 'MINUS_250', a: 0, b: 150 });
    // trump S; P1 leads the trump queen and wins all four queens
    const named = { 0: ['QH'], 1: ['QS'], 2: ['QC'], 3: ['QD'] } as Partial<Record<Seat, Card[]>>;
    for (const [total, option, after] of [[150, 'ZERO', 0], [400, 'MINUS_250', 150]] as const) {
      const totals = [0, total, 0, 0];
      const m = patched(start(exampleDeal(named)), { totals: totals.slice(), totalsAtDealStart: totals.slice() });
      const r = run(m, '0: T=S, 1: QS, 2: QC, 3: QD, 0: QH');
      expect(factsOf(r.facts, 'TRICK_WON')[0]).toMatchObject({ seat: 1, queens: 4 });
      expect(status(r.match).phase).toBe('keyChoice');
      expect(legalActions(r.match, 1)).toEqual([CHOICE('ZERO'), CHOICE('MINUS_250')]);
      refused(r.match, 1, CHOICE('MATCH_LOWEST'), 'ERR_BAD_CHOICE');
      const c = ok(r.match, 1, CHOICE(option));
      expect(status(c.match).totals[1]).toBe(after);
      expect(c.facts[0]).toMatchObject({ kind: 'key', before: total, after });
    }
  });
});

describe('§8 the end of the game (QD-18)', () => {
  it('after a deal 510 / 480 / 505 / 300: game over, winner P0; 505 / 505: playOn plays another deal, shared ends', () => {
    expect(gameWinners([510, 480, 505, 300], 500, 'playOn')).toEqual([0]);
    expect(gameWinners([505, 480, 505, 300], 500, 'playOn')).toBeNull();
    expect(gameWinners([505, 480, 505, 300], 500, 'shared')).toEqual([0, 2]);
    expect(gameWinners([495, 480, 405, 300], 500, 'playOn')).toBeNull();
    // through the engine: the last trick of a deal, P0 (dealer) 4 tricks + the last with a queen
    const lastTrick = (options: Record<string, unknown>, before: number[]) => {
      const deal = exampleDeal({ 0: ['QS'], 1: ['2S'], 2: ['3S'], 3: ['4S'] });
      const m0 = run(start(deal, options), '0: T=H').match;
      return run(patched(m0, {
        hands: [['QS'], ['2S'], ['3S'], ['4S']], trickNo: 13, leader: 1, totals: before.slice(), totalsAtDealStart: before.slice(),
        tricksWon: [4, 4, 3, 1], scoringTricks: [4, 4, 3, 1], scoringQueens: [0, 0, 0, 0], queensWon: [0, 0, 0, 0],
      }), '1: 2S, 2: 3S, 3: 4S, 0: QS');
    };
    // P0 scores 50 + 25 + 50 = 125, P1 40, P2 30, P3 10
    const over = lastTrick({}, [385, 440, 475, 290]);
    expect(status(over.match).totals).toEqual([510, 480, 505, 300]);
    expect(status(over.match).over).toBe(true);
    expect(status(over.match).winners).toEqual([0]);
    expect(factsOf(over.facts, 'GAME_OVER')).toEqual([{ type: 'GAME_OVER', winners: [0] }]);
    const tie = lastTrick({}, [380, 440, 475, 290]);
    expect(status(tie.match).totals).toEqual([505, 480, 505, 300]);
    expect(status(tie.match).phase).toBe('handResult');
    const next = ok(tie.match, 3, NEXT).match;
    expect(status(next).phase).toBe('chooseTrump');
    expect(status(next).toAct).toEqual([1]);
    expect(status(next).handNumber).toBe(2);
    const shared = lastTrick({ tieBreak: 'shared' }, [380, 440, 475, 290]);
    expect(status(shared.match).winners).toEqual([0, 2]);
  });
});

describe('§8 the cut for the first dealer (QD-19)', () => {
  it('AH, QS, QD, KC: P1 and P2 tie with queens and alone cut again', () => {
    expect(cutRound([0, 1, 2, 3], ['AH', 'QS', 'QD', 'KC'])).toEqual({ seats: [0, 1, 2, 3], cards: ['AH', 'QS', 'QD', 'KC'], dealer: null });
    expect(cutRound([1, 2], ['3C', '9D'])).toEqual({ seats: [1, 2], cards: ['3C', '9D'], dealer: 2 });
    expect(cutRound([0, 1, 2, 3], ['AH', 'KS', 'QD', 'KC']).dealer).toBe(2);
  });

  it('drawn from the match seed only without setup.dealer: the CUT facts, the observation and the first dealer agree', () => {
    let recuts = 0;
    for (let i = 0; i < 120; i++) {
      const setup: MatchSetup = { players: 3 + (i % 2), seed: `cut-${i}` };
      const norm = normalizeSetup(GAME, setup) as NormalizedSetup;
      const init = queensDungeon.init(norm);
      const cuts = factsOf(init.facts, 'CUT');
      const m = newMatch(GAME, setup);
      expect(cuts.length).toBeGreaterThan(0);
      expect(cuts[cuts.length - 1].dealer).toBe(status(m).toAct[0]);
      expect(st(m).dealer).toBe(cuts[cuts.length - 1].dealer);
      // each re-cut is among the tied seats of the round before
      for (let k = 1; k < cuts.length; k++) {
        recuts++;
        expect(cuts[k - 1].dealer).toBeNull();
        const prev = cuts[k - 1] as unknown as { seats: Seat[]; cards: Card[] };
        expect(cuts[k].seats).toEqual(tiedSeats(cutRound(prev.seats, prev.cards)));
      }
      expect(obs(m, 0).cut.map((r) => r.dealer)).toEqual(cuts.map((c) => c.dealer));
      // a given dealer: no cut
      const given = newMatch(GAME, { ...setup, dealer: 1 });
      expect(st(given).cut).toEqual([]);
      expect(status(given).toAct).toEqual([1]);
      expect(factsOf(queensDungeon.init(normalizeSetup(GAME, { ...setup, dealer: 1 }) as NormalizedSetup).facts, 'CUT')).toEqual([]);
    }
    expect(recuts).toBeGreaterThan(8);
  });
});

// ---------------------------------------------------------------------------------------
// The deal, the settings, the refusals

describe('the deal (§3, §11.5)', () => {
  it('the seeded deal: one card at a time clockwise from the dealer\'s left; 13 each, 17 each with three seats without the removed two', () => {
    expect(dealFromDeck(['a', 'b', 'c', 'd', 'e', 'f'] as unknown as Card[], 3, 1)).toEqual([['b', 'e'], ['c', 'f'], ['a', 'd']]);
    for (const players of [3, 4]) {
      for (const removedTwo of ['2S', '2H', '2D', '2C']) {
        const m = ok(newMatch(GAME, { players, seed: `deal-${players}-${removedTwo}`, dealer: 0, options: { removedTwo } }), 0, TRUMP('C')).match;
        const hands = st(m).hands;
        expect(hands.map((h) => h.length)).toEqual(new Array(players).fill(players === 3 ? 17 : 13));
        const all = hands.flat().sort();
        expect(all).toEqual(packFor(players, removedTwo as '2C').slice().sort());
        expect(obs(m, 1).removedTwo).toBe(players === 3 ? removedTwo : null);
      }
    }
  });

  it('deals differ from deal to deal, the same seed deals the same', () => {
    const a = ok(newMatch(GAME, { players: 4, seed: 'same', dealer: 0 }), 0, TRUMP('C')).match;
    const b = ok(newMatch(GAME, { players: 4, seed: 'same', dealer: 0 }), 0, TRUMP('S')).match;
    expect(st(a).hands).toEqual(st(b).hands);
    const second = ok(playOut(a).match, 2, NEXT).match;
    const dealt = ok(second, 1, TRUMP('D')).match;
    expect(st(dealt).hands).not.toEqual(st(a).hands);
  });

  it('a fixed deal is checked: hand sizes, exactly the pack; with three seats rest is empty or the removed two', () => {
    const bad = (setup: MatchSetup) => expect(() => newMatch(GAME, setup)).toThrow(/ERR_BAD_DEAL/);
    const four = exampleDeal({});
    bad({ players: 4, seed: 'x', deals: [{ hands: four.hands.slice(0, 3) }] });
    bad({ players: 4, seed: 'x', deals: [{ hands: [four.hands[0].slice(1), four.hands[1], four.hands[2], [...four.hands[3], four.hands[0][0]]] }] });
    bad({ players: 4, seed: 'x', deals: [{ hands: four.hands, rest: ['2C'] }] });
    const three = exampleDeal({}, {}, 3, '2H');
    expect(() => newMatch(GAME, { players: 3, seed: 'x', options: { removedTwo: '2H' }, deals: [three] })).not.toThrow();
    expect(() => newMatch(GAME, { players: 3, seed: 'x', options: { removedTwo: '2H' }, deals: [{ hands: three.hands, rest: ['2H'] }] })).not.toThrow();
    bad({ players: 3, seed: 'x', options: { removedTwo: '2H' }, deals: [{ hands: three.hands, rest: ['2C'] }] });
    bad({ players: 3, seed: 'x', deals: [three] });
  });

  it('seat counts other than 3 and 4 are refused', () => {
    for (const players of [2, 5]) expect(() => newMatch(GAME, { players, seed: 'x' })).toThrow(/ERR_BAD_PLAYERS/);
  });
});

describe('settings (§11.8)', () => {
  it('firstLead "dealer": the dealer leads trick 1 (D-2)', () => {
    const m = ok(start(exampleDeal({}), { firstLead: 'dealer' }), 0, TRUMP('H')).match;
    expect(status(m).toAct).toEqual([0]);
  });

  it('mustTrump false: void in the led suit, any card (D-3)', () => {
    const deal = exampleDeal({ 1: ['7H'], 2: ['4C', '9S', '10S', 'QD'] }, { 2: 'HSQ' });
    const m = run(start(deal, { mustTrump: false }), '0: T=S, 1: 7H').match;
    expect(cardsOf(legalActions(m, 2)).sort()).toEqual(deal.hands[2].slice().sort());
  });

  it('dungeonTrickScoring "voidHand": the winner scores no trick or queen points this deal, and as dealer no bonus (D-7)', () => {
    const base = { tricks: [5, 4, 3, 0], queens: [1, 0, 0, 0], dungeonTricks: [1, 0, 0, 0], dungeonQueens: [3, 0, 0, 0] };
    const trick = countsState(4, base, { dungeonTrickScoring: 'voidHand' });
    expect(handScores({ ...trick, voided: [true, false, false, false] })).toEqual({ deltas: [0, 40, 30, 0], made: true });
    const other = countsState(4, { ...base, dungeonTricks: [0, 1, 0, 0], dungeonQueens: [0, 3, 0, 0] }, { dungeonTrickScoring: 'voidHand' });
    expect(handScores({ ...other, voided: [false, true, false, false] }).deltas).toEqual([50 + 25 + 50, 0, 30, 0]);
    const failed = countsState(4, { tricks: [3, 4, 4, 1], queens: [1, 0, 0, 0], dungeonTricks: [0, 0, 0, 1], dungeonQueens: [0, 0, 0, 3] });
    expect(handScores({ ...failed, voided: [true, false, false, false] }).deltas[0]).toBe(-50);
    // through the engine: the dungeon winner is marked voided
    const t = DUNGEON_TRICK[2];
    const m = run(start(exampleDeal(t.named), { dungeonTrickScoring: 'voidHand' }), `0: T=H, ${t.plays}, 2: MATCH_LOWEST`).match;
    expect(st(m).voided).toEqual([false, false, true, false]);
    const scored = playOut(m);
    expect(st(scored.match).history[0].voided).toEqual([2]);
    expect(st(scored.match).history[0].deltas[2]).toBe(0);
  });

  it('dungeonTrickCountsForContract false: the 3- or 4-queen trick does not count for the dealer (D-7)', () => {
    const s = countsState(4, { tricks: [4, 4, 3, 1], queens: [1, 0, 0, 0], dungeonTricks: [1, 0, 0, 0], dungeonQueens: [3, 0, 0, 0] });
    expect(handScores(s).made).toBe(true);
    expect(handScores({ ...s, options: { ...s.options, dungeonTrickCountsForContract: false } })).toEqual({ deltas: [-50, 40, 30, 10], made: false });
  });

  it('the dungeon on the last trick is chosen before the hand is scored; two queens in the last trick change nothing (D-6)', () => {
    // trick 13: P0 leads QH (trump), P1 QC, P2 QD, P3 4C: P0 goes to the dungeon, then the deal is scored
    const deal = exampleDeal({ 0: ['QH'], 1: ['QC'], 2: ['QD'], 3: ['4C'] });
    const m0 = run(start(deal), '0: T=H').match;
    const last = (hands: Card[][], plays: string) => run(patched(m0, {
      hands, trickNo: 13, leader: 0, tricksWon: [4, 4, 3, 1], scoringTricks: [4, 4, 3, 1], scoringQueens: [0, 0, 0, 0], queensWon: [0, 0, 0, 0],
    }), plays);
    const r = last([['QH'], ['QC'], ['QD'], ['4C']], '0: QH, 1: QC, 2: QD, 3: 4C');
    expect(status(r.match).phase).toBe('dungeonChoice');
    expect(factsOf(r.facts, 'HAND_SCORED')).toEqual([]);
    const chosen = ok(r.match, 0, CHOICE('MINUS_100'));
    expect(factsOf(chosen.facts, 'HAND_SCORED')).toHaveLength(1);
    expect(status(chosen.match).phase).toBe('handResult');
    // P0: −100 at once, then 4 × 10 + 50 (the dungeon trick counts for the contract: 5 tricks)
    expect(status(chosen.match).totals[0]).toBe(-100 + 90);
    const two = last([['QH'], ['QC'], ['2D'], ['4C']], '0: QH, 1: QC, 2: 2D, 3: 4C');
    expect(status(two.match).phase).toBe('handResult');
    expect(factsOf(two.facts, 'TRUMP_CHANGED')).toEqual([]);
  });

  it('a 3- or 4-queen trick does not change trump (D-5)', () => {
    const t = DUNGEON_TRICK[2];
    const m = run(start(exampleDeal(t.named)), `0: T=H, ${t.plays}, 2: MATCH_LOWEST`).match;
    expect(obs(m, 0).trumps).toEqual([{ suit: 'H', fromTrick: 1 }]);
  });

  it('targetScore: 1 to 5000 (QD-1); a lower target ends the game sooner', () => {
    expect(() => newMatch(GAME, { players: 4, seed: 'x', options: { targetScore: 0 } })).toThrow(/ERR_BAD_OPTION/);
    expect(() => newMatch(GAME, { players: 4, seed: 'x', options: { targetScore: 5001 } })).toThrow(/ERR_BAD_OPTION/);
    expect(() => newMatch(GAME, { players: 4, seed: 'x', options: { targetScore: 5000 } })).not.toThrow();
    const r = playout(newMatch(GAME, { players: 4, seed: 'short', options: { targetScore: 1 } }), 'short');
    expect(r.over).toBe(true);
    expect(status(r.match).handNumber).toBeLessThanOrEqual(2);
  });

  it('presets are option sets of the spec\'s readings', () => {
    for (const p of queensDungeon.presets) expect(() => newMatch(GAME, { players: 4, seed: 'p', options: p.options })).not.toThrow();
  });
});

describe('refusals (E-1 order, QD-6)', () => {
  const deal = exampleDeal({ 1: ['7H', '2C'], 2: ['4C', '9S', 'QD'] }, { 2: 'H' });
  const m0 = start(deal);
  const m1 = run(m0, '0: T=S, 1: 7H').match;

  it('unknown type → wrong phase → wrong seat → malformed fields → illegal value', () => {
    refused(m1, 2, { type: 'BID', value: 1 }, 'ERR_UNKNOWN_ACTION');
    refused(m1, 2, TRUMP('C'), 'ERR_WRONG_PHASE');
    refused(m1, 3, PLAY('4C'), 'ERR_NOT_YOUR_TURN');
    refused(m1, 3, { type: 'PLAY' }, 'ERR_NOT_YOUR_TURN');
    refused(m1, 2, { type: 'PLAY' }, 'ERR_BAD_ACTION');
    refused(m1, 2, { type: 'PLAY', card: '4C', seat: 2 }, 'ERR_BAD_ACTION');
    refused(m1, 2, PLAY('XX'), 'ERR_BAD_ACTION');
    refused(m1, 2, PLAY('BJ'), 'ERR_BAD_ACTION');
    refused(m1, 2, PLAY('AH'), 'ERR_CARD_NOT_IN_HAND');
    refused(m1, 2, PLAY('4C'), 'ERR_MUST_TRUMP');
    refused(m0, 0, TRUMP('X'), 'ERR_BAD_ACTION');
    refused(m0, 0, { type: 'CHOOSE_TRUMP' }, 'ERR_BAD_ACTION');
    refused(m0, 1, TRUMP('H'), 'ERR_NOT_YOUR_TURN');
    refused(m0, 0, NEXT, 'ERR_WRONG_PHASE');
  });

  it('with three seats the removed two is no card of the game', () => {
    const m = ok(newMatch(GAME, { players: 3, seed: 'r3', dealer: 0, options: { removedTwo: '2D' } }), 0, TRUMP('C')).match;
    refused(m, 1, PLAY('2D'), 'ERR_BAD_ACTION');
  });

  it('a dungeon choice that is not one of the event\'s two, or not a string', () => {
    const t = DUNGEON_TRICK[2];
    const m = run(start(exampleDeal(t.named)), `0: T=H, ${t.plays}`).match;
    refused(m, 2, CHOICE('ZERO'), 'ERR_BAD_CHOICE');
    refused(m, 2, { type: 'DUNGEON_CHOICE', option: 3 }, 'ERR_BAD_ACTION');
    refused(m, 1, CHOICE('MINUS_100'), 'ERR_NOT_YOUR_TURN');
    refused(m, 2, PLAY('2C'), 'ERR_WRONG_PHASE');
  });

  it('after the game is over every action is refused with ERR_GAME_OVER', () => {
    const r = playout(newMatch(GAME, { players: 3, seed: 'over', options: { targetScore: 50 } }), 'over');
    expect(r.over).toBe(true);
    refused(r.match, 0, NEXT, 'ERR_GAME_OVER');
  });
});

// ---------------------------------------------------------------------------------------
// Decisions of docs/rules-decisions.md

describe('decisions', () => {
  it('QD-2: the cut is drawn from the game\'s pack (51 cards with three seats), each round from the pack shuffled anew', () => {
    for (let i = 0; i < 40; i++) {
      const rounds = cutForDealer(`c2-${i}`, packFor(3, '2S'), 3);
      for (const r of rounds) for (const c of r.cards) expect(c).not.toBe('2S');
      expect(rounds[rounds.length - 1].dealer).not.toBeNull();
    }
  });

  it('QD-3: the observation names the cut by rank and removedTwo only with three seats', () => {
    const m = newMatch(GAME, { players: 4, seed: 'cut-obs' });
    const o = obs(m, 0);
    expect(o.cut[0].ranks).toEqual(st(m).cut[0].cards.map((c) => c.slice(0, -1)));
    expect(mentionedCards(o, standardDeck())).toEqual([]);
    expect('removedTwo' in o.options).toBe(false);
    expect(obs(newMatch(GAME, { players: 3, seed: 'x', options: { removedTwo: '2H' } }), 0).options.removedTwo).toBe('2H');
  });

  it('QD-4: every seat sees the suits a seat has shown it lacks (a non-queen off the led suit; and no trump either, under mustTrump) and the queens each seat has won, never the gathered cards', () => {
    // trump S; P1 leads 7H; P2 plays 4C (void in hearts and spades), P3 QD (says nothing), P0 5S (void in hearts)
    const deal = exampleDeal({ 0: ['5S', 'AS'], 1: ['7H', '2S'], 2: ['4C'], 3: ['QD', '8H'] }, { 0: 'H', 2: 'HS' });
    const { match } = run(start(deal), '0: T=S, 1: 7H, 2: 4C, 3: QD, 0: 5S');
    for (let s = 0; s < 4; s++) {
      expect(obs(match, s).voids).toEqual([['H'], [], ['H', 'S'], []]);
      expect(obs(match, s).queensWon).toEqual([1, 0, 0, 0]);
    }
    const loose = run(start(deal, { mustTrump: false }), '0: T=S, 1: 7H, 2: 4C, 3: QD, 0: 5S').match;
    expect(obs(loose, 1).voids).toEqual([['H'], [], ['H'], []]);
    // the next trick's lead hides the trick gathered before the last one
    const t2 = run(match, '0: AS, 1: 2S').match;
    const t3 = playOut(t2).match;
    expect(obs(t3, 1).lastTrick?.cards).toHaveLength(4);
  });

  it('QD-5: with reviewLastTrick false, the trick just won is seen until the next card is led (as Supertrump S-1)', () => {
    const deal = exampleDeal({ 0: ['2H', 'AS'], 1: ['7C', '3S'], 2: ['KC'], 3: ['QD'] }, { 0: 'C' });
    const { match } = run(start(deal, { reviewLastTrick: false }), '0: T=H, 1: 7C, 2: KC, 3: QD, 0: 2H');
    expect(obs(match, 2).lastTrick?.winner).toBe(0);
    const led = run(match, '0: AS').match;
    expect(obs(led, 2).lastTrick).toBeNull();
    const review = run(start(deal), '0: T=H, 1: 7C, 2: KC, 3: QD, 0: 2H, 0: AS').match;
    expect(obs(review, 2).lastTrick?.winner).toBe(0);
  });

  it('QD-6: refusal codes: ERR_MUST_FOLLOW, ERR_MUST_TRUMP (the trump and the led suit), ERR_SAME_TRUMP, ERR_BAD_CHOICE', () => {
    const deal = exampleDeal({ 1: ['7H'], 2: ['2H', '4C', '9S'] }, {});
    const m = run(start(deal), '0: T=S, 1: 7H').match;
    const r = applyAction(m, 2, PLAY('4C'));
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_MUST_FOLLOW', params: { suit: 'H' } });
  });

  it('QD-7: facts name no hidden card: HAND_DEALT opens a deal\'s facts (its trump choice), then the cards, tricks, events, score', () => {
    const r = playout(newMatch(GAME, { players: 4, seed: 'facts', dealer: 2, options: { targetScore: 100 } }), 'facts');
    const hands = matchHistory(r.match);
    for (const h of hands) {
      expect(h.facts[0]).toMatchObject({ type: 'HAND_DEALT', handNumber: h.handNumber });
      expect(h.facts[1]).toMatchObject({ type: 'TRUMP_CHOSEN' });
      expect(h.facts.filter((f) => f.type === 'CARD_PLAYED')).toHaveLength(52);
      expect(h.tricks).toHaveLength(13);
      expect(h.scored).toMatchObject({ type: 'HAND_SCORED' });
    }
    const types = new Set(r.steps.flatMap((s) => s.facts.map((f) => f.type)));
    for (const t of types) expect(['HAND_DEALT', 'TRUMP_CHOSEN', 'CARD_PLAYED', 'TRICK_WON', 'TRUMP_CHANGED', 'DUNGEON_CHOSEN', 'HAND_SCORED', 'GAME_OVER']).toContain(t);
  });

  it('QD-8: any seat continues from the hand result; the deal passes clockwise; totals at the deal\'s start are the totals after the last deal', () => {
    const first = playOut(ok(newMatch(GAME, { players: 3, seed: 'next', dealer: 2 }), 2, TRUMP('H')).match).match;
    expect(status(first).phase).toBe('handResult');
    for (let s = 0; s < 3; s++) expect(legalActions(first, s)).toEqual([NEXT]);
    const next = ok(first, 1, NEXT).match;
    expect(st(next).dealer).toBe(0);
    expect(obs(next, 0).totalsAtDealStart).toEqual(status(first).totals);
    expect(obs(next, 0).trump).toBeNull();
    expect(obs(next, 0).hand).toEqual([]);
    expect(obs(next, 0).result).toBeNull();
    expect(obs(first, 0).result?.deltas).toHaveLength(3);
  });

  it('serialize / deserialize reproduce a match in progress', () => {
    const r = playout(newMatch(GAME, { players: 4, seed: 'save' }), 'save', { maxActions: 130 });
    const back = deserialize(serialize(r.match));
    expect(back.ok).toBe(true);
    if (back.ok) expect(back.match.state).toEqual(r.match.state);
  });
});

describe('whole matches', () => {
  it('random play ends every match, with totals that add up to the history', () => {
    for (let i = 0; i < 12; i++) {
      const setup: MatchSetup = { players: 3 + (i % 2), seed: `whole-${i}`, options: { tieBreak: i % 3 === 0 ? 'shared' : 'playOn' } };
      const r = playout(newMatch(GAME, setup), `whole-${i}`, { maxActions: 20_000 });
      expect(r.over).toBe(true);
      const s = st(r.match);
      expect(Math.max(...s.totals)).toBeGreaterThanOrEqual(500);
      expect(s.history[s.history.length - 1].totals).toEqual(s.totals);
      if (setup.options!.tieBreak === 'playOn') expect(status(r.match).winners).toHaveLength(1);
    }
  });

  it('no trick is ever won by an off-suit, non-trump card (§5.2)', () => {
    const r = playout(newMatch(GAME, { players: 4, seed: 'winners' }), 'winners', { maxActions: 3000 });
    for (const step of r.steps) {
      for (const f of factsOf(step.facts, 'TRICK_WON')) {
        const trick = f.trick as { seat: Seat; card: Card }[];
        const won = trick.find((p) => p.seat === f.seat)!.card;
        const trump = (st(step.before).trump ?? '') as Suit;
        expect([trick[0].card.slice(-1), trump]).toContain(won.slice(-1));
      }
    }
  });
});
