// Test support: an independent reading of the spec (§2, §4, §5, §6), written apart from the
// engine's modules and sharing none of them, to play random matches against. It keeps its own
// deal from the setup's fixed deals and the log, and says at every point what each seat may do,
// who wins each trick and what each deal scores.
import type { Action, Deal, Seat } from '../../core/types';

const TRUMPS = ['QC', 'QS', 'JC', 'JS', 'JH', 'JD', 'AD', '10D', 'KD', 'QD', '9D'];
const PLAIN_RANKS = ['A', '10', 'K', 'Q', '9'];
const VALUE: Record<string, number> = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0 };

const rank = (c: string): string => c.slice(0, -1);
const suitOf = (c: string): string => (TRUMPS.includes(c) ? 'T' : c.slice(-1));
/** Higher is better; a trump always beats a plain card. */
const power = (c: string): number => (TRUMPS.includes(c) ? 100 - TRUMPS.indexOf(c) : 10 - PLAIN_RANKS.indexOf(rank(c)));

export interface RefTable {
  score: { all: number; schneider: number; win: number; oppWin: number; oppSchneider: number; winMin: number; schneiderMin: number; oppSchneiderMax: number };
  solo: { all: number; schneider: number; win: number; oppWin: number; oppSchneider: number };
  knock: [number, number];
  knockOff: [number, number];
  soloKnock: [number, number];
  literal: boolean;
  requireSuit: boolean;
  aceMustFollow: boolean;
}

/** One deal of the reference, driven action by action. */
export class RefDeal {
  hands: string[][];
  phase: 'declare' | 'poll' | 'play' | 'done' = 'declare';
  asked: Seat[];
  kind: 'NORMAL' | 'CALLED' | 'SOLO' = 'NORMAL';
  team: Seat[] = [];
  called: string | null = null;
  knocked = false;
  knockedOff = false;
  leader: Seat;
  trick: { seat: Seat; card: string }[] = [];
  tricksDone = 0;
  won: { seat: Seat; points: number }[] = [];
  deltas: number[] | null = null;

  constructor(deal: Deal, readonly dealer: Seat, readonly t: RefTable) {
    this.hands = deal.hands.map((h) => h.slice());
    this.asked = [1, 2, 3, 4].map((k) => (dealer + k) % 4);
    this.leader = (dealer + 1) % 4;
  }

  private both(seat: Seat): boolean {
    return this.hands[seat].includes('QC') && this.hands[seat].includes('QS');
  }

  private open(): boolean {
    return this.phase === 'poll' || (this.phase === 'play' && this.tricksDone === 0);
  }

  private knockable(seat: Seat): string | null {
    if (!this.open()) return null;
    if (!this.knocked && this.team.includes(seat)) return 'KNOCK';
    if (this.knocked && !this.knockedOff && !this.team.includes(seat)) return 'KNOCK_OFF';
    return null;
  }

  /** The actions `seat` may send now, as strings ('PASS', 'PLAY 9D', 'CALL AH'). */
  legal(seat: Seat): string[] {
    if (this.phase === 'declare') {
      if (this.asked[0] !== seat) return [];
      if (!this.both(seat)) return ['PASS'];
      const hand = this.hands[seat];
      const aces = ['AC', 'AS', 'AH'].filter((a) => !hand.includes(a) && (!this.t.requireSuit || hand.some((c) => suitOf(c) === a.slice(-1))));
      return [...aces.map((a) => `CALL ${a}`), 'GO_ALONE'];
    }
    if (this.phase === 'poll') {
      if (this.asked[0] !== seat) return [];
      const k = this.knockable(seat);
      return k ? [k, 'PASS'] : ['PASS'];
    }
    if (this.phase !== 'play') return [];
    const k = this.knockable(seat);
    const out: string[] = [];
    if ((this.leader + this.trick.length) % 4 === seat) {
      const hand = this.hands[seat];
      let cards = hand;
      if (this.trick.length > 0) {
        const led = this.trick[0].card;
        if (this.t.aceMustFollow && this.called && suitOf(led) === this.called.slice(-1) && hand.includes(this.called)) cards = [this.called];
        else {
          const same = hand.filter((c) => suitOf(c) === suitOf(led));
          if (same.length > 0) cards = same;
        }
      }
      out.push(...cards.map((c) => `PLAY ${c}`));
    }
    if (k) out.push(k);
    return out;
  }

