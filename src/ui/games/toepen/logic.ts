// Toepen's presentation logic: hand order, seat badges, tutor lines, trick and settlement
// explanations, history lines. Card strength, the exchange class and the trick winner come
// from the engine's own rules module, so nothing here decides what is legal or who wins.
import type { Card, CompletedTrick, Fact, Observation, ScoredHand, Seat, Suit } from '../../../engine';
import { isLowCard, strength, suitOf, trickWinner } from '../../../engine/games/toepen/rules';
import type { HandResult, SettlementPart, SignalKind, ToepenObservation } from '../../../engine/games/toepen/types';
import type { CardBadge } from '../../table/Card';
import { seatParams, type SeatNames } from '../../table/seatNames';
import { cardList, cardShort, SUIT_SYMBOL, type Tr } from '../../table/text';
import type { ScoreSheetRow, SeatBadge, TextRef } from '../index';

export function asTp(obs: Observation): ToepenObservation {
  return obs as ToepenObservation;
}

type Order = ToepenObservation['options']['cardOrder'];

// Colours alternate: ♠ ♥ ♣ ♦.
const SUITS: readonly Suit[] = ['S', 'H', 'C', 'D'];

/** By suit in alternating colours, strongest first in the table's card order. */
export function sortHand(hand: readonly Card[], o: Observation): Card[] {
  const order = asTp(o).options?.cardOrder ?? 'seed';
  const key = (c: Card) => SUITS.indexOf(suitOf(c) as Suit) * 10 + (7 - strength(c, order));
  return [...hand].sort((a, b) => key(a) - key(b));
}

/** No trumps in Toepen: no card is marked. */
export function cardBadge(): CardBadge | null {
  return null;
}

/** The words for the card order's classes: the exchange class and the signal ranks (§2.2). */
export function orderWords(tr: Tr, order: Order): { low: string; top: string; bottom: string } {
  return {
    low: order === 'dutch' ? 'A/K/Q/J' : '10/9/8/7',
    top: tr(`table.rankPlural.${order === 'dutch' ? '10' : 'A'}`),
    bottom: tr(`table.rankPlural.${order === 'dutch' ? 'J' : '7'}`),
  };
}

/** Every card of the old hand is of the exchange class (§4.1, T-2). */
export function allLow(cards: readonly Card[], order: Order): boolean {
  return cards.every((c) => isLowCard(c, order));
}

/** Who holds the stake marker: the last knocker, else the dealer (T-13). */
export function markerHolder(obs: ToepenObservation): Seat {
  return obs.lastKnocker ?? obs.dealer;
}

/** The seats dealt in this deal (not eliminated). */
export function inGame(obs: ToepenObservation): Seat[] {
  return Array.from({ length: obs.players }, (_, s) => s).filter((s) => !obs.eliminated[s]);
}

/** The cards of `seat` already on the table in finished tricks (the current trick is in the centre). */
export function tableCards(obs: ToepenObservation, seat: Seat): Card[] {
  const inTrick = new Set(obs.trick.map((p) => p.card));
  return (obs.played[seat] ?? []).filter((c) => !inTrick.has(c));
}

