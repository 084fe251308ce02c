// The kit's parts on small hand-made cases; the games' own suites and
// scripts/behaviour-hash.mjs cover them inside each game.
import { describe, expect, it } from 'vitest';
import { dealWithLimits, dealWithVoids, importanceResampled } from '../ai/sampling';
import { standardDeck, suitOf, SUITS } from '../core/cards';
import { createRng } from '../core/rng';
import type { Card, PlayedCard } from '../core/types';
import { checkDealShape } from './deal';
import { legalFollows, mayFollow, playActions, requiredClass } from './follow';
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

describe('following with extras: must trump when void, cards free at any time', () => {
  // Spades trumps (class TRUMPS), queens playable whatever was led (Queen's Dungeon's rules).
  const spadesClass = (c: Card): number => (suitOf(c) === 'S' ? TRUMPS : suitClass(c));
  const isQueen = (c: Card): boolean => c.startsWith('Q');
  const RUFF = trickRules(standardDeck(), spadesClass, rank, undefined, { ruff: TRUMPS });
  const RUFF_FREE = trickRules(standardDeck(), spadesClass, rank, undefined, { ruff: TRUMPS, free: isQueen });
  const FREE = trickRules(standardDeck(), suitClass, rank, undefined, { free: isQueen });

  it('holding the led class: that class (and the free cards)', () => {
    const hand: Card[] = ['2H', 'QC', '8H', 'AS', '4D'];
    expect(legalFollows(hand, '7H', RUFF)).toEqual(['2H', '8H']);
    expect(legalFollows(hand, '7H', RUFF_FREE)).toEqual(['2H', 'QC', '8H']);
    expect(mayFollow(hand, '7H', 'AS', RUFF_FREE)).toBe(false);
    expect(mayFollow(hand, '7H', 'QC', RUFF_FREE)).toBe(true);
    expect(mayFollow(hand, '7H', 'QC', RUFF)).toBe(false);
    expect(requiredClass(hand, '7H', RUFF_FREE)).toBe(suitClass('7H'));
  });

  it('the led queen is a card of its class: held alone it must be played unless another free card is held', () => {
    expect(legalFollows(['QH', '4C', '9S'], '7H', RUFF_FREE)).toEqual(['QH']);
    expect(legalFollows(['QH', '4C', '9S', 'QD'], '7H', RUFF_FREE)).toEqual(['QH', 'QD']);
  });

  it('void in the led class: the ruff class if held, with the free cards; else anything', () => {
    expect(legalFollows(['4C', '9S', '10S', 'QD'], '7H', RUFF_FREE)).toEqual(['9S', '10S', 'QD']);
    expect(legalFollows(['4C', '9S', '10S', 'QD'], '7H', RUFF)).toEqual(['9S', '10S']);
    expect(legalFollows(['4C', '6D', 'JC'], '7H', RUFF_FREE)).toEqual(['4C', '6D', 'JC']);
    expect(mayFollow(['4C', '9S'], '7H', '4C', RUFF)).toBe(false);
    expect(mayFollow(['4C', '9S'], '7H', '9S', RUFF)).toBe(true);
    expect(mayFollow(['4C', '6D'], '7H', '4C', RUFF)).toBe(true);
    expect(requiredClass(['4C', '6D'], '7H', RUFF)).toBe(-1);
    // a trump led: following it is the ruff class itself
    expect(legalFollows(['4C', 'QH', '6D'], '7S', RUFF_FREE)).toEqual(['4C', 'QH', '6D']);
    expect(legalFollows(['4C', 'QH', '2S'], '7S', RUFF_FREE)).toEqual(['QH', '2S']);
  });

  it('free cards alone (no ruff): void in the led class, anything', () => {
    expect(legalFollows(['2H', 'QC', 'AS'], '7H', FREE)).toEqual(['2H', 'QC']);
    expect(legalFollows(['2C', 'QC', 'AS'], '7H', FREE)).toEqual(['2C', 'QC', 'AS']);
  });

  it('playActions lists exactly legalFollows, then the extra action; mayFollow agrees on every card', () => {
    const rng = createRng('kit-extras');
    const deck = standardDeck();
    for (let i = 0; i < 300; i++) {
      const cards = deck.slice();
      for (let k = cards.length - 1; k > 0; k--) { const j = rng.int(k + 1); [cards[k], cards[j]] = [cards[j], cards[k]]; }
      const hand = cards.slice(0, 1 + rng.int(9));
      const led = i % 7 === 0 ? undefined : cards[20];
      for (const rules of [RUFF, RUFF_FREE, FREE, NO_TRUMPS]) {
        const legal = legalFollows(hand, led, rules);
        expect(playActions(hand, led, rules, { type: 'X' })).toEqual([...legal.map((card) => ({ type: 'PLAY', card })), { type: 'X' }]);
        expect(hand.filter((c) => mayFollow(hand, led, c, rules))).toEqual(legal);
      }
    }
  });

  it('a rule set without extras has none', () => {
    expect(NO_TRUMPS.ruff).toBe(-1);
    expect(NO_TRUMPS.free).toBeNull();
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
