#!/usr/bin/env node
// Two duel logs (scripts/duel.mjs output, one "deal d: x" line per deal) compared deal by deal:
// the same deals played by two versions of the AI (or two settings), so the luck of the cards
// cancels out and a change is measured with a far smaller error than two separate means give.
//
//   node scripts/paired.mjs <base.log> <new.log> [--block N]
// Prints both means over the deals the logs share, the mean difference (new − base) with its
// standard error, and the difference by blocks of N deals (100 by default): a gain that holds in
// one block only is the luck of those deals.
import { readFileSync } from 'node:fs';
import { meanSe } from './duplicate.mjs';

const args = process.argv.slice(2);
const files = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const BLOCK = args.includes('--block') ? Number(args[args.indexOf('--block') + 1]) : 100;
if (files.length !== 2 || !(BLOCK > 0)) {
  console.error('usage: node scripts/paired.mjs <base.log> <new.log> [--block N]');
  process.exit(2);
}

/** deal number → figure, from a duel log */
function figures(file) {
  const out = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^deal (\d+): (-?\d+(?:\.\d+)?)/.exec(line);
    if (m) out.set(Number(m[1]), Number(m[2]));
  }
  return out;
}

const [base, next] = files.map(figures);
const deals = [...base.keys()].filter((d) => next.has(d)).sort((a, b) => a - b);
if (deals.length === 0) {
  console.error('the two logs share no deal');
  process.exit(1);
}
const show = ({ mean, se }) => `${mean >= 0 ? '+' : ''}${mean.toFixed(2)} ± ${se.toFixed(2)}`;
const diff = (ds) => meanSe(ds.map((d) => next.get(d) - base.get(d)));
console.log(`${deals.length} deals shared (${deals[0]}–${deals[deals.length - 1]})`);
console.log(`base ${show(meanSe(deals.map((d) => base.get(d))))}, new ${show(meanSe(deals.map((d) => next.get(d))))}`);
console.log(`new − base, paired: ${show(diff(deals))}`);
const blocks = new Map();
for (const d of deals) {
  const b = Math.floor(d / BLOCK);
  blocks.set(b, [...(blocks.get(b) ?? []), d]);
}
if (blocks.size > 1) {
  for (const [b, ds] of blocks) console.log(`  deals ${b * BLOCK}–${b * BLOCK + BLOCK - 1}: ${show(diff(ds))} (${ds.length})`);
}
