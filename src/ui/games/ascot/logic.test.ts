import { describe, expect, it } from 'vitest';
import type { Card, Match, Observation, Seat } from '../../../engine';
import { applyAction, legalActions, newMatch, observe, status } from '../../../engine';
import type { AscotObservation, Horses } from '../../../engine/games/ascot/types';
import en from '../../i18n/en/games/ascot';
import ja from '../../i18n/ja/games/ascot';
import type { TextRef } from '../index';
import { describeFact, explainScore, explainTrick, finishingOrder, raceReason, sortHand, trackLength, tutorPrompt } from './logic';

const NAMES = ['Ann', 'Ben'];
const hand = (x: string) => x.split(' ') as Card[];
const DEAL = {
  hands: [hand('KH QH JH 10H 9H 8H KS QS JS 10S 9S 8S'), hand('2H 3H 2S 3S KC QC JC 10C KD QD JD 10D')],
  rest: hand('4H 4C 5H 5C 6H 6C 7H 7C 4S 4D 5S 5D 6S 6D 7S 7D 2C 2D 3C 3D 8C 8D 9C 9D'),
};
const fresh = (dealer: Seat = 1) => newMatch('ascot', { players: 2, seed: 'ui', dealer, options: { seat0Side: 'black' }, deals: [DEAL] });
function run(m: Match, script: string): Match {
  for (const part of script.split(',').map((x) => x.trim())) {
    const [seat, card] = part.split(':').map((x) => x.trim());
    const r = applyAction(m, Number(seat), { type: 'PLAY', card });
    if (!r.ok) throw new Error(r.error.code);
    m = r.match;
  }
  return m;
}
const obsOf = (m: Match, s: Seat) => observe(m, s) as AscotObservation;

function at(catalogue: unknown, path: string): unknown {
  const get = (p: string) => p.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), catalogue);
  return get(path) ?? get(`${path}_other`);
}
function worded(ref: TextRef | null) {
  expect(ref).not.toBeNull();
  const local = ref!.key.replace(/^ascot\./, '');
  for (const cat of [en, ja]) expect(typeof at(cat, local), `${ref!.key}`).toBe('string');
}

describe('Ascot table logic', () => {
  it('the tutor: the first lead names the viewer’s horses; a follow names the led suit’s horse', () => {
    const first = tutorPrompt(obsOf(fresh(), 0), 0, undefined, NAMES);
    expect(first?.key).toBe('ascot.tutor.leadFirstBlack');
    expect(first?.params?.horses).toBe('A♠ A♣');
    worded(first);
    const follow = tutorPrompt(obsOf(run(fresh(), '0: KH'), 1), 1, undefined, NAMES);
    expect(follow).toEqual({ key: 'ascot.tutor.follow', params: { card: 'K♥', suit: '♥', horse: 'A♥' } });
    worded(tutorPrompt(obsOf(run(fresh(), '0: KH'), 0), 0, undefined, NAMES));
  });

  it('a trick: the leader’s win moves the led suit’s horse, the seventh is at the cap, a follower’s win moves none', () => {
    const moved = run(fresh(), '0: KH, 1: 2H');
    const o = obsOf(moved, 0);
    expect(o.horses.AH).toEqual({ pos: 1, moves: 1 });
    const why = explainTrick(o.lastTrick!, o, NAMES);
    expect(why?.key).toBe('ascot.explain.leadHigherMoved');
    expect(why?.params).toMatchObject({ leader: 'Ann', follower: 'Ben', horse: 'A♥' });
    worded(why);
    const capped = run(fresh(), '0: KH, 1: 2H, 0: 8S, 1: 2S, 0: 8H, 1: 3H, 0: 9H, 1: KC, 0: 10H, 1: QC, 0: JH, 1: JC, 0: QH, 1: 10C, 0: 4H, 1: 10D');
    const c = obsOf(capped, 1);
    expect(c.horses.AH.moves).toBe(6);
    expect(explainTrick(c.lastTrick!, c, NAMES)?.key).toBe('ascot.explain.leadOffLimit');
    const follower = obsOf(run(fresh(0), '1: 2H, 0: KH'), 0);
    expect(explainTrick(follower.lastTrick!, follower, NAMES)?.key).toBe('ascot.explain.followHigher');
    expect(follower.horses.AH.pos).toBe(0);
  });

  it('the race: the reason by best, then second horses, a dead heat; the finishing order', () => {
    const h = (as: number, ac: number, ah: number, ad: number): Horses => ({ AS: { pos: as, moves: as }, AC: { pos: ac, moves: ac }, AH: { pos: ah, moves: ah }, AD: { pos: ad, moves: ad } });
    expect(raceReason({ horses: h(5, 1, 4, 4), result: 'black' }, 'secondHorse').key).toBe('ascot.result.why.best_black');
    expect(raceReason({ horses: h(5, 1, 5, 2), result: 'red' }, 'secondHorse').key).toBe('ascot.result.why.second_red');
    expect(raceReason({ horses: h(5, 1, 5, 2), result: 'deadHeat' }, 'deadHeat').key).toBe('ascot.result.why.deadHeatBest');
    expect(raceReason({ horses: h(0, 0, 0, 0), result: 'deadHeat' }, 'secondHorse').key).toBe('ascot.result.why.deadHeatAll');
    expect(finishingOrder(h(5, 1, 5, 2))).toEqual(['AS', 'AH', 'AD', 'AC']);
    for (const k of ['best_black', 'best_red', 'second_black', 'second_red', 'deadHeatBest', 'deadHeatAll', 'carry']) worded({ key: `ascot.result.why.${k}` });
  });

  it('a whole race: every explanation and history line is worded; the score explained; the track long enough', () => {
    let m = fresh();
    for (let i = 0; i < 200 && !status(m).over; i++) {
      const seat = status(m).toAct[0];
      const r = applyAction(m, seat, legalActions(m, seat)[0]);
      if (!r.ok) throw new Error(r.error.code);
      m = r.match;
      const o = obsOf(m, 0);
      if (o.lastTrick) worded(explainTrick(o.lastTrick, o, NAMES));
      expect(Math.max(...Object.values(o.horses).map((x) => x.pos))).toBeLessThanOrEqual(trackLength(o));
    }
    const o = obsOf(m, 0) as Observation;
    const lines = explainScore(o, NAMES);
    expect(lines.length).toBeGreaterThan(0);
    lines.forEach(worded);
    worded(describeFact({ type: 'HORSE_ADVANCED', ace: 'AH', pos: 2, moves: 2 }, NAMES));
    worded(describeFact({ type: 'HORSE_AT_LIMIT', ace: 'AH' }, NAMES));
    worded(describeFact({ type: 'DREW', seat: 0, card: '5H' }, NAMES));
    expect(describeFact({ type: 'DREW', seat: 1 }, NAMES)).toBeNull();
  });

  it('the hand: suits alternate colours, K high', () => {
    expect(sortHand(hand('2H KS 3C QD KH'), obsOf(fresh(), 0))).toEqual(hand('KS KH 2H 3C QD'));
  });
});
