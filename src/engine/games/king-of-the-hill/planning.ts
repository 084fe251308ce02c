// The careful player's judgement before the cards are played, by rules of thumb (the sparring
// partner plays by it, and the AI takes it as its choice in these phases, with the figures as
// the tutor's reason): whether to declare with the cards dealt so far, which trump to choose,
// which card to bury next, which card to call. Reads a hand and the public round only.
import { RANK_INDEX } from '../../core/cards';
import type { Card, Rank, Suit } from '../../core/types';
import { callableCards, countOf, isJoker, isTrump, rankOfCard, rulesFor, strength, suitOfCard } from './rules';
import type { TrumpSuit } from './types';

const SUITS: readonly Suit[] = ['C', 'D', 'H', 'S'];

/** Plain cards of suit `s` in `hand` (not of the trump rank `r`). */
export function suitLength(hand: readonly Card[], r: Rank, s: Suit): number {
  let n = 0;
  for (const c of hand) if (suitOfCard(c) === s && rankOfCard(c) !== r) n++;
  return n;
}

/** Cards that are trumps whatever the suit: jokers and the trump rank. */
const alwaysTrumps = (hand: readonly Card[], r: Rank): number => hand.filter((c) => isJoker(c) || rankOfCard(c) === r).length;

/** How well `s` would serve `hand` as trump: its length, its high cards, the cards that are trumps anyway. */
export function suitScore(hand: readonly Card[], r: Rank, s: Suit): number {
  let n = 0;
  for (const c of hand) {
    if (suitOfCard(c) !== s || rankOfCard(c) === r) continue;
    n += RANK_INDEX[rankOfCard(c)!] >= RANK_INDEX.Q ? 1.3 : 1;
  }
  return n + 0.3 * alwaysTrumps(hand, r);
}

/** Share of a hand in one plain suit that makes it worth declaring (an even share is 12 of 54). */
const DECLARE_SHARE = 0.26;
/** So few cards dealt that a chance now is worth taking: it may not come again (§4 notes, onDeal). */
const EARLY = 4;

/**
 * §4 row 3: the declaration to make from `options` (DECLARE_TRUMP / OVERRIDE_TRUMP / REINFORCE
 * card lists, as texts) with `hand` dealt so far, or null to pass. Declare a suit the hand is
 * long in (any suit very early), as a pair where it can (final); override a single card with a
 * clearly longer suit; reinforce a declared suit the hand still holds well.
 */
export function declarationChoice(hand: readonly Card[], r: Rank, declaredSuit: TrumpSuit | null, options: readonly { type: string; cards: Card[] }[]): { type: string; cards: Card[] } | null {
  const n = Math.max(1, hand.length);
  const len = (s: Suit): number => suitLength(hand, r, s);
  const good = (s: Suit): boolean => n <= EARLY || len(s) >= Math.max(1, DECLARE_SHARE * n);
  let best: { type: string; cards: Card[] } | null = null;
  let bestScore = -Infinity;
  for (const o of options) {
    const s = suitOfCard(o.cards[0])!;
    let score: number;
    if (o.type === 'REINFORCE') score = good(s) ? 10 : -1;
    else if (o.type === 'OVERRIDE_TRUMP') {
      const mine = declaredSuit && declaredSuit !== 'NT' ? len(declaredSuit) : 0;
      score = good(s) && len(s) >= mine + 2 ? len(s) : -1;
    } else score = good(s) ? len(s) + o.cards.length : -1;
    if (score >= 0 && score > bestScore) {
      best = o;
      bestScore = score;
    }
  }
  return best;
}

/** §4 row 5: the King's trump after a deal without declaration: his best suit, or no-trump with no suit of five. */
export function trumpChoice(hand: readonly Card[], r: Rank): TrumpSuit {
  const best = SUITS.reduce((a, b) => (suitScore(hand, r, b) > suitScore(hand, r, a) ? b : a));
  return suitLength(hand, r, best) >= 5 ? best : 'NT';
}

/**
 * §4 row 6: the next card to bury from `hand`: never a trump while a plain card is left; low
 * plain cards of the shortest suits first (a void lets the King trump); aces, pairs and point
 * cards (doubled for the challengers if they take the last trick) last.
 */
export function buryChoice(hand: readonly Card[], r: Rank, t: TrumpSuit | null): Card {
  const rules = rulesFor(r, t);
  const cost = (c: Card): number => {
    if (isTrump(c, rules)) return 1000 + strength(c, rules);
    const rank = RANK_INDEX[rankOfCard(c)!];
    const points = c.startsWith('5') ? 5 : c.startsWith('10') || c.startsWith('K') ? 10 : 0;
    return rank * 2 + points * 4 + (rank === 12 ? 30 : 0) + (countOf(hand, c) === 2 ? 25 : 0) + 3 * suitLength(hand, r, suitOfCard(c)!);
  };
  return hand.reduce((a, b) => (cost(b) < cost(a) ? b : a));
}

/**
 * §4 row 7: the card to call: the highest card of a plain suit (an ace, where aces are not
 * trumps), preferring one the King holds once (the other copy then surely lies with one other
 * player) and a suit he holds cards of (to lead to the partner).
 */
export function callChoice(hand: readonly Card[], buried: readonly Card[], r: Rank, t: TrumpSuit | null): Card {
  const own = [...hand, ...buried];
  const calls = callableCards(own, r, t);
  const score = (c: Card): number => RANK_INDEX[rankOfCard(c)!] * 10 + (countOf(own, c) === 1 ? 3 : 0) + Math.min(4, suitLength(hand, r, suitOfCard(c)!));
  return calls.reduce((a, b) => (score(b) > score(a) ? b : a));
}
