// The table's pure view selector (tableView.ts), on real matches through the engine contract.
import { describe, expect, it } from 'vitest';
import type { Action, Card, Match, Observation } from '../../engine';
import { applyAction, legalActions, newMatch, observe, status } from '../../engine';
import type { SupertrumpObservation } from '../../engine/games/supertrump/types';
import { gameUi } from '../games';
import { cardsOnScreen, choices, handCards, seatPositions, seatsFromBottom } from './tableView';
import type { Tr } from './text';

const tr = ((key: string) => key) as unknown as Tr;

/** Plays the first legal action until `done` holds. */
function playUntil(m: Match, done: (m: Match) => boolean): Match {
  for (let i = 0; i < 500 && !done(m); i++) {
    const seat = status(m).toAct[0];
    const r = applyAction(m, seat, legalActions(m, seat)[0]);
    if (!r.ok) throw new Error(r.error.code);
    m = r.match;
  }
  return m;
}

describe('tableView', () => {
  it('places every other seat once, clockwise from the left', () => {
    for (let n = 2; n <= 6; n++) {
      const p = seatPositions(n);
      expect(p).toHaveLength(n - 1);
      expect(new Set(p).size).toBe(n - 1);
    }
  });

  it('draws the seats clockwise from the bottom one: by number, or as the game seats them', () => {
    expect(seatsFromBottom(4, 2)).toEqual([2, 3, 0, 1]);
    expect(seatsFromBottom(5, 0, [0, 1, 3, 2, 4])).toEqual([0, 1, 3, 2, 4]);
    expect(seatsFromBottom(5, 2, [0, 1, 3, 2, 4])).toEqual([2, 4, 0, 1, 3]);
  });

  it('King of the Hill: after the partner changes places, play goes round the drawn table counterclockwise', () => {
    let reseated = 0;
    for (let i = 0; i < 12; i++) {
      const m = playUntil(newMatch('king-of-the-hill', { players: 5, seed: `tv-ring-${i}` }), (x) => status(x).phase === 'trickPlay');
      for (let viewer = 0; viewer < 5; viewer++) {
        const obs = observe(m, viewer) as Observation & { seating: number[]; playOrder: number[] };
        const ring = seatsFromBottom(5, viewer, gameUi('king-of-the-hill').seatRing!(obs));
        expect(ring[0]).toBe(viewer);
        // each player's successor sits on its right: one place counterclockwise on the screen
        obs.playOrder.forEach((s, k) => {
          const next = obs.playOrder[(k + 1) % 5];
          expect((ring.indexOf(s) + 4) % 5, `${obs.playOrder} from ${viewer}`).toBe(ring.indexOf(next));
        });
      }
      if ((observe(m, 0) as Observation & { seating: number[] }).seating.join() !== '0,1,2,3,4') reseated++;
    }
    expect(reseated).toBeGreaterThan(0);
  });

  it('the hand: legal cards playable, the others with the engine\'s reason', () => {
    const m = playUntil(newMatch('skat', { players: 3, seed: 'tv-hand' }), (x) => {
      const st = status(x);
      return st.phase === 'trickPlay' && (x.state as { trick: unknown[] }).trick.length === 1;
    });
    const seat = status(m).toAct[0];
    const obs = observe(m, seat);
    const cards = handCards(m, obs, seat, gameUi('skat'), tr, 'skat', null, []);
    const legal = new Set(obs.legal.map((a) => a.card));
    expect(cards.map((c) => c.card).sort()).toEqual([...obs.hand].sort());
    for (const c of cards) {
      expect(c.playable).toBe(legal.has(c.card));
      if (!c.playable) expect(c.reason).toBeTruthy();
    }
  });

  it('buttons: never a card or "next hand" among the choices, and "next hand" on the result sheet', () => {
    const ui = gameUi('supertrump');
    let m = playUntil(newMatch('supertrump', { players: 2, seed: 'tv-choices', options: { gamesPerMatch: 2 } }), (x) => status(x).phase === 'handResult');
    const st = status(m);
    const seat = st.toAct[0];
    const c = choices(m, observe(m, seat), st, true, [], ui, null, seat);
    expect(c.all.some((a: Action) => a.type === 'PLAY' || a.type === 'NEXT_HAND')).toBe(false);
    expect(c.nextHand?.type).toBe('NEXT_HAND');
    m = playUntil(m, (x) => status(x).phase === 'trickPlay');
    const s2 = status(m);
    const none = choices(m, observe(m, s2.toAct[0]), s2, true, [], ui, null, s2.toAct[0]);
    expect(none).toMatchObject({ all: [], nextHand: null });
  });

  it('cards on screen: the hand and the game\'s face-up cards (Supertrump\'s face-up stock card)', () => {
    const m = playUntil(newMatch('supertrump', { players: 2, seed: 'tv-upcard' }), (x) => status(x).phase === 'trickPlay');
    const obs = observe(m, 0) as Observation & SupertrumpObservation;
    const hand = handCards(m, obs, 0, gameUi('supertrump'), tr, 'supertrump', null, []);
    const on = cardsOnScreen(obs, gameUi('supertrump'), hand);
    for (const c of obs.hand) expect(on.has(c)).toBe(true);
    expect(obs.upcard).toBeTruthy();
    expect(on.has(obs.upcard as Card)).toBe(true);
    expect(on.size).toBe(obs.hand.length + 1 + obs.knownCards.flat().length);
  });
});
