// Kloepper's blunder positions, each reached from a fixed deal through the contract
// (testing/blunderCase.ts): the unit suite (blunders.test.ts) holds every level and the hint to
// them, and the built app's learn mode is held to them too (e2e/blunder-hints.spec.ts).
import type { Action, MatchSetup } from '../../core/types';
import type { BlunderCase } from '../../testing/blunderCase';
import { actionOf, exampleDeal } from './testDriver';

const setup = (named: Parameters<typeof exampleDeal>[0], options: Record<string, unknown> = {}): MatchSetup => ({
  players: 4, seed: 'kl-blunders', dealer: 3, options, deals: [exampleDeal(named)],
});
const steps = (script: string): [number, Action][] =>
  script.split(',').map((x) => x.trim().split(':').map((y) => y.trim())).map(([seat, what]) => [Number(seat), actionOf(what)]);
const is = (type: string) => (a: Action): boolean => a.type === type;

// P0 knocks; P1 (an opponent) takes trick 1 with the ace of clubs: the knock has failed
const FAILED_KNOCK = '0: PASS, 1: PASS, 2: PASS, 3: PASS, 0: KNOCK, 1: PASS, 2: PASS, 3: PASS, 0: KC, 1: AC, 2: 9C, 3: 10C';
const KNOCK_DEAL: Parameters<typeof exampleDeal>[0] = { 0: ['QS', 'KC'], 1: ['AC', '9D'], 2: ['QC', '9C'], 3: ['10C'] };

export const KLOEPPER_BLUNDER_CASES: BlunderCase[] = [
  {
    name: 'the knock has failed (an opponent took trick 1): the knock-off doubles the opponents’ 6 to 24 for nothing',
    game: 'kloepper',
    setup: setup(KNOCK_DEAL),
    moves: steps(FAILED_KNOCK),
    seat: 1,
    blunder: is('PASS'),
  },
  {
    name: 'under the literal knock-off rule a knock-off gives each Queens member 24 whatever happens',
    game: 'kloepper',
    setup: setup(KNOCK_DEAL, { knockOffRule: 'literal' }),
    moves: steps(FAILED_KNOCK),
    seat: 1,
    blunder: is('KNOCK_OFF'),
  },
  {
    name: 'a knock with the queen of spades and five low plain cards: the opponents will take a trick',
    game: 'kloepper',
    setup: setup({ 0: ['QS', '9H', 'KH', '9C', 'KC', '9S'], 2: ['QC'] }),
    moves: steps('0: PASS, 1: PASS, 2: PASS, 3: PASS'),
    seat: 0,
    blunder: is('KNOCK'),
  },
];

