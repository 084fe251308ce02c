// King of the Hill's sparring partner (engine/ai/sparring.ts): a careful player by rules of
// thumb, with no search at all. It reads the observation only: its own hand (during the deal,
// the cards dealt so far), every card played and who won each trick, the King, the trump, the
// called card and the partner as far as the table knows them. It needs no chance.
//  - The deal, the trump, the kitty and the call: planning.ts.
//  - The cards: cardPlay.ts.
import type { Rng } from '../../core/rng';
import type { Action, Card } from '../../core/types';
import type { SparringPlayer } from '../../ai/sparring';
import { choosePlay, readTable } from './cardPlay';
import { buryChoice, callChoice, declarationChoice, trumpChoice } from './planning';
import { rulesFor } from './rules';
import type { KothObservation } from './types';

/** The cards of a PLAY or PLAY_PAIR. */
export const playCards = (a: Action): Card[] => (a.type === 'PLAY' ? [a.card as Card] : (a.cards as Card[]));

/** The legal action that plays `cards`. */
export const playOf = (legal: readonly Action[], cards: readonly Card[]): Action =>
  legal.find((a) => (a.type === 'PLAY' || a.type === 'PLAY_PAIR') && playCards(a).join() === cards.join())!;

/** The careful player's choice at `obs` (any phase). */
export function carefulAction(obs: KothObservation): Action {
  const legal = obs.legal;
  if (legal.length === 1) return legal[0];
  switch (obs.phase) {
    case 'dealing': case 'dealEndWindow': {
      const options = legal.filter((a) => a.type !== 'PASS').map((a) => ({ type: a.type, cards: a.type === 'REINFORCE' ? [a.card as Card] : (a.cards as Card[]), action: a }));
      const choice = declarationChoice(obs.hand, obs.trumpRank, obs.trumpSuit, options);
      return choice ? (choice as (typeof options)[number]).action : { type: 'PASS' };
    }
    case 'chooseTrump': return { type: 'CHOOSE_TRUMP', suit: trumpChoice(obs.hand, obs.trumpRank) };
    case 'kitty': return { type: 'DISCARD', card: buryChoice(obs.hand, obs.trumpRank, obs.trumpSuit) };
    case 'callPartner': return { type: 'CALL_PARTNER', card: callChoice(obs.hand, obs.buried ?? [], obs.trumpRank, obs.trumpSuit) };
    case 'trickPlay': {
      const plays = legal.map(playCards);
      return playOf(legal, choosePlay(readTable(obs, rulesFor(obs.trumpRank, obs.trumpSuit)), plays));
    }
    default: return legal[0];
  }
}

export const kingOfTheHillSparring: SparringPlayer<KothObservation> = { act: (obs: KothObservation, _rng: Rng) => carefulAction(obs) };
