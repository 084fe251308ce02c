import { describe, expect, it } from 'vitest';
import type { Action, Card, Fact, Match, Observation, Seat } from '../../../engine';
import { applyAction, legalActions, newMatch, observe, status } from '../../../engine';
import { exampleDeal, PRELUDE, run, start } from '../../../engine/games/kloepper/testDriver';
import { DEFAULT_SCORE_TABLE } from '../../../engine/games/kloepper/scoreTable';
import type { HandResult, KloepperObservation } from '../../../engine/games/kloepper/types';
import en from '../../i18n/en/games/kloepper';
import ja from '../../i18n/ja/games/kloepper';
import type { Tr } from '../../table/text';
import type { TextRef } from '../index';
import {
  appliedRow, callLine, cardBadge, describeAction, describeFact, explainScore, explainTrick, freshReveal, ownSideLine, publicSide, publicTeams, revealText,
  scoreSheetRow, scoreTableRows, seatBadges, sortHand, tutorPrompt, verdict,
} from './logic';

const tr: Tr = (key, o) => (o ? `${key}${JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'defaultValue')))}` : key);
const NAMES = ['Ann', 'Ben', 'Cy', 'Dee'];
const obsOf = (m: Match, s: Seat) => observe(m, s) as KloepperObservation;
const ids = (seat: Seat, o: Observation) => seatBadges(seat, o, tr).map((b) => b.id);

/** A value at a dotted path of a catalogue, or undefined; a plural key by its `_other` form. */
function at(catalogue: unknown, path: string): unknown {
  const get = (p: string) => p.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), catalogue);
  return get(path) ?? get(`${path}_other`);
}
/** The key (and its `_you…` form where the params say the person is named) has words in English and Japanese. */
function worded(ref: TextRef) {
  const local = ref.key.replace(/^kloepper\./, '');
  const context = typeof ref.params?.context === 'string' ? `_${ref.params.context}` : '';
  for (const cat of [en, ja]) {
    const text = at(cat, `${local}${context}`) ?? at(cat, local);
    expect(text, ref.key + context).toBeTypeOf('string');
    for (const m of (text as string).matchAll(/\{\{(\w+)\}\}/g)) expect(ref.params ?? {}, `${ref.key} {{${m[1]}}}`).toHaveProperty(m[1]);
  }
}

