// Test support (not used by the rules): plays whole hands to a planned result, so the
// scoring examples of §8 run through the engine. Bids follow the plan, tricks follow a
// greedy rule (the seats that want a trick play their highest legal card, the others
// their lowest), and findDeal searches seeded deals for one where that reaches the plan.
import { standardDeck } from '../../core/cards';
import { applyAction, legalActions, newMatch, status } from '../../core/match';
import type { Action, Card, Deal, Fact, Match, Seat } from '../../core/types';
import { randomDeal } from '../../testing/builders';
import { bidOfCard, strength, team } from './rules';
import type { TuppiState } from './types';

export interface HandPlan {
  mode: 'rami' | 'nolo' | 'solo';
  /** rami and solo: the rami bidder */
  declarer?: Seat;
  /** solo: the defender who declares */
  soloist?: Seat;
  /** rami / nolo: tricks NS must take */
  nsTricks?: number;
  /** solo: the trick the soloist takes (1-based), or 0 for none */
  soloistWinsTrick?: number;
}

function act(m: Match, seat: Seat, a: Action, facts: Fact[]): Match {
  const r = applyAction(m, seat, a);
  if (!r.ok) throw new Error(`driver: ${JSON.stringify(a)} of seat ${seat} refused: ${r.error.message}`);
  facts.push(...r.facts);
  return r.match;
}

function bidFor(m: Match, seat: Seat, word: 'rami' | 'nolo'): Action {
  const legal = legalActions(m, seat);
  return legal.find((a) => a.type === 'PLACE_AUCTION_CARD' && bidOfCard(a.card as Card) === word)
    ?? legal.find((a) => (a.type === 'PLACE_VERBAL_BID' || a.type === 'PLACE_BID_TOKEN') && a.bid === word)!;
}

/** Plays the current hand of `m` (phase auction) to its end by the plan. */
export function playHand(m: Match, plan: HandPlan): { match: Match; facts: Fact[] } {
  const facts: Fact[] = [];
  const s0 = m.state as TuppiState;
  for (let k = 1; k <= 4; k++) {
    const seat = (s0.dealer + k) % 4;
    m = act(m, seat, bidFor(m, seat, plan.mode !== 'nolo' && seat === plan.declarer ? 'rami' : 'nolo'), facts);
  }
  while (status(m).phase === 'soloOffer') {
    const seat = status(m).toAct[0];
    m = act(m, seat, plan.mode === 'solo' && seat === plan.soloist ? { type: 'DECLARE_SOLO' } : { type: 'PASS' }, facts);
  }
  if (status(m).phase === 'soloDiscard') m = act(m, plan.soloist!, { type: 'PASS' }, facts);
  while (status(m).phase === 'trickPlay') {
    const s = m.state as TuppiState;
    const seat = status(m).toAct[0];
    const solo = s.mode === 'solo';
    const ns = s.tricksWon[0] + s.tricksWon[2];
    const wants = solo
      ? (plan.soloistWinsTrick === s.trickNo) === (seat === s.soloist)
      : (ns < plan.nsTricks!) === (team(seat) === 0);
    const cards = legalActions(m, seat).map((a) => a.card as Card).sort((a, b) => strength(a, solo) - strength(b, solo));
    m = act(m, seat, { type: 'PLAY', card: wants ? cards[cards.length - 1] : cards[0] }, facts);
  }
  return { match: m, facts };
}

/** Did the hand go as planned? */
function reached(m: Match, plan: HandPlan): boolean {
  const s = m.state as TuppiState;
  const h = s.history[s.history.length - 1];
  if (!h || h.mode !== plan.mode) return false;
  if (plan.mode === 'solo') {
    const took = s.tricksWon[plan.soloist!] > 0;
    return s.soloist === plan.soloist && (plan.soloistWinsTrick ? took && s.trickNo - 1 === plan.soloistWinsTrick : !took);
  }
  return h.tricks[0] === plan.nsTricks && (plan.mode === 'nolo' || s.declarer === plan.declarer);
}

/** NS hold the six top ranks of every suit (and 8S 8H): NS take every trick. */
export const NS_TOP_DEAL: Deal = {
  hands: [
    ['AS', 'QS', '10S', 'AH', 'QH', '10H', 'AD', 'QD', '10D', 'AC', 'QC', '10C', '8S'],
    ['2S', '4S', '6S', '2H', '4H', '6H', '2D', '4D', '6D', '2C', '4C', '6C', '8D'],
    ['KS', 'JS', '9S', 'KH', 'JH', '9H', 'KD', 'JD', '9D', 'KC', 'JC', '9C', '8H'],
    ['3S', '5S', '7S', '3H', '5H', '7H', '3D', '5D', '7D', '3C', '5C', '7C', '8C'],
  ],
};

/** The same, one seat on: EW take every trick. */
const EW_TOP_DEAL: Deal = { hands: [3, 0, 1, 2].map((k) => NS_TOP_DEAL.hands[k].slice()) };

/** A deal on which `plan` is reached with `dealer` dealing under `options`. */
export function findDeal(plan: HandPlan, dealer: Seat, options: Record<string, unknown>): Deal {
  for (let i = -2; i < 3000; i++) {
    // The two one-sided deals first: they give 13–0 either way at once.
    const deal = i === -2 ? NS_TOP_DEAL : i === -1 ? EW_TOP_DEAL : randomDeal(standardDeck(), [13, 13, 13, 13], `tuppi-driver/${i}`);
    const m = newMatch('tuppi', { players: 4, seed: 'driver', dealer, options: { ...options, targetScore: 999, handLimit: 0 }, deals: [{ hands: deal.hands }] });
    if (reached(playHand(m, plan).match, plan)) return { hands: deal.hands };
  }
  throw new Error(`findDeal: no deal reaches ${JSON.stringify(plan)}`);
}

/** Plays planned hands one after another (NEXT_HAND between them) on found deals. */
export function playPlans(plans: readonly HandPlan[], dealer: Seat, options: Record<string, unknown>): { match: Match; facts: Fact[][] } {
  const deals = plans.map((p, k) => findDeal(p, (dealer + k) % 4, options));
  let m = newMatch('tuppi', { players: 4, seed: 'plans', dealer, options, deals });
  const facts: Fact[][] = [];
  plans.forEach((p, k) => {
    if (k > 0) m = act(m, 0, { type: 'NEXT_HAND' }, []);
    const r = playHand(m, p);
    if (!reached(r.match, p)) throw new Error(`playPlans: hand ${k + 1} did not go as planned`);
    m = r.match;
    facts.push(r.facts);
  });
  return { match: m, facts };
}
