// Queen's Dungeon's hooks for the shared search (engine/ai/pimc.ts): a first version (sampler,
// plain playouts, no solver yet).
import type { Rng } from '../../core/rng';
import type { Action, Seat } from '../../core/types';
import type { AiLevel } from '../../ai/heuristic';
import type { Horizon } from '../../ai/pimc';
import type { GameAi } from '../../ai/types';
import { firstToAct } from './play';
import { sampler } from './sampler';
import type { QueensDungeonObservation, QueensDungeonState } from './types';

function playoutPolicy(_s: QueensDungeonState, _seat: Seat, legal: readonly Action[], rng: Rng): Action {
  return legal[rng.int(legal.length)];
}

/** A finished deal's worth for `seat`: its total's change over the deal. */
export function queensDungeonOutcome(s: QueensDungeonState, seat: Seat): { units: number } {
  const r = s.history[s.history.length - 1];
  if (!r || r.handNumber !== s.handNumber) return { units: 0 };
  return { units: r.totals[seat] - r.totalsBefore[seat] };
}

const HORIZONS: Readonly<Record<AiLevel, Horizon>> = {
  easy: { root: 5, rollout: 5 },
  normal: { root: 7, rollout: 6 },
  hard: { root: 8, rollout: 7 },
};

export const queensDungeonAi: GameAi<QueensDungeonState, QueensDungeonObservation> = {
  sampler,
  playoutPolicy,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor: firstToAct,
  ddProblem: () => null,
  outcome: queensDungeonOutcome,
  horizons: HORIZONS,
  unitScale: 40,
};
