// Toepen's AI hooks (ai.ts) through the shared search: samplers that look exactly like the
// observation and keep every void shown and every revealed card where it is, legal decisions
// in every phase (exchange, challenge, signal, knock, stay / fold, card play), determinism,
// the tutor's reasons, and strength against random play. Matches use short stacks.
import { describe, expect, it } from 'vitest';
import { legalActions, newMatch, observe, status } from '../../index';
import type { Action, Card, Match, MatchSetup, Seat } from '../../index';
import { createRng } from '../../core/rng';
import { chooseAction, chooseOptionalAction, decideOptionalStrict, decideStrict, hint } from '../../ai/index';
import { gameAis } from '../../ai/games';
import { playAiMatch, type Player } from '../../testing/aiMatch';
import { buildDeal, ok } from '../../testing/builders';
import { judgeKnock, shownVoids } from './ai';
import { toepen } from './index';
import { strength, TOEPEN_DECK } from './rules';
import type { ToepenObservation, ToepenState } from './types';
import { expectDeclared, expectSoundDecision } from '../../testing/reasons';

function playMatch(setup: MatchSetup, players: Player[], onDecision?: (m: Match, seat: Seat, obs: ToepenObservation, a: Action) => void): Match {
  return playAiMatch<ToepenObservation>('toepen', setup, players, onDecision, 5000);
}

const OPTION_SETS: Record<string, unknown>[] = [
  { startingChips: 10 },
  { startingChips: 10, preset: 'dutch' },
  { startingChips: 10, signals: 'auto', winCondition: 'lastPlayerStanding' },
  { startingChips: 10, signals: 'off', knockRequiresCover: false },
];

/** Positions (match, seat to act, observation) with a real choice, from matches of easy AIs and random seats. */
function positions(seeds: string[], every: number, players: Player[] = ['easy', 'random', 'easy', 'random']): { m: Match; seat: Seat; obs: ToepenObservation }[] {
  const out: { m: Match; seat: Seat; obs: ToepenObservation }[] = [];
  let k = 0;
  seeds.forEach((seed, i) => {
    playMatch({ players: players.length, seed, options: OPTION_SETS[i % OPTION_SETS.length] }, players, (m, seat, obs) => {
      if (obs.legal.length > 1 && k++ % every === 0) out.push({ m, seat, obs });
    });
  });
  return out;
}

