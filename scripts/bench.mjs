#!/usr/bin/env node
// `npm run bench`: plain-text benchmark tables.
//   1. engine speed: seeded random legal playouts of whole matches through the engine contract
//      (newMatch / legalActions / applyAction / status), per registered game;
//   2. AI decision latency per level: chooseAction over the observations of seeded games
//      (in-process, single thread: the Web Worker's message overhead is not included);
//   3. bundle sizes of dist/ (if built), from scripts/bundle-size.mjs.
// Options: --quick (fewer iterations), --game <id> (one game only), --no-bundle.
// The engine is TypeScript: it is loaded through Vite's own SSR module loader, no extra tooling.
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const ONLY = args.includes('--game') ? args[args.indexOf('--game') + 1] : undefined;
const ENGINE_SECONDS = QUICK ? 1 : 3; // wall time per game for the playout benchmark
const AI_GAMES = QUICK ? 3 : 12; // seeded games whose decision points feed the latency benchmark
const AI_MAX_CALLS = QUICK ? 150 : 600; // per level, at most
const AI_MAX_SECONDS = QUICK ? 3 : 15; // per level, at most
const LEVELS = ['easy', 'normal', 'hard'];
const MAX_STEPS = 20_000; // a match longer than this is a bug: reported, not looped on

/** mulberry32 over an FNV-1a hash of the seed text: the bench's own seeded choices. */
function rngFrom(seed) {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

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
  const { createServer } = await import('vite');
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const engine = await server.ssrLoadModule('/src/engine/index.ts');
    return { engine, close: () => server.close() };
  } catch (e) {
    await server.close();
    throw e;
  }
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

function benchAi(engine, game, points, level) {
  const sample = points.length > AI_MAX_CALLS ? points.filter((_, i) => i % Math.ceil(points.length / AI_MAX_CALLS) === 0) : points;
  for (let i = 0; i < Math.min(10, sample.length); i++) engine.chooseAction(sample[i], { level, seed: `warm/${i}` });
  const times = [];
  const deadline = performance.now() + AI_MAX_SECONDS * 1000;
  for (let i = 0; i < sample.length && performance.now() < deadline; i++) {
    const t0 = performance.now();
    engine.chooseAction(sample[i], { level, seed: `lat/${i}` });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { game, level, calls: times.length, median: quantile(times, 0.5), p95: quantile(times, 0.95), max: times[times.length - 1] ?? NaN };
}

async function main() {
  const cpu = cpus();
  console.log(`Trick Table bench: node ${process.version}, ${cpu.length} x ${cpu[0]?.model?.trim() ?? 'cpu'}${QUICK ? ', --quick' : ''}`);
  console.log('');

  const { engine, close } = await loadEngine();
  try {
    const all = typeof engine.registeredGames === 'function' ? engine.registeredGames() : Object.keys(engine.games);
    const games = ONLY ? all.filter((g) => g === ONLY) : all;
    if (games.length === 0) throw new Error(ONLY ? `no registered game "${ONLY}" (have: ${all.join(', ')})` : 'no registered games');

    const speed = games.map((g) => benchEngine(engine, g));
    console.log(`Engine speed: random legal playouts of whole matches, ${ENGINE_SECONDS}s per game, one thread`);
    console.log(
      table(
        ['game', 'matches', 'matches/s', 'ms/match', 'card plays/match', 'card plays/s', 'actions/s'],
        speed.map((r) => [r.game, r.games, fmt(r.gamesPerSec, 1), r.msPerGame.toFixed(3), r.playsPerGame.toFixed(1), fmt(r.playsPerSec), fmt(r.actionsPerSec)]),
      ),
    );
    console.log('');

    const lat = [];
    for (const g of games) {
      const points = decisionPoints(engine, g);
      for (const level of LEVELS) lat.push({ ...benchAi(engine, g, points, level), points: points.length });
    }
    console.log(`AI decision latency: chooseAction in-process over the observations of ${AI_GAMES} seeded games per game`);
    console.log(
      table(
        ['game', 'level', 'calls', 'median', 'p95', 'max'],
        lat.map((r) => [r.game, r.level, r.calls, ms(r.median), ms(r.p95), ms(r.max)]),
      ),
    );
    console.log('');
  } finally {
    await close();
  }

  if (!args.includes('--no-bundle')) {
    if (existsSync(join(ROOT, 'dist', 'index.html'))) {
      const { measureBundle, formatBundleTable } = await import('./bundle-size.mjs');
      console.log('Bundle sizes (dist/, gzip -9)');
      console.log(formatBundleTable(await measureBundle(join(ROOT, 'dist'))));
    } else {
      console.log('Bundle sizes: no build in dist/ (run `npm run build` first).');
    }
  }
}

try {
  await main();
} catch (e) {
  console.error(`bench: ${e instanceof Error ? (e.stack ?? e.message) : e}`);
  process.exit(1);
}
