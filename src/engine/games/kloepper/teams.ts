// Who is known to be on which side (§4.2). Public: the player of a black queen, the caller and
// the player of the called ace, the knocker (Queens team); the knock-offer (opponents). The
// Queens team has two members except in a solo (one), so two seats shown to be members are
// the whole team, as is one seat that has played both black queens (a solo shown). Private:
// a seat's own side follows from its own cards and the call (a seat holding no black queen
// and not the called ace is an opponent), and its partners from its side and what is public.
import type { Card, Seat } from '../../core/types';
import type { KloepperState } from './types';

export interface PublicTeams {
  queens: Seat[];
  opponents: Seat[];
  /** the whole Queens team is shown */
  complete: boolean;
}

/** Who played `card` this deal (the tricks and the trick on the table), or -1. */
export function playerOf(s: Pick<KloepperState, 'tricks' | 'trick'>, card: Card): Seat {
  for (const t of s.tricks) for (const p of t.cards) if (p.card === card) return p.seat;
  for (const p of s.trick) if (p.card === card) return p.seat;
  return -1;
}

const sorted = (seats: Iterable<Seat>): Seat[] => [...new Set(seats)].sort((a, b) => a - b);

export function publicTeams(s: KloepperState): PublicTeams {
  const queens: Seat[] = [];
  const qc = playerOf(s, 'QC');
  const qs = playerOf(s, 'QS');
  if (qc >= 0) queens.push(qc);
  if (qs >= 0) queens.push(qs);
  if (s.call) {
    queens.push(s.call.seat);
    const ace = playerOf(s, s.call.card);
    if (ace >= 0) queens.push(ace);
  }
  if (s.knocker) queens.push(s.knocker.seat);
  const members = sorted(queens);
  // two members are the team; one seat with both black queens played is a solo
  const complete = members.length >= 2 || (qc >= 0 && qc === qs && s.call === null);
  const opponents = complete ? [0, 1, 2, 3].filter((x) => !members.includes(x)) : s.knockOffer ? [s.knockOffer.seat] : [];
  return { queens: members, opponents, complete };
}

export interface OwnKnowledge {
  side: 'queens' | 'opponents' | null;
  partners: Seat[];
  alone: boolean;
}

/** What `seat` knows of its own side from its cards (held or played) and what is public. */
export function ownKnowledge(s: KloepperState, seat: Seat, shown: PublicTeams): OwnKnowledge {
  const mine = (c: Card): boolean => s.hands[seat]?.includes(c) || playerOf(s, c) === seat;
  const queens = (mine('QC') ? 1 : 0) + (mine('QS') ? 1 : 0);
  let side: OwnKnowledge['side'];
  if (queens > 0 || (s.call !== null && mine(s.call.card))) side = 'queens';
  // before the declaration is over a seat holding an ace may still be called
  else if (s.call !== null || s.pollKind !== 'declaration') side = 'opponents';
  else side = null;
  const alone = queens === 2 && s.partnership === 'SOLO';
  let partners: Seat[] = [];
  if (side === 'queens' && !alone) partners = shown.queens.filter((x) => x !== seat);
  else if (side === 'opponents') partners = shown.opponents.filter((x) => x !== seat);
  if (side === 'queens' && s.call && s.call.seat !== seat && !partners.includes(s.call.seat)) partners = sorted([...partners, s.call.seat]);
  return { side, partners, alone };
}
