// King of the Hill's presentation logic: hand order (the trumps of the round as one suit, then
// the plain suits), card and seat badges (each seat's rank on the track 2 → A, King, partner),
// tutor lines (§10), the burial's "pick eight, confirm" and the pair follow's "pick two", trick
// and score explanations, history and score-sheet lines, the words for actions. Trumps, card
// strength, points and what is legal come from the engine's rules module and the observation;
// nothing here decides a rule.
//
// Hidden information (§4.2): the buried kitty is the King's until the round is scored (a
// burial is announced as "a card" to everyone else); under hiddenPartner the partner is read
// only from the observation's public `partner` field (-1 until the called card is played).
import type { Action, Card, CompletedTrick, Fact, Observation, Rank, ScoredHand, Seat, Suit } from '../../../engine';
import { cardPoints, effSuit, isTrump, rulesFor, strength } from '../../../engine/games/king-of-the-hill/rules';
import type { HandResult, KothObservation, TrumpSuit } from '../../../engine/games/king-of-the-hill/types';
import type { CardBadge } from '../../table/Card';
import { seatParams, type SeatNames } from '../../table/seatNames';
import { cardShort, SUIT_SYMBOL, type Tr } from '../../table/text';
import type { CardSelection, ScoreSheetRow, SeatBadge, TextRef } from '../index';

export const G = 'king-of-the-hill';

export function asKh(obs: Observation): KothObservation {
  return obs as KothObservation;
}

