// The double-dummy solver: the card play of one fully known deal, solved exactly by
// alpha-beta with a transposition table. The search samples deals consistent with what its
// seat has seen (pimc.ts) and asks this solver how each card fares in each of them, as the
// strongest trick-taking programs do (GIB in bridge, Kermit in Skat).
//
// It runs on its own mutable, bit-packed copy of the position (a chess engine's board), not
// on the games' immutable states: a card is a bit in a per-suit mask, so following suit,
// winning a trick and listing the moves are a few integer operations. A game describes its
// position as a TrickDeal (the tables below); each game's differential test proves, on
// random positions, that the solver's legal cards, trick winners and values are exactly
// those of its rules (games/<id>/solverDeal.test.ts).
//
// Cards are ids `suit * 16 + bit`: `suit` is the effective suit (the one followed; a Skat
// jack is a trump), and within a suit a higher bit beats a lower one.

/** A position of trick play with everything known, and what the value counts. */
export interface TrickDeal {
  /** seats at the table; those not in `order` never play (folded, sitting out) */
  seats: number;
  /** effective suits (at most 8) */
  suits: number;
  /** the suit that beats every other, or -1 */
  trump: number;
  /** bits of the trump suit from this one up are equal: the first played wins (16: none) */
  trumpTies: number;
  /** card points by card id (0 where only tricks count) */
  points: ArrayLike<number>;
  /** cards in a trick */
  trickSize: number;
  /** order[leader * trickSize + i]: the seat that plays the i-th card of a trick `leader` leads */
  order: ArrayLike<number>;
  /** what a trick is worth by its index in the hand (0-based), added to its points */
  trickValue: ArrayLike<number>;
  /** per seat: 1 if the points and value of the tricks it wins count, else 0 */
  counts: ArrayLike<number>;
  /** per seat: 1 if it plays to raise the value, 0 to lower it */
  maximizer: ArrayLike<number>;
  /** the hand ends at the first trick that counts (a Null declarer's first trick) */
  endOnGain: boolean;
  /** hands[seat * suits + suit]: the seat's cards of that suit, one bit each */
  hands: ArrayLike<number>;
  /** the seat that led (or leads) the trick now being played */
  leader: number;
  /** index of the trick now being played */
  trickIndex: number;
  /** tricks with an index below this are played; then the hand ends */
  lastTrick: number;
  /** cards already in the current trick, in play order; `eligible: false` can never win */
  trick: readonly { seat: number; card: number; eligible?: boolean }[];
  /**
   * Two seats drawing after each trick (Supertrump's stage 1): after the trick with index k
   * (while k < drawUntil and cards remain) the winner takes stock[p], the loser stock[p + 1].
   */
  stock?: ArrayLike<number>;
  drawUntil?: number;
  /** the value already won before this position */
  base: number;
  /**
   * A follower without the led suit must play a trump if it holds one (Queen's Dungeon's
   * must-trump rule); default: any card.
   */
  mustRuff?: boolean;
  /** per suit: cards (bits) that may be played whatever was led (Queen's Dungeon's queens); default none */
  free?: ArrayLike<number>;
  /**
   * Key the transposition table by relative ranks (who holds the cards still out, in order)
   * rather than by the cards themselves: more positions meet, each key costs more. Worth it
   * where many cards are equal in points (Tuppi), not with Skat's card points.
   */
  relativeKey?: boolean;
  /**
   * A race instead of counted tricks (Ascot): a trick won by the seat that led it moves the
   * horse of the led suit one step, at most `room[suit]` steps from here; no trick or card
   * counts, and when the last trick is played the value is `finish(steps)`, the steps per suit
   * (at most `most`). `owner[suit]`, the seat whose horse it is, orders the moves only.
   */
  race?: RaceRule;
}

/** See TrickDeal.race. */
export interface RaceRule {
  room: ArrayLike<number>;
  owner: ArrayLike<number>;
  most: number;
  finish(steps: Int32Array): number;
}

const MAX_SEATS = 8;
const MAX_SUITS = 8;
const MAX_TRICKS = 32;
const MAX_PLY = MAX_TRICKS * MAX_SEATS;
const TT_BITS = 20;
const TT_SIZE = 1 << TT_BITS;
const NO_MOVE = -1;

/**
 * Everything of a deal but its cards, position and base: deals alike in this give a position
 * the same value still to come (the table's entries). '' for a race, whose finish is code.
 */
