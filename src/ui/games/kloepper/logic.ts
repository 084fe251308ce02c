// Kloepper's presentation logic: hand order (the eleven trumps as a suit of their own), card
// and seat badges, what the table knows of the teams, tutor lines, trick and score
// explanations, the score-table row a deal was scored by, history and score-sheet lines.
// Trumps, the card order, card points and trick winners come from the engine's rules module;
// who is on which side from the observation's public fields (queensShown, opponentsShown,
// teamShown, the hand result) and, for the viewer only, its own ones (ownSide, knownPartners,
// alone). Nothing here decides what is legal, who wins or what anything scores.
//
// Hidden partners (rules §4.2): every function that draws for the whole table (seat badges,
// the teams box, explanations, history lines) reads only the public fields. The viewer's own
// knowledge is read only where the viewer is given (not null: nobody's cards behind the
// hot-seat curtain), and a silent solo's GO_ALONE reads exactly like a pass for everyone but
// its maker.
import type { Action, Card, CompletedTrick, Fact, Observation, PlayedCard, ScoredHand, Seat, Suit } from '../../../engine';
import { BLACK_QUEENS, isTrump, PLAIN_ORDER, strength, TRUMP_ORDER } from '../../../engine/games/kloepper/rules';
import type { HandResult, KloepperObservation, KloepperOptions } from '../../../engine/games/kloepper/types';
import type { CardBadge } from '../../table/Card';
import { seatParams, type SeatNames } from '../../table/seatNames';
import { cardShort, SUIT_SYMBOL, type Tr } from '../../table/text';
import type { ScoreSheetRow, SeatBadge, TextRef } from '../index';

export function asKl(obs: Observation): KloepperObservation {
  return obs as KloepperObservation;
}

type Plain = 'C' | 'S' | 'H';
/** The plain suits after the trumps (mostly ♦): black, red, black. */
export const PLAIN_SUITS: readonly Plain[] = ['C', 'H', 'S'];
const plainOf = (c: Card): Plain => c[c.length - 1] as Plain;

/** The trumps first in their order (§2.2), then ♣ ♥ ♠, each A 10 K (Q) 9. */
export function sortHand(hand: readonly Card[]): Card[] {
  const key = (c: Card) => (isTrump(c) ? TRUMP_ORDER.indexOf(c) : 20 + PLAIN_SUITS.indexOf(plainOf(c)) * 10 + PLAIN_ORDER[plainOf(c)].indexOf(c));
  return [...hand].sort((a, b) => key(a) - key(b));
}

/** Every trump is marked (a jack of hearts is no heart); the queen of clubs, which never loses, as the top. */
export function cardBadge(card: Card, _o: Observation, tr: Tr): CardBadge | null {
  if (!isTrump(card)) return null;
  if (card === 'QC') return { tone: 'super', label: tr('kloepper.badge.topTrump'), short: '★' };
  return { tone: 'trump', label: tr('kloepper.badge.trump'), short: tr('kloepper.badge.trumpShort') };
}

/** Every card played this deal, in order (the completed tricks, then the trick on the table). */
export function playsOf(obs: KloepperObservation): PlayedCard[] {
  return [...(obs.tricks ?? []).flatMap((t) => t.cards), ...obs.trick];
}

/** A seat's side as the whole table knows it: from the hand result, or the public facts of the deal. */
export function publicSide(obs: KloepperObservation, seat: Seat): 'queens' | 'opponents' | null {
  if (obs.result) return obs.result.queensTeam.includes(seat) ? 'queens' : 'opponents';
  if (obs.queensShown?.includes(seat)) return 'queens';
  if (obs.opponentsShown?.includes(seat)) return 'opponents';
  return null;
}

/** Why the table knows a seat's side (the first public reason): its card, its call, its knock. */
export type ShownWhy = 'result' | 'QC' | 'QS' | 'both' | 'caller' | 'ace' | 'knock' | 'knockOff' | 'rest';

export function shownWhy(obs: KloepperObservation, seat: Seat): ShownWhy | null {
  const side = publicSide(obs, seat);
  if (!side) return null;
  if (obs.result) return 'result';
  const played = playsOf(obs).filter((p) => p.seat === seat).map((p) => p.card);
  if (side === 'queens') {
    if (played.includes('QC') && played.includes('QS')) return 'both';
    if (played.includes('QC')) return 'QC';
    if (played.includes('QS')) return 'QS';
    if (obs.call?.seat === seat) return 'caller';
    if (obs.call && played.includes(obs.call.card)) return 'ace';
    return 'knock';
  }
  return obs.knockOffer?.seat === seat ? 'knockOff' : 'rest';
}

