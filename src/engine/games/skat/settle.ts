// The end of a deal (§4 rows 4 and 9, §6.11): the scored record, the totals, and the
// next deal or the end of the match. The record makes the skat public (§4.7).
import type { Card, Fact } from '../../core/types';
import type { HandScore, SkatState } from './types';
import { trickRules } from './contract';
import { matadors, matadorsWith, sumPoints } from './rules';
import { gameDeltas, gameOutcome, ramschDeltas, surrenderDeltas } from './scoring';
import { copyState } from './state';

/** The deal's record with the common fields; the caller sets what its kind adds. */
function record(s: SkatState, kind: HandScore['kind'], deltas: number[]): HandScore {
  return {
    handNumber: s.handNumber, dealer: s.dealer, declarer: s.declarer >= 0 ? s.declarer : null, bid: s.auction.bid,
    contract: s.contract, won: null, value: 0, matadors: null, matadorsWith: null, cardPoints: [0, 0, 0],
    skat: shownSkat(s, kind), discard: s.discard.slice(), kind, deltas,
    totals: s.totals.map((t, seat) => t + deltas[seat]),
  };
}

/**
 * The original skat once the deal is over. A played game's score rests on the declarer's
 * cards (matadors), so its declarer lays down the rest of the hand and the skat is shown
 * too (K-3). After a surrender nothing is proved: a hand that still holds a skat card stays
 * hidden, and so does the skat (K-6).
 */
function shownSkat(s: SkatState, kind: HandScore['kind']): Card[] {
  if (kind === 'game') return s.skat.slice();
  return s.skat.some((c) => s.hands.some((h) => h.includes(c))) ? [] : s.skat.slice();
}

/** Whether the declarer's remaining cards are public in this deal's result (K-3). */
export function declarerShown(r: HandScore | null): boolean {
  return r !== null && r.kind === 'game' && r.declarer !== null;
}

/** §6.4: the declarer's 10 dealt cards and the original skat (without it in a hand game under S-2's seed reading). */
export function matadorCards(s: SkatState): Card[] {
  const dealt = s.dealt[s.declarer];
  return s.contract!.hand && s.options.handMatadorsIgnoreSkat ? dealt : [...dealt, ...s.skat];
}

export function finishGame(s: SkatState): HandScore {
  const c = s.contract!;
  const d = s.declarer;
  const declarerPoints = s.trickPoints[d] + sumPoints(s.discard);
  const declarerTricks = s.tricksWon[d];
  const opponentTricks = s.tricksWon.reduce((a, b) => a + b, 0) - declarerTricks;
  const counted = matadorCards(s);
  const m = c.type === 'null' ? 0 : matadors(counted, trickRules(c));
  const out = gameOutcome({ contract: c, bid: s.auction.bid, matadors: m, declarerPoints, declarerTricks, opponentTricks });
  const r = record(s, 'game', gameDeltas(d, out.won, out.value, s.options.scoring));
  r.won = out.won;
  r.value = out.value;
  r.matadors = c.type === 'null' ? null : m;
  r.matadorsWith = c.type === 'null' ? null : matadorsWith(counted, trickRules(c));
  // Opponents share a side: each shows the side's points.
  for (let seat = 0; seat < 3; seat++) r.cardPoints[seat] = seat === d ? declarerPoints : 120 - declarerPoints;
  return r;
}

export function surrender(s: SkatState): HandScore {
  // The put-back cards are known only if the declarer had already discarded.
  const r = record(s, 'surrender', surrenderDeltas(s.declarer, s.auction.bid, s.options.scoring));
  r.won = false;
  r.value = s.auction.bid;
  r.contract = null;
  return r;
}

/** §4 row 4: nobody scores and the skat stays face down (K-5). */
export function thrownIn(s: SkatState): HandScore {
  const r = record(s, 'thrownIn', [0, 0, 0]);
  r.skat = [];
  r.discard = [];
  return r;
}

/** §4.6: the skat's points go to the last trick's winner, or to the loser(s) (K-4). */
export function finishRamsch(s: SkatState): HandScore {
  const skatPoints = sumPoints(s.skat);
  const points = s.trickPoints.slice();
  if (s.options.ramschSkatTo === 'lastTrick') points[s.lastTrick!.winner] += skatPoints;
  else {
    const most = Math.max(...points);
    for (let seat = 0; seat < 3; seat++) if (points[seat] === most) points[seat] += skatPoints;
  }
  const r = record(s, 'ramsch', ramschDeltas(points, s.tricksWon));
  r.cardPoints = points;
  r.discard = [];
  return r;
}

/** Adds the deal to the match; the match ends after `handsPerGame` deals (§6.11). */
export function recordDeal(s: SkatState, r: HandScore, facts: Fact[]): SkatState {
  const totals = r.totals.slice();
  const scored: Fact = { type: 'HAND_SCORED', kind: r.kind, deltas: r.deltas.slice() };
  if (r.kind === 'game' || r.kind === 'surrender') {
    scored.declarer = r.declarer;
    scored.bid = r.bid;
    scored.value = r.value;
    scored.won = r.won;
  }
  if (r.matadors !== null) {
    scored.matadors = r.matadors;
    scored.matadorsWith = r.matadorsWith;
  }
  if (r.kind === 'game' || r.kind === 'ramsch') scored.cardPoints = r.cardPoints.slice();
  if (r.kind !== 'thrownIn') {
    scored.skat = r.skat.slice();
    scored.discard = r.discard.slice();
  }
  facts.push(scored);
  const next = copyState(s);
  next.totals = totals;
  next.history = [...s.history, r];
  if (s.handNumber < s.options.handsPerGame) {
    next.phase = 'handResult';
    return next;
  }
  const best = Math.max(...totals);
  const winners = [0, 1, 2].filter((seat) => totals[seat] === best);
  facts.push({ type: 'GAME_OVER', winners });
  next.winners = winners;
  next.phase = 'gameOver';
  return next;
}
