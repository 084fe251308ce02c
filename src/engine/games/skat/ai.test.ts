// Skat's AI hooks (ai.ts) through the shared search: fairness (states the seat cannot tell
// apart give the same choice at every level), samplers that look exactly like the
// observation and keep the voids shown, legal decisions in every phase, determinism, and
// strength against random play. Matches are short (few deals) to keep the suite quick.
import { describe, expect, it } from 'vitest';
import { observe, status } from '../../index';
import type { Action, Card, Match, MatchSetup, Seat } from '../../index';
import { createRng, shuffled } from '../../core/rng';
import type { Rng } from '../../core/rng';
import { decideStrict, hint } from '../../ai/index';
import { sameAction } from '../../ai/heuristic';
import type { AiLevel } from '../../ai/index';
import { gameAis } from '../../ai/games';
import { playAiMatch, type Player } from '../../testing/aiMatch';
import { skat } from './index';
import { rulesOf } from './play';
import { skatSparring } from './sparring';
import { effSuit } from './rules';
import type { SkatObservation, SkatState } from './types';
import { expectSoundDecision } from '../../testing/reasons';

function playMatch(setup: MatchSetup, players: Player[], onDecision?: (m: Match, seat: Seat, obs: SkatObservation, a: Action) => void): Match {
  return playAiMatch<SkatObservation>('skat', setup, players, onDecision);
}

/** Positions (match, seat to act) with a real choice, from short matches played by easy AIs. */
function positions(seeds: string[], options: Record<string, unknown>[], every: number): { m: Match; seat: Seat }[] {
  const out: { m: Match; seat: Seat }[] = [];
  let k = 0;
  seeds.forEach((seed, i) => {
    playMatch({ players: 3, seed, options: { handsPerGame: 2, ...options[i % options.length] } }, ['easy', 'easy', 'easy'], (m, seat, obs) => {
      if (obs.legal.length > 1 && k++ % every === 0) out.push({ m, seat });
    });
  });
  return out;
}

const OPTION_SETS: Record<string, unknown>[] = [
  {},
  { allPass: 'ramsch', reviewLastTrick: false },
  { preset: 'seed', scoring: 'tournament' },
  { allPass: 'ramsch', ramschSkatTo: 'loser', allowSurrender: false },
];

/**
 * A state `seat` cannot tell from `s`: the cards it cannot see moved about between the other
 * hands (and the untouched skat), each within its effective suit once cards are played, so
 * every void shown still holds.
 */
function twin(s: SkatState, seat: Seat, rng: Rng): SkatState {
  const open = s.contract?.ouvert && s.phase === 'trickPlay' ? s.declarer : -1;
  const holders = [0, 1, 2].filter((o) => o !== seat && o !== open);
  const skatHidden = s.phase === 'bidding' || s.phase === 'skatDecision' || (s.ramsch && s.phase === 'trickPlay');
  const slots: { hand: number; i: number }[] = [];
  for (const o of holders) s.hands[o].forEach((_, i) => slots.push({ hand: o, i }));
  if (skatHidden) s.skat.forEach((_, i) => slots.push({ hand: -1, i }));
  const hands = s.hands.map((h) => h.slice());
  const skatCards = s.skat.slice();
  const get = (x: { hand: number; i: number }): Card => (x.hand < 0 ? skatCards[x.i] : hands[x.hand][x.i]);
  const cards = slots.map(get);
  const playing = s.phase === 'trickPlay';
  const classOf = (c: Card): string => (playing ? effSuit(c, rulesOf(s)) : 'any');
  const byClass = new Map<string, number[]>();
  cards.forEach((c, k) => byClass.set(classOf(c), [...(byClass.get(classOf(c)) ?? []), k]));
  for (const ks of byClass.values()) {
    const moved = shuffled(ks, rng);
    ks.forEach((k, j) => {
      const slot = slots[k];
      if (slot.hand < 0) skatCards[slot.i] = cards[moved[j]];
      else hands[slot.hand][slot.i] = cards[moved[j]];
    });
  }
  return { ...s, hands, skat: skatCards };
}

describe('Skat AI: fairness', () => {
  function compare(list: { m: Match; seat: Seat }[], levels: AiLevel[]): number {
    let changed = 0;
    list.forEach(({ m, seat }, i) => {
      const obs = observe(m, seat);
      const other = twin(m.state as SkatState, seat, createRng(`twin/${i}`));
      const otherObs = skat.observe(other, seat);
      expect(otherObs).toEqual(obs);
      if (JSON.stringify(other) !== JSON.stringify(m.state)) changed++;
      for (const level of levels) {
        const opts = { level, seed: `fair/${i}` };
        expect(decideStrict(otherObs, opts, false).action, `${level} at position ${i} (${obs.phase})`).toEqual(decideStrict(obs, opts, false).action);
      }
      expect(decideStrict(otherObs, { level: 'easy', seed: `h/${i}` })).toEqual(hint(obs, { level: 'easy', seed: `h/${i}` }));
    });
    return changed;
  }

  it('easy and normal choose the same action in states the seat cannot tell apart', () => {
    const list = positions(['fair-a', 'fair-b'], OPTION_SETS, 5);
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(compare(list, ['easy', 'normal'])).toBeGreaterThanOrEqual(list.length * 0.6);
  }, 120_000);

  it('hard does too', () => {
    const list = positions(['fair-h'], [{ allPass: 'ramsch' }], 6).slice(0, 5);
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(compare(list, ['hard'])).toBeGreaterThanOrEqual(2);
  }, 120_000);
});

