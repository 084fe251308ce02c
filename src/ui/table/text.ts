// Card and error wording for the table: every user-visible string comes from the catalogs.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Card, EngineError, Rank, Suit } from '../../engine';

/** A plain translate function (keys are built at run time, so no typed-key overloads). */
export type Tr = (key: string, options?: Record<string, unknown>) => string;

export function useTr(): Tr {
  const { t } = useTranslation();
  return useCallback((key: string, options?: Record<string, unknown>) => (t as unknown as Tr)(key, options), [t]);
}

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

export function isJoker(card: Card): boolean {
  return card === 'BJ' || card === 'RJ';
}

export function cardSuit(card: Card): Suit | null {
  return isJoker(card) ? null : (card[card.length - 1] as Suit);
}

export function cardRank(card: Card): Rank | null {
  return isJoker(card) ? null : (card.slice(0, -1) as Rank);
}

/** "Jack of Clubs" / 「クラブのJ」. */
// Card names are asked for on every render (each card's label): one lookup per language.
const nameCache = new WeakMap<Tr, Map<Card, string>>();

export function cardName(tr: Tr, card: Card): string {
  let names = nameCache.get(tr);
  if (!names) nameCache.set(tr, (names = new Map()));
  let name = names.get(card);
  if (name === undefined) {
    name = isJoker(card)
      ? tr(`table.card.joker.${card}`)
      : tr('table.card.name', { rank: tr(`table.rank.${cardRank(card)!}`), suit: tr(`table.suit.${cardSuit(card)!}`) });
    names.set(card, name);
  }
  return name;
}

/** "10♥": compact, for lists inside sentences (the jokers "R★" and "B★", as their corner star). */
export function cardShort(card: Card): string {
  if (isJoker(card)) return card === 'BJ' ? 'B★' : 'R★';
  return `${cardRank(card)}${SUIT_SYMBOL[cardSuit(card)!]}`;
}

export function cardList(tr: Tr, cards: readonly string[]): string {
  return cards.map((c) => cardShort(c as Card)).join(tr('table.listSeparator'));
}

/** A score change as the sheets write it: +36, −72, 0. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A score with a typographic minus: 36, −72. */
export function scoreNumber(n: number): string {
  return n < 0 ? `−${-n}` : String(n);
}

/** "♥ hearts" style suit label for sentences. */
export function suitLabel(tr: Tr, suit: Suit | 'NT'): string {
  const name = tr(`table.suitPlural.${suit}`);
  return suit === 'NT' ? name : `${SUIT_SYMBOL[suit]} ${name}`;
}

/**
 * The engine's refusal in the player's language. Params are turned into words first: a suit
 * letter becomes its symbol and name, card lists become "9♥, 10♥". A game's own catalogue
 * words its own codes and may word a common one its own way (`<game>.errors.<code>`, e.g.
 * what "trump" means in it); the shared catalogue (`errors.<code>`) words the rest.
 */
export function translateError(tr: Tr, err: EngineError, game?: string): string {
  const p = err.params ?? {};
  const params: Record<string, unknown> = { ...p };
  if (typeof p.card === 'string') params.card = cardShort(p.card as Card);
  if (Array.isArray(p.cards)) params.cards = cardList(tr, p.cards);
  let key: string = err.code;
  if (err.code === 'ERR_MUST_FOLLOW') {
    if (p.suit === 'TRUMP') key = 'ERR_MUST_FOLLOW_TRUMP';
    else if (typeof p.suit === 'string') params.suit = suitLabel(tr, p.suit as Suit);
    if (!Array.isArray(p.cards) || p.cards.length === 0) key += '_NOLIST';
  }
  if (err.code === 'ERR_WRONG_PHASE' && typeof p.phase === 'string') key = `wrongPhase.${p.phase}`;
  return errorText(tr, game, key, params) || (key.startsWith('wrongPhase.') && errorText(tr, game, err.code, params)) || err.message;
}

/** The words of an error key, the game's own first; '' if neither catalogue has it. */
function errorText(tr: Tr, game: string | undefined, key: string, params: Record<string, unknown>): string {
  const own = game ? tr(`${game}.errors.${key}`, { ...params, defaultValue: '' }) : '';
  return own || tr(`errors.${key}`, { ...params, defaultValue: '' });
}

const HAND_WORDS = {
  handNo: 'table.handNo',
  resultTitle: 'table.result.title',
  next: 'table.result.next',
  waiting: 'table.result.waiting',
  historyHand: 'history.hand',
} as const;

/** A game's own word for one hand where it has one (Skat: "Deal 3"), else the table's ("Game 3"). */
export function handText(tr: Tr, game: string, key: keyof typeof HAND_WORDS, params?: Record<string, unknown>): string {
  return tr(`${game}.words.${key}`, { ...params, defaultValue: '' }) || tr(HAND_WORDS[key], params);
}
