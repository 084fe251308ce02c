// Supertrump's blunder suite (testing/blunders.ts): stage-2 endgames where everything is known
// (the unseen cards are the opponent's hand), so a blunder is a card that loses points
// against best play, by the exact solver (doubleDummy.ts, proved against the rules in
// solverDeal.test.ts); and the two choices before play for a hand of only low cards (blunderCases.ts). The
// endgames are the hard level's own former mistakes, seen by the sparring partner's author,
// and the sparring partner's own in duplicate deals against hard (node scripts/duel.mjs
// supertrump hard rules: deals 3, 8, 22 and 28 of the first 40), where easy and normal
// then played the same losing card.
import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../core/cards';
import type { Action, Card, PlayedCard, Rank, Seat, Suit } from '../../core/types';
import { DoubleDummy } from '../../ai/doubleDummy';
import { checkBlunderCase } from '../../testing/blunders';
import type { BlunderCase } from '../../testing/blunderCase';
import { gameAis } from '../../ai/games';
import { createRng } from '../../core/rng';
import { SUPERTRUMP_BLUNDER_CASES } from './blunderCases';
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
const SUBTLE: BlunderCase['levels'] = ['normal', 'hard'];
const ENDGAMES = new Map<string, Endgame>();

function endgameCase(name: string, e: Endgame, levels?: BlunderCase['levels']): BlunderCase {
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
    levels,
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
  // The sparring partner's own stage-2 mistakes in duplicate deals against hard: subtle ones,
  // which easy (it looks only eight tricks ahead and plays the careful player's cards beyond)
  // may make too.
  endgameCase('stage 2 begins: draw trumps, keep the spades (trump ♦, super Q)', {
    mine: 'KD 3S AD 8S JD 9S 4S 9D 2S 6S 10D 5S 9C', theirs: '7S QH QC AC KC QS AS JC 3C QD 10S KH 4D', trump: 'D', superRank: 'Q',
  }, SUBTLE),
  endgameCase('nine cards: no trump lead into the longer trumps (trump ♥, super 6)', {
    mine: '4H 6H QS 6D 3H 7S KC 2C 9H', theirs: '5H 8H KH JH KD AH QD QH 7H', trump: 'H', superRank: '6',
  }, SUBTLE),
  endgameCase('eleven cards: a spade, not the club jack (trump ♥, super J)', {
    mine: 'KH 3H 9H JC 4H JS 7D KS 2S 8D 8S', theirs: 'JD AH QH 6H 7H 5H 2H 10H 8H 6S JH', trump: 'H', superRank: 'J',
  }, SUBTLE),
  endgameCase('ten cards: a club or the super-trump, not a diamond (trump ♥, super 9)', {
    mine: '4C 6C 4D 10D JD 3C AC KD 8D 4H', theirs: 'KH JC QD 9H 8H 6D 2H 8C 10H 5D', trump: 'H', superRank: '9',
  }, SUBTLE),
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
  for (const c of [...CASES, ...SUPERTRUMP_BLUNDER_CASES]) it(c.name, () => checkBlunderCase(c));
});
