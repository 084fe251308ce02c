// Test support (not used by the rules): the deals and steps of §8's "How to run them", shared by
// the rules, sparring, AI and blunder tests. A deal names some cards per seat and fills the rest
// so that every named play is legal; steps are written as the spec writes them.
import { newMatch } from '../../core/match';
import type { Action, Card, Deal, Fact, Match, Seat } from '../../core/types';
import { buildDeal, ok } from '../../testing/builders';
import { isQueen, packFor } from './rules';
import type { QueensDungeonState } from './types';

export const GAME = 'queens-dungeon';
export const TRUMP = (suit: string): Action => ({ type: 'CHOOSE_TRUMP', suit });
export const PLAY = (card: string): Action => ({ type: 'PLAY', card });
export const CHOICE = (option: string): Action => ({ type: 'DUNGEON_CHOICE', option });
export const NEXT: Action = { type: 'NEXT_HAND' };
export const st = (m: Match): QueensDungeonState => m.state as QueensDungeonState;

/**
 * §8's deal: every seat's named cards, then fillers in pack order (no queen unless needed),
 * never of a suit in `voids[seat]` (a seat that neither follows nor plays a queen is void in
 * the led suit; one that also plays no trump is void in trumps); 'Q' in it: no queen either.
 */
export function exampleDeal(named: Partial<Record<Seat, Card[]>>, voids: Partial<Record<Seat, string>> = {}, players = 4, removed: Card = '2C'): Deal {
  const seats = Array.from({ length: players }, (_, s) => s);
  const deal = buildDeal({
    deck: packFor(players, removed as '2C'),
    handSize: players === 3 ? 17 : 13,
    hands: seats.map((s) => named[s] ?? []),
    filler: (card, seat) => {
      const v = voids[seat] ?? '';
      return v.includes(card.slice(-1)) || (v.includes('Q') && isQueen(card)) ? null : isQueen(card) ? 1 : 0;
    },
    fillOrder: [...seats].sort((a, b) => (voids[b]?.length ?? 0) - (voids[a]?.length ?? 0)),
  });
  return { hands: deal.hands, rest: [] };
}

/** The §8 setup: dealer P0 (or `dealer`), seed fixed, default options unless given. */
export function start(deal: Deal, options: Record<string, unknown> = {}, dealer: Seat = 0, players = 4): Match {
  return newMatch(GAME, { players, seed: 'qd-examples', dealer, options, deals: [deal] });
}

/** "n: A" steps, each accepted: a card as text, `T=H` for CHOOSE_TRUMP, an option name for DUNGEON_CHOICE. */
export function run(m: Match, script: string): { match: Match; facts: Fact[] } {
  const facts: Fact[] = [];
  for (const step of script.split(',').map((x) => x.trim()).filter(Boolean)) {
    const [seatText, what] = step.split(':').map((x) => x.trim());
    const action = what.startsWith('T=') ? TRUMP(what.slice(2)) : /^[A-Z][A-Z0-9_]{3,}$/.test(what) ? CHOICE(what) : PLAY(what);
    const r = ok(m, Number(seatText), action);
    m = r.match;
    facts.push(...r.facts);
  }
  return { match: m, facts };
}

/** The match with its state changed (a position set up directly: earlier deals' totals, counts, hands). */
export function patched(m: Match, patch: Partial<QueensDungeonState>): Match {
  return { ...m, state: { ...st(m), ...patch } };
}
