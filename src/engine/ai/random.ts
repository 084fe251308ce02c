// The random legal policy: the fallback for games without their own AI, and the
// baseline opponent in tests.
import type { Decision, Policy } from './heuristic';
import { pick } from './heuristic';

export const randomPolicy: Policy = (obs, ctx): Decision => {
  if (obs.legal.length === 0) throw new Error(`Seat ${obs.seat} has nothing to do.`);
  return { action: pick(obs.legal, ctx.rng), reasonKey: 'hint.anyMove' };
};
