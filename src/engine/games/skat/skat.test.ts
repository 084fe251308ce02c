// Skat: every worked example of rules/skat.md §8 (V1–V21, O1–O5, N1–N4, A1–A10, K1–K6,
// L1–L5, T1–T5, R1–R4), run as the spec's "How to run them" paragraph says, plus the
// scoring tables, refusals, hidden information and the decisions K-n of
// docs/rules-decisions.md.
import { describe, expect, it } from 'vitest';
import { legalActions, newMatch, observe, status } from '../../core/match';
import type { Action, Card, Deal, Fact, Match, Seat, Suit } from '../../core/types';
import { applyAll, buildDeal, mentionsCard, ok } from '../../testing/builders';
import { refused } from '../../testing/steps';
import { skat } from '.';
import { BID_VALUES } from './auction';
import { dealFromDeck } from './deal';
import { effSuit, matadors, matadorsWith, SKAT_DECK, sumPoints, trickWinnerIndex } from './rules';
import { BASE_VALUE, contractValueFor, gameDeltas, gameOutcome, nullValue, ramschDeltas } from './scoring';
import type { Contract, SkatObservation, TrickRules } from './types';


// ---------------------------------------------------------------------------------------
// Helpers

const SEED = 'skat-examples';
const obs = (m: Match, s: Seat) => observe(m, s) as SkatObservation;
const factsOf = (facts: Fact[], type: string) => facts.filter((f) => f.type === type);
const play = (card: Card): Action => ({ type: 'PLAY', card });
const BID = (value: number): Action => ({ type: 'BID', value });
const HOLD: Action = { type: 'HOLD' };
const PASS: Action = { type: 'PASS' };
const sorted = (cards: readonly Card[]) => cards.slice().sort();

function start(deal?: Deal, options: Record<string, unknown> = {}, seed = SEED): Match {
  return newMatch('skat', { players: 3, seed, dealer: 0, options, ...(deal ? { deals: [deal] } : {}) });
}

function run(m: Match, steps: readonly (readonly [Seat, Action])[]) {
  return applyAll(m, steps);
}

const shorthand: Record<string, Omit<Contract, 'hand' | 'schneiderAnnounced' | 'schwarzAnnounced' | 'ouvert'> & { ouvert?: boolean }> = {
  clubs: { type: 'suit', trump: 'C' }, spades: { type: 'suit', trump: 'S' },
  hearts: { type: 'suit', trump: 'H' }, diamonds: { type: 'suit', trump: 'D' },
  grand: { type: 'grand' }, null: { type: 'null' }, 'null ouvert': { type: 'null', ouvert: true },
};
const DECLARE = (name: string): Action => ({ type: 'DECLARE', contract: shorthand[name] });

/** Prelude P(contract): F (seat 1) is declarer at 18 in a hand game and leads trick 1. */
function prelude(m: Match, contract: string): Match {
  return run(m, [[2, PASS], [0, PASS], [1, BID(18)], [1, { type: 'PLAY_HAND' }], [1, DECLARE(contract)]]).match;
}

function rulesFor(name: string): TrickRules {
  const c = shorthand[name];
  return c.type === 'suit' ? { kind: 'suit', trump: c.trump! } : { kind: c.type };
}

/**
 * A deal with the named cards; fillers of the followers (seats 2 and 0) are never of the
 * led effective suit (and in legality examples never trumps), so every named play stays legal.
 */
function exampleDeal(named: Partial<Record<Seat, Card[]>>, opts: { led?: Card; rules?: TrickRules; noTrumpFillers?: boolean; skat?: Card[]; followers?: Seat[] } = {}): Deal {
  const { led, rules } = opts;
  return buildDeal({
    deck: SKAT_DECK,
    handSize: 10,
    hands: [named[0] ?? [], named[1] ?? [], named[2] ?? []],
    rest: opts.skat,
    fillOrder: [2, 0, 1],
    filler: (card, seat) => {
      if (!(opts.followers ?? [2, 0]).includes(seat) || !led || !rules) return 0;
      if (effSuit(card, rules) === effSuit(led, rules)) return null;
      if (opts.noTrumpFillers && effSuit(card, rules) === 'TRUMP') return null;
      return 0;
    },
  });
}

/** Plays out the deal: each seat to move plays its first legal card. */
function playOut(m: Match): { match: Match; facts: Fact[] } {
  let cur = m;
  const facts: Fact[] = [];
  while (status(cur).phase === 'trickPlay') {
    const seat = status(cur).toAct[0];
    const r = ok(cur, seat, legalActions(cur, seat)[0]);
    cur = r.match;
    facts.push(...r.facts);
  }
  return { match: cur, facts };
}

function contract(type: Contract['type'], extra: Partial<Contract> = {}): Contract {
  return { type, hand: false, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false, ...extra };
}

// ---------------------------------------------------------------------------------------
// §2, §3: the pack and the deal

describe('pack and deal (§2, §3)', () => {
  it('32 cards worth 120 points', () => {
    expect(SKAT_DECK).toHaveLength(32);
    expect(new Set(SKAT_DECK).size).toBe(32);
    expect(sumPoints(SKAT_DECK)).toBe(120);
  });

  it('§3.2 deterministic hook: packets 3-(2)-4-3 from Forehand', () => {
    const deck = SKAT_DECK.slice();
    const { hands, skat: sk } = dealFromDeck(deck, 0); // F = 1, M = 2, R = 0
    expect(hands[1]).toEqual([...deck.slice(0, 3), ...deck.slice(11, 15), ...deck.slice(23, 26)]);
    expect(hands[2]).toEqual([...deck.slice(3, 6), ...deck.slice(15, 19), ...deck.slice(26, 29)]);
    expect(hands[0]).toEqual([...deck.slice(6, 9), ...deck.slice(19, 23), ...deck.slice(29, 32)]);
    expect(sk).toEqual(deck.slice(9, 11));
  });

  it('a seeded deal gives 10 cards each and a skat of 2, the same for the same seed', () => {
    const a = start(undefined, {}, 'seed-x');
    const b = start(undefined, {}, 'seed-x');
    const s = a.state as { hands: Card[][]; skat: Card[] };
    expect(s.hands.map((h) => h.length)).toEqual([10, 10, 10]);
    expect(s.skat).toHaveLength(2);
    expect(sorted([...s.hands.flat(), ...s.skat])).toEqual(sorted(SKAT_DECK));
    expect(b.state).toEqual(a.state);
  });

  it('fixed deals are checked: not the 32-card pack is refused', () => {
    const deal = exampleDeal({});
    expect(() => start({ hands: deal.hands, rest: ['AC', 'AC'] })).toThrow(/ERR_BAD_DEAL/);
    expect(() => start({ hands: [deal.hands[0], deal.hands[1], deal.hands[2].slice(1)], rest: deal.rest })).toThrow(/ERR_BAD_DEAL/);
    expect(() => start({ hands: deal.hands, rest: ['2C', '3C'] })).toThrow(/ERR_BAD_DEAL/);
  });

  it('options: unknown or invalid values are refused; the first dealer may come from the seed', () => {
    expect(() => newMatch('skat', { players: 4, seed: 'x' })).toThrow(/ERR_BAD_PLAYERS/);
    expect(() => start(undefined, { scoring: 'fancy' })).toThrow(/ERR_BAD_OPTION/);
    expect(() => start(undefined, { kontra: true })).toThrow(/ERR_BAD_OPTION/);
    const m = newMatch('skat', { players: 3, seed: 'dealer-draw' });
    expect([0, 1, 2]).toContain(obs(m, 0).dealer);
  });

  it('defaults and presets (§11.8, §7.1)', () => {
    expect(obs(start(), 0).options).toEqual({
      preset: 'isko', auctionRoles: 'isko', handMatadorsIgnoreSkat: false, allowSurrender: true, allPass: 'throwIn',
      ramschSkatTo: 'lastTrick', scoring: 'classic', handsPerGame: 12, reviewLastTrick: true,
    });
    const seed = obs(start(undefined, { preset: 'seed' }), 0).options;
    expect(seed.auctionRoles).toBe('seed');
    expect(seed.handMatadorsIgnoreSkat).toBe(true);
    expect(seed.allowSurrender).toBe(true);
    expect(skat.presets.map((p) => p.id)).toEqual(['isko', 'seed']);
  });

  it('K-1: handsPerGame is 1..60', () => {
    expect(() => start(undefined, { handsPerGame: 0 })).toThrow(/ERR_BAD_OPTION/);
    expect(() => start(undefined, { handsPerGame: 61 })).toThrow(/ERR_BAD_OPTION/);
    expect(obs(start(undefined, { handsPerGame: 60 }), 0).handsPerGame).toBe(60);
  });

  it('K-2: under a preset, the preset replaces the defaults it names and every explicit option overrides it', () => {
    expect(obs(start(undefined, { preset: 'seed' }), 0).options).toMatchObject({ auctionRoles: 'seed', handMatadorsIgnoreSkat: true });
    expect(obs(start(undefined, { preset: 'seed', auctionRoles: 'isko' }), 0).options).toMatchObject({ auctionRoles: 'isko', handMatadorsIgnoreSkat: true });
    expect(obs(start(undefined, { preset: 'seed', scoring: 'tournament' }), 0).options).toMatchObject({ scoring: 'tournament', auctionRoles: 'seed' });
    expect(obs(start(undefined, { auctionRoles: 'seed' }), 0).options).toMatchObject({ preset: 'isko', auctionRoles: 'seed', handMatadorsIgnoreSkat: false });
  });
});

