#!/usr/bin/env node
// Duplicate-deal duel between two AI levels (a lower-variance strength measure than match
// wins): every seeded deal is played once with the first level in each seat (or each team, in
// a partnership game) and the second level everywhere else; the figure is the first level's
// score minus the others' mean, per deal, averaged over the rotations. The luck of the cards
// cancels out across the rotation. The deals and the figure are scripts/duplicate.mjs's, the
// bench's strength measure too.
//
//   node scripts/duel.mjs <game> <levelA> <levelB> [--deals N] [--from K]
// A level is easy | normal | hard, rules (the game's sparring partner, engine/ai/sparring.ts),
// random, or a JSON object over a level's settings, e.g.
// '{"base":"hard","treeDepth":2}' (see LEVELS in src/engine/ai/index.ts), for experiments.
// Prints one line per deal and a closing mean with its standard error.
import { duplicateDeal, meanSe } from './duplicate.mjs';
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

const loaded = await loadEngine();
const LEVELS = loaded.levels;
// The sparring partner plays through the same calls as a level (aiMatch.mjs).
const engine = { ...loaded.engine, sparringAction: loaded.sparringAction, sparringOptional: loaded.sparringOptional };
{
  const level = (spec, name) => {
    if (!spec.startsWith('{')) return spec;
    const o = JSON.parse(spec);
    // its base's game settings and random streams (levels.ts gameLevel): paired with the base
    const base = o.base ?? 'hard';
    LEVELS[name] = { ...LEVELS[base], ...o, base };
    return name;
  };
  const A = level(specA, 'duelA');
  const B = level(specB, 'duelB');
  const diffs = [];
  for (let d = FROM; d < FROM + DEALS; d++) {
    const figure = duplicateDeal(engine, game, A, B, d);
    diffs.push(figure);
    console.log(`deal ${d}: ${figure.toFixed(2)}`);
  }
  const { n, mean, se } = meanSe(diffs);
  console.log(`${game} ${specA} vs ${specB}: ${mean.toFixed(2)} ± ${se.toFixed(2)} points per deal (mean ± standard error, ${n} deals)`);
}
