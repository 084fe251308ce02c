// The AI's public entry (ARCHITECTURE.md, "The AI"): a pure function of (observation,
// level, seed). It reads the observation only; all chance comes from createRng(seed).
//
// One machinery for every game and every decision (card play, trump, super-trump, bids,
// exchanges, …): information-set Monte Carlo tree search (search.ts) over the game's own
// rules, with the game's hooks (games.ts) for sampling hidden cards, playouts and scoring.
// A decision with one legal action is not searched.
//
// Levels differ only in the amount and shape of search:
//   easy   — few iterations, flat Monte Carlo, and a noisy choice: it mostly picks a good
//            move but sometimes a near-equal or slightly worse one (a human-looking slip);
//   normal — a moderate search with a shallow tree;
//   hard   — the full search: many iterations, a deep tree, always the most-tried move,
//            and it reads the other seats' voluntary moves (Toepen's knocks and answers) as
//            evidence about their cards where the game's sampler can.
import { createRng } from '../core/rng';
import type { Rng } from '../core/rng';
import type { Action, GameDefinition, Observation } from '../core/types';
import { games } from '../registry';
import { gameAis } from './games';
import type { AiLevel, AiOptions, Decision } from './heuristic';
import { findLegal, pick, sameAction } from './heuristic';
import { LEVELS } from './levels';
import type { LevelConfig } from './levels';
import { pairedSe, pimc } from './pimc';
import type { CandidateValue, PimcConfig, PimcHooks } from './pimc';
import { randomPolicy } from './random';
import { search } from './search';
import { sparringPlayers } from './sparring';
import type { SearchConfig } from './search';
import type { ActionStats, GameAi, Reason, SearchShape } from './types';

export type { AiLevel, AiOptions, Decision } from './heuristic';
export type { ActionStats, GameAi } from './types';
export { playOut, simulateChoices } from './optional';
export type { ChoiceValue } from './optional';
export { LEVELS } from './levels';
export type { LevelConfig } from './levels';

/** Below this many iterations a clock never stops the search (a move needs some evidence). */
const MIN_ITERATIONS = 16;

function searchConfig(level: LevelConfig, opts: AiOptions, shape: SearchShape = {}): SearchConfig {
  const scale = shape.scale ?? 1;
  const iterations = scale === 1 ? level.iterations : Math.max(MIN_ITERATIONS, Math.round(level.iterations * scale));
  const treeDepth = Math.max(1, Math.min(level.treeDepth, shape.treeDepth ?? level.treeDepth));
  const cfg: SearchConfig = { iterations, treeDepth, exploration: level.exploration, pool: level.pool, inference: level.inference };
  if (opts.budgetMs !== undefined && opts.now && Number.isFinite(opts.budgetMs)) {
    cfg.deadline = {
      now: opts.now,
      at: opts.now() + Math.max(0, opts.budgetMs),
      minIterations: Math.min(MIN_ITERATIONS, iterations),
      maxIterations: iterations * level.budgetFactor,
    };
  }
  return cfg;
}

/** Softmax over mean values: near-equal moves are often confused, clearly bad ones rarely. */
function noisyChoice(stats: readonly ActionStats[], temperature: number, rng: Rng): ActionStats {
  const tried = stats.filter((s) => s.visits > 0);
  if (tried.length === 0) return stats[0];
  const top = Math.max(...tried.map((s) => s.mean));
  const weights = tried.map((s) => Math.exp((s.mean - top) / temperature));
  let x = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < tried.length; i++) {
    x -= weights[i];
    if (x <= 0) return tried[i];
  }
  return tried[tried.length - 1];
}

interface Searched {
  action: Action;
  stats: ActionStats[];
  /** the candidates' values, where PIMC judged them (games with the solver's hooks) */
  values?: CandidateValue[];
  def: GameDefinition;
  ai: GameAi;
}

const usesPimc = (ai: GameAi): boolean => ai.ddProblem !== undefined && ai.outcome !== undefined && ai.horizons !== undefined;

