#!/usr/bin/env node
// `npm run bench`: plain-text benchmark tables.
//   1. engine speed, per registered game: seeded random legal playouts of whole matches
//      (a) through the game's definition directly (legal/apply/status: the path the AI's
//      search takes) and (b) through the engine contract (newMatch / legalActions /
//      applyAction: validation and the action log included); and (c) the hard level's
//      search on card-play decisions (the double-dummy solver's nodes a second);
//   2. AI decision latency per level: chooseAction over the observations of seeded games
//      (in-process, single thread: the Web Worker's message overhead is not included);
//   3. AI strength per game: duplicate-deal duels (scripts/duplicate.mjs) of each level
//      against the game's sparring partner ('rules', engine/ai/sparring.ts), hard vs rules,
//      normal vs rules, easy vs rules, and hard vs normal: every seeded deal is played once
//      with the first-named side in each seat (each team in Tuppi) and the other everywhere
//      else, one hand per match; per deal, that side's total minus the others' mean, averaged
//      over the rotations (points; chips in Toepen). Printed: its mean per deal with the
//      standard error and a 95% interval (mean ± 1.96 se). Slices of the deals run in parallel
//      processes, one per core. Then the AI levels' habits outside card play (habits.mjs);
//   4. bundle sizes of dist/ (if built), from scripts/bundle-size.mjs;
//   5. main-thread long tasks while the AI thinks, in the built app in chromium (longtasks.mjs).
// Options: --quick (fewer iterations and deals), --game <id> (one game only), --no-bundle,
// --no-strength, --no-browser, --deals <n> (deals per strength pairing), --pairing <a-b>
// (one strength pairing only, e.g. hard-rules), --workers <n> (strength processes; default
// one per core).
// The engine is TypeScript: Vite's own build bundles it as the app's build does (loadEngine.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rngFrom } from './aiMatch.mjs';
import { duplicateDeal, meanSe } from './duplicate.mjs';
import { addTally, habitsFor } from './habits.mjs';
import { loadEngine as loadBundledEngine } from './loadEngine.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const ONLY = args.includes('--game') ? args[args.indexOf('--game') + 1] : undefined;
const ENGINE_SECONDS = QUICK ? 1 : 3; // wall time per game for the playout benchmark
const AI_GAMES = QUICK ? 3 : 12; // seeded games whose decision points feed the latency benchmark
const AI_MAX_CALLS = QUICK ? 150 : 600; // per level, at most
const AI_MAX_SECONDS = QUICK ? 3 : 15; // per level, at most
const LEVELS = ['easy', 'normal', 'hard'];
/** Strength pairings [A, B]: duplicate-deal duels, A's lead per deal ('rules': the game's sparring partner). */
const PAIRINGS = [
  ['hard', 'rules'],
  ['normal', 'rules'],
  ['easy', 'rules'],
  ['hard', 'normal'],
];
/** Deals per strength pairing [full run, --quick], the same for every game. */
const DEALS = [100, 6];
/** What a strength figure counts, per game (points unless listed). */
const UNIT = { toepen: 'chips' };
const PAIRING = args.includes('--pairing') ? args[args.indexOf('--pairing') + 1] : undefined;
const PAIRINGS_RUN = PAIRINGS.filter(([x, y]) => !PAIRING || PAIRING === `${x}-${y}`);
const DEALS_ARG = args.includes('--deals') ? Number(args[args.indexOf('--deals') + 1]) : undefined;
const WORKERS = args.includes('--workers') ? Number(args[args.indexOf('--workers') + 1]) : undefined;
const WORKER = args.includes('--strength-worker');
const MAX_STEPS = 20_000; // a match longer than this is a bug: reported, not looped on

