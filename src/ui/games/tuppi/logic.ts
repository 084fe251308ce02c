// Tuppi's presentation logic: hand order, badges, the card choices (bid card, solo discard,
// the partner's gift), tutor lines. Trick winners come from the engine's own rules module,
// so nothing here decides what is legal or who wins.
import type { Action, Card, CompletedTrick, Fact, Observation, ScoredHand, Seat, Suit } from '../../../engine';
import { rankOf, suitOf } from '../../../engine/core/cards';
import { bidOfCard, partner, trickWinnerIndex } from '../../../engine/games/tuppi/rules';
import type { HandResult, TuppiObservation, TuppiOptions } from '../../../engine/games/tuppi/types';
import type { CardBadge } from '../../table/Card';
import { seatParams, type SeatNames } from '../../table/seatNames';
import { cardList, cardName, cardShort, SUIT_SYMBOL, type Tr } from '../../table/text';
import type { CardSelection, ScoreColumn, ScoreSheetRow, SeatBadge, TextRef } from '../index';
import { legalCardSelection } from '../selection';

export function asTu(obs: Observation): TuppiObservation {
  return obs as TuppiObservation;
}

/** Cards lying face up outside the hand and the trick: the cards known to be held. */
export function faceUpCards(obs: Observation): Card[] {
  return asTu(obs).knownCards.flat();
}

/** The table's option: may the last trick and the hand in progress be looked at again. */
export function reviewsLastTrick(obs: Observation): boolean {
  return asTu(obs).options.reviewLastTrick;
}

/** 0 = NS (seats 0, 2), 1 = EW (seats 1, 3). */
export const sideOf = (seat: Seat): 0 | 1 => (seat % 2) as 0 | 1;
/** The two seats of a side: N–S (0, 2) or E–W (1, 3). */
export const sideSeats = (side: 0 | 1): Seat[] => [side, side + 2];

// Colours alternate: ♠ ♥ ♣ ♦.
const SUITS: readonly Suit[] = ['S', 'H', 'C', 'D'];
const HIGH = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
const SOLO = ['K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2', 'A'];

/** By suit in alternating colours, high to low; in solo the ace sorts last (it is lowest). */
export function sortHand(hand: readonly Card[], o: Observation): Card[] {
  const order = asTu(o).mode === 'solo' ? SOLO : HIGH;
  const key = (c: Card) => SUITS.indexOf(suitOf(c) as Suit) * 20 + order.indexOf(rankOf(c));
  return [...hand].sort((a, b) => key(a) - key(b));
}

/** No trumps in Tuppi: no card is marked (revealed bid cards are shown in the panel). */
export function cardBadge(): CardBadge | null {
  return null;
}

export function seatBadges(seat: Seat, o: Observation, tr: Tr): SeatBadge[] {
  const obs = asTu(o);
  const out: SeatBadge[] = [];
  if (obs.phase === 'gameOver') return out;
  if (seat === obs.dealer) out.push({ id: 'dealer', label: tr('table.badge.dealer'), title: tr('tuppi.badge.dealerTitle') });
  const side = sideOf(seat);
  if (obs.seat !== null && seat === partner(obs.seat)) {
    out.push({ id: 'partner', label: tr('tuppi.badge.partner'), title: tr('tuppi.badge.partnerTitle', { side: tr(`tuppi.side.${side}`) }) });
  } else {
    out.push({ id: `side-${side}`, label: tr(`tuppi.side.${side}`), title: tr('tuppi.badge.sideTitle', { side: tr(`tuppi.side.${side}`) }) });
  }
  // A seat still choosing already carries the table's "to play" badge.
  if (obs.phase === 'auction' && obs.hasBid[seat]) out.push({ id: 'bid', label: tr('tuppi.badge.hasBid') });
  if (obs.declarer === seat) out.push({ id: 'declarer', label: tr('tuppi.badge.declarer'), title: tr('tuppi.badge.declarerTitle') });
  if (obs.soloist === seat) out.push({ id: 'soloist', label: tr('tuppi.badge.soloist'), title: tr('tuppi.badge.soloistTitle') });
  if (obs.sittingOut === seat) out.push({ id: 'out', label: tr('tuppi.badge.sittingOut'), title: tr('tuppi.badge.sittingOutTitle') });
  return out;
}

