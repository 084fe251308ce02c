// Words for an engine action (for hints and announcements): the game's own where it has
// them (GameUi.describeAction: a secret choice, a contract), else the table's.
import type { Action, Card, GameId, Rank, Suit } from '../../engine';
import { gameUi } from '../games';
import { cardList, cardName, SUIT_SYMBOL, type Tr } from '../table/text';

/**
 * `own`: the words are for the seat that makes the choice (a hint), so a secret choice may
 * name its card and word; everywhere else (the announcer) it never does.
 */
export function describeAction(tr: Tr, game: string, a: Action, own = false): string {
  const words = gameUi(game as GameId).describeAction?.(tr, a, own);
  if (words != null) return words;
  switch (a.type) {
    case 'PLAY':
      return tr('table.describe.play', { card: cardName(tr, a.card as Card) });
    case 'CHOOSE_TRUMP':
      return tr('table.describe.chooseTrump', { suit: `${SUIT_SYMBOL[a.suit as Suit]} ${tr(`table.suitPlural.${a.suit as Suit}`)}` });
    case 'CHOOSE_SUPERTRUMP':
      return tr('table.describe.chooseSuper', { rank: tr(`table.rankPlural.${a.rank as Rank}`) });
    case 'BID':
      return tr(`${game}.action.BID`, { value: a.value, defaultValue: `${a.type} ${String(a.value)}` });
    case 'DISCARD':
      return tr(`${game}.action.DISCARD`, { cards: cardList(tr, Array.isArray(a.cards) ? (a.cards as string[]) : []), defaultValue: a.type });
    default:
      return tr(`${game}.action.${a.type}`, { defaultValue: tr(`table.action.${a.type}`, { defaultValue: a.type }) });
  }
}