function table(head, rows) {
  const cells = rows.map((r) => r.map(String));
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

const fmt = (n, digits = 0) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(2)} M` : n >= 1e4 ? `${(n / 1e3).toFixed(1)} k` : n.toFixed(digits);
const ms = (x) => (x < 1 ? `${(x * 1000).toFixed(0)} µs` : `${x.toFixed(x < 10 ? 2 : 1)} ms`);

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}

async function loadEngine() {
  const loaded = await loadBundledEngine();
  const { gameAis, solver, levels, createRng, toepenRules, rolloutStepWork } = loaded;
  // The sparring partner ('rules') plays through the same calls as a level (aiMatch.mjs).
  const engine = { ...loaded.engine, sparringAction: loaded.sparringAction, sparringOptional: loaded.sparringOptional };
  const habits = habitsFor({ toepenRules });
  return { engine, internals: { gameAis, solver, levels, createRng, habits, rolloutStepWork }, close: async () => {} };
}

function setupFor(engine, game, seed) {
  const def = engine.games[game];
  return { players: def?.players?.default ?? def?.players?.min ?? 2, seed };
}

/** One random legal playout of a whole match; returns { actions, plays } or throws on a stuck match. */
function playout(engine, game, seed) {
  const rand = rngFrom(seed);
  let m = engine.newMatch(game, setupFor(engine, game, seed));
  let actions = 0;
  let plays = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    const st = engine.status(m);
    if (st.over) return { actions, plays };
    const seat = st.toAct[0];
    if (seat === undefined) throw new Error(`${game} ${seed}: nobody to act in phase ${st.phase}`);
    const legal = engine.legalActions(m, seat);
    if (legal.length === 0) throw new Error(`${game} ${seed}: seat ${seat} to act without a legal action`);
    const a = legal[rand(legal.length)];
    const r = engine.applyAction(m, seat, a);
    if (!r.ok) throw new Error(`${game} ${seed}: legal action refused: ${r.error.code} ${r.error.message}`);
    m = r.match;
    actions++;
    if (a.type === 'PLAY') plays++;
  }
  throw new Error(`${game} ${seed}: not over after ${MAX_STEPS} actions`);
}

/**
 * One random legal playout of a whole match through the game's definition (no Match
 * wrapper). The first deal (init) is not timed: the search's playouts start from a dealt
 * state too. Returns the card plays and the milliseconds they took.
 */
function definitionPlayout(engine, game, seed, hooks) {
  const def = engine.games[game];
  const rand = rngFrom(seed);
  const setup = engine.normalizeSetup(game, setupFor(engine, game, seed));
  let s = def.init(setup).state;
  let plays = 0;
  const t0 = performance.now();
  for (let step = 0; step < MAX_STEPS; step++) {
    // With the game's AI hooks: the search's own way to find the seat and the end of a hand
    // (hand by hand); without: status() at every step, to the end of the match.
    let seat;
    if (hooks) {
      if (hooks.isTerminal(s)) {
        if (def.status(s).over) return { plays, ms: performance.now() - t0 };
        seat = def.status(s).toAct[0];
      } else seat = hooks.actor(s);
    } else {
      const st = def.status(s);
      if (st.over) return { plays, ms: performance.now() - t0 };
      seat = st.toAct[0];
    }
    const legal = def.legal(s, seat);
    const a = legal[rand(legal.length)];
    const r = def.apply(s, seat, a);
    if (!r.ok) throw new Error(`${game} ${seed}: legal action refused: ${r.error.code}`);
    s = r.state;
    if (a.type === 'PLAY') plays++;
  }
  throw new Error(`${game} ${seed}: not over after ${MAX_STEPS} actions`);
}

/** Best of several rounds (a shared VM is noisy): card plays per second through the definition. */
function benchDefinition(engine, game, hooks) {
  for (let i = 0; i < 200; i++) definitionPlayout(engine, game, `warm/${i}`, hooks);
  const rounds = QUICK ? 3 : 6;
  let best = { playsPerSec: 0, gamesPerSec: 0 };
  let n = 0;
  for (let r = 0; r < rounds; r++) {
    let games = 0;
    let plays = 0;
    let busy = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < (ENGINE_SECONDS * 1000) / rounds) {
      const p = definitionPlayout(engine, game, `def/${n++}`, hooks);
      plays += p.plays;
      busy += p.ms;
      games++;
    }
    const sec = busy / 1000;
    if (plays / sec > best.playsPerSec) best = { playsPerSec: plays / sec, gamesPerSec: games / sec };
  }
  return best;
}

/**
 * The hard level's search speed from seeded card-play decisions: the double-dummy solver's
 * nodes a second (PIMC's inner loop, rollouts and sampling included in the time) and
 * decisions a second; and what a rollout's step costs (its policy's call, timed) in solver
 * nodes at the rate the search makes them outside those calls, beside the game's declared
 * `rolloutStepWork`: the search counts its work in solver nodes, so a step charged far above
 * its cost starves the deals.
 */
function benchSearch(engine, internals, game, points) {
  const chosen = points.filter((o) => o.legal.length > 1 && o.legal.every((a) => a.type === 'PLAY')).filter((_, i) => i % 2 === 0).slice(0, QUICK ? 8 : 24);
  if (chosen.length === 0) return null;
  for (const o of chosen.slice(0, 3)) engine.chooseAction(o, { level: 'hard', seed: 'warm' });
  const hooks = internals.gameAis[game];
  if (!hooks) return null;
  const own = Object.hasOwn(hooks, 'rolloutPolicy');
  const policy = hooks.rolloutPolicy ?? hooks.playoutPolicy;
  let steps = 0;
  let stepMs = 0;
  hooks.rolloutPolicy = (...a) => {
    const t = performance.now();
    try {
      return policy(...a);
    } finally {
      stepMs += performance.now() - t;
      steps++;
    }
  };
  const dd = internals.solver();
  const nodes0 = dd.nodes;
  const t0 = performance.now();
  try {
    chosen.forEach((o, i) => engine.chooseAction(o, { level: 'hard', seed: `search/${i}` }));
  } finally {
    if (own) hooks.rolloutPolicy = policy;
    else delete hooks.rolloutPolicy;
  }
  const ms = performance.now() - t0;
  const nodes = dd.nodes - nodes0;
  const stepNodes = steps > 0 ? ((stepMs / steps) * nodes) / (ms - stepMs) : null;
  return { nodesPerSec: nodes / (ms / 1000), decisionsPerSec: chosen.length / (ms / 1000), positions: chosen.length, stepNodes, stepWork: hooks.rolloutStepWork ?? internals.rolloutStepWork };
}

function benchEngine(engine, game) {
  // Warm-up (JIT), then as many matches as fit in the time box.
  for (let i = 0; i < 20; i++) playout(engine, game, `warm/${i}`);
  let games = 0;
  let actions = 0;
  let plays = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ENGINE_SECONDS * 1000) {
    const r = playout(engine, game, `bench/${games}`);
    games++;
    actions += r.actions;
    plays += r.plays;
    t = performance.now();
  }
  const s = (t - t0) / 1000;
  return { game, games, seconds: s, gamesPerSec: games / s, actionsPerSec: actions / s, playsPerSec: plays / s, msPerGame: (1000 * s) / games, playsPerGame: plays / games };
}

/** Observations at every decision point of seeded games (the AI at 'normal' plays every seat). */
function decisionPoints(engine, game) {
  const points = [];
  for (let g = 0; g < AI_GAMES; g++) {
    const seed = `ai-bench/${g}`;
    let m = engine.newMatch(game, setupFor(engine, game, seed));
    for (let step = 0; step < MAX_STEPS; step++) {
      const st = engine.status(m);
      if (st.over) break;
      const seat = st.toAct[0];
      const obs = engine.observe(m, seat);
      points.push(obs);
      const a = engine.chooseAction(obs, { level: 'normal', seed: `${seed}/${step}` });
      const r = engine.applyAction(m, seat, a);
      if (!r.ok) throw new Error(`${game}: the AI chose a refused action: ${r.error.code}`);
      m = r.match;
    }
  }
  return points;
}

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));

/**
 * 0..n-1 in steps of about 0.618 n (coprime with n): every prefix spreads over all the seeded
 * games, so a run cut short by the time cap still measures every stage of a hand, not the
 * first games' decisions only.
 */
function spreadOrder(n) {
  let step = Math.max(1, Math.round(n * 0.618));
  while (gcd(step, n) !== 1) step++;
  return Array.from({ length: n }, (_, i) => (i * step) % n);
}

/**
 * The 95 % interval of the q-quantile from the order statistics of `sorted` (the binomial's
 * normal approximation): the ranks a fresh sample's quantile would land between.
 */
function quantileInterval(sorted, q) {
  const n = sorted.length;
  const half = 1.96 * Math.sqrt(n * q * (1 - q));
  const at = (rank) => sorted[Math.min(n - 1, Math.max(0, Math.round(rank) - 1))];
  return [at(n * q - half), at(n * q + half + 1)];
}

function benchAi(engine, game, points, level) {
  const sample = points.length > AI_MAX_CALLS ? points.filter((_, i) => i % Math.ceil(points.length / AI_MAX_CALLS) === 0) : points;
  for (let i = 0; i < Math.min(10, sample.length); i++) engine.chooseAction(sample[i], { level, seed: `warm/${i}` });
  const times = [];
  const deadline = performance.now() + AI_MAX_SECONDS * 1000;
  for (const i of spreadOrder(sample.length)) {
    if (performance.now() >= deadline) break;
    const t0 = performance.now();
    engine.chooseAction(sample[i], { level, seed: `lat/${i}` });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const p95 = quantileInterval(times, 0.95);
  return { game, level, calls: times.length, median: quantile(times, 0.5), p95: quantile(times, 0.95), p95Low: p95[0], p95High: p95[1], max: times[times.length - 1] ?? NaN };
}

/**
 * Deals `from`..`to`-1 of the duplicate-deal duel A vs B (scripts/duplicate.mjs): the figure
 * of each deal, and the AI levels' habit tallies over every move they made (not the sparring
 * partner's, nor random's).
 */
function playSlice(engine, internals, game, a, b, from, to) {
  // The AI levels' habits in this game's decisions outside card play (scripts/habits.mjs), if it has a table.
  const habits = internals.habits[game];
  const tallied = (l) => l !== 'rules' && l !== 'random';
  const tally = habits ? Object.fromEntries([a, b].filter(tallied).map((l) => [l, habits.empty()])) : null;
  const deals = new Set();
  const side = { a, b };
  const onMove = tally && Object.keys(tally).length
    ? (s, seat, obs, act, after, key) => tally[side[s]] && habits.count(engine, tally[side[s]], seat, obs, act, after, deals, `${game}/${a}-${b}/${key}`)
    : undefined;
  const figures = [];
  for (let d = from; d < to; d++) figures.push(duplicateDeal(engine, game, a, b, d, { onMove, maxSteps: MAX_STEPS }));
  return { figures, tally };
}

/** Runs one slice of a pairing in a child process (its own engine), for parallelism. */
function runWorker(job) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--strength-worker', JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`strength worker exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch (e) {
        reject(e);
      }
    });
  });
}

