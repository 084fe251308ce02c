// The blunder suites (games/<id>/blunders.test.ts): positions where one choice is clearly
// right or one clearly loses, reached through the engine contract from a fixed deal. Every
// AI level, and the tutor's hint, must avoid the blunders: easy may choose a weaker move,
// never an absurd one.
import { expect } from 'vitest';
import { applyAction, newMatch, observe, status } from '../core/match';
import type { Action, Match, MatchSetup, Observation, Seat } from '../core/types';
import { chooseAction, chooseOptionalAction, hint } from '../ai';
import type { AiLevel } from '../ai';
import { sameAction } from '../ai/heuristic';

export interface BlunderCase {
  /** what the position is and why the blunder loses */
  name: string;
  game: Observation['game'];
  /** the position: a fixed deal and the moves that lead to it, in order (seat, action) */
  setup?: MatchSetup;
  moves?: readonly (readonly [Seat, Action])[];
  /**
   * Or the seat's observation of a position set up directly (a late endgame, which no short
   * list of moves reaches): the game's own `observe` of a state, so it is exactly what the
   * engine would show.
   */
  observation?: () => Observation;
  /** the seat that must decide */
  seat: Seat;
  /** a blunder: true for a move that must never be chosen here */
  blunder(a: Action): boolean;
  /**
   * Where the decision is an optional one (a Toepen knock out of turn): the engine's
   * chooseOptionalAction is asked, and null (doing nothing) is judged as `{ type: 'NONE' }`.
   */
  optional?: boolean;
  /**
   * The levels that must avoid it (default: all). A subtle loss that the careful player makes
   * too (a lead that gives away one trick in a long endgame) is a weaker move for easy, not an
   * absurd one.
   */
  levels?: readonly AiLevel[];
}

export const LEVELS_TESTED: readonly AiLevel[] = ['easy', 'normal', 'hard'];
/** Seeds per level: the levels' choices are seeded, a blunder must be avoided with every one. */
export const SEEDS = ['b1', 'b2', 'b3'];

/** The position of `c` (throws if a move on the way is refused). */
export function positionOf(c: BlunderCase): Match {
  if (!c.setup) throw new Error(`${c.name}: no setup`);
  let m = newMatch(c.game, c.setup);
  for (const [seat, a] of c.moves ?? []) {
    const r = applyAction(m, seat, a);
    if (!r.ok) throw new Error(`${c.name}: ${JSON.stringify(a)} by seat ${seat} was refused: ${r.error.code}`);
    m = r.match;
  }
  return m;
}

/** Checks one case: the position is real, the blunder is possible and another move is not one, and nobody plays it. */
export function checkBlunderCase(c: BlunderCase, levels: readonly AiLevel[] = c.levels ?? LEVELS_TESTED, seeds: readonly string[] = SEEDS): void {
  let obs: Observation;
  if (c.observation) obs = c.observation();
  else {
    const m = positionOf(c);
    obs = observe(m, c.seat);
    if (!c.optional) expect(status(m).toAct, `${c.name}: it is seat ${c.seat}'s turn`).toContain(c.seat);
  }
  expect(obs.seat).toBe(c.seat);
  expect(obs.legal.length, `${c.name}: seat ${c.seat} has something to decide`).toBeGreaterThan(0);
  const options = c.optional ? [...obs.legal, { type: 'NONE' }] : obs.legal;
  expect(options.some((a) => c.blunder(a)), `${c.name}: the blunder is one of the choices`).toBe(true);
  expect(options.some((a) => !c.blunder(a)), `${c.name}: there is a choice that is not a blunder`).toBe(true);
  for (const level of levels) {
    for (const seed of seeds) {
      const a = c.optional
        ? (chooseOptionalAction(obs, { level, seed }) ?? { type: 'NONE' })
        : chooseAction(obs, { level, seed });
      expect(c.blunder(a), `${c.name}: ${level} (seed ${seed}) chose ${JSON.stringify(a)}`).toBe(false);
    }
  }
  if (!c.optional) {
    const h = hint(obs, { level: 'hard', seed: 'blunder-hint' });
    expect(c.blunder(h.action), `${c.name}: the hint says ${JSON.stringify(h.action)}`).toBe(false);
    expect(obs.legal.some((a) => sameAction(a, h.action))).toBe(true);
  }
}

/** A PLAY of `card`. */
export const PLAY = (card: string): Action => ({ type: 'PLAY', card });
/** Whether `a` plays one of `cards`. */
export const plays = (a: Action, ...cards: string[]): boolean => a.type === 'PLAY' && cards.includes(a.card as string);