function rulesKey(d: TrickDeal): string {
  if (d.race) return '';
  const list = (a: ArrayLike<number> | undefined): string => (a ? Array.prototype.join.call(a, ',') : '-');
  return [
    d.seats, d.suits, d.trump, d.trumpTies, d.trickSize, d.endOnGain, d.lastTrick, d.drawUntil ?? 0, d.mustRuff === true, d.relativeKey === true,
    list(d.points), list(d.order), list(d.trickValue), list(d.counts), list(d.maximizer), list(d.free),
  ].join('|');
}

/** Seeded xorshift for the Zobrist keys (fixed: the same keys in every run). */
function zobristTable(n: number, seed: number): Int32Array {
  const t = new Int32Array(n);
  let x = seed | 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    t[i] = x;
  }
  return t;
}
const Z_CARD1 = zobristTable(MAX_SEATS * MAX_SUITS * 16, 0x2545f491);
const Z_CARD2 = zobristTable(MAX_SEATS * MAX_SUITS * 16, 0x6c078965);
const Z_LEAD1 = zobristTable(MAX_SEATS * MAX_TRICKS, 0x1b873593);
const Z_LEAD2 = zobristTable(MAX_SEATS * MAX_TRICKS, 0x5bd1e995);
const Z_STOCK1 = zobristTable(MAX_SUITS * 16 * 64, 0x68e31da4);
const Z_STOCK2 = zobristTable(MAX_SUITS * 16 * 64, 0x3c6ef372);
/** A race's step of suit e from k to k + 1 steps: index e * MAX_TRICKS + k. */
const Z_RACE1 = zobristTable(MAX_SUITS * MAX_TRICKS, 0x4f1bbcdc);
const Z_RACE2 = zobristTable(MAX_SUITS * MAX_TRICKS, 0x7a3d5f11);
/** The bit of a pop token that says the trick moved a horse. */
const MOVED = 1 << 28;

const highBit = (m: number): number => 31 - Math.clz32(m);
const lowBit = (m: number): number => 31 - Math.clz32(m & -m);

/**
 * One solver, reused from position to position (its tables are large). `load` sets a
 * position; `bands` and `moveBands` answer how the value compares to a list of thresholds
 * (each answer is a null-window search, the cheap kind). Not re-entrant.
 */
export class DoubleDummy {
  /** nodes searched since construction (for the bench) */
  nodes = 0;

  private d!: TrickDeal;
  private S = 0;
  private readonly hands = new Int32Array(MAX_SEATS * MAX_SUITS);
  /** every card not yet gone: in a hand, in the current trick or in the stock */
  private readonly alive = new Int32Array(MAX_SUITS);
  private readonly points = new Int32Array(MAX_SUITS * 16);
  // The cards played, as a stack: the current trick is [trickStart, top).
  private readonly pCard = new Int32Array(MAX_PLY + MAX_SEATS);
  private readonly pSeat = new Int32Array(MAX_PLY + MAX_SEATS);
  private readonly pElig = new Uint8Array(MAX_PLY + MAX_SEATS);
  private top = 0;
  private trickStart = 0;
  private leader = 0;
  private trickIndex = 0;
  /** value won since the position was loaded, its base included */
  private acc = 0;
  private stockPos = 0;
  private readonly stock = new Int32Array(64);
  private stockLen = 0;
  private drawUntil = 0;
  /** points of the cards still out (in hands, the trick and the stock) */
  private ptsAlive = 0;
  /** from trick k on: the sum and the largest of the tricks' values */
  private readonly tvSum = new Int32Array(MAX_TRICKS * 2 + 1);
  private readonly tvMax = new Int32Array(MAX_TRICKS * 2 + 1);
  private h1 = 0;
  private h2 = 0;
  /** Zobrist of the stock from each position on (suffix XORs) */
  private readonly stockKey1 = new Int32Array(65);
  private readonly stockKey2 = new Int32Array(65);
  private anyIneligible = false;
  /** the deal's must-trump rule and its free cards per suit (null: none), see TrickDeal */
  private ruff = false;
  private free: Int32Array | null = null;
  /** whether quick tricks may bound the search (see quickTricks) */
  private quick = false;
  /** the deal's race (null: tricks and points count), its steps so far and room per suit */
  private race: RaceRule | null = null;
  private readonly steps = new Int32Array(MAX_SUITS);
  private readonly room = new Int32Array(MAX_SUITS);
  private readonly moves = new Int32Array((MAX_PLY + 1) * 16);
  private readonly scores = new Int32Array((MAX_PLY + 1) * 16);
  /** 1 where the trick of that index was followed by draws */
  private readonly drew = new Uint8Array(MAX_TRICKS * 2);
  // Transposition table (open addressing, always replace): two key words and the entry.
  private readonly ttK1 = new Int32Array(TT_SIZE);
  private readonly ttK2 = new Int32Array(TT_SIZE);
  /** lo | hi << 10 | (move + 1) << 20; 0 = empty */
  private readonly ttV = new Int32Array(TT_SIZE);

