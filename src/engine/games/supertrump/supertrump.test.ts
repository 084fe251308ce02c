// Supertrump: every worked example of rules/supertrump.md §8 (ST-1..ST-25), run as the
// spec's "How to run them" paragraph says, plus refusals, confirmDraws, several games per
// match and what observations may show.
import { describe, expect, it } from 'vitest';
import { RANKS, rankOf, standardDeck, suitOf } from '../../core/cards';
import { applyAction, legalActions, newMatch, observe, status } from '../../core/match';
import type { Action, Card, Deal, Fact, Match, Rank, Seat, Suit } from '../../core/types';
import { applyAll, buildDeal, mentionsCard, ok, playout, randomDeal } from '../../testing/builders';
import { refused } from '../../testing/steps';
import { effSuit, isSuper, isTrump, legalFollows, trickWinner } from './rules';
import type { SupertrumpObservation } from './types';

// ---------------------------------------------------------------------------------------
// Helpers

const SEED = 'supertrump-examples';

interface ExampleDeal {
  /** named cards of seat 0 (the non-dealer, leader of trick 1) */
  s0: Card[];
  /** named cards of seat 1 (the dealer, follower of trick 1) */
  s1: Card[];
  /** named top of the stock */
  rest?: Card[];
  trump?: Suit;
  superRank?: Rank;
  /** the card seat 0 leads: seat 1's fillers are never of its printed suit */
  led?: Card;
}

/**
 * The spec's filler rule: a filler is a plain card (never of the trump suit, never of rank
 * R), preferably of a suit the example does not mention; the follower (seat 1, filled
 * first) never gets a filler of the led card's suit, so "holds no plain heart" stays true
 * and no named play or legal set changes.
 */
function exampleDeal(ex: ExampleDeal): Deal {
  const trump = ex.trump ?? 'C';
  const superRank = ex.superRank ?? '4';
  const named = [...ex.s0, ...ex.s1, ...(ex.rest ?? [])];
  const mentioned = new Set<Suit>([trump, ...named.map(suitOf)]);
  return buildDeal({
    deck: standardDeck(),
    handSize: 13,
    hands: [ex.s0, ex.s1],
    rest: ex.rest,
    fillOrder: [1, 0],
    filler: (card, seat) => {
      if (suitOf(card) === trump || rankOf(card) === superRank) return null;
      if (seat === 1 && ex.led && suitOf(card) === suitOf(ex.led)) return null;
      return mentioned.has(suitOf(card)) ? 1 : 0;
    },
  });
}

function start(deal: Deal, options: Record<string, unknown> = {}, seed = SEED): Match {
  return newMatch('supertrump', { players: 2, seed, dealer: 1, deals: [deal], options });
}

/** The opening of §8: 0 names the trump suit, 1 the super-trump rank. */
function choose(m: Match, trump: Suit = 'C', superRank: Rank = '4'): Match {
  return applyAll(m, [
    [0, { type: 'CHOOSE_TRUMP', suit: trump }],
    [1, { type: 'CHOOSE_SUPERTRUMP', rank: superRank }],
  ]).match;
}

const obs = (m: Match, s: Seat) => observe(m, s) as SupertrumpObservation;

/** `legal(s)`: the cards of the PLAY actions in legalActions(m, s), sorted. */
function legalCards(m: Match, s: Seat): Card[] {
  return legalActions(m, s)
    .filter((a) => a.type === 'PLAY')
    .map((a) => a.card as Card)
    .sort();
}

const sorted = (cards: readonly Card[]) => cards.slice().sort();
const play = (card: Card): Action => ({ type: 'PLAY', card });
const factsOf = (facts: Fact[], type: string) => facts.filter((f) => f.type === type);

// ---------------------------------------------------------------------------------------
// ST-1: card classes

describe('§8 card classes (T=C, R=4)', () => {
  it('ST-1 isSuper / isTrump / effSuit', () => {
    expect(isSuper('4H', '4')).toBe(true);
    expect(isSuper('4C', '4')).toBe(true);
    expect(isTrump('4C', 'C', '4')).toBe(false);
    expect(isTrump('2C', 'C', '4')).toBe(true);
    expect(effSuit('4D', 'C', '4')).toBe('TRUMP');
    expect(effSuit('5D', 'C', '4')).toBe('D');
    expect(effSuit('AC', 'C', '4')).toBe('TRUMP');
    // Under "printed" a super-trump keeps its printed suit; R of T is in the trump suit.
    expect(effSuit('4D', 'C', '4', 'printed')).toBe('D');
    expect(effSuit('4C', 'C', '4', 'printed')).toBe('TRUMP');
  });

  it('ST-1 the class sizes of §2.2: 4 super-trumps, 12 trumps, 36 plain cards', () => {
    const deck = standardDeck();
    expect(deck.filter((c) => isSuper(c, '4'))).toHaveLength(4);
    expect(deck.filter((c) => isTrump(c, 'C', '4'))).toHaveLength(12);
    expect(deck.filter((c) => effSuit(c, 'C', '4') !== 'TRUMP')).toHaveLength(36);
    expect(deck.filter((c) => effSuit(c, 'C', '4') === 'H')).not.toContain('4H');
  });
});

// ---------------------------------------------------------------------------------------
// ST-2..ST-13: trick winners

interface WinnerExample {
  id: string;
  trump: Suit;
  superRank: Rank;
  led: Card;
  follow: Card;
  winner: 0 | 1;
}

