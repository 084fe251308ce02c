// The auction (§4.1): who says, who answers, and where each call leads. Every BID must
// exceed the last value and the values end at 264, so an auction always ends.
import type { Seat } from '../../core/types';
import type { Auction, AuctionCall } from './types';

/** §6.10: every value some game can be worth. */
export const BID_VALUES: readonly number[] = [
  18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60,
  63, 66, 70, 72, 77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 117, 120, 121, 126, 130,
  132, 135, 140, 143, 144, 150, 153, 154, 156, 160, 162, 165, 168, 170, 176, 180, 187, 192, 198, 204,
  216, 240, 264,
];

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

/** Stage 2 between the survivor of stage 1 and Rearhand (the dealer). */
function stageTwo(a: Auction, survivor: Seat, dealer: Seat, roles: AuctionRoles): Auction {
  if (roles === 'isko') return { ...a, stage: 2, sayer: dealer, listener: survivor, awaiting: 'say' };
  // Seed reading: the survivor's standing bid counts as said, so Rearhand answers it first.
  return { ...a, stage: 2, sayer: survivor, listener: dealer, awaiting: a.bid > 0 ? 'answer' : 'say' };
}

/** Applies a call already checked against legalCalls. */
export function applyCall(a: Auction, call: AuctionCall, dealer: Seat, roles: AuctionRoles): AuctionEnd {
  const calls = [...a.calls, call];
  if (call.type === 'BID') {
    const next: Auction = { ...a, calls, bid: call.value!, awaiting: 'answer' };
    if (a.stage === 3) return { kind: 'declarer', auction: { ...next, awaiting: 'say' }, declarer: a.sayer, bid: call.value! };
    return { kind: 'continue', auction: next };
  }
  if (call.type === 'HOLD') return { kind: 'continue', auction: { ...a, calls, awaiting: 'say' } };
  const passed = a.passed.slice();
  passed[call.seat] = true;
  const after: Auction = { ...a, calls, passed };
  const sayerPassed = a.awaiting === 'say';
  if (a.stage === 1) return { kind: 'continue', auction: stageTwo(after, sayerPassed ? a.listener : a.sayer, dealer, roles) };
  if (a.stage === 2) {
    if (!sayerPassed) return { kind: 'declarer', auction: after, declarer: a.sayer, bid: a.bid };
    if (a.bid > 0) return { kind: 'declarer', auction: after, declarer: a.listener, bid: a.bid };
    // Nobody has bid: the one seat that has not passed may still play at 18.
    return { kind: 'continue', auction: { ...after, stage: 3, sayer: a.listener, listener: a.listener, awaiting: 'say' } };
  }
  return { kind: 'allPassed', auction: after };
}