export function seatBadges(seat: Seat, o: Observation, tr: Tr): SeatBadge[] {
  const obs = asKl(o);
  const out: SeatBadge[] = [];
  if (obs.phase === 'gameOver') return out;
  if (seat === obs.dealer) out.push({ id: 'dealer', label: tr('table.badge.dealer'), title: tr('kloepper.badge.dealerTitle') });
  const side = publicSide(obs, seat);
  const why = shownWhy(obs, seat);
  // one badge for the seat's side: a call, a knock or a knock-off says it (and why) in one word
  // both black queens played by one seat is a solo, unless that seat called an ace
  const solo = side === 'queens' && (obs.result?.partnership === 'SOLO' || (why === 'both' && !obs.call));
  if (solo) out.push({ id: 'alone', label: tr('kloepper.badge.alone'), title: tr(`kloepper.badge.why.${why}`) });
  else if (obs.call?.seat === seat && !obs.result) {
    out.push({ id: 'caller', label: tr('kloepper.badge.caller', { card: cardShort(obs.call.card) }), title: tr('kloepper.badge.callerTitle', { card: cardShort(obs.call.card) }) });
  } else if (obs.knocker?.seat === seat && !obs.result) out.push({ id: 'knock', label: tr('kloepper.badge.knock'), title: tr('kloepper.badge.knockTitle') });
  else if (obs.knockOffer?.seat === seat && !obs.result) out.push({ id: 'knockOff', label: tr('kloepper.badge.knockOff'), title: tr('kloepper.badge.knockOffTitle') });
  else if (side) {
    out.push({ id: side, label: tr(`kloepper.badge.${side}`), title: tr(`kloepper.badge.why.${why}`, { card: obs.call ? cardShort(obs.call.card) : '' }) });
  }
  return out;
}

/** The teams as the table knows them now: the shown members of each side, and whether all are known. */
export interface PublicTeams {
  queens: Seat[];
  opponents: Seat[];
  complete: boolean;
  /** the whole Queens team is one seat (a solo shown, or the result of one) */
  solo: boolean;
}

export function publicTeams(obs: KloepperObservation): PublicTeams {
  if (obs.result) {
    const q = obs.result.queensTeam;
    return { queens: q.slice(), opponents: [0, 1, 2, 3].filter((s) => !q.includes(s)), complete: true, solo: obs.result.partnership === 'SOLO' };
  }
  const queens = obs.queensShown ?? [];
  // the team has two members unless it is a solo: one member and the team complete is a solo shown
  return { queens: queens.slice(), opponents: (obs.opponentsShown ?? []).slice(), complete: !!obs.teamShown, solo: !!obs.teamShown && queens.length === 1 };
}

/** A card play that made a side public (§4.2): a black queen, the called ace. */
export interface Reveal {
  seat: Seat;
  card: Card;
  /** the play made the whole Queens team known */
  completes: boolean;
}

/**
 * The reveals of the deal so far, in play order: a black queen or the called ace played by a
 * seat not yet known to be on the Queens team, or a play that makes the whole team known.
 * The caller is known from the call, a knocker from the knock (before the lead, or after
 * trick 1's cards).
 */
export function reveals(obs: KloepperObservation): Reveal[] {
  const out: Reveal[] = [];
  const members = new Set<Seat>();
  if (obs.call) members.add(obs.call.seat);
  const knockAt = !obs.knocker ? Infinity : obs.knocker.moment === 'beforeLead' ? 0 : 4;
  let qc = -1;
  let qs = -1;
  const complete = () => members.size >= 2 || (qc >= 0 && qc === qs && obs.call === null);
  playsOf(obs).forEach((p, i) => {
    if (i === knockAt) members.add(obs.knocker!.seat);
    const ace = obs.call !== null && p.card === obs.call.card;
    if (!BLACK_QUEENS.includes(p.card) && !ace) return;
    const was = complete();
    const known = members.has(p.seat);
    if (p.card === 'QC') qc = p.seat;
    if (p.card === 'QS') qs = p.seat;
    members.add(p.seat);
    const completes = !was && complete();
    if (!known || completes) out.push({ seat: p.seat, card: p.card, completes });
  });
  return out;
}

