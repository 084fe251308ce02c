#!/usr/bin/env node
// Duplicate-deal duel between two AI levels (a lower-variance strength measure than match
// wins): every seeded deal is played once with the first level in each seat (or each team, in
// a partnership game) and the second level everywhere else; the figure is the first level's
// score minus the others' mean, per deal, averaged over the rotations. The luck of the cards
// cancels out across the rotation.
//
//   node scripts/duel.mjs <game> <levelA> <levelB> [--deals N] [--from K]
// A level is easy | normal | hard, rules (the game's sparring partner, engine/ai/sparring.ts),
// random, or a JSON object over a level's settings, e.g.
// '{"base":"hard","treeDepth":2}' (see LEVELS in src/engine/ai/index.ts), for experiments.
// Prints one line per deal and a closing mean with its standard error.
import { playAiMatch } from './aiMatch.mjs';
import { loadEngine } from './loadEngine.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const [game, specA, specB] = args;
if (!game || !specA || !specB) {
  console.error('usage: node scripts/duel.mjs <game> <levelA> <levelB> [--deals N] [--from K]');
  process.exit(2);
}
const DEALS = opt('--deals', 40);
const FROM = opt('--from', 0);
/**
 * One hand per match: by the game's option where it has one, else the match stops at the
 * first hand's result (Toepen: the chips won or lost in the first deal). Partnership games
 * rotate teams.
 */
const ONE_HAND = { skat: { handsPerGame: 1 }, tuppi: { handLimit: 1 } };
const firstHandOver = (st) => st.phase === 'handResult';
const TEAM = { tuppi: (seat) => seat % 2 };

const loaded = await loadEngine();
const LEVELS = loaded.levels;
// The sparring partner plays through the same calls as a level (aiMatch.mjs).
const engine = { ...loaded.engine, sparringAction: loaded.sparringAction, sparringOptional: loaded.sparringOptional };
{
  const level = (spec, name) => {
    if (!spec.startsWith('{')) return spec;
    const o = JSON.parse(spec);
    LEVELS[name] = { ...LEVELS[o.base ?? 'hard'], ...o };
    return name;
  };
  const A = level(specA, 'duelA');
  const B = level(specB, 'duelB');
  const players = engine.games[game].players.default;
  const team = TEAM[game];
  const rotations = team ? 2 : players;
  const diffs = [];
  for (let d = FROM; d < FROM + DEALS; d++) {
    let sum = 0;
    for (let k = 0; k < rotations; k++) {
      const isA = (s) => (team ? team(s) === k : s === k);
      const setup = { players, seed: `duel/${d}`, ...(ONE_HAND[game] ? { options: ONE_HAND[game] } : {}) };
      const m = playAiMatch(engine, game, setup, (seat) => (isA(seat) ? A : B), `duel/${d}/${k}`, ONE_HAND[game] ? {} : { until: firstHandOver });
      const totals = engine.status(m).totals;
      const mean = (xs) => xs.reduce((x, y) => x + y, 0) / xs.length;
      sum += mean(totals.filter((_, i) => isA(i))) - mean(totals.filter((_, i) => !isA(i)));
    }
    diffs.push(sum / rotations);
    console.log(`deal ${d}: ${(sum / rotations).toFixed(2)}`);
  }
  const n = diffs.length;
  const mean = diffs.reduce((x, y) => x + y, 0) / n;
  const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, n - 1));
  console.log(`${game} ${specA} vs ${specB}: ${mean.toFixed(2)} ± ${(sd / Math.sqrt(n)).toFixed(2)} points per deal (mean ± standard error, ${n} deals)`);
}