const WINNERS: WinnerExample[] = [
  { id: 'ST-2', trump: 'C', superRank: '4', led: '4H', follow: 'AC', winner: 0 },
  { id: 'ST-3', trump: 'C', superRank: '4', led: '4C', follow: '4S', winner: 0 },
  { id: 'ST-4', trump: 'C', superRank: '4', led: '4S', follow: '4C', winner: 0 },
  { id: 'ST-5', trump: 'C', superRank: '4', led: 'AC', follow: '4D', winner: 1 },
  { id: 'ST-6', trump: 'C', superRank: '4', led: 'KH', follow: 'AH', winner: 1 },
  { id: 'ST-7', trump: 'C', superRank: '4', led: 'KH', follow: '2C', winner: 1 },
  { id: 'ST-8', trump: 'C', superRank: '4', led: 'KH', follow: '4H', winner: 1 },
  { id: 'ST-9', trump: 'C', superRank: '4', led: '5D', follow: '3S', winner: 0 },
  { id: 'ST-10', trump: 'C', superRank: '4', led: '2C', follow: '3C', winner: 1 },
  { id: 'ST-11', trump: 'S', superRank: 'A', led: 'KS', follow: 'AH', winner: 1 },
  { id: 'ST-12', trump: 'S', superRank: 'A', led: 'KD', follow: 'QD', winner: 0 },
  { id: 'ST-13', trump: 'H', superRank: '10', led: '10D', follow: '9D', winner: 0 },
];

describe('§8 trick winner (ST-2..ST-13)', () => {
  for (const ex of WINNERS) {
    it(`${ex.id}: ${ex.led}, ${ex.follow} (T=${ex.trump}, R=${ex.superRank}) -> seat ${ex.winner}`, () => {
      // Pure check.
      expect(trickWinner(ex.led, ex.follow, ex.trump, ex.superRank)).toBe(ex.winner);
      // Through the engine.
      const deal = exampleDeal({ s0: [ex.led], s1: [ex.follow], trump: ex.trump, superRank: ex.superRank, led: ex.led });
      // Trick-winning power is the same under both memberships (§5.1); the named follow
      // stays legal under "printed" because the follower holds no other card of the led suit.
      for (const supertrumpMembership of ['printed', 'trump']) {
        let p = choose(start(deal, { supertrumpMembership }), ex.trump, ex.superRank);
        p = ok(p, 0, play(ex.led)).match;
        expect(factsOf(ok(p, 1, play(ex.follow)).facts, 'TRICK_WON')[0].seat, supertrumpMembership).toBe(ex.winner);
      }
      let m = choose(start(deal), ex.trump, ex.superRank);
      expect(status(m).toAct).toEqual([0]);
      m = ok(m, 0, play(ex.led)).match;
      expect(legalCards(m, 1)).toContain(ex.follow);
      const r = ok(m, 1, play(ex.follow));
      const won = factsOf(r.facts, 'TRICK_WON');
      expect(won).toHaveLength(1);
      expect(won[0].seat).toBe(ex.winner);
      expect(won[0].trick).toEqual([{ seat: 0, card: ex.led }, { seat: 1, card: ex.follow }]);
      expect(status(r.match).toAct).toEqual([ex.winner]);
      expect(status(r.match).phase).toBe('trickPlay');
      expect(obs(r.match, 0).tricks1).toEqual(ex.winner === 0 ? [1, 0] : [0, 1]);
    });
  }
});

// ---------------------------------------------------------------------------------------
// ST-14..ST-18: legal follows

interface FollowExample {
  id: string;
  led: Card;
  hand: Card[];
  /** 'all' = every card of the follower's hand, fillers included */
  trump: Card[] | 'all';
  printed: Card[] | 'all';
}

const FOLLOWS: FollowExample[] = [
  { id: 'ST-14', led: '7H', hand: ['4H', '9H', '2C'], trump: ['9H'], printed: ['4H', '9H'] },
  { id: 'ST-15', led: '7H', hand: ['4H', '2C', 'KD'], trump: 'all', printed: ['4H'] },
  { id: 'ST-16', led: '4D', hand: ['3C', '4S', 'KD', '9D'], trump: ['3C', '4S'], printed: ['KD', '9D'] },
  { id: 'ST-17', led: '4D', hand: ['KD', '9H'], trump: 'all', printed: ['KD'] },
  { id: 'ST-18', led: '7C', hand: ['4H', 'KH'], trump: ['4H'], printed: 'all' },
];

describe('§8 legal follows (ST-14..ST-18, T=C, R=4)', () => {
  for (const ex of FOLLOWS) {
    for (const membership of ['trump', 'printed'] as const) {
      const expected = ex[membership];
      it(`${ex.id} (${membership}): led ${ex.led}, follower ${ex.hand.join(' ')} -> ${expected === 'all' ? 'all' : expected.join(' ')}`, () => {
        // Pure check on the named cards.
        const pure = legalFollows(ex.hand, ex.led, 'C', '4', membership);
        expect(sorted(pure)).toEqual(sorted(expected === 'all' ? ex.hand : expected));
        // Through the engine, fillers included.
        const deal = exampleDeal({ s0: [ex.led], s1: ex.hand, led: ex.led });
        const options = membership === 'trump' ? {} : { supertrumpMembership: 'printed' };
        let m = choose(start(deal, options));
        m = ok(m, 0, play(ex.led)).match;
        const hand = obs(m, 1).hand;
        expect(hand).toHaveLength(13);
        expect(legalCards(m, 1)).toEqual(sorted(expected === 'all' ? hand : expected));
        expect(obs(m, 1).legal).toEqual(legalActions(m, 1));
        // Every card outside the legal set is refused with ERR_MUST_FOLLOW, the match unchanged.
        for (const c of hand.filter((c) => !legalCards(m, 1).includes(c))) refused(m, 1, play(c), 'ERR_MUST_FOLLOW');
        // Every card of the legal set is accepted.
        for (const c of legalCards(m, 1)) ok(m, 1, play(c));
      });
    }
  }
});

// ---------------------------------------------------------------------------------------
// ST-19, ST-20: stage-1 drawing

