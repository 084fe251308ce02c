// Ascot's AI hooks (ai.ts, sampler.ts) through the shared search: samplers that look exactly
// like the observation and keep the voids shown and the opponent's face-up draws; the same choice
// in states a seat cannot tell apart; legal and deterministic decisions with declared reasons;
// strength against random play.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, observe, status } from '../../core/match';
import { createRng, shuffled } from '../../core/rng';
import type { Rng } from '../../core/rng';
import type { Action, Card, Match, Seat } from '../../core/types';
import { chooseAction, decideStrict } from '../../ai/index';
import type { AiLevel } from '../../ai/index';
import { gameAis } from '../../ai/games';
import { playAiMatch, type Player } from '../../testing/aiMatch';
import { expectSoundDecision } from '../../testing/reasons';
import { ascot } from './index';
import { suitCode } from './rules';
import { GAME, st } from './testDriver';
import { voidsShown } from './table';
import type { AscotObservation, AscotState } from './types';

const OPTION_SETS: Record<string, unknown>[] = [
  {},
  { trumpFromFirstUpcard: true, maxMovesPerDeal: 3 },
  { matchMode: 'marathonCarryOver', races: 2, handicapAH: 2, tieBreak: 'deadHeat' },
];

/** Positions (match, seat to act) with a real choice, from matches of easy AIs against random seats. */
function positions(seeds: string[], every: number): { m: Match; seat: Seat }[] {
  const out: { m: Match; seat: Seat }[] = [];
  let k = 0;
  seeds.forEach((seed, i) => {
    let m = newMatch(GAME, { players: 2, seed, options: OPTION_SETS[i % OPTION_SETS.length] });
    const rng = createRng(`${seed}/random`);
    for (let step = 0; step < 500 && !status(m).over; step++) {
      const seat = status(m).toAct[0];
      const legal = legalActions(m, seat);
      if (legal.length > 1 && k++ % every === 0) out.push({ m, seat });
      const a: Action = seat === 0 ? chooseAction(observe(m, seat), { level: 'easy', seed: `${seed}/${step}` }) : legal[rng.int(legal.length)];
      const r = applyAction(m, seat, a);
      if (!r.ok) throw new Error(r.error.message);
      m = r.match;
    }
  });
  return out;
}

/** The opponent's hidden cards per suit code. */
function hiddenBySuit(s: AscotState, opp: Seat): number[] {
  const out = [0, 0, 0, 0];
  for (const c of s.hands[opp]) if (!s.knownCards[opp].includes(c)) out[suitCode(c)]++;
  return out;
}

/** A state `seat` cannot tell from `s`: the opponent's hidden cards and the stock's, exchanged suit by suit. */
function twin(s: AscotState, seat: Seat, rng: Rng): AscotState {
  const opp = 1 - seat;
  const hiddenAt = s.hands[opp].flatMap((c, i) => (s.knownCards[opp].includes(c) ? [] : [i]));
  const cards: Card[] = [...hiddenAt.map((i) => s.hands[opp][i]), ...s.stock];
  const out = cards.slice();
  for (let k = 0; k < 4; k++) {
    const slots = cards.flatMap((c, i) => (suitCode(c) === k ? [i] : []));
    const moved = shuffled(slots, rng);
    slots.forEach((slot, j) => { out[slot] = cards[moved[j]]; });
  }
  const oppHand = s.hands[opp].slice();
  hiddenAt.forEach((slot, j) => { oppHand[slot] = out[j]; });
  const hands = seat === 0 ? [s.hands[0], oppHand] : [oppHand, s.hands[1]];
  return { ...s, hands, stock: out.slice(hiddenAt.length) };
}

