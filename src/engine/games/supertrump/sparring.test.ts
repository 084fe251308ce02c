// Supertrump's sparring partner: it always answers with a legal action through the engine
// contract (every option), and it plays concrete positions as a careful player would.
import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/cards';
import { createRng } from '../../core/rng';
import { applyAction, legalActions, newMatch, observe, status } from '../../core/match';
import type { Action, Card, Deal, Match, PlayedCard, Rank, Seat, Suit } from '../../core/types';
import { buildDeal } from '../../testing/builders';
import { observe as observeState } from './observe';
import { supertrumpSparring } from './sparring';
import type { SupertrumpObservation, SupertrumpOptions, SupertrumpState } from './types';

const rng = () => createRng('sparring-test');
const act = (obs: SupertrumpObservation): Action => supertrumpSparring.act(obs, rng());
const obsOf = (m: Match, s: Seat) => observe(m, s) as SupertrumpObservation;
const sameAction = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

// ---------------------------------------------------------------------------------------
// Whole matches

/** Plays a match with the sparring partner in both seats; every move must be legal. */
function selfPlay(seed: string, options: Record<string, unknown>): Match {
  let m = newMatch('supertrump', { players: 2, seed, options });
  for (let step = 0; step < 2000; step++) {
    const st = status(m);
    if (st.over) return m;
    const seat = st.toAct[0];
    const obs = obsOf(m, seat);
    const a = act(obs);
    expect(legalActions(m, seat).some((l) => sameAction(l, a)), `${seed}: ${JSON.stringify(a)} is not legal`).toBe(true);
    const r = applyAction(m, seat, a);
    if (!r.ok) throw new Error(`${seed}: ${JSON.stringify(a)} refused: ${r.error.code}`);
    m = r.match;
  }
  throw new Error(`${seed}: the match did not end`);
}