function pimcConfig(level: LevelConfig, opts: AiOptions, shape: SearchShape = {}): PimcConfig {
  const samples = Math.max(1, Math.round(level.samples * (shape.scale ?? 1)));
  const cfg: PimcConfig = { samples, minSamples: Math.min(samples, level.minSamples), work: level.work * (shape.scale ?? 1), level: level.base ?? opts.level, inference: level.inference };
  if (opts.budgetMs !== undefined && opts.now && Number.isFinite(opts.budgetMs)) {
    cfg.deadline = { now: opts.now, at: opts.now() + Math.max(0, opts.budgetMs), maxSamples: samples * level.budgetFactor };
  }
  return cfg;
}

/**
 * A move worse than the best by more than this share of the game's scale is never the noisy
 * choice: easy confuses close moves, as a person does, but never makes an absurd one.
 */
const NEAR_SHARE = 0.1;

/** Softmax over mean values in game units among the moves near the best: near-equal moves are often confused. */
function noisyValue(values: readonly CandidateValue[], temperature: number, scale: number, rng: Rng): CandidateValue {
  const top = Math.max(...values.map((v) => v.mean));
  const weights = values.map((v) => (v.mean >= top - NEAR_SHARE * scale ? Math.exp((v.mean - top) / temperature) : 0));
  let x = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < values.length; i++) {
    x -= weights[i];
    if (x <= 0) return values[i];
  }
  return values[values.length - 1];
}

/** Means closer than this (in game units) are a tie, which the game's playout policy breaks. */
const TIE = 1e-9;

/**
 * The candidates judged by PIMC, best first. The solver often finds several moves exactly as
 * good (every card wins the game); the game's own playout policy then picks among them, as a
 * player would (the cheaper winner, the lower discard), on the first deal drawn.
 */
