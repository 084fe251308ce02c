import { it } from 'vitest';
import { newMatch } from '../../core/match';
import { createRng } from '../../core/rng';
import { deepFreeze, playout } from '../../testing/builders';
import { checkConsistency, checkHooks, checkOracle } from '../../testing/conformance';
import { kingOfTheHillHooks as h } from './conformanceHooks';
it('dbg', () => {
  const run = playout(newMatch('king-of-the-hill', { players: 5, seed: 'xK', options: { startRank: 'K' } }), 'p', { maxActions: 5000 });
  const t = { cons: 0, hooks: 0, oracle: 0, hidden: 0, counts: 0, scores: 0 };
  const rng = createRng('x');
  for (const st of run.steps) {
    const m = deepFreeze(st.after);
    let t0 = performance.now(); checkConsistency(m); t.cons += performance.now() - t0;
    t0 = performance.now(); checkHooks(m); t.hooks += performance.now() - t0;
    t0 = performance.now(); for (let s = 0; s < 5; s++) h.hiddenFrom!(m, s); t.hidden += performance.now() - t0;
    t0 = performance.now(); h.publicCounts!(m); t.counts += performance.now() - t0;
    t0 = performance.now(); h.scores!(m); t.scores += performance.now() - t0;
    t0 = performance.now(); checkOracle(m, rng, [], 6); t.oracle += performance.now() - t0;
  }
  console.log(run.steps.length, JSON.stringify(t));
}, 600000);
