// King of the Hill's AI hooks (ai.ts, sampler.ts) through the shared search: samplers that look
// exactly like the observation and keep every public fact (the exposed cards with their owners,
// the voids shown, the partner's copy of the called card) while dealing the unseen copies; the
// same choice in positions a player cannot tell apart; legal and deterministic decisions in
// every phase with declared reasons; strength against random play.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, observe, status } from '../../core/match';
import { createRng } from '../../core/rng';
import type { Action, Card, Match, Seat } from '../../core/types';
import { chooseAction, decideStrict, hint } from '../../ai/index';
import { gameAis } from '../../ai/games';
import { canonical } from '../../testing/builders';
import { playAiMatch, type Player } from '../../testing/aiMatch';
import { expectSoundDecision } from '../../testing/reasons';
import { kingOfTheHill } from './index';
import { rulesFor, suitClass } from './rules';
import { exampleDeal, GAME, passChances, st, start } from './testDriver';
import type { KothObservation, KothState } from './types';

const OPTION_SETS: Record<string, unknown>[] = [
  { startRank: 'Q' },
  { startRank: 'K', hiddenPartner: true, declarationTiming: 'anyTime' },
  { startRank: 'J', preset: 'tractor', firstKing: 'firstDeclarer', allowReinforce: true },
];

/** Every card of the round wherever it is: hands, cards to come, kitty or buried, the table. */
function roundCards(s: KothState): Card[] {
  const table = [...s.trick.map((p) => p.card), ...s.tricks.flatMap((t) => t.cards.map((p) => p.card))];
  const pickedUp = !['dealing', 'dealEndWindow', 'chooseTrump'].includes(s.phase);
  const rest = pickedUp ? s.buried : [...s.dealHands.flatMap((h, seat) => h.slice(s.hands[seat].length)), ...s.kitty];
  return [...s.hands.flat(), ...rest, ...table].sort();
}

/** Positions (match, seat to act) with a real choice, from matches of easy AIs and random players. */
function positions(seeds: string[], every: number): { m: Match; seat: Seat }[] {
  const out: { m: Match; seat: Seat }[] = [];
  let k = 0;
  seeds.forEach((seed, i) => {
    let m = newMatch(GAME, { players: 5, seed, options: OPTION_SETS[i % OPTION_SETS.length] });
    const rng = createRng(`${seed}/random`);
    for (let step = 0; step < 1500 && !status(m).over; step++) {
      const seat = status(m).toAct[0];
      const legal = legalActions(m, seat);
      if (legal.length > 1 && (k++ % every === 0 || status(m).phase === 'callPartner')) out.push({ m, seat });
      const a: Action = seat % 2 === 0 && status(m).phase === 'trickPlay' ? chooseAction(observe(m, seat), { level: 'easy', seed: `${seed}/${step}` }) : legal[rng.int(legal.length)];
      const r = applyAction(m, seat, a);
      if (!r.ok) throw new Error(r.error.message);
      m = r.match;
    }
  });
  return out;
}

describe('King of the Hill AI: sampler', () => {
  it('every sampled state looks exactly like the observation and keeps every public fact about the cards', () => {
    const ai = gameAis['king-of-the-hill']!;
    const seen = { checked: 0, voids: 0, exposed: 0, called: 0 };
    const phases = new Set<string>();
    const list = positions(['s1', 's2', 's3'], 6);
    expect(list.length).toBeGreaterThan(80);
    list.forEach(({ m, seat }, i) => {
      const obs = observe(m, seat) as KothObservation;
      phases.add(obs.phase);
      const sample = ai.sampler(obs);
      const rng = createRng(`sample/${i}`);
      for (let k = 0; k < 2; k++) {
        const s = sample(rng) as KothState;
        expect(kingOfTheHill.observe(s, seat)).toEqual(obs);
        expect(kingOfTheHill.legal(s, seat)).toEqual(obs.legal);
        // the same copies of every card in the round
        expect(roundCards(s)).toEqual(roundCards(st(m)));
        // exposed cards stay with their owners
        for (let x = 0; x < 5; x++) {
          for (const c of obs.exposed[x]) {
            seen.exposed++;
            expect(s.hands[x]).toContain(c);
          }
        }
        // voids shown after single leads
        const rules = rulesFor(obs.trumpRank, obs.trumpSuit);
        const singleTricks = [...obs.tricks.filter((t) => t.cards.length === 5).map((t) => t.cards), ...(obs.trickSize === 1 ? [obs.trick] : [])];
        for (const cards of singleTricks) {
          const led = suitClass(cards[0].card, rules);
          for (const p of cards.slice(1)) {
            if (suitClass(p.card, rules) === led || p.seat === seat) continue;
            seen.voids++;
            expect(s.hands[p.seat].some((c) => suitClass(c, rules) === led), `seat ${p.seat} void`).toBe(false);
          }
        }
        // the open call's partner holds a copy it has not played
        if (obs.calledCard && obs.partner >= 0 && obs.partner !== seat && !obs.options.hiddenPartner) {
          const playedIt = [...obs.tricks.flatMap((t) => t.cards), ...obs.trick].some((p) => p.seat === obs.partner && p.card === obs.calledCard);
          if (!playedIt && s.hands[obs.partner].length > 0) {
            seen.called++;
            expect(s.hands[obs.partner]).toContain(obs.calledCard);
          }
        }
        seen.checked++;
      }
    });
    expect(seen.checked).toBeGreaterThan(150);
    expect(seen.voids).toBeGreaterThan(50);
    expect(seen.called).toBeGreaterThan(20);
    expect([...phases]).toEqual(expect.arrayContaining(['dealing', 'kitty', 'callPartner', 'trickPlay']));
  }, 120_000);
});

