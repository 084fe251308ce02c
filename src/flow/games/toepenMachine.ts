// Toepen's table machine: its phases as the engine's status().phase names them (rules spec
// §11.4). Dealing, revealing the signals, trick collection, settlement and bankruptcy happen
// inside the engine, so they are no states. A knock is sent in trickPlay like any action;
// the knocker's responders are asked one by one in knockResponse.
import type { Action } from '../../engine';
import { createTableMachine } from '../tableMachine';

// Lone actions that are no choice, made for a person by auto-play like a forced card: "no
// signal" when the hand has nothing to signal (§4.2: "The flow may send SIGNAL{none} for a seat
// whose only legal signal is none, but only after the same delay it uses for a real choice";
// never a lone mandatory stand or whistle), and keeping the hand when the stock is too small
// to exchange (§4 row 2).
const noChoice = (a: Action) => (a.type === 'SIGNAL' && a.kind === 'none') || a.type === 'PASS';

export const toepenMachine = createTableMachine('toepen', [
  'exchange',
  'challenge',
  'signal',
  'trickPlay',
  'knockResponse',
  'handResult',
  'gameOver',
], noChoice);
