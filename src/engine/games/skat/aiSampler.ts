// Skat's sampler for the search (ai.ts): deals of the hidden cards consistent with what one
// seat has seen, weighed at hard by what the other seats' bids and game say (aiInference.ts).
//
// Sampling (fairness): the observation is all this seat knows (§4.7, §11.6). It holds its
// hand, the trick on the table, every completed trick of the deal with its winner (K-14),
// an ouvert hand, the skat and its discard for the declarer who picked it up, and the
// tricks won per seat. So the cards played, who played them and the card points each seat
// has won are known exactly. Every other card is hidden and dealt uniformly over the hidden
// slots (ai/sampling.ts): the other hands (sizes as observed) and the skat / discard where
// this seat has not seen it. A seat that did not follow the led effective suit (jacks are
// trumps except in Null) in any trick of the deal holds none of it now.
import { dealWithVoids, importanceResampled } from '../../ai/sampling';
import type { SamplerOptions } from '../../ai/types';
import type { Rng } from '../../core/rng';
import type { Card, PlayedCard } from '../../core/types';
import { copyAuction } from './auction';
import { EFF, ix, POINTS, ruleIndex } from './aiCards';
import { EVIDENCE_CANDIDATES, evidenceWeight, skatEvidence } from './aiInference';
import { SKAT_DECK } from './rules';
import type { Auction, HandScore, SkatObservation, SkatState } from './types';


/** Voids shown in a visible trick: seat → bit set of effective suits (bit 4 = trumps) it lacks. */
function voidsFrom(trick: readonly PlayedCard[], ri: number, voids: number[]): void {
  if (trick.length < 2) return;
  const led = EFF[ri][ix(trick[0].card)];
  for (let k = 1; k < trick.length; k++) if (EFF[ri][ix(trick[k].card)] !== led) voids[trick[k].seat] |= 1 << led;
}

/** A sample's own copy of the public auction, in the engine's one auction shape. */
function auctionOf(obs: SkatObservation): Auction {
  const a = copyAuction(obs.auction);
  a.passed = a.passed.slice();
  a.calls = a.calls.slice();
  return a;
}

export function sampler(obs: SkatObservation, opts: SamplerOptions = {}): (rng: Rng) => SkatState {
  const draw = drawer(obs);
  const evidence = opts.inference === true ? skatEvidence(obs) : null;
  if (!evidence) return draw;
  // Keep deals by how likely the other seats' bids, passes and declared game were with the cards it gives them.
  return importanceResampled(draw, (s) => evidenceWeight(evidence, s), EVIDENCE_CANDIDATES);
}

