// Fairness: the AI decides from its observation only. For many positions of seeded matches
// we build a second full state that the AI's seat cannot tell apart from the real one (the
// cards it cannot see permuted between the other hands and the face-down stock, consistently
// with everything it has seen) and check that every level chooses the same action, and the
// hint gives the same move and reason. The samplers are checked too: every state they draw
// looks exactly like the observation to that seat, and never breaks a void the opponent showed.
import { describe, expect, it } from 'vitest';
import { applyAction, newMatch, observe, status } from '../index';
import type { Card, GameId, Match, Observation, Seat } from '../index';
import { createRng, shuffled } from '../core/rng';
import type { Rng } from '../core/rng';
import { games } from '../registry';
import { effSuit } from '../games/supertrump/rules';
import { voidCaps } from '../games/supertrump/ai';
import type { SupertrumpObservation, SupertrumpState } from '../games/supertrump/types';
import { chooseAction, decideStrict, hint } from './index';
import type { AiLevel } from './index';
import { gameAis } from './games';

/** Per game: a state `seat` cannot tell from `state`, with the hidden cards moved about. */
type Twin = (state: unknown, seat: Seat, rng: Rng) => unknown;

const twins: Partial<Record<GameId, Twin>> = {
  supertrump: (state, seat, rng) => {
    const s = state as SupertrumpState;
    const opp = 1 - seat;
    const known = s.knownCards[opp];
    const hiddenSlots = s.hands[opp].flatMap((c, i) => (known.includes(c) ? [] : [i]));
    // Slots holding hidden cards: the opponent's unknown cards, then the face-down stock.
    const cards: Card[] = [...hiddenSlots.map((i) => s.hands[opp][i]), ...s.stock];
    // Before any card is played every permutation is possible; after that, cards move only
    // between slots of the same effective suit, so every void the opponent showed still holds.
    const classOf = (c: Card) => (s.trump && s.superRank && s.played.length > 0 ? effSuit(c, s.trump, s.superRank, s.options.supertrumpMembership) : 'any');
    const byClass = new Map<string, number[]>();
    cards.forEach((c, i) => byClass.set(classOf(c), [...(byClass.get(classOf(c)) ?? []), i]));
    const out = cards.slice();
    for (const slots of byClass.values()) {
      const moved = shuffled(slots, rng);
      slots.forEach((slot, k) => { out[slot] = cards[moved[k]]; });
    }
    const oppHand = s.hands[opp].slice();
    hiddenSlots.forEach((slot, k) => { oppHand[slot] = out[k]; });
    const stock = out.slice(hiddenSlots.length);
    const hands: [Card[], Card[]] = seat === 0 ? [s.hands[0], oppHand] : [oppHand, s.hands[1]];
    return { ...s, hands, stock };
  },
};

/** Positions (match, seat to act) with a real choice, from seeded matches played by easy AIs. */
function positions(game: GameId, matches: number, every: number): { m: Match; seat: Seat }[] {
  const out: { m: Match; seat: Seat }[] = [];
  for (let g = 0; g < matches; g++) {
    let m = newMatch(game, { players: games[game]!.players.default, seed: `fair-${game}-${g}` });
    let k = 0;
    while (!status(m).over) {
      const seat = status(m).toAct[0];
      const obs = observe(m, seat);
      if (obs.legal.length > 1 && k++ % every === 0) out.push({ m, seat });
      const r = applyAction(m, seat, chooseAction(obs, { level: 'easy', seed: `play/${g}/${m.log.length}` }));
      if (!r.ok) throw new Error(r.error.message);
      m = r.match;
    }
  }
  return out;
}

const withAi = (Object.keys(games) as GameId[]).filter((g) => gameAis[g] && twins[g]);