describe('§8 stage-1 drawing', () => {
  it('ST-19: the winner takes the upcard (public), the loser the hidden card', () => {
    const deal = exampleDeal({ s0: ['9D', '5H'], s1: ['KD', '2H'], rest: ['QS', '3D', '8H', 'JC'] });
    let m = choose(start(deal));
    expect(obs(m, 0).upcard).toBe('QS');
    expect(obs(m, 1).upcard).toBe('QS');
    expect(obs(m, 0).stockSize).toBe(26);

    m = ok(m, 0, play('9D')).match;
    const t1 = ok(m, 1, play('KD'));
    m = t1.match;
    expect(factsOf(t1.facts, 'TRICK_WON')[0].seat).toBe(1);
    // Facts: the winner's draw names its card, the loser's does not.
    expect(factsOf(t1.facts, 'DREW')).toEqual([
      { type: 'DREW', seat: 1, card: 'QS' },
      { type: 'DREW', seat: 0 },
    ]);
    expect(mentionsCard(t1.facts, '3D')).toBe(false);

    const o0 = obs(m, 0);
    const o1 = obs(m, 1);
    expect(o0.knownCards[1]).toEqual(['QS']);
    expect(o1.knownCards[1]).toEqual(['QS']);
    expect(o1.hand).toContain('QS');
    expect(o0.hand).toContain('3D');
    expect(mentionsCard(o1, '3D')).toBe(false);
    expect(o0.knownCards[0]).toEqual([]);
    for (const o of [o0, o1]) {
      expect(o.upcard).toBe('8H');
      expect(o.stockSize).toBe(24);
      expect(o.handSizes).toEqual([13, 13]);
    }
    expect(status(m).toAct).toEqual([1]);

    m = ok(m, 1, play('2H')).match;
    const t2 = ok(m, 0, play('5H'));
    m = t2.match;
    expect(factsOf(t2.facts, 'TRICK_WON')[0].seat).toBe(0);
    expect(factsOf(t2.facts, 'DREW')).toEqual([
      { type: 'DREW', seat: 0, card: '8H' },
      { type: 'DREW', seat: 1 },
    ]);
    expect(obs(m, 0).hand).toContain('8H');
    expect(obs(m, 1).hand).toContain('JC');
    expect(obs(m, 1).knownCards[0]).toEqual(['8H']);
    expect(obs(m, 0).knownCards[1]).toEqual(['QS']);
    expect(mentionsCard(obs(m, 0), 'JC')).toBe(false);
    expect(obs(m, 0).stockSize).toBe(22);
    expect(obs(m, 1).stockSize).toBe(22);
    expect(status(m).toAct).toEqual([0]);
  });

  it('ST-20: after trick 13 the stock is empty, stage 2 starts, no more drawing', () => {
    const deal = randomDeal(standardDeck(), [13, 13], 'st-20');
    let m = choose(start(deal));
    let tricks = 0;
    let lastWinner = -1;
    const run = playout(m, 'st-20/play', {
      until: (_m, step) => {
        for (const f of factsOf(step.facts, 'TRICK_WON')) {
          tricks++;
          lastWinner = f.seat as number;
        }
        return tricks === 13;
      },
    });
    m = run.match;
    for (const s of [0, 1] as const) {
      const o = obs(m, s);
      expect(o.stockSize).toBe(0);
      expect(o.upcard).toBeNull();
      expect(o.handSizes).toEqual([13, 13]);
      expect(o.stage).toBe(2);
    }
    expect(status(m).toAct).toEqual([lastWinner]);
    expect(obs(m, lastWinner).legal.length).toBe(13); // the leader may lead anything

    const rest = playout(m, 'st-20/stage2', {
      onStep: (step) => {
        expect(factsOf(step.facts, 'DREW')).toEqual([]);
        expect(factsOf(step.facts, 'UPCARD')).toEqual([]);
        const o = obs(step.after, 0);
        expect(o.stockSize).toBe(0);
        expect(Math.abs(o.handSizes[0] - o.handSizes[1])).toBeLessThanOrEqual(1);
      },
    });
    expect(rest.over).toBe(true);
    expect(rest.steps).toHaveLength(26); // 13 tricks of 2 cards
    expect(obs(rest.match, 0).handSizes).toEqual([0, 0]);
  });
});

// ---------------------------------------------------------------------------------------
// ST-21: flow and guards