  /** The rules of the deals the table holds values for ('' after clearTable). */
  private tableRules = '';

  /**
   * Empties the table. A search calls it first, so that its work, counted in nodes, is a pure
   * function of its own positions, whatever was solved before.
   */
  clearTable(): void {
    this.ttV.fill(0);
    this.tableRules = '';
  }

  /**
   * Sets the position. The table's values (what the rest of the hand is worth from a position)
   * hold for any deal with the same rules, so it is kept while they stay the same: the deals
   * of one decision meet the same endgames again and again.
   */
  load(deal: TrickDeal): void {
    if (deal.seats > MAX_SEATS || deal.suits > MAX_SUITS) throw new Error('doubleDummy: too many seats or suits');
    const rules = rulesKey(deal);
    if (rules === '' || rules !== this.tableRules) this.clearTable();
    this.tableRules = rules;
    this.d = deal;
    const S = (this.S = deal.suits);
    this.points.fill(0);
    for (let i = 0; i < S * 16; i++) this.points[i] = deal.points[i] ?? 0;
    this.hands.fill(0);
    this.alive.fill(0);
    this.h1 = 0;
    this.h2 = 0;
    for (let i = 0; i < deal.seats * S; i++) {
      const m = deal.hands[i] | 0;
      this.hands[i] = m;
      this.alive[i % S] |= m;
      for (let x = m; x !== 0; x &= x - 1) {
        const z = i * 16 + lowBit(x);
        this.h1 ^= Z_CARD1[z];
        this.h2 ^= Z_CARD2[z];
      }
    }
    this.ruff = deal.mustRuff === true && deal.trump >= 0;
    this.free = null;
    if (deal.free) {
      this.free = new Int32Array(S);
      for (let e = 0; e < S; e++) this.free[e] = deal.free[e] | 0;
    }
    this.top = 0;
    this.trickStart = 0;
    this.anyIneligible = false;
    for (const p of deal.trick) {
      this.pCard[this.top] = p.card;
      this.pSeat[this.top] = p.seat;
      this.pElig[this.top] = p.eligible === false ? 0 : 1;
      if (p.eligible === false) this.anyIneligible = true;
      this.alive[p.card >> 4] |= 1 << (p.card & 15);
      this.top++;
    }
    this.stockLen = deal.stock?.length ?? 0;
    for (let i = 0; i < this.stockLen; i++) {
      const c = deal.stock![i];
      this.stock[i] = c;
      this.alive[c >> 4] |= 1 << (c & 15);
    }
    this.stockKey1[this.stockLen] = 0;
    this.stockKey2[this.stockLen] = 0;
    for (let i = this.stockLen - 1; i >= 0; i--) {
      const z = (this.stock[i] * 64 + i) & (Z_STOCK1.length - 1);
      this.stockKey1[i] = this.stockKey1[i + 1] ^ Z_STOCK1[z];
      this.stockKey2[i] = this.stockKey2[i + 1] ^ Z_STOCK2[z];
    }
    this.stockPos = 0;
    this.drawUntil = deal.drawUntil ?? 0;
    this.leader = deal.leader;
    this.trickIndex = deal.trickIndex;
    this.acc = deal.base;
    this.ptsAlive = 0;
    for (let e = 0; e < S; e++) for (let m = this.alive[e]; m !== 0; m &= m - 1) this.ptsAlive += this.points[e * 16 + lowBit(m)];
    this.tvSum.fill(0);
    this.tvMax.fill(0);
    // Quick tricks need tricks alone to count (no card points, no stock to draw, no early end).
    this.race = deal.race ?? null;
    this.steps.fill(0);
    this.room.fill(0);
    if (this.race) for (let e = 0; e < S; e++) this.room[e] = this.race.room[e];
    this.quick = this.ptsAlive === 0 && this.stockLen === 0 && !deal.endOnGain && this.race === null;
    for (let k = Math.min(deal.lastTrick, MAX_TRICKS) - 1; k >= 0; k--) {
      const v = deal.trickValue[k] ?? 0;
      this.tvSum[k] = this.tvSum[k + 1] + v;
      this.tvMax[k] = Math.max(this.tvMax[k + 1], v);
    }
  }

  /** The value won so far, the position's base included. */
  count(): number {
    return this.acc;
  }

