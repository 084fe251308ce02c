// Queen's Dungeon's sparring partner (ai/sparring.ts): a first, plain player (replaced below).
import type { Rng } from '../../core/rng';
import type { Action, Card } from '../../core/types';
import type { SparringPlayer } from '../../ai/sparring';
import { strength } from './rules';
import { betterOption } from './settle';
import type { QueensDungeonObservation } from './types';

function act(obs: QueensDungeonObservation, _rng: Rng): Action {
  const legal = obs.legal;
  if (obs.phase === 'dungeonChoice' || obs.phase === 'keyChoice') {
    const low = Math.min(...obs.totalsAtDealStart);
    const { option } = betterOption(obs.phase === 'dungeonChoice' ? 'dungeon' : 'key', obs.totals[obs.seat], low);
    return legal.find((a) => a.option === option) ?? legal[0];
  }
  if (obs.phase === 'trickPlay') {
    let best = legal[0];
    for (const a of legal) if (strength(a.card as Card) < strength(best.card as Card)) best = a;
    return best;
  }
  return legal[0];
}

export const queensDungeonSparring: SparringPlayer<QueensDungeonObservation> = { act };
