// Table-wide presentation settings shared by every card (colours, motion, wording).
import { createContext, useContext } from 'react';
import type { Transition } from 'framer-motion';
import type { Tr } from './text';

export interface TableUi {
  tr: Tr;
  fourColour: boolean;
  transition: Transition;
}

export const TableUiContext = createContext<TableUi>({
  tr: (k) => k,
  fourColour: false,
  transition: { type: 'tween', duration: 0.35 },
});

export function useTableUi(): TableUi {
  return useContext(TableUiContext);
}
