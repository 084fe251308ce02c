// Skat's table machine: its phases as the engine's status().phase names them (rules spec §11.4).
// Automatic steps (deal, thrown-in deal, scoring) happen inside the engine, so they are no states.
import { createTableMachine } from '../tableMachine';

export const skatMachine = createTableMachine('skat', [
  'bidding',
  'skatDecision',
  'discard',
  'declaration',
  'trickPlay',
  'handResult',
  'gameOver',
]);
