// Easy does not count cards (LevelConfig.forgets, GameAi.forget): the careful move it keeps is
// the one a player makes from its hand, the trick on the table and what the table says aloud,
// without the cards of the earlier tricks (or, in Queen's Dungeon, who showed out of a suit).
import { describe, expect, it } from 'vitest';
import { applyAction, newMatch, observe, status } from '../core/match';
import { createRng } from '../core/rng';
import type { Observation } from '../core/types';
import { gameAis } from './games';
import { sameAction } from './heuristic';
import { chooseAction, LEVELS } from './index';
import { sparringPlayers } from './sparring';

const GAMES = [['king-of-the-hill', 5, 300], ['ascot', 2, 120], ['queens-dungeon', 4, 200], ['skat', 3, 150]] as const;
const KEPT = ['game', 'seat', 'phase', 'hand', 'trick', 'legal', 'totals'] as const;

describe('easy does not count cards', () => {
  it('only easy forgets', () => {
    expect([LEVELS.easy.forgets, LEVELS.normal.forgets, LEVELS.hard.forgets]).toEqual([true, false, false]);
  });

  for (const [game, players, steps] of GAMES) {
    it(`${game}: keeps the careful move of what it remembers`, () => {
      const forget = gameAis[game]!.forget!;
      const careful = (obs: Observation) => sparringPlayers[game]!.act(obs, createRng('careful'));
      let differs = 0;
      let followsForgotten = 0;
      let followsFull = 0;
      for (const seed of ['f1', 'f2', 'f3']) {
        let m = newMatch(game, { players, seed });
        for (let step = 0; step < steps && !status(m).over; step++) {
          const seat = status(m).toAct[0];
          const obs = observe(m, seat);
          const a = chooseAction(obs, { level: 'easy', seed: `${seed}/${step}` });
          const view = forget(obs);
          // what the seat holds, what lies on the table and what it may do are never forgotten
          for (const key of KEPT) expect(view[key], key).toEqual(obs[key]);
          if (obs.phase === 'trickPlay' && obs.legal.length > 1) {
            const full = careful(obs);
            const forgotten = careful(view);
            if (!sameAction(full, forgotten)) {
              differs++;
              if (sameAction(a, forgotten)) followsForgotten++;
              if (sameAction(a, full)) followsFull++;
            }
          }
          const r = applyAction(m, seat, a);
          if (!r.ok) throw new Error(r.error.message);
          m = r.match;
        }
      }
      // counting cards changes the careful move now and then, and easy then mostly plays as if it had not counted
      expect(differs).toBeGreaterThanOrEqual(4);
      expect(followsForgotten).toBeGreaterThan(followsFull);
    }, 60_000);
  }
});
