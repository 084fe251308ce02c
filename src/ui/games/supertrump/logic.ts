// Supertrump's presentation logic: hand order, badges, tutor wording. Card classes come
// from the engine's own rules module, so nothing here decides what is legal or who wins.
import type { Card, CompletedTrick, Fact, Observation, Rank, ScoredHand, Seat, Suit } from '../../../engine';
import { RANKS } from '../../../engine';
import { isSuper, isTrump } from '../../../engine/games/supertrump/rules';
import type { SupertrumpHandScore, SupertrumpObservation } from '../../../engine/games/supertrump/types';
import type { CardBadge } from '../../table/Card';
import { seatParams, type SeatNames } from '../../table/seatNames';
import { cardRank, cardShort, cardSuit, SUIT_SYMBOL, type Tr } from '../../table/text';
import type { ScoreSheetRow, SeatBadge, TextRef } from '../index';

export function asSt(obs: Observation): SupertrumpObservation {
  return obs as SupertrumpObservation;
}

/** Cards lying face up outside the hand and the trick: the cards known to be held and the face-up stock card. */
export function faceUpCards(obs: Observation): Card[] {
  const o = asSt(obs);
  return o.upcard ? [...o.knownCards.flat(), o.upcard] : o.knownCards.flat();
}

/** The table's option: may the last trick and the hand in progress be looked at again. */
export function reviewsLastTrick(obs: Observation): boolean {
  return asSt(obs).options.reviewLastTrick;
}

const COLOUR_ALTERNATION: Suit[] = ['S', 'H', 'C', 'D'];

