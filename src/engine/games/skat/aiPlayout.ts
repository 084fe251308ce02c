// The playouts' cheap moves (ai.ts): bids and the skat by the hand evaluation (aiBidding.ts),
// and in trick play a careful player's habits: win cheaply, keep the partner's trick, draw
// trumps, duck in Null, shed points in Ramsch. Perfect-information: it sees the sampled deal.
import type { Rng } from '../../core/rng';
import type { Action, Card, PlayedCard, Seat } from '../../core/types';
import { beats, EFF, GRAND, ix, NULL, NULL_RANK, POINTS, ruleIndex, STR, TRUMP } from './aiCards';
import { bestPlan, cachedLimit, chooseDiscard, wantsHand } from './aiBidding';
import type { Contract, SkatState } from './types';


/** Random move this often in trick play: keeps the playouts varied. */
const PLAYOUT_EPSILON = 0.04;

export function playoutPolicy(s: SkatState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  switch (s.phase) {
    case 'bidding': return playoutBid(s, seat, legal);
    case 'skatDecision': {
      const take = !wantsHand(s.hands[seat].map(ix), s.auction.bid);
      return legal[take ? 0 : 1];
    }
    case 'discard': {
      const cards = s.hands[seat].map(ix);
      const plan = bestPlan(cards, cards, false, s.auction.bid);
      const [a, b] = chooseDiscard(cards, plan.ri < 0 ? GRAND : plan.ri);
      for (const l of legal) {
        const pair = l.cards as Card[] | undefined;
        if (pair && ix(pair[0]) === a && ix(pair[1]) === b) return l;
      }
      return legal[0];
    }
    case 'declaration': return playoutDeclare(s, seat, legal);
    case 'trickPlay': break;
    default: return legal[0];
  }
  if (rng.next() < PLAYOUT_EPSILON) return legal[rng.int(legal.length)];
  const ri = ruleIndex(s.contract, s.ramsch);
  if (ri === NULL) return nullPlay(s, seat, legal, rng);
  if (s.ramsch) return ramschPlay(s, legal, rng);
  return suitPlay(s, seat, legal, ri, rng);
}

function playoutBid(s: SkatState, seat: Seat, legal: readonly Action[]): Action {
  const limit = cachedLimit(s.hands[seat]);
  const pass = legal[legal.length - 1];
  if (s.auction.awaiting === 'answer') return s.auction.bid <= limit ? legal[0] : pass;
  return (legal[0].value as number) <= limit ? legal[0] : pass;
}

const DECLARE_KEYS = ['C', 'S', 'H', 'D'];
function playoutDeclare(s: SkatState, seat: Seat, legal: readonly Action[]): Action {
  const cards = s.hands[seat].map(ix);
  const mat = [...cards, ...(s.tookSkat ? s.discard : s.skat).map(ix)];
  let extra = 0;
  if (s.tookSkat) for (const c of s.discard) extra += POINTS[ix(c)] / 12;
  const plan = bestPlan(cards, mat, !s.tookSkat, s.auction.bid, extra);
  const surrender = legal[legal.length - 1].type === 'SURRENDER' ? legal[legal.length - 1] : null;
  if (surrender && plan.expected <= -2 * s.auction.bid && plan.win < 0.15) return surrender;
  for (const l of legal) {
    const c = l.contract as Contract | undefined;
    if (!c || c.schneiderAnnounced || c.ouvert) continue;
    if (plan.ri === GRAND ? c.type === 'grand' : plan.ri === NULL ? c.type === 'null' : c.type === 'suit' && c.trump === DECLARE_KEYS[plan.ri]) return l;
  }
  return legal[0];
}

/** Index in `trick` of the card winning so far. */
function winningIndex(trick: readonly PlayedCard[], ri: number): number {
  let w = 0;
  for (let k = 1; k < trick.length; k++) if (beats(ri, ix(trick[k].card), ix(trick[w].card))) w = k;
  return w;
}

/** Can `seat` (next to play, following a trick led with effective suit `ledEff`) beat `best`? */
function canBeat(hand: readonly Card[], ri: number, ledEff: number, best: number): boolean {
  let follows = false;
  for (const c of hand) if (EFF[ri][ix(c)] === ledEff) { follows = true; break; }
  for (const c of hand) {
    const k = ix(c);
    if (follows && EFF[ri][k] !== ledEff) continue;
    if (beats(ri, k, best)) return true;
  }
  return false;
}

/** Breaks ties at random: the better of two scores, or a coin flip on a tie. */
function better(score: number, bestScore: number, rng: Rng): boolean {
  return score > bestScore || (score === bestScore && rng.next() < 0.5);
}