async function benchStrength(games) {
  const workers = Math.max(1, WORKERS ?? cpus().length);
  const rows = [];
  /** game → level → the habit tally over all its strength deals */
  const habits = {};
  for (const game of games) {
    for (const [a, b] of PAIRINGS_RUN) {
      const [full, quick] = DEALS;
      const n = DEALS_ARG ?? (QUICK ? quick : full);
      const t0 = performance.now();
      const slices = [];
      for (let w = 0; w < workers; w++) {
        const from = Math.floor((n * w) / workers);
        const to = Math.floor((n * (w + 1)) / workers);
        if (to > from) slices.push(runWorker({ game, a, b, from, to }));
      }
      const parts = await Promise.all(slices);
      const { mean, se } = meanSe(parts.flatMap((p) => p.figures));
      rows.push({ game, a, b, deals: n, mean, se, lo: mean - 1.96 * se, hi: mean + 1.96 * se, unit: UNIT[game] ?? 'points', seconds: (performance.now() - t0) / 1000 });
      for (const p of parts) {
        for (const [level, t] of Object.entries(p.tally ?? {})) {
          const byLevel = (habits[game] ??= {});
          byLevel[level] = addTally(byLevel[level] ?? {}, t);
        }
      }
    }
  }
  return { rows, habits };
}

