// A several-card choice (Skat's discard): the hand's cards become toggles and one confirm
// carries the whole action. The picked cards belong to one moment of the match (its move
// count and viewer): a new moment starts with none picked. A card is picked by its copy's key
// (tableView.ts handKeys), so both copies of a card held twice can be picked.
import { useMemo, useState } from 'react';
import type { Action, Card } from '../../engine';
import type { CardSelection } from '../games';
import { cardOfKey } from './tableView';

export interface Selecting {
  selection: CardSelection | null;
  /** the keys of the copies picked */
  selected: string[];
  /** the cards picked (their texts) */
  cards: Card[];
  toggle(card: Card, key?: string): void;
  /** the legal action for the cards picked, once the choice is complete */
  action: Action | null;
  /** every action the confirm sends (one, or a card at a time: CardSelection.actionsFor) */
  actions: Action[] | null;
}

export function useCardSelection(selection: CardSelection | null, moment: string): Selecting {
  const [picked, setPicked] = useState<{ moment: string; cards: string[] }>({ moment, cards: [] });
  const selected = useMemo(() => (selection && picked.moment === moment ? picked.cards : []), [selection, picked, moment]);
  const toggle = (card: Card, key: string = card) => {
    if (!selection || !selection.selectable(card)) return;
    setPicked((p) => {
      const cur = p.moment === moment ? p.cards : [];
      if (cur.includes(key)) return { moment, cards: cur.filter((c) => c !== key) };
      // a full choice drops its oldest card, so a tap always does something visible
      return { moment, cards: [...(cur.length >= selection.count ? cur.slice(1) : cur), key] };
    });
  };
  const cards = useMemo(() => selected.map(cardOfKey), [selected]);
  const action = selection ? selection.actionFor(cards) : null;
  const actions = selection ? (selection.actionsFor ? selection.actionsFor(cards) : action ? [action] : null) : null;
  return { selection, selected, cards, toggle, action, actions };
}
