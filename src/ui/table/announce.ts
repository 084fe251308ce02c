// The line the table says about a move (the polite live region and the felt's news line).
import type { Action, Card, GameId, Seat } from '../../engine';
import { describeAction } from '../tutor/describeAction';
import { seatParams, type SeatNames } from './seatNames';
import { cardName, type Tr } from './text';

export function announce(tr: Tr, game: GameId, names: SeatNames, seat: Seat, a: Action): string {
  const who = seatParams(names, { name: seat });
  if (a.type === 'PLAY') return tr('table.announce.play', { ...who, card: cardName(tr, a.card as Card) });
  return tr('table.announce.act', { ...who, what: describeAction(tr, game, a) });
}
