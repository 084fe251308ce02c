// King of the Hill's hooks for the shared search (engine/ai/pimc.ts): what only this game
// knows. Every rule question goes to play.ts (the one legality oracle); these hooks sample the
// hidden copies (sampler.ts), play on a sampled deal (rollout.ts) and score a round for one
// player (its steps on the track less the others' mean, outcome below).
//
// The card play is searched: each candidate is played out to the end of the round on every
// sampled deal by the rollout policy. The double-dummy solver is not used (docs/rules-decisions.md, notes on the AI): it packs one
// bit per card and a trick of single cards, while here two copies of a card and pair tricks
// (two cards a player) are the rule; a rollout plays them through the rules themselves. The
// declarations, the trump, the burial and the call are the careful player's (planning.ts), with
// its figures as the tutor's reason: a rollout of the rest of the deal, the kitty and twenty
// tricks for each of up to 28 candidates is too slow to judge them at the table.
import type { Rng } from '../../core/rng';
import type { Action, Card, Seat } from '../../core/types';
import type { AiLevel } from '../../ai/heuristic';
import type { Horizon } from '../../ai/pimc';
import { levelConfig } from '../../ai/levels';
import type { GameAi, Reason, SearchShape } from '../../ai/types';
import { cost } from './cardPlay';
import { observe } from './observe';
import { suitLength } from './planning';
import { firstToAct } from './play';
import { rulesFor, suitOfCard } from './rules';
import { rolloutPlay } from './rollout';
import { sampler } from './sampler';
import { carefulAction, playCards } from './sparring';
import type { KothObservation, KothState } from './types';

/** The careful player's move in the seat's own view of a sampled deal (phases the rollouts rarely reach). */
function playoutPolicy(s: KothState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  if (s.phase === 'trickPlay') return rolloutPlay(s, seat, legal, rng);
  return carefulAction({ ...observe(s, seat), legal: legal.slice() });
}

/** The tutor's reason for the careful player's choice before the cards. */
function planReason(obs: KothObservation, a: Action): Reason {
  const r = obs.trumpRank;
  switch (a.type) {
    case 'DECLARE_TRUMP': case 'OVERRIDE_TRUMP': case 'REINFORCE': {
      const suit = suitOfCard(a.type === 'REINFORCE' ? (a.card as Card) : (a.cards as Card[])[0])!;
      return { reasonKey: 'hint.king-of-the-hill.declare', params: { suit, count: suitLength(obs.hand, r, suit) } };
    }
    case 'PASS': return { reasonKey: 'hint.king-of-the-hill.pass', params: { count: obs.hand.length } };
    case 'CHOOSE_TRUMP': {
      const suit = a.suit as string;
      return { reasonKey: 'hint.king-of-the-hill.chooseTrump', params: { suit, count: suit === 'NT' ? 0 : suitLength(obs.hand, r, suit as never) } };
    }
    case 'DISCARD': return { reasonKey: 'hint.king-of-the-hill.bury', params: { card: a.card as Card } };
    case 'CALL_PARTNER': return { reasonKey: 'hint.king-of-the-hill.call', params: { card: a.card as Card } };
    default: return { reasonKey: 'hint.onlyChoice' };
  }
}

/** The most plays a card decision is searched over (a pair lead may allow some 190 two-card follows). */
const MAX_CANDIDATES = 8;

/**
 * Hard judges three times its level's deals: without the solver a card decision costs a few
 * tens of milliseconds, and more deals measurably strengthen it (duel against the sparring
 * partner, 30 rounds: +0.23 steps a round at twice the deals, +0.29 at three times; against
 * normal over 90 rounds +0.05 and +0.07; p95 166 ms on the 2-core machine).
 */
const HARD_SCALE = 3;