  /** Whether the hand is over (every trick played, or the first gain ended it). */
  finished(): boolean {
    return this.over();
  }

  /** The seat to play next. */
  toMove(): number {
    return this.d.order[this.leader * this.d.trickSize + (this.top - this.trickStart)];
  }

  /** The cards the seat to move may play (every one, no two merged), as card ids. */
  legalCards(): number[] {
    const out: number[] = [];
    if (this.over()) return out;
    const base = this.toMove() * this.S;
    const must = this.requiredSuit(base);
    for (let e = 0; e < this.S; e++) for (let m = this.playable(base, e, must); m !== 0; m &= m - 1) out.push(e * 16 + lowBit(m));
    return out;
  }

  /**
   * The suit the seat whose hands start at `base` must play to the current trick: the led suit if
   * held, else (must trump) the trump if held; -1 when any card may go (or on the lead).
   */
  private requiredSuit(base: number): number {
    if (this.top === this.trickStart) return -1;
    const led = this.pCard[this.trickStart] >> 4;
    if (this.hands[base + led] !== 0) return led;
    const trump = this.d.trump;
    return this.ruff && this.hands[base + trump] !== 0 ? trump : -1;
  }

  /** The seat's cards of suit `e` it may play when it must play suit `must` (-1: any): the free cards of other suits. */
  private playable(base: number, e: number, must: number): number {
    const mine = this.hands[base + e];
    if (must < 0 || e === must) return mine;
    return this.free === null ? 0 : mine & this.free[e];
  }

  /**
   * The legal cards with each one's representative: a card next below another of the same
   * seat, with nothing between them and the same points, plays exactly as that one (the
   * solver merges them). `same[i]` is the index in `cards` of card i's representative.
   */
  classes(): { cards: number[]; same: number[] } {
    const cards = this.legalCards();
    if (cards.length === 0) return { cards, same: [] };
    const base = this.toMove() * this.S;
    const must = this.requiredSuit(base);
    const trump = this.d.trump;
    const ties = this.d.trumpTies;
    const same = cards.map((_, i) => i);
    // Highest first, so each card can point at its representative's final answer.
    for (let i = cards.length - 1; i >= 0; i--) {
      const c = cards[i];
      const e = c >> 4;
      const b = c & 15;
      const above = this.alive[e] & ~((2 << b) - 1);
      if (above === 0) continue;
      const nb = lowBit(above);
      const tieEdge = e === trump && b < ties && nb >= ties;
      if (((this.playable(base, e, must) >> nb) & 1) !== 0 && this.points[e * 16 + nb] === this.points[c] && !tieEdge) {
        same[i] = same[cards.indexOf(e * 16 + nb)];
      }
    }
    return { cards, same };
  }

  /**
   * How many of the ascending `thresholds` the final value reaches with best play from here
   * (0 = below the first). `guess` is the band to test first.
   */
  band(thresholds: readonly number[], guess = 0): number {
    return this.bandHere(thresholds, guess);
  }

  /** For each of `cards` (legal for the seat to move), the band after playing it. */
  moveBands(cards: readonly number[], thresholds: readonly number[], guess = 0): number[] {
    const out: number[] = [];
    let g = guess;
    for (const c of cards) {
      const undo = this.play(c);
      const b = this.bandHere(thresholds, g);
      this.unplay(undo);
      out.push(b);
      g = b;
    }
    return out;
  }

  /** The exact final value with best play (several null-window searches; for tests and tools). */
  value(): number {
    let lo = this.acc;
    let hi = this.acc + this.upper();
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.atLeast(mid)) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Plays `card` for the seat to move (it must be legal); returns what `unplay` needs. */
  play(card: number): number {
    const seat = this.toMove();
    return this.push(seat, card);
  }

  unplay(token: number): void {
    this.pop(token);
  }

  // ------------------------------------------------------------------ internals

  private bandHere(thresholds: readonly number[], guess: number): number {
    let b = Math.max(0, Math.min(thresholds.length, guess));
    // Walk from the guess: up while the next threshold is reached, down while this one is not.
    if (b < thresholds.length && this.atLeast(thresholds[b])) {
      b++;
      while (b < thresholds.length && this.atLeast(thresholds[b])) b++;
      return b;
    }
    while (b > 0 && !this.atLeast(thresholds[b - 1])) b--;
    return b;
  }

  /** Does the final value reach `t` with best play from the current position? */
  private atLeast(t: number): boolean {
    const need = t - this.acc;
    if (need <= 0) return true;
    if (need > this.upper()) return false;
    return this.search(need - 1, need, 0) >= need;
  }

