// Supertrump's table machine: its phases as the rules spec names them (§11.4).
import { createTableMachine } from '../tableMachine';

export const supertrumpMachine = createTableMachine('supertrump', [
  'chooseTrump',
  'chooseSuperTrump',
  'trickPlay',
  'draw',
  'handResult',
  'gameOver',
]);