/** The reveal to announce now: one made in the trick on the table, or in the trick just taken while the next is not led. */
export function freshReveal(obs: KloepperObservation): Reveal | null {
  const all = reveals(obs);
  const last = all[all.length - 1];
  if (!last || obs.result) return null;
  const inTrick = obs.trick.some((p) => p.card === last.card);
  const lastTrick = obs.tricks[obs.tricks.length - 1];
  const justTaken = obs.trick.length === 0 && lastTrick?.cards.some((p) => p.card === last.card);
  return inTrick || justTaken ? last : null;
}

/** The words of a reveal: who is on the Queens team now, and the whole team when it is complete. */
export function revealText(r: Reveal, obs: KloepperObservation, names: SeatNames): TextRef {
  const card = cardShort(r.card);
  if (r.completes) {
    const teams = publicTeams(obs);
    if (teams.solo) return { key: 'kloepper.reveal.solo', params: { ...seatParams(names, { name: r.seat }), card } };
    return { key: 'kloepper.reveal.complete', params: { ...pairParams(names, teams.queens), card } };
  }
  if (obs.call && r.card === obs.call.card) return { key: 'kloepper.reveal.ace', params: { ...seatParams(names, { name: r.seat, caller: obs.call.seat }), card } };
  return { key: 'kloepper.reveal.queen', params: { ...seatParams(names, { name: r.seat }), card } };
}

/**
 * Two seats in one sentence, the person first ("You and Di"): `a`, `b`, with the context `you`
 * when the person is one of them (the catalogue's `_you` sentence); one seat: `a` only.
 */
export function pairParams(names: SeatNames, seats: readonly Seat[]): Record<string, unknown> {
  const you = names.you;
  const ordered = you !== null && you !== undefined && seats.includes(you) ? [you, ...seats.filter((s) => s !== you)] : [...seats];
  return seatParams(names, { a: ordered[0], b: ordered[1] });
}

/** The seat the table waits on, as the tutor names it. */
function waitingOn(obs: KloepperObservation): Seat {
  return obs.toAct[0] ?? obs.leader;
}

const has = (obs: KloepperObservation, type: string) => obs.legal.some((a) => a.type === type);

/** The plain order of a suit in words: A 10 K Q 9 (hearts), A 10 K 9 (clubs, spades). */
export function plainOrderText(suit: Plain): string {
  return PLAIN_ORDER[suit].map((c) => c.slice(0, -1)).join(' ');
}

/** The trump order as the table writes it: Q♣ Q♠ J♣ J♠ J♥ J♦ A♦ 10♦ K♦ Q♦ 9♦. */
export const TRUMP_TEXT = TRUMP_ORDER.map(cardShort).join(' ');

