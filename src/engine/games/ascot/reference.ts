// Test support: an independent reading of the spec (§2–§6), written apart from the engine's
// modules and sharing none of them, to play random matches against. It deals from the setup's
// fixed deal (hands and stock, §11.5) and follows the log: at every point it says what each seat
// may do, who wins each trick, where every horse stands and what each deal scores.
import type { Action } from '../../core/types';

const ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const rank = (c: string): number => ORDER.indexOf(c.slice(0, -1));
const suit = (c: string): string => c.slice(-1);
const ACE_OF: Record<string, string> = { S: 'AS', C: 'AC', H: 'AH', D: 'AD' };

export interface RefOptions {
  trump: boolean;
  deadHeatOnBest: boolean;
  cap: number;
  confirmDraws: boolean;
}

/** One deal of the reference, driven action by action. */
export class RefDeal {
  hands: string[][];
  stock: string[];
  trump: string | null;
  leader: number;
  trick: { seat: number; card: string }[] = [];
  horses: Record<string, { pos: number; moves: number }>;
  known: string[][] = [[], []];
  /** seats still to send DRAW (confirmDraws) */
  drawing: number[] = [];
  tricksPlayed = 0;
  lastWinner = -1;
  lastLed = '';

  constructor(hands: string[][], stock: string[], dealer: number, start: Record<string, number>, readonly o: RefOptions) {
    this.hands = hands.map((h) => h.slice());
    this.stock = stock.slice();
    this.trump = o.trump ? suit(this.stock[0]) : null;
    this.leader = 1 - dealer;
    this.horses = Object.fromEntries(['AS', 'AC', 'AH', 'AD'].map((a) => [a, { pos: start[a], moves: 0 }]));
  }

  get over(): boolean {
    return this.tricksPlayed === 24 && this.drawing.length === 0;
  }

  /** The actions `seat` may send now, as strings ('PLAY 9D', 'DRAW'). */
  legal(seat: number): string[] {
    if (this.over) return [];
    if (this.drawing.length > 0) return this.drawing[0] === seat ? ['DRAW'] : [];
    const toPlay = this.trick.length === 0 ? this.leader : 1 - this.leader;
    if (seat !== toPlay) return [];
    const hand = this.hands[seat];
    if (this.trick.length === 0) return hand.map((c) => `PLAY ${c}`);
    const same = hand.filter((c) => suit(c) === suit(this.trick[0].card));
    return (same.length > 0 ? same : hand).map((c) => `PLAY ${c}`);
  }

  /** Applies an action the engine accepted; returns the trick's winner when one completed. */
  apply(seat: number, a: Action): number | null {
    if (a.type === 'DRAW') {
      this.drawing.shift();
      this.drawOne(seat);
      if (this.drawing.length === 0) this.afterDraws();
      return null;
    }
    const card = a.card as string;
    this.hands[seat] = this.hands[seat].filter((c) => c !== card);
    this.known[seat] = this.known[seat].filter((c) => c !== card);
    this.trick.push({ seat, card });
    if (this.trick.length < 2) return null;
    const [lead, follow] = this.trick;
    const beats = suit(follow.card) === suit(lead.card) ? rank(follow.card) > rank(lead.card) : suit(follow.card) === this.trump;
    const winner = beats ? follow.seat : lead.seat;
    this.trick = [];
    this.tricksPlayed++;
    this.lastWinner = winner;
    this.lastLed = lead.card;
    const leaderWon = winner === lead.seat;
    this.leader = winner;
    if (this.stock.length > 0) {
      this.drawing = [winner, 1 - winner];
      if (!this.o.confirmDraws) {
        this.drawOne(winner);
        this.drawOne(1 - winner);
        this.drawing = [];
      } else {
        this.pendingMove = leaderWon;
        return winner;
      }
    }
    if (leaderWon) this.move(lead.card);
    return winner;
  }

  private pendingMove = false;

  private drawOne(seat: number): void {
    const card = this.stock.shift()!;
    this.hands[seat].push(card);
    if (seat === this.lastWinner) this.known[seat].push(card);
  }

  private afterDraws(): void {
    if (this.pendingMove) this.move(this.lastLed);
    this.pendingMove = false;
  }

  private move(led: string): void {
    const h = this.horses[ACE_OF[suit(led)]];
    if (h.moves < this.o.cap) {
      h.pos++;
      h.moves++;
    }
  }

  /** §6.1: 'black', 'red' or 'deadHeat' for the horses as they stand. */
  result(): string {
    const p = this.horses;
    const b = [p.AS.pos, p.AC.pos].sort((x, y) => y - x);
    const r = [p.AH.pos, p.AD.pos].sort((x, y) => y - x);
    if (b[0] !== r[0]) return b[0] > r[0] ? 'black' : 'red';
    if (this.o.deadHeatOnBest || b[1] === r[1]) return 'deadHeat';
    return b[1] > r[1] ? 'black' : 'red';
  }
}

/** The legal list of the engine as the reference's strings. */
export function asStrings(actions: readonly Action[]): string[] {
  return actions.map((a) => (a.type === 'PLAY' ? `PLAY ${String(a.card)}` : a.type)).sort();
}