  private over(): boolean {
    return this.trickIndex >= this.d.lastTrick;
  }

  /**
   * What the rest of the hand can add at most: the points still out and every trick's value
   * (one trick's, where the hand ends at the first gain).
   */
  private upper(): number {
    const k = this.trickIndex;
    if (k >= this.d.lastTrick) return 0;
    if (this.race !== null) return this.race.most;
    return this.ptsAlive + (this.d.endOnGain ? this.tvMax[k] : this.tvSum[k]);
  }

  /** Index on the stack of the card winning the current trick so far. */
  private winnerIndex(): number {
    if (this.anyIneligible) return this.winnerSlow();
    const trump = this.d.trump;
    const ties = this.d.trumpTies;
    let best = this.trickStart;
    let bc = this.pCard[best];
    for (let i = best + 1; i < this.top; i++) {
      const c = this.pCard[i];
      const e = c >> 4;
      const eb = bc >> 4;
      const beats = e === eb ? (c & 15) > (bc & 15) && !(e === trump && (bc & 15) >= ties) : e === trump;
      if (beats) {
        best = i;
        bc = c;
      }
    }
    return best;
  }

  /**
   * With a card that cannot win (a folded Toepen player's): the led suit still counts; the
   * best eligible card of it wins, else the best eligible card of the earliest eligible's suit.
   */
  private winnerSlow(): number {
    const trump = this.d.trump;
    const led = this.pCard[this.trickStart] >> 4;
    let best = -1;
    let firstElig = -1;
    for (let i = this.trickStart; i < this.top; i++) {
      if (!this.pElig[i]) continue;
      if (firstElig < 0) firstElig = i;
      const c = this.pCard[i];
      if (best < 0) {
        if ((c >> 4) === led || (c >> 4) === trump) best = i;
        continue;
      }
      const bc = this.pCard[best];
      if ((c >> 4) === (bc >> 4) ? (c & 15) > (bc & 15) : (c >> 4) === trump) best = i;
    }
    if (best >= 0) return best;
    if (firstElig < 0) return this.trickStart;
    best = firstElig;
    const suit = this.pCard[firstElig] >> 4;
    for (let i = firstElig + 1; i < this.top; i++) {
      const c = this.pCard[i];
      if (this.pElig[i] && (c >> 4) === suit && (c & 15) > (this.pCard[best] & 15)) best = i;
    }
    return best;
  }

  /**
   * Puts `card` from `seat` on the trick; completes the trick (and draws) when it is full.
   * Returns a token for pop: the trick's gain + 1 when it completed one, else 0.
   */
  private push(seat: number, card: number): number {
    const S = this.S;
    const e = card >> 4;
    const bit = 1 << (card & 15);
    const slot = seat * S + e;
    this.hands[slot] &= ~bit;
    const z = slot * 16 + (card & 15);
    this.h1 ^= Z_CARD1[z];
    this.h2 ^= Z_CARD2[z];
    this.pCard[this.top] = card;
    this.pSeat[this.top] = seat;
    this.pElig[this.top] = 1;
    this.top++;
    if (this.top - this.trickStart < this.d.trickSize) return 0;
    return this.completeTrick();
  }

  private completeTrick(): number {
    const d = this.d;
    const wi = this.winnerIndex();
    const w = this.pSeat[wi];
    let pts = 0;
    for (let i = this.trickStart; i < this.top; i++) {
      const c = this.pCard[i];
      pts += this.points[c];
      this.alive[c >> 4] &= ~(1 << (c & 15));
    }
    let gain: number;
    let moved = 0;
    if (this.race !== null) {
      // the leader won: the led suit's horse steps on, while it has room
      const e = this.pCard[this.trickStart] >> 4;
      if (w === this.pSeat[this.trickStart] && this.steps[e] < this.room[e]) {
        this.raceStep(e, this.steps[e]);
        this.steps[e]++;
        moved = MOVED;
      }
      gain = this.trickIndex + 1 >= d.lastTrick ? this.race.finish(this.steps) : 0;
    } else {
      const tv = d.trickValue[this.trickIndex] ?? 0;
      gain = d.counts[w] ? pts + tv : 0;
    }
    this.acc += gain;
    this.ptsAlive -= pts;
    // Draws: the winner takes the next stock card, the other seat the one after it.
    const draws = this.trickIndex < this.drawUntil && this.stockPos < this.stockLen;
    this.drew[this.trickIndex] = draws ? 1 : 0;
    if (draws) {
      const loser = this.pSeat[wi === this.trickStart ? this.trickStart + 1 : this.trickStart];
      this.draw(w, this.stockPos);
      if (this.stockPos + 1 < this.stockLen) this.draw(loser, this.stockPos + 1);
      this.stockPos += 2;
    }
    this.trickIndex++;
    const prevLeader = this.leader;
    this.leader = w;
    this.trickStart = this.top;
    if (d.endOnGain && gain > 0) this.trickIndex += MAX_TRICKS; // the hand is over
    // token: gain, previous leader, trick's size and tv packed (pop restores from the stack)
    return 1 + gain + (prevLeader << 12) + (pts << 16) + moved;
  }