export function tutorPrompt(o: Observation, viewer: Seat | null, phaseKey: string | undefined, names: SeatNames): TextRef | null {
  const obs = asKl(o);
  const myTurn = viewer !== null && obs.toAct.includes(viewer);
  const name = seatParams(names, { name: waitingOn(obs) });
  switch (obs.phase) {
    case 'partnerDeclaration': {
      // §10: the double holder is told to call or go alone; everyone else hears the same words
      if (myTurn && has(obs, 'GO_ALONE')) return { key: has(obs, 'CALL_PARTNER') ? 'kloepper.tutor.declareYou' : 'kloepper.tutor.declareAlone' };
      return myTurn ? { key: 'kloepper.tutor.declarePass' } : { key: 'kloepper.tutor.declareWait', params: name };
    }
    case 'knockWindow': {
      const knocker = obs.knocker ? seatParams(names, { knocker: obs.knocker.seat }) : {};
      if (myTurn && has(obs, 'KNOCK')) return { key: obs.pollKind === 'window2' ? 'kloepper.tutor.knockLast' : 'kloepper.tutor.knock' };
      if (myTurn && has(obs, 'KNOCK_OFF')) return { key: 'kloepper.tutor.knockOff', params: seatParams(names, { knocker: obs.knocker?.seat }) };
      if (obs.pollKind === 'response') {
        return myTurn ? { key: 'kloepper.tutor.responsePass', params: knocker } : { key: 'kloepper.tutor.responseWait', params: { ...seatParams(names, { name: waitingOn(obs), knocker: obs.knocker?.seat }) } };
      }
      if (myTurn) return { key: obs.pollKind === 'window2' ? 'kloepper.tutor.windowPassLast' : 'kloepper.tutor.windowPass' };
      return { key: obs.pollKind === 'window2' ? 'kloepper.tutor.windowWaitLast' : 'kloepper.tutor.windowWait', params: name };
    }
    case 'trickPlay': {
      const knock = viewer !== null && (has(obs, 'KNOCK') || has(obs, 'KNOCK_OFF'));
      if (!myTurn) return knock ? { key: has(obs, 'KNOCK') ? 'kloepper.tutor.knockAnyTime' : 'kloepper.tutor.knockOffAnyTime' } : { key: 'kloepper.tutor.wait', params: name };
      if (obs.trick.length === 0) return { key: knock ? 'kloepper.tutor.leadKnock' : 'kloepper.tutor.lead' };
      const led = obs.trick[0].card;
      if (isTrump(led)) return { key: 'kloepper.tutor.followTrump', params: { card: cardShort(led) } };
      const suit = plainOf(led);
      return { key: 'kloepper.tutor.follow', params: { card: cardShort(led), suit: SUIT_SYMBOL[suit], order: plainOrderText(suit) } };
    }
    case 'handResult':
      return { key: 'kloepper.tutor.handResult', params: { win: obs.options.scoreTable.partnership.winMin } };
    case 'gameOver':
      return { key: 'kloepper.tutor.gameOver', params: { target: obs.options.targetScore } };
    default:
      return phaseKey ? { key: phaseKey } : null;
  }
}

/** The public call: who called which ace, and once the ace is played, who holds it. */
export function callLine(o: Observation, names: SeatNames): TextRef | null {
  const obs = asKl(o);
  if (!obs.call) return null;
  const card = cardShort(obs.call.card);
  const holder = playsOf(obs).find((p) => p.card === obs.call!.card)?.seat;
  return holder === undefined
    ? { key: 'kloepper.panel.call', params: { ...seatParams(names, { name: obs.call.seat }), card } }
    : { key: 'kloepper.panel.callKnown', params: { ...seatParams(names, { name: obs.call.seat, partner: holder }), card } };
}

/**
 * What the viewer alone knows of its side (rules §4.2): from its own cards and the call. Only
 * for the viewer on screen; null behind the hot-seat curtain and before it knows.
 */
export function ownSideLine(o: Observation, viewer: Seat | null, names: SeatNames): TextRef | null {
  const obs = asKl(o);
  if (viewer === null || obs.seat !== viewer || obs.result || obs.phase === 'gameOver') return null;
  const mine = (c: Card) => obs.hand.includes(c) || playsOf(obs).some((p) => p.seat === viewer && p.card === c);
  const queens = BLACK_QUEENS.filter(mine).map(cardShort).join(' ');
  if (obs.alone) return { key: 'kloepper.own.alone' };
  if (obs.ownSide === 'queens') {
    const partner = obs.knownPartners[0];
    if (obs.call && obs.call.seat === viewer) {
      return partner === undefined ? { key: 'kloepper.own.caller', params: { card: cardShort(obs.call.card) } } : { key: 'kloepper.own.callerKnown', params: { ...seatParams(names, { partner }), card: cardShort(obs.call.card) } };
    }
    if (obs.call) return { key: 'kloepper.own.calledAce', params: { ...seatParams(names, { partner: obs.call.seat }), card: cardShort(obs.call.card) } };
    if (queens && obs.phase === 'partnerDeclaration' && queens.includes(' ')) return { key: 'kloepper.own.bothQueens' };
    return partner === undefined ? { key: 'kloepper.own.queen', params: { cards: queens } } : { key: 'kloepper.own.queenKnown', params: { ...seatParams(names, { partner }), cards: queens } };
  }
  if (obs.ownSide === 'opponents') return { key: obs.knownPartners.length > 0 ? 'kloepper.own.opponentsKnown' : 'kloepper.own.opponents', params: pairParams(names, obs.knownPartners) };
  return { key: 'kloepper.own.undecided' };
}

