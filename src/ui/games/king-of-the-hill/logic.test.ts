// King of the Hill's table logic on §8's positions: hand order, badges, the §10 prompts, the
// burial's "pick eight, confirm" and the pair follow's "pick two", trick and score explanations,
// the words for a burial (its card said only to the King), and the copies' keys.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../engine';
import { applyAction, observe, status } from '../../../engine';
import { exampleDeal, passChances, preludeS, SEAT_OF, start, st, trick } from '../../../engine/games/king-of-the-hill/testDriver';
import { handKeys, trickKeys } from '../../table/tableView';
import type { Tr } from '../../table/text';
import {
  burySelection, cardBadge, cardSelection, describeAction, describeFact, explainScore, explainTrick, pairFollowSelection, sameCards,
  seatBadges, sortHand, tutorPrompt,
} from './logic';

const tr: Tr = (k, o) => (o ? `${k} ${JSON.stringify(o)}` : k);
const NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Eve'];

/** P1 holds 2S first and declares; P2 holds the other QC (partner). */
const SPEC = { named: { 0: ['AH', 'QC', '8D', '8D', 'KH'], 1: ['2S', '9D', '9D'], 2: ['QC', 'QD', '3D'], 3: ['4S', '4S'], 4: ['7C', '7C'] } } as const;

describe('hand and badges', () => {
  it('sorts trumps first (jokers, trump rank, trump suit), then the plain suits high to low', () => {
    const m = preludeS(exampleDeal(SPEC as never));
    const obs = observe(m, 0);
    const sorted = sortHand(['3H', 'AS', 'RJ', '2D', '2S', 'KH', '5C'], obs);
    expect(sorted).toEqual(['RJ', '2S', '2D', 'AS', 'KH', '3H', '5C']);
    expect(cardBadge('2D', obs, tr)?.tone).toBe('trump');
    expect(cardBadge('RJ', obs, tr)?.tone).toBe('super');
    expect(cardBadge('KH', obs, tr)).toBeNull();
  });

  it('each seat shows its rank; King, partner and challengers once the call is made', () => {
    const m = preludeS(exampleDeal(SPEC as never));
    const obs = observe(m, 1);
    const ids = (s: number) => seatBadges(s, obs, tr).map((b) => b.id);
    expect(ids(0)).toEqual(['rank', 'king']);
    expect(ids(SEAT_OF[2])).toEqual(['rank', 'partner']);
    expect(ids(SEAT_OF[1])).toEqual(['rank']);
    expect(seatBadges(0, obs, tr)[0].label).toContain('"rank":"2"');
  });
});

describe('tutor prompts (§10)', () => {
  it('offers the declaration with the card just dealt, and waits on others', () => {
    const m = start(exampleDeal(SPEC as never));
    // the first chance: P1 dealt 2S
    expect(status(m).phase).toBe('dealing');
    const seat = status(m).toAct[0];
    expect(seat).toBe(SEAT_OF[1]);
    expect(tutorPrompt(observe(m, seat), seat, undefined, NAMES)?.key).toBe('king-of-the-hill.tutor.declareChance');
    expect(tutorPrompt(observe(m, 0), 0, undefined, NAMES)?.key).toMatch(/roundStart|dealWait/);
  });

  it('the King buries, then calls; the follow of a pair names the rule', () => {
    const dealt = passChances(start(exampleDeal(SPEC as never)), (seat, m) => (seat === SEAT_OF[1] && st(m).declaration.level === 0 ? { type: 'DECLARE_TRUMP', cards: ['2S'] } : null)).match;
    expect(status(dealt).phase).toBe('kitty');
    expect(tutorPrompt(observe(dealt, 0), 0, undefined, NAMES)?.key).toBe('king-of-the-hill.tutor.kittyYou');
    expect(tutorPrompt(observe(dealt, 1), 1, undefined, NAMES)?.key).toBe('king-of-the-hill.tutor.kittyWait');
    const m = preludeS(exampleDeal(SPEC as never));
    const led = trick(m, '8D 8D').match;
    const p1 = SEAT_OF[1];
    const ref = tutorPrompt(observe(led, p1), p1, undefined, NAMES)!;
    expect(ref.key).toBe('king-of-the-hill.tutor.followPair');
    expect(ref.params).toMatchObject({ suit: '♦' });
  });
});

describe('several-card choices', () => {
  it('the burial: pick the cards still to bury, one confirm sends a DISCARD per card', () => {
    const dealt = passChances(start(exampleDeal(SPEC as never)), (seat, m) => (seat === SEAT_OF[1] && st(m).declaration.level === 0 ? { type: 'DECLARE_TRUMP', cards: ['2S'] } : null)).match;
    const obs = observe(dealt, 0);
    const sel = burySelection(obs)!;
    expect(sel.count).toBe(8);
    const eight = obs.hand.slice(0, 8);
    expect(sel.actionFor(eight.slice(0, 7))).toBeNull();
    expect(sel.actionsFor!(eight)).toEqual(eight.map((card) => ({ type: 'DISCARD', card })));
    // a card picked twice must be held twice: P0 holds both 8D
    expect(sel.actionsFor!(['8D', '8D', ...obs.hand.filter((c) => c !== '8D').slice(0, 6)])).not.toBeNull();
    expect(sel.actionsFor!(['AH', 'AH', ...obs.hand.filter((c) => c !== 'AH').slice(0, 6)])).toBeNull();
    expect(cardSelection(observe(dealt, 1))).toBeNull();
  });

  it('the pair follow: two cards picked, the legal PLAY_PAIR whatever their order', () => {
    const m = trick(preludeS(exampleDeal(SPEC as never)), '8D 8D').match;
    const p1 = SEAT_OF[1];
    const sel = pairFollowSelection(observe(m, p1))!;
    expect(sel.count).toBe(2);
    expect(sel.actionFor(['9D', '9D'])).toEqual({ type: 'PLAY_PAIR', cards: ['9D', '9D'] });
    expect(sel.selectable('7C' as Card)).toBe(false);
    expect(sameCards(['8D', '9D'], ['9D', '8D'])).toBe(true);
    expect(sameCards(['8D', '8D'], ['8D', '9D'])).toBe(false);
  });
});

