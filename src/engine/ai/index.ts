// The AI's public entry (ARCHITECTURE.md, "The AI"): a pure function of (observation,
// level, seed). It reads the observation only; all chance comes from createRng(seed).
//
// One machinery for every game and every decision (card play, trump, super-trump, bids,
// exchanges, …): perfect-information Monte Carlo (pimc.ts) over the game's own rules, with
// the game's hooks (games.ts, types.ts) for sampling hidden cards, the double-dummy solver's
// view of the card play and the rollouts before it. A decision with one legal action is not
// searched. The careful player's move (sparring.ts) stands unless the search is sure of a
// better one (carefulMoveStands), and the tutor's reason quotes the figures that chose.
//
// Levels differ only in the amount and shape of search (levels.ts):
//   easy   — few deals, and in half its cards a slip among the moves close to the best;
//   normal — a moderate number of deals;
//   hard   — the most deals, a lower bar to depart from the careful move, and it reads the
//            other seats' voluntary moves (bids, declarations, knocks) as evidence about
//            their cards.
import { createRng } from '../core/rng';
import type { Rng } from '../core/rng';
import type { Action, Card, GameDefinition, Observation } from '../core/types';
import { games } from '../registry';
import { gameAis } from './games';
import type { AiLevel, AiOptions, Decision } from './heuristic';
import { findLegal, pick, sameAction } from './heuristic';
import { gameLevel, levelConfig, LEVELS } from './levels';
import { pairedSe, pimc } from './pimc';
import type { CandidateValue, PimcHooks } from './pimc';
import { NEAR_SHARE, noisyValue } from './feel';
import { randomPolicy } from './random';
import { pimcConfig } from './searchConfig';
import { sparringPlayers } from './sparring';
import type { GameAi, Reason, SearchShape } from './types';

export type { AiLevel, AiOptions, Decision } from './heuristic';
export type { GameAi } from './types';
export { LEVELS } from './levels';
export type { LevelConfig } from './levels';
export { reviewMove } from './review';
export type { MoveReview } from './review';

/** The search's choice, with the tutor's reason for it. */
interface Searched {
  action: Action;
  reason: Reason & { alternative?: Action };
}

/** Means closer than this (in game units) are a tie, which the game's playout policy breaks. */
const TIE = 1e-9;

/**
 * The candidates judged by PIMC, best first. The solver often finds several moves exactly as
 * good (every card wins the game); the game's own playout policy then picks among them, as a
 * player would (the cheaper winner, the lower discard), on the first deal drawn.
 */
function pimcMove(obs: Observation, opts: AiOptions, rng: Rng, def: GameDefinition, ai: GameAi, shape: SearchShape | undefined): Searched {
  const level = levelConfig(opts.level);
  let firstDeal: unknown;
  const values = pimc(def, ai as unknown as PimcHooks<unknown>, obs, obs.legal, pimcConfig(level, opts, shape, ai.workShare), rng, (s) => { firstDeal = s; });
  const top = Math.max(...values.map((v) => v.mean));
  const tied = values.filter((v) => v.mean >= top - TIE);
  let preferred: Action | undefined;
  if (tied.length > 1 && firstDeal !== undefined) {
    const tieRng = createRng(`${opts.seed}/ai/tie`);
    preferred = ai.playoutPolicy(firstDeal, obs.seat, tied.map((v) => v.action), tieRng);
  }
  const rank = (v: CandidateValue): number => (v.action === preferred ? 1 : 0);
  const ranked = values.map((v, i) => ({ v, i })).sort((a, b) => b.v.mean - a.v.mean || rank(b.v) - rank(a.v) || a.i - b.i).map((x) => x.v);
  const scale = ai.unitScale ?? 1;
  // A lapse (easy): in card play, now and then a close move by feel, the careful one or not;
  // only where the solver judged every card exactly. A value played out by rollouts over a few
  // deals is noisy enough to rate a wasted ace above the low card (the blunder suites).
  const lapse = level.lapse > 0 && obs.legal.every((a) => a.type === 'PLAY') && ranked[0].solved && rng.next() < level.lapse;
  const z = shape?.priorZ ?? ai.priorZ?.[gameLevel(opts.level)] ?? level.priorZ;
  // Where nothing is hidden the one solved deal is the truth: no brake on it.
  const view = level.forgets && ai.forget ? ai.forget(obs) : obs;
  const standing = lapse || shape?.exact ? null : carefulMoveStands(view, ranked, z, opts.seed);
  // A game may let easy slip further where the solver weighed every move in every deal.
  const near = ranked[0].solved && ai.slip !== undefined ? ai.slip : NEAR_SHARE * scale;
  const chosen = standing ?? (level.temperature > 0 ? noisyValue(ranked, level.temperature * scale, near, rng) : ranked[0]);
  return { action: chosen.action, reason: searchReason(ranked, chosen.action, scale, shape?.exact === true) };
}

