import { describe, expect, it } from 'vitest';
import type { Action, Card, Match, Observation, Seat } from '../../../engine';
import { applyAction, legalActions, newMatch, observe, status } from '../../../engine';
import { hint } from '../../../engine/ai';
import { exampleDeal, patched, run, start } from '../../../engine/games/queens-dungeon/testDriver';
import type { HandResult, QueensDungeonObservation } from '../../../engine/games/queens-dungeon/types';
import en from '../../i18n/en/games/queens-dungeon';
import ja from '../../i18n/ja/games/queens-dungeon';
import enTable from '../../i18n/en/table';
import jaTable from '../../i18n/ja/table';
import type { Tr } from '../../table/text';
import { describeAction as tableDescribeAction } from '../../tutor/describeAction';
import {
  tutorNote,
  cardBadge, describeAction, describeFact, dungeonChoice, explainScore, explainTrick, resultRows, scoreSheetRow, seatBadges, sortHand, suitOrder,
  trumpAt, tutorPrompt,
} from './logic';

const tr: Tr = (key, o) => (o ? `${key}${JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'defaultValue')))}` : key);
const NAMES = ['Ann', 'Ben', 'Cy', 'Dee'];
const obsOf = (m: Match, s: Seat) => observe(m, s) as QueensDungeonObservation;

/** A value at a dotted path of a catalogue, or undefined; a plural key by its `_other` form. */
function at(catalogue: unknown, path: string): unknown {
  const get = (p: string) => p.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), catalogue);
  return get(path) ?? get(`${path}_other`);
}
/** The key has words in English and Japanese. */
function worded(key: string) {
  const local = key.replace(/^queens-dungeon\./, '');
  expect(at(en, local), key).toBeTypeOf('string');
  expect(at(ja, local), key).toBeTypeOf('string');
}