  /** The table key's change for suit e's step from k to k + 1 steps (or back). */
  private raceStep(e: number, k: number): void {
    this.h1 ^= Z_RACE1[e * MAX_TRICKS + k];
    this.h2 ^= Z_RACE2[e * MAX_TRICKS + k];
  }

  private draw(seat: number, pos: number): void {
    const c = this.stock[pos];
    const slot = seat * this.S + (c >> 4);
    this.hands[slot] |= 1 << (c & 15);
    const z = slot * 16 + (c & 15);
    this.h1 ^= Z_CARD1[z];
    this.h2 ^= Z_CARD2[z];
  }

  private undraw(seat: number, pos: number): void {
    const c = this.stock[pos];
    const slot = seat * this.S + (c >> 4);
    this.hands[slot] &= ~(1 << (c & 15));
    const z = slot * 16 + (c & 15);
    this.h1 ^= Z_CARD1[z];
    this.h2 ^= Z_CARD2[z];
  }

  private pop(token: number): void {
    if (token !== 0) {
      const gain = (token & 0xfff) - 1;
      const prevLeader = (token >> 12) & 0xf;
      const pts = (token >> 16) & 0xfff;
      if (this.trickIndex >= MAX_TRICKS) this.trickIndex -= MAX_TRICKS;
      this.trickIndex--;
      const d = this.d;
      this.trickStart = this.top - d.trickSize;
      if ((token & MOVED) !== 0) {
        const e = this.pCard[this.trickStart] >> 4;
        this.steps[e]--;
        this.raceStep(e, this.steps[e]);
      }
      const w = this.leader;
      this.leader = prevLeader;
      if (this.drew[this.trickIndex]) {
        const wi = this.winnerIndex();
        const loser = this.pSeat[wi === this.trickStart ? this.trickStart + 1 : this.trickStart];
        this.stockPos -= 2;
        this.undraw(w, this.stockPos);
        if (this.stockPos + 1 < this.stockLen) this.undraw(loser, this.stockPos + 1);
      }
      this.acc -= gain;
      this.ptsAlive += pts;
      for (let i = this.trickStart; i < this.top; i++) {
        const c = this.pCard[i];
        this.alive[c >> 4] |= 1 << (c & 15);
      }
    }
    this.top--;
    const card = this.pCard[this.top];
    const seat = this.pSeat[this.top];
    const slot = seat * this.S + (card >> 4);
    this.hands[slot] |= 1 << (card & 15);
    const z = slot * 16 + (card & 15);
    this.h1 ^= Z_CARD1[z];
    this.h2 ^= Z_CARD2[z];
  }

  private rk1 = 0;
  private rk2 = 0;
  /**
   * The table key by relative ranks: for each suit, who holds its cards still out, top down,
   * and their points. Two positions alike in that are alike in play, whatever cards are gone
   * (four players' tricks of seven cards: about half the nodes).
   */
  private relativeKey(): void {
    const S = this.S;
    const seats = this.d.seats;
    const trump = this.d.trump;
    const ties = this.d.trumpTies;
    let a = 0x811c9dc5;
    let b2 = 0x3c6ef372;
    for (let e = 0; e < S; e++) {
      for (let m = this.alive[e]; m !== 0;) {
        const bit = highBit(m);
        m &= ~(1 << bit);
        let holder = 0;
        while (holder < seats && ((this.hands[holder * S + e] >> bit) & 1) === 0) holder++;
        const sym = 1 + holder * 64 + this.points[e * 16 + bit] + (e === trump && bit >= ties ? 32 : 0);
        a = Math.imul(a ^ sym, 0x01000193);
        b2 = Math.imul(b2 + sym, 0x85ebca6b) ^ (b2 >>> 13);
      }
      a = Math.imul(a ^ 0x7f4a7c15, 0x01000193);
      b2 = Math.imul(b2 + 0x7f4a7c15, 0x85ebca6b) ^ (b2 >>> 13);
    }
    this.rk1 = a;
    this.rk2 = b2;
  }

