// The centre of the felt: the cards of the current trick, each placed toward the seat
// that played it. During the trick pause the completed trick stays, its winner marked.
import { memo } from 'react';
import type { PlayedCard, Seat } from '../../engine';
import { CardFace } from './Card';
import { seatParams, type SeatNames } from './seatNames';
import { useTableUi } from './tableUi';

/** Offset of a played card from the centre, toward its seat (relative index r of n). */
function offset(r: number, n: number): { x: number; y: number; rotate: number } {
  // two players: a slight diagonal keeps both corner indices readable
  if (n === 2) return r === 0 ? { x: 22, y: 24, rotate: 5 } : { x: -22, y: -24, rotate: -6 };
  const angle = Math.PI / 2 + (2 * Math.PI * r) / n; // r = 0 at the bottom, clockwise
  // Five or six cards spread wider (and a little taller): each keeps its index and most of
  // its face clear of its neighbours', and the trick still fits between the seats.
  const dist = n >= 5 ? 44 : 34;
  const wide = n >= 5 ? 2 : 1.3;
  // r = 1 is the seat on the viewer's left (clockwise), so its card lies to the left
  return { x: Math.cos(angle) * dist * wide, y: Math.sin(angle) * dist, rotate: (r % 2 ? -1 : 1) * (4 + r * 2) };
}

/** Memoised: redrawn when the trick, the viewer or the names change, not on every machine step. */
export const TrickArea = memo(function TrickArea({ cards, keys, winner, ring, names, freshFrom, label }: {
  cards: PlayedCard[];
  /** each card's key where a card may lie twice in a trick (two packs: tableView.ts trickKeys); the card's text otherwise */
  keys?: readonly string[];
  winner: Seat | null;
  /** every seat clockwise from the one drawn at the bottom (tableView.ts seatsFromBottom) */
  ring: readonly Seat[];
  names: SeatNames;
  /** cards that were already visible elsewhere (hand, stock) and fly in by layoutId */
  freshFrom: ReadonlySet<string>;
  label: string;
}) {
  const { tr } = useTableUi();
  return (
    <div className={`tt-trick ${cards.length === 0 ? 'tt-trick-empty' : ''}`} role="group" aria-label={label} data-testid="trick">
      <div className="tt-trick-slot" aria-hidden="true" />
      {cards.map((p, i) => {
        const key = keys?.[i] ?? p.card;
        const r = Math.max(0, ring.indexOf(p.seat));
        const o = offset(r, ring.length);
        const isWinner = winner === p.seat;
        // a seat's second card in the trick (a pair, King of the Hill) lies beside its first
        const nth = cards.slice(0, i).filter((q) => q.seat === p.seat).length;
        return (
          <div
            key={key}
            className={`tt-trick-card ${isWinner ? 'tt-trick-winner' : ''}`}
            // the winning card comes to the top while the trick is shown
            style={{ zIndex: isWinner ? cards.length + 1 : i + 1, transform: `translate(${o.x + nth * 18}px, ${o.y + nth * 6}px) rotate(${o.rotate}deg)` }}
          >
            <CardFace
              card={p.card}
              size="md"
              layoutId={`card-${key}`}
              initial={freshFrom.has(key) ? false : { opacity: 0, x: o.x * 5, y: o.y * 5, scale: 0.85 }}
              animate={{ opacity: 1, x: 0, y: 0, scale: 1 }}
            />
            {nth === 0 ? <span className="tt-trick-who">{names[p.seat]}</span> : null}
          </div>
        );
      })}
      {winner !== null && cards.length > 0 ? (
        <div className="tt-trick-banner" role="status">{tr('table.trick.wins', seatParams(names, { name: winner }))}</div>
      ) : null}
    </div>
  );
});