function pimcMove(obs: Observation, opts: AiOptions, rng: Rng, def: GameDefinition, ai: GameAi, shape: SearchShape | undefined): Searched {
  const level = LEVELS[opts.level] ?? LEVELS.normal;
  let firstDeal: unknown;
  const values = pimc(def, ai as unknown as PimcHooks<unknown>, obs, obs.legal, pimcConfig(level, opts, shape), rng, (s) => { firstDeal = s; });
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
  // A lapse (easy): in card play, now and then a close move by feel, the careful one or not.
  const lapse = level.lapse > 0 && obs.legal.every((a) => a.type === 'PLAY') && rng.next() < level.lapse;
  const z = ai.priorZ?.[level.base ?? opts.level] ?? level.priorZ;
  const standing = lapse ? null : carefulMoveStands(obs, ranked, z, opts.seed);
  const chosen = standing ?? (level.temperature > 0 ? noisyValue(ranked, level.temperature * scale, scale, rng) : ranked[0]);
  const stats = ranked.map((v) => ({ action: v.action, visits: v.n, mean: v.mean }));
  return { action: chosen.action, stats, values: ranked, def, ai };
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
const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * The tutor's reason for a move PIMC chose, from the same figures that chose it: what it
 * scores on average over the deals judged, and what the best other move scores.
 */
function searchReason(values: readonly CandidateValue[], action: Action, scale: number): Reason & { alternative?: Action } {
  const chosen = values.find((v) => v.action === action) ?? values[0];
  const others = values.filter((v) => v !== chosen);
  if (others.length === 0) return { reasonKey: 'hint.onlyChoice' };
  const alt = others[0];
  const params: Record<string, string | number> = { n: chosen.n, value: round1(chosen.mean), altValue: round1(alt.mean) };
  // The careful player's move stood (carefulMoveStands): another scored a little more, not surely.
  if (alt.mean > chosen.mean + EVEN_SHARE * scale) return { reasonKey: 'hint.search.usual', params, alternative: alt.action };
  if (Math.abs(chosen.mean - alt.mean) <= EVEN_SHARE * scale && others.every((v) => Math.abs(v.mean - chosen.mean) <= EVEN_SHARE * scale)) {
    return { reasonKey: 'hint.search.even', params };
  }
  if (chosen.winRate !== undefined && alt.winRate !== undefined && Math.round(chosen.winRate * 100) !== Math.round(alt.winRate * 100)) {
    params.win = Math.round(chosen.winRate * 100);
    params.altWin = Math.round(alt.winRate * 100);
    return { reasonKey: 'hint.search.win', params, alternative: alt.action };
  }
  return { reasonKey: 'hint.search.best', params, alternative: alt.action };
}

function searchMove(obs: Observation, opts: AiOptions, rng: Rng): Searched | null {
  const def = games[obs.game];
  const ai = gameAis[obs.game];
  if (!def || !ai) return null;
  if (obs.legal.length === 1) return { action: obs.legal[0], stats: [{ action: obs.legal[0], visits: 0, mean: 0 }], def, ai };
  const level = LEVELS[opts.level] ?? LEVELS.normal;
  // A game may narrow the root and scale the search for this decision (GameAi.searchShape).
  const shape = ai.searchShape?.(obs, opts.level);
  const narrowed = shape?.candidates?.filter((a) => findLegal(obs.legal, a));
  const root = narrowed && narrowed.length > 0 ? { ...obs, legal: narrowed } : obs;
  if (root.legal.length === 1) return { action: root.legal[0], stats: [{ action: root.legal[0], visits: 0, mean: 0 }], def, ai };
  if (usesPimc(ai) && !level.treeSearch) return pimcMove(root, opts, rng, def, ai, shape);
  const stats = search(def, ai, root, searchConfig(level, opts, shape), rng);
  const chosen = level.temperature > 0 ? noisyChoice(stats, level.temperature, rng) : stats[0];
  return { action: chosen.action, stats, def, ai };
}

/**
 * The AI's decision, with the tutor's reason if `withReason`; throws on an AI bug (tests use
 * it to prove that no move came from the fallback). chooseAction and hint wrap it.
 */
export function decideStrict(obs: Observation, opts: AiOptions, withReason = true): Decision {
  if (obs.legal.length === 0) throw new Error(`Seat ${obs.seat} has nothing to do.`);
  const rng = createRng(`${opts.seed}/ai/${opts.level}`);
  const found = searchMove(obs, opts, rng);
  if (!found) return randomPolicy(obs, { level: opts.level, rng });
  if (!withReason) return { action: found.action, reasonKey: 'hint.anyMove' };
  if (found.values) {
    if (obs.legal.length === 1) return { action: found.action, reasonKey: 'hint.onlyChoice' };
    return { action: found.action, ...searchReason(found.values, found.action, found.ai.unitScale ?? 1) };
  }
  // The reason draws from its own stream: asking for a hint never changes the move.
  const explainRng = createRng(`${opts.seed}/ai/${opts.level}/explain`);
  const sample = found.ai.sampler(obs, { inference: (LEVELS[opts.level] ?? LEVELS.normal).inference });
  return { action: found.action, ...found.ai.explain(obs, found.action, { stats: found.stats, sample: () => sample(explainRng) }) };
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
  const a = ai.optionalAction(obs, level, createRng(`${opts.seed}/ai/${level}/optional`));
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

/** Every reason key `hint` can return, with its English text (for the message catalogues). */
export const HINT_TEXTS_EN: Readonly<Record<string, string>> = {
  'hint.anyMove': 'Any legal move will do here.',
  'hint.onlyChoice': 'This is the only thing you may do here.',
  'hint.search.best': 'Over {{n}} deals that fit what you have seen, this scores {{value}} points on average; the next best choice, {{alternative}}, scores {{altValue}}.',
  'hint.search.usual': 'The usual play here: over {{n}} deals that fit what you have seen it scores {{value}} points on average; {{alternative}} scored {{altValue}}, too little more to be sure it is better.',
  'hint.search.win': 'Over {{n}} deals that fit what you have seen, this wins the hand in {{win}} % of them ({{value}} points on average); the next best choice, {{alternative}}, wins {{altWin}} % ({{altValue}} points).',
  'hint.search.even': 'Every choice here scores about the same: {{value}} points on average over {{n}} deals that fit what you have seen.',
  'hint.onlyMove': '{{card}} is your only legal card.',
  'hint.draw': 'Draw: the trick winner takes the face-up card, the loser the hidden one.',
  'hint.nextHand': 'Start the next game.',
  'hint.chooseTrumpLongest': 'Choose {{suit}} as trump: it is your longest suit ({{count}} cards).',
  'hint.chooseTrumpStrongest': 'Choose {{suit}} as trump: its length ({{count}} cards) and high cards make it your strongest suit.',
  'hint.chooseSuperMostHeld': 'Make {{rank}} the super-trump rank: you hold {{count}} of them, and each becomes a sure trick.',
  'hint.chooseSuperStrengthen': 'Make {{rank}} the super-trump rank: it strengthens your hand the most.',
  'hint.takeUpcard': 'The face-up {{upcard}} is worth having: play {{card}} to win the trick and take it.',
  'hint.loseCheaply': 'The face-up {{upcard}} is not worth much: lose this trick cheaply with {{card}}.',
  'hint.winCheaply': 'Win the trick with your cheapest winning card, {{card}}.',
  'hint.cannotWin': 'You cannot win this trick: discard your least useful card, {{card}}.',
  'hint.dumpLowest': 'Winning this trick would cost too much: discard your least useful card, {{card}}.',
  'hint.leadSuper': 'Lead the super-trump {{card}}: a led super-trump can never lose.',
  'hint.leadWinner': 'Lead {{card}}: it will most likely win the trick.',
  'hint.leadLow': 'Lead a low card, {{card}}, and keep your strong cards for later.',
  'hint.skat.bid': 'Bid {{value}}: your hand is worth about {{limit}}.',
  'hint.skat.bidStretch': 'Bid {{value}}: a little above your hand\'s usual value ({{limit}}), but simulated deals say it pays.',
  'hint.skat.hold': 'Hold {{value}}: your hand is worth about {{limit}}.',
  'hint.skat.holdStretch': 'Hold {{value}}: a little above your hand\'s usual value ({{limit}}), but simulated deals say it pays.',
  'hint.skat.pass': 'Pass: {{value}} is more than your hand is worth (about {{limit}}).',
  'hint.skat.passWeak': 'Pass: your hand supports no game.',
  'hint.skat.takeSkat': 'Pick up the skat: two more cards improve your hand, and you put back the two least useful.',
  'hint.skat.playHand': 'Play a hand game: your hand is strong enough without the skat, and a hand game is worth one level more.',
  'hint.skat.surrender': 'Give up: no game can reach your bid of {{bid}}; surrendering costs {{cost}}, less than losing the game.',
  'hint.skat.discard': 'Put back {{card1}} and {{card2}}: they are your least useful cards.',
  'hint.skat.discardVoid': 'Put back {{card1}} and {{card2}}: that leaves you void in a suit, so you can trump it.',
  'hint.skat.discardPoints': 'Put back {{card1}} and {{card2}}: their {{points}} points are safe in the skat.',
  'hint.skat.discardNull': 'Put back {{card1}} and {{card2}}: in Null these high cards could win a trick.',
  'hint.skat.declareSuit': 'Declare {{suit}} as trumps: with {{count}} trumps it is your strongest game.',
  'hint.skat.declareGrand': 'Declare Grand: with {{jacks}} jacks and strong suits it is your best game.',
  'hint.skat.declareNull': 'Declare Null: your low cards can lose every trick.',
  'hint.skat.declareNullOuvert': 'Declare Null ouvert: your cards are so low that showing them does not help the defenders.',
  'hint.skat.declareSchneider': 'Announce Schneider: your hand is strong enough to take 90 points.',
  'hint.skat.declareSchwarz': 'Announce Schwarz: your hand can take every trick.',
  'hint.skat.declareOuvert': 'Play ouvert: your hand takes every trick even with your cards face up.',
  'hint.skat.smear': 'Your partner is winning this trick: add points with {{card}}.',
  'hint.skat.winCheaply': 'Take the trick with your cheapest winning card, {{card}}.',
  'hint.skat.trumpIn': 'You cannot follow suit: trump in with {{card}} and take the points.',
  'hint.skat.discardLow': 'You cannot win this trick: give away your least useful card, {{card}}.',
  'hint.skat.leadTrump': 'Lead the trump {{card}} to draw the defenders\' trumps.',
  'hint.skat.leadWinner': 'Lead {{card}}: it will most likely win the trick.',
  'hint.skat.leadLow': 'Lead a low card, {{card}}, and keep your strong cards for later.',
  'hint.skat.nullLead': 'In Null you must lose every trick: lead {{card}}, a card the defenders must overtake.',
  'hint.skat.nullDuck': 'In Null you must lose every trick: {{card}} stays under the trick.',
  'hint.skat.nullDefend': 'Against Null, leave the declarer the trick: play {{card}}.',
  'hint.skat.ramschDuck': 'In Ramsch every point counts against you: play {{card}} and stay out of trouble.',
  'hint.tuppi.bidRami': 'Bid rami with {{card}}: your {{high}} high-card points (A 4, K 3, Q 2, J 1) should help your side take 7 tricks.',
  'hint.tuppi.bidNolo': 'Bid nolo with {{card}}: with only {{high}} high-card points (A 4, K 3, Q 2, J 1) your hand is better at losing tricks.',
  'hint.tuppi.bidRamiWord': 'Bid rami: your {{high}} high-card points (A 4, K 3, Q 2, J 1) should help your side take 7 tricks.',
  'hint.tuppi.bidNoloWord': 'Bid nolo: with only {{high}} high-card points (A 4, K 3, Q 2, J 1) your hand is better at losing tricks.',
  'hint.tuppi.declareSolo': 'Play solo: your cards are low (aces count lowest), and you always play last, so you can avoid every trick.',
  'hint.tuppi.declineSolo': 'Do not play solo: your hand has too many high cards to avoid every trick.',
  'hint.tuppi.soloKeep': 'Keep your hand: no exchange is needed.',
  'hint.tuppi.soloDiscard': 'Put {{card}} aside: it is the card most likely to win a trick for you.',
  'hint.tuppi.soloGive': 'Give your partner {{card}}: it is your lowest card in solo (aces count lowest), the least likely to win a trick.',
  'hint.tuppi.leadWinner': 'Lead {{card}}: it will most likely win the trick.',
  'hint.tuppi.leadLow': 'Lead a low card, {{card}}, and keep your strong cards for later.',
  'hint.tuppi.partnerWinning': 'Your partner is winning this trick: play a low card, {{card}}.',
  'hint.tuppi.winCheaply': 'Win the trick with {{card}}, the cheapest card that should hold.',
  'hint.tuppi.cannotWin': 'You cannot win this trick: give away your least useful card, {{card}}.',
  'hint.tuppi.noloLead': 'In nolo your side wants few tricks: lead a low card, {{card}}.',
  'hint.tuppi.noloDuck': 'In nolo, stay under the trick: {{card}} is your highest card that does not win it.',
  'hint.tuppi.noloDiscardHigh': 'You cannot follow suit: get rid of a dangerous high card, {{card}}.',
  'hint.tuppi.noloTakeHigh': 'You cannot stay under this trick: take it with {{card}} and be rid of a high card.',
  'hint.tuppi.soloistDuck': 'Stay under the trick with {{card}}: your highest card that does not win it (aces count lowest).',
  'hint.tuppi.soloistDiscard': 'You cannot follow suit: get rid of a dangerous high card, {{card}}.',
  'hint.tuppi.soloistForced': 'Every card you may play wins this trick: {{card}} is as good as any.',
  'hint.tuppi.soloLeadLow': 'Against the solo, lead a low card, {{card}} (aces count lowest): the soloist may have to go over it.',
  'hint.tuppi.soloFollowLow': 'Against the solo, play low with {{card}}, so the soloist may have to win the trick.',
};
