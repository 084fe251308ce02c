// Test support: an independent reading of the spec (§2–§6), written apart from the engine's
// modules and sharing none of them, to play random matches against. It keeps its own match —
// the seating, the ranks, the King, sudden death — and its own round: the deal card by card
// with the declaration chances, the kitty, the call, the partner, single and pair tricks and
// the score. Each round's cards come from the engine's deal (the shuffle is not under test);
// everything else is computed here and compared with the engine at every step.
import type { Action, Seat } from '../../core/types';

const TRACK = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['C', 'D', 'H', 'S'];

export interface RefOptions {
  anyTime: boolean;
  pairDeclaration: boolean;
  reinforce: boolean;
  firstDeclarer: boolean;
  strict: boolean;
  byLead: boolean;
  reseat: boolean;
  hidden: boolean;
  shared: boolean;
  start: string;
  skip: string[];
}

export function refOptions(o: Record<string, unknown> = {}): RefOptions {
  const tractor = o.preset === 'tractor';
  const pick = <T>(key: string, seed: T, tr: T = seed): T => (o[key] === undefined ? (tractor ? tr : seed) : (o[key] as T));
  const text = (key: string, seed: string, tr: string = seed): string => pick<string>(key, seed, tr);
  return {
    anyTime: text('declarationTiming', 'onDeal', 'anyTime') === 'anyTime',
    pairDeclaration: pick('allowInitialPairDeclaration', true),
    reinforce: pick('allowReinforce', false),
    firstDeclarer: text('firstKing', 'dealerRight') === 'firstDeclarer',
    strict: text('pairFollow', 'seed', 'strict') === 'strict',
    byLead: text('kittyMultiplier', 'flat2', 'byLead') === 'byLead',
    reseat: pick('reseat', true),
    hidden: pick('hiddenPartner', false),
    shared: text('suddenDeath', 'rounds') === 'shared',
    start: text('startRank', '2'),
    skip: pick<string[]>('skipRanks', []),
  };
}

const rankOf = (c: string): string | null => (c === 'BJ' || c === 'RJ' ? null : c.slice(0, -1));
const suitOf = (c: string): string | null => (c === 'BJ' || c === 'RJ' ? null : c.slice(-1));
const value = (c: string): number => (rankOf(c) === '5' ? 5 : rankOf(c) === '10' || rankOf(c) === 'K' ? 10 : 0);
const count = (hand: readonly string[], c: string): number => hand.filter((x) => x === c).length;
const drop = (hand: string[], c: string): void => { hand.splice(hand.indexOf(c), 1); };
const texts = (hand: readonly string[]): string[] => [...new Set(hand)].sort();

/** What the engine reported of an action, to compare. */
export interface RefEvents {
  trick?: { winner: Seat; points: number };
  scored?: { c: number; steps: number[]; nextKing: Seat };
  winners?: Seat[];
}

type Phase = 'deal' | 'window' | 'choose' | 'kitty' | 'call' | 'play' | 'result' | 'over';

export class RefMatch {
  ranks: number[];
  /** the players in play order, around the table */
  ring: Seat[] = [0, 4, 3, 2, 1];
  contenders: Seat[] = [];
  king: Seat;
  receiver: Seat;
  phase: Phase = 'deal';
  winners: Seat[] = [];
  // the round
  deal: string[][] = [];
  kitty: string[] = [];
  hands: string[][] = [];
  dealt = 0;
  level = 0;
  trumpSuit: string | null = null;
  declarer: Seat = -1;
  declared: string | null = null;
  /** the players still to ask, and the one asked (during the deal and the window) */
  queue: Seat[] = [];
  mustUse: string | null = null;
  quiet = 0;
  buried: string[] = [];
  called: string | null = null;
  partner: Seat = -1;
  leader: Seat = -1;
  plays: { seat: Seat; cards: string[] }[] = [];
  won: number[] = [0, 0, 0, 0, 0];
  lastWinner: Seat = -1;
  lastSize = 1;
  nextKing: Seat = -1;

  constructor(readonly o: RefOptions, dealer: Seat) {
    const start = TRACK.indexOf(o.start);
    this.ranks = [start, start, start, start, start];
    this.receiver = this.after(dealer, 1);
    this.king = o.firstDeclarer ? -1 : this.receiver;
  }

  /** The player `k` places after `seat` in play order. */
  after(seat: Seat, k: number): Seat {
    return this.ring[(this.ring.indexOf(seat) + k) % 5];
  }

  get r(): string {
    return TRACK[this.ranks[this.king >= 0 ? this.king : this.receiver]];
  }

