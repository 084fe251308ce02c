// Queen's Dungeon's presentation logic: hand order, card and seat badges, the trump in force
// for a trick, tutor lines, trick and score explanations, the dungeon and key choices with
// their results, the hand result's breakdown, history and score-sheet lines. The card order,
// the queens of a trick, the dungeon results and the better option come from the engine's own
// rules modules; the trick's winner and every score from the engine's records. Nothing here
// decides what is legal, who wins or what anything scores.
import type { Action, Card, CompletedTrick, Fact, Observation, PlayedCard, ScoredHand, Seat, Suit } from '../../../engine';
import { isQueen, queensIn, strength, suitOfCard } from '../../../engine/games/queens-dungeon/rules';
import { betterOption, DUNGEON_OPTIONS, dungeonResult, KEY_OPTIONS, lowestAtStart } from '../../../engine/games/queens-dungeon/settle';
import type { DungeonOption, DungeonRecord, HandResult, KeyOption, QueensDungeonObservation } from '../../../engine/games/queens-dungeon/types';
import type { CardBadge } from '../../table/Card';
import { seatParams, type SeatNames } from '../../table/seatNames';
import { cardShort, scoreNumber, SUIT_SYMBOL, type Tr } from '../../table/text';
import type { ScoreSheetRow, SeatBadge, TextRef } from '../index';

export function asQd(obs: Observation): QueensDungeonObservation {
  return obs as QueensDungeonObservation;
}

// Colours alternate: ♠ ♥ ♣ ♦; the trump suit first, the others in the same cycle.
const CYCLE: readonly Suit[] = ['S', 'H', 'C', 'D'];

/** The suits in hand order: the trump first (left), colours alternating. */
export function suitOrder(trump: Suit | null): Suit[] {
  const at = trump ? CYCLE.indexOf(trump) : 0;
  return CYCLE.map((_, i) => CYCLE[(at + i) % 4]);
}

/** Trumps first, then by suit in alternating colours; strongest first (the queen tops its suit). */
export function sortHand(hand: readonly Card[], o: Observation): Card[] {
  const order = suitOrder(asQd(o).trump ?? null);
  const key = (c: Card) => order.indexOf(suitOfCard(c)) * 20 + (12 - strength(c));
  return [...hand].sort((a, b) => key(a) - key(b));
}

/** The queen of trumps (the highest card of all) and the trumps are marked. */
export function cardBadge(card: Card, o: Observation, tr: Tr): CardBadge | null {
  const trump = asQd(o).trump;
  if (!trump || suitOfCard(card) !== trump) return null;
  if (isQueen(card)) return { tone: 'super', label: tr('queens-dungeon.badge.trumpQueen'), short: '★' };
  return { tone: 'trump', label: tr('queens-dungeon.badge.trump'), short: tr('queens-dungeon.badge.trumpShort') };
}

/** This deal's dungeon or key record of `seat`, the latest. */
function dungeonOf(obs: QueensDungeonObservation, seat: Seat): DungeonRecord | undefined {
  return [...obs.dungeons].reverse().find((d) => d.seat === seat);
}

export function seatBadges(seat: Seat, o: Observation, tr: Tr): SeatBadge[] {
  const obs = asQd(o);
  const out: SeatBadge[] = [];
  if (obs.phase === 'gameOver') return out;
  if (seat === obs.dealer) {
    out.push({ id: 'dealer', label: tr('table.badge.dealer'), title: tr('queens-dungeon.badge.dealerTitle', { contract: obs.contract }) });
  }
  const queens = obs.queensWon?.[seat] ?? 0;
  if (queens > 0) out.push({ id: 'queens', label: tr('queens-dungeon.badge.queens', { count: queens }), title: tr('queens-dungeon.badge.queensTitle', { count: queens }) });
  const d = dungeonOf(obs, seat);
  if (d) out.push({ id: d.kind, label: tr(`queens-dungeon.badge.${d.kind}`), title: tr(`queens-dungeon.badge.${d.kind}Title`, { before: scoreNumber(d.before), after: scoreNumber(d.after) }) });
  return out;
}

/** The trump in force for trick `trickNo` of this deal (every change applies from its `fromTrick`). */
export function trumpAt(obs: QueensDungeonObservation, trickNo: number): Suit | null {
  let trump: Suit | null = null;
  for (const t of obs.trumps ?? []) if (t.fromTrick <= trickNo) trump = t.suit;
  return trump ?? obs.trump ?? null;
}

/** The number of a completed trick: the last one collected (obs.lastTrick, or the same trick from the history). */
export function trickNumberOf(trick: CompletedTrick, obs: QueensDungeonObservation): number {
  const last = obs.lastTrick;
  return last && last.cards[0]?.card === trick.cards[0]?.card ? obs.trickNo - 1 : obs.trickNo;
}

