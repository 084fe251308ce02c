// Table-wide presentation settings shared by every card (colours, motion, wording).
import { createContext, useContext } from 'react';
import type { Transition } from 'framer-motion';
import type { Tr } from './text';

export interface TableUi {
  tr: Tr;
  fourColour: boolean;
  transition: Transition;
  /**
   * Changes exactly when cards may move on the table (an action applied, the viewer, the
   * curtain, a trick shown or collected, a selection). Every card passes it to framer-motion
   * as `layoutDependency`: a re-render that moves no card then measures no card (each
   * measure of the card group forces a layout of the whole page).
   */
  layoutKey: string;
}

export const TableUiContext = createContext<TableUi>({
  tr: (k) => k,
  fourColour: false,
  transition: { type: 'tween', duration: 0.35 },
  layoutKey: '',
});

export function useTableUi(): TableUi {
  return useContext(TableUiContext);
}
