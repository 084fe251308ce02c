// The kit's parts on small hand-made cases; the games' own suites and
// scripts/behaviour-hash.mjs cover them inside each game.
import { describe, expect, it } from 'vitest';
import { dealWithLimits, dealWithVoids, importanceResampled } from '../ai/sampling';
import { standardDeck, suitOf, SUITS } from '../core/cards';
import { createRng } from '../core/rng';
import type { Card, PlayedCard } from '../core/types';
import { checkDealShape } from './deal';
import { legalFollows, mayFollow, playActions } from './follow';
import { OVER_TRUMPS, trickRules, TRUMPS } from './trickRules';
import { trickWinner } from './winner';

const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const rank = (c: Card): number => RANK_ORDER.indexOf(c.slice(0, -1));
const suitClass = (c: Card): number => SUITS.indexOf(suitOf(c));
/** Plain suits, hearts trumps, the 2s above the trumps (a Supertrump-like table). */
const HEARTS = trickRules(standardDeck(), (c) => (suitOf(c) === 'H' ? TRUMPS : suitClass(c)), rank,
  (c) => (c.startsWith('2') ? OVER_TRUMPS : suitOf(c) === 'H' ? TRUMPS : suitClass(c)));
const NO_TRUMPS = trickRules(standardDeck(), suitClass, rank);
const trick = (...cards: Card[]): PlayedCard[] => cards.map((card, seat) => ({ seat, card }));

describe('following', () => {
  it('must follow the led class when the hand holds one, else any card', () => {
    const hand: Card[] = ['3C', 'KH', '9C', 'AS'];
    expect(legalFollows(hand, '5C', NO_TRUMPS)).toEqual(['3C', '9C']);
    expect(legalFollows(hand, '5D', NO_TRUMPS)).toEqual(hand);
    expect(legalFollows(hand, undefined, NO_TRUMPS)).toEqual(hand);
    expect(mayFollow(hand, '5C', 'AS', NO_TRUMPS)).toBe(false);
    expect(mayFollow(hand, '5D', 'AS', NO_TRUMPS)).toBe(true);
    expect(playActions(hand, '5C', NO_TRUMPS, { type: 'KNOCK' })).toEqual([
      { type: 'PLAY', card: '3C' }, { type: 'PLAY', card: '9C' }, { type: 'KNOCK' },
    ]);
  });
});

describe('the trick winner', () => {
  it('the best card of the led class, a trump over it, the class above the trumps over both', () => {
    expect(trickWinner(trick('5C', 'KC', 'AD'), NO_TRUMPS)).toBe(1);
    expect(trickWinner(trick('5C', 'KC', '3H'), HEARTS)).toBe(2);
    expect(trickWinner(trick('5C', '3H', '2S', 'AH'), HEARTS)).toBe(2);
    // equal strength in the top class: the first played stays ahead
    expect(trickWinner(trick('2D', '2H'), HEARTS)).toBe(0);
  });

  it('a card out of the running sets the led class but cannot win; without a follower the earliest eligible card leads', () => {
    expect(trickWinner(trick('AC', '5C', 'KD'), NO_TRUMPS, [true, false, false])).toBe(1);
    expect(trickWinner(trick('AC', 'KD', 'QD', 'AS'), NO_TRUMPS, [true, false, false, false])).toBe(1);
    expect(trickWinner(trick('AC', 'QD', 'KD', '2C'), NO_TRUMPS, [true, false, false, false])).toBe(3);
    expect(trickWinner(trick('AC', 'QD'), NO_TRUMPS, [true, true])).toBe(-1);
  });
});

describe('fixed deals', () => {
  const shape = { pack: standardDeck(), packName: '52-card deck', hands: 2, handSize: 13, rest: 26, restName: 'stock' };
  it('accepts exactly the pack in the right sizes and says what is wrong otherwise', () => {
    const deck = standardDeck();
    expect(checkDealShape({ hands: [deck.slice(0, 13), deck.slice(13, 26)], rest: deck.slice(26) }, shape)).toBeNull();
    expect(checkDealShape({ hands: [deck.slice(0, 12), deck.slice(12, 26)], rest: deck.slice(26) }, shape)?.message)
      .toBe('Each of the two hands must hold 13 cards.');
    expect(checkDealShape({ hands: [deck.slice(0, 13), deck.slice(13, 26)], rest: deck.slice(27) }, shape)?.message)
      .toBe('The stock (rest) must hold 26 cards.');
    expect(checkDealShape({ hands: [deck.slice(0, 13), deck.slice(0, 13)], rest: deck.slice(26) }, shape)?.message)
      .toBe('The cards of a deal must be exactly the 52-card deck.');
  });
});

describe('dealing hidden cards under limits', () => {
  const cards: Card[] = ['2C', '3C', '4C', '5C', '2D', '3D', '4D', '5D'];
  it('keeps every limit, fills every slot, and deals every card once', () => {
    for (let i = 0; i < 200; i++) {
      // slot 0: at most one club; slot 1: no diamond; slot 2: free
      const slots = dealWithLimits(cards.slice(), [3, 3, 2], [[1, 9, 9, 9], [9, 0, 9, 9], [9, 9, 9, 9]], suitClass, 4, createRng(`limits/${i}`))!;
      expect(slots.map((s) => s.length)).toEqual([3, 3, 2]);
      expect(slots[0].filter((c) => suitOf(c) === 'C').length).toBeLessThanOrEqual(1);
      expect(slots[1].some((c) => suitOf(c) === 'D')).toBe(false);
      expect(slots.flat().sort()).toEqual(cards.slice().sort());
    }
  });

  it('returns null when no deal fits', () => {
    // four diamonds, but only two places may take one
    expect(dealWithLimits(cards.slice(), [4, 4], [[9, 2, 9, 9], [9, 0, 9, 9]], suitClass, 4, createRng('none'))).toBeNull();
  });

  it('deals voids as the limits do: the same draws from the same seed', () => {
    const more: Card[] = [...cards, '2H', '3H', '2S', '3S', '4S'];
    const voids = [0b0010, 0b1001, 0];
    const limits = voids.map((v) => [0, 1, 2, 3].map((c) => (v & (1 << c) ? 0 : Infinity)));
    for (let i = 0; i < 100; i++) {
      const a = dealWithVoids(more.slice(), [5, 4, 4], voids, suitClass, 4, createRng(`voids/${i}`));
      const b = dealWithLimits(more.slice(), [5, 4, 4], limits, suitClass, 4, createRng(`voids/${i}`));
      expect(a).toEqual(b);
      expect(a![0].some((c) => suitOf(c) === 'D')).toBe(false);
    }
  });

  it('resampling keeps the heavier draws more often', () => {
    let n = 0;
    const draw = importanceResampled((rng) => rng.int(2), (x) => (x === 1 ? 9 : 1), 8);
    const rng = createRng('sir');
    for (let i = 0; i < 2000; i++) n += draw(rng);
    expect(n / 2000).toBeGreaterThan(0.8);
  });
});