/** A choice of one hand card that sends `{type, card}` (the bid card, the partner's gift). */
export function singleCardSelection(obs: Observation, actionType: string, labels: { confirm: TextRef; pending: TextRef }): CardSelection | null {
  const options = obs.legal.filter((a) => a.type === actionType && typeof a.card === 'string');
  if (options.length === 0) return null;
  const usable = new Set(options.map((a) => a.card as Card));
  return {
    actionType,
    count: 1,
    selectable: (card) => usable.has(card),
    actionFor: (cards) => (cards.length === 1 ? options.find((a) => a.card === cards[0]) ?? null : null),
    confirmLabel: labels.confirm,
    pendingLabel: labels.pending,
  };
}

export function cardSelection(o: Observation): CardSelection | null {
  switch (o.phase) {
    case 'auction': {
      const sel = singleCardSelection(o, 'PLACE_AUCTION_CARD', {
        confirm: { key: 'tuppi.actions.bidConfirm' }, pending: { key: 'tuppi.actions.bidPending' },
      });
      return sel;
    }
    case 'soloDiscard':
      return legalCardSelection(o, 'DISCARD', 1, {
        confirm: { key: 'tuppi.actions.discardConfirm' }, pending: { key: 'tuppi.actions.discardPending' },
      });
    case 'soloGive':
      return singleCardSelection(o, 'GIVE', {
        confirm: { key: 'tuppi.actions.giveConfirm' }, pending: { key: 'tuppi.actions.givePending' },
      });
    default:
      return null;
  }
}

/** "Rami", "Nolo", "Solo" and who plays it. */
export function contractText(tr: Tr, obs: TuppiObservation, names: SeatNames): string | null {
  if (!obs.mode) return null;
  if (obs.mode === 'nolo') return tr('tuppi.contract.noloLine');
  if (obs.mode === 'rami') return tr('tuppi.contract.ramiLine', seatParams(names, { name: obs.declarer }));
  return tr('tuppi.contract.soloLine', seatParams(names, { name: obs.soloist }));
}

export function tutorPrompt(o: Observation, viewer: Seat | null, phaseKey: string | undefined, names: SeatNames): TextRef | null {
  const obs = asTu(o);
  const myTurn = viewer !== null && obs.toAct.includes(viewer);
  const waitingFor = obs.toAct[0] ?? 0;
  const name = seatParams(names, { name: waitingFor });
  switch (obs.phase) {
    case 'auction':
      if (!myTurn) return { key: 'tuppi.tutor.auctionWait' };
      if (obs.options.bidMethod === 'tokens') return { key: 'tuppi.tutor.auctionTokens' };
      return { key: obs.options.allowTwoAsBidCard ? 'tuppi.tutor.auction' : 'tuppi.tutor.auctionNoTwos' };
    case 'soloOffer':
      return myTurn
        ? { key: 'tuppi.tutor.soloOffer', params: seatParams(names, { declarer: obs.declarer }) }
        : { key: 'tuppi.tutor.soloOfferWait', params: seatParams(names, { name: waitingFor, declarer: obs.declarer }) };
    case 'soloDiscard':
      return myTurn ? { key: 'tuppi.tutor.soloDiscard' } : { key: 'tuppi.tutor.soloDiscardWait', params: name };
    case 'soloGive':
      return myTurn ? { key: 'tuppi.tutor.soloGive' } : { key: 'tuppi.tutor.soloGiveWait', params: name };
    case 'trickPlay': {
      if (viewer !== null && obs.sittingOut === viewer) return { key: 'tuppi.tutor.sittingOut' };
      if (!myTurn) return { key: 'tuppi.tutor.wait', params: name };
      if (obs.trick.length === 0) {
        if (obs.trickNo > 1) return { key: obs.mode === 'solo' ? 'tuppi.tutor.leadSolo' : 'tuppi.tutor.leadAgain' };
        if (obs.mode === 'nolo') return { key: 'tuppi.tutor.leadNolo' };
        if (obs.mode === 'solo') return { key: 'tuppi.tutor.leadSolo' };
        return { key: obs.options.ramiOpeningLeader === 'rightOfDeclarer' ? 'tuppi.tutor.leadRamiRight' : 'tuppi.tutor.leadRami' };
      }
      const led = obs.trick[0].card;
      const params = { card: cardShort(led), suit: SUIT_SYMBOL[suitOf(led) as Suit] };
      return { key: obs.mode === 'solo' ? 'tuppi.tutor.followSolo' : 'tuppi.tutor.follow', params };
    }
    case 'handResult':
      return { key: obs.options.wipeRule === 'resetBoth' ? 'tuppi.tutor.handResultReset' : obs.options.wipeRule === 'none' ? 'tuppi.tutor.handResultNone' : 'tuppi.tutor.handResult', params: { target: obs.options.targetScore } };
    case 'gameOver':
      return { key: 'tuppi.tutor.gameOver' };
    default:
      return phaseKey ? { key: phaseKey } : null;
  }
}

