// Tuppi's table machine: its phases as the engine's status().phase names them (rules spec
// §11.4). Dealing, the auction reveal, the partner's retirement, trick collection and
// scoring happen inside the engine, so they are no states.
import { createTableMachine } from '../tableMachine';

export const tuppiMachine = createTableMachine('tuppi', [
  'auction',
  'soloOffer',
  'soloDiscard',
  'soloGive',
  'trickPlay',
  'handResult',
  'gameOver',
]);
