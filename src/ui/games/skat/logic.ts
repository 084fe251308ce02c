// Skat's presentation logic: hand order, badges, contract words, tutor lines. Card classes,
// trick winners and game values come from the engine's own rules modules, so nothing here
// decides what is legal or who wins.
import i18n from 'i18next';
import type { Action, Card, CompletedTrick, Fact, Observation, ScoredHand, Seat, Suit } from '../../../engine';
import { trickRules } from '../../../engine/games/skat/contract';
import { effSuit, skatRank, skatSuit, trickWinnerIndex } from '../../../engine/games/skat/rules';
import {
  BASE_VALUE, baseValue, contractValueFor, gameDeltas, gameOutcome, nullValue, type ContractValue, type LevelStep,
} from '../../../engine/games/skat/scoring';
import type { Contract, HandScore, HandSummary, SkatObservation, TrickRules } from '../../../engine/games/skat/types';
import type { CardBadge } from '../../table/Card';
import { seatParams, type SeatNames } from '../../table/seatNames';
import { cardShort, signed, SUIT_SYMBOL, type Tr } from '../../table/text';
import type { CardSelection, ScoreSheetRow, SeatBadge, TextRef } from '../index';
import { legalCardSelection } from '../selection';

// explainScore / describeFact return keys with params, without a translate function: the
// contract's name inside them is worded here, in the language of the moment.
const trNow: Tr = (key, options) => (i18n.t as unknown as Tr)(key, options);

export function asSk(obs: Observation): SkatObservation {
  return obs as SkatObservation;
}

/** The table's option: may the last trick and the hand in progress be looked at again. */
export function reviewsLastTrick(obs: Observation): boolean {
  return asSk(obs).options.reviewLastTrick;
}

/** How tricks are played now: the contract's rules, Grand's in Ramsch, none before declaring. */
export function rulesNow(obs: SkatObservation): TrickRules | null {
  if (obs.contract) return trickRules(obs.contract);
  return obs.ramsch ? { kind: 'grand' } : null;
}

// Colours alternate: ♣ ♥ ♠ ♦ (black, red, black, red).
const ALTERNATION: readonly Suit[] = ['C', 'H', 'S', 'D'];
const JACKS: readonly Suit[] = ['C', 'S', 'H', 'D'];
const SUIT_ORDER = ['A', '10', 'K', 'Q', '9', '8', '7'];
const NULL_ORDER = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];

/**
 * Trumps first (jacks ♣♠♥♦, then the trump suit A 10 K Q 9 8 7), then the plain suits in
 * alternating colours. Null: no trump group, A K Q J 10 9 8 7 in each suit. Before the
 * contract is known the jacks lead, as for Grand.
 */