describe('explanations', () => {
  it('a pair trick: only the trump pair wins (KH-4)', () => {
    const spec = { named: { 0: ['8D', '8D'], 1: ['2S', '9D', '9D'], 2: ['QC', 'QD', '3D'], 3: ['4S', '4S'], 4: ['7C', '7C'] }, voids: { 3: 'D', 4: 'D' }, kitty: [] };
    const m = preludeS(exampleDeal({ ...spec, named: { ...spec.named, 0: ['8D', '8D', 'QC'] } } as never));
    const done = trick(m, '8D 8D', '9D 9D', 'QD 3D', '4S 4S', '7C 7C').match;
    const obs = observe(done, 0);
    const why = explainTrick(obs.lastTrick!, obs, NAMES)!;
    expect(why.key).toBe('king-of-the-hill.explain.pair');
    expect(why.params).toMatchObject({ winner: 'Cy', cards: '4♠ 4♠' });
  });

  it('the round scored: C, the bracket, the next King', () => {
    let m = preludeS(exampleDeal(SPEC as never));
    for (let i = 0; i < 300 && status(m).phase === 'trickPlay'; i++) {
      const seat = status(m).toAct[0];
      const a = observe(m, seat).legal[0];
      const r = applyAction(m, seat, a);
      if (!r.ok) throw new Error(r.error.code);
      m = r.match;
    }
    expect(status(m).phase).toMatch(/handResult|gameOver/);
    const lines = explainScore(observe(m, 2), NAMES);
    expect(lines[0].key).toBe('king-of-the-hill.explain.points');
    expect(lines[1].key).toMatch(/^king-of-the-hill\.explain\.bracket\./);
  });
});

describe('words', () => {
  it('a burial names its card only to the King', () => {
    expect(describeAction(tr, { type: 'DISCARD', card: 'KH' }, true)).toContain('KH'.replace('H', '♥'));
    expect(describeAction(tr, { type: 'DISCARD', card: 'KH' }, false)).toBe('king-of-the-hill.action.DISCARD_HIDDEN');
    expect(describeAction(tr, { type: 'PLAY_PAIR', cards: ['8D', '8D'] }, false)).toContain('PLAY_PAIR');
    expect(describeAction(tr, { type: 'CHOOSE_TRUMP', suit: 'NT' }, false)).toBe('king-of-the-hill.action.CHOOSE_NT');
  });

  it('declarations and the call in the history', () => {
    expect(describeFact({ type: 'TRUMP_DECLARED', seat: 1, cards: ['2S'], level: 1, kind: 'declare' }, NAMES)?.key).toBe('king-of-the-hill.history.declared');
    expect(describeFact({ type: 'TRUMP_DECLARED', seat: 2, cards: ['2C', '2C'], level: 2, kind: 'override' }, NAMES)?.key).toBe('king-of-the-hill.history.overridden');
    expect(describeFact({ type: 'CARD_BURIED', seat: 0, count: 3 }, NAMES)).toBeNull();
  });
});

describe('copies of a card (two packs)', () => {
  it('each copy has its own key; a copy keeps its key from the hand into the trick', () => {
    const before = handKeys(['8D', '8D', '9D'], 2);
    expect(before).toEqual(['8D', '8D~1', '9D~1']);
    // the viewer (seat 0) plays one 8D: it flies as '8D', the one left keeps '8D~1'
    expect(trickKeys([{ seat: 3, card: '9D' as Card }, { seat: 0, card: '8D' as Card }], 0, ['8D', '9D'], 2)).toEqual(['9D', '8D']);
    expect(handKeys(['8D', '9D'], 2)).toEqual(['8D~1', '9D~1']);
    // both 8D as a pair: they fly as '8D' and '8D~1'
    expect(trickKeys([{ seat: 0, card: '8D' as Card }, { seat: 0, card: '8D' as Card }], 0, ['9D'], 2)).toEqual(['8D', '8D~1']);
  });

  it('a pair in the trick, another seat\'s copy beside the viewer\'s held one', () => {
    expect(trickKeys([{ seat: 1, card: '8D' as Card }, { seat: 1, card: '8D' as Card }], 0, [], 2)).toEqual(['8D', '8D~1']);
    expect(trickKeys([{ seat: 1, card: '8D' as Card }], 0, ['8D'], 2)).toEqual(['8D']);
    expect(handKeys(['8D'], 2)).toEqual(['8D~1']);
    // one copy per card: keys are the texts
    expect(handKeys(['8D', '9D'])).toEqual(['8D', '9D']);
    expect(trickKeys([{ seat: 0, card: '8D' as Card }], 0, [], 1)).toEqual(['8D']);
  });
});

