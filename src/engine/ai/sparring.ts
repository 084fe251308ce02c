// The sparring partners: one careful rule-of-thumb player per game, with no search at all.
// They bid by hand counts, discard and lead by the usual rules, win cheaply, duck, smear and
// read their partner as club players do. The bench and the duel measure every AI level
// against them on duplicate deals (README, "Strength"); they are never a level of the app.
// Like the AI they read the observation only, and all their chance comes from the rng.
import { createRng } from '../core/rng';
import type { Rng } from '../core/rng';
import type { Action, Observation } from '../core/types';
import { enginePart } from '../games';
import { findLegal } from './heuristic';

export interface SparringPlayer<O extends Observation = Observation> {
  /** The move for `obs.seat`, one of `obs.legal` (never called with an empty list). */
  act(obs: O, rng: Rng): Action;
  /**
   * An optional action outside the seat's turn (Toepen's knock, §4.3 of its spec): one of
   * `obs.legal`, or null to do nothing. Without it the player never takes one.
   */
  optional?(obs: O, rng: Rng): Action | null;
}

/** Each game's sparring partner: its games/<id>/sparring.ts, listed in games/index.ts. */
export const sparringPlayers = enginePart('sparring');

/** The sparring partner's move at `obs`; throws if it chose something not in `obs.legal`. */
export function sparringAction(obs: Observation, seed: string): Action {
  const player = sparringPlayers[obs.game];
  if (!player) throw new Error(`no sparring partner for ${obs.game}`);
  const a = player.act(obs, createRng(`${seed}/sparring`));
  const legal = findLegal(obs.legal, a);
  if (!legal) throw new Error(`${obs.game} sparring partner chose ${JSON.stringify(a)}, not one of obs.legal`);
  return structuredClone(legal);
}

/** The sparring partner's optional action at `obs` (a knock out of turn), or null. */
export function sparringOptional(obs: Observation, seed: string): Action | null {
  const player = sparringPlayers[obs.game];
  if (!player?.optional || obs.legal.length === 0) return null;
  const a = player.optional(obs, createRng(`${seed}/sparring/optional`));
  if (a === null) return null;
  const legal = findLegal(obs.legal, a);
  if (!legal) throw new Error(`${obs.game} sparring partner chose the optional ${JSON.stringify(a)}, not one of obs.legal`);
  return structuredClone(legal);
}
