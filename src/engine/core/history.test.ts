import { describe, expect, it } from 'vitest';
import { playout } from '../testing/builders';
import { matchHistory, seatDecisions } from './history';
import { applyAction, legalActions, newMatch, observe, status } from './match';
import { registeredGames, games } from '../registry';
import type { Fact } from './types';

describe.each(registeredGames())('matchHistory: %s', (game) => {
  const players = games[game]!.players.default;
  const played = playout(newMatch(game, { players, seed: `history-${game}`, options: {} }), `history-${game}/play`);

  it("seatDecisions: a seat's real choices in a hand, each on its own observation then, in order", () => {
    const seat = 0;
    const hand = 1;
    const got = seatDecisions(played.match, seat, hand);
    // the same walk through the log, by hand
    let at = newMatch(game, played.match.setup);
    const want: unknown[] = [];
    for (const e of played.match.log) {
      if (status(at).handNumber === hand && e.seat === seat && legalActions(at, seat).length > 1) want.push({ obs: observe(at, seat), action: e.action });
      const r = applyAction(at, e.seat, e.action);
      if (!r.ok) break;
      at = r.match;
    }
    expect(got.length).toBeGreaterThan(0);
    expect(got.map(({ obs, action }) => ({ obs, action }))).toEqual(want);
    for (const d of got) expect(d.obs.seat).toBe(seat);
    expect(got.map((d) => d.trick)).toEqual([...got.map((d) => d.trick)].sort((a, b) => a - b));
  });

  it('has one record per hand, numbered like status().handNumber, each scored once it is over', () => {
    const hands = matchHistory(played.match);
    expect(hands.map((h) => h.handNumber)).toEqual(Array.from({ length: status(played.match).handNumber }, (_, i) => i + 1));
    for (const h of hands) expect(h.scored?.type).toBe('HAND_SCORED');
  });

  it('holds exactly the facts of the log, in order, and the tricks of each TRICK_WON', () => {
    const hands = matchHistory(played.match);
    const all: Fact[] = played.steps.flatMap((s) => s.facts);
    expect(hands.flatMap((h) => h.facts)).toEqual(all);
    const won = all.filter((f) => f.type === 'TRICK_WON');
    const tricks = hands.flatMap((h) => h.tricks);
    expect(tricks.map((t) => ({ cards: t.cards, winner: t.winner }))).toEqual(won.map((f) => ({ cards: f.trick, winner: f.seat })));
    for (const h of hands) expect(h.tricks.map((t) => t.number)).toEqual(h.tricks.map((_, i) => i + 1));
  });

  it('keeps the match as it stood right after each trick', () => {
    const hands = matchHistory(played.match);
    const afterTricks = played.steps.filter((s) => s.facts.some((f) => f.type === 'TRICK_WON')).map((s) => s.after.log.length);
    expect(hands.flatMap((h) => h.tricks.map((t) => t.after.log.length))).toEqual(afterTricks);
  });

  it('of an unfinished match ends with the hand in progress, unscored', () => {
    const midway = { ...played.match, log: played.match.log.slice(0, 12) };
    const hands = matchHistory(midway);
    expect(hands).toHaveLength(1);
    expect(hands[0].scored).toBeNull();
    // fewer tricks than the whole first hand (twelve actions are six tricks of a two-seat game without bidding)
    expect(hands[0].tricks.length).toBeLessThan(matchHistory(played.match)[0].tricks.length);
  });
});

describe('matchHistory over several hands', () => {
  it('starts a new record at each HAND_DEALT (Supertrump, best of three games)', () => {
    const m = playout(newMatch('supertrump', { players: 2, seed: 'history-3', options: { gamesPerMatch: 3 } }), 'history-3/play').match;
    const hands = matchHistory(m);
    expect(hands.map((h) => h.handNumber)).toEqual([1, 2, 3]);
    for (const h of hands) {
      expect(h.tricks).toHaveLength(26);
      expect(h.scored).not.toBeNull();
      if (h.handNumber > 1) expect(h.facts[0].type).toBe('HAND_DEALT');
    }
  });
});

describe.each(registeredGames())('the observation\'s history of scored hands: %s', (game) => {
  const players = games[game]!.players.default;
  const played = playout(newMatch(game, { players, seed: `scored-${game}`, options: {} }), `scored-${game}/play`);

  it('lists each scored hand once, in order, with the dealer and the totals status() showed when it was scored', () => {
    const expected: { handNumber: number; dealer: number; totals: number[] }[] = [];
    for (const step of played.steps) {
      if (!step.facts.some((f) => f.type === 'HAND_SCORED')) continue;
      expected.push({ handNumber: status(step.before).handNumber, dealer: observe(step.before, 0).dealer, totals: status(step.after).totals });
    }
    expect(expected.length).toBeGreaterThan(0);
    const history = observe(played.match, 0).history;
    expect(history.map(({ handNumber, dealer, totals }) => ({ handNumber, dealer, totals }))).toEqual(expected);
    expect(history[history.length - 1].totals).toEqual(status(played.match).totals);
  });

  it('is public: every seat sees the same history, at every step', () => {
    for (const step of played.steps.filter((_, i) => i % 7 === 0)) {
      const seen = Array.from({ length: players }, (_, s) => JSON.stringify(observe(step.after, s).history));
      expect(new Set(seen).size).toBe(1);
    }
  });
});