function suitPlay(s: SkatState, seat: Seat, legal: readonly Action[], ri: number, rng: Rng): Action {
  const d = s.declarer;
  const partner = seat === d ? -1 : 3 - seat - d;
  const trick = s.trick;
  if (trick.length === 0) return suitLead(s, seat, legal, ri, partner, rng);
  const ledEff = EFF[ri][ix(trick[0].card)];
  const wi = winningIndex(trick, ri);
  const w = ix(trick[wi].card);
  let pts = 0;
  for (const p of trick) pts += POINTS[ix(p.card)];
  const next = trick.length === 1 ? (seat + 1) % 3 : -1;
  const nextIsFriend = next >= 0 && next === partner;
  // The partner's card stands if nobody after me can beat it.
  if (trick[wi].seat === partner && (next < 0 || !canBeat(s.hands[next], ri, ledEff, w))) {
    let best = legal[0];
    let bestScore = -Infinity;
    for (const a of legal) {
      const c = ix(a.card as Card);
      const score = POINTS[c] - (EFF[ri][c] === TRUMP ? 6 + STR[ri][c] : 0);
      if (better(score, bestScore, rng)) { bestScore = score; best = a; }
    }
    return best;
  }
  // The cheapest card that wins and stays winning.
  let win: Action | null = null;
  let winCost = Infinity;
  for (const a of legal) {
    const c = ix(a.card as Card);
    if (!beats(ri, c, w)) continue;
    if (next >= 0 && !nextIsFriend && canBeat(s.hands[next], ri, ledEff, c)) continue;
    const cost = (EFF[ri][c] === TRUMP ? 20 + STR[ri][c] : STR[ri][c]) - 0.01 * POINTS[c];
    if (cost < winCost || (cost === winCost && rng.next() < 0.5)) { winCost = cost; win = a; }
  }
  if (win) {
    const c = ix(win.card as Card);
    const worth = pts + POINTS[c];
    const trump = EFF[ri][c] === TRUMP;
    if (!trump || worth >= 4 || STR[ri][c] < 8 || (seat === d && worth >= 2)) return win;
  }
  return lowCard(legal, ri, rng);
}

/** The card least worth keeping: few points, low, not a trump. */
function lowCard(legal: readonly Action[], ri: number, rng: Rng): Action {
  let best = legal[0];
  let bestScore = -Infinity;
  for (const a of legal) {
    const c = ix(a.card as Card);
    const score = -(POINTS[c] + (EFF[ri][c] === TRUMP ? 8 + STR[ri][c] : 0.3 * STR[ri][c]));
    if (better(score, bestScore, rng)) { bestScore = score; best = a; }
  }
  return best;
}

/** Is `c` the best card left of its effective suit among the other seats' hands (and can nobody ruff it)? */
function isBoss(s: SkatState, seat: Seat, c: number, ri: number, friend: Seat): boolean {
  const e = EFF[ri][c];
  for (let o = 0; o < 3; o++) {
    if (o === seat || o === friend) continue;
    let follows = false;
    let trumps = false;
    for (const x of s.hands[o]) {
      const k = ix(x);
      if (EFF[ri][k] === e) {
        follows = true;
        if (STR[ri][k] > STR[ri][c]) return false;
      } else if (EFF[ri][k] === TRUMP) trumps = true;
    }
    if (!follows && trumps && e !== TRUMP) return false;
  }
  return true;
}

function suitLead(s: SkatState, seat: Seat, legal: readonly Action[], ri: number, partner: Seat, rng: Rng): Action {
  const declarer = seat === s.declarer;
  let oppTrumps = 0;
  if (declarer) for (let o = 0; o < 3; o++) if (o !== seat) for (const x of s.hands[o]) if (EFF[ri][ix(x)] === TRUMP) oppTrumps++;
  let boss: Action | null = null;
  let bossScore = -Infinity;
  let lowTrump: Action | null = null;
  let lowTrumpStr = Infinity;
  let myTrumps = 0;
  for (const a of legal) {
    const c = ix(a.card as Card);
    const trump = EFF[ri][c] === TRUMP;
    if (trump) {
      myTrumps++;
      if (STR[ri][c] < lowTrumpStr) { lowTrumpStr = STR[ri][c]; lowTrump = a; }
    }
    if (!isBoss(s, seat, c, ri, partner)) continue;
    // Declarer: draw trumps with a boss trump first; everyone: cash sure side winners.
    const score = trump ? (declarer && oppTrumps > 0 ? 30 : -5) + STR[ri][c] : 10 + POINTS[c];
    if (better(score, bossScore, rng)) { bossScore = score; boss = a; }
  }
  if (boss) return boss;
  if (declarer && oppTrumps > 0 && myTrumps > oppTrumps && lowTrump) return lowTrump;
  // Otherwise a low side card (trumps kept), from the shortest side suit for the declarer.
  let best = legal[0];
  let bestScore = -Infinity;
  const len = [0, 0, 0, 0];
  for (const a of legal) { const c = ix(a.card as Card); if (EFF[ri][c] !== TRUMP) len[c >> 3]++; }
  for (const a of legal) {
    const c = ix(a.card as Card);
    const trump = EFF[ri][c] === TRUMP;
    const score = -(POINTS[c] * 1.5 + (trump ? 30 + STR[ri][c] : STR[ri][c]) + (declarer && !trump ? len[c >> 3] : 0));
    if (better(score, bestScore, rng)) { bestScore = score; best = a; }
  }
  return best;
}