describe('§8 flow / guards', () => {
  it('ST-21: choices in order, by the right seat; refusals leave the match unchanged', () => {
    const deal = exampleDeal({ s0: ['7D'], s1: ['8D'] });
    let m = start(deal);
    expect(status(m)).toMatchObject({ phase: 'chooseTrump', toAct: [0], handNumber: 1, over: false });
    refused(m, 1, { type: 'CHOOSE_SUPERTRUMP', rank: '4' }, 'ERR_WRONG_PHASE');
    refused(m, 1, { type: 'CHOOSE_TRUMP', suit: 'C' }, 'ERR_NOT_YOUR_TURN');
    refused(m, 0, play('7D'), 'ERR_WRONG_PHASE');
    m = ok(m, 0, { type: 'CHOOSE_TRUMP', suit: 'C' }).match;
    expect(status(m)).toMatchObject({ phase: 'chooseSuperTrump', toAct: [1] });
    refused(m, 0, play('7D'), 'ERR_WRONG_PHASE');
    refused(m, 1, play('8D'), 'ERR_WRONG_PHASE');
    refused(m, 0, { type: 'CHOOSE_SUPERTRUMP', rank: '4' }, 'ERR_NOT_YOUR_TURN');
    m = ok(m, 1, { type: 'CHOOSE_SUPERTRUMP', rank: '4' }).match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [0] });
    expect(legalCards(m, 0)).toEqual(sorted(obs(m, 0).hand));
    expect(legalActions(m, 1)).toEqual([]);
  });

  it('before the choices: the non-dealer sees only its hand, the dealer also the trump; no upcard yet', () => {
    const deal = exampleDeal({ s0: ['7D'], s1: ['8D'], rest: ['QS'] });
    let m = start(deal);
    for (const s of [0, 1]) {
      const o = obs(m, s);
      expect(o.upcard).toBeNull();
      expect(o.trump).toBeNull();
      expect(o.superRank).toBeNull();
      expect(mentionsCard(o, 'QS')).toBe(false);
    }
    expect(legalActions(m, 0).every((a) => a.type === 'CHOOSE_TRUMP' && Object.keys(a).length === 2)).toBe(true);
    expect(legalActions(m, 0).map((a) => a.suit).sort()).toEqual(['C', 'D', 'H', 'S']);
    expect(legalActions(m, 1)).toEqual([]);
    m = ok(m, 0, { type: 'CHOOSE_TRUMP', suit: 'H' }).match;
    expect(obs(m, 1).trump).toBe('H');
    expect(obs(m, 1).upcard).toBeNull();
    expect(mentionsCard(obs(m, 1), 'QS')).toBe(false);
    expect(legalActions(m, 1).map((a) => a.rank).sort()).toEqual(RANKS.slice().sort());
    m = ok(m, 1, { type: 'CHOOSE_SUPERTRUMP', rank: 'Q' }).match;
    expect(obs(m, 0)).toMatchObject({ trump: 'H', superRank: 'Q', upcard: 'QS', stockSize: 26, stage: 1 });
  });
});

// ---------------------------------------------------------------------------------------
// ST-22..ST-25: scoring, through real matches

/**
 * A deal and a play script in which player A (the non-dealer, who leads trick 1) wins
 * `a1` stage-1 tricks and `a2` stage-2 tricks (T=C, R=4, default membership). Every trick
 * is a pair of cards of the same effective suit, so every scripted play is a legal
 * follow whatever else is in hand; the higher card of each pair goes to the planned
 * winner. The stage-2 hands are the cards drawn in stage 1, placed in the stock where the
 * planned winner / loser of each stage-1 trick takes them.
 */
function scriptedGame(a1: number, a2: number, nonDealer: Seat): { deal: Deal; tricks: { leader: Seat; cards: [Card, Card]; winner: Seat }[] } {
  const A = nonDealer;
  const B = 1 - nonDealer;
  if (a1 < 0 || a1 > 13 || a2 < 0 || a2 > 13) throw new Error('scriptedGame: 0..13 tricks per stage');
  const plainPairs: [Card, Card][] = [];
  const ranks = RANKS.filter((r) => r !== '4');
  for (const s of ['S', 'H', 'D'] as const) for (let i = 0; i < 6; i++) plainPairs.push([`${ranks[2 * i]}${s}`, `${ranks[2 * i + 1]}${s}`]);
  const trumpPairs: [Card, Card][] = [
    ['2C', '4C'], ['3C', '4D'], ['5C', '4H'], ['6C', '4S'], ['7C', '8C'], ['9C', '10C'], ['JC', 'QC'], ['KC', 'AC'],
  ];
  const pairs1 = plainPairs.slice(0, 13);
  const pairs2 = [...plainPairs.slice(13), ...trumpPairs];
  // A's tricks come first in stage 1 and last in stage 2, so the lead changes hands.
  const winners1 = Array.from({ length: 13 }, (_, t) => (t < a1 ? A : B));
  const winners2 = Array.from({ length: 13 }, (_, t) => (t < 13 - a2 ? B : A));
  const hands: Card[][] = [[], []];
  const later: Card[][] = [[], []];
  pairs1.forEach(([lo, hi], t) => {
    hands[winners1[t]].push(hi);
    hands[1 - winners1[t]].push(lo);
  });
  pairs2.forEach(([lo, hi], t) => {
    later[winners2[t]].push(hi);
    later[1 - winners2[t]].push(lo);
  });
  const rest: Card[] = [];
  winners1.forEach((w, t) => rest.push(later[w][t], later[1 - w][t]));
  const tricks: { leader: Seat; cards: [Card, Card]; winner: Seat }[] = [];
  let leader = A;
  const stagePairs = [...pairs1, ...pairs2];
  const winners = [...winners1, ...winners2];
  stagePairs.forEach(([lo, hi], t) => {
    const w = winners[t];
    const leadCard = leader === w ? hi : lo;
    const followCard = leader === w ? lo : hi;
    tricks.push({ leader, cards: [leadCard, followCard], winner: w });
    leader = w;
  });
  return { deal: { hands, rest }, tricks };
}

/** Plays one scripted game from its choices to its last trick; checks every trick winner. */
function playScripted(m: Match, script: ReturnType<typeof scriptedGame>, nonDealer: Seat): { match: Match; facts: Fact[] } {
  let cur = applyAll(m, [
    [nonDealer, { type: 'CHOOSE_TRUMP', suit: 'C' }],
    [1 - nonDealer, { type: 'CHOOSE_SUPERTRUMP', rank: '4' }],
  ]).match;
  const facts: Fact[] = [];
  script.tricks.forEach((t, i) => {
    expect(status(cur).toAct, `trick ${i + 1} leader`).toEqual([t.leader]);
    cur = ok(cur, t.leader, play(t.cards[0])).match;
    const r = ok(cur, 1 - t.leader, play(t.cards[1]));
    expect(factsOf(r.facts, 'TRICK_WON')[0].seat, `trick ${i + 1} winner`).toBe(t.winner);
    facts.push(...r.facts);
    cur = r.match;
  });
  return { match: cur, facts };
}

