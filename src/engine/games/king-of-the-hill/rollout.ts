// The rollouts' card play (GameAi.rolloutPolicy): a quick greedy player on a sampled deal, as
// careful as a few table look-ups allow (the search plays thousands of cards a decision). It
// reads the seat's own cards, the trick and the sides the deal has made: it smears points onto
// its side's trick when last or behind a trump, wins with its cheapest winner when last or when
// the trick is worth it, and otherwise plays its cheapest card; it leads a plain ace, a low pair
// or its cheapest card. Ties are broken by the rng.
import type { Rng } from '../../core/rng';
import type { Action, Card, Seat } from '../../core/types';
import type { TrickRules } from '../../kit/trickRules';
import { cost, winnerOf } from './cardPlay';
import { cardPoints, isTrump, rankOfCard, winningPlay } from './rules';
import { playCards } from './sparring';
import { rulesOf } from './trickPlay';
import type { KothState } from './types';

/** The same side of the round (the King and his partner, or the challengers), as far as the deal has made it. */
function sameSide(s: KothState, a: Seat, b: Seat): boolean {
  const team = (x: Seat): boolean => x === s.king || x === s.partner;
  return a === b || (s.partner >= 0 && team(a) === team(b));
}

const playCost = (cards: readonly Card[], rules: TrickRules): number => {
  let n = 0;
  for (const c of cards) n += cost(c, rules);
  return n;
};

/** The play of `plays` with the least `score`, ties by the rng. */
function least(plays: readonly Action[], score: (a: Action) => number, rng: Rng): Action {
  let best: Action[] = [];
  let low = Infinity;
  for (const a of plays) {
    const v = score(a);
    if (v < low) {
      low = v;
      best = [a];
    } else if (v === low) best.push(a);
  }
  return best.length === 1 ? best[0] : best[rng.int(best.length)];
}

export function rolloutPlay(s: KothState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  const rules = rulesOf(s);
  const price = (a: Action): number => playCost(playCards(a), rules);
  const trick = s.trick;
  if (trick.length === 0) {
    const aces = legal.filter((a) => a.type === 'PLAY' && rankOfCard(a.card as Card) === 'A' && !isTrump(a.card as Card, rules));
    if (aces.length > 0) return aces[rng.int(aces.length)];
    const pairs = legal.filter((a) => a.type === 'PLAY_PAIR');
    if (pairs.length > 0 && rng.int(2) === 0) return least(pairs, price, rng);
    return least(legal, price, rng);
  }
  const size = s.trickSize;
  const w = winnerOf(trick, size, rules);
  const last = trick.length === 4 * size;
  const winning = trick[winningPlay(trick, size, rules) * size].card;
  if (sameSide(s, seat, w) && (last || isTrump(winning, rules))) {
    return least(legal, (a) => -playCards(a).reduce((n, c) => n + cardPoints(c) * 3, 0) + price(a) / 10, rng);
  }
  let points = 0;
  for (const p of trick) points += cardPoints(p.card);
  if (!sameSide(s, seat, w) && (last || points >= 10)) {
    const winners = legal.filter((a) => winnerOf([...trick, ...playCards(a).map((card) => ({ seat, card }))], size, rules) === seat);
    if (winners.length > 0) return least(winners, price, rng);
  }
  return least(legal, price, rng);
}
