// Kloepper's AI hooks (ai.ts, sampler.ts) through the shared search: samplers that look exactly
// like the observation and keep every public fact (voids shown, the caller's queens, the
// knocker on the Queens team, the knock-offer off it) while drawing the partner; the same
// choice in positions a seat cannot tell apart although its partner differs; legal and
// deterministic decisions in every phase with declared reasons; strength against random play.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, observe, status } from '../../core/match';
import { createRng } from '../../core/rng';
import type { Action, Card, Match, Seat } from '../../core/types';
import { chooseAction, decideStrict } from '../../ai/index';
import type { AiLevel } from '../../ai/index';
import { gameAis } from '../../ai/games';
import { canonical, ok } from '../../testing/builders';
import { playAiMatch, type Player } from '../../testing/aiMatch';
import { expectSoundDecision } from '../../testing/reasons';
import { kloepper } from './index';
import { effSuit, isTrump } from './rules';
import { exampleDeal, GAME, mapped, moved, run, start, st } from './testDriver';
import type { KloepperObservation, KloepperState } from './types';

const OPTION_SETS: Record<string, unknown>[] = [
  { targetScore: 30 },
  { targetScore: 20, calledAceMustFollow: true, requireCalledSuitInHand: true },
  { targetScore: 20, knockOffRule: 'literal', showCardPointsDuringPlay: true },
];

/** Positions (match, seat to act) with a real choice, from matches of easy AIs and random seats (knocking eagerly). */
function positions(seeds: string[], every: number): { m: Match; seat: Seat }[] {
  const out: { m: Match; seat: Seat }[] = [];
  let k = 0;
  seeds.forEach((seed, i) => {
    let m = newMatch(GAME, { players: 4, seed, options: OPTION_SETS[i % OPTION_SETS.length] });
    const rng = createRng(`${seed}/random`);
    for (let step = 0; step < 3000 && !status(m).over; step++) {
      const seat = status(m).toAct[0];
      const legal = legalActions(m, seat);
      if (legal.length > 1 && k++ % every === 0) out.push({ m, seat });
      const a: Action = seat % 2 === 0 ? chooseAction(observe(m, seat), { level: 'easy', seed: `${seed}/${step}` })
        : legal.find((x) => x.type === 'KNOCK' || x.type === 'KNOCK_OFF') ?? legal[rng.int(legal.length)];
      const r = applyAction(m, seat, a);
      if (!r.ok) throw new Error(r.error.message);
      m = r.match;
    }
  });
  return out;
}

/** Who holds or has played `card` in state `s`. */
function owner(s: KloepperState, card: Card): Seat {
  const h = s.hands.findIndex((hand) => hand.includes(card));
  if (h >= 0) return h;
  for (const t of [...s.tricks.map((x) => x.cards), s.trick]) for (const p of t) if (p.card === card) return p.seat;
  return -1;
}