  trump(c: string): boolean {
    return rankOf(c) === null || rankOf(c) === this.r || (this.trumpSuit !== 'NT' && suitOf(c) === this.trumpSuit);
  }

  eff(c: string): string {
    return this.trump(c) ? 'T' : suitOf(c)!;
  }

  power(c: string): number {
    if (c === 'RJ') return 100;
    if (c === 'BJ') return 99;
    if (rankOf(c) === this.r) return suitOf(c) === this.trumpSuit ? 98 : 97;
    return TRACK.indexOf(rankOf(c)!);
  }

  /** A round begins: the engine's deal (hands by seat in the order received, and the kitty). */
  startRound(deal: string[][], kitty: string[]): void {
    Object.assign(this, {
      deal: deal.map((h) => h.slice()), kitty: kitty.slice(), hands: [[], [], [], [], []], dealt: 0, level: 0, trumpSuit: null,
      declarer: -1, declared: null, queue: [], mustUse: null, quiet: 0, buried: [], called: null, partner: -1, plays: [],
      won: [0, 0, 0, 0, 0], lastWinner: -1, lastSize: 1, phase: 'deal',
    });
    this.leader = this.king;
    this.dealRun();
  }

  /** The declarations `seat` may make now (as strings), with `use` only. */
  declarations(seat: Seat, use: string | null): string[] {
    const out: string[] = [];
    const hand = this.hands[seat];
    for (const c of texts(hand)) {
      if (rankOf(c) !== this.r || (use && c !== use)) continue;
      const n = count(hand, c);
      if (this.level === 0) {
        out.push(`DECLARE ${c}`);
        if (n === 2 && this.o.pairDeclaration) out.push(`DECLARE ${c} ${c}`);
      } else if (this.level === 1 && seat !== this.declarer && n === 2 && suitOf(c) !== this.trumpSuit) out.push(`OVERRIDE ${c} ${c}`);
      else if (this.level === 1 && seat === this.declarer && n === 2 && this.o.reinforce && c === this.declared) out.push(`REINFORCE ${c}`);
    }
    return out;
  }

  private dealRun(): void {
    const first = this.ring.indexOf(this.receiver);
    while (this.dealt < 100) {
      const p = this.ring[(first + this.dealt) % 5];
      const c = this.deal[p][Math.floor(this.dealt / 5)];
      this.hands[p].push(c);
      this.dealt++;
      if (!this.o.anyTime) {
        if (this.declarations(p, c).length > 0) {
          this.queue = [p];
          this.mustUse = c;
          return;
        }
      } else {
        // every player in play order from the receiver, asked if it has a declaration when its turn comes
        this.queue = [0, 1, 2, 3, 4].map((k) => this.after(p, k));
        this.mustUse = null;
        this.skip();
        if (this.queue.length > 0) return;
      }
    }
    if (this.o.anyTime) {
      this.phase = 'window';
      this.quiet = 0;
      this.queue = [0, 1, 2, 3, 4].map((k) => this.after(this.king >= 0 ? this.king : this.receiver, k));
      this.seekWindow();
    } else this.endDeal();
  }

  private seekWindow(): void {
    while (this.quiet < 5) {
      if (this.declarations(this.queue[0], null).length > 0) return;
      this.queue.push(this.queue.shift()!);
      this.quiet++;
    }
    this.endDeal();
  }

  private endDeal(): void {
    this.queue = [];
    if (this.king < 0) return; // drawn by the engine: told by kingDrawn()
    this.afterDeal();
  }

  kingDrawn(seat: Seat): void {
    this.king = seat;
    this.leader = seat;
    this.afterDeal();
  }

  private afterDeal(): void {
    if (this.level > 0) {
      this.hands[this.king].push(...this.kitty);
      this.phase = 'kitty';
    } else this.phase = 'choose';
  }

  /** The actions `seat` may send now, as strings. */
  legal(seat: Seat): string[] {
    switch (this.phase) {
      case 'deal': case 'window':
        return this.queue[0] === seat ? [...this.declarations(seat, this.mustUse), 'PASS'] : [];
      case 'choose': return seat === this.king ? [...SUITS, 'NT'].map((s) => `CHOOSE ${s}`) : [];
      case 'kitty': return seat === this.king ? texts(this.hands[seat]).map((c) => `DISCARD ${c}`) : [];
      case 'call': {
        if (seat !== this.king) return [];
        const own = [...this.hands[seat], ...this.buried];
        const all = [...SUITS.flatMap((s) => TRACK.map((r) => `${r}${s}`))];
        return all.filter((c) => !this.trump(c) && count(own, c) < 2).map((c) => `CALL ${c}`);
      }
      case 'play': return this.toPlay() === seat ? this.cardPlays(seat) : [];
      case 'result': return ['NEXT'];
      default: return [];
    }
  }