interface ScoringExample {
  id: string;
  a: [number, number];
  b: [number, number];
  points: [number, number];
  winner: Seat;
}

const SCORING: ScoringExample[] = [
  { id: 'ST-22', a: [8, 6], b: [5, 7], points: [20, 19], winner: 0 },
  { id: 'ST-23', a: [13, 3], b: [0, 10], points: [19, 20], winner: 1 },
  { id: 'ST-24', a: [7, 7], b: [6, 6], points: [21, 18], winner: 0 },
  { id: 'ST-25', a: [0, 13], b: [13, 0], points: [26, 13], winner: 0 },
];

describe('§8 scoring (ST-22..ST-25), through whole matches', () => {
  for (const ex of SCORING) {
    it(`${ex.id}: A ${ex.a.join('/')}, B ${ex.b.join('/')} -> ${ex.points.join(':')}, winner seat ${ex.winner}`, () => {
      // Pure check of §6.
      expect(ex.a[0] + 2 * ex.a[1]).toBe(ex.points[0]);
      expect(ex.b[0] + 2 * ex.b[1]).toBe(ex.points[1]);
      expect(ex.points[0] + ex.points[1]).toBe(39);

      const script = scriptedGame(ex.a[0], ex.a[1], 0);
      const m0 = start(script.deal);
      const { match: m, facts } = playScripted(m0, script, 0);
      const st = status(m);
      expect(st.over).toBe(true);
      expect(st.phase).toBe('gameOver');
      expect(st.toAct).toEqual([]);
      expect(st.totals).toEqual(ex.points);
      expect(st.winners).toEqual([ex.winner]);
      const o = obs(m, 1);
      expect(o.tricks1).toEqual([ex.a[0], ex.b[0]]);
      expect(o.tricks2).toEqual([ex.a[1], ex.b[1]]);
      expect(o.history).toHaveLength(1);
      expect(o.history[0]).toMatchObject({ tricks1: [ex.a[0], ex.b[0]], tricks2: [ex.a[1], ex.b[1]], points: ex.points });
      expect(factsOf(facts, 'HAND_SCORED')).toEqual([expect.objectContaining({ type: 'HAND_SCORED', points: ex.points })]);
      expect(factsOf(facts, 'GAME_OVER')).toEqual([{ type: 'GAME_OVER', winners: [ex.winner] }]);
      expect(factsOf(facts, 'TRICK_WON')).toHaveLength(26);
      for (const s of [0, 1]) expect(legalActions(m, s)).toEqual([]);
      refused(m, 0, { type: 'NEXT_HAND' }, 'ERR_GAME_OVER');
      refused(m, 1, play('AS'), 'ERR_GAME_OVER');
    });
  }
});

// ---------------------------------------------------------------------------------------
// Refusals

describe('refusals: the right code, the match unchanged', () => {
  const deal = exampleDeal({ s0: ['7H', '5D'], s1: ['KH', '9H', '2C'], rest: ['QS'], led: '7H' });

  it('seats, shapes and unknown actions', () => {
    const m = start(deal);
    refused(m, 2, { type: 'CHOOSE_TRUMP', suit: 'C' }, 'ERR_BAD_SEAT');
    refused(m, -1, { type: 'CHOOSE_TRUMP', suit: 'C' }, 'ERR_BAD_SEAT');
    refused(m, 0.5, { type: 'CHOOSE_TRUMP', suit: 'C' }, 'ERR_BAD_SEAT');
    refused(m, '0' as unknown as Seat, { type: 'CHOOSE_TRUMP', suit: 'C' }, 'ERR_BAD_SEAT');
    refused(m, 0, null, 'ERR_BAD_ACTION');
    refused(m, 0, 'CHOOSE_TRUMP', 'ERR_BAD_ACTION');
    refused(m, 0, [], 'ERR_BAD_ACTION');
    refused(m, 0, { suit: 'C' }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 7, suit: 'C' }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'PASS' }, 'ERR_UNKNOWN_ACTION');
    refused(m, 0, { type: 'choose_trump', suit: 'C' }, 'ERR_UNKNOWN_ACTION');
    refused(m, 0, { type: 'CHOOSE_TRUMP' }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'CHOOSE_TRUMP', suit: 'C', seat: 0 }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'CHOOSE_TRUMP', colour: 'C' }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'CHOOSE_TRUMP', suit: 'X' }, 'ERR_BAD_SUIT');
    refused(m, 0, { type: 'CHOOSE_TRUMP', suit: 'c' }, 'ERR_BAD_SUIT');
    refused(m, 0, { type: 'CHOOSE_TRUMP', suit: null }, 'ERR_BAD_SUIT');
    refused(m, 0, { type: 'CHOOSE_TRUMP', suit: 'NT' }, 'ERR_BAD_SUIT');
    refused(m, 0, { type: 'DRAW' }, 'ERR_WRONG_PHASE');
    refused(m, 0, { type: 'NEXT_HAND' }, 'ERR_WRONG_PHASE');
  });

  it('action types that are names of Object.prototype members are unknown actions', () => {
    const m = start(deal);
    for (const type of ['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf']) {
      refused(m, 0, { type }, 'ERR_UNKNOWN_ACTION');
    }
  });

  it('field values whose String() throws are refused with the field’s code, not ERR_INTERNAL', () => {
    const evil = JSON.parse('{"toString":""}');
    let m = start(deal);
    refused(m, 0, { type: 'CHOOSE_TRUMP', suit: evil }, 'ERR_BAD_SUIT');
    refused(m, 0, { type: 'CHOOSE_TRUMP', suit: Object.create(null) }, 'ERR_BAD_SUIT');
    m = ok(m, 0, { type: 'CHOOSE_TRUMP', suit: 'C' }).match;
    refused(m, 1, { type: 'CHOOSE_SUPERTRUMP', rank: evil }, 'ERR_BAD_RANK');
    m = ok(m, 1, { type: 'CHOOSE_SUPERTRUMP', rank: '4' }).match;
    refused(m, 0, { type: 'PLAY', card: evil }, 'ERR_BAD_ACTION');
  });

  it('super-trump rank', () => {
    const m = ok(start(deal), 0, { type: 'CHOOSE_TRUMP', suit: 'C' }).match;
    for (const rank of ['1', '11', 'T', 'a', 'joker', '', 4, null]) {
      refused(m, 1, { type: 'CHOOSE_SUPERTRUMP', rank }, 'ERR_BAD_RANK');
    }
    refused(m, 1, { type: 'CHOOSE_SUPERTRUMP' }, 'ERR_BAD_ACTION');
    refused(m, 1, { type: 'CHOOSE_SUPERTRUMP', rank: '4', suit: 'C' }, 'ERR_BAD_ACTION');
    refused(m, 1, { type: 'CHOOSE_TRUMP', suit: 'H' }, 'ERR_WRONG_PHASE');
  });

  it('card play', () => {
    let m = choose(start(deal));
    refused(m, 1, play('KH'), 'ERR_NOT_YOUR_TURN');
    refused(m, 0, play('KH'), 'ERR_CARD_NOT_IN_HAND');
    refused(m, 0, play('QS'), 'ERR_CARD_NOT_IN_HAND'); // the upcard is not in a hand
    refused(m, 0, play('ZZ' as Card), 'ERR_BAD_ACTION');
    refused(m, 0, play('BJ'), 'ERR_CARD_NOT_IN_HAND');
    refused(m, 0, { type: 'PLAY', card: 7 }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'PLAY' }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'PLAY', card: '7H', cards: ['7H'] }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'CHOOSE_TRUMP', suit: 'H' }, 'ERR_WRONG_PHASE');
    refused(m, 0, { type: 'DRAW' }, 'ERR_WRONG_PHASE');
    m = ok(m, 0, play('7H')).match;
    refused(m, 0, play('5D'), 'ERR_NOT_YOUR_TURN');
    refused(m, 1, play('2C'), 'ERR_MUST_FOLLOW');
    refused(m, 1, play('7H'), 'ERR_CARD_NOT_IN_HAND');
    const r = applyAction(m, 1, play('2C'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/H/);
  });
});