describe('Kloepper AI: sampler', () => {
  it('every sampled state looks exactly like the observation and keeps every public fact about the cards and teams', () => {
    const ai = gameAis.kloepper!;
    const seen = { checked: 0, voids: 0, calls: 0, knocks: 0, offs: 0 };
    const phases = new Set<string>();
    const list = positions(['s1', 's2', 's3', 's4'], 2);
    expect(list.length).toBeGreaterThan(80);
    list.forEach(({ m, seat }, i) => {
      const obs = observe(m, seat) as KloepperObservation;
      phases.add(obs.phase);
      const sample = ai.sampler(obs, { inference: i % 2 === 0 });
      const rng = createRng(`sample/${i}`);
      for (let k = 0; k < 3; k++) {
        const s = sample(rng) as KloepperState;
        expect(kloepper.observe(s, seat)).toEqual(obs);
        expect(kloepper.legal(s, seat)).toEqual(obs.legal);
        expect([...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.tricks.flatMap((t) => t.cards.map((p) => p.card))].sort()).toEqual(
          [...st(m).hands.flat(), ...st(m).trick.map((p) => p.card), ...st(m).tricks.flatMap((t) => t.cards.map((p) => p.card))].sort());
        // voids shown
        for (const cards of [...obs.tricks.map((t) => t.cards), obs.trick]) {
          for (const p of cards.slice(1)) {
            const led = effSuit(cards[0].card);
            if (effSuit(p.card) === led || p.seat === seat) continue;
            seen.voids++;
            expect(s.hands[p.seat].some((c) => effSuit(c) === led), `seat ${p.seat} void in ${led}`).toBe(false);
          }
        }
        if (obs.pollKind === 'declaration') continue;
        // the team as the engine makes it from the sampled cards
        if (obs.call) {
          seen.calls++;
          expect(owner(s, 'QC')).toBe(obs.call.seat);
          expect(owner(s, 'QS')).toBe(obs.call.seat);
          expect(s.queensTeam).toEqual([obs.call.seat, owner(s, obs.call.card)].sort());
        } else if (owner(s, 'QC') === owner(s, 'QS')) expect(s).toMatchObject({ partnership: 'SOLO', queensTeam: [owner(s, 'QC')] });
        else expect(s.queensTeam).toEqual([owner(s, 'QC'), owner(s, 'QS')].sort());
        if (obs.knocker) {
          seen.knocks++;
          expect(s.queensTeam).toContain(obs.knocker.seat);
        }
        if (obs.knockOffer) {
          seen.offs++;
          expect(s.queensTeam).not.toContain(obs.knockOffer.seat);
        }
        seen.checked++;
      }
    });
    expect(seen.checked).toBeGreaterThan(150);
    expect(seen.voids).toBeGreaterThan(100);
    expect(seen.knocks).toBeGreaterThan(30);
    expect(seen.offs).toBeGreaterThan(10);
    expect([...phases]).toEqual(expect.arrayContaining(['partnerDeclaration', 'knockWindow', 'trickPlay']));
  }, 120_000);

  it('draws the partner: a seat holding one black queen meets each possible partner in its samples', () => {
    const m = run(start(exampleDeal({ 0: ['QC', '9H', 'KH', '9C', 'KC', '9S'] })), '0: PASS, 1: PASS, 2: PASS, 3: PASS').match;
    const obs = observe(m, 0) as KloepperObservation;
    const sample = gameAis.kloepper!.sampler(obs);
    const rng = createRng('partners');
    const partners = new Map<Seat, number>();
    for (let k = 0; k < 300; k++) {
      const s = sample(rng) as KloepperState;
      const p = s.queensTeam.find((x) => x !== 0)!;
      partners.set(p, (partners.get(p) ?? 0) + 1);
    }
    expect([...partners.keys()].sort()).toEqual([1, 2, 3]);
    for (const n of partners.values()) expect(n).toBeGreaterThan(60);
  });

  it('a silent solo is drawn as the deal makes it likely: a seat with no black queen meets solos among its samples', () => {
    const m = run(start(exampleDeal({ 0: ['9H', 'KH', '9C', 'KC', '9S', 'KS'] })), '0: PASS, 1: PASS, 2: PASS, 3: PASS').match;
    const sample = gameAis.kloepper!.sampler(observe(m, 0) as KloepperObservation);
    const rng = createRng('solo');
    let solos = 0;
    for (let k = 0; k < 400; k++) if ((sample(rng) as KloepperState).partnership === 'SOLO') solos++;
    // C(16,4)/C(18,6) per seat, three seats: about 29 %
    expect(solos).toBeGreaterThan(70);
    expect(solos).toBeLessThan(170);
  });
});

describe('Kloepper AI: fairness', () => {
  /** The same position with a black queen the seat does not hold moved to another unseen seat, if the seat cannot tell it apart. */
  function twin(m: Match, seat: Seat, rng: ReturnType<typeof createRng>): Match | null {
    const deal = m.setup.deals![0];
    const queen = (['QC', 'QS'] as Card[]).find((q) => !deal.hands[seat].includes(q) && owner(st(m), q) !== seat && !st(m).tricks.some((t) => t.cards.some((p) => p.card === q)) && !st(m).trick.some((p) => p.card === q));
    if (!queen) return null;
    const from = deal.hands.findIndex((h) => h.includes(queen));
    const to = [0, 1, 2, 3].filter((x) => x !== seat && x !== from)[rng.int(2)];
    const index = deal.hands[to].findIndex((c) => st(m).hands[to].includes(c) && !isTrump(c) === !isTrump(queen) && c !== queen);
    if (index < 0) return null;
    let a = newMatch(GAME, m.setup);
    let b = newMatch(GAME, { ...m.setup, deals: [moved(deal, queen, to, index).deal] });
    for (const e of m.log) {
      const rb = applyAction(b, e.seat, mapped(a, b, e));
      if (!rb.ok) return null;
      a = ok(a, e.seat, e.action).match;
      b = rb.match;
    }
    return canonical(observe(b, seat)) === canonical(observe(m, seat)) ? b : null;
  }

  /** Positions of first deals played by easy seats, on fixed deals (the twin moves a queen in it). */
  function fixedPositions(count: number, every: number): { m: Match; seat: Seat }[] {
    const out: { m: Match; seat: Seat }[] = [];
    for (let k = 0; out.length < count && k < 40; k++) {
      const hands = st(newMatch(GAME, { players: 4, seed: `fair-deal-${k}` })).hands;
      let m = newMatch(GAME, { players: 4, seed: `fair-${k}`, dealer: k % 4, deals: [{ hands }] });
      for (let step = 0; step < 40 && status(m).phase !== 'handResult' && !status(m).over; step++) {
        const seat = status(m).toAct[0];
        if (legalActions(m, seat).length > 1 && step % every === k % every) out.push({ m, seat });
        m = ok(m, seat, chooseAction(observe(m, seat), { level: 'easy', seed: `f${k}/${step}` })).match;
      }
    }
    return out;
  }

  function compare(list: { m: Match; seat: Seat }[], levels: AiLevel[]): number {
    let compared = 0;
    list.forEach(({ m, seat }, i) => {
      const other = twin(m, seat, createRng(`twin/${i}`));
      if (!other) return;
      expect(canonical(st(other).queensTeam) === canonical(st(m).queensTeam) && st(m).queensTeam.length > 0).toBe(false);
      compared++;
      for (const level of levels) {
        const opts = { level, seed: `fair/${i}` };
        expect(decideStrict(observe(other, seat), opts, false).action, `${level} at position ${i}`).toEqual(decideStrict(observe(m, seat), opts, false).action);
      }
    });
    return compared;
  }

  it('every level chooses the same action whoever its hidden partner is', () => {
    // a third of the positions for hard (the slowest), spread over the deals
    const list = fixedPositions(60, 2);
    expect(compare(list.filter((_, i) => i % 3 !== 2), ['easy', 'normal'])).toBeGreaterThanOrEqual(8);
    expect(compare(list.filter((_, i) => i % 3 === 2), ['hard'])).toBeGreaterThanOrEqual(3);
  }, 120_000);
});

