// Placeholder until step 3: the first legal action.
import type { SparringPlayer } from '../../ai/sparring';
import type { KothObservation } from './types';

export const kingOfTheHillSparring: SparringPlayer<KothObservation> = {
  act: (obs) => obs.legal[0],
};