// ---------------------------------------------------------------------------------------
// §6.10: bid values and the value table

describe('bid values and game values (§6.3, §6.6, §6.10)', () => {
  it('BID_VALUES are exactly the 63 values of some game', () => {
    const values = new Set<number>([23, 35, 46, 59]);
    for (const base of [9, 10, 11, 12]) for (let k = 2; k <= 18; k++) values.add(base * k);
    for (let k = 2; k <= 11; k++) values.add(24 * k);
    expect(BID_VALUES).toEqual([...values].sort((a, b) => a - b));
    expect(BID_VALUES).toHaveLength(63);
    expect(BID_VALUES[0]).toBe(18);
    expect(BID_VALUES[62]).toBe(264);
  });

  it('base values and Null values', () => {
    expect(BASE_VALUE).toEqual({ D: 9, H: 10, S: 11, C: 12, grand: 24 });
    expect([nullValue(false, false), nullValue(true, false), nullValue(false, true), nullValue(true, true)]).toEqual([23, 35, 46, 59]);
  });

  it('the value table: base × multiplier for multipliers 2..18 (Grand 2..11)', () => {
    for (let mult = 2; mult <= 18; mult++) {
      for (const trump of ['D', 'H', 'S', 'C'] as Suit[]) {
        // with mult-1 matadors, simple game, skat taken, won: the table's entry
        const out = gameOutcome({ contract: contract('suit', { trump }), bid: 18, matadors: mult - 1, declarerPoints: 70, declarerTricks: 6, opponentTricks: 4 });
        expect(out.value).toBe(BASE_VALUE[trump] * mult);
      }
    }
    expect(gameOutcome({ contract: contract('grand'), bid: 18, matadors: 4, declarerPoints: 70, declarerTricks: 6, opponentTricks: 4 }).value).toBe(120);
  });

  it('§6.4 matador examples: with 2, without 3, with 6', () => {
    const clubs: TrickRules = { kind: 'suit', trump: 'C' };
    expect(matadors(['JC', 'JS', '7H'], clubs)).toBe(2);
    expect(matadors(['JD', '7H'], clubs)).toBe(3);
    expect(matadors(['JC', 'JS', 'JH', 'JD', 'AC', '10C', 'QC'], clubs)).toBe(6);
    expect(matadors(['JC', 'JS', 'JH', 'JD'], { kind: 'grand' })).toBe(4);
    expect(matadors(['JC', 'JS', 'JH', 'JD', 'AC', '10C', 'KC', 'QC', '9C', '8C', '7C'], clubs)).toBe(11);
    expect(matadorsWith(['JC', 'JS', '7H'], clubs)).toBe(true);
    expect(matadorsWith(['JD', '7H'], clubs)).toBe(false);
  });

  it('§6.5 the levels in the order players count them: game, hand, schneider, announced, schwarz, ouvert', () => {
    const won = (c: Contract, declarerPoints: number, opponentTricks: number) =>
      gameOutcome({ contract: c, bid: 18, matadors: 1, declarerPoints, declarerTricks: 10 - opponentTricks, opponentTricks });
    expect(won(contract('suit', { trump: 'C' }), 70, 4).steps).toEqual(['game']);
    expect(won(contract('grand', { hand: true }), 95, 2)).toMatchObject({ steps: ['game', 'hand', 'schneider'], levels: 3 });
    expect(won(contract('suit', { trump: 'H', hand: true, ouvert: true }), 120, 0)).toMatchObject({
      steps: ['game', 'hand', 'schneider', 'schneiderAnnounced', 'schwarz', 'schwarzAnnounced', 'ouvert'], levels: 7,
    });
    expect(won(contract('null'), 0, 10).steps).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------
// §8.1–8.3: matadors, game values, overbid (pure checks)

interface ValueExample {
  id: string;
  contract: Contract;
  cards12: Card[];
  bid?: number;
  points: number;
  declarerTricks?: number;
  opponentTricks?: number;
  matadors: number;
  levels: number;
  value: number;
  score: number;
}

const hand = (type: Contract['type'], trump?: Suit, extra: Partial<Contract> = {}): Contract =>
  contract(type, { hand: true, ...(trump ? { trump } : {}), ...extra });
const taken = (type: Contract['type'], trump?: Suit): Contract => contract(type, trump ? { trump } : {});

const VALUES: ValueExample[] = [
  { id: 'V1', contract: taken('suit', 'C'), cards12: ['JC', 'JS'], points: 70, matadors: 2, levels: 1, value: 36, score: 36 },
  { id: 'V2', contract: taken('suit', 'H'), cards12: ['JD'], points: 70, matadors: 3, levels: 1, value: 40, score: 40 },
  { id: 'V3', contract: taken('suit', 'C'), cards12: ['JC', 'JS', 'JH', 'JD', 'AC', '10C', 'QC'], points: 61, matadors: 6, levels: 1, value: 84, score: 84 },
  { id: 'V4', contract: taken('suit', 'H'), cards12: ['KH'], points: 70, matadors: 6, levels: 1, value: 70, score: 70 },
  { id: 'V5', contract: hand('suit', 'C'), cards12: ['JC'], points: 70, matadors: 1, levels: 2, value: 36, score: 36 },
  { id: 'V6', contract: taken('suit', 'S'), cards12: ['JC'], points: 61, matadors: 1, levels: 1, value: 22, score: 22 },
  { id: 'V7', contract: taken('suit', 'S'), cards12: ['JC'], points: 60, matadors: 1, levels: 1, value: 22, score: -44 },
  { id: 'V8', contract: taken('suit', 'S'), cards12: ['JC'], points: 31, declarerTricks: 3, matadors: 1, levels: 1, value: 22, score: -44 },
  { id: 'V9', contract: taken('suit', 'S'), cards12: ['JC'], points: 30, declarerTricks: 3, matadors: 1, levels: 2, value: 33, score: -66 },
  { id: 'V10', contract: taken('grand'), cards12: ['JC', 'JS'], points: 28, declarerTricks: 2, matadors: 2, levels: 2, value: 96, score: -192 },
  { id: 'V11', contract: taken('suit', 'D'), cards12: ['JS'], points: 10, declarerTricks: 0, matadors: 1, levels: 3, value: 36, score: -72 },
  { id: 'V12', contract: hand('suit', 'C'), cards12: ['JC', 'JS'], points: 120, declarerTricks: 10, opponentTricks: 0, matadors: 2, levels: 4, value: 72, score: 72 },
  { id: 'V13', contract: hand('suit', 'C', { schneiderAnnounced: true }), cards12: ['JC'], points: 95, matadors: 1, levels: 4, value: 60, score: 60 },
  { id: 'V14', contract: hand('suit', 'C', { schneiderAnnounced: true }), cards12: ['JC'], points: 89, matadors: 1, levels: 4, value: 60, score: -120 },
  { id: 'V15', contract: hand('suit', 'S', { schneiderAnnounced: true, schwarzAnnounced: true }), cards12: ['JC', 'JS', 'JH'], points: 110, declarerTricks: 9, opponentTricks: 1, matadors: 3, levels: 6, value: 99, score: -198 },
  { id: 'V16', contract: hand('grand', undefined, { schneiderAnnounced: true }), cards12: ['JC', 'JS', 'JH', 'JD'], points: 89, matadors: 4, levels: 4, value: 192, score: -384 },
  { id: 'V17', contract: hand('grand', undefined, { schneiderAnnounced: true, schwarzAnnounced: true, ouvert: true }), cards12: ['JC', 'JS', 'JH', 'JD'], points: 120, declarerTricks: 10, opponentTricks: 0, matadors: 4, levels: 7, value: 264, score: 264 },
  { id: 'V18', contract: taken('grand'), cards12: ['JC', 'JS', 'JH', 'JD'], points: 95, matadors: 4, levels: 2, value: 144, score: 144 },
  { id: 'V19', contract: taken('suit', 'D'), cards12: ['JH'], points: 50, matadors: 2, levels: 1, value: 27, score: -54 },
  { id: 'V20', contract: hand('suit', 'S'), cards12: ['JH'], points: 70, matadors: 2, levels: 2, value: 44, score: 44 },
  // §8.2 V21: the skat's JC counts in a hand game
  { id: 'V21', contract: hand('grand'), cards12: ['JS', 'JH', 'JD', 'JC'], points: 75, matadors: 4, levels: 2, value: 144, score: 144 },
  // §8.3 overbid
  { id: 'O1', contract: taken('suit', 'H'), cards12: ['JC'], bid: 27, points: 70, matadors: 1, levels: 1, value: 30, score: -60 },
  { id: 'O2', contract: taken('suit', 'D'), cards12: ['JS', 'JH', 'JD'], bid: 22, points: 89, matadors: 1, levels: 1, value: 27, score: -54 },
  { id: 'O3', contract: taken('suit', 'D'), cards12: ['JS', 'JH', 'JD'], bid: 22, points: 90, matadors: 1, levels: 2, value: 27, score: 27 },
  { id: 'O4', contract: hand('suit', 'H'), cards12: ['10H', 'KH', 'QH', '9H', '8H', '7H', 'AC', '10C', 'AS', 'KS', 'JS'], bid: 59, points: 85, matadors: 1, levels: 2, value: 60, score: -120 },
];

describe('§8.1–8.3 matadors, game values, overbid (pure)', () => {
  for (const ex of VALUES) {
    it(`${ex.id}: ${JSON.stringify(ex.contract.type)}${ex.contract.trump ?? ''} ${ex.points} pts -> value ${ex.value}, score ${ex.score}`, () => {
      const rules: TrickRules = ex.contract.type === 'suit' ? { kind: 'suit', trump: ex.contract.trump! } : { kind: 'grand' };
      const m = matadors(ex.cards12, rules);
      expect(m).toBe(ex.matadors);
      const declarerTricks = ex.declarerTricks ?? (ex.points > 0 ? 5 : 0);
      const out = gameOutcome({
        contract: ex.contract, bid: ex.bid ?? 18, matadors: m, declarerPoints: ex.points,
        declarerTricks, opponentTricks: ex.opponentTricks ?? 10 - declarerTricks,
      });
      if (!ex.id.startsWith('O') || out.won) expect(out.levels).toBe(ex.levels);
      expect(out.value).toBe(ex.value);
      expect(gameDeltas(1, out.won, out.value, 'classic')).toEqual([0, ex.score, 0]);
    });
  }

  it('V21 with handMatadorsIgnoreSkat = true: without 1 -> 72', () => {
    expect(matadors(['JS', 'JH', 'JD'], { kind: 'grand' })).toBe(1);
    expect(gameOutcome({ contract: hand('grand'), bid: 18, matadors: 1, declarerPoints: 75, declarerTricks: 6, opponentTricks: 4 }).value).toBe(72);
  });
});

describe('contractValueFor: a contract\'s value before play, as far as the declarer knows it', () => {
  it('skat taken (12 cards known): V1 clubs with 2 -> 36, more with Schneider / Schwarz', () => {
    const twelve: Card[] = ['JC', 'JS', 'AC', '7C', 'AS', '10S', 'AH', 'KH', '7D', '8D', '9D', 'QD'];
    expect(contractValueFor(twelve, contract('suit', { trump: 'C' }))).toEqual({
      base: 12, matadors: { min: 2, max: 2 }, matadorsWith: true, levels: 1, steps: ['game'], value: 36, schneider: 48, schwarz: 60, best: 60,
    });
    // V2: hearts without 3 (JD is the only jack) -> 40
    const v2: Card[] = ['JD', 'AC', '7C', 'AS', '10S', 'AH', 'KH', '7D', '8D', '9D', 'QD', 'KD'];
    expect(contractValueFor(v2, contract('suit', { trump: 'H' })).value).toBe(40);
  });

  it('a hand game counts its level: clubs hand with 2 -> 12 x 4 = 48 (V12 before play)', () => {
    const twelve: Card[] = ['JC', 'JS', 'AC', '7C', 'AS', '10S', 'AH', 'KH', '7D', '8D', '9D', 'QD'];
    expect(contractValueFor(twelve, hand('suit', 'C'))).toMatchObject({ levels: 2, value: 48, schwarz: 72 });
  });

  it('unseen skat: the fewest and most matadors any skat allows (V16: grand hand JC JS JH)', () => {
    const ten: Card[] = ['JC', 'JS', 'JH', 'AC', '10C', 'AS', '10S', 'AH', '10H', 'KH'];
    const v = contractValueFor(ten, hand('grand', undefined, { schneiderAnnounced: true }), true);
    expect(v).toEqual({ base: 24, matadors: { min: 3, max: 4 }, matadorsWith: true, levels: 4, steps: ['game', 'hand', 'schneider', 'schneiderAnnounced'], value: 168, schneider: 168, schwarz: 192, best: 216 });
    // S-2 seed reading: the ten alone count
    expect(contractValueFor(['JS', 'JH', 'JD', 'AC', 'AS', 'AH', 'AD', '10C', '10S', '10H'], hand('grand'), false).value).toBe(72);
  });

  it('O4: hearts hand "without 5" can fall to "with 1" if the skat holds JC: certain 30, best 90', () => {
    const ten: Card[] = ['10H', 'KH', 'QH', '9H', '8H', '7H', 'AC', '10C', 'AS', 'KS'];
    expect(contractValueFor(ten, hand('suit', 'H'), true)).toMatchObject({
      matadors: { min: 1, max: 5 }, levels: 2, value: 30, best: 10 * (5 + 4),
    });
  });

  it('Null has its fixed value; ouvert is the whole ladder (V17: grand ouvert with 4 -> 264)', () => {
    expect(contractValueFor([], hand('null'), true)).toMatchObject({ value: 35, best: 35, matadors: null });
    expect(contractValueFor([], contract('null', { ouvert: true }))).toMatchObject({ value: 46 });
    const ten: Card[] = ['JC', 'JS', 'JH', 'JD', 'AC', '10C', 'AS', '10S', 'AH', '10H'];
    const ouvert = hand('grand', undefined, { schneiderAnnounced: true, schwarzAnnounced: true, ouvert: true });
    expect(contractValueFor(ten, ouvert, true)).toMatchObject({ matadors: { min: 4, max: 4 }, levels: 7, value: 264, best: 264 });
  });
});

// ---------------------------------------------------------------------------------------
// §8.2, §8.3 through the engine: matadors from the dealt cards and the skat

describe('§8.2 / §8.3 through the engine', () => {
  // F (seat 1) holds JS JH JD, the skat holds JC.
  const v21 = exampleDeal({ 1: ['JS', 'JH', 'JD', 'AC', 'AS', 'AH', 'AD', '10C', '10S', '10H'] }, { skat: ['JC', '7D'] });

  it('V21: Grand hand, the skat JC makes "with 4" (S-2); the seed reading counts without 1', () => {
    const m = playOut(prelude(start(v21), 'grand'));
    const scored = factsOf(m.facts, 'HAND_SCORED')[0];
    expect(scored.matadors).toBe(4);
    expect(scored.matadorsWith).toBe(true);
    expect(scored.won).toBe(true);
    expect(scored.value).toBe(24 * (4 + 2 + (Number((scored.cardPoints as number[])[1] >= 90)) + Number(((m.match.state as { tricksWon: number[] }).tricksWon[1]) === 10)));
    const seedReading = playOut(prelude(start(v21, { handMatadorsIgnoreSkat: true }), 'grand'));
    expect(factsOf(seedReading.facts, 'HAND_SCORED')[0]).toMatchObject({ matadors: 1, matadorsWith: false });
  });

  it('O4: Hearts hand at 59, the skat JS turns "without 5" into "without 1": lost at 60, -120', () => {
    const deal = exampleDeal({ 0: ['10H', 'KH', 'QH', '9H', '8H', '7H', 'AC', '10C', 'AS', 'KS'] }, { skat: ['JS', '7D'] });
    let m = run(start(deal), [[2, PASS], [0, BID(59)], [1, PASS]]).match;
    expect(obs(m, 1).declarer).toBe(0);
    m = run(m, [[0, { type: 'PLAY_HAND' }], [0, DECLARE('hearts')]]).match;
    const r = playOut(m);
    const scored = factsOf(r.facts, 'HAND_SCORED')[0];
    expect(scored).toMatchObject({ declarer: 0, matadors: 1, matadorsWith: false, won: false, value: 60, deltas: [-120, 0, 0] });
    expect(status(r.match).totals).toEqual([-120, 0, 0]);
  });

  it('O5: Null (23) below a bid of 24 is refused; Null ouvert (46) is accepted and shows the hand', () => {
    let m = run(start(exampleDeal({})), [[2, BID(18)], [1, HOLD], [2, BID(24)], [1, PASS], [0, PASS]]).match;
    expect(status(m)).toMatchObject({ phase: 'skatDecision', toAct: [2] });
    m = ok(m, 2, { type: 'TAKE_SKAT' }).match;
    const twelve = obs(m, 2).hand;
    m = ok(m, 2, { type: 'DISCARD', cards: [twelve[0], twelve[5]] }).match;
    refused(m, 2, DECLARE('null'), 'ERR_NULL_BELOW_BID');
    expect(legalActions(m, 2).some((a) => a.type === 'DECLARE' && (a.contract as Contract).type === 'null' && !(a.contract as Contract).ouvert)).toBe(false);
    m = ok(m, 2, DECLARE('null ouvert')).match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
    for (const s of [0, 1, 2]) expect(obs(m, s).openHand).toEqual(obs(m, 2).hand);
    expect(obs(m, 2).hand).toHaveLength(10);
  });
});

// ---------------------------------------------------------------------------------------
// §8.4 Null

describe('§8.4 Null', () => {
  // F holds only low cards and every opponent card is higher in its suit: F never wins a trick.
  const low: Card[] = ['7C', '8C', '9C', '7S', '8S', '9S', '7H', '8H', '7D', '8D'];
  const safe = exampleDeal({
    1: low,
    2: ['AC', 'KC', 'QC', 'JC', '10C', 'AS', 'KS', 'QS', 'JS', '10S'],
    0: ['AH', 'KH', 'QH', 'JH', '10H', '9H', 'AD', 'KD', 'QD', 'JD'],
  }, { skat: ['10D', '9D'] });

  function takeAndDeclare(deal: Deal, name: string): Match {
    const m = run(start(deal), [[2, PASS], [0, PASS], [1, BID(18)], [1, { type: 'TAKE_SKAT' }], [1, { type: 'DISCARD', cards: ['10D', '9D'] }]]).match;
    return ok(m, 1, DECLARE(name)).match;
  }

  it('N1: Null with the skat, no trick: +23', () => {
    const r = playOut(takeAndDeclare(safe, 'null'));
    expect(factsOf(r.facts, 'HAND_SCORED')[0]).toMatchObject({ declarer: 1, won: true, value: 23, deltas: [0, 23, 0] });
    expect(factsOf(r.facts, 'HAND_SCORED')[0].matadors).toBeUndefined();
    expect(status(r.match).totals).toEqual([0, 23, 0]);
  });

  it('N2: Null hand, the declarer wins trick 3: play stops at once, -70', () => {
    const deal = exampleDeal({ 1: ['7C', '8S', 'AH'], 2: ['8C', '9S', '7H'], 0: ['9C', '7S', '8H'] });
    let m = prelude(start(deal), 'null');
    m = run(m, [[1, play('7C')], [2, play('8C')], [0, play('9C')]]).match; // R wins
    m = run(m, [[0, play('7S')], [1, play('8S')], [2, play('9S')]]).match; // M wins
    m = run(m, [[2, play('7H')], [0, play('8H')]]).match;
    const r = ok(m, 1, play('AH'));
    const facts = r.facts.map((f) => f.type);
    expect(facts.indexOf('TRICK_WON')).toBeLessThan(facts.indexOf('HAND_SCORED'));
    expect(factsOf(r.facts, 'TRICK_WON')[0].seat).toBe(1);
    expect(status(r.match).phase).toBe('handResult');
    expect(factsOf(r.facts, 'HAND_SCORED')[0]).toMatchObject({ won: false, value: 35, deltas: [0, -70, 0] });
    // K-3: the unplayed cards stay hidden
    for (const c of obs(r.match, 2).hand) expect(mentionsCard(obs(r.match, 0), c)).toBe(false);
  });

  it('N3: Null ouvert with the skat, the declarer wins a trick: -92', () => {
    const deal = exampleDeal({
      1: ['AC', '8C', '9C', '7S', '8S', '9S', '7H', '8H', '7D', '8D'],
      2: ['7C', 'KC', 'QC', 'JC', '10C', 'AS', 'KS', 'QS', 'JS', '10S'],
      0: ['AH', 'KH', 'QH', 'JH', '10H', '9H', 'AD', 'KD', 'QD', 'JD'],
    }, { skat: ['10D', '9D'] });
    const m = takeAndDeclare(deal, 'null ouvert');
    const r = run(m, [[1, play('AC')], [2, play('7C')], [0, play('AH')]]);
    expect(factsOf(r.facts, 'HAND_SCORED')[0]).toMatchObject({ won: false, value: 46, deltas: [0, -92, 0] });
  });

  it('N4: Null ouvert hand, no trick: +59', () => {
    let m = run(start(safe), [[2, PASS], [0, PASS], [1, BID(18)], [1, { type: 'PLAY_HAND' }]]).match;
    m = ok(m, 1, DECLARE('null ouvert')).match;
    expect(obs(m, 0).openHand).toEqual(obs(m, 1).hand);
    const r = playOut(m);
    expect(factsOf(r.facts, 'HAND_SCORED')[0]).toMatchObject({ won: true, value: 59, deltas: [0, 59, 0] });
  });
});

// ---------------------------------------------------------------------------------------
// §8.5 Auction

function declarerAt(m: Match, d: Seat, b: number): void {
  expect(status(m).phase).toBe('skatDecision');
  expect(status(m).toAct).toEqual([d]);
  for (const s of [0, 1, 2]) {
    expect(obs(m, s).declarer).toBe(d);
    expect(obs(m, s).bid).toBe(b);
  }
}

describe('§8.5 auction (dealer 0: F = 1, M = 2, R = 0)', () => {
  it('A1: declarer R at 23', () => {
    const r = run(start(), [[2, BID(18)], [1, HOLD], [2, BID(20)], [1, HOLD], [2, PASS], [0, BID(22)], [1, HOLD], [0, BID(23)], [1, PASS]]);
    declarerAt(r.match, 0, 23);
    expect(factsOf(r.facts, 'DECLARER')).toEqual([{ type: 'DECLARER', seat: 0, bid: 23 }]);
  });

  it('A2: declarer M at 18', () => {
    declarerAt(run(start(), [[2, BID(18)], [1, PASS], [0, PASS]]).match, 2, 18);
  });

  it('A3: declarer F at 18', () => {
    declarerAt(run(start(), [[2, PASS], [0, BID(18)], [1, HOLD], [0, PASS]]).match, 1, 18);
  });

  it('A4: declarer F at 18 (stage 3)', () => {
    const m = run(start(), [[2, PASS], [0, PASS]]).match;
    expect(legalActions(m, 1)).toEqual([BID(18), PASS]);
    declarerAt(ok(m, 1, BID(18)).match, 1, 18);
  });

  it('A5: all pass: thrown in, then the dealer moves to seat 1; with Ramsch F leads', () => {
    const r = run(start(), [[2, PASS], [0, PASS], [1, PASS]]);
    expect(factsOf(r.facts, 'HAND_SCORED')).toEqual([{ type: 'HAND_SCORED', kind: 'thrownIn', deltas: [0, 0, 0] }]);
    expect(status(r.match)).toMatchObject({ phase: 'handResult', toAct: [0, 1, 2], totals: [0, 0, 0], handNumber: 1 });
    const next = ok(r.match, 2, { type: 'NEXT_HAND' }).match;
    expect(obs(next, 0).dealer).toBe(1);
    expect(status(next)).toMatchObject({ phase: 'bidding', handNumber: 2, toAct: [0] }); // M = seat 0 now
    const ramsch = run(start(undefined, { allPass: 'ramsch' }), [[2, PASS], [0, PASS], [1, PASS]]).match;
    expect(status(ramsch)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
  });

  it('A6: BID{19} is refused (not a bid value)', () => {
    refused(start(), 2, BID(19), 'ERR_BAD_BID');
  });

  it('A7: R must exceed 18; BID{20} is accepted', () => {
    const m = run(start(), [[2, BID(18)], [1, HOLD], [2, PASS]]).match;
    refused(m, 0, BID(18), 'ERR_BID_TOO_LOW');
    ok(m, 0, BID(20));
  });

  it('A8: stage 3 accepts only 18', () => {
    const m = run(start(), [[2, PASS], [0, PASS]]).match;
    refused(m, 1, BID(20), 'ERR_BID_NOT_18');
  });

  it('A9 (auctionRoles = "seed"): declarer R at 20', () => {
    const r = run(start(undefined, { auctionRoles: 'seed' }), [[1, BID(18)], [2, HOLD], [1, BID(20)], [2, PASS], [0, HOLD], [1, PASS]]);
    declarerAt(r.match, 0, 20);
  });

  it('A10 (auctionRoles = "seed"): M may not say first; declarer R at 18', () => {
    const m0 = start(undefined, { auctionRoles: 'seed' });
    refused(m0, 2, BID(18), 'ERR_NOT_YOUR_TURN');
    declarerAt(run(m0, [[1, PASS], [2, PASS], [0, BID(18)]]).match, 0, 18);
  });

  it('preset "seed" uses the seed roles too', () => {
    const m = start(undefined, { preset: 'seed' });
    expect(status(m).toAct).toEqual([1]);
  });

  it('the listener answers, the sayer says: HOLD and BID out of turn are refused with what to do', () => {
    let m = ok(start(), 2, BID(18)).match;
    refused(m, 1, BID(20), 'ERR_MUST_ANSWER');
    refused(m, 2, BID(20), 'ERR_NOT_YOUR_TURN');
    expect(legalActions(m, 1)).toEqual([HOLD, PASS]);
    m = ok(m, 1, HOLD).match;
    refused(m, 2, HOLD, 'ERR_MUST_SAY');
    refused(m, 2, BID(18), 'ERR_BID_TOO_LOW');
    refused(m, 2, { type: 'BID', value: '20' }, 'ERR_BAD_BID');
    refused(m, 2, { type: 'BID' }, 'ERR_BAD_ACTION');
    // a seat that passed takes no further part
    m = run(m, [[2, PASS]]).match;
    expect(legalActions(m, 2)).toEqual([]);
  });

  it('bids, holds and passes are public', () => {
    const m = run(start(), [[2, BID(18)], [1, HOLD], [2, PASS]]).match;
    for (const s of [0, 1, 2]) {
      expect(obs(m, s).auction.calls).toEqual([{ seat: 2, type: 'BID', value: 18 }, { seat: 1, type: 'HOLD' }, { seat: 2, type: 'PASS' }]);
    }
  });
});

// ---------------------------------------------------------------------------------------
// §8.6 Following and trick winners

interface TrickExample { id: string; contract: string; trick: [Card, Card, Card]; winner: Seat }

const TRICKS: TrickExample[] = [
  { id: 'K1', contract: 'clubs', trick: ['AH', '10H', '7C'], winner: 0 },
  { id: 'K2', contract: 'spades', trick: ['10S', 'JD', 'AS'], winner: 2 },
  { id: 'K3', contract: 'diamonds', trick: ['7D', 'JC', 'AD'], winner: 2 },
  { id: 'K4', contract: 'grand', trick: ['AC', 'JD', '10C'], winner: 2 },
  { id: 'K5', contract: 'null', trick: ['10H', 'JH', 'QH'], winner: 0 },
  { id: 'K6', contract: 'hearts', trick: ['QS', 'KS', '10S'], winner: 0 },
];

describe('§8.6 trick winners (F = 1 leads, then M = 2, R = 0)', () => {
  for (const ex of TRICKS) {
    it(`${ex.id}: ${ex.contract} ${ex.trick.join(' ')} -> seat ${ex.winner}`, () => {
      const rules = rulesFor(ex.contract);
      expect([1, 2, 0][trickWinnerIndex(ex.trick, rules)]).toBe(ex.winner);
      const [f, mid, r] = ex.trick;
      // Fillers of the followers are never of the led effective suit: "void" stays void.
      const deal = exampleDeal({ 1: [f], 2: [mid], 0: [r] }, { led: f, rules });
      let m = prelude(start(deal), ex.contract);
      expect(status(m).toAct).toEqual([1]);
      m = run(m, [[1, play(f)], [2, play(mid)]]).match;
      const res = ok(m, 0, play(r));
      const won = factsOf(res.facts, 'TRICK_WON');
      expect(won).toHaveLength(1);
      expect(won[0].seat).toBe(ex.winner);
      expect(status(res.match).toAct).toEqual([ex.winner]);
      if (ex.id === 'K1') expect(sumPoints(ex.trick)).toBe(21);
    });
  }
});

interface LegalExample { id: string; contract: string; led: Card; hand: Card[]; legal: Card[] | 'all' }

const LEGALS: LegalExample[] = [
  { id: 'L1', contract: 'hearts', led: 'KD', hand: ['JD', '7D', 'AS'], legal: ['7D'] },
  { id: 'L2', contract: 'hearts', led: 'KD', hand: ['JD', 'AS', '9C'], legal: 'all' },
  { id: 'L3', contract: 'grand', led: 'JS', hand: ['JC', 'AS', '10S'], legal: ['JC'] },
  { id: 'L4', contract: 'clubs', led: 'JH', hand: ['AC', '7C', 'AH', '10H'], legal: ['AC', '7C'] },
  { id: 'L5', contract: 'null', led: 'JH', hand: ['7H', 'JC', 'AC'], legal: ['7H'] },
];

describe('§8.6 legality (M = seat 2 follows F\'s lead)', () => {
  for (const ex of LEGALS) {
    it(`${ex.id}: ${ex.contract}, ${ex.led} led, hand ${ex.hand.join(' ')}`, () => {
      const rules = rulesFor(ex.contract);
      const deal = exampleDeal({ 1: [ex.led], 2: ex.hand }, { led: ex.led, rules, noTrumpFillers: true, followers: [2] });
      const m = ok(prelude(start(deal), ex.contract), 1, play(ex.led)).match;
      const legal = legalActions(m, 2).map((a) => a.card as Card);
      expect(sorted(legal)).toEqual(sorted(ex.legal === 'all' ? obs(m, 2).hand : ex.legal));
      for (const c of obs(m, 2).hand.filter((c) => !legal.includes(c))) refused(m, 2, play(c), 'ERR_MUST_FOLLOW');
    });
  }
});

// ---------------------------------------------------------------------------------------
// §8.7 Tournament scoring and surrender

describe('§8.7 tournament scoring and surrender', () => {
  it('T1: won, value 36: +86', () => {
    expect(gameDeltas(1, true, 36, 'tournament')).toEqual([0, 86, 0]);
  });

  it('T2: lost, value 36: -122, opponents +40', () => {
    expect(gameDeltas(1, false, 36, 'tournament')).toEqual([40, -122, 40]);
  });

  const toSurrender: [Seat, Action][] = [[2, BID(30)], [1, PASS], [0, PASS]];

  it('T3: surrender at bid 30, classic: -60', () => {
    let m = run(start(), toSurrender).match;
    declarerAt(m, 2, 30);
    const r = ok(m, 2, { type: 'SURRENDER' });
    m = r.match;
    expect(status(m).phase).toBe('handResult');
    expect(status(m).totals).toEqual([0, 0, -60]);
    expect(factsOf(r.facts, 'HAND_SCORED')[0]).toMatchObject({ kind: 'surrender', declarer: 2, won: false, deltas: [0, 0, -60] });
  });

  it('T4: surrender at bid 30, tournament: -110, opponents +40', () => {
    const m = ok(run(start(undefined, { scoring: 'tournament' }), toSurrender).match, 2, { type: 'SURRENDER' }).match;
    expect(status(m).totals).toEqual([40, 40, -110]);
  });

  it('T5: thrown in: nobody scores', () => {
    expect(status(run(start(undefined, { scoring: 'tournament' }), [[2, PASS], [0, PASS], [1, PASS]]).match).totals).toEqual([0, 0, 0]);
  });

  it('surrender is possible at the skat decision, the discard and the declaration, and not when disabled', () => {
    const m = run(start(), toSurrender).match;
    const afterTake = ok(m, 2, { type: 'TAKE_SKAT' }).match;
    expect(legalActions(afterTake, 2)).toContainEqual({ type: 'SURRENDER' });
    ok(afterTake, 2, { type: 'SURRENDER' });
    const atDeclare = ok(m, 2, { type: 'PLAY_HAND' }).match;
    ok(atDeclare, 2, { type: 'SURRENDER' });
    const off = run(start(undefined, { allowSurrender: false }), toSurrender).match;
    expect(legalActions(off, 2)).not.toContainEqual({ type: 'SURRENDER' });
    refused(off, 2, { type: 'SURRENDER' }, 'ERR_SURRENDER_OFF');
  });

  it('K-6: a surrender after the pickup keeps the declarer\'s hand hidden: only the put-back cards are shown', () => {
    let m = ok(run(start(), toSurrender).match, 2, { type: 'TAKE_SKAT' }).match;
    const twelve = obs(m, 2).hand;
    m = ok(m, 2, { type: 'DISCARD', cards: [twelve[0], twelve[1]] }).match;
    const r = ok(m, 2, { type: 'SURRENDER' });
    const result = obs(r.match, 0).result!;
    expect(result.discard).toEqual([twelve[0], twelve[1]]);
    const skatCards = (m.state as { skat: Card[] }).skat;
    const stillHeld = skatCards.some((c) => obs(r.match, 2).hand.includes(c));
    expect(result.skat).toEqual(stillHeld ? [] : skatCards);
    for (const c of obs(r.match, 2).hand) expect(mentionsCard(obs(r.match, 0), c)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------
// §8.8 Ramsch

describe('§8.8 Ramsch', () => {
  it('R1: F 70, M 30, R 20, everyone took a trick: F -70', () => {
    // seats in the order R(0), F(1), M(2)
    expect(ramschDeltas([20, 70, 30], [2, 5, 3])).toEqual([0, -70, 0]);
  });

  it('R2: F 85, M 35, R 0 with no trick (Jungfrau): F -170', () => {
    expect(ramschDeltas([0, 85, 35], [0, 6, 4])).toEqual([0, -170, 0]);
  });

  it('R3: F 50, M 50, R 20: F -50 and M -50', () => {
    expect(ramschDeltas([20, 50, 50], [2, 4, 4])).toEqual([0, -50, -50]);
  });

  it('R4: M took all 10 tricks (Durchmarsch): M +120', () => {
    expect(ramschDeltas([0, 0, 120], [0, 0, 10])).toEqual([0, 0, 120]);
  });

  it('a Ramsch deal through the engine: Grand order, 10 tricks, skat to the last trick, scores as §4.6', () => {
    for (const skatTo of ['lastTrick', 'loser'] as const) {
      const m = run(start(undefined, { allPass: 'ramsch', ramschSkatTo: skatTo, scoring: 'tournament' }), [[2, PASS], [0, PASS], [1, PASS]]).match;
      const { skat: sk } = m.state as { skat: Card[] };
      const r = playOut(m);
      const tricks = factsOf(r.facts, 'TRICK_WON');
      expect(tricks).toHaveLength(10);
      const points = [0, 0, 0];
      const counts = [0, 0, 0];
      for (const t of tricks) {
        points[t.seat as Seat] += sumPoints((t.trick as { card: Card }[]).map((p) => p.card));
        counts[t.seat as Seat]++;
      }
      if (skatTo === 'lastTrick') points[tricks[9].seat as Seat] += sumPoints(sk);
      else {
        const most = Math.max(...points);
        for (const s of [0, 1, 2]) if (points[s] === most) points[s] += sumPoints(sk);
      }
      const scored = factsOf(r.facts, 'HAND_SCORED')[0];
      expect(scored).toMatchObject({ kind: 'ramsch', cardPoints: points, deltas: ramschDeltas(points, counts) });
      expect(scored.skat).toEqual(sk);
    }
  });
});

// ---------------------------------------------------------------------------------------
// The engine's scoring path agrees with the pure scoring on whole deals

describe('whole deals: HAND_SCORED agrees with §6 recomputed from the facts', () => {
  it('many seeded deals, every contract the declarer picks', () => {
    let games = 0;
    for (let k = 0; k < 60; k++) {
      let m = start(undefined, { handsPerGame: 1 }, `whole-${k}`);
      const dealt = (m.state as { hands: Card[][]; skat: Card[] });
      const skatCards = dealt.skat.slice();
      const dealtHands = dealt.hands.map((h) => h.slice());
      m = run(m, [[2, BID(18)], [1, PASS], [0, PASS]]).match; // M at 18
      const takes = k % 2 === 0;
      m = ok(m, 2, { type: takes ? 'TAKE_SKAT' : 'PLAY_HAND' }).match;
      if (takes) m = ok(m, 2, legalActions(m, 2)[k % 66]).match;
      const declares = legalActions(m, 2).filter((a) => a.type === 'DECLARE');
      const declare = declares[k % declares.length];
      m = ok(m, 2, declare).match;
      const discard = (m.state as { discard: Card[] }).discard;
      const r = playOut(m);
      const c = obs(r.match, 0).contract!;
      const tricks = factsOf(r.facts, 'TRICK_WON');
      const declTricks = tricks.filter((t) => t.seat === 2);
      const declarerPoints = declTricks.reduce((a, t) => a + sumPoints((t.trick as { card: Card }[]).map((p) => p.card)), 0) + sumPoints(discard);
      const rules: TrickRules = c.type === 'suit' ? { kind: 'suit', trump: c.trump! } : { kind: c.type };
      const mats = c.type === 'null' ? 0 : matadors([...dealtHands[2], ...skatCards], rules);
      const out = gameOutcome({ contract: c, bid: 18, matadors: mats, declarerPoints, declarerTricks: declTricks.length, opponentTricks: tricks.length - declTricks.length });
      const scored = factsOf(r.facts, 'HAND_SCORED')[0];
      expect(scored).toMatchObject({ declarer: 2, won: out.won, value: out.value, deltas: gameDeltas(2, out.won, out.value, 'classic') });
      expect(scored.cardPoints).toEqual([120 - declarerPoints, 120 - declarerPoints, declarerPoints]); // K-13
      expect(status(r.match)).toMatchObject({ phase: 'gameOver', over: true });
      // §4.4: early ends
      const early = c.type === 'null' ? declTricks.length > 0 : (c.schwarzAnnounced || c.ouvert) && declTricks.length < tricks.length;
      if (early) expect(tricks[tricks.length - 1].seat === 2).toBe(c.type === 'null');
      else expect(tricks).toHaveLength(10);
      games++;
    }
    expect(games).toBe(60);
  });
});

// ---------------------------------------------------------------------------------------
// Declaration guards (§4.3) and other refusals

describe('declaration guards (§4.3)', () => {
  const toDeclareAfterTake = (): Match => {
    let m = run(start(), [[2, BID(18)], [1, PASS], [0, PASS], [2, { type: 'TAKE_SKAT' }]]).match;
    const twelve = obs(m, 2).hand;
    m = ok(m, 2, { type: 'DISCARD', cards: [twelve[3], twelve[7]] }).match;
    return m;
  };
  const toDeclareHand = (): Match => run(start(), [[2, BID(18)], [1, PASS], [0, PASS], [2, { type: 'PLAY_HAND' }]]).match;
  const decl = (contract: unknown): Action => ({ type: 'DECLARE', contract });

  it('with the skat taken: 7 contracts (4 suits, Grand, Null, Null ouvert); no announcements', () => {
    const m = toDeclareAfterTake();
    expect(legalActions(m, 2).filter((a) => a.type === 'DECLARE')).toHaveLength(7);
    refused(m, 2, decl({ type: 'suit', trump: 'C', schneiderAnnounced: true }), 'ERR_ANNOUNCE_NEEDS_HAND');
    refused(m, 2, decl({ type: 'grand', schneiderAnnounced: true, schwarzAnnounced: true, ouvert: true }), 'ERR_ANNOUNCE_NEEDS_HAND');
    refused(m, 2, decl({ type: 'grand', hand: true }), 'ERR_BAD_CONTRACT');
    ok(m, 2, decl({ type: 'grand', hand: false }));
  });

  it('a hand game: every contract and announcement (22 DECLAREs)', () => {
    const m = toDeclareHand();
    expect(legalActions(m, 2).filter((a) => a.type === 'DECLARE')).toHaveLength(22);
    refused(m, 2, decl({ type: 'suit', trump: 'H', schwarzAnnounced: true }), 'ERR_BAD_ANNOUNCEMENT');
    refused(m, 2, decl({ type: 'grand', ouvert: true }), 'ERR_BAD_ANNOUNCEMENT');
    refused(m, 2, decl({ type: 'null', schneiderAnnounced: true }), 'ERR_BAD_CONTRACT');
    refused(m, 2, decl({ type: 'suit' }), 'ERR_BAD_CONTRACT');
    refused(m, 2, decl({ type: 'suit', trump: 'X' }), 'ERR_BAD_CONTRACT');
    refused(m, 2, decl({ type: 'grand', trump: 'C' }), 'ERR_BAD_CONTRACT');
    refused(m, 2, decl({ type: 'ramsch' }), 'ERR_BAD_CONTRACT');
    refused(m, 2, decl({ type: 'grand', kontra: true }), 'ERR_BAD_CONTRACT');
    refused(m, 2, decl({ type: 'grand', ouvert: 'yes' }), 'ERR_BAD_CONTRACT');
    refused(m, 2, decl('grand'), 'ERR_BAD_ACTION');
    const r = ok(m, 2, decl({ type: 'grand', schneiderAnnounced: true, schwarzAnnounced: true, ouvert: true }));
    expect(obs(r.match, 0).contract).toEqual({ type: 'grand', hand: true, schneiderAnnounced: true, schwarzAnnounced: true, ouvert: true });
    expect(obs(r.match, 1).openHand).toEqual(obs(r.match, 2).hand);
  });

  it('schwarz announced: play stops when the opponents win a trick (§4.4)', () => {
    const m = ok(toDeclareHand(), 2, decl({ type: 'suit', trump: 'D', schneiderAnnounced: true, schwarzAnnounced: true })).match;
    const r = playOut(m);
    const tricks = factsOf(r.facts, 'TRICK_WON');
    if (tricks.some((t) => t.seat !== 2)) {
      expect(tricks[tricks.length - 1].seat).not.toBe(2);
      expect(tricks.filter((t) => t.seat !== 2)).toHaveLength(1);
      expect(factsOf(r.facts, 'HAND_SCORED')[0].won).toBe(false);
    }
  });
});

describe('refusals (E-1 order) and the discard', () => {
  it('unknown action, wrong phase, wrong seat, bad fields', () => {
    const m = start();
    refused(m, 2, { type: 'XYZZY' }, 'ERR_UNKNOWN_ACTION');
    refused(m, 2, { type: 'PLAY', card: 'AS' }, 'ERR_WRONG_PHASE');
    refused(m, 0, BID(18), 'ERR_NOT_YOUR_TURN');
    refused(m, 2, { type: 'PASS', extra: 1 }, 'ERR_BAD_ACTION');
    refused(m, 2, { type: 'NEXT_HAND' }, 'ERR_WRONG_PHASE');
  });

  it('DISCARD: two different cards of the 12, in either order', () => {
    let m = run(start(), [[2, BID(18)], [1, PASS], [0, PASS]]).match;
    const ten = obs(m, 2).hand;
    refused(m, 2, { type: 'DISCARD', cards: [ten[0], ten[1]] }, 'ERR_WRONG_PHASE');
    m = ok(m, 2, { type: 'TAKE_SKAT' }).match;
    const twelve = obs(m, 2).hand;
    expect(twelve).toHaveLength(12);
    expect(legalActions(m, 2).filter((a) => a.type === 'DISCARD')).toHaveLength(66);
    const other = obs(m, 0).hand[0];
    refused(m, 2, { type: 'DISCARD', cards: [twelve[0]] }, 'ERR_BAD_DISCARD');
    refused(m, 2, { type: 'DISCARD', cards: [twelve[0], twelve[0]] }, 'ERR_BAD_DISCARD');
    refused(m, 2, { type: 'DISCARD', cards: [twelve[0], '2C'] }, 'ERR_BAD_DISCARD');
    refused(m, 2, { type: 'DISCARD', cards: 'AS' }, 'ERR_BAD_DISCARD');
    refused(m, 2, { type: 'DISCARD', cards: [twelve[0], other] }, 'ERR_CARD_NOT_IN_HAND');
    // the two just picked up, in the order opposite to the listed one: accepted (K-7)
    const sk = (m.state as { skat: Card[] }).skat;
    const r = ok(m, 2, { type: 'DISCARD', cards: [sk[1], sk[0]] });
    expect(factsOf(r.facts, 'DISCARDED')).toEqual([{ type: 'DISCARDED', seat: 2 }]);
    expect(status(r.match).phase).toBe('declaration');
    expect(obs(r.match, 2).hand).toHaveLength(10);
  });

  it('PLAY: a card not held, not a card, and after the match is over', () => {
    const deal = exampleDeal({ 1: ['AC'], 2: ['7C'] });
    const m = prelude(start(deal), 'grand');
    refused(m, 1, play('7C'), 'ERR_CARD_NOT_IN_HAND');
    refused(m, 1, play('2C'), 'ERR_BAD_ACTION');
    refused(m, 2, play('7C'), 'ERR_NOT_YOUR_TURN');
    const fin = run(start(undefined, { handsPerGame: 1 }), [[2, PASS], [0, PASS], [1, PASS]]).match;
    expect(status(fin)).toMatchObject({ phase: 'gameOver', over: true, toAct: [], winners: [0, 1, 2] });
    refused(fin, 0, { type: 'NEXT_HAND' }, 'ERR_GAME_OVER');
  });
});

// ---------------------------------------------------------------------------------------
// Hidden information (§4.7, §11.6)

describe('hidden information (§4.7)', () => {
  it('the skat is in no observation before the pickup; after TAKE_SKAT only the declarer sees it; the discard only the declarer', () => {
    let m = run(start(), [[2, BID(18)], [1, PASS], [0, PASS]]).match;
    const sk = (m.state as { skat: Card[] }).skat;
    for (const s of [0, 1, 2]) for (const c of sk) expect(mentionsCard(obs(m, s), c)).toBe(false);
    m = ok(m, 2, { type: 'TAKE_SKAT' }).match;
    expect(obs(m, 2).skat).toEqual(sk);
    for (const s of [0, 1]) for (const c of sk) expect(mentionsCard(obs(m, s), c)).toBe(false);
    const hand12 = obs(m, 2).hand;
    const put = [hand12[2], hand12[9]];
    const r = ok(m, 2, { type: 'DISCARD', cards: put });
    for (const f of r.facts) for (const c of put) expect(mentionsCard(f, c)).toBe(false);
    m = r.match;
    expect(obs(m, 2).discard).toEqual(put);
    for (const s of [0, 1]) {
      expect(obs(m, s).discard).toBeNull();
      for (const c of put) expect(mentionsCard(obs(m, s), c)).toBe(false);
    }
    expect(obs(m, 0).handSizes).toEqual([10, 10, 10]);
  });

  it('a hand game: nobody sees the skat until the deal is scored, then everyone; matadors shown at the end', () => {
    let m = run(start(undefined, { handsPerGame: 2 }), [[2, BID(18)], [1, PASS], [0, PASS], [2, { type: 'PLAY_HAND' }]]).match;
    const sk = (m.state as { skat: Card[] }).skat;
    for (const s of [0, 1, 2]) for (const c of sk) expect(mentionsCard(obs(m, s), c)).toBe(false);
    m = ok(m, 2, DECLARE('grand')).match;
    for (const s of [0, 1, 2]) for (const c of sk) expect(mentionsCard(obs(m, s), c)).toBe(false);
    const r = playOut(m);
    for (const s of [0, 1, 2]) {
      expect(obs(r.match, s).result!.skat).toEqual(sk);
      expect(obs(r.match, s).result!.discard).toEqual(sk);
      expect(obs(r.match, s).result!.matadors).toBeGreaterThan(0);
    }
    // the next deal: the old result is gone and the history keeps no cards
    const next = ok(r.match, 0, { type: 'NEXT_HAND' }).match;
    expect(obs(next, 0).result).toBeNull();
    expect(JSON.stringify(obs(next, 0).history)).not.toMatch(/"skat"|"discard"/);
  });

  it('card points are not observed during play; the last trick follows reviewLastTrick (K-9)', () => {
    const deal = exampleDeal({ 1: ['AC', 'KC'], 2: ['7C', '8C'], 0: ['9C', 'QC'] });
    for (const review of [true, false]) {
      let m = prelude(start(deal, { reviewLastTrick: review }), 'grand');
      m = run(m, [[1, play('AC')], [2, play('7C')], [0, play('9C')]]).match;
      expect(obs(m, 0).lastTrick?.winner).toBe(1); // visible until the next lead
      expect(JSON.stringify(obs(m, 0))).not.toMatch(/trickPoints|cardPoints/);
      m = ok(m, 1, play('KC')).match;
      expect(obs(m, 0).lastTrick === null).toBe(!review);
    }
  });

  it('K-14: the observation lists the deal\'s completed tricks, in order with their winners, whatever reviewLastTrick says', () => {
    const deal = exampleDeal({ 1: ['AC', 'KC'], 2: ['7C', '8C'], 0: ['9C', 'QC'] });
    for (const review of [true, false]) {
      let m = prelude(start(deal, { reviewLastTrick: review }), 'grand');
      expect(obs(m, 0).tricks).toEqual([]);
      m = run(m, [[1, play('AC')], [2, play('7C')], [0, play('9C')]]).match;
      const first = { cards: [{ seat: 1, card: 'AC' }, { seat: 2, card: '7C' }, { seat: 0, card: '9C' }], winner: 1 };
      m = run(m, [[1, play('KC')], [2, play('8C')], [0, play('QC')]]).match;
      const second = { cards: [{ seat: 1, card: 'KC' }, { seat: 2, card: '8C' }, { seat: 0, card: 'QC' }], winner: 1 };
      for (const seat of [0, 1, 2]) expect(obs(m, seat).tricks).toEqual([first, second]);
      m = ok(m, 1, play(obs(m, 1).legal[0].card as Card)).match;
      expect(obs(m, 2).tricks).toEqual([first, second]); // still listed while lastTrick may be hidden
      expect(obs(m, 2).lastTrick === null).toBe(!review);
    }
  });
});

// ---------------------------------------------------------------------------------------
// The whole match (§3, §6.11)

describe('the match', () => {
  it('the dealer moves left every deal; handsPerGame deals, then gameOver with the highest total winning', () => {
    let m = start(undefined, { handsPerGame: 3 });
    const dealers: Seat[] = [];
    for (let k = 0; k < 3; k++) {
      dealers.push(obs(m, 0).dealer);
      expect(status(m).handNumber).toBe(k + 1);
      // M of this deal at 18, then surrender: a quick, known score
      const mid = obs(m, 0).roles.middlehand;
      const fore = obs(m, 0).roles.forehand;
      const rear = obs(m, 0).roles.rearhand;
      m = run(m, [[mid, BID(18)], [fore, PASS], [rear, PASS], [mid, { type: 'SURRENDER' }]]).match;
      if (k < 2) {
        expect(status(m).phase).toBe('handResult');
        m = ok(m, (k + 1) % 3, { type: 'NEXT_HAND' }).match;
      }
    }
    expect(dealers).toEqual([0, 1, 2]);
    const st = status(m);
    expect(st).toMatchObject({ phase: 'gameOver', over: true, totals: [-36, -36, -36], winners: [0, 1, 2] });
    expect(obs(m, 0).history).toHaveLength(3);
  });

  it('a tie for the highest total shares the win; one highest total wins alone', () => {
    const m = run(start(undefined, { handsPerGame: 1 }), [[2, BID(18)], [1, PASS], [0, PASS], [2, { type: 'SURRENDER' }]]);
    expect(status(m.match).winners).toEqual([0, 1]);
    expect(factsOf(m.facts, 'GAME_OVER')).toEqual([{ type: 'GAME_OVER', winners: [0, 1] }]);
  });
});