/** The trumps of a trick, high to low, as "J♥ > A♦ > 9♦". */
export function trumpOrderOf(cards: readonly PlayedCard[]): string {
  return cards.map((p) => p.card).filter(isTrump).sort((a, b) => strength(b) - strength(a)).map(cardShort).join(' > ');
}

/**
 * Why the trick went to its winner (the engine's record): the highest trump, with the trumps of
 * the trick in their order; a lone trump beats every plain card; with no trump, the highest card
 * of the led suit in the plain order A 10 K (Q) 9. A black queen or jack played to a plain
 * lead of its printed suit is named as the trump it is (the beginner's mistake, §10).
 */
export function explainTrick(trick: CompletedTrick, _o: Observation, names: SeatNames): TextRef | null {
  if (trick.cards.length < 4) return null;
  const win = trick.cards.find((p) => p.seat === trick.winner);
  if (!win) return null;
  const led = trick.cards[0].card;
  const trumps = trick.cards.filter((p) => isTrump(p.card));
  const who = seatParams(names, { winner: trick.winner });
  const card = cardShort(win.card);
  if (trumps.length === 0) {
    const suit = plainOf(led);
    return { key: 'kloepper.explain.led', params: { ...who, card, suit: SUIT_SYMBOL[suit], order: plainOrderText(suit) } };
  }
  // trumps that look like the led plain suit: Q♣ or J♣ on a club lead, J♥ on a heart lead
  const looks = isTrump(led) ? [] : trumps.filter((p) => p.card[p.card.length - 1] === plainOf(led)).map((p) => cardShort(p.card));
  const base = trumps.length === 1 ? 'oneTrump' : 'trump';
  const params = { ...who, card, order: trumpOrderOf(trick.cards), looks: looks.join(', '), suit: isTrump(led) ? '' : SUIT_SYMBOL[plainOf(led)] };
  return { key: `kloepper.explain.${base}${looks.length > 0 ? 'Looks' : ''}`, params };
}

// ------------------------------------------------------------------------- the deal's score

/** Which table of §6 scored the deal, the row, and what each member of the winning side scored. */
export interface AppliedRow {
  table: 'partnership' | 'solo' | 'knock' | 'knockOff' | 'soloKnock';
  row: 'all' | 'schneider' | 'win' | 'oppWin' | 'oppSchneider' | 'success' | 'failOpp';
  winners: 'queens' | 'opponents';
  value: number;
  /** knockOffRule 'literal' (D-6): a knock-off pays the Queens team whatever the tricks */
  literal: boolean;
}

/**
 * The row of the score table (§6.1–§6.3, values from the table option in force) a scored deal
 * falls in, from its record: the kind of partnership, the knock, all six tricks, the Queens
 * team's card points. The deltas themselves are the engine's (HandResult.deltas).
 */
export function appliedRow(r: HandResult, options: Pick<KloepperOptions, 'scoreTable' | 'knockOffRule'>): AppliedRow {
  const t = options.scoreTable;
  const solo = r.partnership === 'SOLO';
  const knock = r.knockOff ? 'KNOCKED_OFF' : r.knock ? 'KNOCKED' : 'NONE';
  if (knock !== 'NONE') {
    const table = solo ? 'soloKnock' : knock === 'KNOCKED' ? 'knock' : 'knockOff';
    const stake = t[table];
    const literal = !solo && knock === 'KNOCKED_OFF' && options.knockOffRule === 'literal';
    const won = literal || r.allTricks;
    return { table, row: won ? 'success' : 'failOpp', winners: won ? 'queens' : 'opponents', value: won ? stake.success : stake.failOpp, literal };
  }
  const p = t.partnership;
  const v = solo ? t.solo : p;
  const table = solo ? 'solo' : 'partnership';
  const qp = r.queensPoints;
  const row = r.allTricks ? 'all' : qp >= p.schneiderMin ? 'schneider' : qp >= p.winMin ? 'win' : qp > p.oppSchneiderMax ? 'oppWin' : 'oppSchneider';
  return { table, row, winners: row === 'oppWin' || row === 'oppSchneider' ? 'opponents' : 'queens', value: v[row], literal: false };
}

/** The rows of the table that scored a deal, in order, each with its card-point band where it has one. */
export interface TableRow {
  row: AppliedRow['row'];
  winners: 'queens' | 'opponents';
  value: number;
  /** the band of the Queens team's card points: [min, max] */
  band: [number, number] | null;
}

