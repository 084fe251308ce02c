// Shared helpers for engine tests: fixed deals with fillers, a seeded random playout
// driver, and deep-freezing (to prove that nothing mutates its input).
import { createRng, shuffled, type Rng } from '../core/rng';
import { applyAction, legalActions, status } from '../core/match';
import type { Action, Card, Deal, Fact, Match, Seat } from '../core/types';

// ---------------------------------------------------------------------------------------
// Deals

/** Preference of a filler card for a seat: lower is taken first; null = never for this seat. */
export type FillerPreference = (card: Card, seat: Seat) => number | null;

export interface DealSpec {
  /** the whole deck of the game, in a fixed order (fillers are taken in this order) */
  deck: readonly Card[];
  /** cards per hand: one number for every seat, or one per seat */
  handSize: number | readonly number[];
  /** the named cards of each seat (received first, in this order) */
  hands: readonly (readonly Card[])[];
  /** the named top of `rest` (stock / skat / kitty), top card first */
  rest?: readonly Card[];
  /** which cards may fill which seat; default: any card */
  filler?: FillerPreference;
  /** the order in which seats are filled: the most constrained seat first; default 0..n-1 */
  fillOrder?: readonly Seat[];
  /** the order of the unnamed part of `rest`: deck order by default, or shuffled by this seed */
  restSeed?: string;
}

/** Takes one copy of each card of `cards` out of `pool`; throws when a card is not there. */
function takeOut(pool: Card[], cards: readonly Card[], what: string): void {
  for (const c of cards) {
    const i = pool.indexOf(c);
    if (i < 0) throw new Error(`buildDeal: ${what} names ${c}, which is not (or no longer) in the deck`);
    pool.splice(i, 1);
  }
}

/**
 * A fixed deal: every seat gets its named cards, then fillers chosen by `filler`
 * (lowest preference first, deck order among equals); `rest` is the named top followed by
 * every card left over. Throws when the constraints cannot be met, so a test never runs
 * on a deal that is not what it says.
 */
export function buildDeal(spec: DealSpec): Deal {
  const n = spec.hands.length;
  const sizes = typeof spec.handSize === 'number' ? Array.from({ length: n }, () => spec.handSize as number) : spec.handSize;
  if (sizes.length !== n) throw new Error('buildDeal: one hand size per seat');
  const pool = spec.deck.slice();
  spec.hands.forEach((h, s) => takeOut(pool, h, `seat ${s}`));
  takeOut(pool, spec.rest ?? [], 'rest');
  const hands = spec.hands.map((h) => h.slice());
  const order = spec.fillOrder ?? Array.from({ length: n }, (_, s) => s);
  for (const s of order) {
    const need = sizes[s] - hands[s].length;
    if (need < 0) throw new Error(`buildDeal: seat ${s} is named ${hands[s].length} cards, more than ${sizes[s]}`);
    const ranked = pool
      .map((card, index) => ({ card, index, pref: spec.filler ? spec.filler(card, s) : 0 }))
      .filter((x): x is { card: Card; index: number; pref: number } => x.pref !== null)
      .sort((a, b) => a.pref - b.pref || a.index - b.index)
      .slice(0, need);
    if (ranked.length < need) throw new Error(`buildDeal: not enough fillers for seat ${s} (need ${need}, found ${ranked.length})`);
    for (const { card } of ranked) {
      hands[s].push(card);
      pool.splice(pool.indexOf(card), 1);
    }
  }
  const tail = spec.restSeed === undefined ? pool : shuffled(pool, createRng(spec.restSeed));
  return { hands, rest: [...(spec.rest ?? []), ...tail] };
}

/** A random deal of `deck`: hands of `handSize` from the top, the rest after them. */
export function randomDeal(deck: readonly Card[], handSizes: readonly number[], seed: string): Deal {
  const cards = shuffled(deck, createRng(seed));
  const hands: Card[][] = [];
  let at = 0;
  for (const size of handSizes) {
    hands.push(cards.slice(at, at + size));
    at += size;
  }
  return { hands, rest: cards.slice(at) };
}

// ---------------------------------------------------------------------------------------
// Playouts

export interface Step {
  before: Match;
  seat: Seat;
  action: Action;
  after: Match;
  facts: Fact[];
}

export interface PlayoutOptions {
  /** stop after this many accepted actions (the playout then reports `over: false`) */
  maxActions?: number;
  /** pick the action; default: a seat from toAct (else any seat with something to do), then a random legal action */
  choose?: (m: Match, rng: Rng) => { seat: Seat; action: Action } | null;
  /** stop early when this returns true (checked after each step) */
  until?: (m: Match, step: Step) => boolean;
  /** called after every accepted action */
  onStep?: (step: Step) => void;
  /** deep-freeze every match before acting on it */
  freeze?: boolean;
}

export interface Playout {
  match: Match;
  steps: Step[];
  over: boolean;
}

