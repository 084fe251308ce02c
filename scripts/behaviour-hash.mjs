#!/usr/bin/env node
// A fingerprint of every game's behaviour through the public engine contract, to prove a
// refactoring changed nothing: seeded random matches (random presets and options) played to
// the end, hashing at every step the status, every seat's legal list and observation, the
// facts of each action, the refusals of a few illegal actions (wrong seat, a card not
// allowed, an unknown type, a stray field) and the save's round trip; then the AI's choices
// (chooseAction at easy, normal and hard, chooseOptionalAction) on seeded positions.
// Usage: node scripts/behaviour-hash.mjs [--record | --check] [--game <id>] [--matches <n>] [--part rules|ai]
//   [--dump <file>]: the AI's choices one per line, to count the positions two versions differ in.
//   --record writes scripts/behaviour-hashes.json; --check compares with it (exit 1 on a
//   difference). The AI part needs the same inputs only, so its hash is machine-independent.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rngFrom } from './aiMatch.mjs';
import { loadEngine } from './loadEngine.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FILE = join(ROOT, 'scripts', 'behaviour-hashes.json');
const args = process.argv.slice(2);
const arg = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const ONLY = arg('--game');
const MATCHES = Number(arg('--matches') ?? 1000);
const PARTS = arg('--part') ? [arg('--part')] : ['rules', 'ai'];
/** AI positions per game and level (hard is slow: fewer). */
const AI_POSITIONS = { easy: 40, normal: 40, hard: 12 };
const MAX_STEPS = 20_000;
const DECK = ['C', 'D', 'H', 'S'].flatMap((s) => ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => `${r}${s}`));

const { engine } = await loadEngine();
const games = engine.registeredGames().filter((g) => !ONLY || g === ONLY);

/** Random options: a preset's now and then, else each option at random (seeded). */
function setupFor(def, seed, rand) {
  const options = {};
  for (const o of def.options) {
    if (rand(2) === 0) continue;
    if (o.type === 'boolean') options[o.key] = rand(2) === 0;
    else if (o.type === 'enum') options[o.key] = o.values[rand(o.values.length)];
    // Short matches: the low end of an integer's range (a game or chip count).
    else options[o.key] = o.min + rand(Math.min(3, o.max - o.min + 1));
  }
  const players = def.players.min + rand(def.players.max - def.players.min + 1);
  return { players, seed, options };
}

const show = (r) => (r.ok ? { ok: true, facts: r.facts } : { ok: false, error: r.error });

/** The refusals of a few illegal actions at this point (the match is not changed). */
function illegalProbes(m, st, rand, feed) {
  const seat = st.toAct[0];
  const players = m.setup.players;
  const other = (seat + 1 + rand(players - 1)) % players;
  const legalOther = engine.legalActions(m, other);
  const legal = engine.legalActions(m, seat);
  const probes = [
    [seat, { type: 'NO_SUCH_ACTION' }],
    [seat, { type: 'PLAY', card: DECK[rand(52)] }],
    [seat, { type: 'PLAY', card: 'XX' }],
  ];
  if (legal.length > 0) probes.push([seat, { ...legal[rand(legal.length)], stray: 1 }]);
  if (legal.length > 0 && players > 1) probes.push([other, legal[rand(legal.length)]]);
  if (legalOther.length > 0) probes.push([seat, legalOther[rand(legalOther.length)]]);
  for (const [s, a] of probes) {
    const r = engine.applyAction(m, s, a);
    // A legal probe is fine too: its facts are hashed; the match goes on from `m` regardless.
    feed(['probe', s, a, show(r)]);
  }
}

