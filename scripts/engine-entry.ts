// What the node scripts (bench, duel) load of the engine: bundled by scripts/loadEngine.mjs
// the way the browser's build bundles it, so their figures are the app's.
export * as engine from '../src/engine/index';
export { gameAis } from '../src/engine/ai/games';
export { LEVELS as levels } from '../src/engine/ai/levels';
export { solver, ROLLOUT_STEP_WORK as rolloutStepWork } from '../src/engine/ai/pimc';
export { createRng } from '../src/engine/core/rng';
export * as toepenRules from '../src/engine/games/toepen/rules';
export { sparringAction, sparringOptional } from '../src/engine/ai/sparring';
