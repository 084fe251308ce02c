// Test support (not used by the rules): the deals and steps of §8's "How to run them", shared by
// the rules, sparring, AI and blunder tests. A deal names some cards per seat and the top of the
// stock, and fills the rest so that every named play is legal: a seat never gets a filler of a
// suit it must be void in, nor a stock card it will draw before it must show that void.
import { newMatch } from '../../core/match';
import type { Action, Card, Deal, Fact, Match, Seat } from '../../core/types';
import { ok } from '../../testing/builders';
import { ASCOT_PACK, suitOfCard } from './rules';
import type { AscotState } from './types';

export const GAME = 'ascot';
export const PLAY = (card: string): Action => ({ type: 'PLAY', card });
export const st = (m: Match): AscotState => m.state as AscotState;

export interface ExampleDeal {
  /** the named cards of each seat */
  hands: Partial<Record<Seat, Card[]>>;
  /** suits (letters) each seat's dealt hand must not hold */
  voids?: Partial<Record<Seat, string>>;
  /** the named top of the stock, rest[0] first (undefined: a filler) */
  rest?: (Card | undefined)[];
  /** suits (letters) the stock card at each index must not be */
  restVoids?: Record<number, string>;
}

/** §8's deal: the named cards, then fillers in pack order that keep every void. */
export function exampleDeal(spec: ExampleDeal): Deal {
  const named = new Set<Card>([...Object.values(spec.hands).flatMap((h) => h ?? []), ...(spec.rest ?? []).filter((c): c is Card => c !== undefined)]);
  const pool = ASCOT_PACK.filter((c) => !named.has(c));
  const take = (avoid: string): Card => {
    const i = pool.findIndex((c) => !avoid.includes(suitOfCard(c)));
    if (i < 0) throw new Error(`exampleDeal: no filler outside ${avoid}`);
    return pool.splice(i, 1)[0];
  };
  const hands = [0, 1].map((s) => (spec.hands[s] ?? []).slice());
  // the most constrained seat first
  for (const s of [0, 1].sort((a, b) => (spec.voids?.[b]?.length ?? 0) - (spec.voids?.[a]?.length ?? 0))) {
    while (hands[s].length < 12) hands[s].push(take(spec.voids?.[s] ?? ''));
  }
  const rest: Card[] = [];
  for (let i = 0; i < 24; i++) rest.push(spec.rest?.[i] ?? take(spec.restVoids?.[i] ?? ''));
  return { hands, rest };
}

/** §8's setup: seat 1 deals, so seat 0 leads trick 1; `seat0Side` the colour of that leader. */
export function start(deal: Deal, seat0Side: 'black' | 'red', options: Record<string, unknown> = {}): Match {
  return newMatch(GAME, { players: 2, seed: 'as-examples', dealer: 1, options: { seat0Side, ...options }, deals: [deal] });
}

/** "seat: card" steps (PLAY), each accepted; also 'DRAW' and 'NEXT_HAND'. */
export function run(m: Match, script: string): { match: Match; facts: Fact[] } {
  const facts: Fact[] = [];
  for (const step of script.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [seatText, what] = step.split(':').map((x) => x.trim());
    const r = ok(m, Number(seatText), /^[A-Z_]{4,}$/.test(what) ? { type: what } : PLAY(what));
    m = r.match;
    facts.push(...r.facts);
  }
  return { match: m, facts };
}

/** The match with its state changed (a position set up directly). */
export function patched(m: Match, patch: Partial<AscotState>): Match {
  return { ...m, state: { ...st(m), ...patch } };
}

/**
 * The last trick of a deal set up directly: horses at `pos` with `moves`, seat 0 to lead 2C and
 * seat 1 holding 3C (the follower wins: nothing moves), so the deal ends with the horses as given.
 */
export function lastTrick(m: Match, pos: number[], moves: number[] = [0, 0, 0, 0]): Match {
  return patched(m, {
    hands: [['2C'], ['3C']], stock: [], upcard: null, stage: 2, leader: 0, trick: [], trickNo: 24, knownCards: [[], []], pos, moves,
  });
}