/** The trump changed just before the trick in play (it is new from this trick). */
export function trumpIsNew(obs: QueensDungeonObservation): boolean {
  const last = obs.trumps[obs.trumps.length - 1];
  return obs.trumps.length > 1 && last !== undefined && last.fromTrick === obs.trickNo;
}

/** The seat the table waits on, as the tutor names it. */
function waitingOn(obs: QueensDungeonObservation): Seat {
  return obs.toAct[0] ?? obs.dealer;
}

/** The chooser's two options of a dungeon (three queens) or a lost key (four), with the totals they leave. */
export interface DungeonChoice {
  kind: 'dungeon' | 'key';
  seat: Seat;
  /** the chooser's total now, and the lowest total when the deal began */
  current: number;
  low: number;
  options: { option: DungeonOption | KeyOption; total: number }[];
  /** the option that leaves the higher total (option A on a tie), as the AI picks it */
  better: DungeonOption | KeyOption;
}

/** The dungeon or key choice in progress (public: its totals are), or null. */
export function dungeonChoice(o: Observation): DungeonChoice | null {
  const obs = asQd(o);
  if (obs.phase !== 'dungeonChoice' && obs.phase !== 'keyChoice') return null;
  const kind = obs.phase === 'dungeonChoice' ? 'dungeon' : 'key';
  const seat = waitingOn(obs);
  const current = obs.totals[seat] ?? 0;
  const low = lowestAtStart(obs);
  const b = betterOption(kind, current, low);
  const [oa, ob] = kind === 'dungeon' ? (['MATCH_LOWEST', 'MINUS_100'] as const) : (['ZERO', 'MINUS_250'] as const);
  return { kind, seat, current, low, options: [{ option: oa, total: b.a }, { option: ob, total: b.b }], better: b.option };
}

export function tutorPrompt(o: Observation, viewer: Seat | null, phaseKey: string | undefined, names: SeatNames): TextRef | null {
  const obs = asQd(o);
  const myTurn = viewer !== null && obs.toAct.includes(viewer);
  const name = seatParams(names, { name: waitingOn(obs) });
  const trump = obs.trump ? SUIT_SYMBOL[obs.trump] : '';
  switch (obs.phase) {
    case 'chooseTrump':
      return myTurn
        ? { key: 'queens-dungeon.tutor.chooseTrumpYou', params: { contract: obs.contract } }
        : { key: 'queens-dungeon.tutor.chooseTrumpWait', params: { ...name, contract: obs.contract } };
    case 'trickPlay': {
      if (!myTurn) return { key: 'queens-dungeon.tutor.wait', params: name };
      if (obs.trick.length === 0) return { key: 'queens-dungeon.tutor.lead', params: { trump } };
      const led = obs.trick[0].card;
      const params = { card: cardShort(led), suit: SUIT_SYMBOL[suitOfCard(led)], trump };
      const queens = queensIn(obs.trick);
      if (queens === 3) return { key: 'queens-dungeon.tutor.followKey', params };
      if (queens === 2) return { key: 'queens-dungeon.tutor.followDungeon', params };
      return { key: obs.options.mustTrump ? 'queens-dungeon.tutor.follow' : 'queens-dungeon.tutor.followFree', params };
    }
    case 'trumpChange':
      return myTurn
        ? { key: 'queens-dungeon.tutor.trumpChangeYou', params: { trump } }
        : { key: 'queens-dungeon.tutor.trumpChangeWait', params: { ...name, trump } };
    case 'dungeonChoice':
    case 'keyChoice': {
      const c = dungeonChoice(obs)!;
      const kind = obs.phase;
      return myTurn
        ? { key: `queens-dungeon.tutor.${kind}You`, params: { low: scoreNumber(c.low), current: scoreNumber(c.current), a: scoreNumber(c.options[0].total), b: scoreNumber(c.options[1].total) } }
        : { key: `queens-dungeon.tutor.${kind}Wait`, params: { ...name, low: scoreNumber(c.low) } };
    }
    case 'handResult':
      return { key: 'queens-dungeon.tutor.handResult' };
    case 'gameOver':
      return { key: 'queens-dungeon.tutor.gameOver' };
    default:
      return phaseKey ? { key: phaseKey } : null;
  }
}

/**
 * After the viewer's own dungeon or key choice, until the next trick is taken: a warning when
 * the other option would have left a higher total (the choice's totals were shown before it).
 */