export function sortHand(hand: readonly Card[], o: Observation): Card[] {
  const obs = asSk(o);
  const rules = rulesNow(obs) ?? { kind: 'grand' as const };
  const trump = rules.kind === 'suit' ? rules.trump : null;
  const plain = trump ? [trump, ...ALTERNATION.filter((s) => s !== trump)] : ALTERNATION;
  const key = (c: Card): number => {
    const s = skatSuit(c);
    const r = skatRank(c);
    if (rules.kind === 'null') return 100 + plain.indexOf(s) * 10 + NULL_ORDER.indexOf(r);
    if (r === 'J') return JACKS.indexOf(s);
    return 100 + plain.indexOf(s) * 10 + SUIT_ORDER.indexOf(r);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}

export function isTrumpNow(card: Card, obs: SkatObservation): boolean {
  const rules = rulesNow(obs);
  return rules !== null && effSuit(card, rules) === 'TRUMP';
}

export function cardBadge(card: Card, o: Observation, tr: Tr): CardBadge | null {
  return isTrumpNow(card, asSk(o)) ? { tone: 'trump', label: tr('skat.badge.trump'), short: tr('skat.badge.trumpShort') } : null;
}

/** The standing bid: who said it and who holds it (the last HOLD after it), from the public calls. */
export function bidState(obs: SkatObservation): { value: number; said: Seat | null; held: Seat | null } {
  const calls = obs.auction.calls;
  let said: Seat | null = null;
  let held: Seat | null = null;
  for (const c of calls) {
    if (c.type === 'BID') {
      said = c.seat;
      held = null;
    } else if (c.type === 'HOLD') held = c.seat;
  }
  return { value: obs.auction.bid, said, held };
}

export function roleOf(seat: Seat, obs: SkatObservation): 'F' | 'M' | 'R' {
  return seat === obs.roles.forehand ? 'F' : seat === obs.roles.middlehand ? 'M' : 'R';
}

export function seatBadges(seat: Seat, o: Observation, tr: Tr): SeatBadge[] {
  const obs = asSk(o);
  const badges: SeatBadge[] = [];
  if (obs.phase === 'gameOver') return badges;
  const role = roleOf(seat, obs);
  if (seat === obs.dealer) badges.push({ id: 'dealer', label: tr('table.badge.dealer'), title: tr('skat.badge.dealerTitle') });
  badges.push({ id: `role-${role}`, label: tr(`skat.role.${role}`), title: tr(`skat.role.${role}title`) });
  if (obs.declarer === seat) {
    badges.push({ id: 'declarer', label: tr('skat.badge.declarer'), title: tr('skat.badge.declarerTitle') });
  }
  if (obs.phase === 'bidding') {
    const b = bidState(obs);
    if (obs.auction.passed[seat]) badges.push({ id: 'passed', label: tr('skat.badge.passed') });
    else if (b.held === seat) badges.push({ id: 'bid', label: tr('skat.badge.held', { value: b.value }) });
    else if (b.said === seat) badges.push({ id: 'bid', label: tr('skat.badge.said', { value: b.value }) });
  }
  return badges;
}

/** "♣ Clubs · Hand · Schneider announced", "Null Ouvert Hand", "Grand". */
export function contractName(tr: Tr, c: Pick<Contract, 'type' | 'trump' | 'hand' | 'schneiderAnnounced' | 'schwarzAnnounced' | 'ouvert'>): string {
  const head = c.type === 'suit'
    ? tr('skat.contract.suit', { sym: SUIT_SYMBOL[c.trump!], suit: tr(`table.suitPlural.${c.trump!}`) })
    : tr(`skat.contract.${c.type}`);
  const parts = [head];
  if (c.type === 'null') {
    if (c.ouvert) parts.push(tr('skat.contract.ouvert'));
    if (c.hand) parts.push(tr('skat.contract.hand'));
    return parts.join(' ');
  }
  if (c.hand) parts.push(tr('skat.contract.hand'));
  // Ouvert includes Schwarz, Schwarz includes Schneider: name only the highest announcement.
  if (c.ouvert) parts.push(tr('skat.contract.ouvert'));
  else if (c.schwarzAnnounced) parts.push(tr('skat.contract.schwarz'));
  else if (c.schneiderAnnounced) parts.push(tr('skat.contract.schneider'));
  return parts.join(' · ');
}

/** What the declarer must reach in the declared game. */
export function needOf(c: Contract): { kind: 'points'; points: number } | { kind: 'schwarz' } | { kind: 'null' } {
  if (c.type === 'null') return { kind: 'null' };
  if (c.schwarzAnnounced || c.ouvert) return { kind: 'schwarz' };
  return { kind: 'points', points: c.schneiderAnnounced ? 90 : 61 };
}

/** Games whose value equals a bid, e.g. 24 → "♣×2", 23 → "Null". */
export function gamesWorth(tr: Tr, value: number): string {
  const out: string[] = [];
  // Multipliers run from 2 to 18 in suit games and to 11 in Grand (§6.10).
  for (const suit of ['D', 'H', 'S', 'C'] as const) {
    const base = BASE_VALUE[suit];
    if (value % base === 0 && value / base >= 2 && value / base <= 18) out.push(`${SUIT_SYMBOL[suit]}×${value / base}`);
  }
  const grand = BASE_VALUE.grand;
  if (value % grand === 0 && value / grand >= 2 && value / grand <= 11) out.push(`${tr('skat.contract.grand')}×${value / grand}`);
  for (const hand of [false, true]) {
    for (const ouvert of [false, true]) {
      if (nullValue(hand, ouvert) === value) out.push(contractName(tr, { type: 'null', hand, ouvert, schneiderAnnounced: false, schwarzAnnounced: false }));
    }
  }
  return out.join(', ');
}

/**
 * How a contract stands against the bid (§4.3-6, §6.7): `yes` — its certain value reaches
 * the bid; `schneider` / `schwarz` — only if that is also made; `skat` — a hand game whose
 * unseen skat decides the matadors; `never` — not even the best case reaches it: a certain
 * loss as overbid.
 */
export type Reach = 'yes' | 'schneider' | 'schwarz' | 'skat' | 'never';

export interface DeclareValue extends ContractValue {
  /** the value does not depend on the unseen skat */
  exact: boolean;
  reach: Reach;
  /** `never`: the value the certain loss is scored at and the declarer's score change */
  loss: { value: number; delta: number } | null;
}

/**
 * A contract's value for the declarer's cards, by the engine's scorer. After TAKE_SKAT the
 * twelve cards are known (hand plus put-back cards): the value is exact. In a hand game the
 * skat is unseen, so the value counts the fewest matadors any skat leaves ("at least"),
 * unless the table counts a hand game's matadors without the skat (S-2 seed reading).
 */
export function declareValue(obs: SkatObservation, declared: Partial<Contract> & Pick<Contract, 'type'>): DeclareValue {
  const c: Contract = { hand: !obs.tookSkat, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false, ...declared };
  const cards = obs.tookSkat ? [...obs.hand, ...(obs.discard ?? [])] : obs.hand;
  const v = contractValueFor(cards, c, !obs.tookSkat && !obs.options.handMatadorsIgnoreSkat);
  const exact = v.matadors === null || v.matadors.min === v.matadors.max;
  const bid = obs.bid;
  const reach: Reach = v.value >= bid ? 'yes'
    : v.best < bid ? 'never'
      : !exact ? 'skat'
        : v.schneider >= bid ? 'schneider' : 'schwarz';
  let loss: DeclareValue['loss'] = null;
  if (reach === 'never' && obs.declarer !== null) {
    // Even won Schwarz with the most matadors stays below the bid: lost, at the overbid value.
    const out = gameOutcome({ contract: c, bid, matadors: v.matadors?.max ?? 0, declarerPoints: 120, declarerTricks: 10, opponentTricks: 0 });
    loss = { value: out.value, delta: gameDeltas(obs.declarer, false, out.value, obs.options.scoring)[obs.declarer] };
  }
  return { ...v, exact, reach, loss };
}

export function tutorPrompt(o: Observation, viewer: Seat | null, phaseKey: string | undefined, names: SeatNames): TextRef | null {
  const obs = asSk(o);
  const myTurn = viewer !== null && obs.toAct.includes(viewer);
  const name = seatParams(names, { name: obs.toAct[0] ?? 0 });
  const declarer = seatParams(names, { name: obs.declarer });
  const bid = obs.auction.bid;
  switch (obs.phase) {
    case 'bidding': {
      if (!myTurn) return { key: 'skat.tutor.bidWait', params: { ...name, bid } };
      const a = obs.auction;
      if (a.stage === 3) return { key: 'skat.tutor.bidStage3' };
      if (a.awaiting === 'answer') return { key: 'skat.tutor.bidAnswer', params: { ...seatParams(names, { name: a.sayer }), bid } };
      return bid > 0 ? { key: 'skat.tutor.bidSay', params: { bid } } : { key: 'skat.tutor.bidSayFirst' };
    }
    case 'skatDecision':
      if (!myTurn) return { key: 'skat.tutor.skatWait', params: { ...declarer, bid } };
      return { key: obs.legal.some((a) => a.type === 'SURRENDER') ? 'skat.tutor.skatDecisionSurrender' : 'skat.tutor.skatDecision' };
    case 'discard':
      return myTurn ? { key: 'skat.tutor.discard' } : { key: 'skat.tutor.discardWait', params: declarer };
    case 'declaration':
      return myTurn ? { key: 'skat.tutor.declaration', params: { bid } } : { key: 'skat.tutor.declarationWait', params: declarer };
    case 'trickPlay': {
      if (!myTurn) return { key: 'skat.tutor.wait', params: name };
      const rules = rulesNow(obs);
      if (obs.ramsch && obs.trick.length === 0) return { key: 'skat.tutor.ramsch' };
      if (obs.trick.length === 0 || !rules) return { key: rules?.kind === 'null' ? 'skat.tutor.nullLead' : 'skat.tutor.lead' };
      const led = obs.trick[0].card;
      const params = { card: cardShort(led), suit: `${SUIT_SYMBOL[skatSuit(led)]} ${trNow(`table.suitPlural.${skatSuit(led)}`)}` };
      if (rules.kind === 'null') return { key: 'skat.tutor.followNull', params };
      if (effSuit(led, rules) === 'TRUMP') return { key: 'skat.tutor.followTrump', params };
      return { key: 'skat.tutor.follow', params: { ...params, suit: SUIT_SYMBOL[skatSuit(led)] } };
    }
    case 'handResult':
      return { key: 'skat.tutor.handResult' };
    case 'gameOver':
      return { key: 'skat.tutor.gameOver' };
    default:
      return phaseKey ? { key: phaseKey } : null;
  }
}

export function explainTrick(trick: CompletedTrick, o: Observation, names: SeatNames): TextRef | null {
  const obs = asSk(o);
  const rules = rulesNow(obs);
  if (!rules || trick.cards.length < 3) return null;
  const cards = trick.cards.map((p) => p.card);
  const win = trick.cards[trickWinnerIndex(cards, rules)];
  const led = trick.cards[0].card;
  const params = {
    ...seatParams(names, { winner: win.seat }),
    card: cardShort(win.card),
    led: cardShort(led),
    suit: SUIT_SYMBOL[skatSuit(led)],
  };
  if (rules.kind === 'null') return { key: 'skat.explain.higherNull', params };
  const winTrump = effSuit(win.card, rules) === 'TRUMP';
  const ledTrump = effSuit(led, rules) === 'TRUMP';
  if (winTrump && !ledTrump) return { key: 'skat.explain.trumped', params };
  if (winTrump) return { key: 'skat.explain.highestTrump', params };
  return { key: 'skat.explain.higherSuit', params };
}

/** The scored deal on the table (its result), if any. */
export function resultOf(obs: SkatObservation): HandScore | null {
  return obs.result;
}

/** How the game value came about: base, matadors, levels, overbid (recomputed by the engine's scorer). */
export function valueBreakdown(r: HandScore, obs: SkatObservation) {
  if (r.kind !== 'game' || !r.contract || r.declarer === null) return null;
  const c = r.contract;
  if (c.type === 'null') return { kind: 'null' as const, value: nullValue(c.hand, c.ouvert) };
  const declarerTricks = obs.tricksWon[r.declarer] ?? 0;
  const all = obs.tricksWon.reduce((a, b) => a + b, 0);
  const out = gameOutcome({
    contract: c, bid: r.bid, matadors: r.matadors ?? 0, declarerPoints: r.cardPoints[r.declarer],
    declarerTricks, opponentTricks: all - declarerTricks,
  });
  return {
    kind: 'suit' as const, base: baseValue(c), matadors: r.matadors ?? 0, with: r.matadorsWith !== false, levels: out.levels, steps: out.steps,
    raw: out.raw, overbid: out.overbid, value: r.value,
  };
}

/** A game's multiplier as players count it aloud: "with 2, game 3, hand 4" (§6.4, §6.5). */
export function countText(tr: Tr, v: { matadors: number; with: boolean; steps: readonly LevelStep[] }): string {
  const words = [
    tr(v.with ? 'skat.count.with' : 'skat.count.without', { n: v.matadors }),
    ...v.steps.map((step, i) => tr(`skat.count.${step}`, { n: v.matadors + i + 1 })),
  ];
  return words.join(tr('skat.count.separator'));
}

/** A score change as the result sheet writes it (the table's shared wording). */
export { signed };

/** A deal on the score sheet: declarer, game, bid and result, or how the deal ended without one. */
export function scoreSheetRow(hand: ScoredHand, _obs: Observation, names: SeatNames, tr: Tr): ScoreSheetRow {
  const h = hand as HandSummary;
  const change = h.deltas.slice();
  const name = h.declarer !== null ? names[h.declarer] ?? '' : '';
  if (h.kind === 'thrownIn') return { what: tr('skat.sheet.thrownIn'), change };
  if (h.kind === 'surrender') return { what: tr('skat.result.surrender', { name, bid: h.bid }), change };
  if (h.kind === 'ramsch') {
    const all = h.deltas.findIndex((d) => d > 0);
    if (all >= 0) return { what: tr('skat.sheet.ramschAll', { name: names[all] ?? '' }), change };
    const losers = [0, 1, 2].filter((s) => h.deltas[s] < 0);
    const points = Math.max(...h.cardPoints);
    return { what: tr('skat.sheet.ramsch', { names: losers.map((s) => names[s] ?? '').join(tr('table.listSeparator')), points }), change };
  }
  const c = h.contract!;
  const result = c.type === 'null'
    ? tr(h.won ? 'skat.sheet.wonNull' : 'skat.sheet.lostNull')
    : tr(h.won ? 'skat.sheet.won' : 'skat.sheet.lost', { points: h.declarer !== null ? h.cardPoints[h.declarer] : 0 });
  return { what: tr('skat.sheet.game', { name, contract: contractName(tr, c), bid: h.bid, result, value: h.value }), change };
}

export function explainScore(o: Observation, names: SeatNames): TextRef[] {
  const obs = asSk(o);
  const r = resultOf(obs);
  if (!r) return [];
  const lines: TextRef[] = [];
  const name = seatParams(names, { name: r.declarer });
  const tournament = obs.options.scoring === 'tournament';
  if (r.kind === 'thrownIn') return [{ key: 'skat.explain.thrownIn' }];
  if (r.kind === 'ramsch') {
    return [0, 1, 2].map((s) => ({
      key: 'skat.explain.ramschLine',
      params: { ...seatParams(names, { name: s }), points: r.cardPoints[s], tricks: obs.tricksWon[s], delta: signed(r.deltas[s]) },
    }));
  }
  if (r.kind === 'surrender' && r.declarer !== null) {
    lines.push({ key: 'skat.explain.surrender', params: { ...name, bid: r.bid, delta: signed(-2 * r.bid) } });
  } else if (r.contract && r.declarer !== null) {
    const c = r.contract;
    const cname = { contract: contractName(trNow, c) };
    if (c.type === 'null') {
      lines.push({ key: 'skat.explain.gameNull', params: { ...name, bid: r.bid, tricks: obs.tricksWon[r.declarer], ...cname } });
      lines.push({ key: 'skat.explain.valueNull', params: { value: r.value, ...cname } });
    } else {
      lines.push({ key: 'skat.explain.game', params: { ...name, bid: r.bid, points: r.cardPoints[r.declarer], ...cname } });
      const v = valueBreakdown(r, obs);
      if (v && v.kind === 'suit') {
        lines.push({ key: 'skat.explain.value', params: { count: countText(trNow, v), mult: v.matadors + v.levels, base: v.base, value: v.raw } });
        if (v.overbid) lines.push({ key: 'skat.explain.valueOverbid', params: { raw: v.raw, base: v.base, value: v.value } });
      }
    }
    lines.push(r.won
      ? { key: 'skat.explain.wonLine', params: { ...name, value: r.value } }
      : { key: 'skat.explain.lostLine', params: { ...name, value: r.value, delta: signed(-2 * r.value) } });
  }
  if (tournament) lines.push({ key: 'skat.explain.tournament' });
  return lines;
}

/** The hand history's lines: the auction's winner, skat or hand, the declared game. */
export function describeFact(f: Fact, names: SeatNames): TextRef | null {
  const name = seatParams(names, { name: f.seat as Seat });
  switch (f.type) {
    case 'DECLARER': return { key: 'skat.history.declarer', params: { ...name, bid: f.bid } };
    case 'SKAT_TAKEN': return { key: 'skat.history.tookSkat', params: name };
    case 'HAND_GAME': return { key: 'skat.history.handGame', params: name };
    case 'DECLARED': return { key: 'skat.history.declared', params: { ...name, contract: contractName(trNow, f.contract as Contract) } };
    case 'RAMSCH': return { key: 'skat.history.ramsch' };
    default: return null;
  }
}

export function cardSelection(o: Observation): CardSelection | null {
  if (o.phase !== 'discard') return null;
  return legalCardSelection(o, 'DISCARD', 2, {
    confirm: { key: 'skat.actions.discardConfirm' },
    pending: { key: 'skat.actions.discardPending' },
  });
}

/** A declaration in words: the contract's name ("Grand Hand"); other actions have the table's. */
export function describeAction(tr: Tr, a: Action): string | null {
  if (a.type !== 'DECLARE' || !a.contract || typeof a.contract !== 'object') return null;
  // hand follows from the skat decision; the listed action leaves it out
  const c = { hand: false, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false, ...(a.contract as Partial<Contract>) } as Contract;
  return tr('skat.action.DECLARE', { contract: contractName(tr, c) });
}