  /**
   * Quick tricks: where only tricks count and nobody can ruff, the leader's side surely takes a
   * trick with each card of an unbroken run from the top of a suit (it keeps the lead). That
   * bounds the value: from below if those tricks count for the maximizers, from above if they
   * are tricks the maximizers cannot have. Returns the bound where it settles the window, else -1.
   */
  private quickTricks(up: number, alpha: number, beta: number): number {
    const d = this.d;
    if (!this.quick) return -1;
    const L = this.leader;
    const counting = d.counts[L] !== 0;
    // A side that would rather not take the tricks it could cash proves nothing.
    if (counting !== (d.maximizer[L] !== 0)) return -1;
    const S = this.S;
    if (d.trump >= 0) {
      // Nobody outside the leader's side may hold a trump.
      for (let x = 0; x < d.seats; x++) {
        if (this.hands[x * S + d.trump] !== 0 && (d.counts[x] !== d.counts[L] || d.maximizer[x] !== d.maximizer[L])) return -1;
      }
    }
    let n = 0;
    for (let e = 0; e < S; e++) {
      const mine = this.hands[L * S + e];
      for (let m = this.alive[e]; m !== 0;) {
        const b = highBit(m);
        if (((mine >> b) & 1) === 0) break;
        n++;
        m &= ~(1 << b);
      }
    }
    if (n === 0) return -1;
    const k = this.trickIndex;
    const last = Math.min(d.lastTrick, k + n);
    const gain = this.tvSum[k] - this.tvSum[last];
    if (counting) return gain >= beta ? gain : -1;
    const most = up - gain;
    return most <= alpha ? most : -1;
  }

  /** Is seat `a` content when seat `b` wins a trick? */
  private friend(a: number, b: number): boolean {
    return (this.d.maximizer[a] !== 0) === (this.d.counts[b] !== 0);
  }

  /** Fills the move list for `seat` at `ply`, best-looking first; merges equivalent cards. */
  private generate(seat: number, ply: number): number {
    const S = this.S;
    const base = seat * S;
    const o = ply * 16;
    let n = 0;
    const inTrick = this.top - this.trickStart;
    let from = 0;
    let to = S;
    const must = this.requiredSuit(base);
    // Without free cards only the suit that must be played is searched (the other games' path).
    if (must >= 0 && this.free === null) {
      from = must;
      to = must + 1;
    }
    const wantsToWin = this.friend(seat, seat);
    let winCard = -1;
    let happy = false;
    if (inTrick > 0) {
      const wi = this.winnerIndex();
      winCard = this.pCard[wi];
      happy = this.friend(seat, this.pSeat[wi]);
    }
    const last = inTrick === this.d.trickSize - 1;
    const trump = this.d.trump;
    const ties = this.d.trumpTies;
    for (let e = from; e < to; e++) {
      const mine = this.free === null ? this.hands[base + e] : this.playable(base, e, must);
      for (let m = mine; m !== 0;) {
        const b = highBit(m);
        m &= ~(1 << b);
        const c = e * 16 + b;
        const pts = this.points[c];
        // A card next below one of my own of the same points is the same card for the play
        // (not a top trump below a tied super-trump: the super-trump beats it).
        const above = this.alive[e] & ~((2 << b) - 1);
        if (above !== 0) {
          const nb = lowBit(above);
          const tieEdge = e === trump && b < ties && nb >= ties;
          if (((mine >> nb) & 1) !== 0 && this.points[e * 16 + nb] === pts && !tieEdge) continue;
        }
        let sc: number;
        if (this.race !== null) sc = this.raceOrder(seat, c, above === 0, inTrick === 0 ? -1 : winCard);
        else if (inTrick === 0) {
          const boss = above === 0;
          sc = wantsToWin ? 200 + (boss ? 100 : 0) + b : 200 - b;
        } else {
          const we = winCard >> 4;
          const wins = e === we ? b > (winCard & 15) && !(e === trump && (winCard & 15) >= ties) : e === trump;
          if (wins) sc = wantsToWin ? 500 + (last ? pts : 16 - b) : 40 + (16 - b);
          else if (happy) sc = 300 + pts + b;
          else sc = wantsToWin ? 100 - pts - b : 200 + b;
        }
        this.moves[o + n] = c;
        this.scores[o + n] = sc;
        n++;
      }
    }
    for (let i = 1; i < n; i++) {
      const c = this.moves[o + i];
      const sc = this.scores[o + i];
      let j = i - 1;
      while (j >= 0 && this.scores[o + j] < sc) {
        this.moves[o + j + 1] = this.moves[o + j];
        this.scores[o + j + 1] = this.scores[o + j];
        j--;
      }
      this.moves[o + j + 1] = c;
      this.scores[o + j + 1] = sc;
    }
    return n;
  }