export function explainTrick(trick: CompletedTrick, o: Observation, names: SeatNames): TextRef | null {
  const obs = asTu(o);
  if (trick.cards.length < 3) return null;
  const solo = obs.mode === 'solo';
  const cards = trick.cards.map((p) => p.card);
  const win = trick.cards[trickWinnerIndex(cards, solo)];
  const led = trick.cards[0].card;
  const params = { ...seatParams(names, { winner: win.seat }), card: cardShort(win.card), suit: SUIT_SYMBOL[suitOf(led) as Suit] };
  if (solo) {
    const aceUnder = cards.some((c) => rankOf(c) === 'A' && suitOf(c) === suitOf(led) && c !== win.card);
    return { key: aceUnder ? 'tuppi.explain.soloAce' : 'tuppi.explain.solo', params };
  }
  return { key: 'tuppi.explain.highest', params };
}

/** "Ann & Cy": the two seats of a side. */
const pairOf = (names: readonly string[], s: 0 | 1) => `${names[s] ?? ''} & ${names[s + 2] ?? ''}`;

/** How a scored hand scored: the contract's line, then a wipe and an early stop where they happened. */
function scoringLines(r: HandResult, wipeRule: TuppiOptions['wipeRule'], names: SeatNames): { outcome: TextRef[]; after: TextRef[] } {
  const outcome: TextRef[] = [];
  const after: TextRef[] = [];
  const pair = (s: 0 | 1) => seatParams(names, { pair: sideSeats(s) });
  if (r.mode === 'rami' && r.declarer !== null) {
    const declSide = sideOf(r.declarer);
    const t = r.tricks[r.side];
    outcome.push(r.side === declSide
      ? { key: 'tuppi.explain.ramiDeclarers', params: { ...pair(r.side), tricks: t, over: t - 6, points: r.points } }
      : { key: 'tuppi.explain.ramiDefenders', params: { ...pair(r.side), tricks: t, over: t - 6, points: r.points } });
  } else if (r.mode === 'nolo') {
    const t = r.tricks[r.side];
    outcome.push({ key: 'tuppi.explain.nolo', params: { ...pair(r.side), tricks: t, under: 7 - t, points: r.points } });
  } else if (r.mode === 'solo' && r.soloist !== null) {
    outcome.push(r.side === sideOf(r.soloist)
      ? { key: 'tuppi.explain.soloWon', params: { ...seatParams(names, { name: r.soloist }), points: r.points } }
      : { key: 'tuppi.explain.soloLost', params: { ...seatParams(names, { name: r.soloist, pair: sideSeats(r.side) }), points: r.points } });
  }
  const other = (1 - r.side) as 0 | 1;
  if (r.scoreBefore[other] > 0 && wipeRule !== 'none') {
    after.push(wipeRule === 'resetBoth'
      ? { key: 'tuppi.explain.reset', params: { ...pair(other), lost: r.scoreBefore[other] } }
      : { key: 'tuppi.explain.wipe', params: { ...pair(other), lost: r.scoreBefore[other], points: r.points } });
  }
  if (r.abandoned) after.push({ key: 'tuppi.explain.abandoned' });
  return { outcome, after };
}

