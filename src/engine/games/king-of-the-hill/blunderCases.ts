// King of the Hill's blunder positions, each reached through the contract (testing/blunderCase.ts):
// the unit suite (blunders.test.ts) holds every level and the hint to them, and the built app's
// learn mode is held to them too (e2e/blunder-hints.spec.ts).
import type { Match } from '../../core/types';
import type { BlunderCase } from '../../testing/blunderCase';
import { ok } from '../../testing/builders';
import { exampleDeal, PAIR, passChances, preludeS, SEAT_OF, st, start, trick } from './testDriver';

const P = SEAT_OF;
/** A case from a position reached through the contract. */
const at = (m: Match): Pick<BlunderCase, 'setup' | 'moves'> => ({ setup: m.setup, moves: m.log.map((e) => [e.seat, e.action] as const) });

export const KOTH_BLUNDER_CASES: BlunderCase[] = [
  {
    name: 'last to play against the King\'s 25-point trick, void in hearts: a plain card gives the points away, the 3 of trumps takes them',
    game: 'king-of-the-hill',
    ...at(trick(preludeS(exampleDeal({ named: { 0: ['KH', 'QC'], 1: ['2S', '3H'], 2: ['10H', 'QC'], 3: ['5H'], 4: ['3S', 'AS', '3C', '4C'] }, voids: { 4: 'H' } })), 'KH', '3H', '10H', '5H').match),
    seat: P[4],
    blunder: (a) => a.type === 'PLAY' && ((a.card as string).endsWith('C') || (a.card as string).endsWith('D')),
  },
  {
    name: 'last to follow the King\'s pair of kings with the pair of aces: anything else gives the challengers\' 20 points away',
    game: 'king-of-the-hill',
    ...at((() => {
      const deal = exampleDeal({ named: { 0: ['KH', 'KH', 'QC'], 1: ['2S', '3H', '4H'], 2: ['6H', '7H', 'QC'], 3: ['8H', '9H'], 4: ['AH', 'AH', 'JH'] } });
      let m = preludeS(deal);
      for (const [p, a, b] of [[0, 'KH', 'KH'], [1, '3H', '4H'], [2, '6H', '7H'], [3, '8H', '9H']] as const) m = ok(m, P[p], PAIR(a, b)).match;
      return m;
    })()),
    seat: P[4],
    blunder: (a) => !(a.type === 'PLAY_PAIR' && (a.cards as string[]).every((c) => c === 'AH')),
  },
  {
    name: 'the King buries a joker: his best trump lost, for nothing',
    game: 'king-of-the-hill',
    ...at(passChances(start(exampleDeal({ named: { 0: ['QC', 'RJ', 'BJ'], 1: ['2S'], 2: ['QC'] } })), (seat, m) => (seat === P[1] && st(m).declaration.level === 0 ? { type: 'DECLARE_TRUMP', cards: ['2S'] } : null)).match),
    seat: 0,
    blunder: (a) => a.type === 'DISCARD' && (a.card === 'RJ' || a.card === 'BJ'),
  },
];

