// Post-hand analysis (review.ts): a move that clearly loses is flagged with its cost in the
// game's units; the search's own best move never is; a forced move costs nothing.
import { describe, expect, it } from 'vitest';
import { catalog } from '../catalog';
import { createRng } from '../core/rng';
import type { Action, GameId, Match, Observation, Seat } from '../core/types';
import { applyAction, legalActions, newMatch, observe, status } from '../core/match';
import { exampleDeal, run, st, start } from '../games/queens-dungeon/testDriver';
import { observe as qdObserve } from '../games/queens-dungeon/observe';
import { PLAY } from '../testing/blunderCase';
import { reviewMove } from './review';

describe('reviewMove', () => {
  it("flags a card that gives away tricks in Supertrump's open endgame, with the exact cost, and not the best card", () => {
    // Stage 2 hides nothing (the unseen cards are the opponent's hand): one deal, solved exactly.
    let found = 0;
    for (let k = 0; k < 20 && found < 2; k++) {
      let m: Match = newMatch('supertrump', { players: 2, seed: `review-end-${k}` });
      const rng = createRng(`review-end-${k}`);
      while (!status(m).over && status(m).phase !== 'handResult') {
        const seat: Seat = status(m).toAct[0];
        const obs = observe(m, seat) as Observation & { stage?: number };
        if (obs.stage === 2 && obs.hand.length <= 5 && obs.legal.length > 1) {
          const reviews = obs.legal.map((a) => ({ a, r: reviewMove(obs, a, { level: 'hard', seed: 'e' }) }));
          const flagged = reviews.filter((x) => x.r.costly);
          if (flagged.length > 0) {
            found++;
            for (const { a, r } of flagged) {
              expect(r.cost, `${JSON.stringify(a)} costs something`).toBeGreaterThan(0);
              expect(r.best).not.toEqual(a);
              // the card it names instead is not flagged
              expect(reviewMove(obs, r.best, { level: 'hard', seed: 'e' }).costly).toBe(false);
            }
            break;
          }
        }
        const legal = obs.legal;
        const r = applyAction(m, seat, legal[rng.int(legal.length)]);
        if (!r.ok) throw new Error(r.error.message);
        m = r.match;
      }
    }
    expect(found, 'endgames with a costly card').toBe(2);
  }, 60_000);

  it('a forced move costs nothing; a move that is not legal is refused', () => {
    const deal = exampleDeal({ 0: ['AC'], 1: ['7C'], 2: ['KC'], 3: ['QD'] });
    const m = run(start(deal), '0: T=H').match;
    const obs = qdObserve(st(m), 1);
    expect(() => reviewMove(obs, PLAY('AC'), { level: 'hard', seed: 'r' })).toThrow(/not one of/);
  });

  it("the search's own best move is never flagged, in every game", () => {
    const games: [GameId, number][] = catalog.map((g) => [g.id, g.players.default]);
    for (const [game, players] of games) {
      let m: Match = newMatch(game, { players, seed: `review-${game}` });
      const rng = createRng(`review-${game}`);
      let checked = 0;
      for (let step = 0; step < 400 && checked < 2 && !status(m).over; step++) {
        const seat: Seat = status(m).toAct[0];
        const legal = legalActions(m, seat);
        if (legal.length > 2 && step % 7 === 3) {
          const obs = observe(m, seat);
          const first = reviewMove(obs, legal[0], { level: 'normal', seed: 's' });
          const again = reviewMove(obs, first.best, { level: 'normal', seed: 's' });
          expect(again.costly, `${game}: the best move judged again`).toBe(false);
          expect(again.cost, `${game}: the best move costs nothing`).toBe(0);
          checked++;
        }
        const a: Action = legal[rng.int(legal.length)];
        const r = applyAction(m, seat, a);
        if (!r.ok) throw new Error(r.error.message);
        m = r.match;
      }
      expect(checked, `${game}: positions judged`).toBe(2);
    }
  }, 120_000);
});