describe('Skat AI: sampler', () => {
  it('every sampled state looks exactly like the observation to that seat and keeps the voids shown', () => {
    const ai = gameAis.skat!;
    let checked = 0;
    let voidsSeen = 0;
    const phases = new Set<string>();
    positions(['smp-a', 'smp-b', 'smp-c', 'smp-d'], OPTION_SETS, 1).forEach(({ m, seat }, i) => {
      const obs = observe(m, seat) as SkatObservation;
      const sample = ai.sampler(obs);
      const rng = createRng(`sample/${i}`);
      phases.add(obs.phase);
      // Voids shown in the deal's tricks (all are observed, K-14).
      const voids: { seat: Seat; suit: string }[] = [];
      const real = m.state as SkatState;
      if (obs.phase === 'trickPlay') {
        for (const t of [obs.trick, ...obs.tricks.map((x) => x.cards)]) {
          if (t.length < 2) continue;
          const led = effSuit(t[0].card, rulesOf(real));
          for (const p of t.slice(1)) if (effSuit(p.card, rulesOf(real)) !== led) voids.push({ seat: p.seat, suit: led });
        }
      }
      for (let k = 0; k < 3; k++) {
        const s = sample(rng) as SkatState;
        expect(skat.observe(s, seat)).toEqual(obs);
        // The completed tricks are exact: the same card points per seat as the real deal.
        expect(s.trickPoints).toEqual(real.trickPoints);
        expect(s.tricks).toEqual(real.tricks);
        for (const v of voids) {
          expect(s.hands[v.seat].some((c) => effSuit(c, rulesOf(s)) === v.suit)).toBe(false);
          voidsSeen++;
        }
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(200);
    expect(voidsSeen).toBeGreaterThan(10);
    expect([...phases]).toEqual(expect.arrayContaining(['bidding', 'trickPlay']));
  }, 120_000);
});

describe('Skat AI: rollouts', () => {
  it("hard's rollouts play each card as the careful player on its seat's own view; normal's cheaper cards see the deal", () => {
    const ai = gameAis.skat!;
    let checked = 0;
    let normalPeeked = 0;
    positions(['roll-a', 'roll-b'], OPTION_SETS, 1).forEach(({ m, seat }, i) => {
      const real = m.state as SkatState;
      if (real.phase !== 'trickPlay') return;
      const other = twin(real, seat, createRng(`twin/${i}`));
      const move = (s: SkatState, level: AiLevel): Action =>
        ai.rolloutPolicy!(s, seat, skat.legal(s, seat), createRng(`roll/${i}`), (seat + 1) % 3, level);
      expect(move(real, 'hard')).toEqual(skatSparring.act(observe(m, seat) as SkatObservation, createRng('x')));
      expect(move(other, 'hard')).toEqual(move(real, 'hard'));
      if (!sameAction(move(other, 'normal'), move(real, 'normal'))) normalPeeked++;
      checked++;
    });
    expect(checked).toBeGreaterThan(50);
    expect(normalPeeked).toBeGreaterThan(0);
  });
});

describe('Skat AI: legality and determinism', () => {
  it('only returns legal actions in every phase over seeded matches', () => {
    const seen = new Set<string>();
    const pairs: Player[][] = [['easy', 'random', 'normal'], ['normal', 'easy', 'easy'], ['random', 'easy', 'random'], ['easy', 'easy', 'normal']];
    for (let i = 0; i < 8; i++) {
      const setup: MatchSetup = { players: 3, seed: `legal-${i}`, options: { handsPerGame: 3, ...OPTION_SETS[i % OPTION_SETS.length] } };
      const m = playMatch(setup, pairs[i % pairs.length], (_m, _seat, obs, a) => seen.add(`${obs.phase}:${a.type}`));
      expect(status(m).over).toBe(true);
    }
    for (const k of ['bidding:BID', 'bidding:PASS', 'skatDecision:TAKE_SKAT', 'discard:DISCARD', 'declaration:DECLARE', 'trickPlay:PLAY', 'handResult:NEXT_HAND']) {
      expect([...seen], k).toContain(k);
    }
  }, 180_000);

  it('hard plays a whole deal legally', () => {
    const m = playMatch({ players: 3, seed: 'legal-hard', options: { handsPerGame: 1 } }, ['hard', 'random', 'easy']);
    expect(status(m).over).toBe(true);
  }, 120_000);

  it('the same observation, level and seed give the same action; reasons have texts', () => {
    const list = positions(['det-a'], [{}], 3);
    list.forEach(({ m, seat }, i) => {
      const obs = observe(m, seat);
      for (const level of ['easy', 'normal'] as const) {
        expectSoundDecision(obs, 'skat', { level, seed: `det/${i}` });
      }
    });
    expect(list.length).toBeGreaterThan(10);
  }, 120_000);
});

describe('Skat AI: strength', () => {
  it('hard beats random play clearly over a few seeded deals', () => {
    let hardScore = 0;
    let randomScore = 0;
    for (let g = 0; g < 4; g++) {
      const hardSeat = g % 3;
      const players: Player[] = [0, 1, 2].map((s) => (s === hardSeat ? 'hard' : 'random'));
      const m = playMatch({ players: 3, seed: `strength-${g}`, dealer: g % 3, options: { handsPerGame: 1 } }, players);
      const totals = status(m).totals;
      hardScore += totals[hardSeat];
      randomScore += (totals.reduce((a, b) => a + b, 0) - totals[hardSeat]) / 2;
    }
    expect(hardScore).toBeGreaterThan(randomScore);
    expect(hardScore).toBeGreaterThanOrEqual(0);
  }, 180_000);
});
