// One match played by AI levels (or a seeded random player) through the engine contract, as
// the table's flow plays it: before the seat to act moves, the seats outside toAct that have
// an optional action (a Toepen knock) are asked clockwise from it (the random player never
// takes one). Shared by the bench's strength pairings and the duplicate-deal duel.

/** mulberry32 over an FNV-1a hash of the seed text: the scripts' own seeded choices. */
export function rngFrom(seed) {
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

/**
 * Plays `setup` to the end (or until `until(status)` holds); `levelOf(seat)` is 'random', 'rules'
 * (the game's sparring partner, which needs `engine.sparringAction`) or an AI level. Returns
 * the final match; throws on a refused action or a match longer than
 * `maxSteps`. `onMove(seat, obs, action, after)`, if given, sees every move: the mover's
 * observation before it and the match after it (the bench counts the AI's habits with it).
 */
export function playAiMatch(engine, game, setup, levelOf, seed, { maxSteps = 20_000, onMove, until } = {}) {
  let m = engine.newMatch(game, setup);
  let offeredAt = -1;
  for (let step = 0; step < maxSteps; step++) {
    const st = engine.status(m);
    if (st.over || until?.(st)) return m;
    if (offeredAt !== m.log.length) {
      offeredAt = m.log.length;
      let taken = null;
      for (let k = 1; k < setup.players && !taken; k++) {
        const s = (st.toAct[0] + k) % setup.players;
        const who = levelOf(s);
        if (st.toAct.includes(s) || who === 'random' || engine.legalActions(m, s).length === 0) continue;
        const obs = engine.observe(m, s);
        const optSeed = `${seed}/${step}/optional/${s}`;
        const act = who === 'rules' ? engine.sparringOptional(obs, optSeed) : engine.chooseOptionalAction(obs, { level: who, seed: optSeed });
        if (act) taken = { s, obs, act };
      }
      if (taken) {
        const r = engine.applyAction(m, taken.s, taken.act);
        if (!r.ok) throw new Error(`${game}: an optional action was refused: ${r.error.code}`);
        m = r.match;
        onMove?.(taken.s, taken.obs, taken.act, m);
        continue;
      }
    }
    const seat = st.toAct[0];
    const who = levelOf(seat);
    const obs = engine.observe(m, seat);
    const act = who === 'random' ? obs.legal[rngFrom(`${seed}/${step}`)(obs.legal.length)]
      : who === 'rules' ? engine.sparringAction(obs, `${seed}/${step}`)
        : engine.chooseAction(obs, { level: who, seed: `${seed}/${step}` });
    const r = engine.applyAction(m, seat, act);
    if (!r.ok) throw new Error(`${game}: ${who} chose a refused action: ${r.error.code}`);
    m = r.match;
    onMove?.(seat, obs, act, m);
  }
  throw new Error(`${game} ${seed}: not over after ${maxSteps} steps`);
}
