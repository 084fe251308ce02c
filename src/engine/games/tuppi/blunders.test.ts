// Tuppi's blunder suite (testing/blunders.ts): positions where a move clearly loses, those
// reached from a fixed deal in blunderCases.ts, and a late nolo endgame set up directly.
import { describe, it } from 'vitest';
import { standardDeck } from '../../core/cards';
import type { Card, CompletedTrick, PlayedCard, Seat } from '../../core/types';
import { newMatch } from '../../core/match';
import { PLAY, plays } from '../../testing/blunderCase';
import type { BlunderCase } from '../../testing/blunderCase';
import { checkBlunderCase } from '../../testing/blunders';
import { highPoints } from './ai';
import { STRONG, TUPPI_BLUNDER_CASES, WEAK } from './blunderCases';
import { observe } from './observe';
import type { TuppiState } from './types';

/**
 * A nolo hand at trick 12 (dealer 0, every bid black): the eleven tricks so far each of one
 * suit, won by the seat holding its highest card (seats 1, 1, 2, 2, 2, 3, 3, 1, 1, 1, 1: North
 * and South three tricks, East and West eight). Seat 1 leads 10♥, seats 2 and 3 follow 4♥ 5♥;
 * seat 0 holds J♥ 9♥, the last two hearts; the others hold 2♣, K♠, 3♦ between them.
 */
function noloEndgame(): TuppiState {
  const base = newMatch('tuppi', { players: 4, seed: 'blunder-nolo', dealer: 0, options: { handLimit: 1 } }).state as TuppiState;
  const ofSuit = (suit: string, except: string[]): Card[] => standardDeck().filter((c) => c.endsWith(suit) && !except.includes(c));
  // the played cards by suit, low to high, four to a trick
  const pool: Record<string, Card[]> = { H: ofSuit('H', ['10H', '4H', '5H', 'JH', '9H']), C: ofSuit('C', ['2C']), S: ofSuit('S', ['KS']), D: ofSuit('D', ['3D']) };
  const suits = ['C', 'C', 'S', 'S', 'S', 'D', 'D', 'D', 'H', 'H', 'C'];
  const winners: Seat[] = [1, 1, 2, 2, 2, 3, 3, 1, 1, 1, 1];
  const tricks: CompletedTrick[] = [];
  let leader: Seat = 1;
  suits.forEach((suit, t) => {
    const four = pool[suit].splice(0, 4);
    const high = four.pop()!;
    const cards: PlayedCard[] = [0, 1, 2, 3].map((k) => {
      const seat = ((leader + k) % 4) as Seat;
      return { seat, card: seat === winners[t] ? high : four.shift()! };
    });
    tricks.push({ cards, winner: winners[t] });
    leader = winners[t];
  });
  const tricksWon = [0, 0, 0, 0];
  for (const w of winners) tricksWon[w]++;
  const firstBlack = (seat: Seat): Card => tricks.map((t) => t.cards.find((p) => p.seat === seat)!.card).find((c) => /^([2-9]|10)[CS]$/.test(c))!;
  const bids = ([0, 1, 2, 3] as Seat[]).map((seat) => ({ kind: 'card' as const, bid: 'nolo' as const, card: firstBlack(seat) }));
  return {
    ...base, phase: 'trickPlay', hands: [['JH', '9H'], ['2C'], ['KS'], ['3D']], bids,
    revealed: [1, 2, 3, 0].map((seat) => ({ ...bids[seat], seat: seat as Seat })), knownCards: [[], [], [], []],
    mode: 'nolo', declarer: -1, soloist: -1, sittingOut: -1, offeredTo: -1, outOfPlay: [], leader: 1,
    trick: [{ seat: 1, card: '10H' }, { seat: 2, card: '4H' }, { seat: 3, card: '5H' }], trickNo: 12, tricksWon,
    lastTrick: tricks[tricks.length - 1], tricks,
  };
}

const CASES: BlunderCase[] = [
  ...TUPPI_BLUNDER_CASES,
  {
    // Every heart is out but seat 0's J♥ 9♥: 9♥ stays under 10♥ and J♥ can never win the
    // last trick (no more hearts to lead); J♥ takes this trick and then the last one with 9♥,
    // two tricks (8 points) more for a side that wants fewest.
    name: 'nolo: last to 10♥ 4♥ 5♥ with J♥ 9♥, ducks with 9♥',
    game: 'tuppi',
    observation: () => observe(noloEndgame(), 0),
    seat: 0,
    blunder: (a) => plays(a, 'JH'),
  },
];

describe('Tuppi blunders', () => {
  it('the weak and strong hands of the auction cases have 5 and 27 high-card points', () => {
    if (highPoints(WEAK) !== 5) throw new Error(`the weak hand has ${highPoints(WEAK)} high-card points`);
    if (highPoints(STRONG) !== 27) throw new Error(`the strong hand has ${highPoints(STRONG)} high-card points`);
  });
  it('the nolo endgame is a position the engine plays on: seat 0 to move, every card in one place', () => {
    const s = noloEndgame();
    const cards = [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.tricks.flatMap((t) => t.cards.map((p) => p.card))];
    if (new Set(cards).size !== 52) throw new Error(`the nolo endgame holds ${new Set(cards).size} distinct cards`);
    const o = observe(s, 0);
    if (JSON.stringify(o.legal) !== JSON.stringify([PLAY('JH'), PLAY('9H')]) && JSON.stringify(o.legal) !== JSON.stringify([PLAY('9H'), PLAY('JH')])) throw new Error(`legal: ${JSON.stringify(o.legal)}`);
    if (JSON.stringify(o.teamTricks) !== JSON.stringify([3, 8])) throw new Error(`team tricks: ${JSON.stringify(o.teamTricks)}`);
  });
  for (const c of CASES) it(c.name, () => checkBlunderCase(c));
});