export function scoreTableRows(table: AppliedRow['table'], options: Pick<KloepperOptions, 'scoreTable'>): TableRow[] {
  const t = options.scoreTable;
  if (table === 'knock' || table === 'knockOff' || table === 'soloKnock') {
    return [
      { row: 'success', winners: 'queens', value: t[table].success, band: null },
      { row: 'failOpp', winners: 'opponents', value: t[table].failOpp, band: null },
    ];
  }
  const p = t.partnership;
  const v = table === 'solo' ? t.solo : p;
  return [
    { row: 'all', winners: 'queens', value: v.all, band: null },
    { row: 'schneider', winners: 'queens', value: v.schneider, band: [p.schneiderMin, 120] },
    { row: 'win', winners: 'queens', value: v.win, band: [p.winMin, p.schneiderMin - 1] },
    { row: 'oppWin', winners: 'opponents', value: v.oppWin, band: [p.oppSchneiderMax + 1, p.winMin - 1] },
    { row: 'oppSchneider', winners: 'opponents', value: v.oppSchneider, band: [0, p.oppSchneiderMax] },
  ];
}

/** The Queens team of a record, the person first; the opponents. */
function sides(r: HandResult): { queens: Seat[]; opponents: Seat[] } {
  return { queens: r.queensTeam.slice(), opponents: [0, 1, 2, 3].filter((s) => !r.queensTeam.includes(s)) };
}

/** The tricks a side took in a deal. */
export function sideTricks(r: HandResult, seats: readonly Seat[]): number {
  return seats.reduce((n, s) => n + (r.tricks[s] ?? 0), 0);
}

/** The result sheet's headline: who won the deal, and how. */
export function verdict(r: HandResult, options: Pick<KloepperOptions, 'scoreTable' | 'knockOffRule'>, names: SeatNames): TextRef {
  const a = appliedRow(r, options);
  const { queens } = sides(r);
  const solo = r.partnership === 'SOLO';
  const team = solo ? seatParams(names, { a: queens[0] }) : pairParams(names, queens);
  const params = { ...team, points: r.queensPoints, opp: 120 - r.queensPoints, value: a.value };
  if (a.table === 'knock' || a.table === 'knockOff' || a.table === 'soloKnock') {
    const key = a.literal ? 'knockOffLiteral' : a.row === 'success' ? 'knockWon' : 'knockLost';
    return { key: `kloepper.result.verdict.${key}${solo ? 'Solo' : ''}`, params };
  }
  const key = a.row === 'all' ? 'all' : a.winners === 'queens' ? 'won' : 'lost';
  return { key: `kloepper.result.verdict.${key}${solo ? 'Solo' : ''}`, params };
}

/** How the Queens team was made this deal: the black queens, a called ace, a solo. */
export function partnershipLine(r: HandResult, names: SeatNames): TextRef {
  const { queens } = sides(r);
  if (r.partnership === 'SOLO') return { key: 'kloepper.result.how.solo', params: seatParams(names, { name: queens[0] }) };
  if (r.partnership === 'CALLED' && r.call) {
    const partner = queens.find((s) => s !== r.call!.seat) ?? r.call.seat;
    return { key: 'kloepper.result.how.called', params: { ...seatParams(names, { name: r.call.seat, partner }), suit: SUIT_SYMBOL[r.call.suit as Suit] } };
  }
  return { key: 'kloepper.result.how.normal', params: pairParams(names, queens) };
}

/** The score-table row applied, in words: the band and what each member of the winning side scored. */
export function rowLine(r: HandResult, options: Pick<KloepperOptions, 'scoreTable' | 'knockOffRule'>): TextRef {
  const a = appliedRow(r, options);
  const row = scoreTableRows(a.table, options).find((x) => x.row === a.row)!;
  const params = { value: a.value, min: row.band?.[0], max: row.band?.[1], points: r.queensPoints };
  if (a.literal) return { key: 'kloepper.explain.row.literal', params };
  const kind = a.table === 'partnership' || a.table === 'solo' ? a.row : `knock.${a.row}`;
  return { key: `kloepper.explain.row.${kind}${a.table === 'solo' || a.table === 'soloKnock' ? 'Solo' : ''}`, params };
}