  /**
   * A race's move order: a lead of its own horse's suit (a sure winner first, else the higher),
   * then a suit whose horse cannot move, then the other's suit, low first; following, the
   * cheapest winner against the leader's own horse, the lowest card under one's own.
   */
  private raceOrder(seat: number, c: number, boss: boolean, winCard: number): number {
    const race = this.race!;
    const e = c >> 4;
    const b = c & 15;
    if (winCard < 0) {
      if (this.steps[e] >= this.room[e]) return 200 - b;
      return race.owner[e] === seat ? 300 + (boss ? 100 : 0) + b : 100 - b;
    }
    const led = winCard >> 4;
    const trump = this.d.trump;
    const wins = e === led ? b > (winCard & 15) : e === trump;
    if (this.steps[led] < this.room[led] && race.owner[led] !== seat) return wins ? 500 - b : 100 - b;
    return wins ? 40 - b : 300 - b;
  }

  /** Alpha-beta on the value still to come (`acc` excluded); a fail-soft null window mostly. */
  private search(alpha: number, beta: number, ply: number): number {
    this.nodes++;
    if (this.trickIndex >= this.d.lastTrick) return 0;
    const atStart = this.top === this.trickStart;
    let idx = -1;
    let k1 = 0;
    let k2 = 0;
    let ttMove = NO_MOVE;
    if (atStart) {
      const up = this.upper();
      if (alpha >= up) return up;
      if (beta <= 0) return 0;
      const qt = this.quickTricks(up, alpha, beta);
      if (qt >= 0) return qt;
      const zl = this.leader * MAX_TRICKS + this.trickIndex;
      const sp = this.stockPos < this.stockLen ? this.stockPos : this.stockLen;
      if (this.d.relativeKey) {
        this.relativeKey();
        k1 = this.rk1 ^ Z_LEAD1[zl] ^ this.stockKey1[sp];
        k2 = this.rk2 ^ Z_LEAD2[zl] ^ this.stockKey2[sp];
      } else {
        k1 = this.h1 ^ Z_LEAD1[zl] ^ this.stockKey1[sp];
        k2 = this.h2 ^ Z_LEAD2[zl] ^ this.stockKey2[sp];
      }
      idx = (k1 ^ (k2 >>> 7)) & (TT_SIZE - 1);
      const v = this.ttV[idx];
      if (v !== 0 && this.ttK1[idx] === k1 && this.ttK2[idx] === k2) {
        const lo = v & 1023;
        const hi = (v >> 10) & 1023;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
        ttMove = (v >>> 20) - 1;
      }
    }
    const seat = this.toMove();
    const max = this.d.maximizer[seat] !== 0;
    const n = this.generate(seat, ply);
    const o = ply * 16;
    if (ttMove !== NO_MOVE) {
      for (let i = 1; i < n; i++) {
        if (this.moves[o + i] === ttMove) {
          this.moves[o + i] = this.moves[o];
          this.moves[o] = ttMove;
          break;
        }
      }
    }
    const a0 = alpha;
    const b0 = beta;
    let best = max ? -1 : 1 << 20;
    let bestMove = NO_MOVE;
    for (let i = 0; i < n; i++) {
      const c = this.moves[o + i];
      const accBefore = this.acc;
      const token = this.push(seat, c);
      const gain = this.acc - accBefore;
      const v = gain + this.search(alpha - gain, beta - gain, ply + 1);
      this.pop(token);
      if (max) {
        if (v > best) {
          best = v;
          bestMove = c;
          if (best > alpha) alpha = best;
        }
      } else if (v < best) {
        best = v;
        bestMove = c;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    if (atStart) {
      let lo = 0;
      let hi = 1023;
      const v = this.ttV[idx];
      if (v !== 0 && this.ttK1[idx] === k1 && this.ttK2[idx] === k2) {
        lo = v & 1023;
        hi = (v >> 10) & 1023;
      }
      if (best <= a0) hi = Math.min(hi, best);
      else if (best >= b0) lo = Math.max(lo, best);
      else lo = hi = best;
      this.ttK1[idx] = k1;
      this.ttK2[idx] = k2;
      this.ttV[idx] = lo | (hi << 10) | ((bestMove + 1) << 20);
    }
    return best;
  }
}
