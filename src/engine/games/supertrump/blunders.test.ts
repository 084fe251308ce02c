// Supertrump's blunder suite (testing/blunders.ts): stage-2 endgames where everything is known
// (the unseen cards are the opponent's hand), so a blunder is a card that loses points
// against best play, by the exact solver (doubleDummy.ts, proved against the rules in
// solverDeal.test.ts). The positions are the hard level's own mistakes, seen by the sparring
// partner's author.
import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/cards';
import type { Action, Card, PlayedCard, Rank, Seat, Suit } from '../../core/types';
import { DoubleDummy } from '../../ai/doubleDummy';
import { checkBlunderCase } from '../../testing/blunders';
import type { BlunderCase } from '../../testing/blunders';
import { gameAis } from '../../ai/games';
import { createRng } from '../../core/rng';
import { observe } from './observe';
import { effSuit } from './rules';
import { supertrumpProblem } from './solverDeal';
import type { SupertrumpObservation, SupertrumpState } from './types';

interface Endgame {
  /** the deciding seat's hand and the other's */
  mine: string;
  theirs: string;
  trump: Suit;
  superRank: Rank;
  /** the other seat's lead, if the decision is a follow */
  led?: string;
}

const cards = (s: string): Card[] => s.split(' ') as Card[];

/** The stage-2 state of an endgame: seat 0 decides; every card not in a hand or the trick was played. */
function stateOf(e: Endgame): SupertrumpState {
  const trick: PlayedCard[] = e.led ? [{ seat: 1, card: e.led as Card }] : [];
  const hands: [Card[], Card[]] = [cards(e.mine), cards(e.theirs)];
  const inPlay = new Set([...hands[0], ...hands[1], ...trick.map((p) => p.card)]);
  // The played cards in tricks that follow suit (grouped by suit, trumps last), so that the
  // voids a player reads from them (ai.ts voidCaps) are none the endgame contradicts.
  const group = (c: Card): number => ['S', 'H', 'C', 'D', 'TRUMP'].filter((x) => x !== e.trump).indexOf(effSuit(c, e.trump, e.superRank));
  const played = standardDeck().filter((c) => !inPlay.has(c)).sort((x, y) => group(x) - group(y));
  const left = hands[0].length;
  return {
    seed: 'blunder', options: { supertrumpMembership: 'trump', confirmDraws: false, reviewLastTrick: true, gamesPerMatch: 1 },
    deals: [], handNumber: 1, dealer: 1, phase: 'trickPlay', hands, stock: [], upcard: null, trump: e.trump,
    superRank: e.superRank, stage: 2, trickNo: 27 - left, leader: e.led ? 1 : 0, trick, tricks1: [7, 6],
    tricks2: [(13 - left) >> 1, 13 - left - ((13 - left) >> 1)], knownCards: [[], []], lastTrick: null, played,
    drawQueue: [], totals: [0, 0], history: [], winners: [],
  };
}

/** Seat 0's points from here with best play after each legal card, by the exact solver. */
function pointsAfter(s: SupertrumpState): Map<string, number> {
  const p = supertrumpProblem(s, 0, 26)!;
  const dd = new DoubleDummy();
  dd.load(p.deal);
  const out = new Map<string, number>();
  for (const c of s.hands[0]) {
    const id = p.cardId(c);
    if (!dd.legalCards().includes(id)) continue;
    const token = dd.play(id);
    out.set(c, dd.value());
    dd.unplay(token);
  }
  return out;
}

/** A blunder gives away a stage-2 trick (2 points) or more against the best card. */
const ENDGAMES = new Map<string, Endgame>();

function endgameCase(name: string, e: Endgame): BlunderCase {
  ENDGAMES.set(name, e);
  const s = stateOf(e);
  const points = pointsAfter(s);
  const best = Math.max(...points.values());
  return {
    name,
    game: 'supertrump',
    observation: () => observe(s, 0),
    seat: 0 as Seat,
    blunder: (a: Action) => a.type === 'PLAY' && (points.get(a.card as string) ?? best) <= best - 2,
  };
}

const CASES: BlunderCase[] = [
  endgameCase('void in the led club: ruff with a trump or a super-trump (trump ♠, super 2)', {
    mine: '2H AH 7D AS 5H KH 2S 8H', theirs: 'KS 10C 9C QH JH JC QS', led: '8C', trump: 'S', superRank: '2',
  }),
  endgameCase('no super-trump lead into the longer trump hand (trump ♥, super 4)', {
    mine: '4S JS QS 4D 5S 10S 7H 4H', theirs: 'AH 9H JH 5H 6H QH 8C 10H', trump: 'H', superRank: '4',
  }),
  endgameCase('draw trumps before the clubs (trump ♦, super 7)', {
    mine: '9D 8C 5D QC 2D 3C 10C', theirs: '9H 9C JC AD QH 4C AC', trump: 'D', superRank: '7',
  }),
  endgameCase('the right lead of six cards (trump ♦, super 6)', {
    mine: '2S KS QH KH 5H 4C', theirs: 'JH 10H JS KD 10S AH', trump: 'D', superRank: '6',
  }),
];

describe('Supertrump blunders', () => {
  it('each endgame has a card that loses a trick against best play', () => {
    for (const c of CASES) {
      const obs = c.observation!() as SupertrumpObservation;
      expect(obs.legal.some((a) => c.blunder(a)), c.name).toBe(true);
      // Everything is known: every deal the AI samples is the endgame itself.
      const sampled = gameAis.supertrump!.sampler(obs, {})(createRng(c.name)) as SupertrumpState;
      expect(sampled.hands[1].slice().sort(), c.name).toEqual(cards(ENDGAMES.get(c.name)!.theirs).sort());
    }
  });
  for (const c of CASES) it(c.name, () => checkBlunderCase(c));
});
