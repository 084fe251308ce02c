// Kloepper's rules (shared/rules/kloepper.md): every worked example of §8, run as its "How to
// run them" paragraph says, and each decision of docs/rules-decisions.md ("Kloepper", K-n).
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newMatch, observe, status } from '../../core/match';
import type { Fact, Match, Seat } from '../../core/types';
import { ok, playout } from '../../testing/builders';
import { refused } from '../../testing/steps';
import { decodeDealCode, matchCode } from '../../../state/dealCode';
import { dealFromDeck } from './deal';
import { kloepperMeta } from './meta';
import { cardPoints, KLOEPPER_PACK, TRUMP_ORDER } from './rules';
import { DEFAULT_SCORE_TABLE } from './scoreTable';
import { dealDeltas, gameWinners } from './settle';
import type { DealOutcome } from './settle';
import { exampleDeal, GAME, PLAY, PRELUDE, run, st, start } from './testDriver';
import type { KloepperObservation } from './types';

const obs = (m: Match, seat: Seat): KloepperObservation => observe(m, seat) as KloepperObservation;
const cardsOf = (m: Match, seat: Seat): string[] => legalActions(m, seat).filter((a) => a.type === 'PLAY').map((a) => a.card as string).sort();
const trickWon = (facts: readonly Fact[]): Fact => facts.find((f) => f.type === 'TRICK_WON')!;
const DEFAULTS = { scoreTable: DEFAULT_SCORE_TABLE, knockOffRule: 'doubleStake' as const };
const deltas = (o: Partial<DealOutcome>, options: Parameters<typeof dealDeltas>[1] = DEFAULTS): number[] =>
  dealDeltas({ partnership: 'NORMAL', queensTeam: [0, 2], queensPoints: 70, allTricks: false, knock: 'NONE', ...o }, options);

/** The seat to move plays its first legal card until `until` holds. */
function playOn(m: Match, until: (m: Match) => boolean): Match {
  for (let i = 0; i < 200 && !until(m); i++) {
    const seat = status(m).toAct[0];
    const a = legalActions(m, seat).find((x) => x.type !== 'KNOCK' && x.type !== 'KNOCK_OFF')!;
    m = ok(m, seat, a).match;
  }
  return m;
}

describe('§2 cards, §3 deal', () => {
  it('the pack: 24 cards, eleven trumps, plain suits A 10 K (Q) 9', () => {
    expect(KLOEPPER_PACK).toHaveLength(24);
    expect(new Set(KLOEPPER_PACK).size).toBe(24);
    expect(TRUMP_ORDER).toEqual(['QC', 'QS', 'JC', 'JS', 'JH', 'JD', 'AD', '10D', 'KD', 'QD', '9D']);
  });

  it('KL-7: the card points of the pack add up to 120', () => {
    expect(KLOEPPER_PACK.reduce((n, c) => n + cardPoints(c), 0)).toBe(120);
  });

  it('§3.3: packets of three, clockwise from the dealer’s left, two rounds', () => {
    const deck = KLOEPPER_PACK.slice();
    const hands = dealFromDeck(deck, 3);
    expect(hands[0]).toEqual([...deck.slice(0, 3), ...deck.slice(12, 15)]);
    expect(hands[1]).toEqual([...deck.slice(3, 6), ...deck.slice(15, 18)]);
    expect(hands[3]).toEqual([...deck.slice(9, 12), ...deck.slice(21, 24)]);
    const m = newMatch(GAME, { players: 4, seed: 'deal', dealer: 1 });
    expect(st(m).hands.map((h) => h.length)).toEqual([6, 6, 6, 6]);
    expect(status(m)).toMatchObject({ phase: 'partnerDeclaration', toAct: [2], handNumber: 1 });
  });

  it('§11.5: a fixed deal must be exactly the pack in four hands of six', () => {
    const deal = exampleDeal({});
    expect(() => newMatch(GAME, { players: 4, seed: 'x', deals: [{ hands: deal.hands.map((h) => h.slice(0, 5)) }] })).toThrow(/six|6 cards/);
    const twice = deal.hands.map((h) => h.slice());
    twice[1][0] = twice[0][0];
    expect(() => newMatch(GAME, { players: 4, seed: 'x', deals: [{ hands: twice }] })).toThrow(/pack/);
    expect(() => newMatch(GAME, { players: 3, seed: 'x' })).toThrow();
  });
});

