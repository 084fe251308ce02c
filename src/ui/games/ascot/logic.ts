// Ascot's presentation logic: hand order, badges, tutor prompts, trick and race explanations,
// score sheet rows. Which horse a led suit moves and how a race is decided come from the
// engine's own race module, so nothing here decides a rule.
import type { Card, CompletedTrick, Fact, Observation, ScoredHand, Seat, Suit } from '../../../engine';
import { RANKS } from '../../../engine';
import { ACES, horseOfCard, raceResult } from '../../../engine/games/ascot/race';
import type { Ace, AscotObservation, Horses, RaceRecord, RaceResult, Side } from '../../../engine/games/ascot/types';
import type { CardBadge } from '../../table/Card';
import { seatParams, type SeatNames } from '../../table/seatNames';
import { cardShort, cardSuit, SUIT_SYMBOL, type Tr } from '../../table/text';
import type { ScoreSheetRow, SeatBadge, TextRef } from '../index';

export function asAs(obs: Observation): AscotObservation {
  return obs as AscotObservation;
}

export { ACES };
export const ACE_SUIT: Readonly<Record<Ace, Suit>> = { AS: 'S', AC: 'C', AH: 'H', AD: 'D' };
export const SIDE_ACES: Readonly<Record<Side, readonly Ace[]>> = { black: ['AS', 'AC'], red: ['AH', 'AD'] };
export const sideOfAce = (ace: Ace): Side => (ace === 'AS' || ace === 'AC' ? 'black' : 'red');
/** A horse as the table writes it: A♠. */
export const aceLabel = (ace: Ace): string => `A${SUIT_SYMBOL[ACE_SUIT[ace]]}`;

/** Cards lying face up outside the hand and the trick: the upcard and the upcards each seat took. */
export function faceUpCards(obs: Observation): Card[] {
  const o = asAs(obs);
  return o.upcard ? [...o.knownCards.flat(), o.upcard] : o.knownCards.flat();
}

export function reviewsLastTrick(obs: Observation): boolean {
  return asAs(obs).options.reviewLastTrick;
}

const SUIT_ORDER: Suit[] = ['S', 'H', 'C', 'D'];

/** Suits alternating colours (the trump suit first in the trump variant), K high to 2 low. */
export function sortHand(hand: readonly Card[], o: Observation): Card[] {
  const { trump } = asAs(o);
  const order = trump ? [trump, ...SUIT_ORDER.filter((s) => s !== trump)] : SUIT_ORDER;
  const key = (c: Card) => order.indexOf(cardSuit(c)!) * 100 + (20 - RANKS.indexOf(c.slice(0, -1) as (typeof RANKS)[number]));
  return [...hand].sort((a, b) => key(a) - key(b));
}

export function cardBadge(card: Card, o: Observation, tr: Tr): CardBadge | null {
  const { trump } = asAs(o);
  if (trump && cardSuit(card) === trump) return { tone: 'trump', label: tr('ascot.badge.trump'), short: tr('ascot.badge.trumpShort') };
  return null;
}

export function seatBadges(seat: Seat, o: Observation, tr: Tr): SeatBadge[] {
  const obs = asAs(o);
  const side = obs.sides[seat];
  const badges: SeatBadge[] = [];
  if (side) badges.push({ id: `side-${side}`, label: tr(`ascot.badge.${side}`), title: tr(`ascot.badge.${side}Title`) });
  if (seat === obs.dealer && obs.phase !== 'gameOver') badges.push({ id: 'dealer', label: tr('table.badge.dealer') });
  return badges;
}

/** The horses of a side, as text: A♠ A♣. */
const sideHorses = (side: Side | undefined) => (side ? SIDE_ACES[side].map(aceLabel).join(' ') : '');

