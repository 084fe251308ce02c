// Tuppi's sparring partner (sparring.ts): it always answers with one of the legal actions in
// whole matches under every option set, and it plays concrete positions as a careful player
// would (second hand low, third hand high, not overtaking a partner's sure winner, covering an
// honour, ducking in nolo and in solo, the solo exchange).
import { describe, expect, it } from 'vitest';
import { legalActions, newMatch, observe, status } from '../../index';
import type { Action, Card, Deal, Match, Seat } from '../../index';
import { standardDeck } from '../../core/cards';
import { createRng } from '../../core/rng';
import { sameAction } from '../../ai/heuristic';
import { buildDeal, ok } from '../../testing/builders';
import { tuppiSparring } from './sparring';
import type { TuppiObservation } from './types';

const SEATS: Seat[] = [0, 1, 2, 3];
const obsOf = (m: Match, s: Seat): TuppiObservation => observe(m, s) as TuppiObservation;
const sparring = (m: Match, s: Seat): Action => tuppiSparring.act(obsOf(m, s), createRng(`test/${m.log.length}`));
const PLAY = (card: Card): Action => ({ type: 'PLAY', card });
const BID = (card: Card): Action => ({ type: 'PLACE_AUCTION_CARD', card });
const PASS: Action = { type: 'PASS' };

// ---------------------------------------------------------------------------------------
// Whole matches

type Who = 'rules' | 'random';

/** Plays a match to its end; every answer of the sparring partner must be one of the legal actions. */
function playMatch(seed: string, options: Record<string, unknown>, who: Who[]): { match: Match; decisions: number } {
  let m = newMatch('tuppi', { players: 4, seed, options });
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
    } else {
      a = legal[rng.int(legal.length)];
    }
    m = ok(m, seat, a).match;
  }
  throw new Error(`match ${seed} did not finish`);
}

const OPTION_SETS: Record<string, Record<string, unknown>> = {
  seed: {},
  tokens: { bidMethod: 'tokens' },
  traditional: { preset: 'traditional' },
  'mandatory exchange, short solo': { soloExchange: 'mandatory', soloLength: 3 },
  'no exchange, no wipe': { soloExchange: 'off', wipeRule: 'none', handLimit: 12 },
  'traditional, tokens, right of declarer': { preset: 'traditional', bidMethod: 'tokens', endHandWhenDecided: true, reviewLastTrick: false },
  'no twos, no solo': { allowTwoAsBidCard: false, soloEnabled: false, targetScore: 40 },
};

describe('Tuppi sparring partner: whole matches', () => {
  for (const [name, options] of Object.entries(OPTION_SETS)) {
    it(`${name}: the sparring partner in every seat finishes matches with legal actions`, () => {
      for (const seed of ['a', 'b']) {
        const { match } = playMatch(`sparring/${name}/${seed}`, options, ['rules', 'rules', 'rules', 'rules']);
        expect(status(match).over).toBe(true);
        expect(status(match).winners.length).toBeGreaterThan(0);
      }
    });
  }

  it('against random seats (odd bids, solos and plays it would not make itself) every answer is legal', () => {
    const seatings: Who[][] = [['rules', 'random', 'rules', 'random'], ['random', 'rules', 'random', 'rules'], ['rules', 'random', 'random', 'random']];
    let decisions = 0;
    Object.values(OPTION_SETS).forEach((options, i) => {
      seatings.forEach((who, k) => {
        decisions += playMatch(`sparring/mixed/${i}/${k}`, { ...options, handLimit: 6 }, who).decisions;
      });
    });
    expect(decisions).toBeGreaterThan(1000);
  });

  it('reaches every phase: it bids both colours, declares solo, exchanges, gives and plays every mode', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      let m = newMatch('tuppi', { players: 4, seed: `sparring/phases/${i}`, options: { handLimit: 10 } });
      while (!status(m).over) {
        const seat = status(m).toAct[0];
        const o = obsOf(m, seat);
        const a = sparring(m, seat);
        seen.add(o.phase === 'trickPlay' ? `play ${o.mode}` : a.type === 'PLACE_AUCTION_CARD' ? `bid ${/[HD]$/.test(a.card as string) ? 'red' : 'black'}` : a.type);
        m = ok(m, seat, a).match;
      }
    }
    for (const x of ['bid red', 'bid black', 'DECLARE_SOLO', 'PASS', 'DISCARD', 'GIVE', 'play rami', 'play nolo', 'play solo', 'NEXT_HAND']) expect(seen, x).toContain(x);
  });

  it('is deterministic: the same observation gives the same action', () => {
    let m = newMatch('tuppi', { players: 4, seed: 'sparring/determinism', options: { handLimit: 1 } });
    while (!status(m).over) {
      const seat = status(m).toAct[0];
      const a = sparring(m, seat);
      expect(tuppiSparring.act(obsOf(m, seat), createRng('another seed'))).toEqual(a);
      m = ok(m, seat, a).match;
    }
  });
});