function nullPlay(s: SkatState, seat: Seat, legal: readonly Action[], rng: Rng): Action {
  const d = s.declarer;
  const trick = s.trick;
  if (seat === d) {
    if (trick.length === 0) {
      // A lead some defender must overtake (all its cards of the suit are higher), the highest such.
      let best: Action | null = null;
      let bestR = -1;
      for (const a of legal) {
        const c = ix(a.card as Card);
        let forced = false;
        for (let o = 0; o < 3 && !forced; o++) if (o !== seat) forced = allAbove(s.hands[o], c);
        if (forced && NULL_RANK[c] > bestR) { bestR = NULL_RANK[c]; best = a; }
      }
      return best ?? extremeNull(legal, false, rng);
    }
    // Follow: the highest card that stays under the trick.
    return highestUnder(legal, ix(trick[winningIndex(trick, NULL)].card)) ?? extremeNull(legal, true, rng);
  }
  if (trick.length === 0) {
    // Lead low in a suit where the declarer's cards are all higher.
    let best: Action | null = null;
    let bestR = 99;
    for (const a of legal) {
      const c = ix(a.card as Card);
      if (allAbove(s.hands[d], c) && NULL_RANK[c] < bestR) { bestR = NULL_RANK[c]; best = a; }
    }
    return best ?? extremeNull(legal, false, rng);
  }
  const wi = winningIndex(trick, NULL);
  const declarerPlayed = trick.some((p) => p.seat === d);
  if (!declarerPlayed) return extremeNull(legal, false, rng); // low: leave the declarer above
  const w = ix(trick[wi].card);
  if (trick[wi].seat === d) {
    // Stay under the declarer's card: the highest such card.
    return highestUnder(legal, w) ?? extremeNull(legal, false, rng);
  }
  return extremeNull(legal, true, rng);
}

/** Whether `hand` holds cards of the suit of `c`, all above it in Null order (a lead of `c` must go under). */
function allAbove(hand: readonly Card[], c: number): boolean {
  let n = 0;
  for (const x of hand) {
    const k = ix(x);
    if (k >> 3 !== c >> 3) continue;
    n++;
    if (NULL_RANK[k] < NULL_RANK[c]) return false;
  }
  return n > 0;
}

/** The highest card of `legal` in Null order that does not beat card `w`, or null. */
function highestUnder(legal: readonly Action[], w: number): Action | null {
  let best: Action | null = null;
  let bestR = -1;
  for (const a of legal) {
    const c = ix(a.card as Card);
    if (!beats(NULL, c, w) && NULL_RANK[c] > bestR) { bestR = NULL_RANK[c]; best = a; }
  }
  return best;
}

/** The highest (or lowest) card by Null rank, ties at random. */
function extremeNull(legal: readonly Action[], high: boolean, rng: Rng): Action {
  let best = legal[0];
  let bestScore = -Infinity;
  for (const a of legal) {
    const r = NULL_RANK[ix(a.card as Card)];
    if (better(high ? r : -r, bestScore, rng)) { bestScore = high ? r : -r; best = a; }
  }
  return best;
}

function ramschPlay(s: SkatState, legal: readonly Action[], rng: Rng): Action {
  const trick = s.trick;
  if (trick.length === 0) return lowCard(legal, GRAND, rng);
  const w = ix(trick[winningIndex(trick, GRAND)].card);
  let best: Action | null = null;
  let bestScore = -Infinity;
  for (const a of legal) {
    const c = ix(a.card as Card);
    if (beats(GRAND, c, w)) continue;
    // Under the trick: shed points and high cards.
    const score = POINTS[c] + 0.5 * STR[GRAND][c];
    if (better(score, bestScore, rng)) { bestScore = score; best = a; }
  }
  if (best) return best;
  // Forced to win: give the trick as few points as possible, shed a high card.
  let forced = legal[0];
  bestScore = -Infinity;
  for (const a of legal) {
    const c = ix(a.card as Card);
    const score = -POINTS[c] + 0.1 * STR[GRAND][c];
    if (better(score, bestScore, rng)) { bestScore = score; forced = a; }
  }
  return forced;
}

