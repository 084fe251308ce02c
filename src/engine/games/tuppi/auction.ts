// The hidden-card auction (§4 rows 2–3, D-1 … D-4): every seat stores one bid face down;
// once all four are in, they are turned from the dealer's left and the first red bid
// stops the reveal. Later bids are never shown.
import { refuse } from '../../core/errors';
import { isCard } from '../../core/cards';
import type { Action, Card, Fact, Refusal, Seat } from '../../core/types';
import { bidCardProblem, bidOfCard, eligibleBidCards, holdsBidCardOf } from './rules';
import type { Bid, BidWord, RevealedBid, TuppiOptions } from './types';

/** Every bid `hand` may place (§4 row 2): eligible cards in hand order, words where allowed. */
export function bidActions(hand: readonly Card[], o: TuppiOptions): Action[] {
  if (o.bidMethod === 'tokens') return [{ type: 'PLACE_BID_TOKEN', bid: 'rami' }, { type: 'PLACE_BID_TOKEN', bid: 'nolo' }];
  const cards = eligibleBidCards(hand, o.allowTwoAsBidCard);
  const out: Action[] = [];
  for (let i = 0; i < cards.length; i++) out.push({ type: 'PLACE_AUCTION_CARD', card: cards[i] });
  if (!holdsBidCardOf(hand, 'rami', o.allowTwoAsBidCard)) out.push({ type: 'PLACE_VERBAL_BID', bid: 'rami' });
  if (!holdsBidCardOf(hand, 'nolo', o.allowTwoAsBidCard)) out.push({ type: 'PLACE_VERBAL_BID', bid: 'nolo' });
  return out;
}

const isBidWord = (x: unknown): x is BidWord => x === 'rami' || x === 'nolo';

/** The bid an action places, or why it cannot be placed. Shape and turn are checked already. */
export function readBid(a: Action, hand: readonly Card[], o: TuppiOptions): Bid | Refusal {
  const tokens = o.bidMethod === 'tokens';
  if (tokens !== (a.type === 'PLACE_BID_TOKEN')) {
    return refuse('ERR_WRONG_BID_METHOD', { method: o.bidMethod });
  }
  if (a.type === 'PLACE_AUCTION_CARD') {
    const card = a.card;
    if (!isCard(card) || card === 'BJ' || card === 'RJ') return refuse('ERR_BAD_ACTION', { type: a.type });
    if (!hand.includes(card)) return refuse('ERR_CARD_NOT_IN_HAND', { card });
    const problem = bidCardProblem(card, o.allowTwoAsBidCard);
    if (problem === 'court') return refuse('ERR_COURT_CARD_BID', { card });
    if (problem === 'two') return refuse('ERR_TWO_NOT_ALLOWED', { card });
    return { kind: 'card', bid: bidOfCard(card), card };
  }
  const bid = a.bid;
  if (!isBidWord(bid)) return refuse('ERR_BAD_BID', { type: a.type });
  if (a.type === 'PLACE_VERBAL_BID' && holdsBidCardOf(hand, bid, o.allowTwoAsBidCard)) {
    return refuse('ERR_MUST_BID_WITH_CARD', { bid });
  }
  return { kind: a.type === 'PLACE_VERBAL_BID' ? 'verbal' : 'token', bid };
}

export interface Reveal {
  revealed: RevealedBid[];
  /** the first rami bidder, or -1 when all four bid nolo */
  declarer: Seat;
}

/** §4 row 3: turn the bids from the dealer's left; stop at the first rami. */
export function reveal(bids: readonly (Bid | null)[], dealer: Seat, facts: Fact[]): Reveal {
  const revealed: RevealedBid[] = [];
  for (let k = 1; k <= 4; k++) {
    const seat = (dealer + k) % 4;
    const b = bids[seat]!;
    revealed.push(b.card ? { seat, kind: b.kind, bid: b.bid, card: b.card } : { seat, kind: b.kind, bid: b.bid });
    facts.push(b.card ? { type: 'BID_REVEALED', seat, kind: b.kind, bid: b.bid, card: b.card } : { type: 'BID_REVEALED', seat, kind: b.kind, bid: b.bid });
    if (b.bid === 'rami') return { revealed, declarer: seat };
  }
  return { revealed, declarer: -1 };
}

