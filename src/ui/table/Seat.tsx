// A seat around the felt: name plate, role badges, tricks won with their pile, the
// face-down hand of an opponent (count only) and a "thinking" cue while its AI works.
import { memo } from 'react';
import type { Card, CompletedTrick, Seat as SeatNo } from '../../engine';
import type { SeatBadge } from '../games';
import { CardBack, CardFace } from './Card';
import { BotIcon } from './icons';
import { useTableUi } from './tableUi';

export interface SeatView {
  seat: SeatNo;
  name: string;
  isAi: boolean;
  handSize: number;
  tricksWon: number;
  badges: SeatBadge[];
  toAct: boolean;
  thinking: boolean;
  /** the hand face up: only at a table of AIs, when asked for (watch mode) */
  openHand?: Card[];
}

function Pile({ count, recent, recentKeys, seat }: { count: number; recent: CompletedTrick | null; recentKeys: readonly string[] | null; seat: SeatNo }) {
  const { tr } = useTableUi();
  const arrived = recent && recent.winner === seat ? recent.cards.map((p, i) => recentKeys?.[i] ?? p.card) : [];
  const stack = Math.max(0, Math.min(count, 5) - (arrived.length > 0 ? 1 : 0));
  return (
    <div className="tt-pile" aria-label={tr('table.seat.tricks', { count })} role="img" data-testid={`pile-${seat}`}>
      {Array.from({ length: stack }, (_, i) => (
        <CardBack key={`s${i}`} size="xs" className="tt-pile-card" style={{ transform: `translate(${i * 1.5}px, ${-i * 1.5}px) rotate(${(i % 2) * 6 - 3}deg)` }} />
      ))}
      {arrived.map((key, i) => (
        <CardBack key={key} layoutId={`card-${key}`} size="xs" className="tt-pile-card" style={{ transform: `translate(${(stack + i) * 1.5}px, ${-(stack + i) * 1.5}px) rotate(${i * 8 - 4}deg)` }} />
      ))}
      <span className="tt-pile-count" aria-hidden="true">{count}</span>
    </div>
  );
}

interface SeatPlateProps {
  view: SeatView;
  recent: CompletedTrick | null;
  /** the keys of the recent trick's cards (tableView.ts trickKeys), where a card may lie there twice */
  recentKeys?: readonly string[] | null;
  position: string;
  /** draw the face-down hand (opponents); the bottom seat's hand is drawn by Hand */
  showHand: boolean;
}

// The table re-renders on every step of its machine (a bot starts thinking, a pause ends);
// a seat whose view did not change is skipped. The view is rebuilt each render, so compare
// its (small, plain) contents.
const sameSeat = (a: SeatPlateProps, b: SeatPlateProps): boolean =>
  a.recent === b.recent && (a.recentKeys ?? []).join() === (b.recentKeys ?? []).join() && a.position === b.position && a.showHand === b.showHand
  && JSON.stringify(a.view) === JSON.stringify(b.view);

export const SeatPlate = memo(function SeatPlate({ view, recent, recentKeys = null, position, showHand }: SeatPlateProps) {
  const { tr } = useTableUi();
  const fan = Math.min(view.handSize, 13);
  return (
    <section
      className={`tt-seat tt-pos-${position} ${view.toAct ? 'tt-seat-active' : ''}`}
      aria-label={tr('table.seat.label', { name: view.name })}
      data-seat={view.seat}
      data-testid={`seat-${view.seat}`}
    >
      <div className="tt-plate">
        <span className={`tt-avatar ${view.isAi ? 'tt-avatar-ai' : ''}`} aria-hidden="true">{view.isAi ? <BotIcon /> : view.name.slice(0, 1).toUpperCase()}</span>
        <div className="tt-plate-text">
          <span className="tt-seat-name">{view.name}</span>
          <span className="tt-seat-meta">
            {view.badges.map((b) => (
              <span key={b.id} className={`tt-badge tt-badge-${b.id}`} title={b.title}>{b.label}</span>
            ))}
            {view.toAct && !view.thinking ? <span className="tt-badge tt-badge-turn">{tr('table.seat.toAct')}</span> : null}
            {view.thinking ? (
              <span className="tt-thinking" role="status" data-testid={`thinking-${view.seat}`}>
                <span className="tt-sr">{tr('table.seat.thinking', { name: view.name })}</span>
                <span className="tt-dots" aria-hidden="true"><i /><i /><i /></span>
              </span>
            ) : null}
          </span>
        </div>
        <Pile count={view.tricksWon} recent={recent} recentKeys={recentKeys} seat={view.seat} />
      </div>
      {showHand && view.openHand ? (
        <div className="tt-open-hand" role="group" aria-label={tr('table.seat.openHand', { name: view.name })} data-testid={`open-hand-${view.seat}`}>
          {view.openHand.map((c, i) => <CardFace key={`${c}/${i}`} card={c} size="xs" />)}
        </div>
      ) : showHand && view.handSize > 0 ? (
        <div className="tt-opp-hand" aria-label={tr('table.seat.cards', { count: view.handSize })} role="img">
          {Array.from({ length: fan }, (_, i) => (
            <CardBack key={i} size="xs" className="tt-opp-card" style={{ transform: `rotate(${(i - (fan - 1) / 2) * 3}deg)` }} />
          ))}
          <span className="tt-count-badge" aria-hidden="true">{view.handSize}</span>
        </div>
      ) : null}
    </section>
  );
}, sameSeat);
