// The auction (§4.1): who says, who answers, and where each call leads. Every BID must
// exceed the last value and the values end at 264, so an auction always ends.
import { appended, setAt } from '../../core/arrays';
import type { Action, Seat } from '../../core/types';
import type { Auction, AuctionCall } from './types';

/** §6.10: every value some game can be worth. */
export const BID_VALUES: readonly number[] = [
  18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60,
  63, 66, 70, 72, 77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 117, 120, 121, 126, 130,
  132, 135, 140, 143, 144, 150, 153, 154, 156, 160, 162, 165, 168, 170, 176, 180, 187, 192, 198, 204,
  216, 240, 264,
];

const BID_SET: ReadonlySet<number> = new Set(BID_VALUES);

export function isBidValue(x: unknown): x is number {
  return typeof x === 'number' && BID_SET.has(x);
}

// One shared frozen BID action per value (core/actions.ts): a bidding list allocates only itself.
const BIDS: readonly Action[] = BID_VALUES.map((value) => Object.freeze({ type: 'BID', value }));

/** The shared BID action of `value`, one of BID_VALUES. */
export function bidAction(value: number): Action {
  return BIDS[BID_VALUES.indexOf(value)];
}

/** A BID action for every value above `bid`, lowest first, then `last` if given (the list sized up front). */
export function bidsAbove(bid: number, last?: Action): Action[] {
  let from = 0;
  while (from < BID_VALUES.length && BID_VALUES[from] <= bid) from++;
  const n = BID_VALUES.length - from;
  const out = new Array<Action>(last ? n + 1 : n);
  for (let i = 0; i < n; i++) out[i] = BIDS[from + i];
  if (last) out[n] = last;
  return out;
}

export type AuctionRoles = 'isko' | 'seed';

export type AuctionEnd =
  | { kind: 'continue'; auction: Auction }
  | { kind: 'declarer'; auction: Auction; declarer: Seat; bid: number }
  | { kind: 'allPassed'; auction: Auction };

/** Stage 1: under the ISkO Middlehand says to Forehand; the seed reading reverses them (S-1). */
export function startAuction(dealer: Seat, roles: AuctionRoles): Auction {
  const f = (dealer + 1) % 3;
  const m = (dealer + 2) % 3;
  return {
    stage: 1,
    sayer: roles === 'isko' ? m : f,
    listener: roles === 'isko' ? f : m,
    awaiting: 'say',
    bid: 0,
    passed: [false, false, false],
    calls: [],
  };
}

/** The seat whose call it is. */
export function caller(a: Auction): Seat {
  return a.awaiting === 'say' ? a.sayer : a.listener;
}

/**
 * A copy of `a` with the same fields in the same order: every auction has one shape, so the
 * AI's playouts stay on one hidden class (and a spread with overrides is slow in V8).
 */
export function copyAuction(a: Auction): Auction {
  return { stage: a.stage, sayer: a.sayer, listener: a.listener, awaiting: a.awaiting, bid: a.bid, passed: a.passed, calls: a.calls };
}

/** Stage 2 between the survivor of stage 1 and Rearhand (the dealer); `next` is a fresh copy. */
function stageTwo(next: Auction, survivor: Seat, dealer: Seat, roles: AuctionRoles): Auction {
  next.stage = 2;
  if (roles === 'isko') {
    next.sayer = dealer;
    next.listener = survivor;
    next.awaiting = 'say';
    return next;
  }
  // Seed reading: the survivor's standing bid counts as said, so Rearhand answers it first.
  next.sayer = survivor;
  next.listener = dealer;
  next.awaiting = next.bid > 0 ? 'answer' : 'say';
  return next;
}

/** Applies a call already checked against legalCalls. */
export function applyCall(a: Auction, call: AuctionCall, dealer: Seat, roles: AuctionRoles): AuctionEnd {
  const next = copyAuction(a);
  next.calls = appended(a.calls, call);
  if (call.type === 'BID') {
    next.bid = call.value!;
    if (a.stage === 3) {
      next.awaiting = 'say';
      return { kind: 'declarer', auction: next, declarer: a.sayer, bid: call.value! };
    }
    next.awaiting = 'answer';
    return { kind: 'continue', auction: next };
  }
  if (call.type === 'HOLD') {
    next.awaiting = 'say';
    return { kind: 'continue', auction: next };
  }
  next.passed = setAt(a.passed, call.seat, true);
  const sayerPassed = a.awaiting === 'say';
  if (a.stage === 1) return { kind: 'continue', auction: stageTwo(next, sayerPassed ? a.listener : a.sayer, dealer, roles) };
  if (a.stage === 2) {
    if (!sayerPassed) return { kind: 'declarer', auction: next, declarer: a.sayer, bid: a.bid };
    if (a.bid > 0) return { kind: 'declarer', auction: next, declarer: a.listener, bid: a.bid };
    // Nobody has bid: the one seat that has not passed may still play at 18.
    next.stage = 3;
    next.sayer = a.listener;
    next.awaiting = 'say';
    return { kind: 'continue', auction: next };
  }
  return { kind: 'allPassed', auction: next };
}