describe('§8 worked examples: tricks', () => {
  it('KL-1: trump order — 9D, JD, AD, QS: QS wins, 16 points', () => {
    const m = start(exampleDeal({ 0: ['9D'], 1: ['JD'], 2: ['AD'], 3: ['QS'] }));
    const { facts } = run(m, `${PRELUDE}, 0: 9D, 1: JD, 2: AD, 3: QS`);
    expect(trickWon(facts)).toMatchObject({ seat: 3, points: 16 });
  });

  it('the prelude: a NORMAL declaration and window 1, then trick play with P0 to lead', () => {
    const m = run(start(exampleDeal({})), PRELUDE).match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [0] });
  });

  it('KL-2: the jack of hearts is a trump, the queen of hearts is not', () => {
    const m = start(exampleDeal({ 0: ['AH'], 1: ['QH'], 2: ['JH'], 3: ['10H'] }, { 2: 'H' }));
    const { facts } = run(m, `${PRELUDE}, 0: AH, 1: QH, 2: JH, 3: 10H`);
    expect(trickWon(facts)).toMatchObject({ seat: 2, points: 26 });
  });

  it('KL-3: the 10 ranks above the king in a plain suit', () => {
    let m = start(exampleDeal({ 0: ['KC'], 1: ['AC'], 2: ['10C'], 3: ['9C'] }));
    expect(trickWon(run(m, `${PRELUDE}, 0: KC, 1: AC, 2: 10C, 3: 9C`).facts)).toMatchObject({ seat: 1, points: 25 });
    m = start(exampleDeal({ 0: ['KC'], 1: ['10C'], 2: ['9C'], 3: ['QH'] }, { 3: 'C' }));
    expect(trickWon(run(m, `${PRELUDE}, 0: KC, 1: 10C, 2: 9C, 3: QH`).facts)).toMatchObject({ seat: 1 });
  });

  it('KL-4: a black queen and the club jack are not clubs', () => {
    const m = run(start(exampleDeal({ 0: ['KC'], 1: ['QC', 'JC', '9C', 'AH', '10D', 'KS'] })), `${PRELUDE}, 0: KC`).match;
    expect(cardsOf(m, 1)).toEqual(['9C']);
  });

  it('KL-5: a trump led must be followed with a trump, a jack included', () => {
    const m = run(start(exampleDeal({ 0: ['9D'], 1: ['JH', 'AH', 'KS', '9C', '10H', 'QH'] })), `${PRELUDE}, 0: 9D`).match;
    expect(cardsOf(m, 1)).toEqual(['JH']);
    refused(m, 1, PLAY('AH'), 'ERR_MUST_FOLLOW');
    const r = applyAction(m, 1, PLAY('AH'));
    expect(!r.ok && r.error.params).toEqual({ suit: 'TRUMP' });
  });

  it('KL-6: void in the led suit, any card', () => {
    const m = run(start(exampleDeal({ 0: ['AS'], 1: ['QS', 'JS', 'KD', '9H'] }, { 1: 'S' })), `${PRELUDE}, 0: AS`).match;
    expect(cardsOf(m, 1)).toEqual(st(m).hands[1].slice().sort());
    expect(cardsOf(m, 1)).toEqual(expect.arrayContaining(['QS', 'JS', 'KD', '9H']));
  });

  it('§5.1: a plain suit led must be followed (the refusal names the suit)', () => {
    const m = run(start(exampleDeal({ 0: ['KC'], 1: ['9C', 'AH'] })), `${PRELUDE}, 0: KC`).match;
    refused(m, 1, PLAY('AH'), 'ERR_MUST_FOLLOW');
    const r = applyAction(m, 1, PLAY('AH'));
    expect(!r.ok && r.error.params).toEqual({ suit: 'C' });
  });
});