export function explainScore(o: Observation, names: SeatNames): TextRef[] {
  const obs = asTu(o);
  const r = obs.result;
  if (!r) return [];
  const { outcome, after } = scoringLines(r, obs.options.wipeRule, names);
  return [
    ...outcome,
    { key: 'tuppi.explain.tricks', params: { nsPts: r.tricks[0], ewPts: r.tricks[1] } },
    ...after,
    { key: 'tuppi.explain.score', params: { nsPts: r.scoreAfter[0], ewPts: r.scoreAfter[1], target: obs.options.targetScore } },
  ];
}

/** The score sheet counts by side: one column per pair (its first seat holds the side's total). */
export function scoreColumns(_obs: Observation, names: SeatNames, tr: Tr): ScoreColumn[] {
  return ([0, 1] as const).map((s) => ({ seat: s, label: `${tr(`tuppi.side.${s}`)} (${pairOf(names, s)})` }));
}

/** A hand on the score sheet: how it scored, a wipe or an early stop, and each side's change. */
export function scoreSheetRow(hand: ScoredHand, o: Observation, names: SeatNames, tr: Tr): ScoreSheetRow {
  const r = hand as HandResult;
  const { outcome, after } = scoringLines(r, asTu(o).options.wipeRule, names);
  return {
    what: [...outcome, ...after].map((x) => tr(x.key, x.params)).join(' '),
    change: r.totals.map((t, seat) => t - r.scoreBefore[sideOf(seat)]),
  };
}

/** The hand history's lines: the reveal's outcome, solo calls, exchanges, the score. */
export function describeFact(f: Fact, names: SeatNames): TextRef | null {
  const name = seatParams(names, { name: f.seat as Seat });
  switch (f.type) {
    case 'AUCTION_REVEALED':
      return f.mode === 'rami'
        ? { key: 'tuppi.history.rami', params: seatParams(names, { name: f.declarer as Seat }) }
        : { key: 'tuppi.history.nolo' };
    case 'SOLO_DECLARED': return { key: 'tuppi.history.solo', params: name };
    case 'SOLO_PASSED': return { key: 'tuppi.history.soloPassed', params: name };
    case 'NO_EXCHANGE': return { key: 'tuppi.history.noExchange', params: name };
    case 'DISCARDED': return { key: 'tuppi.history.discarded', params: name };
    case 'CARD_GIVEN': return { key: 'tuppi.history.given', params: seatParams(names, { name: f.seat as Seat, to: f.to as Seat }) };
    case 'PARTNER_RETIRED': return { key: 'tuppi.history.retired', params: name };
    case 'HAND_SCORED': {
      const side = Array.isArray(f.side) ? (f.side as Seat[]) : [];
      const totals = Array.isArray(f.totals) ? (f.totals as number[]) : [];
      return {
        key: 'tuppi.history.scored',
        params: { ...seatParams(names, { pair: side }), points: f.points, nsPts: totals[0] ?? 0, ewPts: totals[1] ?? 0 },
      };
    }
    default: return null;
  }
}

/** What a bid card says, for the confirm button and the panel. */
export function bidWordOf(card: Card): 'rami' | 'nolo' {
  return bidOfCard(card);
}

// Tuppi's secret choices: announced to the whole table, so never with their card or word.
const SECRET = new Set(['PLACE_AUCTION_CARD', 'PLACE_VERBAL_BID', 'PLACE_BID_TOKEN', 'DISCARD', 'GIVE']);

/** A secret choice in words: to its maker with its card and word ("bid rami with 7♥"), else without. */
export function describeAction(tr: Tr, a: Action, own: boolean): string | null {
  if (!SECRET.has(a.type)) return null;
  if (!own) return tr(`tuppi.action.${a.type}`, { defaultValue: a.type });
  const card = typeof a.card === 'string' ? (a.card as Card) : undefined;
  const bid = a.type === 'PLACE_AUCTION_CARD' && card ? bidOfCard(card) : String(a.bid ?? '');
  return tr(`tuppi.ownAction.${a.type}`, {
    bid: tr(`tuppi.contract.${bid}`, { defaultValue: bid }),
    card: card ? cardName(tr, card) : '',
    cards: cardList(tr, Array.isArray(a.cards) ? (a.cards as string[]) : []),
    defaultValue: a.type,
  });
}
