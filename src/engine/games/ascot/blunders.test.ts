// Ascot's blunder suite (testing/blunders.ts): endgames of phase 2 where one card clearly loses
// the race (a won race against a lost one), which every level and the hint must avoid. Each is
// set up directly: the cards played before are whole tricks the opponent led and lost nothing by.
import { describe, it } from 'vitest';
import { newMatch } from '../../core/match';
import type { Card, CompletedTrick, PlayedCard, Seat } from '../../core/types';
import { plays } from '../../testing/blunderCase';
import type { BlunderCase } from '../../testing/blunderCase';
import { checkBlunderCase } from '../../testing/blunders';
import { ascot } from './index';
import { ASCOT_PACK } from './rules';
import { GAME, st } from './testDriver';
import type { AscotState } from './types';

interface Endgame {
  hands: Card[][];
  /** the card the opponent (seat 1) has led to the current trick, if any */
  led?: Card;
  pos: number[];
  moves: number[];
}

/** Seat 0's (black) observation of a late position of phase 2, seat 1 red. */
function endgame(e: Endgame): () => ReturnType<typeof ascot.observe> {
  return () => {
    const base = st(newMatch(GAME, { players: 2, seed: 'as-blunders', dealer: 1, options: { seat0Side: 'black' } }));
    const trick: PlayedCard[] = e.led ? [{ seat: 1, card: e.led }] : [];
    const inPlay = new Set<Card>([...e.hands.flat(), ...trick.map((p) => p.card)]);
    const gone = ASCOT_PACK.filter((c) => !inPlay.has(c));
    // seat 1 led every earlier trick and seat 0 followed: they show no void of seat 1's
    const tricks: CompletedTrick[] = [];
    for (let i = 0; i < gone.length; i += 2) tricks.push({ cards: [{ seat: 1, card: gone[i] }, { seat: 0, card: gone[i + 1] }], winner: 1 });
    const leader: Seat = e.led ? 1 : 0;
    const s: AscotState = {
      ...base, hands: e.hands, stock: [], upcard: null, stage: 2, leader, trick, trickNo: tricks.length + 1, tricksWon: [0, tricks.length],
      lastTrick: null, tricks, knownCards: [[], []], pos: e.pos, moves: e.moves,
    };
    return ascot.observe(s, 0);
  };
}

const CASES: BlunderCase[] = [
  {
    name: 'AS 5 and AD 5 with a move left each: the king of spades moves the own horse to the winning spot; the low heart gives Red the lead and the race',
    game: 'ascot',
    observation: endgame({ hands: [['KS', '2H'], ['3H', '4D']], pos: [5, 0, 0, 5], moves: [5, 0, 0, 5] }),
    seat: 0,
    blunder: (a) => plays(a, '2H'),
  },
  {
    name: 'Red leads its own hearts with AH one step from winning: beat it (10H), do not duck (2H)',
    game: 'ascot',
    observation: endgame({ hands: [['10H', '2H', 'KS'], ['3H', '4C']], led: '9H', pos: [5, 1, 5, 0], moves: [5, 1, 5, 0] }),
    seat: 0,
    blunder: (a) => plays(a, '2H'),
  },
  {
    name: 'Red leads a spade (Black’s horse): duck with 2S and AS moves to the winning spot; winning it loses the race',
    game: 'ascot',
    observation: endgame({ hands: [['10S', '2S'], ['JS']], led: '9S', pos: [5, 0, 5, 1], moves: [5, 0, 5, 1] }),
    seat: 0,
    blunder: (a) => plays(a, '10S'),
  },
];

describe('Ascot blunders', () => {
  for (const c of CASES) it(c.name, () => checkBlunderCase(c), 60_000);
});
