// Whole matches played by AI levels (or a seeded random player) through the contract, for
// the games' AI tests: every chosen action must be one of the engine's legal actions.
import { decideStrict } from '../ai/index';
import type { AiLevel } from '../ai/index';
import { sameAction } from '../ai/heuristic';
import { applyAction, legalActions, newMatch, observe, status } from '../core/match';
import { createRng } from '../core/rng';
import type { Action, GameId, Match, MatchSetup, Observation, Seat } from '../core/types';

export type Player = AiLevel | 'random';

/** The player's move: the strict AI (an AI bug throws, no fallback) or a seeded random one. */
export function act<O extends Observation>(who: Player, obs: O, seed: string): Action {
  if (who === 'random') return obs.legal[createRng(`${seed}/random`).int(obs.legal.length)];
  return decideStrict(obs, { level: who, seed }, false).action;
}

/** Plays a match to its end; throws if a chosen action is not legal or the match does not end. */
export function playAiMatch<O extends Observation>(
  game: GameId, setup: MatchSetup, players: Player[],
  onDecision?: (m: Match, seat: Seat, obs: O, a: Action) => void, maxSteps = 2000,
): Match {
  let m = newMatch(game, setup);
  for (let step = 0; step < maxSteps; step++) {
    const st = status(m);
    if (st.over) return m;
    const seat = st.toAct[0];
    const obs = observe(m, seat) as O;
    const a = act(players[seat], obs, `${setup.seed}/${m.log.length}`);
    if (!legalActions(m, seat).some((l) => sameAction(l, a))) throw new Error(`${JSON.stringify(a)} is not legal in ${st.phase}`);
    onDecision?.(m, seat, obs, a);
    const r = applyAction(m, seat, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.message}`);
    m = r.match;
  }
  throw new Error(`match ${setup.seed} did not finish`);
}