describe('Kloepper AI: legality, determinism, reasons', () => {
  it('only returns legal actions in every phase over seeded matches', () => {
    const byAi = new Set<string>();
    const tables: Player[][] = [['easy', 'random', 'normal', 'random'], ['normal', 'easy', 'easy', 'easy'], ['random', 'easy', 'random', 'normal']];
    for (let i = 0; i < tables.length; i++) {
      const players = tables[i];
      const m = playAiMatch<KloepperObservation>(GAME, { players: 4, seed: `legal-${i}`, options: OPTION_SETS[i] }, players, (_m, seat, obs, a) => {
        if (players[seat] !== 'random') byAi.add(`${obs.phase}:${a.type}`);
      }, 5000);
      expect(status(m).over).toBe(true);
    }
    for (const k of ['partnerDeclaration:PASS', 'knockWindow:PASS', 'trickPlay:PLAY', 'handResult:NEXT_HAND']) expect(byAi).toContain(k);
  }, 120_000);

  it('the call or the solo, the knocks and the cards: legal, deterministic, declared reasons at every level', () => {
    const declare = run(start(exampleDeal({ 2: ['QC', 'QS', '9H', 'KC', 'JD', '9S'] })), '0: PASS, 1: PASS').match;
    const knock = run(start(exampleDeal({ 0: ['QS', 'QD'], 2: ['QC'] })), '0: PASS, 1: PASS, 2: PASS, 3: PASS').match;
    const off = run(knock, '0: KNOCK').match;
    const list: [Match, Seat][] = [[declare, 2], [knock, 0], [off, 1], ...positions(['reason-a'], 13).filter(({ m }) => status(m).phase === 'trickPlay').slice(0, 5).map(({ m, seat }) => [m, seat] as [Match, Seat])];
    list.forEach(([m, seat], i) => {
      const obs = observe(m, seat);
      for (const level of ['easy', 'normal', 'hard'] as const) {
        expectSoundDecision(obs, GAME, { level, seed: `r${i}` });
      }
    });
  }, 120_000);

  it('in trick 1 the search weighs the cards only: a knock waits for the window', () => {
    const m = run(start(exampleDeal({ 0: ['QS', 'QD'], 2: ['QC'] })), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: PASS, 3: PASS').match;
    const obs = observe(m, 0);
    expect(obs.legal).toContainEqual({ type: 'KNOCK' });
    for (const level of ['easy', 'normal', 'hard'] as const) expect(chooseAction(obs, { level, seed: 't1' }).type).toBe('PLAY');
  }, 60_000);
});

describe('Kloepper AI: strength', () => {
  it('normal scores far more a deal than the random players at its table', () => {
    let mine = 0;
    let theirs = 0;
    let deals = 0;
    for (let i = 0; i < 4; i++) {
      const seat = i % 4;
      const players: Player[] = ['random', 'random', 'random', 'random'];
      players[seat] = 'normal';
      const m = playAiMatch<KloepperObservation>(GAME, { players: 4, seed: `strength-${i}`, options: { targetScore: 60 } }, players, undefined, 5000);
      for (const h of (m.state as KloepperState).history) {
        deals++;
        mine += h.deltas[seat];
        for (let o = 0; o < 4; o++) if (o !== seat) theirs += h.deltas[o] / 3;
      }
    }
    expect(deals).toBeGreaterThan(8);
    expect(mine / deals).toBeGreaterThan(theirs / deals + 1);
  }, 120_000);
});