// ---------------------------------------------------------------------------------------
// Concrete positions

/**
 * A deal with the named cards. The suits in `reserved` hold exactly the named cards; every
 * other card is a filler, taken in deck order.
 */
function fixedDeal(named: Partial<Record<Seat, Card[]>>, reserved: string[]): Deal {
  return buildDeal({
    deck: standardDeck(),
    handSize: 13,
    hands: SEATS.map((s) => named[s] ?? []),
    filler: (card) => (reserved.includes(card.slice(-1)) ? null : 0),
  });
}

function start(deal: Deal, dealer: Seat, options: Record<string, unknown> = {}): Match {
  return newMatch('tuppi', { players: 4, seed: 'sparring-positions', dealer, options, deals: [deal] });
}

function applyAll(m: Match, steps: [Seat, Action][]): Match {
  for (const [s, a] of steps) m = ok(m, s, a).match;
  return m;
}

/**
 * Rami with seat 0 as declarer: dealer 3 (reveal 0, 1, 2, 3), seat 0 bids 5H, the others bid
 * their named black card, and both defenders decline solo. Seat 0 leads.
 */
function ramiByZero(spades: Record<Seat, Card[]>): Match {
  const deal = fixedDeal({ 0: ['5H', ...spades[0]], 1: ['2C', ...spades[1]], 2: ['3C', ...spades[2]], 3: ['4C', ...spades[3]] }, ['S']);
  const m = applyAll(start(deal, 3), [[0, BID('5H')], [1, BID('2C')], [2, BID('3C')], [3, BID('4C')]]);
  expect(status(m)).toMatchObject({ phase: 'soloOffer', toAct: [1] });
  const played = applyAll(m, [[1, PASS], [3, PASS]]);
  expect(status(played)).toMatchObject({ phase: 'trickPlay', toAct: [0] });
  return played;
}

describe('Tuppi sparring partner: rami positions', () => {
  // Each position names all thirteen spades.
  it('does not overtake the partner\'s winning ace (third hand plays low)', () => {
    const m = applyAll(ramiByZero({ 0: ['AS', '5S', '6S'], 1: ['3S', '7S', '8S'], 2: ['KS', '2S', '9S'], 3: ['4S', '10S', 'JS', 'QS'] }), [[0, PLAY('AS')], [1, PLAY('3S')]]);
    expect(sparring(m, 2)).toEqual(PLAY('2S'));
  });

  it('covers an honour with an honour (second hand)', () => {
    const m = applyAll(ramiByZero({ 0: ['QS', '5S', '6S'], 1: ['KS', '4S'], 2: ['2S', '3S', '7S', '8S'], 3: ['AS', '9S', '10S', 'JS'] }), [[0, PLAY('QS')]]);
    expect(sparring(m, 1)).toEqual(PLAY('KS'));
  });

  it('plays second hand low on a small card', () => {
    const m = applyAll(ramiByZero({ 0: ['4S', '5S'], 1: ['KS', '8S', '2S'], 2: ['3S', '6S', '7S'], 3: ['AS', '9S', '10S', 'JS', 'QS'] }), [[0, PLAY('4S')]]);
    expect(sparring(m, 1)).toEqual(PLAY('2S'));
  });

  it('fourth hand wins as cheaply as possible, and plays low when the partner already wins', () => {
    const spades: Record<Seat, Card[]> = { 0: ['5S', '6S', '8S'], 1: ['9S', '2S'], 2: ['3S', '4S', '10S'], 3: ['JS', 'QS', 'KS', '7S', 'AS'] };
    const oppWins = applyAll(ramiByZero(spades), [[0, PLAY('8S')], [1, PLAY('2S')], [2, PLAY('10S')]]);
    expect(sparring(oppWins, 3)).toEqual(PLAY('JS'));
    const mateWins = applyAll(ramiByZero(spades), [[0, PLAY('8S')], [1, PLAY('9S')], [2, PLAY('3S')]]);
    expect(sparring(mateWins, 3)).toEqual(PLAY('7S'));
  });

  it('third hand high, with the lower of equal cards: K Q plays the queen', () => {
    const m = applyAll(ramiByZero({ 0: ['4S', '5S'], 1: ['6S', '2S'], 2: ['KS', 'QS', '3S'], 3: ['AS', '7S', '8S', '9S', '10S', 'JS'] }), [[0, PLAY('4S')], [1, PLAY('6S')]]);
    expect(sparring(m, 2)).toEqual(PLAY('QS'));
  });

  it('third hand high over the partner\'s small card', () => {
    const m = applyAll(ramiByZero({ 0: ['5S', '6S'], 1: ['2S', '3S'], 2: ['10S', '4S'], 3: ['JS', 'QS', 'KS', '7S', 'AS', '8S', '9S'] }), [[0, PLAY('5S')], [1, PLAY('2S')]]);
    expect(sparring(m, 2)).toEqual(PLAY('10S'));
  });

  it('bids red with a strong hand, black with a weak one, and in words only when it must', () => {
    const strong: Card[] = ['AS', 'KS', 'QS', 'JS', 'AH', 'KH', 'QH', '7H', 'AD', 'KD', '4D', 'AC', 'KC'];
    const weak: Card[] = ['2S', '3S', '4S', '5S', '2H', '3H', '4H', '6H', '2D', '3D', '5D', '2C', '3C'];
    const noRedSpot: Card[] = ['AS', 'KS', 'QS', 'JS', '10S', 'KH', 'QH', 'JH', 'KD', 'QD', 'AC', 'KC', 'QC'];
    const deal = (hands: Card[][]): Deal => buildDeal({ deck: standardDeck(), handSize: 13, hands: [...hands, [], []] });
    const m = start(deal([strong, weak]), 3);
    const bid0 = sparring(m, 0);
    expect(bid0.type).toBe('PLACE_AUCTION_CARD');
    expect(bid0.card as string).toMatch(/[HD]$/);
    const bid1 = sparring(m, 1);
    expect(bid1.type).toBe('PLACE_AUCTION_CARD');
    expect(bid1.card as string).toMatch(/[SC]$/);
    // Its red cards are court cards only: the strong hand must say "rami".
    const verbal = start(deal([noRedSpot, weak]), 3);
    expect(sparring(verbal, 0)).toEqual({ type: 'PLACE_VERBAL_BID', bid: 'rami' });
    const tokens = start(deal([strong, weak]), 3, { bidMethod: 'tokens' });
    expect(sparring(tokens, 0)).toEqual({ type: 'PLACE_BID_TOKEN', bid: 'rami' });
    expect(sparring(tokens, 1)).toEqual({ type: 'PLACE_BID_TOKEN', bid: 'nolo' });
  });
});

