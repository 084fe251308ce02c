// Words for an engine action (for hints and announcements).
import type { Action, Card, Rank, Suit } from '../../engine';
import { cardName, SUIT_SYMBOL, type Tr } from '../table/text';

export function describeAction(tr: Tr, game: string, a: Action): string {
  switch (a.type) {
    case 'PLAY':
      return tr('table.describe.play', { card: cardName(tr, a.card as Card) });
    case 'CHOOSE_TRUMP':
      return tr('table.describe.chooseTrump', { suit: `${SUIT_SYMBOL[a.suit as Suit]} ${tr(`table.suitPlural.${a.suit as Suit}`)}` });
    case 'CHOOSE_SUPERTRUMP':
      return tr('table.describe.chooseSuper', { rank: tr(`table.rankPlural.${a.rank as Rank}`) });
    default:
      return tr(`${game}.action.${a.type}`, { defaultValue: tr(`table.action.${a.type}`, { defaultValue: a.type }) });
  }
}