function step(m: Match, seat: Seat, action: Action): Match {
  const r = applyAction(m, seat, action);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${r.error.code}`);
  return r.match;
}

/** The seat to act plays its first legal card, passing every knock, until `until` holds. */
function playOn(m: Match, until: (m: Match) => boolean): Match {
  for (let i = 0; i < 300 && !until(m); i++) {
    const seat = status(m).toAct[0];
    const a = legalActions(m, seat).find((x) => x.type !== 'KNOCK' && x.type !== 'KNOCK_OFF')!;
    m = step(m, seat, a);
  }
  return m;
}

// KL-1 as trick 1 (dealer P3, P0 leads): 9♦, J♦, A♦, Q♠ — P3 wins with Q♠
const KL1 = exampleDeal({ 0: ['9D'], 1: ['JD'], 2: ['AD'], 3: ['QS'] });
// KL-13: P2 holds both black queens and A♣; P0 holds A♥
const KL13 = exampleDeal({ 0: ['AH'], 2: ['QC', 'QS', 'AC'] });

describe('kloepper table logic', () => {
  it('sorts the eleven trumps first in their order, then ♣ ♥ ♠ each A 10 K (Q) 9', () => {
    const hand: Card[] = ['9H', 'QH', 'JH', 'KC', 'QC', '10C', 'AS', '9D', 'AH', 'JC'];
    expect(sortHand(hand)).toEqual(['QC', 'JC', 'JH', '9D', '10C', 'KC', 'AH', 'QH', '9H', 'AS']);
  });

  it('marks every trump (the jack of hearts is no heart, the queen of hearts no trump), the queen of clubs as the top', () => {
    const o = {} as Observation;
    expect(cardBadge('JH', o, tr)?.tone).toBe('trump');
    expect(cardBadge('QD', o, tr)?.tone).toBe('trump');
    expect(cardBadge('QC', o, tr)?.tone).toBe('super');
    expect(cardBadge('QH', o, tr)).toBeNull();
    expect(cardBadge('AC', o, tr)).toBeNull();
  });

  it('shows a seat’s side only once the rules make it public: a black queen played, then the whole team', () => {
    // QC with P0 (filler), QS with P3 (KL-1); P0 leads 9♦
    let m = run(start(KL1), PRELUDE).match;
    const qc = (m.state as { hands: Card[][] }).hands.findIndex((h) => h.includes('QC'));
    for (let s = 0; s < 4; s++) for (let v = 0; v < 4; v++) expect(ids(s, obsOf(m, v)).filter((x) => x !== 'dealer')).toEqual([]);
    m = run(m, '0: 9D, 1: JD, 2: AD, 3: QS').match;
    // everyone sees P3 on the Queens team, nobody else's side
    for (let v = 0; v < 4; v++) {
      const o = obsOf(m, v);
      expect(ids(3, o)).toEqual(['dealer', 'queens']);
      for (const s of [0, 1, 2]) expect(ids(s, o)).toEqual([]);
      expect(publicTeams(o)).toMatchObject({ queens: [3], opponents: [], complete: false });
    }
    // the reveal is announced while the trick lies there and the next is not led
    const o3 = obsOf(m, 1);
    const r = freshReveal(o3)!;
    expect(r).toMatchObject({ seat: 3, card: 'QS', completes: false });
    expect(revealText(r, o3, NAMES)).toEqual({ key: 'kloepper.reveal.queen', params: { name: 'Dee', card: 'Q♠' } });
    // once the queen of clubs is played too, the others are opponents
    m = playOn(m, (x) => (x.state as { tricks: { cards: { card: Card }[] }[]; trick: { card: Card }[] }).trick.some((p) => p.card === 'QC')
      || (x.state as { tricks: { cards: { card: Card }[] }[] }).tricks.some((t) => t.cards.some((p) => p.card === 'QC')));
    const o = obsOf(m, 1);
    expect(publicSide(o, qc)).toBe('queens');
    expect(publicTeams(o).complete).toBe(true);
    for (const s of [0, 1, 2, 3].filter((x) => x !== qc && x !== 3)) expect(ids(s, o)).toContain('opponents');
    const fresh = freshReveal(o);
    if (fresh) expect(revealText(fresh, o, NAMES).key).toBe('kloepper.reveal.complete');
  });

  it('a call is public and badges the caller; the partner only when the called ace is played', () => {
    let m = run(start(KL13), '0: PASS, 1: PASS, 2: CALL_PARTNER{AH}, 3: PASS').match;
    const o = obsOf(m, 1);
    expect(ids(2, o)).toEqual(['caller']);
    expect(ids(0, o)).toEqual([]);
    expect(describeFact({ type: 'CALLED', seat: 2, card: 'AH' }, NAMES)).toEqual({ key: 'kloepper.history.called', params: { name: 'Cy', suit: '♥' } });
    // P0 alone knows it is the partner (its own line, never a badge)
    expect(ownSideLine(obsOf(m, 0), 0, NAMES)).toEqual({ key: 'kloepper.own.calledAce', params: { partner: 'Cy', card: 'A♥' } });
    expect(ownSideLine(obsOf(m, 0), null, NAMES)).toBeNull();
    expect(ownSideLine(obsOf(m, 1), 1, NAMES)?.key).toBe('kloepper.own.opponents');
    expect(ownSideLine(obsOf(m, 2), 2, NAMES)).toEqual({ key: 'kloepper.own.caller', params: { card: 'A♥' } });
    m = run(m, '0: PASS, 1: PASS, 2: PASS, 3: PASS').match;
    expect(ids(0, obsOf(m, 3))).toEqual([]);
    expect(callLine(obsOf(m, 3), NAMES)).toEqual({ key: 'kloepper.panel.call', params: { name: 'Cy', card: 'A♥' } });
    // the caller playing both black queens is no solo: still the caller; the ace played names its holder
    const played = (x: Match, c: Card) => [...(x.state as { tricks: { cards: { card: Card }[] }[] }).tricks.flatMap((t) => t.cards), ...(x.state as { trick: { card: Card }[] }).trick].some((p) => p.card === c);
    const playing = (x: Match) => ['trickPlay', 'knockWindow'].includes(status(x).phase);
    m = playOn(m, (x) => (played(x, 'QC') && played(x, 'QS') && played(x, 'AH')) || !playing(x));
    expect(playing(m)).toBe(true);
    const o3 = obsOf(m, 3);
    expect(ids(2, o3)).toEqual(['caller']);
    expect(callLine(o3, NAMES)).toEqual({ key: 'kloepper.panel.callKnown', params: { name: 'Cy', partner: 'Ann', card: 'A♥' } });
    expect(callLine(obsOf(m, 0), { ...NAMES, you: 0 })).toMatchObject({ params: { context: 'youPartner' } });
    for (const v of [0, 3]) worded(callLine(obsOf(m, v), { ...NAMES, you: v })!);
  });

  it('a solo is silent: GO_ALONE reads as a pass for the table, a badge only once both black queens are played', () => {
    expect(describeAction(tr, { type: 'GO_ALONE' }, false)).toBe(describeAction(tr, { type: 'PASS' }, false));
    expect(describeAction(tr, { type: 'GO_ALONE' }, true)).toBe('kloepper.action.GO_ALONE');
    const m = run(start(KL13), '0: PASS, 1: PASS, 2: GO_ALONE, 3: PASS').match;
    for (let v = 0; v < 4; v++) for (let s = 0; s < 4; s++) expect(ids(s, obsOf(m, v)).filter((x) => x !== 'dealer')).toEqual([]);
    expect(ownSideLine(obsOf(m, 2), 2, NAMES)).toEqual({ key: 'kloepper.own.alone' });
    expect(ownSideLine(obsOf(m, 0), 0, NAMES)?.key).toBe('kloepper.own.opponents');
  });

  it('the tutor: the double holder is told to call or go alone, everyone else hears the same words', () => {
    const m = run(start(KL13), '0: PASS, 1: PASS').match;
    expect(tutorPrompt(obsOf(m, 2), 2, undefined, NAMES)).toEqual({ key: 'kloepper.tutor.declareYou' });
    expect(tutorPrompt(obsOf(m, 0), 0, undefined, NAMES)).toEqual({ key: 'kloepper.tutor.declareWait', params: { name: 'Cy' } });
    expect(tutorPrompt(obsOf(m, 2), null, undefined, NAMES)).toEqual({ key: 'kloepper.tutor.declareWait', params: { name: 'Cy' } });
    const m0 = start(KL13);
    expect(tutorPrompt(obsOf(m0, 0), 0, undefined, NAMES)).toEqual({ key: 'kloepper.tutor.declarePass' });
    // the knock: offered by the prompt to a Queens member, the knock-off to an opponent after a knock
    const w = run(m0, '0: PASS, 1: PASS, 2: CALL_PARTNER{AH}, 3: PASS').match;
    expect(tutorPrompt(obsOf(w, 0), 0, undefined, NAMES)).toEqual({ key: 'kloepper.tutor.knock' });
    const k = run(w, '0: KNOCK').match;
    expect(tutorPrompt(obsOf(k, 1), 1, undefined, NAMES)).toEqual({ key: 'kloepper.tutor.knockOff', params: { knocker: 'Ann' } });
    expect(tutorPrompt(obsOf(k, 3), 3, undefined, NAMES)).toEqual({ key: 'kloepper.tutor.responseWait', params: { name: 'Ben', knocker: 'Ann' } });
    const names = Object.assign(['You', 'Ben', 'Cy', 'Dee'], { you: 0 });
    expect(tutorPrompt(obsOf(k, 0), 0, undefined, names)).toEqual({ key: 'kloepper.tutor.responseWait', params: { name: 'Ben', knocker: 'You', context: 'youKnocker' } });
  });

  it('following: the prompt names the led suit with its order and the trumps that are not of it', () => {
    const m = run(run(start(exampleDeal({ 0: ['KC'], 1: ['QC', 'JC', '9C', 'AH', '10D', 'KS'] })), PRELUDE).match, '0: KC').match;
    expect(tutorPrompt(obsOf(m, 1), 1, undefined, NAMES)).toEqual({ key: 'kloepper.tutor.follow', params: { card: 'K♣', suit: '♣', order: 'A 10 K 9' } });
    expect(legalActions(m, 1).filter((a) => a.type === 'PLAY')).toEqual([{ type: 'PLAY', card: '9C' }]);
  });

  it('explains tricks: the trumps in their order, a lone trump, a trump that looks like the led suit, the plain order', () => {
    const t1 = run(run(start(KL1), PRELUDE).match, '0: 9D, 1: JD, 2: AD, 3: QS');
    const o = obsOf(t1.match, 0);
    expect(explainTrick(o.lastTrick!, o, NAMES)).toEqual({ key: 'kloepper.explain.trump', params: { winner: 'Dee', card: 'Q♠', order: 'Q♠ > J♦ > A♦ > 9♦', looks: '', suit: '' } });
    // KL-2: A♥, Q♥, J♥ (void in plain hearts), 10♥ — the jack of hearts is a trump
    const kl2 = run(run(start(exampleDeal({ 0: ['AH'], 1: ['QH'], 2: ['JH'], 3: ['10H'] }, { 2: 'H' })), PRELUDE).match, '0: AH, 1: QH, 2: JH, 3: 10H');
    const o2 = obsOf(kl2.match, 0);
    expect(explainTrick(o2.lastTrick!, o2, NAMES)).toMatchObject({ key: 'kloepper.explain.oneTrumpLooks', params: { winner: 'Cy', card: 'J♥', looks: 'J♥', suit: '♥' } });
    // KL-3: K♣, A♣, 10♣, 9♣ — the ace, then the ten above the king
    const kl3 = run(run(start(exampleDeal({ 0: ['KC'], 1: ['AC'], 2: ['10C'], 3: ['9C'] })), PRELUDE).match, '0: KC, 1: AC, 2: 10C, 3: 9C');
    const o3 = obsOf(kl3.match, 2);
    expect(explainTrick(o3.lastTrick!, o3, NAMES)).toEqual({ key: 'kloepper.explain.led', params: { winner: 'Ben', card: 'A♣', suit: '♣', order: 'A 10 K 9' } });
    for (const ref of [explainTrick(o.lastTrick!, o, NAMES)!, explainTrick(o2.lastTrick!, o2, NAMES)!, explainTrick(o3.lastTrick!, o3, NAMES)!]) worded(ref);
  });

  it('the score-table row applied agrees with the engine’s deltas, whole matches through', () => {
    let rows = 0;
    const seen = new Set<string>();
    for (const [i, knocks] of [[0, false], [1, false], [2, true], [3, false], [4, true], [5, false]] as const) {
      let m = newMatch('kloepper', { players: 4, seed: `kl-ui-rows-${i}`, options: { targetScore: 60 } });
      let rnd = i + 1;
      for (let n = 0; n < 600 && !status(m).over; n++) {
        const st = status(m);
        const seat = st.toAct[0];
        let legal = legalActions(m, seat);
        if (!knocks) legal = legal.filter((a) => a.type !== 'KNOCK' && a.type !== 'KNOCK_OFF');
        rnd = (Math.imul(rnd, 1103515245) + 12345) >>> 0;
        const r = applyAction(m, seat, legal[(rnd >>> 8) % legal.length]);
        if (!r.ok) throw new Error(r.error.code);
        m = r.match;
        const o = obsOf(m, 0);
        if (!o.result || !r.facts.some((f: Fact) => f.type === 'HAND_SCORED')) continue;
        const res: HandResult = o.result;
        const a = appliedRow(res, o.options);
        seen.add(`${a.table}.${a.row}`);
        const winners = a.winners === 'queens' ? res.queensTeam : [0, 1, 2, 3].filter((s) => !res.queensTeam.includes(s));
        for (let s = 0; s < 4; s++) expect(res.deltas[s], `deal ${res.handNumber} seat ${s}`).toBe(winners.includes(s) ? a.value : 0);
        expect(scoreTableRows(a.table, o.options).filter((x) => x.row === a.row)).toHaveLength(1);
        const sheet = scoreSheetRow(res, o, NAMES, tr);
        expect(sheet.change).toEqual(res.deltas);
        for (const ref of [verdict(res, o.options, NAMES), ...explainScore(o, NAMES)]) worded(ref);
        rows++;
      }
    }
    expect(rows).toBeGreaterThan(20);
    expect(seen.size).toBeGreaterThan(4);
  });

  it('the bands of the partnership table meet end to end, 0 to 120', () => {
    const rows = scoreTableRows('partnership', { scoreTable: DEFAULT_SCORE_TABLE });
    expect(rows.map((r) => r.band)).toEqual([null, [91, 120], [61, 90], [31, 60], [0, 30]]);
    expect(rows.map((r) => r.value)).toEqual([6, 4, 2, 2, 4]);
    expect(scoreTableRows('soloKnock', { scoreTable: DEFAULT_SCORE_TABLE }).map((r) => r.value)).toEqual([30, 30]);
  });

  it('every sentence it says is worded in English and Japanese, for the person and for the others', () => {
    let said = 0;
    for (const seed of ['kl-ui-words-1', 'kl-ui-words-2', 'kl-ui-words-3']) {
      let m = newMatch('kloepper', { players: 4, seed, options: { targetScore: 40 } });
      let rnd = seed.length;
      for (let n = 0; n < 500 && !status(m).over; n++) {
        const seat = status(m).toAct[0];
        const legal = legalActions(m, seat);
        rnd = (Math.imul(rnd, 1103515245) + 12345) >>> 0;
        const r = applyAction(m, seat, legal[(rnd >>> 8) % legal.length]);
        if (!r.ok) throw new Error(r.error.code);
        m = r.match;
        for (let v = 0; v < 4; v++) {
          const names = Object.assign(NAMES.map((x, i) => (i === v ? 'You' : x)), { you: v });
          const o = obsOf(m, v);
          const refs = [tutorPrompt(o, v, undefined, names), tutorPrompt(o, null, undefined, NAMES), ownSideLine(o, v, names), ...explainScore(o, names),
            ...r.facts.map((f) => describeFact(f, names))];
          if (o.lastTrick) refs.push(explainTrick(o.lastTrick, o, names));
          const fresh = freshReveal(o);
          if (fresh) refs.push(revealText(fresh, o, names));
          if (o.result) refs.push(verdict(o.result, o.options, names));
          for (const ref of refs) if (ref) { worded(ref); said++; }
        }
      }
    }
    expect(said).toBeGreaterThan(1000);
  });
});
