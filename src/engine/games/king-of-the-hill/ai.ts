// Placeholder until step 3.
import type { GameAi } from '../../ai/types';
import { firstToAct } from './play';
import type { KothObservation, KothState } from './types';

export const kingOfTheHillAi: GameAi<KothState, KothObservation> = {
  sampler: () => () => { throw new Error('not yet'); },
  playoutPolicy: (_s, _seat, legal) => legal[0],
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor: firstToAct,
  ddProblem: () => null,
  outcome: () => ({ units: 0 }),
  horizons: { easy: { root: 0, rollout: 0 }, normal: { root: 0, rollout: 0 }, hard: { root: 0, rollout: 0 } },
};