export function tutorPrompt(o: Observation, viewer: Seat | null, phaseKey: string | undefined, names: SeatNames): TextRef | null {
  const obs = asAs(o);
  const myTurn = viewer !== null && obs.toAct.includes(viewer);
  const waitingFor = seatParams(names, { name: obs.toAct[0] ?? 0 });
  switch (obs.phase) {
    case 'trickPlay': {
      if (!myTurn) return { key: 'ascot.tutor.wait', params: waitingFor };
      if (obs.trick.length === 0) {
        const side = obs.sides[viewer!];
        if (obs.trickNo === 1) return { key: side === 'red' ? 'ascot.tutor.leadFirstRed' : 'ascot.tutor.leadFirstBlack', params: { horses: sideHorses(side) } };
        if (obs.stage === 2 && obs.trickNo === 13) return { key: 'ascot.tutor.stage2Start' };
        return { key: obs.stage === 2 ? 'ascot.tutor.leadStage2' : 'ascot.tutor.lead' };
      }
      const led = obs.trick[0].card;
      const suit = cardSuit(led)!;
      return { key: 'ascot.tutor.follow', params: { card: cardShort(led), suit: SUIT_SYMBOL[suit], horse: aceLabel(ACES[horseOfCard(led)]) } };
    }
    case 'draw':
      return myTurn ? { key: obs.lastTrick?.winner === viewer ? 'ascot.tutor.drawUpcard' : 'ascot.tutor.drawHidden' } : { key: 'ascot.tutor.wait', params: waitingFor };
    case 'handResult':
      return { key: 'ascot.tutor.handResult' };
    case 'gameOver':
      return { key: 'ascot.tutor.gameOver' };
    default:
      return phaseKey ? { key: phaseKey } : null;
  }
}

/**
 * What a completed trick did to the racecourse: 'moved' (the leader won, the led suit's horse
 * advanced), 'limit' (the leader won, but that horse has used its advances this deal), 'none'
 * (the follower won). Counted from this deal's tricks (every lead-win in a suit is an advance
 * until the cap), so it holds before the draws and in the hand history alike.
 */
export function trickEffect(trick: CompletedTrick, obs: AscotObservation): 'moved' | 'limit' | 'none' {
  const lead = trick.cards[0];
  if (!lead || trick.winner !== lead.seat) return 'none';
  const suit = cardSuit(lead.card);
  const at = obs.tricks.findIndex((t) => t.cards[0]?.card === lead.card);
  const before = at >= 0 ? obs.tricks.slice(0, at) : null;
  if (before) {
    const wins = before.filter((t) => t.cards[0] && t.winner === t.cards[0].seat && cardSuit(t.cards[0].card) === suit).length;
    return wins >= obs.options.maxMovesPerDeal ? 'limit' : 'moved';
  }
  return 'moved';
}

export function explainTrick(trick: CompletedTrick, o: Observation, names: SeatNames): TextRef | null {
  const obs = asAs(o);
  if (trick.cards.length < 2) return null;
  const [lead, follow] = trick.cards;
  const leadSuit = cardSuit(lead.card)!;
  const followSuit = cardSuit(follow.card)!;
  const horse = aceLabel(ACES[horseOfCard(lead.card)]);
  const cards = { card: cardShort(lead.card), other: cardShort(follow.card), suit: SUIT_SYMBOL[leadSuit], horse, max: obs.options.maxMovesPerDeal };
  const seats = seatParams(names, { leader: lead.seat, follower: follow.seat });
  let key: string;
  if (trick.winner === lead.seat) {
    const effect = trickEffect(trick, obs);
    const how = followSuit === leadSuit ? 'leadHigher' : 'leadOff';
    key = `${how}${effect === 'limit' ? 'Limit' : 'Moved'}`;
  } else {
    key = followSuit === leadSuit ? 'followHigher' : 'followTrumped';
  }
  return { key: `ascot.explain.${key}`, params: { ...seats, ...cards } };
}

/** Each side's best and second horse, highest first. */
export function sidePositions(horses: Horses, side: Side): [number, number] {
  const [a, b] = SIDE_ACES[side].map((ace) => horses[ace].pos);
  return [Math.max(a, b), Math.min(a, b)];
}

