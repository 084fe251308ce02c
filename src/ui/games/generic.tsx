// The fallback parts for a game without its own table UI: plain but complete.
import type { Card, Observation } from '../../engine';
import { ActionButton } from '../table/actionButton';
import { cardRank, cardSuit, useTr } from '../table/text';
import type { GameUi, GameViewProps } from './index';

const SUIT_ORDER = ['S', 'H', 'C', 'D'];
const RANK_ORDER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** Suits in alternating colours, high cards first. */
export function sortBySuit(hand: readonly Card[]): Card[] {
  const key = (c: Card) => {
    const s = cardSuit(c);
    const r = cardRank(c);
    return (s ? SUIT_ORDER.indexOf(s) : 9) * 100 + (r ? 20 - RANK_ORDER.indexOf(r) : 0);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}

function actionLabelKey(obs: Observation, type: string): string {
  return `${obs.game}.action.${type}`;
}

function GenericActions({ obs, actions, onAct }: GameViewProps & { actions: import('../../engine').Action[] }) {
  const tr = useTr();
  return (
    <>
      {actions.map((a, i) => (
        <ActionButton key={i} action={a} onAct={onAct}>
          {tr(actionLabelKey(obs, a.type), { ...a, defaultValue: a.type })}
        </ActionButton>
      ))}
    </>
  );
}

function GenericHandResult({ obs, seats }: GameViewProps) {
  const tr = useTr();
  return (
    <table className="tt-result-table">
      <thead>
        <tr><th scope="col">{tr('table.score.player')}</th><th scope="col">{tr('table.score.total')}</th></tr>
      </thead>
      <tbody>
        {obs.totals.map((total, s) => (
          <tr key={s}><th scope="row">{seats[s]?.name}</th><td>{total}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

function Empty() {
  return null;
}

export const genericUi: GameUi = {
  sortHand: (hand) => sortBySuit(hand),
  cardBadge: () => null,
  seatBadges: () => [],
  Panel: Empty,
  actionTypes: [],
  ActionChoices: GenericActions,
  HandResultBody: GenericHandResult,
  tutorPrompt: (_obs, _viewer, key) => (key ? { key } : null),
  explainTrick: () => null,
  explainScore: () => [],
};