function hashMatches(game) {
  const h = createHash('sha256');
  const feed = (x) => h.update(JSON.stringify(x));
  const def = engine.games[game];
  let actions = 0;
  for (let i = 0; i < MATCHES; i++) {
    const seed = `bh/${game}/${i}`;
    const rand = rngFrom(seed);
    const setup = setupFor(def, seed, rand);
    let m = engine.newMatch(game, setup);
    feed(['setup', setup]);
    for (let step = 0; ; step++) {
      if (step > MAX_STEPS) throw new Error(`${game} ${seed}: not over after ${MAX_STEPS} actions`);
      const st = engine.status(m);
      feed(['status', st]);
      for (let s = 0; s < setup.players; s++) {
        feed(['legal', s, engine.legalActions(m, s)]);
        feed(['observe', s, engine.observe(m, s)]);
      }
      if (st.over) break;
      if (step % 3 === 0) illegalProbes(m, st, rand, feed);
      // Now and then an optional action of a seat the game does not wait on (a Toepen knock).
      let seat = st.toAct[rand(st.toAct.length)];
      if (rand(8) === 0) {
        const s = rand(setup.players);
        if (engine.legalActions(m, s).length > 0) seat = s;
      }
      const legal = engine.legalActions(m, seat);
      const a = legal[rand(legal.length)];
      const r = engine.applyAction(m, seat, a);
      if (!r.ok) throw new Error(`${game} ${seed}: legal action refused: ${r.error.code}`);
      feed(['apply', seat, a, r.facts]);
      m = r.match;
      actions++;
    }
    const saved = engine.serialize(m);
    const back = engine.deserialize(saved);
    feed(['save', saved, back.ok ? engine.serialize(back.match) === saved : back.error]);
    feed(['history', engine.matchHistory(m).map((hd) => ({ ...hd, tricks: hd.tricks.map((t) => ({ ...t, after: engine.status(t.after) })) }))]);
  }
  return { hash: h.digest('hex'), actions };
}

/** Seeded decision points of the first hands: observations with a choice. */
function aiPositions(game, count) {
  const def = engine.games[game];
  const out = [];
  for (let i = 0; out.length < count && i < count * 20; i++) {
    const seed = `ai/${game}/${i}`;
    const rand = rngFrom(seed);
    let m = engine.newMatch(game, { players: def.players.default, seed });
    const stop = 1 + rand(40);
    for (let step = 0; step < 400; step++) {
      const st = engine.status(m);
      if (st.over) break;
      const seat = st.toAct[0];
      const obs = engine.observe(m, seat);
      if (step >= stop && obs.legal.length > 1) {
        out.push(obs);
        break;
      }
      const r = engine.applyAction(m, seat, obs.legal[rand(obs.legal.length)]);
      m = r.match;
    }
  }
  return out;
}

const choices = [];

function hashAi(game) {
  const h = createHash('sha256');
  for (const level of ['easy', 'normal', 'hard']) {
    aiPositions(game, AI_POSITIONS[level]).forEach((obs, i) => {
      const seed = `bh-ai/${i}`;
      const chosen = JSON.stringify([level, obs.seat, obs.phase, engine.chooseAction(obs, { level, seed })]);
      choices.push(`${game} ${chosen}`);
      h.update(chosen);
      if (level === 'easy') h.update(JSON.stringify(engine.chooseOptionalAction({ ...obs, toAct: [] }, { level, seed })));
    });
  }
  return h.digest('hex');
}

const result = {};
for (const game of games) {
  const t0 = performance.now();
  const { hash, actions } = PARTS.includes('rules') ? hashMatches(game) : { hash: '', actions: 0 };
  const t1 = performance.now();
  const ai = PARTS.includes('ai') ? hashAi(game) : '';
  const t2 = performance.now();
  result[game] = { matches: MATCHES, rules: hash, ai };
  console.log(`${game.padEnd(11)} rules ${hash.slice(0, 16)} (${MATCHES} matches, ${actions} actions, ${((t1 - t0) / 1000).toFixed(1)} s)  ai ${ai.slice(0, 16)} (${((t2 - t1) / 1000).toFixed(1)} s)`);
}

if (arg('--dump')) writeFileSync(arg('--dump'), `${choices.join('\n')}\n`);
if (args.includes('--record')) {
  let all = {};
  try { all = JSON.parse(readFileSync(FILE, 'utf8')); } catch { /* first record */ }
  for (const [game, got] of Object.entries(result)) all[game] = { ...all[game], ...Object.fromEntries(Object.entries(got).filter(([, v]) => v !== '')) };
  writeFileSync(FILE, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`recorded in ${FILE}`);
}
if (args.includes('--check')) {
  const want = JSON.parse(readFileSync(FILE, 'utf8'));
  let bad = 0;
  for (const [game, got] of Object.entries(result)) {
    const w = want[game];
    if (!w || w.matches !== got.matches) { console.log(`${game}: no record for ${got.matches} matches`); bad++; continue; }
    for (const part of PARTS) {
      const same = w[part] === got[part];
      if (!same) bad++;
      console.log(`${game} ${part}: ${same ? 'same' : 'DIFFERENT'}`);
    }
  }
  process.exit(bad ? 1 : 0);
}