  /** Applies an action the engine accepted; returns the trick's winner when one completed. */
  apply(seat: Seat, a: Action): Seat | null {
    if (this.phase === 'declare') {
      if (a.type === 'CALL_PARTNER') {
        this.kind = 'CALLED';
        this.called = a.card as string;
      } else if (a.type === 'GO_ALONE') this.kind = 'SOLO';
      this.asked.shift();
      if (this.asked.length === 0) {
        const holder = (c: string): Seat => this.hands.findIndex((h) => h.includes(c));
        if (this.kind === 'NORMAL') this.team = [holder('QC'), holder('QS')];
        else if (this.kind === 'CALLED') this.team = [holder('QC'), holder(this.called!)];
        else this.team = [holder('QC')];
        this.phase = 'poll';
        this.asked = [0, 1, 2, 3].map((k) => (this.leader + k) % 4);
      }
      return null;
    }
    if (a.type === 'KNOCK') {
      this.knocked = true;
      this.phase = 'poll';
      this.asked = [1, 2, 3].map((k) => (seat + k) % 4);
      return null;
    }
    if (a.type === 'KNOCK_OFF') this.knockedOff = true;
    if (a.type === 'PASS' || a.type === 'KNOCK_OFF') {
      if (this.phase === 'poll') {
        this.asked.shift();
        if (this.asked.length === 0) this.phase = 'play';
      }
      return null;
    }
    const card = a.card as string;
    this.hands[seat] = this.hands[seat].filter((c) => c !== card);
    this.trick.push({ seat, card });
    if (this.trick.length < 4) return null;
    const led = suitOf(this.trick[0].card);
    const candidates = this.trick.some((p) => suitOf(p.card) === 'T') ? this.trick.filter((p) => suitOf(p.card) === 'T') : this.trick.filter((p) => suitOf(p.card) === led);
    const best = candidates.reduce((x, y) => (power(y.card) > power(x.card) ? y : x));
    this.won.push({ seat: best.seat, points: this.trick.reduce((n, p) => n + VALUE[rank(p.card)], 0) });
    this.trick = [];
    this.leader = best.seat;
    this.tricksDone++;
    if (this.tricksDone === 1) {
      this.phase = 'poll';
      this.asked = [0, 1, 2, 3].map((k) => (best.seat + k) % 4);
    } else if (this.tricksDone === 6) this.finish();
    return best.seat;
  }

  private finish(): void {
    this.phase = 'done';
    const mine = this.won.filter((w) => this.team.includes(w.seat));
    const qp = mine.reduce((n, w) => n + w.points, 0);
    const all = mine.length === 6;
    const solo = this.kind === 'SOLO';
    const t = this.t;
    let forTeam = 0;
    let forOthers = 0;
    if (this.knocked) {
      const [win, lose] = solo ? t.soloKnock : this.knockedOff ? t.knockOff : t.knock;
      if (all || (this.knockedOff && !solo && t.literal)) forTeam = win;
      else forOthers = lose;
    } else {
      const v = solo ? t.solo : t.score;
      if (all) forTeam = v.all;
      else if (qp >= t.score.schneiderMin) forTeam = v.schneider;
      else if (qp >= t.score.winMin) forTeam = v.win;
      else if (qp <= t.score.oppSchneiderMax) forOthers = v.oppSchneider;
      else forOthers = v.oppWin;
    }
    this.deltas = [0, 1, 2, 3].map((x) => (this.team.includes(x) ? forTeam : forOthers));
  }
}

/** The legal list of the engine as the reference's strings. */
export function asStrings(actions: readonly Action[]): string[] {
  return actions.map((a) => (a.type === 'PLAY' ? `PLAY ${String(a.card)}` : a.type === 'CALL_PARTNER' ? `CALL ${String(a.card)}` : a.type)).sort();
}