async function workerMain() {
  const job = JSON.parse(args[args.indexOf('--strength-worker') + 1]);
  const { engine, internals, close } = await loadEngine();
  try {
    console.log(JSON.stringify(playSlice(engine, internals, job.game, job.a, job.b, job.from, job.to)));
  } finally {
    await close();
  }
}

async function main() {
  if (PAIRINGS_RUN.length === 0) throw new Error(`no strength pairing "${PAIRING}" (have: ${PAIRINGS.map((p) => p.join('-')).join(', ')})`);
  const cpu = cpus();
  console.log(`Trick Table bench: node ${process.version}, ${cpu.length} x ${cpu[0]?.model?.trim() ?? 'cpu'}${QUICK ? ', --quick' : ''}`);
  console.log('');

  const { engine, internals, close } = await loadEngine();
  let games;
  try {
    const all = typeof engine.registeredGames === 'function' ? engine.registeredGames() : Object.keys(engine.games);
    games = ONLY ? all.filter((g) => g === ONLY) : all;
    if (games.length === 0) throw new Error(ONLY ? `no registered game "${ONLY}" (have: ${all.join(', ')})` : 'no registered games');

    const speed = games.map((g) => ({
      ...benchEngine(engine, g),
      hooks: internals.gameAis[g] ? benchDefinition(engine, g, internals.gameAis[g]) : null,
      def: benchDefinition(engine, g, null),
    }));
    const pointsByGame = new Map(games.map((g) => [g, decisionPoints(engine, g)]));
    const inSearch = new Map(games.map((g) => [g, benchSearch(engine, internals, g, pointsByGame.get(g))]));
    console.log(`Engine speed: card plays per second, one thread (${ENGINE_SECONDS}s per game and path; definition: best of several rounds)`);
    console.log(
      table(
        ['game', 'card plays/match', 'definition+hooks: plays/s', 'definition+status: plays/s', 'contract: plays/s', 'matches/s', 'hard search: solver nodes/s', 'card decisions/s', 'rollout step: nodes (declared)'],
        speed.map((r) => {
          const p = inSearch.get(r.game);
          return [r.game, r.playsPerGame.toFixed(1), r.hooks ? fmt(r.hooks.playsPerSec) : '-', fmt(r.def.playsPerSec), fmt(r.playsPerSec), fmt(r.gamesPerSec, 1),
            p ? fmt(p.nodesPerSec) : '-', p ? fmt(p.decisionsPerSec, 1) : '-', p?.stepNodes ? `${p.stepNodes.toFixed(0)} (${p.stepWork})` : '-'];
        }),
      ),
    );
    console.log('  definition = random legal playouts through the game\'s legal/apply from the dealt first hand (its dealing not timed),');
    console.log('  finding the seat to act with the AI hooks (actor/isTerminal: the search\'s path) or with status() at every step;');
    console.log('  contract = whole matches through newMatch/legalActions/applyAction/status (validation, action log);');
    console.log('  hard search = the hard level\'s card-play decisions (PIMC): the solver\'s nodes a second, sampling and rollouts in the time;');
    console.log('  rollout step = its policy\'s call, timed, in solver nodes at the search\'s rate outside those calls (declared: the game\'s rolloutStepWork).');
    console.log('');

    const lat = [];
    for (const g of games) {
      const points = pointsByGame.get(g);
      for (const level of LEVELS) lat.push({ ...benchAi(engine, g, points, level), points: points.length });
    }
    console.log(`AI decision latency: chooseAction in-process over the observations of ${AI_GAMES} seeded games per game`);
    console.log(
      table(
        ['game', 'level', 'calls', 'median', 'p95', 'p95 95 % interval', 'max'],
        lat.map((r) => [r.game, r.level, r.calls, ms(r.median), ms(r.p95), `${ms(r.p95Low)}–${ms(r.p95High)}`, ms(r.max)]),
      ),
    );
    console.log('');
  } finally {
    await close();
  }

  if (!args.includes('--no-strength')) {
    const { rows, habits } = await benchStrength(games);
    const signed = (x) => `${x > 0 ? '+' : ''}${x.toFixed(2)}`;
    console.log('AI strength: duplicate deals (scripts/duplicate.mjs). Every seeded deal is played once with the first-named side');
    console.log('in each seat (each team in Tuppi) and the other everywhere else, one hand per match; its figure is that side\'s');
    console.log('total minus the others\' mean, averaged over the rotations. rules = the game\'s sparring partner (engine/ai/sparring.ts).');
    console.log('Mean per deal for the first-named side, its standard error, and the 95% interval (mean ± 1.96 se)');
    console.log(
      table(
        ['game', 'pairing', 'deals', 'mean per deal', 'std error', '95% interval', 'unit', 'seconds'],
        // One deal has no spread to estimate: no standard error, no interval.
        rows.map((r) => [r.game, `${r.a} vs ${r.b}`, r.deals, signed(r.mean), r.deals > 1 ? r.se.toFixed(2) : '-',
          r.deals > 1 ? `${signed(r.lo)} to ${signed(r.hi)}` : '-', r.unit, r.seconds.toFixed(0)]),
      ),
    );
    console.log('');
    for (const [game, byLevel] of Object.entries(habits)) {
      const h = internals.habits[game];
      console.log(`AI habits in ${game} (every decision of each AI level in the strength deals above, from its own observation)`);
      console.log(table(h.head, LEVELS.filter((l) => byLevel[l]).map((l) => h.row(l, byLevel[l]))));
      console.log('');
    }
  }

  if (!args.includes('--no-bundle')) {
    if (existsSync(join(ROOT, 'dist', 'index.html'))) {
      const { measureBundle, formatBundleTable } = await import('./bundle-size.mjs');
      console.log('Bundle sizes (dist/, gzip -9)');
      console.log(formatBundleTable(await measureBundle(join(ROOT, 'dist'))));
    } else {
      console.log('Bundle sizes: no build in dist/ (run `npm run build` first).');
    }
    console.log('');
  }

  if (!args.includes('--no-browser')) {
    const { measureLongTasks, formatLongTasks } = await import('./longtasks.mjs');
    for (const game of games) {
      try {
        console.log(formatLongTasks(await measureLongTasks({ game, seconds: QUICK ? 10 : 30 })));
      } catch (e) {
        console.log(`Main thread while the AI thinks (${game}): not measured: ${e instanceof Error ? e.message : e}`);
      }
    }
  }
}

try {
  await (WORKER ? workerMain() : main());
} catch (e) {
  console.error(`bench: ${e instanceof Error ? (e.stack ?? e.message) : e}`);
  process.exit(1);
}