export function explainScore(o: Observation, names: SeatNames): TextRef[] {
  const obs = asKl(o);
  const r = obs.result;
  if (!r) return [];
  const { queens } = sides(r);
  const lines: TextRef[] = [partnershipLine(r, names)];
  lines.push({
    key: r.allTricks ? 'kloepper.explain.pointsAll' : 'kloepper.explain.points',
    params: { points: r.queensPoints, tricks: sideTricks(r, queens), opp: 120 - r.queensPoints, oppTricks: 6 - sideTricks(r, queens) },
  });
  if (r.knock) lines.push({ key: r.knockOff ? 'kloepper.explain.knockedOff' : 'kloepper.explain.knocked', params: seatParams(names, { name: r.knock.seat, other: r.knockOff?.seat }) });
  lines.push(rowLine(r, obs.options));
  return lines;
}

/** A deal on the score sheet: the Queens team and how it was made, its card points, the row; each seat's change. */
export function scoreSheetRow(hand: ScoredHand, obs: Observation, names: SeatNames, tr: Tr): ScoreSheetRow {
  const r = hand as HandResult;
  const how = partnershipLine(r, names);
  const row = rowLine(r, asKl(obs).options);
  const pts = tr(r.allTricks ? 'kloepper.sheet.pointsAll' : 'kloepper.sheet.points', { points: r.queensPoints });
  const knock = r.knock ? tr(r.knockOff ? 'kloepper.sheet.knockedOff' : 'kloepper.sheet.knocked') : '';
  const parts = [tr(how.key, how.params), [pts, knock].filter(Boolean).join(tr('table.listSeparator')), tr(row.key, row.params)];
  return { what: parts.join(' '), change: r.deltas.slice() };
}

/** The hand history's lines (public facts): the call, the black queens played, knocks, the deal scored. */
export function describeFact(f: Fact, names: SeatNames): TextRef | null {
  const name = seatParams(names, { name: f.seat as Seat });
  switch (f.type) {
    case 'CALLED': return { key: 'kloepper.history.called', params: { ...name, suit: SUIT_SYMBOL[(String(f.card).slice(-1)) as Suit] } };
    case 'KNOCKED': return { key: 'kloepper.history.knocked', params: name };
    case 'KNOCKED_OFF': return { key: 'kloepper.history.knockedOff', params: name };
    case 'CARD_PLAYED': return BLACK_QUEENS.includes(f.card as Card) ? { key: 'kloepper.history.queen', params: { ...name, card: cardShort(f.card as Card) } } : null;
    case 'HAND_SCORED': {
      const team = Array.isArray(f.queensTeam) ? (f.queensTeam as Seat[]) : [];
      return {
        key: f.partnership === 'SOLO' ? 'kloepper.history.scoredSolo' : 'kloepper.history.scored',
        params: { ...(f.partnership === 'SOLO' ? seatParams(names, { a: team[0] }) : pairParams(names, team)), points: f.queensPoints },
      };
    }
    default: return null;
  }
}

/**
 * The game's words for its actions. A call names its ace; a solo is silent (D-10): for anyone
 * but its maker (`own`: a hint) GO_ALONE reads exactly like a pass, so the announcer cannot
 * tell a solo from a seat with nothing to declare.
 */
export function describeAction(tr: Tr, a: Action, own: boolean): string | null {
  switch (a.type) {
    case 'CALL_PARTNER': {
      const suit = String(a.card).slice(-1) as Suit;
      return tr('kloepper.action.CALL_PARTNER', { card: cardShort(a.card as Card), suit: `${SUIT_SYMBOL[suit]} ${tr(`table.suitPlural.${suit}`)}` });
    }
    case 'GO_ALONE': return tr(own ? 'kloepper.action.GO_ALONE' : 'kloepper.action.PASS');
    case 'PASS': return tr('kloepper.action.PASS');
    case 'KNOCK': return tr('kloepper.action.KNOCK');
    case 'KNOCK_OFF': return tr('kloepper.action.KNOCK_OFF');
    case 'NEXT_HAND': return tr('kloepper.action.NEXT_HAND');
    default: return null;
  }
}

/** The stake of the deal now: ×1, ×2 after a knock, ×4 after a knock-off (the panel's chip). */
export function stakeOf(obs: KloepperObservation): 1 | 2 | 4 {
  return obs.knock === 'KNOCKED_OFF' ? 4 : obs.knock === 'KNOCKED' ? 2 : 1;
}
