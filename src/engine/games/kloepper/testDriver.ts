// Test support (not used by the rules): the deals and steps of §8's "How to run them", shared by
// the rules, sparring, AI and blunder tests. A deal names some cards per seat and fills the rest
// so that every named play is legal: a seat never gets a filler of an effective suit it must be
// void in, and no seat holds both black queens unless a test names them.
import { newMatch } from '../../core/match';
import type { Action, Card, Deal, Fact, LoggedAction, Match, Seat } from '../../core/types';
import { buildDeal, ok } from '../../testing/builders';
import { BLACK_QUEENS, doubleHolder, effSuit, KLOEPPER_PACK } from './rules';
import type { KloepperState } from './types';

export const GAME = 'kloepper';
export const PLAY = (card: string): Action => ({ type: 'PLAY', card });
export const st = (m: Match): KloepperState => m.state as KloepperState;

/** §8's prelude: a NORMAL declaration and knock poll 1, everybody passing (dealer P3). */
export const PRELUDE = '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: PASS, 3: PASS';

/** The letter of an effective suit in `voids`: C S H, or T for the trumps. */
const voidLetter = (c: Card): string => {
  const e = effSuit(c);
  return e === 'TRUMP' ? 'T' : e;
};

/**
 * §8's deal: every seat's named cards; the black queens not named go to two different seats
 * that may hold trumps; then fillers in pack order, never of an effective suit in
 * `voids[seat]` ('C', 'S', 'H', 'T' for trumps).
 */
export function exampleDeal(named: Partial<Record<Seat, Card[]>>, voids: Partial<Record<Seat, string>> = {}): Deal {
  const hands: Card[][] = [0, 1, 2, 3].map((s) => (named[s] ?? []).slice());
  for (const q of BLACK_QUEENS) {
    if (hands.some((h) => h.includes(q))) continue;
    const other = q === 'QC' ? 'QS' : 'QC';
    const seat = [0, 1, 2, 3].find((s) => hands[s].length < 6 && !hands[s].includes(other) && !(voids[s] ?? '').includes('T'));
    if (seat === undefined) throw new Error(`exampleDeal: no seat can take ${q}`);
    hands[seat].push(q);
  }
  const fillOrder = [0, 1, 2, 3].sort((a, b) => (voids[b]?.length ?? 0) - (voids[a]?.length ?? 0));
  const deal = buildDeal({
    deck: KLOEPPER_PACK,
    handSize: 6,
    hands,
    filler: (card, seat) => ((voids[seat] ?? '').includes(voidLetter(card)) ? null : 0),
    fillOrder,
  });
  return { hands: deal.hands, rest: [] };
}

/** The §8 setup: dealer P3 (or `dealer`), seed fixed, default options unless given. */
export function start(deal: Deal, options: Record<string, unknown> = {}, dealer: Seat = 3): Match {
  return newMatch(GAME, { players: 4, seed: 'kl-examples', dealer, options, deals: [deal] });
}

/** One step as the spec writes it: 'PASS', 'KNOCK', 'CALL_PARTNER{AH}', a card for PLAY. */
export function actionOf(text: string): Action {
  const call = /^CALL_PARTNER\{(\w+)\}$/.exec(text);
  if (call) return { type: 'CALL_PARTNER', card: call[1] };
  return /^[A-Z_]{4,}$/.test(text) ? { type: text } : PLAY(text);
}

/** "n: A" steps, each accepted. */
export function run(m: Match, script: string): { match: Match; facts: Fact[] } {
  const facts: Fact[] = [];
  for (const step of script.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [seatText, what] = step.split(':').map((x) => x.trim());
    const r = ok(m, Number(seatText), actionOf(what));
    m = r.match;
    facts.push(...r.facts);
  }
  return { match: m, facts };
}

/** The match with its state changed (a position set up directly). */
export function patched(m: Match, patch: Partial<KloepperState>): Match {
  return { ...m, state: { ...st(m), ...patch } };
}

/** The deal with `queen` moved from its holder to `to`, in exchange for `to`'s card at `index`. */
export function moved(deal: Deal, queen: Card, to: Seat, index: number): { deal: Deal; other: Card } {
  const hands = deal.hands.map((h) => h.slice());
  const from = hands.findIndex((h) => h.includes(queen));
  const other = hands[to][index];
  hands[from][hands[from].indexOf(queen)] = other;
  hands[to][index] = queen;
  return { deal: { hands }, other };
}

/** The action of the changed deal for a logged one: a double holder's solo and a pass look alike, so they swap. */
export function mapped(a: Match, b: Match, e: LoggedAction): Action {
  if (st(a).phase !== 'partnerDeclaration') return e.action;
  const was = doubleHolder(st(a).hands) === e.seat;
  const is = doubleHolder(st(b).hands) === e.seat;
  if (was && !is && e.action.type === 'GO_ALONE') return { type: 'PASS' };
  if (!was && is && e.action.type === 'PASS') return { type: 'GO_ALONE' };
  return e.action;
}
