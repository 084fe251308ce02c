import { describe, expect, it } from 'vitest';
import type { Action, Card, Deal, Match, Observation, Seat } from '../../../engine';
import { applyAction, legalActions, newMatch, observe, status } from '../../../engine';
import { hint } from '../../../engine/ai';
import type { ToepenObservation } from '../../../engine/games/toepen/types';
import en from '../../i18n/en/games/toepen';
import ja from '../../i18n/ja/games/toepen';
import enTable from '../../i18n/en/table';
import jaTable from '../../i18n/ja/table';
import type { Tr } from '../../table/text';
import { describeAction } from '../../tutor/describeAction';
import { describeFact, explainScore, explainTrick, seatBadges, settlementParts, sortHand, tutorPrompt } from './logic';

const tr: Tr = (key, o) => (o ? `${key}${JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'defaultValue')))}` : key);
const NAMES = ['Ann', 'Ben', 'Cy', 'Dee'];
const obsOf = (m: Match, s: Seat) => observe(m, s) as ToepenObservation;

function step(m: Match, seat: Seat, action: Action): Match {
  const r = applyAction(m, seat, action);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${r.error.code}`);
  return r.match;
}

/** "n: A" steps: `1: KNOCK`, `2: 9H`, `3: PASS`. */
function run(m: Match, script: string): Match {
  for (const part of script.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [seat, what] = part.split(':').map((x) => x.trim());
    const action: Action = /^(10|[7-9JQKA])[CDHS]$/.test(what) ? { type: 'PLAY', card: what } : { type: what };
    m = step(m, Number(seat), action);
  }
  return m;
}

/** A value at a dotted path of a catalogue, or undefined. */
function at(catalogue: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), catalogue);
}
const PACK: Card[] = ['7', '8', '9', '10', 'J', 'Q', 'K', 'A'].flatMap((r) => ['C', 'D', 'H', 'S'].map((x) => `${r}${x}` as Card));

// X2 of rules/toepen.md §8 (dealer P0, signals off): two knocks, two folds, P2 wins at stake 3.
const X2: Deal = {
  hands: [['7H', '10S', '9C', '8C'], ['9H', 'KS', 'QC', 'JD'], ['KH', 'AS', 'QD', 'KC'], ['AH', '8S', '8D', '7C']],
  rest: ['AC', 'AD', 'KD', 'JC', '10C', '10D', '9D', '7D', 'QH', 'JH', '10H', '8H', 'QS', 'JS', '9S', '7S'],
};
const x2Start = () => run(newMatch('toepen', { players: 4, seed: 'ui-x2', dealer: 0, options: { signals: 'off' }, deals: [X2] }), '1: PASS, 2: PASS, 3: PASS, 0: PASS');

describe('toepen table logic', () => {
  it('sorts by suit in alternating colours, strongest first in the table’s card order', () => {
    const hand: Card[] = ['7H', 'AS', '10D', 'KH', 'JS', '9C'];
    expect(sortHand(hand, { options: { cardOrder: 'seed' } } as unknown as Observation)).toEqual(['AS', 'JS', 'KH', '7H', '9C', '10D']);
    expect(sortHand(hand, { options: { cardOrder: 'dutch' } } as unknown as Observation)).toEqual(['AS', 'JS', '7H', 'KH', '9C', '10D']);
  });

  it('marks the marker holder, who folded and who exchanged; signals only once revealed', () => {
    let m = x2Start();
    m = run(m, '1: 9H, 2: KH, 3: AH, 0: 7H, 3: 8S, 0: 10S, 1: KS, 2: KNOCK, 3: STAY, 0: FOLD, 1: STAY');
    const ids = (seat: Seat) => seatBadges(seat, obsOf(m, 1), tr).map((b) => b.id);
    expect(ids(0)).toEqual(['dealer', 'folded']);
    expect(ids(2)).toEqual(['marker']);
    expect(seatBadges(2, obsOf(m, 1), tr)[0].label).toBe('toepen.badge.marker{"stake":2}');
    // before any knock the dealer shows the marker
    expect(seatBadges(0, obsOf(x2Start(), 1), tr).map((b) => b.id)).toEqual(['dealer', 'marker']);

    // signals: "signalled" while hidden, the kind once all are in
    const pictures: Card[][] = [['AS', 'AH', 'AD', 'AC'], ['KS', 'KH', 'KD', 'KC'], ['QS', 'QH', 'QD', 'QC'], ['JS', 'JH', 'JD', 'JC']];
    const four: Deal = { hands: pictures, rest: PACK.filter((c) => !pictures.flat().includes(c)) };
    let s = run(newMatch('toepen', { players: 4, seed: 'ui-sig', dealer: 3, deals: [four] }), '0: PASS, 1: PASS, 2: PASS, 3: PASS');
    expect(status(s).phase).toBe('signal');
    s = step(s, 0, { type: 'SIGNAL', kind: 'stand' });
    expect(seatBadges(0, obsOf(s, 1), tr).map((b) => b.id)).toContain('signalled');
    for (const seat of [1, 2, 3]) s = step(s, seat, { type: 'SIGNAL', kind: 'none' });
    expect(seatBadges(0, obsOf(s, 1), tr).map((b) => b.id)).toContain('signal-stand');
    expect(seatBadges(1, obsOf(s, 0), tr).map((b) => b.id)).not.toContain('signal-none');
  });

  it('gives a tutor prompt for every phase, from the viewer’s side', () => {
    const seen = new Set<string>();
    const check = (m: Match, viewer: Seat) => {
      const ref = tutorPrompt(obsOf(m, viewer), viewer, `toepen.tutor.${status(m).phase}`, NAMES);
      expect(ref, status(m).phase).not.toBeNull();
      expect(at(en, ref!.key.replace(/^toepen\./, '')), ref!.key).toBeTypeOf('string');
      expect(at(ja, ref!.key.replace(/^toepen\./, '')), ref!.key).toBeTypeOf('string');
      seen.add(status(m).phase);
    };
    for (const seed of ['t1', 't2', 't3']) {
      let m = newMatch('toepen', { players: 4, seed, options: { startingChips: 10 } });
      for (let i = 0; i < 400 && !status(m).over; i++) {
        for (const v of [0, 1, 2, 3]) check(m, v);
        const seat = status(m).toAct[0];
        const legal = legalActions(m, seat);
        // knock whenever possible, stay, challenge: every phase shows up
        const pick = legal.find((a) => a.type === 'KNOCK') ?? legal.find((a) => a.type === 'EXCHANGE') ?? legal.find((a) => a.type === 'CHALLENGE') ?? legal[i % legal.length];
        m = step(m, seat, pick);
      }
      check(m, 0);
    }
    for (const p of ['exchange', 'challenge', 'signal', 'trickPlay', 'knockResponse', 'handResult', 'gameOver']) expect(seen).toContain(p);
  });

  it('explains a trick a folded player’s card would have won (X10), and the last trick', () => {
    const hands: Card[][] = [['KC', 'QS', 'JS', '10S'], ['8H', '7S', '8S', '9S'], ['AH', '7C', '8C', '9C'], ['9H', 'KS', 'AS', '7D']];
    const deal: Deal = { hands, rest: PACK.filter((c) => !hands.flat().includes(c)) };
    let m = run(newMatch('toepen', { players: 4, seed: 'ui-x10', dealer: 0, options: { signals: 'off' }, deals: [deal] }), '1: PASS, 2: PASS, 3: PASS, 0: PASS');
    m = run(m, '1: 8H, 2: AH, 3: KNOCK, 0: STAY, 1: STAY, 2: FOLD, 3: 9H, 0: KC');
    const o = obsOf(m, 0);
    expect(o.lastTrick?.winner).toBe(3);
    expect(explainTrick(o.lastTrick!, o, NAMES)).toEqual({
      key: 'toepen.explain.foldedCard', params: { winner: 'Dee', card: 'A♥', suit: '♥', name: 'Cy', winCard: '9♥' },
    });
    expect(at(en, 'explain.foldedCard')).toContain('{{winCard}}');
  });

  it('explains the settlement: losers pay the stake, the winner collects (X2); forgotten signals are split out', () => {
    let m = x2Start();
    m = run(m, '1: 9H, 2: KH, 3: AH, 0: 7H, 3: 8S, 0: 10S, 1: KS, 2: KNOCK, 3: STAY, 0: FOLD, 1: STAY, 2: AS, 2: QD');
    m = run(m, '3: KNOCK, 1: FOLD, 2: STAY, 3: 8D, 2: KC, 3: 7C');
    const o = obsOf(m, 0);
    expect(status(m).totals).toEqual([19, 18, 23, 17]);
    expect(explainScore(o, NAMES).map((l) => l.key)).toEqual(['toepen.explain.winLast', 'toepen.explain.paid', 'toepen.explain.collect']);
    expect(explainScore(o, NAMES)[1].params).toEqual({ name: 'Dee', paid: 3 });
    expect(settlementParts(o)).toEqual([
      { lost: 0, collected: 0, penalty: 0 }, { lost: 0, collected: 0, penalty: 0 }, { lost: 0, collected: 3, penalty: 0 }, { lost: 3, collected: 0, penalty: 0 },
    ]);

    // X8: P3 forgets a whistle with three aces, loses at stake 2: −2 as a loser, −2 as the penalty
    const x8: Deal = {
      hands: [['KS', 'KH', 'QD', 'QC'], ['10S', '10H', '10D', '10C'], ['JS', 'JH', 'JD', 'JC'], ['AH', 'AS', 'AD', '9C']],
      rest: ['AC', 'KD', 'KC', 'QS', 'QH', '9S', '9H', '9D', '8S', '8H', '8D', '8C', '7S', '7H', '7D', '7C'],
    };
    let f = run(newMatch('toepen', { players: 4, seed: 'ui-x8', dealer: 0, deals: [x8] }), '1: PASS, 2: PASS, 3: PASS, 0: PASS');
    for (const seat of [0, 1, 2, 3]) f = step(f, seat, { type: 'SIGNAL', kind: 'none' });
    f = run(f, '1: KNOCK, 2: STAY, 3: STAY, 0: STAY');
    for (let i = 0; i < 20 && status(f).phase === 'trickPlay'; i++) {
      const seat = status(f).toAct[0];
      f = step(f, seat, legalActions(f, seat).find((a) => a.type === 'PLAY')!);
    }
    const fo = obsOf(f, 0);
    expect(fo.result?.forgotten).toEqual([3]);
    const parts = settlementParts(fo);
    const w = fo.result!.winner;
    expect(parts[3]).toEqual(w === 3 ? { lost: 0, collected: 2, penalty: 2 } : { lost: 2, collected: 0, penalty: 2 });
    expect(explainScore(fo, NAMES).some((l) => l.key === 'toepen.explain.forgot' && l.params?.paid === 2)).toBe(true);
  });

  it('names no hidden card in a history line; a challenge names the revealed cards', () => {
    expect(describeFact({ type: 'EXCHANGED', seat: 1 }, NAMES)).toEqual({ key: 'toepen.history.exchanged', params: { name: 'Ben' } });
    expect(describeFact({ type: 'CHALLENGED', challenger: 2, exchanger: 1, cards: ['KH', '9S', '8D', '7C'], payer: 1 }, NAMES)).toEqual({
      key: 'toepen.history.challenged', params: { challenger: 'Cy', exchanger: 'Ben', payer: 'Ben', cards: 'K♥ 9♠ 8♦ 7♣' },
    });
    expect(describeFact({ type: 'SIGNALLED', seat: 1 }, NAMES)).toBeNull();
    expect(describeAction(tr, 'toepen', { type: 'KNOCK' })).toBe('toepen.action.KNOCK{}');
    // the announcer tells everyone a seat signalled, never which signal (revealed together)
    expect(describeAction(tr, 'toepen', { type: 'SIGNAL', kind: 'stand' })).toBe('toepen.action.SIGNAL{}');
  });

  it('has English and Japanese words for every reason its AI gives in play', () => {
    // the general reasons Toepen's AI gives, played out over a few deals
    const keys = new Set<string>();
    for (const seed of ['h1', 'h2']) {
      let m = newMatch('toepen', { players: 4, seed, options: { startingChips: 10 } });
      for (let i = 0; i < 80 && !status(m).over; i++) {
        const seat = status(m).toAct[0];
        const h = hint(observe(m, seat), { level: 'easy', seed: `${seed}/${i}` });
        keys.add(h.reasonKey);
        m = step(m, seat, h.action);
      }
    }
    // Toepen's own words, or the table's shared ones (the search's figures), as the tutor looks them up
    for (const key of keys) {
      for (const [cat, table] of [[en, enTable], [ja, jaTable]] as const) {
        const local = key.replace(/^hint\./, '');
        expect(at(cat.hint, local) ?? at(table.hint, local), key).toBeTypeOf('string');
      }
    }
  }, 60_000);
});