  toPlay(): Seat {
    return this.after(this.leader, this.plays.length);
  }

  private cardPlays(seat: Seat): string[] {
    const hand = this.hands[seat];
    if (this.plays.length === 0) return [...texts(hand).map((c) => `PLAY ${c}`), ...texts(hand).filter((c) => count(hand, c) === 2).map((c) => `PAIR ${c} ${c}`)];
    const led = this.eff(this.plays[0].cards[0]);
    const same = hand.filter((c) => this.eff(c) === led);
    if (this.plays[0].cards.length === 1) return texts(same.length > 0 ? same : hand).map((c) => `PLAY ${c}`);
    const twos = (cards: string[]): string[] => {
      const out = new Set<string>();
      for (let i = 0; i < cards.length; i++) for (let k = i + 1; k < cards.length; k++) out.add(`PAIR ${[cards[i], cards[k]].sort().join(' ')}`);
      return [...out];
    };
    if (this.o.strict) {
      const pairs = texts(same).filter((c) => count(same, c) === 2);
      if (pairs.length > 0) return pairs.map((c) => `PAIR ${c} ${c}`);
      if (same.length === 1) return texts(hand.filter((c) => c !== same[0])).map((c) => `PAIR ${[same[0], c].sort().join(' ')}`);
    }
    return twos(same.length >= 2 ? same : hand);
  }

  /** Applies an action the engine accepted; returns what it should have reported. */
  apply(seat: Seat, a: Action): RefEvents {
    const cards = (a.cards as string[] | undefined) ?? (a.card !== undefined ? [a.card as string] : []);
    switch (a.type) {
      case 'DECLARE_TRUMP': case 'OVERRIDE_TRUMP': case 'REINFORCE': {
        this.level = a.type === 'REINFORCE' || cards.length === 2 ? 2 : 1;
        if (a.type !== 'REINFORCE') this.trumpSuit = suitOf(cards[0]);
        this.declarer = seat;
        this.declared = cards[0];
        if (this.king < 0) {
          this.king = seat;
          this.leader = seat;
        }
        return this.answered(true);
      }
      case 'PASS': return this.answered(false);
      case 'CHOOSE_TRUMP':
        this.trumpSuit = a.suit as string;
        this.level = 2;
        this.afterDeal();
        return {};
      case 'DISCARD':
        drop(this.hands[seat], cards[0]);
        this.buried.push(cards[0]);
        if (this.buried.length === 8) this.phase = 'call';
        return {};
      case 'CALL_PARTNER': return this.call(cards[0]);
      case 'PLAY': case 'PLAY_PAIR': return this.play(seat, cards);
      case 'NEXT_HAND': return {};
    }
    throw new Error(`reference: unknown action ${a.type}`);
  }

  private answered(declared: boolean): RefEvents {
    const asked = this.queue.shift()!;
    if (this.phase === 'window') {
      this.quiet = declared ? 0 : this.quiet + 1;
      this.queue.push(asked);
      this.seekWindow();
      return {};
    }
    if (this.mustUse !== null) {
      this.mustUse = null;
      if (declared && this.level === 1) {
        // the players already holding an identical pair of another suit, after the declarer
        this.queue = [1, 2, 3, 4].map((k) => this.after(asked, k)).filter((x) => this.declarations(x, null).length > 0);
        if (this.queue.length > 0) return {};
      }
    }
    this.skip();
    if (this.queue.length === 0) this.dealRun();
    return {};
  }

  /** Drops the players at the head of the queue who have no declaration now. */
  private skip(): void {
    while (this.queue.length > 0 && this.declarations(this.queue[0], null).length === 0) this.queue.shift();
  }

  /** Whether the deal is over without a King (firstDeclarer, nobody declared): the engine draws one. */
  get waitingForKing(): boolean {
    return this.phase === 'deal' && this.queue.length === 0 && this.king < 0;
  }

  private call(card: string): RefEvents {
    this.called = card;
    this.phase = 'play';
    if (this.o.hidden) return {};
    for (let k = 1; k < 5 && this.partner < 0; k++) if (this.hands[this.after(this.king, k)].includes(card)) this.partner = this.after(this.king, k);
    if (this.o.reseat) {
      const pos = (this.ring.indexOf(this.partner) - this.ring.indexOf(this.king) + 5) % 5;
      if (pos === 1 || pos === 4) {
        const other = this.after(this.king, pos === 1 ? 2 : 3);
        const i = this.ring.indexOf(this.partner);
        const j = this.ring.indexOf(other);
        this.ring[i] = other;
        this.ring[j] = this.partner;
      }
    }
    return {};
  }

