// Words for an engine action (for hints and announcements).
import type { Action, Card, Rank, Suit } from '../../engine';
import type { Contract } from '../../engine/games/skat/types';
import { bidOfCard } from '../../engine/games/tuppi/rules';
import { contractName } from '../games/skat/logic';
import { cardList, cardName, SUIT_SYMBOL, type Tr } from '../table/text';

// Tuppi's secret choices: announced to the whole table, so never with their card or word.
const TUPPI_SECRET = new Set(['PLACE_AUCTION_CARD', 'PLACE_VERBAL_BID', 'PLACE_BID_TOKEN', 'DISCARD', 'GIVE']);

/**
 * `own`: the words are for the seat that makes the choice (a hint), so a secret choice may
 * name its card and word; everywhere else (the announcer) it never does.
 */
export function describeAction(tr: Tr, game: string, a: Action, own = false): string {
  if (game === 'tuppi' && TUPPI_SECRET.has(a.type)) return own ? ownTuppiChoice(tr, a) : tr(`tuppi.action.${a.type}`, { defaultValue: a.type });
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
    case 'DECLARE':
      if (game === 'skat' && a.contract && typeof a.contract === 'object') {
        // hand follows from the skat decision; the listed action leaves it out
        const c = { hand: false, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false, ...(a.contract as Partial<Contract>) } as Contract;
        return tr('skat.action.DECLARE', { contract: contractName(tr, c) });
      }
      return tr(`${game}.action.DECLARE`, { defaultValue: a.type });
    default:
      return tr(`${game}.action.${a.type}`, { defaultValue: tr(`table.action.${a.type}`, { defaultValue: a.type }) });
  }
}

/** A Tuppi secret choice in its maker's words: "bid rami with 7♥", "put Q♠ aside". */
function ownTuppiChoice(tr: Tr, a: Action): string {
  const card = typeof a.card === 'string' ? (a.card as Card) : undefined;
  const bid = a.type === 'PLACE_AUCTION_CARD' && card ? bidOfCard(card) : String(a.bid ?? '');
  return tr(`tuppi.ownAction.${a.type}`, {
    bid: tr(`tuppi.contract.${bid}`, { defaultValue: bid }),
    card: card ? cardName(tr, card) : '',
    cards: cardList(tr, Array.isArray(a.cards) ? (a.cards as string[]) : []),
    defaultValue: a.type,
  });
}