describe('§8 worked examples: scoring (§6)', () => {
  it('KL-8: the seed example — the Queens team takes 70 in four tricks: +2 each', () => {
    expect(deltas({ queensPoints: 70 })).toEqual([2, 0, 2, 0]);
  });

  it('KL-9: the proposed bands', () => {
    expect(deltas({ queensPoints: 95 })).toEqual([4, 0, 4, 0]);
    expect(deltas({ queensPoints: 60 })).toEqual([0, 2, 0, 2]);
    expect(deltas({ queensPoints: 28 })).toEqual([0, 4, 0, 4]);
    expect(deltas({ queensPoints: 120, allTricks: true })).toEqual([6, 0, 6, 0]);
    // D-5: 61 wins, 31 is the opponents' plain win, 30 their schneider, 91 schneider
    expect(deltas({ queensPoints: 61 })).toEqual([2, 0, 2, 0]);
    expect(deltas({ queensPoints: 31 })).toEqual([0, 2, 0, 2]);
    expect(deltas({ queensPoints: 30 })).toEqual([0, 4, 0, 4]);
    expect(deltas({ queensPoints: 91 })).toEqual([4, 0, 4, 0]);
    // 120 points without all six tricks (the opponents took four nines): schneider, not all
    expect(deltas({ queensPoints: 120 })).toEqual([4, 0, 4, 0]);
  });

  it('KL-10: a knock, no knock-off — all six +12 each, five tricks the opponents +6 each', () => {
    expect(deltas({ knock: 'KNOCKED', queensPoints: 120, allTricks: true })).toEqual([12, 0, 12, 0]);
    expect(deltas({ knock: 'KNOCKED', queensPoints: 110 })).toEqual([0, 6, 0, 6]);
  });

  it('KL-10 run: P0 knocks before the opening lead; the response round; every seat sees it', () => {
    // P0 and P2 hold all eleven trumps and the ace of hearts: they take every trick
    const deal = exampleDeal({ 0: ['QS', 'JC', 'JS', 'JH', 'JD', 'AD'], 2: ['QC', '10D', 'KD', 'QD', '9D', 'AH'] });
    let m = run(start(deal), '0: PASS, 1: PASS, 2: PASS, 3: PASS').match;
    expect(status(m)).toMatchObject({ phase: 'knockWindow', toAct: [0] });
    const knock = ok(m, 0, { type: 'KNOCK' });
    expect(knock.facts).toEqual([{ type: 'KNOCKED', seat: 0 }]);
    m = run(knock.match, '1: PASS, 2: PASS, 3: PASS').match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [0] });
    for (let seat = 0; seat < 4; seat++) expect(obs(m, seat)).toMatchObject({ knock: 'KNOCKED', knocker: { seat: 0, moment: 'beforeLead' }, queensShown: [0] });
    m = playOn(m, (x) => status(x).phase === 'handResult');
    expect(obs(m, 1).result).toMatchObject({ queensTeam: [0, 2], allTricks: true, queensPoints: 120, deltas: [12, 0, 12, 0] });
    expect(status(m).totals).toEqual([12, 0, 12, 0]);
  });

  it('KL-11: a knock-off — all six +24 each, five tricks the opponents +24 each', () => {
    expect(deltas({ knock: 'KNOCKED_OFF', queensPoints: 120, allTricks: true })).toEqual([24, 0, 24, 0]);
    expect(deltas({ knock: 'KNOCKED_OFF', queensPoints: 100 })).toEqual([0, 24, 0, 24]);
    const deal = exampleDeal({ 0: ['QS'], 1: ['AC', 'AH'], 2: ['QC'] });
    let m = run(start(deal), '0: PASS, 1: PASS, 2: PASS, 3: PASS').match;
    const r = run(m, '0: KNOCK, 1: KNOCK_OFF, 2: PASS, 3: PASS');
    expect(r.facts).toEqual([{ type: 'KNOCKED', seat: 0 }, { type: 'KNOCKED_OFF', seat: 1 }]);
    m = r.match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [0] });
    for (let seat = 0; seat < 4; seat++) expect(obs(m, seat)).toMatchObject({ knock: 'KNOCKED_OFF', knockOffer: { seat: 1, moment: 'beforeLead' }, opponentsShown: [1] });
  });

  it('KL-12: knock eligibility — only the Queens team knocks, a knock-off needs a knock, no knock after trick 2 is led', () => {
    const deal = exampleDeal({ 0: ['QS'], 2: ['QC'] });
    let m = run(start(deal), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS').match;
    expect(legalActions(m, 1)).toEqual([{ type: 'PASS' }]);
    refused(m, 1, { type: 'KNOCK' }, 'ERR_NOT_QUEENS_TEAM');
    refused(m, 1, { type: 'KNOCK_OFF' }, 'ERR_NO_KNOCK');
    m = run(m, '1: PASS, 2: PASS, 3: PASS').match;
    m = playOn(m, (x) => status(x).phase === 'knockWindow');
    m = playOn(m, (x) => st(x).trickNo === 2 && st(x).trick.length === 1);
    for (let seat = 0; seat < 4; seat++) {
      expect(legalActions(m, seat).some((a) => a.type === 'KNOCK')).toBe(false);
      refused(m, seat, { type: 'KNOCK' }, 'ERR_KNOCK_CLOSED');
    }
  });

  it('KL-13: the called ace — legal calls, the refusals, the public call, the secret partner', () => {
    const deal = exampleDeal({ 0: ['AH'], 1: ['AS'], 2: ['QC', 'QS', 'AC'] });
    let m = run(start(deal), '0: PASS, 1: PASS').match;
    expect(status(m).toAct).toEqual([2]);
    expect(legalActions(m, 2)).toEqual([{ type: 'CALL_PARTNER', card: 'AS' }, { type: 'CALL_PARTNER', card: 'AH' }, { type: 'GO_ALONE' }]);
    refused(m, 2, { type: 'PASS' }, 'ERR_MUST_DECLARE');
    refused(m, 2, { type: 'CALL_PARTNER', card: 'AC' }, 'ERR_OWN_ACE');
    refused(m, 2, { type: 'CALL_PARTNER', card: 'AD' }, 'ERR_BAD_CALL');
    refused(m, 1, { type: 'GO_ALONE' }, 'ERR_NOT_YOUR_TURN');
    const call = ok(m, 2, { type: 'CALL_PARTNER', card: 'AH' });
    expect(call.facts).toEqual([{ type: 'CALLED', seat: 2, card: 'AH' }]);
    m = run(call.match, '3: PASS').match;
    for (let seat = 0; seat < 4; seat++) expect(obs(m, seat)).toMatchObject({ call: { seat: 2, card: 'AH' }, queensShown: [2], teamShown: false });
    expect(st(m).queensTeam).toEqual([0, 2]);
    expect(obs(m, 0)).toMatchObject({ ownSide: 'queens', knownPartners: [2] });
    expect(obs(m, 1)).toMatchObject({ ownSide: 'opponents', knownPartners: [] });
    expect(obs(m, 3)).toMatchObject({ ownSide: 'opponents', knownPartners: [] });
    expect(obs(m, 2)).toMatchObject({ ownSide: 'queens', knownPartners: [], alone: false });
    // holding all three callable aces: only the solo
    const all = run(start(exampleDeal({ 2: ['QC', 'QS', 'AC', 'AS', 'AH'] })), '0: PASS, 1: PASS').match;
    expect(legalActions(all, 2)).toEqual([{ type: 'GO_ALONE' }]);
  });

  it('KL-14: the solo — no announcement; 80 points +6, 50 the others +2 each; knocked +30 or the others +30', () => {
    const solo = (o: Partial<DealOutcome>): number[] => deltas({ partnership: 'SOLO', queensTeam: [2], ...o });
    expect(solo({ queensPoints: 80 })).toEqual([0, 0, 6, 0]);
    expect(solo({ queensPoints: 50 })).toEqual([2, 2, 0, 2]);
    expect(solo({ knock: 'KNOCKED', queensPoints: 120, allTricks: true })).toEqual([0, 0, 30, 0]);
    expect(solo({ knock: 'KNOCKED', queensPoints: 115 })).toEqual([30, 30, 0, 30]);
    expect(solo({ knock: 'KNOCKED_OFF', queensPoints: 115 })).toEqual([30, 30, 0, 30]);
    expect(solo({ queensPoints: 120, allTricks: true })).toEqual([0, 0, 18, 0]);
    expect(solo({ queensPoints: 95 })).toEqual([0, 0, 12, 0]);
    expect(solo({ queensPoints: 20 })).toEqual([4, 4, 0, 4]);
    // P2 holds the six highest trumps: alone, it takes every trick
    const m = run(start(exampleDeal({ 2: ['QC', 'QS', 'JC', 'JS', 'JH', 'JD'] })), '0: PASS, 1: PASS').match;
    const alone = ok(m, 2, { type: 'GO_ALONE' });
    expect(alone.facts).toEqual([]);
    const after = run(alone.match, '3: PASS').match;
    expect(st(after).partnership).toBe('SOLO');
    for (const seat of [0, 1, 3]) expect(obs(after, seat)).toMatchObject({ call: null, ownSide: 'opponents', queensShown: [], knownPartners: [], alone: false });
    expect(obs(after, 2)).toMatchObject({ ownSide: 'queens', alone: true });
    // a solo knocked and won ends the game (30 points)
    const won = playOn(run(after, '0: PASS, 1: PASS, 2: KNOCK, 3: PASS, 0: PASS, 1: PASS').match, (x) => status(x).over || status(x).phase === 'handResult');
    const r = obs(won, 0).result!;
    expect(r.partnership).toBe('SOLO');
    expect(r).toMatchObject({ allTricks: true, deltas: [0, 0, 30, 0] });
    expect(status(won)).toMatchObject({ over: true, winners: [2] });
  });

  it('KL-15: the game ends after a deal with somebody at 30 or more; the highest total wins', () => {
    expect(gameWinners([31, 28, 12, 30], 30, 'playOn')).toEqual([0]);
    expect(gameWinners([29, 28, 12, 20], 30, 'playOn')).toBeNull();
    // D-14: a tie for the lead plays on, or shares the win
    expect(gameWinners([31, 31, 12, 30], 30, 'playOn')).toBeNull();
    expect(gameWinners([31, 31, 12, 30], 30, 'shared')).toEqual([0, 1]);
  });

  it('KL-16: the Queens team always takes a trick and at least 3 card points', () => {
    let deals = 0;
    for (let k = 0; k < 40; k++) {
      const run2 = playout(newMatch(GAME, { players: 4, seed: `kl16-${k}`, options: { targetScore: 60 } }), `p${k}`);
      for (const step of run2.steps) {
        for (const f of step.facts) {
          if (f.type !== 'HAND_SCORED') continue;
          deals++;
          expect(f.queensPoints as number).toBeGreaterThanOrEqual(3);
          const h = obs(step.after, 0).result!;
          expect(h.queensTeam.reduce((n, s) => n + h.tricks[s], 0)).toBeGreaterThanOrEqual(1);
        }
      }
    }
    expect(deals).toBeGreaterThan(60);
  });
});