export function seatBadges(seat: Seat, o: Observation, tr: Tr): SeatBadge[] {
  const obs = asTp(o);
  const out: SeatBadge[] = [];
  const chips = obs.totals[seat] ?? 0;
  if (obs.eliminated[seat]) {
    out.push({ id: 'out', label: tr('toepen.badge.out'), title: tr('toepen.badge.outTitle') });
    return out;
  }
  if (obs.phase !== 'gameOver' && seat === obs.dealer) out.push({ id: 'dealer', label: tr('table.badge.dealer'), title: tr('toepen.badge.dealerTitle') });
  // chips: the stack beside the seat (ToepenSeatExtras, ToepenAside); here only at the end
  if (obs.phase === 'gameOver') {
    out.push({ id: 'chips', label: tr('toepen.badge.chips', { n: chips }), title: tr('toepen.badge.chipsTitle', { n: chips }) });
    return out;
  }
  if (seat === markerHolder(obs) && obs.phase !== 'handResult') {
    out.push({ id: 'marker', label: tr('toepen.badge.marker', { stake: obs.stake }), title: tr('toepen.badge.markerTitle') });
  }
  if (obs.folded[seat]) out.push({ id: 'folded', label: tr('toepen.badge.folded'), title: tr('toepen.badge.foldedTitle') });
  if (obs.exchanged[seat]) out.push({ id: 'exchanged', label: tr('toepen.badge.exchanged'), title: tr('toepen.badge.exchangedTitle') });
  if (obs.phase === 'signal' && obs.signalled[seat]) {
    out.push({ id: 'signalled', label: tr('toepen.badge.signalled'), title: tr('toepen.badge.signalledTitle') });
  }
  const sig = obs.signals?.[seat];
  if (sig && sig !== 'none') out.push({ id: `signal-${sig}`, label: tr(`toepen.signal.${sig}Badge`) });
  return out;
}

/** The seat the table waits on, as the tutor names it. */
function waitingOn(obs: ToepenObservation): Seat {
  return obs.toAct[0] ?? obs.dealer;
}

export function tutorPrompt(o: Observation, viewer: Seat | null, phaseKey: string | undefined, names: SeatNames): TextRef | null {
  const obs = asTp(o);
  const order = obs.options.cardOrder;
  const myTurn = viewer !== null && obs.toAct.includes(viewer);
  const name = seatParams(names, { name: waitingOn(obs) });
  const canKnock = viewer !== null && obs.legal.some((a) => a.type === 'KNOCK');
  const words = { low: order === 'dutch' ? 'A/K/Q/J' : '10/9/8/7' };
  if (viewer !== null && obs.eliminated[viewer] && obs.phase !== 'gameOver') return { key: 'toepen.tutor.out' };
  switch (obs.phase) {
    case 'exchange':
      if (!myTurn) return { key: 'toepen.tutor.exchangeWait', params: name };
      return obs.legal.some((a) => a.type === 'EXCHANGE') ? { key: 'toepen.tutor.exchange', params: words } : { key: 'toepen.tutor.exchangeNoStock' };
    case 'challenge': {
      const exchanger = obs.exchanger ?? 0;
      return myTurn
        ? { key: 'toepen.tutor.challenge', params: seatParams(names, { name: exchanger }) }
        : { key: 'toepen.tutor.challengeWait', params: seatParams(names, { name: waitingOn(obs), exchanger }) };
    }
    case 'signal':
      return myTurn ? { key: order === 'dutch' ? 'toepen.tutor.signalDutch' : 'toepen.tutor.signal' } : { key: 'toepen.tutor.signalWait' };
    case 'trickPlay': {
      if (viewer !== null && obs.folded[viewer]) return { key: 'toepen.tutor.folded' };
      if (!myTurn) return canKnock ? { key: 'toepen.tutor.knock' } : { key: 'toepen.tutor.wait', params: name };
      if (obs.trick.length === 0) return { key: canKnock ? 'toepen.tutor.leadKnock' : 'toepen.tutor.lead' };
      const led = obs.trick[0].card;
      return { key: canKnock ? 'toepen.tutor.followKnock' : 'toepen.tutor.follow', params: { card: cardShort(led), suit: SUIT_SYMBOL[suitOf(led) as Suit] } };
    }
    case 'knockResponse': {
      const knocker = obs.pendingKnock?.knocker;
      if (viewer !== null && obs.folded[viewer]) return { key: 'toepen.tutor.folded' };
      return myTurn
        ? { key: 'toepen.tutor.knockResponse', params: { ...seatParams(names, { name: knocker }), stake: obs.stake, raised: obs.stake + 1 } }
        : { key: 'toepen.tutor.knockResponseWait', params: seatParams(names, { name: knocker, responder: waitingOn(obs) }) };
    }
    case 'handResult':
      return { key: obs.options.winnerCollectsStake ? 'toepen.tutor.handResult' : 'toepen.tutor.handResultNoCollect' };
    case 'gameOver':
      return { key: obs.options.winCondition === 'lastPlayerStanding' ? 'toepen.tutor.gameOverLast' : 'toepen.tutor.gameOver' };
    default:
      return phaseKey ? { key: phaseKey } : null;
  }
}

