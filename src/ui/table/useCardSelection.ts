// A several-card choice (Skat's discard): the hand's cards become toggles and one confirm
// carries the whole action. The picked cards belong to one moment of the match (its move
// count and viewer): a new moment starts with none picked.
import { useMemo, useState } from 'react';
import type { Action, Card } from '../../engine';
import type { CardSelection } from '../games';

export interface Selecting {
  selection: CardSelection | null;
  selected: Card[];
  toggle(card: Card): void;
  /** the legal action for the cards picked, once the choice is complete */
  action: Action | null;
}

export function useCardSelection(selection: CardSelection | null, moment: string): Selecting {
  const [picked, setPicked] = useState<{ moment: string; cards: Card[] }>({ moment, cards: [] });
  const selected = useMemo(() => (selection && picked.moment === moment ? picked.cards : []), [selection, picked, moment]);
  const toggle = (card: Card) => {
    if (!selection || !selection.selectable(card)) return;
    setPicked((p) => {
      const cur = p.moment === moment ? p.cards : [];
      if (cur.includes(card)) return { moment, cards: cur.filter((c) => c !== card) };
      // a full choice drops its oldest card, so a tap always does something visible
      return { moment, cards: [...(cur.length >= selection.count ? cur.slice(1) : cur), card] };
    });
  };
  return { selection, selected, toggle, action: selection ? selection.actionFor(selected) : null };
}