function searchShape(obs: KothObservation, level: AiLevel): SearchShape {
  if (obs.phase === 'handResult') return {};
  const careful = carefulAction(obs);
  if (obs.phase !== 'trickPlay') return { candidates: [careful], reason: planReason(obs, careful) };
  const scale = level === 'hard' ? HARD_SCALE : 1;
  if (obs.legal.length <= MAX_CANDIDATES) return { scale };
  const rules = rulesFor(obs.trumpRank, obs.trumpSuit);
  const price = (a: Action): number => playCards(a).reduce((n, c) => n + cost(c, rules), 0);
  // the careful play (as easy keeps it in mind too) and the cheapest others
  const kept = levelConfig(level).forgets ? [careful, carefulAction(forget(obs))].filter((a, i, all) => all.indexOf(a) === i) : [careful];
  const cheap = obs.legal.slice().sort((a, b) => price(a) - price(b)).filter((a) => !kept.includes(a)).slice(0, MAX_CANDIDATES - kept.length);
  return { scale, candidates: [...kept, ...cheap] };
}

/**
 * What a player who does not count cards keeps in mind (GameAi.forget): not the earlier tricks'
 * cards, so it takes a card for the top one only when it sees no copy above it could be out.
 * Easy's careful move is this player's: below the sparring partner by −0.04 ± 0.01 steps a
 * round over 200 rounds (−0.02 ± 0.01 counting; −0.015 ± 0.010 paired).
 */
const forget = (obs: KothObservation): KothObservation => ({ ...obs, tricks: [] });

/** No solver: the rollouts play every card. */
const NO_SOLVER: Horizon = { root: 0, rollout: 0 };
const HORIZONS: Readonly<Record<AiLevel, Horizon>> = { easy: NO_SOLVER, normal: NO_SOLVER, hard: NO_SOLVER };

/**
 * The brackets of §6.2 drawn as a line through their middles: the King's side's steps less the
 * challengers' for `c` (3 at 0, 2 at 20, 1 at 60, 0 at 100, −1 at 140 … −3 from 220). Every
 * point then counts a little, as it does on average over the deals still to come.
 */
export function smoothSteps(c: number): number {
  if (c <= 20) return 3 - c / 20;
  if (c <= 100) return 2 - (c - 20) / 40;
  return Math.max(-3, -(c - 100) / 40);
}

/** `seat`'s steps less the others' mean. */
function relative(steps: readonly number[], seat: Seat): number {
  let others = 0;
  for (let x = 0; x < 5; x++) if (x !== seat) others += steps[x];
  return steps[seat] - others / 4;
}

/**
 * A round's worth to `seat`: its steps less the others' mean, half as the brackets give them and
 * half as the line through them (smoothSteps: a few rollouts then tell a 15-point trick from a
 * blank one), and the game won or lost when the round ends it.
 */
export function kothOutcome(s: KothState, seat: Seat): { units: number; win: boolean } {
  const r = s.history[s.history.length - 1];
  if (!r || r.handNumber !== s.handNumber) return { units: 0, win: false };
  const team = (x: Seat): boolean => x === r.king || x === r.partner;
  const g = smoothSteps(r.challengerPoints);
  const smooth = [0, 1, 2, 3, 4].map((x) => (team(x) ? Math.max(0, g) : Math.max(0, -g)));
  const game = s.winners.length === 0 ? 0 : s.winners.includes(seat) ? 6 : -1.5;
  const units = (relative(r.steps, seat) + relative(smooth, seat)) / 2 + game;
  return { units, win: team(seat) === r.challengerPoints < 80 };
}

export const kingOfTheHillAi: GameAi<KothState, KothObservation> = {
  sampler,
  // the rollouts' moves too (no separate rolloutPolicy): a rollout may start before the cards
  // (the post-hand review weighs a declaration, a burial, a call), where rolloutPlay has no move
  playoutPolicy,
  rolloutStepWork: 40,
  isTerminal: (s) => s.phase === 'handResult' || s.phase === 'gameOver',
  actor: firstToAct,
  searchShape,
  ddProblem: () => null,
  outcome: kothOutcome,
  forget,
  horizons: HORIZONS,
  // a round moves a player's marker against the others' mean by about a step
  unitScale: 1,
};