function step(m: Match, seat: Seat, action: Action): Match {
  const r = applyAction(m, seat, action);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${r.error.code}`);
  return r.match;
}

// QD-4 run as trick 1: trump ♥; P1 QC, P2 QD, P3 AC, P0 5C: P1 wins with QC, two queens.
const QD4 = exampleDeal({ 0: ['5C', 'AH'], 1: ['QC', '4H'], 2: ['QD', '3S'], 3: ['AC', '6H'] }, { 2: 'H' });
// QD-16's trick: trump ♠; P1 leads the trump queen and takes all four queens.
const KEY = exampleDeal({ 0: ['QH'], 1: ['QS'], 2: ['QC'], 3: ['QD'] });

describe('queens-dungeon table logic', () => {
  it('sorts the trumps first, the other suits in alternating colours, the queen on top of each suit', () => {
    const hand: Card[] = ['7H', 'AS', 'QD', 'KH', '2S', 'QS', '9C', '10D'];
    const withTrump = (trump: string | null) => ({ trump, trumps: [] }) as unknown as Observation;
    expect(sortHand(hand, withTrump(null))).toEqual(['QS', 'AS', '2S', 'KH', '7H', '9C', 'QD', '10D']);
    expect(sortHand(hand, withTrump('D'))).toEqual(['QD', '10D', 'QS', 'AS', '2S', 'KH', '7H', '9C']);
    expect(suitOrder('C')).toEqual(['C', 'D', 'S', 'H']);
  });

  it('marks the trumps and, as the highest card, the queen of trumps; nothing before the trump is named', () => {
    const m = start(QD4);
    expect(cardBadge('QH', obsOf(m, 1), tr)).toBeNull();
    const o = obsOf(run(m, '0: T=H').match, 1);
    expect(cardBadge('QH', o, tr)?.tone).toBe('super');
    expect(cardBadge('4H', o, tr)?.tone).toBe('trump');
    expect(cardBadge('QC', o, tr)).toBeNull();
  });

  it('badges the dealer, the queens each seat has won, and a seat sent to the dungeon', () => {
    const m = run(start(QD4), '0: T=H, 1: QC, 2: QD, 3: AC, 0: 5C').match;
    const o = obsOf(m, 2);
    expect(seatBadges(0, o, tr).map((b) => b.id)).toEqual(['dealer']);
    expect(seatBadges(1, o, tr).map((b) => b.id)).toEqual(['queens']);
    expect(seatBadges(1, o, tr)[0].label).toBe('queens-dungeon.badge.queens{"count":2}');
    const d = step(run(start(exampleDeal({ 0: ['QS'], 1: ['2C'], 2: ['QC'], 3: ['QD'] })), '0: T=H, 1: 2C, 2: QC, 3: QD, 0: QS').match, 2, { type: 'DUNGEON_CHOICE', option: 'MINUS_100' });
    expect(seatBadges(2, obsOf(d, 0), tr).map((b) => b.id)).toEqual(['queens', 'dungeon']);
    expect(seatBadges(2, obsOf(d, 0), tr)[1].title).toBe('queens-dungeon.badge.dungeonTitle{"before":"0","after":"−100"}');
  });

  it('names the dealer blind before the deal: no card in the dealer’s hand, a prompt that says so', () => {
    const m = start(QD4);
    const o = obsOf(m, 0);
    expect(o.hand).toEqual([]);
    expect(tutorPrompt(o, 0, undefined, NAMES)).toEqual({ key: 'queens-dungeon.tutor.chooseTrumpYou', params: { contract: 5 } });
    expect(tutorPrompt(obsOf(m, 1), 1, undefined, NAMES)).toEqual({ key: 'queens-dungeon.tutor.chooseTrumpWait', params: { name: 'Ann', contract: 5 } });
  });

  it('explains a trick with the trump in force for it, also after the trump changed; an off-suit queen wins nothing (QD-1 … QD-4)', () => {
    // QD-1: trump ♥, P0's 2♥ is the only trump; Q♦ is off-suit
    const q1 = run(start(exampleDeal({ 0: ['2H'], 1: ['7C'], 2: ['KC'], 3: ['QD'] }, { 0: 'C' })), '0: T=H, 1: 7C, 2: KC, 3: QD, 0: 2H').match;
    const o1 = obsOf(q1, 1);
    expect(explainTrick(o1.lastTrick!, o1, NAMES)).toEqual({
      key: 'queens-dungeon.explain.trumpOff', params: { winner: 'Ann', card: '2♥', suit: '♣', trump: '♥', off: 'Q♦' },
    });
    // QD-3: the trump queen
    const q3 = run(start(exampleDeal({ 0: ['KS'], 1: ['2S'], 2: ['AS'], 3: ['QS'] }), {}, 1), '1: T=S, 2: AS, 3: QS, 0: KS, 1: 2S').match;
    expect(explainTrick(obsOf(q3, 0).lastTrick!, obsOf(q3, 0), NAMES)?.key).toBe('queens-dungeon.explain.trumpQueen');
    // QD-4: no trump played, Q♣ tops clubs, Q♦ off-suit; then the dealer changes trump to ♠
    const q4 = run(start(QD4), '0: T=H, 1: QC, 2: QD, 3: AC, 0: 5C').match;
    const changed = step(q4, 0, { type: 'CHOOSE_TRUMP', suit: 'S' });
    for (const m of [q4, changed]) {
      const o = obsOf(m, 3);
      expect(explainTrick(o.lastTrick!, o, NAMES)).toEqual({
        key: 'queens-dungeon.explain.ledOff', params: { winner: 'Ben', card: 'Q♣', suit: '♣', trump: '♥', off: 'Q♦' },
      });
    }
    const o = obsOf(changed, 3);
    expect(trumpAt(o, 1)).toBe('H');
    expect(trumpAt(o, 2)).toBe('S');
    expect(o.trump).toBe('S');
    // "you": the person's own winning card
    const you = Object.assign(['Ann', 'You', 'Cy', 'Dee'], { you: 1 });
    expect(explainTrick(o.lastTrick!, o, you)?.params).toMatchObject({ context: 'you' });
  });

  it('gives a tutor prompt for every phase, from the chooser’s side and the others’', () => {
    // the trump change (QD-4)
    const tc = run(start(QD4), '0: T=H, 1: QC, 2: QD, 3: AC, 0: 5C').match;
    expect(tutorPrompt(obsOf(tc, 0), 0, undefined, NAMES)).toEqual({ key: 'queens-dungeon.tutor.trumpChangeYou', params: { trump: '♥' } });
    expect(tutorPrompt(obsOf(tc, 2), 2, undefined, NAMES)).toEqual({ key: 'queens-dungeon.tutor.trumpChangeWait', params: { name: 'Ann', trump: '♥' } });
    // following, and the warning with two queens in the trick
    const follow = run(start(QD4), '0: T=H, 1: QC').match;
    expect(tutorPrompt(obsOf(follow, 2), 2, undefined, NAMES)).toEqual({ key: 'queens-dungeon.tutor.follow', params: { card: 'Q♣', suit: '♣', trump: '♥' } });
    const two = run(start(QD4), '0: T=H, 1: QC, 2: QD').match;
    expect(tutorPrompt(obsOf(two, 3), 3, undefined, NAMES)?.key).toBe('queens-dungeon.tutor.followDungeon');
    const free = run(start(QD4, { mustTrump: false }), '0: T=H, 1: QC').match;
    expect(tutorPrompt(obsOf(free, 2), 2, undefined, NAMES)?.key).toBe('queens-dungeon.tutor.followFree');
    // the key: three queens in the trick warn the fourth seat, then the key's choice
    const three = run(start(KEY), '0: T=S, 1: QS, 2: QC, 3: QD').match;
    expect(tutorPrompt(obsOf(three, 0), 0, undefined, NAMES)?.key).toBe('queens-dungeon.tutor.followKey');
    const key = run(three, '0: QH').match;
    expect(status(key).phase).toBe('keyChoice');
    expect(tutorPrompt(obsOf(key, 1), 1, undefined, NAMES)).toEqual({ key: 'queens-dungeon.tutor.keyChoiceYou', params: { low: '0', current: '0', a: '0', b: '−250' } });
    expect(tutorPrompt(obsOf(key, 0), 0, undefined, NAMES)).toEqual({ key: 'queens-dungeon.tutor.keyChoiceWait', params: { name: 'Ben', low: '0' } });
    // the worse option taken: the tutor says so to the chooser alone, until the next trick is taken
    const worse = run(key, '1: MINUS_250').match;
    expect(tutorNote(obsOf(worse, 1), 1)).toEqual({ key: 'queens-dungeon.tutor.keyWorse', params: { after: '−250', other: '0', diff: 250 } });
    expect(tutorNote(obsOf(worse, 0), 0)).toBeNull();
    expect(tutorNote(obsOf(run(key, '1: ZERO').match, 1), 1)).toBeNull();
    const next = legalActions(worse, 1).find((a) => a.type === 'PLAY')!;
    let later = applyAction(worse, 1, next);
    if (!later.ok) throw new Error('a legal lead was refused');
    for (let s = 2; s < 5; s++) {
      const seat = s % 4;
      const r = applyAction(later.match, seat, legalActions(later.match, seat).find((a) => a.type === 'PLAY')!);
      if (!r.ok) throw new Error('a legal card was refused');
      later = r;
    }
    expect(tutorNote(obsOf(later.match, 1), 1)).toBeNull();
    // every phase of whole random matches, every viewer: a prompt with words in both languages
    const seen = new Set<string>();
    for (const seed of ['t1', 't2']) {
      let m = newMatch('queens-dungeon', { players: 4, seed, options: { targetScore: 120 } });
      for (let i = 0; i < 800 && !status(m).over; i++) {
        for (const v of [0, 1, 2, 3]) {
          const ref = tutorPrompt(obsOf(m, v), v, undefined, NAMES);
          expect(ref, status(m).phase).not.toBeNull();
          worded(ref!.key);
        }
        seen.add(status(m).phase);
        const seat = status(m).toAct[0];
        const legal = legalActions(m, seat);
        // queens whenever allowed: the events come often
        m = step(m, seat, legal.find((a) => typeof a.card === 'string' && a.card.startsWith('Q')) ?? legal[i % legal.length]);
      }
      worded(tutorPrompt(obsOf(m, 0), 0, undefined, NAMES)!.key);
      seen.add(status(m).phase);
    }
    for (const p of ['chooseTrump', 'trickPlay', 'trumpChange', 'dungeonChoice', 'handResult', 'gameOver']) expect(seen).toContain(p);
  }, 60_000);

  it('offers the dungeon’s two totals and marks the better one (QD-13), and the key’s (QD-16)', () => {
    const snapshot = [320, 150, 210, 90];
    const m = patched(start(exampleDeal({ 0: ['QH'], 1: ['QC'], 2: ['QD'], 3: ['3C'] }), {}, 3), { totals: snapshot.slice(), totalsAtDealStart: snapshot.slice() });
    const d = run(m, '3: T=H, 0: QH, 1: QC, 2: QD, 3: 3C').match;
    const c = dungeonChoice(obsOf(d, 1));
    expect(c).toEqual({
      kind: 'dungeon', seat: 0, current: 320, low: 90, better: 'MINUS_100',
      options: [{ option: 'MATCH_LOWEST', total: 90 }, { option: 'MINUS_100', total: 220 }],
    });
    expect(tutorPrompt(obsOf(d, 0), 0, undefined, NAMES)).toEqual({ key: 'queens-dungeon.tutor.dungeonChoiceYou', params: { low: '90', current: '320', a: '90', b: '220' } });
    const k = run(patched(start(KEY), { totals: [0, 400, 0, 0], totalsAtDealStart: [0, 400, 0, 0] }), '0: T=S, 1: QS, 2: QC, 3: QD, 0: QH').match;
    expect(dungeonChoice(obsOf(k, 1))).toMatchObject({ kind: 'key', current: 400, better: 'MINUS_250', options: [{ option: 'ZERO', total: 0 }, { option: 'MINUS_250', total: 150 }] });
    expect(dungeonChoice(obsOf(run(start(QD4), '0: T=H').match, 1))).toBeNull();
  });

  it('breaks every scored deal down so that its parts add up to the engine’s scores, and explains each seat', () => {
    let deals = 0;
    const kinds = new Set<string>();
    for (const [seed, options] of [['r1', {}], ['r2', { dungeonTrickScoring: 'voidHand' }], ['r3', { targetScore: 200 }]] as const) {
      let m = newMatch('queens-dungeon', { players: seed === 'r3' ? 3 : 4, seed, options });
      for (let i = 0; i < 1500 && !status(m).over && deals < 40; i++) {
        const seat = status(m).toAct[0];
        const legal = legalActions(m, seat);
        m = step(m, seat, legal.find((a) => typeof a.card === 'string' && a.card.startsWith('Q')) ?? legal[(i * 7) % legal.length]);
        const o = obsOf(m, 0);
        if (o.phase !== 'handResult' && o.phase !== 'gameOver') continue;
        if (legalActions(m, 0).length === 0 && !o.over) continue;
        const r = o.result as HandResult;
        for (const row of resultRows(r)) {
          expect((row.counted ? row.trickPoints + row.queenPoints : 0) + (row.dealer ?? 0)).toBe(row.hand);
          expect(row.before + row.dungeon + row.hand).toBe(row.after);
        }
        const lines = explainScore(o, NAMES);
        expect(lines.length).toBe(o.players + r.dungeons.length);
        for (const l of lines) {
          worded(l.key);
          kinds.add(l.key);
        }
        const sheet = scoreSheetRow(r, o, NAMES, tr);
        expect(sheet.change).toEqual(r.totals.map((t, s) => t - r.totalsBefore[s]));
        deals++;
        if (!o.over) m = step(m, 0, { type: 'NEXT_HAND' });
      }
    }
    expect(deals).toBeGreaterThan(10);
    for (const k of ['player', 'dealerMade', 'dealerFailed', 'dungeon', 'voided']) expect(kinds).toContain(`queens-dungeon.explain.${k}`);
  }, 60_000);

  it('writes the history lines from public facts, and the choices in words', () => {
    expect(describeFact({ type: 'TRUMP_CHOSEN', seat: 1, suit: 'H' }, NAMES)).toEqual({ key: 'queens-dungeon.history.trumpChosen', params: { name: 'Ben', suit: '♥' } });
    expect(describeFact({ type: 'TRUMP_CHANGED', seat: 0, suit: 'S', trickNo: 5 }, NAMES)).toEqual({ key: 'queens-dungeon.history.trumpChanged', params: { name: 'Ann', suit: '♠', trick: 5 } });
    expect(describeFact({ type: 'DUNGEON_CHOSEN', seat: 2, kind: 'key', option: 'ZERO', before: 150, after: 0 }, NAMES)).toEqual({ key: 'queens-dungeon.history.key', params: { name: 'Cy', before: '150', after: '0' } });
    expect(describeFact({ type: 'HAND_SCORED', deltas: [], made: false, totals: [] }, NAMES)).toEqual({ key: 'queens-dungeon.history.failed' });
    expect(describeFact({ type: 'CARD_PLAYED', seat: 2, card: 'QS' }, NAMES)).toBeNull();
    expect(describeAction(tr, { type: 'DUNGEON_CHOICE', option: 'MINUS_100' })).toBe('queens-dungeon.action.option.MINUS_100{}');
    expect(tableDescribeAction(tr, 'queens-dungeon', { type: 'CHOOSE_TRUMP', suit: 'S' })).toBe('queens-dungeon.action.CHOOSE_TRUMP{"suit":"♠ table.suitPlural.S"}');
    for (const o of ['MATCH_LOWEST', 'MINUS_100', 'ZERO', 'MINUS_250']) worded(`queens-dungeon.action.option.${o}`);
  });

  it('has English and Japanese words for every reason its AI gives: the blind trump, the dungeon, the key, the cards', () => {
    const keys = new Set<string>();
    const ask = (m: Match, seed: string) => {
      const seat = status(m).toAct[0];
      const h = hint(observe(m, seat), { level: 'easy', seed });
      keys.add(h.reasonKey);
      return step(m, seat, h.action);
    };
    ask(start(QD4), 'b');
    ask(run(start(exampleDeal({ 0: ['QS'], 1: ['2C'], 2: ['QC'], 3: ['QD'] })), '0: T=H, 1: 2C, 2: QC, 3: QD, 0: QS').match, 'd');
    ask(run(start(KEY), '0: T=S, 1: QS, 2: QC, 3: QD, 0: QH').match, 'k');
    let m = newMatch('queens-dungeon', { players: 4, seed: 'h1' });
    for (let i = 0; i < 12; i++) m = ask(m, `h${i}`);
    for (const k of ['hint.queens-dungeon.blindTrump', 'hint.queens-dungeon.dungeon', 'hint.queens-dungeon.key']) expect(keys).toContain(k);
    for (const key of keys) {
      for (const [cat, table] of [[en, enTable], [ja, jaTable]] as const) {
        const local = key.replace(/^hint\./, '');
        expect(at(cat.hint, local) ?? at(table.hint, local), key).toBeTypeOf('string');
      }
    }
  }, 60_000);
});
