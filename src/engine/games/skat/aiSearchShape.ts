// How the search takes each Skat decision (GameAi.searchShape): the deals per level and, where
// the legal list is too wide, the root candidates, with the tutor's reason when the hand
// itself decides (a bid beyond any game it could be worth).
import type { AiLevel } from '../../ai/heuristic';
import type { SearchShape } from '../../ai/types';
import type { Action, Card, Suit } from '../../core/types';
import { EFF, GRAND, ix, NULL, SUIT_LETTERS, TRUMP } from './aiCards';
import { bestPlan, chooseDiscard, evalHand, GRAND_EVEN, keepValue, SUIT_EVEN } from './aiBidding';
import { SKAT_DECK } from './rules';
import { contractValueFor } from './scoring';
import type { Contract, SkatObservation } from './types';


/**
 * Deals per level, as multiples of the level's own (levels.ts): hard judges a fifth more
 * before trick play and twice as many in it where the level's work cap allows (a solved card
 * play is cheap late in the hand). Normal and easy keep their own.
 */
const LEVEL_SCALE: Readonly<Record<AiLevel, number>> = { easy: 1, normal: 1, hard: 1.2 };
const TRICK_SCALE: Readonly<Record<AiLevel, number>> = { easy: 1, normal: 1, hard: 2 };

/**
 * The root candidates where the legal list is too wide to search: the next bid (a jump bid
 * gains nothing, §4.1), the sensible discards of the contracts the hand could play, and the
 * declarations without hopeless announcements.
 */
export function searchShape(obs: SkatObservation, level: AiLevel): SearchShape {
  const legal = obs.legal;
  if (obs.phase === 'trickPlay') return TRICK_SCALE[level] === 1 ? {} : { scale: TRICK_SCALE[level] };
  const scale = LEVEL_SCALE[level];
  switch (obs.phase) {
    case 'bidding': {
      // The search judges bidding on against passing, up to the most any game of this hand
      // could be worth won Schneider: a bid beyond that loses whatever the cards.
      const value = obs.auction.awaiting === 'answer' ? obs.bid : (legal[0].value as number);
      const pass = legal[legal.length - 1];
      const most = reachable(obs.hand);
      if (value > most) return { scale, candidates: [pass], reason: { reasonKey: 'hint.skat.pass', params: { value, limit: most } } };
      return { scale, candidates: [legal[0], pass] };
    }
    case 'discard': return { scale, candidates: discardCandidates(obs) };
    case 'declaration': return { scale, candidates: declarationCandidates(obs) };
    default: return { scale };
  }
}

/**
 * The most a game of `hand` could be worth won Schneider, whatever two cards the skat holds
 * (its matadors counted the least they could be): no bid beyond it can be made.
 */
function reachable(hand: readonly Card[]): number {
  let most = 0;
  for (const trump of SUIT_LETTERS) most = Math.max(most, contractValueFor(hand, plainContract('suit', trump), true).schneider);
  most = Math.max(most, contractValueFor(hand, plainContract('grand'), true).schneider);
  const e = evalHand(hand.map(ix));
  if (e.nullRisk <= 2) most = Math.max(most, e.nullRisk === 0 ? 59 : 35);
  return most;
}

function plainContract(type: 'suit' | 'grand', trump?: Suit): Contract {
  return { type, trump, hand: false, schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false };
}

function discardCandidates(obs: SkatObservation): Action[] {
  const cards = obs.hand.map(ix);
  const has = new Array<boolean>(32).fill(false);
  for (const c of cards) has[c] = true;
  const seen = new Set<number>();
  const out: Action[] = [];
  const add = (a: number, b: number): void => {
    const [x, y] = a < b ? [a, b] : [b, a];
    if (x === y || seen.has(x * 32 + y)) return;
    seen.add(x * 32 + y);
    out.push({ type: 'DISCARD', cards: [SKAT_DECK[x], SKAT_DECK[y]] });
  };
  // Every contract's own best discard; the four least useful cards of the likeliest two, paired.
  const plans: { ri: number; expected: number }[] = [];
  const e = evalHand(cards);
  for (let ri = 0; ri < 6; ri++) {
    const [a, b] = chooseDiscard(cards, ri);
    add(a, b);
    const strength = ri < 4 ? e.suit[ri] - SUIT_EVEN : ri === GRAND ? e.grand - GRAND_EVEN : 1.5 - e.nullRisk;
    plans.push({ ri, expected: strength });
  }
  plans.sort((p, q) => q.expected - p.expected);
  for (const { ri } of plans.slice(0, 2)) {
    const len = [0, 0, 0, 0];
    for (const c of cards) if (ri === NULL || EFF[ri][c] !== TRUMP) len[c >> 3]++;
    const low = cards.slice().sort((p, q) => keepValue(p, ri, len, has) - keepValue(q, ri, len, has)).slice(0, 4);
    for (let i = 0; i < low.length; i++) for (let j = i + 1; j < low.length; j++) add(low[i], low[j]);
  }
  for (const a of obs.legal) if (a.type === 'SURRENDER') out.push(a);
  return out;
}

function declarationCandidates(obs: SkatObservation): Action[] {
  const cards = obs.hand.map(ix);
  const plan = bestPlan(cards, obs.tookSkat ? [...cards, ...(obs.discard ?? []).map(ix)] : cards, !obs.tookSkat, obs.bid);
  const e = evalHand(cards);
  return obs.legal.filter((a) => {
    const c = a.contract as Contract | undefined;
    if (!c) return true;
    // The playouts' defenders are weaker than real ones: hopeless Null and Grand are not tried.
    if (c.type === 'null') return e.nullRisk <= (c.ouvert ? 0 : 2);
    if (c.type === 'grand' && e.grand < GRAND_EVEN - 1.5) return false;
    if (!c.schneiderAnnounced) return true;
    // Announcements only for the likeliest contract of a very strong hand.
    const ri = c.type === 'grand' ? GRAND : SUIT_LETTERS.indexOf(c.trump!);
    if (ri !== plan.ri) return false;
    return plan.win >= (c.ouvert ? 0.99 : c.schwarzAnnounced ? 0.97 : 0.85);
  });
}