/** Trump group first (super-trumps, then trumps high to low), then the plain suits. */
export function sortHand(hand: readonly Card[], o: Observation): Card[] {
  const obs = asSt(o);
  const { trump, superRank } = obs;
  // plain suits alternate colours after the trump suit
  const plain = trump ? rotateFrom(COLOUR_ALTERNATION, trump).slice(1) : COLOUR_ALTERNATION;
  const key = (c: Card): number => {
    const s = cardSuit(c)!;
    const r = RANKS.indexOf(cardRank(c)!);
    if (superRank && isSuper(c, superRank)) return (s === trump ? 0 : 1 + COLOUR_ALTERNATION.indexOf(s)) ;
    if (trump && superRank && isTrump(c, trump, superRank)) return 100 + (20 - r);
    return 200 + plain.indexOf(s) * 100 + (20 - r);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}

function rotateFrom(order: Suit[], first: Suit): Suit[] {
  // keep colours alternating: trump first, then the rest in the fixed alternation
  const i = order.indexOf(first);
  return [...order.slice(i), ...order.slice(0, i)];
}

export function cardBadge(card: Card, o: Observation, tr: Tr): CardBadge | null {
  const { trump, superRank } = asSt(o);
  if (superRank && isSuper(card, superRank)) return { tone: 'super', label: tr('supertrump.badge.super'), short: '★' };
  if (trump && superRank && isTrump(card, trump, superRank)) return { tone: 'trump', label: tr('supertrump.badge.trump'), short: tr('supertrump.badge.trumpShort') };
  return null;
}

export function seatBadges(seat: Seat, o: Observation, tr: Tr): SeatBadge[] {
  const obs = asSt(o);
  const badges: SeatBadge[] = [];
  if (obs.phase === 'handResult' || obs.phase === 'gameOver') return badges;
  if (seat === obs.dealer) {
    badges.push({ id: 'dealer', label: tr('table.badge.dealer'), title: tr('supertrump.badge.dealerTitle') });
  } else {
    badges.push({ id: 'chooser', label: tr('supertrump.badge.chooser'), title: tr('supertrump.badge.chooserTitle') });
  }
  return badges;
}

/** The trump group, strongest first, for the "what is trump" explanation. */
export function trumpGroup(trump: Suit, superRank: Rank): { supers: Card[]; trumps: Card[] } {
  const supers = (['C', 'D', 'H', 'S'] as Suit[]).map((s) => `${superRank}${s}` as Card)
    .sort((a, b) => (cardSuit(a) === trump ? -1 : cardSuit(b) === trump ? 1 : 0));
  const trumps = [...RANKS].reverse().filter((r) => r !== superRank).map((r) => `${r}${trump}` as Card);
  return { supers, trumps };
}

export function tutorPrompt(o: Observation, viewer: Seat | null, phaseKey: string | undefined, names: SeatNames): TextRef | null {
  const obs = asSt(o);
  const me = viewer;
  const myTurn = me !== null && obs.toAct.includes(me);
  const waitingFor = seatParams(names, { name: obs.toAct[0] ?? 0 });
  const trump = obs.trump ? SUIT_SYMBOL[obs.trump] : '';
  switch (obs.phase) {
    case 'chooseTrump':
      return myTurn ? { key: 'supertrump.tutor.chooseTrump' } : { key: 'supertrump.tutor.chooseTrumpWait', params: waitingFor };
    case 'chooseSuperTrump':
      return myTurn
        ? { key: 'supertrump.tutor.chooseSuperTrump', params: { trump } }
        : { key: 'supertrump.tutor.chooseSuperTrumpWait', params: { ...waitingFor, trump } };
    case 'trickPlay': {
      if (!myTurn) return { key: 'supertrump.tutor.wait', params: waitingFor };
      if (obs.trick.length === 0) {
        if (obs.stage === 2) return { key: obs.trickNo === 14 ? 'supertrump.tutor.stage2Start' : 'supertrump.tutor.leadStage2' };
        return { key: obs.trickNo === 1 ? 'supertrump.tutor.leadFirst' : 'supertrump.tutor.lead' };
      }
      const led = obs.trick[0].card;
      const superLed = obs.superRank ? isSuper(led, obs.superRank) : false;
      const trumpLed = obs.trump && obs.superRank ? isTrump(led, obs.trump, obs.superRank) : false;
      if (superLed || trumpLed) return { key: 'supertrump.tutor.followTrump', params: { card: cardShort(led) } };
      return { key: 'supertrump.tutor.follow', params: { card: cardShort(led), suit: SUIT_SYMBOL[cardSuit(led)!] } };
    }
    case 'draw':
      return myTurn ? { key: 'supertrump.tutor.draw' } : { key: 'supertrump.tutor.wait', params: waitingFor };
    case 'handResult':
      return { key: 'supertrump.tutor.score' };
    case 'gameOver':
      return { key: 'supertrump.tutor.gameOver' };
    default:
      return phaseKey ? { key: phaseKey } : null;
  }
}

export function explainTrick(trick: CompletedTrick, o: Observation, names: SeatNames): TextRef | null {
  const { trump, superRank } = asSt(o);
  if (!trump || !superRank || trick.cards.length < 2) return null;
  const [lead, follow] = trick.cards;
  const winnerCard = trick.cards.find((c) => c.seat === trick.winner) ?? lead;
  const loserCard = trick.cards.find((c) => c.seat !== trick.winner) ?? follow;
  const cards = {
    card: cardShort(winnerCard.card),
    other: cardShort(loserCard.card),
    suit: SUIT_SYMBOL[cardSuit(lead.card)!],
  };
  const sup = (c: Card) => isSuper(c, superRank);
  const tr = (c: Card) => isTrump(c, trump, superRank);
  let key: string;
  if (sup(lead.card)) key = sup(follow.card) ? 'twoSupers' : 'superLed';
  else if (sup(follow.card)) key = 'superBeats';
  else if (tr(lead.card) && tr(follow.card)) key = 'higherTrump';
  else if (tr(follow.card)) key = 'trumped';
  else if (tr(lead.card)) key = 'trumpLed';
  else if (cardSuit(follow.card) === cardSuit(lead.card)) key = 'higherSuit';
  else key = 'notFollowed';
  // the seat the sentence is about comes first: the one who could not follow, else the winner
  const seats = key === 'notFollowed' ? { loser: loserCard.seat, winner: trick.winner } : { winner: trick.winner, loser: loserCard.seat };
  return { key: `supertrump.explain.${key}`, params: { ...seatParams(names, seats), ...cards } };
}

export function explainScore(o: Observation, names: SeatNames): TextRef[] {
  const obs = asSt(o);
  const last = obs.history[obs.history.length - 1];
  if (!last) return [];
  return last.points.map((points, s) => ({
    key: 'supertrump.explain.score',
    params: { ...seatParams(names, { name: s }), t1: last.tricks1[s], t2: last.tricks2[s], points },
  }));
}

/**
 * The game in play's points so far (§6: 1 per stage-1 trick, 2 per stage-2 trick), beside the
 * match totals, which count finished games only; none once the game is scored.
 */
export function handScore(o: Observation, tr: Tr): { label: string; values: number[] } | null {
  const obs = asSt(o);
  if (obs.phase === 'handResult' || obs.phase === 'gameOver') return null;
  return { label: tr('supertrump.score.gamePoints'), values: obs.tricks1.map((t1, s) => t1 + 2 * obs.tricks2[s]) };
}

/** A finished game on the score sheet: the trumps and who won it by how much. */
export function scoreSheetRow(hand: ScoredHand, _obs: Observation, names: SeatNames, tr: Tr): ScoreSheetRow {
  const h = hand as SupertrumpHandScore;
  const winner = h.points[0] >= h.points[1] ? 0 : 1;
  return {
    what: tr('supertrump.sheet.row', {
      suit: `${SUIT_SYMBOL[h.trump]} ${tr(`table.suitPlural.${h.trump}`)}`,
      rank: tr(`table.rankPlural.${h.superRank}`),
      name: names[winner] ?? '',
      won: h.points[winner],
      lost: h.points[1 - winner],
    }),
    change: h.points.slice(),
  };
}

/** The hand history's lines: who named trump and the super-trump rank. */
export function describeFact(f: Fact, names: SeatNames): TextRef | null {
  const name = seatParams(names, { name: f.seat as Seat });
  if (f.type === 'TRUMP_CHOSEN') return { key: 'supertrump.history.trump', params: { ...name, suit: SUIT_SYMBOL[f.suit as Suit] } };
  if (f.type === 'SUPERTRUMP_CHOSEN') return { key: 'supertrump.history.super', params: { ...name, rank: f.rank } };
  if (f.type === 'STAGE_TWO') return { key: 'supertrump.history.stageTwo' };
  return null;
}