export function tutorNote(o: Observation, viewer: Seat | null): TextRef | null {
  const obs = asQd(o);
  const d = obs.dungeons[obs.dungeons.length - 1];
  if (!d || d.seat !== viewer || obs.trickNo !== d.trickNo + 1 || obs.phase === 'handResult' || obs.phase === 'gameOver') return null;
  const options = d.kind === 'dungeon' ? DUNGEON_OPTIONS : KEY_OPTIONS;
  const other = dungeonResult(options.find((x) => x !== d.option)!, d.before, lowestAtStart(obs));
  if (other <= d.after) return null;
  return { key: `queens-dungeon.tutor.${d.kind}Worse`, params: { after: scoreNumber(d.after), other: scoreNumber(other), diff: other - d.after } };
}

/** Queens in `cards` of neither the led suit nor the trump: they win nothing. */
function offSuitQueens(cards: readonly PlayedCard[], led: Suit, trump: Suit | null): Card[] {
  return cards.map((p) => p.card).filter((c) => isQueen(c) && suitOfCard(c) !== led && suitOfCard(c) !== trump);
}

/**
 * Why the trick went to its winner (the engine's record): the highest trump (the queen of
 * trumps beats every card), or with no trump the highest card of the led suit; a queen of a
 * third suit wins nothing (the beginner's mistake the tutor names).
 */
export function explainTrick(trick: CompletedTrick, o: Observation, names: SeatNames): TextRef | null {
  const obs = asQd(o);
  if (trick.cards.length < obs.players || !obs.trumps) return null;
  const trump = trumpAt(obs, trickNumberOf(trick, obs));
  const win = trick.cards.find((p) => p.seat === trick.winner);
  if (!trump || !win) return null;
  const led = suitOfCard(trick.cards[0].card);
  const kind = suitOfCard(win.card) !== trump ? 'led' : isQueen(win.card) ? 'trumpQueen' : 'trump';
  const off = offSuitQueens(trick.cards, led, trump);
  return {
    key: `queens-dungeon.explain.${kind}${off.length > 0 ? 'Off' : ''}`,
    params: {
      ...seatParams(names, { winner: trick.winner }),
      card: cardShort(win.card),
      suit: SUIT_SYMBOL[led],
      trump: SUIT_SYMBOL[trump],
      off: off.map(cardShort).join(', '),
    },
  };
}

/** One seat's line of a scored deal, as the engine's record has it. */
export interface ResultRow {
  seat: Seat;
  before: number;
  tricks: number;
  /** tricks that scored (at most two queens), and the queens in them */
  scoringTricks: number;
  queens: number;
  trickPoints: number;
  queenPoints: number;
  /** the trick and queen points count (not for a dealer who failed, nor a voided hand) */
  counted: boolean;
  /** the dealer's +50 or −50, else null */
  dealer: number | null;
  /** the dungeon and key changes of the deal */
  dungeon: number;
  hand: number;
  after: number;
  voided: boolean;
}

/** The deal's breakdown per seat, from its record: the trick and queen points, the dealer's bonus or penalty, the dungeon changes. */
export function resultRows(r: HandResult): ResultRow[] {
  return r.deltas.map((hand, seat) => {
    const voided = r.voided.includes(seat);
    const isDealer = seat === r.dealer;
    const counted = !voided && (!isDealer || r.made);
    const trickPoints = 10 * r.scoringTricks[seat];
    const queenPoints = 25 * r.scoringQueens[seat];
    const dealer = !isDealer ? null : r.made ? hand - (counted ? trickPoints + queenPoints : 0) : hand;
    return {
      seat,
      before: r.totalsBefore[seat],
      tricks: r.tricks[seat],
      scoringTricks: r.scoringTricks[seat],
      queens: r.scoringQueens[seat],
      trickPoints,
      queenPoints,
      counted,
      dealer,
      dungeon: r.dungeons.filter((d) => d.seat === seat).reduce((sum, d) => sum + d.after - d.before, 0),
      hand,
      after: r.totals[seat],
      voided,
    };
  });
}

/** The result sheet's headline: the dealer made the contract or not. */
export function verdict(r: HandResult, names: SeatNames): TextRef {
  return {
    key: r.made ? 'queens-dungeon.result.verdictMade' : 'queens-dungeon.result.verdictFailed',
    params: { ...seatParams(names, { name: r.dealer }), tricks: r.tricks[r.dealer], contract: r.contract },
  };
}

/** A dungeon or key record in words. */
function dungeonLine(d: DungeonRecord, names: SeatNames, base: 'explain' | 'history'): TextRef {
  return { key: `queens-dungeon.${base}.${d.kind}`, params: { ...seatParams(names, { name: d.seat }), trick: d.trickNo, before: scoreNumber(d.before), after: scoreNumber(d.after) } };
}