describe('King of the Hill AI: fairness', () => {
  /** The position with two hidden cards of the same effective suit exchanged between two other hands, if the player cannot tell. */
  function twin(m: Match, seat: Seat, rng: ReturnType<typeof createRng>): Match | null {
    const s = st(m);
    const rules = rulesFor(s.trumpRank, s.trumpSuit);
    const others = [0, 1, 2, 3, 4].filter((x) => x !== seat && s.hands[x].length > 0);
    for (let tries = 0; tries < 20; tries++) {
      const [x, y] = [others[rng.int(others.length)], others[rng.int(others.length)]];
      if (x === y) continue;
      const i = rng.int(s.hands[x].length);
      const c = s.hands[x][i];
      const j = s.hands[y].findIndex((d) => d !== c && suitClass(d, rules) === suitClass(c, rules));
      if (j < 0) continue;
      const hands = s.hands.map((h) => h.slice());
      hands[x][i] = s.hands[y][j];
      hands[y][j] = c;
      const other: Match = { ...m, state: { ...s, hands } };
      if (canonical(observe(other, seat)) === canonical(observe(m, seat))) return other;
    }
    return null;
  }

  it('every level chooses the same action in positions the player cannot tell apart', () => {
    const list = positions(['f1', 'f2'], 13).filter(({ m }) => status(m).phase === 'trickPlay');
    let compared = 0;
    list.slice(0, 24).forEach(({ m, seat }, i) => {
      const other = twin(m, seat, createRng(`twin/${i}`));
      if (!other) return;
      compared++;
      const levels = i % 4 === 0 ? (['easy', 'normal', 'hard'] as const) : (['easy', 'normal'] as const);
      for (const level of levels) {
        const opts = { level, seed: `fair/${i}` };
        expect(decideStrict(observe(other, seat), opts, false).action, `${level} at position ${i}`).toEqual(decideStrict(observe(m, seat), opts, false).action);
      }
    });
    expect(compared).toBeGreaterThan(10);
  }, 120_000);
});

describe('King of the Hill AI: legality, determinism, reasons', () => {
  it('only returns legal actions in every phase over seeded matches', () => {
    const byAi = new Set<string>();
    const tables: Player[][] = [['easy', 'random', 'normal', 'random', 'easy'], ['normal', 'easy', 'random', 'easy', 'random']];
    for (let i = 0; i < tables.length; i++) {
      const players = tables[i];
      const m = playAiMatch<KothObservation>(GAME, { players: 5, seed: `legal-${i}`, options: OPTION_SETS[i] }, players, (_m, seat, obs, a) => {
        if (players[seat] !== 'random') byAi.add(`${obs.phase}:${a.type}`);
      }, 8000);
      expect(status(m).over).toBe(true);
    }
    for (const k of ['dealing:PASS', 'kitty:DISCARD', 'callPartner:CALL_PARTNER', 'trickPlay:PLAY', 'handResult:NEXT_HAND']) expect(byAi).toContain(k);
  }, 120_000);

  it('the declaration, the trump, the burial, the call and the cards: legal, deterministic, declared reasons at every level', () => {
    const declare = start(exampleDeal({ named: { 0: ['QC'], 1: ['2H', 'AH', 'KH', '9H', '3H'], 2: ['QC'] } }));
    const nobody = passChances(start(exampleDeal({ named: { 0: ['QC'], 2: ['QC'] } }))).match;
    const kitty = applyAction(nobody, 0, { type: 'CHOOSE_TRUMP', suit: 'H' });
    if (!kitty.ok) throw new Error(kitty.error.message);
    let call = kitty.match;
    for (const card of st(call).kitty) {
      const r = applyAction(call, 0, { type: 'DISCARD', card });
      if (!r.ok) throw new Error(r.error.message);
      call = r.match;
    }
    const list: [Match, Seat][] = [[declare, 4], [nobody, 0], [kitty.match, 0], [call, 0],
      ...positions(['reason-a'], 17).filter(({ m }) => status(m).phase === 'trickPlay').slice(0, 4).map(({ m, seat }) => [m, seat] as [Match, Seat])];
    list.forEach(([m, seat], i) => {
      const obs = observe(m, seat);
      expect(status(m).toAct).toContain(seat);
      for (const level of ['easy', 'normal', 'hard'] as const) {
        expectSoundDecision(obs, GAME, { level, seed: `r${i}` });
      }
    });
    expect(hint(observe(declare, 4), { level: 'normal', seed: 'd' })).toMatchObject({ action: { type: 'DECLARE_TRUMP' }, reasonKey: 'hint.king-of-the-hill.declare' });
  }, 120_000);
});

describe('King of the Hill AI: strength', () => {
  it('normal gains more steps a round than the random players at its table', () => {
    let mine = 0;
    let theirs = 0;
    let rounds = 0;
    for (let i = 0; i < 8; i++) {
      const seat = i % 5;
      const players: Player[] = ['random', 'random', 'random', 'random', 'random'];
      players[seat] = 'normal';
      const m = playAiMatch<KothObservation>(GAME, { players: 5, seed: `strength-${i}`, options: { startRank: '10' } }, players, undefined, 8000);
      for (const h of (m.state as KothState).history) {
        rounds++;
        mine += h.steps[seat];
        for (let o = 0; o < 5; o++) if (o !== seat) theirs += h.steps[o] / 4;
      }
    }
    expect(rounds).toBeGreaterThan(20);
    expect(mine / rounds).toBeGreaterThan(theirs / rounds + 0.1);
  }, 120_000);
});