/** Draws one deal consistent with everything `obs.seat` has seen (voids included), every one alike. */
function drawer(obs: SkatObservation): (rng: Rng) => SkatState {
  const me = obs.seat;
  const phase = obs.phase;
  const d = obs.declarer ?? -1;
  const ri = ruleIndex(obs.contract, obs.ramsch);
  const playing = phase === 'trickPlay';
  const iDeclare = d === me;
  const openSeat = obs.openHand && d >= 0 && d !== me ? d : -1;
  const tricks = obs.tricks;

  const known = new Array<boolean>(32).fill(false);
  for (const c of obs.hand) known[ix(c)] = true;
  for (const p of obs.trick) known[ix(p.card)] = true;
  for (const t of tricks) for (const p of t.cards) known[ix(p.card)] = true;
  if (openSeat >= 0) for (const c of obs.openHand!) known[ix(c)] = true;
  const mySkat = iDeclare && obs.skat ? obs.skat : null;
  const myDiscard = iDeclare && obs.discard ? obs.discard : null;
  if (mySkat) for (const c of mySkat) known[ix(c)] = true;
  if (myDiscard) for (const c of myDiscard) known[ix(c)] = true;
  const hidden = SKAT_DECK.filter((_, i) => !known[i]);

  // Unseen skat / discard slots: the untouched skat (before the pickup, in a hand game, in
  // Ramsch) or the discard of a declarer who is not me.
  const skatHidden = phase === 'bidding' || phase === 'skatDecision' || obs.ramsch
    || ((phase === 'declaration' || playing) && !(iDeclare && obs.tookSkat)) ? 2 : 0;
  const voids = [0, 0, 0];
  if (ri >= 0 && playing) {
    voidsFrom(obs.trick, ri, voids);
    for (const t of tricks) voidsFrom(t.cards, ri, voids);
  }
  const others = [0, 1, 2].filter((s) => s !== me && s !== openSeat);
  // Slots: the other hands (sizes as observed), then the unseen skat / discard.
  const caps = [...others.map((s) => obs.handSizes[s]), skatHidden];
  const slotVoids = [...others.map((s) => voids[s]), 0];
  const classOf = (c: Card): number => (ri >= 0 ? EFF[ri][ix(c)] : 0);
  const consistent = caps.reduce((a, b) => a + b, 0) === hidden.length;

  // The completed tricks are public: each seat's played cards and the card points won.
  const playedBy: Card[][] = [[], [], []];
  const trickPoints = [0, 0, 0];
  for (const t of tricks) {
    for (const p of t.cards) {
      playedBy[p.seat].push(p.card);
      trickPoints[t.winner] += POINTS[ix(p.card)];
    }
  }
  for (const p of obs.trick) playedBy[p.seat].push(p.card);
  const lastTrick = tricks.length > 0 ? tricks[tricks.length - 1] : null;

  const options = { ...obs.options };
  const history: HandScore[] = obs.history.map((h) => ({ ...h, skat: [], discard: [] }));

  return (rng) => {
    if (!consistent) throw new Error('skat sampler: the observation does not add up');
    const slots = dealWithVoids(hidden.slice(), caps, slotVoids, classOf, 5, rng);
    if (!slots) throw new Error('skat sampler: no deal fits the observation');
    const hands: Card[][] = [[], [], []];
    others.forEach((s, k) => { hands[s] = slots[k]; });
    const unseenSkat = slots[others.length];
    hands[me] = obs.hand.slice();
    if (openSeat >= 0) hands[openSeat] = obs.openHand!.slice();

    let skat: Card[] = [];
    let discard: Card[] = [];
    if (phase === 'discard') {
      skat = iDeclare ? obs.skat!.slice() : hands[d].slice(0, 2);
    } else if (phase === 'declaration' || playing) {
      if (obs.ramsch) skat = unseenSkat;
      else if (iDeclare && obs.tookSkat) {
        skat = obs.skat!.slice();
        discard = (obs.discard ?? []).slice();
      } else {
        // A hand game's skat is its discard; a defender cannot tell the picked-up skat apart.
        skat = unseenSkat;
        discard = unseenSkat.slice();
      }
    } else skat = unseenSkat;
    // Each seat's ten dealt cards (only the declarer's count, for matadors): what it holds
    // and played, with a picked-up skat traded back for the discard.
    const dealt = [0, 1, 2].map((s) => {
      const all = [...hands[s], ...playedBy[s]];
      if (s !== d || !obs.tookSkat) return all;
      if (phase === 'discard') return all.filter((c) => !skat.includes(c));
      return [...all, ...discard].filter((c) => !skat.includes(c));
    });
    return {
      seed: 'search', options, deals: [], handNumber: obs.handNumber, dealer: obs.dealer, phase,
      hands, dealt, skat, discard,
      auction: auctionOf(obs),
      declarer: d, tookSkat: obs.tookSkat, contract: obs.contract ? { ...obs.contract } : null, ramsch: obs.ramsch,
      leader: obs.leader, trick: obs.trick.slice(), trickNo: obs.trickNo, tricksWon: obs.tricksWon.slice(),
      trickPoints: trickPoints.slice(), lastTrick, totals: obs.totals.slice(), history,
      winners: obs.winners.slice(), tricks: tricks.slice(),
    };
  };
}
