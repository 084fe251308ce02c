// The card lookup tables (deck spelled out, deckIndex) agree with parsing the card text.
import { describe, expect, it } from 'vitest';
import { deckIndex, isCard, rankOf, RANKS, standardDeck, SUITS, suitOf } from './cards';

describe('cards', () => {
  it('standardDeck is every rank of every suit, suit by suit', () => {
    expect(standardDeck()).toEqual(SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`)));
    expect(standardDeck()).not.toBe(standardDeck());
  });

  it('deckIndex, rankOf and isCard agree with the card text', () => {
    standardDeck().forEach((card, i) => {
      expect(deckIndex(card)).toBe(i);
      expect(deckIndex(`${card}`)).toBe(i); // a copy of the text, not the same string
      expect(rankOf(card)).toBe(card.slice(0, -1));
      expect(suitOf(card)).toBe(card[card.length - 1]);
      expect(isCard(card)).toBe(true);
    });
    for (const x of ['1H', '1C', '0S', '11S', '10', 'H', '', 'AX', '10HH', 'ah', 'BJ', 'RJ', '\u0100H']) {
      expect(deckIndex(x)).toBe(-1);
    }
    expect(rankOf('BJ')).toBe('B');
    for (const x of ['BJ', 'RJ']) expect(isCard(x)).toBe(true);
    for (const x of ['1H', '11S', '', 'AX', 'bj', 3, null, undefined, {}, ['AS']]) expect(isCard(x)).toBe(false);
  });
});