describe('Tuppi sparring partner: nolo positions', () => {
  /** Dealer 0, four black bids: nolo, seat 1 leads. */
  function nolo(named: Partial<Record<Seat, Card[]>>, reserved: string[]): Match {
    const bids: Record<Seat, Card> = { 0: '6C', 1: '7C', 2: '8C', 3: '9C' };
    const deal = fixedDeal(Object.fromEntries(SEATS.map((s) => [s, [bids[s], ...(named[s] ?? [])]])), reserved);
    const m = applyAll(start(deal, 0), SEATS.map((s) => [s, BID(bids[s])] as [Seat, Action]));
    expect(obsOf(m, 1)).toMatchObject({ mode: 'nolo', phase: 'trickPlay', toAct: [1] });
    return m;
  }

  it('follows with the highest card that still loses', () => {
    const m = applyAll(nolo({ 1: ['9S', '3S', '4S'], 2: ['2S', '8S', '10S', 'QS'], 3: ['5S', 'AS', 'KS'], 0: ['6S', '7S', 'JS'] }, ['S']), [[1, PLAY('9S')]]);
    expect(sparring(m, 2)).toEqual(PLAY('8S'));
  });

  it('void in the suit led, throws its most dangerous card', () => {
    const seat2: Card[] = ['2C', '3C', '4C', '5C', '2D', '3D', '4D', '5D', '6D', '2H', '3H', '4H', 'KH'];
    const deal = fixedDeal({ 1: ['9S'], 2: seat2 }, []);
    const m = applyAll(start(deal, 0), applyBids(deal));
    expect(obsOf(m, 1)).toMatchObject({ mode: 'nolo', toAct: [1] });
    expect(sparring(applyAll(m, [[1, PLAY('9S')]]), 2)).toEqual(PLAY('KH'));
  });
});

/** Four black bids for any deal (dealer 0): each seat's lowest black spot card. */
function applyBids(deal: Deal): [Seat, Action][] {
  return SEATS.map((s) => {
    const black = deal.hands[s].filter((c) => /[SC]$/.test(c) && !/^[JQK]/.test(c)).sort((a, b) => standardDeck().indexOf(a) - standardDeck().indexOf(b));
    return [s, black.length > 0 ? BID(black[0]) : { type: 'PLACE_VERBAL_BID', bid: 'nolo' }];
  });
}

