// What one seat can read from its observation in trick play, shared by the sparring partner and
// the AI's sampler: the cards it has not seen, the opponent's hidden cards and shown voids, and
// the race as it stands (which horses are its own, which can still move, what an advance of
// each is worth to it).
import type { Card, Seat } from '../../core/types';
import { SIDE_OF_HORSE } from './race';
import { ASCOT_PACK, suitCode } from './rules';
import type { AscotObservation, Side } from './types';

export interface Table {
  seat: Seat;
  side: Side;
  hand: Card[];
  /** the face-up draws the opponent took and still holds */
  oppKnown: Card[];
  /** cards this seat has not seen: the opponent's hidden cards and the face-down stock */
  unseen: Card[];
  /** how many hidden cards the opponent holds */
  oppHidden: number;
  /** per suit code: the opponent's hidden cards hold none (a void shown, no hidden draw since) */
  oppVoid: boolean[];
  /** phase 2: the opponent's hand is exactly oppKnown + unseen */
  stage2: boolean;
  upcard: Card | null;
  /** per horse (ACES order): positions, and whether a lead-win still moves it this deal */
  pos: number[];
  open: boolean[];
}

/** Every card of the pack this seat has seen: its hand, the tricks, the table, the upcard, the opponent's face-up draws. */
export function seenCards(obs: AscotObservation): Set<Card> {
  const seen = new Set<Card>(obs.hand);
  for (const c of obs.knownCards[1 - obs.seat]) seen.add(c);
  for (const t of obs.tricks) for (const p of t.cards) seen.add(p.card);
  for (const p of obs.trick) seen.add(p.card);
  if (obs.upcard) seen.add(obs.upcard);
  return seen;
}

/**
 * Per suit code, the trick (index in obs.tricks) after which the opponent's hidden cards may
 * hold that suit again: -1 where it never showed a void; Infinity where its void still stands.
 * It failed to follow the suit at trick t; every stage-1 trick it lost since brought it a
 * hidden card (a face-up draw is known, so it does not undo a void).
 */
export function voidsShown(obs: AscotObservation): { since: number[]; hiddenDraws: number[] } {
  const opp = 1 - obs.seat;
  const since = [-1, -1, -1, -1];
  const hiddenDraws = [0, 0, 0, 0];
  obs.tricks.forEach((t, i) => {
    const [lead, follow] = t.cards;
    for (let k = 0; k < 4; k++) if (since[k] >= 0 && i < 12 && t.winner !== opp) hiddenDraws[k]++;
    if (follow.seat === opp && suitCode(follow.card) !== suitCode(lead.card)) {
      since[suitCode(lead.card)] = i;
      hiddenDraws[suitCode(lead.card)] = i < 12 && t.winner !== opp ? 1 : 0;
    }
  });
  return { since, hiddenDraws };
}

export function readTable(obs: AscotObservation): Table {
  const opp = 1 - obs.seat;
  const seen = seenCards(obs);
  const unseen = ASCOT_PACK.filter((c) => !seen.has(c));
  const { since, hiddenDraws } = voidsShown(obs);
  const oppVoid = since.map((t, k) => t >= 0 && hiddenDraws[k] === 0);
  const pos = [obs.horses.AS.pos, obs.horses.AC.pos, obs.horses.AH.pos, obs.horses.AD.pos];
  const moves = [obs.horses.AS.moves, obs.horses.AC.moves, obs.horses.AH.moves, obs.horses.AD.moves];
  return {
    seat: obs.seat,
    side: obs.sides[obs.seat],
    hand: obs.hand.slice(),
    oppKnown: obs.knownCards[opp].slice(),
    unseen,
    oppHidden: obs.handSizes[opp] - obs.knownCards[opp].length,
    oppVoid,
    stage2: obs.stockSize === 0,
    upcard: obs.upcard,
    pos,
    open: moves.map((m) => m < obs.options.maxMovesPerDeal),
  };
}

/** Whether horse `h` is `side`'s. */
export const owns = (side: Side, h: number): boolean => SIDE_OF_HORSE[h] === side;

/**
 * The race as `side` sees it, in half-lengths: its best horse against the other's best (four
 * times), then its second against the other's second. Its change is what an advance is worth.
 */
export function raceScore(pos: readonly number[], side: Side): number {
  const b = [Math.max(pos[0], pos[1]), Math.min(pos[0], pos[1])];
  const r = [Math.max(pos[2], pos[3]), Math.min(pos[2], pos[3])];
  const sign = side === 'black' ? 1 : -1;
  return sign * (4 * (b[0] - r[0]) + (b[1] - r[1]));
}

/** What one more advance of horse `h` is worth to `side` (negative for the other's horse; 0 once it cannot move). */
export function advanceWorth(t: Pick<Table, 'pos' | 'open'>, side: Side, h: number): number {
  if (!t.open[h]) return 0;
  const after = t.pos.slice();
  after[h]++;
  return raceScore(after, side) - raceScore(t.pos, side);
}