/** Why a race went as it did: best horses, second horses, a dead heat, or a race still going on. */
export function raceReason(r: Pick<RaceRecord, 'horses' | 'result'>, tieBreak: 'secondHorse' | 'deadHeat'): { key: string; params: Record<string, unknown> } {
  const [bestB, secondB] = sidePositions(r.horses, 'black');
  const [bestR, secondR] = sidePositions(r.horses, 'red');
  const params = { bestB, secondB, bestR, secondR };
  const result: RaceResult = r.result ?? raceResult(ACES.map((a) => r.horses[a].pos), tieBreak);
  if (r.result === null) return { key: 'ascot.result.why.carry', params };
  if (result === 'deadHeat') return { key: bestB === bestR && secondB === secondR ? 'ascot.result.why.deadHeatAll' : 'ascot.result.why.deadHeatBest', params };
  if (bestB !== bestR) return { key: `ascot.result.why.best_${result}`, params };
  return { key: `ascot.result.why.second_${result}`, params };
}

/** The horses in finishing order: furthest first, the spec's order between level horses. */
export function finishingOrder(horses: Horses): Ace[] {
  return [...ACES].sort((a, b) => horses[b].pos - horses[a].pos || ACES.indexOf(a) - ACES.indexOf(b));
}

/** Why the race went as it did (the verdict itself heads the result). */
export function explainScore(o: Observation, _names: SeatNames): TextRef[] {
  const obs = asAs(o);
  const r = obs.result ?? obs.history[obs.history.length - 1];
  return r ? [raceReason(r, obs.options.tieBreak)] : [];
}

/** A finished race on the score sheet: its result and the leading horses. */
export function scoreSheetRow(hand: ScoredHand, obs: Observation, names: SeatNames, tr: Tr): ScoreSheetRow {
  const h = hand as RaceRecord;
  const o = asAs(obs);
  const order = finishingOrder(h.horses).map((a) => `${aceLabel(a)} ${h.horses[a].pos}`).join(' · ');
  const result = h.result === null ? tr('ascot.sheet.goesOn') : h.result === 'deadHeat' ? tr('ascot.sheet.deadHeat')
    : tr('ascot.sheet.won', { ...seatParams(names, { name: o.sides.indexOf(h.result) as Seat }), side: tr(`ascot.side.${h.result}`) });
  return { what: `${result} ${order}`, change: h.deltas.slice() };
}

/** The hand history's lines: the horses' moves, the upcards taken, the trump, phase 2. */
export function describeFact(f: Fact, names: SeatNames): TextRef | null {
  switch (f.type) {
    case 'HORSE_ADVANCED':
      return { key: 'ascot.history.advanced', params: { horse: aceLabel(f.ace as Ace), pos: f.pos, moves: f.moves } };
    case 'HORSE_AT_LIMIT':
      return { key: 'ascot.history.atLimit', params: { horse: aceLabel(f.ace as Ace) } };
    case 'TRUMP':
      return { key: 'ascot.history.trump', params: { suit: SUIT_SYMBOL[f.suit as Suit] } };
    case 'STAGE_TWO':
      return { key: 'ascot.history.stageTwo' };
    case 'DREW':
      return f.card ? { key: 'ascot.history.tookUpcard', params: { ...seatParams(names, { name: f.seat as Seat }), card: cardShort(f.card as Card) } } : null;
    default:
      return null;
  }
}

/**
 * The racecourse's length in half-lengths: the furthest any horse can get in this match (its
 * start plus the advances of every deal still to count), so the cap is on the track.
 */
export function trackLength(obs: AscotObservation): number {
  const o = obs.options;
  const deals = o.matchMode === 'marathonCarryOver' ? o.races : 1;
  const start = (ace: Ace) => o.handicap?.[ace] ?? o[`handicap${ace}`] ?? 0;
  return Math.max(6, ...ACES.map((a) => start(a) + o.maxMovesPerDeal * deals), ...ACES.map((a) => obs.horses[a].pos));
}

/** How far a horse can still get this deal: its position plus its advances left. */
export function horseReach(obs: AscotObservation, ace: Ace): number {
  const h = obs.horses[ace];
  return h.pos + Math.max(0, obs.options.maxMovesPerDeal - h.moves);
}