/**
 * The careful player's move (sparring.ts: hand counts, standard discards, cheap winning) stands
 * unless the search is sure of a better one: the best must lead it by `z` standard errors of
 * their difference over the same deals. A bid judged on a few deals must not overrule a hand
 * count on noise; with many deals the search departs wherever it sees a real gain.
 */
function carefulMoveStands(obs: Observation, ranked: readonly CandidateValue[], z: number, seed: string): CandidateValue | null {
  const player = sparringPlayers[obs.game];
  if (!player || z <= 0 || ranked.length < 2) return null;
  const careful = player.act({ ...obs, legal: ranked.map((v) => v.action) }, createRng(`${seed}/ai/careful`));
  const own = ranked.find((v) => sameAction(v.action, careful));
  if (!own || own === ranked[0]) return null;
  return ranked[0].mean - own.mean <= z * pairedSe(ranked[0], own) ? own : null;
}

/** Two means closer than this share of the game's scale are "about the same" to the tutor. */
const EVEN_SHARE = 0.02;
const round = (x: number, per: number): number => Math.round(x * per) / per;

/**
 * Two means as the tutor shows them: to a tenth, or to a hundredth where tenths would show two
 * different means as one figure ("−2 points; the next best: −2 points" reads as a tie the
 * search did not find).
 */
function shownPair(a: number, b: number): [number, number] {
  return round(a, 10) !== round(b, 10) ? [round(a, 10), round(b, 10)] : [round(a, 100), round(b, 100)];
}

/**
 * The tutor's reason for a move PIMC chose, from the same figures that chose it: what it
 * scores on average over the deals judged, and what the best move that scores otherwise
 * scores. Where every card is known (`exact`: one deal, solved), what it scores with best play
 * from here.
 */
export function searchReason(values: readonly CandidateValue[], action: Action, scale: number, exact = false): Reason & { alternative?: Action } {
  const chosen = values.find((v) => v.action === action) ?? values[0];
  const others = values.filter((v) => v !== chosen);
  if (others.length === 0) return { reasonKey: 'hint.onlyChoice' };
  // The move to compare with: the best that scores clearly otherwise (a move as good as the
  // chosen one, named as "the next best" with the same figure, would read as a slip).
  const alt = others.find((v) => Math.abs(v.mean - chosen.mean) > EVEN_SHARE * scale);
  const [value, altValue] = shownPair(chosen.mean, alt?.mean ?? chosen.mean);
  if (exact) return alt ? { reasonKey: 'hint.search.known', params: { value, altValue }, alternative: alt.action } : { reasonKey: 'hint.search.knownEven', params: { value } };
  if (!alt) return { reasonKey: 'hint.search.even', params: { n: chosen.n, value } };
  const params: Record<string, string | number> = { n: chosen.n, value, altValue };
  // The careful player's move stood (carefulMoveStands): another scored a little more, not surely.
  if (alt.mean > chosen.mean) return { reasonKey: 'hint.search.usual', params, alternative: alt.action };
  if (chosen.winRate !== undefined && alt.winRate !== undefined && Math.round(chosen.winRate * 100) !== Math.round(alt.winRate * 100)) {
    params.win = Math.round(chosen.winRate * 100);
    params.altWin = Math.round(alt.winRate * 100);
    return { reasonKey: 'hint.search.win', params, alternative: alt.action };
  }
  return { reasonKey: 'hint.search.best', params, alternative: alt.action };
}

/** The tutor's reason for the only thing the seat may do. */
function onlyChoice(action: Action): Reason {
  if (action.type === 'PLAY') return { reasonKey: 'hint.onlyMove', params: { card: action.card as Card } };
  return { reasonKey: action.type === 'NEXT_HAND' ? 'hint.nextHand' : 'hint.onlyChoice' };
}

function searchMove(obs: Observation, opts: AiOptions, rng: Rng): Searched | null {
  const def = games[obs.game];
  const ai = gameAis[obs.game];
  if (!def || !ai) return null;
  if (obs.legal.length === 1) return { action: obs.legal[0], reason: onlyChoice(obs.legal[0]) };
  // A game may narrow the root and scale the search for this decision (GameAi.searchShape).
  const shape = ai.searchShape?.(obs, gameLevel(opts.level));
  const narrowed = shape?.candidates?.filter((a) => findLegal(obs.legal, a));
  const root = narrowed && narrowed.length > 0 ? { ...obs, legal: narrowed } : obs;
  if (root.legal.length === 1) return { action: root.legal[0], reason: shape?.reason ?? onlyChoice(root.legal[0]) };
  return pimcMove(root, opts, rng, def, ai, shape);
}