describe('the sparring partner through the engine contract', () => {
  const optionSets: Record<string, unknown>[] = [
    {},
    { supertrumpMembership: 'printed' },
    { confirmDraws: true },
    { gamesPerMatch: 3 },
    { supertrumpMembership: 'printed', confirmDraws: true, gamesPerMatch: 3, reviewLastTrick: false },
  ];
  for (const options of optionSets) {
    it(`always plays a legal action and finishes matches: ${JSON.stringify(options)}`, () => {
      for (let i = 0; i < 12; i++) {
        const m = selfPlay(`sparring/${JSON.stringify(options)}/${i}`, options);
        const st = status(m);
        expect(st.over).toBe(true);
        const games = (options.gamesPerMatch as number | undefined) ?? 1;
        expect(st.totals[0] + st.totals[1]).toBe(39 * games);
        expect(st.winners.length).toBeGreaterThan(0);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------
// Concrete positions

/** A fixed deal: the named cards, then fillers in deck order that avoid the excluded cards. */
function dealWith(s0: Card[], s1: Card[], rest: Card[] = [], avoid: (c: Card, seat: Seat) => boolean = () => false): Deal {
  return buildDeal({
    deck: standardDeck(),
    handSize: 13,
    hands: [s0, s1],
    rest,
    fillOrder: [1, 0],
    filler: (c, seat) => (avoid(c, seat) ? null : 0),
  });
}

/** Seat 1 deals, so seat 0 names trump and leads trick 1 (as in the spec's examples). */
function startMatch(deal: Deal, options: Record<string, unknown> = {}): Match {
  return newMatch('supertrump', { players: 2, seed: 'sparring-positions', dealer: 1, deals: [deal], options });
}

function apply(m: Match, seat: Seat, a: Action): Match {
  const r = applyAction(m, seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)} by ${seat} refused: ${r.error.code}`);
  return r.match;
}

function chosen(m: Match, trump: Suit, superRank: Rank): Match {
  return apply(apply(m, 0, { type: 'CHOOSE_TRUMP', suit: trump }), 1, { type: 'CHOOSE_SUPERTRUMP', rank: superRank });
}

const DEFAULT_OPTIONS: SupertrumpOptions = { supertrumpMembership: 'trump', confirmDraws: false, reviewLastTrick: true, gamesPerMatch: 1 };

/**
 * The observation of `seat` in a stage-2 position: both hands given in full, every other
 * card already played, `trick` on the table. Built as a state and observed, so the
 * observation is exactly what the engine would show.
 */
function stage2Position(p: {
  hands: [Card[], Card[]];
  trump: Suit;
  superRank: Rank;
  leader: Seat;
  trick?: PlayedCard[];
  options?: Partial<SupertrumpOptions>;
}): SupertrumpObservation {
  const inPlay = new Set([...p.hands[0], ...p.hands[1], ...(p.trick ?? []).map((x) => x.card)]);
  const played = standardDeck().filter((c) => !inPlay.has(c));
  const trickNo = 27 - Math.max(p.hands[0].length, p.hands[1].length);
  const state: SupertrumpState = {
    seed: 'position', options: { ...DEFAULT_OPTIONS, ...p.options }, deals: [], handNumber: 1, dealer: 1, phase: 'trickPlay',
    hands: p.hands, stock: [], upcard: null, trump: p.trump, superRank: p.superRank, stage: 2, trickNo,
    leader: p.leader, trick: p.trick ?? [], tricks1: [7, 6], tricks2: [0, 0], knownCards: [[], []], lastTrick: null,
    played, drawQueue: [], totals: [0, 0], history: [], winners: [],
  };
  const seat = p.trick && p.trick.length === 1 ? 1 - p.leader : p.leader;
  return observeState(state, seat);
}

const played = (a: Action) => a.card as Card;

describe('choosing trump and the super-trump rank', () => {
  it('names its long suit with high cards as trump', () => {
    const deal = dealWith(['AS', 'KS', 'QS', '9S', '5S', '3S', 'AH', 'KD'], []);
    expect(act(obsOf(startMatch(deal), 0))).toEqual({ type: 'CHOOSE_TRUMP', suit: 'S' });
  });

  it('prefers length to a few high cards', () => {
    const deal = dealWith(['AH', 'KH', 'QH', '9D', '7D', '6D', '5D', '3D', '2D'], [], [], (c) => c.endsWith('H') || c.endsWith('D'));
    expect(act(obsOf(startMatch(deal), 0))).toEqual({ type: 'CHOOSE_TRUMP', suit: 'D' });
  });

  it('as dealer, makes super the rank it holds three times', () => {
    const deal = dealWith([], ['7H', '7D', '7S', 'AC', 'KC'], [], (c) => c.startsWith('7'));
    const m = apply(startMatch(deal), 0, { type: 'CHOOSE_TRUMP', suit: 'C' });
    expect(act(obsOf(m, 1))).toEqual({ type: 'CHOOSE_SUPERTRUMP', rank: '7' });
  });

  it('makes super a rank it holds twice rather than one it does not hold', () => {
    const deal = dealWith([], ['9H', '9D', 'QS'], [], (c, seat) => seat === 1 && (c.startsWith('9') || c.startsWith('Q')));
    const m = apply(startMatch(deal), 0, { type: 'CHOOSE_TRUMP', suit: 'C' });
    expect(act(obsOf(m, 1))).toEqual({ type: 'CHOOSE_SUPERTRUMP', rank: '9' });
  });
});

describe('stage 1: the trick decides who takes the upcard', () => {
  it('does not waste its top trump on a worthless upcard: it throws a low card', () => {
    // Seat 1 has no heart; the upcard 2D is worth less than the hidden card.
    const deal = dealWith(['5H'], ['AC', '3S', '2S'], ['2D'], (c, seat) => seat === 1 && (c.endsWith('H') || c.endsWith('C')));
    let m = chosen(startMatch(deal), 'C', '4');
    m = apply(m, 0, { type: 'PLAY', card: '5H' });
    const a = act(obsOf(m, 1));
    expect(a.card).not.toBe('AC');
    expect(['2S', '2D', '3S', '3D']).toContain(a.card);
  });

  it('wins a super-trump upcard with the cheapest card that surely wins', () => {
    const deal = dealWith(['9H'], ['10H', 'KH', 'AH'], ['4S'], (c, seat) => seat === 1 && c.endsWith('H'));
    let m = chosen(startMatch(deal), 'C', '4');
    m = apply(m, 0, { type: 'PLAY', card: '9H' });
    expect(act(obsOf(m, 1))).toEqual({ type: 'PLAY', card: '10H' });
  });

  it('ruffs with its lowest trump when the upcard is a high trump', () => {
    const deal = dealWith(['9H'], ['2C', '9C', 'KC'], ['AC'], (c, seat) => seat === 1 && (c.endsWith('H') || c.endsWith('C')));
    let m = chosen(startMatch(deal), 'C', '4');
    m = apply(m, 0, { type: 'PLAY', card: '9H' });
    expect(act(obsOf(m, 1))).toEqual({ type: 'PLAY', card: '2C' });
  });

  it('leads a low card, not its super-trump, when the upcard is worthless', () => {
    const deal = dealWith(['4H', 'AC', '2D'], [], ['3S']);
    const m = chosen(startMatch(deal), 'C', '4');
    const a = act(obsOf(m, 0));
    expect(a.card).not.toBe('4H');
    expect(a.card).not.toBe('AC');
  });
});

describe('stage 2: counting the known cards', () => {
  it('leads a super-trump to draw the opponent\'s trumps', () => {
    const obs = stage2Position({
      // Cashing a spade first would let 9C ruff the other one: draw the trump, then run spades.
      hands: [['4H', 'AS', 'KS'], ['9C', '2S', '5D']],
      trump: 'C', superRank: '4', leader: 0,
    });
    expect(act(obs)).toEqual({ type: 'PLAY', card: '4H' });
  });

  it('draws the last trump with its top trump, then the rest of its hand is good', () => {
    // Leading a diamond first would let QH ruff it.
    const obs = stage2Position({
      hands: [['AH', 'QD', 'KD', 'JD'], ['JS', 'KS', 'QS', 'QH']],
      trump: 'H', superRank: '4', leader: 0,
    });
    expect(act(obs)).toEqual({ type: 'PLAY', card: 'AH' });
  });

  it('does not lead trumps into a longer trump hand: it makes that hand ruff', () => {
    // Seat 0 has two trumps against four: AD would draw only one of them.
    const obs = stage2Position({
      hands: [['AD', 'JD', '8H', 'JH'], ['8D', '4D', 'KD', '5D']],
      trump: 'D', superRank: '6', leader: 0,
    });
    expect(['8H', 'JH']).toContain(played(act(obs)));
  });

  it('cashes its sure winners when the opponent has no trumps', () => {
    const obs = stage2Position({
      hands: [['AS', '2D', '3D'], ['5S', '8D', '9D']],
      trump: 'C', superRank: '4', leader: 0,
    });
    expect(act(obs)).toEqual({ type: 'PLAY', card: 'AS' });
  });

  it('ruffs when void in the led suit, and follows suit when it must', () => {
    const mustFollow = stage2Position({
      hands: [['AH', '5D'], ['2C', '7S', '6S']],
      trump: 'C', superRank: '4', leader: 0, trick: [{ seat: 0, card: 'KS' }],
    });
    const voidInSpades = stage2Position({
      hands: [['AH', '5D'], ['2C', '7D', '8D']],
      trump: 'C', superRank: '4', leader: 0, trick: [{ seat: 0, card: 'KS' }],
    });
    expect(act(mustFollow)).toEqual({ type: 'PLAY', card: '6S' });
    expect(act(voidInSpades)).toEqual({ type: 'PLAY', card: '2C' });
  });

  it('follows with the cheapest winner, and with the lowest card when it cannot win', () => {
    const win = stage2Position({
      hands: [['2S', '5D', '6D'], ['QS', 'KS', 'AS', '7D']],
      trump: 'C', superRank: '4', leader: 0, trick: [{ seat: 0, card: 'JS' }],
    });
    expect(act(win)).toEqual({ type: 'PLAY', card: 'QS' });
    const lose = stage2Position({
      hands: [['2S', '5D', '6D'], ['9S', '10S', 'JS', '7D']],
      trump: 'C', superRank: '4', leader: 0, trick: [{ seat: 0, card: 'AS' }],
    });
    expect(act(lose)).toEqual({ type: 'PLAY', card: '9S' });
  });

  it('under "printed" membership wins a plain lead with the super-trump of that suit', () => {
    const obs = stage2Position({
      // 4H follows hearts here and wins; 2H would lose this trick and then AD would draw the 4H.
      hands: [['AD'], ['4H', '2H']],
      trump: 'C', superRank: '4', leader: 0, trick: [{ seat: 0, card: 'KH' }],
      options: { supertrumpMembership: 'printed' },
    });
    expect(act(obs)).toEqual({ type: 'PLAY', card: '4H' });
  });
});

describe('actions without a choice', () => {
  it('sends DRAW with confirmDraws and NEXT_HAND between games', () => {
    const deal = dealWith(['9H'], ['KH'], ['QS']);
    let m = chosen(startMatch(deal, { confirmDraws: true, gamesPerMatch: 2 }), 'C', '4');
    m = apply(m, 0, { type: 'PLAY', card: '9H' });
    m = apply(m, 1, { type: 'PLAY', card: 'KH' });
    expect(status(m).phase).toBe('draw');
    expect(act(obsOf(m, 1))).toEqual({ type: 'DRAW' });
    let guard = 0;
    while (status(m).phase !== 'handResult' && guard++ < 500) {
      const seat = status(m).toAct[0];
      m = apply(m, seat, act(obsOf(m, seat)));
    }
    expect(status(m).phase).toBe('handResult');
    expect(act(obsOf(m, 0))).toEqual({ type: 'NEXT_HAND' });
  });
});
