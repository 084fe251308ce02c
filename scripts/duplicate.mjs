// Duplicate deals: the strength measure of the duel (duel.mjs) and the bench (bench.mjs).
// Every seeded deal `duel/<d>` is played once per rotation: the first side in each seat (in a
// partnership game, each team) and the second side everywhere else, one hand per match. The
// figure of a deal is the first side's total minus the others' mean, averaged over the
// rotations, so the luck of the cards cancels out.
import { playAiMatch } from './aiMatch.mjs';

/**
 * One hand per match: by the game's option where it has one, else the match stops at the
 * first hand's result (Toepen: the chips won or lost in the first deal).
 */
const ONE_HAND = { skat: { handsPerGame: 1 }, tuppi: { handLimit: 1 } };
const firstHandOver = (st) => st.phase === 'handResult';
/** Partnership games rotate teams, not seats. */
const TEAM = { tuppi: (seat) => seat % 2 };

const mean = (xs) => xs.reduce((x, y) => x + y, 0) / xs.length;

/**
 * Deal `d` of `game` played with side `a` against side `b` (each an AI level, 'rules' for the
 * game's sparring partner, or 'random': see playAiMatch) in every rotation. Returns the
 * figure: a's total minus the others' mean, averaged over the rotations. `onMove(side, seat,
 * obs, action, after, matchKey)`, if given, sees every move, with the side ('a' or 'b') of the
 * seat that made it and a key unique to the rotation's match (the bench tallies habits with it).
 */
export function duplicateDeal(engine, game, a, b, d, { onMove, maxSteps } = {}) {
  const players = engine.games[game].players.default;
  const team = TEAM[game];
  const rotations = team ? 2 : players;
  let sum = 0;
  for (let k = 0; k < rotations; k++) {
    const isA = (s) => (team ? team(s) === k : s === k);
    const setup = { players, seed: `duel/${d}`, ...(ONE_HAND[game] ? { options: ONE_HAND[game] } : {}) };
    const key = `duel/${d}/${k}`;
    const m = playAiMatch(engine, game, setup, (seat) => (isA(seat) ? a : b), key, {
      ...(maxSteps ? { maxSteps } : {}),
      ...(ONE_HAND[game] ? {} : { until: firstHandOver }),
      ...(onMove ? { onMove: (seat, obs, act, after) => onMove(isA(seat) ? 'a' : 'b', seat, obs, act, after, key) } : {}),
    });
    const totals = engine.status(m).totals;
    sum += mean(totals.filter((_, i) => isA(i))) - mean(totals.filter((_, i) => !isA(i)));
  }
  return sum / rotations;
}

/** Mean of per-deal figures with its standard error (sample standard deviation / √n). */
export function meanSe(xs) {
  const n = xs.length;
  if (n === 0) return { n, mean: NaN, se: NaN };
  const m = mean(xs);
  const sd = Math.sqrt(xs.reduce((x, y) => x + (y - m) ** 2, 0) / Math.max(1, n - 1));
  return { n, mean: m, se: sd / Math.sqrt(n) };
}
