// Ascot's sparring partner (engine/ai/sparring.ts): a careful player's rules of thumb, with no
// search. It reads the observation only and counts cards (table.ts):
//  - the race is what counts: an advance is worth what it changes in its best horse against the
//    other's best (four times) and its second against the other's second; a horse that has
//    moved its limit this deal is out of it;
//  - leading: a card of its own colour wins unless the opponent holds a higher one of the suit
//    (the opponent wants to stop the horse); a card of the opponent's colour is won by the
//    leader unless the opponent can follow only higher (it ducks to move its own horse). It
//    leads the card whose chance of winning times the advance (and the upcard) is best, weighed
//    against the card it spends; a suit whose horse cannot move is a safe way to give up the lead;
//  - following the opponent's own colour: the cheapest card that beats the lead, else the
//    lowest; following its own colour: the lowest, so the opponent's win moves its horse; a
//    suit whose horse cannot move: win cheaply when the upcard is worth it;
//  - void: ruff the opponent's colour cheaply (trump variant), else throw the least useful card.
// It is fully deterministic (the rng is not needed).
import type { Rng } from '../../core/rng';
import type { Action, Card } from '../../core/types';
import type { SparringPlayer } from '../../ai/sparring';
import { horseOfCard } from './race';
import { followerWins, rankValue, suitCode } from './rules';
import { advanceWorth, owns, readTable } from './table';
import type { Table } from './table';
import type { AscotObservation } from './types';

/** About what a hidden stock card is worth (cardWorth's scale). */
const MEAN_HIDDEN = 0.35;

/** Unseen cards of `c`'s suit above (or below) it. */
function unseenAround(t: Table, c: Card): { higher: number; lower: number } {
  const s = suitCode(c);
  const r = rankValue(c);
  let higher = 0;
  let lower = 0;
  for (const u of t.unseen) {
    if (suitCode(u) !== s) continue;
    if (rankValue(u) > r) higher++;
    else lower++;
  }
  return { higher, lower };
}

/** The chance that the opponent's hidden hand holds none of `k` particular unseen cards. */
function noneOf(t: Table, k: number): number {
  const u = t.unseen.length;
  const n = t.stage2 ? u : t.oppHidden;
  let p = 1;
  for (let i = 0; i < k; i++) p *= Math.max(0, u - n - i) / (u - i);
  return p;
}

/**
 * What a card in hand is worth to its holder, about 0–1.3: a card of its own colour by how few
 * unseen cards beat it (a future winning lead), one of the opponent's colour a little less (a
 * stopper); a suit whose horse cannot move is only a way to give up the lead.
 */
function cardWorth(t: Table, c: Card): number {
  const h = horseOfCard(c);
  if (!t.open[h]) return 0.15;
  const beaten = unseenAround(t, c).higher + t.hand.filter((x) => suitCode(x) === suitCode(c) && rankValue(x) > rankValue(c)).length * 0.5;
  return (owns(t.side, h) ? 1.2 : 0.9) / (1 + beaten) + 0.05;
}

/** The upcard's worth to whoever wins this trick, over the hidden card the other draws (0 in phase 2). */
const upcardGain = (t: Table): number => (t.upcard ? cardWorth(t, t.upcard) - MEAN_HIDDEN : 0);

/** The chance that leading `c` wins the trick, the opponent answering as it would want. */
function leadWins(t: Table, c: Card): number {
  const s = suitCode(c);
  const known = t.oppKnown.filter((x) => suitCode(x) === s);
  const { higher, lower } = unseenAround(t, c);
  const voidHidden = t.oppVoid[s];
  if (owns(t.side, horseOfCard(c)) || !t.open[horseOfCard(c)]) {
    // the opponent beats it if it can
    if (known.some((x) => rankValue(x) > rankValue(c))) return 0;
    return voidHidden ? 1 : noneOf(t, higher);
  }
  // its own horse's suit: the opponent ducks under it if it can
  if (known.some((x) => rankValue(x) < rankValue(c))) return 1;
  const hasHigher = known.length > 0;
  if (voidHidden) return hasHigher ? 0 : 1;
  const noLower = noneOf(t, lower);
  return hasHigher ? 1 - noLower : 1 - (noLower - noneOf(t, lower + higher));
}

function chooseLead(t: Table, cards: readonly Card[]): Card {
  const up = upcardGain(t);
  let best = cards[0];
  let bestScore = -Infinity;
  for (const c of cards) {
    const p = leadWins(t, c);
    const worth = cardWorth(t, c);
    // winning moves the led horse and takes the upcard; a card that loses is spent for nothing
    const score = p * (advanceWorth(t, t.side, horseOfCard(c)) + up) - (1 - p) * (worth + up * 0.5) - 0.1 * worth;
    if (score > bestScore + 1e-9 || (Math.abs(score - bestScore) <= 1e-9 && rankValue(c) < rankValue(best))) {
      best = c;
      bestScore = score;
    }
  }
  return best;
}

const lowest = (cards: readonly Card[], worth: (c: Card) => number): Card =>
  cards.reduce((a, b) => (worth(b) < worth(a) || (worth(b) === worth(a) && rankValue(b) < rankValue(a)) ? b : a));

function chooseFollow(t: Table, led: Card, cards: readonly Card[], trump: AscotObservation['trump']): Card {
  const h = horseOfCard(led);
  const stake = advanceWorth(t, t.side, h);
  const winners = cards.filter((c) => followerWins(led, c, trump));
  const cheapestWinner = winners.length > 0 ? lowest(winners, (c) => cardWorth(t, c) + rankValue(c) * 0.001) : null;
  const cheapestLoser = (): Card => lowest(cards.filter((c) => !followerWins(led, c, trump)).length > 0 ? cards.filter((c) => !followerWins(led, c, trump)) : cards, (c) => cardWorth(t, c));
  if (stake > 0) return cheapestLoser(); // its own horse moves if the leader wins
  if (cheapestWinner === null) return cheapestLoser();
  // the opponent's horse moves unless it wins; else only the upcard (and the lead) are at stake
  const gain = -stake + upcardGain(t);
  return gain > cardWorth(t, cheapestWinner) * (stake < 0 ? 0.2 : 1) ? cheapestWinner : cheapestLoser();
}

export const ascotSparring: SparringPlayer<AscotObservation> = {
  act(obs: AscotObservation, _rng: Rng): Action {
    const cards = obs.legal.filter((a) => a.type === 'PLAY').map((a) => a.card as Card);
    if (obs.phase !== 'trickPlay' || cards.length === 0) return obs.legal[0];
    if (cards.length === 1) return { type: 'PLAY', card: cards[0] };
    const t = readTable(obs);
    const card = obs.trick.length === 0 ? chooseLead(t, cards) : chooseFollow(t, obs.trick[0].card, cards, obs.trump);
    return { type: 'PLAY', card };
  },
};