/** The track 2 → A (§1). */
export const TRACK: readonly Rank[] = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** A card in a sentence: "10♥", jokers as "RJ"/"BJ" with a star (both jokers differ, unlike cardShort's). */
export function short(card: Card): string {
  if (card === 'RJ') return '★R';
  if (card === 'BJ') return '★B';
  return cardShort(card);
}

export const shortList = (cards: readonly Card[]): string => cards.map(short).join(' ');

/** "♠ spades" / "No-trump" for sentences. */
export function suitWords(tr: Tr, suit: TrumpSuit | 'TRUMP' | null): string {
  if (suit === null) return tr(`${G}.panel.noSuit`);
  return tr(`${G}.suitName.${suit}`);
}

const rulesOf = (obs: KothObservation) => rulesFor(obs.trumpRank, obs.trumpSuit);

/** Trumps first, high to low; then ♠ ♥ ♣ ♦ (colours alternate), each high to low. */
const SUIT_ORDER: readonly Suit[] = ['S', 'H', 'C', 'D'];
export function sortHand(hand: readonly Card[], o: Observation): Card[] {
  const obs = asKh(o);
  if (!obs.trumpRank) return [...hand];
  const rules = rulesOf(obs);
  const key = (c: Card) => {
    if (isTrump(c, rules)) return -strength(c, rules) * 10 - SUIT_ORDER.indexOf(c.slice(-1) as Suit);
    return 1000 + SUIT_ORDER.indexOf(c.slice(-1) as Suit) * 100 - strength(c, rules);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}

/** Every trump of the round is marked (a 2♥ is no heart when 2 is the trump rank). */
export function cardBadge(card: Card, o: Observation, tr: Tr): CardBadge | null {
  const obs = asKh(o);
  if (!obs.trumpRank) return null;
  const rules = rulesOf(obs);
  if (!isTrump(card, rules)) return null;
  const top = card === 'RJ' || card === 'BJ' || (card.slice(0, -1) === obs.trumpRank && card.slice(-1) === obs.trumpSuit);
  return top
    ? { tone: 'super', label: tr(`${G}.badge.topTrump`), short: '★' }
    : { tone: 'trump', label: tr(`${G}.badge.trump`), short: tr(`${G}.badge.trumpShort`) };
}

/** The partner as the whole table knows it: the observation's public field, or the result's. */
export function publicPartner(obs: KothObservation): Seat {
  if (obs.result) return obs.result.partner;
  return obs.partner;
}

export function seatBadges(seat: Seat, o: Observation, tr: Tr): SeatBadge[] {
  const obs = asKh(o);
  const out: SeatBadge[] = [];
  const rank = obs.ranks?.[seat];
  if (rank) out.push({ id: 'rank', label: tr(`${G}.badge.rank`, { rank }), title: tr(`${G}.badge.rankTitle`, { rank }) });
  if (obs.phase === 'gameOver') return out;
  const partner = publicPartner(obs);
  const king = obs.result ? obs.result.king : obs.king;
  if (seat === king) out.push({ id: 'king', label: tr(`${G}.badge.king`), title: tr(`${G}.badge.kingTitle`) });
  // the challengers go without a badge: every seat that is neither King nor partner
  else if (seat === partner && obs.calledCard) out.push({ id: 'partner', label: tr(`${G}.badge.partner`), title: tr(`${G}.badge.partnerTitle`, { card: short(obs.calledCard) }) });
  const d = obs.declaration;
  if (d && d.level > 0 && d.declarer === seat && (obs.phase === 'dealing' || obs.phase === 'dealEndWindow' || obs.phase === 'kitty' || obs.phase === 'callPartner')) {
    const cards = shortList(d.cards);
    out.push({ id: 'declarer', label: tr(`${G}.badge.declarer`, { cards }), title: tr(`${G}.badge.declarerTitle`, { cards }) });
  }
  if (obs.contenders?.includes(seat)) out.push({ id: 'contender', label: tr(`${G}.badge.contender`), title: tr(`${G}.badge.contenderTitle`) });
  return out;
}

const has = (obs: Observation, type: string) => obs.legal.some((a) => a.type === type);

/** The seat asked now (the engine's toAct). */
const actorOf = (obs: KothObservation): Seat | undefined => obs.toAct[0];

/** §10's prompt for the moment, refined by whose turn it is and the chance on offer. */
export function tutorPrompt(o: Observation, viewer: Seat | null, phaseKey: string | undefined, names: SeatNames): TextRef | null {
  const obs = asKh(o);
  const actor = actorOf(obs);
  const myTurn = viewer !== null && actor === viewer;
  const name = seatParams(names, { name: actor ?? null });
  const king = obs.king;
  switch (obs.phase) {
    case 'dealing':
    case 'dealEndWindow': {
      if (myTurn) {
        const decl = obs.legal.find((a) => a.type === 'DECLARE_TRUMP');
        const over = obs.legal.find((a) => a.type === 'OVERRIDE_TRUMP');
        const reinf = obs.legal.find((a) => a.type === 'REINFORCE');
        if (over) {
          const card = (over.cards as Card[])[0];
          return { key: `${G}.tutor.overrideChance`, params: { card: short(card), suit: SUIT_SYMBOL[card.slice(-1) as Suit] } };
        }
        if (reinf) return { key: `${G}.tutor.reinforceChance`, params: { card: short(reinf.card as Card) } };
        if (decl && obs.phase === 'dealing' && obs.options.declarationTiming === 'onDeal') {
          const card = (decl.cards as Card[])[0];
          return { key: `${G}.tutor.declareChance`, params: { card: short(card), suit: SUIT_SYMBOL[card.slice(-1) as Suit] } };
        }
        if (obs.phase === 'dealEndWindow') return { key: `${G}.tutor.dealEndWindow` };
        return { key: `${G}.tutor.dealingAny`, params: { rank: obs.trumpRank } };
      }
      if (obs.dealt <= 5 && king >= 0) return { key: `${G}.tutor.roundStart`, params: { ...seatParams(names, { name: king }), rank: obs.trumpRank } };
      if (actor !== undefined) return { key: `${G}.tutor.dealWait`, params: name };
      return { key: phaseKey ?? `${G}.tutor.dealing` };
    }
    case 'chooseTrump':
      return myTurn ? { key: `${G}.tutor.chooseYou`, params: { rank: obs.trumpRank } } : { key: `${G}.tutor.chooseWait`, params: name };
    case 'kitty':
      return myTurn ? { key: `${G}.tutor.kittyYou` } : { key: `${G}.tutor.kittyWait`, params: name };
    case 'callPartner':
      return myTurn ? { key: `${G}.tutor.callYou` } : { key: `${G}.tutor.callWait`, params: name };
    case 'trickPlay': {
      // the first trick, right after the call: why the partner moved
      if (!myTurn) {
        if (obs.trickNo <= 1 && obs.trick.length === 0 && obs.options.reseat && !obs.options.hiddenPartner) return { key: `${G}.tutor.reseat` };
        return { key: `${G}.tutor.wait`, params: name };
      }
      if (obs.trick.length === 0) return { key: `${G}.tutor.lead` };
      const led = obs.trick[0].card;
      const suit = effSuit(led, rulesOf(obs));
      // a trump lead is worded as its own sentence (context "trump")
      const suitParams = suit === 'TRUMP' ? { context: 'trump' } : { suit: SUIT_SYMBOL[suit] };
      if (obs.trickSize === 2) {
        const cards = shortList(obs.trick.slice(0, 2).map((p) => p.card));
        return { key: obs.options.pairFollow === 'strict' ? `${G}.tutor.followPairStrict` : `${G}.tutor.followPair`, params: { cards, ...suitParams } };
      }
      return { key: `${G}.tutor.followSingle`, params: { card: short(led), ...suitParams } };
    }
    case 'handResult':
      return { key: `${G}.tutor.handResult` };
    case 'gameOver':
      return { key: `${G}.tutor.gameOver` };
    default:
      return phaseKey ? { key: phaseKey } : null;
  }
}

// ------------------------------------------------------------------------- several-card choices

/** Copies of each card text in `cards`. */
function counts(cards: readonly Card[]): Map<Card, number> {
  const m = new Map<Card, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** `a` and `b` hold the same cards, copies counted. */
export function sameCards(a: readonly Card[], b: readonly Card[]): boolean {
  if (a.length !== b.length) return false;
  const ca = counts(a);
  const cb = counts(b);
  return [...ca].every(([c, n]) => cb.get(c) === n);
}

/**
 * The King's burial (§4 row 6): the engine takes eight DISCARDs, one card each; the table picks
 * the cards still to bury and sends them in turn after one confirm.
 */
export function burySelection(o: Observation): CardSelection | null {
  const obs = asKh(o);
  if (obs.phase !== 'kitty' || !has(obs, 'DISCARD')) return null;
  const need = 8 - (obs.buried?.length ?? 0);
  const usable = new Set(obs.legal.filter((a) => a.type === 'DISCARD').map((a) => a.card as Card));
  const actionsFor = (cards: readonly Card[]): Action[] | null => {
    if (cards.length !== need || !cards.every((c) => usable.has(c))) return null;
    // a card picked twice must be held twice
    const held = counts(obs.hand);
    for (const [c, n] of counts(cards)) if ((held.get(c) ?? 0) < n) return null;
    return cards.map((card) => ({ type: 'DISCARD', card }));
  };
  return {
    actionType: 'DISCARD',
    count: need,
    selectable: (card) => usable.has(card),
    actionFor: (cards) => actionsFor(cards)?.[0] ?? null,
    actionsFor,
    confirmLabel: { key: `${G}.actions.buryConfirm` },
    pendingLabel: { key: `${G}.actions.buryPending` },
  };
}

/** A pair lead answered (§5.2): two cards picked in the hand, one confirm carrying the legal PLAY_PAIR. */
export function pairFollowSelection(o: Observation): CardSelection | null {
  const obs = asKh(o);
  if (obs.phase !== 'trickPlay' || obs.trick.length === 0 || obs.trickSize !== 2) return null;
  const options = obs.legal.filter((a) => a.type === 'PLAY_PAIR');
  if (options.length === 0) return null;
  const usable = new Set(options.flatMap((a) => a.cards as Card[]));
  const led = obs.trick[0].card;
  const suit = effSuit(led, rulesOf(obs));
  const ofSuit = obs.hand.filter((c) => effSuit(c, rulesOf(obs)) === suit).length;
  return {
    actionType: 'PLAY_PAIR',
    count: 2,
    selectable: (card) => usable.has(card),
    actionFor: (cards) => (cards.length === 2 ? options.find((a) => sameCards(a.cards as Card[], cards)) ?? null : null),
    // a card outside the legal pairs, with another of the hand: the engine says why not
    explain: (card) => {
      const other = obs.hand.find((c) => c !== card && usable.has(c)) ?? obs.hand.find((c) => c !== card);
      if (!other || usable.has(card)) return null;
      const cards = [card, other];
      return options.some((a) => sameCards(a.cards as Card[], cards)) ? null : { type: 'PLAY_PAIR', cards };
    },
    confirmLabel: { key: `${G}.actions.pairConfirm` },
    pendingLabel: ofSuit >= 2
      ? { key: `${G}.actions.pairPendingSuit`, params: suit === 'TRUMP' ? { context: 'trump' } : { suit: SUIT_SYMBOL[suit] } }
      : { key: `${G}.actions.pairPending` },
  };
}

export function cardSelection(o: Observation): CardSelection | null {
  return burySelection(o) ?? pairFollowSelection(o);
}

// ------------------------------------------------------------------------- tricks

/** The plays of a trick as each seat made them: one card or a pair (the engine lists a pair's two cards in a row). */
export function playsOfTrick(trick: CompletedTrick): { seat: Seat; cards: Card[] }[] {
  const out: { seat: Seat; cards: Card[] }[] = [];
  for (const p of trick.cards) {
    const last = out[out.length - 1];
    if (last && last.seat === p.seat) last.cards.push(p.card);
    else out.push({ seat: p.seat, cards: [p.card] });
  }
  return out;
}

/** Why the trick went to its winner (§5.3). */
export function explainTrick(trick: CompletedTrick, o: Observation, names: SeatNames): TextRef | null {
  const obs = asKh(o);
  if (!obs.trumpRank) return null;
  const plays = playsOfTrick(trick);
  if (plays.length < 5) return null;
  const win = plays.find((p) => p.seat === trick.winner);
  if (!win) return null;
  const rules = rulesOf(obs);
  const who = seatParams(names, { winner: trick.winner });
  if (win.cards.length === 2) {
    const cards = shortList(win.cards);
    return { key: plays[0].seat === trick.winner ? `${G}.explain.pairLed` : `${G}.explain.pair`, params: { ...who, cards } };
  }
  const card = win.cards[0];
  const params = { ...who, card: short(card) };
  // an equal card played later (the other copy, or an off-suit trump-rank card) lost to it
  const equalLater = plays.some((p) => p.seat !== win.seat && plays.indexOf(p) > plays.indexOf(win)
    && effSuit(p.cards[0], rules) === effSuit(card, rules) && strength(p.cards[0], rules) === strength(card, rules));
  if (equalLater) return { key: `${G}.explain.equal`, params };
  if (!isTrump(card, rules)) return { key: `${G}.explain.single`, params };
  const ledSuit = plays[0].cards[0].slice(-1);
  const looksPlain = card.slice(0, -1) === obs.trumpRank && card.slice(-1) !== obs.trumpSuit && !isTrump(plays[0].cards[0], rules) && card.slice(-1) !== ledSuit;
  return { key: looksPlain ? `${G}.explain.trumpRank` : `${G}.explain.trump`, params };
}

// ------------------------------------------------------------------------- the round's score

/** §6.2's bracket of C, as the key of its line. */
export function bracketKey(c: number): string {
  if (c === 0) return 'king3';
  if (c < 40) return 'king2';
  if (c < 80) return 'king1';
  if (c < 120) return 'none';
  if (c < 160) return 'ch1';
  if (c < 200) return 'ch2';
  return 'ch3';
}

export function verdictKey(c: number): 'king' | 'none' | 'challengers' {
  return c < 80 ? 'king' : c < 120 ? 'none' : 'challengers';
}

/** The challengers of a round. */
export const challengersOf = (r: Pick<HandResult, 'king' | 'partner'>): Seat[] => [0, 1, 2, 3, 4].filter((s) => s !== r.king && s !== r.partner);

export function explainScore(o: Observation, names: SeatNames): TextRef[] {
  const obs = asKh(o);
  const r = obs.result;
  if (!r) return [];
  const bonus = r.kittyMultiplier > 0 && r.kittyPoints > 0 ? ` + ${r.kittyPoints} × ${r.kittyMultiplier}` : '';
  const lines: TextRef[] = [
    { key: `${G}.explain.points`, params: { trick: r.trickPoints, bonus, points: r.challengerPoints } },
    { key: `${G}.explain.bracket.${bracketKey(r.challengerPoints)}` },
  ];
  if (r.nextKing >= 0) lines.push({ key: `${G}.result.nextKing`, params: { ...seatParams(names, { name: r.nextKing }), rank: obs.ranks[r.nextKing] } });
  return lines;
}

/** A round on the score sheet: the King and partner, C; each seat's steps on the track. */
export function scoreSheetRow(hand: ScoredHand, _o: Observation, names: SeatNames, tr: Tr): ScoreSheetRow {
  const r = hand as HandResult;
  const what = tr(`${G}.sheet.row`, { ...seatParams(names, { king: r.king, partner: r.partner }), points: r.challengerPoints });
  return { what, change: r.steps.slice() };
}

// ------------------------------------------------------------------------- history and words

export function describeFact(f: Fact, names: SeatNames): TextRef | null {
  const name = typeof f.seat === 'number' ? seatParams(names, { name: f.seat as Seat }) : {};
  switch (f.type) {
    case 'TRUMP_DECLARED': {
      const cards = Array.isArray(f.cards) ? (f.cards as Card[]) : [];
      const suit = cards[0] ? SUIT_SYMBOL[cards[0].slice(-1) as Suit] : '';
      if (f.kind === 'reinforce') return { key: `${G}.history.reinforced`, params: { ...name, card: short(cards[0] ?? '') } };
      return { key: f.kind === 'override' ? `${G}.history.overridden` : `${G}.history.declared`, params: { ...name, cards: shortList(cards), suit } };
    }
    case 'KING_DRAWN': return { key: `${G}.history.kingDrawn`, params: name };
    case 'CALLED': return { key: `${G}.history.called`, params: { ...name, card: short(f.card as Card) } };
    case 'PARTNER': return { key: `${G}.history.partner`, params: { ...name, card: short(f.card as Card) } };
    // the new turn order is on the panel; the line says why it changed
    case 'RESEATED': return { key: `${G}.history.reseated` };
    default: return null;
  }
}

/** The game's words for its actions. A burial names its card only to the King (`own`: a hint). */
export function describeAction(tr: Tr, a: Action, own: boolean): string | null {
  const cards = Array.isArray(a.cards) ? (a.cards as Card[]) : [];
  const suitOf = (c: Card | undefined) => (c ? `${SUIT_SYMBOL[c.slice(-1) as Suit]} ${tr(`table.suitPlural.${c.slice(-1)}`)}` : '');
  switch (a.type) {
    case 'DECLARE_TRUMP': return tr(`${G}.action.DECLARE_TRUMP`, { cards: shortList(cards), suit: suitOf(cards[0]) });
    case 'OVERRIDE_TRUMP': return tr(`${G}.action.OVERRIDE_TRUMP`, { cards: shortList(cards), suit: suitOf(cards[0]) });
    case 'REINFORCE': return tr(`${G}.action.REINFORCE`, { card: short(a.card as Card) });
    case 'PASS': return tr(`${G}.action.PASS`);
    case 'CHOOSE_TRUMP': return a.suit === 'NT' ? tr(`${G}.action.CHOOSE_NT`) : tr(`${G}.action.CHOOSE_TRUMP`, { suit: `${SUIT_SYMBOL[a.suit as Suit]} ${tr(`table.suitPlural.${a.suit as Suit}`)}` });
    case 'DISCARD': return own ? tr(`${G}.action.DISCARD`, { card: short(a.card as Card) }) : tr(`${G}.action.DISCARD_HIDDEN`);
    case 'CALL_PARTNER': return tr(`${G}.action.CALL_PARTNER`, { card: short(a.card as Card) });
    case 'PLAY_PAIR': return tr(cards[0] === cards[1] ? `${G}.action.PLAY_PAIR` : `${G}.action.PLAY_TWO`, { cards: shortList(cards) });
    case 'NEXT_HAND': return tr(`${G}.action.NEXT_HAND`);
    default: return null;
  }
}

/** Card points of cards (§2.4). */
export const pointsIn = (cards: readonly Card[]): number => cards.reduce((n, c) => n + cardPoints(c), 0);