describe('Ascot AI: sampler', () => {
  it('every sampled state looks exactly like the observation, holds the same cards and keeps the voids shown', () => {
    const ai = gameAis.ascot!;
    const seen = { checked: 0, limits: 0, known: 0 };
    const list = positions(['s1', 's2', 's3', 's4'], 3);
    expect(list.length).toBeGreaterThan(60);
    list.forEach(({ m, seat }, i) => {
      const obs = observe(m, seat) as AscotObservation;
      const real = st(m);
      const { since, hiddenDraws } = voidsShown(obs);
      // the real deal is within the limits
      const realHidden = hiddenBySuit(real, 1 - seat);
      for (let k = 0; k < 4; k++) if (since[k] >= 0) expect(realHidden[k]).toBeLessThanOrEqual(hiddenDraws[k]);
      const sample = ai.sampler(obs);
      const rng = createRng(`sample/${i}`);
      for (let k = 0; k < 3; k++) {
        const s = sample(rng) as AscotState;
        expect(ascot.observe(s, seat)).toEqual(obs);
        expect(ascot.legal(s, seat)).toEqual(obs.legal);
        expect([...s.hands.flat(), ...s.stock].sort()).toEqual([...real.hands.flat(), ...real.stock].sort());
        const got = hiddenBySuit(s, 1 - seat);
        for (let x = 0; x < 4; x++) {
          if (since[x] < 0) continue;
          seen.limits++;
          expect(got[x]).toBeLessThanOrEqual(hiddenDraws[x]);
        }
        for (const c of obs.knownCards[1 - seat]) {
          seen.known++;
          expect(s.hands[1 - seat]).toContain(c);
        }
        seen.checked++;
      }
    });
    expect(seen.checked).toBeGreaterThan(180);
    expect(seen.limits).toBeGreaterThan(50);
    expect(seen.known).toBeGreaterThan(50);
  }, 60_000);
});

describe('Ascot AI: fairness', () => {
  function compare(list: { m: Match; seat: Seat }[], levels: AiLevel[]): number {
    let changed = 0;
    list.forEach(({ m, seat }, i) => {
      const obs = observe(m, seat);
      const other = twin(st(m), seat, createRng(`twin/${i}`));
      const otherObs = ascot.observe(other, seat);
      expect(otherObs).toEqual(obs);
      if (JSON.stringify(other) !== JSON.stringify(m.state)) changed++;
      for (const level of levels) {
        const opts = { level, seed: `fair/${i}` };
        expect(decideStrict(otherObs, opts, false).action, `${level} at position ${i}`).toEqual(decideStrict(obs, opts, false).action);
      }
    });
    return changed;
  }

  it('every level chooses the same action in states the seat cannot tell apart', () => {
    const list = positions(['f1', 'f2', 'f3', 'f4'], 3).filter(({ m }) => st(m).stage === 1 && st(m).stock.length > 2);
    expect(list.length).toBeGreaterThanOrEqual(22);
    expect(compare(list.slice(0, 16), ['easy', 'normal'])).toBeGreaterThanOrEqual(12);
    expect(compare(list.slice(16, 22), ['hard'])).toBeGreaterThanOrEqual(4);
  }, 120_000);
});

describe('Ascot AI: legality, determinism, reasons', () => {
  it('only returns legal actions over seeded matches (confirmDraws and marathons included)', () => {
    const byAi = new Set<string>();
    const tables: [Player[], Record<string, unknown>][] = [
      [['easy', 'random'], { confirmDraws: true, matchMode: 'marathon', races: 2 }],
      [['normal', 'easy'], { trumpFromFirstUpcard: true }],
      [['random', 'easy'], { matchMode: 'marathonCarryOver', races: 2 }],
    ];
    tables.forEach(([players, options], i) => {
      const m = playAiMatch<AscotObservation>(GAME, { players: 2, seed: `legal-${i}`, options }, players, (_m, seat, obs, a) => {
        if (players[seat] !== 'random') byAi.add(`${obs.phase}:${a.type}`);
      }, 2000);
      expect(status(m).over).toBe(true);
    });
    for (const k of ['trickPlay:PLAY', 'draw:DRAW', 'handResult:NEXT_HAND']) expect(byAi).toContain(k);
  }, 120_000);

  it('legal, deterministic, declared reasons at every level, in both phases', () => {
    const list = positions(['reason-a', 'reason-b'], 11).slice(0, 6);
    expect(list.some(({ m }) => st(m).stage === 2)).toBe(true);
    list.forEach(({ m, seat }, i) => {
      const obs = observe(m, seat);
      for (const level of ['easy', 'normal', 'hard'] as const) {
        expectSoundDecision(obs, GAME, { level, seed: `r${i}` });
      }
    });
  }, 120_000);
});

describe('Ascot AI: strength', () => {
  it('normal wins far more races than random play', () => {
    let points = 0;
    for (let i = 0; i < 6; i++) {
      const seat = i % 2;
      const players: Player[] = ['random', 'random'];
      players[seat] = 'normal';
      const m = playAiMatch<AscotObservation>(GAME, { players: 2, seed: `strength-${i}` }, players, undefined, 200);
      points += status(m).totals[seat];
    }
    expect(points).toBeGreaterThanOrEqual(5);
  }, 120_000);
});