  private play(seat: Seat, cards: string[]): RefEvents {
    for (const c of cards) drop(this.hands[seat], c);
    if (this.partner < 0 && seat !== this.king && cards.includes(this.called!)) this.partner = seat;
    this.plays.push({ seat, cards: cards.slice() });
    if (this.plays.length < 5) return {};
    // §5.3
    let best = this.plays[0];
    const pair = best.cards.length === 2;
    for (const p of this.plays.slice(1)) {
      if (pair && p.cards[0] !== p.cards[1]) continue;
      const x = p.cards[0];
      const y = best.cards[0];
      if ((this.eff(x) === 'T' && this.eff(y) !== 'T') || (this.eff(x) === this.eff(y) && this.power(x) > this.power(y))) best = p;
    }
    const points = this.plays.reduce((n, p) => n + p.cards.reduce((m, c) => m + value(c), 0), 0);
    this.won[best.seat] += points;
    this.lastWinner = best.seat;
    this.lastSize = pair ? 2 : 1;
    this.leader = best.seat;
    this.plays = [];
    const events: RefEvents = { trick: { winner: best.seat, points } };
    if (this.hands[best.seat].length === 0) Object.assign(events, this.score());
    return events;
  }

  private score(): RefEvents {
    const team = [this.king, this.partner];
    let c = [0, 1, 2, 3, 4].filter((x) => !team.includes(x)).reduce((n, x) => n + this.won[x], 0);
    if (!team.includes(this.lastWinner)) c += (this.o.byLead && this.lastSize === 2 ? 4 : 2) * this.buried.reduce((n, x) => n + value(x), 0);
    const kingSteps = c === 0 ? 3 : c < 40 ? 2 : c < 80 ? 1 : 0;
    const challengerSteps = c >= 200 ? 3 : c >= 160 ? 2 : c >= 120 ? 1 : 0;
    const steps = [0, 1, 2, 3, 4].map((x) => (team.includes(x) ? kingSteps : challengerSteps));
    for (let x = 0; x < 5; x++) {
      for (let k = 0; k < steps[x] && this.ranks[x] < 12; k++) {
        this.ranks[x]++;
        while (this.ranks[x] < 12 && this.o.skip.includes(TRACK[this.ranks[x]])) this.ranks[x]++;
      }
    }
    const order = [0, 1, 2, 3, 4].map((k) => this.after(this.king, k));
    const nextKing = c < 80 ? this.partner : order.find((x) => !team.includes(x))!;
    const atA = [0, 1, 2, 3, 4].filter((x) => this.ranks[x] === 12);
    let winners: Seat[] = [];
    if (this.contenders.length === 0) {
      if (atA.length === 1 || (atA.length > 1 && this.o.shared)) winners = atA;
    } else {
      const side = c < 80 ? team : [0, 1, 2, 3, 4].filter((x) => !team.includes(x));
      const on = order.filter((x) => atA.includes(x) && side.includes(x));
      if (on.length > 0) winners = [on.reduce((b, x) => (this.won[x] > this.won[b] ? x : b))];
    }
    this.contenders = atA.length > 1 || this.contenders.length > 0 ? atA : [];
    if (winners.length > 0) {
      this.phase = 'over';
      this.winners = winners;
      return { scored: { c, steps, nextKing: -1 }, winners };
    }
    this.phase = 'result';
    this.nextKing = nextKing;
    this.king = nextKing;
    this.receiver = nextKing;
    return { scored: { c, steps, nextKing } };
  }
}

/** The engine's legal list as the reference's strings. */
export function asStrings(actions: readonly Action[]): string[] {
  return actions.map((a) => {
    const cards = (a.cards as string[] | undefined)?.slice().sort().join(' ');
    switch (a.type) {
      case 'DECLARE_TRUMP': return `DECLARE ${cards}`;
      case 'OVERRIDE_TRUMP': return `OVERRIDE ${cards}`;
      case 'REINFORCE': return `REINFORCE ${String(a.card)}`;
      case 'CHOOSE_TRUMP': return `CHOOSE ${String(a.suit)}`;
      case 'DISCARD': return `DISCARD ${String(a.card)}`;
      case 'CALL_PARTNER': return `CALL ${String(a.card)}`;
      case 'PLAY': return `PLAY ${String(a.card)}`;
      case 'PLAY_PAIR': return `PAIR ${cards}`;
      case 'NEXT_HAND': return 'NEXT';
      default: return a.type;
    }
  }).sort();
}