export function explainTrick(trick: CompletedTrick, o: Observation, names: SeatNames): TextRef | null {
  const obs = asTp(o);
  if (trick.cards.length < 2 || !obs.options) return null;
  const order = obs.options.cardOrder;
  const winner = trickWinner(trick.cards, obs.folded, order);
  const win = trick.cards.find((p) => p.seat === winner) ?? trick.cards[0];
  const led = trick.cards[0].card;
  // the deal's last trick: the fourth, or the one that ended the deal when everyone else folded
  const isLast = obs.tricks.length === 4 && obs.tricks[3].cards[0]?.card === led;
  const suit = SUIT_SYMBOL[suitOf(led) as Suit];
  // a folded player's card that would have won (T-12)
  const beaten = trick.cards.find((p) => obs.folded[p.seat] && suitOf(p.card) === suitOf(led) && strength(p.card, order) > strength(win.card, order));
  if (beaten) {
    return {
      key: 'toepen.explain.foldedCard',
      params: { ...seatParams(names, { name: beaten.seat, winner: win.seat }), suit, card: cardShort(beaten.card), winCard: cardShort(win.card) },
    };
  }
  return { key: isLast ? 'toepen.explain.lastTrick' : 'toepen.explain.highest', params: { ...seatParams(names, { winner: win.seat }), card: cardShort(win.card), suit } };
}

/** The settlement per seat, split into its §4.5 steps as the engine recorded it. */
export function settlementParts(obs: ToepenObservation): SettlementPart[] {
  return obs.result?.parts ?? [];
}

export function explainScore(o: Observation, names: SeatNames): TextRef[] {
  const obs = asTp(o);
  const r = obs.result;
  if (!r) return [];
  const lines: TextRef[] = [];
  const who = (s: Seat) => seatParams(names, { name: s });
  lines.push({ key: r.reason === 'allFolded' ? 'toepen.explain.winFolded' : 'toepen.explain.winLast', params: { ...who(r.winner), stake: r.stake } });
  const parts = settlementParts(obs);
  parts.forEach((p, s) => {
    if (p.lost > 0) lines.push({ key: 'toepen.explain.paid', params: { ...who(s), paid: p.lost } });
  });
  lines.push(obs.options.winnerCollectsStake
    ? { key: 'toepen.explain.collect', params: { ...who(r.winner), stake: r.stake } }
    : { key: 'toepen.explain.noCollect' });
  parts.forEach((p, s) => {
    if (r.forgotten.includes(s)) lines.push({ key: 'toepen.explain.forgot', params: { ...who(s), paid: p.penalty } });
  });
  for (let s = 0; s < r.chipsAfter.length; s++) {
    if (r.eliminated.includes(s)) lines.push({ key: 'toepen.explain.eliminated', params: who(s) });
    else if (r.chipsAfter[s] === 0 && !obs.eliminated[s]) lines.push({ key: 'toepen.explain.bankrupt', params: who(s) });
  }
  return lines;
}

/** The result sheet's headline: who won the deal, by the last trick or because all folded. */
export function verdict(obs: ToepenObservation, names: SeatNames): TextRef | null {
  return obs.result ? dealVerdict(obs.result, names) : null;
}

/** How a deal was won: the last trick, or everyone folded to the winner's knock. */
function dealVerdict(r: HandResult, names: SeatNames): TextRef {
  return { key: r.reason === 'allFolded' ? 'toepen.result.verdictFolded' : 'toepen.result.verdictLast', params: { ...seatParams(names, { name: r.winner }), stake: r.stake } };
}