describe('Toepen AI: sampler', () => {
  it('every sampled state looks exactly like the observation, keeps the shown voids and conserves the pack', () => {
    const ai = gameAis.toepen!;
    let checked = 0;
    let voidsSeen = 0;
    const list = positions(['s1', 's2', 's3', 's4'], 3, ['easy', 'random', 'random', 'easy', 'random']);
    expect(list.length).toBeGreaterThan(40);
    list.forEach(({ seat, obs }, i) => {
      const sample = ai.sampler(obs);
      const rng = createRng(`sample/${i}`);
      const voids = shownVoids(obs);
      for (let k = 0; k < 3; k++) {
        const s = sample(rng) as ToepenState;
        expect(toepen.observe(s, seat)).toEqual(obs);
        const all = [...s.hands.flat(), ...s.stock, ...s.discardPile, ...s.played.flat()].sort();
        expect(all).toEqual(TOEPEN_DECK.slice().sort());
        for (let o = 0; o < obs.players; o++) {
          if (voids[o] === 0) continue;
          voidsSeen++;
          for (const c of s.hands[o]) expect(voids[o] & (1 << 'CDHS'.indexOf(c.slice(-1)))).toBe(0);
        }
        for (const c of obs.challenges) expect(s.exchangedHand[c.exchanger]).toEqual(c.cards);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(120);
    expect(voidsSeen).toBeGreaterThan(10);
  }, 60_000);

  it('an unchallenged exchange is usually sampled as honest (four low cards)', () => {
    const ai = gameAis.toepen!;
    const list = positions(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'], 1).filter(({ obs }) => obs.exchanged.some((x, s) => x && !obs.challenges.some((c) => c.exchanger === s)));
    expect(list.length).toBeGreaterThan(5);
    let honest = 0;
    let total = 0;
    list.slice(0, 20).forEach(({ obs }, i) => {
      const rng = createRng(`honest/${i}`);
      const sample = ai.sampler(obs);
      for (let k = 0; k < 10; k++) {
        const s = sample(rng) as ToepenState;
        obs.exchanged.forEach((x, seat) => {
          if (!x || obs.challenges.some((c) => c.exchanger === seat)) return;
          total++;
          if (s.exchangedHand[seat]!.every((c) => ['7', '8', '9', '1'].includes(c[0]) === (obs.options.cardOrder === 'seed'))) honest++;
        });
      }
    });
    expect(honest / total).toBeGreaterThan(0.5);
  }, 60_000);
});

describe('Toepen AI: reading knocks (hard level, SamplerOptions.inference)', () => {
  it('samples a knocker with a stronger hand and a seat that folded with a weaker one; every sample still looks like the observation', () => {
    // Dealer P0, nobody exchanges; before the first lead P2 knocks, P3 stays, P0 folds, P1 stays.
    let m = newMatch('toepen', { players: 4, seed: 'infer', dealer: 0, options: { signals: 'off' } });
    for (const seat of [1, 2, 3, 0]) m = ok(m, seat, { type: 'PASS' }).match;
    m = ok(m, 2, { type: 'KNOCK' }).match;
    m = ok(ok(ok(m, 3, { type: 'STAY' }).match, 0, { type: 'FOLD' }).match, 1, { type: 'STAY' }).match;
    const obs = observe(m, 1) as ToepenObservation;
    expect(obs.knocks).toEqual([{ knocker: 2, trickNo: 1, played: [0, 0, 0, 0], answers: [{ seat: 3, stay: true }, { seat: 0, stay: false }, { seat: 1, stay: true }] }]);
    const bestOf = (cards: readonly Card[]) => Math.max(...cards.map((c) => strength(c, 'seed')));
    const mean = (inference: boolean) => {
      const sample = gameAis.toepen!.sampler(obs, { inference });
      const rng = createRng(`infer/${inference}`);
      const sum = { knocker: 0, folded: 0 };
      const n = 600;
      for (let i = 0; i < n; i++) {
        const s = sample(rng) as ToepenState;
        expect(toepen.observe(s, 1)).toEqual(obs);
        sum.knocker += bestOf(s.hands[2]) / n;
        sum.folded += bestOf(s.discardPile) / n;
      }
      return sum;
    };
    const plain = mean(false);
    const read = mean(true);
    expect(read.knocker).toBeGreaterThan(plain.knocker + 0.2);
    expect(read.folded).toBeLessThan(plain.folded - 0.2);
  }, 60_000);
});

describe('Toepen AI: the table hard pictures in its rollouts (TABLE_ANSWERS)', () => {
  it('hard pictures half the other seats staying where the careful player folds; normal, and the judged seat itself, answer as the careful player', () => {
    // Knocks before the first lead over many deals: the first answerer, where the careful player folds.
    const ai = gameAis.toepen!;
    let spots = 0;
    let tableStays = 0;
    for (let d = 0; d < 60 && spots < 12; d++) {
      let m = newMatch('toepen', { players: 4, seed: `table/${d}`, dealer: 0, options: { signals: 'off' } });
      for (const seat of [1, 2, 3, 0]) m = ok(m, seat, { type: 'PASS' }).match;
      m = ok(m, 2, { type: 'KNOCK' }).match;
      const s = m.state as ToepenState;
      const legal = legalActions(m, 3);
      const careful = ai.rolloutPolicy!(s, 3, legal, createRng('c'), 0, 'normal');
      if (careful.type !== 'FOLD') continue;
      spots++;
      const asRoot = ai.rolloutPolicy!(s, 3, legal, createRng('r'), 3, 'hard');
      expect(asRoot.type).toBe('FOLD');
      const rng = createRng(`table/${d}`);
      let stays = 0;
      for (let i = 0; i < 200; i++) if (ai.rolloutPolicy!(s, 3, legal, rng, 0, 'hard').type === 'STAY') stays++;
      // The table stays unless staying is worth 0.6 chips less than folding: about half the time, or never.
      if (stays > 0) {
        expect(stays).toBeGreaterThan(70);
        expect(stays).toBeLessThan(130);
        tableStays++;
      }
      for (let i = 0; i < 20; i++) expect(ai.rolloutPolicy!(s, 3, legal, rng, 0, 'normal').type).toBe('FOLD');
    }
    expect(spots).toBeGreaterThanOrEqual(12);
    expect(tableStays).toBeGreaterThan(0);
  }, 60_000);
});

describe('Toepen AI: decisions', () => {
  it('easy and normal AIs play whole matches with only legal actions, in every phase', () => {
    const types = new Set<string>();
    OPTION_SETS.forEach((options, i) => {
      const m = playMatch({ players: 3 + (i % 3), seed: `ai-${i}`, options }, ['normal', 'easy', 'random', 'easy', 'normal'].slice(0, 3 + (i % 3)) as Player[], (_m, _seat, _obs, a) => { types.add(a.type); });
      expect(m.log.length).toBeGreaterThan(0);
    });
    for (const t of ['EXCHANGE', 'PASS', 'SIGNAL', 'PLAY', 'KNOCK', 'STAY', 'FOLD', 'NEXT_HAND']) expect(types).toContain(t);
  }, 120_000);

  it('the same observation, level and seed give the same action', () => {
    positions(['d1'], 5).slice(0, 12).forEach(({ obs }, i) => {
      for (const level of ['easy', 'normal'] as const) {
        expect(chooseAction(obs, { level, seed: `x${i}` })).toEqual(chooseAction(structuredClone(obs), { level, seed: `x${i}` }));
      }
    });
  }, 60_000);

  it('the tutor\'s reasons are known keys with their parameters', () => {
    const keys = new Set<string>();
    positions(['r1', 'r2'], 2).slice(0, 60).forEach(({ obs }, i) => {
      const h = hint(obs, { level: 'easy', seed: `r${i}` });
      expect(obs.legal).toContainEqual(h.action);
      expectDeclared(h, 'toepen');
      keys.add(h.reasonKey);
    });
    expect(keys.size).toBeGreaterThan(3);
  }, 60_000);

  it('trick 4: knocks holding the sure winner and folds a card that cannot win', () => {
    // Dealer P0; P1 leads the aces and takes tricks 1–3; P2 keeps 7C (void in hearts) for trick 4.
    const deal = buildDeal({ deck: TOEPEN_DECK, handSize: 4, hands: [[], ['AS', 'AD', 'AC', 'AH'], ['7S', '7D', '8C', '7C'], []], filler: (c) => (c.endsWith('H') ? 0 : 1) });
    let m = newMatch('toepen', { players: 4, seed: 'sure', dealer: 0, options: { signals: 'off' }, deals: [deal] });
    for (const seat of [1, 2, 3, 0]) m = ok(m, seat, { type: 'PASS' }).match;
    for (let k = 0; k < 12; k++) {
      const seat = status(m).toAct[0];
      m = ok(m, seat, legalActions(m, seat).find((a) => a.type === 'PLAY')!).match;
    }
    expect(observe(m, 1)).toMatchObject({ trickNo: 4, toAct: [1], hand: ['AH'] });
    const knock = decideStrict(observe(m, 1), { level: 'normal', seed: 'k' }, false).action;
    expect(knock).toEqual({ type: 'KNOCK' });
    // The tutor quotes the judgement that chose the knock, not a canned phrase.
    const h = hint(observe(m, 1), { level: 'hard', seed: 'k' });
    expect(h.action).toEqual({ type: 'KNOCK' });
    expect(h.reasonKey).toMatch(/^hint\.toepen\.knock/);
    expect(h.params).toMatchObject({ stake: 2 });
    expectDeclared(h, 'toepen');
    m = ok(ok(m, 1, { type: 'PLAY', card: 'AH' }).match, 1, { type: 'KNOCK' }).match;
    expect(observe(m, 2)).toMatchObject({ phase: 'knockResponse', toAct: [2], hand: ['7C'] });
    expect(decideStrict(observe(m, 2), { level: 'normal', seed: 'f' }, false).action).toEqual({ type: 'FOLD' });
  }, 60_000);
});

/** Trick 4 after P1 (four aces, P1 leads every trick) has led AH: P2 is to move. */
function afterLastLead(): Match {
  const deal = buildDeal({ deck: TOEPEN_DECK, handSize: 4, hands: [[], ['AS', 'AD', 'AC', 'AH'], ['7S', '7D', '8C', '7C'], []], filler: (c) => (c.endsWith('H') ? 0 : 1) });
  let m = newMatch('toepen', { players: 4, seed: 'sure', dealer: 0, options: { signals: 'off' }, deals: [deal] });
  for (const seat of [1, 2, 3, 0]) m = ok(m, seat, { type: 'PASS' }).match;
  for (let k = 0; k < 12; k++) {
    const seat = status(m).toAct[0];
    m = ok(m, seat, legalActions(m, seat).find((a) => a.type === 'PLAY')!).match;
  }
  return ok(m, 1, { type: 'PLAY', card: 'AH' }).match;
}

describe('Toepen AI: knocking out of turn (GameAi.optionalAction)', () => {
  const LEVELS = ['easy', 'normal', 'hard'] as const;

  it('knocks out of turn holding the sure winner of the last trick, at every level', () => {
    const obs = observe(afterLastLead(), 1) as ToepenObservation;
    expect(obs).toMatchObject({ trickNo: 4, toAct: [2], hand: [], legal: [{ type: 'KNOCK' }] });
    // Careful players fold to it (no gain), but it cannot lose: a free knock.
    expect(judgeKnock(obs, 'normal', false, createRng('e')).worst).toBeGreaterThanOrEqual(0);
    for (const level of LEVELS) expect(decideOptionalStrict(obs, { level, seed: `s-${level}` })).toEqual({ type: 'KNOCK' });
  });

  it('does not knock with cards that cannot take the last trick', () => {
    const m = afterLastLead();
    for (const seat of [0, 3]) {
      const obs = observe(m, seat) as ToepenObservation;
      expect(obs.toAct).not.toContain(seat);
      expect(obs.legal).toEqual([{ type: 'KNOCK' }]);
      const j = judgeKnock(obs, 'normal', false, createRng('e'));
      expect(j.gain).toBeLessThan(0);
      for (const level of LEVELS) expect(decideOptionalStrict(obs, { level, seed: `h-${seat}-${level}` })).toBeNull();
    }
  });

  it('is a pure function of (observation, level, seed), answers only from obs.legal, and skips seats that may not knock', () => {
    const list = positions(['o1', 'o2'], 1).flatMap(({ m }) => {
      const st = status(m);
      return Array.from({ length: m.setup.players }, (_, s) => s)
        .filter((s) => !st.toAct.includes(s) && legalActions(m, s).length > 0)
        .map((s) => observe(m, s) as ToepenObservation);
    });
    expect(list.length).toBeGreaterThan(30);
    const taken = new Set<string>();
    list.slice(0, 80).forEach((obs, i) => {
      const a = chooseOptionalAction(obs, { level: 'normal', seed: `p${i}` });
      expect(chooseOptionalAction(structuredClone(obs), { level: 'normal', seed: `p${i}` })).toEqual(a);
      expect(decideOptionalStrict(obs, { level: 'normal', seed: `p${i}` })).toEqual(a);
      if (a) expect(obs.legal).toContainEqual(a);
      taken.add(a ? a.type : 'none');
    });
    expect([...taken].sort()).toEqual(['KNOCK', 'none']);
    // nothing to decide: an empty list, or a seat in another phase
    const obs = { ...list[0], legal: [] };
    expect(chooseOptionalAction(obs, { level: 'normal', seed: 'x' })).toBeNull();
  }, 60_000);
});

describe('Toepen AI: strength', () => {
  it('normal keeps more chips than random players over seeded matches', () => {
    let ai = 0;
    let rnd = 0;
    for (let g = 0; g < 6; g++) {
      const players: Player[] = g % 2 === 0 ? ['normal', 'random', 'normal', 'random'] : ['random', 'normal', 'random', 'normal'];
      const m = playMatch({ players: 4, seed: `strength-${g}`, options: { startingChips: 10 } }, players);
      const st = (m.state as ToepenState).chips;
      players.forEach((p, s) => { if (p === 'random') rnd += st[s]; else ai += st[s]; });
    }
    expect(ai).toBeGreaterThan(rnd);
  }, 120_000);
});

describe('Toepen AI: PIMC', () => {
  it('judges a knock by rollouts: the sure winner cannot lose by it, a card that cannot win loses', () => {
    const m = afterLastLead();
    const winner = judgeKnock(observe(m, 1) as ToepenObservation, 'normal', true, createRng('w'));
    expect(winner.worst).toBeGreaterThanOrEqual(0);
    for (const seat of [0, 2, 3]) {
      const loser = judgeKnock(observe(m, seat) as ToepenObservation, 'normal', true, createRng(`l${seat}`));
      expect(loser.gain).toBeLessThan(-0.5);
    }
    for (const level of ['easy', 'normal', 'hard'] as const) {
      expect(decideOptionalStrict(observe(m, 1), { level, seed: `k-${level}` })).toEqual({ type: 'KNOCK' });
      expect(decideOptionalStrict(observe(m, 3), { level, seed: `n-${level}` })).toBeNull();
    }
  });

  it('plays legal moves in every phase, the same for the same inputs, with the search\'s figures as the reason', () => {
    const keys = new Set<string>();
    positions(['pimc1', 'pimc2'], 4).slice(0, 40).forEach(({ obs }, i) => {
      for (const level of ['easy', 'normal', 'hard'] as const) {
        keys.add(expectSoundDecision(obs, 'toepen', { level, seed: `p${i}` }).reasonKey);
      }
    });
    expect([...keys].some((k) => k.startsWith('hint.search.'))).toBe(true);
  }, 120_000);
});
