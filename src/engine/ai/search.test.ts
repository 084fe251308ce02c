import { describe, expect, it } from 'vitest';
import { games, registeredGames } from '../registry';
import { applyAction, legalActions, newMatch, status } from '../core/match';
import { createRng } from '../core/rng';
import { actionKey } from './search';

// The search keeps one tree node per action key: two different legal actions sharing a key
// would be searched as one (Skat's DECLARE once collapsed every contract into the first).
describe('search: action keys', () => {
  it('tell apart nested fields (contract objects, card pairs) whatever their field order', () => {
    const a = { type: 'DECLARE', contract: { type: 'suit', trump: 'H', hand: false } };
    const b = { type: 'DECLARE', contract: { type: 'suit', trump: 'D', hand: false } };
    const a2 = { type: 'DECLARE', contract: { hand: false, trump: 'H', type: 'suit' } };
    expect(actionKey(a)).not.toBe(actionKey(b));
    expect(actionKey(a)).toBe(actionKey(a2));
    expect(actionKey({ type: 'DISCARD', cards: ['QD', '9D'] })).not.toBe(actionKey({ type: 'DISCARD', cards: ['QD', '9H'] }));
  });

  for (const game of registeredGames()) {
    it(`are distinct for every legal action list of random ${game} matches`, () => {
      const def = games[game]!;
      for (let g = 0; g < 6; g++) {
        const rng = createRng(`keys/${game}/${g}`);
        let m = newMatch(game, { players: def.players.default, seed: `keys/${game}/${g}` });
        let lists = 0;
        for (let step = 0; step < 3000 && !status(m).over; step++) {
          for (let seat = 0; seat < def.players.default; seat++) {
            const legal = legalActions(m, seat);
            if (legal.length > 1) lists++;
            expect(new Set(legal.map(actionKey)).size).toBe(legal.length);
          }
          const seat = status(m).toAct[0];
          const legal = legalActions(m, seat);
          const r = applyAction(m, seat, legal[rng.int(legal.length)]);
          if (!r.ok) throw new Error(r.error.message);
          m = r.match;
        }
        expect(lists).toBeGreaterThan(0);
      }
    });
  }
});