/** The words of a challenge's reveal: its title, its verdict (bluff or honest) and its label. */
export function revealTexts(c: ToepenObservation['challenges'][number], names: SeatNames, low: string, bluff: boolean): Record<'title' | 'verdict' | 'label', TextRef> {
  const paid = { paid: c.paid, low };
  return {
    title: { key: 'toepen.reveal.title', params: seatParams(names, { challenger: c.challenger, exchanger: c.exchanger }) },
    // the verdict is about the one who pays
    verdict: bluff
      ? { key: 'toepen.reveal.bluff', params: { ...seatParams(names, { exchanger: c.exchanger }), ...paid } }
      : { key: 'toepen.reveal.honest', params: { ...seatParams(names, { challenger: c.challenger }), ...paid } },
    label: { key: 'toepen.reveal.label', params: seatParams(names, { exchanger: c.exchanger }) },
  };
}

/** The signals in words, e.g. "Anna stood up, Bo whistled". */
export function signalList(tr: Tr, signals: readonly (SignalKind | null)[], names: SeatNames): string {
  const given = signals.flatMap((k, s) => (k && k !== 'none' ? [`${names[s] ?? ''}: ${tr(`toepen.signal.${k}`)}`] : []));
  return given.join(tr('table.listSeparator'));
}

/** The hand history's lines: exchanges, challenges, signals, knocks and answers, the winner. */
export function describeFact(f: Fact, names: SeatNames): TextRef | null {
  const name = seatParams(names, { name: f.seat as Seat });
  switch (f.type) {
    case 'EXCHANGED': return { key: 'toepen.history.exchanged', params: name };
    case 'CHALLENGED': {
      const cards = Array.isArray(f.cards) ? (f.cards as string[]) : [];
      return {
        key: 'toepen.history.challenged',
        params: {
          ...seatParams(names, { challenger: f.challenger as Seat, exchanger: f.exchanger as Seat, payer: f.payer as Seat }),
          cards: cards.map((c) => cardShort(c as Card)).join(' '),
        },
      };
    }
    case 'KNOCK_CALLED': return { key: 'toepen.history.knock', params: name };
    case 'STAYED': return { key: 'toepen.history.stayed', params: name };
    case 'FOLDED': return { key: 'toepen.history.folded', params: { ...name, paid: f.paid } };
    case 'KNOCKED': return { key: 'toepen.history.knocked', params: { stake: f.stake } };
    case 'HAND_SCORED': return { key: 'toepen.history.scored', params: { ...seatParams(names, { name: f.winner as Seat }), stake: f.stake } };
    case 'ELIMINATED': return { key: 'toepen.history.eliminated', params: name };
    default: return null;
  }
}

/** Cards in a sentence ("10♥, 9♠"), for labels. */
export function cardsText(tr: Tr, cards: readonly Card[]): string {
  return cardList(tr, cards);
}

/** A deal on the score sheet: who won it and how, forgotten signals, who went out; chips won or lost in it. */
export function scoreSheetRow(hand: ScoredHand, _obs: Observation, names: SeatNames, tr: Tr): ScoreSheetRow {
  const r = hand as HandResult;
  const list = (seats: readonly Seat[]) => seats.map((s) => names[s] ?? '').join(tr('table.listSeparator'));
  const v = dealVerdict(r, names);
  const lines = [tr(v.key, v.params)];
  if (r.forgotten.length > 0) lines.push(tr('toepen.sheet.forgot', { names: list(r.forgotten) }));
  if (r.eliminated.length > 0) lines.push(tr('toepen.sheet.out', { names: list(r.eliminated) }));
  return { what: `${lines.join(tr('toepen.sheet.separator'))}${tr('toepen.sheet.end')}`, change: r.chipsAfter.map((c, s) => c - r.chipsBefore[s]) };
}
