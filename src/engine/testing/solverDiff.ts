// The differential test every game's solver problem passes (games/<id>/solverDeal.test.ts):
// the double-dummy solver runs on its own bit-packed copy of a position, so it must be shown
// to play exactly the game's rules. From random positions of random matches, the rest of the
// hand is played twice, card by card, through the engine contract and through the solver:
// at every step the seat to move and its legal cards must be the same, and at the end the
// score the solver's count maps to must be the engine's own.
import { expect } from 'vitest';
import { createRng } from '../core/rng';
import type { Rng } from '../core/rng';
import { applyAction, legalActions, newMatch, status } from '../core/match';
import type { Action, GameId, Match, MatchSetup, Seat } from '../core/types';
import { DoubleDummy } from '../ai/doubleDummy';
import type { DdProblem } from '../ai/pimc';

export interface SolverDiffOptions<S> {
  game: GameId;
  setups: readonly MatchSetup[];
  /** random matches per setup */
  matches: number;
  /** the problem for `seat` at any position of trick play (no horizon), else null */
  problem(state: S, seat: Seat): DdProblem | null;
  outcome(state: S, seat: Seat): { units: number; win?: boolean };
  /** where the problem's score bands are knowingly coarser than the rules (Skat's Schwarz): skip the score check */
  coarse?(final: S): boolean;
  /** the random matches' move outside the walks, to reach rarer positions (default: uniform) */
  steer?(legal: readonly Action[], rng: Rng): Action;
  /**
   * A step of the rules between two cards that the solver does not play (Kloepper's knock
   * window after trick 1, everyone passing), sent through the contract during a walk; null when
   * the next step is a card.
   */
  between?(m: Match): { seat: Seat; action: Action } | null;
}

/** Plays the hand out from `m` through both and checks them step by step; returns the positions checked. */
function walk<S>(o: SolverDiffOptions<S>, m: Match, seat: Seat, seed: string): number {
  const p = o.problem(m.state as S, seat);
  if (!p) return 0;
  const dd = new DoubleDummy();
  dd.load(p.deal);
  const rng = createRng(seed);
  let cur = m;
  let steps = 0;
  for (;;) {
    const st = status(cur);
    const actor = st.toAct[0];
    const cards = legalActions(cur, actor).filter((a) => a.type === 'PLAY');
    expect(dd.finished(), `${o.game} ${seed}: the solver's hand ended early`).toBe(false);
    expect(dd.toMove(), `${o.game} ${seed}: seat to move`).toBe(actor);
    const ids = cards.map((a) => p.cardId(a.card as never)).sort((x, y) => x - y);
    expect(dd.legalCards().slice().sort((x, y) => x - y), `${o.game} ${seed}: legal cards of seat ${actor}`).toEqual(ids);
    const a = cards[rng.int(cards.length)];
    dd.play(p.cardId(a.card as never));
    const r = applyAction(cur, actor, a);
    if (!r.ok) throw new Error(`${o.game}: a legal card was refused: ${r.error.code}`);
    cur = r.match;
    for (let b = o.between?.(cur); b; b = o.between?.(cur)) {
      const rb = applyAction(cur, b.seat, b.action);
      if (!rb.ok) throw new Error(`${o.game}: a step between cards was refused: ${rb.error.code}`);
      cur = rb.match;
    }
    steps++;
    if (o.problem(cur.state as S, seat) === null || status(cur).handNumber !== st.handNumber) break;
  }
  expect(dd.finished(), `${o.game} ${seed}: the solver's hand goes on after the rules' ended`).toBe(true);
  const final = cur.state as S;
  if (!o.coarse?.(final)) {
    const band = p.thresholds.filter((t) => dd.count() >= t).length;
    const out = o.outcome(final, seat);
    expect(p.units[band], `${o.game} ${seed}: score of seat ${seat} (count ${dd.count()})`).toBeCloseTo(out.units, 9);
    if (p.wins && out.win !== undefined) expect(p.wins[band], `${o.game} ${seed}: won`).toBe(out.win);
  }
  return steps;
}

/**
 * Random matches; at a random point of each hand's trick play, every seat's problem is played
 * out against the rules. Returns how many card plays were compared (so a test can insist on
 * enough of them).
 */
export function checkSolverAgainstRules<S>(o: SolverDiffOptions<S>): number {
  let compared = 0;
  o.setups.forEach((setup, si) => {
    for (let i = 0; i < o.matches; i++) {
      const rng = createRng(`solverDiff/${o.game}/${si}/${i}`);
      let m = newMatch(o.game, { ...setup, seed: `${setup.seed}/${i}` });
      for (let step = 0; step < 5000; step++) {
        const st = status(m);
        if (st.over) break;
        const actor = st.toAct[0];
        const legal = legalActions(m, actor);
        const inPlay = o.problem(m.state as S, actor) !== null;
        if (inPlay && rng.int(6) === 0) {
          for (let seat = 0; seat < setup.players; seat++) compared += walk(o, m, seat, `${si}/${i}/${step}/${seat}`);
        }
        const r = applyAction(m, actor, o.steer ? o.steer(legal, rng) : legal[rng.int(legal.length)]);
        if (!r.ok) throw new Error(`${o.game}: a legal action was refused: ${r.error.code}`);
        m = r.match;
      }
    }
  });
  return compared;
}