// ---------------------------------------------------------------------------------------
// confirmDraws

describe('confirmDraws = true', () => {
  it('the winner sends DRAW, then the loser; nothing else is possible meanwhile', () => {
    const deal = exampleDeal({ s0: ['9D', '5H'], s1: ['KD', '2H'], rest: ['QS', '3D', '8H', 'JC'] });
    let m = choose(start(deal, { confirmDraws: true }));
    m = ok(m, 0, play('9D')).match;
    const t = ok(m, 1, play('KD'));
    m = t.match;
    expect(factsOf(t.facts, 'TRICK_WON')[0].seat).toBe(1);
    expect(factsOf(t.facts, 'DREW')).toEqual([]);
    expect(status(m)).toMatchObject({ phase: 'draw', toAct: [1] });
    expect(legalActions(m, 1)).toEqual([{ type: 'DRAW' }]);
    expect(legalActions(m, 0)).toEqual([]);
    expect(obs(m, 0).upcard).toBe('QS');
    expect(obs(m, 0).stockSize).toBe(26);
    expect(obs(m, 0).handSizes).toEqual([12, 12]);

    refused(m, 0, { type: 'DRAW' }, 'ERR_NOT_YOUR_TURN');
    refused(m, 1, play('2H'), 'ERR_WRONG_PHASE');
    refused(m, 1, { type: 'DRAW', card: 'QS' }, 'ERR_BAD_ACTION');
    refused(m, 1, { type: 'NEXT_HAND' }, 'ERR_WRONG_PHASE');

    const d1 = ok(m, 1, { type: 'DRAW' });
    m = d1.match;
    expect(d1.facts).toContainEqual({ type: 'DREW', seat: 1, card: 'QS' });
    expect(status(m)).toMatchObject({ phase: 'draw', toAct: [0] });
    expect(obs(m, 0).knownCards[1]).toEqual(['QS']);
    expect(obs(m, 0).handSizes).toEqual([12, 13]);
    refused(m, 1, { type: 'DRAW' }, 'ERR_NOT_YOUR_TURN');
    expect(legalActions(m, 0)).toEqual([{ type: 'DRAW' }]);

    const d2 = ok(m, 0, { type: 'DRAW' });
    m = d2.match;
    expect(factsOf(d2.facts, 'DREW')).toEqual([{ type: 'DREW', seat: 0 }]);
    expect(mentionsCard(d2.facts, '3D')).toBe(false);
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
    expect(obs(m, 0).hand).toContain('3D');
    expect(obs(m, 1).upcard).toBe('8H');
    expect(obs(m, 1).stockSize).toBe(24);
    expect(obs(m, 1).handSizes).toEqual([13, 13]);
  });

  it('a whole match with confirmDraws: 26 DRAW actions, alternating winner then loser', () => {
    let m = choose(start(randomDeal(standardDeck(), [13, 13], 'cd'), { confirmDraws: true }));
    const draws: Seat[] = [];
    let lastWinner = -1;
    const run = playout(m, 'cd/play', {
      onStep: (step) => {
        const won = factsOf(step.facts, 'TRICK_WON')[0];
        if (won) lastWinner = won.seat as number;
        if (step.action.type === 'DRAW') {
          draws.push(step.seat);
          expect(draws.length % 2 === 1 ? step.seat : 1 - step.seat).toBe(lastWinner);
        }
      },
    });
    m = run.match;
    expect(run.over).toBe(true);
    expect(draws).toHaveLength(26);
    expect(status(m).totals[0] + status(m).totals[1]).toBe(39);
  });
});

