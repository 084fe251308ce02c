// The AI's deals (GameAi.sampler): full states consistent with everything the seat has seen.
//
// Fairness: the seat knows its own hand, the trick on the table, the last trick while it may
// still be reviewed, the removed two (three seats), every hand's size, the suits each seat has
// shown it lacks and the queens each seat's tricks hold (QD-4 of docs/rules-decisions.md). The
// tricks gathered face down before are unknown: their cards are "gone", one pile. Every unseen
// card is dealt at random over the other hands and that pile, keeping every void: a seat that
// did not follow the led suit with a card other than a queen holds no card of that suit, its
// queen included, and under mustTrump one that played no trump either holds no trump (§5.1;
// a queen says nothing, as it may always be played). Exactly as many queens are gone as the
// gathered tricks hold: which ones is drawn at random among the unseen queens.
// Before the deal (the dealer's blind trump) each sample is a fresh deal of the pack.
import { SUITS } from '../../core/cards';
import type { Rng } from '../../core/rng';
import { shuffled } from '../../core/rng';
import type { Card, Seat } from '../../core/types';
import { dealWithVoids, shuffleInPlace } from '../../ai/sampling';
import type { SamplerOptions } from '../../ai/types';
import { dealFromDeck } from './deal';
import { isQueen, packFor, queensIn, suitIx } from './rules';
import { copyState } from './state';
import type { QueensDungeonObservation, QueensDungeonState } from './types';

/** The state every sample shares: the public part of the observation. */
function publicState(obs: QueensDungeonObservation): QueensDungeonState {
  const n = obs.players;
  const dungeonTricks = new Array<number>(n).fill(0);
  const dungeonQueens = new Array<number>(n).fill(0);
  for (const d of obs.dungeons) {
    dungeonTricks[d.seat]++;
    dungeonQueens[d.seat] += d.kind === 'dungeon' ? 3 : 4;
  }
  return {
    seed: 'search',
    options: { removedTwo: '2C', ...obs.options },
    deals: [],
    players: n,
    handNumber: obs.handNumber,
    dealer: obs.dealer,
    phase: obs.phase,
    totals: obs.totals.slice(),
    totalsAtDealStart: obs.totalsAtDealStart.slice(),
    // the cut's suits never matter: any card of each rank stands for it
    cut: obs.cut.map((r) => ({ seats: r.seats.slice(), cards: r.ranks.map((rank) => `${rank}S` as Card), dealer: r.dealer })),
    trump: obs.trump,
    trumps: obs.trumps.map((t) => ({ ...t })),
    hands: [],
    leader: obs.leader,
    trick: obs.trick.slice(),
    trickNo: obs.trickNo,
    tricksWon: obs.tricksWon.slice(),
    scoringTricks: obs.tricksWon.map((t, seat) => t - dungeonTricks[seat]),
    scoringQueens: obs.queensWon.map((q, seat) => q - dungeonQueens[seat]),
    queensWon: obs.queensWon.slice(),
    voided: dungeonTricks.map((t) => t > 0 && obs.options.dungeonTrickScoring === 'voidHand'),
    voids: obs.voids.map((suits) => suits.reduce((bits, suit) => bits | (1 << SUITS.indexOf(suit)), 0)),
    lastTrick: obs.lastTrick,
    tricks: [],
    dungeons: obs.dungeons.map((d) => ({ ...d })),
    history: obs.history.slice(),
    winners: obs.winners.slice(),
  };
}

/** A card's class for the deal: its suit (0–3), or 4 + its suit for a queen (voids cover both). */
const classOf = (c: Card): number => (isQueen(c) ? 4 : 0) + suitIx(c);
/** A void bit set over suits (C D H S) as one over the classes above. */
const classVoids = (bits: number): number => bits | (bits << 4);
/** The pile of gone cards takes no queen beyond the ones drawn for it. */
const NO_QUEENS = 0xf0;
/** Draws before a sampler gives up (a consistent deal always exists; the queens' draw may clash with the voids). */
const TRIES = 200;

export function sampler(obs: QueensDungeonObservation, _opts: SamplerOptions = {}): (rng: Rng) => QueensDungeonState {
  const base = publicState(obs);
  const n = obs.players;
  const me = obs.seat;
  const pack = packFor(n, base.options.removedTwo);
  if (obs.phase === 'chooseTrump') {
    return (rng) => {
      const s = copyState(base);
      s.hands = Array.from({ length: n }, () => []);
      const deals: QueensDungeonState['deals'] = [];
      deals[obs.handNumber - 1] = { hands: dealFromDeck(shuffled(pack, rng), n, obs.dealer) };
      s.deals = deals;
      return s;
    };
  }
  const seen = new Set<Card>(obs.hand);
  for (const p of obs.trick) seen.add(p.card);
  if (obs.lastTrick) for (const p of obs.lastTrick.cards) seen.add(p.card);
  const unseen = pack.filter((c) => !seen.has(c));
  const others: Seat[] = [];
  for (let o = 0; o < n; o++) if (o !== me) others.push(o);
  const need = others.map((o) => obs.handSizes[o]);
  const gone = unseen.length - need.reduce((a, b) => a + b, 0);
  const goneQueens = obs.queensWon.reduce((a, b) => a + b, 0) - (obs.lastTrick ? queensIn(obs.lastTrick.cards) : 0);
  const queens = unseen.filter(isQueen);
  const rest = unseen.filter((c) => !isQueen(c));
  if (gone < goneQueens || goneQueens < 0 || goneQueens > queens.length) throw new Error('queens-dungeon sampler: the observation does not add up');
  const capacity = [...need, gone - goneQueens];
  const voids = [...others.map((o) => classVoids(base.voids[o])), NO_QUEENS];
  const myHand = obs.hand.slice();
  return (rng) => {
    for (let t = 0; t < TRIES; t++) {
      const q = queens.slice();
      shuffleInPlace(q, rng);
      const slots = dealWithVoids([...rest, ...q.slice(goneQueens)], capacity, voids, classOf, 8, rng);
      if (!slots) continue;
      const s = copyState(base);
      const hands = new Array<Card[]>(n);
      hands[me] = myHand.slice();
      others.forEach((o, k) => { hands[o] = slots[k]; });
      s.hands = hands;
      return s;
    }
    throw new Error('queens-dungeon sampler: no consistent deal');
  };
}