describe('decisions (docs/rules-decisions.md, Kloepper)', () => {
  it('K-1: targetScore is a whole number from 1 to 300', () => {
    expect(() => newMatch(GAME, { players: 4, seed: 'x', options: { targetScore: 0 } })).toThrow();
    expect(() => newMatch(GAME, { players: 4, seed: 'x', options: { targetScore: 301 } })).toThrow();
    expect(st(newMatch(GAME, { players: 4, seed: 'x', options: { targetScore: 300 } })).options.targetScore).toBe(300);
  });

  it('K-2: the score table is one settings object; a partial table fills from the default; bad ones are refused; no deal code carries one', () => {
    const m = newMatch(GAME, { players: 4, seed: 'x', options: { scoreTable: { solo: { win: 5 }, partnership: { winMin: 55 } } } });
    expect(st(m).options.scoreTable.solo).toEqual({ ...DEFAULT_SCORE_TABLE.solo, win: 5 });
    expect(st(m).options.scoreTable.partnership.winMin).toBe(55);
    expect(st(m).options.scoreTable.knock).toEqual(DEFAULT_SCORE_TABLE.knock);
    expect(st(newMatch(GAME, { players: 4, seed: 'x' })).options.scoreTable).toEqual(DEFAULT_SCORE_TABLE);
    for (const bad of [7, [], { solo: { win: -1 } }, { solo: { win: 1.5 } }, { extra: {} }, { solo: { nope: 1 } }, { partnership: { winMin: 20 } }, { partnership: { schneiderMin: 130 } }]) {
      expect(() => newMatch(GAME, { players: 4, seed: 'x', options: { scoreTable: bad } }), JSON.stringify(bad)).toThrow(/scoreTable/);
    }
    expect(deltas({ queensPoints: 58 }, { scoreTable: st(m).options.scoreTable, knockOffRule: 'doubleStake' })).toEqual([2, 0, 2, 0]);
    expect(decodeDealCode(matchCode(GAME, { players: 4, seed: 'ABCDEFGH23', options: { targetScore: 15 } }) ?? '')).toMatchObject({ ok: true, game: GAME, players: 4, options: { targetScore: 15 } });
    expect(matchCode(GAME, { players: 4, seed: 'ABCDEFGH23', options: { scoreTable: { solo: { win: 5 } } } })).toBeNull();
  });

  it('K-3: in a knock window only the seat asked acts; out of turn only during trick 1', () => {
    const m = run(start(exampleDeal({ 0: ['QS'], 2: ['QC'] })), '0: PASS, 1: PASS, 2: PASS, 3: PASS').match;
    expect(status(m).toAct).toEqual([0]);
    refused(m, 2, { type: 'KNOCK' }, 'ERR_NOT_YOUR_TURN');
    expect(legalActions(m, 2)).toEqual([]);
    let t = run(m, '0: PASS, 1: PASS, 2: PASS, 3: PASS').match;
    expect(legalActions(t, 2)).toEqual([{ type: 'KNOCK' }]);
    expect(legalActions(t, 1)).toEqual([]);
    t = run(t, '0: QS').match;
    // P2 knocks out of turn in trick 1: the response round, then play goes on where it was
    const knock = ok(t, 2, { type: 'KNOCK' });
    expect(status(knock.match)).toMatchObject({ phase: 'knockWindow', toAct: [3] });
    expect(obs(knock.match, 0).knocker).toEqual({ seat: 2, moment: 'trick1' });
    const back = run(knock.match, '3: PASS, 0: PASS, 1: PASS').match;
    expect(status(back)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
    expect(st(back).trick).toHaveLength(1);
  });

  it('K-4: a knock in a window ends it: the response round asks the three others, then trick play', () => {
    let m = run(start(exampleDeal({ 0: ['QS'], 2: ['QC'] })), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS').match;
    m = ok(m, 2, { type: 'KNOCK' }).match;
    expect(obs(m, 0).pollKind).toBe('response');
    expect(status(m).toAct).toEqual([3]);
    expect(legalActions(m, 3)).toEqual([{ type: 'KNOCK_OFF' }, { type: 'PASS' }]);
    m = run(m, '3: PASS').match;
    // the knocker's partner is asked like everyone else; only PASS
    expect(legalActions(m, 0)).toEqual([{ type: 'PASS' }]);
    m = run(m, '0: PASS, 1: PASS').match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [0] });
  });

  it('K-5: knock window 2 asks every seat, from the winner of trick 1, whoever may knock', () => {
    let m = run(start(exampleDeal({ 0: ['KC'], 1: ['AC'], 2: ['9C'], 3: ['10C'] })), `${PRELUDE}, 0: KC, 1: AC, 2: 9C, 3: 10C`).match;
    expect(status(m)).toMatchObject({ phase: 'knockWindow', toAct: [1] });
    expect(obs(m, 1).pollKind).toBe('window2');
    m = run(m, '1: PASS, 2: PASS, 3: PASS, 0: PASS').match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
    expect(obs(m, 0).knockOpen).toBe(false);
  });

  it('K-6: a knock-off during trick 1 out of turn starts no round: play goes on', () => {
    let m = run(start(exampleDeal({ 0: ['QS', '9D'], 2: ['QC'] })), '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: KNOCK, 1: PASS, 2: PASS, 3: PASS, 0: 9D').match;
    const off = ok(m, 3, { type: 'KNOCK_OFF' });
    expect(off.facts).toEqual([{ type: 'KNOCKED_OFF', seat: 3 }]);
    m = off.match;
    expect(status(m)).toMatchObject({ phase: 'trickPlay', toAct: [1] });
    expect(obs(m, 1).knockOffer).toEqual({ seat: 3, moment: 'trick1' });
    refused(m, 1, { type: 'KNOCK_OFF' }, 'ERR_ALREADY_KNOCKED_OFF');
    refused(m, 2, { type: 'KNOCK' }, 'ERR_ALREADY_KNOCKED');
    refused(m, 2, { type: 'KNOCK_OFF' }, 'ERR_ALREADY_KNOCKED_OFF');
  });

  it('K-7: calledAceMustFollow — on a lead of the called suit the called ace must be played', () => {
    const deal = exampleDeal({ 0: ['KH'], 1: ['AH', '9H'], 2: ['QC', 'QS', '10H'] });
    const m = run(start(deal, { calledAceMustFollow: true }), '0: PASS, 1: PASS, 2: CALL_PARTNER{AH}, 3: PASS, 0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: KH').match;
    expect(cardsOf(m, 1)).toEqual(['AH']);
    refused(m, 1, PLAY('9H'), 'ERR_MUST_PLAY_CALLED_ACE');
    const free = run(start(deal), '0: PASS, 1: PASS, 2: CALL_PARTNER{AH}, 3: PASS, 0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: KH').match;
    expect(cardsOf(free, 1)).toEqual(['9H', 'AH']);
  });

  it('K-8: requireCalledSuitInHand — only an ace of a suit the caller holds a plain card of; none: go alone', () => {
    const deal = exampleDeal({ 2: ['QC', 'QS', '9H', 'JC', 'JS', 'JH'] }, { 2: 'CS' });
    const m = run(start(deal, { requireCalledSuitInHand: true }), '0: PASS, 1: PASS').match;
    expect(legalActions(m, 2)).toEqual([{ type: 'CALL_PARTNER', card: 'AH' }, { type: 'GO_ALONE' }]);
    refused(m, 2, { type: 'CALL_PARTNER', card: 'AS' }, 'ERR_NO_CARD_OF_SUIT');
    const none = run(start(exampleDeal({ 2: ['QC', 'QS', 'JC', 'JS', 'JH', 'JD'] }), { requireCalledSuitInHand: true }), '0: PASS, 1: PASS').match;
    expect(legalActions(none, 2)).toEqual([{ type: 'GO_ALONE' }]);
  });

  it('K-9: knockOffRule literal — a knock-off gives the Queens team its value; a solo stays ±30', () => {
    const literal = { scoreTable: DEFAULT_SCORE_TABLE, knockOffRule: 'literal' as const };
    expect(deltas({ knock: 'KNOCKED_OFF', queensPoints: 100 }, literal)).toEqual([24, 0, 24, 0]);
    expect(deltas({ knock: 'KNOCKED', queensPoints: 100 }, literal)).toEqual([0, 6, 0, 6]);
    expect(deltas({ partnership: 'SOLO', queensTeam: [2], knock: 'KNOCKED_OFF', queensPoints: 100 }, literal)).toEqual([30, 30, 0, 30]);
  });

  it('K-10: the score sheet names a call by its suit', () => {
    const m = run(start(exampleDeal({ 0: ['AH'], 2: ['QC', 'QS'] })), '0: PASS, 1: PASS, 2: CALL_PARTNER{AH}, 3: PASS').match;
    const done = playOn(run(m, '0: PASS, 1: PASS, 2: PASS, 3: PASS').match, (x) => status(x).phase === 'handResult' || status(x).over);
    expect(obs(done, 1).history[0]).toMatchObject({ call: { seat: 2, suit: 'H' }, partnership: 'CALLED', queensTeam: [0, 2] });
  });

  it('K-11: GO_ALONE and PASS look the same to the table: no fact, the same next seat', () => {
    const deal = exampleDeal({ 1: ['QC', 'QS'] });
    const m = run(start(deal), '0: PASS').match;
    const alone = ok(m, 1, { type: 'GO_ALONE' });
    const pass = ok(run(start(exampleDeal({ 1: ['QC'], 2: ['QS'] })), '0: PASS').match, 1, { type: 'PASS' });
    expect(alone.facts).toEqual(pass.facts);
    expect(status(alone.match)).toEqual(status(pass.match));
  });

  it('K-12: what the table knows of the teams — two members shown are the team; one seat playing both queens shows the solo', () => {
    const deal = exampleDeal({ 0: ['QS', '9D'], 1: ['QC', 'KD'], 2: ['JD'], 3: ['AD'] });
    let m = run(start(deal), `${PRELUDE}, 0: QS`).match;
    expect(obs(m, 3)).toMatchObject({ queensShown: [0], teamShown: false, opponentsShown: [] });
    expect(obs(m, 1)).toMatchObject({ ownSide: 'queens', knownPartners: [0] });
    expect(obs(m, 2)).toMatchObject({ ownSide: 'opponents', knownPartners: [] });
    m = run(m, '1: QC').match;
    expect(obs(m, 3)).toMatchObject({ queensShown: [0, 1], teamShown: true, opponentsShown: [2, 3], knownPartners: [2] });
    const solo = run(start(exampleDeal({ 0: ['QC', 'QS', '9D', 'KD'], 1: ['JD', 'AD'] })), `0: GO_ALONE, 1: PASS, 2: PASS, 3: PASS, 0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: QC`).match;
    expect(obs(solo, 1)).toMatchObject({ queensShown: [0], teamShown: false });
    const trick1 = playOn(solo, (x) => status(x).phase === 'knockWindow');
    const shown = run(trick1, '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: QS').match;
    expect(obs(shown, 1)).toMatchObject({ queensShown: [0], teamShown: true, opponentsShown: [1, 2, 3], knownPartners: [2, 3] });
  });

  it('K-13: before the declaration ends a seat without a black queen does not know its side', () => {
    const m = start(exampleDeal({ 0: ['AH'], 2: ['QC', 'QS'] }));
    expect(obs(m, 0)).toMatchObject({ ownSide: null, knownPartners: [] });
    expect(obs(m, 2)).toMatchObject({ ownSide: 'queens' });
    const after = run(m, '0: PASS, 1: PASS, 2: GO_ALONE, 3: PASS').match;
    expect(obs(after, 0).ownSide).toBe('opponents');
  });

  it('K-15: the presets are option sets of valid settings', () => {
    expect(kloepperMeta.presets.map((p) => p.id)).toEqual(['standard', 'sheepshead', 'short']);
    for (const p of kloepperMeta.presets) expect(st(newMatch(GAME, { players: 4, seed: 'p', options: p.options })).options).toMatchObject(p.options);
  });

  it('the next deal: any seat continues, the deal passes clockwise', () => {
    let m = playOn(run(start(exampleDeal({})), PRELUDE).match, (x) => status(x).phase === 'handResult');
    expect(status(m).toAct).toEqual([0, 1, 2, 3]);
    m = ok(m, 2, { type: 'NEXT_HAND' }).match;
    expect(status(m)).toMatchObject({ phase: 'partnerDeclaration', handNumber: 2, toAct: [1] });
    expect(st(m).dealer).toBe(0);
  });

  it('card points stay hidden during play unless showCardPointsDuringPlay', () => {
    const deal = exampleDeal({ 0: ['KC'], 1: ['AC'], 2: ['10C'], 3: ['9C'] });
    const script = `${PRELUDE}, 0: KC, 1: AC, 2: 10C, 3: 9C`;
    expect(obs(run(start(deal), script).match, 0).pointsWon).toBeNull();
    expect(obs(run(start(deal, { showCardPointsDuringPlay: true }), script).match, 0).pointsWon).toEqual([0, 25, 0, 0]);
  });
});