// ---------------------------------------------------------------------------------------
// Several games per match

describe('gamesPerMatch', () => {
  it('3 games: dealer alternates, handResult / NEXT_HAND between games, totals add up', () => {
    // Game 1: dealer 1, A = seat 0 wins 8/6 (20:19). Game 2: dealer 0, A = seat 1 wins
    // 13/13 (0:39). Game 3: dealer 1, A = seat 0 wins 0/13 (26:13).
    const g1 = scriptedGame(8, 6, 0);
    const g2 = scriptedGame(13, 13, 1);
    const g3 = scriptedGame(0, 13, 0);
    let m = newMatch('supertrump', { players: 2, seed: 'three', dealer: 1, deals: [g1.deal, g2.deal, g3.deal], options: { gamesPerMatch: 3 } });
    expect(obs(m, 0).gamesPerMatch).toBe(3);

    let r = playScripted(m, g1, 0);
    m = r.match;
    expect(status(m)).toEqual({ phase: 'handResult', toAct: [0, 1], handNumber: 1, over: false, totals: [20, 19], winners: [] });
    expect(factsOf(r.facts, 'HAND_SCORED')).toEqual([expect.objectContaining({ points: [20, 19], totals: [20, 19] })]);
    expect(factsOf(r.facts, 'GAME_OVER')).toEqual([]);
    expect(legalActions(m, 0)).toEqual([{ type: 'NEXT_HAND' }]);
    expect(legalActions(m, 1)).toEqual([{ type: 'NEXT_HAND' }]);
    refused(m, 0, play('AS'), 'ERR_WRONG_PHASE');
    refused(m, 0, { type: 'NEXT_HAND', now: true }, 'ERR_BAD_ACTION');
    refused(m, 0, { type: 'CHOOSE_TRUMP', suit: 'C' }, 'ERR_WRONG_PHASE');

    m = ok(m, 1, { type: 'NEXT_HAND' }).match; // either seat may continue
    expect(status(m)).toMatchObject({ phase: 'chooseTrump', toAct: [1], handNumber: 2, totals: [20, 19], over: false });
    expect(obs(m, 0).dealer).toBe(0);
    expect(obs(m, 0).hand).toEqual(g2.deal.hands[0]);
    expect(obs(m, 0)).toMatchObject({ tricks1: [0, 0], tricks2: [0, 0], knownCards: [[], []], trump: null, upcard: null });
    refused(m, 1, { type: 'NEXT_HAND' }, 'ERR_WRONG_PHASE');

    r = playScripted(m, g2, 1);
    m = r.match;
    expect(status(m)).toMatchObject({ phase: 'handResult', handNumber: 2, totals: [20, 58], over: false });
    expect(factsOf(r.facts, 'HAND_SCORED')).toEqual([expect.objectContaining({ points: [0, 39], totals: [20, 58] })]);
    m = ok(m, 0, { type: 'NEXT_HAND' }).match;
    expect(status(m)).toMatchObject({ phase: 'chooseTrump', toAct: [0], handNumber: 3 });
    expect(obs(m, 1).dealer).toBe(1);

    r = playScripted(m, g3, 0);
    m = r.match;
    expect(status(m)).toEqual({ phase: 'gameOver', toAct: [], handNumber: 3, over: true, totals: [46, 71], winners: [1] });
    expect(factsOf(r.facts, 'GAME_OVER')).toEqual([{ type: 'GAME_OVER', winners: [1] }]);
    const history = obs(m, 0).history;
    expect(history.map((h) => h.points)).toEqual([[20, 19], [0, 39], [26, 13]]);
    expect(history.map((h) => h.dealer)).toEqual([1, 0, 1]);
  });

  it('an even number of games can end level: both seats win', () => {
    const g1 = scriptedGame(8, 6, 0); // 20:19
    const g2 = scriptedGame(8, 6, 1); // seat 1 as A: 19:20
    let m = newMatch('supertrump', { players: 2, seed: 'level', dealer: 1, deals: [g1.deal, g2.deal], options: { gamesPerMatch: 2 } });
    m = playScripted(m, g1, 0).match;
    m = ok(m, 0, { type: 'NEXT_HAND' }).match;
    const r = playScripted(m, g2, 1);
    expect(status(r.match)).toMatchObject({ over: true, totals: [39, 39], winners: [0, 1] });
    expect(factsOf(r.facts, 'GAME_OVER')).toEqual([{ type: 'GAME_OVER', winners: [0, 1] }]);
  });

  it('random games after the fixed deals: totals are 39 per game', () => {
    const m = newMatch('supertrump', { players: 2, seed: 'random-three', options: { gamesPerMatch: 3 } });
    const dealers: Seat[] = [obs(m, 0).dealer];
    const run = playout(m, 'random-three/play', {
      onStep: (step) => {
        if (step.action.type === 'NEXT_HAND') dealers.push(obs(step.after, 0).dealer);
        const scored = factsOf(step.facts, 'HAND_SCORED')[0];
        if (scored) {
          const totals = status(step.after).totals;
          expect(totals[0] + totals[1]).toBe(39 * status(step.after).handNumber);
        }
      },
    });
    expect(run.over).toBe(true);
    expect(dealers).toEqual([dealers[0], 1 - dealers[0], dealers[0]]);
    expect(status(run.match).totals.reduce((a, b) => a + b)).toBe(117);
  });
});

// ---------------------------------------------------------------------------------------
// Observations: nothing hidden leaks