export function explainScore(o: Observation, names: SeatNames): TextRef[] {
  const r = asQd(o).result;
  if (!r) return [];
  const lines: TextRef[] = [];
  for (const row of resultRows(r)) {
    const who = seatParams(names, { name: row.seat });
    const counts = { tricks: row.scoringTricks, queens: row.queens, trickPoints: row.trickPoints, queenPoints: row.queenPoints, total: row.hand };
    if (row.seat === r.dealer) {
      lines.push(r.made
        ? { key: row.voided ? 'queens-dungeon.explain.dealerMadeVoided' : 'queens-dungeon.explain.dealerMade', params: { ...who, ...counts, taken: row.tricks, contract: r.contract } }
        : { key: 'queens-dungeon.explain.dealerFailed', params: { ...who, taken: row.tricks, contract: r.contract } });
    } else {
      lines.push({ key: row.voided ? 'queens-dungeon.explain.voided' : 'queens-dungeon.explain.player', params: { ...who, ...counts } });
    }
  }
  for (const d of r.dungeons) lines.push(dungeonLine(d, names, 'explain'));
  return lines;
}

/** The trumps of a deal in a row: "♥ → ♠". */
export function trumpTrail(trumps: readonly { suit: Suit }[]): string {
  return trumps.map((t) => SUIT_SYMBOL[t.suit]).join(' → ');
}

/** A deal on the score sheet: the dealer, the trumps, the contract, any dungeon; each seat's change (the dungeon's included). */
export function scoreSheetRow(hand: ScoredHand, _obs: Observation, names: SeatNames, tr: Tr): ScoreSheetRow {
  const r = hand as HandResult;
  const lines = [tr(r.made ? 'queens-dungeon.sheet.made' : 'queens-dungeon.sheet.failed', {
    ...seatParams(names, { name: r.dealer }), trumps: trumpTrail(r.trumps), tricks: r.tricks[r.dealer], contract: r.contract,
  })];
  for (const d of r.dungeons) lines.push(tr(`queens-dungeon.sheet.${d.kind}`, { ...seatParams(names, { name: d.seat }), before: scoreNumber(d.before), after: scoreNumber(d.after) }));
  return { what: `${lines.join(tr('queens-dungeon.sheet.separator'))}${tr('queens-dungeon.sheet.end')}`, change: r.totals.map((t, s) => t - r.totalsBefore[s]) };
}

/** The hand history's lines (and the news of another seat's doing): trumps named and changed, dungeons, the contract. */
export function describeFact(f: Fact, names: SeatNames): TextRef | null {
  const name = seatParams(names, { name: f.seat as Seat });
  const suit = typeof f.suit === 'string' ? SUIT_SYMBOL[f.suit as Suit] ?? '' : '';
  switch (f.type) {
    case 'TRUMP_CHOSEN': return { key: 'queens-dungeon.history.trumpChosen', params: { ...name, suit } };
    case 'TRUMP_CHANGED': return { key: 'queens-dungeon.history.trumpChanged', params: { ...name, suit, trick: f.trickNo } };
    case 'DUNGEON_CHOSEN': {
      const kind = f.kind === 'key' ? 'key' : 'dungeon';
      return { key: `queens-dungeon.history.${kind}`, params: { ...name, before: scoreNumber(Number(f.before)), after: scoreNumber(Number(f.after)) } };
    }
    case 'HAND_SCORED': return { key: f.made ? 'queens-dungeon.history.made' : 'queens-dungeon.history.failed' };
    default: return null;
  }
}

/**
 * The words of a trump choice (the blind one and the forced change alike: "make ♠ trump") and
 * of a dungeon or key option; other actions in the table's words.
 */
export function describeAction(tr: Tr, a: Action): string | null {
  if (a.type === 'CHOOSE_TRUMP' && typeof a.suit === 'string') {
    return tr('queens-dungeon.action.CHOOSE_TRUMP', { suit: `${SUIT_SYMBOL[a.suit as Suit]} ${tr(`table.suitPlural.${a.suit}`)}` });
  }
  if (a.type === 'DUNGEON_CHOICE' && typeof a.option === 'string') {
    return tr(`queens-dungeon.action.option.${a.option}`, { defaultValue: a.option });
  }
  return null;
}

/** The queens in the trick on the table. */
export function queensOnTable(obs: QueensDungeonObservation): number {
  return queensIn(obs.trick);
}

/** The setting reviewLastTrick: may the last trick be looked at again (QD-5). */
export function reviewsLastTrick(obs: Observation): boolean {
  return asQd(obs).options?.reviewLastTrick ?? true;
}

/** §4.1: gathered tricks lie face down, only the last may be seen: the history replays scored deals only (QD-10). */
export function replaysHandInProgress(): boolean {
  return false;
}
