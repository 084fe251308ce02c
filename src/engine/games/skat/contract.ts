// DECLARE (§4.3, §11.2): reading the contract field, its guards, and the contracts the
// declarer may choose, listed in one canonical form (the legality oracle's).
import { isSuit } from '../../core/cards';
import { refuse } from '../../core/errors';
import type { Action, Refusal, Suit } from '../../core/types';
import { nullValue } from './scoring';
import type { Contract, ContractType, TrickRules } from './types';

const CONTRACT_FIELDS = ['type', 'trump', 'hand', 'schneiderAnnounced', 'schwarzAnnounced', 'ouvert'];
const FLAGS = ['hand', 'schneiderAnnounced', 'schwarzAnnounced', 'ouvert'] as const;

export function trickRules(c: Contract): TrickRules {
  if (c.type === 'suit') return { kind: 'suit', trump: c.trump! };
  return { kind: c.type };
}

/** The contract a DECLARE asks for, or why it is refused. `bid` guards Null (S-8). */
export function readContract(x: unknown, tookSkat: boolean, bid: number): Contract | Refusal {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) {
    return refuse('ERR_BAD_ACTION', { type: 'DECLARE' });
  }
  const o = x as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!CONTRACT_FIELDS.includes(k)) return refuse('ERR_BAD_CONTRACT', { field: k });
  }
  const type = o.type;
  if (type !== 'suit' && type !== 'grand' && type !== 'null') return refuse('ERR_BAD_CONTRACT');
  if (type === 'suit' ? !isSuit(o.trump) : o.trump !== undefined) {
    return refuse('ERR_BAD_CONTRACT', { field: 'trump' });
  }
  for (const f of FLAGS) {
    if (o[f] !== undefined && typeof o[f] !== 'boolean') return refuse('ERR_BAD_CONTRACT', { field: f });
  }
  const hand = !tookSkat;
  if (o.hand !== undefined && o.hand !== hand) {
    return refuse('ERR_BAD_CONTRACT', { field: 'hand' });
  }
  const c: Contract = {
    type, hand,
    schneiderAnnounced: o.schneiderAnnounced === true,
    schwarzAnnounced: o.schwarzAnnounced === true,
    ouvert: o.ouvert === true,
  };
  if (type === 'suit') c.trump = o.trump as Suit;
  if (type === 'null') {
    if (c.schneiderAnnounced || c.schwarzAnnounced) return refuse('ERR_BAD_CONTRACT');
    const value = nullValue(hand, c.ouvert);
    if (value < bid) {
      return refuse('ERR_NULL_BELOW_BID', { value, bid });
    }
    return c;
  }
  if (!hand && (c.schneiderAnnounced || c.schwarzAnnounced || c.ouvert)) {
    return refuse('ERR_ANNOUNCE_NEEDS_HAND');
  }
  if (c.schwarzAnnounced && !c.schneiderAnnounced) return refuse('ERR_BAD_ANNOUNCEMENT');
  if (c.ouvert && !c.schwarzAnnounced) return refuse('ERR_BAD_ANNOUNCEMENT');
  return c;
}

type Announcements = Pick<Contract, 'schneiderAnnounced' | 'schwarzAnnounced' | 'ouvert'>;

const ANNOUNCEMENTS: readonly Announcements[] = [
  { schneiderAnnounced: false, schwarzAnnounced: false, ouvert: false },
  { schneiderAnnounced: true, schwarzAnnounced: false, ouvert: false },
  { schneiderAnnounced: true, schwarzAnnounced: true, ouvert: false },
  { schneiderAnnounced: true, schwarzAnnounced: true, ouvert: true },
];

/** A DECLARE as legalActions lists it: the contract's fields in this order (no object spread: slow in V8). */
function declare(type: ContractType, trump: Suit | null, a: Announcements): Action {
  const contract = trump
    ? { type, trump, schneiderAnnounced: a.schneiderAnnounced, schwarzAnnounced: a.schwarzAnnounced, ouvert: a.ouvert }
    : { type, schneiderAnnounced: a.schneiderAnnounced, schwarzAnnounced: a.schwarzAnnounced, ouvert: a.ouvert };
  return { type: 'DECLARE', contract };
}

/** Every DECLARE the declarer may send, in the form legalActions lists. */
export function declarations(tookSkat: boolean, bid: number): Action[] {
  const announcements = tookSkat ? 1 : ANNOUNCEMENTS.length;
  const out: Action[] = [];
  for (const trump of ['D', 'H', 'S', 'C'] as const) {
    for (let i = 0; i < announcements; i++) out.push(declare('suit', trump, ANNOUNCEMENTS[i]));
  }
  for (let i = 0; i < announcements; i++) out.push(declare('grand', null, ANNOUNCEMENTS[i]));
  for (const ouvert of [false, true]) {
    if (nullValue(!tookSkat, ouvert) >= bid) {
      out.push({ type: 'DECLARE', contract: { type: 'null', schneiderAnnounced: false, schwarzAnnounced: false, ouvert } });
    }
  }
  return out;
}