/**
 * The AI's decision, with the tutor's reason if `withReason`; throws on an AI bug (tests use
 * it to prove that no move came from the fallback). chooseAction and hint wrap it.
 */
export function decideStrict(obs: Observation, opts: AiOptions, withReason = true): Decision {
  if (obs.legal.length === 0) throw new Error(`Seat ${obs.seat} has nothing to do.`);
  const rng = createRng(`${opts.seed}/ai/${gameLevel(opts.level)}`);
  const found = searchMove(obs, opts, rng);
  if (!found) return randomPolicy(obs, { level: opts.level, rng });
  return withReason ? { action: found.action, ...found.reason } : { action: found.action, reasonKey: 'hint.anyMove' };
}

function decide(obs: Observation, opts: AiOptions, withReason: boolean): Decision {
  if (obs.legal.length === 0) throw new Error(`Seat ${obs.seat} has nothing to do.`);
  let d: Decision | undefined;
  try {
    d = decideStrict(obs, opts, withReason);
  } catch {
    d = undefined; // an AI bug must not stall the table: play something legal
  }
  const legal = d ? findLegal(obs.legal, d.action) : undefined;
  if (d && legal) return { ...d, action: legal };
  return { action: pick(obs.legal, createRng(`${opts.seed}/ai/fallback`)), reasonKey: 'hint.anyMove' };
}

/** The AI's move for the seat that `obs` belongs to; always one of `obs.legal`. */
export function chooseAction(obs: Observation, opts: AiOptions): Action {
  return structuredClone(decide(obs, opts, false).action);
}

/**
 * The AI's decision on an optional action: whether `obs.seat` should take one of its legal
 * actions although the game does not wait for it (Toepen: a knock outside the seat's turn;
 * the seat is not in `obs.toAct`). Returns one of `obs.legal`, or null to do nothing. A
 * pure function of (observation, level, seed), like `chooseAction`; a game without the
 * `optionalAction` hook never takes one, and an AI bug means "do nothing", never a stall.
 */
export function chooseOptionalAction(obs: Observation, opts: AiOptions): Action | null {
  try {
    const a = decideOptionalStrict(obs, opts);
    const legal = a ? findLegal(obs.legal, a) : undefined;
    return legal ? structuredClone(legal) : null;
  } catch {
    return null;
  }
}

/** `chooseOptionalAction` without the safety net: throws on an AI bug (for tests). */
export function decideOptionalStrict(obs: Observation, opts: AiOptions): Action | null {
  if (obs.legal.length === 0) return null;
  const ai = gameAis[obs.game];
  if (!ai?.optionalAction) return null;
  const level: AiLevel = Object.hasOwn(LEVELS, opts.level) ? opts.level : 'normal';
  const a = ai.optionalAction(obs, level, createRng(`${opts.seed}/ai/${gameLevel(level)}/optional`));
  if (a && !findLegal(obs.legal, a)) throw new Error(`optionalAction chose ${JSON.stringify(a)}, not one of obs.legal`);
  return a;
}

/**
 * The move the AI would make (the same as `chooseAction` with the same options), with the
 * tutor's reason: `reasonKey` is an i18n key ('hint.winCheaply', …) and `params` fill it in
 * (cards as '10H', suits as 'C', ranks as 'Q').
 */
export function hint(obs: Observation, opts: AiOptions): Decision {
  const d = decide(obs, opts, true);
  return { ...d, action: structuredClone(d.action) };
}

/**
 * Every reason key `hint` can return for any game, with the params it fills in (a game's own
 * keys: games/<id>/codes.ts). Their words live in the catalogues only: table.hint.*, or a
 * game's own wording under <game>.hint.*.
 */
export const HINT_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'hint.anyMove': [],
  'hint.onlyChoice': [],
  'hint.onlyMove': ['card'],
  'hint.nextHand': [],
  'hint.search.best': ['n', 'value', 'alternative', 'altValue'],
  'hint.search.usual': ['n', 'value', 'alternative', 'altValue'],
  'hint.search.win': ['n', 'win', 'value', 'alternative', 'altWin', 'altValue'],
  'hint.search.even': ['n', 'value'],
  'hint.search.known': ['value', 'alternative', 'altValue'],
  'hint.search.knownEven': ['value'],
};