describe('Tuppi sparring partner: solo positions', () => {
  /** TU-9's setup: dealer 1 (reveal 2, 3, 0, 1), seat 2 bids 8H, seat 3 declares solo. */
  function solo(named: Partial<Record<Seat, Card[]>>, reserved: string[], options: Record<string, unknown> = {}): Match {
    const deal = fixedDeal({ ...named, 2: ['8H', ...(named[2] ?? [])] }, reserved);
    const blacks = applyBids(deal).filter(([s]) => s !== 2);
    return applyAll(start(deal, 1, options), [[2, BID('8H')], ...blacks, [3, { type: 'DECLARE_SOLO' }]]);
  }

  it('the soloist ducks with its highest card that still loses (the ace is the lowest card)', () => {
    const m = applyAll(solo({ 2: ['9C', '3C'], 0: ['5C', '6C'], 3: ['AC', '4C', '10C', 'KC'], 1: ['2C', '7C', '8C', 'JC', 'QC'] }, ['C']), [[3, PASS], [2, PLAY('9C')], [0, PLAY('5C')]]);
    expect(sparring(m, 3)).toEqual(PLAY('4C'));
    const low = applyAll(solo({ 2: ['3C', '9C'], 0: ['2C', '6C'], 3: ['AC', '4C', '10C', 'KC'], 1: ['5C', '7C', '8C', 'JC', 'QC'] }, ['C']), [[3, PASS], [2, PLAY('3C')], [0, PLAY('2C')]]);
    expect(sparring(low, 3)).toEqual(PLAY('AC'));
  });

  it('the pair plays low behind the leader, and throws a high card when void', () => {
    const m = applyAll(solo({ 2: ['5C', '9C'], 0: ['2C', '8C', 'QC'], 3: ['4C', '10C'], 1: ['AC', '3C', '6C', '7C', 'JC', 'KC'] }, ['C']), [[3, PASS], [2, PLAY('5C')]]);
    expect(sparring(m, 0)).toEqual(PLAY('2C'));
  });

  it('the soloist puts aside a lone king; the partner gives an ace', () => {
    const soloist: Card[] = ['KS', 'AH', '2H', '3H', '4H', '5H', 'AD', '2D', '3D', '4D', 'AC', '2C', '3C'];
    const m = solo({ 3: soloist, 1: ['AS', '2S', '3S'] }, []);
    expect(status(m)).toMatchObject({ phase: 'soloDiscard', toAct: [3] });
    expect(sparring(m, 3)).toEqual({ type: 'DISCARD', cards: ['KS'] });
    const give = applyAll(m, [[3, { type: 'DISCARD', cards: ['KS'] }]]);
    expect(sparring(give, 1)).toEqual({ type: 'GIVE', card: 'AS' });
  });

  it('a defender with a hand that cannot avoid tricks declines the solo; one with nothing but low cards declares', () => {
    const high: Card[] = ['KS', 'QS', 'JS', 'KH', 'QH', 'JH', 'KD', 'QD', 'JD', 'KC', 'QC', 'JC', '10C'];
    const low: Card[] = ['AS', '2S', '3S', '4S', 'AH', '2H', '3H', '4H', 'AD', '2D', '3D', '4D', 'AC'];
    const offerTo3 = (hand: Card[]): Match => {
      const deal = fixedDeal({ 2: ['8H'], 3: hand }, []);
      const m = applyAll(start(deal, 1), [[2, BID('8H')], ...applyBids(deal).filter(([s]) => s !== 2 && s !== 3), [3, hand.some((c) => /^(A|[2-9]|10)[SC]$/.test(c)) ? BID(hand.find((c) => /^(A|[2-9]|10)[SC]$/.test(c))!) : { type: 'PLACE_VERBAL_BID', bid: 'nolo' }]]);
      expect(status(m)).toMatchObject({ phase: 'soloOffer', toAct: [3] });
      return m;
    };
    expect(sparring(offerTo3(high), 3)).toEqual(PASS);
    expect(sparring(offerTo3(low), 3)).toEqual({ type: 'DECLARE_SOLO' });
  });

  it('void, the soloist throws its most dangerous card', () => {
    const soloist: Card[] = ['2H', '3H', '4H', 'AH', 'AS', '2S', '3S', '4S', '5S', 'KD', 'AD', '2D', '3D'];
    const m = applyAll(solo({ 3: soloist, 2: ['9C'], 0: ['5C'] }, []), [[3, PASS], [2, PLAY('9C')], [0, PLAY('5C')]]);
    expect(sparring(m, 3)).toEqual(PLAY('KD'));
  });

  it('after the hand, moves on', () => {
    const { match } = playMatch('sparring/next', { handLimit: 2 }, ['rules', 'rules', 'rules', 'rules']);
    expect(status(match).handNumber).toBe(2);
  });
});
