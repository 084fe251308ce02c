// Toepen's table machine: its phases as the engine's status().phase names them (rules spec
// §11.4). Dealing, revealing the signals, trick collection, settlement and bankruptcy happen
// inside the engine, so they are no states. A knock is sent in trickPlay like any action;
// the knocker's responders are asked one by one in knockResponse.
import { createTableMachine } from '../tableMachine';

export const toepenMachine = createTableMachine('toepen', [
  'exchange',
  'challenge',
  'signal',
  'trickPlay',
  'knockResponse',
  'handResult',
  'gameOver',
]);