describe('observations', () => {
  /**
   * Plays random matches on known deals and checks, after every step and for each seat,
   * that the observation mentions no card of the face-down stock and no card of the
   * opponent's hand except those it took face up (tracked here from the DREW facts),
   * and that facts never name a hidden card.
   */
  function checkNoLeaks(seed: string, options: Record<string, unknown>): void {
    const deal = randomDeal(standardDeck(), [13, 13], seed);
    const rest = deal.rest!;
    const m = newMatch('supertrump', { players: 2, seed, dealer: 1, deals: [deal], options });
    const known: Card[][] = [[], []];
    let drawn = 0;
    const hiddenFrom = (cur: Match, s: Seat): Card[] => {
      const o = obs(cur, s);
      const upShown = o.upcard !== null;
      if (upShown) expect(o.upcard).toBe(rest[drawn]);
      const faceDown = rest.slice(drawn + (upShown ? 1 : 0));
      const oppHand = obs(cur, 1 - s).hand;
      return [...faceDown, ...oppHand.filter((c) => !known[1 - s].includes(c))];
    };
    const check = (cur: Match, facts: Fact[]): void => {
      for (const s of [0, 1]) {
        const o = obs(cur, s);
        expect(sorted(o.knownCards[0])).toEqual(sorted(known[0]));
        expect(sorted(o.knownCards[1])).toEqual(sorted(known[1]));
        expect(o.stockSize).toBe(26 - drawn);
        for (const c of hiddenFrom(cur, s)) {
          expect(mentionsCard(o, c), `seat ${s} sees hidden ${c}`).toBe(false);
          expect(mentionsCard(facts, c), `facts name hidden ${c}`).toBe(false);
        }
      }
    };
    check(m, []);
    playout(m, `${seed}/play`, {
      onStep: (step) => {
        for (const f of step.facts) {
          if (f.type === 'DREW') {
            drawn++;
            if (f.card !== undefined) known[f.seat as number].push(f.card as Card);
          }
        }
        if (step.action.type === 'PLAY') known[step.seat] = known[step.seat].filter((c) => c !== step.action.card);
        check(step.after, step.facts);
      },
    });
  }

  it('never show the opponent’s hidden cards or the face-down stock (default options)', () => {
    for (let i = 0; i < 5; i++) checkNoLeaks(`leak-${i}`, {});
  });

  it('never show hidden cards with confirmDraws and without reviewLastTrick', () => {
    for (let i = 0; i < 3; i++) checkNoLeaks(`leak-cd-${i}`, { confirmDraws: true, reviewLastTrick: false });
  });

  it('the winner’s draw is in the opponent’s knownCards until it is played', () => {
    const deal = exampleDeal({ s0: ['9D', '5H'], s1: ['KD', '2H'], rest: ['QS', '3D', '8H', 'JC'] });
    let m = choose(start(deal));
    m = applyAll(m, [[0, play('9D')], [1, play('KD')]]).match;
    expect(obs(m, 0).knownCards).toEqual([[], ['QS']]);
    m = applyAll(m, [[1, play('QS')]]).match;
    expect(obs(m, 0).knownCards).toEqual([[], []]);
    expect(obs(m, 0).trick).toEqual([{ seat: 1, card: 'QS' }]);
  });

  it('reviewLastTrick: the last completed trick is visible by default', () => {
    const deal = exampleDeal({ s0: ['9D', '5H'], s1: ['KD', '2H'], rest: ['QS', '3D', '8H', 'JC'] });
    let m = choose(start(deal));
    m = applyAll(m, [[0, play('9D')], [1, play('KD')], [1, play('2H')]]).match;
    expect(obs(m, 0).lastTrick).toEqual({ cards: [{ seat: 0, card: '9D' }, { seat: 1, card: 'KD' }], winner: 1 });
    let n = choose(start(deal, { reviewLastTrick: false }));
    n = applyAll(n, [[0, play('9D')], [1, play('KD')], [1, play('2H')]]).match;
    expect(obs(n, 0).lastTrick).toBeNull();
  });

  it('rules decision S-1: without reviewLastTrick the trick just won is visible until the next lead', () => {
    const deal = exampleDeal({ s0: ['9D', '5H'], s1: ['KD', '2H'], rest: ['QS', '3D', '8H', 'JC'] });
    let m = choose(start(deal, { reviewLastTrick: false }));
    m = applyAll(m, [[0, play('9D')], [1, play('KD')]]).match;
    expect(obs(m, 0).lastTrick).toEqual({ cards: [{ seat: 0, card: '9D' }, { seat: 1, card: 'KD' }], winner: 1 });
  });

  it('rules decision S-4: the winner’s draw is public under supertrumpMembership "printed" too', () => {
    const deal = exampleDeal({ s0: ['9D', '5H'], s1: ['KD', '2H'], rest: ['QS', '3D', '8H', 'JC'] });
    let m = choose(start(deal, { supertrumpMembership: 'printed' }));
    m = applyAll(m, [[0, play('9D')], [1, play('KD')]]).match;
    expect(obs(m, 0).knownCards).toEqual([[], ['QS']]);
  });

  it('observe and legalActions agree, and the observation is a plain JSON value', () => {
    const m = choose(start(randomDeal(standardDeck(), [13, 13], 'json')));
    playout(m, 'json/play', {
      onStep: ({ after }) => {
        for (const s of [0, 1]) {
          const o = obs(after, s);
          expect(JSON.parse(JSON.stringify(o))).toEqual(o);
          expect(o.legal).toEqual(legalActions(after, s));
          expect(o.toAct).toEqual(status(after).toAct);
          expect(o.totals).toEqual(status(after).totals);
          expect(o.seat).toBe(s);
          expect(o.handSizes[s]).toBe(o.hand.length);
          expect(o.tricksWon).toEqual([o.tricks1[0] + o.tricks2[0], o.tricks1[1] + o.tricks2[1]]);
        }
      },
    });
  });
});