describe.each(withAi)('%s AI fairness', (game) => {
  const def = games[game]!;
  const twin = twins[game]!;

  function compare(list: { m: Match; seat: Seat }[], levels: AiLevel[]): number {
    let changed = 0;
    list.forEach(({ m, seat }, i) => {
      const obs = observe(m, seat);
      const other = twin(m.state, seat, createRng(`twin/${i}`));
      const otherObs = def.observe(other, seat);
      expect(otherObs).toEqual(obs); // the twin is indistinguishable for this seat …
      if (JSON.stringify(other) !== JSON.stringify(m.state)) changed++; // … though the cards differ
      for (const level of levels) {
        const opts = { level, seed: `fair/${i}` };
        // decideStrict throws where chooseAction would fall back to a random move
        expect(decideStrict(otherObs, opts, false).action, `${level} at position ${i}`).toEqual(decideStrict(obs, opts, false).action);
      }
      expect(decideStrict(otherObs, { level: 'easy', seed: `h/${i}` })).toEqual(hint(obs, { level: 'easy', seed: `h/${i}` }));
    });
    return changed;
  }

  it('easy and normal choose the same action in states the seat cannot tell apart', () => {
    const list = positions(game, 2, 4);
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(compare(list, ['easy', 'normal'])).toBeGreaterThanOrEqual(list.length * 0.8);
  }, 30_000);

  it('hard does too (fewer positions: it searches for longer)', () => {
    const list = positions(game, 1, 7);
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(compare(list.slice(0, 6), ['hard'])).toBeGreaterThanOrEqual(4);
  }, 30_000);

  it('every sampled state looks exactly like the observation to that seat', () => {
    const ai = gameAis[game]!;
    let checked = 0;
    positions(game, 3, 2).forEach(({ m, seat }, i) => {
      const obs = observe(m, seat);
      const sample = ai.sampler(obs);
      const rng = createRng(`sample/${i}`);
      for (let k = 0; k < 4; k++) {
        expect(def.observe(sample(rng), seat)).toEqual(obs);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(100);
  });
});

describe('Supertrump sampler: voids', () => {
  /** The opponent's hidden cards of each effective suit in the real state. */
  function hiddenBySuit(s: SupertrumpState, opp: Seat): Map<string, number> {
    const out = new Map<string, number>();
    for (const c of s.hands[opp]) {
      if (s.knownCards[opp].includes(c)) continue;
      const k = effSuit(c, s.trump!, s.superRank!, s.options.supertrumpMembership);
      out.set(k, (out.get(k) ?? 0) + 1);
    }
    return out;
  }

  it('the void limits never exclude the real deal, and samples respect them', () => {
    let limited = 0;
    let stage2Voids = 0;
    const ai = gameAis.supertrump!;
    for (const options of [{}, { supertrumpMembership: 'printed' }]) {
      for (let g = 0; g < 4; g++) {
        let m = newMatch('supertrump', { players: 2, seed: `voids-${g}`, options });
        while (!status(m).over) {
          const seat = status(m).toAct[0];
          const obs = observe(m, seat) as SupertrumpObservation;
          const s = m.state as SupertrumpState;
          if (obs.phase === 'trickPlay') {
            const caps = voidCaps(obs);
            const real = hiddenBySuit(s, 1 - seat);
            for (const [suit, cap] of caps) {
              expect(real.get(suit) ?? 0, `real hand within the ${suit} limit`).toBeLessThanOrEqual(cap);
              limited++;
              if (cap === 0 && obs.stage === 2) stage2Voids++;
            }
            if (caps.size > 0 && obs.legal.length > 1) {
              const sample = ai.sampler(obs)(createRng(`v/${g}/${m.log.length}`)) as SupertrumpState;
              const got = hiddenBySuit(sample, 1 - seat);
              for (const [suit, cap] of caps) expect(got.get(suit) ?? 0).toBeLessThanOrEqual(cap);
            }
          }
          const r = applyAction(m, seat, chooseAction(obs, { level: 'easy', seed: `v/${g}/${m.log.length}` }));
          if (!r.ok) throw new Error(r.error.message);
          m = r.match;
        }
      }
    }
    expect(limited).toBeGreaterThan(60);
    expect(stage2Voids).toBeGreaterThan(5);
  });
});

describe('the AI reads nothing but its observation', () => {
  it('an observation alone (no match) is enough, and a deep-frozen one is not modified', () => {
    const m = newMatch('supertrump', { players: 2, seed: 'frozen' });
    const obs = JSON.parse(JSON.stringify(observe(m, status(m).toAct[0]))) as Observation;
    const deepFreeze = (x: unknown): void => {
      if (x && typeof x === 'object') {
        Object.freeze(x);
        for (const v of Object.values(x)) deepFreeze(v);
      }
    };
    const copy = structuredClone(obs);
    deepFreeze(obs);
    for (const level of ['easy', 'normal', 'hard'] as const) {
      expect(obs.legal).toContainEqual(decideStrict(obs, { level, seed: 'f' }).action);
      expect(chooseAction(obs, { level, seed: 'f' })).toEqual(chooseAction(copy, { level, seed: 'f' }));
    }
    expect(obs).toEqual(copy);
  });
});