/** Seats that may act now: those in toAct with legal actions, else any seat with one. */
export function actingSeats(m: Match): Seat[] {
  const st = status(m);
  const waiting = st.toAct.filter((s) => legalActions(m, s).length > 0);
  if (waiting.length > 0) return waiting;
  const all: Seat[] = [];
  for (let s = 0; s < m.setup.players; s++) if (legalActions(m, s).length > 0) all.push(s);
  return all;
}

/**
 * Seats outside toAct that still have something to do: optional actions a game allows out
 * of turn (a Toepen knock). Empty when toAct lists nobody who can act (actingSeats then
 * already takes any seat).
 */
export function optionalSeats(m: Match): Seat[] {
  const st = status(m);
  if (!st.toAct.some((s) => legalActions(m, s).length > 0)) return [];
  const out: Seat[] = [];
  for (let s = 0; s < m.setup.players; s++) if (!st.toAct.includes(s) && legalActions(m, s).length > 0) out.push(s);
  return out;
}

/** How often (1 in this many) random play lets a seat outside toAct take its optional action. */
const OPTIONAL_ODDS = 5;

/**
 * The default chooser: uniformly random among the legal actions of a random acting seat;
 * where seats outside toAct have optional actions, one of them acts 1 time in
 * OPTIONAL_ODDS, so random play covers out-of-turn actions too. Without such seats the
 * random stream is used exactly as before.
 */
export function randomChoice(m: Match, rng: Rng): { seat: Seat; action: Action } | null {
  const optional = optionalSeats(m);
  const seats = optional.length > 0 && rng.int(OPTIONAL_ODDS) === 0 ? optional : actingSeats(m);
  if (seats.length === 0) return null;
  const seat = seats[rng.int(seats.length)];
  const legal = legalActions(m, seat);
  return { seat, action: legal[rng.int(legal.length)] };
}

/**
 * Random legal play from `m` with a seeded stream. Every chosen action must be accepted;
 * a refusal of a listed legal action is thrown as an error naming it.
 */
export function playout(m: Match, seed: string, opts: PlayoutOptions = {}): Playout {
  const rng = createRng(seed);
  const max = opts.maxActions ?? 10_000;
  const choose = opts.choose ?? randomChoice;
  const steps: Step[] = [];
  let cur = m;
  while (!status(cur).over && steps.length < max) {
    if (opts.freeze) deepFreeze(cur);
    const pick = choose(cur, rng);
    if (!pick) throw new Error(`playout: nobody can act in phase ${status(cur).phase} (toAct ${JSON.stringify(status(cur).toAct)})`);
    const r = applyAction(cur, pick.seat, pick.action);
    if (!r.ok) {
      throw new Error(`playout: legal action ${JSON.stringify(pick.action)} of seat ${pick.seat} was refused: ${r.error.code} ${r.error.message}`);
    }
    const step: Step = { before: cur, seat: pick.seat, action: pick.action, after: r.match, facts: r.facts };
    steps.push(step);
    opts.onStep?.(step);
    cur = r.match;
    if (opts.until?.(cur, step)) break;
  }
  return { match: cur, steps, over: status(cur).over };
}

/** Applies actions that must all be accepted; returns the match and every fact. */
export function applyAll(m: Match, actions: readonly (readonly [Seat, Action])[]): { match: Match; facts: Fact[] } {
  let cur = m;
  const facts: Fact[] = [];
  actions.forEach(([seat, action], i) => {
    const r = applyAction(cur, seat, action);
    if (!r.ok) throw new Error(`applyAll: action ${i + 1} ${JSON.stringify(action)} of seat ${seat} refused: ${r.error.code} ${r.error.message}`);
    cur = r.match;
    facts.push(...r.facts);
  });
  return { match: cur, facts };
}

// ---------------------------------------------------------------------------------------
// Immutability

/** Freezes `x` and everything reachable from it; returns it. */
export function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const k of Reflect.ownKeys(x as object)) deepFreeze((x as Record<PropertyKey, unknown>)[k]);
  } else if (x !== null && typeof x === 'object') {
    // Already frozen at the top (e.g. shared sub-structure): still make sure of its children.
    for (const k of Reflect.ownKeys(x as object)) {
      const v = (x as Record<PropertyKey, unknown>)[k];
      if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) deepFreeze(v);
    }
  }
  return x;
}

/** JSON with sorted keys: equal values give equal text whatever their key order. */
export function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v,
  );
}

/** The cards of `cards` that a JSON text of `x` mentions as whole string values. */
export function mentionedCards(x: unknown, cards: readonly Card[]): Card[] {
  const text = JSON.stringify(x) ?? '';
  return cards.filter((c) => text.includes(`"${c}"`));
}

/** True when a JSON text of `x` mentions `card` as a whole string value. */
export function mentionsCard(x: unknown, card: Card): boolean {
  return JSON.stringify(x).includes(`"${card}"`);
}

/** `s: A ✓`: the new match and the facts; throws with the engine's reason if refused. */
export function ok(m: Match, seat: Seat, action: Action): { match: Match; facts: Fact[] } {
  const r = applyAction(m, seat, action);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(action)} by seat ${seat} to be accepted, got ${r.error.code}: ${r.error.message}`);
  return { match: r.match, facts: r.facts };
}
